package lang

import (
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Lang
		ok   bool
	}{
		{"", English, false},
		{"en", English, true},
		{"English", English, true},
		{"nl", Dutch, true},
		{" NL-be ", Dutch, true},
		{"Nederlands", Dutch, true},
		{"dutch", Dutch, true},
		{"Français", French, true},
		{"francais", French, true},
		{"fr_FR", French, true},
		{"Deutsch", German, true},
		{"de-AT", German, true},
		{"Ελληνικά", Greek, true},
		{"ellinika", Greek, true},
		{"el", Greek, true},
		{"Polski", Polish, true},
		{"pl", Polish, true},
		{"nb", Norwegian, true},
		{"no", Norwegian, true},
		{"nn", Norwegian, true},
		{"Norsk bokmål", Norwegian, true},
		{"norwegian", Norwegian, true},
		{"Klingon", English, false},
		{"x-nl", English, false},
	} {
		got, ok := Parse(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("Parse(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestNumbers(t *testing.T) {
	// CLDR's percent patterns: "#,##0%" for nl, pl, el; "#,##0 %" with a
	// no-break space for de and nb, a narrow no-break space for fr.
	for _, c := range []struct {
		l            Lang
		dec, percent string
	}{
		{English, "60.75", "60.75%"},
		{Dutch, "60,75", "60,75%"},
		{French, "60,75", "60,75\u202f%"},
		{German, "60,75", "60,75\u00a0%"},
		{Greek, "60,75", "60,75%"},
		{Polish, "60,75", "60,75%"},
		{Norwegian, "60,75", "60,75\u00a0%"},
	} {
		if got := c.l.Decimal(60.75, 2); got != c.dec {
			t.Errorf("%v: Decimal = %q, want %q", c.l, got, c.dec)
		}
		if got := c.l.Percent(0.6075, 2); got != c.percent {
			t.Errorf("%v: Percent = %q, want %q", c.l, got, c.percent)
		}
	}
	if got := Dutch.Decimal(-1430, 0); got != "-1430" {
		t.Errorf("a score: %q", got)
	}
}

func TestDates(t *testing.T) {
	d := time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC)
	first := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		l                    Lang
		date, first, formatt string
	}{
		{English, "2026-12-02", "2026-05-01", "yyyy-mm-dd"},
		{Dutch, "2 december 2026", "1 mei 2026", "[$-413]d mmmm yyyy"},
		{French, "2 décembre 2026", "1er mai 2026", "[$-40C]d mmmm yyyy"},
		{German, "2. Dezember 2026", "1. Mai 2026", `[$-407]d\. mmmm yyyy`},
		{Greek, "2 Δεκεμβρίου 2026", "1 Μαΐου 2026", "[$-408]d mmmm yyyy"},
		{Polish, "2 grudnia 2026", "1 maja 2026", "[$-415]d mmmm yyyy"},
		{Norwegian, "2. desember 2026", "1. mai 2026", `[$-414]d\. mmmm yyyy`},
	} {
		if got := c.l.Date(d); got != c.date {
			t.Errorf("%v: %q, want %q", c.l, got, c.date)
		}
		if got := c.l.Date(first); got != c.first {
			t.Errorf("%v: %q, want %q", c.l, got, c.first)
		}
		if got := c.l.DateFormat(); got != c.formatt {
			t.Errorf("%v: format %q, want %q", c.l, got, c.formatt)
		}
	}
}

func TestTranslate(t *testing.T) {
	if got := English.T("Ranking"); got != "Ranking" {
		t.Errorf("English: %q", got)
	}
	if !English.Has("anything at all") {
		t.Error("English has every word")
	}
	for _, args := range [][]any{{Word("Ranking"), 3}, {3, Word("Ranking")}} {
		kept := append([]any(nil), args...)
		_ = Dutch.F("%v %v", args...)
		if args[0] != kept[0] || args[1] != kept[1] {
			t.Errorf("F changed its caller's arguments: %v", args)
		}
	}
}

func TestParseFile(t *testing.T) {
	es, err := parse("x.tsv", []byte("# a comment\n\nBoard %d\tSpel %d\tnbb\r\nTop\tTop\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []Entry{{"Board %d", "Spel %d", "nbb", 3}, {"Top", "Top", "", 4}}
	if len(es) != len(want) || es[0] != want[0] || es[1] != want[1] {
		t.Errorf("got %+v", es)
	}
	for _, bad := range []string{"Board\n", "\tSpel\n", "Board\t\n"} {
		if _, err := parse("x.tsv", []byte(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
