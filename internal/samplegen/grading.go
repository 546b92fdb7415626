package main

import (
	"time"

	"github.com/scorebook/scorebook/internal/gradinggen"
	"github.com/scorebook/scorebook/templates"
)

func init() {
	samples["grading-season"] = gradingSeason
	samples["grading-dg"] = gradingDG
	samples["grading-gc"] = gradingGC
}

// gradingGC is a Golf Croquet club's season graded by the WCF's GC
// grading (Code GC): 24 players with GC start grades, handicaps and
// indices (most with AC handicaps too), 500 games from April to September
// 2026 in the season's events, one in four a handicap game, a dozen AC
// games and eight doubles among them, a few of other types; the AHS keeps
// every player's cards of both codes. Its Entries sheet enters twelve
// players in the GC Autumn Open and eight in the AC Autumn Cup, events
// still to be drawn (scorebook draw, README's officer's month).
func gradingGC() templates.Template {
	return gradinggen.Make(gradinggen.Config{
		Seed: 2019, Players: 24, Games: 500, OtherTypes: 4,
		Start: time.Date(2026, 4, 4, 0, 0, 0, 0, time.UTC), Days: 170,
		Late: 0.05, TextDates: true,
		Title: "Eastern Golf Croquet Federation", Code: "GC",
		Clubs: true, HandicapShare: 0.25, ACGames: 12, Doubles: 8,
		Entries: []gradinggen.Entries{{Event: "GC Autumn Open", Players: 12}, {Event: "AC Autumn Cup", Players: 8, Offset: 12}},
	}).Template
}

// gradingSeason is a club's 2025 season: 30 players, 420 Advanced Singles
// games from April to September typed partly out of date order, a few games
// of other types, events of classes 1 to 3. The club grades as by hand from
// the adjustment table: Precision Table (written under that name, which was
// Published until issue 16; the sample typed the old name until issue 30).
func gradingSeason() templates.Template {
	return gradinggen.Make(gradinggen.Config{
		Seed: 2025, Players: 30, Games: 420, OtherTypes: 9,
		Start: time.Date(2025, 4, 5, 0, 0, 0, 0, time.UTC), Days: 175,
		Late: 0.08, TextDates: true,
		Title: "Northern Croquet Federation", Precision: "Table",
	}).Template
}

// gradingDG is a federation's two seasons graded by Dynamic Grading: 24
// players of six clubs, most with a current handicap, 1,100 Advanced
// Singles games from April 2024 to September 2025 (so that most players
// pass the 34 games of the start modulator), a few of other types, some
// scores typed the croquetrecords way (+17, +26tp).
func gradingDG() templates.Template {
	return gradinggen.Make(gradinggen.Config{
		Seed: 2013, Players: 24, Games: 1100, OtherTypes: 14,
		Start: time.Date(2024, 4, 6, 0, 0, 0, 0, time.UTC), Days: 540,
		Late: 0.06, TextDates: true,
		Title: "Southern Croquet Federation", System: "DG",
		Clubs: true, Handicaps: true, Margins: true,
	}).Template
}
