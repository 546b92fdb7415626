package xlsx

import (
	"fmt"
	"sort"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/xuri/excelize/v2"
)

// Place places problems on their cells: the engine names a sheet, a source
// row and a logical column ("Results", 17, "Score"); the workbook knows the
// sheet's spelling and which column of it is Score (Results!G17). A problem
// with a setting rather than a row is placed on that setting's Value cell. A
// problem already placed, or with no sheet, is left as it is.
func (b *Book) Place(ps []problem.Problem) []problem.Problem {
	for i := range ps {
		ps[i] = b.place(ps[i])
	}
	return ps
}

func (b *Book) place(p problem.Problem) problem.Problem {
	if p.Sheet == "" || p.Cell != "" {
		return p
	}
	name := p.Sheet // the contract's name, or the workbook's spelling
	if s, ok := b.sheet(p.Sheet); ok {
		p.Sheet = s
	}
	if p.Row == 0 && p.Column != "" {
		// A problem with a setting: its Value cell, when the setting is there.
		where, isSettings := b.settings[fold(name)]
		if isSettings {
			if l, ok := settingLine(where, p.Column); ok {
				p.Row = l
				if t := b.tables[fold(name)]; t != nil {
					p.Cell = t.Cell(l, "Value")
				}
			}
			return p
		}
	}
	if t := b.tables[fold(name)]; t != nil {
		p.Cell = t.Cell(p.Row, p.Column)
	}
	if p.Cell == "" {
		p.Column = "" // the sheet has no such column: the place is the row
	}
	return p
}

// Sort orders problems as a director reads the workbook: by sheet (in the
// workbook's order), then row, then column. Problems without a place come
// first.
func (b *Book) Sort(ps []problem.Problem) {
	order := map[string]int{}
	for i, s := range b.f.GetSheetList() {
		order[s] = i + 1
	}
	key := func(p problem.Problem) (int, int, int) {
		col, row := 0, 0
		switch {
		case p.Cell != "":
			c, r, err := excelize.CellNameToCoordinates(p.Cell)
			if err == nil {
				col, row = c, r
			}
		case p.Row > 0:
			row = p.Row
		}
		return order[p.Sheet], row, col
	}
	sort.SliceStable(ps, func(i, j int) bool {
		si, ri, ci := key(ps[i])
		sj, rj, cj := key(ps[j])
		if si != sj {
			return si < sj
		}
		if ri != rj {
			return ri < rj
		}
		return ci < cj
	})
}

// quoteSlice quotes each string.
func quoteSlice(s []string) []string {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = fmt.Sprintf("%q", x)
	}
	return out
}

// settingLine is the first row of a settings sheet that gives the setting,
// by its name in any language, as the engine keeps the first (Precisie on
// row 8 before Precision on row 12) (where holds each name as typed, by
// setting.Key).
func settingLine(where map[string]int, name string) (int, bool) {
	line := 0
	for typed, l := range where {
		if setting.Is(typed, name) && (line == 0 || l < line) {
			line = l
		}
	}
	return line, line > 0
}
