package ident

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestCompare(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"2", "10", -1},
		{"10", "2", 1},
		{"9B", "10A", -1}, // digit runs by value
		{"10A", "9B", 1},
		{"10", "9B", -1}, // numbers before the others
		{"99", "1A", -1},
		{"A2", "A10", -1},
		{"A10", "a2", 1},
		{"a10", "B", -1}, // case ignored
		{"b3", "B10", -1},
		{"A1", "AB", -1}, // digits before letters
		{"a", "A12", -1}, // a shorter identifier first
		{"01", "1", -1},  // equal values: a fixed order
		{"A2", "a2", -1},
		{"7", "7", 0},
		{"", "1", 1},
		{"", "A", -1},
		{"12345678901234567890", "9", 1}, // no overflow
		{"N03", "N3", -1},
	} {
		if got := Compare(c.a, c.b); got != c.want {
			t.Errorf("Compare(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
		if got := Compare(c.b, c.a); got != -c.want {
			t.Errorf("Compare(%q, %q) = %d, want %d", c.b, c.a, got, -c.want)
		}
	}
}

func TestCompareSorts(t *testing.T) {
	want := []string{"01", "1", "2", "10", "9B", "10A", "a", "A2", "a2", "A10", "A12", "AB", "B2", "b3", "B10"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		ids := slices.Clone(want)
		r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		slices.SortFunc(ids, Compare)
		if !slices.Equal(ids, want) {
			t.Fatalf("sorted %q, want %q", ids, want)
		}
	}
}
