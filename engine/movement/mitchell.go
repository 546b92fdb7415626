package movement

import (
	"strings"

	"github.com/scorebook/scorebook/internal/lang"
)

// Mitchell is the standard Mitchell for an odd number of tables: the NS
// pairs stay at their tables, the EW pairs move up one table each round
// (from the last table to table 1) and the boards move down one table (from
// table 1 to the last). Table t starts with board set t and EW pair t. A full
// movement has as many rounds as tables, and every EW pair meets every NS
// pair and plays every board once; rounds 0 means the full movement, fewer
// rounds stop it early.
//
// An even number of tables is refused: there the EW pairs would meet their
// first boards again after half the rounds. Use MitchellSkip or
// MitchellRelay.
func Mitchell(tables, rounds, boardsPerRound int) (Movement, error) {
	if err := checkMitchell(lang.Word("Mitchell"), tables, boardsPerRound); err != nil {
		return Movement{}, err
	}
	if tables%2 == 0 {
		return Movement{}, errorf("", "a plain Mitchell needs an odd number of tables, not %d: the EW pairs would meet their first boards again after %d rounds", tables, tables/2).
			hinting("use --movement mitchell-skip (EW skip a table after round %d) or mitchell-relay (a bye stand between tables %d and %d, tables 1 and %d share boards)", tables/2, tables/2, tables/2+1, tables)
	}
	rounds, err := checkRounds(lang.Word("Mitchell"), tables, rounds, tables)
	if err != nil {
		return Movement{}, err
	}
	m := Movement{Name: "mitchell", Tables: tables, Rounds: rounds, BoardsPerRound: boardsPerRound}
	m = build(m, func(r, t int) seatSpec {
		return seatSpec{
			ns:  Pair{Number: t, Dir: NS},
			ew:  Pair{Number: mod(t-r, tables) + 1, Dir: EW},
			set: mod(t-1+r-1, tables) + 1,
		}
	})
	describe(&m, lang.Key("%d-table Mitchell"), tables)
	return m, nil
}

// MitchellSkip is the skip Mitchell (E.T. Baker's) for an even number of
// tables: as the standard Mitchell, but after half the tables' worth of
// rounds (after round tables/2) the EW pairs move up two tables instead of
// one, skipping a table once. The boards move down one table every round.
// There are as many board sets as tables; a full movement has tables−1 rounds
// (one more would bring the EW pairs back to the pairs they started
// against), so each EW pair misses one NS pair and each pair one board set,
// and every board is played tables−1 times. Stopped early, before the skip,
// it is a plain Mitchell.
func MitchellSkip(tables, rounds, boardsPerRound int) (Movement, error) {
	if err := checkMitchell(lang.Word("skip Mitchell"), tables, boardsPerRound); err != nil {
		return Movement{}, err
	}
	if tables%2 == 1 {
		return Movement{}, errorf("use --movement mitchell: an odd number of tables needs no skip",
			"a skip Mitchell needs an even number of tables, not %d", tables)
	}
	rounds, err := checkRounds(lang.Word("skip Mitchell"), tables, rounds, tables-1)
	if err != nil {
		return Movement{}, err
	}
	m := Movement{Name: "mitchell-skip", Tables: tables, Rounds: rounds, BoardsPerRound: boardsPerRound}
	m = build(m, func(r, t int) seatSpec {
		skip := 0
		if r > tables/2 {
			skip = 1
		}
		return seatSpec{
			ns:  Pair{Number: t, Dir: NS},
			ew:  Pair{Number: mod(t-r-skip, tables) + 1, Dir: EW},
			set: mod(t-1+r-1, tables) + 1,
		}
	})
	describe(&m, lang.Key("%d-table skip Mitchell"), tables)
	if rounds > tables/2 {
		m.say(lang.Key(", EW skipping a table after round %d"), tables/2)
	}
	return m, nil
}

// MitchellRelay is the share-and-relay Mitchell for an even number of
// tables N, as Ian McKinnon describes it: board sets 1 to N/2 start on
// tables 1 to N/2, set N/2+1 on a bye stand (relay table) between tables N/2
// and N/2+1, sets N/2+2 to N on tables N/2+1 to N−1, and table N shares
// table 1's boards. The NS pairs stay, the EW pairs move up one table and the
// boards down one: from table N/2+1 onto the bye stand, from the bye stand to
// table N/2, and from the sharing tables 1 and N to table N−1. A full
// movement has N rounds: every EW pair meets every NS pair and every pair
// plays every board once.
func MitchellRelay(tables, rounds, boardsPerRound int) (Movement, error) {
	if err := checkMitchell(lang.Word("share-and-relay Mitchell"), tables, boardsPerRound); err != nil {
		return Movement{}, err
	}
	if tables%2 == 1 {
		return Movement{}, errorf("use --movement mitchell: an odd number of tables needs no relay",
			"a share-and-relay Mitchell needs an even number of tables, not %d", tables)
	}
	rounds, err := checkRounds(lang.Word("share-and-relay Mitchell"), tables, rounds, tables)
	if err != nil {
		return Movement{}, err
	}
	half := tables / 2
	// pos is where a table stands in the boards' path: tables 1 to N/2 at 0
	// to N/2−1, the bye stand at N/2, tables N/2+1 to N−1 at N/2+1 to N−1,
	// and table N, sharing with table 1, at 0.
	pos := func(t int) int {
		switch {
		case t <= half:
			return t - 1
		case t < tables:
			return t
		}
		return 0
	}
	m := Movement{Name: "mitchell-relay", Tables: tables, Rounds: rounds, BoardsPerRound: boardsPerRound}
	m = build(m, func(r, t int) seatSpec {
		return seatSpec{
			ns:  Pair{Number: t, Dir: NS},
			ew:  Pair{Number: mod(t-r, tables) + 1, Dir: EW},
			set: mod(pos(t)+r-1, tables) + 1,
		}
	})
	m.Relays = []Relay{{From: half + 1, To: half, Stands: 1}}
	describe(&m, lang.Key("%d-table share-and-relay Mitchell"), tables)
	m.say(lang.Key(", a bye stand between tables %d and %d, tables 1 and %d sharing"), half, half+1, tables)
	return m, nil
}

// ArrowSwitch makes a two-field Mitchell one field: in the switched rounds
// every table turns its boards, so the moving pairs play the NS cards and
// the stationary pairs the EW cards. It switches the last round, or the last
// two when the rounds are of one or two boards, as most clubs do (EBU) —
// but two only in a session of 12 rounds or more: J.R. Manning found about
// one board in eight the best share to switch, and two rounds of a shorter
// session are far more than that (the balance of a 7-table Mitchell of
// two-board rounds falls from 92% with one switched round to 50% with two).
//
// The pairs are renumbered into one field: NS pair t keeps number t, EW pair
// e becomes pair Tables+e.
func ArrowSwitch(m Movement) (Movement, error) {
	n := 1
	if m.BoardsPerRound <= 2 && m.Rounds >= 12 {
		n = 2
	}
	var rounds []int
	for r := m.Rounds - n + 1; r <= m.Rounds; r++ {
		rounds = append(rounds, r)
	}
	return ArrowSwitchIn(m, rounds)
}

// ArrowSwitchIn is ArrowSwitch in the rounds the director chooses.
func ArrowSwitchIn(m Movement, rounds []int) (Movement, error) {
	if m.OneField || !strings.HasPrefix(m.Name, "mitchell") {
		return Movement{}, errorf("an arrow switch is for a Mitchell, whose NS and EW pairs make two fields",
			"cannot arrow-switch %s: it is already one field", m.Description)
	}
	switched := map[int]bool{}
	for _, r := range rounds {
		if r < 1 || r > m.Rounds {
			return Movement{}, errorf("", "cannot arrow-switch round %d: the movement has %d rounds", r, m.Rounds).hinting("switch rounds from 1 to %d", m.Rounds)
		}
		switched[r] = true
	}
	switch {
	case len(switched) == 0:
		return Movement{}, errorf("switch one round, or two in a long session", "no round to arrow-switch")
	case len(switched) >= m.Rounds:
		return Movement{}, errorf("play more rounds, or no arrow switch",
			"cannot arrow-switch %d of %d rounds: some rounds must be played the usual way", len(switched), m.Rounds)
	}
	out := m
	out.OneField = true
	out.Switched = nil
	for r := 1; r <= m.Rounds; r++ {
		if switched[r] {
			out.Switched = append(out.Switched, r)
		}
	}
	renumber := func(p Pair) Pair {
		switch {
		case p.Nobody():
			return Pair{}
		case p.Dir == EW:
			return Pair{Number: m.Tables + p.Number}
		}
		return Pair{Number: p.Number}
	}
	out.Seats = make([][]Seat, len(m.Seats))
	for r := range m.Seats {
		out.Seats[r] = make([]Seat, len(m.Seats[r]))
		for t, s := range m.Seats[r] {
			s.NS, s.EW = renumber(s.NS), renumber(s.EW)
			if switched[r+1] {
				s.NS, s.EW = s.EW, s.NS
			}
			s.Boards = append([]int(nil), s.Boards...)
			out.Seats[r][t] = s
		}
	}
	out.said = append([]phrase(nil), m.said...)
	if len(out.Switched) == 1 {
		out.say(lang.Key(", arrow-switched in round %d"), out.Switched[0])
	} else {
		out.say(lang.Key(", arrow-switched in rounds %s"), roundList(out.Switched))
	}
	return out, nil
}

// New makes a movement by the name the command line takes: mitchell,
// mitchell-skip, mitchell-relay or howell (of 2 × tables pairs). Rounds 0
// means the full movement.
func New(name string, tables, rounds, boardsPerRound int) (Movement, error) {
	switch name {
	case "mitchell":
		return Mitchell(tables, rounds, boardsPerRound)
	case "mitchell-skip":
		return MitchellSkip(tables, rounds, boardsPerRound)
	case "mitchell-relay":
		return MitchellRelay(tables, rounds, boardsPerRound)
	case "howell":
		return Howell(2*tables, rounds, boardsPerRound)
	}
	return Movement{}, errorf("the movements are mitchell, mitchell-skip, mitchell-relay and howell",
		"unknown movement %q", name)
}

func checkMitchell(name lang.Word, tables, boardsPerRound int) error {
	if boardsPerRound < 1 {
		return errorf("give the boards per round as a whole number such as 3", "%d boards per round: there must be at least 1", boardsPerRound)
	}
	min := 3
	if name != "Mitchell" {
		min = 4
	}
	if tables < min {
		return errorf("for fewer tables play a Howell", "a %s needs at least %d tables, not %d", name, min, tables)
	}
	return nil
}

// checkRounds settles the rounds: 0 is the full movement, more than the full
// movement is refused.
func checkRounds(kind lang.Word, tables, rounds, full int) (int, error) {
	switch {
	case rounds == 0:
		return full, nil
	case rounds < 0:
		return 0, errorf("give the rounds as a whole number, or leave them out for the full movement", "%d rounds: there must be at least 1", rounds)
	case rounds > full:
		return 0, errorf("", "a %d-table %s has %d rounds at most, not %d", tables, kind, full, rounds).hinting("play %d rounds or fewer", full)
	}
	return rounds, nil
}

// mod is the remainder of a by n, from 0 to n−1 even when a is negative.
func mod(a, n int) int { return ((a % n) + n) % n }
