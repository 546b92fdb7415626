package pairs

import (
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

// The sheets a pairs event's problems point at.
const (
	SheetEvent   = "Event"
	SheetPairs   = "Pairs"
	SheetResults = "Results"
)

// Pair is one row of the Pairs sheet, as typed.
type Pair struct {
	ID        string    // "3", "A12"; "" when the cell is empty
	Direction Direction // Either unless the Pairs sheet gives a Direction
	Names     []string  // the players, as typed
	// IDs are the players' national member numbers, beside Names, as
	// typed: text, leading zeros kept; "" for a player without one. The
	// engine does not score with them; the exports publish them.
	IDs  []string
	Line int // the Pairs sheet row
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
//
// A cell the workbook layer could not read (not a number, empty where a
// number is needed, a contract that does not parse) is left unknown, and
// the row marked Unread: Session or Board −1, a traveller line with a
// Missing score. The reader has said what is wrong with it. The engine
// checks what the row's other cells allow and scores nothing while any row
// is Unread. Text is always read: an empty NSID or EWID is reported here.
type Row struct {
	Line    int // the Results sheet row, for problems
	Session int // 1 when not given
	Board   int
	// NSID and EWID are the pairs' identifiers as typed; NS and EW the
	// pairs they name, indexes into Event.Pairs, set by Score (−1 when they
	// name none).
	NSID, EWID string
	NS, EW     int

	bridge.TravellerLine
	Unread bool
}

// Event is a pairs event as read from the workbook.
type Event struct {
	Settings Settings
	Pairs    []Pair
	Rows     []Row
}

func rowProblem(r *Row, column, hint, format string, args ...any) problem.Problem {
	return problem.New(hint, format, args...).At(SheetResults, r.Line, column)
}
