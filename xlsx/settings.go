package xlsx

import (
	"strings"

	"github.com/scorebook/scorebook/engine/problem"

	"github.com/scorebook/scorebook/engine/setting"
)

// settingColumns are the two columns of a settings sheet (Event, Grading):
// one row per setting, its name and its value.
var settingColumns = []Column{
	{Name: "Setting", Aliases: []string{"Instelling", "Paramètre", "Einstellung"}, Required: true},
	{Name: "Value", Aliases: []string{"Waarde", "Valeur", "Wert"}, Required: true},
}

// ReadSettings reads an optional settings sheet (Setting, Value) for an
// engine's ParseSettings, which says what the values mean. Values are read
// raw, never through their number formats (which can show a date in any
// order, or invent text): a number is the number stored (a percentage cell
// holds 0.6), a date cell its serial number. Every value is also read as a
// date here (setting.Value.Date), because only the workbook knows how it
// counts dates. It remembers where each setting is, so that a problem the
// engine reports against a setting rather than a row can be placed on its
// Value cell. A row with a value but no name is an error. An absent sheet
// gives no rows and no findings.
func (b *Book) ReadSettings(sheet string) ([]setting.Value, []problem.Problem) {
	if _, ok := b.sheet(sheet); !ok {
		return nil, nil
	}
	t, findings := b.ReadTable(sheet, settingColumns)
	if t == nil {
		return nil, findings
	}
	where := map[string]int{}
	b.settings[fold(sheet)] = where
	b.settings[fold(t.Sheet)] = where // the workbook's spelling
	var values []setting.Value
	for _, r := range t.Rows {
		name, value := strings.TrimSpace(r.Cells[0]), strings.TrimSpace(r.Cells[1])
		if name == "" {
			findings = append(findings, t.Problem(r.Line, "Setting", "write the setting's name in the Setting column",
				"value %q has no setting name", value))
			continue
		}
		if _, seen := where[setting.Key(name)]; !seen {
			where[setting.Key(name)] = r.Line
		}
		v := setting.Value{Name: name, Value: value, Line: r.Line}
		if value != "" {
			v.Date, v.DateErr = b.ParseDate(value)
		}
		values = append(values, v)
	}
	return values, findings
}

// SettingText returns the value of the first row giving a setting, as
// read: a Title (Titel, Titre, … in a workbook written in a language).
func SettingText(values []setting.Value, name string) string {
	for _, v := range values {
		if setting.Is(v.Name, name) {
			return v.Value
		}
	}
	return ""
}

// SettingDate returns a date setting to print: as 2026-11-24 when it reads
// as a date, else as typed.
func SettingDate(values []setting.Value, name string) string {
	for _, v := range values {
		if setting.Is(v.Name, name) {
			if v.DateErr == nil && !v.Date.IsZero() {
				return v.Date.Format("2006-01-02")
			}
			return v.Value
		}
	}
	return ""
}

// Club names a bridge event to its federation: the Event sheet's Club,
// Club ID, Event ID and Charge code (setting.ClubSpecs), as typed. The
// exports publish them.
type Club struct {
	Name       string // Club
	ID         string // Club ID: the club's number at its federation
	EventID    string // Event ID: the federation's identifier of the event
	ChargeCode string // Charge code: USEBIO's P2P_CHARGE_RATE
}

// ClubSettings reads the Club settings from an Event sheet's rows.
func ClubSettings(values []setting.Value) Club {
	return Club{
		Name:       strings.TrimSpace(SettingText(values, "Club")),
		ID:         strings.TrimSpace(SettingText(values, "Club ID")),
		EventID:    strings.TrimSpace(SettingText(values, "Event ID")),
		ChargeCode: strings.TrimSpace(SettingText(values, "Charge code")),
	}
}
