package deal

import (
	"github.com/scorebook/scorebook/internal/lang"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
)

// Card is one of the 52 cards: a suit and a rank, 2 to 14 (the ace).
type Card struct {
	Suit Suit
	Rank int
}

// String returns the card as a director reads it: ♠A, ♥10, ♣2.
func (c Card) String() string { return c.Suit.String() + rankDisplay(c.Rank) }

// String returns the suit's symbol: ♠, ♥, ♦ or ♣.
func (s Suit) String() string {
	if s >= Spades && s <= Clubs {
		return suitSymbols[s]
	}
	return "?"
}

// Letter returns the suit's letter: S, H, D or C.
func (s Suit) Letter() byte {
	if s >= Spades && s <= Clubs {
		return "SHDC"[s]
	}
	return '?'
}

var suitSymbols = [4]string{"♠", "♥", "♦", "♣"}

// rankChars holds the PBN character of each rank, indexed by rank − 2.
const rankChars = "23456789TJQKA"

// rankDisplay returns a rank as printed for people: 10 for the ten.
func rankDisplay(r int) string {
	if r == Ten {
		return "10"
	}
	if r >= Two && r <= Ace {
		return rankChars[r-Two : r-Two+1]
	}
	return "?"
}

// cardAt is card i of the 52, numbered 0 to 51 in the order that dealing
// machines' files use: ♠A ♠K … ♠2, ♥A … ♥2, ♦A … ♦2, ♣A … ♣2.
func cardAt(i int) Card { return Card{Suit: Suit(i / 13), Rank: Ace - i%13} }

// Add returns the holding with the rank added.
func (h Holding) Add(r int) Holding { return h | 1<<uint(r) }

// PBN returns the ranks as PBN writes them, highest first, T for the ten:
// AKQT2. A void is the empty string.
func (h Holding) PBN() string {
	var b strings.Builder
	for r := Ace; r >= Two; r-- {
		if h.Has(r) {
			b.WriteByte(rankChars[r-Two])
		}
	}
	return b.String()
}

// String returns the ranks as printed for people, highest first, 10 for the
// ten: AKQ102. A void is "—".
func (h Holding) String() string {
	if h&FullSuit == 0 {
		return "—"
	}
	var b strings.Builder
	for r := Ace; r >= Two; r-- {
		if h.Has(r) {
			b.WriteString(rankDisplay(r))
		}
	}
	return b.String()
}

// PBN returns the hand as PBN writes it: the four suits in the order
// spades, hearts, diamonds, clubs, separated by dots (AK93.QJ2.T85.A74);
// a void is nothing between the dots.
func (h Hand) PBN() string {
	return h[Spades].PBN() + "." + h[Hearts].PBN() + "." + h[Diamonds].PBN() + "." + h[Clubs].PBN()
}

// PBN returns the deal as the value of a PBN Deal tag: the seat of the
// first hand, a colon, and the four hands clockwise from it (§3.4.11). A
// hand without a card is written "-", as PBN writes a hand not given.
func (d Deal) PBN(first bridge.Seat) string {
	var b strings.Builder
	b.WriteByte(seatLetters[first&3])
	b.WriteByte(':')
	for i := 0; i < 4; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		h := d[(int(first)+i)&3]
		if h.Len() == 0 {
			b.WriteByte('-')
		} else {
			b.WriteString(h.PBN())
		}
	}
	return b.String()
}

const seatLetters = "NESW"

var seatNames = [4]string{"North", "East", "South", "West"}

// seatWords are the seats' names as a message says them, translated with
// it; seatHands are their hands.
var (
	seatWords = [4]lang.Word{lang.Word("North"), lang.Word("East"), lang.Word("South"), lang.Word("West")}
	seatHands = [4]lang.Word{lang.Word("North's hand"), lang.Word("East's hand"), lang.Word("South's hand"), lang.Word("West's hand")}
)

// owner returns the seat holding the card and how many hands hold it.
func (d Deal) owner(i int) (seat bridge.Seat, n int) {
	c := cardAt(i)
	for s := bridge.North; s <= bridge.West; s++ {
		if d[s][c.Suit].Has(c.Rank) {
			seat = s
			n++
		}
	}
	return seat, n
}
