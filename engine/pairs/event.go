package pairs

import (
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/problem"
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

// Players is the pair's players as published: "Ann Bell & Bob Cole",
// leaving out a name left empty.
func (p Pair) Players() string {
	var ns []string
	for _, n := range p.Names {
		if n = strings.TrimSpace(n); n != "" {
			ns = append(ns, n)
		}
	}
	return strings.Join(ns, " & ")
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

	// Unread says that the row's Score, Contract, By or Result could not
	// be read (the reader has reported why). Such a row takes part in the
	// checks of who met whom on which board, with a placeholder score, but
	// an event with one cannot be scored.
	Unread bool
}

// Event is a pairs event as read from the workbook.
type Event struct {
	Settings Settings
	Pairs    []Pair
	Rows     []Row
}

// Problem is something wrong (or, as a warning, doubtful) in the workbook,
// named by sheet, row and logical column.
type Problem = problem.Problem

func rowProblem(r *Row, column, hint, format string, args ...any) Problem {
	return Problem{Sheet: "Results", Row: r.Line, Column: column, Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// HasErrors reports whether any of the problems is an error.
func HasErrors(probs []Problem) bool { return problem.HasErrors(probs) }
