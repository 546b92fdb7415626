package pairs

import (
	"math"
	"sort"

	"github.com/scorebook/scorebook/engine/ident"
)

// rankKey rounds a ranking value to two decimals of what is published: the
// percentage (56.54%) for matchpoint methods, the score otherwise. Values that
// are equal at two decimals share a rank. Halves round away from zero; a
// whisker is added so that equal numbers reached by different sums agree.
func rankKey(v float64, byPct bool) int64 {
	if byPct {
		v *= 100
	}
	x := v * 100
	return int64(math.Round(x + math.Copysign(1e-7, x)))
}

// rank orders the standings within each field and gives tied pairs the same
// rank. Within a tie pairs are listed by pair identifier.
// fields gives each pair's direction in a Mitchell; it is nil for a Howell.
func rank(standings []Standing, byPct bool, fields map[int]Direction, pairs []Pair) []Standing {
	for i := range standings {
		standings[i].Field = fields[standings[i].Pair] // Either when nil
	}
	value := func(s Standing) float64 {
		if byPct {
			return s.Pct
		}
		return s.Score
	}
	sort.SliceStable(standings, func(i, j int) bool {
		a, b := standings[i], standings[j]
		if a.Field != b.Field {
			return a.Field < b.Field
		}
		ka, kb := rankKey(value(a), byPct), rankKey(value(b), byPct)
		if ka != kb {
			return ka > kb
		}
		return LessID(pairs[a.Pair].ID, pairs[b.Pair].ID)
	})
	for i := 0; i < len(standings); {
		j := i
		k := rankKey(value(standings[i]), byPct)
		for j < len(standings) && standings[j].Field == standings[i].Field && rankKey(value(standings[j]), byPct) == k {
			j++
		}
		first := 1
		for f := i - 1; f >= 0 && standings[f].Field == standings[i].Field; f-- {
			first++
		}
		for x := i; x < j; x++ {
			standings[x].Rank = first
			standings[x].Tied = j-i > 1
		}
		i = j
	}
	return standings
}

// LessID orders pair identifiers naturally, as ident.Compare does: numbers
// by value (2 before 10), then the others with their digit runs by value
// (A2 before A10, 9B before 10A), ignoring case.
func LessID(a, b string) bool { return ident.Compare(a, b) < 0 }
