package bridge

import (
	"strings"
)

// Card is a playing card, as a traveller's opening lead gives it: a suit
// and a rank. The zero Card is no card (no lead was given). A Card takes
// one byte, as every Results row holds one.
type Card uint8

// The ranks of the cards that are not numbers.
const (
	Jack  = 11
	Queen = 12
	King  = 13
	Ace   = 14
)

// NewCard is the card of a suit (Clubs to Spades) and a rank (2 to 14, the
// ace).
func NewCard(suit Strain, rank int) Card { return Card(uint8(suit+1)<<4 | uint8(rank)) }

// IsZero reports whether the card is no card.
func (c Card) IsZero() bool { return c == 0 }

// Suit is the card's suit, Clubs to Spades.
func (c Card) Suit() Strain { return Strain(c>>4) - 1 }

// Rank is the card's rank, 2 to 14 (the ace).
func (c Card) Rank() int { return int(c & 15) }

// String is the card as a member reads it: ♠K, ♥10, ♣2; "" for no card.
func (c Card) String() string {
	if c.IsZero() {
		return ""
	}
	r := rankLetters[c.Rank()-2 : c.Rank()-1]
	if c.Rank() == 10 {
		r = "10"
	}
	return c.Suit().String() + r
}

// PBN is the card as PBN writes a card of the play (§3.9) and Magic
// Contest a ScoreTable's Lead: the suit's letter, then the rank, T for
// the ten: SK, HT, C2; "" for no card.
func (c Card) PBN() string {
	if c.IsZero() {
		return ""
	}
	return string(suitLetters[c.Suit()]) + rankLetters[c.Rank()-2:c.Rank()-1]
}

// rankLetters are the ranks 2 to the ace as a card's letter; suitLetters
// the suits' letters, clubs first.
const (
	rankLetters = "23456789TJQKA"
	suitLetters = "CDHS"
)

const hintCard = "a card is its suit and its rank: SK or ♠K for the king of spades, H7, D10 or DT, CA; suits S H D C, ranks A K Q J 10 (or T) 9 … 2"

// leadSuits are the accepted spellings of a card's suit, upper case: the
// letters and the solid and outline symbols, as for a contract's strain.
var leadSuits = []struct {
	word string
	suit Strain
}{
	{"S", Spades}, {"♠", Spades}, {"♤", Spades},
	{"H", Hearts}, {"♥", Hearts}, {"♡", Hearts},
	{"D", Diamonds}, {"♦", Diamonds}, {"♢", Diamonds},
	{"C", Clubs}, {"♣", Clubs}, {"♧", Clubs},
}

// ParseCard reads a card as a director types it in a Lead column: the suit
// (S H D C, or a symbol ♠ ♥ ♦ ♣ ♤ ♡ ♢ ♧) and the rank (A K Q J, 10 or T, 9
// to 2), either first: SK, ♠K, K♠, KS, H7, S10, ST, 10♥. Case and spaces
// do not matter ("s k", "♥ 10"). The error names the card as typed and what
// is wrong with it.
func ParseCard(s string) (Card, error) {
	t := upperASCII(compact(s))
	shown := strings.TrimSpace(s)
	if t == "" {
		return 0, errorf(hintCard, "lead is empty")
	}
	// The suit is at one end: first, as PBN writes a card, else last.
	suit, rank, ok := Strain(0), "", false
	for _, w := range leadSuits {
		if strings.HasPrefix(t, w.word) {
			suit, rank, ok = w.suit, t[len(w.word):], true
			break
		}
	}
	for _, w := range leadSuits {
		if !ok && len(t) > len(w.word) && strings.HasSuffix(t, w.word) {
			suit, rank, ok = w.suit, t[:len(t)-len(w.word)], true
		}
	}
	if !ok {
		return 0, errorf(hintCard, "lead %q has no suit", shown)
	}
	r := 0
	switch rank {
	case "A":
		r = Ace
	case "K":
		r = King
	case "Q":
		r = Queen
	case "J":
		r = Jack
	case "T", "10":
		r = 10
	case "":
		return 0, errorf(hintCard, "lead %q has no rank", shown)
	default:
		if len(rank) == 1 && rank[0] >= '2' && rank[0] <= '9' {
			r = int(rank[0] - '0')
		} else {
			return 0, errorf(hintCard, "lead %q: %q is not a rank", shown, rank)
		}
	}
	return NewCard(suit, r), nil
}
