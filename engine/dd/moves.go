package dd

import "math/bits"

// genMoves writes the moves of seat, at position ply of the current trick,
// into ms, best first, and returns how many there are. A player follows
// suit when he can; each run of equivalent cards gives one move.
func (s *search) genMoves(ply, seat int, ms *[13]move) int {
	hs := &s.hand[seat&3]
	if ply > 0 {
		led := int(s.trick[0].suit & 3)
		if h := hs[led]; h != 0 {
			n := s.suitMoves(h, led, ms, 0)
			if ply == 3 && !s.noOrder && n > 1 {
				s.orderFourth(ms[:n])
				return n
			}
			s.order(ply, seat, ms[:n])
			return n
		}
	}
	n := 0
	for su := 3; su >= 0; su-- {
		if h := hs[su]; h != 0 {
			n = s.suitMoves(h, su, ms, n)
		}
	}
	s.order(ply, seat, ms[:n])
	return n
}

// suitMoves appends the moves of the holding h in suit su to ms from index
// n: one for each run of the holding whose cards no card in play
// separates.
func (s *search) suitMoves(h uint16, su int, ms *[13]move, n int) int {
	if s.noEquiv {
		for x := h; x != 0; x &= x - 1 {
			r := uint8(bits.TrailingZeros16(x))
			ms[n] = move{suit: uint8(su), rank: r, top: r}
			n++
		}
		return n
	}
	others := s.present[su&3] &^ h
	for h != 0 {
		top := uint(bits.Len16(h)-1) & 15
		// The run goes down from top to the lowest card of h above the
		// highest card of another hand (or the table) below top.
		run := h
		if ob := others & (uint16(1)<<top - 1); ob != 0 {
			run = h &^ (uint16(2)<<(uint(bits.Len16(ob)-1)&15) - 1)
		}
		ms[n] = move{suit: uint8(su), rank: uint8(bits.TrailingZeros16(run)), top: uint8(top)}
		n++
		h &^= run
	}
	return n
}

// order weighs the moves after DDS's rules (weights.go) and sorts them,
// best first.
func (s *search) order(ply, seat int, ms []move) {
	if s.noOrder || len(ms) < 2 {
		return
	}
	trumps := s.trump != noTrump && s.present[s.trump] != 0
	if ply == 0 {
		s.weighLead(seat, ms, trumps, s.bestLead[s.total-s.left])
	} else {
		s.weighFollow(ply, seat, ms, trumps)
	}
	// Moves come a suit at a time, highest first, and most weights fall
	// with the rank: a list whose scores rise all the way is the sorted
	// list reversed (no ties to keep in order), which the insertion sort
	// below would take the longest over.
	up := true
	for i := 1; i < len(ms); i++ {
		if ms[i].score <= ms[i-1].score {
			up = false
			break
		}
	}
	if up {
		for i, j := 0, len(ms)-1; i < j; i, j = i+1, j-1 {
			ms[i], ms[j] = ms[j], ms[i]
		}
		return
	}
	for i := 1; i < len(ms); i++ {
		m := ms[i]
		j := i
		for j > 0 && ms[j-1].score < m.score {
			ms[j] = ms[j-1]
			j--
		}
		ms[j] = m
	}
}

// orderFourth orders the fourth hand's cards when he follows suit, as
// order would by weighFollow's weights, without weighing them: the cards
// that win the trick first, the cheapest first, then the others, the
// lowest first (when partner's card wins, or a trump, none wins). ms is
// as suitMoves made it, highest first: two reversals.
func (s *search) orderFourth(ms []move) {
	_, _, win, winPos := s.trickSoFar(3)
	k := 0
	if winPos != 1 && win.suit == ms[0].suit {
		for k < len(ms) && ms[k].top > win.rank {
			k++
		}
	}
	reverse(ms[:k])
	reverse(ms[k:])
}

func reverse(ms []move) {
	for i, j := 0, len(ms)-1; i < j; i, j = i+1, j-1 {
		ms[i], ms[j] = ms[j], ms[i]
	}
}

// highest returns the highest card of h (0 for none): 1 << Len16 halved,
// with no branch for none.
func highest(h uint16) uint16 {
	return uint16(uint32(1) << (uint(bits.Len16(h)) & 31) >> 1)
}
