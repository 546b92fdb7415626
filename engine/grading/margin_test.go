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
