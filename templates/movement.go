package templates

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/lang"
)

// PairsFor is the template of a pairs event played by a movement: the
// Event sheet as in Pairs, Pairs numbered for the movement (NS and EW
// pairs told apart by Direction in a two-field Mitchell), Results filled in
// with a row per board per table per round (Board, Round, Table, NS, EW:
// the scorer types the contract and result, or the score), a sit-out's row
// with nobody against the pair, and the Movement sheet: a table card per
// table and a guide card per moving pair, to print, which is read back to
// check the rows against.
func PairsFor(m movement.Movement) Template {
	t := Pairs()
	for i := range t.Sheets {
		switch s := &t.Sheets[i]; s.Name {
		case pairs.SheetPairs:
			s.Rows = pairRows(m)
		case pairs.SheetResults:
			*s = resultsFor(m)
		}
	}
	t.Sheets = append(t.Sheets, MovementSheet(m))
	return t
}

// PairsForIn is PairsFor with the Movement sheet's cards in a language
// (its other sheets stay English: In translates them).
func PairsForIn(m movement.Movement, l lang.Lang) Template {
	t := PairsFor(m)
	for i := range t.Sheets {
		if t.Sheets[i].Name == pairs.SheetMovement {
			t.Sheets[i] = movementSheet(m, l)
		}
	}
	return t
}

// dirText is a direction as a card names it in a language: NS, EW (nl NZ,
// OW).
func dirText(l lang.Lang, d movement.Direction) string {
	switch d {
	case movement.NS:
		return l.T("NS")
	case movement.EW:
		return l.T("EW")
	}
	return ""
}

func pairRows(m movement.Movement) []Row {
	var rows []Row
	for _, p := range m.Pairs() {
		rows = append(rows, Row{Cells: []any{p.Number, nil, nil, p.Dir.String()}})
	}
	return rows
}

// resultsFor is the Results sheet of a movement: its rows by board, then
// round, as a traveller lists them.
func resultsFor(m movement.Movement) Sheet {
	s := Sheet{Name: pairs.SheetResults,
		Columns: []Column{{lang.Key("Board"), 7}, {lang.Key("Round"), 7}, {lang.Key("Table"), 7}, {lang.Key("NS"), 6}, {lang.Key("EW"), 6},
			{lang.Key("Contract"), 9}, {lang.Key("By"), 5}, {lang.Key("Result"), 7}, {lang.Key("Score"), 16}, {lang.Key("Lead"), 6}},
		// Result is text, so that Excel keeps a typed +1 as +1. Lead is
		// optional, as in Pairs.
		Formats: map[int]string{7: "@"}}
	type play struct {
		board int
		seat  movement.Seat
	}
	var plays []play
	for _, round := range m.Seats {
		for _, seat := range round {
			if seat.NS.Nobody() && seat.EW.Nobody() {
				continue
			}
			for _, b := range seat.Boards {
				plays = append(plays, play{b, seat})
			}
		}
	}
	slices.SortStableFunc(plays, func(a, b play) int {
		if a.board != b.board {
			return a.board - b.board
		}
		if a.seat.Round != b.seat.Round {
			return a.seat.Round - b.seat.Round
		}
		return a.seat.Table - b.seat.Table
	})
	for _, p := range plays {
		s.Rows = append(s.Rows, Row{Cells: []any{p.board, p.seat.Round, p.seat.Table, pairCell(p.seat.NS), pairCell(p.seat.EW)}})
	}
	return s
}

func pairCell(p movement.Pair) any {
	if p.Nobody() {
		return nil
	}
	return p.Number
}

// MovementColumns are the Movement sheet's columns: Round, Table, NS, EW
// and Boards are read back; Card and Note are for people.
var MovementColumns = []Column{{"Card", 10}, {"Round", 7}, {"Table", 7}, {"NS", 6}, {"EW", 6}, {"Boards", 9}, {"Note", 44}}

// movementAlign is how the Movement sheet's columns stand: Round, Table,
// NS, EW and Boards (a number or a range of them, "4–6") to the right under
// headings to the right, so that "EW 7" reads as the EW column's 7 and not
// as the start of "74–6"; the Note, after Boards, indented a character so
// that it does not touch them.
var movementAlign = map[int]Align{1: {Horizontal: "right"}, 2: {Horizontal: "right"}, 3: {Horizontal: "right"},
	4: {Horizontal: "right"}, 5: {Horizontal: "right"}, 6: {Horizontal: "left", Indent: 1}}

// guideRows is about how many rows a printed page holds: guide cards are
// put on a page while they fit.
const guideRows = 44

// MovementSheet is the Movement sheet: a table card per table, each on a
// page of its own (for the table), then a guide card per moving pair,
// several to a page (to cut out). Each card repeats the header row, so that
// every card printed says what its columns are, and every row names its
// card. A row is one table in one round, as the table card says it or as
// the guide card does: who sits NS and EW and which boards they play. A
// sit-out's empty seat is an empty NS or EW cell, and its boards (which
// nobody plays there) are still given, as Results gives them.
func MovementSheet(m movement.Movement) Sheet { return movementSheet(m, lang.English) }

// movementSheet is the Movement sheet with its cards in a language: the
// card names and notes members read. The headers stay English, as the
// reader knows them.
func movementSheet(m movement.Movement, l lang.Lang) Sheet {
	s := Sheet{Name: pairs.SheetMovement, Columns: MovementColumns, Formats: map[int]string{5: "@"},
		Align: movementAlign, Print: &Print{Header: m.Describe(l)}}
	header := make([]any, len(MovementColumns))
	for i, c := range MovementColumns {
		header[i] = c.Header
	}
	card := func(rows [][]any) {
		if len(s.Rows) > 0 {
			s.Rows = append(s.Rows, Row{}) // a gap between cards
			s.Print.Headers = append(s.Print.Headers, len(s.Rows))
			s.Rows = append(s.Rows, Row{Cells: header})
		}
		for _, r := range rows {
			s.Rows = append(s.Rows, Row{Cells: r})
		}
	}
	for _, tc := range m.TableCards() {
		name := l.F("Table %d", tc.Table)
		var rows [][]any
		for _, seat := range tc.Rounds {
			rows = append(rows, seatCells(name, seat, tableNote(m, seat, l)))
		}
		if len(s.Rows) > 0 {
			s.Print.Breaks = append(s.Print.Breaks, len(s.Rows)+1) // its header row
		}
		card(rows)
	}
	used := guideRows // a new page for the first guide card
	for _, g := range m.GuideCards() {
		name := l.F("Pair %d", g.Pair.Number)
		if g.Pair.Dir != movement.Either {
			name = dirText(l, g.Pair.Dir) + " " + strconv.Itoa(g.Pair.Number)
		}
		var rows [][]any
		for _, r := range g.Rounds {
			seat, ok := m.Seat(r.Round, r.Table)
			if !ok {
				continue // no seat that round
			}
			rows = append(rows, seatCells(name, seat, guideNote(m, r, seat, l)))
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

func seatCells(card string, seat movement.Seat, note string) []any {
	var n any
	if note != "" {
		n = note
	}
	return []any{card, seat.Round, seat.Table, pairCell(seat.NS), pairCell(seat.EW), movement.BoardsText(seat.Boards), n}
}

// tableNote is what a table card says of a round beyond who plays what: a
// sit-out, an arrow switch, boards shared with another table, the boards'
// way to a bye stand.
func tableNote(m movement.Movement, seat movement.Seat, l lang.Lang) string {
	var notes []string
	switch {
	case seat.NS.Nobody() && seat.EW.Nobody():
		notes = append(notes, l.T("nobody plays"))
	case seat.SitOut():
		p := seat.NS
		if p.Nobody() {
			p = seat.EW
		}
		notes = append(notes, l.F("pair %d sits out", p.Number))
	}
	if slices.Contains(m.Switched, seat.Round) && !seat.SitOut() {
		notes = append(notes, l.T("arrow switch: the moving pair sits NS"))
	}
	notes = append(notes, shareNote(m, seat, l)...)
	if seat.Round == 1 {
		for _, r := range m.Relays {
			if r.From == seat.Table {
				stands := l.T("a bye stand")
				if r.Stands > 1 {
					stands = l.F("%d bye stands", r.Stands)
				}
				notes = append(notes, l.F("the boards go on to %s, then table %d", stands, r.To))
			}
		}
	}
	return strings.Join(notes, "; ")
}

// guideNote is what a guide card says of a round: where the pair sits, or
// that it sits out.
func guideNote(m movement.Movement, r movement.GuideRound, seat movement.Seat, l lang.Lang) string {
	if r.SitOut {
		return l.T("sit out")
	}
	notes := []string{l.F("sit %s against %d", dirText(l, r.Dir), r.Opponent.Number)}
	if slices.Contains(m.Switched, r.Round) {
		notes = append(notes, l.T("arrow switch"))
	}
	return strings.Join(append(notes, shareNote(m, seat, l)...), "; ")
}

func shareNote(m movement.Movement, seat movement.Seat, l lang.Lang) []string {
	if seat.SitOut() {
		return nil
	}
	for _, sh := range m.Shares {
		if sh.Round != seat.Round || !slices.Contains(sh.Tables, seat.Table) {
			continue
		}
		var others []string
		for _, t := range sh.Tables {
			if t != seat.Table {
				others = append(others, fmt.Sprint(t))
			}
		}
		list := others[0]
		for _, o := range others[1:] {
			list = l.F("%s and %s", list, o)
		}
		if len(others) > 1 {
			return []string{l.F("share the boards with tables %s", list)}
		}
		return []string{l.F("share the boards with table %s", list)}
	}
	return nil
}
