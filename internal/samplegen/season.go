package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/scorebook/scorebook/internal/seasongen"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

func init() { folders["season"] = writeSeason }

// seasonSpec is the sample season: eight Tuesdays of up to six tables,
// Mitchells and every third night a Howell.
var seasonSpec = seasongen.Spec{Nights: 8, Tables: 6, Seed: 2026, Start: time.Date(2026, 1, 6, 0, 0, 0, 0, time.UTC)}

// writeSeason writes samples/season/: the nights, as the director typed
// them (season scores each in memory), in nights/, and the season
// workbook club-2026.xlsx, its Players sheet joining the night's mistyped
// name to the member's, its championships of the best 4 nights.
func writeSeason() error {
	dir := filepath.Join("samples", "season")
	nights := filepath.Join(dir, "nights")
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := os.MkdirAll(nights, 0o755); err != nil {
		return err
	}
	s := seasongen.Plan(seasonSpec)
	paths, err := seasongen.WriteNights(nights, s, seasonSpec.Seed, "Tuesday Pairs", false)
	if err != nil {
		return err
	}
	for _, p := range paths {
		fmt.Println("wrote", p)
	}
	t := templates.Season()
	for i := range t.Sheets {
		switch t.Sheets[i].Name {
		case "Season":
			rows := append([]templates.Row(nil), t.Sheets[i].Rows...)
			for j, r := range rows {
				if r.Cells[0] == "Title" {
					rows[j].Cells = []any{"Title", "Hartfield Bridge Club 2026", r.Cells[2]}
				}
			}
			t.Sheets[i].Rows = rows
		case "Competitions":
			// Two months of a season: the best 4 nights count, ranked
			// from 3.
			rows := append([]templates.Row(nil), t.Sheets[i].Rows...)
			for j, r := range rows {
				if r.Cells[1] == "Championship" {
					rows[j].Cells = []any{r.Cells[0], r.Cells[1], r.Cells[2], 4, 3}
				}
			}
			t.Sheets[i].Rows = rows
		case "Players":
			t.Sheets[i].Rows = []templates.Row{{Cells: []any{s.Typo.Wrong, s.Typo.Said}}}
		}
	}
	path := filepath.Join(dir, "club-2026.xlsx")
	if err := xlsx.WriteTemplate(path, t); err != nil {
		return err
	}
	fmt.Println("wrote", path)
	return nil
}
