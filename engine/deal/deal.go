// Package deal holds a bridge deal: which of the 52 cards each of the four
// players holds, as a dealing machine's file or a hand record gives it.
//
// A Deal is indexed by seat (bridge.North, East, South, West) and then by
// suit in PBN order (Spades, Hearts, Diamonds, Clubs); each suit is a set of
// ranks, bit r set for rank r (2 to 14, the ace). Everything here is pure.
//
// A deal is read from a PBN Deal tag value (ParsePBN) or from four hands
// written S.H.D.C (ParseHand), and written back with Deal.PBN; Check says
// what is wrong with it (a card twice, a hand of 12, a card missing). The
// files of dealing machines and dealing programs are read and written
// whole: PBN, Duplimate .dlm and .dup, .bri and Bernasconi .ber (ReadPBN …
// ReadBER, WritePBN … WriteBER, and Read with Detect, which tells the format
// from the content). Each reader returns the boards it could read with
// every problem of the file, each an *Error naming the board. Random deals
// a deal drawn uniformly from all 52!/(13!)⁴, from crypto/rand or a seeded
// source (NewSeeded), and Digest commits to a set of them.
package deal

import "math/bits"

// Suit is a suit in the order PBN and hand records write them.
type Suit int

// The suits, in PBN order (S.H.D.C).
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
)

// Ranks of the cards: Two is 2 … Ace is 14.
const (
	Two   = 2
	Ten   = 10
	Jack  = 11
	Queen = 12
	King  = 13
	Ace   = 14
)

// Holding is the set of ranks a player holds in one suit: bit r for rank r.
type Holding uint16

// Has reports whether the holding contains rank r.
func (h Holding) Has(r int) bool { return h&(1<<uint(r)) != 0 }

// Len is the number of cards in the holding.
func (h Holding) Len() int { return bits.OnesCount16(uint16(h)) }

// Hand is one player's thirteen cards, by suit in PBN order.
type Hand [4]Holding

// Len is the number of cards in the hand.
func (h Hand) Len() int { return h[0].Len() + h[1].Len() + h[2].Len() + h[3].Len() }

// Deal is the four hands, by seat: North, East, South, West.
type Deal [4]Hand

// FullSuit is the holding of all thirteen ranks, two to ace.
const FullSuit Holding = 0x7ffc

// HCP is the hand's high-card points (Milton Work's count): 4 for an ace,
// 3 a king, 2 a queen, 1 a jack; 40 in a deal.
func (h Hand) HCP() int {
	n := 0
	for _, s := range h {
		n += 4*int(s>>Ace&1) + 3*int(s>>King&1) + 2*int(s>>Queen&1) + int(s>>Jack&1)
	}
	return n
}
