package pairs

import (
	"slices"

	"github.com/scorebook/scorebook/engine/bridge"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// CardCols are a Scorecards sheet's columns, and where each is: the
// session (−1 without one) and board, three columns of where the card's
// owner sat and against whom, then how the board went and the owner's
// points. A pair's card says its direction and its opponents' number and
// names, a player's their seat, partner and opponents; the rest is the
// same, and so is what is in it.
type CardCols struct {
	Cols           []report.Col
	Session, Board int
	Who            [3]int
	PlayCols
	Score, Pts int
	Pct        int // −1 but at matchpoints
	header     report.Line
}

// NewCardCols are the columns of a Scorecards sheet scored by m: a Session
// column when session, where the owner sat (three columns), and a Lead
// column when leads.
func NewCardCols(l lang.Lang, m engine.Method, session bool, who [3]report.Col, leads bool) CardCols {
	c := CardCols{Session: -1, Pct: -1}
	col := func(k report.Col) int {
		c.Cols = append(c.Cols, k)
		return len(c.Cols) - 1
	}
	if session {
		c.Session = col(report.C(l.T("Session"), 8, report.Integer))
	}
	c.Board = col(report.C(l.T("Board"), 7, report.Integer))
	for i, k := range who {
		c.Who[i] = col(k)
	}
	c.PlayCols = playCols(l, col, leads)
	c.Score = col(report.C(l.T("Score"), 9, report.Integer))
	switch {
	case m.IsMatchpoint():
		c.Pts, c.Pct = col(report.C(l.T("MP"), 8, report.Dec2).Detail()), col(report.C(l.T("%"), 9, report.Percent))
	case m.IsIMP():
		c.Pts = col(report.C(l.T("IMPs"), 8, report.Dec2))
	default:
		c.Pts = col(report.C(l.T("Points"), 9, report.Integer))
	}
	c.header = report.HeaderLine(c.Cols)
	return c
}

// CardPoints are the points of a board on a card: its owner's side's on a
// board played (Counts when played and not NP), or what the Sit-out
// setting gives for a board sat out (Counts when it gives any).
type CardPoints struct {
	Counts, HasPct bool
	Points, Pct    float64
}

// A Card is one scorecard as it is written: its lines so far, and whether
// one is marked as a top or bottom.
type Card struct {
	cols   *CardCols
	Lines  []report.Line
	marked bool
}

// Card begins a card: its heading, its note (the owner's rank and score)
// and the header line.
func (c *CardCols) Card(heading, note string) *Card {
	return &Card{cols: c, Lines: []report.Line{
		{Kind: report.Heading, Cells: []any{heading}},
		{Kind: report.Note, Cells: []any{note}},
		c.header,
	}}
}

// cells are a line's session, board and who cells, and its points; the
// line is marked at matchpoints by the percentage.
func (k *Card) cells(session int, board any, who [3]any, p CardPoints) ([]any, report.Mark) {
	c := k.cols
	cells := make([]any, len(c.Cols))
	if c.Session >= 0 {
		cells[c.Session] = session
	}
	cells[c.Board] = board
	for i, w := range c.Who {
		cells[w] = who[i]
	}
	mark := report.Unmarked // a top or bottom, at matchpoints
	if p.Counts {
		cells[c.Pts] = p.Points
		if c.Pct >= 0 && p.HasPct {
			cells[c.Pct] = p.Pct
			mark = report.MarkOf(p.Pct)
		}
	}
	return cells, mark
}

// Play adds a board played: how it went, the owner's score (its side's,
// ew for East-West) and points, a top or bottom marked.
func (k *Card) Play(l lang.Lang, session int, board any, who [3]any, r bridge.TravellerLine, ew bool, p CardPoints) {
	c := k.cols
	cells, mark := k.cells(session, board, who, p)
	c.fill(l, cells, r)
	var score any = r.Score.ForSide(ew)
	switch r.Score.Kind {
	case bridge.NotPlayed:
		score = l.T("NP")
	case bridge.Real:
		score = r.Score.NS
		if ew {
			score = -r.Score.NS
		}
	}
	cells[c.Score] = score
	k.Lines = append(k.Lines, report.Line{Cells: cells, Mark: mark})
	k.marked = k.marked || mark != report.Unmarked
}

// SitOut adds a board sat out, with the points the Sit-out setting gives.
func (k *Card) SitOut(session int, board any, who [3]any, p CardPoints) {
	cells, _ := k.cells(session, board, who, p)
	k.Lines = append(k.Lines, report.Line{Cells: cells})
}

// Done ends the card with its total (score, and pct at matchpoints) and
// returns its lines: when a board is marked, a note of what the shading
// means follows the card's note.
func (k *Card) Done(l lang.Lang, score, pct float64) []report.Line {
	c := k.cols
	total := make([]any, len(c.Cols))
	total[c.Board], total[c.Pts] = l.T("Total"), score
	if c.Pct >= 0 {
		total[c.Pct] = pct
	}
	lines := append(k.Lines, report.Line{Kind: report.Total, Cells: total})
	if k.marked {
		lines = slices.Insert(lines, 2, report.Line{Kind: report.Note, Cells: []any{report.MarkLegendIn(l)}})
	}
	return lines
}
