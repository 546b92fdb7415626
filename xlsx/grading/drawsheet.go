package grading

import (
	"strings"

	draw "github.com/scorebook/scorebook/engine/croquetdraw"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
)

// The formats of a draw, as the Draw sheet's Format column says them.
const (
	FormatBlocks   = "Blocks"
	FormatSwiss    = "Swiss"
	FormatKnockout = "Knockout"
)

var formats = []string{lang.Key(FormatBlocks), lang.Key(FormatSwiss), lang.Key(FormatKnockout)}

// drawColumns are the Draw sheet's columns, as the draw writes them and
// reads them back: a row per game drawn, and per bye.
var drawColumns = []xlsx.Column{
	{Name: lang.Key("Event"), Required: true},
	{Name: lang.Key("Format"), Required: true},
	{Name: lang.Key("Round"), Required: true},
	{Name: lang.Key("Block")},
	{Name: lang.Key("Seed")},
	{Name: lang.Key("Player"), Required: true},
	{Name: lang.Key("Opponent Seed")},
	{Name: lang.Key("Opponent")},
	{Name: lang.Key("Note")},
}

const (
	dEvent = iota
	dFormat
	dRound
	dBlock
	dSeed
	dPlayer
	dOppSeed
	dOpponent
	dNote
)

// drawRow is a row of the Draw sheet: a game drawn (Player v Opponent) or
// a bye (no Opponent).
type drawRow struct {
	Event, Format   string // Format one of formats, in English
	Round, Block    int
	Seed, OppSeed   int
	Player, Opp     string
	Bye, Repeat     bool
	Line            int
	formatAsWritten string
}

// readDrawSheet reads back the Draw sheet of an earlier draw, when the
// workbook has one of scorebook's, under its name in any language: every
// event's rows, and the sheet's name. A Draw sheet that is
// the director's own is not read (writing the draw refuses it).
func readDrawSheet(b *xlsx.Book) ([]drawRow, string, []problem.Problem) {
	name := ""
	for _, l := range lang.All { // its name in the language of the last draw
		if n := l.T(draw.SheetDraw); b.HasSheet(n) && b.Owns(n) {
			name = n
			break
		}
	}
	if name == "" {
		return nil, "", nil
	}
	t, probs := b.ReadTable(name, drawColumns)
	if t == nil {
		return nil, name, probs
	}
	var rows []drawRow
	for _, r := range t.Rows {
		d := drawRow{Line: r.Line, Event: strings.TrimSpace(r.Cells[dEvent]), Player: strings.TrimSpace(r.Cells[dPlayer]),
			Opp: strings.TrimSpace(r.Cells[dOpponent]), formatAsWritten: strings.TrimSpace(r.Cells[dFormat])}
		d.Format = formatOf(d.formatAsWritten)
		if d.Format == "" {
			probs = append(probs, t.Problem(r.Line, "Format", "the draw writes Blocks, Swiss or Knockout; draw the event again on a copy",
				"format %q is not Blocks, Swiss or Knockout", d.formatAsWritten))
			continue
		}
		for _, c := range []struct {
			i   int
			dst *int
		}{{dRound, &d.Round}, {dBlock, &d.Block}, {dSeed, &d.Seed}, {dOppSeed, &d.OppSeed}} {
			if v := strings.TrimSpace(r.Cells[c.i]); v != "" {
				n, ok := xlsx.ParseInt(v)
				if !ok {
					probs = append(probs, t.Problem(r.Line, drawColumns[c.i].Name, "the draw writes whole numbers here", "%q is not a whole number", v))
				}
				*c.dst = n
			}
		}
		d.Bye = d.Opp == ""
		rows = append(rows, d)
	}
	return rows, t.Sheet, probs
}

// formatOf is a Format cell's format in English, in any language; "" when
// it is none.
func formatOf(s string) string {
	for _, f := range formats {
		if strings.EqualFold(s, f) {
			return f
		}
		for _, l := range lang.All {
			if strings.EqualFold(s, l.T(f)) {
				return f
			}
		}
	}
	return ""
}

// drawSheet is the Draw sheet: every event's rows, in the language l.
func drawSheet(l lang.Lang, title string, rows []drawRow) report.Sheet {
	cols := []report.Col{report.C(l.T("Event"), 18, report.Text), report.C(l.T("Format"), 11, report.Text),
		report.C(l.T("Round"), 7, report.Integer), report.C(l.T("Block"), 7, report.Integer),
		report.C(l.T("Seed"), 7, report.Integer), report.C(l.T("Player"), 24, report.Text),
		report.C(l.T("Opponent Seed"), 9, report.Integer), report.C(l.T("Opponent"), 24, report.Text),
		report.C(l.T("Note"), 18, report.Text)}
	out := make([][]any, 0, len(rows))
	for _, d := range rows {
		var note any
		switch {
		case d.Bye:
			note = l.T("bye")
		case d.Repeat:
			note = l.T("met before")
		}
		out = append(out, []any{d.Event, l.T(d.Format), d.Round, number(d.Block), number(d.Seed), d.Player, number(d.OppSeed), text(d.Opp), note})
	}
	return report.Sheet{Name: l.T(draw.SheetDraw), Key: draw.SheetDraw, Lang: l, Title: title, Cols: cols, Rows: out}
}

// number is a whole number as a cell, nothing for 0.
func number(n int) any {
	if n == 0 {
		return nil
	}
	return n
}

// drawnPairs are the games the Draw sheet lists, by event and pair: a
// Games row with neither a Date nor a Score that the draw wrote is a game
// drawn and not yet played.
func drawnPairs(rows []drawRow) map[string]bool {
	out := map[string]bool{}
	for _, d := range rows {
		if !d.Bye {
			out[drawnKey(d.Event, d.Player, d.Opp)] = true
		}
	}
	return out
}

func drawnKey(event, a, b string) string {
	a, b = strings.ToLower(strings.TrimSpace(a)), strings.ToLower(strings.TrimSpace(b))
	if a > b {
		a, b = b, a
	}
	return strings.ToLower(strings.TrimSpace(event)) + "\x00" + a + "\x00" + b
}
