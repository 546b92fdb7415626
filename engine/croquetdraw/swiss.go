package croquetdraw

import (
	"cmp"
	"math/bits"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// MaxSwiss is the largest field Swiss draws.
const MaxSwiss = 64

// Standing is a player's place in a Swiss before the round drawn: games
// won and played, byes had, and the grade that breaks a tie of wins.
type Standing struct {
	Player string
	Grade  float64
	Wins   int
	Games  int
	Byes   int
}

// Swiss draws the next round of a Swiss from the event's games so far.
// Every round each player plays one game or has the bye, so the rounds so
// far are the most games any player has, and a player with fewer had a
// bye for each missing one. The players are placed by wins, then grade
// (then name); with an odd number the bye goes to the lowest-placed player
// among those with the fewest byes (no bye, while anyone has none). The
// rest are paired down the list, each with the next player free, with as
// few meetings repeated as any pairing allows: a search that tries the
// pairings in that order, allowing no repeat, then one, and so on, and
// takes the first it finds; of the bye's candidates the lowest placed
// whose pairing repeats the fewest meetings has it.
//
// A game drawn and not yet played means the round is drawn already; a game
// of a player not entered is refused.
func Swiss(es []Entrant, games []Game) (Round, []Standing, *problem.Problem) {
	if p := checkEntrants(es); p != nil {
		return Round{}, nil, p
	}
	if len(es) > MaxSwiss {
		p := problem.Problem{}.Says("%d entrants: a Swiss draws at most %d", len(es), MaxSwiss).
			Hinting("divide the field into blocks with --blocks N")
		return Round{}, nil, &p
	}
	at := map[string]int{}
	st := make([]Standing, len(es))
	for i, e := range es {
		at[strings.ToLower(e.Player)] = i
		st[i] = Standing{Player: e.Player, Grade: e.Grade}
	}
	met := map[[2]string]bool{}
	for _, g := range games {
		ia, oka := at[strings.ToLower(g.A)]
		ib, okb := at[strings.ToLower(g.B)]
		if p := gameProblem(g, oka, okb); p != nil {
			return Round{}, nil, p
		}
		st[ia].Games++
		st[ib].Games++
		if strings.EqualFold(g.Winner, g.A) {
			st[ia].Wins++
		} else {
			st[ib].Wins++
		}
		met[pairKey(g.A, g.B)] = true
	}
	rounds := 0
	for _, s := range st {
		rounds = max(rounds, s.Games)
	}
	for i := range st {
		st[i].Byes = rounds - st[i].Games
	}
	slices.SortStableFunc(st, func(a, b Standing) int {
		if c := cmp.Compare(b.Wins, a.Wins); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Grade, a.Grade); c != 0 {
			return c
		}
		return strings.Compare(a.Player, b.Player)
	})
	order := make([]string, len(st))
	for i, s := range st {
		order[i] = s.Player
	}
	rd := Round{Number: rounds + 1}
	if len(order)%2 == 0 {
		rd.Pairs, rd.Repeats = pairDown(order, met)
		return rd, st, nil
	}
	fewest := st[0].Byes
	for _, s := range st {
		fewest = min(fewest, s.Byes)
	}
	best := -1
	for i := len(st) - 1; i >= 0; i-- {
		if st[i].Byes != fewest {
			continue
		}
		rest := slices.Delete(slices.Clone(order), i, i+1)
		pairs, repeats := pairDown(rest, met)
		if best < 0 || len(repeats) < len(rd.Repeats) {
			best, rd.Pairs, rd.Repeats, rd.Bye = i, pairs, repeats, order[i]
		}
		if len(repeats) == 0 {
			break
		}
	}
	return rd, st, nil
}

// gameProblem refuses a game of a player not entered, and a game not yet
// played.
func gameProblem(g Game, oka, okb bool) *problem.Problem {
	switch {
	case !oka || !okb:
		who, col := g.A, "Winner"
		if oka {
			who, col = g.B, "Loser"
		}
		p := problem.Problem{Sheet: SheetGames, Row: g.Row, Column: col}.
			Says("%s is not entered in the event", who).
			Hinting("add the player to the event's rows on Entries, or correct the name or the Event")
		return &p
	case g.Winner == "":
		p := problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Date"}.
			Says("the game of %s and %s is drawn and not yet played", g.A, g.B).
			Hinting("type its Date when it is played, the winner under Winner; then draw the next round")
		return &p
	}
	return nil
}

// pairDown pairs an even list of players in order, each with the next one
// free, repeating as few of the meetings met as any pairing must: it
// searches the pairings in that order allowing no repeat, then one, … and
// returns the first found, with its repeated pairs.
func pairDown(order []string, met map[[2]string]bool) (pairs, repeats []Pair) {
	n := len(order)
	if n == 0 {
		return nil, nil
	}
	cost := make([][]int, n)
	for i := range cost {
		cost[i] = make([]int, n)
		for j := range cost[i] {
			if i != j && met[pairKey(order[i], order[j])] {
				cost[i][j] = 1
			}
		}
	}
	type state struct {
		used   uint64
		budget int
	}
	failed := map[state]bool{}
	partner := make([]int, n)
	var search func(used uint64, budget int) bool
	search = func(used uint64, budget int) bool {
		if bits.OnesCount64(used) == n {
			return true
		}
		if failed[state{used, budget}] {
			return false
		}
		i := bits.TrailingZeros64(^used)
		for j := i + 1; j < n; j++ {
			if used&(1<<j) != 0 || cost[i][j] > budget {
				continue
			}
			if search(used|1<<i|1<<j, budget-cost[i][j]) {
				partner[i], partner[j] = j, i
				return true
			}
		}
		failed[state{used, budget}] = true
		return false
	}
	for budget := 0; !search(0, budget); budget++ {
	}
	for i := 0; i < n; i++ {
		j := partner[i]
		if j <= i {
			continue
		}
		p := Pair{A: order[i], B: order[j]}
		pairs = append(pairs, p)
		if cost[i][j] > 0 {
			repeats = append(repeats, p)
		}
	}
	return pairs, repeats
}
