package xlsx

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/scorebook/scorebook/engine/problem"

	"github.com/xuri/excelize/v2"
)

// earliestDate is the earliest date of play scorebook accepts: a smaller
// serial number is a number typed into a date column (14 reads as
// 14 January 1900), not a date.
var earliestDate = time.Date(1950, 1, 1, 0, 0, 0, 0, time.UTC)

// dateError is a date that cannot be read, with a hint.
func dateError(hint, format string, args ...any) error { return problem.New(hint, format, args...) }

const dateHint = "type a date, such as 2026-03-14 or 14/3/2026 (day first)"

// serialHint is the hint of a day count too early to be a date.
const serialHint = "a number in the Date column is read as a day count; type a date, such as 2026-03-14 or 14/3/2026 (day first)"

var monthNames = map[string]time.Month{}

func init() {
	for m := time.January; m <= time.December; m++ {
		name := strings.ToLower(m.String())
		monthNames[name] = m
		monthNames[name[:3]] = m
	}
	monthNames["sept"] = time.September
}

// date1904 reports whether the workbook counts its dates from 1904, as
// old Mac workbooks do.
func (b *Book) date1904() bool {
	if b.uses1904 == nil {
		v := false
		if p, err := b.f.GetWorkbookProps(); err == nil && p.Date1904 != nil {
			v = *p.Date1904
		}
		b.uses1904 = &v
	}
	return *b.uses1904
}

// ParseDate reads a date from a cell's raw value and returns midnight UTC of
// that day. It accepts what a date cell holds (a serial number, perhaps with
// a time of day, which is dropped) and dates typed as text: 2026-03-14 (also
// followed by a time), 2026/3/14, 14/3/2026, 14.3.2026, 14-3-2026 (day
// first unless the year comes first) and 14 March 2026 or 14 Mar 2026.
func (b *Book) ParseDate(raw string) (time.Time, error) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return time.Time{}, dateError(dateHint, "the date is missing")
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		return b.serialDate(s, f)
	}
	d, err := parseTextDate(s)
	if err != nil {
		return time.Time{}, err
	}
	if d.Before(earliestDate) {
		return time.Time{}, dateError("type the year in full, such as 2026", "date %q is before %d", s, earliestDate.Year())
	}
	return d, nil
}

// serialDate turns an Excel serial number into a date.
func (b *Book) serialDate(s string, f float64) (time.Time, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) || f < 1 || f >= 2958466 { // 2958466 is 1 January 10000
		return time.Time{}, dateError(dateHint, "date %s is not a date", s)
	}
	t, err := excelize.ExcelDateToTime(math.Floor(f), b.date1904())
	if err != nil {
		return time.Time{}, dateError(dateHint, "date %s is not a date", s)
	}
	d := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	if d.Before(earliestDate) {
		return time.Time{}, dateError(serialHint,
			"date %s reads as %s, which is too early for a game", s, d.Format("2 January 2006"))
	}
	return d, nil
}

// parseTextDate reads a date typed as text.
func parseTextDate(s string) (time.Time, error) {
	notDate := dateError(dateHint, "date %q is not a date", s)
	// 2026-03-14, possibly followed by a time of day.
	if len(s) >= 10 && s[4] == '-' && s[7] == '-' && isDigits(s[:4]) {
		if len(s) > 10 && s[10] != 'T' && s[10] != ' ' {
			return time.Time{}, notDate
		}
		y, _ := strconv.Atoi(s[:4])
		m, err1 := strconv.Atoi(s[5:7])
		d, err2 := strconv.Atoi(s[8:10])
		if err1 != nil || err2 != nil {
			return time.Time{}, notDate
		}
		return makeDate(s, y, m, d)
	}
	// 14 March 2026, 14 Mar 2026.
	if f := strings.Fields(strings.ReplaceAll(s, ",", " ")); len(f) == 3 && !isDigits(f[1]) {
		m, ok := monthNames[strings.ToLower(strings.TrimSuffix(f[1], "."))]
		d, err1 := strconv.Atoi(f[0])
		y, err2 := strconv.Atoi(f[2])
		if !ok || err1 != nil || err2 != nil {
			return time.Time{}, notDate
		}
		return makeDate(s, fullYear(y, f[2]), int(m), d)
	}
	// 14/3/2026, 14.3.2026, 14-3-2026: day first.
	for _, sep := range []string{"/", ".", "-"} {
		parts := strings.Split(s, sep)
		if len(parts) != 3 {
			continue
		}
		var n [3]int
		for i, p := range parts {
			p = strings.TrimSpace(p)
			if !isDigits(p) || len(p) > 4 {
				return time.Time{}, notDate
			}
			n[i], _ = strconv.Atoi(p)
		}
		if len(strings.TrimSpace(parts[0])) == 4 { // 2026/3/14: year first
			return makeDate(s, n[0], n[1], n[2])
		}
		return makeDate(s, fullYear(n[2], strings.TrimSpace(parts[2])), n[1], n[0])
	}
	return time.Time{}, notDate
}

// fullYear returns y, or -1 when the year was typed with fewer than four
// digits (26 for 2026), which scorebook does not guess.
func fullYear(y int, typed string) int {
	if len(typed) < 4 {
		return -1
	}
	return y
}

// makeDate checks that a year, month and day make a real date.
func makeDate(s string, y, m, d int) (time.Time, error) {
	switch {
	case y < 0:
		return time.Time{}, dateError("type the year in full, such as 14/3/2026", "date %q has a short year", s)
	case y > 9999: // Excel's last date is 31 December 9999
		return time.Time{}, dateError("check the year", "date %q is after the year 9999", s)
	case m < 1 || m > 12:
		return time.Time{}, dateError("dates are typed day first: 14/3/2026 is 14 March 2026, or type 2026-03-14", "date %q has no month %d", s, m)
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if d < 1 || t.Day() != d {
		last := time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
		return time.Time{}, dateError("check the day and the month (dates are typed day first)", "date %q is impossible: %s %d has %d days", s, time.Month(m), y, last)
	}
	return t, nil
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
