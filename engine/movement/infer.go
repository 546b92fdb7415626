package movement

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/internal/lang"
)

// Infer returns the movement the rows themselves imply, for rows that give
// a Round and Table without a movement to check them against: at each round
// and table the NS and EW pair most of its rows give, and the board set most
// of its boards belong to. Check with the inferred movement then finds the
// rows that disagree with the rest: a wrong pair, swapped pairs, a wrong
// board, a duplicate, and a board missing from a table that played the rest
// of its set.
//
// The movement is one field unless the rows show two: a row with the same
// number NS and EW, or a number NS at one table and EW at another in the same
// round.
//
// When the rows do not tell (two pairs equally often at one seat, neither of
// them seated elsewhere that round; one pair at two tables in one round; two
// board sets equally likely) Infer returns
// the problems as Mismatches, with the movement as well as it could be made.
func Infer(rows []Row) (Movement, error) {
	var probs Mismatches
	m := Movement{Name: "inferred", OneField: oneField(rows)}
	for _, r := range rows {
		if r.Round < 1 || r.Table < 1 {
			column := lang.Key("Round")
			if r.Round >= 1 {
				column = lang.Key("Table")
			}
			probs = append(probs, Mismatch{Kind: Ambiguous, Line: r.Line, Column: column}.
				Says("row has no %s, so it cannot be placed in the movement", lang.Keyed(column)).
				Hinting("type the Round and Table of every row, or of none"))
			continue
		}
		m.Rounds, m.Tables = max(m.Rounds, r.Round), max(m.Tables, r.Table)
	}
	type seatRows struct {
		ns, ew map[int][]int // pair number → the rows giving it
		boards map[int]bool
	}
	seats := map[[2]int]*seatRows{}
	for _, r := range rows {
		if r.Round < 1 || r.Table < 1 {
			continue
		}
		k := [2]int{r.Round, r.Table}
		if seats[k] == nil {
			seats[k] = &seatRows{ns: map[int][]int{}, ew: map[int][]int{}, boards: map[int]bool{}}
		}
		s := seats[k]
		s.ns[r.NS] = append(s.ns[r.NS], r.Line)
		s.ew[r.EW] = append(s.ew[r.EW], r.Line)
		if r.Board > 0 {
			s.boards[r.Board] = true
		}
	}

	// The pairs at each seat: the number most of its rows give.
	keys := make([][2]int, 0, len(seats))
	for k := range seats {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
	pairs := map[[2]int][2]int{}
	// A seat whose rows give two numbers as often (a wrong number on one
	// of a two-board round's rows) takes the one that no other seat of the
	// round has: the other is sitting there.
	type tie struct {
		seat [2]int
		d    int
	}
	var ties []tie
	taken := map[[2]int]bool{} // {round, pair in its field} of the seats told
	id := func(n, d int) int {
		if m.OneField {
			return n
		}
		return n*2 + d
	}
	for _, k := range keys {
		s := seats[k]
		for d, given := range []map[int][]int{s.ns, s.ew} {
			n, tied := majority(given)
			p := pairs[k]
			p[d] = n
			pairs[k] = p
			if tied {
				ties = append(ties, tie{k, d})
			} else if n != 0 {
				taken[[2]int{k[0], id(n, d)}] = true
			}
		}
	}
	for _, t := range ties {
		given := []map[int][]int{seats[t.seat].ns, seats[t.seat].ew}[t.d]
		most := 0
		for _, rs := range given {
			most = max(most, len(rs))
		}
		var free []int
		for n, rs := range given {
			if len(rs) == most && (n == 0 || !taken[[2]int{t.seat[0], id(n, t.d)}]) {
				free = append(free, n)
			}
		}
		if len(free) == 1 {
			p := pairs[t.seat]
			p[t.d] = free[0]
			pairs[t.seat] = p
			continue
		}
		probs = append(probs, tieProblem(given, t.seat, []string{"NS", "EW"}[t.d]))
	}
	// A pair at two seats in one round.
	at := map[[2]int][2]int{} // {round, pair in its field} → table, direction
	for _, k := range keys {
		for d, n := range pairs[k] {
			if n == 0 {
				continue
			}
			id := n
			if !m.OneField {
				id = n*2 + d // NS and EW numbers apart
			}
			if prev, ok := at[[2]int{k[0], id}]; ok {
				probs = append(probs, Mismatch{Kind: Ambiguous, Column: []string{"NS", "EW"}[d]}.
					Says("pair %d is at table %d and at table %d in round %d", n, prev[0], k[1], k[0]).
					Hinting("correct the pair numbers or the Table on the rows of one of the two tables"))
				continue
			}
			at[[2]int{k[0], id}] = [2]int{k[1], d}
		}
	}

	// The board sets: the boards played together at a seat, the sets seen
	// most often first.
	sets, seatSet, p := boardSets(keys, func(k [2]int) []int {
		var bs []int
		for b := range seats[k].boards {
			bs = append(bs, b)
		}
		slices.Sort(bs)
		return bs
	})
	probs = append(probs, p...)
	for _, set := range sets {
		m.BoardsPerRound = max(m.BoardsPerRound, len(set))
		m.Boards = max(m.Boards, set[len(set)-1])
	}
	m.Sets = len(sets)

	m.Seats = make([][]Seat, m.Rounds)
	for r := range m.Seats {
		m.Seats[r] = make([]Seat, m.Tables)
		for t := range m.Seats[r] {
			s := Seat{Round: r + 1, Table: t + 1}
			k := [2]int{r + 1, t + 1}
			if _, ok := seats[k]; ok {
				s.NS, s.EW = m.field(pairs[k][0], NS), m.field(pairs[k][1], EW)
				if set := seatSet[k]; set > 0 {
					s.Set, s.Boards = set, sets[set-1]
				}
			}
			m.Seats[r][t] = s
		}
	}
	m.Shares = shares(m)
	m.Description = m.describe("the movement the rows imply")
	if len(probs) > 0 {
		return m, probs
	}
	return m, nil
}

// oneField reports whether the rows can be one field: no row has one number
// on both sides, and in no round is a number NS at one table and EW at
// another.
func oneField(rows []Row) bool {
	type key struct{ round, pair int }
	ns, ew := map[key]bool{}, map[key]bool{}
	for _, r := range rows {
		if r.NS != 0 && r.NS == r.EW {
			return false
		}
		if r.NS != 0 {
			ns[key{r.Round, r.NS}] = true
		}
		if r.EW != 0 {
			ew[key{r.Round, r.EW}] = true
		}
	}
	for k := range ns {
		if ew[k] {
			return false
		}
	}
	return true
}

// majority returns the pair number most rows of a seat give (the lowest of
// those given as often), and whether another is given as often.
func majority(given map[int][]int) (int, bool) {
	best, bestRows, tie := 0, []int(nil), false
	numbers := make([]int, 0, len(given))
	for n := range given {
		numbers = append(numbers, n)
	}
	slices.Sort(numbers)
	for _, n := range numbers {
		switch rs := given[n]; {
		case len(rs) > len(bestRows):
			best, bestRows, tie = n, rs, false
		case len(rs) == len(bestRows):
			tie = true
		}
	}
	return best, tie
}

// tieProblem says that a seat's rows give two pairs as often.
func tieProblem(given map[int][]int, seat [2]int, column string) Mismatch {
	numbers := make([]int, 0, len(given))
	most := 0
	for n, rs := range given {
		numbers = append(numbers, n)
		most = max(most, len(rs))
	}
	slices.Sort(numbers)
	var parts []string
	line := 0
	for _, n := range numbers {
		if len(given[n]) == most {
			parts = append(parts, fmt.Sprintf("pair %d on row %d", n, given[n][0]))
			if line == 0 {
				line = given[n][0]
			}
		}
	}
	return Mismatch{Kind: Ambiguous, Line: line, Column: column,
		Msg:  fmt.Sprintf("table %d in round %d has %s as %s, as often each", seat[1], seat[0], strings.Join(parts, " and "), column),
		Hint: fmt.Sprintf("correct the %s pair on the rows of that table, so one pair sits %s there", column, column)}
}

// boardSets finds the board sets: the boards of each seat are a candidate
// set; the most often seen, then the largest, that do not overlap one taken
// before are the sets, numbered by their first board. Each seat gets the set
// that holds most of its boards. Two candidates of one size, seen as often
// and overlapping, are a problem: the rows do not tell which is the set.
func boardSets(keys [][2]int, boardsOf func([2]int) []int) ([][]int, map[[2]int]int, []Mismatch) {
	type candidate struct {
		boards []int
		seen   int
	}
	var cands []*candidate
	find := func(bs []int) *candidate {
		for _, c := range cands {
			if slices.Equal(c.boards, bs) {
				return c
			}
		}
		return nil
	}
	for _, k := range keys {
		bs := boardsOf(k)
		if len(bs) == 0 {
			continue
		}
		if c := find(bs); c != nil {
			c.seen++
		} else {
			cands = append(cands, &candidate{boards: bs, seen: 1})
		}
	}
	slices.SortStableFunc(cands, func(a, b *candidate) int {
		return cmp.Or(b.seen-a.seen, len(b.boards)-len(a.boards), a.boards[0]-b.boards[0])
	})
	var probs []Mismatch
	var taken []*candidate
	owner := map[int]*candidate{}
next:
	for _, c := range cands {
		for _, b := range c.boards {
			if o := owner[b]; o != nil {
				if len(o.boards) == len(c.boards) && o.seen == c.seen {
					probs = append(probs, Mismatch{Kind: Ambiguous, Column: "Board"}.
						Says("%s and %s are each played together at %d %s: the rows do not tell the board sets", BoardRange(o.boards), BoardRange(c.boards), c.seen, tablesWord(c.seen)).
						Hinting("correct the Board, Round or Table on the rows that put a board with the wrong set"))
				}
				continue next
			}
		}
		taken = append(taken, c)
		for _, b := range c.boards {
			owner[b] = c
		}
	}
	slices.SortFunc(taken, func(a, b *candidate) int { return a.boards[0] - b.boards[0] })
	sets := make([][]int, len(taken))
	number := map[*candidate]int{}
	for i, c := range taken {
		sets[i] = c.boards
		number[c] = i + 1
	}
	// Each seat takes the set holding most of its boards; between two
	// holding as many (a wrong board on a two-board round's rows), the one
	// no other table has that round, else the lower.
	seatSet := map[[2]int]int{}
	used := map[[2]int]bool{} // {round, set} of the seats told
	tied := map[[2]int][]*candidate{}
	for _, k := range keys {
		count := map[*candidate]int{}
		most := 0
		for _, b := range boardsOf(k) {
			if o := owner[b]; o != nil {
				count[o]++
				most = max(most, count[o])
			}
		}
		var best []*candidate
		for o, n := range count {
			if n == most {
				best = append(best, o)
			}
		}
		slices.SortFunc(best, func(a, b *candidate) int { return a.boards[0] - b.boards[0] })
		switch len(best) {
		case 0:
		case 1:
			seatSet[k] = number[best[0]]
			used[[2]int{k[0], number[best[0]]}] = true
		default:
			tied[k] = best
		}
	}
	for _, k := range keys {
		best, ok := tied[k]
		if !ok {
			continue
		}
		seatSet[k] = number[best[0]]
		var free []*candidate
		for _, c := range best {
			if !used[[2]int{k[0], number[c]}] {
				free = append(free, c)
			}
		}
		if len(free) == 1 {
			seatSet[k] = number[free[0]]
		}
	}
	return sets, seatSet, probs
}

// tablesWord is "table" or "tables" after n, as a message says it.
func tablesWord(n int) lang.Word {
	if n == 1 {
		return lang.Word("table")
	}
	return lang.Word("tables")
}
