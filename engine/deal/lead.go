package deal

import (
	"github.com/scorebook/scorebook/engine/bridge"
)

// SuitOf is a card's suit as a deal holds it.
func SuitOf(s bridge.Strain) Suit { return Suit(bridge.Spades - s) }

// Holder is the seat whose hand holds the card, and false when no hand
// does (a deal of fewer than 52 cards).
func (d Deal) Holder(c bridge.Card) (bridge.Seat, bool) {
	for s := bridge.North; s <= bridge.West; s++ {
		if d[s][SuitOf(c.Suit())].Has(c.Rank()) {
			return s, true
		}
	}
	return bridge.North, false
}

// Leader is the player who makes the opening lead: the one on declarer's
// left (Law 41A), the next seat round the table.
func Leader(declarer bridge.Seat) bridge.Seat { return (declarer + 1) & 3 }

const hintLead = "the opening lead is made by the player on declarer's left: check the lead, the declarer and the board number, or the deal on Hands"

// CheckLead checks a traveller's opening lead against the board's deal: it
// must be a card of the hand on declarer's left. The error names who holds
// the card.
func (d Deal) CheckLead(declarer bridge.Seat, lead bridge.Card) error {
	leader := Leader(declarer)
	holder, ok := d.Holder(lead)
	switch {
	case !ok:
		return errorf(hintLead, "lead %s is in no hand of the deal; %s leads against declarer %s", lead, seatWords[leader], seatWords[declarer])
	case holder != leader:
		return errorf(hintLead, "lead %s is in %s's hand, but %s leads against declarer %s", lead, seatWords[holder], seatWords[leader], seatWords[declarer])
	}
	return nil
}
