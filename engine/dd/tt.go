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
	key  uint64    // shape and leader; the table adds the generation
	a, b uint64    // owners: suits 0 and 1 in a, 2 and 3 in b (see suitBits)
	n    [4]uint8  // cards in play in each suit
	pres [4]uint16 // the cards in play
}

// A suit's owners, top-aligned: the owner of the highest card in play at
// bits 24–25, the next at bits 22–23 and so on down; suits 0 and 2 take
// the low 32 bits of a and b, suits 1 and 3 the high 32. An entry that
// keeps the top k cards of a suit masks the top 2k of its 26 bits.
const suitBits = 26

func suitShift(su int) uint { return 32 * uint(su&1) }

func (p *position) present(su int) uint16 { return p.pres[su] }

// entry is one remembered result: bounds on North-South's tricks for every
// position of the key whose top cards of each suit have the owners v
// under the masks m (a and b as in position). The key is kept apart from
// the entry (ttable.keys) so that a probe reads only the keys of a bucket
// until one matches. The bounds lo and hi ride in bits of ma that no suit
// uses (see boundBits), so that an entry is 32 bytes, two to a cache line.
type entry struct {
	ma, va, mb, vb uint64
}

// The bounds' bits in entry.ma: lo at 58–61, hi at 26–29, above the
// owners of suits 1 and 0. A position's a has nothing there, so matches
// need not mask them out.
const (
	loShift   = 58
	hiShift   = 26
	boundBits = 15<<loShift | 15<<hiShift
)

func (e *entry) lo() int { return int(e.ma>>loShift) & 15 }
func (e *entry) hi() int { return int(e.ma>>hiShift) & 15 }

// masks returns ma without the bounds.
func (e *entry) masks() uint64 { return e.ma &^ boundBits }

// setBounds sets the entry's bounds.
func (e *entry) setBounds(lo, hi int) {
	e.ma = e.masks() | uint64(lo)<<loShift | uint64(hi)<<hiShift
}

// bucketSize entries share a bucket: the positions of one key (and of any
// other keys that hash there) with their different top cards.
const bucketSize = 512

// fillBits hold the count of a bucket's entries in ttable.fill.
const fillBits = 10

// genBits of a key hold the generation: the search (one strain of one
// deal) that made the entry. The shape takes 52 bits and the leader 2.
const (
	genShift = 54
	genBits  = 64 - genShift
)

type ttable struct {
	keys []uint64 // gen<<genShift | leader<<52 | shape; past a bucket's fill count, of older searches
	e    []entry
	// Per bucket: stores so far (a probe's scan holds while it is
	// unchanged), and gen<<fillBits | the number of entries of generation
	// gen, which fill the bucket from its start.
	mods, fill []uint32
	mask       uint64 // of bucket numbers
	hand       uint32 // round-robin victim when every entry of a bucket is in use
}

// newTable makes a table of 2^bits entries.
func newTable(bits int) *ttable {
	n := 1 << bits
	return &ttable{keys: make([]uint64, n), e: make([]entry, n), mods: make([]uint32, n/bucketSize), fill: make([]uint32, n/bucketSize), mask: uint64(n/bucketSize - 1)}
}

// clear empties the table: every key and fill count of generation 0,
// which no search has.
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

// A scan is what a probe that found nothing saw of its bucket: the entries
// of the position's key. The store that follows the search of the
// position reads only those when nothing has been stored in the bucket
// since.
type scan struct {
	valid bool
	mod   uint32
	same  [bucketSize / 64]uint64
}

// bucket returns the index of the first entry of the position's bucket.
func (t *ttable) bucket(p *position) int {
	h := p.key * 0x9e3779b97f4a7c15
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	return int(h&t.mask) * bucketSize
}

// matches reports whether the position agrees with the entry's top cards.
func (e *entry) matches(p *position) bool {
	return ((p.a&e.ma)^e.va)|((p.b&e.mb)^e.vb) == 0
}

// probe looks for a remembered result that decides whether North-South
// take target tricks from the position, and returns its bounds and the
// cards it depends on: of the entries that decide, the one that keeps the
// fewest top cards, so that the results above it depend on the fewest.
func (t *ttable) probe(p *position, target int, gen uint32, sc *scan) (lo, hi int, r rel, ok bool) {
	b := t.bucket(p)
	n := t.used(b/bucketSize, gen)
	keys := t.keys[b : b+n : b+n]
	es := t.e[b : b+n : b+n]
	key := uint64(gen)<<genShift | p.key
	var best *entry
	bestG := 0
	sc.same = [bucketSize / 64]uint64{}
	for i, k := range keys {
		if k != key {
			continue
		}
		sc.same[(i>>6)&(bucketSize/64-1)] |= 1 << (i & 63)
		e := &es[i]
		if e.lo() < target && e.hi() >= target {
			continue
		}
		if !e.matches(p) {
			continue
		}
		g := bits.OnesCount64(e.masks()) + bits.OnesCount64(e.mb)
		if g <= probeGeneral {
			return e.lo(), e.hi(), e.rel(p), true
		}
		if best == nil || g < bestG {
			best, bestG = e, g
		}
	}
	if best != nil {
		return best.lo(), best.hi(), best.rel(p), true
	}
	sc.valid, sc.mod = true, t.mods[b/bucketSize]
	return 0, 0, 0, false
}

// rel returns the cards of the position that the entry's top cards are:
// for each suit, the lowest of them (the ones above go with it).
func (e *entry) rel(p *position) rel {
	var r rel
	for su := 0; su < 4; su++ {
		m := e.masks()
		if su >= 2 {
			m = e.mb
		}
		k := uint8(bits.OnesCount32(uint32(m>>suitShift(su))) / 2)
		if k == 0 {
			continue
		}
		// The k-th highest card in play: skip n-k cards from the bottom.
		x := p.present(su)
		for j := uint8(0); j < p.n[su]-k; j++ {
			x &= x - 1
		}
		r |= rel(x&-x) << (16 * su)
	}
	return r
}

// store enters bounds [lo, hi] for the positions that agree with p on the
// cards of r, or narrows the bounds already entered for them. Nothing is
// entered when an entry as general and as narrow is there already; else
// the new entry takes the place of one it says all of (as general and as
// narrow), else the next entry not yet of this generation, else the next
// in turn. sc, if valid, is the probe's scan of the bucket.
func (t *ttable) store(p *position, r rel, gen uint32, lo, hi int, sc *scan) {
	var ne entry
	for su := 0; su < 4; su++ {
		var k uint8
		if m := uint16(r >> (16 * su)); m != 0 {
			low := m & -m
			k = uint8(bits.OnesCount16(p.present(su) &^ (low - 1)))
		}
		mask := (uint64(1)<<(2*k) - 1) << (suitBits - 2*k) << suitShift(su)
		if su < 2 {
			ne.ma |= mask
		} else {
			ne.mb |= mask
		}
	}
	ne.va, ne.vb = p.a&ne.ma, p.b&ne.mb
	nma := ne.ma
	ne.setBounds(lo, hi)
	b := t.bucket(p)
	bi := b / bucketSize
	keys := t.keys[b : b+bucketSize : b+bucketSize]
	es := t.e[b : b+bucketSize : b+bucketSize]
	key := uint64(gen)<<genShift | p.key
	var same [bucketSize / 64]uint64
	if sc.valid && sc.mod == t.mods[bi] {
		same = sc.same
	} else {
		for i, k := range keys[:t.used(bi, gen)] {
			if k == key {
				same[(i>>6)&(bucketSize/64-1)] |= 1 << (i & 63)
			}
		}
	}
	victim := -1
search:
	for w, x := range same {
		for ; x != 0; x &= x - 1 {
			i := w<<6 | bits.TrailingZeros64(x)
			e := &es[i]
			ema := e.masks()
			elo, ehi := e.lo(), e.hi()
			if ema == nma && e.mb == ne.mb && e.va == ne.va && e.vb == ne.vb {
				e.setBounds(max(elo, lo), min(ehi, hi))
				return
			}
			if elo >= lo && ehi <= hi && ema&^nma|e.mb&^ne.mb == 0 && e.matches(p) {
				return // an entry at least as general and as narrow: nothing new
			}
			if lo >= elo && hi <= ehi && nma&^ema|ne.mb&^e.mb == 0 && e.va&nma == ne.va && e.vb&ne.mb == ne.vb {
				victim = i // the new entry says all this one does
				break search
			}
		}
	}
	if victim < 0 {
		f := t.fill[bi]
		if f>>fillBits != gen {
			f = gen << fillBits
		}
		if n := int(f & (1<<fillBits - 1)); n < bucketSize {
			victim = n
			t.fill[bi] = f + 1
		} else {
			t.hand++
			victim = int(t.hand % bucketSize)
		}
	}
	keys[victim], es[victim] = key, ne
	t.mods[bi]++
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
	var a, b uint64
	for su := 0; su < 4; su++ {
		p.pres[su] = s.present[su]
		n := uint(bits.OnesCount16(s.present[su]))
		p.n[su] = uint8(n)
		top := uint64(s.comp[su]) << (suitBits - 2*n) << suitShift(su)
		if su < 2 {
			a |= top
		} else {
			b |= top
		}
	}
	p.a, p.b = a, b
}

// An entry is 32 bytes and its key 8 more; Options' sizes say so.
var _ [32]byte = [unsafe.Sizeof(entry{})]byte{}

// probeGeneral: an entry that decides and keeps no more mask bits than
// this (two top cards) answers at once; else probe reads on through the
// bucket for a more general one.
const probeGeneral = 4
