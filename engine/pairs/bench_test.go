package pairs

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

// simBoard makes a board of n results as a national simultaneous pairs
// gives: a handful of contracts, each made or not by a trick or two.
func simBoard(rng *rand.Rand, n int) []bridge.TableScore {
	pool := []int{-200, -100, -50, 110, 140, 170, 420, 450, 480, 620, 650, 680, 1430, -590, -620}
	scores := make([]bridge.TableScore, n)
	for i := range scores {
		scores[i] = bridge.TableScore{Kind: bridge.Real, NS: pool[rng.Intn(len(pool))]}
	}
	return scores
}

// BenchmarkBoard scores one board of n results; the cost grows as n log n
// (one sort), the per-result work being a few binary searches.
func BenchmarkBoard(b *testing.B) {
	for _, n := range []int{10, 100, 1000, 5000} {
		scores := simBoard(rand.New(rand.NewSource(1)), n)
		b.Run(fmt.Sprintf("matchpoints/n=%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				EuropeanMatchpoints(scores)
			}
		})
		b.Run(fmt.Sprintf("cross-IMPs/n=%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				CrossIMPSums(scores)
			}
		})
	}
}

// simEvent is a simultaneous pairs of tables × boards results in five-table
// Mitchell clubs, every table playing every board.
func simEvent(tables, boards int, method Method) *Event {
	rng := rand.New(rand.NewSource(2))
	s := DefaultSettings()
	s.Scoring = method
	ev := &Event{Settings: s}
	const club = 5
	for c := 0; c < tables/club; c++ {
		base := len(ev.Pairs)
		for i := 0; i < 2*club; i++ {
			id := fmt.Sprint(base + i + 1)
			ev.Pairs = append(ev.Pairs, Pair{ID: id, Names: []string{"North " + id, "South " + id}, Line: base + i + 2})
		}
		for round := 0; round < club; round++ {
			for t := 0; t < club; t++ {
				set := (t - round + club) % club
				for k := 0; k < boards/club; k++ {
					board := set*boards/club + k + 1
					ev.Rows = append(ev.Rows, Row{Line: len(ev.Rows) + 2, Session: 1, Board: board,
						NSID: ev.Pairs[base+t].ID, EWID: ev.Pairs[base+club+(t+round)%club].ID,
						TravellerLine: bridge.TravellerLine{Score: simBoard(rng, 1)[0]}})
				}
			}
		}
	}
	return ev
}

// BenchmarkSession scores a whole session: 4,000 tables × 50 boards is the
// 200,000-result national simultaneous pairs of the performance target. The
// sizes vary the results on a board (tables) and the boards apart.
func BenchmarkSession(b *testing.B) {
	for _, size := range []struct{ tables, boards int }{{100, 50}, {1000, 50}, {4000, 50}, {1000, 10}, {1000, 100}} {
		for _, m := range []Method{Matchpoints, CrossIMPs} {
			ev := simEvent(size.tables, size.boards, m)
			b.Run(fmt.Sprintf("%s/%dx%d", m, size.tables, size.boards), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if res, probs := Score(ev); res == nil {
						b.Fatal(probs)
					}
				}
			})
		}
	}
}
