package dd

import (
	"math/rand/v2"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

// Random small endings, every trump and leader, checked against the plain
// exhaustive search.
func TestEndingsAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	v := NewSolver(Options{TableBits: 12})
	count := 300
	if testing.Short() {
		count = 60
	}
	for i := 0; i < count; i++ {
		n := 1 + i%4
		d := randomEnding(r, n)
		for trump := bridge.Clubs; trump <= bridge.NoTrump; trump++ {
			for leader := bridge.North; leader <= bridge.West; leader++ {
				got := v.Tricks(d, trump, leader)
				want := bruteTricks(d, trump, leader)
				if got != want {
					t.Fatalf("deal %v trump %v leader %v: solver %d, exhaustive %d", d, trump, leader, got, want)
				}
			}
		}
	}
}

// Random endings of four and five cards, every trump and leader: the
// solver against itself with its transposition table, quick tricks and
// small-card pruning off (a plain alpha-beta with equivalent cards played
// once). Partition search is where a solver goes wrong quietly: an entry
// or a pruned card that stands for positions it does not fit. This test
// found that a run of equivalent cards below the ranks a result depends on
// may be split in another position (search.go's play).
func TestEndingsAgainstPlainSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(99, 1))
	fast := NewSolver(Options{TableBits: 16})
	plain := NewSolver(Options{TableBits: 10})
	plain.s.noTT, plain.s.noLowWin, plain.s.noQuick = true, true, true
	count := 1500
	if testing.Short() {
		count = 300
	}
	for i := 0; i < count; i++ {
		d := randomEnding(r, 4+i%2)
		for trump := bridge.Clubs; trump <= bridge.NoTrump; trump++ {
			for leader := bridge.North; leader <= bridge.West; leader++ {
				if a, b := fast.Tricks(d, trump, leader), plain.Tricks(d, trump, leader); a != b {
					t.Fatalf("deal %v trump %v leader %v: solver %d, plain search %d", d, trump, leader, a, b)
				}
			}
		}
	}
}
