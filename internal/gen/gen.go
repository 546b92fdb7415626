// Package gen makes up bridge results for samples and benchmarks: names,
// deals and the way tables play them, from a seeded random source so that
// the same seed always gives the same workbook.
package gen

import (
	"fmt"
	"math/rand"

	"github.com/scorebook/scorebook/engine/bridge"
)

var firstNames = []string{"Ann", "Bob", "Carol", "David", "Eileen", "Frank", "Grace", "Hugh", "Irene", "James",
	"Kath", "Leo", "Margaret", "Neil", "Olive", "Peter", "Queenie", "Robert", "Susan", "Tom", "Una", "Victor",
	"Wendy", "Xavier", "Yvonne", "Zoltan", "Alice", "Brian", "Clare", "Derek", "Edith", "Fergus"}

var surnames = []string{"Archer", "Bell", "Carter", "Dawson", "Ellis", "Foster", "Gray", "Harper", "Irving",
	"Jordan", "Kerr", "Lloyd", "Marsh", "Nolan", "Owen", "Price", "Quinn", "Reid", "Shaw", "Turner", "Upton",
	"Vance", "Walsh", "Young"}

// FirstName makes up a first name.
func FirstName(rng *rand.Rand) string { return firstNames[rng.Intn(len(firstNames))] }

// PlayerName makes up a player's name.
func PlayerName(rng *rand.Rand) string {
	return firstNames[rng.Intn(len(firstNames))] + " " + surnames[rng.Intn(len(surnames))]
}

// Deal is what a board holds: the contract most tables reach and how many
// tricks it usually takes.
type Deal struct {
	Contract bridge.Contract
	Declarer bridge.Seat
	Tricks   int
}

var strains = []bridge.Strain{bridge.Clubs, bridge.Diamonds, bridge.Hearts, bridge.Spades, bridge.NoTrump}

// RandomDeal makes up a deal.
func RandomDeal(rng *rand.Rand) Deal {
	level := []int{1, 2, 2, 3, 3, 4, 4, 4, 5, 6}[rng.Intn(10)]
	st := strains[rng.Intn(len(strains))]
	if level == 4 && st < bridge.Hearts {
		st = bridge.Spades - bridge.Strain(rng.Intn(2))
	}
	if level == 3 && rng.Intn(2) == 0 {
		st = bridge.NoTrump
	}
	return Deal{
		Contract: bridge.Contract{Level: level, Strain: st},
		Declarer: bridge.Seat(rng.Intn(4)),
		Tricks:   level + 6 + []int{-1, 0, 0, 0, 1, 1}[rng.Intn(6)],
	}
}

// Play is how one table played the deal: the usual contract, sometimes a
// level higher or lower, sometimes doubled, and a trick either way.
func (d Deal) Play(rng *rand.Rand) (bridge.Contract, bridge.Seat, int) {
	c, by, tricks := d.Contract, d.Declarer, d.Tricks
	switch rng.Intn(10) {
	case 0:
		if c.Level < 7 {
			c.Level++
		}
	case 1:
		if c.Level > 1 {
			c.Level--
		}
	case 2:
		by = (by + 2) % 4 // partner declares
	}
	if rng.Intn(12) == 0 {
		c.Doubling = bridge.Doubled
	}
	tricks += []int{-1, 0, 0, 0, 0, 1}[rng.Intn(6)]
	tricks = max(0, min(13, tricks))
	if rng.Intn(40) == 0 {
		return bridge.PassedOut, by, 0
	}
	return c, by, tricks
}

// ResultRow writes a table's result the way a director types it: usually the
// contract, declarer and result; sometimes only the score.
func ResultRow(rng *rand.Rand, session, board int, ns, ew string, d Deal) []any {
	c, by, tricks := d.Play(rng)
	score := bridge.Score(c, by, tricks, board)
	if c.IsPassedOut() {
		return []any{session, board, ns, ew, "Pass", nil, nil, nil}
	}
	contract := fmt.Sprintf("%d%s%s", c.Level, []string{"C", "D", "H", "S", "NT"}[c.Strain], []string{"", "X", "XX"}[c.Doubling])
	if rng.Intn(6) == 0 {
		return []any{session, board, ns, ew, nil, nil, nil, score}
	}
	result := c.ResultString(tricks)
	if rng.Intn(5) == 0 {
		result = fmt.Sprint(tricks) // some scorers type the tricks taken
	}
	return []any{session, board, ns, ew, contract, by.String(), result, nil}
}
