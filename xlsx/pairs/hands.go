package pairs

import (
	"sort"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/xlsx"
)

// SheetHands is the optional sheet of the boards' deals: the hands printed
// with each board's traveller and exported with the results. `scorebook
// hands` fills it from a dealing machine's file; a director may type it.
const SheetHands = "Hands"

// handsColumns: a board (of a session or a round, when the event has
// several), and its deal as one PBN Deal (N:AK93.QJ2.T85.A74 …) or as four
// hands in PBN suit order (S.H.D.C).
var handsColumns = []xlsx.Column{
	{Name: "Session", Aliases: []string{"Round"}},
	{Name: "Board", Required: true},
	{Name: "Deal"},
	{Name: "North"},
	{Name: "East"},
	{Name: "South"},
	{Name: "West"},
}

// ReadHands reads the optional Hands sheet: each board's deal, by session
// (or round; 0 when the sheet does not say, for every session) and board.
// A deal that does not parse, or is not 52 different cards, 13 to a hand,
// is reported at its cell and left out.
func ReadHands(b *xlsx.Book) (map[BoardID]deal.Deal, []problem.Problem) {
	if !b.HasSheet(SheetHands) {
		return nil, nil
	}
	t, probs := b.ReadTable(SheetHands, handsColumns)
	if t == nil {
		return nil, probs
	}
	if !t.Has("Deal") && !(t.Has("North") && t.Has("East") && t.Has("South") && t.Has("West")) {
		return nil, append(probs, problem.Problem{Sheet: t.Sheet, Row: t.HeaderRow,
			Msg:  "Hands has no Deal column, nor North, East, South and West",
			Hint: "give each board's deal as PBN (N:AK93.QJ2.T85.A74 …) in a Deal column, or each hand (S.H.D.C) under North, East, South, West"})
	}
	deals := map[BoardID]deal.Deal{}
	where := map[BoardID]int{}
	for _, r := range t.Rows {
		id := BoardID{}
		if s := strings.TrimSpace(r.Cells[0]); s != "" {
			n, ok := xlsx.ParseInt(s)
			if !ok || n < 1 {
				probs = append(probs, t.Problem(r.Line, "Session", "sessions (or rounds) are numbered 1, 2, …", "session %q is not a number", s))
				continue
			}
			id.Session = n
		}
		var ok bool
		if id.Board, ok = BoardNumber(t, r, &probs); !ok {
			continue
		}
		d, p, ok := readDeal(t, r)
		if !ok {
			probs = append(probs, p)
			continue
		}
		if first, dup := where[id]; dup {
			probs = append(probs, t.Problem(r.Line, "Board", "give each board's deal once",
				"board %d's deal is given twice (also on row %d)", id.Board, first))
			continue
		}
		where[id] = r.Line
		deals[id] = d
	}
	return deals, probs
}

// readDeal reads a row's deal: its Deal cell, or its four hands.
func readDeal(t *xlsx.Table, r xlsx.Row) (deal.Deal, problem.Problem, bool) {
	if s := strings.TrimSpace(r.Cells[2]); s != "" || !t.Has("North") {
		if s == "" {
			return deal.Deal{}, t.Problem(r.Line, "Deal", "type the deal as PBN: N:AK93.QJ2.T85.A74 … (North's hand first, then East's, South's, West's)",
				"the deal is missing"), false
		}
		d, err := deal.ParsePBN(s)
		if err == nil {
			err = d.Check()
		}
		if err != nil {
			return d, t.Parsed(r.Line, "Deal", err), false
		}
		return d, problem.Problem{}, true
	}
	var d deal.Deal
	for seat, col := range []string{"North", "East", "South", "West"} {
		h, err := deal.ParseHand(r.Cells[3+seat])
		if err != nil {
			return d, t.Parsed(r.Line, col, err), false
		}
		d[seat] = h
	}
	if err := d.Check(); err != nil {
		return d, t.Parsed(r.Line, "Deal", err), false
	}
	return d, problem.Problem{}, true
}

// DealOf is a board's deal: the one given for its session, else one given
// for every session.
func DealOf(deals map[BoardID]deal.Deal, session, board int) (deal.Deal, bool) {
	if d, ok := deals[BoardID{session, board}]; ok {
		return d, true
	}
	d, ok := deals[BoardID{0, board}]
	return d, ok
}

// HandsSheet is the Hands sheet `scorebook hands` writes: the deals, by
// session and board, each as a PBN Deal from North.
func HandsSheet(deals map[BoardID]deal.Deal) xlsx.Sheet {
	ids := make([]BoardID, 0, len(deals))
	sessions := false
	for id := range deals {
		ids = append(ids, id)
		sessions = sessions || id.Session > 0
	}
	sort.Slice(ids, func(i, j int) bool {
		if ids[i].Session != ids[j].Session {
			return ids[i].Session < ids[j].Session
		}
		return ids[i].Board < ids[j].Board
	})
	var cols []xlsx.Col
	if sessions {
		cols = append(cols, xlsx.C("Session", 8, xlsx.Integer))
	}
	cols = append(cols, xlsx.C("Board", 7, xlsx.Integer), xlsx.C("Deal", 70, xlsx.Text))
	var rows [][]any
	for _, id := range ids {
		var row []any
		if sessions {
			var s any
			if id.Session > 0 {
				s = id.Session
			}
			row = append(row, s)
		}
		rows = append(rows, append(row, id.Board, deals[id].PBN(bridge.North)))
	}
	return xlsx.Sheet{Name: SheetHands, Cols: cols, Rows: rows}
}
