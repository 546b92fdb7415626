package movement

import (
	"slices"

	"github.com/scorebook/scorebook/internal/lang"
)

// Howell is a complete Howell for 4 to 14 pairs (2 to 7 tables): over the
// full movement every pair meets every other pair once. Rounds 0 means the
// full movement (pairs−1 rounds, or 3 for 4 pairs); fewer rounds stop it
// early.
//
// The highest-numbered pair is stationary, NS at table 1. With an odd
// number of pairs that pair is a phantom: the movement is the one for one
// more pair, with nobody in its seat, and whoever is due to meet it sits out
// at table 1 (which needs no physical table).
//
// The tables for 3 to 7 tables are the howellcards project's (public
// domain; see howellTables). For 2 tables it is the standard three-round
// Howell: both tables share the round's board set, so every pair plays every
// board once and meets every other pair once.
func Howell(pairs, rounds, boardsPerRound int) (Movement, error) {
	if boardsPerRound < 1 {
		return Movement{}, errorf("give the boards per round as a whole number such as 3", "%d boards per round: there must be at least 1", boardsPerRound)
	}
	if pairs < 4 || pairs > 14 {
		return Movement{}, errorf("for more than 14 pairs play a Mitchell; for fewer than 4 there is no pairs movement",
			"a Howell is offered for 4 to 14 pairs, not %d", pairs)
	}
	tables := (pairs + 1) / 2
	data := howellTables[tables]
	rounds, err := checkRounds(lang.Word("Howell"), tables, rounds, len(data.rounds))
	if err != nil {
		return Movement{}, err
	}
	phantom := 2 * tables
	if pairs == phantom {
		phantom = 0
	}
	pair := func(n int) Pair {
		if n == phantom {
			return Pair{}
		}
		return Pair{Number: n}
	}
	m := Movement{Name: "howell", Tables: tables, Rounds: rounds, BoardsPerRound: boardsPerRound, OneField: true, Source: data.source}
	m = build(m, func(r, t int) seatSpec {
		s := data.rounds[r-1][t-1]
		return seatSpec{ns: pair(s.ns), ew: pair(s.ew), set: s.set}
	})
	m.Relays = cycleRelays(data.rounds)
	describe(&m, lang.Key("%d-table Howell for %d pairs"), tables, pairs)
	if pairs%2 == 1 {
		m.say(lang.Key(", one pair sitting out at table 1 each round"))
	}
	return m, nil
}

// cycleRelays finds the bye stands of a Howell whose boards move round the
// room: each round every table plays the set after the one it played before,
// so the boards go from each table to the table whose first set is the one
// before its own, resting on bye stands where no table has the sets in
// between. It returns nil for a movement whose boards do not move so.
func cycleRelays(rounds [][]howellSeat) []Relay {
	sets := 0
	for _, round := range rounds {
		for _, s := range round {
			sets = max(sets, s.set)
		}
	}
	if sets != len(rounds) {
		return nil
	}
	for r := 1; r < len(rounds); r++ {
		for t, s := range rounds[r] {
			if s.set != rounds[r-1][t].set%sets+1 {
				return nil
			}
		}
	}
	// start[t] is table t+1's first set, less one: where it stands in the
	// boards' path.
	type stop struct{ start, table int }
	var path []stop
	for t, s := range rounds[0] {
		path = append(path, stop{s.set - 1, t + 1})
	}
	slices.SortFunc(path, func(a, b stop) int { return b.start - a.start })
	var relays []Relay
	for i, from := range path {
		to := path[(i+1)%len(path)]
		if gap := mod(from.start-to.start, sets) - 1; gap > 0 {
			relays = append(relays, Relay{From: from.table, To: to.table, Stands: gap})
		}
	}
	slices.SortFunc(relays, func(a, b Relay) int { return a.From - b.From })
	return relays
}

// howellSeat is one table in one round of a published Howell: the NS and EW
// pair and the board set (numbered from 1).
type howellSeat struct{ ns, ew, set int }

type howellTable struct {
	source string
	rounds [][]howellSeat
}

const howellcards = "the howellcards project (github.com/sywhub/howellcards, src/setup.json), public domain"

// howellTables are the complete Howells by number of tables, for an even
// number of pairs; the highest-numbered pair is the stationary one.
//
// The 3- to 7-table movements are transcribed from the howellcards
// project's src/setup.json (github.com/sywhub/howellcards, whose README puts
// every file in the public domain), entries "6" to "14" pairs, with its
// 0-based "Board" as set 1, 2, …. Its odd-pair entries are the same tables
// with pair 0, a phantom, in the stationary seat; testdata/ keeps the
// published file and a test checks both against these tables. The 3-table
// movement shares its fifth set among all three tables in the last round
// (each table plays the boards one at a time and passes them on).
//
// The 2-table movement is the standard three-round Howell the ACBL
// recommends for two tables (pair 4 stationary at table 1 NS; round 1 pair 3
// NS and pair 2 EW at table 2; both tables sharing the round's boards), with
// howellcards' seating for rounds 2 and 3. howellcards itself offers a
// six-round movement for 4 pairs in which every pair meets every other
// twice; that one is not used here.
var howellTables = map[int]howellTable{
	2: {
		source: "the standard 2-table Howell (ACBL), both tables sharing each round's boards",
		rounds: [][]howellSeat{
			{{4, 1, 1}, {3, 2, 1}},
			{{4, 2, 2}, {1, 3, 2}},
			{{4, 3, 3}, {2, 1, 3}},
		},
	},
	3: { // 6 pairs, from setup.json "6"
		source: howellcards,
		rounds: [][]howellSeat{
			{{6, 1, 1}, {3, 4, 2}, {5, 2, 4}},
			{{6, 2, 2}, {4, 5, 3}, {1, 3, 4}},
			{{6, 3, 3}, {5, 1, 2}, {2, 4, 1}},
			{{6, 4, 4}, {1, 2, 3}, {3, 5, 1}},
			{{6, 5, 5}, {2, 3, 5}, {4, 1, 5}},
		},
	},
	4: { // 8 pairs, from setup.json "8"
		source: howellcards,
		rounds: [][]howellSeat{
			{{8, 1, 1}, {6, 5, 2}, {4, 2, 3}, {7, 3, 5}},
			{{8, 2, 2}, {7, 6, 3}, {5, 3, 4}, {1, 4, 6}},
			{{8, 3, 3}, {1, 7, 4}, {6, 4, 5}, {2, 5, 7}},
			{{8, 4, 4}, {2, 1, 5}, {7, 5, 6}, {3, 6, 1}},
			{{8, 5, 5}, {3, 2, 6}, {1, 6, 7}, {4, 7, 2}},
			{{8, 6, 6}, {4, 3, 7}, {2, 7, 1}, {5, 1, 3}},
			{{8, 7, 7}, {5, 4, 1}, {3, 1, 2}, {6, 2, 4}},
		},
	},
	5: { // 10 pairs, from setup.json "10"
		source: howellcards,
		rounds: [][]howellSeat{
			{{10, 1, 1}, {9, 8, 2}, {6, 4, 3}, {3, 7, 8}, {5, 2, 9}},
			{{10, 2, 2}, {1, 9, 3}, {7, 5, 4}, {4, 8, 9}, {6, 3, 1}},
			{{10, 3, 3}, {2, 1, 4}, {8, 6, 5}, {5, 9, 1}, {7, 4, 2}},
			{{10, 4, 4}, {3, 2, 5}, {9, 7, 6}, {6, 1, 2}, {8, 5, 3}},
			{{10, 5, 5}, {4, 3, 6}, {1, 8, 7}, {7, 2, 3}, {9, 6, 4}},
			{{10, 6, 6}, {5, 4, 7}, {2, 9, 8}, {8, 3, 4}, {1, 7, 5}},
			{{10, 7, 7}, {6, 5, 8}, {3, 1, 9}, {9, 4, 5}, {2, 8, 6}},
			{{10, 8, 8}, {7, 6, 9}, {4, 2, 1}, {1, 5, 6}, {3, 9, 7}},
			{{10, 9, 9}, {8, 7, 1}, {5, 3, 2}, {2, 6, 7}, {4, 1, 8}},
		},
	},
	6: { // 12 pairs, from setup.json "12"
		source: howellcards,
		rounds: [][]howellSeat{
			{{12, 1, 1}, {3, 10, 5}, {8, 7, 6}, {5, 11, 8}, {4, 2, 9}, {9, 6, 10}},
			{{12, 2, 2}, {4, 11, 6}, {9, 8, 7}, {6, 1, 9}, {5, 3, 10}, {10, 7, 11}},
			{{12, 3, 3}, {5, 1, 7}, {10, 9, 8}, {7, 2, 10}, {6, 4, 11}, {11, 8, 1}},
			{{12, 4, 4}, {6, 2, 8}, {11, 10, 9}, {8, 3, 11}, {7, 5, 1}, {1, 9, 2}},
			{{12, 5, 5}, {7, 3, 9}, {1, 11, 10}, {9, 4, 1}, {8, 6, 2}, {2, 10, 3}},
			{{12, 6, 6}, {8, 4, 10}, {2, 1, 11}, {10, 5, 2}, {9, 7, 3}, {3, 11, 4}},
			{{12, 7, 7}, {9, 5, 11}, {3, 2, 1}, {11, 6, 3}, {10, 8, 4}, {4, 1, 5}},
			{{12, 8, 8}, {10, 6, 1}, {4, 3, 2}, {1, 7, 4}, {11, 9, 5}, {5, 2, 6}},
			{{12, 9, 9}, {11, 7, 2}, {5, 4, 3}, {2, 8, 5}, {1, 10, 6}, {6, 3, 7}},
			{{12, 10, 10}, {1, 8, 3}, {6, 5, 4}, {3, 9, 6}, {2, 11, 7}, {7, 4, 8}},
			{{12, 11, 11}, {2, 9, 4}, {7, 6, 5}, {4, 10, 7}, {3, 1, 8}, {8, 5, 9}},
		},
	},
	7: { // 14 pairs, from setup.json "14"
		source: howellcards,
		rounds: [][]howellSeat{
			{{14, 1, 1}, {5, 10, 3}, {2, 3, 4}, {9, 11, 5}, {6, 13, 10}, {8, 12, 11}, {4, 7, 12}},
			{{14, 2, 2}, {6, 11, 4}, {3, 4, 5}, {10, 12, 6}, {7, 1, 11}, {9, 13, 12}, {5, 8, 13}},
			{{14, 3, 3}, {7, 12, 5}, {4, 5, 6}, {11, 13, 7}, {8, 2, 12}, {10, 1, 13}, {6, 9, 1}},
			{{14, 4, 4}, {8, 13, 6}, {5, 6, 7}, {12, 1, 8}, {9, 3, 13}, {11, 2, 1}, {7, 10, 2}},
			{{14, 5, 5}, {9, 1, 7}, {6, 7, 8}, {13, 2, 9}, {10, 4, 1}, {12, 3, 2}, {8, 11, 3}},
			{{14, 6, 6}, {10, 2, 8}, {7, 8, 9}, {1, 3, 10}, {11, 5, 2}, {13, 4, 3}, {9, 12, 4}},
			{{14, 7, 7}, {11, 3, 9}, {8, 9, 10}, {2, 4, 11}, {12, 6, 3}, {1, 5, 4}, {10, 13, 5}},
			{{14, 8, 8}, {12, 4, 10}, {9, 10, 11}, {3, 5, 12}, {13, 7, 4}, {2, 6, 5}, {11, 1, 6}},
			{{14, 9, 9}, {13, 5, 11}, {10, 11, 12}, {4, 6, 13}, {1, 8, 5}, {3, 7, 6}, {12, 2, 7}},
			{{14, 10, 10}, {1, 6, 12}, {11, 12, 13}, {5, 7, 1}, {2, 9, 6}, {4, 8, 7}, {13, 3, 8}},
			{{14, 11, 11}, {2, 7, 13}, {12, 13, 1}, {6, 8, 2}, {3, 10, 7}, {5, 9, 8}, {1, 4, 9}},
			{{14, 12, 12}, {3, 8, 1}, {13, 1, 2}, {7, 9, 3}, {4, 11, 8}, {6, 10, 9}, {2, 5, 10}},
			{{14, 13, 13}, {4, 9, 2}, {1, 2, 3}, {8, 10, 4}, {5, 12, 9}, {7, 11, 10}, {3, 6, 11}},
		},
	},
}
