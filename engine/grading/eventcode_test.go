package grading

import (
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
)

// TestEventCode: the code and Type an event is drawn at, from its rows
// (given out of row order, as the played and the drawn rows come), the
// --code asked for, and the two errors, each at its row.
func TestEventCode(t *testing.T) {
	open := func(row int, code Code, typ string) Game {
		return Game{Row: row, Event: "Open", Code: code, Type: typ, Winner: "Ann", Loser: "Bob"}
	}
	other := Game{Row: 2, Event: "Plate", Code: GC, Winner: "Cath", Loser: "Dan"}
	for _, tt := range []struct {
		name    string
		games   []Game
		want    Code
		hasWant bool
		code    Code
		typ     string
		at      problem.Problem // the one problem's place and message; none when Msg is empty
	}{
		{name: "no rows: AC", code: AC},
		{name: "no rows, --code GC", want: GC, hasWant: true, code: GC},
		{name: "another event's rows are not the event's", games: []Game{other}, code: AC},
		{name: "GC rows", games: []Game{open(5, GC, ""), open(3, GC, "")}, code: GC},
		{name: "GC by the Type alone, as before the Code column", games: []Game{open(3, AC, "Golf Croquet"), open(4, AC, "Golf Croquet")},
			code: GC, typ: "Golf Croquet"},
		{name: "the rows' one Type, in any case", games: []Game{open(3, AC, "Handicap"), open(4, AC, "handicap")}, code: AC, typ: "Handicap"},
		{name: "two Types: none", games: []Game{open(3, AC, "Handicap"), open(4, AC, "")}, code: AC},
		{name: "an empty first Type: none", games: []Game{open(3, AC, ""), open(4, AC, "Level")}, code: AC},
		{name: "--code agrees", games: []Game{open(3, GC, "")}, want: GC, hasWant: true, code: GC},
		{name: "the name in another case and spacing", games: []Game{{Row: 3, Event: " open ", Code: GC}}, code: GC},
		{name: "two codes, at the later code's first row", games: []Game{open(9, AC, ""), open(4, GC, ""), open(6, AC, "")}, code: AC,
			at: problem.Problem{Sheet: SheetGames, Row: 6, Column: "Code", Msg: "the games of Open are of two codes: AC on row 6, GC on row 4"}},
		{name: "--code contradicts the rows, at their first row", games: []Game{open(8, GC, ""), open(7, GC, "")}, want: AC, hasWant: true, code: GC,
			at: problem.Problem{Sheet: SheetGames, Row: 7, Column: "Code", Msg: "Open is played at GC (its games say so), not AC"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, typ, probs := EventCode(tt.games, "Open", tt.want, tt.hasWant)
			if code != tt.code || typ != tt.typ {
				t.Errorf("EventCode = %v, %q; want %v, %q", code, typ, tt.code, tt.typ)
			}
			switch {
			case tt.at.Msg == "" && len(probs) > 0:
				t.Errorf("problems %v, want none", probs)
			case tt.at.Msg != "" && len(probs) != 1:
				t.Errorf("problems %v, want one", probs)
			case tt.at.Msg != "":
				p := probs[0]
				if p.Sheet != tt.at.Sheet || p.Row != tt.at.Row || p.Column != tt.at.Column || p.Msg != tt.at.Msg || p.Warning || p.Hint == "" {
					t.Errorf("problem %+v, want %+v with a hint", p, tt.at)
				}
			}
		})
	}
}
