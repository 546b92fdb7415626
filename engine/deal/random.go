package deal

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"strings"
)

// Random deals, as Big Deal (Hans van Staveren) makes them for the WBF, the
// EBL and the ACBL: every one of the
//
//	52! / (13!)⁴ = C(52,13)·C(39,13)·C(26,13) = 53 644 737 765 488 792 839 237 440 000
//
// deals (5.36×10²⁸, just under 2⁹⁶ ≈ 7.92×10²⁸) equally likely, and no
// one able to tell the next from the last.
//
// The method. A deal is drawn as a number, its index, below the count of
// deals: 96 bits are read from the source (crypto/rand's, or a seeded one)
// and used as they are if they are below the count, else drawn again
// (rejection: a draw is kept with probability 5.36/7.92 ≈ 0.68, so 1.5
// draws a deal on average, and every index below the count is exactly as
// likely as every other). The index is decoded to a deal as Big Deal does:
// the cards are taken in order, ♠A ♠K … ♣2, and each goes to the first seat
// (North, East, South, West) whose deals of the cards left, given the card,
// number more than the index; else the index is less those deals and the
// next seat is tried. With r_N … r_W cards still to give the seats and n
// cards left, there are M = n! / (r_N!·r_E!·r_S!·r_W!) ways to deal them;
// M·r_s/n of them give this card to seat s. Indexes 0 … M−1 so map one to
// one to the deals: index 0 gives North the spades, East the hearts, South
// the diamonds and West the clubs; the last index gives West the spades.
//
// A seeded source (NewSeeded) makes the same deals from the same text, for a
// simultaneous event dealt at several clubs, or a test: it is AES-256 in
// counter mode keyed by the SHA-256 of the text, from a zero counter. It is
// not secret: anyone who knows the text knows the deals.

// dealCount is the number of bridge deals, 52!/(13!)⁴, as a 128-bit number.
var dealCount = u128{hi: 0xad55e315, lo: 0x634dda658bf49200}

// DealCount is the number of bridge deals, 52!/(13!)⁴, in decimal.
const DealCount = "53644737765488792839237440000"

// u128 is an unsigned 128-bit number, enough for the count of deals.
type u128 struct{ hi, lo uint64 }

func (a u128) less(b u128) bool { return a.hi < b.hi || a.hi == b.hi && a.lo < b.lo }

func (a u128) sub(b u128) u128 {
	lo, borrow := bits.Sub64(a.lo, b.lo, 0)
	hi, _ := bits.Sub64(a.hi, b.hi, borrow)
	return u128{hi, lo}
}

// mulDiv returns a·m/d for small m and d when d divides a·m, as it does for
// the counts of deals here; a·m must fit in 128 bits.
func (a u128) mulDiv(m, d uint64) u128 {
	hl, lo := bits.Mul64(a.lo, m)
	_, hh := bits.Mul64(a.hi, m)
	hi := hh + hl
	qh := hi / d
	ql, _ := bits.Div64(hi%d, lo, d)
	return u128{qh, ql}
}

// String returns the number in decimal.
func (a u128) String() string {
	if a.hi == 0 && a.lo == 0 {
		return "0"
	}
	var digits []byte
	for a.hi != 0 || a.lo != 0 {
		qh, rh := a.hi/10, a.hi%10
		ql, r := bits.Div64(rh, a.lo, 10)
		digits = append(digits, byte('0'+r))
		a = u128{qh, ql}
	}
	for i, j := 0, len(digits)-1; i < j; i, j = i+1, j-1 {
		digits[i], digits[j] = digits[j], digits[i]
	}
	return string(digits)
}

// decodeIndex returns the deal of an index below dealCount (see the method
// above).
func decodeIndex(idx u128) Deal {
	var d Deal
	room := [4]uint64{13, 13, 13, 13}
	m := dealCount
	for i := 0; i < 52; i++ {
		n := uint64(52 - i)
		c := cardAt(i)
		for s := 0; s < 4; s++ {
			if room[s] == 0 {
				continue
			}
			ways := m.mulDiv(room[s], n)
			if idx.less(ways) || s == 3 {
				d[s][c.Suit] = d[s][c.Suit].Add(c.Rank)
				room[s]--
				m = ways
				break
			}
			idx = idx.sub(ways)
		}
	}
	return d
}

// drawIndex reads a number below dealCount from src, uniformly: 96 bits,
// drawn again while they are not below the count.
func drawIndex(src io.Reader) (u128, error) {
	var buf [12]byte
	for {
		if _, err := io.ReadFull(src, buf[:]); err != nil {
			return u128{}, fmt.Errorf("cannot draw a random deal: %w", err)
		}
		x := u128{hi: uint64(buf[0])<<24 | uint64(buf[1])<<16 | uint64(buf[2])<<8 | uint64(buf[3]),
			lo: uint64(buf[4])<<56 | uint64(buf[5])<<48 | uint64(buf[6])<<40 | uint64(buf[7])<<32 |
				uint64(buf[8])<<24 | uint64(buf[9])<<16 | uint64(buf[10])<<8 | uint64(buf[11])}
		if x.less(dealCount) {
			return x, nil
		}
	}
}

// Random returns a deal drawn uniformly from all 52!/(13!)⁴ deals with the
// bits of src: crypto/rand.Reader for deals no one can predict, or a
// NewSeeded source for deals made again from the same text.
func Random(src io.Reader) (Deal, error) {
	idx, err := drawIndex(src)
	if err != nil {
		return Deal{}, err
	}
	return decodeIndex(idx), nil
}

// RandomBoards deals the boards of the numbers given, one Random deal
// each, in that order.
func RandomBoards(src io.Reader, numbers []int) ([]Board, error) {
	boards := make([]Board, 0, len(numbers))
	for _, n := range numbers {
		d, err := Random(src)
		if err != nil {
			return nil, err
		}
		boards = append(boards, Board{Number: n, Deal: d})
	}
	return boards, nil
}

// NewSeeded returns a source of bits made from a text: the key stream of
// AES-256 in counter mode, keyed by the SHA-256 of the text, from a zero
// counter. The same text gives the same bits, and so the same deals, on
// every machine; the text is not secret, and neither are the deals to
// anyone who knows it.
func NewSeeded(seed string) io.Reader {
	key := sha256.Sum256([]byte(seed))
	block, err := aes.NewCipher(key[:])
	if err != nil {
		panic(err) // a 32-byte key is always right
	}
	return keyStream{cipher.NewCTR(block, make([]byte, aes.BlockSize))}
}

type keyStream struct{ s cipher.Stream }

func (k keyStream) Read(p []byte) (int, error) {
	clear(p)
	k.s.XORKeyStream(p, p)
	return len(p), nil
}

// Digest is the SHA-256 of the boards written as WritePBN writes them, in
// lower-case hexadecimal: a commitment to the deals that a director can
// publish before play, and anyone can check afterwards against the PBN file
// (sha256sum FILE.pbn) or the hand records (SquareDeal's idea).
func Digest(boards []Board) (string, error) {
	h := sha256.New()
	if err := WritePBN(h, boards); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// ErrNotDigest is the error of a text that is not a SHA-256 digest.
var ErrNotDigest = errors.New("not a SHA-256 digest: 64 hexadecimal digits")

// CheckDigest reports whether the boards are those a digest was made of. A
// digest is compared without regard to case or surrounding spaces.
func CheckDigest(boards []Board, digest string) (bool, error) {
	want := strings.ToLower(strings.TrimSpace(digest))
	if b, err := hex.DecodeString(want); err != nil || len(b) != sha256.Size {
		return false, ErrNotDigest
	}
	got, err := Digest(boards)
	if err != nil {
		return false, err
	}
	return got == want, nil
}
