package main

import (
	"time"

	"github.com/scorebook/scorebook/internal/gradinggen"
	"github.com/scorebook/scorebook/templates"
)

func init() { samples["grading-season"] = gradingSeason }

// gradingSeason is a club's 2025 season: 30 players, 420 Advanced Singles
// games from April to September typed partly out of date order, a few games
// of other types, events of classes 1 to 3.
func gradingSeason() templates.Template {
	return gradinggen.Make(gradinggen.Config{
		Seed: 2025, Players: 30, Games: 420, OtherTypes: 9,
		Start: time.Date(2025, 4, 5, 0, 0, 0, 0, time.UTC), Days: 175,
		Late: 0.08, TextDates: true,
		Title: "Northern Croquet Federation",
	}).Template
}
