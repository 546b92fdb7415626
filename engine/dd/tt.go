package dd

import (
	"math/bits"
	"unsafe"
)

// The transposition table remembers, for positions at the start of a trick,
// bounds on the tricks North-South take from there. A position is keyed by
// the relative ranks of the cards still in play: for each suit, which seat
// holds the lowest card left, the next lowest and so on. Two positions that
// differ only in which small cards have gone are the same position then
// (the 7 is as good as the ace once the six higher cards have been played),
// so the bounds found for one serve the other.
//
// The table has a fixed number of entries, set when it is made; a new
// position takes the place of an old one of the same bucket, so memory
// never grows.

// position is what the table needs of a position at the start of a trick:
// its key (the length of every suit in every hand, and the leader) and the
// owners of the cards in play, suit by suit from the top card down, two
// bits a card.
type position struct {
	key  uint64    // shape and leader
	a, b uint64    // owners: suits 0 and 1 in a, 2 and 3 in b (see suitBits)
	pres [4]uint16 // the cards in play
	// What the table's key words and entries hold of the key (see
	// keyWord and entry): its fingerprint, its high bits placed as an
	// entry keeps them, and the owners of each suit's top two cards.
	fp       uint32
	hia, hib uint64
	top2     uint16
}

// A suit's owners, top-aligned: the owner of the highest card in play at
// bits 24–25, the next at bits 22–23 and so on down; suits 0 and 2 take
// the low 32 bits of a and b, suits 1 and 3 the high 32. An entry that
// keeps the top k cards of a suit masks the top 2k of its 26 bits.
const suitBits = 26

func suitShift(su int) uint { return 32 * uint(su&1) }

func (p *position) present(su int) uint16 { return p.pres[su] }

// entry is one remembered result for every position of its key whose top
// cards of each suit have the owners v under the masks m (a and b as in
// position); its bounds are in its key word (ttable.keys), which a probe
// reads first. The key's high 22 bits ride in bits of ma and mb that no
// suit uses (spareBits; a position's a and b have nothing there, so
// matches need not mask them out), so that an entry is 32 bytes, two to a
// cache line.
type entry struct {
	ma, va, mb, vb uint64
}

// spareBits are the bits of a mask word above each suit's 26.
const spareBits = 63<<26 | 63<<58

// placeHigh returns the key's high 22 bits placed in the spare bits of ma
// and mb: 6 in each half of ma, then 6 and 4 in mb.
func placeHigh(key uint64) (uint64, uint64) {
	h := key >> 32
	return (h&63)<<26 | (h>>6&63)<<58, (h>>12&63)<<26 | (h>>18&15)<<58
}

// masks returns ma and mb without the key's bits.
func (e *entry) masks() (uint64, uint64) { return e.ma &^ spareBits, e.mb &^ spareBits }

// sameKey reports whether the entry keeps the position's key's high bits
// (its key word has the fingerprint of the low ones).
func (e *entry) sameKey(p *position) bool {
	return e.ma&spareBits == p.hia && e.mb&spareBits == p.hib
}

// A key word (ttable.keys) is what a probe reads of an entry before the
// entry itself: a summary of the top cards: how many of each suit's top
// two the entry keeps (0 to 2, two bits a suit, bits 56–63) and their
// owners (four bits a suit, bits 32–47; a kept card's owner at the top of
// its suit's nibble), the bounds hi (52–55) and lo (48–51) on
// North-South's tricks, and the fingerprint of the key (bits 0–31). Most entries of a
// key fix the owner of some top card, so the summary passes over most
// that do not match without reading them.
const (
	loShift     = 48
	hiShift     = 52
	countsShift = 56
)

func wordLo(k uint64) int { return int(k>>loShift) & 15 }
func wordHi(k uint64) int { return int(k>>hiShift) & 15 }

// wordAgrees reports whether a key word's summary agrees with a position's
// owners of the top two cards, under the mask and.
func wordAgrees(k uint64, top2, and uint16) bool {
	return (uint16(k>>32)^top2)&topMask[k>>countsShift]&and == 0
}

// keyWord makes a key word.
func keyWord(fp uint32, lo, hi int, counts uint8, top2 uint16) uint64 {
	return uint64(counts)<<countsShift | uint64(hi)<<hiShift | uint64(lo)<<loShift | uint64(top2)<<32 | uint64(fp)
}

// topMask[counts] is the summary's owners' mask for a key word's counts.
var topMask = func() (m [256]uint16) {
	for c := 0; c < 256; c++ {
		for su := 0; su < 4; su++ {
			m[c] |= [4]uint16{0, 0xc, 0xf, 0xf}[c>>(2*su)&3] << (4 * su)
		}
	}
	return m
}()

// wordMask[counts] is what of a key word must agree with a position's
// word for its entry to be a candidate: the fingerprint, and the owners
// under topMask[counts].
var wordMask = func() (m [256]uint64) {
	for c := range m {
		m[c] = uint64(topMask[c])<<32 | 0xffffffff
	}
	return m
}()

// fingerprint is what a key word keeps of a key: its low 32 bits mixed
// with the high ones (which the entry keeps as they are).
func fingerprint(key uint64) uint32 {
	return uint32(key) ^ uint32(key>>32)*0x9e3779b1
}

// bucketSize entries share a bucket: the positions of one key (and of any
// other keys that hash there) with their different top cards.
const bucketSize = 512

// fillBits hold the count of a bucket's entries in ttable.fill.
const fillBits = 10

// genBits of a bucket's fill count hold the generation: the search (one
// strain of one deal) that made its entries.
const genBits = 32 - fillBits

type ttable struct {
	keys []uint64 // key words (keyWord); past a bucket's fill count, of older searches
	e    []entry
	// A bucket's key words in use are in order of generality, the most
	// general entry's first; gs[i] is the generality of key word i's entry
	// (the mask bits it keeps: twice its top cards), and ord[i] its place
	// in the bucket's entries (which do not move: only the key words, as
	// entries come and go).
	gs  []uint8
	ord []uint16
	// Per bucket: gen<<fillBits | the number of entries of generation
	// gen, which fill the bucket from its start.
	fill []uint32
	mask uint64 // of bucket numbers
	hand uint32 // round-robin victim when every entry of a bucket is in use
}

// newTable makes a table of 2^bits entries.
func newTable(bits int) *ttable {
	n := 1 << bits
	return &ttable{keys: make([]uint64, n), e: make([]entry, n), gs: make([]uint8, n), ord: make([]uint16, n), fill: make([]uint32, n/bucketSize), mask: uint64(n/bucketSize - 1)}
}

// clear empties the table: every fill count of generation 0, which no
// search has.
func (t *ttable) clear() {
	clear(t.keys)
	clear(t.fill)
}

// used returns the number of entries of generation gen in bucket bi: the
// first ones.
func (t *ttable) used(bi int, gen uint32) int {
	if f := t.fill[bi]; f>>fillBits == gen {
		return int(f & (1<<fillBits - 1))
	}
	return 0
}

// bucket returns the index of the first entry of the position's bucket.
func (t *ttable) bucket(p *position) int {
	h := p.key * 0x9e3779b97f4a7c15
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	return int(h&t.mask) * bucketSize
}

// matches reports whether the position agrees with the entry's top cards
// (the entry being of its key).
func (e *entry) matches(p *position) bool {
	return ((p.a&e.ma)^e.va)|((p.b&e.mb)^e.vb) == 0
}

// probe looks for a remembered result that decides whether North-South
// take target tricks from the position, and returns its bounds and the
// cards it depends on: of the entries that decide, the one that keeps the
// fewest top cards, so that the results above it depend on the fewest.
// The bucket keeps its entries in that order: the first that decides.
func (t *ttable) probe(p *position, target int, gen uint32) (lo, hi int, r rel, ok bool) {
	b := t.bucket(p)
	n := t.used(b/bucketSize, gen)
	keys := t.keys[b : b+n : b+n]
	es := t.e[b : b+bucketSize : b+bucketSize]
	ord := t.ord[b : b+n : b+n]
	want := uint64(p.top2)<<32 | uint64(p.fp)
	for i := candidate(keys, 0, want, target, &wordMask); i < len(keys); i = candidate(keys, i+1, want, target, &wordMask) {
		if e := &es[ord[i]%bucketSize]; e.sameKey(p) && e.matches(p) {
			k := keys[i]
			return wordLo(k), wordHi(k), e.rel(p), true
		}
	}
	return 0, 0, 0, false
}

// candidate returns the index of the first key word of keys from i on that
// has the fingerprint and agrees with the owners of the top two cards of
// want (keyWord's low 48 bits) on the top cards its entry keeps, and has
// bounds that decide target; len(keys) if none. Both in one test: most
// words of a bucket are of the position's key (the fingerprint alone
// passes over few). (A function of its own: the loop then keeps all it
// needs in registers.)
//
//go:noinline
func candidate(keys []uint64, i int, want uint64, target int, wm *[256]uint64) int {
	_ = wm[0] // its nil check out of the loop
	for j, k := range keys[i:] {
		if (k^want)&wm[k>>countsShift] != 0 {
			continue
		}
		if wordLo(k) < target && wordHi(k) >= target {
			continue
		}
		return i + j
	}
	return len(keys)
}

// agreeing returns the index of the first key word of keys from i on that
// has the fingerprint fp and agrees with the owners top2 on the top cards
// both its entry and the mask and keep; len(keys) if none.
//
//go:noinline
func agreeing(keys []uint64, i int, fp uint32, top2, and uint16) int {
	for j, k := range keys[i:] {
		if uint32(k) == fp && wordAgrees(k, top2, and) {
			return i + j
		}
	}
	return len(keys)
}

// rel returns the cards of the position that the entry's top cards are:
// for each suit, the lowest of them (the ones above go with it).
func (e *entry) rel(p *position) rel {
	ma, mb := e.masks()
	return kthHighest(p.pres[0], uint(bits.OnesCount32(uint32(ma)))/2) |
		kthHighest(p.pres[1], uint(bits.OnesCount32(uint32(ma>>32)))/2)<<16 |
		kthHighest(p.pres[2], uint(bits.OnesCount32(uint32(mb)))/2)<<32 |
		kthHighest(p.pres[3], uint(bits.OnesCount32(uint32(mb>>32)))/2)<<48
}

// kthHighest returns the k-th highest card of x (none for k = 0), as a rel
// of suit 0.
func kthHighest(x uint16, k uint) rel {
	if k == 0 {
		return 0
	}
	// Take the k-1 above it off the top (x holds k cards or more).
	for ; k > 1; k-- {
		x &^= 0x8000 >> (uint(bits.LeadingZeros16(x)) & 15)
	}
	return rel(0x8000 >> (uint(bits.LeadingZeros16(x)) & 15))
}

// store enters bounds [lo, hi] for the positions that agree with p on the
// cards of r, or narrows the bounds already entered for them; else the new
// entry takes the place of one it says all of (as general and as narrow),
// else the next entry not yet of this generation, else the next in turn.
// It is called after a probe of the same position and target found no
// deciding entry, with bounds that decide the target: so no entry as
// general and as narrow is there (the positions searched in between have
// fewer cards, so other keys). It reads the bucket's key words again
// rather than keep what the probe before the search saw: they are few and
// next to each other.
func (t *ttable) store(p *position, r rel, gen uint32, lo, hi int) {
	var ne entry
	var counts uint8
	for su := 0; su < 4; su++ {
		var k uint8
		if m := uint16(r >> (16 * su)); m != 0 {
			low := m & -m
			k = uint8(bits.OnesCount16(p.present(su) &^ (low - 1)))
		}
		counts |= min(k, 2) << ((2 * su) & 7)
		mask := (uint64(1)<<((2*k)&63) - 1) << ((suitBits - 2*k) & 63) << suitShift(su)
		if su < 2 {
			ne.ma |= mask
		} else {
			ne.mb |= mask
		}
	}
	ne.va, ne.vb = p.a&ne.ma, p.b&ne.mb
	nma, nmb := ne.ma, ne.mb
	ne.ma |= p.hia
	ne.mb |= p.hib
	nTop := topMask[counts]
	b := t.bucket(p)
	bi := b / bucketSize
	keys := t.keys[b : b+bucketSize : b+bucketSize]
	es := t.e[b : b+bucketSize : b+bucketSize]
	fp := p.fp
	victim := -1
	used := keys[:t.used(bi, gen)]
	g := uint8(bits.OnesCount64(nma) + bits.OnesCount64(nmb))
	// Each case below has the entry agree with the position on the top
	// cards both keep. An entry of the same masks or one the new entry
	// says all of keeps as many top cards or more: none of them is
	// among the more general entries at the bucket's start, which the
	// scan passes over.
	ord := t.ord[b : b+bucketSize : b+bucketSize]
	from := t.firstOf(b, len(used), g)
	for i := agreeing(used, from, fp, p.top2, nTop); i < len(used); i = agreeing(used, i+1, fp, p.top2, nTop) {
		k := keys[i]
		e := &es[ord[i]%bucketSize]
		if !e.sameKey(p) {
			continue
		}
		ema, emb := e.masks()
		elo, ehi := wordLo(k), wordHi(k)
		if ema == nma && emb == nmb && e.va == ne.va && e.vb == ne.vb {
			keys[i] = keyWord(p.fp, max(elo, lo), min(ehi, hi), counts, p.top2&nTop)
			return
		}
		if lo >= elo && hi <= ehi && nma&^ema|nmb&^emb == 0 && e.va&nma == ne.va && e.vb&nmb == ne.vb {
			victim = i // the new entry says all this one does
			break
		}
	}
	// The entries in use are the bucket's first n (in some order).
	n := len(used)
	var slot uint16
	switch {
	case victim >= 0:
		slot = ord[victim]
		t.remove(b, n, victim)
	case n == bucketSize:
		t.hand++
		v := int(t.hand % bucketSize)
		slot = ord[v]
		t.remove(b, n, v)
	default:
		slot = uint16(n)
		t.fill[bi] = gen<<fillBits | uint32(n+1)
		n++
	}
	es[slot%bucketSize] = ne
	t.insert(b, n-1, g, keyWord(p.fp, lo, hi, counts, p.top2&nTop), slot)
}

// remove takes key word i out of the n in use of the bucket at b, the ones
// after it moving up.
func (t *ttable) remove(b, n, i int) {
	copy(t.keys[b+i:b+n-1], t.keys[b+i+1:b+n])
	copy(t.ord[b+i:b+n-1], t.ord[b+i+1:b+n])
	copy(t.gs[b+i:b+n-1], t.gs[b+i+1:b+n])
}

// insert puts the key word k of an entry of generality g at slot into the
// bucket at b, which has n key words in use and room for one more, after
// those of entries as general as it or more, the others moving down.
func (t *ttable) insert(b, n int, g uint8, k uint64, slot uint16) {
	gs := t.gs[b : b+n+1 : b+n+1]
	i := t.firstOf(b, n, g+1)
	copy(t.keys[b+i+1:b+n+1], t.keys[b+i:b+n])
	copy(t.ord[b+i+1:b+n+1], t.ord[b+i:b+n])
	copy(gs[i+1:], gs[i:n])
	t.keys[b+i], t.ord[b+i], gs[i] = k, slot, g
}

// firstOf returns the index of the first of the n key words in use of the
// bucket at b whose entry keeps g mask bits or more (a binary search of
// their generality, which rises through the bucket); n if none.
func (t *ttable) firstOf(b, n int, g uint8) int {
	gs := t.gs[b : b+n : b+n]
	i, j := 0, n
	for i < j {
		if h := int(uint(i+j) >> 1); gs[h] < g {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

// shapeUnit[seat][suit] is one card of the suit in the seat's hand in the
// shape (0 for the suits the shape leaves out): North's four suits from
// bit 48 down, then East's, South's and West's first three.
var shapeUnit = func() (u [4][4]uint64) {
	for su := 0; su < 4; su++ {
		u[0][su] = 1 << (4 * (12 - su))
	}
	for seat := 1; seat < 4; seat++ {
		for su := 0; su < 3; su++ {
			u[seat][su] = 1 << (4 * (8 - 3*(seat-1) - su))
		}
	}
	return u
}()

// position fills in the table's view of the current position, which must
// be at the start of a trick. The shape leaves out the last suit of East,
// South and West: every hand holds as many cards as North.
func (s *search) position(p *position) {
	p.key = uint64(s.leader)<<52 | s.shape
	p.pres = s.present
	a := uint64(s.own[0]) | uint64(s.own[1])<<32
	b := uint64(s.own[2]) | uint64(s.own[3])<<32
	p.a, p.b = a, b
	p.fp = fingerprint(p.key)
	p.hia, p.hib = placeHigh(p.key)
	p.top2 = uint16(a>>22&15 | a>>54&15<<4 | b>>22&15<<8 | b>>54&15<<12)
}

// An entry is 32 bytes, its key word 8 more and its generality and
// place 3 more; Options' sizes say so.
var _ [32]byte = [unsafe.Sizeof(entry{})]byte{}
