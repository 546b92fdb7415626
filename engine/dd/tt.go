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
// its shape (the length of every suit in every hand, and the leader) and,
// for each suit, the owners of the cards in play, lowest first, two bits a
// card.
type position struct {
	shape uint64
	lead  uint8
	n     [4]uint8  // cards in play in each suit
	code  [4]uint32 // owners, lowest card first
	pres  [4]uint16 // the cards in play
	topo  uint64    // the owners of the top minTop cards of each suit
}

// minTop is the number of top cards of each suit an entry always keeps:
// their owners choose the bucket, which spreads the many entries of one
// shape over the table.
const minTop = 0

func (p *position) present(su int) uint16 { return p.pres[su] }

// entry is one remembered result: bounds on North-South's tricks for every
// position of the shape whose top k[suit] cards of each suit have the
// owners top[suit] (lowest of them first). The shape and the leader are
// the entry's key, kept apart from it (ttable.keys) so that a probe reads
// only the keys of a bucket until one matches.
type entry struct {
	top    [4]uint32
	k      [4]uint8
	lo, hi int8
	left   uint8
}

// bucketSize entries share a bucket: the positions of one shape (and of
// any other shapes that hash there) with their different top cards.
const bucketSize = 32

type ttable struct {
	keys []uint64 // the shape of each entry
	tags []uint32 // gen<<2 | leader; a tag of another generation marks an empty entry
	e    []entry
	mask uint64 // of bucket numbers
	hand uint32 // round-robin victim when every entry of a bucket is in use
}

// newTable makes a table of 2^bits entries.
func newTable(bits int) *ttable {
	n := 1 << bits
	return &ttable{keys: make([]uint64, n), tags: make([]uint32, n), e: make([]entry, n), mask: uint64(n/bucketSize - 1)}
}

// clear empties the table: every tag of generation 0, which no search has.
func (t *ttable) clear() { clear(t.tags) }

// bucket returns the index of the first entry of the position's bucket.
func (t *ttable) bucket(p *position) int {
	h := (p.shape ^ uint64(p.lead)<<62 ^ uint64(p.lead) ^ p.topo*0xbf58476d1ce4e5b9) * 0x9e3779b97f4a7c15
	h ^= h >> 31
	return int(h&t.mask) * bucketSize
}

// matches reports whether the position agrees with the entry's top cards.
func (e *entry) matches(p *position) bool {
	for su := 0; su < 4; su++ {
		if p.code[su]>>(2*(p.n[su]-e.k[su])) != e.top[su] {
			return false
		}
	}
	return true
}

// probe looks for a remembered result that decides whether North-South
// take target tricks from the position, and returns its bounds and the
// cards it depends on.
func (t *ttable) probe(p *position, target int, gen uint32) (lo, hi int, r rel, ok bool) {
	b := t.bucket(p)
	keys := t.keys[b : b+bucketSize : b+bucketSize]
	tags := t.tags[b : b+bucketSize : b+bucketSize]
	tag := gen<<2 | uint32(p.lead)
	for i, k := range keys {
		if k != p.shape || tags[i] != tag {
			continue
		}
		e := &t.e[b+i]
		if int(e.lo) < target && int(e.hi) >= target {
			continue
		}
		if !e.matches(p) {
			continue
		}
		return int(e.lo), int(e.hi), e.rel(p), true
	}
	return 0, 0, 0, false
}

// rel returns the cards of the position that the entry's top cards are:
// for each suit, the lowest of them (the ones above go with it).
func (e *entry) rel(p *position) rel {
	var r rel
	for su := 0; su < 4; su++ {
		if e.k[su] == 0 {
			continue
		}
		// The k-th highest card in play: skip n-k cards from the bottom.
		x := p.present(su)
		for j := uint8(0); j < p.n[su]-e.k[su]; j++ {
			x &= x - 1
		}
		r |= rel(x&-x) << (16 * su)
	}
	return r
}

// store enters bounds [lo, hi] for the positions that agree with p on the
// cards of r, or narrows the bounds already entered for them. A new entry
// takes the place of one of an older search, else of the one with fewest
// tricks left, else the next in turn.
func (t *ttable) store(p *position, r rel, gen uint32, left uint8, lo, hi int) {
	var ne entry
	ne.left = left
	ne.lo, ne.hi = int8(lo), int8(hi)
	for su := 0; su < 4; su++ {
		k := min(p.n[su], minTop)
		if m := uint16(r >> (16 * su)); m != 0 {
			low := m & -m
			k = max(k, uint8(bits.OnesCount16(p.present(su)&^(low-1))))
		}
		ne.k[su] = k
		ne.top[su] = p.code[su] >> (2 * (p.n[su] - k))
	}
	b := t.bucket(p)
	tag := gen<<2 | uint32(p.lead)
	victim := -1
	for i := b; i < b+bucketSize; i++ {
		if t.tags[i]>>2 != gen {
			if victim < 0 || t.tags[victim]>>2 == gen {
				victim = i
			}
			continue
		}
		e := &t.e[i]
		if t.keys[i] == p.shape && t.tags[i] == tag && e.k == ne.k && e.top == ne.top {
			e.lo = max(e.lo, ne.lo)
			e.hi = min(e.hi, ne.hi)
			return
		}
		if victim < 0 || (t.tags[victim]>>2 == gen && e.left < t.e[victim].left) {
			victim = i
		}
	}
	if t.tags[victim]>>2 == gen && t.e[victim].left >= left {
		t.hand++
		victim = b + int(t.hand%bucketSize)
	}
	t.keys[victim], t.tags[victim], t.e[victim] = p.shape, tag, ne
}

// pext4[m][o] packs the 2-bit owners o of four ranks down to the ranks in
// mask m that are still in play, lowest rank first.
var pext4 [16][256]uint8

func init() {
	for m := 0; m < 16; m++ {
		for o := 0; o < 256; o++ {
			v, n := 0, 0
			for r := 0; r < 4; r++ {
				if m&(1<<r) != 0 {
					v |= (o >> (2 * r) & 3) << (2 * n)
					n++
				}
			}
			pext4[m][o] = uint8(v)
		}
	}
}

// position fills in the table's view of the current position, which must
// be at the start of a trick.
func (s *search) position(p *position) {
	var shape uint64
	for seat := 0; seat < 4; seat++ {
		for su := 0; su < 4; su++ {
			shape = shape<<4 | uint64(bits.OnesCount16(s.hand[seat][su]))
		}
	}
	p.shape = shape
	p.lead = uint8(s.leader)
	var topo uint64
	for su := 0; su < 4; su++ {
		pr := uint32(s.present[su]) >> 2
		p.pres[su] = s.present[su]
		o := s.owner[su]
		var v uint32
		shift := 0
		for c := 0; c < 4 && pr != 0; c++ {
			m := pr & 15
			v |= uint32(pext4[m][o&255]) << shift
			shift += 2 * bits.OnesCount32(m)
			pr >>= 4
			o >>= 8
		}
		p.code[su] = v
		n := uint8(shift / 2)
		p.n[su] = n
		topo = topo<<8 | uint64(v>>(2*(n-min(n, minTop))))
	}
	p.topo = topo
}

// An entry is 24 bytes and its key and tag 12 more; Options' sizes say so.
var _ [24]byte = [unsafe.Sizeof(entry{})]byte{}
