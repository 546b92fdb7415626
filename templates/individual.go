package templates

import (
	"github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/internal/lang"
)

// Individual is the template of an individual event: a pairs event's
// settings where they apply, the players by number, and a Results row per
// board played at a table, the four seats by player number.
func Individual() Template {
	return Template{Kind: "individual", Sheets: []Sheet{
		{Name: lang.Key("Event"), Columns: settingColumns, Rows: settingRows(individual.SettingsTable), OnePage: true},
		{Name: lang.Key("Players"), Columns: []Column{{lang.Key("Player"), 8}, {lang.Key("Name"), 28}, {lang.Key("Club"), 22}, {lang.Key("Player ID"), 12}},
			// Member numbers are text, so that 012345 keeps its zero.
			Formats: map[int]string{3: "@"}},
		{Name: lang.Key("Results"), Columns: individualResultsColumns,
			// Result is text, so that Excel keeps a typed +1 as +1.
			Formats: map[int]string{9: "@"}},
	}}
}

// individualResultsColumns are an individual's Results headers: where the
// board was played, the board, the four seats, and how it went.
var individualResultsColumns = []Column{{lang.Key("Round"), 7}, {lang.Key("Table"), 7}, {lang.Key("Board"), 7},
	{lang.Key("North"), 7}, {lang.Key("South"), 7}, {lang.Key("East"), 7}, {lang.Key("West"), 7},
	{lang.Key("Contract"), 9}, {lang.Key("By"), 5}, {lang.Key("Result"), 7}, {lang.Key("Score"), 16}, {lang.Key("Lead"), 6}}
