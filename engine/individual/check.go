package individual

import (
	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// sheetResults is the sheet a Results row is on, where the problems of
// Check and Missing are placed.
const sheetResults = "Results"

// Row is what a Results row says of where it was played: the sheet row,
// the round and table, the board and the four players' numbers. A
// ResultRow is one, with how the board went.
type Row struct {
	Line int // the Results sheet row
	// Round and Table are where the board was played, when the sheet says:
	// 0 when not given, −1 when the cell could not be read.
	Round, Table int
	Board        int // −1 when it could not be read
	// Seats are the player numbers at North, South, East and West: 0 for
	// nobody (a sit-out), −1 when the cell could not be read.
	Seats [4]int
}

// seatNames are the columns of the four seats, in the order N, S, E, W,
// and seatWords the seats as a message says them, translated with it.
var (
	seatNames = [4]string{"N", "S", "E", "W"}
	seatWords = [4]lang.Word{lang.Word("N"), lang.Word("S"), lang.Word("E"), lang.Word("W")}
)

func (s Seat) players() [4]int { return [4]int{s.N, s.S, s.E, s.W} }

// Check checks one Results row against the movement: the round and table
// are the movement's, the four players are the ones it seats there, and
// the board is one the table plays that round. It returns every problem
// with the row, each placed on the row's line and the column that is
// wrong, or nil when the row agrees.
//
// North and South (or East and West) typed the other way round are the
// same partnership on the same side, which scores the same: that is not a
// problem. The two sides the other way round are one problem, on N.
func (m Movement) Check(row Row) []problem.Problem {
	at := func(p *problem.Problem, column string) problem.Problem { return p.At(sheetResults, row.Line, column) }
	if row.Round < 1 || row.Round > m.Rounds {
		return []problem.Problem{at(problem.New("correct the Round",
			"round %d is not in the individual movement: it has rounds 1 to %d", row.Round, m.Rounds), "Round")}
	}
	if row.Table < 1 || row.Table > m.Tables {
		return []problem.Problem{at(problem.New("correct the Table",
			"table %d is not in the individual movement: it has tables 1 to %d", row.Table, m.Tables), "Table")}
	}
	seat, _ := m.Seat(row.Round, row.Table)
	var out []problem.Problem
	want, typed := seat.players(), row.Seats
	samePair := func(a, b, c, d int) bool { return a == c && b == d || a == d && b == c }
	switch {
	case samePair(typed[0], typed[1], want[0], want[1]) && samePair(typed[2], typed[3], want[2], want[3]):
	case samePair(typed[0], typed[1], want[2], want[3]) && samePair(typed[2], typed[3], want[0], want[1]):
		out = append(out, at(problem.New("swap the NS and EW players on this row",
			"NS and EW swapped: at table %d in round %d players %d and %d sit NS and players %d and %d EW",
			seat.Table, seat.Round, seat.N, seat.S, seat.E, seat.W), "N"))
	default:
		for i, p := range typed {
			if p == want[i] || samePartner(typed, want, i) {
				continue
			}
			out = append(out, m.wrongPlayer(row, i, p, want[i], seat))
		}
	}
	if !contains(seat.Boards, row.Board) {
		if row.Board < 1 || row.Board > m.Boards {
			out = append(out, at(problem.New("correct the Board",
				"board %d is not in the individual movement: it has boards 1 to %d", row.Board, m.Boards), "Board"))
		} else {
			out = append(out, at(problem.New("correct the Board, or the Round and Table",
				"board %d was not at table %d in round %d: the table had %s", row.Board, seat.Table, seat.Round, movement.BoardRange(seat.Boards)), "Board"))
		}
	}
	return out
}

// samePartner reports whether seat i's typed player is the movement's
// player in the partner's seat, and the partner's typed player the one in
// seat i: a partnership typed the other way round.
func samePartner(typed, want [4]int, i int) bool {
	j := i ^ 1 // N↔S, E↔W
	return typed[i] == want[j] && typed[j] == want[i]
}

// wrongPlayer says who the movement seats where a row has another player,
// and where the typed player sits that round.
func (m Movement) wrongPlayer(row Row, i, typed, want int, seat Seat) problem.Problem {
	col := seatNames[i]
	p := problem.Problem{}
	switch s, j, ok := m.Where(typed, seat.Round); {
	case typed == 0:
		p = p.Says("no %s player: at table %d in round %d the movement has player %d %s",
			seatWords[i], seat.Table, seat.Round, want, seatWords[i]).
			Hinting("type player %d", want)
	case ok:
		p = p.Says("player %d cannot sit %s at table %d in round %d: the movement has player %d there",
			typed, seatWords[i], seat.Table, seat.Round, want).
			Hinting("in round %d player %d sits %s at table %d; check the player number, Round and Table",
				seat.Round, typed, seatWords[j], s.Table)
	default:
		p = p.Says("player %d cannot sit %s at table %d in round %d: the movement has player %d there",
			typed, seatWords[i], seat.Table, seat.Round, want).
			Hinting("the movement has no player %d: its players are 1 to %d", typed, m.Players)
	}
	return p.At(sheetResults, row.Line, col)
}

// Where returns the seat a player sits at in a round and which of the
// four (0 N, 1 S, 2 E, 3 W), and false when the player does not play that
// round.
func (m Movement) Where(player, round int) (Seat, int, bool) {
	if round < 1 || round > len(m.Seats) || player == 0 {
		return Seat{}, 0, false
	}
	for _, s := range m.Seats[round-1] {
		for i, p := range s.players() {
			if p == player {
				return s, i, true
			}
		}
	}
	return Seat{}, 0, false
}

// Missing returns a problem for each board the movement has played at a
// table in a round that no row gives, by round, table and board, and one
// for each row that gives a board at a table in a round that an earlier
// row gave already. Rows outside the movement (Check's problem) are
// skipped.
func (m Movement) Missing(rows []Row) []problem.Problem {
	type slot struct{ round, table, board int }
	taken := map[slot]int{}
	var out []problem.Problem
	for _, r := range rows {
		s, ok := m.Seat(r.Round, r.Table)
		if !ok || !contains(s.Boards, r.Board) {
			continue
		}
		at := slot{r.Round, r.Table, r.Board}
		if first, dup := taken[at]; dup {
			out = append(out, problem.New("delete one of the two rows, or correct its Board, Round or Table",
				"board %d at table %d in round %d is already on row %d", r.Board, r.Table, r.Round, first).At(sheetResults, r.Line, "Board"))
			continue
		}
		taken[at] = r.Line
	}
	for _, round := range m.Seats {
		for _, s := range round {
			if s.SitOut() {
				continue
			}
			for _, b := range s.Boards {
				if _, ok := taken[slot{s.Round, s.Table, b}]; ok {
					continue
				}
				out = append(out, problem.New("add the row from the traveller, or give the board an adjusted score",
					"no row for board %d at table %d in round %d (N %d, S %d, E %d, W %d)", b, s.Table, s.Round, s.N, s.S, s.E, s.W).At(sheetResults, 0, ""))
			}
		}
	}
	return out
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
