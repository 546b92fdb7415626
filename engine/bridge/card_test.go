package bridge

import (
	"errors"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
)

func TestParseCard(t *testing.T) {
	tests := []struct {
		in         string
		suit       Strain
		rank       int
		shown, pbn string
	}{
		{"SK", Spades, King, "♠K", "SK"},
		{"♠K", Spades, King, "♠K", "SK"},
		{"K♠", Spades, King, "♠K", "SK"},
		{"KS", Spades, King, "♠K", "SK"},
		{"sk", Spades, King, "♠K", "SK"},
		{" s k ", Spades, King, "♠K", "SK"},
		{"♤K", Spades, King, "♠K", "SK"},
		{"H7", Hearts, 7, "♥7", "H7"},
		{"♥7", Hearts, 7, "♥7", "H7"},
		{"♡ 7", Hearts, 7, "♥7", "H7"},
		{"7H", Hearts, 7, "♥7", "H7"},
		{"S10", Spades, 10, "♠10", "ST"},
		{"ST", Spades, 10, "♠10", "ST"},
		{"10♠", Spades, 10, "♠10", "ST"},
		{"TS", Spades, 10, "♠10", "ST"},
		{"DA", Diamonds, Ace, "♦A", "DA"},
		{"♦Q", Diamonds, Queen, "♦Q", "DQ"},
		{"♢j", Diamonds, Jack, "♦J", "DJ"},
		{"C2", Clubs, 2, "♣2", "C2"},
		{"♣9", Clubs, 9, "♣9", "C9"},
		{"♧A", Clubs, Ace, "♣A", "CA"},
		{"♥\uFE0FK", Hearts, King, "♥K", "HK"}, // the emoji heart of a phone
	}
	for _, tt := range tests {
		c, err := ParseCard(tt.in)
		if err != nil {
			t.Errorf("ParseCard(%q): %v", tt.in, err)
			continue
		}
		if c.Suit() != tt.suit || c.Rank() != tt.rank || c.String() != tt.shown || c.PBN() != tt.pbn || c.IsZero() {
			t.Errorf("ParseCard(%q) = %v %d %q %q, want %v %d %q %q", tt.in, c.Suit(), c.Rank(), c, c.PBN(), tt.suit, tt.rank, tt.shown, tt.pbn)
		}
		if back, err := ParseCard(c.String()); err != nil || back != c {
			t.Errorf("ParseCard(%q) = %v, %v: not the card %q", c.String(), back, err, tt.in)
		}
		if back, err := ParseCard(c.PBN()); err != nil || back != c {
			t.Errorf("ParseCard(%q) = %v, %v: not the card %q", c.PBN(), back, err, tt.in)
		}
	}
}

func TestParseCardErrors(t *testing.T) {
	tests := []struct{ in, msg string }{
		{"", "lead is empty"},
		{"  ", "lead is empty"},
		{"K", `lead "K" has no suit`},
		{"NT", `lead "NT" has no suit`},
		{"S", `lead "S" has no rank`},
		{"♥", `lead "♥" has no rank`},
		{"S1", `lead "S1": "1" is not a rank`},
		{"S11", `lead "S11": "11" is not a rank`},
		{"SX", `lead "SX": "X" is not a rank`},
		{"HH", `lead "HH": "H" is not a rank`},
		{"SKQ", `lead "SKQ": "KQ" is not a rank`},
	}
	for _, tt := range tests {
		c, err := ParseCard(tt.in)
		if err == nil {
			t.Errorf("ParseCard(%q) = %v, want an error", tt.in, c)
			continue
		}
		var p *problem.Problem
		if !errors.As(err, &p) || p.Msg != tt.msg || p.Hint != hintCard {
			t.Errorf("ParseCard(%q): %v, want %q with the card hint", tt.in, err, tt.msg)
		}
	}
}

func TestCardZero(t *testing.T) {
	var c Card
	if !c.IsZero() || c.String() != "" || c.PBN() != "" {
		t.Errorf("the zero card is %q %q, want no card", c, c.PBN())
	}
	// Every one of the 52 cards is its own byte, and not the zero card.
	seen := map[Card]bool{}
	for s := Clubs; s <= Spades; s++ {
		for r := 2; r <= Ace; r++ {
			c := NewCard(s, r)
			if c.IsZero() || seen[c] || c.Suit() != s || c.Rank() != r {
				t.Errorf("NewCard(%v, %d) = %d", s, r, c)
			}
			seen[c] = true
		}
	}
}
