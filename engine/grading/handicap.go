package grading

import (
	"math"
	"strconv"
	"strings"
)

// A trigger is a row of the handicap table: the Association Croquet
// handicap of a player whose grade is at least the trigger grade.
type trigger struct {
	grade    float64
	handicap float64
}

// handicapTriggers is the Croquet Association's (and the USCA's) table of
// Association Croquet handicaps by grade, highest grade first: −2 at 2600,
// −1½ 2400, −1 2250, −½ 2100, 0 2000, then ½ more for every 50 down to 4½
// at 1550, 5 at 1500, then 1 more for every 50 down to 12 at 1150, then 14
// at 1100, 16 1050, 18 1000, 20 950, 22 900 and 24 at 850.
var handicapTriggers = func() []trigger {
	t := []trigger{{2600, -2}, {2400, -1.5}, {2250, -1}, {2100, -0.5}}
	for g, h := 2000.0, 0.0; g >= 1550; g, h = g-50, h+0.5 {
		t = append(t, trigger{g, h})
	}
	for g, h := 1500.0, 5.0; g >= 1150; g, h = g-50, h+1 {
		t = append(t, trigger{g, h})
	}
	for g, h := 1100.0, 14.0; g >= 850; g, h = g-50, h+2 {
		t = append(t, trigger{g, h})
	}
	return t
}()

// LowestTrigger is the lowest grade the handicap table gives a handicap for.
const LowestTrigger = 850

// Handicap returns the Association Croquet handicap for a grade: that of
// the highest trigger grade at or below it. The grade is taken as printed,
// rounded to a whole number, so that the handicap agrees with the Grade a
// reader sees (1999.6 shows as 2000 and gives 0). A grade below the lowest
// trigger (850) has none: ok is false.
func Handicap(grade float64) (h float64, ok bool) {
	g := math.Round(grade)
	for _, t := range handicapTriggers {
		if g >= t.grade {
			return t.handicap, true
		}
	}
	return 0, false
}

// FormatHandicap writes a handicap as the table does: −1½, ½, 0, 4½, 12.
func FormatHandicap(h float64) string {
	sign := ""
	if h < 0 {
		sign, h = "−", -h
	}
	whole, half := math.Floor(h), h-math.Floor(h) >= 0.5
	s := strconv.FormatFloat(whole, 'f', -1, 64)
	switch {
	case half && whole == 0:
		s = "½"
	case half:
		s += "½"
	}
	return sign + s
}

// ParseHandicap reads a handicap as an officer types it: 4, 4½, 4 1/2, 4.5,
// -1½, −½, ½, 1/2, and scratch (0). A handicap is a whole or half number;
// anything else is not read.
func ParseHandicap(s string) (float64, bool) {
	t := strings.TrimSpace(s)
	if strings.EqualFold(t, "scratch") {
		return 0, true
	}
	t = strings.NewReplacer("\u2212", "-", "\u2013", "-", ",", ".").Replace(t)
	neg := false
	if rest, ok := strings.CutPrefix(t, "-"); ok {
		neg, t = true, strings.TrimSpace(rest)
	} else if rest, ok := strings.CutPrefix(t, "+"); ok {
		t = strings.TrimSpace(rest)
	}
	half := false
	for _, suffix := range []string{"½", "1/2"} {
		if rest, ok := strings.CutSuffix(t, suffix); ok {
			half, t = true, strings.TrimSpace(rest)
			break
		}
	}
	var h float64
	switch {
	case t == "" && half:
	case t == "":
		return 0, false
	default:
		n, err := strconv.ParseFloat(t, 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) || n < 0 || (half && n != math.Trunc(n)) {
			return 0, false
		}
		h = n
	}
	if half {
		h += 0.5
	}
	if h*2 != math.Trunc(h*2) || h > 100 {
		return 0, false
	}
	if neg && h != 0 {
		h = -h
	}
	return h, true
}
