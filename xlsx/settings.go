package xlsx

import (
	"fmt"
	"strings"
)

// settingColumns are the two columns of a settings sheet (Event, Grading):
// one row per setting, its name and its value.
var settingColumns = []column{
	{name: "Setting", required: true},
	{name: "Value", required: true},
}

// settingRow is one row of a settings sheet.
type settingRow struct {
	name  string // as typed, without surrounding spaces
	value string
	line  int
}

// readSettings reads an optional settings sheet (Setting, Value), raw or as
// shown, and remembers where each setting is so that a problem with it can
// be placed on its Value cell. A row with a value but no name is an error.
// An absent sheet gives no rows and no findings.
func (b *Book) readSettings(sheet string, formatted bool) ([]settingRow, []Finding) {
	if _, ok := b.sheet(sheet); !ok {
		return nil, nil
	}
	t, findings := b.readTable(sheet, settingColumns, formatted)
	if t == nil {
		return nil, findings
	}
	where := map[string]int{}
	b.settings[fold(sheet)] = where
	var rows []settingRow
	for _, r := range t.rows {
		name, value := strings.TrimSpace(r.cells[0]), strings.TrimSpace(r.cells[1])
		if name == "" {
			findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Setting"),
				Msg: fmt.Sprintf("value %q has no setting name", value), Hint: "write the setting's name in the Setting column"})
			continue
		}
		if _, seen := where[fold(name)]; !seen {
			where[fold(name)] = r.line
		}
		rows = append(rows, settingRow{name: name, value: value, line: r.line})
	}
	return rows, findings
}

// settingsSheets are the sheets whose problems may name a setting rather
// than a row: the engine knows the setting, the workbook knows its row.
var settingsSheets = map[string]bool{"event": true, "grading": true}
