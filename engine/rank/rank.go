// Package rank ranks pairs, teams and players the one way every results
// list of scorebook shows them: in order of a value, highest first, with
// entries equal at the precision published sharing a place, printed "3=",
// and the next place skipped (1, 2, 3=, 3=, 5).
package rank

import (
	"math"
	"slices"
	"strconv"
)

// Place is a rank as published: 3, or 3= when tied. The zero Place is no
// rank at all (a player not eligible for the list).
type Place struct {
	N    int
	Tied bool
}

// String is the place as printed: "3", "3=", or "" for no rank.
func (p Place) String() string {
	switch {
	case p.N == 0:
		return ""
	case p.Tied:
		return strconv.Itoa(p.N) + "="
	}
	return strconv.Itoa(p.N)
}

// Hundredths is a value rounded to two decimals, the precision scores and
// percentages are published at: values that round alike share a place.
// Halves round away from zero; a whisker is added so that equal values
// reached by different sums (0.1+0.2 and 0.3) round alike.
func Hundredths(v float64) int64 {
	x := v * 100
	return int64(math.Round(x + math.Copysign(1e-7, x)))
}

// Whole is a value rounded to a whole number (halves away from zero), for
// lists published in whole numbers, such as grades.
func Whole(v float64) int64 { return int64(math.Round(v)) }

// By says how to rank: the list an entry is ranked within (a Mitchell ranks
// its NS and EW fields apart; lists come in ascending order), the key it is
// ranked by (higher first; equal keys share a place) and how entries of
// equal key are listed.
type By[T any] struct {
	List func(T) int // nil: one list
	Key  func(T) int64
	Tie  func(a, b T) int
}

// Rank sorts the entries into ranking order and returns the place of each,
// in that order. Places count from 1 in each list.
func Rank[T any](entries []T, by By[T]) []Place {
	list := by.List
	if list == nil {
		list = func(T) int { return 0 }
	}
	slices.SortStableFunc(entries, func(a, b T) int {
		if la, lb := list(a), list(b); la != lb {
			return la - lb
		}
		if ka, kb := by.Key(a), by.Key(b); ka != kb {
			if ka > kb {
				return -1
			}
			return 1
		}
		return by.Tie(a, b)
	})
	places := make([]Place, len(entries))
	first := 0 // where the current list starts
	for i := 0; i < len(entries); {
		if i > 0 && list(entries[i]) != list(entries[i-1]) {
			first = i
		}
		j := i + 1
		for j < len(entries) && list(entries[j]) == list(entries[i]) && by.Key(entries[j]) == by.Key(entries[i]) {
			j++
		}
		for k := i; k < j; k++ {
			places[k] = Place{N: i - first + 1, Tied: j-i > 1}
		}
		i = j
	}
	return places
}
