package deal

import (
	"bytes"
	"crypto/aes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

// TestDealCount: 52!/(13!)⁴, worked with big numbers, is the count the
// generator draws below (5.36×10²⁸, the figure the issue and Big Deal give).
func TestDealCount(t *testing.T) {
	fact := func(n int64) *big.Int { return new(big.Int).MulRange(1, n) }
	want := fact(52)
	for range 4 {
		want.Quo(want, fact(13))
	}
	if want.String() != DealCount || dealCount.String() != DealCount {
		t.Errorf("52!/(13!)^4 = %s; dealCount = %s; DealCount = %s", want, dealCount, DealCount)
	}
	// C(52,13)·C(39,13)·C(26,13), the other way of counting.
	b := func(n, k int64) *big.Int { return new(big.Int).Binomial(n, k) }
	if prod := new(big.Int).Mul(new(big.Int).Mul(b(52, 13), b(39, 13)), b(26, 13)); prod.Cmp(want) != 0 {
		t.Errorf("C(52,13)·C(39,13)·C(26,13) = %s", prod)
	}
}

// The first and last indexes, and the second, worked by hand from the
// method: index 0 deals each card to the first seat with room; index 1 is
// the next deal in that order, in which the last card South takes (♦2) and
// the first West takes (♣A) change places; the last index deals each card
// to the last seat with room.
func TestDecodeIndex(t *testing.T) {
	all := FullSuit
	none := Holding(0)
	tests := []struct {
		idx  u128
		want Deal
	}{
		{u128{}, Deal{{all, none, none, none}, {none, all, none, none}, {none, none, all, none}, {none, none, none, all}}},
		{u128{lo: 1}, Deal{{all, none, none, none}, {none, all, none, none},
			{none, none, all &^ (1 << Two), 1 << Ace}, {none, none, 1 << Two, all &^ (1 << Ace)}}},
		{dealCount.sub(u128{lo: 1}), Deal{{none, none, none, all}, {none, none, all, none}, {none, all, none, none}, {all, none, none, none}}},
	}
	for _, tt := range tests {
		if got := decodeIndex(tt.idx); got != tt.want {
			t.Errorf("index %s: %s, want %s", tt.idx, got.PBN(bridge.North), tt.want.PBN(bridge.North))
		}
	}
}

// encodeIndex is decodeIndex's inverse: the index of a deal.
func encodeIndex(d Deal) u128 {
	var idx u128
	room := [4]uint64{13, 13, 13, 13}
	m := dealCount
	for i := 0; i < 52; i++ {
		n := uint64(52 - i)
		seat, _ := d.owner(i)
		for s := 0; s < int(seat); s++ {
			if room[s] > 0 {
				w := m.mulDiv(room[s], n)
				lo, carry := addCarry(idx.lo, w.lo)
				idx = u128{idx.hi + w.hi + carry, lo}
			}
		}
		m = m.mulDiv(room[seat], n)
		room[seat]--
	}
	return idx
}

func addCarry(a, b uint64) (uint64, uint64) {
	s := a + b
	if s < a {
		return s, 1
	}
	return s, 0
}

// Every index decodes to a good deal, and a different index to a different
// deal: the deal's index is the index it was decoded from.
func TestIndexOneToOne(t *testing.T) {
	src := NewSeeded("one to one")
	for range 2000 {
		idx, err := drawIndex(src)
		if err != nil {
			t.Fatal(err)
		}
		d := decodeIndex(idx)
		if err := d.Check(); err != nil {
			t.Fatalf("index %s: %v", idx, err)
		}
		if back := encodeIndex(d); back != idx {
			t.Fatalf("index %s decodes to %s, whose index is %s", idx, d.PBN(bridge.North), back)
		}
	}
}

func TestSeeded(t *testing.T) {
	a, _ := RandomBoards(NewSeeded("Club night 2 December"), []int{1, 2, 3})
	b, _ := RandomBoards(NewSeeded("Club night 2 December"), []int{1, 2, 3})
	c, _ := RandomBoards(NewSeeded("Club night 3 December"), []int{1, 2, 3})
	if !slices.Equal(a, b) {
		t.Error("the same seed dealt different boards")
	}
	if a[0].Deal == c[0].Deal || a[0].Deal == a[1].Deal {
		t.Error("different seeds, or boards, dealt the same deal")
	}
	if a[2].Number != 3 {
		t.Errorf("board numbers %+v", a)
	}
	// The key stream is AES-256-CTR keyed by SHA-256("abc") =
	// ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
	// (FIPS 180-2's example): its first block is that key's encryption of
	// the zero block, and the stream is the same read in any pieces.
	var whole, pieces [40]byte
	NewSeeded("abc").Read(whole[:])
	s := NewSeeded("abc")
	for i := 0; i < 40; i += 7 {
		s.Read(pieces[i:min(i+7, 40)])
	}
	if whole != pieces {
		t.Error("the stream read in pieces differs")
	}
	key := sha256.Sum256([]byte("abc"))
	if hex.EncodeToString(key[:]) != "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" {
		t.Errorf("SHA-256(abc) = %x", key)
	}
	block, _ := aes.NewCipher(key[:])
	var first [16]byte
	block.Encrypt(first[:], make([]byte, 16))
	if !bytes.Equal(first[:], whole[:16]) {
		t.Errorf("first block %x, want %x", whole[:16], first)
	}
}

func TestRandomFromCryptoRand(t *testing.T) {
	boards, err := RandomBoards(rand.Reader, []int{1, 2})
	if err != nil || len(boards) != 2 || boards[0].Deal.Check() != nil || boards[0].Deal == boards[1].Deal {
		t.Errorf("%+v, %v", boards, err)
	}
	if _, err := Random(strings.NewReader("short")); err == nil {
		t.Error("a source that runs out dealt a deal")
	}
}

// gammaQ is the regularized upper incomplete gamma function Q(a, x), by its
// series below a+1 and its continued fraction above (Numerical Recipes,
// §6.2, gser and gcf): the chance that a chi-square of 2a degrees of
// freedom is at least 2x is gammaQ(a, x).
func gammaQ(a, x float64) float64 {
	lg, _ := math.Lgamma(a)
	if x < a+1 {
		sum, term := 1/a, 1/a
		for n := 1.0; n < 1000; n++ {
			term *= x / (a + n)
			sum += term
			if term < sum*1e-15 {
				break
			}
		}
		return 1 - sum*math.Exp(-x+a*math.Log(x)-lg)
	}
	b, c, d := x+1-a, 1e300, 1/(x+1-a)
	h := d
	for i := 1.0; i < 1000; i++ {
		an := -i * (i - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < 1e-300 {
			d = 1e-300
		}
		c = b + an/c
		if math.Abs(c) < 1e-300 {
			c = 1e-300
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-15 {
			break
		}
	}
	return math.Exp(-x+a*math.Log(x)-lg) * h
}

// The chi-square tail, checked against the tables: for 3 degrees of
// freedom 7.815 is the 5% point and 16.266 the 0.1% point; for 10, 29.588
// is the 0.1% point.
func TestChiSquareTail(t *testing.T) {
	for _, tt := range []struct{ df, x, p float64 }{{3, 7.815, 0.05}, {3, 16.266, 0.001}, {10, 29.588, 0.001}, {1, 3.841, 0.05}} {
		if got := gammaQ(tt.df/2, tt.x/2); math.Abs(got-tt.p)/tt.p > 0.001 {
			t.Errorf("P(chi2(%v) > %v) = %v, want %v", tt.df, tt.x, got, tt.p)
		}
	}
}

// chiSquare compares counts with the probabilities of their categories,
// pooling the categories expected fewer than 5 times into one (the rule
// for the chi-square's approximation), and returns the statistic, its
// degrees of freedom and the chance of a statistic as large.
func chiSquare(counts []int, probs []float64, n int) (stat float64, df int, p float64) {
	var poolObs, poolExp float64
	cells := 0
	for i, q := range probs {
		e := q * float64(n)
		if e < 5 {
			poolObs += float64(counts[i])
			poolExp += e
			continue
		}
		stat += (float64(counts[i]) - e) * (float64(counts[i]) - e) / e
		cells++
	}
	if poolExp > 0 {
		stat += (poolObs - poolExp) * (poolObs - poolExp) / poolExp
		cells++
	}
	df = cells - 1
	return stat, df, gammaQ(float64(df)/2, stat/2)
}

// The tests of the deals' distribution draw statN seeded deals and test
// North's hand of each (the four hands of one deal are not independent of
// each other; the deals are), each at significance 0.001: a fair dealer
// fails one in a thousand seeds; the seed is fixed, so the test does not
// flicker. With 40 000 hands, a pattern of probability 0.001 is expected
// 40 times: a dealer off by a fifth on it is found.
const (
	statN     = 40000
	statAlpha = 0.001
)

var statDeals = func() func() []Deal {
	var deals []Deal
	return func() []Deal {
		if deals == nil {
			src := NewSeeded("scorebook statistical tests")
			for range statN {
				d, _ := Random(src)
				deals = append(deals, d)
			}
		}
		return deals
	}
}()

// binom is C(n, k) for the small numbers here (C(52,13) = 635 013 559 600
// fits a float64 exactly).
func binom(n, k int) float64 {
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return math.Round(r)
}

// patternProbs are the exact probabilities of the suit patterns of a hand,
// longest suit first (4-4-3-2 …): the hands of a pattern are its orders
// over the four suits times the product of C(13, length) over the suits,
// of all C(52,13) hands. For 4-4-3-2: 12 orders · 715² · 286 · 78 =
// 136 852 887 600 hands, 21.551 %; 5-3-3-2 15.517 %; 4-3-3-3 10.536 %
// (the tables of the Encyclopedia of Bridge give 21.55, 15.52, 10.54).
func patternProbs() map[[4]int]float64 {
	out := map[[4]int]float64{}
	for a := 0; a <= 13; a++ {
		for b := 0; b <= 13-a; b++ {
			for c := 0; c <= 13-a-b; c++ {
				d := 13 - a - b - c
				lens := [4]int{a, b, c, d}
				slices.SortFunc(lens[:], func(x, y int) int { return y - x })
				out[lens] += binom(13, a) * binom(13, b) * binom(13, c) * binom(13, d) / binom(52, 13)
			}
		}
	}
	return out
}

func patternOf(h Hand) [4]int {
	p := [4]int{h[0].Len(), h[1].Len(), h[2].Len(), h[3].Len()}
	slices.SortFunc(p[:], func(x, y int) int { return y - x })
	return p
}

func TestSuitPatterns(t *testing.T) {
	probs := patternProbs()
	if len(probs) != 39 {
		t.Errorf("%d patterns, want 39", len(probs))
	}
	for p, want := range map[[4]int]float64{{4, 4, 3, 2}: 136852887600 / binom(52, 13), {5, 3, 3, 2}: 0.15516846, {4, 3, 3, 3}: 0.10536130} {
		if math.Abs(probs[p]-want) > 1e-8 {
			t.Errorf("P(%v) = %v, want %v", p, probs[p], want)
		}
	}
	var keys [][4]int
	for k := range probs {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b [4]int) int { return slices.Compare(a[:], b[:]) })
	counts := make([]int, len(keys))
	ps := make([]float64, len(keys))
	seen := map[[4]int]int{}
	for _, d := range statDeals() {
		seen[patternOf(d[bridge.North])]++
	}
	for i, k := range keys {
		counts[i], ps[i] = seen[k], probs[k]
	}
	stat, df, p := chiSquare(counts, ps, statN)
	t.Logf("suit patterns: chi-square %.1f, %d degrees of freedom, p = %.3f", stat, df, p)
	if p < statAlpha {
		t.Errorf("suit patterns: chi-square %.1f with %d degrees of freedom, p = %.2g below %v", stat, df, p, statAlpha)
	}
}

// hcpProbs are the exact probabilities of a hand's high-card points: the
// hands holding a aces, k kings, q queens and j jacks are C(4,a)·C(4,k)·
// C(4,q)·C(4,j)·C(36, 13−a−k−q−j), for 4a+3k+2q+j points. 0 points:
// C(36,13) = 2 310 789 600 hands, 0.364 %; 10 points 9.405 %, the likeliest;
// 37 points: 4 hands (the four aces, kings and queens, and one jack).
func hcpProbs() []float64 {
	out := make([]float64, 38)
	for a := 0; a <= 4; a++ {
		for k := 0; k <= 4; k++ {
			for q := 0; q <= 4; q++ {
				for j := 0; j <= 4; j++ {
					if r := 13 - a - k - q - j; r >= 0 {
						out[4*a+3*k+2*q+j] += binom(4, a) * binom(4, k) * binom(4, q) * binom(4, j) * binom(36, r) / binom(52, 13)
					}
				}
			}
		}
	}
	return out
}

func TestHCP(t *testing.T) {
	probs := hcpProbs()
	for hcp, want := range map[int]float64{0: 2310789600 / binom(52, 13), 10: 0.09405115, 37: 4 / binom(52, 13)} {
		if math.Abs(probs[hcp]-want) > 1e-8 {
			t.Errorf("P(%d HCP) = %v, want %v", hcp, probs[hcp], want)
		}
	}
	counts := make([]int, len(probs))
	for _, d := range statDeals() {
		counts[d[bridge.North].HCP()]++
		if total := d[0].HCP() + d[1].HCP() + d[2].HCP() + d[3].HCP(); total != 40 {
			t.Fatalf("a deal of %d HCP", total)
		}
	}
	stat, df, p := chiSquare(counts, probs, statN)
	t.Logf("HCP: chi-square %.1f, %d degrees of freedom, p = %.3f", stat, df, p)
	if p < statAlpha {
		t.Errorf("HCP: chi-square %.1f with %d degrees of freedom, p = %.2g below %v", stat, df, p, statAlpha)
	}
}

// cardSeats tests that each card goes to each seat a quarter of the time:
// a chi-square of 3 degrees of freedom for each of the 52 cards, at
// statAlpha/52 each (Bonferroni: the cards of a deal are not independent,
// and the chance that any of the 52 fails is then at most statAlpha). It
// returns the cards that fail.
func cardSeats(deals []Deal) []string {
	var bad []string
	for i := 0; i < 52; i++ {
		counts := make([]int, 4)
		for _, d := range deals {
			s, _ := d.owner(i)
			counts[s]++
		}
		stat, df, p := chiSquare(counts, []float64{0.25, 0.25, 0.25, 0.25}, len(deals))
		if p < statAlpha/52 {
			bad = append(bad, fmt.Sprintf("%s %v (chi-square %.1f, %d df)", cardAt(i), counts, stat, df))
		}
	}
	return bad
}

func TestCardSeats(t *testing.T) {
	if bad := cardSeats(statDeals()); len(bad) > 0 {
		t.Errorf("cards not dealt a quarter of the time to each seat: %v", bad)
	}
	// The test finds a biased dealer: 96 bits taken modulo the count, with
	// no rejection, make the indexes below 2⁹⁶ − count (48 % of them)
	// twice as likely; those deal the first cards to North more often.
	src := NewSeeded("biased")
	var biased []Deal
	for range 4000 {
		var buf [12]byte
		src.Read(buf[:])
		x := new(big.Int).SetBytes(buf[:])
		count, _ := new(big.Int).SetString(DealCount, 10)
		x.Mod(x, count)
		var b [16]byte
		x.FillBytes(b[:])
		idx := u128{hi: be64(b[:8]), lo: be64(b[8:])}
		biased = append(biased, decodeIndex(idx))
	}
	if bad := cardSeats(biased); len(bad) == 0 {
		t.Error("a dealer without rejection passed")
	}
}

func be64(b []byte) uint64 {
	var x uint64
	for _, c := range b {
		x = x<<8 | uint64(c)
	}
	return x
}

func TestNoDealRepeats(t *testing.T) {
	seen := map[Deal]bool{}
	for _, d := range statDeals() {
		if seen[d] {
			t.Fatalf("deal %s dealt twice", d.PBN(bridge.North))
		}
		seen[d] = true
	}
}

func TestDigest(t *testing.T) {
	boards := []Board{{Number: 1, Deal: convertDeal}, {Number: 2, Deal: standardDeal}}
	got, err := Digest(boards)
	if err != nil || len(got) != 64 {
		t.Fatalf("Digest = %q, %v", got, err)
	}
	ok, err := CheckDigest(boards, "  "+strings.ToUpper(got)+"\n")
	if !ok || err != nil {
		t.Errorf("CheckDigest of its own digest: %v, %v", ok, err)
	}
	boards[1].Deal = convertDeal
	if ok, _ := CheckDigest(boards, got); ok {
		t.Error("another deal has the same digest")
	}
	if _, err := CheckDigest(boards, "abc"); err != ErrNotDigest {
		t.Errorf("CheckDigest(abc): %v", err)
	}
}

// BenchmarkRandom deals from crypto/rand and from a seeded source; the
// deals a second are ns/op's inverse.
func BenchmarkRandom(b *testing.B) {
	for _, src := range []struct {
		name string
		r    io.Reader
	}{{"crypto", rand.Reader}, {"seeded", NewSeeded("bench")}} {
		b.Run(src.name, func(b *testing.B) {
			r := src.r
			for b.Loop() {
				if _, err := Random(r); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
		})
	}
}

// The points of the PBN standard's example deal, counted by hand: North
// ♦AKQ ♣A = 9 + 4 = 13; East ♠A ♥KQ ♣QJ = 4 + 5 + 3 = 12; South ♠J ♥J ♣K =
// 5; West ♠KQ ♥A ♦J = 5 + 4 + 1 = 10.
func TestHCPCount(t *testing.T) {
	for seat, want := range [4]int{13, 12, 5, 10} {
		if got := standardDeal[seat].HCP(); got != want {
			t.Errorf("%s: %d HCP, want %d", seatNames[seat], got, want)
		}
	}
}
