package movement

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// rowsOf returns the rows a movement expects, one per board per table per
// round, sheet rows from 2; sit-outs are left out.
func rowsOf(m Movement) []Row {
	var rows []Row
	for _, round := range m.Seats {
		for _, s := range round {
			if s.SitOut() {
				continue
			}
			for _, b := range s.Boards {
				rows = append(rows, Row{Line: len(rows) + 2, Round: s.Round, Table: s.Table, Board: b, NS: s.NS.Number, EW: s.EW.Number})
			}
		}
	}
	return rows
}

// line finds the row for a board at a table in a round.
func line(t *testing.T, rows []Row, round, table, board int) int {
	t.Helper()
	for i, r := range rows {
		if r.Round == round && r.Table == table && r.Board == board {
			return i
		}
	}
	t.Fatalf("no row for round %d table %d board %d", round, table, board)
	return -1
}

func dump(ms []Mismatch) string {
	var b strings.Builder
	for _, m := range ms {
		fmt.Fprintf(&b, "%s row %d %s: %s | %s\n", m.Kind, m.Line, m.Column, m.Msg, m.Hint)
	}
	return b.String()
}

func TestCheckAgreeingRows(t *testing.T) {
	for _, m := range offered(t) {
		if ms := Check(m, rowsOf(m)); len(ms) != 0 {
			t.Fatalf("%s: rows of the movement itself:\n%s", m.Description, dump(ms))
		}
	}
}

func TestCheckMismatches(t *testing.T) {
	howell, _ := Howell(8, 0, 3) // round 2: 8-2 set 2, 7-6 set 3, 5-3 set 4, 1-4 set 6
	mitchell, _ := Mitchell(5, 0, 2)
	for _, tc := range []struct {
		name   string
		m      Movement
		change func(rows []Row) []Row
		want   string
	}{
		{"swapped in a Howell", howell, func(rows []Row) []Row {
			i := line(t, rows, 2, 3, 10)
			rows[i].NS, rows[i].EW = rows[i].EW, rows[i].NS
			return rows
		}, "swapped row 20 NS: NS and EW swapped: at table 3 in round 2 pair 5 sits NS and pair 3 EW | swap the NS and EW pair numbers on this row\n"},
		{"swapped in a Mitchell", mitchell, func(rows []Row) []Row {
			i := line(t, rows, 2, 1, 3) // NS 1 v EW 5
			rows[i].NS, rows[i].EW = 5, 1
			return rows
		}, "swapped row 12 NS: NS and EW swapped: at table 1 in round 2 pair 1 sits NS and pair 5 EW | swap the NS and EW pair numbers on this row\n"},
		{"wrong table", howell, func(rows []Row) []Row {
			rows[line(t, rows, 2, 3, 10)].Table = 4
			return rows
		}, "wrong table row 20 Table: pairs 5 and 3 played at table 3 in round 2, not at table 4 | correct the Table, or the pair numbers\n"},
		{"wrong round", howell, func(rows []Row) []Row {
			rows[line(t, rows, 2, 3, 10)].Round = 3
			return rows
		}, "wrong round row 20 Round: pairs 5 and 3 met in round 2 at table 3, not in round 3 | correct the Round, or the pair numbers\n"},
		{"wrong board", howell, func(rows []Row) []Row {
			rows[line(t, rows, 2, 3, 10)].Board = 13
			return rows
		}, "wrong board row 20 Board: board 13 was not at table 3 in round 2: the table had boards 10 to 12 | correct the Board, or the Round and Table\n" +
			"missing row 0 : no row for board 10 at table 3 in round 2 (NS 5, EW 3) | add the row from the traveller, or give the board an adjusted score\n"},
		{"board not in the movement", howell, func(rows []Row) []Row {
			rows[line(t, rows, 2, 3, 10)].Board = 22
			return rows[:len(rows)-0]
		}, "wrong board row 20 Board: board 22 is not in the movement: it has boards 1 to 21 | correct the Board\n" +
			"missing row 0 : no row for board 10 at table 3 in round 2 (NS 5, EW 3) | add the row from the traveller, or give the board an adjusted score\n"},
		{"missing row", howell, func(rows []Row) []Row {
			i := line(t, rows, 2, 3, 10)
			return slices.Delete(rows, i, i+1)
		}, "missing row 0 : no row for board 10 at table 3 in round 2 (NS 5, EW 3) | add the row from the traveller, or give the board an adjusted score\n"},
		{"duplicated row", howell, func(rows []Row) []Row {
			r := rows[line(t, rows, 2, 3, 10)]
			r.Line = 100
			return append(rows, r)
		}, "duplicate row 100 Board: board 10 at table 3 in round 2 is already on row 20 | delete one of the two rows, or correct its Board, Round or Table\n"},
		{"wrong pair", howell, func(rows []Row) []Row {
			rows[line(t, rows, 2, 3, 10)].NS = 1
			return rows
		}, "wrong pair row 20 NS: pair 1 cannot sit NS at table 3 in round 2: the movement has pair 5 there | in round 2 pair 1 sits NS at table 4; check the pair number, Round and Table\n"},
		{"no such pair", mitchell, func(rows []Row) []Row {
			rows[line(t, rows, 2, 1, 3)].EW = 9
			return rows
		}, "wrong pair row 12 EW: pair 9 cannot sit EW at table 1 in round 2: the movement has pair 5 there | the movement has no EW 9; the EW pairs are 1 to 5\n"},
		{"round not in the movement", mitchell, func(rows []Row) []Row {
			rows[0].Round = 6
			return rows[:1]
		}, "not in movement row 2 Round: round 6 is not in the movement: it has rounds 1 to 5 | correct the Round\n"},
	} {
		rows := tc.change(rowsOf(tc.m))
		got := dump(Check(tc.m, rows))
		if tc.name == "round not in the movement" {
			got = strings.SplitAfterN(got, "\n", 2)[0] // the rest are missing rows
		}
		if got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, got, tc.want)
		}
	}
}

// Several mistakes in one run: each at its row, and the missing row.
func TestCheckReportsAllAtOnce(t *testing.T) {
	m, _ := MitchellRelay(8, 0, 3)
	rows := rowsOf(m)
	rows[0].NS, rows[0].EW = 2, 3 // table 1 had board 1: a wrong pair each side
	rows[5].Table = 9
	rows = slices.Delete(rows, 20, 21)
	ms := Check(m, rows)
	var kinds []Kind
	for _, mm := range ms {
		kinds = append(kinds, mm.Kind)
	}
	if !slices.Equal(kinds, []Kind{WrongPair, WrongPair, NotInMovement, Missing, Missing}) {
		t.Fatalf("kinds %v:\n%s", kinds, dump(ms))
	}
	if w := ms[0].Want; w != (Row{Round: 1, Table: 1, Board: 1, NS: 1, EW: 1}) {
		t.Fatalf("want %+v", w)
	}
	if p := ms[2].Problem("Results"); p.Error() != "Results row 7 Table: table 9 is not in the movement: it has tables 1 to 8" || p.Hint != "correct the Table" {
		t.Fatalf("%v %q", p, p.Hint)
	}
	if err := Mismatches(ms).Error(); !strings.HasPrefix(err, "row 2: pair 2 cannot sit NS at table 1 in round 1") || !strings.HasSuffix(err, "(and 4 more)") {
		t.Fatal(err)
	}
}

// A pair on no row is absent (the phantom of a half table): its opponents'
// rows may be left out or typed with 0, and are not missing.
func TestCheckAbsentPair(t *testing.T) {
	m, _ := Mitchell(7, 0, 3)
	var left, zeroed []Row
	for _, r := range rowsOf(m) {
		if r.EW == 7 {
			r.EW = 0
			zeroed = append(zeroed, r)
			continue
		}
		left = append(left, r)
		zeroed = append(zeroed, r)
	}
	for _, rows := range [][]Row{left, zeroed} {
		if ms := Check(m, rows); len(ms) != 0 {
			t.Fatalf("EW 7 absent:\n%s", dump(ms))
		}
	}
	// A pair typed 0 where the movement has a pair that plays elsewhere is
	// still wrong.
	zeroed[0].EW = 0
	ms := Check(m, zeroed)
	if len(ms) != 1 || ms[0].Kind != WrongPair || ms[0].Msg != "no EW pair: at table 1 in round 1 the movement has pair 1 EW" {
		t.Fatalf("EW 1 typed 0:\n%s", dump(ms))
	}
	// A Howell for 7 pairs: the sit-out's rows are simply not there, or
	// typed with nobody against the pair that sits out.
	h, _ := Howell(7, 0, 2)
	rows := rowsOf(h)
	if ms := Check(h, rows); len(ms) != 0 {
		t.Fatalf("%s:\n%s", h.Description, dump(ms))
	}
	rows = append(rows, Row{Line: 99, Round: 1, Table: 1, Board: 1, NS: 0, EW: 1})
	if ms := Check(h, rows); len(ms) != 0 {
		t.Fatalf("%s, sit-out row:\n%s", h.Description, dump(ms))
	}
	rows[len(rows)-1].NS = 5
	ms = Check(h, rows)
	if len(ms) != 1 || ms[0].Msg != "pair 5 cannot sit NS at table 1 in round 1: pair 1 sits out there" {
		t.Fatalf("%s, a pair against the sit-out:\n%s", h.Description, dump(ms))
	}
}

// The movement the rows imply is the movement they were made from, and
// checked against it, the same mistakes are found.
func TestInfer(t *testing.T) {
	for _, m := range offered(t) {
		rows := rowsOf(m)
		got, err := Infer(rows)
		if err != nil {
			t.Fatalf("%s: %v", m.Description, err)
		}
		if got.OneField != m.OneField && m.Tables > 2 {
			t.Fatalf("%s: inferred one field %v", m.Description, got.OneField)
		}
		if got.Rounds != m.Rounds || got.Tables != m.Tables || got.BoardsPerRound != m.BoardsPerRound {
			t.Fatalf("%s: inferred %s", m.Description, got.Description)
		}
		for r, round := range m.Seats {
			for ti, s := range round {
				g := got.Seats[r][ti]
				if s.SitOut() {
					continue
				}
				if g.NS.Number != s.NS.Number || g.EW.Number != s.EW.Number || !slices.Equal(g.Boards, s.Boards) {
					t.Fatalf("%s round %d table %d: inferred %s v %s on %v", m.Description, r+1, ti+1, g.NS, g.EW, g.Boards)
				}
			}
		}
		if ms := Check(got, rows); len(ms) != 0 {
			t.Fatalf("%s:\n%s", m.Description, dump(ms))
		}
	}

	m, _ := Mitchell(7, 0, 3)
	rows := rowsOf(m)
	got, _ := Infer(rows)
	if got.OneField || got.Sets != 7 || got.Boards != 21 {
		t.Fatalf("7-table Mitchell: %+v", got)
	}
	// One mistake of each kind; the majority of each table's rows wins.
	i := line(t, rows, 3, 2, 10)
	rows[i].NS, rows[i].EW = rows[i].EW, rows[i].NS
	j := line(t, rows, 4, 5, 1)
	rows[j].Board = 15
	k := line(t, rows, 5, 1, 15)
	rows = slices.Delete(rows, k, k+1)
	got, err := Infer(rows)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []Kind
	for _, mm := range Check(got, rows) {
		kinds = append(kinds, mm.Kind)
	}
	if !slices.Equal(kinds, []Kind{Swapped, WrongBoard, Missing, Missing}) {
		t.Fatalf("kinds %v:\n%s", kinds, dump(Check(got, rows)))
	}
}

func TestInferAmbiguous(t *testing.T) {
	rows := []Row{
		{Line: 2, Round: 1, Table: 1, Board: 1, NS: 1, EW: 2},
		{Line: 3, Round: 1, Table: 1, Board: 2, NS: 3, EW: 2},
		{Line: 4, Round: 1, Table: 2, Board: 3, NS: 3, EW: 4},
		{Line: 5, Round: 1, Table: 2, Board: 4, NS: 3, EW: 4},
		{Line: 6, Round: 2, Table: 1, Board: 3, NS: 1, EW: 4},
		{Line: 7, Round: 2, Table: 1, Board: 4, NS: 1, EW: 4},
		{Line: 8, Round: 2, Table: 2, Board: 1, NS: 3, EW: 2},
		{Line: 9, Round: 2, Table: 2, Board: 2, NS: 3, EW: 2},
	}
	// Pair 3 sits NS at table 2 in round 1, so pair 1 is table 1's NS.
	m, err := Infer(rows)
	if s, _ := m.Seat(1, 1); err != nil || s.NS.Number != 1 {
		t.Fatalf("%v: %+v", err, s)
	}
	rows[1].NS = 5
	_, err = Infer(rows)
	ms, ok := err.(Mismatches)
	if !ok || len(ms) != 1 || ms[0].Kind != Ambiguous || ms[0].Column != "NS" ||
		ms[0].Msg != "table 1 in round 1 has pair 1 on row 2 and pair 5 on row 3 as NS, as often each" {
		t.Fatalf("%v", err)
	}
	rows[1].NS = 1
	rows[6].EW, rows[7].EW = 4, 4 // pair 4 EW at tables 1 and 2 in round 2
	_, err = Infer(rows)
	if ms, ok := err.(Mismatches); !ok || len(ms) != 1 || ms[0].Msg != "pair 4 is at table 1 and at table 2 in round 2" {
		t.Fatalf("%v", err)
	}
	if _, err := Infer([]Row{{Line: 2, Board: 1, NS: 1, EW: 2}}); err == nil || !strings.Contains(err.Error(), "row has no Round") {
		t.Fatalf("a row without a round: %v", err)
	}
}

// TestCheckSitOutsScored: where a sit-out is scored its row is the pair's
// score on the board, so CheckSitOuts reports a sit-out seat's board with
// no row; Check does not. A Howell for 7 pairs, 2 boards a round: pair 1
// sits out first (EW at table 1 in round 1, the seat of the missing pair 8).
func TestCheckSitOutsScored(t *testing.T) {
	h, _ := Howell(7, 0, 2)
	rows := rowsOf(h)
	var sitOuts []Row
	for _, round := range h.Seats {
		for _, s := range round {
			if !s.SitOut() {
				continue
			}
			for _, b := range s.Boards {
				sitOuts = append(sitOuts, Row{Line: 100 + len(sitOuts), Round: s.Round, Table: s.Table, Board: b, NS: s.NS.Number, EW: s.EW.Number})
			}
		}
	}
	if len(sitOuts) != 14 { // 7 rounds, one pair out in each, 2 boards
		t.Fatalf("%d sit-out boards, want 14", len(sitOuts))
	}
	all := append(slices.Clone(rows), sitOuts...)
	if ms := CheckSitOuts(h, all); len(ms) != 0 {
		t.Fatalf("every sit-out row there:\n%s", dump(ms))
	}
	first := sitOuts[0]
	left := append(slices.Clone(rows), sitOuts[1:]...)
	if ms := Check(h, left); len(ms) != 0 {
		t.Fatalf("Check, a sit-out row left out:\n%s", dump(ms))
	}
	ms := CheckSitOuts(h, left)
	side, pair := "NS", first.NS
	if pair == 0 {
		side, pair = "EW", first.EW
	}
	want := fmt.Sprintf("no row for board %d at table %d in round %d, where %s %d sits out", first.Board, first.Table, first.Round, side, pair)
	if len(ms) != 1 || ms[0].Kind != Missing || ms[0].Msg != want || ms[0].Want != (Row{Round: first.Round, Table: first.Table, Board: first.Board, NS: first.NS, EW: first.EW}) {
		t.Fatalf("CheckSitOuts, a sit-out row left out: want %q, got\n%s", want, dump(ms))
	}
	t.Logf("%s", ms[0].Msg)
}

// TestSeated: who the movement seats in a row's column whose pair number
// names no pair (issue 30, item 12), from the movement itself and from the
// movement the other rows imply.
func TestSeated(t *testing.T) {
	howell, err := Howell(6, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	mitchell, err := Mitchell(3, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		m    Movement
		dir  Direction
	}{{"howell EW", howell, EW}, {"howell NS", howell, NS}, {"mitchell EW", mitchell, EW}, {"mitchell NS", mitchell, NS}} {
		rows := rowsOf(tc.m)
		// Each row in turn has its pair number mistyped as 11 (a number no
		// pair has); the movement, and the one the other rows imply, say
		// who sits there.
		for i, r := range rows {
			s, _ := tc.m.Seat(r.Round, r.Table)
			want, bad := s.NS, r
			if tc.dir == EW {
				want, bad.EW = s.EW, 11
			} else {
				bad.NS = 11
			}
			if got, ok := tc.m.Seated(bad, tc.dir); !ok || got != want {
				t.Errorf("%s row %+v: the movement seats %v, %v; want %v", tc.name, bad, got, ok, want)
			}
			// The rows without this seat's rows: with one board a round
			// (the Howell) the seat is then empty, and the pair left over
			// in the round is the one; with two (the Mitchell) the seat's
			// other row tells.
			var others []Row
			for j, o := range rows {
				if j != i && (tc.m.BoardsPerRound > 1 || o.Round != r.Round || o.Table != r.Table) {
					others = append(others, o)
				}
			}
			inferred, err := Infer(others)
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			if got, ok := inferred.Seated(bad, tc.dir); !ok || got.Number != want.Number {
				t.Errorf("%s row %+v: the rows imply %v, %v; want pair %d", tc.name, bad, got, ok, want.Number)
			}
		}
	}
	// A seat the movement does not have, and a seat with two pairs left
	// over, do not tell.
	if _, ok := howell.Seated(Row{Round: 9, Table: 1, NS: 6, EW: 11}, EW); ok {
		t.Error("round 9 of a 5-round Howell told a pair")
	}
	rows := rowsOf(howell)
	var others []Row
	for _, r := range rows {
		if r.Round != 1 || r.Table == 1 { // round 1: only table 1's row
			others = append(others, r)
		}
	}
	inferred, err := Infer(others)
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := inferred.Seated(Row{Round: 1, Table: 2, NS: 3, EW: 11}, EW); ok {
		t.Errorf("round 1 with two tables' rows missing told pair %v", p)
	}
}
