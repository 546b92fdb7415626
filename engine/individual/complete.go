package individual

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// versloot is where the complete individuals come from: the individual
// movements Hans van Staveren keeps with his movement program manipulate,
// in the folder "ind via versloot" (each file's last lines name its page
// in the collection: "8 players++ page 24", "12 players++ 33", "16
// players Barometer Howell++ 426").
const versloot = "github.com/hansvanstaveren/movements, schemaas/ind via versloot/"

const verslootCommit = "cd30cce5c570394b874fab612a86c9bcb0a841d7"

// completeTables are the complete individuals for 2, 3 and 4 tables,
// transcribed exactly from the collection's ASCII movement files
// (08BH07.ASC, 12BH11.ASC and 16BH15.ASC at commit verslootCommit). The
// first line is the players, tables, rounds, board sets and 1 for an
// individual; then one line a round, the tables from left to right, each
// table four player numbers and its board set (a number, or a letter A
// for set 1). manipulate's readascfile reads a table's four numbers as two
// partnerships, the first two against the last two, and its reader of
// Jeanie's .mvt files writes an individual's table as N·100+S and
// E·100+W in that order: the four are N, S, E and W.
var completeTables = map[int]struct {
	file, text string
	boards     int // boards per round unless told
}{
	2: {"08BH07.ASC", `8 2 7 7 1 g
8 1 3 4 1 5 7 6 2 1
8 2 4 5 2 6 1 7 3 2
8 3 5 6 3 7 2 1 4 3
8 4 6 7 4 1 3 2 5 4
8 5 7 1 5 2 4 3 6 5
8 6 1 2 6 3 5 4 7 6
8 7 2 3 7 4 6 5 1 7`, 3},
	3: {"12BH11.ASC", `12 3 11 11 1
12  1  6  8 A  2  9 10  7 A  4  3  5 11 A
12  2  7  9 B  3 10 11  8 B  5  4  6  1 B
12  3  8 10 C  4 11  1  9 C  6  5  7  2 C
12  4  9 11 D  5  1  2 10 D  7  6  8  3 D
12  5 10  1 E  6  2  3 11 E  8  7  9  4 E
12  6 11  2 F  7  3  4  1 F  9  8 10  5 F
12  7  1  3 G  8  4  5  2 G 10  9 11  6 G
12  8  2  4 H  9  5  6  3 H 11 10  1  7 H
12  9  3  5 I 10  6  7  4 I  1 11  2  8 I
12 10  4  6 J 11  7  8  5 J  2  1  3  9 J
12 11  5  7 K  1  8  9  6 K  3  2  4 10 K`, 2},
	4: {"16BH15.ASC", `16 4 15 15 1
16  1  7  9 A 15 12 13  2 A  6 11  3 10 A  8 14  4  5 A
16  2  8 10 B  1 13 14  3 B  7 12  4 11 B  9 15  5  6 B
16  3  9 11 C  2 14 15  4 C  8 13  5 12 C 10  1  6  7 C
16  4 10 12 D  3 15  1  5 D  9 14  6 13 D 11  2  7  8 D
16  5 11 13 E  4  1  2  6 E 10 15  7 14 E 12  3  8  9 E
16  6 12 14 F  5  2  3  7 F 11  1  8 15 F 13  4  9 10 F
16  7 13 15 G  6  3  4  8 G 12  2  9  1 G 14  5 10 11 G
16  8 14  1 H  7  4  5  9 H 13  3 10  2 H 15  6 11 12 H
16  9 15  2 I  8  5  6 10 I 14  4 11  3 I  1  7 12 13 I
16 10  1  3 J  9  6  7 11 J 15  5 12  4 J  2  8 13 14 J
16 11  2  4 K 10  7  8 12 K  1  6 13  5 K  3  9 14 15 K
16 12  3  5 L 11  8  9 13 L  2  7 14  6 L  4 10 15  1 L
16 13  4  6 M 12  9 10 14 M  3  8 15  7 M  5 11  1  2 M
16 14  5  7 N 13 10 11 15 N  4  9  1  8 N  6 12  2  3 N
16 15  6  8 O 14 11 12  1 O  5 10  2  9 O  7 13  3  4 O`, 2},
}

// Complete is the complete individual for 2, 3 or 4 tables (8, 12 or 16
// players, 7, 11 or 15 rounds), transcribed from the collection of
// individual movements in github.com/hansvanstaveren/movements ("ind via
// versloot": 08BH07, 12BH11 and 16BH15): over the movement every player
// partners every other player exactly once and meets every other player
// twice as an opponent (the collection's balance report, 08BH07.bal,
// shows both for 8 players; the tests check them for all three). The
// highest-numbered player sits North at table 1 throughout; the others
// move on one number a round.
//
// Every table plays the same board set in a round (set r in round r), as
// a barometer does: with two tables the tables pass the boards across
// during the round (as in a 2-table Howell); with three or four each
// table needs its own copy of the boards (duplicated boards), as the
// collection's name for them says ("Barometer Howell").
//
// It plays 3 boards a round for 2 tables (21 boards), 2 for 3 and 4 tables
// (22 and 30); WithBoards changes that.
func Complete(tables int) (Movement, error) {
	t, ok := completeTables[tables]
	if !ok {
		return Movement{}, problem.New("play a Rainbow at 5, 7, 11 or 13 tables, or a complete individual at 2, 3 or 4",
			"a complete individual is offered for 2, 3 or 4 tables, not %d", tables)
	}
	m, err := parseASC(t.text)
	if err != nil {
		panic("individual: " + t.file + ": " + err.Error())
	}
	m.Name = "complete"
	m.Source = "the individual movements of github.com/hansvanstaveren/movements (schemaas/ind via versloot/" + t.file + " at " + verslootCommit[:7] + ")"
	return m.WithBoards(t.boards)
}

// parseASC reads a movement in manipulate's ASCII format (see
// completeTables).
func parseASC(text string) (Movement, error) {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	head := strings.Fields(lines[0])
	if len(head) < 5 || head[4] != "1" {
		return Movement{}, fmt.Errorf("header %q is not an individual's", lines[0])
	}
	var n [4]int
	for i := range n {
		v, err := strconv.Atoi(head[i])
		if err != nil {
			return Movement{}, fmt.Errorf("header %q: %v", lines[0], err)
		}
		n[i] = v
	}
	players, tables, rounds := n[0], n[1], n[2]
	if len(lines) != rounds+1 || players != 4*tables {
		return Movement{}, fmt.Errorf("%d players at %d tables in %d rounds, but %d lines", players, tables, rounds, len(lines)-1)
	}
	m := Movement{Players: players, Tables: tables, Rounds: rounds, Seats: make([][]Seat, rounds)}
	for r := 1; r <= rounds; r++ {
		f := strings.Fields(lines[r])
		if len(f) != 5*tables {
			return Movement{}, fmt.Errorf("round %d: %d fields, want %d", r, len(f), 5*tables)
		}
		for t := 1; t <= tables; t++ {
			g := f[5*(t-1) : 5*t]
			var p [4]int
			for i := range p {
				v, err := strconv.Atoi(g[i])
				if err != nil || v < 1 || v > players {
					return Movement{}, fmt.Errorf("round %d table %d: player %q", r, t, g[i])
				}
				p[i] = v
			}
			set, err := strconv.Atoi(g[4])
			if err != nil {
				if len(g[4]) != 1 || g[4][0] < 'A' || g[4][0] > 'Z' {
					return Movement{}, fmt.Errorf("round %d table %d: board set %q", r, t, g[4])
				}
				set = int(g[4][0]-'A') + 1
			}
			m.Seats[r-1] = append(m.Seats[r-1], Seat{Round: r, Table: t, N: p[0], S: p[1], E: p[2], W: p[3], Set: set})
		}
	}
	return m, nil
}

// Barometer reports whether every table plays the same board set in
// each round: the boards are duplicated, a copy at each table (or, at two
// tables, passed across during the round).
func (m Movement) Barometer() bool {
	if m.Tables < 2 {
		return false
	}
	for _, round := range m.Seats {
		for _, s := range round {
			if s.Set != round[0].Set {
				return false
			}
		}
	}
	return true
}
