package individual

import (
	"fmt"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/pairs"
)

// testRow is a compact Results row: board, the four seats and the score.
type testRow struct {
	board      int
	n, s, e, w int
	score      string
}

func buildEvent(t *testing.T, s Settings, players int, rows []testRow) *Event {
	t.Helper()
	ev := &Event{Settings: s}
	for p := 1; p <= players; p++ {
		ev.Players = append(ev.Players, Player{Number: p, Name: fmt.Sprintf("Player %d", p), Line: p + 1})
	}
	for i, r := range rows {
		sc := bridge.TableScore{Kind: bridge.Missing}
		if r.score != "" {
			var err error
			if sc, err = bridge.ParseTableScore(r.score); err != nil {
				t.Fatalf("row %d: %v", i, err)
			}
		}
		ev.Rows = append(ev.Rows, ResultRow{Row: Row{Line: i + 2, Board: r.board, Seats: [4]int{r.n, r.s, r.e, r.w}},
			TravellerLine: bridge.TravellerLine{Score: sc}})
	}
	return ev
}

func mustScore(t *testing.T, ev *Event) *Result {
	t.Helper()
	res, probs := Score(ev)
	if res == nil {
		t.Fatalf("scoring failed: %v", probs)
	}
	for _, p := range probs {
		if !p.Warning {
			t.Fatalf("error with a result: %v", p)
		}
	}
	return res
}

// standingsText is the ranking as "place player score/top pct".
func standingsText(ev *Event, res *Result) string {
	var b strings.Builder
	for _, st := range res.Standings {
		fmt.Fprintf(&b, "%s %d %g/%g %.2f%%\n", st.Place, ev.Players[st.Player].Number, st.Score, st.Top, st.Pct*100)
	}
	return b.String()
}

func scoresText(ev *Event, res *Result) string {
	var b strings.Builder
	for _, st := range res.Standings {
		fmt.Fprintf(&b, "%s %d %g\n", st.Place, ev.Players[st.Player].Number, st.Score)
	}
	return b.String()
}

// Twelve players at three tables play two boards, each with new partners.
//
// Board 1: NS +420 (1-2 v 3-4), +450 (5-6 v 7-8), +420 (9-10 v 11-12).
// Board 2: NS −100 (1-6 v 11-4), +110 (5-10 v 3-8), −100 (9-2 v 7-12).
var twoBoards = []testRow{
	{1, 1, 2, 3, 4, "420"},
	{1, 5, 6, 7, 8, "450"},
	{1, 9, 10, 11, 12, "420"},
	{2, 1, 6, 11, 4, "-100"},
	{2, 5, 10, 3, 8, "110"},
	{2, 9, 2, 7, 12, "-100"},
}

// Matchpoints, worked by hand (European scale, 2k+m−1 on a top of 2(n−1)
// = 4, WORKBOOK.md). Board 1: 420 beats none and ties one, 1 MP; 450
// beats two, 4 MP: NS 1, 4, 1 and EW 3, 0, 3. Board 2 the same: −100 is 1,
// +110 is 4. Each player's two boards on a top of 8:
//
//	1: 1+1 = 2 (25%)   2: 1+1 = 2        3: 3+0 = 3 (37.5%)   4: 3+3 = 6 (75%)
//	5: 4+4 = 8 (100%)  6: 4+1 = 5 (62.5%) 7: 0+3 = 3          8: 0+0 = 0
//	9: 1+1 = 2         10: 1+4 = 5       11: 3+3 = 6          12: 3+3 = 6
func TestMatchpointsByHand(t *testing.T) {
	ev := buildEvent(t, DefaultSettings(), 12, twoBoards)
	res := mustScore(t, ev)
	want := `1 5 8/8 100.00%
2= 4 6/8 75.00%
2= 11 6/8 75.00%
2= 12 6/8 75.00%
5= 6 5/8 62.50%
5= 10 5/8 62.50%
7= 3 3/8 37.50%
7= 7 3/8 37.50%
9= 1 2/8 25.00%
9= 2 2/8 25.00%
9= 9 2/8 25.00%
12 8 0/8 0.00%
`
	if got := standingsText(ev, res); got != want {
		t.Errorf("standings:\n%s\nwant:\n%s", got, want)
	}
	if res.Boards != 2 || len(res.Lines) != 6 {
		t.Errorf("boards %d, lines %d; want 2 and 6", res.Boards, len(res.Lines))
	}
	// Player 6's scorecard: board 1 at South (4 of 4), board 2 at South (1).
	st := standingOf(t, ev, res, 6)
	if len(st.Cards) != 2 || st.Cards[0].Points != 4 || st.Cards[1].Points != 1 || st.Cards[1].Seat != 1 || st.Cards[1].Pct != 0.25 {
		t.Errorf("player 6's cards: %+v", st.Cards)
	}
}

func standingOf(t *testing.T, ev *Event, res *Result, number int) Standing {
	t.Helper()
	for _, st := range res.Standings {
		if ev.Players[st.Player].Number == number {
			return st
		}
	}
	t.Fatalf("player %d is not ranked", number)
	return Standing{}
}

// Butler on the same boards, worked by hand: three results, the highest and
// lowest left out (Butler discard 1), so the datum is the middle one,
// rounded to 10. Board 1: datum 420; 450 − 420 = 30 is 1 IMP (WBF scale
// 20–40): NS 0, 1, 0 and EW 0, −1, 0. Board 2: datum −100; +110 − (−100) =
// 210 is 5 IMPs (170–210): NS 0, 5, 0 and EW 0, −5, 0. Totals:
//
//	5: 1+5 = 6   10: 0+5 = 5   6: 1+0 = 1   7: −1+0 = −1   3: 0−5 = −5   8: −1−5 = −6
//
// and 0 for the other six.
func TestButlerByHand(t *testing.T) {
	s := DefaultSettings()
	s.Scoring = pairs.Butler
	ev := buildEvent(t, s, 12, twoBoards)
	res := mustScore(t, ev)
	want := `1 5 6
2 10 5
3 6 1
4= 1 0
4= 2 0
4= 4 0
4= 9 0
4= 11 0
4= 12 0
10 7 -1
11 3 -5
12 8 -6
`
	if got := scoresText(ev, res); got != want {
		t.Errorf("standings:\n%s\nwant:\n%s", got, want)
	}
	if l := res.Lines[4]; !l.HasDatum || l.Datum != -100 || l.NS != 5 || l.EW != -5 {
		t.Errorf("board 2 at table 2: %+v", l)
	}
}

// Bastille, worked by hand with nothing discarded (Butler discard 0), from
// the seed's table (Perfect Score: up to 45 points, IMPs = points/30, to
// two decimals; 165 to 365, (points+60)/50). Board 1: 420, 450, 430, datum
// the mean 433⅓ rounded to 433: −13 is −0.43, +17 is 0.57, −3 is −0.10.
// Board 2: −100, +110, −100, datum −30: −70 is −(70+15)/40 = −2.13 (2.125
// rounded half up), +140 is (140+15)/40 = 3.88 (3.875), −70 again −2.13.
//
//	player 5: NS 0.57 + NS 3.88 = 4.45     player 8: EW −0.57 + EW −3.88 = −4.45
//	player 1: NS −0.43 + NS −2.13 = −2.56  player 4: EW 0.43 + EW 2.13 = 2.56
func TestBastilleByHand(t *testing.T) {
	s := DefaultSettings()
	s.Scoring = pairs.Bastille
	s.ButlerDiscard = pairs.Discard{Count: 0}
	rows := append([]testRow(nil), twoBoards...)
	rows[2].score = "430"
	ev := buildEvent(t, s, 12, rows)
	res := mustScore(t, ev)
	for _, c := range []struct {
		player int
		want   float64
	}{{5, 4.45}, {8, -4.45}, {1, -2.56}, {4, 2.56}} {
		st := standingOf(t, ev, res, c.player)
		if d := st.Score - c.want; d > 1e-9 || d < -1e-9 {
			t.Errorf("player %d: %g IMPs, want %g", c.player, st.Score, c.want)
		}
	}
	if l := res.Lines[0]; l.Datum != 433 || l.NS != -0.43 {
		t.Errorf("board 1 at table 1: %+v", l)
	}
	if st := res.Standings[0]; st.Place.N != 1 || ev.Players[st.Player].Number != 5 {
		t.Errorf("first: %+v", st)
	}
}

// An adjusted score, an NP and Neuberg, by hand. Board 1 as above (N = 3).
// Board 2: −100 at table 1, NP at table 2, A60/40 at table 3: one real
// result, factored to three, (0+1)·3/1 − 1 = 2 of 4 for both sides; the
// NP counts for nobody; A60/40 is 60% and 40% of the top 4, 2.4 and 1.6.
//
//	player 1: 1 + 2 = 3 of 8 (37.5%)   player 5: 4 of 4, board 2 not played (100%)
//	player 9: 1 + 2.4 = 3.4 of 8 (42.5%)   player 7: 0 + 1.6 = 1.6 of 8 (20%)
func TestAdjustedAndNeubergByHand(t *testing.T) {
	rows := append([]testRow(nil), twoBoards...)
	rows[4].score = "NP"
	rows[5].score = "A60/40"
	ev := buildEvent(t, DefaultSettings(), 12, rows)
	res := mustScore(t, ev)
	for _, c := range []struct {
		player       int
		score, top   float64
		boards       int
		pctHundredth float64
	}{{1, 3, 8, 2, 37.5}, {5, 4, 4, 1, 100}, {9, 3.4, 8, 2, 42.5}, {7, 1.6, 8, 2, 20}} {
		st := standingOf(t, ev, res, c.player)
		if !near(st.Score, c.score) || st.Top != c.top || st.Boards != c.boards || !near(st.Pct*100, c.pctHundredth) {
			t.Errorf("player %d: %g/%g on %d boards, %g%%; want %g/%g on %d, %g%%", c.player, st.Score, st.Top, st.Boards, st.Pct*100, c.score, c.top, c.boards, c.pctHundredth)
		}
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// Sit-outs: a thirteenth player sits out each board (a row of one seat).
// Not scored, the sit-out counts for nothing; at 60% it is 60% of the
// board's top 4, 2.4.
func TestSitOut(t *testing.T) {
	rows := append([]testRow(nil), twoBoards...)
	rows = append(rows, testRow{1, 13, 0, 0, 0, ""}, testRow{2, 0, 0, 13, 0, ""})
	ev := buildEvent(t, DefaultSettings(), 13, rows)
	res := mustScore(t, ev)
	st := standingOf(t, ev, res, 13)
	if st.Boards != 0 || st.Score != 0 || len(st.Cards) != 2 || !st.Cards[0].SitOut || st.Cards[0].Scored {
		t.Errorf("not scored: %+v", st)
	}
	s := DefaultSettings()
	s.SitOutScored, s.SitOutPercent = true, 60
	ev = buildEvent(t, s, 13, rows)
	res = mustScore(t, ev)
	st = standingOf(t, ev, res, 13)
	if st.Boards != 2 || !near(st.Score, 4.8) || st.Top != 8 || !near(st.Pct, 0.6) {
		t.Errorf("at 60%%: %+v", st)
	}
}

// Law 12C2's Session rule, per player: on board 2 table 3 (A60/40 with NS
// Average plus) North, player 9, has 25% on board 1 and gets 60%; South,
// player 2, has 25% too. Make player 2's board 1 a top instead (board 1:
// 420, 450, 460 at table 1): player 2 then has 100% and gets it for A+.
//
// Board 1: 460 beats both, 4 of 4; 450 beats one, 2; 420 none, 0.
// Board 2: as in TestAdjustedAndNeubergByHand, A+ worth 60% of 4 = 2.4 for
// player 9 (0% on board 1, so 60% stands) and 100% of 4 = 4 for player 2.
func TestSessionRulePerPlayer(t *testing.T) {
	rows := []testRow{
		{1, 1, 2, 3, 4, "460"},
		{1, 5, 6, 7, 8, "450"},
		{1, 9, 10, 11, 12, "420"},
		{2, 1, 6, 11, 4, "-100"},
		{2, 5, 10, 3, 8, "NP"},
		{2, 9, 2, 7, 12, "A+/A-"},
	}
	s := DefaultSettings()
	s.AveragePlusRule = pairs.SessionRule
	ev := buildEvent(t, s, 12, rows)
	res := mustScore(t, ev)
	if st := standingOf(t, ev, res, 2); !near(st.Score, 8) || !near(st.Pct, 1) {
		t.Errorf("player 2: %g (%g%%), want 8 (100%%)", st.Score, st.Pct*100)
	}
	if st := standingOf(t, ev, res, 9); !near(st.Score, 2.4) {
		t.Errorf("player 9: %g, want 2.4", st.Score)
	}
}

// The director's slips, all in one run, each at its cell.
func TestProblems(t *testing.T) {
	rows := append([]testRow(nil), twoBoards...)
	rows[0].e = 1  // seated twice: North and East
	rows[1].w = 14 // not in Players
	rows = append(rows, testRow{3, 13, 0, 0, 0, "420"})
	ev := buildEvent(t, DefaultSettings(), 13, rows)
	res, probs := Score(ev)
	if res != nil {
		t.Fatal("scored despite errors")
	}
	want := []string{
		"Results!row 2 East: player 1 is seated twice at the table, at N and E",
		"Results!row 3 West: player 14 is not in Players",
		"Results!row 8 South: the row has a result but nobody at S",
	}
	var got []string
	for _, p := range probs {
		if !p.Warning {
			got = append(got, fmt.Sprintf("%s!row %d %s: %s", p.Sheet, p.Row, p.Column, p.Msg))
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A player on a board twice, and at two tables in a round.
func TestPlaysTwice(t *testing.T) {
	rows := append([]testRow(nil), twoBoards...)
	rows[2].n = 1
	ev := buildEvent(t, DefaultSettings(), 12, rows)
	ev.Rows[0].Round, ev.Rows[0].Table = 1, 1
	ev.Rows[2].Round, ev.Rows[2].Table = 1, 3
	_, probs := Score(ev)
	var got []string
	for _, p := range probs {
		got = append(got, fmt.Sprintf("row %d %s: %s", p.Row, p.Column, p.Msg))
	}
	want := "row 4 North: player 1 is on board 1 twice (also on row 2)\nrow 4 North: player 1 sits at table 3 in round 1 here and at table 1 on row 2"
	if strings.Join(got, "\n") != want {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// movementEvent is every board of a movement played, each result a score
// possible whatever the vulnerability, picked by the board and table (so
// that the tables differ).
func movementEvent(t testing.TB, m Movement) *Event {
	t.Helper()
	s := DefaultSettings()
	s.Plan = &m
	ev := &Event{Settings: s}
	for p := 1; p <= m.Players; p++ {
		ev.Players = append(ev.Players, Player{Number: p, Name: fmt.Sprintf("Player %d", p), Line: p + 1})
	}
	for _, round := range m.Seats {
		for _, seat := range round {
			for _, b := range seat.Boards {
				scores := []int{110, 140, 170, -100, 150, 120, 0, -200}
				score := scores[(b*7+seat.Table*3)%len(scores)]
				ev.Rows = append(ev.Rows, ResultRow{Row: Row{Line: len(ev.Rows) + 2, Round: seat.Round, Table: seat.Table, Board: b,
					Seats: seat.players()}, TravellerLine: bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Real, NS: score}}})
			}
		}
	}
	return ev
}

// Rows that follow the movement score; a row that disagrees with it is an
// error at its cell, and the movement's board with no row one too.
func TestRowsAgainstMovement(t *testing.T) {
	m, err := Rainbow(5)
	if err != nil {
		t.Fatal(err)
	}
	res := mustScore(t, movementEvent(t, m))
	if len(res.Standings) != 20 || res.Boards != m.Boards {
		t.Fatalf("%d players ranked on %d boards; want 20 on %d", len(res.Standings), res.Boards, m.Boards)
	}
	for _, st := range res.Standings {
		if st.Boards != m.Rounds*m.BoardsPerRound {
			t.Errorf("player %d played %d boards, want %d", st.Player+1, st.Boards, m.Rounds*m.BoardsPerRound)
		}
	}
	e := movementEvent(t, m)
	// Row 2 is round 1, table 1; its West and another round-1 player swapped.
	r := &e.Rows[0]
	seat, _ := m.Seat(1, 2)
	r.Seats[3] = seat.N
	e.Rows = e.Rows[:len(e.Rows)-1] // the last board of the last round at the last table
	_, probs := Score(e)
	var got []string
	for _, p := range probs {
		if !p.Warning {
			got = append(got, fmt.Sprintf("row %d %s", p.Row, p.Column))
		}
	}
	all := strings.Join(got, ";")
	if !strings.Contains(all, "row 2 West") {
		t.Errorf("no problem at row 2's West: %v", got)
	}
	if !strings.Contains(all, "row 0 ") {
		t.Errorf("no problem for the missing row: %v", got)
	}
}
