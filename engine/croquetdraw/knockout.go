package croquetdraw

import (
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// Match is one match of a knockout bracket: its round and place in the
// round (from 1, top of the bracket first), its players as far as known,
// with their seeds, and its winner once played. A bye (round 1 only) has
// no B and its A through.
type Match struct {
	Round, Slot  int
	A, B         string
	SeedA, SeedB int
	Bye          bool
	Winner       string
	// Row is the Games row of the match's game, 0 when it has none yet.
	Row int
}

// Bracket is a knockout of the next power of two at or above the field,
// seeded by grade: its rounds (the first of Size/2 matches, the last the
// final), the matches to draw now (both players known, no game yet), and
// the champion once the final is played.
type Bracket struct {
	Size     int
	Seeds    []Entrant
	Rounds   [][]Match
	Next     []Match
	Pending  []Match // drawn and not yet played
	Champion string
}

// SeedOrder is the standard order of seeds down a bracket of size places
// (a power of two): 1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11
// for 16. Each half is the order of the bracket half its size with each
// seed s followed by its opponent size + 1 − s, so that the top two seeds
// meet only in the final, the top four only in the semi-finals, and so on.
func SeedOrder(size int) []int {
	order := []int{1}
	for n := 2; n <= size; n *= 2 {
		next := make([]int, 0, n)
		for _, s := range order {
			next = append(next, s, n+1-s)
		}
		order = next
	}
	return order
}

// Knockout draws a knockout bracket of the entrants, seeded by grade
// (SeedOrder), the places beyond the field byes, which so fall to the top
// seeds; and fills it from the event's games so far: each match's game
// (its two players meeting) gives its winner, who goes through to the
// next round. A game of the event between two players the bracket does
// not bring together is refused, as is a game of a player not entered.
func Knockout(es []Entrant, games []Game) (Bracket, *problem.Problem) {
	if p := checkEntrants(es); p != nil {
		return Bracket{}, p
	}
	seeded := Seeded(es)
	size := 1
	for size < len(seeded) {
		size *= 2
	}
	br := Bracket{Size: size, Seeds: seeded}
	entered := map[string]bool{}
	for _, e := range seeded {
		entered[strings.ToLower(e.Player)] = true
	}
	byPair := map[[2]string]int{} // the game of two players: its index
	for i, g := range games {
		if p := gameProblem(Game{A: g.A, B: g.B, Winner: "x", Row: g.Row}, entered[strings.ToLower(g.A)], entered[strings.ToLower(g.B)]); p != nil {
			return Bracket{}, p
		}
		k := pairKey(g.A, g.B)
		if j, ok := byPair[k]; ok {
			p := problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Winner"}.
				Says("%s and %s meet a second time, after row %d: in a knockout they meet once", g.A, g.B, games[j].Row).
				Hinting("delete one of the two rows, or correct its Event")
			return Bracket{}, &p
		}
		byPair[k] = i
	}
	used := make([]bool, len(games))
	order := SeedOrder(size)
	var round []Match
	for k := 0; k < size/2; k++ {
		m := Match{Round: 1, Slot: k + 1, SeedA: order[2*k], SeedB: order[2*k+1]}
		m.A = seeded[m.SeedA-1].Player
		if m.SeedB <= len(seeded) {
			m.B = seeded[m.SeedB-1].Player
		} else {
			m.SeedB, m.Bye, m.Winner = 0, true, m.A
		}
		round = append(round, m)
	}
	for r := 1; ; r++ {
		for i := range round {
			m := &round[i]
			if m.Bye || m.A == "" || m.B == "" {
				continue
			}
			j, ok := byPair[pairKey(m.A, m.B)]
			switch {
			case !ok:
				br.Next = append(br.Next, *m)
			case games[j].Winner == "":
				m.Row, used[j] = games[j].Row, true
				br.Pending = append(br.Pending, *m)
			default:
				m.Row, used[j] = games[j].Row, true
				m.Winner = m.A
				if strings.EqualFold(games[j].Winner, m.B) {
					m.Winner = m.B
				}
			}
		}
		br.Rounds = append(br.Rounds, round)
		if len(round) == 1 {
			br.Champion = round[0].Winner
			break
		}
		next := make([]Match, len(round)/2)
		for i := range next {
			next[i] = Match{Round: r + 1, Slot: i + 1}
		}
		for i, m := range round {
			if m.Winner == "" {
				continue
			}
			seed := m.SeedA
			if m.Winner == m.B {
				seed = m.SeedB
			}
			n := &next[i/2]
			if i%2 == 0 {
				n.A, n.SeedA = m.Winner, seed
			} else {
				n.B, n.SeedB = m.Winner, seed
			}
		}
		round = next
	}
	for i, g := range games {
		if !used[i] {
			p := problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Winner"}.
				Says("%s and %s do not meet in the knockout as drawn", g.A, g.B).
				Hinting("the bracket is seeded by grade; correct the names or the Event of this game")
			return Bracket{}, &p
		}
	}
	for i, m := range br.Next {
		if m.SeedB < m.SeedA {
			br.Next[i].A, br.Next[i].B, br.Next[i].SeedA, br.Next[i].SeedB = m.B, m.A, m.SeedB, m.SeedA
		}
	}
	return br, nil
}
