// Package croquetdraw draws croquet tournaments: round-robin blocks
// seeded by grade, the next round of a Swiss, and a knockout bracket
// seeded by grade. It is pure: entrants and the event's games in, the draw
// out; the workbook side lives in xlsx/grading.
package croquetdraw

import (
	"cmp"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// SheetGames is the sheet whose rows a Game's Row numbers.
const SheetGames = "Games"

// Entrant is a player entered in an event, with the grade the draw seeds
// by.
type Entrant struct {
	Player string
	Grade  float64
}

// Game is a game of the event so far: its two players and, once played,
// its winner ("" for a game drawn and not yet played). Row is its Games
// row, for messages.
type Game struct {
	A, B   string
	Winner string
	Row    int
}

// Pair is a game to play: A the higher seed (or the higher placed).
type Pair struct {
	A, B string
}

// Round is one round of a draw: its games and the player with the bye.
type Round struct {
	Number int
	Pairs  []Pair
	Bye    string
	// Repeats are the pairs that met before (a Swiss draws one only when
	// no draw avoids it).
	Repeats []Pair
}

// Seeded returns the entrants in seed order: highest grade first, equal
// grades by name.
func Seeded(es []Entrant) []Entrant {
	out := slices.Clone(es)
	slices.SortStableFunc(out, func(a, b Entrant) int {
		if c := cmp.Compare(b.Grade, a.Grade); c != 0 {
			return c
		}
		return strings.Compare(a.Player, b.Player)
	})
	return out
}

// checkEntrants refuses a field of fewer than two or with a player twice.
func checkEntrants(es []Entrant) *problem.Problem {
	if len(es) < 2 {
		p := problem.Problem{}.Says("%d entrants: a draw needs at least 2", len(es)).
			Hinting("list the event's players on Entries (Event, Player)")
		return &p
	}
	seen := map[string]bool{}
	for _, e := range es {
		k := strings.ToLower(e.Player)
		if seen[k] {
			p := problem.Problem{}.Says("%s is entered twice", e.Player).
				Hinting("list each player once on Entries")
			return &p
		}
		seen[k] = true
	}
	return nil
}

// pairKey is the unordered key of two players.
func pairKey(a, b string) [2]string {
	a, b = strings.ToLower(a), strings.ToLower(b)
	if a > b {
		a, b = b, a
	}
	return [2]string{a, b}
}

// The sheets a draw reads and writes besides Games: Entries (Event,
// Player), the director's list of each event's players, and Draw, the
// tool's record of every event's draw so far.
const (
	SheetEntries = "Entries"
	SheetDraw    = "Draw"
)
