package gen

import (
	"fmt"
	"math/rand"
	"time"

	"github.com/scorebook/scorebook/templates"
)

// ClubNight is a club's evening of pairs as a workbook's template, of the
// size clubs play: 5 to 15 tables and 24 to 27 boards, drawn from rng. The
// North-South pairs stay at their tables and the East-West pairs move up a
// table each round, meeting a new pair each round; every table plays the
// same boards in a round (duplicated boards, dealt by machine), so each
// board has a result from every table. The rounds (as many as the tables,
// at most nine) share the boards, the first rounds one more when they do
// not divide evenly. Names, contracts and results as directors type them
// (ResultRow). A federation's folder of such nights is what internal/bench
// scores.
func ClubNight(rng *rand.Rand, club string, date time.Time) templates.Template {
	tables := 5 + rng.Intn(11)
	boards := 24 + rng.Intn(4)
	rounds := min(tables, 9)
	t := templates.Pairs()
	event := make([]templates.Row, len(t.Sheets[0].Rows))
	for i, r := range t.Sheets[0].Rows {
		r.Cells = append([]any(nil), r.Cells...)
		switch r.Cells[0] {
		case "Title":
			r.Cells[1] = club + " pairs"
		case "Date":
			r.Cells[1] = date
		case "Club":
			r.Cells[1] = club
		}
		event[i] = r
	}
	t.Sheets[0].Rows = event
	for p := 1; p <= 2*tables; p++ {
		t.Sheets[1].Rows = append(t.Sheets[1].Rows, templates.Row{Cells: []any{p, PlayerName(rng), PlayerName(rng)}})
	}
	deals := make([]Deal, boards+1)
	for b := 1; b <= boards; b++ {
		deals[b] = RandomDeal(rng)
	}
	board := 1
	for round := 0; round < rounds; round++ {
		n := boards / rounds
		if round < boards%rounds {
			n++
		}
		for table := 0; table < tables; table++ {
			ns := 1 + table
			ew := tables + 1 + (table+round)%tables
			for b := board; b < board+n; b++ {
				t.Sheets[2].Rows = append(t.Sheets[2].Rows, templates.Row{Cells: ResultRow(rng, 1, b, fmt.Sprint(ns), fmt.Sprint(ew), deals[b])})
			}
		}
		board += n
	}
	return t
}
