package teams

import (
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// Drawing is the draw of a teams workbook's next round (or the rest of its
// round robin), ready to be written: the Draw sheet, and the rows the
// round's matches add to Results.
type Drawing struct {
	Drawn   engine.Drawn
	sheet   report.Sheet
	rows    []map[string]any
	names   map[string]string
	Summary []string // what was drawn, a line each, to print
}

// Draw reads a teams workbook and draws what comes next: the next round of
// the Swiss (engine/teams.NextSwissRound), or with roundRobin the rounds of
// a round robin not yet on Results. Boards is each match's boards, 0 for as
// many as the last round's. It returns every problem; a drawing only when
// none is an error.
func Draw(b *xlsx.Book, roundRobin bool, boards int) (*Drawing, []problem.Problem) {
	ev, probs := Read(b)
	if ev != nil && len(ev.Results) == 0 {
		// Before round 1 Results is rightly empty.
		probs = dropEmptyResults(probs)
	}
	if ev == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	var drawn engine.Drawn
	var dp []problem.Problem
	if roundRobin {
		drawn, dp = engine.RoundRobin(&ev.Event, boards)
	} else {
		drawn, dp = engine.NextSwissRound(&ev.Event, boards)
	}
	probs = append(probs, b.Place(dp)...)
	if problem.HasErrors(probs) {
		return nil, probs
	}
	d := &Drawing{Drawn: drawn, names: names(ev)}
	l := ev.Settings.Language
	d.sheet = d.drawSheet(l, b.PageTitleIn(l, ev.Title, ev.Date))
	d.sheet.Date = ev.Date
	d.rows = d.resultRows()
	d.Summary = d.summary(l, roundRobin, len(ev.Teams))
	return d, probs
}

func dropEmptyResults(ps []problem.Problem) []problem.Problem {
	var out []problem.Problem
	for _, p := range ps {
		if p.Sheet == engine.SheetResults && p.Row == 0 && p.Msg == "Results has no results" {
			continue
		}
		out = append(out, p)
	}
	return out
}

// Write writes the Draw sheet (tool-owned, replaced on every draw) and adds
// the drawn rounds' rows to Results: for each match, each board once with
// the home team NS (the open room) and once with the away team NS. It
// returns the first and last Results rows written.
func (d *Drawing) Write(b *xlsx.Book) (first, last int, err error) {
	if err := b.WriteResults([]report.Sheet{d.sheet}); err != nil {
		return 0, 0, err
	}
	if len(d.rows) == 0 {
		return 0, 0, nil
	}
	return b.AppendRows(engine.SheetResults, d.rows)
}

// drawSheet is the Draw sheet: a row per match (round, table, the home
// team, the away team, the boards), and a row for the bye, in the event's
// language.
func (d *Drawing) drawSheet(l lang.Lang, title string) report.Sheet {
	cols := []report.Col{report.C(l.T("Round"), 7, report.Integer), report.C(l.T("Table"), 7, report.Integer), report.C(l.T("Home"), 7, report.Code), report.C(l.T("Home Name"), 22, report.Text),
		report.C(l.T("Away"), 7, report.Code), report.C(l.T("Away Name"), 22, report.Text), report.C(l.T("Boards"), 9, report.Code), report.C(l.T("Note"), 24, report.Text)}
	boards := d.boardsText()
	var rows [][]any
	for _, r := range d.Drawn.Rounds {
		repeats := map[int][]int{}
		for _, rp := range r.Repeats {
			repeats[rp.Table] = rp.Rounds
		}
		for _, t := range r.Tables {
			var note any
			if rs, ok := repeats[t.Table]; ok {
				note = l.F("met before, in round %s", joinInts(l, rs))
			}
			rows = append(rows, []any{r.Round, t.Table, pairs.IDCell(t.Home), d.names[t.Home], pairs.IDCell(t.Away), d.names[t.Away], boards, note})
		}
		if r.Bye != "" {
			rows = append(rows, []any{r.Round, nil, pairs.IDCell(r.Bye), d.names[r.Bye], nil, nil, nil, l.T("bye")})
		}
	}
	return report.Sheet{Name: l.T(engine.SheetDraw), Key: engine.SheetDraw, Title: title, Cols: cols, Rows: rows, Lang: l}
}

func (d *Drawing) boardsText() string {
	first, n := d.Drawn.FirstBoard, d.Drawn.Boards
	if n == 1 {
		return fmt.Sprint(first)
	}
	return fmt.Sprintf("%d-%d", first, first+n-1)
}

// joinInts lists round numbers as the language does: 1, 2 and 3.
func joinInts(l lang.Lang, xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	if len(parts) > 1 {
		return l.F("%s and %s", strings.Join(parts[:len(parts)-1], ", "), parts[len(parts)-1])
	}
	return strings.Join(parts, "")
}

// resultRows are the Results rows of the drawn matches: table by table,
// the open room's boards (home team NS), then the closed room's.
func (d *Drawing) resultRows() []map[string]any {
	var rows []map[string]any
	for _, r := range d.Drawn.Rounds {
		for _, t := range r.Tables {
			for _, seat := range [][2]string{{t.Home, t.Away}, {t.Away, t.Home}} {
				for b := d.Drawn.FirstBoard; b < d.Drawn.FirstBoard+d.Drawn.Boards; b++ {
					rows = append(rows, map[string]any{"Round": r.Round, "Board": b, "NS": pairs.IDCell(seat[0]), "EW": pairs.IDCell(seat[1])})
				}
			}
		}
	}
	return rows
}

func (d *Drawing) summary(l lang.Lang, roundRobin bool, teams int) []string {
	var out []string
	rs := d.Drawn.Rounds
	if roundRobin {
		out = append(out, l.F("a round robin of %d teams: rounds %d to %d, boards %s", teams, rs[0].Round, rs[len(rs)-1].Round, d.boardsText()))
	}
	for _, r := range rs {
		line := l.F("round %d: %d matches", r.Round, len(r.Tables))
		if len(r.Tables) == 1 {
			line = l.F("round %d: 1 match", r.Round)
		}
		if !roundRobin {
			line += l.F(", boards %s", d.boardsText())
		}
		if r.Bye != "" {
			line += l.F(", a bye for team %s %s", r.Bye, d.names[r.Bye])
		}
		out = append(out, line)
		if roundRobin {
			continue
		}
		for _, t := range r.Tables {
			out = append(out, "  "+l.F("table %d: %s %s v %s %s", t.Table, t.Home, d.names[t.Home], t.Away, d.names[t.Away]))
		}
		for _, rp := range r.Repeats {
			out = append(out, "  "+l.F("table %d repeats a meeting of round %s: no draw avoids it", rp.Table, joinInts(l, rp.Rounds)))
		}
	}
	return out
}
