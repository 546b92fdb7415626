package individual

import (
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// rainbowBoards is the boards per round a Rainbow plays unless told: about
// 20 to 26 boards in all, as a club session is (the EBU's 11-table example
// plays 11 rounds of 2).
var rainbowBoards = map[int]int{5: 4, 7: 3, 11: 2, 13: 2}

// Rainbow is the Rainbow individual for 5, 7, 11 or 13 tables (20, 28, 44
// or 52 players), as Baron Barclay describes it
// (http://www.baronbarclay.com/rainbow.html, "The Rainbow Movement for
// Individual Duplicate Games") and the EBU's John Pain ("Unusual (but
// useful) Movements for Clubs", EBU club newsletter,
// https://www.ebu.co.uk/newsletters/?id=11&page=10&print=1, where it is the
// "Prime Number" movement): North stays at the table, the boards move down
// one table, South up one, East up two and West down two, round the room
// (table 1 is above the highest table). It plays as many rounds as tables.
//
// Players are numbered by their starting seat, North taking the table
// number: at table t, North is t, South tables+t, East 2·tables+t and
// West 3·tables+t (the EBU's "North players take the table number"; the
// other lines follow it in the order N, S, E, W).
//
// What it promises (Baron Barclay): because the number of tables is prime
// (and not 2 or 3), every line moves against every other at a speed that
// goes round the room once in the movement, so a player meets every
// player of the three other lines exactly once (a North player partners
// each South player once and plays against each East and West player
// once) and plays every board set once; a player never meets another of
// his own line. North and South partner each other, East and West.
//
// It plays rainbowBoards per round (4, 3, 2 and 2: 20, 21, 22 and 26
// boards); WithBoards changes that.
func Rainbow(tables int) (Movement, error) {
	bpr, ok := rainbowBoards[tables]
	if !ok {
		return Movement{}, problem.New("play a Rainbow at 5, 7, 11 or 13 tables, or a complete individual at 2, 3 or 4",
			"a Rainbow individual is offered for 5, 7, 11 or 13 tables, not %d", tables)
	}
	// at is the table a line reaches after moving `by` tables a round for
	// r−1 rounds, having started at table t: tables 1 to T, round the room.
	at := func(t, r, by int) int { return mod(t-1+by*(r-1), tables) + 1 }
	m := Movement{
		Name:    "rainbow",
		Source:  "Baron Barclay, The Rainbow Movement for Individual Duplicate Games (http://www.baronbarclay.com/rainbow.html)",
		Players: 4 * tables, Tables: tables, Rounds: tables,
	}
	m.Seats = make([][]Seat, tables)
	for r := 1; r <= tables; r++ {
		m.Seats[r-1] = make([]Seat, tables)
		for t := 1; t <= tables; t++ {
			// The player at table t in round r started at the table
			// that is his line's moves back from t.
			m.Seats[r-1][t-1] = Seat{
				Round: r, Table: t,
				N:   t,
				S:   tables + at(t, r, -1),
				E:   2*tables + at(t, r, -2),
				W:   3*tables + at(t, r, 2),
				Set: at(t, r, 1), // boards down one: table t plays the set that started at table t+r−1
			}
		}
	}
	return m.WithBoards(bpr)
}

func mod(a, n int) int { return ((a % n) + n) % n }

// WithBoards is the movement with n boards a round: board set s is boards
// (s−1)·n+1 to s·n.
func (m Movement) WithBoards(n int) (Movement, error) {
	if n < 1 {
		return Movement{}, problem.New("give the boards per round as a whole number such as 3",
			"%d boards per round: there must be at least 1", n)
	}
	out := m
	out.BoardsPerRound = n
	out.Seats = make([][]Seat, len(m.Seats))
	sets := 0
	for r, round := range m.Seats {
		out.Seats[r] = make([]Seat, len(round))
		for t, s := range round {
			s.Boards = nil
			if s.Set > 0 && !s.SitOut() {
				for b := (s.Set-1)*n + 1; b <= s.Set*n; b++ {
					s.Boards = append(s.Boards, b)
				}
				sets = max(sets, s.Set)
			}
			out.Seats[r][t] = s
		}
	}
	out.Boards = sets * n
	out.Description = out.describe()
	return out, nil
}

// describe is the movement's Description, in English.
func (m Movement) describe() string { return m.Describe(lang.English) }

// Describe is the movement's description in a language, as a table card
// or the director reads it: "5-table Rainbow individual, 5 rounds of 4
// boards".
func (m Movement) Describe(l lang.Lang) string {
	one := m.BoardsPerRound == 1
	switch {
	case m.Name == "rainbow" && one:
		return l.F("%d-table Rainbow individual, %d rounds of 1 board", m.Tables, m.Rounds)
	case m.Name == "rainbow":
		return l.F("%d-table Rainbow individual, %d rounds of %d boards", m.Tables, m.Rounds, m.BoardsPerRound)
	case m.Name == "complete" && one:
		return l.F("complete individual for %d players at %d tables, %d rounds of 1 board", m.Players, m.Tables, m.Rounds)
	case m.Name == "complete":
		return l.F("complete individual for %d players at %d tables, %d rounds of %d boards", m.Players, m.Tables, m.Rounds, m.BoardsPerRound)
	}
	return m.Description
}
