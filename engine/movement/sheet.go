package movement

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// Entry is one row of a Movement sheet: a table in a round, as a table card
// or a guide card gives it. NS or EW 0 is nobody (the empty seat of a
// sit-out).
type Entry struct {
	Line         int // the sheet row, for problems
	Round, Table int
	NS, EW       int
	Boards       []int
}

// FromEntries is the movement a Movement sheet gives: every table in every
// round, each once on the table cards and again on the guide cards of the
// pairs that sit there. Rows that say the same of a table in a round are
// one seat; a row that says otherwise than an earlier one, a pair at two
// tables in one round, and a table with no row in a round are mismatches,
// on the sheet's rows (Line 0 for a table left out).
//
// The movement is one field unless the rows show two: a number NS and EW in
// the same round (a Mitchell's NS 3 and EW 3). Its board sets are the
// seats' boards, numbered by their first board.
func FromEntries(entries []Entry) (Movement, []Mismatch) {
	var probs []Mismatch
	m := Movement{Name: "sheet"}
	type key struct{ round, table int }
	first := map[key]Entry{}
	var rows []Row
	for _, e := range entries {
		if e.Round < 1 || e.Table < 1 {
			continue // the reader has said what is wrong with the cell
		}
		k := key{e.Round, e.Table}
		if f, ok := first[k]; ok {
			col, what := "", any("")
			switch {
			case f.NS != e.NS:
				col, what = "NS", problem.Part{Format: "%s %v", Args: []any{NS.word(), pairSaid(f.NS)}}
			case f.EW != e.EW:
				col, what = "EW", problem.Part{Format: "%s %v", Args: []any{EW.word(), pairSaid(f.EW)}}
			case !slices.Equal(f.Boards, e.Boards):
				col, what = "Boards", BoardsText(f.Boards)
			}
			if col != "" {
				probs = append(probs, Mismatch{Kind: Inconsistent, Line: e.Line, Column: col}.
					Says("table %d in round %d has %s on row %d", e.Table, e.Round, what, f.Line).
					Hinting("make every card agree: correct this row or that one"))
			}
			continue
		}
		first[k] = e
		m.Rounds, m.Tables = max(m.Rounds, e.Round), max(m.Tables, e.Table)
		rows = append(rows, Row{Line: e.Line, Round: e.Round, Table: e.Table, NS: e.NS, EW: e.EW})
	}
	m.OneField = oneField(rows)
	// A pair at two tables in one round.
	type seen struct{ round, pair int }
	at := map[seen]Entry{}
	keys := make([]key, 0, len(first))
	for k := range first {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b key) int { return cmp.Or(a.round-b.round, first[a].Line-first[b].Line) })
	for _, k := range keys {
		e := first[k]
		for d, n := range []int{e.NS, e.EW} {
			if n == 0 {
				continue
			}
			id := n
			if !m.OneField {
				id = 2*n + d
			}
			s := seen{e.Round, id}
			if prev, ok := at[s]; ok {
				col := []string{"NS", "EW"}[d]
				name := strconv.Itoa(n)
				if !m.OneField {
					name = col + " " + name
				}
				probs = append(probs, Mismatch{Kind: Inconsistent, Line: e.Line, Column: col}.
					Says("pair %s is at table %d and at table %d (row %d) in round %d", name, e.Table, prev.Table, prev.Line, e.Round).
					Hinting("a pair sits at one table a round: correct the pair number on one of the two rows"))
				continue
			}
			at[s] = e
		}
	}
	// Board sets, numbered by their first board.
	var sets [][]int
	for _, k := range keys {
		bs := first[k].Boards
		if len(bs) > 0 && !slices.ContainsFunc(sets, func(s []int) bool { return slices.Equal(s, bs) }) {
			sets = append(sets, bs)
		}
	}
	slices.SortFunc(sets, func(a, b []int) int { return cmp.Or(a[0]-b[0], len(a)-len(b)) })
	for _, s := range sets {
		m.BoardsPerRound = max(m.BoardsPerRound, len(s))
		m.Boards = max(m.Boards, slices.Max(s))
	}
	m.Sets = len(sets)
	m.Seats = make([][]Seat, m.Rounds)
	for r := range m.Seats {
		m.Seats[r] = make([]Seat, m.Tables)
		for t := range m.Seats[r] {
			s := Seat{Round: r + 1, Table: t + 1}
			e, ok := first[key{r + 1, t + 1}]
			if !ok {
				probs = append(probs, Mismatch{Kind: Inconsistent, Column: "Round"}.
					Says("the Movement sheet has no row for table %d in round %d", t+1, r+1).
					Hinting("give every table a row for every round, with nobody's pair number left empty at a table where a pair sits out"))
			} else {
				s.NS, s.EW = m.field(e.NS, NS), m.field(e.EW, EW)
				s.Boards = slices.Clone(e.Boards)
				s.Set = slices.IndexFunc(sets, func(set []int) bool { return slices.Equal(set, e.Boards) }) + 1
			}
			m.Seats[r][t] = s
		}
	}
	m.Shares = shares(m)
	m.Description = m.describe("the Movement sheet's movement")
	return m, probs
}

// describe is what a movement read from a sheet or rows is, for messages:
// "the movement the rows imply: 7 tables, 7 rounds, two fields".
func (m Movement) describe(what string) string {
	field := "one field"
	if !m.OneField {
		field = "two fields"
	}
	return fmt.Sprintf("%s: %d %s, %d %s, %s", what, m.Tables, plural(m.Tables, "table"), m.Rounds, plural(m.Rounds, "round"), field)
}

// pairSaid is pairText in a message: nobody is a Word.
func pairSaid(n int) any {
	if n == 0 {
		return lang.Word("nobody")
	}
	return n
}

func pairText(n int) string {
	if n == 0 {
		return "nobody"
	}
	return strconv.Itoa(n)
}

// WithPhantom makes a pair of the movement nobody: its seat is empty, and
// whoever is due to meet it sits out. A Mitchell for an odd number of pairs
// is the Mitchell for one more pair with a phantom; the stationary NS pair of
// the last table is the usual one, so that the moving pairs sit out in turn
// at one table. Make the phantom before an arrow switch, which renumbers
// the pairs.
func WithPhantom(m Movement, p Pair) (Movement, error) {
	if !slices.Contains(m.Pairs(), p) {
		return Movement{}, errorf("name a pair of the movement", "%s has no pair %s", m.Description, p)
	}
	out := m
	out.Seats = make([][]Seat, len(m.Seats))
	for r := range m.Seats {
		out.Seats[r] = slices.Clone(m.Seats[r])
		for t := range out.Seats[r] {
			s := &out.Seats[r][t]
			if s.NS == p {
				s.NS = Pair{}
			}
			if s.EW == p {
				s.EW = Pair{}
			}
			s.Boards = slices.Clone(s.Boards)
		}
	}
	out.Shares = shares(out)
	out.said = slices.Clone(m.said)
	sitsOut := 0 // the table whose EW pair sits out, when the pair left out is NS of two fields
	if p.Dir == NS && !m.OneField {
		for _, s := range m.Seats[0] {
			if s.NS == p {
				sitsOut = s.Table
			}
		}
	}
	if sitsOut > 0 {
		out.say(lang.Key(", no %s: the EW pair at table %d sits out"), p, sitsOut)
	} else {
		out.say(lang.Key(", no %s"), p)
	}
	return out, nil
}

// BoardsText is a seat's boards as a card prints them: "1-3", "7", or
// "1, 3, 5" when they do not follow on.
func BoardsText(bs []int) string {
	switch {
	case len(bs) == 0:
		return ""
	case len(bs) == 1:
		return strconv.Itoa(bs[0])
	case bs[len(bs)-1]-bs[0] == len(bs)-1 && slices.IsSorted(bs):
		return fmt.Sprintf("%d-%d", bs[0], bs[len(bs)-1])
	}
	parts := make([]string, len(bs))
	for i, b := range bs {
		parts[i] = strconv.Itoa(b)
	}
	return strings.Join(parts, ", ")
}

// ParseBoards reads a card's Boards cell: "1-3" (also "1–3", "1 to 3"),
// "7", "1, 3, 5", or a mixture ("1-3, 7"). Empty is no boards.
func ParseBoards(text string) ([]int, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return nil, nil
	}
	bad := func() ([]int, error) {
		return nil, errorf("write the boards as 1-3, 7, or 1, 3, 5", "boards %q are not board numbers", t)
	}
	var out []int
	for _, part := range strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ';' }) {
		part = strings.TrimSpace(part)
		from, to, isRange := strings.Cut(strings.NewReplacer("–", "-", "—", "-", " to ", "-").Replace(part), "-")
		a, err := strconv.Atoi(strings.TrimSpace(from))
		if err != nil || a < 1 {
			return bad()
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(strings.TrimSpace(to)); err != nil || b < a || b-a > 1000 {
				return bad()
			}
		}
		for n := a; n <= b; n++ {
			if slices.Contains(out, n) {
				return nil, errorf("give each board once", "board %d is given twice in %q", n, t)
			}
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return bad()
	}
	return out, nil
}
