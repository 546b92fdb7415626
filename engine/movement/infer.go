package movement

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
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
// When the rows do not tell (two pairs equally often at one seat, one pair
// at two tables in one round, two board sets equally likely) Infer returns
// the problems as Mismatches, with the movement as well as it could be made.
func Infer(rows []Row) (Movement, error) {
	var probs Mismatches
	m := Movement{Name: "inferred", OneField: oneField(rows)}
	for _, r := range rows {
		if r.Round < 1 || r.Table < 1 {
			column := "Round"
			if r.Round >= 1 {
				column = "Table"
			}
			probs = append(probs, Mismatch{Kind: Ambiguous, Line: r.Line, Column: column,
				Msg:  fmt.Sprintf("row has no %s, so it cannot be placed in the movement", strings.ToLower(column)),
				Hint: "type the Round and Table of every row, or of none"})
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
	for _, k := range keys {
		s := seats[k]
		ns, p1 := majority(s.ns, k, "NS")
		ew, p2 := majority(s.ew, k, "EW")
		probs = append(probs, p1...)
		probs = append(probs, p2...)
		pairs[k] = [2]int{ns, ew}
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
				probs = append(probs, Mismatch{Kind: Ambiguous, Column: []string{"NS", "EW"}[d],
					Msg:  fmt.Sprintf("pair %d is at table %d and at table %d in round %d", n, prev[0], k[1], k[0]),
					Hint: "correct the pair numbers or the Table on the rows of one of the two tables"})
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
	field := "one field"
	if !m.OneField {
		field = "two fields"
	}
	m.Description = fmt.Sprintf("the movement the rows imply: %d %s, %d %s, %s", m.Tables, plural(m.Tables, "table"), m.Rounds, plural(m.Rounds, "round"), field)
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

// majority returns the pair number most rows of a seat give, and a problem
// when two numbers are given equally often.
func majority(given map[int][]int, seat [2]int, column string) (int, []Mismatch) {
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
	if !tie {
		return best, nil
	}
	var parts []string
	for _, n := range numbers {
		if len(given[n]) == len(bestRows) {
			parts = append(parts, fmt.Sprintf("pair %d on row %d", n, given[n][0]))
		}
	}
	return best, []Mismatch{{Kind: Ambiguous, Line: bestRows[0], Column: column,
		Msg:  fmt.Sprintf("table %d in round %d has %s as %s, as often each", seat[1], seat[0], strings.Join(parts, " and "), column),
		Hint: fmt.Sprintf("correct the %s pair on the rows of that table, so one pair sits %s there", column, column)}}
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
					probs = append(probs, Mismatch{Kind: Ambiguous, Column: "Board",
						Msg:  fmt.Sprintf("%s and %s are each played together at %d %s: the rows do not tell the board sets", boardRange(o.boards), boardRange(c.boards), c.seen, plural(c.seen, "table")),
						Hint: "correct the Board, Round or Table on the rows that put a board with the wrong set"})
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
	seatSet := map[[2]int]int{}
	for _, k := range keys {
		count := map[*candidate]int{}
		var best *candidate
		for _, b := range boardsOf(k) {
			if o := owner[b]; o != nil {
				count[o]++
				if best == nil || count[o] > count[best] || count[o] == count[best] && o.boards[0] < best.boards[0] {
					best = o
				}
			}
		}
		if best != nil {
			seatSet[k] = number[best]
		}
	}
	return sets, seatSet, probs
}
