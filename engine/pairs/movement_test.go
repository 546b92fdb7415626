package pairs

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/engine/problem"
)

// scoresAnyVul are scores possible whatever the vulnerability.
var scoresAnyVul = []int{90, 110, 120, 140, 150, -90, -110, -120, -140, -150}

// movementEvent is a session played by the movement as `scorebook new`
// writes it and a scorer fills it in: a pair per pair of the movement
// (NS and EW told apart by Direction in two fields), a row per board per
// table per round, and a sit-out row (nobody against the pair) where a pair
// sits out. Scores come from the seed. With placed, the rows give their
// Round and Table.
func movementEvent(m movement.Movement, placed bool, seed int) *Event {
	ev := &Event{Settings: DefaultSettings()}
	for _, p := range m.Pairs() {
		pr := Pair{ID: strconv.Itoa(p.Number), Line: len(ev.Pairs) + 2, Names: []string{"A" + p.String(), "B" + p.String()}}
		switch p.Dir {
		case movement.NS:
			pr.Direction = NS
		case movement.EW:
			pr.Direction = EW
		}
		ev.Pairs = append(ev.Pairs, pr)
	}
	id := func(p movement.Pair) string {
		if p.Nobody() {
			return ""
		}
		return strconv.Itoa(p.Number)
	}
	for _, round := range m.Seats {
		for _, s := range round {
			if s.SitOut() && s.NS.Nobody() && s.EW.Nobody() {
				continue
			}
			for _, b := range s.Boards {
				r := Row{Line: len(ev.Rows) + 2, Session: 1, Board: b, NSID: id(s.NS), EWID: id(s.EW)}
				if placed {
					r.Round, r.Table = s.Round, s.Table
				}
				if !s.SitOut() {
					v := scoresAnyVul[(seed*7+s.Round*3+s.Table*5+b*11)%len(scoresAnyVul)]
					r.Score = bridge.TableScore{Kind: bridge.Real, NS: v}
				}
				ev.Rows = append(ev.Rows, r)
			}
		}
	}
	return ev
}

// entriesOf is the Movement sheet `scorebook new` writes for the movement:
// the table cards, then the guide cards.
func entriesOf(m movement.Movement) []movement.Entry {
	var es []movement.Entry
	add := func(s movement.Seat) {
		es = append(es, movement.Entry{Line: len(es) + 2, Round: s.Round, Table: s.Table, NS: s.NS.Number, EW: s.EW.Number, Boards: s.Boards})
	}
	for _, c := range m.TableCards() {
		for _, s := range c.Rounds {
			add(s)
		}
	}
	for _, g := range m.GuideCards() {
		for _, r := range g.Rounds {
			if s, ok := m.Seat(r.Round, r.Table); ok {
				add(s)
			}
		}
	}
	return es
}

// specs are movements of every kind offered, full and shorter, with odd
// numbers of pairs and arrow switches.
func specs() []movement.Spec {
	var out []movement.Spec
	for tables := 2; tables <= 9; tables++ {
		for _, name := range movement.Names {
			for _, pairs := range []int{2 * tables, 2*tables - 1} {
				for _, rounds := range []int{0, tables - 1, tables/2 + 1} {
					for _, arrow := range []bool{false, true} {
						out = append(out, movement.Spec{Name: name, Tables: tables, Pairs: pairs, Rounds: rounds, ArrowSwitch: arrow, BoardsPerRound: 1 + tables%3})
					}
				}
			}
		}
	}
	return out
}

// Rows placed by the movement score as the same rows typed without Round
// and Table: the same lines and the same ranking, with no problem at all
// (no false "traveller row may be missing" on a Mitchell of fewer rounds
// than tables, or a skip Mitchell), whether checked against the rows'
// own movement or the Movement sheet's.
func TestPlacedRowsScoreAsTyped(t *testing.T) {
	tried := 0
	for _, sp := range specs() {
		m, err := movement.Make(sp)
		if err != nil {
			continue
		}
		tried++
		plain := movementEvent(m, false, tried)
		want, wantProbs := Score(plain)
		if want == nil {
			t.Fatalf("%s, without Round and Table: %v", m.Description, wantProbs)
		}
		for _, p := range wantProbs {
			if !strings.Contains(p.Msg, "has a single result") { // a session of one or two rounds
				t.Fatalf("%s, without Round and Table: %v", m.Description, p)
			}
		}
		for _, sheet := range []bool{false, true} {
			ev := movementEvent(m, true, tried)
			if sheet {
				ev.Movement, ev.HasMovement = entriesOf(m), true
			}
			got, probs := Score(ev)
			if got == nil || fmt.Sprint(probs) != fmt.Sprint(wantProbs) {
				t.Fatalf("%s (Movement sheet %v): %v", m.Description, sheet, probs)
			}
			if !slices.Equal(got.Lines, want.Lines) || standingsText(ev, got) != standingsText(plain, want) {
				t.Fatalf("%s: placed rows score\n%s\nnot\n%s", m.Description, standingsText(ev, got), standingsText(plain, want))
			}
		}
	}
	if tried < 150 {
		t.Fatalf("only %d movements tried", tried)
	}
}

func errorsOf(probs []problem.Problem) string {
	var b strings.Builder
	for _, p := range probs {
		if !p.Warning {
			fmt.Fprintf(&b, "%s %d %s: %s\n", p.Sheet, p.Row, p.Column, p.Msg)
		}
	}
	return b.String()
}

// A swapped pair, a wrong table, a wrong board, a pair where it cannot be
// and a row left out are errors at their cells, all in one run, against the
// rows' own movement and against the Movement sheet.
func TestRowsAgainstTheMovement(t *testing.T) {
	m, _ := movement.Make(movement.Spec{Tables: 5, BoardsPerRound: 3})
	find := func(ev *Event, round, table, board int) *Row {
		for i := range ev.Rows {
			if r := &ev.Rows[i]; r.Round == round && r.Table == table && r.Board == board {
				return r
			}
		}
		t.Fatalf("no row %d/%d/%d", round, table, board)
		return nil
	}
	seat := func(round, table int) movement.Seat { s, _ := m.Seat(round, table); return s }
	for _, sheet := range []bool{false, true} {
		ev := movementEvent(m, true, 1)
		if sheet {
			ev.Movement, ev.HasMovement = entriesOf(m), true
		}
		s1 := seat(2, 3)
		swapped := find(ev, 2, 3, s1.Boards[0])
		swapped.NSID, swapped.EWID = swapped.EWID, swapped.NSID
		s2 := seat(3, 1)
		moved := find(ev, 3, 1, s2.Boards[1])
		moved.Table = 2
		s3 := seat(1, 4)
		wrong := find(ev, 1, 4, s3.Boards[2])
		wrong.Board = seat(1, 5).Boards[0]
		s4 := seat(4, 5)
		stranger := find(ev, 4, 5, s4.Boards[1])
		other := s4.EW.Number%5 + 1
		stranger.EWID = strconv.Itoa(other)
		s5 := seat(5, 2)
		gone := *find(ev, 5, 2, s5.Boards[2])
		ev.Rows = slices.DeleteFunc(ev.Rows, func(r Row) bool { return r.Line == gone.Line })
		_, probs := Score(ev)
		got := errorsOf(probs)
		for _, want := range []string{
			fmt.Sprintf("Results %d NS: NS and EW swapped: at table 3 in round 2 pair %d sits NS and pair %d EW", swapped.Line, s1.NS.Number, s1.EW.Number),
			fmt.Sprintf("Results %d Table: pairs %d and %d played at table 1 in round 3, not at table 2", moved.Line, s2.NS.Number, s2.EW.Number),
			fmt.Sprintf("Results %d Board: board %d was not at table 4 in round 1: the table had boards %d to %d", wrong.Line, wrong.Board, s3.Boards[0], s3.Boards[2]),
			fmt.Sprintf("Results %d EW: pair %d cannot sit EW at table 5 in round 4: the movement has pair %d there", stranger.Line, other, s4.EW.Number),
			fmt.Sprintf("Results 0 : no row for board %d at table 2 in round 5 (NS %d, EW %d)", gone.Board, s5.NS.Number, s5.EW.Number),
		} {
			if !strings.Contains(got, want) {
				t.Errorf("Movement sheet %v: missing %q in\n%s", sheet, want, got)
			}
		}
		// The wrong board leaves the board it stands for missing too; the
		// pairs' other checks (a board played twice) are not repeated.
		if n := strings.Count(got, "\n"); n != 6 {
			t.Errorf("Movement sheet %v: %d errors for 5 mistakes:\n%s", sheet, n, got)
		}
	}
}

// Round and Table are checked only when rows give them; then every row
// must.
func TestRoundAndTableOnEveryRow(t *testing.T) {
	m, _ := movement.Make(movement.Spec{Tables: 3, BoardsPerRound: 2})
	ev := movementEvent(m, true, 1)
	ev.Rows[4].Table = 0
	ev.Rows[6].Round, ev.Rows[6].Table = 0, 0
	_, probs := Score(ev)
	want := fmt.Sprintf("Results %d Table: the row has no Table, while other rows say where each board was played\n"+
		"Results %d Round: the row has no Round, while other rows say where each board was played\n", ev.Rows[4].Line, ev.Rows[6].Line)
	if got := errorsOf(probs); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// Pairs that are not numbered are not checked, with a warning.
	ev = movementEvent(m, true, 1)
	for i := range ev.Pairs {
		ev.Pairs[i].ID = "A" + ev.Pairs[i].ID
	}
	for i := range ev.Rows {
		ev.Rows[i].NSID, ev.Rows[i].EWID = "A"+ev.Rows[i].NSID, "A"+ev.Rows[i].EWID
	}
	if _, probs := Score(ev); len(probs) != 1 || !probs[0].Warning || !strings.Contains(probs[0].Msg, "not all numbered") {
		t.Errorf("lettered pairs: %v", probs)
	}
}

// A Movement sheet whose cards disagree is reported on the sheet.
func TestMovementSheetDisagrees(t *testing.T) {
	m, _ := movement.Make(movement.Spec{Tables: 3, BoardsPerRound: 2})
	ev := movementEvent(m, true, 1)
	ev.Movement, ev.HasMovement = entriesOf(m), true
	ev.Movement[10].EW = 3 // EW 1's guide card, round 2
	_, probs := Score(ev)
	if got := errorsOf(probs); !strings.HasPrefix(got, "Movement 12 EW: table 2 in round 2 has EW 1 on row 6") {
		t.Errorf("got\n%s", got)
	}
}

// A sit-out is never a result on the board: the other pairs' scores, n and
// N are as if it were not there. Not scored, the pair's percentage is over
// the boards it played; at 60% it gets 60% of the top on each board it sits
// out.
func TestSitOuts(t *testing.T) {
	m, _ := movement.Make(movement.Spec{Name: "howell", Pairs: 7, BoardsPerRound: 2})
	ev := movementEvent(m, false, 3)
	var plain []Row
	for _, r := range ev.Rows {
		if r.NSID != "" && r.EWID != "" {
			plain = append(plain, r)
		}
	}
	without := &Event{Settings: ev.Settings, Pairs: ev.Pairs, Rows: plain}
	want := mustScore(t, without)
	got := mustScore(t, ev)
	if len(ev.SitOuts) != 14 || len(ev.Rows) != len(plain) {
		t.Fatalf("%d sit-outs, %d rows", len(ev.SitOuts), len(ev.Rows))
	}
	if !slices.Equal(got.Lines, want.Lines) || standingsText(ev, got) != standingsText(without, want) {
		t.Fatalf("not scored, sit-outs change the scores:\n%s\n%s", standingsText(ev, got), standingsText(without, want))
	}
	for _, so := range got.SitOuts {
		if so.Scored {
			t.Fatalf("a sit-out scored when Not scored: %+v", so)
		}
	}
	ev = movementEvent(m, false, 3)
	ev.Settings.SitOutScored, ev.Settings.SitOutPercent = true, 60
	got = mustScore(t, ev)
	if !slices.Equal(got.Lines, want.Lines) {
		t.Fatal("a scored sit-out changes the board's lines")
	}
	for i, st := range got.Standings {
		w := want.Standings[slices.IndexFunc(want.Standings, func(s Standing) bool { return s.Pair == st.Pair })]
		// Every pair sits out one round of two boards, whose top is that
		// of the boards it played (Neuberg: 2(N−1) = 4).
		if st.Boards != w.Boards+2 || st.Top != w.Top+8 || math.Abs(st.Score-(w.Score+2*0.6*4)) > 1e-9 {
			t.Fatalf("standing %d: %+v, without the sit-out %+v", i, st, w)
		}
	}
	for _, so := range got.SitOuts {
		if !so.Scored || so.Top != 4 || math.Abs(so.Points-2.4) > 1e-9 || so.Pct != 0.6 {
			t.Fatalf("sit-out line %+v", so)
		}
	}
	// At IMPs 60% is +3 IMPs.
	ev = movementEvent(m, false, 3)
	ev.Settings.Scoring, ev.Settings.SitOutScored, ev.Settings.SitOutPercent = Butler, true, 60
	if got := mustScore(t, ev); got.SitOuts[0].Points != 3 {
		t.Fatalf("Butler sit-out: %+v", got.SitOuts[0])
	}
	ev = movementEvent(m, false, 3)
	ev.Settings.Scoring, ev.Settings.SitOutScored, ev.Settings.SitOutPercent = TotalPoints, true, 60
	if _, probs := Score(ev); !strings.Contains(errorsOf(probs), "Event 0 Sit-out: Sit-out is 60% but the event is scored at total points") {
		t.Fatalf("total points: %v", probs)
	}
}

// A sit-out row with a result most likely lost its opponent's number; a
// pair that sits out a board it plays is an error too.
func TestSitOutMistakes(t *testing.T) {
	m, _ := movement.Make(movement.Spec{Name: "howell", Pairs: 7, BoardsPerRound: 2})
	ev := movementEvent(m, false, 3)
	s := slices.IndexFunc(ev.Rows, func(r Row) bool { return r.NSID == "" })
	ev.Rows[s].Score = bridge.TableScore{Kind: bridge.Real, NS: 110}
	so := ev.Rows[s+1] // its other board
	p := slices.IndexFunc(ev.Rows, func(r Row) bool { return r.NSID == so.EWID && r.EWID != "" })
	ev.Rows[p].Board = so.Board
	played := ev.Rows[p]
	_, probs := Score(ev)
	got := errorsOf(probs)
	for _, want := range []string{
		fmt.Sprintf("Results %d NS: the row has a result but no NS pair", ev.SitOuts[0].Line),
		fmt.Sprintf("Results %d EW: pair %s sits out board %d of session 1 here but plays it on row %d", so.Line, so.EWID, so.Board, played.Line),
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}

// A traveller row left out of a skip Mitchell is found by the count of its
// pairs' boards; a Mitchell of fewer rounds than tables warns of nothing.
func TestCoverageInMitchells(t *testing.T) {
	m, _ := movement.Make(movement.Spec{Name: "mitchell-skip", Tables: 6, BoardsPerRound: 2})
	ev := movementEvent(m, false, 1)
	gone := ev.Rows[7]
	ev.Rows = slices.Delete(ev.Rows, 7, 8)
	_, probs := Score(ev)
	var got []string
	for _, p := range probs {
		got = append(got, p.Msg)
	}
	want := []string{
		fmt.Sprintf("NS %s has rows on 9 boards of session 1, the other NS pairs on 10", gone.NSID),
		fmt.Sprintf("EW %s has rows on 9 boards of session 1, the other EW pairs on 10", gone.EWID),
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
