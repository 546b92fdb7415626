package grading

import "testing"

// FuzzParseScore: no text makes the croquet score parser panic, and a score
// it reads has no negative points.
func FuzzParseScore(f *testing.F) {
	for _, s := range []string{"26-14", "17-12T", "26–3", " 26 : 0 ", "-26tp", "26-", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if w, l, ok := parseScore(s); ok && (w < 0 || l < 0) {
			t.Errorf("parseScore(%q) = %d, %d", s, w, l)
		}
	})
}

func TestParseScore(t *testing.T) {
	for s, want := range map[string][2]int{"26-14": {26, 14}, "17-12T": {17, 12}, "26 – 3": {26, 3}, "26:0": {26, 0}} {
		if w, l, ok := parseScore(s); !ok || w != want[0] || l != want[1] {
			t.Errorf("parseScore(%q) = %d, %d, %v", s, w, l, ok)
		}
	}
	for _, s := range []string{"", "26", "-26tp", "twenty-six"} {
		if _, _, ok := parseScore(s); ok {
			t.Errorf("parseScore(%q) reads", s)
		}
	}
}
