package templates

import (
	"github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/lang"
)

// GameTypes are the types offered in the Games sheet's Type drop-down:
// Level (also written AS or left empty) is graded and handicapped by the
// level-play table, Handicap by the handicap-play table only; games of the
// others are reported and left out.
var GameTypes = []string{lang.Key("Level"), lang.Key("Handicap"), lang.Key("14-point AS"), lang.Key("Short Croquet"), lang.Key("One-ball")}

// Codes are the codes offered in the Games sheet's Code drop-down (empty
// is AC).
var Codes = []string{"AC", "GC"}

// Grading is the template of a croquet grading workbook: the Grading
// settings, the Players with their starting Index and Grade (and, when
// known, their club, their AC handicap and index, and their GC start grade,
// handicap and index), the Games (with each game's code, and a doubles
// game's partners), and the Entries of the events to draw.
func Grading() Template {
	return Template{Kind: "grading", Sheets: []Sheet{
		{Name: lang.Key("Grading"), Columns: settingColumns, Rows: settingRows(grading.SettingsTable), OnePage: true},
		{Name: lang.Key("Players"), Columns: []Column{{lang.Key("Player"), 26}, {lang.Key("Index"), 9}, {lang.Key("Grade"), 9}, {lang.Key("Club"), 18}, {lang.Key("Handicap"), 10},
			{lang.Key("Handicap Index"), 10}, {lang.Key("GC Grade"), 9}, {lang.Key("GC Handicap"), 10}, {lang.Key("GC Handicap Index"), 10}},
			// A handicap such as 4½ or -1 is text as typed.
			Formats: map[int]string{4: "@", 7: "@"}},
		{
			Name: lang.Key("Games"),
			Columns: []Column{{lang.Key("Date"), 12}, {lang.Key("Event"), 24}, {lang.Key("Class"), 7}, {lang.Key("Winner"), 26}, {lang.Key("Loser"), 26},
				{lang.Key("Score"), 9}, {lang.Key("Type"), 14}, {lang.Key("Code"), 6}, {lang.Key("Winner 2"), 26}, {lang.Key("Loser 2"), 26}},
			Formats: map[int]string{0: "yyyy-mm-dd", 5: "@"},
			Lists: []List{
				{Column: 2, Choices: []string{"1", "2", "3"}},
				{Column: 3, From: "Players!$A$2:$A$5000"},
				{Column: 4, From: "Players!$A$2:$A$5000"},
				{Column: 6, Choices: GameTypes, Open: true, Said: true},
				{Column: 7, Choices: Codes},
				{Column: 8, From: "Players!$A$2:$A$5000"},
				{Column: 9, From: "Players!$A$2:$A$5000"},
			},
		},
		// The entrants of each event a draw makes (scorebook draw):
		// left empty, every player on Players is entered.
		{Name: lang.Key("Entries"), Columns: []Column{{lang.Key("Event"), 24}, {lang.Key("Player"), 26}},
			Lists: []List{{Column: 1, From: "Players!$A$2:$A$5000"}}},
	}}
}
