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
