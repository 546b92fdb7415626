package individual

// The seats, as Where and GuideRound number them: 0 N, 1 S, 2 E, 3 W.
const (
	north = iota
	south
	east
	west
)

// TableCard is what a table card says: for each round, who sits in each
// seat, which boards they play, and where the boards go after the round.
type TableCard struct {
	Table  int
	Rounds []TableRound
}

// TableRound is one round of a table card. BoardsTo is the table that
// plays this table's boards in the next round (0 in the last round, or
// when no table does: a barometer's boards, which every table plays in
// the same round).
type TableRound struct {
	Seat
	BoardsTo int
}

// TableCards returns one card per table, rounds in order.
func (m Movement) TableCards() []TableCard {
	cards := make([]TableCard, m.Tables)
	for t := range cards {
		cards[t].Table = t + 1
		for r := range m.Seats {
			s := m.Seats[r][t]
			cards[t].Rounds = append(cards[t].Rounds, TableRound{Seat: s, BoardsTo: m.boardsTo(s)})
		}
	}
	return cards
}

// boardsTo is the table that plays a seat's board set in the next round,
// or 0.
func (m Movement) boardsTo(s Seat) int {
	if s.Round >= len(m.Seats) || m.Barometer() {
		return 0
	}
	for _, next := range m.Seats[s.Round] {
		if next.Set == s.Set && !next.SitOut() {
			return next.Table
		}
	}
	return 0
}

// GuideRound is one round of a player's guide card: the table and seat,
// the partner, the opponents on the left and on the right, and the
// boards.
type GuideRound struct {
	Round, Table int
	Seat         int // 0 N, 1 S, 2 E, 3 W (the Results sheet's seat columns in order)
	Partner      int
	Left, Right  int // the opponents: the one who plays after the player, and the one before
	Boards       []int
}

// GuideCard is a player's route through the movement.
type GuideCard struct {
	Player int
	Rounds []GuideRound
}

// GuideCard returns the route of one player: a round for each round the
// player plays.
func (m Movement) GuideCard(player int) GuideCard {
	card := GuideCard{Player: player}
	for r := 1; r <= m.Rounds; r++ {
		s, seat, ok := m.Where(player, r)
		if !ok {
			continue
		}
		p := s.players()
		// Play goes round the table clockwise, N E S W: the opponent
		// on a player's left plays after him.
		left := map[int]int{north: east, east: south, south: west, west: north}[seat]
		right := map[int]int{north: west, west: south, south: east, east: north}[seat]
		card.Rounds = append(card.Rounds, GuideRound{Round: r, Table: s.Table, Seat: seat,
			Partner: p[seat^1], Left: p[left], Right: p[right], Boards: s.Boards})
	}
	return card
}

// GuideCards returns the guide cards of the players who move: every
// player but those who keep one table and one seat all session (the
// Rainbow's North players, the complete individuals' player North at
// table 1).
func (m Movement) GuideCards() []GuideCard {
	var cards []GuideCard
	for p := 1; p <= m.Players; p++ {
		card := m.GuideCard(p)
		for _, g := range card.Rounds {
			if g.Table != card.Rounds[0].Table || g.Seat != card.Rounds[0].Seat {
				cards = append(cards, card)
				break
			}
		}
	}
	return cards
}
