package draw

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// swissAfter plays rounds rounds of an n-team Swiss with the draw and
// returns the event ready for the next round's draw.
func swissAfter(n, rounds int, seed uint64) Event {
	rng := rand.New(rand.NewPCG(seed, 5))
	ev := Event{Teams: numbered(n)}
	strength := map[string]float64{}
	for _, tm := range ev.Teams {
		strength[tm.ID] = rng.NormFloat64() * 20
	}
	for r := 1; r <= rounds; r++ {
		ev.Round = r
		d, err := Swiss(ev)
		if err != nil {
			panic(err)
		}
		play(rng, &ev, d, strength, false)
	}
	ev.Round = rounds + 1
	return ev
}

// denseHistory is an n-team event in which every two teams have met with
// probability p: many draws must back up, and repeats are forced.
func denseHistory(n int, p float64, seed uint64) Event {
	rng := rand.New(rand.NewPCG(seed, 6))
	ev := Event{Round: 2, Teams: numbered(n)}
	for i := range ev.Teams {
		ev.Teams[i].VP = float64(rng.IntN(200)) / 4
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if rng.Float64() < p {
				ev.Meetings = append(ev.Meetings, Meeting{Round: 1, Teams: []string{ev.Teams[i].ID, ev.Teams[j].ID}})
			}
		}
	}
	return ev
}

func BenchmarkSwiss(b *testing.B) {
	for _, c := range []struct {
		name string
		ev   Event
	}{
		{"40 teams round 8", swissAfter(40, 7, 1)},
		{"100 teams round 10", swissAfter(100, 9, 1)},
		{"101 teams round 10", swissAfter(101, 9, 1)},
		{"100 teams half met", denseHistory(100, 0.5, 1)},
		{"101 teams 97 percent met", denseHistory(101, 0.97, 1)},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Swiss(c.ev); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestLargeFields draws for 100 and 101 teams, dense histories included,
// and checks them: the large-field checks (the Tutte matrix) apply.
func TestLargeFields(t *testing.T) {
	if testing.Short() {
		t.Skip("slow checks")
	}
	for _, ev := range []Event{swissAfter(100, 9, 2), swissAfter(101, 9, 3), denseHistory(100, 0.9, 4), denseHistory(101, 0.97, 5)} {
		t.Run(fmt.Sprintf("%d teams", len(ev.Teams)), func(t *testing.T) {
			d, err := Swiss(ev)
			if err != nil {
				t.Fatal(err)
			}
			r := checkDraw(t, ev, d)
			t.Logf("%d repeats", r)
		})
	}
}
