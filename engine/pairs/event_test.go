package pairs

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"

	"github.com/scorebook/scorebook/engine/bridge"
)

// row is a compact results line for tests: "session board ns ew score".
type testRow struct {
	session, board int
	ns, ew         string
	score          string
}

func buildEvent(t *testing.T, s Settings, rows []testRow) *Event {
	t.Helper()
	ev := &Event{Settings: s}
	index := map[string]int{}
	pair := func(id string) int {
		if i, ok := index[id]; ok {
			return i
		}
		index[id] = len(ev.Pairs)
		ev.Pairs = append(ev.Pairs, Pair{ID: id, Line: len(ev.Pairs) + 2, Names: []string{"P" + id + "a", "P" + id + "b"}})
		return index[id]
	}
	for _, r := range rows {
		pair(r.ns)
		pair(r.ew)
	}
	for i, r := range rows {
		sc, err := bridge.ParseTableScore(r.score)
		if err != nil {
			t.Fatalf("row %d: %v", i, err)
		}
		ev.Rows = append(ev.Rows, Row{Line: i + 2, Session: r.session, Board: r.board, NSID: r.ns, EWID: r.ew, TravellerLine: bridge.TravellerLine{Score: sc}})
	}
	return ev
}

func standingsText(ev *Event, res *Result) string {
	var b strings.Builder
	for _, st := range res.Standings {
		fmt.Fprintf(&b, "%s %s %s %.2f/%.2f %.2f%%\n", st.Field, st.Place.String(), ev.Pairs[st.Pair].ID, st.Score, st.Top, st.Pct*100)
	}
	return b.String()
}

func mustScore(t *testing.T, ev *Event) *Result {
	t.Helper()
	res, probs := Score(ev)
	if res == nil {
		t.Fatalf("scoring failed: %v", probs)
	}
	return res
}

// A small Mitchell worked by hand. Board 1: 420, 450, 420 → NS 1, 4, 1 on a
// top of 4. Board 2 has one real result (−100), an NP and an adjusted score;
// N is 3 (board 1), so the single result is factored (0+1)·3/1−1 = 2 of 4
// and A60/40 is 2.4 and 1.6 of the top 4.
var mitchellRows = []testRow{
	{1, 1, "1", "4", "420"},
	{1, 1, "2", "5", "450"},
	{1, 1, "3", "6", "420"},
	{1, 2, "1", "5", "-100"},
	{1, 2, "2", "6", "NP"},
	{1, 2, "3", "4", "A60/40"},
}

func TestMitchellByHand(t *testing.T) {
	ev := buildEvent(t, DefaultSettings(), mitchellRows)
	res := mustScore(t, ev)
	if !res.Mitchell {
		t.Fatal("not ranked as a Mitchell")
	}
	want := `NS 1 2 4.00/4.00 100.00%
NS 2 3 3.40/8.00 42.50%
NS 3 1 3.00/8.00 37.50%
EW 1 6 3.00/4.00 75.00%
EW 2 4 4.60/8.00 57.50%
EW 3 5 2.00/8.00 25.00%
`
	if got := standingsText(ev, res); got != want {
		t.Errorf("standings:\n%s\nwant:\n%s", got, want)
	}
	l := res.Lines[3]
	if l.NS != 2 || l.EW != 2 || l.Top != 4 || !l.HasPct || l.NSPct != 0.5 {
		t.Errorf("factored single result: %+v", l)
	}
	if res.Lines[4].Played {
		t.Error("NP counted as played")
	}
}

// The same night without Neuberg: board 2's single result has a top of 0 and
// counts for nothing, and the adjusted score is a percentage of that top.
func TestMitchellWithoutNeuberg(t *testing.T) {
	s := DefaultSettings()
	s.Neuberg = false
	ev := buildEvent(t, s, mitchellRows)
	res := mustScore(t, ev)
	want := `NS 1 2 4.00/4.00 100.00%
NS 2= 1 1.00/4.00 25.00%
NS 2= 3 1.00/4.00 25.00%
EW 1= 4 3.00/4.00 75.00%
EW 1= 6 3.00/4.00 75.00%
EW 3 5 0.00/4.00 0.00%
`
	if got := standingsText(ev, res); got != want {
		t.Errorf("standings:\n%s\nwant:\n%s", got, want)
	}
}

// Law 12C2 by the Session rule: pair 3 (25% on its other board) gets the
// lesser of 40% and 25% for Average minus; pair 4 (75% on its other board)
// the greater of 60% and 75% for Average plus. Pairs 4 and 6 then tie.
func TestSessionRule(t *testing.T) {
	rows := append([]testRow(nil), mitchellRows...)
	rows[5].score = "A-/A+"
	s := DefaultSettings()
	s.AveragePlusRule = SessionRule
	ev := buildEvent(t, s, rows)
	res := mustScore(t, ev)
	want := `NS 1 2 4.00/4.00 100.00%
NS 2 1 3.00/8.00 37.50%
NS 3 3 2.00/8.00 25.00%
EW 1= 4 6.00/8.00 75.00%
EW 1= 6 3.00/4.00 75.00%
EW 3 5 2.00/8.00 25.00%
`
	if got := standingsText(ev, res); got != want {
		t.Errorf("standings:\n%s\nwant:\n%s", got, want)
	}
	// Fixed: 40% and 60%.
	s.AveragePlusRule = Fixed
	ev = buildEvent(t, s, rows)
	res = mustScore(t, ev)
	if l := res.Lines[5]; !near(l.NS, 1.6) || !near(l.EW, 2.4) {
		t.Errorf("fixed A-/A+: %v %v", l.NS, l.EW)
	}
}

func TestAmericanScale(t *testing.T) {
	s := DefaultSettings()
	s.Scale = American
	ev := buildEvent(t, s, mitchellRows)
	res := mustScore(t, ev)
	// Half the European numbers, same percentages.
	if l := res.Lines[1]; l.NS != 2 || l.Top != 2 || l.EWPct != 0 {
		t.Errorf("American board 1: %+v", l)
	}
	if l := res.Lines[3]; l.NS != 1 || l.EW != 1 {
		t.Errorf("American factored: %+v", l)
	}
	if st := res.Standings[1]; !near(st.Pct, 0.425) || !near(st.Score, 1.7) {
		t.Errorf("American pair 3: %+v", st)
	}
}

// Seed 000's tables: Ascherman percentages 83.3, 50, 16.7 for 3 tables and
// for 6 tables alike.
func TestAschermanSeed000(t *testing.T) {
	s := DefaultSettings()
	s.Scoring = Ascherman
	rows := []testRow{
		{1, 1, "1", "11", "430"}, {1, 1, "2", "12", "400"}, {1, 1, "3", "13", "-50"},
		{1, 2, "1", "12", "430"}, {1, 2, "2", "13", "430"}, {1, 2, "3", "11", "400"},
		{1, 2, "4", "14", "400"}, {1, 2, "5", "15", "-50"}, {1, 2, "6", "16", "-50"},
	}
	ev := buildEvent(t, s, rows)
	res := mustScore(t, ev)
	want := []float64{5.0 / 6, 0.5, 1.0 / 6, 5.0 / 6, 5.0 / 6, 0.5, 0.5, 1.0 / 6, 1.0 / 6}
	for i, w := range want {
		if l := res.Lines[i]; !near(l.NSPct, w) || !near(l.NSPct+l.EWPct, 1) {
			t.Errorf("line %d: NS %.4f EW %.4f, want NS %.4f", i, l.NSPct, l.EWPct, w)
		}
	}
	// Points: (2k+m)·N/n on a top of 2N, N = 6: board 1 430 is 5·6/3 = 10 of 12.
	if l := res.Lines[0]; !near(l.NS, 10) || l.Top != 12 {
		t.Errorf("Ascherman points %v top %v, want 10 of 12", l.NS, l.Top)
	}
	s.Scoring = Norwegian
	ev = buildEvent(t, s, rows)
	res = mustScore(t, ev)
	for i, w := range want {
		if l := res.Lines[i]; !near(l.NSPct, w) {
			t.Errorf("Norwegian line %d: NS %.4f, want %.4f", i, l.NSPct, w)
		}
	}
	// (2k+m−n)·N/n: board 1 430 is (5−3)·6/3 = 4 on a top of 6.
	if l := res.Lines[0]; !near(l.NS, 4) || !near(l.EW, -4) || l.Top != 6 {
		t.Errorf("Norwegian points %v/%v top %v, want 4/-4 of 6", l.NS, l.EW, l.Top)
	}
}

func TestHowellAuto(t *testing.T) {
	rows := []testRow{
		{1, 1, "1", "2", "420"}, {1, 1, "3", "4", "450"},
		{1, 2, "2", "3", "100"}, {1, 2, "4", "1", "-100"},
	}
	ev := buildEvent(t, DefaultSettings(), rows)
	res := mustScore(t, ev)
	if res.Mitchell {
		t.Fatal("pairs sitting both ways should make a Howell")
	}
	// Board 1: 420 → NS 0, 450 → 2; board 2: 100 → 2, −100 → 0.
	// Pair 1: NS 0 + EW 2 (against 4's −100); pair 2: EW 2 + NS 2; pair 3:
	// NS 2 + EW 0; pair 4: EW 0 + NS 0.
	want := ` 1 2 4.00/4.00 100.00%
 2= 1 2.00/4.00 50.00%
 2= 3 2.00/4.00 50.00%
 4 4 0.00/4.00 0.00%
`
	if got := standingsText(ev, res); got != want {
		t.Errorf("standings:\n%s\nwant:\n%s", got, want)
	}
	s := DefaultSettings()
	s.Field = Mitchell
	ev = buildEvent(t, s, rows)
	if _, probs := Score(ev); !problem.HasErrors(probs) || !strings.Contains(probs[0].Msg, "Field is Mitchell but pair") {
		t.Errorf("forced Mitchell with pairs sitting both ways: %v", probs)
	}
}

func TestIMPMethodsOnAnEvent(t *testing.T) {
	rows := []testRow{
		{1, 1, "1", "11", "620"}, {1, 1, "2", "12", "170"}, {1, 1, "3", "13", "140"},
		{1, 1, "4", "14", "140"}, {1, 1, "5", "15", "-100"}, {1, 1, "6", "16", "A+/A-"},
	}
	s := DefaultSettings()
	s.Scoring = CrossIMPs
	res := mustScore(t, buildEvent(t, s, rows))
	for i, w := range []float64{10.5, -0.25, -1.25, -1.25, -7.75, 3} {
		if !near(res.Lines[i].NS, w) {
			t.Errorf("cross-IMPs line %d: %v, want %v", i, res.Lines[i].NS, w)
		}
	}
	if !near(res.Lines[5].EW, -3) {
		t.Errorf("A- at IMPs: %v", res.Lines[5].EW)
	}
	s.CrossIMPs = TotalComparisons
	res = mustScore(t, buildEvent(t, s, rows))
	for i, w := range []float64{42, -1, -5, -5, -31, 12} { // A+ is 3 × 4 comparisons
		if !near(res.Lines[i].NS, w) {
			t.Errorf("total cross-IMPs line %d: %v, want %v", i, res.Lines[i].NS, w)
		}
	}
	s.Scoring = Butler
	res = mustScore(t, buildEvent(t, s, rows))
	// Datum: discard 620 and −100, (170+140+140)/3 = 150.
	if l := res.Lines[0]; l.Datum != 150 || l.NS != float64(bridge.IMPs(470)) {
		t.Errorf("Butler: %+v", l)
	}
}

func TestCheckFindsMistakes(t *testing.T) {
	ev := buildEvent(t, DefaultSettings(), []testRow{
		{1, 1, "1", "1", "420"},
		{1, 1, "2", "3", "430"},
		{1, 1, "2", "4", "100"},
	})
	probs := Check(ev)
	var msgs []string
	for _, p := range probs {
		msgs = append(msgs, fmt.Sprintf("%d %s %s", p.Row, p.Column, p.Msg))
	}
	got := strings.Join(msgs, "\n")
	for _, want := range []string{"2 EW pair 1 meets itself", "4 NS pair 2 plays board 1 twice in session 1 (also on row 3)"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	ev = &Event{Settings: DefaultSettings(), Pairs: []Pair{{ID: "1", Names: []string{"Ann", "Bob"}, Line: 2}}}
	if probs := Check(ev); len(probs) != 1 || !strings.Contains(probs[0].Msg, "no results") {
		t.Errorf("empty results: %v", probs)
	}
}

func TestScoreFromContract(t *testing.T) {
	ev := buildEvent(t, DefaultSettings(), []testRow{{1, 1, "1", "2", ""}, {1, 1, "3", "4", "450"}})
	c, _ := bridge.ParseContract("4S")
	ev.Rows[0].HasContract, ev.Rows[0].Contract, ev.Rows[0].Declarer, ev.Rows[0].Tricks = true, c, bridge.North, 10
	ev.Rows[1].HasContract, ev.Rows[1].Contract, ev.Rows[1].Declarer, ev.Rows[1].Tricks = true, c, bridge.North, 11
	if probs := Check(ev); problem.HasErrors(probs) {
		t.Fatal(probs)
	}
	if ev.Rows[0].Score.NS != 420 {
		t.Errorf("computed %d, want 420", ev.Rows[0].Score.NS)
	}
	ev.Rows[1].Tricks = 10
	probs := Check(ev)
	if len(probs) != 1 || probs[0].Column != "Score" || !strings.Contains(probs[0].Msg, "score 450 does not match 4♠ by N = on board 1") {
		t.Errorf("mismatch: %v", probs)
	}
}

// A traveller row left out: boards 1 and 2 were played by every pair but 1
// and 4, who met there. Both are warned; a pair present everywhere is not.
func TestMissedBoardsWarning(t *testing.T) {
	var rows []testRow
	for b := 1; b <= 3; b++ {
		for i := 0; i < 4; i++ {
			ns, ew := fmt.Sprint(i+1), fmt.Sprint(i+5)
			if b < 3 && i == 0 {
				continue // the row for pairs 1 and 5 was not typed
			}
			rows = append(rows, testRow{1, b, ns, ew, "110"})
		}
	}
	ev := buildEvent(t, DefaultSettings(), rows)
	var msgs []string
	for _, p := range Check(ev) {
		if !p.Warning {
			t.Fatalf("error: %v", p)
		}
		msgs = append(msgs, fmt.Sprintf("%s %d %s", p.Sheet, p.Row, p.Msg))
	}
	want := []string{
		// buildEvent lists pairs as they first appear: 1 and 5 last, on rows 8 and 9.
		"Pairs 8 pair 1 has no result on boards 1, 2 of session 1, which every other pair played",
		"Pairs 9 pair 5 has no result on boards 1, 2 of session 1, which every other pair played",
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
}

// CheckEvent reports the errors found across rows even when a row's score
// could not be read: such a row (Unread) still counts for who met whom, for
// the Field setting and for the boards' tops, and only its own score goes
// unchecked. With partial set (rows missing altogether) the tops are not
// compared, since a missing row could change them.
func TestCheckEventWithUnreadRows(t *testing.T) {
	mitchell := DefaultSettings()
	mitchell.Field = Mitchell
	plainSum := DefaultSettings()
	plainSum.Sessions = PlainSum
	for _, c := range []struct {
		name    string
		s       Settings
		rows    []testRow
		unread  int // index of the row whose score could not be read
		partial bool
		want    []string // each problem as "row column message", in order
	}{
		{"field", mitchell, []testRow{{1, 1, "1", "2", "420"}, {1, 1, "3", "4", "400"}, {1, 2, "2", "1", "100"}, {1, 2, "4", "3", ""}}, 3, false, []string{
			"4 NS Field is Mitchell but pair 2 sits NS here and EW on row 2",
			"4 EW Field is Mitchell but pair 1 sits EW here and NS on row 2",
			"5 NS Field is Mitchell but pair 4 sits NS here and EW on row 3",
			"5 EW Field is Mitchell but pair 3 sits EW here and NS on row 3",
		}},
		{"tops", plainSum, []testRow{{1, 1, "1", "2", "420"}, {1, 1, "3", "4", "400"}, {1, 1, "5", "6", "450"},
			{2, 1, "1", "2", "420"}, {2, 1, "3", "4", ""}, {2, 1, "5", "6", "450"}, {2, 1, "7", "8", "-50"}}, 4, false, []string{
			"0 Sessions Sessions is Matchpoints but the boards' tops differ: top 4 in session 1; top 6 in session 2",
		}},
		{"tops, partial", plainSum, []testRow{{1, 1, "1", "2", "420"}, {1, 1, "3", "4", "400"}, {1, 1, "5", "6", "450"},
			{2, 1, "1", "2", "420"}, {2, 1, "3", "4", ""}, {2, 1, "5", "6", "450"}, {2, 1, "7", "8", "-50"}}, 4, true, nil},
		{"twice", DefaultSettings(), []testRow{{1, 1, "1", "11", ""}, {1, 1, "2", "12", "100"}, {1, 1, "1", "11", "420"}}, 0, false, []string{
			"4 NS pair 1 plays board 1 twice in session 1 (also on row 2)",
			"4 EW pair 11 plays board 1 twice in session 1 (also on row 2)",
		}},
	} {
		ev := buildEvent(t, c.s, c.rows)
		ev.Rows[c.unread].Unread = true
		ev.Rows[c.unread].Score = bridge.TableScore{Kind: bridge.Real}
		if c.partial { // a row whose board could not be read
			ev.Rows = append(ev.Rows, Row{Line: 99, Session: 2, Board: -1, NSID: "7", EWID: "8", Unread: true})
		}
		_, probs := Score(ev)
		var got []string
		for _, p := range probs {
			if !p.Warning {
				got = append(got, fmt.Sprintf("%d %s %s", p.Row, p.Column, p.Msg))
			}
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s: got\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
		// An event with an unread row is never scored; the reader has
		// reported what is wrong with the row.
		if res, _ := Score(ev); res != nil {
			t.Errorf("%s: scored an event with an unread row", c.name)
		}
	}
}

// Pairs that share a number (told apart by Direction) can be ranked only in
// a Mitchell; ranked as one field, the second listing is an error.
func TestSharedNumbersNeedAMitchell(t *testing.T) {
	names := []string{"Ann", "Bob"}
	for _, field := range []FieldSetting{Howell, Mitchell, AutoField} {
		s := DefaultSettings()
		s.Field = field
		ev := &Event{Settings: s, Pairs: []Pair{
			{ID: "1", Line: 2, Direction: NS, Names: names}, {ID: "2", Line: 3, Direction: NS, Names: names},
			{ID: "1", Line: 4, Direction: EW, Names: names}, {ID: "2", Line: 5, Direction: EW, Names: names},
		}}
		for i, r := range [][3]int{{1, 0, 2}, {1, 1, 3}, {2, 0, 3}, {2, 1, 2}} {
			ev.Rows = append(ev.Rows, Row{Line: i + 2, Session: 1, Board: r[0], NSID: ev.Pairs[r[1]].ID, EWID: ev.Pairs[r[2]].ID,
				TravellerLine: bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Real, NS: 100}}})
		}
		_, probs := Score(ev)
		var got []string
		for _, p := range probs {
			if !p.Warning {
				got = append(got, fmt.Sprintf("%s %d %s", p.Sheet, p.Row, p.Msg))
			}
		}
		want := ""
		if field == Howell {
			want = "Pairs 4 pair 1 is listed twice (also on row 2), but the event is ranked as one field\n" +
				"Pairs 5 pair 2 is listed twice (also on row 3), but the event is ranked as one field"
		}
		if g := strings.Join(got, "\n"); g != want {
			t.Errorf("Field %v: got\n%s\nwant\n%s", field, g, want)
		}
	}
}

// TestPhantomPair: a pair with no second player (a player on their own) is
// scored and ranked, with a warning on its Player 2 cell (issue 17: "pair 24
// has no player 2" stopped the run); a pair named Phantom, with one player
// or none, plays but is never ranked (issue 15).
func TestPhantomPair(t *testing.T) {
	ev := buildEvent(t, DefaultSettings(), mitchellRows)
	ev.Pairs[5].Names = []string{"Sam Solo", ""}
	res, probs := Score(ev)
	if res == nil {
		t.Fatalf("not scored: %v", probs)
	}
	if len(probs) != 1 || !probs[0].Warning || probs[0].Column != "Player 2" ||
		probs[0].Msg != "pair 6 has no player 2; it is ranked as a pair of one" {
		t.Errorf("got %+v", probs)
	}
	ranked := func(res *Result, pair int) bool {
		return slices.ContainsFunc(res.Standings, func(st Standing) bool { return st.Pair == pair })
	}
	if !ranked(res, 5) {
		t.Error("a pair of one is ranked")
	}
	before := res.Lines
	for _, names := range [][]string{{"Phantom", ""}, {"", "PHANTOM"}, {"Sam Solo", "phantom"}} {
		ev.Pairs[5].Names = names
		res, probs := Score(ev)
		if res == nil || len(probs) != 0 {
			t.Fatalf("%q: %v", names, probs)
		}
		if ranked(res, 5) || len(res.Standings) != len(ev.Pairs)-1 {
			t.Errorf("%q: the phantom is ranked", names)
		}
		if !slices.Equal(res.Lines, before) {
			t.Errorf("%q: the phantom's results changed the boards", names)
		}
	}
	ev.Pairs[5].Names = []string{"", ""}
	if _, probs := Score(ev); !problem.HasErrors(probs) {
		t.Errorf("a pair with no player at all: %v", probs)
	}
}

// TestCoverageBesideErrors: a traveller row left out is reported in the same
// run as a cell that could not be read (issue 17 item 5), but not when the
// row that could not be read may be the one missing.
func TestCoverageBesideErrors(t *testing.T) {
	rows := []testRow{
		{1, 1, "1", "2", "420"}, {1, 1, "3", "4", "420"}, {1, 1, "5", "6", "450"},
		{1, 2, "1", "4", "100"}, {1, 2, "2", "5", "100"},
		{1, 3, "1", "6", "420"}, {1, 3, "2", "3", "420"}, {1, 3, "4", "5", "420"},
	}
	missing := func(ev *Event) (n int) {
		for _, p := range Check(ev) {
			if p.Warning && strings.Contains(p.Msg, "which every other pair played") {
				n++
			}
		}
		return n
	}
	ev := buildEvent(t, DefaultSettings(), rows)
	ev.Rows[6].Unread = true // its Contract could not be read
	if n := missing(ev); n != 2 {
		t.Errorf("a row that could not be read elsewhere: %d warnings, want 2", n)
	}
	ev = buildEvent(t, DefaultSettings(), rows)
	ev.Rows[6].Unread, ev.Rows[6].Board = true, -1 // its Board could not be read
	if n := missing(ev); n != 0 {
		t.Errorf("a row whose board is not known: %d warnings, want 0", n)
	}
}

// TestBoardPointsRounded: with Board points 1 decimal, each board's
// matchpoints are rounded before they are added up, as Magic Contest does
// (issue 17 item 16). Board 2 has three results in a session whose largest
// board has four: Neuberg gives (S+1)·4/3−1 = 0.333…, 3 and 5.666…, added
// up as 0.3, 3 and 5.7.
func TestBoardPointsRounded(t *testing.T) {
	rows := []testRow{
		{1, 1, "1", "2", "420"}, {1, 1, "3", "4", "450"}, {1, 1, "5", "6", "400"}, {1, 1, "7", "8", "420"},
		{1, 2, "1", "4", "100"}, {1, 2, "3", "6", "200"}, {1, 2, "5", "8", "300"},
	}
	total := func(s Settings, pair string) (float64, []float64) {
		ev := buildEvent(t, s, rows)
		res := mustScore(t, ev)
		var board2 []float64
		for i, l := range res.Lines {
			if ev.Rows[i].Board == 2 {
				board2 = append(board2, l.NS)
			}
		}
		for _, st := range res.Standings {
			if ev.Pairs[st.Pair].ID == pair {
				return st.Score, board2
			}
		}
		t.Fatalf("no pair %s", pair)
		return 0, nil
	}
	s := DefaultSettings()
	s.Field = Howell
	exact, _ := total(s, "5") // board 1: 400 is the bottom, 0 of 6; board 2: 5.666…
	s.BoardPoints = OneDecimal
	rounded, board2 := total(s, "5")
	if fmt.Sprint(board2) != "[0.3 3 5.7]" {
		t.Errorf("board 2's NS points: %v, want [0.3 3 5.7]", board2)
	}
	if fmt.Sprintf("%.4f %.4f", exact, rounded) != "5.6667 5.7000" {
		t.Errorf("pair 5: exact %v, rounded %v; want 5.6667 and 5.7", exact, rounded)
	}
	for _, c := range []struct {
		r    BoardRounding
		x    float64
		want float64
	}{{OneDecimal, 7.25, 7.3}, {OneDecimal, -0.05, -0.1}, {TwoDecimals, 2.675, 2.68}, {TwoDecimals, -0.001, 0}, {Exact, 1.0 / 3, 1.0 / 3}} {
		if got := c.r.Round(c.x); got != c.want {
			t.Errorf("%d.Round(%v) = %v, want %v", c.r, c.x, got, c.want)
		}
	}
}

// TestLikelyCause: when two rows clash (a pair plays a board twice), the
// one out of line with its neighbours is named as the cause, with the
// board they suggest; rows listed round by round (boards 6, ?, 8) suggest
// the board between (issue 17 item 8).
func TestLikelyCause(t *testing.T) {
	ev := buildEvent(t, DefaultSettings(), []testRow{
		{1, 6, "1", "2", "110"}, {1, 17, "1", "2", "110"}, {1, 8, "1", "2", "110"},
		{1, 16, "1", "3", "110"}, {1, 17, "1", "3", "110"}, {1, 18, "1", "3", "110"},
	})
	var got []string
	for _, p := range Check(ev) {
		if !p.Warning {
			got = append(got, fmt.Sprintf("%d %s %s", p.Row, p.Column, p.Msg))
		}
	}
	want := "3 Board board 17 is out of line with rows 2 and 4 (boards 6 and 8), and pair 1 plays it on row 6 too: was board 7 meant?"
	if len(got) != 1 || got[0] != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestLikelyCausePair: rows listed pair by pair (a scorecard at a time), NS
// 2's board 4 typed as NS 3: NS 3 plays board 4 twice, and the row among
// NS 2's rows (boards 3, 4, 5) is named, with the pair its neighbours
// suggest, not NS 3's own row.
func TestLikelyCausePair(t *testing.T) {
	ev := buildEvent(t, DefaultSettings(), []testRow{
		{1, 3, "2", "5", "110"}, {1, 4, "3", "6", "110"}, {1, 5, "2", "7", "110"},
		{1, 3, "3", "6", "110"}, {1, 4, "3", "7", "110"}, {1, 5, "3", "5", "110"},
	})
	var got []string
	for _, p := range Check(ev) {
		if !p.Warning {
			got = append(got, fmt.Sprintf("%d %s %s", p.Row, p.Column, p.Msg))
		}
	}
	want := "3 NS pair 3 plays board 4 twice in session 1 (also on row 6), and this row is out of line with rows 2 and 4, pair 2's: was pair 2 meant?"
	if len(got) == 0 || got[0] != want {
		t.Errorf("got %q\nwant first %q", got, want)
	}
}

// TestListedTwiceOnce: a Mitchell's Pairs sheet with its Direction column
// cleared lists each number twice in no direction: one error for each, not
// a second one saying the event is ranked as one field.
func TestListedTwiceOnce(t *testing.T) {
	ev := buildEvent(t, DefaultSettings(), []testRow{{1, 1, "1", "2", "110"}, {1, 2, "2", "1", "120"}})
	ev.Pairs = append(ev.Pairs, Pair{ID: "1", Line: 4, Names: []string{"Eve", "Fay"}}, Pair{ID: "2", Line: 5, Names: []string{"Gus", "Hal"}})
	var got []string
	_, probs := Score(ev)
	for _, p := range probs {
		if !p.Warning && p.Sheet == SheetPairs {
			got = append(got, fmt.Sprintf("%d %s", p.Row, p.Msg))
		}
	}
	want := []string{"4 pair 1 is listed twice (also on row 2)", "5 pair 2 is listed twice (also on row 3)"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestMissedSessions: the sessions a pair missed are named by their
// numbers (here 2 and 3), at percentages and by IMPs.
func TestMissedSessions(t *testing.T) {
	rows := []testRow{
		{2, 1, "1", "2", "110"}, {2, 1, "3", "4", "140"}, {2, 2, "1", "2", "120"}, {2, 2, "3", "4", "150"},
		{3, 1, "1", "2", "110"}, {3, 1, "3", "5", "140"}, {3, 2, "1", "2", "120"}, {3, 2, "3", "5", "150"},
	}
	for _, c := range []struct {
		method Method
		want   []string
	}{
		{Matchpoints, []string{
			"5 pair 4 played only in session 2, not in session 3 (2 boards), and is ranked on those",
			"6 pair 5 played only in session 3, not in session 2 (2 boards), and is ranked on those"}},
		{CrossIMPs, []string{
			"5 pair 4 played only in session 2, not in session 3: its total has nothing for it",
			"6 pair 5 played only in session 3, not in session 2: its total has nothing for it"}},
	} {
		s := DefaultSettings()
		s.Scoring = c.method
		s.Field = Howell
		_, probs := Score(buildEvent(t, s, rows))
		var got []string
		for _, p := range probs {
			if p.Warning && p.Sheet == SheetPairs {
				got = append(got, fmt.Sprintf("%d %s", p.Row, p.Msg))
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%v: got %q\nwant %q", c.method, got, c.want)
		}
	}
}

// A cross-IMPs event scored as totals, scored again per comparison: the
// rows above give NS pair 1 42 IMPs over the board's 4 comparisons in
// total, 10.5 per comparison; every pair's standing is the one the event
// set Per comparison gives. Another event has none.
func TestStandingsPerComparison(t *testing.T) {
	rows := []testRow{
		{1, 1, "1", "11", "620"}, {1, 1, "2", "12", "170"}, {1, 1, "3", "13", "140"},
		{1, 1, "4", "14", "140"}, {1, 1, "5", "15", "-100"}, {1, 1, "6", "16", "A+/A-"},
	}
	s := DefaultSettings()
	s.Scoring, s.CrossIMPs = CrossIMPs, TotalComparisons
	ev := buildEvent(t, s, rows)
	got := StandingsPerComparison(ev, mustScore(t, ev))
	s.CrossIMPs = PerComparison
	want := mustScore(t, buildEvent(t, s, rows))
	if len(got) != len(want.Standings) {
		t.Fatalf("%d standings, want %d", len(got), len(want.Standings))
	}
	found := false
	for _, w := range want.Standings {
		g, ok := got[w.Pair]
		if !ok || !near(g.Score, w.Score) || g.Boards != w.Boards {
			t.Errorf("pair %d: %+v, want %+v", w.Pair, g, w)
		}
		if ev.Pairs[w.Pair].ID == "1" && w.Field == NS {
			found = near(g.Score, 10.5)
		}
	}
	if !found {
		t.Errorf("NS pair 1 per comparison is not 10.5: %v", got)
	}
	s.Scoring = Matchpoints
	mp := buildEvent(t, s, rows)
	if got := StandingsPerComparison(mp, mustScore(t, mp)); got != nil {
		t.Errorf("matchpoints: %v, want none", got)
	}
}
