package dd

import "math/bits"

// genMoves writes the moves of seat, at position ply of the current trick,
// into ms, best first, and returns how many there are. A player follows
// suit when he can; each run of equivalent cards gives one move.
func (s *search) genMoves(ply, seat int, ms *[13]move) int {
	n := 0
	if ply > 0 {
		led := int(s.trick[0].suit)
		if s.hand[seat][led] != 0 {
			n = s.suitMoves(seat, led, ms, 0)
			s.order(ply, seat, ms[:n])
			return n
		}
	}
	for su := 3; su >= 0; su-- {
		if s.hand[seat][su] != 0 {
			n = s.suitMoves(seat, su, ms, n)
		}
	}
	s.order(ply, seat, ms[:n])
	return n
}

// suitMoves appends the moves of seat in suit su to ms from index n: one for
// each run of the holding whose cards no card in play separates.
func (s *search) suitMoves(seat, su int, ms *[13]move, n int) int {
	h := s.hand[seat][su]
	p := s.present[su]
	if s.noEquiv {
		for x := h; x != 0; x &= x - 1 {
			r := uint8(bits.TrailingZeros16(x))
			ms[n] = move{suit: uint8(su), rank: r, top: r}
			n++
		}
		return n
	}
	for h != 0 {
		top := bits.Len16(h) - 1
		low := top
		for {
			below := p & (uint16(1)<<low - 1)
			if below == 0 {
				break
			}
			next := bits.Len16(below) - 1
			if h&(1<<next) == 0 {
				break
			}
			low = next
		}
		ms[n] = move{suit: uint8(su), rank: uint8(low), top: uint8(top)}
		n++
		h &^= uint16(1)<<(top+1) - uint16(1)<<low
	}
	return n
}

// order scores the moves and sorts them, best first. The scores are rules
// of thumb of card play: cash a winner or lead to partner's, give partner
// a ruff, win as cheaply as possible, do not overtake partner's winner,
// follow and discard low.
func (s *search) order(ply, seat int, ms []move) {
	if s.noOrder || len(ms) < 2 {
		return
	}
	if ply == 0 {
		s.scoreLeads(seat, ms)
	} else {
		s.scoreFollows(ply, seat, ms)
	}
	if s.killer {
		k := s.killers[(s.total-s.left)*4+ply]
		for i := range ms {
			if ms[i].suit == k.suit && ms[i].rank <= k.rank && k.rank <= ms[i].top {
				ms[i].score += 1000
				break
			}
		}
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

func highest(h uint16) uint16 {
	if h == 0 {
		return 0
	}
	return uint16(1) << (bits.Len16(h) - 1)
}

// ownerOf returns the seat holding a card in play (not one on the table).
func (s *search) ownerOf(su int, bit uint16) int {
	for seat := 0; seat < 4; seat++ {
		if s.hand[seat][su]&bit != 0 {
			return seat
		}
	}
	return -1
}

// scoreLeads weighs the leads after DDS's rules for the opening of a trick
// (Moves.cpp, WeightAllocNT0): prefer suits where the opponents have few
// cards (a smaller tree), where our side holds the top cards, where LHO's
// second-best card can be finessed, and leads towards partner's
// second- and third-best cards; in a trump contract, avoid suits an
// opponent ruffs and prefer those partner ruffs.
func (s *search) scoreLeads(seat int, ms []move) {
	lho, pard, rho := (seat+1)&3, (seat+2)&3, (seat+3)&3
	t := s.trump
	trick := s.total - s.left
	for i := range ms {
		m := &ms[i]
		su := int(m.suit)
		p := s.present[su]
		lhoN := bits.OnesCount16(s.hand[lho][su])
		rhoN := bits.OnesCount16(s.hand[rho][su])
		pardN := bits.OnesCount16(s.hand[pard][su])
		cl, cr := lhoN, rhoN
		if cl == 0 {
			cl = trick + 1
		}
		if cr == 0 {
			cr = trick + 1
		}
		w := -((cl + cr) * 4 * 32 / 19)
		if pardN == 0 {
			w -= 9
		}
		win := highest(p)
		second := highest(p &^ win)
		third := highest(p &^ win &^ second)
		wh, sh, th := s.ownerOf(su, win), s.ownerOf(su, second), s.ownerOf(su, third)
		rRank := 14 - bits.OnesCount16(p&^(uint16(1)<<(m.rank+1)-1))
		sequence := m.top > m.rank
		oppTop := highest(s.hand[lho][su] | s.hand[rho][su])
		if wh == seat || highest(s.hand[pard][su]) > oppTop {
			if sh == rho {
				if rhoN != 1 {
					w--
				}
			} else if sh == lho {
				if lhoN != 1 {
					w += 22
				} else {
					w += 16
				}
			}
			if (sh != lho || lhoN == 1) && (sh != rho || rhoN == 1) {
				w += 45 + rRank
			} else {
				w += 18 + rRank
			}
		} else {
			if wh == rho || sh == rho {
				if rhoN != 1 {
					w -= 10
				}
			} else if wh == lho && sh == pard && pardN != 1 {
				w += 31
			}
			if sh == pard && th == pard {
				w += 35
			} else if pardN > 1 && ((sh == seat && th == pard) || (sh == pard && th == seat)) {
				w += 25
			}
			switch {
			case (lhoN == 1 && wh == lho) || (rhoN == 1 && wh == rho):
				w += 28 + rRank
			case wh == seat:
				w += -17 + rRank
			case !sequence:
				w += 12 + rRank
			case uint16(1)<<m.top == second:
				w += 48
			default:
				w += 29 - rRank
			}
		}
		if t != noTrump && su != t {
			lhoRuff := lhoN == 0 && s.hand[lho][t] != 0
			rhoRuff := rhoN == 0 && s.hand[rho][t] != 0
			if lhoRuff || rhoRuff {
				w -= 40
			} else if pardN == 0 && s.hand[pard][t] != 0 {
				w += 30
			}
		}
		m.score = int16(w)
	}
}

func (s *search) scoreFollows(ply, seat int, ms []move) {
	t := s.trump
	led := s.trick[0].suit
	// The card winning the trick so far.
	best := 0
	for i := 1; i < ply; i++ {
		c, b := s.trick[i], s.trick[best]
		if c.suit == b.suit {
			if c.rank > b.rank {
				best = i
			}
		} else if int(c.suit) == t {
			best = i
		}
	}
	w := s.trick[best]
	pardWins := (ply-best)&1 == 0 // same side as the winning card
	if pardWins && ply < 3 {
		// Partner wins for now; does his card stand against the player
		// still to come (the next one after us)?
		next := (seat + 1) & 3
		nh := s.hand[next][w.suit]
		if int(w.suit) == t || nh != 0 {
			pardWins = highest(nh) < uint16(1)<<w.rank
		} else {
			pardWins = t == noTrump || s.hand[next][t] == 0
		}
	}
	if ply == 1 && ms[0].suit == led {
		s.scoreSecond(seat, ms)
		return
	}
	for i := range ms {
		m := &ms[i]
		var sc int
		beats := (m.suit == w.suit && m.rank > w.rank) ||
			(int(m.suit) == t && w.suit != m.suit)
		switch {
		case m.suit == led:
			switch {
			case pardWins:
				sc = 40 - int(m.rank)
			case beats && ply == 3:
				sc = 60 - int(m.rank)
			case beats:
				// Second or third hand winning: with a card no one
				// after can beat, or else low.
				sc = 30 - int(m.rank)
				if uint16(1)<<m.top == highest(s.present[m.suit]) {
					sc = 55
				}
			default:
				sc = 20 - int(m.rank)
			}
		case int(m.suit) == t:
			// A ruff.
			switch {
			case pardWins:
				sc = -20 - int(m.rank)
			case beats:
				sc = 50 - int(m.rank)
			default:
				sc = -30 - int(m.rank)
			}
		default:
			// A discard: low, from a long suit.
			sc = 10 - int(m.rank) + bits.OnesCount16(s.hand[seat][m.suit])
		}
		m.score = int16(sc)
	}
}

// scoreSecond weighs the second player's cards when he follows suit, after
// DDS's rules (WeightAllocNTNotvoid1): play low when partner can beat
// everyone; win cheaply when we can beat both the lead and third hand;
// otherwise play low, splitting touching honours a little.
func (s *search) scoreSecond(seat int, ms []move) {
	led := int(s.trick[0].suit)
	lead := s.trick[0].rank
	third := s.hand[(seat+1)&3][led]
	pard := s.hand[(seat+2)&3][led]
	max3, maxPd := uint8(bits.Len16(third)), uint8(bits.Len16(pard))
	if max3 > 0 {
		max3--
	}
	if maxPd > 0 {
		maxPd--
	}
	if maxPd > lead && maxPd > max3 {
		for i := range ms {
			ms[i].score = -int16(ms[i].rank)
		}
		return
	}
	min3, minPd := uint8(bits.TrailingZeros16(third)), uint8(bits.TrailingZeros16(pard))
	if third == 0 {
		min3 = 0
	}
	if pard == 0 {
		minPd = 0
	}
	p := s.present[led]
	for i := range ms {
		m := &ms[i]
		rRank := 14 - bits.OnesCount16(p&^(uint16(1)<<(m.rank+1)-1))
		var w int
		switch {
		case m.rank > lead && m.rank > max3:
			w = 81 - int(m.rank)
		case min3 > m.rank || minPd > m.rank:
			w = -3 + rRank
		case m.rank < lead:
			w = -11 + rRank
		case m.top > m.rank:
			w = 10 + rRank
		default:
			w = 13 - int(m.rank)
		}
		m.score = int16(w)
	}
}
