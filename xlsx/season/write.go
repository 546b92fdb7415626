package season

import (
	"strings"
	"time"

	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
)

// Sheets are the season's sheets: one per competition, ranked, in the
// Competitions sheet's order and named as it names them, then the Season
// Cards and the Handicaps proposed. title is printed at the top of each
// page.
func Sheets(res *season.Result, l lang.Lang, title string) []report.Sheet {
	var out []report.Sheet
	for _, t := range res.Tables {
		s := competitionSheet(res, t, l, title)
		s.Name, s.Key = t.Competition.Name, t.Competition.Name
		out = append(out, s)
	}
	cards := cardsSheet(res, l, title)
	cards.Name, cards.Key = report.In(l, lang.Key(season.SheetCards)), season.SheetCards
	hc := handicapsSheet(res, l, title)
	hc.Name, hc.Key = report.In(l, lang.Key(season.SheetHandicaps)), season.SheetHandicaps
	return append(out, cards, hc)
}

// Names are the sheets the season writes: its competitions' and the
// Season Cards and the Handicaps.
func Names(comps []season.Competition, l lang.Lang) []string {
	var out []string
	for _, c := range comps {
		out = append(out, c.Name)
	}
	return append(out, report.In(l, lang.Key(season.SheetCards)), report.In(l, lang.Key(season.SheetHandicaps)))
}

// Write writes the season's sheets into the season workbook, first in its
// tab order, the director's sheets kept as they are.
func Write(b *xlsx.Book, res *season.Result, l lang.Lang, title string) error {
	return b.WriteResults(Sheets(res, l, title))
}

// names is an entrant's players as published: "Ann Bell & Bob Cole".
func names(res *season.Result, persons []int) string {
	ns := make([]string, len(persons))
	for i, p := range persons {
		ns[i] = res.Persons[p].Name
	}
	return strings.Join(ns, " & ")
}

// competitionSheet is a competition's ranking: the entrants who played
// the minimum, ranked, then under a heading of their own those who did
// not, by the same measure.
func competitionSheet(res *season.Result, t season.Table, l lang.Lang, title string) report.Sheet {
	c := t.Competition
	who := l.T("Player")
	if c.Partnership {
		who = l.T("Names")
	}
	cols := []report.Col{report.C(l.T("Rank"), 7, report.Code), report.C(who, 36, report.Text).Wrapping(),
		report.C(l.T("Nights"), 8, report.Integer), report.C(l.T("Counted"), 9, report.Integer).Detail(),
		report.C(l.T("Dropped"), 9, report.Integer).Detail()}
	if c.Rule == season.Championship {
		cols = append(cols, report.C(l.T("%"), 9, report.Percent))
	} else {
		cols = append(cols, report.C(l.T("Points"), 9, report.Dec2))
	}
	header := report.HeaderLine(cols)
	row := func(s season.Standing) report.Line {
		return report.Line{Cells: []any{report.PlaceCell(s.Place), names(res, s.Persons), len(s.Counted) + len(s.Dropped),
			len(s.Counted), len(s.Dropped), s.Value}}
	}
	var note string
	switch {
	case c.Rule == season.Championship && c.Best > 0:
		note = l.F("the average of each entrant's best %d nights", c.Best)
	case c.Rule == season.Championship:
		note = l.T("the average of each entrant's nights")
	case c.Best > 0:
		note = l.F("points for places in each night's field, the best %d nights of each entrant", c.Best)
	default:
		note = l.T("points for places in each night's field, every night counted")
	}
	blocks := func(emit func(report.Block) error) error {
		lines := []report.Line{{Kind: report.Heading, Cells: []any{c.Name}}, {Kind: report.Note, Cells: []any{note}}}
		if c.Rule == season.Championship && c.IMPRate > 0 {
			lines = append(lines, report.Line{Kind: report.Note, Cells: []any{l.F("a night at IMPs counts 50%% and %s%% for each IMP a board", l.Decimal(c.IMPRate, -1))}})
		}
		lines = append(lines, header)
		var below []report.Line
		for _, s := range t.Standings {
			if s.Ranked() {
				lines = append(lines, row(s))
			} else {
				below = append(below, row(s))
			}
		}
		if err := emit(report.Block{Lines: lines}); err != nil {
			return err
		}
		if len(below) == 0 {
			return nil
		}
		more := []report.Line{{Kind: report.Gap}, {Kind: report.Heading, Cells: []any{l.F("Not ranked: fewer than %d nights", c.Minimum)}}, header}
		return emit(report.Block{Lines: append(more, below...)})
	}
	return report.Sheet{Title: title, Cols: cols, Blocks: blocks, Lang: l}
}

// cardsSheet is every player's every night: the date, the night, the
// partner, the percentage and place, the award when the night gave one,
// and for each competition whether the night counted (and a ladder's
// points).
func cardsSheet(res *season.Result, l lang.Lang, title string) report.Sheet {
	awards, imps := false, false
	for _, c := range res.Cards {
		awards = awards || c.Award != 0
	}
	for _, n := range res.Nights {
		imps = imps || n.IMPs
	}
	cols := []report.Col{report.C(l.T("Player"), 24, report.Text), report.C(l.T("Date"), 11, report.Date),
		report.C(l.T("Event"), 20, report.Text).Detail(), report.C(l.T("Partner"), 24, report.Text),
		report.C(l.T("%"), 9, report.Percent)}
	if imps {
		cols = append(cols, report.C(l.T("IMPs a board"), 9, report.Dec2))
	}
	cols = append(cols, report.C(l.T("Rank"), 7, report.Code), report.C(l.T("Pairs"), 7, report.Integer).Detail())
	if awards {
		cols = append(cols, report.C(l.T("Masterpoints won"), 10, report.Dec2))
	}
	for _, t := range res.Tables {
		if t.Competition.Rule == season.Ladder {
			cols = append(cols, report.C(l.F("%s points", t.Competition.Name), 10, report.Dec2))
		}
		cols = append(cols, report.C(t.Competition.Name, 12, report.Code))
	}
	var rows [][]any
	for _, c := range res.Cards {
		n := res.Nights[c.Night]
		partner := ""
		if c.Partner >= 0 {
			partner = res.Persons[c.Partner].Name
		}
		var pct, imp any
		if v, ok := res.CardPct(c); ok {
			pct = v
		}
		if n.IMPs {
			imp = c.IMPs
		}
		row := []any{res.Persons[c.Person].Name, dateCell(n.Date), n.Title, partner, pct}
		if imps {
			row = append(row, imp)
		}
		row = append(row, report.PlaceCell(c.Place), c.Pairs)
		if awards {
			row = append(row, c.Award)
		}
		for i, t := range res.Tables {
			if t.Competition.Rule == season.Ladder {
				row = append(row, c.Points[i])
			}
			switch {
			case c.Counted[i]:
				row = append(row, l.T("counted"))
			case t.Competition.Partnership && c.Partner < 0:
				row = append(row, nil)
			default:
				row = append(row, l.T("dropped"))
			}
		}
		rows = append(rows, row)
	}
	return report.Sheet{Title: title, Cols: cols, Rows: rows, Lang: l}
}

// dateCell is a night's date as a date cell, or as typed when it is not
// one.
func dateCell(s string) any {
	if t, err := time.Parse("2006-01-02", strings.TrimSpace(s)); err == nil {
		return t
	}
	return s
}

// handicapsSheet is the handicap the season proposes for each player, by
// name: their matchpoint nights, their average, the handicap the rule
// gives (none under its minimum of nights), and, when a night had
// Handicap columns, the player's handicap on the latest of them and the
// change. A line under the heading says the rule with its constants.
func handicapsSheet(res *season.Result, l lang.Lang, title string) report.Sheet {
	h := res.Handicapping
	current := false
	for _, p := range res.Handicaps {
		current = current || p.HasCurrent
	}
	cols := []report.Col{report.C(l.T("Player"), 24, report.Text), report.C(l.T("Nights"), 8, report.Integer),
		report.C(l.T("Average %"), 10, report.Percent), report.C(l.T("Proposed handicap"), 10, report.Dec2)}
	if current {
		cols = append(cols, report.C(l.T("Current handicap"), 10, report.Dec2), report.C(l.T("Change"), 10, report.Dec2))
	}
	header := report.HeaderLine(cols)
	most := l.T("no limit")
	if h.Most > 0 {
		most = l.Decimal(h.Most, -1)
	}
	note := l.F("proposed: (50%% − the player's average) × %s, to the nearest %s, at most %s either way, after %d nights", l.Decimal(h.Factor, -1), l.Decimal(h.Step, -1), most, h.Minimum)
	blocks := func(emit func(report.Block) error) error {
		lines := []report.Line{{Kind: report.Heading, Cells: []any{l.T("Handicaps")}}, {Kind: report.Note, Cells: []any{note}}}
		if h.Window > 0 {
			lines = append(lines, report.Line{Kind: report.Note, Cells: []any{l.F("the average is of each player's latest %d nights", h.Window)}})
		}
		lines = append(lines, header)
		for _, p := range res.Handicaps {
			var avg, proposed, now, change any
			if p.Nights > 0 {
				avg = p.Average
			}
			if p.Proposed {
				proposed = p.Handicap
			}
			cells := []any{res.Persons[p.Person].Name, p.Nights, avg, proposed}
			if current {
				if p.HasCurrent {
					now = p.Current
				}
				if p.HasCurrent && p.Proposed {
					change = p.Change()
				}
				cells = append(cells, now, change)
			}
			lines = append(lines, report.Line{Cells: cells})
		}
		return emit(report.Block{Lines: lines})
	}
	return report.Sheet{Title: title, Cols: cols, Blocks: blocks, Lang: l}
}
