package templates

import (
	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/internal/lang"
)

// CompetitionColumns are the Competitions sheet's columns.
var CompetitionColumns = []Column{{lang.Key("Name"), 28}, {lang.Key("Rule"), 14}, {lang.Key("Partnership"), 12},
	{lang.Key("Best"), 7}, {lang.Key("Minimum"), 9}, {lang.Key("Points"), 30}, {lang.Key("IMP rule"), 10}}

// Season is the template of a club's season: its settings, the
// competitions it keeps (a club championship of the best 10 nights,
// ranked from 5; a ladder; a partnership championship) and an empty
// Players sheet for the names that are one player.
func Season() Template {
	return Template{Kind: "season", Sheets: []Sheet{
		{Name: lang.Key(season.SheetSeason), Columns: settingColumns, Rows: settingRows(season.SettingsTable), OnePage: true},
		{Name: lang.Key(season.SheetCompetitions), Columns: CompetitionColumns,
			// Three examples, named in the template's language.
			Rows: []Row{
				{Cells: []any{lang.Key("Club Championship"), "Championship", "No", 10, 5}, Said: []int{0, 1, 2}},
				{Cells: []any{lang.Key("Ladder"), "Ladder", "No"}, Said: []int{0, 1, 2}},
				{Cells: []any{lang.Key("Partnership Championship"), "Championship", "Yes", 10, 5}, Said: []int{0, 1, 2}},
			},
			// Each choice is read in any language (setting.Match): a
			// template in a language offers and writes its words.
			Lists: []List{{Column: 1, Choices: firsts(season.Rules), Said: true}, {Column: 2, Choices: []string{"Yes", "No"}, Said: true},
				{Column: 6, Choices: firsts(season.IMPRules), Open: true, Said: true}},
			// Points is text: 10 8 6 5 4 3 2 1.
			Formats: map[int]string{5: "@"}},
		{Name: lang.Key(season.SheetPlayers), Columns: []Column{{lang.Key("Name"), 28}, {lang.Key("Same as"), 28}}},
	}}
}

// firsts are the first spelling of each choice, as a drop-down offers them.
func firsts(choices [][]string) []string {
	out := make([]string, len(choices))
	for i, c := range choices {
		out[i] = c[0]
	}
	return out
}
