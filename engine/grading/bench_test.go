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

// In Table mode every adjustment is a whole number given by one player
// and taken by the other: the sum of Indices does not change, and every
// Index stays whole. In the official computation the sum does not change
// either, but for the rounding of floating point.
func TestSeasonConservesIndex(t *testing.T) {
	ps, gs := season(30, 500)
	official := replay(t, ps, gs, DefaultSettings())
	sum := 0.0
	for _, s := range official.Standings {
		sum += s.Index
	}
	table := DefaultSettings()
	table.Precision = Table
	r := replay(t, ps, gs, table)
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
	if !near(sum, before, 1e-6) {
		t.Errorf("official: sum of indices %v before, %v after", before, sum)
	}
	for i := 1; i < len(r.Log); i++ {
		if r.Log[i].Date.Before(r.Log[i-1].Date) {
			t.Fatalf("log line %d (row %d) dated before the line above", i, r.Log[i].Row)
		}
	}
}

func BenchmarkReplay100kTable(b *testing.B) {
	ps, gs := season(1000, 100_000)
	s := DefaultSettings()
	s.Precision = Table
	b.ReportAllocs()
	for b.Loop() {
		if r, probs := Replay(&Event{Settings: s, Players: ps, Games: gs}); r == nil {
			b.Fatal(probs)
		}
	}
}

func BenchmarkReplay100kOfficial(b *testing.B) {
	ps, gs := season(1000, 100_000)
	s := DefaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		if r, probs := Replay(&Event{Settings: s, Players: ps, Games: gs}); r == nil {
			b.Fatal(probs)
		}
	}
}

func BenchmarkReplay100kDG(b *testing.B) {
	ps, gs := season(1000, 100_000)
	s := DefaultSettings()
	s.System = DG
	b.ReportAllocs()
	for b.Loop() {
		if r, probs := Replay(&Event{Settings: s, Players: ps, Games: gs}); r == nil {
			b.Fatal(probs)
		}
	}
}

// A Golf Croquet season of 100,000 games among 1,000 players, every
// player with handicaps of both codes, a third of the games handicap
// games and a week's games one event: the GC grading with ASGA and the AHS
// cards of both codes.
func BenchmarkReplay100kGCWithAHS(b *testing.B) {
	ps, gs := season(1000, 100_000)
	for i := range ps {
		ps[i].GCGrade, ps[i].HasGCGrade = ps[i].Grade, true
		ps[i].Handicap, ps[i].HasHandicap = HandicapOf(DefaultACTriggers(), ps[i].Grade), true
		ps[i].GCHandicap, ps[i].HasGCHandicap = HandicapOf(DefaultGCTriggers(), ps[i].Grade), true
	}
	for i := range gs {
		gs[i].Event = fmt.Sprintf("%d week %d", gs[i].Date.Year(), gs[i].Date.YearDay()/7)
		if i%2 == 0 {
			gs[i].Code = GC
		}
		if i%3 == 0 {
			gs[i].Type = "Handicap"
		}
	}
	s := DefaultSettings()
	s.Code = GC
	b.ReportAllocs()
	for b.Loop() {
		if r, probs := Replay(&Event{Settings: s, Players: ps, Games: gs}); r == nil || len(r.Cards) != 2000 {
			b.Fatal(probs)
		}
	}
}
