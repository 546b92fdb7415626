package individual

import (
	"slices"
	"testing"
)

// TestCards: the 5-table Rainbow's cards worked by hand. Table 3 plays
// set 3 in round 1; the boards move down one table, so table 2 plays it in
// round 2 (and table 1's go to table 5). Player 6 starts South at table 1
// (partner 1, East 11 on his right, West 16 on his left) and moves up one
// table: in round 2 he is South at table 2, partner 2, East 10+(2−2·1,
// round the room: 5) = 15 and West 15+(2+2 = 4) = 19. North players stay:
// 15 of the 20 players move.
func TestCards(t *testing.T) {
	m, err := Rainbow(5)
	if err != nil {
		t.Fatal(err)
	}
	cards := m.TableCards()
	if len(cards) != 5 || cards[2].Rounds[0].BoardsTo != 2 || cards[0].Rounds[0].BoardsTo != 5 || cards[2].Rounds[4].BoardsTo != 0 {
		t.Errorf("table cards: table 3 round 1 boards to %d, table 1 to %d, last round to %d",
			cards[2].Rounds[0].BoardsTo, cards[0].Rounds[0].BoardsTo, cards[2].Rounds[4].BoardsTo)
	}
	g := m.GuideCard(6)
	want := []GuideRound{
		{Round: 1, Table: 1, Seat: south, Partner: 1, Left: 16, Right: 11, Boards: []int{1, 2, 3, 4}},
		{Round: 2, Table: 2, Seat: south, Partner: 2, Left: 19, Right: 15, Boards: []int{9, 10, 11, 12}},
	}
	for i, w := range want {
		r := g.Rounds[i]
		if r.Round != w.Round || r.Table != w.Table || r.Seat != w.Seat || r.Partner != w.Partner || r.Left != w.Left || r.Right != w.Right || !slices.Equal(r.Boards, w.Boards) {
			t.Errorf("player 6 round %d: %+v, want %+v", i+1, r, w)
		}
	}
	if n := len(m.GuideCards()); n != 15 {
		t.Errorf("%d guide cards, want 15", n)
	}
	c, err := Complete(2)
	if err != nil {
		t.Fatal(err)
	}
	// A barometer's boards go to no table; 7 of the 8 players move (8
	// stays North at table 1).
	if to := c.TableCards()[0].Rounds[0].BoardsTo; to != 0 || len(c.GuideCards()) != 7 {
		t.Errorf("complete individual: boards to %d, %d guide cards", to, len(c.GuideCards()))
	}
	// Each player's card over the whole movement: every other player once
	// as partner, twice as an opponent (once on each side is not promised).
	for _, card := range c.GuideCards() {
		seen := map[int]int{}
		for _, r := range card.Rounds {
			seen[r.Partner] += 10
			seen[r.Left]++
			seen[r.Right]++
		}
		for p := 1; p <= 8; p++ {
			if p != card.Player && seen[p] != 12 {
				t.Errorf("player %d meets %d: %d", card.Player, p, seen[p])
			}
		}
	}
}
