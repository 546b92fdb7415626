package teams

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/problem"
)

func played(row, round, board int, ns, ew string, score int) BoardResult {
	return BoardResult{Row: row, Round: round, Board: board, NS: ns, EW: ew,
		Line: bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Real, NS: score}}}
}

func adjusted(row, round, board int, ns, ew string, nsAdj, ewAdj Adjusted) BoardResult {
	award := map[Adjusted]bridge.Award{AveragePlus: {Kind: bridge.AveragePlus}, Average: {Kind: bridge.AverageAward}, AverageMinus: {Kind: bridge.AverageMinus}}
	return BoardResult{Row: row, Round: round, Board: board, NS: ns, EW: ew,
		Line: bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Artificial, NSAward: award[nsAdj], EWAward: award[ewAdj]}}}
}

// scored is a scored event with its warnings, as the tests look at them.
type scored struct {
	*Result
	Warnings []problem.Problem
}

// errUnread says that an event was not scored for a row the reader could
// not read, without a problem of its own.
var errUnread = errors.New("a Results row could not be read")

// score scores the teams and rows on set; the error lists the errors. The
// rows here are IMP arithmetic rather than real travellers: the warnings of
// a score's own checks (whether it is possible at the board's
// vulnerability, bridge.TravellerLine.Settle's) are left out.
func score(teams []Team, rows []BoardResult, set Settings) (*scored, error) {
	r, probs := Score(&Event{Settings: set, Teams: teams, Results: rows})
	var errs problem.List
	var warnings []problem.Problem
	for _, p := range probs {
		if p.Warning && p.Sheet == SheetResults && p.Column == "Score" {
			continue
		}
		if p.Warning {
			warnings = append(warnings, p)
		} else {
			errs = append(errs, p)
		}
	}
	switch {
	case len(errs) > 0:
		return nil, errs
	case r == nil:
		return nil, errUnread
	}
	return &scored{r, warnings}, nil
}

func teamList(ids ...string) []Team {
	ts := make([]Team, len(ids))
	for i, id := range ids {
		ts[i] = Team{ID: id, Name: "Team " + id, Row: i + 2}
	}
	return ts
}

func mustScore(t *testing.T, teams []Team, rows []BoardResult, set Settings) *scored {
	t.Helper()
	r, err := score(teams, rows, set)
	if err != nil {
		t.Fatalf("Score: %v", err)
	}
	return r
}

// matchLine is a Match without its comparisons, VPs in hundredths.
type matchLine struct {
	Round              int
	Home, Away         string
	Bye, Triple        bool
	Boards             int
	HomeIMPs, AwayIMPs int
	HomeVP, AwayVP     int
}

func matchLines(ms []Match) []matchLine {
	var out []matchLine
	for _, m := range ms {
		out = append(out, matchLine{m.Round, m.Home, m.Away, m.Bye, m.Triple, m.Boards,
			m.HomeIMPs, m.AwayIMPs, cents(m.HomeVP), cents(m.AwayVP)})
	}
	return out
}

// rankLine is a Standing with its VPs in hundredths.
type rankLine struct {
	Rank          string
	Team          string
	Matches, Byes int
	For, Against  int
	VP            int
}

func rankLines(ss []Standing) []rankLine {
	var out []rankLine
	for _, s := range ss {
		out = append(out, rankLine{s.Place.String(), s.Team, s.Matches, s.Byes, s.IMPsFor, s.IMPsAgainst, cents(s.VP)})
	}
	return out
}

func diff[T any](t *testing.T, what string, got, want T) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

// TestTwoTableMatch is a four-board match worked by hand, with an
// artificial score on board 4.
//
//	board 1: 1 NS +420, 2 NS −50: 1 is +470, 10 IMPs to 1
//	board 2: 1 NS −100, 2 NS +110: 1 is −210, 5 IMPs to 2
//	board 3: 2 NS +620 (entered first), 1 NS +650: 1 is +30, 1 IMP to 1
//	board 4: A+/A− where 1 sat NS: 3 IMPs to 1; 2's +1430 at the other
//	         table does not count
//
// Team 1 wins 14 IMPs to 5, a margin of 9 over 4 boards: with B = 15·√4 =
// 30, τ^(27/30) = 0.64853 and 10 + 13.09017·0.35147 = 14.6012, so 14.60 to
// 5.40 on the WBF continuous scale.
func TestTwoTableMatch(t *testing.T) {
	rows := []BoardResult{
		played(2, 1, 1, "1", "2", 420),
		played(3, 1, 1, "2", "1", -50),
		played(4, 1, 2, "1", "2", -100),
		played(5, 1, 2, "2", "1", 110),
		played(6, 1, 3, "2", "1", 620),
		played(7, 1, 3, "1", "2", 650),
		adjusted(8, 1, 4, "1", "2", AveragePlus, AverageMinus),
		played(9, 1, 4, "2", "1", 1430),
	}
	r := mustScore(t, teamList("1", "2"), rows, DefaultSettings())
	diff(t, "matches", matchLines(r.Matches), []matchLine{
		{Round: 1, Home: "1", Away: "2", Boards: 4, HomeIMPs: 14, AwayIMPs: 5, HomeVP: 1460, AwayVP: 540},
	})
	diff(t, "comparisons", r.Matches[0].Comparisons, []Comparison{
		{Board: 1, HomeRow: 2, AwayRow: 3, HomeIMPs: 10, AwayIMPs: -10},
		{Board: 2, HomeRow: 4, AwayRow: 5, HomeIMPs: -5, AwayIMPs: 5},
		{Board: 3, HomeRow: 7, AwayRow: 6, HomeIMPs: 1, AwayIMPs: -1},
		{Board: 4, HomeRow: 8, AwayRow: 9, HomeIMPs: 3, AwayIMPs: -3},
	})
	diff(t, "travellers", r.Travellers, []TravellerLine{
		{Row: 2, Round: 1, Board: 1, NS: "1", EW: "2", NSIMPs: 10, EWIMPs: -10},
		{Row: 3, Round: 1, Board: 1, NS: "2", EW: "1", NSIMPs: -10, EWIMPs: 10},
		{Row: 4, Round: 1, Board: 2, NS: "1", EW: "2", NSIMPs: -5, EWIMPs: 5},
		{Row: 5, Round: 1, Board: 2, NS: "2", EW: "1", NSIMPs: 5, EWIMPs: -5},
		{Row: 6, Round: 1, Board: 3, NS: "2", EW: "1", NSIMPs: -1, EWIMPs: 1},
		{Row: 7, Round: 1, Board: 3, NS: "1", EW: "2", NSIMPs: 1, EWIMPs: -1},
		{Row: 8, Round: 1, Board: 4, NS: "1", EW: "2", NSIMPs: 3, EWIMPs: -3},
		{Row: 9, Round: 1, Board: 4, NS: "2", EW: "1", NSIMPs: -3, EWIMPs: 3},
	})
	diff(t, "ranking", rankLines(r.Ranking), []rankLine{
		{"1", "1", 1, 0, 14, 5, 1460},
		{"2", "2", 1, 0, 5, 14, 540},
	})
	if r.Ranking[0].Name != "Team 1" || r.Ranking[0].Place.N != 1 {
		t.Errorf("ranking line %+v", r.Ranking[0])
	}
	// Home is whoever sat NS in the match's first row: list the rows from
	// the other table first and team 2 is Home, with everything mirrored.
	swapped := []BoardResult{rows[1], rows[0], rows[3], rows[2], rows[4], rows[5], rows[7], rows[6]}
	r = mustScore(t, teamList("1", "2"), swapped, DefaultSettings())
	diff(t, "swapped", matchLines(r.Matches), []matchLine{
		{Round: 1, Home: "2", Away: "1", Boards: 4, HomeIMPs: 5, AwayIMPs: 14, HomeVP: 540, AwayVP: 1460},
	})
}

// TestAverageToBoth: an artificial score of Average plus to both sides gives
// each team 3 IMPs, so the VPs add up to more than 20 (as in a Welsh Bridge
// Union match on RealBridge, 2022, where a board could not be played and
// both teams got A+).
//
//	board 1: 1 NS +100, 2 NS +50: 1 is +50, 2 IMPs to 1
//	board 2: A+/A+ where 1 sat NS: 3 IMPs to each
//
// Team 1 is +5 and team 2 +1 over 2 boards (B = 15·√2 = 21.2132): τ^0.70711
// = 0.71157 gives 13.7755, τ^0.14142 = 0.93421 gives 10.8612; both teams get
// the winner's VPs, 13.78 and 10.86.
func TestAverageToBoth(t *testing.T) {
	rows := []BoardResult{
		played(2, 1, 1, "1", "2", 100),
		played(3, 1, 1, "2", "1", 50),
		adjusted(4, 1, 2, "1", "2", AveragePlus, AveragePlus),
		played(5, 1, 2, "2", "1", 420),
	}
	r := mustScore(t, teamList("1", "2"), rows, DefaultSettings())
	diff(t, "matches", matchLines(r.Matches), []matchLine{
		{Round: 1, Home: "1", Away: "2", Boards: 2, HomeIMPs: 5, AwayIMPs: 3, HomeVP: 1378, AwayVP: 1086},
	})
	diff(t, "ranking", rankLines(r.Ranking), []rankLine{
		{"1", "1", 1, 0, 5, 0, 1378},
		{"2", "2", 1, 0, 3, 2, 1086},
	})
	diff(t, "board 2", r.Travellers[2:], []TravellerLine{
		{Row: 4, Round: 1, Board: 2, NS: "1", EW: "2", NSIMPs: 3, EWIMPs: 3},
		{Row: 5, Round: 1, Board: 2, NS: "2", EW: "1", NSIMPs: 3, EWIMPs: 3},
	})
}

// TestTriple is a Swiss triple worked by hand: teams 1, 2 and 3 play two
// boards against each other team, four boards each.
//
//	1 v 2  board 1: 1 NS +420, 2 NS +420: 0
//	       board 2: 1 NS +170, 2 NS −100: 1 is +270, 7 IMPs to 1
//	2 v 3  board 3: 2 NS −620, 3 NS +620: 2 is −1240, 15 IMPs to 3
//	       board 4: 2 NS +140, 3 NS −110: 2 is +250, 6 IMPs to 2
//	3 v 1  board 5: 3 NS −200, 1 NS +100: 3 is −300, 7 IMPs to 1
//	       board 6: 3 NS +600, 1 NS −600: 3 is +1200, 15 IMPs to 3
//
// Over both its half-matches team 1 won 14 and lost 15 IMPs (−1), team 2
// won 6 and lost 22 (−16), team 3 won 30 and lost 13 (+17). On the 4-board
// scale (B = 30): 1 IMP gives 10.61 (10.6149986), 16 IMPs 17.03 (τ^1.6 =
// 0.46305, 17.0289), 17 IMPs 17.31 (τ^1.7 = 0.44129, 17.3136). So team 1
// gets 20 − 10.61 = 9.39, team 2 gets 20 − 17.03 = 2.97, team 3 17.31.
func TestTriple(t *testing.T) {
	rows := []BoardResult{
		played(2, 1, 1, "1", "2", 420),
		played(3, 1, 1, "2", "1", 420),
		played(4, 1, 2, "1", "2", 170),
		played(5, 1, 2, "2", "1", -100),
		played(6, 1, 3, "2", "3", -620),
		played(7, 1, 3, "3", "2", 620),
		played(8, 1, 4, "2", "3", 140),
		played(9, 1, 4, "3", "2", -110),
		played(10, 1, 5, "3", "1", -200),
		played(11, 1, 5, "1", "3", 100),
		played(12, 1, 6, "3", "1", 600),
		played(13, 1, 6, "1", "3", -600),
	}
	r := mustScore(t, teamList("1", "2", "3"), rows, DefaultSettings())
	diff(t, "matches", matchLines(r.Matches), []matchLine{
		{Round: 1, Home: "1", Away: "2", Triple: true, Boards: 2, HomeIMPs: 7, AwayIMPs: 0, HomeVP: 939, AwayVP: 297},
		{Round: 1, Home: "2", Away: "3", Triple: true, Boards: 2, HomeIMPs: 6, AwayIMPs: 15, HomeVP: 297, AwayVP: 1731},
		{Round: 1, Home: "3", Away: "1", Triple: true, Boards: 2, HomeIMPs: 15, AwayIMPs: 7, HomeVP: 1731, AwayVP: 939},
	})
	var rounds []string
	for _, tr := range r.Rounds {
		rounds = append(rounds, fmt.Sprintf("%d %s v %v: %d boards %d–%d %.2f triple=%v",
			tr.Round, tr.Team, tr.Opponents, tr.Boards, tr.IMPsFor, tr.IMPsAgainst, tr.VP, tr.Triple))
	}
	diff(t, "rounds", rounds, []string{
		"1 1 v [2 3]: 4 boards 14–15 9.39 triple=true",
		"1 2 v [1 3]: 4 boards 6–22 2.97 triple=true",
		"1 3 v [2 1]: 4 boards 30–13 17.31 triple=true",
	})
	diff(t, "ranking", rankLines(r.Ranking), []rankLine{
		{"1", "3", 1, 0, 30, 13, 1731},
		{"2", "1", 1, 0, 14, 15, 939},
		{"3", "2", 1, 0, 6, 22, 297},
	})

	// On the ACBL 20 scale the triple is scored on 4 boards, which the ACBL
	// tables do not cover: one problem naming the triple.
	_, err := score(teamList("1", "2", "3"), rows, Settings{Scale: ACBL20{}, ByeVP: 12})
	var ps problem.List
	if !errors.As(err, &ps) || len(ps) != 1 || ps[0].Row != 2 ||
		!strings.Contains(ps[0].Msg, "round 1, triple of 1, 2 and 3") || !strings.Contains(ps[0].Msg, "6 to 11 boards, not 4") {
		t.Errorf("ACBL 20 on a 4-board triple: %v", err)
	}
}

// byeEvent: three teams over two rounds, each round one match of two boards
// and one bye.
//
//	round 1, 1 v 2  board 1: 1 NS +110, 2 NS −110: 1 is +220, 6 IMPs to 1
//	                board 2: 1 NS −50, 2 NS −50: 0
//	         3 has a bye
//	round 2, 3 v 1  board 1: 3 NS +400, 1 NS +400: 0
//	                board 2: 3 NS −100, 1 NS +100: 3 is −200, 5 IMPs to 1
//	         2 has a bye
//
// Over 2 boards (B = 21.2132): 6 IMPs gives 14.39 (τ^0.84853 = 0.66478,
// 14.3883) and 5 IMPs 13.78 (13.7755). Team 1: 14.39 + 13.78 = 28.17; team
// 2: 5.61 + 12 = 17.61; team 3: 12 + 6.22 = 18.22.
func byeEvent() ([]Team, []BoardResult) {
	return teamList("1", "2", "3"), []BoardResult{
		played(2, 1, 1, "1", "2", 110),
		played(3, 1, 1, "2", "1", -110),
		played(4, 1, 2, "1", "2", -50),
		played(5, 1, 2, "2", "1", -50),
		played(6, 2, 1, "3", "1", 400),
		played(7, 2, 1, "1", "3", 400),
		played(8, 2, 2, "3", "1", -100),
		played(9, 2, 2, "1", "3", 100),
	}
}

func TestBye(t *testing.T) {
	teams, rows := byeEvent()
	r := mustScore(t, teams, rows, DefaultSettings())
	diff(t, "matches", matchLines(r.Matches), []matchLine{
		{Round: 1, Home: "1", Away: "2", Boards: 2, HomeIMPs: 6, AwayIMPs: 0, HomeVP: 1439, AwayVP: 561},
		{Round: 1, Home: "3", Bye: true, HomeVP: 1200},
		{Round: 2, Home: "3", Away: "1", Boards: 2, HomeIMPs: 0, AwayIMPs: 5, HomeVP: 622, AwayVP: 1378},
		{Round: 2, Home: "2", Bye: true, HomeVP: 1200},
	})
	diff(t, "ranking", rankLines(r.Ranking), []rankLine{
		{"1", "1", 2, 0, 11, 0, 2817},
		{"2", "3", 1, 1, 0, 5, 1822},
		{"3", "2", 1, 1, 0, 6, 1761},
	})

	// Bye VP is a setting.
	r = mustScore(t, teams, rows, Settings{ByeVP: 10})
	diff(t, "bye 10", rankLines(r.Ranking), []rankLine{
		{"1", "1", 2, 0, 11, 0, 2817},
		{"2", "3", 1, 1, 0, 5, 1622},
		{"3", "2", 1, 1, 0, 6, 1561},
	})

	// With None a bye is worth 0 IMPs and teams rank by IMPs: 1 +11, 3 −5,
	// 2 −6.
	r = mustScore(t, teams, rows, Settings{Scale: None{}, ByeVP: 12})
	if !r.ByIMPs {
		t.Error("None: ByIMPs not set")
	}
	diff(t, "none", rankLines(r.Ranking), []rankLine{
		{"1", "1", 2, 0, 11, 0, 0},
		{"2", "3", 1, 1, 0, 5, 0},
		{"3", "2", 1, 1, 0, 6, 0},
	})
	for _, m := range r.Matches {
		if m.HomeVP != 0 || m.AwayVP != 0 {
			t.Errorf("None: match %+v has VPs", m)
		}
	}
}

// TestRankTies: equal VPs share a place and are listed by team identifier,
// numbers in numeric order and before letters.
//
//	round 1: 10 v 9 and B v a, every board flat: 10.00 each
//	round 2: 10 v B, 10 NS +100, B NS +50: 2 IMPs to 10
//	         9 v a, 9 NS +50, a NS +100: 2 IMPs to a
//
// On 1 board (B = 15) 2 IMPs gives 10 + 13.09017·(1 − τ^0.4) with τ^0.4 =
// 0.82491: 12.2920, so 12.29–7.71. 10 and a have 22.29, 9 and B 17.71.
func TestRankTies(t *testing.T) {
	rows := []BoardResult{
		played(2, 1, 1, "10", "9", 420), played(3, 1, 1, "9", "10", 420),
		played(4, 1, 1, "B", "a", 100), played(5, 1, 1, "a", "B", 100),
		played(6, 2, 1, "10", "B", 100), played(7, 2, 1, "B", "10", 50),
		played(8, 2, 1, "9", "a", 50), played(9, 2, 1, "a", "9", 100),
	}
	r := mustScore(t, teamList("a", "B", "9", "10"), rows, DefaultSettings())
	diff(t, "ranking", rankLines(r.Ranking), []rankLine{
		{"1=", "10", 2, 0, 2, 0, 2229},
		{"1=", "a", 2, 0, 2, 0, 2229},
		{"3=", "9", 2, 0, 0, 2, 1771},
		{"3=", "B", 2, 0, 0, 2, 1771},
	})
	if r.Ranking[2].Place.N != 3 {
		t.Errorf("place of 3=: %d", r.Ranking[2].Place.N)
	}
}

func TestRankAtTwoDecimals(t *testing.T) {
	rounds := []TeamRound{
		{Round: 1, Team: "1", VP: 12.333},
		{Round: 1, Team: "2", VP: 12.33},
		{Round: 1, Team: "3", VP: 12.34},
		{Round: 1, Team: "4", VP: 10.44},
		{Round: 2, Team: "4", VP: 10.86}, // 21.299999999999997 in floating point
		{Round: 1, Team: "5", VP: 21.30},
	}
	got := rankLines(rankTeams(teamList("1", "2", "3", "4", "5"), rounds, false))
	diff(t, "ranking", got, []rankLine{
		{Rank: "1=", Team: "4", Matches: 2, VP: 2130},
		{Rank: "1=", Team: "5", Matches: 1, VP: 2130},
		{Rank: "3", Team: "3", Matches: 1, VP: 1234},
		{Rank: "4=", Team: "1", Matches: 1, VP: 1233},
		{Rank: "4=", Team: "2", Matches: 1, VP: 1233},
	})
}

// TestProblems: everything wrong is reported, each against its cell.
func TestProblems(t *testing.T) {
	teams := append(teamList("1", "2", "3"), Team{ID: "2", Name: "Again", Row: 5}, Team{ID: "", Name: "Nobody", Row: 6})
	rows := []BoardResult{
		played(2, 1, 1, "1", "2", 420),
		played(3, 1, 1, "2", "1", 400),
		played(4, 1, 2, "1", "2", 100), // only one table
		played(5, 1, 3, "1", "9", 100), // unknown team
		played(6, 1, 3, "3", "3", 100), // meets itself
		played(7, 2, 1, "1", "2", 100),
		played(8, 2, 1, "2", "1", 100),
		played(9, 2, 1, "2", "1", 100), // third time
		played(10, 2, 2, "1", "2", 100),
		played(11, 2, 2, "1", "2", 100), // same seats at both tables
		played(12, 3, 1, "1", "2", 100),
		played(13, 3, 1, "2", "1", 100),
		played(14, 3, 2, "2", "3", 100), // 2 plays 1 and 3, who do not meet
		played(15, 3, 2, "3", "2", 100),
		played(16, 0, 1, "1", "2", 100),  // round empty, where the other rows give theirs
		played(17, 1, -1, "3", "1", 100), // a board the reader could not read (not the other table of row 4: team 3 does not play there)
		// Half an adjusted score, which the Score cell's parser never gives:
		// set as settled, on a row whose cells are taken as unread.
		{Row: 18, Round: 1, Board: 5, NS: "1", EW: "2", Unread: true, nsAdjusted: AveragePlus},
	}
	r, err := score(teams, rows, DefaultSettings())
	if r != nil {
		t.Error("a result despite problems")
	}
	var ps problem.List
	if !errors.As(err, &ps) {
		t.Fatalf("error %v is not Problems", err)
	}
	want := []string{
		"Teams 5 Team: team 2 is listed twice",
		"Teams 6 Team: the team has no identifier",
		"Results 4 Board: board 2 of round 1 was played at only one table of 1 v 2",
		"Results 5 EW: team \"9\" is not on the Teams sheet",
		"Results 6 EW: team 3 is playing against itself",
		"Results 9 Board: board 1 of round 2 is entered more than twice for 1 v 2",
		"Results 11 NS: board 2 of round 2 has 1 NS against 2 EW at both tables",
		"Results 14 NS: team 2 plays 1 and 3 in round 3, not one match or a triple",
		"Results 16 Round: the round is missing",
		"Results 18 Score: the artificial score needs both an NS and an EW part",
	}
	var got []string
	for _, p := range ps {
		got = append(got, fmt.Sprintf("%s %d %s: %s", p.Sheet, p.Row, p.Column, p.Msg))
		if p.Msg == "" || p.Msg[:1] != strings.ToLower(p.Msg[:1]) || strings.HasSuffix(p.Msg, ".") || strings.Contains(p.Msg, "\n") {
			t.Errorf("%q is not one lower-case line", p.Msg)
		}
		if p.Hint == "" {
			t.Errorf("%q has no hint", p.Msg)
		}
	}
	diff(t, "problems", got, want)
	if ps[2].Hint != "enter the other table: 2 NS against 1 EW" {
		t.Errorf("hint %q", ps[2].Hint)
	}
	if !strings.HasPrefix(ps.Error(), "Teams row 5 Team: team 2 is listed twice (and 9 more)") {
		t.Errorf("Problems.Error() = %q", ps.Error())
	}
}

// TestACBLMatchLength: an ACBL scale on a 12-board match is a problem naming
// the match, on the Round cell of its first row.
func TestACBLMatchLength(t *testing.T) {
	var rows []BoardResult
	for b := 1; b <= 12; b++ {
		rows = append(rows, played(2*b, 4, b, "7", "8", 100), played(2*b+1, 4, b, "8", "7", 100))
	}
	_, err := score(teamList("7", "8"), rows, Settings{Scale: ACBL30{}})
	var ps problem.List
	if !errors.As(err, &ps) || len(ps) != 1 {
		t.Fatalf("got %v", err)
	}
	p := ps[0]
	if p.Row != 2 || p.Column != "Round" || p.Msg != "round 4, 7 v 8: the ACBL 30 scale has tables for matches of 6 to 11 boards, not 12" {
		t.Errorf("got %+v", p)
	}
	// The same match of 8 boards is fine: 0 IMPs, 15–15.
	r := mustScore(t, teamList("7", "8"), rows[:16], Settings{Scale: ACBL30{}})
	if r.Matches[0].HomeVP != 15 || r.Matches[0].AwayVP != 15 {
		t.Errorf("8 boards: %+v", r.Matches[0])
	}
}

func TestCustomScaleEvent(t *testing.T) {
	c, err := NewCustom(oldStyle25)
	if err != nil {
		t.Fatal(err)
	}
	teams, rows := byeEvent()
	// 6 IMPs and 5 IMPs are both 16–14 (3–7 IMPs); byes 15, a director's
	// setting for a 25-point scale. 1: 16 + 16; 2: 14 + 15; 3: 15 + 14.
	r := mustScore(t, teams, rows, Settings{Scale: c, ByeVP: 15})
	diff(t, "ranking", rankLines(r.Ranking), []rankLine{
		{"1", "1", 2, 0, 11, 0, 3200},
		{"2=", "2", 1, 1, 0, 6, 2900},
		{"2=", "3", 1, 1, 0, 5, 2900},
	})
}

// TestEmptyEvent: teams without a match are not ranked, and each is a
// warning on its Teams row.
func TestEmptyEvent(t *testing.T) {
	r := mustScore(t, teamList("1", "2"), nil, DefaultSettings())
	if len(r.Matches) != 0 || len(r.Rounds) != 0 || len(r.Ranking) != 0 {
		t.Errorf("got %+v", r)
	}
	diff(t, "warnings", problemLines(r.Warnings), []string{
		"Teams 2 Team warning: team 1 plays no match and is not ranked",
		"Teams 3 Team warning: team 2 plays no match and is not ranked",
	})
}

func problemLines(ps []problem.Problem) []string {
	var out []string
	for _, p := range ps {
		w := ""
		if p.Warning {
			w = " warning"
		}
		out = append(out, fmt.Sprintf("%s %d %s%s: %s", p.Sheet, p.Row, p.Column, w, p.Msg))
	}
	return out
}

// TestWithdrawnTeam: a team listed on Teams that plays no match has no byes
// and is not ranked (it used to get a bye every round, and came second on
// byes alone); a round in which two teams sit out is a warning naming it.
//
// byeEvent's teams 1, 2 and 3 and a team 4 that withdrew: round 1 has
// byes for 3 and 4 without the fix, round 2 for 2 and 4.
func TestWithdrawnTeam(t *testing.T) {
	teams, rows := byeEvent()
	teams = append(teams, Team{ID: "4", Name: "Gone", Row: 5})
	r := mustScore(t, teams, rows, DefaultSettings())
	diff(t, "ranking", rankLines(r.Ranking), []rankLine{
		{"1", "1", 2, 0, 11, 0, 2817},
		{"2", "3", 1, 1, 0, 5, 1822},
		{"3", "2", 1, 1, 0, 6, 1761},
	})
	for _, m := range r.Matches {
		if m.Home == "4" || m.Away == "4" {
			t.Errorf("the withdrawn team has a match: %+v", m)
		}
	}
	for _, tr := range r.Rounds {
		if tr.Team == "4" {
			t.Errorf("the withdrawn team has a round: %+v", tr)
		}
	}
	diff(t, "warnings", problemLines(r.Warnings), []string{
		"Teams 5 Team warning: team 4 plays no match and is not ranked",
	})

	// Two teams without an opponent in round 2: a warning on the round's
	// first row.
	teams = teamList("1", "2", "3", "4")
	rows = []BoardResult{
		played(2, 1, 1, "1", "2", 110), played(3, 1, 1, "2", "1", -110),
		played(4, 1, 1, "3", "4", 110), played(5, 1, 1, "4", "3", -110),
		played(6, 2, 1, "1", "3", 110), played(7, 2, 1, "3", "1", -110),
	}
	r = mustScore(t, teams, rows, DefaultSettings())
	diff(t, "warnings", problemLines(r.Warnings), []string{
		"Results 6 Round warning: round 2 has 2 byes: teams 2 and 4 sit out",
	})
	for _, p := range r.Warnings {
		if p.Hint == "" {
			t.Errorf("%v has no hint", p)
		}
	}
}

// TestByeAfterFirstRound: after round 1 of an odd field the one team that
// has not played is taken as the round's bye (as the draw gives it) and
// ranked with the Bye VP, with a warning in case it withdrew. byeEvent's
// round 1 alone:
// 1 v 2, board 1 NS +110 at one table and −110 at the other (220: 6 IMPs),
// board 2 flat: 6–0 on 2 boards, 14.39–5.61 (TestBye); team 3 12.00.
func TestByeAfterFirstRound(t *testing.T) {
	teams, rows := byeEvent()
	rows = rows[:4]
	r := mustScore(t, teams, rows, DefaultSettings())
	diff(t, "ranking", rankLines(r.Ranking), []rankLine{
		{"1", "1", 1, 0, 6, 0, 1439},
		{"2", "3", 0, 1, 0, 0, 1200},
		{"3", "2", 1, 0, 0, 6, 561},
	})
	diff(t, "warnings", problemLines(r.Warnings), []string{
		"Teams 4 Team warning: team 3 played no match in round 1: taken as the round's bye",
	})

	// In an even field two teams without a match are not a bye: they are
	// not ranked, each a warning.
	teams = append(teams, Team{ID: "4", Name: "Gone", Row: 5})
	r = mustScore(t, teams, rows, DefaultSettings())
	diff(t, "even ranking", rankLines(r.Ranking), []rankLine{
		{"1", "1", 1, 0, 6, 0, 1439},
		{"2", "2", 1, 0, 0, 6, 561},
	})
	diff(t, "even warnings", problemLines(r.Warnings), []string{
		"Teams 4 Team warning: team 3 plays no match and is not ranked",
		"Teams 5 Team warning: team 4 plays no match and is not ranked",
	})
}

// TestWaitingRoundLeftOut: a round drawn but not played (every row blank, as
// the draw writes them) is left out with a warning, so the standings after
// round 1 can be printed; a round with some rows typed is scored, its blank
// rows errors; with nothing typed at all every blank row is an error.
func TestWaitingRoundLeftOut(t *testing.T) {
	teams, rows := byeEvent()
	blank := func(row, round, board int, ns, ew string) BoardResult {
		return BoardResult{Row: row, Round: round, Board: board, NS: ns, EW: ew}
	}
	waiting := append(slices.Clone(rows[:4]),
		blank(6, 2, 1, "3", "1"), blank(7, 2, 1, "1", "3"), blank(8, 2, 2, "3", "1"), blank(9, 2, 2, "1", "3"))
	r := mustScore(t, teams, waiting, DefaultSettings())
	// As TestByeAfterFirstRound: round 1 alone, team 3 with the bye.
	diff(t, "ranking", rankLines(r.Ranking), []rankLine{
		{"1", "1", 1, 0, 6, 0, 1439},
		{"2", "3", 0, 1, 0, 0, 1200},
		{"3", "2", 1, 0, 0, 6, 561},
	})
	diff(t, "warnings", problemLines(r.Warnings), []string{
		"Teams 4 Team warning: team 3 played no match in round 1: taken as the round's bye",
		"Results 6 Round warning: round 2 has no results yet (Results rows 6 to 9): it is left out until they are typed",
	})

	// One row of round 2 typed: the round is scored, the blank rows are
	// errors.
	partly := slices.Clone(waiting)
	partly[4] = rows[4]
	ev := &Event{Settings: DefaultSettings(), Teams: teams, Results: partly}
	if res, probs := Score(ev); res != nil || !problem.HasErrors(probs) {
		t.Errorf("a round typed in part: result %v, problems %v", res != nil, problemLines(probs))
	}

	// Nothing typed at all: every row is an error, as before.
	var none []BoardResult
	for _, r := range waiting {
		none = append(none, blank(r.Row, r.Round, r.Board, r.NS, r.EW))
	}
	ev = &Event{Settings: DefaultSettings(), Teams: teams, Results: none}
	res, probs := Score(ev)
	errs := 0
	for _, p := range probs {
		if !p.Warning {
			errs++
		}
	}
	if res != nil || errs != len(none) {
		t.Errorf("nothing typed: result %v, problems %v", res != nil, problemLines(probs))
	}
}

// TestDefaultByeVPWarning: a bye scored at the default 12 VPs is a warning on
// a scale that is not out of 20, unless the Event sheet gave Bye VP.
func TestDefaultByeVPWarning(t *testing.T) {
	teams, rows := byeEvent()
	c, err := NewCustom(oldStyle25)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		set  Settings
		want []string
	}{
		{DefaultSettings(), nil},
		{Settings{Scale: WBFDiscrete{}, ByeVP: 12}, nil},
		{Settings{Scale: None{}, ByeVP: 12}, nil},
		{Settings{Scale: c, ByeVP: 12}, []string{"Event 0 Bye VP warning: team 3 has a bye in round 1, scored at the default 12 VPs on the Custom scale"}},
		{Settings{Scale: c, ByeVP: 15, ByeVPSet: true}, nil},
	} {
		r := mustScore(t, teams, rows, tt.set)
		diff(t, fmt.Sprint(tt.set.Scale), problemLines(r.Warnings), tt.want)
	}
}

// TestVPTotalsInHundredths: a team's VPs are the sum of the figures shown
// for its rounds, 52.41 and not 52.410000000000004.
func TestVPTotalsInHundredths(t *testing.T) {
	vps := []float64{17.66, 13.09, 2.13, 5.66, 13.87}
	var rounds []TeamRound
	var float float64
	for i, vp := range vps {
		rounds = append(rounds, TeamRound{Round: i + 1, Team: "1", VP: vp})
		float += vp
	}
	got := rankTeams(teamList("1"), rounds, false)[0].VP
	if got != 52.41 || float == 52.41 {
		t.Errorf("VP total %v, want 52.41 (the float sum is %v)", got, float)
	}
}

// A row left out of the matches (a team not on Teams, a round or board that
// could not be read) may be the other table of a board: that board is then
// not reported as played at only one table, but every other problem is.
// A row whose teams play elsewhere is no such partner.
func TestLeftOutRowsAndTheirPartners(t *testing.T) {
	four := teamList("1", "2", "3", "4")
	unread := func(row, round, board int, ns, ew string) BoardResult {
		r := played(row, round, board, ns, ew, 0)
		r.Unread = true
		return r
	}
	base := []BoardResult{
		played(2, 1, 1, "1", "2", 420), played(3, 1, 1, "2", "1", 400),
		played(4, 1, 2, "1", "2", 100), // its other table is the case's last row
		played(5, 1, 1, "3", "4", 100), played(6, 1, 1, "4", "3", 100),
		played(7, 1, 2, "3", "3", 100), // meets itself: reported whatever else is wrong
	}
	for _, c := range []struct {
		name  string
		last  BoardResult
		alone bool // row 4 is reported as played at one table
	}{
		{"mistyped team", played(8, 1, 2, "2", "7", 100), false},
		{"board unread", unread(8, 1, 0, "2", "1"), false},
		{"round unread", unread(8, 0, 2, "2", "1"), false},
		{"team unread", unread(8, 1, 2, "", "1"), false},
		{"another match's row", unread(8, 1, 0, "4", "3"), true},
		{"another round", unread(8, 2, 2, "2", "1"), true},
	} {
		_, err := score(four, append(slices.Clone(base), c.last), DefaultSettings())
		var ps problem.List
		if !errors.As(err, &ps) {
			t.Fatalf("%s: %v", c.name, err)
		}
		alone, itself := false, false
		for _, p := range ps {
			alone = alone || p.Row == 4 && strings.Contains(p.Msg, "only one table")
			itself = itself || p.Row == 7 && strings.Contains(p.Msg, "playing against itself")
		}
		if alone != c.alone || !itself {
			t.Errorf("%s: row 4 alone %v (want %v), row 7 meets itself %v; %v", c.name, alone, c.alone, itself, ps)
		}
	}
}

// An event whose only fault is a row the reader could not read is not
// scored: score says so with errUnread, for the reader has given the error.
func TestUnreadRowStopsScoring(t *testing.T) {
	rows := []BoardResult{played(2, 1, 1, "1", "2", 420), played(3, 1, 1, "2", "1", 400), {Row: 4, Round: 1, NS: "1", EW: "2", Unread: true}}
	if r, err := score(teamList("1", "2"), rows, DefaultSettings()); r != nil || !errors.Is(err, errUnread) {
		t.Errorf("Score = %v, %v; want errUnread", r, err)
	}
}

// TestTeamNameForIdentifier: a team's name typed where its identifier
// belongs is not on Teams, and the hint says which identifier it is.
func TestTeamNameForIdentifier(t *testing.T) {
	teams := teamList("1", "2")
	teams[1].Name = "Dunn"
	rows := []BoardResult{played(2, 1, 1, "1", "dunn", 100), played(3, 1, 1, "2", "1", 100)}
	_, probs := Score(&Event{Settings: DefaultSettings(), Teams: teams, Results: rows})
	var hints []string
	for _, p := range probs {
		if p.Row == 2 && p.Column == "EW" {
			hints = append(hints, p.Msg+" | "+p.Hint)
		}
	}
	want := []string{`team "dunn" is not on the Teams sheet | Dunn is the name of team 2: type its identifier, 2`}
	diff(t, "problems", hints, want)
}
