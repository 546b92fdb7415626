package setting

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestKey(t *testing.T) {
	for _, names := range [][]string{
		{"VP scale", "VP-Scale", "vpscale", " vp_scale ", "V.P. scale", "VP\u00a0scale", "VP\tscale"},
		{"Cross-IMPs", "Cross IMPs", "crossimps"},
		{"As of", "AS OF", "as-of"},
	} {
		for _, n := range names {
			if Key(n) != Key(names[0]) {
				t.Errorf("Key(%q) = %q, Key(%q) = %q", n, Key(n), names[0], Key(names[0]))
			}
		}
	}
	if Key("Average") == Key("Average plus") {
		t.Error("Average and Average plus are one setting")
	}
}

func TestRows(t *testing.T) {
	sh := Sheet{Name: "Grading", Known: [][]string{{"As of", "As at"}, {"Minimum games", "Min games"}, {"Title"}}}
	rows := sh.Rows([]Value{
		{Name: "as-of", Value: "2026-03-14", Line: 2},
		{Name: "Min games", Value: " 8 ", Line: 3},
		{Name: "As at", Value: "2026-04-01", Line: 4}, // As of again
		{Name: "Colour", Value: "green", Line: 5},     // unknown
		{Name: "Notes", Value: "", Line: 6},           // unknown but empty
		{Name: "Title", Value: "", Line: 7},           // empty: the default
		{Name: " minimum games ", Value: "", Line: 8}, // given twice, even empty
	})
	var got []string
	for _, r := range rows {
		got = append(got, fmt.Sprintf("%s=%s@%d", r.Name, r.Value, r.Line))
	}
	if want := []string{"As of=2026-03-14@2", "Minimum games= 8 @3"}; !slices.Equal(got, want) {
		t.Errorf("rows %q, want %q", got, want)
	}
	got = nil
	for _, p := range sh.Problems() {
		if p.Hint == "" {
			t.Errorf("%v has no hint", p)
		}
		got = append(got, fmt.Sprintf("%s %d %s %v: %s", p.Sheet, p.Row, p.Column, p.Warning, p.Msg))
	}
	want := []string{
		`Grading 4 Setting false: setting "As at" is given twice (also on row 2)`,
		`Grading 5 Setting true: unknown setting "Colour" is ignored`,
		`Grading 8 Setting false: setting "minimum games" is given twice (also on row 3)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	if !strings.Contains(sh.Problems()[1].Hint, "As of, Minimum games, Title") {
		t.Errorf("hint %q does not list the settings", sh.Problems()[1].Hint)
	}
}

func TestChoose(t *testing.T) {
	sh := Sheet{Name: "Event"}
	choices := [][]string{{"Per comparison"}, {"Total", "Sum"}}
	for value, want := range map[string]int{"per-comparison": 0, " TOTAL ": 1, "sum": 1} {
		if i, ok := sh.Choose(Value{Name: "Cross-IMPs", Value: value}, choices...); !ok || i != want {
			t.Errorf("Choose(%q) = %d, %v; want %d", value, i, ok, want)
		}
	}
	if _, ok := sh.Choose(Value{Name: "Cross-IMPs", Value: "Average", Line: 9}, choices...); ok || len(sh.Problems()) != 1 {
		t.Fatalf("Average is a choice: %v", sh.Problems())
	}
	p := sh.Problems()[0]
	if p.Row != 9 || p.Column != "Value" || p.Msg != `Cross-IMPs "Average" is not one of Per comparison, Total` || p.Hint != "write one of Per comparison, Total" {
		t.Errorf("problem %+v", p)
	}
}

func TestNumbers(t *testing.T) {
	for s, want := range map[string]float64{"12": 12, " 12.5 ": 12.5, "\u22123": -3, "1e1": 10} {
		if f, ok := Number(s); !ok || f != want {
			t.Errorf("Number(%q) = %v, %v", s, f, ok)
		}
	}
	for _, s := range []string{"", "twelve", "NaN", "Inf", "1,000"} {
		if f, ok := Number(s); ok {
			t.Errorf("Number(%q) = %v", s, f)
		}
	}
	for s, want := range map[string]int{"10": 10, "10.0": 10, " -2 ": -2} {
		if n, ok := Whole(s); !ok || n != want {
			t.Errorf("Whole(%q) = %v, %v", s, n, ok)
		}
	}
	for _, s := range []string{"10.5", "1e12", "ten"} {
		if n, ok := Whole(s); ok {
			t.Errorf("Whole(%q) = %v", s, n)
		}
	}
}
