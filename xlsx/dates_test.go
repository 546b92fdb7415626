package xlsx

import (
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
)

func TestParseDate(t *testing.T) {
	b := &Book{uses1904: new(bool)}
	for _, c := range []struct {
		raw, want string // want a date, or the start of the error
	}{
		{"46095", "2026-03-14"},    // a date cell: its serial number
		{"46095.75", "2026-03-14"}, // with a time of day
		{" 2026-03-14 ", "2026-03-14"},
		{"2026-03-14T18:30:00", "2026-03-14"},
		{"2026-03-14 18:30", "2026-03-14"},
		{"2026/3/14", "2026-03-14"},
		{"14/3/2026", "2026-03-14"},
		{"14.03.2026", "2026-03-14"},
		{"14-3-2026", "2026-03-14"},
		{"14 March 2026", "2026-03-14"},
		{"14 Mar 2026", "2026-03-14"},
		{"29/2/2024", "2024-02-29"},
		{"", "the date is missing"},
		{"31/2/2026", `date "31/2/2026" is impossible: February 2026 has 28 days`},
		{"2026-02-30", `date "2026-02-30" is impossible`},
		{"29/2/2025", `date "29/2/2025" is impossible`},
		{"3/14/2026", `date "3/14/2026" has no month 14`},
		{"2026-13-01", `date "2026-13-01" has no month 13`},
		{"14/3/26", `date "14/3/26" has a short year`},
		{"14", "date 14 reads as 14 January 1900, which is too early"},
		{"0", "date 0 is not a date"},
		{"-3", "date -3 is not a date"},
		{"next Tuesday", `date "next Tuesday" is not a date`},
		{"14 Fooday 2026", `date "14 Fooday 2026" is not a date`},
		{"2026-03-14x", `date "2026-03-14x" is not a date`},
		{"14/3/1066", `date "14/3/1066" is before 1950`},
		{"1 Feb 10000", `date "1 Feb 10000" is after the year 9999`}, // found by fuzzing
		{"31/12/9999", "9999-12-31"},
	} {
		got, err := b.ParseDate(c.raw)
		switch {
		case err != nil && !strings.HasPrefix(err.Error(), c.want):
			t.Errorf("parseDate(%q): %v, want %s", c.raw, err, c.want)
		case err != nil && problem.Hint(err) == "":
			t.Errorf("parseDate(%q): %v has no hint", c.raw, err)
		case err == nil && got.Format("2006-01-02") != c.want:
			t.Errorf("parseDate(%q) = %s, want %s", c.raw, got.Format("2006-01-02"), c.want)
		}
	}
}

func TestParseDate1904(t *testing.T) {
	yes := true
	b := &Book{uses1904: &yes}
	got, err := b.ParseDate("44633") // 46095 − 1462 days
	if err != nil || got.Format("2006-01-02") != "2026-03-14" {
		t.Errorf("1904 workbook: %v %v, want 2026-03-14", got, err)
	}
}

// FuzzParseDate: any cell value is read as a date from 1950 on, or refused
// with a one-line message and a hint; never a panic.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"46095", "46095.75", "2026-03-14", "2026-03-14T18:30", "14/3/2026", "14.03.2026",
		"14 March 2026", "31/2/2026", "3/14/2026", "14/3/26", "", "1e308", "-0", "NaN", "2026/3/14", "29 Feb 2024"} {
		f.Add(s)
	}
	b := &Book{uses1904: new(bool)}
	f.Fuzz(func(t *testing.T, raw string) {
		d, err := b.ParseDate(raw)
		if err != nil {
			if strings.Contains(err.Error(), "\n") || problem.Hint(err) == "" {
				t.Errorf("parseDate(%q): %q with hint %q", raw, err, problem.Hint(err))
			}
			return
		}
		if d.Before(earliestDate) || d.Hour() != 0 || d.Location().String() != "UTC" {
			t.Errorf("parseDate(%q) = %v", raw, d)
		}
		// An ISO date reads back as itself.
		if again, err := b.ParseDate(d.Format("2006-01-02")); err != nil || !again.Equal(d) {
			t.Errorf("parseDate(%q) = %v, which reads back as %v, %v", raw, d, again, err)
		}
	})
}
