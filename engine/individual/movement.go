package individual

// Seat is one table in one round of an individual movement: the four
// players by number (0 when nobody sits there) and the boards they play.
type Seat struct {
	Round, Table int
	N, S, E, W   int   // player numbers, 0 for nobody
	Set          int   // the board set, numbered from 1; 0 when nothing is played
	Boards       []int // the board numbers of the set, in order
}

// SitOut reports whether the table plays nothing this round: a seat is empty.
func (s Seat) SitOut() bool { return s.N == 0 || s.S == 0 || s.E == 0 || s.W == 0 }

// Movement is an individual movement: for each round and table, who sits in
// which seat and which boards they play. Board set s holds boards
// (s−1)·BoardsPerRound+1 to s·BoardsPerRound.
type Movement struct {
	Name        string // rainbow, complete
	Description string // one line for people: "5-table Rainbow individual, 5 rounds of 4 boards"
	Source      string // whose table the movement is, when it is a published one

	Players, Tables, Rounds, BoardsPerRound int
	Boards                                  int // the boards the director deals

	Seats [][]Seat // Seats[round−1][table−1]
}

// Seat returns the seat at a table in a round, and false when the movement
// has no such round or table.
func (m Movement) Seat(round, table int) (Seat, bool) {
	if round < 1 || round > len(m.Seats) || table < 1 || table > len(m.Seats[round-1]) {
		return Seat{}, false
	}
	return m.Seats[round-1][table-1], true
}
