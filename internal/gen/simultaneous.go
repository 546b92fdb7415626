package gen

import (
	"fmt"
	"math/rand"

	"github.com/scorebook/scorebook/templates"
)

// Simultaneous is a national simultaneous pairs as a pairs workbook's
// template: every table plays every board, in five-table clubs (a plain
// Mitchell: NS pairs stay, EW move, boards move), on the same deals
// everywhere; tables and boards are multiples of five. internal/bench
// measures scorebook on it; a congress's web page is tested on it.
func Simultaneous(tables, boards int, scoring string, seed int64) (templates.Template, error) {
	const club = 5
	if tables%club != 0 || boards%club != 0 || tables <= 0 || boards <= 0 {
		return templates.Template{}, fmt.Errorf("tables and boards must be multiples of %d", club)
	}
	rng := rand.New(rand.NewSource(seed))
	deals := make([]Deal, boards+1)
	for b := 1; b <= boards; b++ {
		deals[b] = RandomDeal(rng)
	}
	t := templates.Pairs()
	t.Sheets[0].Rows = []templates.Row{
		{Cells: []any{"Title", "National Simultaneous Pairs"}},
		{Cells: []any{"Scoring", scoring}},
	}
	perRound := boards / club
	t.Sheets[2].Rows = make([]templates.Row, 0, tables*boards)
	for c := 0; c < tables/club; c++ {
		for i := 1; i <= 2*club; i++ {
			id := c*2*club + i
			t.Sheets[1].Rows = append(t.Sheets[1].Rows, templates.Row{Cells: []any{id, PlayerName(rng), PlayerName(rng)}})
		}
		for round := 0; round < club; round++ {
			for table := 0; table < club; table++ {
				ns := c*2*club + 1 + table
				ew := c*2*club + club + 1 + (table+round)%club
				set := (table - round + club) % club
				for k := 0; k < perRound; k++ {
					board := set*perRound + k + 1
					t.Sheets[2].Rows = append(t.Sheets[2].Rows, templates.Row{Cells: ResultRow(rng, 1, board, fmt.Sprint(ns), fmt.Sprint(ew), deals[board])})
				}
			}
		}
	}
	return t, nil
}
