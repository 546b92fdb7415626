package teams

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/problem"
)

// Adjusted is an artificial adjusted score given to one side at one table
// (Law 12C1): Average plus, Average or Average minus. In a teams match it is
// worth ArtificialIMPs, 0 or −ArtificialIMPs to that side on the board.
type Adjusted int8

const (
	NotAdjusted  Adjusted = iota // a real score was obtained
	AveragePlus                  // +3 IMPs
	Average                      // 0 IMPs
	AverageMinus                 // −3 IMPs
)

// ArtificialIMPs is what Average plus wins, and Average minus loses, on a
// board of a teams match.
const ArtificialIMPs = 3

func (a Adjusted) imps() int {
	switch a {
	case AveragePlus:
		return ArtificialIMPs
	case AverageMinus:
		return -ArtificialIMPs
	}
	return 0
}

// Team is one row of the Teams sheet.
type Team struct {
	ID      string // the team identifier used in Results ("3", "A12")
	Name    string
	Players string // as typed, to print
	// PlayerIDs are the players' national member numbers as typed (the
	// Teams sheet's optional Player IDs column), in the order of Players,
	// for the exports; the engine does not score with them.
	PlayerIDs string
	Row       int // source row on the Teams sheet, for problems
}

// BoardResult is one row of the Results sheet: one board played at one table
// of a match.
//
// A cell the workbook layer could not read (not a number, a contract that
// does not parse) is left unknown and the row marked Unread; the reader has
// said what is wrong with it. A row whose round, board and teams are known
// still takes part in the checks of its match, its score counting as 0; a
// row whose round (−1), board (−1) or a team ("") is unknown is left out of
// the matches, and the board it may be the other table of is not reported
// as played at one table. Nothing is scored while any row is Unread.
type BoardResult struct {
	Row    int    // source row on the Results sheet, for problems
	Round  int    // 1, 2, …; 0 when the cell is empty (round 1, unless other rows give rounds)
	Board  int    // board number
	NS, EW string // team identifiers, as typed

	// Line is the traveller line: the score, or the contract, declarer and
	// result, as typed; ScoreTyped is the Score cell as typed, to quote.
	Line       bridge.TravellerLine
	ScoreTyped string

	Unread bool

	// What the match scores, settled from Line: the NS score (signed) when
	// the board was played, or, both of them, the artificial adjusted
	// scores ("A+/A-" is AveragePlus for NS and AverageMinus for EW).
	score                  int
	nsAdjusted, ewAdjusted Adjusted
}

// Event is a teams event as read from the workbook.
type Event struct {
	Settings Settings
	Teams    []Team
	Results  []BoardResult
	// VPScale holds the VP Scale sheet's rows, read when the scale is
	// Custom; HasVPScale reports whether the workbook has that sheet, and
	// VPScaleUnread that some of its cells could not be read.
	VPScale       []CustomRow
	HasVPScale    bool
	VPScaleUnread bool
}

// Artificial reports whether the row holds an artificial adjusted score.
func (r BoardResult) Artificial() bool {
	return r.nsAdjusted != NotAdjusted || r.ewAdjusted != NotAdjusted
}

// known reports whether the row's round, board and teams are known.
func (r BoardResult) known() bool { return r.Round >= 1 && r.Board >= 1 && r.NS != "" && r.EW != "" }

// Result is a scored teams event, ready for the writer: Ranking, Matches and
// Travellers are the rows of the sheets of those names.
type Result struct {
	// ByIMPs is true when the scale is None: teams rank by IMPs for less
	// IMPs against and the VP figures are all zero and not to be shown.
	ByIMPs bool

	Ranking []Standing // in ranking order
	// Matches holds the event's matches by round, each round's in the order
	// of their first row on Results, then the round's byes in Teams order.
	// A triple gives three rows, one per half-match.
	Matches []Match
	// Rounds holds each team's round: its opponents, IMPs and VPs, by round
	// and then in Teams order. It is where a triple's VPs belong.
	Rounds []TeamRound
	// Travellers has one line per BoardResult, in the same order.
	Travellers []TravellerLine
}

// Match is one match of a round (or one half-match of a triple, or a bye).
type Match struct {
	Round int
	// Home is the team seated NS in the match's first row on Results; Away
	// its opponent. For a bye Away is empty.
	Home, Away string
	Bye        bool
	// Triple marks a half-match of a Swiss triple. Its HomeVP and AwayVP are
	// then each team's VPs for the whole round (both of its half-matches),
	// so each figure appears on two rows: take VP totals from Rounds or
	// Ranking, never by adding up Matches.
	Triple bool
	Boards int // boards compared
	// HomeIMPs and AwayIMPs are each side's gross IMPs: the sum of the IMPs
	// it won on the boards it won. The margin is HomeIMPs − AwayIMPs (except
	// where artificial scores give both sides IMPs, e.g. Average plus to
	// both).
	HomeIMPs, AwayIMPs int
	HomeVP, AwayVP     float64
	Comparisons        []Comparison // by board number
}

// Comparison is one board of a match: the two tables' results compared.
type Comparison struct {
	Board int
	// HomeRow is the source row of the table where Home sat NS, AwayRow of
	// the table where Away sat NS.
	HomeRow, AwayRow int
	// HomeIMPs and AwayIMPs are the IMPs each side won (negative: lost) on
	// the board. For a played board AwayIMPs = −HomeIMPs; with an artificial
	// score each side gets its own ±3 or 0.
	HomeIMPs, AwayIMPs int
}

// TeamRound is one team's round: a match, a triple or a bye.
type TeamRound struct {
	Round     int
	Team      string
	Opponents []string // one for a match, two for a triple, none for a bye
	Bye       bool
	Triple    bool
	Boards    int
	// IMPsFor and IMPsAgainst are the IMPs the team won and lost, board by
	// board.
	IMPsFor, IMPsAgainst int
	VP                   float64
}

// TravellerLine is the IMPs scored by one row of Results.
type TravellerLine struct {
	Row            int
	Round, Board   int
	NS, EW         string
	NSIMPs, EWIMPs int
}

type boardKey struct{ round, board, lo, hi int }
type pairKey struct{ round, lo, hi int }

// pairing is every valid row of one round in which two teams meet.
type pairing struct {
	round      int
	home, away int // team indices
	first      int // index of the first row
	comps      []Comparison
	triple     bool
	// net IMPs, IMPs won, IMPs lost and VPs of each side
	homeNet, awayNet int
	homeFor, awayFor int
	homeAg, awayAg   int
	homeVP, awayVP   float64
}

// triple is a round's three half-matches between three teams.
type triple struct {
	round  int
	teams  [3]int
	halves [3]*pairing
}

type scorer struct {
	set      Settings
	byIMPs   bool
	teams    []Team
	idx      map[string]int
	results  []BoardResult
	ok       []bool
	ns, ew   []int
	ps       []problem.Problem
	warnings []problem.Problem
	pairings []*pairing
	// plays marks the teams that play at least one match; the others are
	// not ranked and have no byes.
	plays  []bool
	byPair map[pairKey]*pairing
	lines  []TravellerLine
	// left holds the rows left out of the matches: unread, or with an
	// error of their own.
	left []int
}

// problem records p, a problem without a place, at a Results row's column.
func (s *scorer) problem(row int, col string, p problem.Problem) {
	s.ps = append(s.ps, p.At(SheetResults, s.results[row].Row, col))
}

// Score scores a teams event: it settles every row's score, compares the
// two tables of every board of every match, converts each match's IMPs into
// VPs, scores triples and byes, and ranks the teams.
//
// In a round, the two rows of a board where teams A and B sit in opposite
// directions are one comparison: A wins IMP(score where A sat NS − score
// where B sat NS). An artificial adjusted score at either table replaces the
// comparison: each side gets its own ±3 or 0 IMPs, added up over the tables
// that have one, and a real score at the other table does not count.
//
// Two teams that meet in a round play a match. Three teams that each meet
// both others in a round form a Swiss triple: each team's VPs for the round
// come from its IMPs over both half-matches together, on the scale for the
// number of boards it played (seed 004). A team on the Teams sheet that plays
// no board in a round that appears on Results has a bye in that round; a team
// that plays no match at all (one that withdrew) has no byes and is not
// ranked, unless only one round has been played: then the one team of an odd
// field that has not played had the bye. A round drawn and not yet played
// (every row blank) is left out, with a warning, when other rounds have
// results.
//
// It returns every problem, in sheet and row order: a row's own (its score,
// a missing round or team), unknown teams, a team meeting itself, a board at
// only one table of a match, a board entered at both tables in the same
// direction or more than twice, a team in two matches of a round outside a
// triple, matches the scale has no VPs for. When none is an error and every
// row was read, it returns the Result too, and the warnings: what is doubtful
// but scored (a team that plays no match, a round with more than one bye, a
// bye scored at the default Bye VP on a scale that is not out of 20).
func Score(ev *Event) (*Result, []problem.Problem) {
	set := ev.Settings
	var rowProbs []problem.Problem
	rowProbs = append(rowProbs, leaveOutWaitingRounds(ev)...)
	rowProbs = append(rowProbs, checkTeamNames(ev.Teams)...)
	rowProbs = append(rowProbs, settleRows(ev)...)
	scale, scaleProbs := vpScale(ev)
	rowProbs = append(rowProbs, scaleProbs...)
	set.Scale = scale
	if len(ev.Teams) == 0 {
		// Every team on Results would be unknown.
		rowProbs = append(rowProbs, problem.Problem{Sheet: SheetTeams, Msg: "Teams lists no teams",
			Hint: "type one row per team: Team (its number or code), Name and, if you like, Players"})
		sortProblems(rowProbs)
		return nil, rowProbs
	}
	teams, results := ev.Teams, ev.Results
	var byIMPs bool
	switch set.Scale.(type) {
	case None, *None:
		byIMPs = true
	}
	s := &scorer{
		set:     set,
		byIMPs:  byIMPs,
		teams:   teams,
		idx:     make(map[string]int, len(teams)),
		results: results,
		ok:      make([]bool, len(results)),
		ns:      make([]int, len(results)),
		ew:      make([]int, len(results)),
		byPair:  make(map[pairKey]*pairing),
		lines:   make([]TravellerLine, len(results)),
	}
	s.ps = rowProbs
	s.readTeams()
	s.readResults()
	s.compare()
	rounds := s.rounds()
	triples := s.classify(rounds)
	s.findPlayers(rounds)
	teamRounds := s.score(rounds, triples)
	if problem.HasErrors(s.ps) {
		sortProblems(s.ps)
		return nil, s.ps
	}
	for _, r := range s.results {
		if r.Unread {
			sortProblems(s.ps)
			return nil, s.ps // the reader has said what is wrong with it
		}
	}
	r := &Result{ByIMPs: byIMPs, Rounds: teamRounds, Travellers: s.lines}
	r.Matches = s.matches(rounds)
	r.Ranking = rankTeams(teams, teamRounds, byIMPs)
	s.warnByes(rounds, r.Matches)
	probs := append(s.ps, s.warnings...)
	sortProblems(probs)
	return r, probs
}

// blank tells a row with nothing typed in Contract, By, Result or Score, as
// the draw writes a round's rows.
func (r BoardResult) blank() bool {
	return !r.Unread && !r.Line.HasContract && r.Line.Score.Kind == bridge.Missing && r.ScoreTyped == ""
}

// leaveOutWaitingRounds takes out of ev.Results the rounds drawn but not
// yet played, every row blank, when other rounds have results: the
// standings after round 1 can be printed with round 2 drawn. Each such round
// is a warning. A round with some results and some blank rows is scored,
// and its blank rows are errors; so is every row when nothing is typed yet.
func leaveOutWaitingRounds(ev *Event) []problem.Problem {
	typed := map[int]bool{} // round → some row has a result
	rows := map[int][]int{} // round → its rows
	for _, r := range ev.Results {
		round := max(r.Round, 1)
		rows[round] = append(rows[round], r.Row)
		typed[round] = typed[round] || !r.blank()
	}
	var waiting []int
	anyTyped := false
	for round, t := range typed {
		if t {
			anyTyped = true
		} else {
			waiting = append(waiting, round)
		}
	}
	if !anyTyped || len(waiting) == 0 {
		return nil
	}
	slices.Sort(waiting)
	var probs []problem.Problem
	for _, round := range waiting {
		rs := rows[round]
		probs = append(probs, problem.Problem{Sheet: SheetResults, Row: slices.Min(rs), Column: "Round", Warning: true,
			Hint: "type the round's results and score again"}.
			Says("round %d has no results yet (Results rows %d to %d): it is left out until they are typed", round, slices.Min(rs), slices.Max(rs)))
	}
	kept := ev.Results[:0:0]
	for _, r := range ev.Results {
		if typed[max(r.Round, 1)] {
			kept = append(kept, r)
		}
	}
	ev.Results = kept
	return probs
}

// checkTeamNames reports the teams of the Teams sheet without a name.
func checkTeamNames(teams []Team) []problem.Problem {
	var probs []problem.Problem
	for _, t := range teams {
		if t.Name == "" {
			what := "the team"
			if t.ID != "" {
				what = "team " + t.ID
			}
			probs = append(probs, problem.New("type the team's name, such as its captain's", "%s has no name", what).At(SheetTeams, t.Row, "Name"))
		}
	}
	return probs
}

// settleRows gives every row its round (an empty Round is round 1, unless
// other rows give rounds), spells its teams as the Teams sheet does (an
// identifier matches exactly or, failing that, ignoring case), and settles
// its score.
func settleRows(ev *Event) []problem.Problem {
	var probs []problem.Problem
	spelling := map[string]string{}
	for _, tm := range ev.Teams {
		if k := fold(tm.ID); spelling[k] == "" {
			spelling[k] = tm.ID
		}
	}
	for _, tm := range ev.Teams {
		spelling[tm.ID] = tm.ID
	}
	teamID := func(id string) string {
		if s, ok := spelling[id]; ok {
			return s
		}
		if s, ok := spelling[fold(id)]; ok {
			return s
		}
		return id
	}
	typed := false // some row gives a round other than 1: an empty Round cannot mean round 1
	for _, r := range ev.Results {
		typed = typed || (r.Round != 0 && r.Round != 1)
	}
	for i := range ev.Results {
		r := &ev.Results[i]
		if r.Round == 0 {
			if typed {
				probs = append(probs, problem.New("other rows give their round: type this row's round number", "the round is missing").At(SheetResults, r.Row, "Round"))
				r.Round = -1
			} else {
				r.Round = 1
			}
		}
		for _, side := range []struct {
			col string
			id  *string
		}{{"NS", &r.NS}, {"EW", &r.EW}} {
			if *side.id == "" {
				probs = append(probs, problem.New("type the team's identifier as in Teams", "the %s team is missing", side.col).At(SheetResults, r.Row, side.col))
				continue
			}
			*side.id = teamID(*side.id)
		}
		if !r.Unread && r.known() {
			probs = append(probs, r.settle()...)
		}
	}
	return probs
}

func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// vpScale is the event's VP scale: the Custom scale made of the VP Scale
// sheet's rows, or the scale the settings name. A Custom scale that cannot
// be made is reported, and the matches checked on the default scale (an
// empty one would add a problem for every match).
func vpScale(ev *Event) (Scale, []problem.Problem) {
	set := ev.Settings
	if set.Scale == nil {
		return WBFContinuous{}, nil
	}
	if !set.NeedsVPScale() {
		return set.Scale, nil
	}
	fallback := DefaultSettings().Scale
	switch {
	case !ev.HasVPScale:
		return fallback, []problem.Problem{MissingVPScale}
	case ev.VPScaleUnread:
		return fallback, nil // the reader has said why
	}
	custom, probs := NewCustom(ev.VPScale)
	if custom == nil {
		return fallback, probs
	}
	return custom, nil
}

func sortProblems(ps []problem.Problem) {
	slices.SortStableFunc(ps, func(a, b problem.Problem) int {
		if c := cmp.Compare(sheetOrder(a.Sheet), sheetOrder(b.Sheet)); c != 0 {
			return c
		}
		return cmp.Compare(a.Row, b.Row)
	})
}

// unknownHint is the hint for a team identifier not on Teams: when it is a
// team's name, which identifier to type instead.
func (s *scorer) unknownHint(p problem.Problem, id string) problem.Problem {
	for _, t := range s.teams {
		if t.ID != "" && strings.EqualFold(strings.TrimSpace(t.Name), strings.TrimSpace(id)) {
			return p.Hinting("%s is the name of team %s: type its identifier, %s", t.Name, t.ID, t.ID)
		}
	}
	return p.Hinting("add the team to Teams or correct the identifier")
}

// findPlayers marks the teams that play a match, and warns about those on
// the Teams sheet that play none: a team that withdrew before the event, or
// whose identifier is mistyped on every row of Results.
//
// After the first round of an event with an odd number of teams, the one
// team that has not played sat out the round: it has the bye (as the draw
// gave it), not withdrawn. From the second round on, a team missing from
// every round would have had a bye each time, which no draw gives: it
// withdrew.
func (s *scorer) findPlayers(rounds []int) {
	s.plays = make([]bool, len(s.teams))
	for _, p := range s.pairings {
		s.plays[p.home], s.plays[p.away] = true, true
	}
	if len(rounds) == 1 {
		var listed, idle []int
		for i, t := range s.teams {
			if j, ok := s.idx[t.ID]; ok && j == i {
				listed = append(listed, i)
				if !s.plays[i] {
					idle = append(idle, i)
				}
			}
		}
		if len(listed)%2 == 1 && len(idle) == 1 {
			t := s.teams[idle[0]]
			s.plays[idle[0]] = true
			s.warnings = append(s.warnings, problem.Problem{Sheet: SheetTeams, Row: t.Row, Column: "Team", Warning: true,
				Hint: "if the team withdrew, take it off Teams; otherwise nothing is wrong"}.
				Says("team %s played no match in round %d: taken as the round's bye", t.ID, rounds[0]))
		}
	}
	for i, t := range s.teams {
		if j, ok := s.idx[t.ID]; !ok || j != i || s.plays[i] {
			continue // a duplicate or empty identifier is an error of its own
		}
		s.warnings = append(s.warnings, problem.Problem{Sheet: SheetTeams, Row: t.Row, Column: "Team", Warning: true,
			Hint: "a team that withdrew may stay listed; otherwise enter its matches on Results under this identifier"}.
			Says("team %s plays no match and is not ranked", t.ID))
	}
}

// warnByes warns about a round with more than one bye, and about a bye
// scored at the default Bye VP on a scale that is not out of 20.
func (s *scorer) warnByes(rounds []int, matches []Match) {
	first := map[int]int{} // round → its first row on Results
	for i, r := range s.results {
		if _, ok := first[r.Round]; !ok && s.ok[i] {
			first[r.Round] = r.Row
		}
	}
	byes := map[int][]string{}
	var firstBye *Match
	for i, m := range matches {
		if m.Bye {
			byes[m.Round] = append(byes[m.Round], m.Home)
			if firstBye == nil {
				firstBye = &matches[i]
			}
		}
	}
	for _, r := range rounds {
		if ids := byes[r]; len(ids) > 1 {
			s.warnings = append(s.warnings, problem.Problem{Sheet: SheetResults, Row: first[r], Column: "Round", Warning: true,
				Hint: "one team at most sits out a round: check that the round's matches are all entered, with this round number"}.
				Says("round %d has %d byes: teams %s sit out", r, len(ids), andList(ids)))
		}
	}
	if firstBye == nil || s.set.ByeVPSet || s.byIMPs {
		return
	}
	switch s.set.Scale.(type) {
	case WBFContinuous, WBFDiscrete, ACBL20, *WBFContinuous, *WBFDiscrete, *ACBL20:
		return
	}
	s.warnings = append(s.warnings, problem.Problem{Sheet: SheetEvent, Column: "Bye VP", Warning: true,
		Hint: "the default suits a 20-point scale: set Bye VP on the Event sheet"}.
		Says("team %s has a bye in round %d, scored at the default %g VPs on the %s scale",
			firstBye.Home, firstBye.Round, s.set.ByeVP, scaleWord(s.set.Scale)))
}

func sheetOrder(sheet string) int {
	switch sheet {
	case SheetEvent:
		return 0
	case SheetTeams:
		return 1
	case SheetVPScale:
		return 2
	}
	return 3
}

func (s *scorer) readTeams() {
	for i, t := range s.teams {
		switch _, dup := s.idx[t.ID]; {
		case t.ID == "":
			s.ps = append(s.ps, problem.Problem{Sheet: SheetTeams, Row: t.Row, Column: "Team",
				Msg: "the team has no identifier", Hint: "give each team a number or code such as 3 or A12"})
		case dup:
			s.ps = append(s.ps, problem.Problem{Sheet: SheetTeams, Row: t.Row, Column: "Team",
				Hint: "give every team its own identifier"}.Says("team %s is listed twice", t.ID))
		default:
			s.idx[t.ID] = i
		}
	}
}

func (s *scorer) readResults() {
	for i, r := range s.results {
		s.lines[i] = TravellerLine{Row: r.Row, Round: r.Round, Board: r.Board, NS: r.NS, EW: r.EW}
		if !r.known() {
			s.left = append(s.left, i)
			continue
		}
		ok := true
		ns, nsOK := s.idx[r.NS]
		ew, ewOK := s.idx[r.EW]
		if !nsOK {
			s.problem(i, "NS", s.unknownHint(problem.Problem{}.Says("team %q is not on the Teams sheet", r.NS), r.NS))
			ok = false
		}
		if !ewOK {
			s.problem(i, "EW", s.unknownHint(problem.Problem{}.Says("team %q is not on the Teams sheet", r.EW), r.EW))
			ok = false
		}
		if nsOK && ewOK && ns == ew {
			s.problem(i, "EW", *problem.New("the row names the same team NS and EW: correct one of them to the opposing team",
				"team %s is playing against itself", r.EW))
			ok = false
		}
		if r.Artificial() && (r.nsAdjusted == NotAdjusted || r.ewAdjusted == NotAdjusted) {
			s.problem(i, "Score", problem.Problem{Msg: "the artificial score needs both an NS and an EW part", Hint: "e.g. A+/A- or A=/A="})
			ok = false
		}
		s.ok[i], s.ns[i], s.ew[i] = ok, ns, ew
		if !ok {
			s.left = append(s.left, i)
		}
	}
}

// mayPartner reports whether a row left out of the matches may be the other
// table of a board of the match between teams lo and hi: its round and
// board are the same or unknown, and each of its teams is one of the two
// or not on the Teams sheet (a mistyped identifier).
func (s *scorer) mayPartner(round, board, lo, hi int) bool {
	for _, i := range s.left {
		r := s.results[i]
		if (r.Round != round && r.Round >= 1) || (r.Board != board && r.Board >= 1) {
			continue
		}
		other := false
		for _, id := range []string{r.NS, r.EW} {
			if t, known := s.idx[id]; known && t != lo && t != hi {
				other = true
			}
		}
		if !other {
			return true
		}
	}
	return false
}

func lohi(a, b int) (int, int) {
	if a < b {
		return a, b
	}
	return b, a
}

func (s *scorer) id(team int) string { return s.teams[team].ID }

// compare pairs up the two tables of each board and scores them.
func (s *scorer) compare() {
	groups := make(map[boardKey][]int)
	var order []boardKey
	for i, r := range s.results {
		if !s.ok[i] {
			continue
		}
		lo, hi := lohi(s.ns[i], s.ew[i])
		pk := pairKey{r.Round, lo, hi}
		if s.byPair[pk] == nil {
			p := &pairing{round: r.Round, home: s.ns[i], away: s.ew[i], first: i}
			s.byPair[pk] = p
			s.pairings = append(s.pairings, p)
		}
		bk := boardKey{r.Round, r.Board, lo, hi}
		if groups[bk] == nil {
			order = append(order, bk)
		}
		groups[bk] = append(groups[bk], i)
	}
	for _, bk := range order {
		rows := groups[bk]
		first := s.results[rows[0]]
		match := func() problem.Part { return problem.Say("%s v %s", first.NS, first.EW) }
		if len(rows) == 1 {
			if s.mayPartner(bk.round, bk.board, bk.lo, bk.hi) {
				continue // the other table is a row with an error of its own
			}
			s.problem(rows[0], "Board", problem.Problem{}.
				Says("board %d of round %d was played at only one table of %s", bk.board, bk.round, match()).
				Hinting("enter the other table: %s NS against %s EW", first.EW, first.NS))
			continue
		}
		for _, extra := range rows[2:] {
			s.problem(extra, "Board", *problem.New("a board of a match is played at two tables: remove the extra row",
				"board %d of round %d is entered more than twice for %s", bk.board, bk.round, match()))
		}
		x, y := rows[0], rows[1]
		if s.ns[x] == s.ns[y] {
			s.problem(y, "NS", problem.Problem{}.
				Says("board %d of round %d has %s NS against %s EW at both tables", bk.board, bk.round, first.NS, first.EW).
				Hinting("at the other table the teams change seats: %s NS against %s EW", first.EW, first.NS))
			continue
		}
		if len(rows) > 2 {
			continue
		}
		p := s.byPair[pairKey{bk.round, bk.lo, bk.hi}]
		if s.ns[x] != p.home {
			x, y = y, x
		}
		h, a := s.boardIMPs(x, y)
		p.comps = append(p.comps, Comparison{Board: bk.board, HomeRow: s.results[x].Row, AwayRow: s.results[y].Row, HomeIMPs: h, AwayIMPs: a})
		s.lines[x].NSIMPs, s.lines[x].EWIMPs = h, a
		s.lines[y].NSIMPs, s.lines[y].EWIMPs = a, h
	}
	for _, p := range s.pairings {
		slices.SortFunc(p.comps, func(a, b Comparison) int { return cmp.Compare(a.Board, b.Board) })
	}
}

// boardIMPs scores a board whose home team sat NS at row x and EW at row y.
func (s *scorer) boardIMPs(x, y int) (home, away int) {
	rx, ry := s.results[x], s.results[y]
	if !rx.Artificial() && !ry.Artificial() {
		home = bridge.IMPs(rx.score - ry.score)
		return home, -home
	}
	if rx.Artificial() {
		home += rx.nsAdjusted.imps()
		away += rx.ewAdjusted.imps()
	}
	if ry.Artificial() {
		home += ry.ewAdjusted.imps()
		away += ry.nsAdjusted.imps()
	}
	return home, away
}

// rounds lists the rounds played, in order.
func (s *scorer) rounds() []int {
	var rs []int
	for i, r := range s.results {
		if s.ok[i] {
			rs = append(rs, r.Round)
		}
	}
	slices.Sort(rs)
	return slices.Compact(rs)
}

// classify finds each round's triples and reports teams in more than one
// match of a round outside a triple. A triple is three teams each meeting
// the other two and nobody else.
func (s *scorer) classify(rounds []int) []triple {
	var triples []triple
	seen := make(map[*pairing]bool)
	met := make(map[int]map[int][]*pairing) // round → team → its pairings
	for _, r := range rounds {
		met[r] = make(map[int][]*pairing)
	}
	for _, p := range s.pairings {
		met[p.round][p.home] = append(met[p.round][p.home], p)
		met[p.round][p.away] = append(met[p.round][p.away], p)
	}
	other := func(p *pairing, t int) int {
		if p.home == t {
			return p.away
		}
		return p.home
	}
	for _, r := range rounds {
		byTeam := met[r]
		for t := range s.teams {
			ps := byTeam[t]
			if len(ps) < 2 {
				continue
			}
			if len(ps) == 2 {
				u, v := other(ps[0], t), other(ps[1], t)
				lo, hi := lohi(u, v)
				if uv := s.byPair[pairKey{r, lo, hi}]; uv != nil && len(byTeam[u]) == 2 && len(byTeam[v]) == 2 {
					if !seen[uv] {
						seen[ps[0]], seen[ps[1]], seen[uv] = true, true, true
						triples = append(triples, triple{r, [3]int{t, u, v}, [3]*pairing{ps[0], ps[1], uv}})
					}
					continue
				}
			}
			opps := make([]string, len(ps))
			for i, p := range ps {
				opps[i] = s.id(other(p, t))
			}
			row := ps[1].first
			col := "NS"
			if s.ns[row] != t {
				col = "EW"
			}
			s.problem(row, col, *problem.New("a team plays one match a round; in a triple the three teams each play the other two",
				"team %s plays %s in round %d, not one match or a triple", s.id(t), andList(opps), r))
		}
	}
	return triples
}

func andList(ids []string) problem.Part {
	switch len(ids) {
	case 0:
		return problem.Part{}
	case 1:
		return problem.Part{Format: "%s", Args: []any{ids[0]}}
	}
	return problem.Say("%s and %s", strings.Join(ids[:len(ids)-1], ", "), ids[len(ids)-1])
}

// vpFor is the VPs of a team whose net IMPs over boards boards are net.
func (s *scorer) vpFor(net, boards int) (float64, error) {
	if s.byIMPs {
		return 0, nil
	}
	w, l, err := s.set.Scale.VP(int(math.Abs(float64(net))), boards)
	if net >= 0 {
		return w, err
	}
	return l, err
}

// score works out every team's round and every pairing's IMPs and VPs.
func (s *scorer) score(rounds []int, triples []triple) []TeamRound {
	type tr struct{ round, team int }
	out := make(map[tr]*TeamRound)
	for _, tp := range triples {
		for _, p := range tp.halves {
			p.triple = true
		}
	}
	for _, p := range s.pairings {
		for _, c := range p.comps {
			p.homeNet += c.HomeIMPs
			p.awayNet += c.AwayIMPs
			p.homeFor += max(c.HomeIMPs, 0)
			p.homeAg += max(-c.HomeIMPs, 0)
			p.awayFor += max(c.AwayIMPs, 0)
			p.awayAg += max(-c.AwayIMPs, 0)
		}
		for _, side := range []struct {
			team, opp, net, f, ag int
		}{{p.home, p.away, p.homeNet, p.homeFor, p.homeAg}, {p.away, p.home, p.awayNet, p.awayFor, p.awayAg}} {
			k := tr{p.round, side.team}
			t := out[k]
			if t == nil {
				t = &TeamRound{Round: p.round, Team: s.id(side.team), Triple: p.triple}
				out[k] = t
			}
			t.Opponents = append(t.Opponents, s.id(side.opp))
			t.Boards += len(p.comps)
			t.IMPsFor += side.f
			t.IMPsAgainst += side.ag
		}
	}
	// VPs: a match's from its own IMPs, a triple team's from its round's.
	for _, p := range s.pairings {
		if p.triple || len(p.comps) == 0 {
			continue // a triple, or every board of it is in error
		}
		var err error
		p.homeVP, err = s.vpFor(p.homeNet, len(p.comps))
		if err == nil {
			p.awayVP, err = s.vpFor(p.awayNet, len(p.comps))
		}
		if err != nil {
			s.problem(p.first, "Round", *problem.New("choose a VP scale that covers the match's number of boards",
				"round %d, %s v %s: %v", p.round, s.id(p.home), s.id(p.away), problem.From(err).Part()))
		}
		out[tr{p.round, p.home}].VP = p.homeVP
		out[tr{p.round, p.away}].VP = p.awayVP
	}
	for _, tp := range triples {
		var failed error
		for _, team := range tp.teams {
			t := out[tr{tp.round, team}]
			vp, err := s.vpFor(t.IMPsFor-t.IMPsAgainst, t.Boards)
			if err != nil && failed == nil {
				failed = err
			}
			t.VP = vp
		}
		if failed != nil {
			first := min(tp.halves[0].first, tp.halves[1].first, tp.halves[2].first)
			s.problem(first, "Round", *problem.New("choose a VP scale that covers the boards each team of the triple played",
				"round %d, triple of %s, %s and %s: %v", tp.round,
				s.id(tp.teams[0]), s.id(tp.teams[1]), s.id(tp.teams[2]), problem.From(failed).Part()))
		}
		for _, p := range tp.halves {
			p.homeVP = out[tr{p.round, p.home}].VP
			p.awayVP = out[tr{p.round, p.away}].VP
		}
	}
	// Byes, and the rounds in order.
	var rs []TeamRound
	for _, r := range rounds {
		for i, team := range s.teams {
			if !s.plays[i] {
				continue // plays no match; or a duplicate or empty identifier, already reported
			}
			t := out[tr{r, i}]
			if t == nil {
				t = &TeamRound{Round: r, Team: team.ID, Bye: true}
				if !s.byIMPs {
					t.VP = s.set.ByeVP
				}
			}
			rs = append(rs, *t)
		}
	}
	return rs
}

// matches lists the matches round by round, then each round's byes.
func (s *scorer) matches(rounds []int) []Match {
	var ms []Match
	byRound := make(map[int][]*pairing)
	for _, p := range s.pairings {
		byRound[p.round] = append(byRound[p.round], p)
	}
	played := make(map[[2]int]bool)
	for _, p := range s.pairings {
		played[[2]int{p.round, p.home}] = true
		played[[2]int{p.round, p.away}] = true
	}
	for _, r := range rounds {
		for _, p := range byRound[r] { // already in first-row order
			ms = append(ms, Match{
				Round: r, Home: s.id(p.home), Away: s.id(p.away), Triple: p.triple,
				Boards: len(p.comps), HomeIMPs: p.homeFor, AwayIMPs: p.awayFor,
				HomeVP: p.homeVP, AwayVP: p.awayVP, Comparisons: p.comps,
			})
		}
		for i, t := range s.teams {
			if played[[2]int{r, i}] || !s.plays[i] {
				continue
			}
			m := Match{Round: r, Home: t.ID, Bye: true}
			if !s.byIMPs {
				m.HomeVP = s.set.ByeVP
			}
			ms = append(ms, m)
		}
	}
	return ms
}
