package xlsx

import (
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/setting"
)

// settingColumns are the two columns of a settings sheet (Event, Grading):
// one row per setting, its name and its value.
var settingColumns = []column{
	{name: "Setting", required: true},
	{name: "Value", required: true},
}

// readSettings reads an optional settings sheet (Setting, Value) for an
// engine's ParseSettings, which says what the values mean. Values are read
// raw, never through their number formats (which can show a date in any
// order, or invent text): a number is the number stored (a percentage cell
// holds 0.6), a date cell its serial number. Every value is also read as a
// date here (setting.Value.Date), because only the workbook knows how it
// counts dates. It remembers where each setting is, so that a problem the
// engine reports against a setting rather than a row can be placed on its
// Value cell. A row with a value but no name is an error. An absent sheet
// gives no rows and no findings.
func (b *Book) readSettings(sheet string) ([]setting.Value, []Finding) {
	if _, ok := b.sheet(sheet); !ok {
		return nil, nil
	}
	t, findings := b.readTable(sheet, settingColumns)
	if t == nil {
		return nil, findings
	}
	where := map[string]int{}
	b.settings[fold(sheet)] = where
	var values []setting.Value
	for _, r := range t.rows {
		name, value := strings.TrimSpace(r.cells[0]), strings.TrimSpace(r.cells[1])
		if name == "" {
			findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Setting"),
				Msg: fmt.Sprintf("value %q has no setting name", value), Hint: "write the setting's name in the Setting column"})
			continue
		}
		if _, seen := where[setting.Key(name)]; !seen {
			where[setting.Key(name)] = r.line
		}
		v := setting.Value{Name: name, Value: value, Line: r.line}
		if value != "" {
			v.Date, v.DateErr = b.parseDate(value)
		}
		values = append(values, v)
	}
	return values, findings
}

// settingText returns the value of the first row giving a setting, as
// read: a Title.
func settingText(values []setting.Value, name string) string {
	for _, v := range values {
		if setting.Key(v.Name) == setting.Key(name) {
			return v.Value
		}
	}
	return ""
}

// settingDate returns a date setting to print: as 2026-11-24 when it reads
// as a date, else as typed.
func settingDate(values []setting.Value, name string) string {
	for _, v := range values {
		if setting.Key(v.Name) == setting.Key(name) {
			if v.DateErr == nil && !v.Date.IsZero() {
				return v.Date.Format("2006-01-02")
			}
			return v.Value
		}
	}
	return ""
}

// settingsSheets are the sheets whose problems may name a setting rather
// than a row: the engine knows the setting, the workbook knows its row.
var settingsSheets = map[string]bool{"event": true, "grading": true}
