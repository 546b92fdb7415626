package grading

import (
	"errors"
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/setting"
)

// SettingValue is one row of the Grading sheet.
type SettingValue = setting.Value

// gradingSettings are the Grading sheet's settings, the contract's spelling
// first; Title is the workbook layer's, to print.
var gradingSettings = [][]string{
	{"As of", "As at"},
	{"Minimum games", "Min games", "Minimum"},
	{"Window months", "Window"},
	{"Precision"},
	{"Title"},
}

// ParseSettings reads the Grading sheet's rows. A bad value is an error on
// its row and leaves the default in place, so that the games are still
// checked; an unknown setting is a warning. As of is read from the row's
// Date, which the workbook layer fills in.
func ParseSettings(values []SettingValue) (Settings, []Problem) {
	s := DefaultSettings()
	sh := setting.Sheet{Name: SheetGrading, Known: gradingSettings}
	for _, v := range sh.Rows(values) {
		value := strings.TrimSpace(v.Value)
		switch v.Name {
		case "As of":
			switch {
			case v.DateErr != nil:
				hint := "type a date, such as 2026-03-14"
				var h interface{ HintText() string }
				if errors.As(v.DateErr, &h) && h.HintText() != "" {
					hint = h.HintText()
				}
				sh.Bad(v, "as of "+strings.TrimPrefix(v.DateErr.Error(), "date "), hint)
			case v.Date.IsZero():
				sh.Bad(v, fmt.Sprintf("as of %q is not a date", value), "type a date, such as 2026-03-14")
			default:
				s.AsOf = v.Date
			}
		case "Minimum games":
			n, ok := setting.Whole(value)
			if !ok || n < 0 {
				sh.Bad(v, fmt.Sprintf("minimum games %q is not a number of games", value), "write a whole number such as 10")
				continue
			}
			s.MinimumGames = n
		case "Window months":
			n, ok := setting.Whole(value)
			if !ok || n < 1 || n > 1200 {
				sh.Bad(v, fmt.Sprintf("window months %q is not a number of months", value), "write a whole number of months such as 12")
				continue
			}
			s.WindowMonths = n
		case "Precision":
			p, err := ParsePrecision(value)
			if err != nil {
				sh.Bad(v, err.Error(), "write Published (whole-number adjustments, as the table) or Exact (unrounded)")
				continue
			}
			s.Precision = p
		}
	}
	return s, sh.Problems()
}

// Graded reports whether a game of the given Type is graded: a 26-point
// Advanced Singles game, typed as nothing, AS, Advanced Singles, 26-point
// Advanced Singles, 26pt AS and the like, in any case and spacing.
func Graded(gameType string) bool {
	k := setting.Key(gameType)
	if k == "" {
		return true
	}
	for _, prefix := range []string{"26point", "26pt", "26"} {
		if strings.HasPrefix(k, prefix) {
			k = k[len(prefix):]
			break
		}
	}
	switch k {
	case "as", "advancedsingles", "advsingles":
		return true
	}
	return false
}

// LeftOut is the warning for a game on row row of the Games sheet that is
// not graded because of its Type.
func LeftOut(row int, gameType string) Problem {
	return Problem{Sheet: SheetGames, Row: row, Column: "Type", Warning: true,
		Msg:  fmt.Sprintf("game of type %q is left out: only 26-point Advanced Singles games are graded", strings.TrimSpace(gameType)),
		Hint: "leave Type empty or write AS for a 26-point Advanced Singles game"}
}
