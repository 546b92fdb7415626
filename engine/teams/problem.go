package teams

import (
	"fmt"
	"strings"
)

// Sheet names a Problem may point at. They are the sheet names of the
// workbook contract, so a reader can turn Sheet, Row and Column into a cell.
const (
	SheetResults = "Results"
	SheetTeams   = "Teams"
	SheetVPScale = "VP Scale"
	SheetEvent   = "Event"
)

// Problem is one thing wrong with what the director typed, reported against
// the cell to correct: the sheet, the source row number the reader gave
// (0 when unknown) and the logical column ("NS", "EW", "Board", …).
type Problem struct {
	Sheet  string
	Row    int
	Column string
	Msg    string // one line, lower case, no trailing period
	Hint   string // optional: how to put it right, when that is not obvious
}

func (p Problem) Error() string {
	var b strings.Builder
	b.WriteString(p.Sheet)
	if p.Row > 0 {
		fmt.Fprintf(&b, " row %d", p.Row)
	}
	if p.Column != "" {
		fmt.Fprintf(&b, " %s", p.Column)
	}
	b.WriteString(": ")
	b.WriteString(p.Msg)
	return b.String()
}

// Problems is every problem found in one run, in sheet and row order. Score
// and NewCustom return it as their error so that all problems are reported
// at once, not just the first.
type Problems []Problem

func (ps Problems) Error() string {
	switch len(ps) {
	case 0:
		return "no problems"
	case 1:
		return ps[0].Error()
	}
	return fmt.Sprintf("%s (and %d more)", ps[0].Error(), len(ps)-1)
}
