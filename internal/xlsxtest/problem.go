package xlsxtest

import (
	"strconv"

	"github.com/scorebook/scorebook/engine/problem"
)

// Cell is where on its sheet a placed problem is, as a director looks for
// it: a cell ("F17"), a row ("row 17") when the sheet has no such column,
// or "" for the whole sheet.
func Cell(p problem.Problem) string {
	switch {
	case p.Cell != "":
		return p.Cell
	case p.Row > 0:
		return "row " + strconv.Itoa(p.Row)
	}
	return ""
}

// String is a placed problem as scorebook prints it: its place and its
// message ("Results!F17: …", "Results row 17: …", "Results: …"), or the
// message alone when it has no place.
func String(p problem.Problem) string {
	if place := p.Place(); place != "" {
		return place + ": " + p.Msg
	}
	return p.Msg
}

// Strings is String of each problem.
func Strings(ps []problem.Problem) []string {
	var out []string
	for _, p := range ps {
		out = append(out, String(p))
	}
	return out
}
