package movement

import (
	"math"
	"strings"
)

// Spec is a movement as the command line asks for it (scorebook new pairs
// --tables … --movement …): any of Tables and Pairs, 0 for what the other
// implies; Rounds and BoardsPerRound 0 for the defaults.
type Spec struct {
	Name           string // mitchell (the default), mitchell-skip, mitchell-relay or howell
	Tables, Pairs  int
	Rounds         int // 0: the full movement
	BoardsPerRound int // 0: about 24 boards in all (DefaultBoardsPerRound)
	ArrowSwitch    bool
}

// Names are the movements Make offers, as the command line names them.
var Names = []string{"mitchell", "mitchell-skip", "mitchell-relay", "howell"}

// DefaultBoardsPerRound is the boards per round of a session of so many
// rounds when none is asked for: a club session of about 24 boards (24 / R
// to the nearest whole number, at least 1): 3 for a 7-round Mitchell, 2 for a
// 13-round Howell, 8 for the three rounds of a 2-table Howell.
func DefaultBoardsPerRound(rounds int) int {
	return max(1, int(math.Round(24/float64(max(rounds, 1)))))
}

// Make makes the movement a Spec asks for. A Howell of an odd number of
// pairs has a sit-out each round (Howell); a Mitchell of an odd number of
// pairs, 2T−1 at T tables, is the T-table Mitchell with the NS pair of
// table T a phantom (WithPhantom). An arrow switch is for a Mitchell
// (ArrowSwitch).
func Make(s Spec) (Movement, error) {
	name := s.Name
	if name == "" {
		name = "mitchell"
	}
	if s.Tables < 0 || s.Pairs < 0 {
		return Movement{}, errorf("give the tables or the pairs as a whole number", "the number of tables or pairs cannot be negative")
	}
	if s.Tables == 0 && s.Pairs == 0 {
		return Movement{}, errorf("give --tables N, or --pairs N for an odd number of pairs", "how many tables?")
	}
	tables, pairs := s.Tables, s.Pairs
	if tables == 0 {
		tables = (pairs + 1) / 2
	}
	if pairs == 0 {
		pairs = 2 * tables
	}
	if pairs != 2*tables && pairs != 2*tables-1 {
		return Movement{}, errorf("", "%d pairs do not fill %d tables", pairs, tables).
			hinting("%d pairs play at %d tables (the last one a half table when the pairs are odd); give --tables or --pairs alone", pairs, (pairs+1)/2)
	}
	make := func(b int) (Movement, error) {
		switch name {
		case "howell":
			return Howell(pairs, s.Rounds, b)
		case "mitchell", "mitchell-skip", "mitchell-relay":
			return New(name, tables, s.Rounds, b)
		}
		return Movement{}, errorf("", "unknown movement %q", name).
			hinting("the movements are %s and %s", strings.Join(Names[:len(Names)-1], ", "), Names[len(Names)-1])
	}
	b := s.BoardsPerRound
	if b == 0 {
		m, err := make(1)
		if err != nil {
			return Movement{}, err
		}
		b = DefaultBoardsPerRound(m.Rounds)
	}
	m, err := make(b)
	if err != nil {
		return Movement{}, err
	}
	if name != "howell" && pairs == 2*tables-1 {
		if m, err = WithPhantom(m, Pair{Number: tables, Dir: NS}); err != nil {
			return Movement{}, err
		}
	}
	if s.ArrowSwitch {
		if name == "howell" {
			return Movement{}, errorf("leave out --arrow-switch: in a Howell every pair already plays both ways", "a Howell cannot be arrow-switched")
		}
		if m, err = ArrowSwitch(m); err != nil {
			return Movement{}, err
		}
	}
	return m, nil
}
