package draw

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
)

// MaxRoundRobin is the largest field RoundRobin schedules.
const MaxRoundRobin = 10

// RoundRobin schedules a complete round robin of n teams, 2 ≤ n ≤ 10, by
// the circle method: every two teams meet exactly once, in n − 1 rounds
// for an even n and n rounds for an odd n, when each team has one bye.
//
// Teams are the numbers "1" … "n": team k is the k-th team of the Teams
// list. Home and away are balanced: with an odd n every team is at home in
// (n − 1)/2 matches; with an even n in n/2 or n/2 − 1 (n − 1 matches cannot
// split evenly). Tables are numbered by the lower team number in each
// match. No draw repeats a meeting, so Repeats is always empty; Order is
// the teams in number order.
//
// The circle: for an odd n, in round r (counting from 0) team r + 1 sits
// out and teams r + 1 ± k (counting round the circle of n) meet, the one at
// +k at home. For an even n, team n takes the sitting-out team's place,
// at home in every other round.
func RoundRobin(n int) ([]Draw, error) {
	if n < 2 || n > MaxRoundRobin {
		return nil, fmt.Errorf("a round robin is for 2 to %d teams, not %d", MaxRoundRobin, n)
	}
	m := n // the circle: teams 0 … m−1
	if n%2 == 0 {
		m = n - 1
	}
	id := func(i int) string { return strconv.Itoa(i + 1) }
	order := make([]string, n)
	for i := range order {
		order[i] = id(i)
	}
	var rounds []Draw
	for r := range m {
		var pairs [][2]int
		for k := 1; k <= (m-1)/2; k++ {
			pairs = append(pairs, [2]int{(r + k) % m, (r - k + m) % m})
		}
		d := Draw{Round: r + 1, Order: slices.Clone(order)}
		if n == m {
			d.Bye = id(r)
		} else if r%2 == 0 {
			pairs = append(pairs, [2]int{n - 1, r})
		} else {
			pairs = append(pairs, [2]int{r, n - 1})
		}
		slices.SortFunc(pairs, func(a, b [2]int) int { return cmp.Compare(min(a[0], a[1]), min(b[0], b[1])) })
		for t, p := range pairs {
			d.Tables = append(d.Tables, Table{Table: t + 1, Home: id(p[0]), Away: id(p[1])})
		}
		rounds = append(rounds, d)
	}
	return rounds, nil
}
