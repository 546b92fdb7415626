package dd

import (
	"math/rand/v2"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
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
	againstPlain(t, 1500, 300, bridge.Clubs, func(i int) deal.Deal { return randomEnding(r, 4+i%2) })
}

// Endings of three to five cards, mostly of high cards (each hand's n
// cards dealt from the top n+2 to n+4 of every suit), at notrumps, where
// shortTops cuts off most: the solver against the plain search, which
// counts no sure tricks. A wider run of the same (160,000 searches of
// three- to eight-card endings against the solver without shortTops, 2.4
// million of its cut-offs) found no result changed.
func TestShortTopsAgainstPlainSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	againstPlain(t, 3000, 600, bridge.NoTrump, func(i int) deal.Deal {
		n := 3 + i%3
		return highEnding(r, n, 14-n-2-r.IntN(3))
	})
}

// Endings of three to six cards, mostly of high cards, in every trump
// suit, where guardedTrump cuts off most: the solver against the plain
// search. It fails if a singleton second trump counts, or the top trump
// on its left, or a third trump of either side. A wider run (400,000 searches, 111,000 of its cut-offs; and
// 192,000 searches of three to eight cards against the solver without it,
// 327,000 cut-offs) found no result changed.
func TestGuardedTrumpAgainstPlainSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	againstPlain(t, 3000, 600, bridge.Clubs, func(i int) deal.Deal {
		n := 3 + i%4
		return highEnding(r, n, 14-n-2-r.IntN(3))
	})
}

// againstPlain solves count endings that next deals (short in -short), in
// every strain from first to notrumps with every leader, with the solver
// and with the plain search: the solver with its transposition table,
// sure tricks and lowest winning ranks off.
func againstPlain(t *testing.T, count, short int, first bridge.Strain, next func(i int) deal.Deal) {
	t.Helper()
	fast := NewSolver(Options{TableBits: 16})
	plain := NewSolver(Options{TableBits: 10})
	plain.s.noTT, plain.s.noLowWin, plain.s.noQuick = true, true, true
	if testing.Short() {
		count = short
	}
	for i := 0; i < count; i++ {
		d := next(i)
		for trump := first; trump <= bridge.NoTrump; trump++ {
			for leader := bridge.North; leader <= bridge.West; leader++ {
				if a, b := fast.Tricks(d, trump, leader), plain.Tricks(d, trump, leader); a != b {
					t.Fatalf("deal %v trump %v leader %v: solver %d, plain search %d", d, trump, leader, a, b)
				}
			}
		}
	}
}
