package individual

import (
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/setting"
)

// The sheets an individual event's problems point at.
const (
	SheetEvent   = "Event"
	SheetPlayers = "Players"
	SheetResults = "Results"
)

// SeatColumns are the Results sheet's seat columns, in the order of
// ResultRow.Seats: North, South, East, West.
var SeatColumns = [4]string{"North", "South", "East", "West"}

// Player is one row of the Players sheet, as typed.
type Player struct {
	// Number is the player's number, from 1; 0 when the cell is empty, −1
	// when the reader could not read it (and has said so).
	Number int
	Name   string
	Club   string // optional
	// ID is the player's federation number as typed: text, leading zeros
	// kept; "" for none. The exports publish it.
	ID   string
	Line int // the Players sheet row
}

// Phantom reports whether the player is a phantom (named Phantom, any
// case): a phantom fills a seat so that the others' boards are scored, but
// is never ranked.
func (p Player) Phantom() bool { return setting.Key(p.Name) == "phantom" }

// ResultRow is one row of the Results sheet: one board played at one
// table by four players (Row), and how it went.
//
// A cell the workbook layer could not read is left unknown and the row
// marked Unread, as a pairs event's rows are (engine/pairs.Row).
type ResultRow struct {
	Row
	bridge.TravellerLine
	Unread bool
}

// Seated reports how many seats of the row name a player.
func (r Row) Seated() int {
	n := 0
	for _, p := range r.Seats {
		if p != 0 {
			n++
		}
	}
	return n
}

// Event is an individual event as read from the workbook.
type Event struct {
	Settings Settings
	Players  []Player
	Rows     []ResultRow
}

// Settings are the Event sheet's settings of an individual event: a pairs
// event's, where they apply (each board is scored as a pairs event scores
// it), and the movement the rows are checked against.
type Settings struct {
	pairs.Settings
	// Movement is the Event sheet's Movement as typed ("" when none), and
	// Plan the movement it names (nil when none): rows that give their
	// Round and Table are checked against it.
	Movement string
	Plan     *Movement
}

// DefaultSettings are a pairs event's defaults, ranked as one field.
func DefaultSettings() Settings {
	s := pairs.DefaultSettings()
	s.Field = pairs.Howell
	return Settings{Settings: s}
}

// Name is the player's name, trimmed.
func (p Player) name() string { return strings.TrimSpace(p.Name) }
