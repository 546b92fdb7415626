package bridge

import (
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/internal/lang"
)

// Seat is one of the four players at a table, named by compass direction.
type Seat int

// The seats in the order the deal and the auction go round the table.
const (
	North Seat = iota
	East
	South
	West
)

// String returns "N", "E", "S" or "W".
// word is the seat's letter as a message says it, translated with it
// (Dutch O for E).
func (s Seat) word() lang.Word {
	switch s {
	case North:
		return lang.Word("N")
	case East:
		return lang.Word("E")
	case South:
		return lang.Word("S")
	case West:
		return lang.Word("W")
	}
	return ""
}

func (s Seat) String() string {
	switch s {
	case North:
		return "N"
	case East:
		return "E"
	case South:
		return "S"
	case West:
		return "W"
	}
	return "Seat(" + strconv.Itoa(int(s)) + ")"
}

// IsNS reports whether the seat belongs to the North-South pair.
func (s Seat) IsNS() bool { return s == North || s == South }

const hintSeat = "the declarer is N, E, S or W (or North, East, South, West)"

// ParseSeat reads a seat as a director types it in the By column: N, E, S
// or W, or the full word North, East, South or West, in any case.
func ParseSeat(s string) (Seat, error) { return parseSeat(letters{}, s) }

func parseSeat(ls letters, s string) (Seat, error) {
	t := strings.TrimSpace(s)
	// The language's letters first: French O is west, Dutch O east.
	if seat, ok := ls.seats[upperASCII(t)]; ok {
		return seat, nil
	}
	switch upperASCII(t) {
	case "N", "NORTH":
		return North, nil
	case "E", "EAST":
		return East, nil
	case "S", "SOUTH":
		return South, nil
	case "W", "WEST":
		return West, nil
	case "":
		return North, ls.seatError("declarer is empty")
	}
	if ls.seatList != "" {
		return North, ls.seatError("declarer %q is not one of %s", t, ls.seatList)
	}
	return North, errorf(hintSeat, "declarer %q is not N, E, S or W", t)
}
