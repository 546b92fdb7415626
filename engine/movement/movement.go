package movement

import (
	"slices"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// Direction is the way a pair sits. In a two-field movement (a Mitchell
// without an arrow switch) every pair is NS or EW, and NS 3 and EW 3 are two
// different pairs. In a one-field movement (a Howell, an arrow-switched
// Mitchell) a pair's number alone names it and its Direction is Either.
type Direction int

const (
	Either Direction = iota
	NS
	EW
)

func (d Direction) String() string {
	switch d {
	case NS:
		return "NS"
	case EW:
		return "EW"
	}
	return ""
}

// word is the direction as a message says it, translated with it.
func (d Direction) word() lang.Word {
	switch d {
	case NS:
		return lang.Word("NS")
	case EW:
		return lang.Word("EW")
	}
	return ""
}

// Pair names a pair of the movement. Number 0 is nobody: the seat of a pair
// that sits out (a phantom).
type Pair struct {
	Number int
	Dir    Direction
}

// Nobody reports whether the pair is the empty seat of a sit-out.
func (p Pair) Nobody() bool { return p.Number == 0 }

// String is "7" in one field, "NS 7" or "EW 7" in a two-field movement and
// "nobody" for the empty seat.
func (p Pair) String() string {
	switch {
	case p.Number == 0:
		return "nobody"
	case p.Dir == Either:
		return strconv.Itoa(p.Number)
	}
	return p.Dir.String() + " " + strconv.Itoa(p.Number)
}

// said is the pair as a message names it, its direction translated with
// the message: "NS 5", "5" or "nobody".
func (p Pair) said() any {
	switch {
	case p.Number == 0:
		return lang.Word("nobody")
	case p.Dir == Either:
		return p.Number
	}
	return problem.Part{Format: "%s %d", Args: []any{p.Dir.word(), p.Number}}
}

// Seat is one table in one round: who sits NS and EW, and the boards they
// play. When NS or EW is nobody, the other pair sits out and the boards are
// not played there.
type Seat struct {
	Round, Table int
	NS, EW       Pair
	Set          int   // the board set, numbered from 1; 0 when the seat plays nothing
	Boards       []int // the board numbers of the set, in order
}

// SitOut reports whether nobody plays at the seat this round: one of the two
// pairs is missing (a phantom), or both.
func (s Seat) SitOut() bool { return s.NS.Nobody() || s.EW.Nobody() }

// Relay is where boards rest on bye stands (relay tables) between two
// tables: the boards that table From finishes rest on Stands bye stands, one
// round on each, and reach table To after that.
type Relay struct {
	From, To int
	Stands   int
}

// Share is a board set played at more than one table in the same round:
// the tables pass the boards between them during the round.
type Share struct {
	Round, Set int
	Tables     []int
}

// Movement is a pairs movement: for each round and table, who plays whom on
// which boards. Board set s holds boards (s−1)·BoardsPerRound+1 to
// s·BoardsPerRound.
type Movement struct {
	Name        string // mitchell, mitchell-skip, mitchell-relay, howell or inferred
	Description string // one line for people: "7-table Mitchell, 7 rounds of 3 boards"
	// said is Description in parts a language can say (Describe): each a
	// catalogue key and its arguments. Empty for a movement read from a
	// sheet or inferred, whose Description only messages print.
	said   []phrase
	Source string // whose table the movement is, when it is a published one

	Tables, Rounds, BoardsPerRound int
	Sets                           int // board sets in play: the highest set number any seat plays
	Boards                         int // Sets × BoardsPerRound: the boards the director deals

	OneField bool  // false: two fields, NS and EW (a Mitchell without an arrow switch)
	Switched []int // the arrow-switched rounds, if any

	Seats  [][]Seat // Seats[round−1][table−1]
	Relays []Relay  // bye stands in the boards' path, when the boards move round the room
	Shares []Share  // board sets played at more than one table in one round
}

// Seat returns the seat at a table in a round, and false when the movement
// has no such round or table.
func (m Movement) Seat(round, table int) (Seat, bool) {
	if round < 1 || round > len(m.Seats) || table < 1 || table > len(m.Seats[round-1]) {
		return Seat{}, false
	}
	return m.Seats[round-1][table-1], true
}

// Where returns the seat of a pair in a round, and false when the pair does
// not sit anywhere that round.
func (m Movement) Where(p Pair, round int) (Seat, bool) {
	if round < 1 || round > len(m.Seats) || p.Nobody() {
		return Seat{}, false
	}
	for _, s := range m.Seats[round-1] {
		if s.NS == p || s.EW == p {
			return s, true
		}
	}
	return Seat{}, false
}

// Pairs returns every pair of the movement: in one field by number, in two
// fields the NS pairs and then the EW pairs.
func (m Movement) Pairs() []Pair {
	seen := map[Pair]bool{}
	var ps []Pair
	for _, round := range m.Seats {
		for _, s := range round {
			for _, p := range []Pair{s.NS, s.EW} {
				if !p.Nobody() && !seen[p] {
					seen[p] = true
					ps = append(ps, p)
				}
			}
		}
	}
	slices.SortFunc(ps, func(a, b Pair) int {
		if a.Dir != b.Dir {
			return int(a.Dir) - int(b.Dir)
		}
		return a.Number - b.Number
	})
	return ps
}

// SetBoards returns the board numbers of a board set.
func (m Movement) SetBoards(set int) []int {
	if set < 1 {
		return nil
	}
	bs := make([]int, m.BoardsPerRound)
	for i := range bs {
		bs[i] = (set-1)*m.BoardsPerRound + i + 1
	}
	return bs
}

// Resting returns the board sets that no table plays in a round: the sets on
// bye stands (or in the relay area), in order.
func (m Movement) Resting(round int) []int {
	if round < 1 || round > len(m.Seats) {
		return nil
	}
	played := make([]bool, m.Sets+1)
	for _, s := range m.Seats[round-1] {
		if !s.SitOut() {
			played[s.Set] = true
		}
	}
	var rest []int
	for set := 1; set <= m.Sets; set++ {
		if !played[set] {
			rest = append(rest, set)
		}
	}
	return rest
}

// field returns the pair a number in a row's NS or EW column names.
func (m Movement) field(number int, dir Direction) Pair {
	if number == 0 {
		return Pair{}
	}
	if m.OneField {
		return Pair{Number: number}
	}
	return Pair{Number: number, Dir: dir}
}

// seatSpec is what a generator says of one seat: the pairs and the set.
type seatSpec struct {
	ns, ew Pair
	set    int
}

// build fills in a movement from a generator's seats: the board numbers of
// each seat, the sets in play and the shared sets.
func build(m Movement, seat func(round, table int) seatSpec) Movement {
	m.Seats = make([][]Seat, m.Rounds)
	m.Sets = 0
	for r := 1; r <= m.Rounds; r++ {
		m.Seats[r-1] = make([]Seat, m.Tables)
		for t := 1; t <= m.Tables; t++ {
			sp := seat(r, t)
			s := Seat{Round: r, Table: t, NS: sp.ns, EW: sp.ew, Set: sp.set}
			m.Seats[r-1][t-1] = s
			if !s.SitOut() {
				m.Sets = max(m.Sets, s.Set)
			}
		}
	}
	for r := range m.Seats {
		for t := range m.Seats[r] {
			m.Seats[r][t].Boards = m.SetBoards(m.Seats[r][t].Set)
		}
	}
	m.Boards = m.Sets * m.BoardsPerRound
	m.Shares = shares(m)
	return m
}

// shares lists the sets played at more than one table in a round.
func shares(m Movement) []Share {
	var out []Share
	for r, round := range m.Seats {
		tables := map[int][]int{}
		for _, s := range round {
			if !s.SitOut() {
				tables[s.Set] = append(tables[s.Set], s.Table)
			}
		}
		for set := 1; set <= m.Sets; set++ {
			if len(tables[set]) > 1 {
				out = append(out, Share{Round: r + 1, Set: set, Tables: tables[set]})
			}
		}
	}
	return out
}

// A phrase is a part of a movement's description: a catalogue key (marked
// with lang.Key where it is made) and its arguments, of which a roundList
// value is a list of round numbers said in the language (1, 2 and 3).
type phrase struct {
	format string
	args   []any
}

// roundList is round numbers in a phrase.
type roundList []int

// say adds a part to the movement's description, in English to Description
// and kept to be said in another language by Describe.
func (m *Movement) say(format string, args ...any) {
	m.said = append(m.said, phrase{format, args})
	m.Description += phraseIn(lang.English, phrase{format, args})
}

func phraseIn(l lang.Lang, p phrase) string {
	args := make([]any, len(p.args))
	for i, a := range p.args {
		if p, ok := a.(Pair); ok && p.Number > 0 && p.Dir != Either {
			a = l.T(p.Dir.String()) + " " + strconv.Itoa(p.Number) // NZ 3 in Dutch
		} else if p, ok := a.(Pair); ok {
			a = p.String()
		}
		if rs, ok := a.(roundList); ok {
			words := make([]string, len(rs))
			for k, r := range rs {
				words[k] = strconv.Itoa(r)
			}
			a = words[0]
			if len(words) > 1 {
				a = l.F("%s and %s", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
			}
		}
		args[i] = a
	}
	return l.F(p.format, args...)
}

// Describe is the movement's description in a language, as table cards
// and the director's summary print it ("5-table Mitchell, 5 rounds of 5
// boards"); a movement read from a sheet or inferred has only its English
// Description.
func (m Movement) Describe(l lang.Lang) string {
	if len(m.said) == 0 {
		return m.Description
	}
	var b strings.Builder
	for _, p := range m.said {
		b.WriteString(phraseIn(l, p))
	}
	return b.String()
}

// describe says a generated movement's kind (a catalogue key: "%d-table
// Mitchell") and its rounds and boards.
func describe(m *Movement, kind string, args ...any) {
	m.Description = ""
	m.said = nil
	m.say(kind, args...)
	switch {
	case m.Rounds == 1 && m.BoardsPerRound == 1:
		m.say(lang.Key(", 1 round of 1 board"))
	case m.Rounds == 1:
		m.say(lang.Key(", 1 round of %d boards"), m.BoardsPerRound)
	case m.BoardsPerRound == 1:
		m.say(lang.Key(", %d rounds of 1 board"), m.Rounds)
	default:
		m.say(lang.Key(", %d rounds of %d boards"), m.Rounds, m.BoardsPerRound)
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// BoardRange is "boards 4 to 6", "board 4" or "no boards", as a part of
// a message, said in its language (the individual movements' checks say it
// too).
func BoardRange(bs []int) problem.Part {
	switch {
	case len(bs) == 0:
		return problem.Say("no boards")
	case len(bs) == 1:
		return problem.Say("board %d", bs[0])
	case len(bs) == 2:
		return problem.Say("boards %d and %d", bs[0], bs[1])
	case bs[len(bs)-1]-bs[0] == len(bs)-1:
		return problem.Say("boards %d to %d", bs[0], bs[len(bs)-1])
	}
	parts := make([]string, len(bs))
	for i, b := range bs {
		parts[i] = strconv.Itoa(b)
	}
	return problem.Say("boards %s", strings.Join(parts, ", "))
}
