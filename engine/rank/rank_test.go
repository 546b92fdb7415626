package rank

import (
	"fmt"
	"strings"
	"testing"
)

type entry struct {
	name  string
	list  int
	value float64
}

func ranked(es []entry, key func(entry) int64) string {
	places := Rank(es, By[entry]{
		List: func(e entry) int { return e.list },
		Key:  key,
		Tie:  func(a, b entry) int { return strings.Compare(a.name, b.name) },
	})
	var out []string
	for i, e := range es {
		out = append(out, fmt.Sprintf("%s %s", places[i], e.name))
	}
	return strings.Join(out, ", ")
}

func TestRank(t *testing.T) {
	byPct := func(e entry) int64 { return Hundredths(e.value * 100) }
	for _, tc := range []struct {
		name string
		es   []entry
		key  func(entry) int64
		want string
	}{
		// Equal at two decimals of the percentage share the place, the next
		// is skipped; tied entries are listed by name.
		{"ties", []entry{{"d", 0, 0.5}, {"b", 0, 0.56543}, {"a", 0, 0.56536}, {"c", 0, 0.6}},
			byPct, "1 c, 2= a, 2= b, 4 d"},
		// Each list counts from 1.
		{"two lists", []entry{{"n2", 1, 0.4}, {"e1", 2, 0.7}, {"n1", 1, 0.6}, {"e2", 2, 0.7}},
			byPct, "1 n1, 2 n2, 1= e1, 1= e2"},
		// 0.1+0.2 and 0.3 are one value at two decimals.
		{"float sums", []entry{{"x", 0, 0.1 + 0.2}, {"y", 0, 0.3}}, func(e entry) int64 { return Hundredths(e.value) }, "1= x, 1= y"},
		// Grades rank in whole numbers: 1500.5 rounds up to 1501 and ties 1501.49.
		{"whole", []entry{{"fay", 0, 1500.49}, {"dan", 0, 1500.5}, {"eve", 0, 1501.49}}, func(e entry) int64 { return Whole(e.value) }, "1= dan, 1= eve, 3 fay"},
	} {
		if got := ranked(tc.es, tc.key); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestPlaceString(t *testing.T) {
	for p, want := range map[Place]string{{}: "", {N: 3}: "3", {N: 3, Tied: true}: "3="} {
		if p.String() != want {
			t.Errorf("%+v: %q, want %q", p, p.String(), want)
		}
	}
}

// Halves round away from zero, negative values too.
func TestHundredths(t *testing.T) {
	for v, want := range map[float64]int64{0.125: 13, -0.125: -13, 56.535: 5654, 0: 0, 2.675: 268} {
		if got := Hundredths(v); got != want {
			t.Errorf("Hundredths(%v) = %d, want %d", v, got, want)
		}
	}
}
