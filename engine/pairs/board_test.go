package pairs

import (
	"math"
	"math/rand"
	"testing"

	"github.com/scorebook/scorebook/engine/rank"

	"github.com/scorebook/scorebook/engine/bridge"
)

func real(scores ...int) []bridge.TableScore {
	out := make([]bridge.TableScore, len(scores))
	for i, s := range scores {
		out[i] = bridge.TableScore{Kind: bridge.Real, NS: s}
	}
	return out
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func assertFloats(t *testing.T, name string, got, want []float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: got %d values %v, want %d %v", name, len(got), got, len(want), want)
	}
	for i := range want {
		if !near(got[i], want[i]) {
			t.Errorf("%s[%d] = %.6f, want %.6f (all: %v)", name, i, got[i], want[i], got)
		}
	}
}

func TestEuropeanMatchpointsSeeds(t *testing.T) {
	tests := []struct {
		name   string
		scores []bridge.TableScore
		want   []float64
	}{
		// Seed 000: session 1, three tables.
		{"seed000 3 tables", real(430, 400, -50), []float64{4, 2, 0}},
		// Seed 000: session 2, six tables, each score twice.
		{"seed000 6 tables", real(430, 430, 400, 400, -50, -50), []float64{9, 9, 5, 5, 1, 1}},
		// Seed 004 (matchpoints): 100, 50, 50 NS and 50 to EW.
		{"seed004 basic", real(100, 50, 50, -50), []float64{6, 3, 3, 0}},
		// Seed 004 (frequency method): 620, 500, 100×3, 50×2, −50.
		{"seed004 frequencies", real(100, 50, 50, 100, -50, 100, 620, 500), []float64{8, 3, 3, 8, 0, 8, 14, 12}},
		// Seed 004 (Ascherman table): 100, 90, 80 NS and 50 to EW.
		{"seed004 ascherman", real(100, 90, 80, -50), []float64{6, 4, 2, 0}},
	}
	for _, tc := range tests {
		assertFloats(t, tc.name, EuropeanMatchpoints(tc.scores), tc.want)
	}
}

// The European weighted-score example: other results +110 ×5, +50 ×3, −50 ×2,
// −110 ×2 and one row weighted 60% +110 / 40% −50 give 19.4, 10.8, 5.4, 1.0
// and 13.8 on a top of 24.
func TestWeightedScore(t *testing.T) {
	scores := real(110, 110, 110, 110, 110, 50, 50, 50, -50, -50, -110, -110)
	scores = append(scores, bridge.TableScore{Kind: bridge.Weighted, Parts: []bridge.Part{{Weight: 0.6, Score: 110}, {Weight: 0.4, Score: -50}}})
	got := EuropeanMatchpoints(scores)
	want := []float64{19.4, 19.4, 19.4, 19.4, 19.4, 10.8, 10.8, 10.8, 5.4, 5.4, 1.0, 1.0, 13.8}
	assertFloats(t, "weighted", got, want)
	// The total of a board's matchpoints is n(n−1) whatever the weights.
	sum := 0.0
	for _, v := range got {
		sum += v
	}
	if !near(sum, 13*12) {
		t.Errorf("matchpoints add up to %v, want %v", sum, 13*12)
	}
}

func TestCrossIMPs(t *testing.T) {
	// Issue 5: NS 620, 170, 140, 140, −100 per comparison give 10.50, −0.25,
	// −1.25, −1.25, −7.75 (620 beats 170 by 450 = 10, each 140 by 480 = 10
	// and −100 by 720 = 12: 42 / 4 = 10.50).
	sums := CrossIMPSums(real(620, 170, 140, 140, -100))
	for i := range sums {
		sums[i] /= 4
	}
	assertFloats(t, "cross-IMPs", sums, []float64{10.5, -0.25, -1.25, -1.25, -7.75})
}

// allPairs is the definition every fast method must meet: each result is
// compared with every other, a weighted score's parts at their weights.
func allPairs(scores []bridge.TableScore, compare func(a, b int) float64) []float64 {
	parts := func(s bridge.TableScore) []bridge.Part {
		if s.Kind == bridge.Weighted {
			return s.Parts
		}
		return []bridge.Part{{Weight: 1, Score: s.NS}}
	}
	out := make([]float64, len(scores))
	for i, a := range scores {
		for j, b := range scores {
			if i == j {
				continue
			}
			for _, pa := range parts(a) {
				for _, pb := range parts(b) {
					out[i] += pa.Weight * pb.Weight * compare(pa.Score, pb.Score)
				}
			}
		}
	}
	return out
}

// allPairsCross: the IMPs of every comparison.
func allPairsCross(scores []bridge.TableScore) []float64 {
	return allPairs(scores, func(a, b int) float64 { return float64(bridge.IMPs(a - b)) })
}

// allPairsEuropean: 2 for each result beaten, 1 for each tie.
func allPairsEuropean(scores []bridge.TableScore) []float64 {
	return allPairs(scores, func(a, b int) float64 {
		switch {
		case a > b:
			return 2
		case a == b:
			return 1
		}
		return 0
	})
}

func randomBoard(rng *rand.Rand) []bridge.TableScore {
	n := 1 + rng.Intn(40)
	pool := []int{-1400, -800, -620, -500, -200, -100, -50, 0, 50, 90, 110, 140, 170, 200, 420, 450, 620, 650, 1430, 2210}
	pool = pool[:3+rng.Intn(len(pool)-3)]
	scores := make([]bridge.TableScore, n)
	for i := range scores {
		if rng.Intn(8) == 0 {
			w := 0.1 * float64(1+rng.Intn(9))
			scores[i] = bridge.TableScore{Kind: bridge.Weighted, Parts: []bridge.Part{{Weight: w, Score: pool[rng.Intn(len(pool))]}, {Weight: 1 - w, Score: pool[rng.Intn(len(pool))]}}}
			continue
		}
		scores[i] = bridge.TableScore{Kind: bridge.Real, NS: pool[rng.Intn(len(pool))]}
	}
	return scores
}

// The fast methods equal the all-pairs definitions on random boards.
func TestFrequencyMethodsMatchDefinitions(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 2000; trial++ {
		scores := randomBoard(rng)
		fast, slow := CrossIMPSums(scores), allPairsCross(scores)
		for i := range fast {
			if math.Abs(fast[i]-slow[i]) > 1e-9 {
				t.Fatalf("trial %d: cross-IMPs of %v: fast %v, definition %v", trial, scores, fast, slow)
			}
		}
		fast, slow = EuropeanMatchpoints(scores), allPairsEuropean(scores)
		for i := range fast {
			if math.Abs(fast[i]-slow[i]) > 1e-9 {
				t.Fatalf("trial %d: matchpoints of %v: fast %v, definition %v", trial, scores, fast, slow)
			}
		}
	}
}

func TestNeubergSeed004(t *testing.T) {
	// Seed 004: the board 6, 3, 3, 0 (4 results) scored as a board of 5:
	// 7.75, 4, 4, 0.25.
	var got []float64
	for _, s := range []float64{6, 3, 3, 0} {
		got = append(got, Neuberg(s, 4, 5))
	}
	assertFloats(t, "neuberg", got, []float64{7.75, 4, 4, 0.25})
}

func TestButlerDatum(t *testing.T) {
	// Issue 5: −650, −170, −1440, +100, −170, −200 with one discarded at each
	// end: −1440 and +100 leave, (−650−170−170−200)/4 = −297.5 → −300.
	scores := real(-650, -170, -1440, 100, -170, -200)
	datum, ok := Datum(scores, Discard{Count: 1}, 10)
	if !ok || datum != -300 {
		t.Fatalf("datum %d, want -300", datum)
	}
	assertFloats(t, "butler", DatumIMPs(scores, datum, false), []float64{-8, 4, -15, 9, 4, 3})
	// Bastille rounds the same mean to the nearest point: −297.5 → −298.
	if d, _ := Datum(scores, Discard{Count: 1}, 1); d != -298 {
		t.Errorf("bastille datum %d, want -298", d)
	}
	// A share: 10% of 6 results is 0.6, rounded down to none; 20% is one.
	if d, _ := Datum(scores, Discard{Share: 0.1, IsShare: true}, 10); d != -420 {
		// (−650−170−1440+100−170−200)/6 = −2530/6 = −421.7 → −420
		t.Errorf("datum with no discard %d, want -420", d)
	}
	if d, _ := Datum(scores, Discard{Share: 0.2, IsShare: true}, 10); d != -300 {
		t.Errorf("datum with 20%% discard %d, want -300", d)
	}
}

func TestDiscardLeavesAResult(t *testing.T) {
	for n, want := range map[int]int{1: 0, 2: 0, 3: 1, 4: 1, 5: 2, 10: 3} {
		if got := (Discard{Count: 3}).Of(n); got != want {
			t.Errorf("discard 3 of %d = %d, want %d", n, got, want)
		}
	}
}

func TestRoundDiv(t *testing.T) {
	for _, tc := range []struct{ a, b, want int }{{-2975, 10, -298}, {2975, 10, 298}, {-2974, 10, -297}, {14, 10, 1}, {15, 10, 2}, {-15, 10, -2}, {0, 3, 0}} {
		if got := roundDiv(tc.a, tc.b); got != tc.want {
			t.Errorf("roundDiv(%d, %d) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestWeightedPercentageSeed003(t *testing.T) {
	// Seed 003: 210 mp on 28 boards of top 14 and 144 on 24 of top 10 give
	// 56.54%; 179 on 24 of top 14 and 167 on 28 of top 10 give 56.70%.
	a := WeightedPercentage([]SessionScore{{Boards: 28, Pct: 210.0 / (28 * 14)}, {Boards: 24, Pct: 144.0 / (24 * 10)}})
	b := WeightedPercentage([]SessionScore{{Boards: 24, Pct: 179.0 / (24 * 14)}, {Boards: 28, Pct: 167.0 / (28 * 10)}})
	if rank.Hundredths(a*100) != 5654 || rank.Hundredths(b*100) != 5670 {
		t.Errorf("seed 003: %.4f%% and %.4f%%, want 56.54%% and 56.70%%", a*100, b*100)
	}
}

func TestNeubergCombinationSeed003(t *testing.T) {
	// Seed 003: 31 matchpoints on two boards of top 22 (12 results) become
	// 28.25 on top 20 (11); 305 on 24 boards become 277.58.
	// The factor is linear, so any split of the totals over the boards gives
	// the same sum: 31 = 15 + 16; 305 = 23 × 13 + 6.
	if got := Neuberg(15, 12, 11) + Neuberg(16, 12, 11); !near(got, 28.25) {
		t.Errorf("31 on 2 boards → %.4f, want 28.25", got)
	}
	got := Neuberg(6, 12, 11)
	for i := 0; i < 23; i++ {
		got += Neuberg(13, 12, 11)
	}
	if math.Abs(got-277.58) > 0.005 {
		t.Errorf("305 on 24 boards → %.4f, want 277.58", got)
	}
}

func TestLessID(t *testing.T) {
	ids := []string{"2", "10", "A2", "10A", "A10", "b1", "9B", "B3", "1"}
	want := []string{"1", "2", "10", "9B", "10A", "A2", "A10", "b1", "B3"}
	// simple insertion sort with LessID
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && LessID(ids[j], ids[j-1]); j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
	for i := range want {
		if ids[i] != want[i] {
			t.Fatalf("sorted %v, want %v", ids, want)
		}
	}
}
