package templates

import (
	"github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/lang"
)

// Teams is the template of a teams event: a club teams night, a Swiss teams
// congress or a round robin. The VP Scale sheet is read only when the VP
// scale is Custom.
func Teams() Template {
	return Template{Kind: "teams", Sheets: []Sheet{
		{Name: lang.Key("Event"), Columns: settingColumns, Rows: settingRows(teams.SettingsTable), OnePage: true},
		{Name: lang.Key("Teams"), Columns: []Column{{lang.Key("Team"), 8}, {lang.Key("Name"), 28}, {lang.Key("Players"), 48}, {lang.Key("Player IDs"), 40}},
			// Member numbers are text, so that 012345 keeps its zero.
			Formats: map[int]string{3: "@"}},
		{Name: lang.Key("Results"), Columns: []Column{{lang.Key("Round"), 7}, {lang.Key("Board"), 7}, {lang.Key("NS"), 6}, {lang.Key("EW"), 6},
			{lang.Key("Contract"), 9}, {lang.Key("By"), 5}, {lang.Key("Result"), 7}, {lang.Key("Score"), 12}},
			// Result is text, so that Excel keeps a typed +1 as +1 (in a
			// General cell it becomes the number 1: one trick taken).
			Formats: map[int]string{6: "@"}},
		{Name: lang.Key("VP Scale"), Columns: []Column{{lang.Key("IMPs from"), 10}, {lang.Key("IMPs to"), 10}, {lang.Key("Winner VP"), 11}, {lang.Key("Loser VP"), 11}}},
	}}
}
