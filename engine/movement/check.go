package movement

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// Row is what a Results row says of where it was played: the round, the
// table, the board and the pair numbers as typed. NS or EW 0 is an empty
// cell (a sit-out). In a two-field movement the NS column holds NS pair
// numbers and the EW column EW pair numbers.
type Row struct {
	Line         int // the sheet row, for the mismatch
	Round, Table int
	Board        int
	NS, EW       int
}

// Kind is what is wrong with a row, or missing.
type Kind int

const (
	WrongPair     Kind = iota + 1 // a pair at a table it cannot be at in that round
	Swapped                       // NS and EW swapped
	WrongTable                    // the pairs met at another table that round
	WrongRound                    // the pairs met in another round
	WrongBoard                    // a board the table did not have that round
	NotInMovement                 // a round or table the movement does not have
	Duplicate                     // a second row for one board at one table in one round
	Missing                       // a board of the movement with no row
	Ambiguous                     // Infer: the rows do not tell one movement
	Inconsistent                  // FromEntries: a Movement sheet's rows disagree, or leave a table out
)

var kindNames = [...]string{"", "wrong pair", "swapped", "wrong table", "wrong round", "wrong board", "not in movement", "duplicate", "missing", "ambiguous", "inconsistent"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Mismatch is one row that does not agree with the movement, or one row of
// the movement that is missing. Msg says what was expected, in one line,
// lower case, without a trailing period; Hint says how to put it right.
type Mismatch struct {
	Kind   Kind
	Line   int    // the sheet row; 0 for a missing row
	Column string // Round, Table, Board, NS or EW; "" for the whole row
	Want   Row    // what the movement has for the row (Line 0; Board 0 when the board is wrong); empty for Duplicate, NotInMovement and Ambiguous
	Msg    string
	Hint   string
	said   problem.Problem // Msg and Hint as they were made, for the director's language
}

// Says is the mismatch with its message made from a format and its
// arguments (kept for the director's language, as problem.Problem's Says
// keeps them).
func (m Mismatch) Says(format string, args ...any) Mismatch {
	said := m.said.Says(format, args...)
	return Mismatch{m.Kind, m.Line, m.Column, m.Want, said.Msg, said.Hint, said}
}

// Hinting is the mismatch with its hint made from a format and arguments.
func (m Mismatch) Hinting(format string, args ...any) Mismatch {
	said := m.said.Hinting(format, args...)
	return Mismatch{m.Kind, m.Line, m.Column, m.Want, said.Msg, said.Hint, said}
}

// Problem is the mismatch as the engine reports problems, on the given
// sheet (Results). A mismatch is made with Says and Hinting.
func (m Mismatch) Problem(sheet string) problem.Problem {
	return m.said.At(sheet, m.Line, m.Column)
}

func (m Mismatch) Error() string {
	if m.Line > 0 {
		return fmt.Sprintf("row %d: %s", m.Line, m.Msg)
	}
	return m.Msg
}

// Mismatches is every mismatch found in one pass; as an error it says the
// first and how many more.
type Mismatches []Mismatch

func (ms Mismatches) Error() string {
	switch len(ms) {
	case 0:
		return "no mismatches"
	case 1:
		return ms[0].Error()
	}
	return fmt.Sprintf("%s (and %d more)", ms[0].Error(), len(ms)-1)
}

// slot is one board at one table in one round.
type slot struct{ round, table, board int }

// Check compares the rows with the movement and returns every mismatch:
// rows first, in the order given, then the missing rows of the movement by
// round, table and board.
//
// A row whose pairs are not the ones the movement seats at its round and
// table has NS and EW swapped, if the two are the seat's pairs the other way
// round. Otherwise the board tells what is wrong: if the table had the board
// that round, a pair number is; if not, and the two pairs met at another
// table that round, or in another round where the board was, the Table or
// the Round is (and the board is checked against where they met).
//
// A pair of the movement that is on no row at all is taken as absent (the
// phantom of a half table): a row with 0 in its place is a sit-out, and its
// boards are not missing.
func Check(m Movement, rows []Row) []Mismatch { return check(m, rows, false) }

// CheckSitOuts is Check where a sit-out is scored (the Sit-out setting a
// percentage): its row is the sitting-out pair's score on the board, so a
// sit-out seat's board with no row is missing too.
func CheckSitOuts(m Movement, rows []Row) []Mismatch { return check(m, rows, true) }

func check(m Movement, rows []Row, sitOuts bool) []Mismatch {
	absent := absentPairs(m, rows)
	var out []Mismatch
	taken := map[slot]int{} // slot → the row that has it
	for _, row := range rows {
		ms, at, ok := checkRow(m, row, absent)
		out = append(out, ms...)
		if !ok {
			continue
		}
		if first, dup := taken[at]; dup {
			out = append(out, Mismatch{
				Kind: Duplicate, Line: row.Line, Column: "Board",
			}.Says("board %d at table %d in round %d is already on row %d", at.board, at.table, at.round, first).
				Hinting("delete one of the two rows, or correct its Board, Round or Table"))
			continue
		}
		taken[at] = row.Line
	}
	for _, round := range m.Seats {
		for _, s := range round {
			if s.SitOut() {
				if sitOuts {
					out = append(out, missingSitOuts(s, taken, absent)...)
				}
				continue
			}
			if absent[s.NS] || absent[s.EW] {
				continue
			}
			for _, b := range s.Boards {
				if _, ok := taken[slot{s.Round, s.Table, b}]; ok {
					continue
				}
				want := Row{Round: s.Round, Table: s.Table, Board: b, NS: s.NS.Number, EW: s.EW.Number}
				out = append(out, Mismatch{
					Kind: Missing, Want: want,
				}.Says("no row for board %d at table %d in round %d (NS %d, EW %d)", b, s.Table, s.Round, s.NS.Number, s.EW.Number).
					Hinting("add the row from the traveller, or give the board an adjusted score"))
			}
		}
	}
	return out
}

// missingSitOuts lists a sit-out seat's boards that have no row, unless
// the pair sitting out is absent (on no row at all) or the seat is empty.
func missingSitOuts(s Seat, taken map[slot]int, absent map[Pair]bool) []Mismatch {
	p, side := s.NS, "NS"
	if p.Nobody() {
		p, side = s.EW, "EW"
	}
	if p.Nobody() || absent[p] {
		return nil
	}
	var out []Mismatch
	for _, b := range s.Boards {
		if _, ok := taken[slot{s.Round, s.Table, b}]; ok {
			continue
		}
		out = append(out, Mismatch{
			Kind: Missing, Want: Row{Round: s.Round, Table: s.Table, Board: b, NS: s.NS.Number, EW: s.EW.Number},
		}.Says("no row for board %d at table %d in round %d, where %s %d sits out", b, s.Table, s.Round, side, p.Number).
			Hinting("add the row with the pair and nobody against it: with Sit-out a percentage, it is the pair's score on the board"))
	}
	return out
}

// absentPairs returns the pairs of the movement that no row names.
func absentPairs(m Movement, rows []Row) map[Pair]bool {
	if len(rows) == 0 {
		return nil
	}
	named := map[Pair]bool{}
	for _, r := range rows {
		named[m.field(r.NS, NS)] = true
		named[m.field(r.EW, EW)] = true
	}
	absent := map[Pair]bool{}
	for _, p := range m.Pairs() {
		if !named[p] {
			absent[p] = true
		}
	}
	return absent
}

// checkRow checks one row and returns its mismatches and the slot it fills,
// if it fills one: its own, or the one where its pairs really met.
func checkRow(m Movement, row Row, absent map[Pair]bool) ([]Mismatch, slot, bool) {
	mis := func(k Kind, column, hint, format string, args ...any) Mismatch {
		return Mismatch{Kind: k, Line: row.Line, Column: column}.Says(format, args...).Hinting(hint)
	}
	if row.Round < 1 || row.Round > m.Rounds {
		return []Mismatch{mis(NotInMovement, "Round", "correct the Round",
			"round %d is not in the movement: it has rounds 1 to %d", row.Round, m.Rounds)}, slot{}, false
	}
	if row.Table < 1 || row.Table > m.Tables {
		return []Mismatch{mis(NotInMovement, "Table", "correct the Table",
			"table %d is not in the movement: it has tables 1 to %d", row.Table, m.Tables)}, slot{}, false
	}
	seat, _ := m.Seat(row.Round, row.Table)
	ns, ew := m.field(row.NS, NS), m.field(row.EW, EW)
	var out []Mismatch
	// fits says whether a typed pair is the one the seat has, taking an
	// empty cell for an absent pair.
	fits := func(typed, want Pair) bool { return typed == want || typed.Nobody() && absent[want] }
	switch {
	case fits(ns, seat.NS) && fits(ew, seat.EW):
	case row.NS != row.EW && row.NS == seat.EW.Number && row.EW == seat.NS.Number:
		out = append(out, mis(Swapped, "NS", "swap the NS and EW pair numbers on this row",
			"NS and EW swapped: at table %d in round %d pair %d sits NS and pair %d EW", seat.Table, seat.Round, seat.NS.Number, seat.EW.Number))
	default:
		// The board says which is wrong: the pairs, if the table had the
		// board that round; else the Table or Round, if the pairs met where
		// the board was.
		met, ok := meeting(m, row)
		if ok && !slices.Contains(seat.Boards, row.Board) && (slices.Contains(met.Boards, row.Board) || met.Round == row.Round) {
			seat = met
			if met.Round == row.Round {
				out = append(out, mis(WrongTable, "Table", "correct the Table, or the pair numbers",
					"pairs %d and %d played at table %d in round %d, not at table %d", row.NS, row.EW, met.Table, met.Round, row.Table))
			} else {
				out = append(out, mis(WrongRound, "Round", "correct the Round, or the pair numbers",
					"pairs %d and %d met in round %d at table %d, not in round %d", row.NS, row.EW, met.Round, met.Table, row.Round))
			}
			break
		}
		if !fits(ns, seat.NS) {
			out = append(out, wrongPair(m, row, "NS", ns, seat.NS, seat))
		}
		if !fits(ew, seat.EW) {
			out = append(out, wrongPair(m, row, "EW", ew, seat.EW, seat))
		}
	}
	ok := slices.Contains(seat.Boards, row.Board)
	switch {
	case ok:
	case row.Board < 1 || row.Board > m.Boards:
		out = append(out, mis(WrongBoard, "Board", "correct the Board",
			"board %d is not in the movement: it has boards 1 to %d", row.Board, m.Boards))
	default:
		out = append(out, mis(WrongBoard, "Board", "correct the Board, or the Round and Table",
			"board %d was not at table %d in round %d: the table had %s", row.Board, seat.Table, seat.Round, BoardRange(seat.Boards)))
	}
	want := Row{Round: seat.Round, Table: seat.Table, NS: seat.NS.Number, EW: seat.EW.Number}
	if ok {
		want.Board = row.Board
	}
	for i := range out {
		out[i].Want = want
	}
	if !ok {
		return out, slot{}, false
	}
	return out, slot{seat.Round, seat.Table, row.Board}, true
}

// Seated returns the pair the movement seats in a row's NS or EW column,
// for a row whose pair number there names no pair (one not in Pairs): the
// seat's pair when the movement has one there; else, when the seat is
// empty (a movement inferred from the other rows, none of which was played
// at that table that round), the one pair of the field that sits nowhere in
// the round and is not the row's other pair. It returns false when the
// movement does not tell: no such round or table, or no pair or several
// left over.
func (m Movement) Seated(row Row, dir Direction) (Pair, bool) {
	seat, ok := m.Seat(row.Round, row.Table)
	if !ok {
		return Pair{}, false
	}
	want, other := seat.NS, m.field(row.EW, EW)
	if dir == EW {
		want, other = seat.EW, m.field(row.NS, NS)
	}
	if !want.Nobody() {
		return want, true
	}
	if !seat.NS.Nobody() || !seat.EW.Nobody() {
		return Pair{}, false // a sit-out seat: nobody sits there
	}
	var left []Pair
	for _, p := range m.Pairs() {
		if m.OneField || p.Dir == dir {
			if _, seated := m.Where(p, row.Round); !seated && p != other {
				left = append(left, p)
			}
		}
	}
	if len(left) != 1 {
		return Pair{}, false
	}
	return left[0], true
}

// meeting finds where the row's two pairs meet in the movement, either way
// round: at another table in the row's round if they do, else in the first
// round they meet.
func meeting(m Movement, row Row) (Seat, bool) {
	if row.NS == 0 || row.EW == 0 {
		return Seat{}, false
	}
	meets := func(s Seat) bool {
		return s.NS == m.field(row.NS, NS) && s.EW == m.field(row.EW, EW) ||
			s.NS == m.field(row.EW, NS) && s.EW == m.field(row.NS, EW)
	}
	for _, s := range m.Seats[row.Round-1] {
		if s.Table != row.Table && meets(s) {
			return s, true
		}
	}
	for _, round := range m.Seats {
		for _, s := range round {
			if s.Round != row.Round && meets(s) {
				return s, true
			}
		}
	}
	return Seat{}, false
}

// wrongPair says which pair the seat has instead of the typed one, and
// where the typed pair is that round.
func wrongPair(m Movement, row Row, column string, typed, want Pair, seat Seat) Mismatch {
	dir := NS
	if column == "EW" {
		dir = EW
	}
	mm := Mismatch{Kind: WrongPair, Line: row.Line, Column: column}
	switch {
	case typed.Nobody():
		mm = mm.Says("no %s pair: at table %d in round %d the movement has pair %d %s", dir.word(), seat.Table, seat.Round, want.Number, dir.word())
	case want.Nobody():
		other := seat.NS
		if other.Nobody() {
			other = seat.EW
		}
		mm = mm.Says("pair %d cannot sit %s at table %d in round %d: pair %d sits out there", typed.Number, dir.word(), seat.Table, seat.Round, other.Number)
	default:
		mm = mm.Says("pair %d cannot sit %s at table %d in round %d: the movement has pair %d there", typed.Number, dir.word(), seat.Table, seat.Round, want.Number)
	}
	switch s, ok := m.Where(typed, seat.Round); {
	case typed.Nobody():
		mm = mm.Hinting("type pair %d, or leave the row out if nobody played", want.Number)
	case ok:
		d := NS
		if s.EW == typed {
			d = EW
		}
		mm = mm.Hinting("in round %d pair %d sits %s at table %d; check the pair number, Round and Table", seat.Round, typed.Number, d.word(), s.Table)
	default:
		mm = mm.Hinting("the movement has no %s; %s", typed.said(), pairsList(m, dir))
	}
	return mm
}

// pairsList is "the NS pairs are 1 to 8" or "the pairs are 1 to 14", as
// a part of a message.
func pairsList(m Movement, dir Direction) problem.Part {
	var ns []int
	for _, p := range m.Pairs() {
		if m.OneField || p.Dir == dir {
			ns = append(ns, p.Number)
		}
	}
	if len(ns) == 0 {
		return problem.Say("it has no pairs")
	}
	slices.SortFunc(ns, cmp.Compare)
	if ns[len(ns)-1]-ns[0] == len(ns)-1 {
		if m.OneField {
			return problem.Say("the pairs are %d to %d", ns[0], ns[len(ns)-1])
		}
		return problem.Say("the %s pairs are %d to %d", dir.word(), ns[0], ns[len(ns)-1])
	}
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprint(n)
	}
	if m.OneField {
		return problem.Say("the pairs are %s", strings.Join(parts, ", "))
	}
	return problem.Say("the %s pairs are %s", dir.word(), strings.Join(parts, ", "))
}
