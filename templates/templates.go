// Package templates describes the blank workbooks that `scorebook new`
// writes: their sheets, headers, default settings and the choices offered in
// each setting's drop-down list. The workbook layer turns a description into
// a file; a test reads every template back through the same reader that
// scores a workbook, so the templates cannot drift from what is read.
package templates

import (
	"strings"

	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/internal/lang"
)

// Template is a blank workbook.
type Template struct {
	Kind   string // pairs, teams or grading
	Sheets []Sheet
	// Lang is the language the template is written in (In): the words of
	// its drop-down lists' messages and printed pages' footers.
	Lang lang.Lang
}

// Sheet is one sheet of a template: a header row and some rows.
type Sheet struct {
	Name    string
	Columns []Column
	Rows    []Row
	// Lists are drop-down lists offered in every cell of a column below
	// the header.
	Lists []List
	// Formats gives columns (0-based) a number format for the cells typed
	// in them later: "yyyy-mm-dd" shows dates, "@" keeps what is typed as
	// text (so that a spreadsheet does not turn the score 26-3 into
	// 26 March). Dates given in Rows always show as yyyy-mm-dd.
	Formats map[int]string
	// Align sets how columns (0-based) stand in their cells, the header
	// with them: numbers to the right under a heading to the right (a
	// card's Round, Table, NS, EW and Boards), text after them indented so
	// that it does not touch them. Other columns keep the spreadsheet's
	// General alignment (text left, numbers right).
	Align map[int]Align
	// OnePage prints the sheet on one page (a settings sheet).
	OnePage bool
	// Print lays out a sheet of cards to print (the Movement sheet): its
	// columns are widened, where they need, to their longest text (the
	// header's, bold, included), since cards are read on the table.
	Print *Print
}

// Print is how a sheet of cards prints: one page wide, a page header, some
// rows styled as the header row (each card's own), and page breaks.
type Print struct {
	Header  string // the page header's text, on the left; the sheet's name is on the right
	Headers []int  // rows (indexes into Rows) styled as the header row
	Breaks  []int  // rows (indexes into Rows) that start a new page
}

// Align is a column's alignment: Horizontal "left", "center" or "right",
// and Indent, in characters, from the side it is aligned to.
type Align struct {
	Horizontal string
	Indent     int
}

// List is a drop-down list for a column: fixed Choices, or the cells of a
// range From (such as Players!$A$2:$A$1000).
type List struct {
	Column  int // 0-based
	Choices []string
	From    string
	// Open lets other values be typed too; otherwise the spreadsheet
	// refuses them.
	Open bool
	// Said: the Choices are catalogue keys the reader takes in any
	// language, so a template in a language offers them in its words.
	Said bool
}

// Column is a header and its width.
type Column struct {
	Header string
	Width  float64
}

// Row is a row of cells (string, int, float64 or time.Time; nil for an empty
// cell); Choices, when given, is the drop-down list offered in the cell of
// column ChoiceColumn.
type Row struct {
	Cells        []any
	ChoiceColumn int
	Choices      []string
	// Said are the columns whose cells are catalogue keys, which a
	// template in a language writes in its words (a season's example
	// competitions: Clubkampioenschap, its Rule Kampioenschap and its
	// Partnership Nee in Dutch).
	Said []int
	// in, when not nil, is the row r (this row, its value perhaps set
	// since) in a language: a setting's row, its name, default, note and
	// choices in the language's words, a value set since kept.
	in func(l lang.Lang, r Row) Row
}

// settingRows are a settings sheet's rows, from the engine's table of its
// settings: each one's name, default, the note for the Options column, and
// its choices in the drop-down list.
func settingRows[S any](t setting.Table[S]) []Row {
	rows := make([]Row, len(t.Specs))
	for i, sp := range t.Specs {
		rows[i] = Row{Cells: []any{sp.Names[0], sp.Default, sp.Note}, ChoiceColumn: 1, Choices: sp.Offered()}
		rows[i].in = func(l lang.Lang, r Row) Row {
			name, def, note, offered := sp.Said(l)
			value := any(def)
			if len(r.Cells) > 1 && r.Cells[1] != any(sp.Default) {
				value = r.Cells[1] // set since (IndividualFor's Movement), kept as set
			}
			return Row{Cells: []any{name, value, note}, ChoiceColumn: 1, Choices: offered}
		}
	}
	return rows
}

var settingColumns = []Column{{lang.Key("Setting"), 22}, {lang.Key("Value"), 18}, {lang.Key("Options"), 70}}

// Pairs is the template of a pairs event.
func Pairs() Template {
	return Template{Kind: "pairs", Sheets: []Sheet{
		{Name: lang.Key("Event"), Columns: settingColumns, Rows: settingRows(pairs.SettingsTable), OnePage: true},
		{Name: lang.Key("Pairs"), Columns: []Column{{lang.Key("Pair"), 8}, {lang.Key("Player 1"), 24}, {lang.Key("Player 2"), 24},
			{lang.Key("Direction"), 10}, {lang.Key("Player 1 ID"), 12}, {lang.Key("Player 2 ID"), 12}},
			// Member numbers are text, so that 012345 keeps its zero.
			Formats: map[int]string{4: "@", 5: "@"}},
		{Name: lang.Key("Results"), Columns: []Column{{lang.Key("Session"), 8}, {lang.Key("Board"), 7}, {lang.Key("NS"), 6}, {lang.Key("EW"), 6},
			{lang.Key("Contract"), 9}, {lang.Key("By"), 5}, {lang.Key("Result"), 7}, {lang.Key("Score"), 16}, {lang.Key("Lead"), 6}},
			// Result is text, so that Excel keeps a typed +1 as +1 (in a
			// General cell it becomes the number 1: one trick taken).
			// Lead, optional, is the opening lead (SK, H10): the pads'
			// leads have a place when a night is imported.
			Formats: map[int]string{6: "@"}},
	}}
}

// In is the template in a language: its sheets' names and its columns'
// headers in the language's words, which the readers take as they take
// the English (lang.Translations); a settings sheet's settings, their
// defaults, choices and notes in the language's words too, which the
// readers take in any language (setting.Match), and the Language setting
// set to it, its drop-down offering each language by its own name. A sheet
// of cards to print stays as it is (the Movement sheet, read by its
// English name and headers: PairsForIn writes its cards' words in the
// language). In English the template is as it was.
func (t Template) In(l lang.Lang) Template {
	if l == lang.English {
		return t
	}
	names := map[string]string{}
	sheets := make([]Sheet, len(t.Sheets))
	for _, s := range t.Sheets {
		if s.Print == nil {
			names[s.Name] = word(l, s.Name)
		}
	}
	for i, s := range t.Sheets {
		sheets[i] = s
		if s.Print != nil {
			continue
		}
		sheets[i].Name = names[s.Name]
		sheets[i].Columns = make([]Column, len(s.Columns))
		for c, col := range s.Columns {
			sheets[i].Columns[c] = Column{Header: word(l, col.Header), Width: col.Width}
		}
		sheets[i].Rows = make([]Row, len(s.Rows))
		for r, row := range s.Rows {
			sheets[i].Rows[r] = row
			if row.in != nil {
				sheets[i].Rows[r] = row.in(l, row)
			}
			if len(row.Said) > 0 {
				cells := append([]any(nil), sheets[i].Rows[r].Cells...)
				for _, c := range row.Said {
					if w, ok := cells[c].(string); ok {
						cells[c] = setting.Say(l, w)
					}
				}
				sheets[i].Rows[r].Cells = cells
			}
			if len(row.Cells) > 1 && row.Cells[0] == "Language" && row.Cells[1] == lang.English.String() {
				cells := append([]any(nil), sheets[i].Rows[r].Cells...)
				cells[1] = l.Own()
				choices := make([]string, len(lang.All))
				for k, o := range lang.All {
					choices[k] = o.Own()
				}
				sheets[i].Rows[r].Cells, sheets[i].Rows[r].Choices = cells, choices
			}
		}
		sheets[i].Lists = make([]List, len(s.Lists))
		for k, list := range s.Lists {
			sheets[i].Lists[k] = list
			if list.Said {
				sheets[i].Lists[k].Choices = make([]string, len(list.Choices))
				for c, choice := range list.Choices {
					sheets[i].Lists[k].Choices[c] = setting.Say(l, choice) // a Type: Gelijk, Handicap, …
				}
			}
			if sheet, ref, ok := strings.Cut(list.From, "!"); ok {
				if n, ok := names[sheet]; ok {
					sheets[i].Lists[k].From = quoteSheet(n) + "!" + ref
				}
			}
		}
	}
	return Template{Kind: t.Kind, Sheets: sheets, Lang: l}
}

// word is a sheet's name or a column's header in a language. format is the
// English, a catalogue key (marked with lang.Key where it is written).
func word(l lang.Lang, format string) string { return l.T(format) }

// quoteSheet is a sheet's name as a formula names it: quoted unless it is
// letters, digits and underscores of ASCII ('VP-schaal'!$A$2).
func quoteSheet(name string) string {
	for _, r := range name {
		if !(r == '_' || '0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			return "'" + strings.ReplaceAll(name, "'", "''") + "'"
		}
	}
	return name
}
