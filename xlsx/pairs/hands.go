package pairs

import (
	"sort"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/dd"
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
	{Name: "Double dummy", Aliases: []string{"DoubleDummyTricks"}},
}

// Hands are the boards' deals read from the Hands sheet, and the
// double-dummy tables `scorebook hands` computed for them, by session and
// board.
type Hands struct {
	Deals map[BoardID]deal.Deal
	DD    map[BoardID]dd.Table
}

// ReadHands reads the optional Hands sheet: each board's deal, by session
// (or round; 0 when the sheet does not say, for every session) and board,
// and its double-dummy table when the sheet has one (written by `scorebook
// hands`, as PBN's DoubleDummyTricks). A deal that does not parse, or is not
// 52 different cards, 13 to a hand, is reported at its cell and left out; a
// table that does not read is a warning, and the board has none.
func ReadHands(b *xlsx.Book) (Hands, []problem.Problem) {
	if !b.HasSheet(SheetHands) {
		return Hands{}, nil
	}
	t, probs := b.ReadTable(SheetHands, handsColumns)
	if t == nil {
		return Hands{}, probs
	}
	if !t.Has("Deal") && !(t.Has("North") && t.Has("East") && t.Has("South") && t.Has("West")) {
		return Hands{}, append(probs, problem.Problem{Sheet: t.Sheet, Row: t.HeaderRow,
			Msg:  "Hands has no Deal column, nor North, East, South and West",
			Hint: "give each board's deal as PBN (N:AK93.QJ2.T85.A74 …) in a Deal column, or each hand (S.H.D.C) under North, East, South, West"})
	}
	deals, tables := map[BoardID]deal.Deal{}, map[BoardID]dd.Table{}
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
		if s := strings.TrimSpace(r.Cells[7]); s != "" {
			tab, err := dd.ParseDoubleDummyTricks(s)
			if err != nil {
				p := t.Problem(r.Line, "Double dummy", "run scorebook hands again to compute it anew", "the double-dummy table %v; the board is shown without it", err)
				p.Warning = true
				probs = append(probs, p)
				continue
			}
			tables[id] = tab
		}
	}
	return Hands{Deals: deals, DD: tables}, probs
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

// DDOf is a board's double-dummy table, as DealOf finds its deal.
func DDOf(tables map[BoardID]dd.Table, session, board int) (dd.Table, bool) {
	if t, ok := tables[BoardID{session, board}]; ok {
		return t, true
	}
	t, ok := tables[BoardID{0, board}]
	return t, ok
}

// ParOf is a board's par, from its double-dummy table, at the dealer and
// vulnerability its number gives it (Law 2).
func ParOf(t dd.Table, board int) dd.ParResult {
	ns, ew := bridge.Vulnerability(board)
	return dd.Par(t, ns, ew, bridge.Dealer(board))
}

// HandsSheet is the Hands sheet `scorebook hands` writes: the deals, by
// session and board, each as a PBN Deal from North; with their double-dummy
// tables (as PBN's DoubleDummyTricks, declarers N S E W each in NT S H D C)
// and par when h has them.
func HandsSheet(h Hands) xlsx.Sheet {
	deals := h.Deals
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
	if len(h.DD) > 0 {
		cols = append(cols, xlsx.C("Double dummy", 22, xlsx.Code), xlsx.C("Par", 30, xlsx.Text))
	}
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
		row = append(row, id.Board, deals[id].PBN(bridge.North))
		if len(h.DD) > 0 {
			if t, ok := h.DD[id]; ok {
				row = append(row, dd.DoubleDummyTricks(t), strings.TrimPrefix(dd.ParText(ParOf(t, id.Board)), "Par: "))
			}
		}
		rows = append(rows, row)
	}
	return xlsx.Sheet{Name: SheetHands, Cols: cols, Rows: rows}
}
