package main

import (
	"fmt"
	"math/rand"
	"time"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/internal/gen"
	"github.com/scorebook/scorebook/templates"
)

func init() {
	samples["club-night"] = clubNight
	samples["howell"] = howellNight
	samples["two-sessions"] = twoSessions
}

// eventRows is a template's Event sheet with its title, date and settings
// filled in.
func eventRows(t templates.Template, title string, date time.Time, settings ...[2]string) []templates.Row {
	rows := t.Sheets[0].Rows
	out := make([]templates.Row, len(rows))
	copy(out, rows)
	for i, r := range out {
		r.Cells = append([]any(nil), r.Cells...)
		switch r.Cells[0] {
		case "Title":
			r.Cells[1] = title
		case "Date":
			r.Cells[1] = date
		}
		for _, s := range settings {
			if r.Cells[0] == s[0] {
				r.Cells[1] = s[1]
			}
		}
		out[i] = r
	}
	return out
}

// sampleClub is the (invented) club of the samples and its number at its
// federation, which the USEBIO and PBN files name (without them they warn
// that they name no club).
var sampleClub = [][2]string{{"Club", "Hartfield Bridge Club"}, {"Club ID", "4321"}}

func withRows(t templates.Template, sheet string, rows []templates.Row) templates.Template {
	for i := range t.Sheets {
		if t.Sheets[i].Name == sheet {
			t.Sheets[i].Rows = rows
		}
	}
	return t
}

// clubNight is a seven-table Mitchell: NS pairs 1–7 stay, EW pairs 8–14 move
// up a table each round, boards move down; 7 rounds of 3 boards. Two boards
// were not played at one table, and the director gave two adjusted scores
// and one weighted score.
func clubNight() templates.Template {
	rng := rand.New(rand.NewSource(20261124))
	const tables, perRound = 7, 3
	t := templates.Pairs()
	var pairsRows []templates.Row
	for p := 1; p <= 2*tables; p++ {
		pairsRows = append(pairsRows, templates.Row{Cells: []any{p, gen.PlayerName(rng), gen.PlayerName(rng)}})
	}
	deals, results := mitchell(rng, 1, tables, perRound, 1, tables+1)
	// The director's rulings.
	adjust := func(i int, score string) {
		c := results[i].Cells
		results[i].Cells = []any{c[0], c[1], c[2], c[3], nil, nil, nil, score}
	}
	adjust(10, "NP")
	adjust(11, "NP")
	adjust(30, "A60/40")
	adjust(52, "A+/A-")
	// A weighted score: 60% of the board's usual result, 40% one trick fewer.
	c := results[95].Cells
	board := c[1].(int)
	d := deals[board]
	usual := bridge.Score(d.Contract, d.Declarer, d.Tricks, board)
	fewer := bridge.Score(d.Contract, d.Declarer, d.Tricks-1, board)
	adjust(95, fmt.Sprintf("60%% %d; 40%% %d", usual, fewer))
	date := time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	t = withRows(t, "Event", eventRows(t, "Tuesday Pairs", date, sampleClub...))
	t = withRows(t, "Pairs", pairsRows)
	return withRows(t, "Results", results)
}

// howellNight is a five-table Howell for ten pairs: nine rounds of the
// round-robin (the circle method), every pair meeting every other once, three
// boards a round; each board is played at five of the nine rounds' tables.
func howellNight() templates.Template {
	rng := rand.New(rand.NewSource(20261126))
	const pairs, perRound = 10, 2
	rounds := pairs - 1
	t := templates.Pairs()
	var pairsRows []templates.Row
	for p := 1; p <= pairs; p++ {
		pairsRows = append(pairsRows, templates.Row{Cells: []any{p, gen.PlayerName(rng), gen.PlayerName(rng)}})
	}
	deals := make([]gen.Deal, rounds*perRound+1)
	for b := 1; b < len(deals); b++ {
		deals[b] = gen.RandomDeal(rng)
	}
	// The round-robin by the circle method: pair 10 stays, the others rotate.
	type meeting struct{ ns, ew int }
	schedule := make([][]meeting, rounds)
	for r := range schedule {
		seats := []int{pairs}
		for i := 0; i < rounds; i++ {
			seats = append(seats, (i+r)%rounds+1)
		}
		for table := 0; table < pairs/2; table++ {
			a, b := seats[table], seats[pairs-1-table]
			if (r+table)%2 == 1 {
				a, b = b, a
			}
			schedule[r] = append(schedule[r], meeting{a, b})
		}
	}
	sets := assignSets(schedule, rounds, func(m meeting) (int, int) { return m.ns, m.ew })
	var results []templates.Row
	for r, round := range schedule {
		for table, m := range round {
			for k := 0; k < perRound; k++ {
				board := sets[r][table]*perRound + k + 1
				results = append(results, templates.Row{Cells: gen.ResultRow(rng, 1, board, fmt.Sprint(m.ns), fmt.Sprint(m.ew), deals[board])})
			}
		}
	}
	date := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	t = withRows(t, "Event", eventRows(t, "Thursday Howell", date, append(sampleClub, [2]string{"Field", "Howell"})...))
	t = withRows(t, "Pairs", pairsRows)
	return withRows(t, "Results", results)
}

// assignSets gives each table of each round a board set so that no pair plays
// a set twice and no set is at two tables in one round: a small backtracking
// search, in a fixed order so that the sample is always the same.
func assignSets[M any](schedule [][]M, nsets int, pairOf func(M) (int, int)) [][]int {
	out := make([][]int, len(schedule))
	for r := range out {
		out[r] = make([]int, len(schedule[r]))
	}
	played := map[[2]int]bool{} // pair, set
	var try func(r, t int, used map[int]bool) bool
	try = func(r, t int, used map[int]bool) bool {
		if r == len(schedule) {
			return true
		}
		if t == len(schedule[r]) {
			return try(r+1, 0, map[int]bool{})
		}
		a, b := pairOf(schedule[r][t])
		for k := 0; k < nsets; k++ {
			s := (k + r + 2*t) % nsets
			if used[s] || played[[2]int{a, s}] || played[[2]int{b, s}] {
				continue
			}
			used[s], played[[2]int{a, s}], played[[2]int{b, s}] = true, true, true
			out[r][t] = s
			if try(r, t+1, used) {
				return true
			}
			delete(used, s)
			delete(played, [2]int{a, s})
			delete(played, [2]int{b, s})
		}
		return false
	}
	if !try(0, 0, map[int]bool{}) {
		panic("no board assignment")
	}
	return out
}

// mitchell plays a session of a Mitchell with an odd number of tables: NS
// pairs ns0… stay, EW pairs ew0… move up a table each round and the boards
// move down, so that every pair meets every board once.
func mitchell(rng *rand.Rand, session, tables, perRound, ns0, ew0 int) ([]gen.Deal, []templates.Row) {
	if tables%2 == 0 {
		panic("a plain Mitchell needs an odd number of tables")
	}
	deals := make([]gen.Deal, tables*perRound+1)
	for b := 1; b < len(deals); b++ {
		deals[b] = gen.RandomDeal(rng)
	}
	var results []templates.Row
	for round := 0; round < tables; round++ {
		for table := 0; table < tables; table++ {
			ns := ns0 + table
			ew := ew0 + (table+round)%tables
			set := (table - round + tables) % tables
			for k := 0; k < perRound; k++ {
				board := set*perRound + k + 1
				results = append(results, templates.Row{Cells: gen.ResultRow(rng, session, board, fmt.Sprint(ns), fmt.Sprint(ew), deals[board])})
			}
		}
	}
	return deals, results
}

// twoSessions is a two-session championship, like seed 003's: the first
// session a five-table Mitchell of 25 boards, the second seven tables and 28
// boards, with pairs 6, 7, 13 and 14 joining for the second session only. Pairs keep
// their direction, so NS and EW are ranked apart; the sessions combine by
// board-weighted percentages.
func twoSessions() templates.Template {
	rng := rand.New(rand.NewSource(20261128))
	t := templates.Pairs()
	var pairsRows []templates.Row
	for p := 1; p <= 14; p++ {
		pairsRows = append(pairsRows, templates.Row{Cells: []any{p, gen.PlayerName(rng), gen.PlayerName(rng)}})
	}
	_, first := mitchell(rng, 1, 5, 5, 1, 8)
	_, second := mitchell(rng, 2, 7, 4, 1, 8)
	date := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	t = withRows(t, "Event", eventRows(t, "County Pairs Championship", date, sampleClub...))
	t = withRows(t, "Pairs", pairsRows)
	return withRows(t, "Results", append(first, second...))
}
