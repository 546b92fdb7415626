package grading

import "testing"

// TestMargin: scores as the Games sheet takes them, and the margins
// croquetrecords.com's sending page writes (http://croquetrecords.com/rank/sending.htm:
// "+26", "+17tp"); the differences worked by hand.
func TestMargin(t *testing.T) {
	for _, c := range []struct {
		score, want string
		ok          bool
	}{
		{"26-14", "+12", true},
		{"26-0tp", "+26tp", true},
		{"17-12T", "+5t", true},
		{"+17tp", "+17tp", true},
		{" +26 ", "+26", true},
		{"17", "+17", true},
		{"-3", "", false},
		{"12-26", "", false},
		{"", "", false},
		{"won", "", false},
	} {
		got, ok := Margin(c.score)
		if got != c.want || ok != c.ok {
			t.Errorf("Margin(%q) = %q, %v; want %q, %v", c.score, got, ok, c.want, c.ok)
		}
	}
}

// TestPoints: a score gives both players' points only when it is written
// as two numbers, the winner's first (7-5 → 7 and 5; 17-12T → 17 and 12,
// the ending dropped; 7:6 → 7 and 6). A margin (+12) or a bare number (17)
// gives no points, nor does a score whose loser has the more (5-7), nor
// text it cannot read.
func TestPoints(t *testing.T) {
	for _, c := range []struct {
		score  string
		w, l   int
		wantOK bool
	}{
		{"7-5", 7, 5, true},
		{" 26-14 ", 26, 14, true},
		{"17-12T", 17, 12, true},
		{"7:6", 7, 6, true},
		{"+12", 0, 0, false},
		{"17", 0, 0, false},
		{"5-7", 0, 0, false},
		{"", 0, 0, false},
		{"won", 0, 0, false},
	} {
		w, l, ok := Points(c.score)
		if w != c.w || l != c.l || ok != c.wantOK {
			t.Errorf("Points(%q) = %d, %d, %v; want %d, %d, %v", c.score, w, l, ok, c.w, c.l, c.wantOK)
		}
	}
}
