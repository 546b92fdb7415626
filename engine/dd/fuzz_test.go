package dd

import (
	"math/rand/v2"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

// FuzzEndings deals a small ending (one to three cards a hand) from the
// fuzzer's seed and checks the solver against the plain exhaustive search
// for every trump and leader. Run it with go test -fuzz FuzzEndings.
func FuzzEndings(f *testing.F) {
	for i := range 8 {
		f.Add(uint64(i), uint8(i))
	}
	v := NewSolver(Options{TableBits: 12})
	f.Fuzz(func(t *testing.T, seed uint64, size uint8) {
		n := 1 + int(size)%3
		d := randomEnding(rand.New(rand.NewPCG(seed, uint64(size))), n)
		for trump := bridge.Clubs; trump <= bridge.NoTrump; trump++ {
			for leader := bridge.North; leader <= bridge.West; leader++ {
				if got, want := v.Tricks(d, trump, leader), bruteTricks(d, trump, leader); got != want {
					t.Fatalf("deal %v trump %v leader %v: solver %d, exhaustive %d", d, trump, leader, got, want)
				}
			}
		}
	})
}
