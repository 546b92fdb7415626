package export

import (
	"github.com/scorebook/scorebook/engine/problem"
)

// NoDate warns that a file of format has no date of play: the settings
// sheet's Date (on sheet) is missing, or is not a date.
func NoDate(format, sheet, date string) problem.Problem {
	p := problem.Problem{Sheet: sheet, Column: "Date", Warning: true}.
		Hinting("give the date of play as the %s sheet's Date, such as 2026-11-24", sheet)
	if date == "" {
		return p.Says("the %s file has no date of play: the %s sheet gives no Date", format, sheet)
	}
	return p.Says("the %s file has no date of play: Date %q is not a date", format, date)
}

// NoClub warns that a USEBIO file does not say which club it is from: the
// settings sheet gives no Club, or no Club ID; nothing when it gives both.
func NoClub(sheet, name, id string) []problem.Problem {
	p := problem.Problem{Sheet: sheet, Warning: true}.
		Hinting("add the settings Club (its name) and Club ID (its number at the federation) to the %s sheet", sheet)
	switch {
	case name == "" && id == "":
		p = p.Says("the USEBIO file names no club: the %s sheet gives no Club and no Club ID", sheet)
		p.Column = "Club ID"
	case name == "":
		p = p.Says("the USEBIO file has no Club: the %s sheet gives no Club", sheet) // the other is there
		p.Column = "Club"
	case id == "":
		p = p.Says("the USEBIO file has no Club ID: the %s sheet gives no Club ID", sheet)
		p.Column = "Club ID"
	default:
		return nil
	}
	return []problem.Problem{p}
}
