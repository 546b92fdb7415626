package bridge

import (
	"math"
	"testing"
)

// The WBF IMP table as printed: each row is a range of differences and the
// IMPs it is worth.
var wbfTable = []struct{ from, to, imps int }{
	{0, 10, 0}, {20, 40, 1}, {50, 80, 2}, {90, 120, 3}, {130, 160, 4},
	{170, 210, 5}, {220, 260, 6}, {270, 310, 7}, {320, 360, 8}, {370, 420, 9},
	{430, 490, 10}, {500, 590, 11}, {600, 740, 12}, {750, 890, 13}, {900, 1090, 14},
	{1100, 1290, 15}, {1300, 1490, 16}, {1500, 1740, 17}, {1750, 1990, 18}, {2000, 2240, 19},
	{2250, 2490, 20}, {2500, 2990, 21}, {3000, 3490, 22}, {3500, 3990, 23}, {4000, 7600, 24},
}

// Every boundary of the table, both ways round.
func TestIMPsAtEveryBoundary(t *testing.T) {
	for _, row := range wbfTable {
		for _, diff := range []int{row.from, row.to} {
			if got := IMPs(diff); got != row.imps {
				t.Errorf("IMPs(%d) = %d, want %d", diff, got, row.imps)
			}
			if got := IMPs(-diff); got != -row.imps {
				t.Errorf("IMPs(%d) = %d, want %d", -diff, got, -row.imps)
			}
		}
		if row.imps > 0 && IMPStep(row.imps) != row.from {
			t.Errorf("IMPStep(%d) = %d, want %d", row.imps, IMPStep(row.imps), row.from)
		}
	}
}

// Every multiple of 10 between the boundaries too.
func TestIMPsEveryDifference(t *testing.T) {
	for _, row := range wbfTable {
		for diff := row.from; diff <= row.to; diff += 10 {
			if got := IMPs(diff); got != row.imps {
				t.Errorf("IMPs(%d) = %d, want %d", diff, got, row.imps)
			}
		}
	}
}

func TestIMPsExtremes(t *testing.T) {
	tests := []struct{ diff, want int }{
		{15, 0}, {45, 1}, {10000, 24}, {-10000, -24},
		{math.MaxInt, 24}, {math.MinInt, -24},
	}
	for _, tt := range tests {
		if got := IMPs(tt.diff); got != tt.want {
			t.Errorf("IMPs(%d) = %d, want %d", tt.diff, got, tt.want)
		}
	}
}

func TestBastilleIMPs(t *testing.T) {
	tests := []struct {
		diff, want float64
		why        string
	}{
		// The breakpoints, where neighbouring pieces agree.
		{0, 0, "0/30"},
		{45, 1.5, "45/30 = (45+15)/40"},
		{165, 4.5, "180/40 = 225/50"},
		{365, 8.5, "425/50 = 510/60"},
		{425, 9.5, "570/60 = 665/70"},
		{495, 10.5, "735/70 = 1050/100"},
		{595, 11.5, "1150/100 = 1725/150"},
		{895, 13.5, "2025/150 = 2700/200"},
		{1495, 16.5, "3300/200 = 4125/250"},
		{2495, 20.5, "5125/250 = 10250/500"},
		{4245, 24, "12000/500"},
		{4246, 24, "above 4245"},
		{7600, 24, "above 4245"},

		// Between the breakpoints.
		{1, 0.03, "1/30 = 0.033"},
		{10, 0.33, "10/30 = 0.333"},
		{20, 0.67, "20/30 = 0.667"},
		{30, 1, "30/30"},
		{44, 1.47, "44/30 = 1.4667"},
		{46, 1.53, "61/40 = 1.525, half away from zero"},
		{50, 1.63, "65/40 = 1.625, half away from zero"},
		{100, 2.88, "115/40 = 2.875, half away from zero"},
		{166, 4.52, "226/50"},
		{200, 5.2, "260/50"},
		{300, 7.2, "360/50"},
		{400, 9.08, "545/60 = 9.0833"},
		{450, 9.86, "690/70 = 9.857"},
		{500, 10.55, "1055/100"},
		{700, 12.2, "1830/150"},
		{900, 13.53, "2705/200 = 13.525, stored in binary as 13.52499…"},
		{1000, 14.03, "2805/200 = 14.025, stored in binary as 14.02499…"},
		{2000, 18.52, "4630/250"},
		{3000, 21.51, "10755/500"},
		{4000, 23.51, "11755/500"},
		{12.5, 0.42, "12.5/30 = 0.4167"},
		{47.5, 1.56, "62.5/40 = 1.5625"},

		// Negative differences give negative IMPs.
		{-45, -1.5, ""},
		{-50, -1.63, "half away from zero"},
		{-1000, -14.03, "half away from zero"},
		{-4245, -24, ""},
		{-5000, -24, ""},
		{math.Inf(1), 24, ""},
		{math.Inf(-1), -24, ""},
	}
	for _, tt := range tests {
		if got := BastilleIMPs(tt.diff); got != tt.want {
			t.Errorf("BastilleIMPs(%v) = %v, want %v (%s)", tt.diff, got, tt.want, tt.why)
		}
	}
}

func TestBastilleIMPsNoNegativeZero(t *testing.T) {
	for _, diff := range []float64{0, math.Copysign(0, -1), -0.1, -1e-9} {
		if got := BastilleIMPs(diff); got != 0 || math.Signbit(got) {
			t.Errorf("BastilleIMPs(%v) = %v, want 0", diff, got)
		}
	}
	if got := BastilleIMPs(math.NaN()); !math.IsNaN(got) {
		t.Errorf("BastilleIMPs(NaN) = %v", got)
	}
}

// For whole-point differences the scale can be worked exactly in integer
// hundredths of an IMP: hundredths = (100·(diff+add) + div/2) div div rounds
// halves up. This checks every difference from 0 to 5000 and its negative.
func TestBastilleIMPsExact(t *testing.T) {
	pieces := []struct{ upTo, add, div int }{
		{45, 0, 30}, {165, 15, 40}, {365, 60, 50}, {425, 145, 60}, {495, 240, 70},
		{595, 555, 100}, {895, 1130, 150}, {1495, 1805, 200}, {2495, 2630, 250}, {4245, 7755, 500},
	}
	prev := 0.0
	for diff := 0; diff <= 5000; diff++ {
		hundredths := 2400
		for _, p := range pieces {
			if diff <= p.upTo {
				hundredths = (100*(diff+p.add) + p.div/2) / p.div
				break
			}
		}
		want := float64(hundredths) / 100
		got := BastilleIMPs(float64(diff))
		if got != want {
			t.Errorf("BastilleIMPs(%d) = %v, want %v", diff, got, want)
		}
		if neg := BastilleIMPs(float64(-diff)); neg != -want {
			t.Errorf("BastilleIMPs(%d) = %v, want %v", -diff, neg, -want)
		}
		if got < prev {
			t.Errorf("BastilleIMPs(%d) = %v is less than at %d", diff, got, diff-1)
		}
		prev = got
	}
}
