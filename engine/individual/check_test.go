package individual

import (
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// TestCheck: rows of the 5-table Rainbow (4 boards a round) against the
// movement. Round 2 at table 3 seats N 3, S 7, E 11, W 20 on boards 13
// to 16 (worked in TestRainbowMoves). Player 16 starts West at table 1
// and moves down two tables: in round 2 he is West at table 1−2, round
// the room of 5 tables, table 4; player 12 starts East at table 2 and
// moves up two, to table 4.
func TestCheck(t *testing.T) {
	m, err := Rainbow(5)
	if err != nil {
		t.Fatal(err)
	}
	row := func(n, s, e, w, board int) Row {
		return Row{Line: 17, Round: 2, Table: 3, Board: board, Seats: [4]int{n, s, e, w}}
	}
	for _, tt := range []struct {
		name       string
		row        Row
		want, hint []string // messages and hints, in order
		columns    []string
	}{
		{"as the movement has it", row(3, 7, 11, 20, 13), nil, nil, nil},
		{"partners typed the other way round", row(7, 3, 20, 11, 16), nil, nil, nil},
		{"sides swapped", row(11, 20, 3, 7, 14),
			[]string{"NS and EW swapped: at table 3 in round 2 players 3 and 7 sit NS and players 11 and 20 EW"},
			[]string{"swap the NS and EW players on this row"}, []string{"N"}},
		{"a player from another table", row(3, 7, 11, 16, 13),
			[]string{"player 16 cannot sit W at table 3 in round 2: the movement has player 20 there"},
			[]string{"in round 2 player 16 sits W at table 4; check the player number, Round and Table"}, []string{"W"}},
		{"no such player", row(3, 7, 11, 21, 13),
			[]string{"player 21 cannot sit W at table 3 in round 2: the movement has player 20 there"},
			[]string{"the movement has no player 21: its players are 1 to 20"}, []string{"W"}},
		{"an empty seat", row(3, 0, 11, 20, 13),
			[]string{"no S player: at table 3 in round 2 the movement has player 7 S"},
			[]string{"type player 7"}, []string{"S"}},
		{"a board the table did not have", row(3, 7, 11, 20, 5),
			[]string{"board 5 was not at table 3 in round 2: the table had boards 13 to 16"},
			[]string{"correct the Board, or the Round and Table"}, []string{"Board"}},
		{"a board not in the movement", row(3, 7, 11, 20, 21),
			[]string{"board 21 is not in the individual movement: it has boards 1 to 20"},
			[]string{"correct the Board"}, []string{"Board"}},
		{"a wrong player and a wrong board", row(3, 7, 12, 20, 1),
			[]string{"player 12 cannot sit E at table 3 in round 2: the movement has player 11 there",
				"board 1 was not at table 3 in round 2: the table had boards 13 to 16"},
			[]string{"in round 2 player 12 sits E at table 4; check the player number, Round and Table",
				"correct the Board, or the Round and Table"}, []string{"E", "Board"}},
		{"a round not in the movement", Row{Line: 17, Round: 6, Table: 3, Board: 13},
			[]string{"round 6 is not in the individual movement: it has rounds 1 to 5"},
			[]string{"correct the Round"}, []string{"Round"}},
		{"a table not in the movement", Row{Line: 17, Round: 2, Table: 0, Board: 13},
			[]string{"table 0 is not in the individual movement: it has tables 1 to 5"},
			[]string{"correct the Table"}, []string{"Table"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := m.Check(tt.row)
			if len(got) != len(tt.want) {
				t.Fatalf("Check = %v, want %q", got, tt.want)
			}
			for i, p := range got {
				if p.Msg != tt.want[i] || p.Hint != tt.hint[i] || p.Column != tt.columns[i] || p.Sheet != "Results" || p.Row != 17 {
					t.Errorf("problem %d = %q (hint %q) at %s row %d %s\nwant %q (hint %q) at %s", i, p.Msg, p.Hint, p.Sheet, p.Row, p.Column, tt.want[i], tt.hint[i], tt.columns[i])
				}
			}
		})
	}
}

// TestCheckInDutch: a problem of Check said in Dutch, from the catalogue
// rows (words/nl.tsv): the seat letter translated with it (W stays W in
// Dutch, E is O).
func TestCheckInDutch(t *testing.T) {
	m, err := Rainbow(5)
	if err != nil {
		t.Fatal(err)
	}
	ps := m.Check(Row{Line: 17, Round: 2, Table: 3, Board: 13, Seats: [4]int{3, 7, 12, 20}})
	if len(ps) != 1 {
		t.Fatalf("Check = %v", ps)
	}
	msg, hint := ps[0].In(lang.Dutch)
	if msg != "speler 12 kan niet O zitten aan tafel 3 in ronde 2: het schema heeft daar speler 11" ||
		hint != "in ronde 2 zit speler 12 O aan tafel 4; controleer het spelersnummer, Ronde en Tafel" {
		t.Errorf("In(Dutch) = %q, %q", msg, hint)
	}
}

// TestMissing: the 8-player complete individual (3 boards a round, set r
// in round r at both tables) with every row of round 1 but board 2 at
// table 2, and board 1 at table 1 typed twice; rounds 2 to 7 complete.
// Round 1, table 2 seats N 5, S 7, E 6, W 2 (08BH07.ASC's first line).
func TestMissing(t *testing.T) {
	m, err := Complete(2)
	if err != nil {
		t.Fatal(err)
	}
	var rows []Row
	line := 2
	for _, round := range m.Seats {
		for _, s := range round {
			for _, b := range s.Boards {
				if s.Round == 1 && s.Table == 2 && b == 2 {
					continue
				}
				rows = append(rows, Row{Line: line, Round: s.Round, Table: s.Table, Board: b, Seats: s.players()})
				line++
			}
		}
	}
	rows = append(rows, Row{Line: 99, Round: 1, Table: 1, Board: 1, Seats: [4]int{8, 1, 3, 4}})
	got := m.Missing(rows)
	want := []problem.Problem{
		{Sheet: "Results", Row: 99, Column: "Board", Msg: "board 1 at table 1 in round 1 is already on row 2",
			Hint: "delete one of the two rows, or correct its Board, Round or Table"},
		{Sheet: "Results", Msg: "no row for board 2 at table 2 in round 1 (N 5, S 7, E 6, W 2)",
			Hint: "add the row from the traveller, or give the board an adjusted score"},
	}
	if len(got) != len(want) {
		t.Fatalf("Missing = %v", got)
	}
	for i := range want {
		g := got[i]
		if g.Sheet != want[i].Sheet || g.Row != want[i].Row || g.Column != want[i].Column || g.Msg != want[i].Msg || g.Hint != want[i].Hint {
			t.Errorf("problem %d = %+v\nwant %+v", i, g, want[i])
		}
	}
	// Every row of the movement checks clean.
	for _, r := range rows {
		if ps := m.Check(r); len(ps) > 0 {
			t.Errorf("row %d: %v", r.Line, ps)
		}
	}
}

// TestLookup: the movement for each number of players offered, and the
// error for one not offered, its hint listing what is.
func TestLookup(t *testing.T) {
	for players, want := range map[int]string{
		8:  "complete individual for 8 players at 2 tables, 7 rounds of 3 boards",
		12: "complete individual for 12 players at 3 tables, 11 rounds of 2 boards",
		16: "complete individual for 16 players at 4 tables, 15 rounds of 2 boards",
		20: "5-table Rainbow individual, 5 rounds of 4 boards",
		28: "7-table Rainbow individual, 7 rounds of 3 boards",
		44: "11-table Rainbow individual, 11 rounds of 2 boards",
		52: "13-table Rainbow individual, 13 rounds of 2 boards",
	} {
		m, err := Lookup(players)
		if err != nil || m.Description != want || m.Players != players {
			t.Errorf("Lookup(%d) = %q (%d players), %v; want %q", players, m.Description, m.Players, err, want)
		}
		if mt, err := ForTables(players / 4); err != nil || mt.Description != want {
			t.Errorf("ForTables(%d) = %q, %v", players/4, mt.Description, err)
		}
	}
	_, err := Lookup(24)
	if err == nil || err.Error() != "no individual movement is offered for 24 players" ||
		problem.Hint(err) != "individual movements are offered for these numbers of players: 8, 12, 16, 20, 28, 44, 52" {
		t.Errorf("Lookup(24): %v (hint %q)", err, problem.Hint(err))
	}
	_, err = ForTables(6)
	if err == nil || err.Error() != "no individual movement is offered for 6 tables" ||
		problem.Hint(err) != "individual movements are offered for these numbers of tables: 2, 3, 4, 5, 7, 11, 13" {
		t.Errorf("ForTables(6): %v (hint %q)", err, problem.Hint(err))
	}
	if _, err := Rainbow(9); err == nil || err.Error() != "a Rainbow individual is offered for 5, 7, 11 or 13 tables, not 9" {
		t.Errorf("Rainbow(9): %v", err)
	}
	if _, err := Complete(5); err == nil || err.Error() != "a complete individual is offered for 2, 3 or 4 tables, not 5" {
		t.Errorf("Complete(5): %v", err)
	}
	if got := len(Offered()); got != 7 {
		t.Errorf("Offered: %d movements", got)
	}
}

// TestWithBoards: the boards a round change the sets' boards and the
// description, not the seats.
func TestWithBoards(t *testing.T) {
	m, err := Rainbow(7)
	if err != nil {
		t.Fatal(err)
	}
	m4, err := m.WithBoards(4)
	if err != nil {
		t.Fatal(err)
	}
	if m4.Boards != 28 || m4.Description != "7-table Rainbow individual, 7 rounds of 4 boards" {
		t.Errorf("%q, %d boards", m4.Description, m4.Boards)
	}
	s, _ := m4.Seat(1, 7) // set 7: boards 25 to 28
	if s.Set != 7 || len(s.Boards) != 4 || s.Boards[0] != 25 || s.Boards[3] != 28 {
		t.Errorf("round 1 table 7: %+v", s)
	}
	if s3, _ := m.Seat(1, 7); s3.Boards[0] != 19 || s3.N != s.N || s3.W != s.W {
		t.Errorf("the 3-board movement changed: %+v", s3)
	}
	m1, err := m.WithBoards(1)
	if err != nil || m1.Description != "7-table Rainbow individual, 7 rounds of 1 board" {
		t.Errorf("%q, %v", m1.Description, err)
	}
	if _, err := m.WithBoards(0); err == nil || err.Error() != "0 boards per round: there must be at least 1" {
		t.Errorf("WithBoards(0): %v", err)
	}
}
