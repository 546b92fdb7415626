package grading

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/xuri/excelize/v2"
)

// outputs are the sheets a grading run writes, in order.
var outputs = []xlsx.Output[*scored]{
	{Name: lang.Key("Ranking"), Sheet: rankingSheet},
	{Name: lang.Key("Grading Log"), Sheet: logSheet},
	{Name: lang.Key("History"), Sheet: historySheet},
	{Name: lang.Key("Player Cards"), Sheet: cardsSheet},
}

// lang is the language the sheets are written in: the Grading sheet's
// Language.
func (sc *scored) lang() lang.Lang { return sc.res.Settings.Language }

// sheetName is an output's name in the language. format is the English, a
// catalogue key (marked with lang.Key in outputs).
func sheetName(l lang.Lang, format string) string { return l.T(format) }

// pageTitle is the title printed on every page: the Grading sheet's Title
// (or the file's name) and the date of the list.
func pageTitle(b *xlsx.Book, ev *Event, res *engine.Result) string {
	asOf := ""
	if d := asOfDate(res); d != "" {
		asOf = res.Settings.Language.F("grading as of %s", d)
	}
	return b.PageTitle(ev.Title, asOf)
}

// asOfDate is the date of the list as the page header writes it, and the
// page footer prints it: "2 January 2006" in English, else as the
// language writes a date (lang.Date: "2 januari 2006"); "" when there is
// none.
func asOfDate(res *engine.Result) string {
	return longDate(res.Settings.Language, res.AsOf)
}

// longDate is a date in running text: "2 January 2006" in English (as the
// grading sheets have always written it), else the language's.
func longDate(l lang.Lang, t time.Time) string {
	switch {
	case t.IsZero():
		return ""
	case l == lang.English:
		return t.Format("2 January 2006")
	}
	return l.Date(t)
}

// dateWidth is the width of a Date column: yyyy-mm-dd in English, else
// the day, the month's name and the year (28 Σεπτεμβρίου 2025).
func dateWidth(l lang.Lang) float64 {
	if l == lang.English {
		return 13
	}
	return 20
}

// dg reports whether the run was Dynamic Grading, which has no Index.
func (sc *scored) dg() bool { return sc.res.Settings.System == engine.DG }

func rankingSheet(sc *scored, title string) report.Sheet {
	res, l := sc.res, sc.lang()
	cols := []report.Col{report.C(l.T("Rank"), 7, report.Code), report.C(l.T("Player"), 26, report.Text).Wrapping()}
	if res.HasClubs {
		cols = append(cols, report.C(l.T("Club"), 14, report.Text).Detail())
	}
	cols = append(cols, report.C(l.T("Grade"), 8, report.Whole))
	if !sc.dg() {
		cols = append(cols, report.C(l.T("Index"), 8, report.Whole))
	}
	// On a phone the page keeps what croquet players look for, the games,
	// eligibility and handicap, under short headers; the names wrap.
	cols = append(cols, report.C(l.T("Games"), 8, report.Integer).Abbrev(l.T("Gms")), report.C(l.T("Eligible"), 9, report.Code).Abbrev(l.T("Elig")), report.C(l.T("Change"), 9, report.Signed).Abbrev(l.T("Chg")),
		report.C(l.T("Handicap"), 10, report.Code).Abbrev(l.T("Hcp")))
	if res.HasHandicaps {
		cols = append(cols, report.C(l.T("Handicap check"), 22, report.Text).Detail())
	}
	rows := make([][]any, 0, len(res.Standings))
	for _, s := range res.Standings {
		eligible := l.T("No")
		if s.Eligible {
			eligible = l.T("Yes")
		}
		row := []any{report.PlaceCell(s.Place), report.Link{Value: s.Player, To: "player " + s.Player}}
		if res.HasClubs {
			row = append(row, text(s.Club))
		}
		row = append(row, s.Grade)
		if !sc.dg() {
			row = append(row, s.Index)
		}
		row = append(row, s.Games, eligible, s.Change, handicapCell(s))
		if res.HasHandicaps {
			row = append(row, handicapCheck(l, s))
		}
		rows = append(rows, row)
	}
	return report.Sheet{Title: title, Cols: cols, Rows: rows, Lang: l}
}

// text is a cell of text, or nothing when it is empty.
func text(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// handicapCell is the Association Croquet handicap of a player's grade, as
// the table writes it, or nothing below the table: a number when it is a
// whole number of 0 or more (as text, Excel would mark it "number stored as
// text"), else text (4½, −1, −½).
func handicapCell(s engine.Standing) any {
	if !s.HasHandicap {
		return nil
	}
	if h := s.Handicap; h >= 0 && h == math.Trunc(h) {
		return int(h)
	}
	return engine.FormatHandicap(s.Handicap)
}

// handicapCheck flags a player whose handicap on Players is not the one of
// their grade, saying which way it should go (a lower handicap is the
// stronger player's); it is empty when the two agree or Players gives none.
func handicapCheck(l lang.Lang, s engine.Standing) any {
	switch {
	case !s.HasCurrent:
		return nil
	case !s.HasHandicap:
		return l.F("has %s: grade below %d", engine.FormatHandicap(s.Current), engine.LowestTrigger)
	case s.Current > s.Handicap:
		return l.F("has %s: reduce to %s", engine.FormatHandicap(s.Current), engine.FormatHandicap(s.Handicap))
	case s.Current < s.Handicap:
		return l.F("has %s: raise to %s", engine.FormatHandicap(s.Current), engine.FormatHandicap(s.Handicap))
	}
	return nil
}

// logSheet is the Grading Log: a row per game in the order played, with
// every figure of the step so that anyone can follow it by hand. Under the
// Index/Grade system: D, the adjustment (unrounded, to two decimals, in
// the official computation; whole in Table), both players' Index and Grade
// after it. Under DG: the difference of grades, LPW, and each player's M,
// change and grade after it.
func logSheet(sc *scored, title string) report.Sheet {
	res, l := sc.res, sc.lang()
	// Date and Class are wide enough, and Class centred, for their values
	// to stand clear of the text beside them when printed.
	cols := []report.Col{report.C(l.T("Date"), dateWidth(l), report.Date), report.C(l.T("Event"), 22, report.Text), report.C(l.T("Class"), 7, report.Code),
		report.C(l.T("Winner"), 22, report.Text), report.C(l.T("Loser"), 22, report.Text)}
	if sc.dg() {
		cols = append(cols, report.C(l.T("Difference"), 10, report.Dec2).Detail(), report.C(l.T("LPW"), 9, report.Percent).Detail(),
			report.C(l.T("Winner M"), 9, report.Dec2).Detail(), report.C(l.T("Winner change"), 9, report.Dec2), report.C(l.T("Loser M"), 9, report.Dec2).Detail(),
			report.C(l.T("Loser change"), 9, report.Dec2), report.C(l.T("Winner Grade"), 9, report.Whole), report.C(l.T("Loser Grade"), 9, report.Whole))
	} else {
		adj := report.Dec2 // the official computation: the exact adjustment
		if res.Settings.Precision == engine.Table {
			adj = report.Whole
		}
		cols = append(cols, report.C(l.T("D"), 9, adj).Detail(), report.C(l.T("Adjustment"), 11, adj).Abbrev(l.T("Adj")), report.C(l.T("Winner Index"), 9, report.Whole),
			report.C(l.T("Winner Grade"), 9, report.Whole), report.C(l.T("Loser Index"), 9, report.Whole), report.C(l.T("Loser Grade"), 9, report.Whole))
	}
	cols = append(cols, report.C(l.T("Score"), 8, report.Code), report.C(l.T("Games row"), 8, report.Integer).Detail())
	rows := make([][]any, 0, len(res.Log))
	for _, g := range res.Log {
		row := []any{g.Date, text(g.Event), g.Class, g.Winner, g.Loser}
		if sc.dg() {
			row = append(row, g.D, g.LPW, g.WinnerM, g.WinnerChange, g.LoserM, g.LoserChange, g.WinnerGrade, g.LoserGrade)
		} else {
			row = append(row, g.D, g.Adjustment, g.WinnerIndex, g.WinnerGrade, g.LoserIndex, g.LoserGrade)
		}
		rows = append(rows, append(row, text(g.Score), g.Row))
	}
	return report.Sheet{Title: title, Cols: cols, Rows: rows, Lang: l}
}

// The History sheet: a table of each ranked player's Index and Grade, from
// the starting values through every game, and beside each player's rows a
// line chart of the two. Each player's rows start a printed page, and are
// padded with empty rows to the chart's height, so that a chart is never
// cut by a page break.
const (
	historyChartColumn = 9   // I: the charts stand right of the table (A to G)
	historyChartWidth  = 600 // pixels
	historyChartHeight = 280 // pixels
	// historyChartRows is how many rows a player's block takes at least:
	// excelize anchors a 280-pixel chart over 15 rows and part of a 16th
	// (it counts rows as less than the default 20 pixels), and a row is
	// left empty below it.
	historyChartRows = 17
	// maxPageBreaks is how many manual page breaks Excel allows on a sheet;
	// players after so many print on from the page before.
	maxPageBreaks = 1000
)

func historySheet(sc *scored, title string) report.Sheet {
	res, l := sc.res, sc.lang()
	dg := sc.dg()
	cols := []report.Col{report.C(l.T("Player"), 24, report.Text), report.C(l.T("Game"), 6, report.Integer), report.C(l.T("Date"), dateWidth(l), report.Date), report.C(l.T("Opponent"), 24, report.Text),
		report.C(l.T("Result"), 7, report.Code)}
	if !dg {
		cols = append(cols, report.C(l.T("Index"), 8, report.Whole))
	}
	cols = append(cols, report.C(l.T("Grade"), 8, report.Whole))
	// point is a row of values: the Index (not under DG) and the Grade.
	point := func(row []any, index, grade float64) []any {
		if !dg {
			row = append(row, index)
		}
		return append(row, grade)
	}
	type block struct {
		player          string
		first, last     int // sheet rows of the player's values
		lowest, highest float64
	}
	var rows [][]any
	var blocks []block
	for _, s := range res.Standings {
		if !s.Eligible {
			continue
		}
		bl := block{player: s.Player, first: len(rows) + 2, lowest: math.Min(s.StartIndex, s.StartGrade), highest: math.Max(s.StartIndex, s.StartGrade)}
		rows = append(rows, point([]any{s.Player, 0, nil, nil, l.T("Start")}, s.StartIndex, s.StartGrade))
		for n, p := range s.History {
			g := res.Log[p.Log]
			opponent, result := g.Loser, l.T("Won")
			if g.Loser == s.Player {
				opponent, result = g.Winner, l.T("Lost")
			}
			rows = append(rows, point([]any{s.Player, n + 1, p.Date, opponent, result}, p.Index, p.Grade))
			bl.lowest = math.Min(bl.lowest, math.Min(p.Index, p.Grade))
			bl.highest = math.Max(bl.highest, math.Max(p.Index, p.Grade))
		}
		bl.last = len(rows) + 1
		for len(rows)+2-bl.first < historyChartRows {
			rows = append(rows, nil)
		}
		blocks = append(blocks, bl)
	}
	spec := report.Sheet{Title: title, Cols: cols, Rows: rows, Landscape: true, Lang: l}
	spec.Before = func(b report.Drawer, sheet string) error {
		release := b.ReservePartNumbers()
		defer release()
		for i, bl := range blocks {
			cell, _ := excelize.CoordinatesToCellName(historyChartColumn, bl.first)
			if err := b.AddChart(sheet, cell, historyChart(l, sheet, bl.player, bl.first, bl.last, bl.lowest, bl.highest, dg)); err != nil {
				return fmt.Errorf("chart of %s: %w", bl.player, err)
			}
			if i > 0 && i <= maxPageBreaks {
				if err := b.InsertPageBreak(sheet, "A"+strconv.Itoa(bl.first)); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return spec
}

// historyChart is a player's line chart: the Index (purple, with a dot for
// each game, as in Louis Nel's picture) and the Grade (gold, smooth),
// against the game number; under DG, the grade alone (in column F), with a
// dot for each game.
func historyChart(l lang.Lang, sheet, player string, first, last int, lowest, highest float64, dg bool) *excelize.Chart {
	q := "'" + strings.ReplaceAll(sheet, "'", "''") + "'!"
	rng := func(c string) string { return fmt.Sprintf("%s$%s$%d:$%s$%d", q, c, first, c, last) }
	// A value axis from 0 would flatten the lines: fit it to the values,
	// on round fifties.
	lo := math.Floor((lowest-10)/50) * 50
	hi := math.Ceil((highest+10)/50) * 50
	font := &excelize.Font{Bold: true, Size: 11, Color: "404040"}
	axisFont := &excelize.Font{Size: 8, Color: "404040"}
	series := []excelize.ChartSeries{
		{
			Name: q + "$F$1", Categories: rng("B"), Values: rng("F"),
			Fill:   excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"7030A0"}},
			Line:   excelize.LineOptions{Width: 1},
			Marker: excelize.ChartMarker{Symbol: "circle", Size: 4, Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"7030A0"}}},
		},
		{
			Name: q + "$G$1", Categories: rng("B"), Values: rng("G"),
			Fill:   excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"E0A800"}},
			Line:   excelize.LineOptions{Width: 2.25},
			Marker: excelize.ChartMarker{Symbol: "none"},
		},
	}
	name := l.F("%s: Index and Grade game by game", player)
	if dg {
		series = []excelize.ChartSeries{{
			Name: q + "$F$1", Categories: rng("B"), Values: rng("F"),
			Fill:   excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"E0A800"}},
			Line:   excelize.LineOptions{Width: 2.25},
			Marker: excelize.ChartMarker{Symbol: "circle", Size: 4, Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"E0A800"}}},
		}}
		name = l.F("%s: DG grade game by game", player)
	}
	return &excelize.Chart{
		Type:      excelize.Line,
		Series:    series,
		Title:     excelize.ChartTitle{Paragraph: []excelize.RichTextRun{{Text: name, Font: font}}},
		Legend:    excelize.ChartLegend{Position: "bottom"},
		Dimension: excelize.ChartDimension{Width: historyChartWidth, Height: historyChartHeight},
		XAxis: excelize.ChartAxis{Title: excelize.ChartTitle{Paragraph: []excelize.RichTextRun{{Text: l.T("Game"), Font: axisFont}}},
			TickLabelSkip: tickSkip(last - first + 1), Font: *axisFont, Alignment: excelize.Alignment{TextRotation: -90}},
		YAxis: excelize.ChartAxis{MajorGridLines: true, Minimum: &lo, Maximum: &hi, Font: *axisFont,
			NumFmt: excelize.ChartNumFmt{CustomNumFmt: "0"}},
		ShowBlanksAs: "gap",
	}
}

// tickSkip labels about a dozen games along the axis.
func tickSkip(points int) int {
	if points <= 15 {
		return 1
	}
	return (points + 11) / 12
}
