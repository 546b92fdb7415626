package grading

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"time"
)

// season makes a deterministic history of games between players numbered
// players, over about three years from 1 January 2023. Most games are typed
// in date order; one in twenty is typed late, with an earlier date.
func season(players, games int) ([]Player, []Game) {
	rng := rand.New(rand.NewPCG(2001, 12))
	ps := make([]Player, players)
	for i := range ps {
		start := float64(1500 + rng.IntN(1000))
		ps[i] = Player{Row: i + 2, Name: fmt.Sprintf("Player %04d", i+1), Index: start, Grade: start}
	}
	start := time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)
	gs := make([]Game, games)
	for i := range gs {
		d := i * 1100 / games
		if rng.IntN(20) == 0 {
			d -= rng.IntN(60)
		}
		w := rng.IntN(players)
		l := rng.IntN(players - 1)
		if l >= w {
			l++
		}
		gs[i] = Game{
			Row:    i + 2,
			Date:   start.AddDate(0, 0, d),
			Event:  "Club",
			Class:  1 + rng.IntN(3),
			Winner: ps[w].Name,
			Loser:  ps[l].Name,
		}
	}
	return ps, gs
}

// In Published mode every adjustment is a whole number given by one player
// and taken by the other: the sum of Indices does not change, and every
// Index stays whole.
func TestSeasonConservesIndex(t *testing.T) {
	ps, gs := season(30, 500)
	r := replay(t, ps, gs, DefaultSettings())
	before, after := 0.0, 0.0
	for _, p := range ps {
		before += p.Index
	}
	for _, s := range r.Standings {
		after += s.Index
		if s.Index != math.Trunc(s.Index) {
			t.Errorf("%s: index %v is not whole", s.Player, s.Index)
		}
	}
	if before != after {
		t.Errorf("sum of indices %v before, %v after", before, after)
	}
	for i := 1; i < len(r.Log); i++ {
		if r.Log[i].Date.Before(r.Log[i-1].Date) {
			t.Fatalf("log line %d (row %d) dated before the line above", i, r.Log[i].Row)
		}
	}
}

func BenchmarkReplay100k(b *testing.B) {
	ps, gs := season(1000, 100_000)
	s := DefaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		if r, probs := Replay(&Event{Settings: s, Players: ps, Games: gs}); r == nil {
			b.Fatal(probs)
		}
	}
}

func BenchmarkReplay100kExact(b *testing.B) {
	ps, gs := season(1000, 100_000)
	s := DefaultSettings()
	s.Precision = Exact
	b.ReportAllocs()
	for b.Loop() {
		if r, probs := Replay(&Event{Settings: s, Players: ps, Games: gs}); r == nil {
			b.Fatal(probs)
		}
	}
}
