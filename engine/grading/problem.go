package grading

import (
	"fmt"
	"strings"
)

// The sheets a Problem can point at.
const (
	SheetGames   = "Games"
	SheetPlayers = "Players"
	SheetGrading = "Grading"
)

// A Problem is something wrong with the input that stops the run. The
// workbook layer turns Sheet, Row and Column into a cell (Games!C17).
type Problem struct {
	// Sheet is SheetGames, SheetPlayers or SheetGrading.
	Sheet string
	// Row is the source row number given in Game.Row or Player.Row; it is
	// 0 for a setting on the Grading sheet, whose row the engine does not know.
	Row int
	// Column is the logical column: "Date", "Winner", "Loser" or "Class"
	// on Games; "Player", "Index" or "Grade" on Players; the setting's name
	// ("As of", "Minimum games", "Window months", "Precision") on Grading.
	Column string
	// Message is one line, lower case, without a trailing period.
	Message string
	// Hint, when not empty, tells the officer how to fix it (same style).
	Hint string
}

// Error formats the problem without a cell reference, for logs and tests:
// `Games row 17 Winner: unknown player "Petr"`.
func (p Problem) Error() string {
	where := p.Sheet
	if p.Row > 0 {
		where += fmt.Sprintf(" row %d", p.Row)
	}
	return where + " " + p.Column + ": " + p.Message
}

// Problems is every Problem found in one pass, in order: settings, then
// players and games in the order given. Replay returns it as its error.
type Problems []Problem

// Error returns the first problem and how many more there are.
func (ps Problems) Error() string {
	switch len(ps) {
	case 0:
		return "no problems"
	case 1:
		return ps[0].Error()
	}
	var b strings.Builder
	b.WriteString(ps[0].Error())
	fmt.Fprintf(&b, " (and %d more)", len(ps)-1)
	return b.String()
}
