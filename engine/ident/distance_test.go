package ident

import "testing"

// Distances worked by hand: a swap of neighbours is one edit ("peter",
// "petre"), as a letter left out ("pete") or changed ("xeter"); "etepr" is
// a swap and a move, two; past the limit, limit+1.
func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		limit int
		d     int
	}{{"peter", "peter", 3, 0}, {"peter", "petre", 3, 1}, {"peter", "pete", 3, 1}, {"peter", "xeter", 3, 1},
		{"peter", "etepr", 3, 2}, {"abc", "xyz", 3, 3}, {"abc", "xyz", 1, 2}, {"ab", "abcdef", 2, 3}, {"zoë", "zoe", 1, 1}} {
		if got := EditDistance([]rune(c.a), []rune(c.b), c.limit); got != c.d {
			t.Errorf("EditDistance(%q, %q, %d) = %d, want %d", c.a, c.b, c.limit, got, c.d)
		}
	}
}
