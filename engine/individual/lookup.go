package individual

import (
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// offered are the movements by number of players, smallest first.
var offered = []struct {
	players int
	make    func() (Movement, error)
}{
	{8, func() (Movement, error) { return Complete(2) }},
	{12, func() (Movement, error) { return Complete(3) }},
	{16, func() (Movement, error) { return Complete(4) }},
	{20, func() (Movement, error) { return Rainbow(5) }},
	{28, func() (Movement, error) { return Rainbow(7) }},
	{44, func() (Movement, error) { return Rainbow(11) }},
	{52, func() (Movement, error) { return Rainbow(13) }},
}

// Lookup returns the movement offered for a number of players: the
// complete individual for 8, 12 and 16 players, the Rainbow for 20, 28,
// 44 and 52; with its boards per round as it plays them unless told
// (WithBoards changes them).
func Lookup(players int) (Movement, error) {
	for _, o := range offered {
		if o.players == players {
			return o.make()
		}
	}
	return Movement{}, problem.New("", "no individual movement is offered for %d players", players).
		Hinting("individual movements are offered for these numbers of players: %s", numbers(1))
}

// ForTables returns the movement offered for a number of tables (four
// players at each).
func ForTables(tables int) (Movement, error) {
	for _, o := range offered {
		if o.players == 4*tables {
			return o.make()
		}
	}
	return Movement{}, problem.New("", "no individual movement is offered for %d tables", tables).
		Hinting("individual movements are offered for these numbers of tables: %s", numbers(4))
}

// Offered returns every movement offered, smallest first, as Lookup makes
// them.
func Offered() []Movement {
	out := make([]Movement, 0, len(offered))
	for _, o := range offered {
		m, err := o.make()
		if err != nil {
			panic("individual: an offered movement cannot be made: " + err.Error())
		}
		out = append(out, m)
	}
	return out
}

// numbers is the players (per 1) or tables (per 4) of the movements
// offered: "20, 28, 44, 52".
func numbers(per int) string {
	ns := make([]string, len(offered))
	for i, o := range offered {
		ns[i] = strconv.Itoa(o.players / per)
	}
	return strings.Join(ns, ", ")
}
