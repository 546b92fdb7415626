package deal

import (
	"strings"
)

const (
	hintDealtTwice = "each card is dealt to one hand only: compare those hands with the board"
	hintHandSize   = "each hand has 13 cards: compare the hand with the board"
	hintMissing    = "all 52 cards are dealt, 13 to each hand: compare the hands with the board"
)

// Check reports what is wrong with the deal: each of the 52 cards must be in
// exactly one hand, and each hand must hold 13. It returns nil for a good
// deal, and otherwise Errors: first each card in more than one hand (which
// card and which hands), then each hand that does not hold 13 cards, then the
// cards in no hand, all in one error. The errors have no board number; the
// readers of this package add it.
func (d Deal) Check() error {
	var es []*Error
	var missing []string
	for i := 0; i < 52; i++ {
		_, n := d.owner(i)
		switch {
		case n == 0:
			missing = append(missing, cardAt(i).String())
		case n > 1:
			c := cardAt(i)
			who := []any{c}
			for s := range d {
				if d[s][c.Suit].Has(c.Rank) {
					who = append(who, seatWords[s])
				}
			}
			switch len(who) {
			case 3:
				es = append(es, errorf(hintDealtTwice, "%s is in both %s's and %s's hands", who...))
			case 4:
				es = append(es, errorf(hintDealtTwice, "%s is in %s's, %s's and %s's hands", who...))
			default:
				es = append(es, errorf(hintDealtTwice, "%s is in %s's, %s's, %s's and %s's hands", who...))
			}
		}
	}
	for s := range d {
		if n := d[s].Len(); n != 13 {
			e := errorf(hintHandSize, "%s has %d cards", seatWords[s], n)
			e.Hand = seatNames[s]
			es = append(es, e)
		}
	}
	switch len(missing) {
	case 0:
	case 1:
		es = append(es, errorf(hintMissing, "%s is in no hand", missing[0]))
	case 52:
		es = append(es, errorf(hintMissing, "no card is dealt"))
	default:
		n := len(missing)
		es = append(es, errorf(hintMissing, "%s and %s are in no hand", strings.Join(missing[:n-1], ", "), missing[n-1]))
	}
	// A card outside 2..A is no card; a Deal built by hand could hold one.
	for s := range d {
		for suit := range d[s] {
			if d[s][suit]&^FullSuit != 0 {
				es = append(es, errorf("ranks are 2 to 14 (the ace)",
					"%s's %s holding has a rank outside 2 to ace", seatWords[s], Suit(suit)))
			}
		}
	}
	return result(es)
}
