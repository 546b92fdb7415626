package grading

import (
	"math"
	"strings"
	"testing"
)

// near reports whether a and b agree to within tol.
func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestSeedExamples checks the two worked examples of seed 002.
func TestSeedExamples(t *testing.T) {
	const peter, john = 1881.0, 1992.0

	// Peter beats John: D = 1881 − 1992 = −111, A(D) = 31.
	d := peter - john
	if d != -111 {
		t.Fatalf("D = %v, want -111", d)
	}
	a := Adjustment(d, 2, Table)
	if a != 31 {
		t.Fatalf("A(-111) = %v, want 31", a)
	}
	if peter+a != 1912 || john-a != 1961 {
		t.Errorf("after Peter beats John: %v and %v, want 1912 and 1961", peter+a, john-a)
	}

	// John beats Peter: D = 111, A(D) = 19.
	a = Adjustment(john-peter, 2, Table)
	if a != 19 {
		t.Fatalf("A(111) = %v, want 19", a)
	}
	if peter-a != 1862 || john+a != 2011 {
		t.Errorf("after John beats Peter: %v and %v, want 1862 and 2011", peter-a, john+a)
	}
}

// adjustmentTable is seed 002's table, row by row: D from lo to hi gives A.
// The open ends ("up to −998", "998 and more") are written with a far end.
var adjustmentTable = []struct{ lo, hi, a int }{
	{-5000, -998, 50},
	{-997, -755, 49}, {-754, -640, 48}, {-639, -562, 47}, {-561, -503, 46},
	{-502, -454, 45}, {-453, -413, 44}, {-412, -377, 43}, {-376, -345, 42},
	{-344, -315, 41}, {-314, -288, 40}, {-287, -263, 39}, {-262, -239, 38},
	{-238, -216, 37}, {-215, -195, 36}, {-194, -174, 35}, {-173, -154, 34},
	{-153, -135, 33}, {-134, -116, 32}, {-115, -98, 31}, {-97, -80, 30},
	{-79, -62, 29}, {-61, -44, 28}, {-43, -27, 27}, {-26, -9, 26},
	{-8, 8, 25},
	{9, 26, 24}, {27, 43, 23}, {44, 61, 22}, {62, 79, 21}, {80, 97, 20},
	{98, 115, 19}, {116, 134, 18}, {135, 153, 17}, {154, 173, 16},
	{174, 194, 15}, {195, 215, 14}, {216, 238, 13}, {239, 262, 12},
	{263, 287, 11}, {288, 314, 10}, {315, 344, 9}, {345, 376, 8},
	{377, 412, 7}, {413, 453, 6}, {454, 502, 5}, {503, 561, 4},
	{562, 639, 3}, {640, 754, 2}, {755, 997, 1},
	{998, 5000, 0},
}

// TestAdjustmentTable checks that both ends of every row of the seed's table,
// and every D in between, give the row's adjustment, and that the rows meet.
func TestAdjustmentTable(t *testing.T) {
	for i, row := range adjustmentTable {
		if i > 0 && row.lo != adjustmentTable[i-1].hi+1 {
			t.Fatalf("row %d..%d does not follow row ending %d", row.lo, row.hi, adjustmentTable[i-1].hi)
		}
		for d := row.lo; d <= row.hi; d++ {
			if got := Adjustment(float64(d), 2, Table); got != float64(row.a) {
				t.Errorf("A(%d) = %v, want %d (row %d..%d)", d, got, row.a, row.lo, row.hi)
			}
		}
	}
}

// TestAdjustmentOfficial checks unrounded adjustments against values worked out
// with a pocket calculator: A(−111) = 50/(1 + 10^−0.222) = 50/1.599790 and
// A(111) = 50 − A(−111), since A(D) + A(−D) = 50.
func TestAdjustmentOfficial(t *testing.T) {
	for _, c := range []struct {
		d     float64
		class int
		want  float64
	}{
		{0, 2, 25},
		{-111, 2, 31.254081},
		{111, 2, 18.745919},
		{-111, 1, 37.504897}, // 1.2 × 31.254081
		{111, 3, 14.996735},  // 0.8 × 18.745919
		{-998, 2, 49.500416},
		{998, 2, 0.499584},
	} {
		if got := Adjustment(c.d, c.class, Official); !near(got, c.want, 5e-6) {
			t.Errorf("official A(%v) class %d = %.6f, want %.6f", c.d, c.class, got, c.want)
		}
	}
}

// TestClassMultiplier checks that classes 1 and 3 multiply before rounding.
func TestClassMultiplier(t *testing.T) {
	for _, c := range []struct {
		d     float64
		class int
		want  float64
		why   string
	}{
		{0, 1, 30, "1.2 × 25 = 30"},
		{0, 3, 20, "0.8 × 25 = 20"},
		{-111, 1, 38, "1.2 × 31.254 = 37.505"},
		{-111, 3, 25, "0.8 × 31.254 = 25.003"},
		// Rounding first would give 1.2 × 19 = 22.8 → 23.
		{111, 1, 22, "1.2 × 18.746 = 22.495"},
		{111, 3, 15, "0.8 × 18.746 = 14.997"},
		{-100, 3, 25, "0.8 × 30.657 = 24.525"},
	} {
		if got := Adjustment(c.d, c.class, Table); got != c.want {
			t.Errorf("A(%v) class %d = %v, want %v (%s)", c.d, c.class, got, c.want, c.why)
		}
	}
}

func TestStabilisation(t *testing.T) {
	for _, c := range []struct{ grade, s float64 }{
		{1200, 90},
		{1900, 90},
		{2000, 90},
		{2150, 91.5}, // 80 + 1150/100: S is not rounded
		{2400, 94},   // the seed's example
		{2700, 97},
		{2800, 97}, // 80 + 18 = 98, capped at 97
	} {
		if got := Stabilisation(c.grade); got != c.s {
			t.Errorf("S(%v) = %v, want %v", c.grade, got, c.s)
		}
	}
}

func TestNewGrade(t *testing.T) {
	for _, c := range []struct{ old, index, want float64 }{
		// S = 90: 0.9 × 1900 + 0.1 × 1912 = 1710 + 191.2.
		{1900, 1912, 1901.2},
		// S = 91: 0.91 × 2100 + 0.09 × 2150 = 1911 + 193.5.
		{2100, 2150, 2104.5},
		// S = 94: 0.94 × 2400 + 0.06 × 2300 = 2256 + 138.
		{2400, 2300, 2394},
		// S = 97: 0.97 × 2800 + 0.03 × 2900 = 2716 + 87.
		{2800, 2900, 2803},
		// S from the old grade, 2000 → 90, although the new grade is above:
		// 0.9 × 2000 + 0.1 × 2100 = 1800 + 210.
		{2000, 2100, 2010},
	} {
		if got := NewGrade(c.old, c.index); !near(got, c.want, 1e-9) {
			t.Errorf("NewGrade(%v, %v) = %v, want %v", c.old, c.index, got, c.want)
		}
	}
}

func TestPanicsOnBadClass(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Adjustment with class 4 did not panic")
		}
	}()
	Adjustment(0, 4, Table)
}

func TestParsePrecision(t *testing.T) {
	for s, want := range map[string]Precision{"Official": Official, " official ": Official, "EXACT": Official, "Table": Table, " table": Table, "Published": Table, "published": Table} {
		got, renamed, err := ParsePrecision(s)
		if err != nil || got != want || renamed != (strings.TrimSpace(strings.ToLower(s)) == "published") {
			t.Errorf("ParsePrecision(%q) = %v, %v, %v; want %v", s, got, renamed, err, want)
		}
	}
	if _, _, err := ParsePrecision("rounded off"); err == nil {
		t.Error("ParsePrecision(\"rounded off\") gave no error")
	}
	if Official.String() != "Official" || Table.String() != "Table" {
		t.Error("Precision.String does not give the sheet's words")
	}
}

// TestWilliamsFigures checks the official computation against the figures
// Chris Williams gives for the ranking system ("The Croquet Ranking System",
// Oxford Croquet): with Class Factor 5 on the internal scale (50 on the
// published one, the factor of a Class 2 event; 6 and 4, that is 60 and 40,
// for Classes 1 and 3), "a difference of 15 points in the grades leads to
// 1.67 points changing hands if the better player wins and 3.33 if the
// poorer player wins", and on the published scale "a difference of 150
// leads to 16.7 points changing hands". The published scale is 1000 + 10 ×
// the internal one (seed 002, remark (a)), so the internal difference 15 is
// the published 150 and the exchange 1.67 the published 16.7; by hand,
// 50/(1 + 10^0.3) = 50/2.995262 = 16.693 and 50 − 16.693 = 33.307. These are
// the unrounded figures: the Table precision would exchange 17 and 33.
func TestWilliamsFigures(t *testing.T) {
	for _, c := range []struct {
		d     float64
		class int
		want  float64 // to Williams's three figures
		tol   float64
	}{
		{150, 2, 16.7, 0.05},   // the better player wins
		{-150, 2, 33.3, 0.05},  // the poorer player wins
		{150, 1, 20.0, 0.05},   // 6/5 × 16.69 = 20.03 (Class Factor 6)
		{150, 3, 13.4, 0.05},   // 4/5 × 16.69 = 13.35 (Class Factor 4)
		{-150, 3, 26.6, 0.05},  // 4/5 × 33.31 = 26.65
		{0, 2, 25, 0},          // even: half the class factor
		{150, 2, 16.693, 5e-4}, // by hand, unrounded
		{-150, 2, 33.307, 5e-4},
	} {
		got := Adjustment(c.d, c.class, Official)
		if !near(got, c.want, c.tol) {
			t.Errorf("official A(%v) class %d = %.4f, want %v", c.d, c.class, got, c.want)
		}
		// On the internal scale: a tenth of the difference, a tenth of
		// the exchange.
		internal := classFactor[c.class] * 5 / (1 + math.Pow(10, c.d/10/50))
		if !near(internal*10, got, 1e-9) {
			t.Errorf("internal scale gives %v, published %v", internal*10, got)
		}
	}
	if got := Adjustment(15*10, 2, Official) / 10; math.Round(got*100)/100 != 1.67 {
		t.Errorf("internal exchange for a difference of 15: %.4f, Williams 1.67", got)
	}
	if got := Adjustment(-15*10, 2, Official) / 10; math.Round(got*100)/100 != 3.33 {
		t.Errorf("internal exchange when the poorer player wins: %.4f, Williams 3.33", got)
	}
	if Adjustment(150, 2, Table) != 17 || Adjustment(-150, 2, Table) != 33 {
		t.Error("the table does not round 16.69 and 33.31 to 17 and 33")
	}
}
