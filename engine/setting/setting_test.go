package setting

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
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

// A table declares each setting once: parsing, the known names and the
// choices offered come from it.
func TestTable(t *testing.T) {
	type settings struct {
		Scale string
		Top   float64
	}
	tbl := Table[settings]{
		Sheet:    "Event",
		Defaults: func() settings { return settings{Scale: "European", Top: 60} },
		Specs: []Spec[settings]{
			{Names: []string{"Title"}},
			{Names: []string{"Matchpoint scale", "Scale"}, Default: "European",
				Choices: [][]string{{"European", "EU"}, {"American"}},
				Pick:    func(s *settings, i int) { s.Scale = []string{"European", "American"}[i] }},
			{Names: []string{"Average plus"}, Default: "60",
				Read: func(s *settings, v Value) *problem.Problem {
					f, ok := Number(v.Value)
					if !ok {
						return &problem.Problem{Msg: fmt.Sprintf("%q is not a number", v.Value), Hint: "type 60"}
					}
					s.Top = f
					return nil
				}},
		},
	}
	s, probs := tbl.Parse([]Value{{Name: "scale", Value: "american", Line: 2}, {Name: "Title", Value: "Club", Line: 3}})
	if s != (settings{Scale: "American", Top: 60}) || len(probs) > 0 {
		t.Errorf("%+v %v", s, probs)
	}
	s, probs = tbl.Parse([]Value{{Name: "Scale", Value: "Swiss", Line: 2}, {Name: "Average plus", Value: "lots", Line: 3}})
	var got []string
	for _, p := range probs {
		got = append(got, fmt.Sprintf("%d %s: %s / %s", p.Row, p.Column, p.Msg, p.Hint))
	}
	want := []string{
		`2 Value: Scale "Swiss" is not one of European, American / write one of European, American`, // named as typed
		`3 Value: "lots" is not a number / type 60`,
	}
	if s != tbl.Defaults() || !slices.Equal(got, want) {
		t.Errorf("%+v\n%s", s, strings.Join(got, "\n"))
	}
	if o := tbl.Specs[1].Offered(); !slices.Equal(o, []string{"European", "American"}) {
		t.Errorf("offered %v", o)
	}
	if k := tbl.Known(); len(k) != 3 || k[1][1] != "Scale" {
		t.Errorf("known %v", k)
	}
}

func TestNumberSpec(t *testing.T) {
	type s struct{ x float64 }
	spec := NumberSpec([]string{"Factor"}, "factor", "0.5", "", 0, 10, func(v *s) *float64 { return &v.x })
	for _, c := range []struct {
		typed string
		want  float64
		bad   string
	}{
		{"2.5", 2.5, ""},
		{" 10 ", 10, ""},
		{"0", 0, ""},
		{"10.01", 0, `factor "10.01" is not a number from 0 to 10`},
		{"-1", 0, `factor "-1" is not a number from 0 to 10`},
		{"half", 0, `factor "half" is not a number from 0 to 10`},
	} {
		var got s
		p := spec.Read(&got, Value{Name: "Factor", Value: c.typed})
		switch {
		case c.bad == "" && p != nil:
			t.Errorf("%q: %v", c.typed, p)
		case c.bad == "" && got.x != c.want:
			t.Errorf("%q read as %g, want %g", c.typed, got.x, c.want)
		case c.bad != "" && (p == nil || p.Msg != c.bad):
			t.Errorf("%q: %v, want %q", c.typed, p, c.bad)
		case c.bad != "" && !strings.Contains(p.Hint, "the default is 0.5"):
			t.Errorf("%q: hint %q", c.typed, p.Hint)
		}
	}
}

// A table reads its settings' names and choices in any language: a Dutch
// template's Matchpuntenschaal Amerikaans is Matchpoint scale American,
// whatever language the workbook's messages are in. A bad value's message
// names the setting as typed and, said in Dutch, lists the choices in
// Dutch (nl.tsv: Europees, Amerikaans).
func TestTableInAnyLanguage(t *testing.T) {
	type settings struct{ Scale, Awards string }
	tbl := Table[settings]{
		Sheet:    "Event",
		Defaults: func() settings { return settings{Scale: "European", Awards: "None"} },
		Specs: []Spec[settings]{
			{Names: []string{"Matchpoint scale", "Scale"}, Default: "European",
				Choices: [][]string{{"European"}, {"American"}},
				Pick:    func(s *settings, i int) { s.Scale = []string{"European", "American"}[i] }},
			{Names: []string{"Awards"}, Default: "None",
				Choices: [][]string{{"None"}, {"Table"}},
				Pick:    func(s *settings, i int) { s.Awards = []string{"None", "Table"}[i] }},
		},
	}
	for _, c := range []struct {
		scale, awards string
		want          settings
	}{
		{"Amerikaans", "Tabel", settings{"American", "Table"}},   // Dutch
		{"européenne", "Tableau", settings{"European", "Table"}}, // French, any case
		{"American", "Geen", settings{"American", "None"}},       // English and Dutch mixed
	} {
		s, probs := tbl.Parse([]Value{{Name: "Matchpuntenschaal", Value: c.scale, Line: 2}, {Name: "Awards", Value: c.awards, Line: 3}})
		if s != c.want || len(probs) > 0 {
			t.Errorf("%q %q: %+v %v", c.scale, c.awards, s, probs)
		}
	}
	// Niemand is nobody's vulnerability in Dutch, not the setting's None
	// (Geen); Tafel is a bridge table, not a table of numbers (Tabel).
	for _, v := range []string{"Niemand", "Tafel"} {
		if _, probs := tbl.Parse([]Value{{Name: "Awards", Value: v, Line: 3}}); len(probs) != 1 {
			t.Errorf("Awards %q: %v", v, probs)
		}
	}
	_, probs := tbl.Parse([]Value{{Name: "Matchpuntenschaal", Value: "Zwitsers", Line: 2}})
	if len(probs) != 1 {
		t.Fatalf("%v", probs)
	}
	msg, hint := probs[0].In(lang.Dutch)
	if want := `Matchpuntenschaal "Zwitsers" is niet een van Europees, Amerikaans`; msg != want {
		t.Errorf("message %q, want %q", msg, want)
	}
	if want := "schrijf een van Europees, Amerikaans"; hint != want {
		t.Errorf("hint %q, want %q", hint, want)
	}
	if msg, _ := probs[0].In(lang.English); msg != `Matchpuntenschaal "Zwitsers" is not one of European, American` {
		t.Errorf("in English %q", msg)
	}
}

// Only a choice's first spelling is looked up in the catalogue: N is a
// spelling of No, and also North's letter, whose Greek word Β (el.tsv) is
// not a No; the first spelling's word is (Όχι).
func TestOnlyTheFirstSpellingIsTranslated(t *testing.T) {
	yesNo := [][]string{{"Yes", "Y"}, {"No", "N"}}
	if i, ok := Match("Β", yesNo...); ok {
		t.Errorf("Β reads as %q", yesNo[i][0])
	}
	if i, ok := Match("Όχι", yesNo...); !ok || i != 1 {
		t.Errorf("Όχι reads as %d, %v", i, ok)
	}
}
