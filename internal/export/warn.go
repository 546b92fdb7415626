package export

import (
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// NoDate warns that a file of format has no date of play: the settings
// sheet's Date (on sheet) is missing, or is not a date.
func NoDate(format, sheet, date string) problem.Problem {
	p := problem.Problem{Sheet: sheet, Column: "Date", Warning: true,
		Hint: "give the date of play as the " + sheet + " sheet's Date, such as 2026-11-24"}
	if date == "" {
		p.Msg = fmt.Sprintf("the %s file has no date of play: the %s sheet gives no Date", format, sheet)
	} else {
		p.Msg = fmt.Sprintf("the %s file has no date of play: Date %q is not a date", format, date)
	}
	return p
}

// NoClub warns that a USEBIO file does not say which club it is from: the
// settings sheet gives no Club, or no Club ID; nothing when it gives both.
func NoClub(sheet, name, id string) []problem.Problem {
	var missing []string
	if name == "" {
		missing = append(missing, "Club")
	}
	if id == "" {
		missing = append(missing, "Club ID")
	}
	if len(missing) == 0 {
		return nil
	}
	what := "names no club"
	if len(missing) == 1 {
		what = "has no " + missing[0] // the other is there
	}
	return []problem.Problem{{Sheet: sheet, Column: missing[len(missing)-1], Warning: true,
		Msg:  "the USEBIO file " + what + ": the " + sheet + " sheet gives no " + strings.Join(missing, " and no "),
		Hint: "add the settings Club (its name) and Club ID (its number at the federation) to the " + sheet + " sheet"}}
}
