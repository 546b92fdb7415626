// Package templates describes the blank workbooks that `scorebook new`
// writes: their sheets, headers, default settings and the choices offered in
// each setting's drop-down list. The workbook layer turns a description into
// a file; a test reads every template back through the same reader that
// scores a workbook, so the templates cannot drift from what is read.
package templates

// Template is a blank workbook.
type Template struct {
	Kind   string // pairs, teams or grading
	Sheets []Sheet
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
}

// setting is an Event or Grading sheet row: its default value, the choices
// and a note for the Options column.
func setting(name, value, note string, choices ...string) Row {
	return Row{Cells: []any{name, value, note}, ChoiceColumn: 1, Choices: choices}
}

var settingColumns = []Column{{"Setting", 22}, {"Value", 18}, {"Options", 70}}

// Pairs is the template of a pairs event.
func Pairs() Template {
	return Template{Kind: "pairs", Sheets: []Sheet{
		{Name: "Event", Columns: settingColumns, Rows: []Row{
			setting("Title", "", "the event's name, printed on every results page"),
			setting("Date", "", "the date of play"),
			setting("Scoring", "Matchpoints", "Matchpoints, Ascherman, Norwegian, Cross-IMPs, Butler, Bastille, Total points",
				"Matchpoints", "Ascherman", "Norwegian", "Cross-IMPs", "Butler", "Bastille", "Total points"),
			setting("Matchpoint scale", "European", "European (2 per result beaten, top 2n−2) or American (1 per result beaten, top n−1)", "European", "American"),
			setting("Field", "Auto", "Auto, Mitchell (NS and EW ranked apart) or Howell (one ranking)", "Auto", "Mitchell", "Howell"),
			setting("Neuberg", "Yes", "factor boards with fewer results to the session's largest board", "Yes", "No"),
			setting("Average plus", "60", "percent given for A+"),
			setting("Average", "50", "percent given for A="),
			setting("Average minus", "40", "percent given for A-"),
			setting("Average plus rule", "Fixed", "Fixed, or Session (Law 12C2: the greater of A+ and the pair's own session percentage)", "Fixed", "Session"),
			setting("Butler discard", "1", "Butler and Bastille: highest and lowest results left out of the datum, a count (1) or a share (10%)"),
			setting("Cross-IMPs", "Per comparison", "Per comparison (sum divided by comparisons) or Total", "Per comparison", "Total"),
			setting("Sessions", "Percentages", "how sessions combine: Percentages (board-weighted), Neuberg, Matchpoints (plain sum)", "Percentages", "Neuberg", "Matchpoints"),
		}},
		{Name: "Pairs", Columns: []Column{{"Pair", 8}, {"Player 1", 24}, {"Player 2", 24}, {"Direction", 10}}},
		{Name: "Results", Columns: []Column{{"Session", 8}, {"Board", 7}, {"NS", 6}, {"EW", 6}, {"Contract", 9}, {"By", 5}, {"Result", 7}, {"Score", 16}},
			// Result is text, so that Excel keeps a typed +1 as +1 (in a
			// General cell it becomes the number 1: one trick taken).
			Formats: map[int]string{6: "@"}},
	}}
}
