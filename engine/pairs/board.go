package pairs

import (
	"math"
	"sort"

	"github.com/scorebook/scorebook/engine/bridge"
)

// frequencies is a board's results as a frequency table: the distinct NS
// scores in ascending order, how often each occurs (weighted scores count
// their parts at their weights) and the running total of the frequencies
// below each score. It is built once per board by sorting.
type frequencies struct {
	scores []int
	freq   []float64
	below  []float64 // sum of freq of the lower scores
	total  float64
}

func newFrequencies(results []bridge.TableScore) *frequencies {
	type entry struct {
		score  int
		weight float64
	}
	entries := make([]entry, 0, len(results))
	for _, s := range results {
		switch s.Kind {
		case bridge.Real:
			entries = append(entries, entry{s.NS, 1})
		case bridge.Weighted:
			for _, p := range s.Parts {
				entries = append(entries, entry{p.Score, p.Weight})
			}
		}
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].score < entries[j].score })
	f := &frequencies{}
	for _, e := range entries {
		if n := len(f.scores); n > 0 && f.scores[n-1] == e.score {
			f.freq[n-1] += e.weight
			continue
		}
		f.scores = append(f.scores, e.score)
		f.freq = append(f.freq, e.weight)
	}
	f.below = make([]float64, len(f.scores))
	for i := range f.scores {
		f.below[i] = f.total
		f.total += f.freq[i]
	}
	return f
}

// at returns the index of score in the table.
func (f *frequencies) at(score int) int {
	return sort.SearchInts(f.scores, score)
}

// countAtMost returns the total frequency of scores ≤ x.
func (f *frequencies) countAtMost(x int) float64 {
	i := sort.SearchInts(f.scores, x+1) // first score > x
	if i == 0 {
		return 0
	}
	return f.below[i-1] + f.freq[i-1]
}

// countAtLeast returns the total frequency of scores ≥ x.
func (f *frequencies) countAtLeast(x int) float64 {
	i := sort.SearchInts(f.scores, x)
	if i == len(f.scores) {
		return 0
	}
	return f.total - f.below[i]
}

// EuropeanMatchpoints returns each result's European matchpoints 2k+m−1 (k results
// lower, m equal including itself), by the frequency method. A weighted
// score's parts are matchpointed separately, each counting itself once, and
// weighted; the other results are compared with its parts at their weights.
// Rows that are not results get NaN.
func EuropeanMatchpoints(results []bridge.TableScore) []float64 {
	f := newFrequencies(results)
	out := make([]float64, len(results))
	for r, s := range results {
		switch s.Kind {
		case bridge.Real:
			i := f.at(s.NS)
			out[r] = 2*f.below[i] + f.freq[i] - 1
		case bridge.Weighted:
			e := 0.0
			for _, p := range s.Parts {
				i := f.at(p.Score)
				k, m := f.below[i], f.freq[i]
				// The row is not compared with its own parts; m counts the
				// row itself once.
				for _, q := range s.Parts {
					switch {
					case q.Score < p.Score:
						k -= q.Weight
					case q.Score == p.Score:
						m -= q.Weight
					}
				}
				e += p.Weight * (2*k + m)
			}
			out[r] = e
		default:
			out[r] = math.NaN()
		}
	}
	return out
}

// crossSum returns the sum of IMPs that score x wins against every score of
// the table: Σ IMP(x−y) = Σ over the 24 steps of (#y ≤ x−step) − (#y ≥ x+step).
func (f *frequencies) crossSum(x int) float64 {
	sum := 0.0
	for k := 1; k <= 24; k++ {
		step := bridge.IMPStep(k)
		sum += f.countAtMost(x-step) - f.countAtLeast(x+step)
	}
	return sum
}

// CrossIMPSums returns, for each result, the sum of IMPs it wins against
// every other result on the board (NS's side), without comparing every pair of
// results: one sort, then 48 binary searches per result. A weighted score's
// parts are compared with the others and weighted; the others compare with its
// parts at their weights. Rows that are not results get NaN.
func CrossIMPSums(results []bridge.TableScore) []float64 {
	f := newFrequencies(results)
	out := make([]float64, len(results))
	for r, s := range results {
		switch s.Kind {
		case bridge.Real:
			out[r] = f.crossSum(s.NS)
		case bridge.Weighted:
			v := 0.0
			for _, p := range s.Parts {
				own := 0.0 // the row is not compared with its own other parts
				for _, q := range s.Parts {
					own += q.Weight * float64(bridge.IMPs(p.Score-q.Score))
				}
				v += p.Weight * (f.crossSum(p.Score) - own)
			}
			out[r] = v
		default:
			out[r] = math.NaN()
		}
	}
	return out
}

// Datum is the mean of a board's NS results after the discard highest and
// lowest have left, rounded to the nearest multiple of unit (10 for Butler, 1
// for Bastille), halves away from zero. A weighted score counts as its
// weighted mean. ok is false when the board has no results.
func Datum(results []bridge.TableScore, discard Discard, unit int) (datum int, ok bool) {
	var values []float64
	exact := true
	for _, s := range results {
		if s.IsResult() {
			values = append(values, s.Mean())
			if s.Kind == bridge.Weighted {
				exact = false
			}
		}
	}
	if len(values) == 0 {
		return 0, false
	}
	sort.Float64s(values)
	d := discard.Of(len(values))
	kept := values[d : len(values)-d]
	if exact {
		sum := 0
		for _, v := range kept {
			sum += int(v)
		}
		return roundDiv(sum, len(kept)*unit) * unit, true
	}
	sum := 0.0
	for _, v := range kept {
		sum += v
	}
	// bridge.Weighted parts make the mean inexact (0.7·170 is 118.99999…); a
	// whisker keeps an exact half a half, rounded away from zero.
	x := sum / float64(len(kept)) / float64(unit)
	return int(math.Round(x+math.Copysign(1e-9, x))) * unit, true
}

// roundDiv divides a by b > 0, rounding halves away from zero.
func roundDiv(a, b int) int {
	if a < 0 {
		return -roundDiv(-a, b)
	}
	return (2*a + b) / (2 * b)
}

// DatumIMPs returns each result's IMPs against the datum (NS's side): the
// WBF scale for Butler, the Bastille linear scale otherwise. Rows that are
// not results get NaN.
func DatumIMPs(results []bridge.TableScore, datum int, bastille bool) []float64 {
	imp := func(diff int) float64 {
		if bastille {
			return bridge.BastilleIMPs(float64(diff))
		}
		return float64(bridge.IMPs(diff))
	}
	out := make([]float64, len(results))
	for r, s := range results {
		switch s.Kind {
		case bridge.Real:
			out[r] = imp(s.NS - datum)
		case bridge.Weighted:
			v := 0.0
			for _, p := range s.Parts {
				v += p.Weight * imp(p.Score-datum)
			}
			out[r] = v
		default:
			out[r] = math.NaN()
		}
	}
	return out
}
