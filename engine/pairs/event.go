package pairs

import (
	"fmt"

	"github.com/scorebook/scorebook/engine/bridge"
)

// Direction is the way a pair sits: NS or EW. Either is a pair that may sit
// both ways (a Howell), or whose direction is not given.
type Direction int

const (
	Either Direction = iota
	NS
	EW
)

func (d Direction) String() string {
	switch d {
	case NS:
		return "NS"
	case EW:
		return "EW"
	}
	return ""
}

// Pair is one row of the Pairs sheet.
type Pair struct {
	ID        string
	Direction Direction // Either unless the Pairs sheet gives a Direction
	Names     []string  // the players, as typed
	Line      int       // the Pairs sheet row
}

// Row is one row of the Results sheet: one board played at one table.
type Row struct {
	Line    int // the Results sheet row, for problems
	Session int
	Board   int
	NS, EW  int // indexes into Event.Pairs

	Score Score // what the Score cell says; Kind Missing when it is empty

	// The traveller's contract, when given.
	HasContract bool
	Contract    bridge.Contract
	Declarer    bridge.Seat
	Tricks      int
}

// Event is a pairs event as read from the workbook.
type Event struct {
	Settings Settings
	Pairs    []Pair
	Rows     []Row
}

// Problem is something wrong (or, as a warning, doubtful) in the workbook. It
// names the sheet, the row and the logical column (a header of the contract
// such as "Score"); the workbook layer turns these into a cell address.
type Problem struct {
	Sheet   string
	Line    int    // sheet row, 0 when the problem is not on one row
	Column  string // logical column, "" for the whole row
	Msg     string
	Hint    string
	Warning bool
}

func (p Problem) Error() string { return p.Msg }

func rowProblem(r *Row, column, hint, format string, args ...any) Problem {
	return Problem{Sheet: "Results", Line: r.Line, Column: column, Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// HasErrors reports whether any of the problems is an error.
func HasErrors(probs []Problem) bool {
	for _, p := range probs {
		if !p.Warning {
			return true
		}
	}
	return false
}
