// Package problem is how the engine packages report what is wrong with what
// a director or grading officer typed: a message against the place to
// correct, named by sheet, source row and logical column ("Results", 17,
// "Score"), which the workbook layer turns into a cell (Results!G17).
package problem

import (
	"fmt"
	"strings"
)

// Problem is one thing wrong (or, as a warning, doubtful) in the input.
type Problem struct {
	Sheet   string
	Row     int    // the sheet row the reader gave; 0 when not on one row
	Column  string // logical column, a header of the contract; "" for the whole row
	Msg     string // one line, lower case, no trailing period
	Hint    string // how to put it right, when that is not obvious
	Warning bool   // printed, but scoring goes on
}

// Error formats the problem without a cell: `Results row 17 Score: …`.
func (p Problem) Error() string {
	var b strings.Builder
	b.WriteString(p.Sheet)
	if p.Row > 0 {
		fmt.Fprintf(&b, " row %d", p.Row)
	}
	if p.Column != "" {
		b.WriteString(" " + p.Column)
	}
	return b.String() + ": " + p.Msg
}

// List is every problem found in one pass, reported together rather than
// stopping at the first.
type List []Problem

// Error returns the first problem and how many more there are.
func (l List) Error() string {
	switch len(l) {
	case 0:
		return "no problems"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more)", l[0].Error(), len(l)-1)
}

// HasErrors reports whether any of the problems is an error.
func HasErrors(ps []Problem) bool {
	for _, p := range ps {
		if !p.Warning {
			return true
		}
	}
	return false
}
