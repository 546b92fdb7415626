package movement

import (
	"math"
	"slices"
)

// Balance says how evenly a movement sets every pair against every other,
// by J.R. Manning's measure of competition at matchpoints ("Competition,
// Balance and Arrow-switching", EBU). On a board played n times, two pairs
// compete
//
//	+1    when they play it in the same direction at different tables
//	      (their scores are compared directly),
//	−1    when they play it in opposite directions at different tables
//	      (each is the other's ally: they beat the same opponents),
//	n−1   when they play it against each other (one's gain is all the
//	      other's loss),
//
// and the competition of the two pairs is the sum over the boards. The total
// over all pairs of pairs is the matchpoints given out on the travellers,
// whatever the movement; a movement is balanced when it shares them out
// evenly. Ross Moore ("Too many arrow-switches spoil the balance") tables the
// standard deviation of this measure for Mitchells with and without arrow
// switches; for a complete Howell it ranks movements as the usual count of
// comparisons does.
//
// In a two-field movement (a Mitchell without an arrow switch) only pairs of
// the same field compete with each other, so only they are counted.
//
// The competition is counted per board set (as if the rounds were of one
// board), so that the figures do not depend on the boards per round.
type Balance struct {
	Pairs   int     // pairs in the movement
	Couples int     // pairs of pairs counted
	Total   int     // the competition over all couples: Σ n(n−1) over the board sets
	Mean    float64 // Total / Couples
	SD      float64 // standard deviation of the couples' competition
	Min     int     // the least and the most competition of any couple
	Max     int
	// Percent is 100 × the least sum of squares any sharing of Total among
	// the couples in whole numbers could have, over the movement's sum of
	// squares: 100 when every couple competes as nearly equally as whole
	// numbers allow, less as the movement favours some couples over others.
	Percent float64
}

// Balance measures the movement's balance over its boards.
func (m Movement) Balance() Balance {
	pairs := m.Pairs()
	index := map[Pair]int{}
	for i, p := range pairs {
		index[p] = i
	}
	np := len(pairs)
	comp := make([][]int, np)
	for i := range comp {
		comp[i] = make([]int, np)
	}
	add := func(a, b Pair, v int) {
		i, j := index[a], index[b]
		comp[i][j] += v
		comp[j][i] += v
	}
	// Every play of every board: who sat NS and EW.
	type play struct{ ns, ew Pair }
	plays := map[int][]play{}
	for _, round := range m.Seats {
		for _, s := range round {
			if s.SitOut() {
				continue
			}
			for _, b := range s.Boards {
				plays[b] = append(plays[b], play{s.NS, s.EW})
			}
		}
	}
	for _, ps := range plays {
		h := len(ps) - 1
		for i, a := range ps {
			add(a.ns, a.ew, h)
			for _, b := range ps[i+1:] {
				add(a.ns, b.ns, 1)
				add(a.ew, b.ew, 1)
				add(a.ns, b.ew, -1)
				add(a.ew, b.ns, -1)
			}
		}
	}
	bal := Balance{Pairs: np}
	var values []int
	for i := range pairs {
		for j := i + 1; j < np; j++ {
			if !m.OneField && pairs[i].Dir != pairs[j].Dir {
				continue
			}
			values = append(values, comp[i][j])
		}
	}
	bal.Couples = len(values)
	if bal.Couples == 0 {
		return bal
	}
	// Count per board set: every board of a set is played by the same
	// pairs, so the figures do not depend on the boards per round.
	if b := m.BoardsPerRound; b > 1 && !slices.ContainsFunc(values, func(v int) bool { return v%b != 0 }) {
		for i := range values {
			values[i] /= b
		}
	}
	ss := 0
	bal.Min, bal.Max = values[0], values[0]
	for _, v := range values {
		bal.Total += v
		ss += v * v
		bal.Min, bal.Max = min(bal.Min, v), max(bal.Max, v)
	}
	n := float64(bal.Couples)
	bal.Mean = float64(bal.Total) / n
	bal.SD = math.Sqrt(max(0, float64(ss)/n-bal.Mean*bal.Mean))
	// The least sum of squares of Couples whole numbers adding up to
	// Total: as equal as can be, q or q+1.
	q, r := floorDiv(bal.Total, bal.Couples)
	least := (bal.Couples-r)*q*q + r*(q+1)*(q+1)
	switch {
	case ss == 0:
		bal.Percent = 100
	default:
		bal.Percent = 100 * float64(least) / float64(ss)
	}
	return bal
}

// floorDiv returns the quotient rounded down and the remainder, from 0 to
// b−1, of a by b.
func floorDiv(a, b int) (int, int) {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q, a - q*b
}
