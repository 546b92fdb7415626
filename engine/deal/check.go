package deal

import (
	"fmt"
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
			var who []string
			for s := range d {
				if d[s][c.Suit].Has(c.Rank) {
					who = append(who, seatNames[s]+"'s")
				}
			}
			var where string
			if len(who) == 2 {
				where = "both " + who[0] + " and " + who[1]
			} else {
				where = strings.Join(who[:len(who)-1], ", ") + " and " + who[len(who)-1]
			}
			es = append(es, errorf(hintDealtTwice, "%s is in %s hands", c, where))
		}
	}
	for s := range d {
		if n := d[s].Len(); n != 13 {
			e := errorf(hintHandSize, "%s has %d cards", seatNames[s], n)
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
		es = append(es, errorf(hintMissing, "%s are in no hand", joinAnd(missing)))
	}
	// A card outside 2..A is no card; a Deal built by hand could hold one.
	for s := range d {
		for suit := range d[s] {
			if d[s][suit]&^FullSuit != 0 {
				es = append(es, errorf("ranks are 2 to 14 (the ace)",
					"%s's %s holding has a rank outside 2 to ace", seatNames[s], Suit(suit)))
			}
		}
	}
	return result(es)
}

// joinAnd joins words as a sentence does: "a, b and c".
func joinAnd(words []string) string {
	if len(words) == 1 {
		return words[0]
	}
	return fmt.Sprintf("%s and %s", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
}
