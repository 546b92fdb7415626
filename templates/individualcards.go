package templates

import (
	"github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/internal/lang"
)

// individualCardColumns are an individual's Movement sheet's columns: for
// people only (the rows checked are Results'), as the table and guide
// cards print them.
var individualCardColumns = []Column{{"Card", 10}, {"Round", 7}, {"Table", 7}, {"N", 5}, {"S", 5}, {"E", 5}, {"W", 5}, {"Boards", 9}, {"Note", 30}}

// IndividualForIn is IndividualFor with a Movement sheet to print, its
// cards' words in a language: a table card per table, each on a page of
// its own, then a guide card per player, several to a page, each round's
// table, the four players and the boards, and where the player sits and
// with whom.
func IndividualForIn(m individual.Movement, l lang.Lang) Template {
	t := IndividualFor(m)
	t.Sheets = append(t.Sheets, individualCards(m, l))
	return t
}

func individualCards(m individual.Movement, l lang.Lang) Sheet {
	align := map[int]Align{}
	for c := 1; c <= 7; c++ {
		align[c] = Align{Horizontal: "right"}
	}
	align[8] = Align{Horizontal: "left", Indent: 1}
	s := Sheet{Name: "Movement", Columns: individualCardColumns, Formats: map[int]string{7: "@"},
		Align: align, Print: &Print{Header: m.Describe(l)}}
	header := make([]any, len(individualCardColumns))
	for i, c := range individualCardColumns {
		header[i] = c.Header
	}
	card := func(rows [][]any) {
		if len(s.Rows) > 0 {
			s.Rows = append(s.Rows, Row{})
			s.Print.Headers = append(s.Print.Headers, len(s.Rows))
			s.Rows = append(s.Rows, Row{Cells: header})
		}
		for _, r := range rows {
			s.Rows = append(s.Rows, Row{Cells: r})
		}
	}
	cells := func(name string, seat individual.Seat, note any) []any {
		return []any{name, seat.Round, seat.Table, seat.N, seat.S, seat.E, seat.W, movement.BoardsText(seat.Boards), note}
	}
	for table := 1; table <= m.Tables; table++ {
		name := l.F("Table %d", table)
		var rows [][]any
		for round := 1; round <= m.Rounds; round++ {
			if seat, ok := m.Seat(round, table); ok {
				rows = append(rows, cells(name, seat, nil))
			}
		}
		if len(s.Rows) > 0 {
			s.Print.Breaks = append(s.Print.Breaks, len(s.Rows)+1)
		}
		card(rows)
	}
	seatWords := [4]string{lang.Key("N"), lang.Key("S"), lang.Key("E"), lang.Key("W")}
	partner := [4]int{1, 0, 3, 2}
	used := guideRows
	for p := 1; p <= m.Players; p++ {
		name := l.F("Player %d", p)
		var rows [][]any
		for round := 1; round <= m.Rounds; round++ {
			seat, at, ok := m.Where(p, round)
			if !ok {
				continue
			}
			four := [4]int{seat.N, seat.S, seat.E, seat.W}
			rows = append(rows, cells(name, seat, l.F("sit %s, partner %d", l.T(seatWords[at]), four[partner[at]])))
		}
		if used+len(rows)+2 > guideRows {
			s.Print.Breaks = append(s.Print.Breaks, len(s.Rows)+1)
			used = 0
		}
		used += len(rows) + 2
		card(rows)
	}
	return s
}
