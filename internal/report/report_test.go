package report

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// Numbers are rounded to a cell's 15 significant digits before excelize,
// which would cut the digits after the fifteenth, writes them.
func TestRound15(t *testing.T) {
	for _, c := range []struct{ in, want float64 }{
		{0.55 - 1e-16, 0.55}, // 55% as a quotient can come out
		{3.3999999999999995, 3.4},
		{11.0 / 12, 0.916666666666667},
		{420, 420},
		{-50, -50},
		{2610.4423493162399, 2610.44234931624},
		{1.0 / 3, 0.333333333333333},
		{-2.0 / 3, -0.666666666666667},
		{0, 0},
		{0.19999999999999998, 0.2}, // 1.2 / 6, whose hundredfold rounds to 20 exactly
	} {
		if got := Round15(c.in); got != c.want {
			t.Errorf("Round15(%v) = %v, want %v", c.in, got, c.want)
		}
	}
	// Whatever the number, what excelize then writes (the shortest digits
	// that read back as it) has at most 15 significant digits, so nothing
	// is cut.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		x := (rng.Float64() - 0.5) * math.Pow(10, float64(rng.IntN(12)-4))
		s := strconv.FormatFloat(Round15(x), 'f', -1, 64)
		digits := strings.TrimLeft(strings.NewReplacer("-", "", ".", "").Replace(s), "0")
		if len(strings.TrimRight(digits, "0")) > 15 {
			t.Fatalf("Round15(%v) is written as %s", x, s)
		}
		if math.Abs(Round15(x)-x) > math.Abs(x)*1e-14 {
			t.Fatalf("Round15(%v) = %v", x, Round15(x))
		}
	}
}

// A board is a top at 80% and over and a bottom at 20% and under, the
// percentage compared as its cell holds it: 0.1+0.7 (0.7999999999999999)
// is written and shown as 80.00%, a top.
func TestMarkOf(t *testing.T) {
	for _, tc := range []struct {
		pct  float64
		want Mark
	}{
		{1, Good}, {0.8, Good}, {0.1 + 0.7, Good}, {0.7999, Unmarked}, {0.75, Unmarked}, {0.5, Unmarked},
		{0.2001, Unmarked}, {0.2, Poor}, {0.125, Poor}, {0, Poor},
	} {
		if got := MarkOf(tc.pct); got != tc.want {
			t.Errorf("MarkOf(%v) = %v, want %v", tc.pct, got, tc.want)
		}
	}
}
