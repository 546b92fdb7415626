package pairs

import (
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/internal/lang"
)

// Direction is the way a pair sits: NS or EW. Either is a pair that may sit
// both ways (a Howell), or whose direction is not given.
type Direction int

const (
	Either Direction = iota
	NS
	EW
)

// word is the direction as a message says it, translated with it.
func (d Direction) word() lang.Word {
	switch d {
	case NS:
		return lang.Word("NS")
	case EW:
		return lang.Word("EW")
	}
	return ""
}

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
	SheetEvent    = "Event"
	SheetPairs    = "Pairs"
	SheetResults  = "Results"
	SheetMovement = "Movement"
)

// Pair is one row of the Pairs sheet, as typed.
type Pair struct {
	ID        string    // "3", "A12"; "" when the cell is empty
	Direction Direction // Either unless the Pairs sheet gives a Direction
	Names     []string  // the players, as typed
	// IDs are the players' national member numbers, beside Names, as
	// typed: text, leading zeros kept; "" for a player without one. The
	// engine does not score with them; the exports publish them.
	IDs []string
	// Handicaps are the players' handicaps, in percent (+2.5 adds 2.5%
	// to the pair's percentage), when the Pairs sheet has Handicap columns
	// (Event.Handicapped); 0 for a cell left empty.
	Handicaps [2]float64
	Line      int // the Pairs sheet row
}

// Phantom reports whether the pair is a phantom: a player's name is
// Phantom (any case). A phantom plays (its results count on the boards, for
// its opponents), or fills the empty seat of a sit-out, but is never
// ranked; it has one player or none.
func (p Pair) Phantom() bool {
	for _, n := range p.Names {
		if setting.Key(n) == "phantom" {
			return true
		}
	}
	return false
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
	// Round and Table are where the board was played, when the Results
	// sheet says: 0 when not given, −1 when the cell could not be read.
	// Rows that give them are checked against the movement.
	Round, Table int
	Board        int
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
	// Rows are the Results sheet's rows. Check and Score move the rows of
	// sit-outs (one pair and nobody against it) to SitOuts: Rows is then the
	// boards played, one per Result line.
	Rows    []Row
	SitOuts []SitOut
	// Movement is the Movement sheet's rows, when the workbook has one
	// (HasMovement): the movement that rows giving a Round and Table are
	// checked against. Without it they are checked against the movement
	// they imply (movement.Infer).
	Movement    []movement.Entry
	HasMovement bool
	// Handicapped says the Pairs sheet gives a handicap (a Handicap 1 or
	// Handicap 2 cell not empty): the ranking is then handicapped too.
	Handicapped bool
	// AwardTable is the Awards sheet's points by place (first place
	// first), for the Awards setting Table.
	AwardTable []float64
}

// SitOut is a Results row of one pair and nobody (an empty cell or 0)
// against it: the pair sits out the board. It is never a result on the
// board; the Sit-out setting says whether the pair scores on it.
type SitOut struct {
	Line         int // the Results sheet row
	Session      int
	Round, Table int
	Board        int
	PairID       string
	Side         Direction // where the pair sits: NS or EW
	Pair         int       // index into Event.Pairs, −1 when none (set by Check)
	Unread       bool
}

func rowProblem(r *Row, column, hint, format string, args ...any) problem.Problem {
	return problem.New(hint, format, args...).At(SheetResults, r.Line, column)
}
