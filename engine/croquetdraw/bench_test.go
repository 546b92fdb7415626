package croquetdraw

import (
	"math/rand/v2"
	"testing"
)

// swissHistory is a field of n and the games of rounds rounds of a Swiss
// drawn by Swiss itself, the winner at random.
func swissHistory(tb testing.TB, n, rounds int) ([]Entrant, []Game) {
	rng := rand.New(rand.NewPCG(uint64(n), uint64(rounds)))
	es := field(n)
	var games []Game
	for r := 0; r < rounds; r++ {
		rd, _, p := Swiss(es, games)
		if p != nil {
			tb.Fatal(p)
		}
		for _, pr := range rd.Pairs {
			w := pr.A
			if rng.IntN(2) == 0 {
				w = pr.B
			}
			games = append(games, Game{A: pr.A, B: pr.B, Winner: w})
		}
	}
	return es, games
}

// BenchmarkSwiss draws the next round of Swisses late in their play: a
// field of 64 after 12 rounds, and a field of 16 after 13 rounds, where
// few repeat-free pairings are left and the search backtracks most, and
// a field of 20 after 19 rounds, where repeats may be forced.
func BenchmarkSwiss(b *testing.B) {
	for _, c := range []struct {
		name      string
		n, rounds int
	}{{"64-after-12", 64, 12}, {"16-after-13", 16, 13}, {"31-after-20", 31, 20}, {"20-after-19", 20, 19}} {
		es, games := swissHistory(b, c.n, c.rounds)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				Swiss(es, games)
			}
		})
	}
}
