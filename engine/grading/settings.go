package grading

import (
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
)

// SettingValue is one row of the Grading sheet.
type SettingValue = setting.Value

// SettingsTable declares the Grading sheet's settings, in the order the
// template lists them. Title is the workbook layer's, to print; As of is
// read from the row's Date, which the workbook layer fills in.
var SettingsTable = setting.Table[Settings]{
	Sheet:    SheetGrading,
	Defaults: DefaultSettings,
	Specs: []setting.Spec[Settings]{
		{Names: []string{"Title"}, Note: "the association or list's name, printed on every page"},
		{Names: []string{"As of", "As at"}, Note: "the date of the ranking list (a date); empty: the date of the latest game",
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				switch {
				case v.DateErr != nil:
					hint := "type a date, such as 2026-03-14"
					if h := problem.Hint(v.DateErr); h != "" {
						hint = h
					}
					return problem.New(hint, "as of %s", strings.TrimPrefix(v.DateErr.Error(), "date "))
				case v.Date.IsZero():
					return problem.New("type a date, such as 2026-03-14", "as of %q is not a date", strings.TrimSpace(v.Value))
				}
				s.AsOf = v.Date
				return nil
			}},
		{Names: []string{"Minimum games", "Min games", "Minimum"}, Default: "10", Note: "games in the window a player needs to be ranked",
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				n, ok := setting.Whole(v.Value)
				if !ok || n < 0 {
					return problem.New("write a whole number such as 10", "minimum games %q is not a number of games", strings.TrimSpace(v.Value))
				}
				s.MinimumGames = n
				return nil
			}},
		{Names: []string{"Window months", "Window"}, Default: "12", Note: "months, ending at As of, in which those games count",
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				n, ok := setting.Whole(v.Value)
				if !ok || n < 1 || n > 1200 {
					return problem.New("write a whole number of months such as 12", "window months %q is not a number of months", strings.TrimSpace(v.Value))
				}
				s.WindowMonths = n
				return nil
			}},
		{Names: []string{"Precision"}, Default: "Published", Note: "Published (whole-number adjustments, as the adjustment table) or Exact (unrounded)",
			Choices: [][]string{{"Published"}, {"Exact"}},
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				p, err := ParsePrecision(strings.TrimSpace(v.Value))
				if err != nil {
					return problem.New("write Published (whole-number adjustments, as the table) or Exact (unrounded)", "%s", err.Error())
				}
				s.Precision = p
				return nil
			}},
	},
}

// ParseSettings reads the Grading sheet's rows. A bad value is an error on
// its row and leaves the default in place, so that the games are still
// checked; an unknown setting is a warning. As of is read from the row's
// Date, which the workbook layer fills in.
func ParseSettings(values []SettingValue) (Settings, []problem.Problem) {
	return SettingsTable.Parse(values)
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
func LeftOut(row int, gameType string) problem.Problem {
	return problem.Problem{Sheet: SheetGames, Row: row, Column: "Type", Warning: true,
		Msg:  fmt.Sprintf("game of type %q is left out: only 26-point Advanced Singles games are graded", strings.TrimSpace(gameType)),
		Hint: "leave Type empty or write AS for a 26-point Advanced Singles game"}
}
