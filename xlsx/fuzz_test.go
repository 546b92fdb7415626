package xlsx

import (
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/engine/teams"
)

// FuzzCellParsers: the readers of numbers, identifiers and game types never
// panic, and agree with each other.
func FuzzCellParsers(f *testing.F) {
	for _, s := range []string{"3", " 3.0 ", "A12", "1e3", "-0", "3.5", "1e10", "NaN", "Inf", "0x10", "１２",
		"26-14", "17-12T", " 26 - 3 ", "26--1", "AS", "26pt A.S.", "Golf Croquet", "\u2212" + "5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id := Identifier(s)
		if Identifier(id) != id {
			t.Errorf("identifier(%q) = %q, but identifier(%q) = %q", s, id, id, Identifier(id))
		}
		if n, ok := ParseInt(s); ok {
			x, ok := setting.Number(s)
			if !ok || x != float64(n) {
				t.Errorf("parseInt(%q) = %d but parseNumber gives %v, %v", s, n, x, ok)
			}
		}
		// These must only not panic.
		_ = grading.Graded(s)
		_ = setting.Key(s)
		if _, _, err := grading.ParsePrecision(s); err != nil && strings.ContainsAny(err.Error(), "\r\n") {
			t.Errorf("ParsePrecision(%q): %q spans lines", s, err)
		}
		if _, err := teams.ScaleNamed(s, nil); err != nil && strings.ContainsAny(err.Error(), "\r\n") {
			t.Errorf("ScaleNamed(%q): %q spans lines", s, err)
		}
	})
}
