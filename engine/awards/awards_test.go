package awards

import (
	"slices"
	"testing"

	"github.com/scorebook/scorebook/engine/rank"
)

// The ACBL Handbook's examples ("I. Calculating the awards", cited in the
// package comment): "an eight-table Mitchell movement is two groups of 8
// pairs. A five-table Howell movement is one group of 10 pairs ... 7 1/2
// tables would be 8 pairs in each group while a 5 1/2 table Howell is 11
// pairs"; first place .10 per pair, at most 1.50, second 70%, third 50%,
// fourth 35%, fifth 1/5, sixth 1/6; depth 40% of the pairs, rounded. The
// awards worked by hand from those rules.
func TestACBL(t *testing.T) {
	for _, c := range []struct {
		name  string
		pairs int
		want  []float64
	}{
		// 8 pairs: first 0.80; depth 3.2 → 3.
		{"eight-table Mitchell, each group (and 7½ tables)", 8, []float64{0.80, 0.56, 0.40}},
		// 10 pairs: first 1.00; depth 4.
		{"five-table Howell", 10, []float64{1.00, 0.70, 0.50, 0.35}},
		// 11 pairs: first 1.10; 35% is 0.385 → 0.39; depth 4.4 → 4.
		{"5½-table Howell", 11, []float64{1.10, 0.77, 0.55, 0.39}},
		// 14 pairs: first 1.40; depth 5.6 → 6; 1/5 is 0.28, 1/6 0.2333 → 0.23.
		{"seven-table Howell", 14, []float64{1.40, 0.98, 0.70, 0.49, 0.28, 0.23}},
		// 20 pairs: first 2.00 capped at 1.50; depth 8; 1.50×35% = 0.525 → 0.53,
		// 1/7 = 0.2143 → 0.21, 1/8 = 0.1875 → 0.19.
		{"ten-table Howell, at the maximum", 20, []float64{1.50, 1.05, 0.75, 0.53, 0.30, 0.25, 0.21, 0.19}},
		{"no pairs", 0, nil},
	} {
		if got := ACBL(c.pairs).Points; !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// The EBU's counts of awards, from its handbook's tables as quoted on the
// EBU forum (discussion 9215): "25-26 tables 13 awards if 1/4, 19 tables
// 13 awards if 1/3, 13 tables 13 awards if 1/2", counted on complete
// tables. The top award is the number of awards times 6, each place 6
// less (discussion 1365: "the top award is 24, the number of awards is 8,
// and the awards go down in decrements of 3" for an individual, whose step
// is half a pair's).
func TestEBUCounts(t *testing.T) {
	for _, c := range []struct {
		tables, boards, awards int
	}{
		{25, 16, 13}, {26, 16, 13}, // a quarter of 50 and 52 pairs, rounded up
		{19, 24, 13}, // a third of 38 pairs: 12.67 → 13
		{13, 36, 13}, // a half of 26 pairs
	} {
		s := EBU(Field{Tables: c.tables, Boards: c.boards})
		if len(s.Points) != c.awards {
			t.Errorf("%d tables, %d boards: %d awards, want %d", c.tables, c.boards, len(s.Points), c.awards)
			continue
		}
		if s.Points[0] != float64(6*c.awards) || s.Points[c.awards-1] != 6 {
			t.Errorf("%d tables, %d boards: %v, want %d down to 6 in sixes", c.tables, c.boards, s.Points, 6*c.awards)
		}
	}
}

// The same scheme's worked examples as the SBU's director states them
// (http://www.bridgewebs.com/kirkcaldy/page6.html): "In a 6 table Howell
// the awards would normally be 24, 18, 12 and 6. Two ties would be awarded
// 21, 21, 9 and 9. A triple tie in 3rd place would see each awarded 6
// (12+6)/3"; "In a 6 table 2 Winner ... 2 awards for each direction, 20
// and 10. If 2 contestants tied, allocation would be 15 - 15. If there
// was an outright winner then 2 or more tied contestants, each would get
// 10 (the minimum award)."
func TestEBUShares(t *testing.T) {
	p := func(n int, tied bool) rank.Place { return rank.Place{N: n, Tied: tied} }
	howell := EBU(Field{Tables: 6, Boards: 24})
	if !slices.Equal(howell.Points, []float64{24, 18, 12, 6}) {
		t.Fatalf("6-table Howell: %v", howell.Points)
	}
	mitchell := EBU(Field{Tables: 6, Boards: 24, TwoWinner: true})
	if !slices.Equal(mitchell.Points, []float64{20, 10}) {
		t.Fatalf("6-table two-winner: %v", mitchell.Points)
	}
	for _, c := range []struct {
		name   string
		s      Schedule
		places []rank.Place
		want   []float64
	}{
		{"two ties", howell, []rank.Place{p(1, true), p(1, true), p(3, true), p(3, true), p(5, false)}, []float64{21, 21, 9, 9, 0}},
		{"a triple tie in 3rd place", howell, []rank.Place{p(1, false), p(2, false), p(3, true), p(3, true), p(3, true)}, []float64{24, 18, 6, 6, 6}},
		{"two-winner, a tie for first", mitchell, []rank.Place{p(1, true), p(1, true), p(3, false)}, []float64{15, 15, 0}},
		{"two-winner, a tie after an outright winner", mitchell, []rank.Place{p(1, false), p(2, true), p(2, true), p(2, true)}, []float64{20, 10, 10, 10}},
		// Worked by hand: 7 tables of 24 boards, a third of 14 pairs is 5
		// awards, 30 down to 6; four tied from 4th share 12+6 = 18, 4.5
		// each, rounded up to 5 and raised to the minimum 6.
		{"a share below the minimum", EBU(Field{Tables: 7, Boards: 24}), []rank.Place{p(1, false), p(2, false), p(3, false), p(4, true), p(4, true), p(4, true), p(4, true)}, []float64{30, 24, 18, 6, 6, 6, 6}},
	} {
		if got := c.s.Share(c.places); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// The EBU's minimum entry (handbook 3.1.1, quoted on the EBU forum,
// discussion 1421): "3 complete tables in a single-winner pairs event ...
// 5 complete tables in a two-winner pairs event"; and no award for fewer
// than 12 boards.
func TestEBUMinimumEntry(t *testing.T) {
	for _, c := range []struct {
		f    Field
		want int
	}{
		{Field{Tables: 2, Boards: 24}, 0},
		{Field{Tables: 3, Boards: 24}, 2}, // a third of 6 pairs
		{Field{Tables: 4, Boards: 24, TwoWinner: true}, 0},
		{Field{Tables: 5, Boards: 24, TwoWinner: true}, 2}, // a third of 5 pairs a direction: 1.67 → 2
		{Field{Tables: 6, Boards: 11}, 0},
		{Field{Tables: 6, Boards: 12}, 3}, // a quarter of 12 pairs
	} {
		if got := len(EBU(c.f).Points); got != c.want {
			t.Errorf("%+v: %d awards, want %d", c.f, got, c.want)
		}
	}
}

// Ties at ACBL share the hundredths, worked by hand: 10 pairs (1.00, 0.70,
// 0.50, 0.35), two tied second share 0.70+0.50 = 1.20, 0.60 each; three
// tied third share 0.50+0.35+0 = 0.85, 0.2833 → 0.28 each.
func TestACBLShares(t *testing.T) {
	p := func(n int, tied bool) rank.Place { return rank.Place{N: n, Tied: tied} }
	s := ACBL(10)
	got := s.Share([]rank.Place{p(1, false), p(2, true), p(2, true), p(4, false), p(5, false)})
	if want := []float64{1.00, 0.60, 0.60, 0.35, 0}; !slices.Equal(got, want) {
		t.Errorf("a tie for second: %v, want %v", got, want)
	}
	got = s.Share([]rank.Place{p(1, false), p(2, false), p(3, true), p(3, true), p(3, true)})
	if want := []float64{1.00, 0.70, 0.28, 0.28, 0.28}; !slices.Equal(got, want) {
		t.Errorf("a tie for third: %v, want %v", got, want)
	}
}

// A club's own table: a tie shares the places' points to the hundredth
// (worked by hand: 10, 7, 5 with two tied second: 6 each; three tied
// first: 22/3 = 7.33).
func TestPoints(t *testing.T) {
	p := func(n int, tied bool) rank.Place { return rank.Place{N: n, Tied: tied} }
	s := Points([]float64{10, 7, 5})
	if got, want := s.Share([]rank.Place{p(1, false), p(2, true), p(2, true), p(4, false)}), []float64{10, 6, 6, 0}; !slices.Equal(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
	if got, want := s.Share([]rank.Place{p(1, true), p(1, true), p(1, true), p(4, false)}), []float64{7.33, 7.33, 7.33, 0}; !slices.Equal(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
	if got := s.Share([]rank.Place{{}, p(1, false)}); !slices.Equal(got, []float64{0, 10}) {
		t.Errorf("an unranked entry: %v", got)
	}
}
