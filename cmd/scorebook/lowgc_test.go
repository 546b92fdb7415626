package main

import (
	"runtime/debug"
	"testing"
)

// Two jobs lowering the collector's target at once and done in either
// order leave it where it was.
func TestLowerGCRestoresOutOfOrder(t *testing.T) {
	was := debug.SetGCPercent(100)
	defer debug.SetGCPercent(was)
	for _, firstDone := range []bool{true, false} {
		a := lowerGC()
		b := lowerGC()
		if got := debug.SetGCPercent(50); got != 50 {
			t.Fatalf("while two jobs write, the target is %d, want 50", got)
		}
		if firstDone {
			a()
			b()
		} else {
			b()
			a()
		}
		if got := debug.SetGCPercent(100); got != 100 {
			t.Errorf("after both jobs (first done first %v), the target is %d, want 100", firstDone, got)
		}
	}
}
