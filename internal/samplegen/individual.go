package main

import (
	"math/rand"
	"time"

	"github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/internal/gen"
	"github.com/scorebook/scorebook/templates"
)

func init() { samples["individual"] = christmasIndividual }

// christmasIndividual is a club's Christmas individual: twenty players at
// five tables, the 5-table Rainbow of 5 rounds of 4 boards, as `scorebook
// new individual --players 20` writes it, each row typed the way a
// director types a traveller line. One board was not played at one table,
// and the director gave one adjusted score.
func christmasIndividual() templates.Template {
	rng := rand.New(rand.NewSource(20261218))
	m, err := individual.Lookup(20)
	if err != nil {
		panic(err)
	}
	t := templates.IndividualFor(m)
	var players []templates.Row
	for p := 1; p <= m.Players; p++ {
		players = append(players, templates.Row{Cells: []any{p, gen.PlayerName(rng), "Hartfield BC", nil}})
	}
	deals := make([]gen.Deal, m.Boards+1)
	for b := 1; b <= m.Boards; b++ {
		deals[b] = gen.RandomDeal(rng)
	}
	var results []templates.Row
	for i, r := range t.Sheets[2].Rows {
		board := r.Cells[2].(int)
		line := gen.ResultRow(rng, 1, board, "", "", deals[board]) // Session, Board, NS, EW, Contract, By, Result, Score
		cells := append(append([]any(nil), r.Cells[:7]...), line[4:]...)
		switch i {
		case 9:
			cells = append(cells[:7], nil, nil, nil, "NP")
		case 42:
			cells = append(cells[:7], nil, nil, nil, "A60/40")
		}
		results = append(results, templates.Row{Cells: cells})
	}
	date := time.Date(2026, 12, 18, 0, 0, 0, 0, time.UTC)
	t = withRows(t, "Event", eventRows(t, "Christmas Individual", date, sampleClub...))
	t = withRows(t, "Players", players)
	return withRows(t, "Results", results)
}
