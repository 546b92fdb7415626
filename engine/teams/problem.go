package teams

import "github.com/scorebook/scorebook/engine/problem"

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
type Problem = problem.Problem

// Problems is every problem found in one run, in sheet and row order. Score
// and NewCustom return it as their error so that all problems are reported
// at once, not just the first.
type Problems = problem.List
