package grading

import (
	"math"

	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// The Handicaps sheet: each player's AHS card in brief, a row per player
// and code (AC first, then GC, each in the order of Players): the handicap
// and index now, the games on the card, the handicap and index they
// started from, and each change the AHS makes — from and to, the day the
// event closed, the event, and the game after which the index last reached
// the trigger point (its row on Games and the opponent). A player with
// several changes has a row for each, the player's cells on the first.

// hasHandicaps says whether the run kept any AHS card: some player has a
// handicap or index.
func hasHandicaps(sc *scored) bool { return len(sc.res.Cards) > 0 }

// hcpCell is a handicap as a cell: a whole non-negative handicap as a
// number, else as the table writes it (4½, −1).
func hcpCell(h float64) any {
	if h >= 0 && h == math.Trunc(h) {
		return int(h)
	}
	return engine.FormatHandicap(h)
}

func handicapsSheet(sc *scored, title string) report.Sheet {
	l := sc.lang()
	cols := []report.Col{
		report.C(l.T("Player"), 24, report.Text).Wrapping(),
		report.C(l.T("Code"), 6, report.Code),
		report.C(l.T("Handicap"), 10, report.Code).Abbrev(l.T("Hcp")),
		report.C(l.T("Index"), 8, report.Whole),
		report.C(l.T("Games"), 8, report.Integer).Abbrev(l.T("Gms")),
		report.C(l.T("Start handicap"), 10, report.Code).Detail(),
		report.C(l.T("Start index"), 9, report.Whole).Detail(),
		report.C(l.T("Change due"), 11, report.Code),
		report.C(l.T("Changed on"), dateWidth(l), report.Date),
		report.C(l.T("Event"), 20, report.Text).Detail(),
		report.C(l.T("After game"), 8, report.Integer).Detail(),
		report.C(l.T("Opponent"), 22, report.Text).Detail(),
	}
	var rows [][]any
	for _, c := range sc.res.Cards {
		player := []any{c.Player, c.Code.String(), hcpCell(c.Handicap), c.Index, len(c.Lines), hcpCell(c.StartHcp), c.StartIndex}
		if len(c.Changes) == 0 {
			rows = append(rows, append(player, nil, nil, nil, nil, nil))
			continue
		}
		for i, ch := range c.Changes {
			if i > 0 {
				player = make([]any, 7)
			}
			change := engine.FormatHandicap(ch.From) + " → " + engine.FormatHandicap(ch.To)
			var row, opp any
			if ch.Row > 0 {
				row, opp = ch.Row, ch.Opponent
			}
			rows = append(rows, append(player, change, ch.Date, text(ch.Event), row, opp))
		}
	}
	return report.Sheet{Title: title, Cols: cols, Rows: rows}
}

// handicapCards are a player's AHS cards as the paper card has them, a
// block per code: the handicap and index now, then each game with its
// date, event, the opponent and their handicap, H or L, the score from
// the player's side, the index points and the index after.
func handicapCards(l lang.Lang, res *engine.Result, player string, width int) []report.Block {
	var blocks []report.Block
	for _, c := range res.Cards {
		if c.Player != player || len(c.Lines) == 0 {
			continue
		}
		lines := []report.Line{
			{Kind: report.Note, Cells: []any{l.F("%s handicap card: handicap %s, index %.0f", c.Code, engine.FormatHandicap(c.Handicap), math.Round(c.Index))}},
			{Kind: report.Header, Cells: pad([]any{l.T("Date"), l.T("Event"), l.T("Opponent (handicap)"), l.T("H/L"), l.T("Score"), l.T("Index +/-"), l.T("Index")}, width)},
			{Kind: report.Body, Cells: pad([]any{nil, l.T("Start"), nil, nil, nil, nil, c.StartIndex}, width)},
		}
		for _, g := range c.Lines {
			hl := l.T("L")
			if g.Handicap {
				hl = l.T("H")
			}
			opp := g.Opponent + " (" + engine.FormatHandicap(g.OpponentHandicap) + ")"
			lines = append(lines, report.Line{Kind: report.Body, Cells: pad([]any{g.Date, text(g.Event), opp, hl, text(g.Score), signedPoints(g.Points), g.Index}, width)})
		}
		for _, ch := range c.Changes {
			lines = append(lines, report.Line{Kind: report.Note, Cells: []any{l.F("handicap %s → %s on %s", engine.FormatHandicap(ch.From), engine.FormatHandicap(ch.To), longDate(l, ch.Date))}})
		}
		lines = append(lines, report.Line{Kind: report.Gap})
		blocks = append(blocks, report.Block{Lines: lines})
	}
	return blocks
}

// signedPoints is a card's index points with their sign, +12 or −8, as
// the card is filled in.
func signedPoints(p float64) string {
	if p >= 0 {
		return "+" + engine.FormatHandicap(p)
	}
	return "-" + engine.FormatHandicap(-p)
}

// pad fits a line's cells to the card's columns: the index after the game
// stands in the last of them (under Index/Grade the card has one column
// more than the paper card).
func pad(cells []any, width int) []any {
	if len(cells) >= width {
		return cells
	}
	out := make([]any, width)
	copy(out, cells[:len(cells)-1])
	out[width-1] = cells[len(cells)-1]
	return out
}
