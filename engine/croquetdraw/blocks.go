package croquetdraw

import "github.com/scorebook/scorebook/engine/problem"

// Block is one round-robin block: its players in seed order, each with its
// seed in the whole field (1 the highest grade), and its rounds.
type Block struct {
	Number  int
	Players []Entrant
	Seeds   []int
	Rounds  []Round
}

// Blocks divides the entrants into n round-robin blocks, seeded by grade
// and snake-seeded so that the blocks are balanced: the seeds are dealt in
// rows of n, the first row 1 … n to blocks 1 … n, the second row back from
// block n to block 1, and so on; so each block holds one player of every
// row of n seeds, and block sizes differ by at most one. Within a block
// every two players meet once, in the rounds of the circle method: the
// block's first seed stays put and the others turn round it a place a
// round; with an odd number of players one sits out each round (the bye).
func Blocks(es []Entrant, n int) ([]Block, *problem.Problem) {
	if p := checkEntrants(es); p != nil {
		return nil, p
	}
	if n < 1 || 2*n > len(es) {
		p := problem.Problem{}.Says("%d blocks of %d entrants: each block needs at least 2 players", n, len(es)).
			Hinting("ask for fewer blocks with --blocks N")
		return nil, &p
	}
	seeded := Seeded(es)
	blocks := make([]Block, n)
	for i := range blocks {
		blocks[i].Number = i + 1
	}
	for s, e := range seeded {
		row, j := s/n, s%n
		if row%2 == 1 {
			j = n - 1 - j
		}
		blocks[j].Players = append(blocks[j].Players, e)
		blocks[j].Seeds = append(blocks[j].Seeds, s+1)
	}
	for i := range blocks {
		names := make([]string, len(blocks[i].Players))
		for k, e := range blocks[i].Players {
			names[k] = e.Player
		}
		blocks[i].Rounds = Circle(names)
	}
	return blocks, nil
}

// Circle schedules a round robin of the players, given in seed order, by
// the circle method: with m players (m + 1 with a bye when m is odd) there
// are m − 1 rounds; in round r the first player stays and the others sit
// turned r places round the circle, and the k-th place meets the k-th from
// the end. In each game the higher seed is A.
func Circle(players []string) []Round {
	idx := make([]int, len(players))
	for i := range idx {
		idx[i] = i
	}
	if len(idx)%2 == 1 {
		idx = append(idx, -1) // the bye
	}
	m := len(idx)
	var rounds []Round
	for r := 0; r < m-1; r++ {
		arr := make([]int, m)
		arr[0] = idx[0]
		for k := 1; k < m; k++ {
			arr[k] = idx[1+(k-1+r)%(m-1)]
		}
		rd := Round{Number: r + 1}
		for k := 0; k < m/2; k++ {
			a, b := arr[k], arr[m-1-k]
			switch {
			case a < 0:
				rd.Bye = players[b]
			case b < 0:
				rd.Bye = players[a]
			default:
				rd.Pairs = append(rd.Pairs, Pair{A: players[min(a, b)], B: players[max(a, b)]})
			}
		}
		rounds = append(rounds, rd)
	}
	return rounds
}
