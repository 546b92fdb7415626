package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/internal/seasongen"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	xseason "github.com/scorebook/scorebook/xlsx/season"
	"github.com/xuri/excelize/v2"
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
	if err := handicapNight(paths, s); err != nil {
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

// handicapNight makes the season's last night the month's handicap night:
// its Pairs get Handicap 1 and Handicap 2, each player's the handicap the
// season's Handicaps sheet proposes from the nights before it (the
// template's rule: EBUScore's NGS handicaps, from 5 nights), left empty
// for a player it proposes none; its title says so.
func handicapNight(paths []string, s seasongen.Season) error {
	var nights []season.Night
	for _, r := range xseason.ReadNights(paths[:len(paths)-1]) {
		if r.Err != nil {
			return r.Err
		}
		if r.Night == nil {
			return fmt.Errorf("%s: %v", r.Path, r.Problems)
		}
		nights = append(nights, *r.Night)
	}
	res, probs := season.Compute(season.Season{Nights: nights, Merges: []season.Merge{{Name: s.Typo.Wrong, SameAs: s.Typo.Said}},
		Handicapping: season.DefaultHandicapping()})
	if res == nil {
		return fmt.Errorf("the nights before the handicap night: %v", probs)
	}
	handicap := map[string]float64{} // a folded spelling → the player's proposed handicap
	for _, p := range res.Handicaps {
		if p.Proposed {
			for _, name := range res.Persons[p.Person].Spellings {
				handicap[season.Fold(name)] = p.Handicap
			}
		}
	}
	last := paths[len(paths)-1]
	f, err := excelize.OpenFile(last)
	if err != nil {
		return err
	}
	defer f.Close()
	rows, err := f.GetRows("Pairs")
	if err != nil {
		return err
	}
	col := len(rows[0])
	for k, header := range []string{"Handicap 1", "Handicap 2"} {
		cell, _ := excelize.CoordinatesToCellName(col+1+k, 1)
		if err := f.SetCellStr("Pairs", cell, header); err != nil {
			return err
		}
	}
	for r, row := range rows[1:] {
		for k := range 2 {
			if 1+k >= len(row) {
				continue
			}
			if h, ok := handicap[season.Fold(row[1+k])]; ok {
				cell, _ := excelize.CoordinatesToCellName(col+1+k, r+2)
				if err := f.SetCellValue("Pairs", cell, h); err != nil {
					return err
				}
			}
		}
	}
	event, err := f.GetRows("Event")
	if err != nil {
		return err
	}
	for r, row := range event {
		if len(row) > 0 && row[0] == "Title" {
			if err := f.SetCellStr("Event", "B"+fmt.Sprint(r+1), "Tuesday Handicap Pairs"); err != nil {
				return err
			}
		}
	}
	return f.Save()
}
