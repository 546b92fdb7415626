package templates

import "github.com/scorebook/scorebook/engine/teams"

// Teams is the template of a teams event: a club teams night, a Swiss teams
// congress or a round robin. The VP Scale sheet is read only when the VP
// scale is Custom.
func Teams() Template {
	return Template{Kind: "teams", Sheets: []Sheet{
		{Name: "Event", Columns: settingColumns, Rows: settingRows(teams.SettingsTable), OnePage: true},
		{Name: "Teams", Columns: []Column{{"Team", 8}, {"Name", 28}, {"Players", 48}, {"Player IDs", 40}},
			// Member numbers are text, so that 012345 keeps its zero.
			Formats: map[int]string{3: "@"}},
		{Name: "Results", Columns: []Column{{"Round", 7}, {"Board", 7}, {"NS", 6}, {"EW", 6}, {"Contract", 9}, {"By", 5}, {"Result", 7}, {"Score", 12}},
			// Result is text, so that Excel keeps a typed +1 as +1 (in a
			// General cell it becomes the number 1: one trick taken).
			Formats: map[int]string{6: "@"}},
		{Name: "VP Scale", Columns: []Column{{"IMPs from", 10}, {"IMPs to", 10}, {"Winner VP", 11}, {"Loser VP", 11}}},
	}}
}
