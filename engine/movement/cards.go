package movement

// TableCard is what a table card says: for each round, who sits NS and EW
// and which boards they play. A round where one pair sits out has nobody on
// the other side.
type TableCard struct {
	Table  int
	Rounds []Seat
}

// TableCards returns one card per table, rounds in order.
func (m Movement) TableCards() []TableCard {
	cards := make([]TableCard, m.Tables)
	for t := range cards {
		cards[t].Table = t + 1
		for r := range m.Seats {
			cards[t].Rounds = append(cards[t].Rounds, m.Seats[r][t])
		}
	}
	return cards
}

// GuideRound is one round of a pair's guide card: where it sits, against
// whom and on which boards. SitOut rounds have no opponent and no boards
// (Table is where the pair would have sat, 0 if it has no seat that round).
type GuideRound struct {
	Round    int
	Table    int
	Dir      Direction // NS or EW: the way the pair sits this round
	Opponent Pair
	Boards   []int
	SitOut   bool
}

// GuideCard is a pair's route through the movement.
type GuideCard struct {
	Pair   Pair
	Rounds []GuideRound
}

// GuideCard returns the route of one pair.
func (m Movement) GuideCard(p Pair) GuideCard {
	card := GuideCard{Pair: p}
	for r := 1; r <= m.Rounds; r++ {
		g := GuideRound{Round: r, SitOut: true}
		if s, ok := m.Where(p, r); ok {
			g.Table = s.Table
			g.Dir, g.Opponent = NS, s.EW
			if s.EW == p {
				g.Dir, g.Opponent = EW, s.NS
			}
			g.SitOut = s.SitOut()
			if !g.SitOut {
				g.Boards = s.Boards
			}
		}
		card.Rounds = append(card.Rounds, g)
	}
	return card
}

// GuideCards returns the guide cards of the pairs that move: every pair but
// those that keep one table and one direction all session.
func (m Movement) GuideCards() []GuideCard {
	var cards []GuideCard
	for _, p := range m.Pairs() {
		card := m.GuideCard(p)
		if moves(card) {
			cards = append(cards, card)
		}
	}
	return cards
}

func moves(card GuideCard) bool {
	for _, g := range card.Rounds {
		first := card.Rounds[0]
		if g.Table != first.Table || g.Dir != first.Dir || g.SitOut != first.SitOut {
			return true
		}
	}
	return false
}
