package deal

import (
	"errors"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

func TestCheckLead(t *testing.T) {
	// Each hand holds one suit: North the spades, East the hearts, South
	// the diamonds, West the clubs.
	d, err := ParsePBN("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
	if err != nil {
		t.Fatal(err)
	}
	card := func(s string) bridge.Card {
		c, err := bridge.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	tests := []struct {
		declarer bridge.Seat
		lead     string
		msg      string // "" for a lead from the right hand
	}{
		{bridge.North, "H2", ""}, // East leads against North
		{bridge.East, "DA", ""},  // South against East
		{bridge.South, "CT", ""}, // West against South
		{bridge.West, "S7", ""},  // North against West
		{bridge.North, "SK", "lead ♠K is in North's hand, but East leads against declarer North"},
		{bridge.South, "H10", "lead ♥10 is in East's hand, but West leads against declarer South"},
		{bridge.West, "C2", "lead ♣2 is in West's hand, but North leads against declarer West"},
	}
	for _, tt := range tests {
		err := d.CheckLead(tt.declarer, card(tt.lead))
		if tt.msg == "" {
			if err != nil {
				t.Errorf("lead %s against %v: %v", tt.lead, tt.declarer, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Msg != tt.msg || e.Hint != hintLead {
			t.Errorf("lead %s against %v: %v, want %q", tt.lead, tt.declarer, err, tt.msg)
		}
	}
	// A card no hand holds (a deal short of cards) is said so.
	var short Deal
	short[bridge.North][Spades] = short[bridge.North][Spades].Add(King)
	if err := short.CheckLead(bridge.South, card("HK")); err == nil || err.Error() != "lead ♥K is in no hand of the deal; West leads against declarer South" {
		t.Errorf("lead from no hand: %v", err)
	}
}
