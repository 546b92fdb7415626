package templates

import (
	"github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/lang"
)

// GameTypes are the types offered in the Games sheet's Type drop-down: only
// the first (26-point Advanced Singles, also written AS or left empty) is
// graded; games of the others are reported and left out.
var GameTypes = []string{"AS", "Handicap", "Doubles", "14-point AS", "Golf Croquet"}

// Grading is the template of a croquet grading workbook: the Grading
// settings, the Players with their starting Index and Grade (and, when
// known, their club and current handicap), and the Games.
func Grading() Template {
	return Template{Kind: "grading", Sheets: []Sheet{
		{Name: lang.Key("Grading"), Columns: settingColumns, Rows: settingRows(grading.SettingsTable), OnePage: true},
		{Name: lang.Key("Players"), Columns: []Column{{lang.Key("Player"), 26}, {lang.Key("Index"), 9}, {lang.Key("Grade"), 9}, {lang.Key("Club"), 18}, {lang.Key("Handicap"), 10}},
			// A handicap such as 4½ or -1 is text as typed.
			Formats: map[int]string{4: "@"}},
		{
			Name: lang.Key("Games"),
			Columns: []Column{{lang.Key("Date"), 12}, {lang.Key("Event"), 24}, {lang.Key("Class"), 7}, {lang.Key("Winner"), 26}, {lang.Key("Loser"), 26},
				{lang.Key("Score"), 9}, {lang.Key("Type"), 14}},
			Formats: map[int]string{0: "yyyy-mm-dd", 5: "@"},
			Lists: []List{
				{Column: 2, Choices: []string{"1", "2", "3"}},
				{Column: 3, From: "Players!$A$2:$A$5000"},
				{Column: 4, From: "Players!$A$2:$A$5000"},
				{Column: 6, Choices: GameTypes, Open: true},
			},
		},
	}}
}
