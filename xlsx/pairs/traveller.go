package pairs

import (
	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// TravellerCols are a Travellers sheet's columns, and where each is: the
// session (−1 without one) and board, four columns naming who played, then
// how the board went and each side's points. A pairs event names the pairs
// (NS, NS Names, EW, EW Names), an individual the four players (North,
// South, East, West); the rest is the same, and so is what is in it.
type TravellerCols struct {
	Cols           []report.Col
	Session, Board int
	Who            [4]int
	PlayCols
	Score, Datum, NSPts, EWPts int
	NSPct, EWPct               int
}

// PlayCols are the columns of how a board went, on a traveller or a card:
// the contract, declarer and result, and the lead (−1 when no row gives
// one).
type PlayCols struct {
	Contract, By, Result, Lead int
}

// playCols adds the columns of how a board went (with a Lead column when
// leads), by add.
func playCols(l lang.Lang, add func(report.Col) int, leads bool) PlayCols {
	p := PlayCols{Lead: -1}
	p.Contract = add(Shortened(l, report.C(l.T("Contract"), 9, report.Code), lang.Key("Contr.")))
	p.By = add(Shortened(l, report.C(l.T("By"), 5, report.Code), lang.Key("Decl.")))
	p.Result = add(Shortened(l, report.C(l.T("Result"), 7, report.Code), lang.Key("Res.")))
	if leads {
		p.Lead = add(report.C(l.T("Lead"), 6, report.Code))
	}
	return p
}

// fill puts how the board went in its cells.
func (p PlayCols) fill(l lang.Lang, cells []any, r bridge.TravellerLine) {
	cells[p.Contract], cells[p.By], cells[p.Result] = ContractCellsIn(l, r)
	if p.Lead >= 0 {
		cells[p.Lead] = LeadCell(r.Lead)
	}
}

// NewTravellerCols are the columns of a Travellers sheet scored by m: a
// Session column when session, who played (four columns), and a Lead column
// when leads.
func NewTravellerCols(l lang.Lang, m engine.Method, session bool, who [4]report.Col, leads bool) TravellerCols {
	t := TravellerCols{Session: -1, Datum: -1, NSPct: -1, EWPct: -1}
	add := func(c report.Col) int {
		t.Cols = append(t.Cols, c)
		return len(t.Cols) - 1
	}
	// On a phone the page leaves out the details (the board and session,
	// in the block's heading, and the matchpoints, beside the %).
	if session {
		t.Session = add(report.C(l.T("Session"), 8, report.Integer).Detail())
	}
	t.Board = add(report.C(l.T("Board"), 7, report.Integer).Detail())
	for i, c := range who {
		t.Who[i] = add(c)
	}
	t.PlayCols = playCols(l, add, leads)
	t.Score = add(report.C(l.T("NS Score"), 10, report.Integer))
	switch {
	case m.IsMatchpoint():
		t.NSPts, t.EWPts = add(report.C(l.T("NS MP"), 8, report.Dec2).Detail()), add(report.C(l.T("EW MP"), 8, report.Dec2).Detail())
		t.NSPct, t.EWPct = add(report.C(l.T("NS %"), 9, report.Percent)), add(report.C(l.T("EW %"), 9, report.Percent))
	case m.IsIMP():
		if m.HasDatum() {
			t.Datum = add(report.C(l.T("Datum"), 8, report.Integer))
		}
		t.NSPts, t.EWPts = add(report.C(l.T("NS IMPs"), 9, report.Dec2)), add(report.C(l.T("EW IMPs"), 9, report.Dec2))
	default:
		t.NSPts, t.EWPts = add(report.C(l.T("NS Points"), 10, report.Integer)), add(report.C(l.T("EW Points"), 10, report.Integer))
	}
	return t
}

// Header is the line naming the traveller lines' columns.
func (t TravellerCols) Header() report.Line {
	return report.HeaderLine(t.Cols)
}

// Opening is a board's first lines on the sheet: its heading, a note of
// its dealer and vulnerability (after its session, when the sheet has a
// Session column) and its datum (from first, one of its lines), and the
// hand when deals has it, its double-dummy table when tables has one.
func (t TravellerCols) Opening(lg lang.Lang, session, board int, first engine.Points, deals map[BoardID]deal.Deal, tables map[BoardID]dd.Table) []report.Line {
	note := BoardNoteIn(lg, board)
	if t.Session >= 0 {
		note = lg.F("Session %d · %s", session, note)
	}
	if t.Datum >= 0 && first.HasDatum {
		note += " · " + lg.F("datum %+d", first.Datum)
	}
	lines := []report.Line{
		{Kind: report.Heading, Cells: []any{lg.F("Board %d", board)}},
		{Kind: report.Note, Cells: []any{note}},
	}
	if d, ok := DealOf(deals, session, board); ok {
		var tab *dd.Table
		if dt, ok := DDOf(tables, session, board); ok {
			tab = &dt
		}
		grid := [5]int{t.Contract, t.Contract + 1, t.Contract + 2, t.Contract + 3, t.Contract + 4}
		lines = append(lines, HandLinesIn(lg, d, tab, board, t.Board, t.Who[1], t.Who[3], grid, len(t.Cols))...)
	}
	return lines
}

// Line is one traveller line: the session (when the sheet has its column)
// and board, who played, how the board went, and the points.
func (t TravellerCols) Line(lg lang.Lang, session, board int, who [4]any, r bridge.TravellerLine, p engine.Points) report.Line {
	cells := make([]any, len(t.Cols))
	if t.Session >= 0 {
		cells[t.Session] = session
	}
	cells[t.Board] = board
	for i, c := range t.Who {
		cells[c] = who[i]
	}
	t.fill(lg, cells, r)
	cells[t.Score] = NSScoreCellIn(lg, r.Score)
	t.points(cells, p)
	return report.Line{Cells: cells}
}

// points puts a line's points (and percentages) in their columns.
func (t TravellerCols) points(cells []any, l engine.Points) {
	if !l.Played {
		return
	}
	cells[t.NSPts], cells[t.EWPts] = l.NS, l.EW
	if t.NSPct >= 0 && l.HasPct {
		cells[t.NSPct], cells[t.EWPct] = l.NSPct, l.EWPct
	}
	if t.Datum >= 0 && l.HasDatum {
		cells[t.Datum] = l.Datum
	}
}
