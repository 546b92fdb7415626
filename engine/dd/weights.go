package dd

import "math/bits"

// The move-ordering weights follow DDS (Haglund and Hein, Moves.cpp): one
// rule set for each position in the trick, for following suit and for
// showing out, at notrumps and with trumps still out. The ranks below are
// a move's top card (DDS's move rank); a holding compared with another
// (h1 > h2) compares their highest cards, the holdings of different hands
// being disjoint.

// topRank is the rank of a holding's highest card, 0 for none.
func topRank(h uint16) int {
	if h == 0 {
		return 0
	}
	return bits.Len16(h) - 1
}

// lowRank is the rank of a holding's lowest card, 0 for none.
func lowRank(h uint16) int {
	if h == 0 {
		return 0
	}
	return bits.TrailingZeros16(h)
}

func count(h uint16) int { return bits.OnesCount16(h) }

// tops describes a suit at the start of the trick: the hands that hold
// its highest three cards in play (-1 for none) and the ranks of the
// highest two.
type tops struct {
	h1, h2, h3 int
	r1, r2     int
}

// setTops works out the tops of every suit for the trick about to be
// played (the cards in play do not change until it ends), from the owners
// of the cards in play (search.own, the highest card's at the top of its
// suit's 26 bits): tops(su) reads them.
func (s *search) setTops() {
	tt := &s.tps[(s.total-s.left)&15]
	for su := 0; su < 4; su++ {
		p := s.present[su]
		t := tops{h1: -1, h2: -1, h3: -1}
		c := s.own[su]
		if p != 0 {
			t.r1 = bits.Len16(p) - 1
			t.h1 = int(c>>(suitBits-2)) & 3
			if p &= p - 1; p != 0 {
				t.r2 = topRank(s.present[su] &^ (1 << (t.r1 & 15)))
				t.h2 = int(c>>(suitBits-4)) & 3
				if p&(p-1) != 0 {
					t.h3 = int(c>>(suitBits-6)) & 3
				}
			}
		}
		tt[su] = t
	}
}

// tops returns the tops of a suit in the current trick (setTops).
func (s *search) tops(su int) *tops {
	return &s.tps[(s.total-s.left)&15][su&3]
}

// dealtTo is the seat that was dealt a card.
func (s *search) dealtTo(su, rank int) int {
	return int(s.owner[su&3]>>((2*(rank-2))&31)) & 3
}

// relRank is DDS's relative rank of a card among the cards of its suit in
// play at the start of the trick: 1 for the highest, 2 for the next.
func (s *search) relRank(su, rank int) int {
	return 1 + count(s.present[su&3]&^(uint16(2)<<(rank&15)-1))
}

// weighLead weighs the leads (DDS's WeightAllocNT0 and WeightAllocTrump0).
// best is the lead that last cut the search off at this trick.
func (s *search) weighLead(seat int, ms []move, trumps bool, best card) {
	lho, pard, rho := (seat+1)&3, (seat+2)&3, (seat+3)&3
	t := s.trump
	h := &s.hand
	su := -1
	var tp *tops
	var cLH, cRH, cPd, base int
	for i := range ms {
		m := &ms[i]
		if int(m.suit) != su {
			su = int(m.suit & 3)
			tp = s.tops(su)
			cLH, cRH, cPd = count(h[lho][su]), count(h[rho][su]), count(h[pard][su])
			countLH, countRH := cLH*4, cRH*4
			if cLH == 0 {
				countLH = s.left * 4
			}
			if cRH == 0 {
				countRH = s.left * 4
			}
			if trumps {
				base = -((countLH + countRH) << 5 / 13)
			} else {
				base = -((countLH + countRH) << 5 / 19)
				if cPd == 0 {
					base -= 9
				}
			}
		}
		top := int(m.top)
		rr := s.relRank(su, top)
		seq := m.top > m.rank
		isBest := int(best.suit) == su && m.rank <= best.rank && best.rank <= m.top
		if !trumps {
			d := base
			if top == tp.r1 || h[pard][su] > h[lho][su]|h[rho][su] {
				if tp.h2 == rho {
					if cRH != 1 {
						d--
					}
				} else if tp.h2 == lho {
					if cLH != 1 {
						d += 22
					} else {
						d += 16
					}
				}
				if (tp.h2 != lho || cLH == 1) && (tp.h2 != rho || cRH == 1) {
					m.score = int16(d + 45 + rr)
				} else {
					m.score = int16(d + 18 + rr)
				}
				if isBest {
					m.score += 126
				}
				continue
			}
			if tp.h1 == rho || tp.h2 == rho {
				if cRH != 1 {
					d -= 10
				}
			} else if tp.h1 == lho && tp.h2 == pard && cPd != 1 {
				d += 31
			}
			if tp.h2 == pard && tp.h3 == pard {
				d += 35
			} else if cPd > 1 && ((tp.h2 == seat && tp.h3 == pard) || (tp.h2 == pard && tp.h3 == seat)) {
				d += 25
			}
			switch {
			case (cLH == 1 && tp.h1 == lho) || (cRH == 1 && tp.h1 == rho):
				m.score = int16(d + 28 + rr)
			case tp.h1 == seat:
				m.score = int16(d - 17 + rr)
			case !seq:
				m.score = int16(d + 12 + rr)
			case top == tp.r2:
				m.score = int16(d + 48)
			default:
				m.score = int16(d + 29 - rr)
			}
			if isBest {
				m.score += 47
			}
			continue
		}

		// Trumps.
		side := su != t
		lhoRuffs := cLH == 0 && h[lho][t] != 0
		rhoRuffs := cRH == 0 && h[rho][t] != 0
		bonus := 0
		if side && (lhoRuffs || rhoRuffs) {
			bonus = -12
		}
		if side && cPd == 0 && h[pard][t] != 0 && cRH > 0 {
			bonus += 17
		}
		if tp.h1 == rho || tp.h2 == rho {
			if cRH != 1 {
				bonus -= 12
			}
		} else if tp.h1 == lho && tp.h2 == pard && cPd != 1 {
			bonus += 27
		}
		if side && count(h[seat][su]) == 1 && h[seat][t] != 0 && cPd > 1 && tp.h1 == pard {
			bonus += 19
		}
		d := base + bonus
		win := false
		switch {
		case top == tp.r1:
			switch {
			case !side:
				win = true
			case cPd != 0 || h[pard][t] == 0:
				win = !lhoRuffs && !rhoRuffs
			default:
				win = (cLH != 0 || h[pard][t] > h[lho][t]) && (cRH != 0 || h[pard][t] > h[rho][t])
			}
		case h[pard][su] > h[lho][su]|h[rho][su]:
			win = !side || (!lhoRuffs && !rhoRuffs)
		case side && cPd == 0 && h[pard][t] != 0:
			switch {
			case lhoRuffs && rhoRuffs:
				win = h[pard][t] > h[lho][t]|h[rho][t]
			case lhoRuffs:
				win = h[pard][t] > h[lho][t]
			case rhoRuffs:
				win = h[pard][t] > h[rho][t]
			default:
				win = true
			}
		}
		if win {
			switch {
			case (cLH == 1 && tp.h1 == lho) || (cRH == 1 && tp.h1 == rho):
				m.score = int16(d + 35 + rr)
			case tp.h1 == seat:
				switch {
				case tp.h2 == pard:
					m.score = int16(d + 48 + rr)
				case top == tp.r1:
					m.score = int16(d + 31)
				default:
					m.score = int16(d - 3 + rr)
				}
			case tp.h1 == pard:
				if tp.h2 == seat {
					m.score = int16(d + 42 + rr)
				} else {
					m.score = int16(d + 28 + rr)
				}
			case seq && top == tp.r2:
				m.score = int16(d + 40)
			case seq:
				m.score = int16(d + 22 + rr)
			default:
				m.score = int16(d + 11 + rr)
			}
			if isBest {
				m.score += 55
			}
			continue
		}
		if tp.h2 == pard && tp.h3 == pard {
			d += 20
		} else if cPd > 1 && ((tp.h2 == seat && tp.h3 == pard) || (tp.h2 == pard && tp.h3 == seat)) {
			d += 13
		}
		switch {
		case (cLH == 1 && tp.h1 == lho) || (cRH == 1 && tp.h1 == rho):
			m.score = int16(d + rr + 2)
		case tp.h1 == seat:
			switch {
			case tp.h2 == pard:
				m.score = int16(d + 33 + rr)
			case top == tp.r1:
				m.score = int16(d + 38)
			default:
				m.score = int16(d - 14 + rr)
			}
		case tp.h1 == pard:
			m.score = int16(d + 34 + rr)
		case seq && top == tp.r2:
			m.score = int16(d + 35)
		default:
			m.score = int16(d + 17 - top)
		}
		if isBest {
			m.score += 18
		}
	}
}

// trickSoFar describes the cards played to the current trick before the
// player at position ply: the suit led, the rank of the card led, and the
// card winning so far with its position in the trick.
func (s *search) trickSoFar(ply int) (led, lead int, win card, winPos int) {
	led, lead = int(s.trick[0].suit), int(s.trick[0].rank)
	for i := 1; i < ply; i++ {
		c, b := s.trick[i], s.trick[winPos]
		if (c.suit == b.suit && c.rank > b.rank) || (c.suit != b.suit && int(c.suit) == s.trump) {
			winPos = i
		}
	}
	return led, lead, s.trick[winPos], winPos
}

// weighFollow weighs the cards of the player at position ply (1–3) of the
// trick: DDS's WeightAlloc…Notvoid1/2/3 when he follows suit and
// WeightAlloc…Void1/2/3 when he cannot.
func (s *search) weighFollow(ply, seat int, ms []move, trumps bool) {
	leader := (seat - ply) & 3
	third, fourth := (leader+2)&3, (leader+3)&3
	t := s.trump
	h := &s.hand
	led, lead, win, winPos := s.trickSoFar(ply)
	leadBit := uint16(1) << (lead & 15)
	if int(ms[0].suit) == led {
		switch ply {
		case 1:
			s.weighSecond(ms, leader, trumps, led, lead)
		case 2:
			s.weighThird(seat, ms, leader, trumps, led, lead, win, winPos)
		default:
			if winPos == 1 || (led != t && int(win.suit) == t) {
				for i := range ms {
					ms[i].score = -int16(ms[i].top)
				}
				return
			}
			for i := range ms {
				if ms[i].top > win.rank {
					ms[i].score = 30 - int16(ms[i].top)
				} else {
					ms[i].score = -int16(ms[i].top)
				}
			}
		}
		return
	}

	// Showing out.
	su := -1
	var tp *tops
	var sc, add int
	for i := range ms {
		m := &ms[i]
		top := int(m.top)
		if int(m.suit) != su {
			su = int(m.suit & 3)
			tp = s.tops(su)
			sc = count(h[seat][su]) << 6
		}
		kx := sc == 2<<6 && tp.h2 == seat
		ace := sc == 1<<6 && tp.h1 == seat
		switch {
		case ply == 1 && !trumps:
			if h[fourth][led] > h[third][led]|leadBit {
				add = sc / 23
				if kx {
					add -= 2
				} else if ace {
					add -= 3
				}
			} else {
				add = sc / 33
				if kx {
					add -= 6
				} else if ace {
					add -= 8
				}
			}
			m.score = int16(add - top)
		case ply == 1:
			m.score = int16(s.secondVoid(m, seat, third, fourth, led, lead, sc, kx))
		case ply == 2 && !trumps:
			add = sc / 24
			if kx || ace {
				add -= 4
			}
			m.score = int16(add - top)
		case ply == 2:
			max4 := topRank(h[fourth][led])
			switch {
			case led == t || su != t:
				m.score = int16(sc/40 - top)
			case winPos == 0 && lead > max4 && (max4 != 0 || h[fourth][t] == 0):
				// Partner's card stands: do not ruff it.
				m.score = int16(-top - 50)
			case int(win.suit) == t && top < int(win.rank):
				m.score = int16(-32 + s.relRank(su, top) + sc/40)
			case winPos == 0:
				switch {
				case max4 != 0 && s.tops(led).h2 == leader:
					m.score = int16(36 - top + sc/50)
				case max4 != 0 || uint16(1)<<(top&15) > h[fourth][t]:
					m.score = int16(48 - top + sc/50)
				default:
					m.score = int16(-12 - top + sc/50)
				}
			case max4 != 0:
				m.score = int16(72 - top + sc/50)
			case uint16(1)<<(top&15) > h[fourth][t]:
				m.score = int16(48 - top + sc/50)
			default:
				m.score = int16(36 - top + sc/50)
			}
		case !trumps:
			add = sc / 27
			if kx {
				add -= 6
			} else if ace {
				add -= 8
			}
			m.score = int16(add - top)
		default:
			val := sc / 24
			if kx {
				val -= 2
			}
			switch {
			case led == t:
				m.score = int16(val - top)
			case winPos == 1:
				if su == t {
					m.score = int16(2 - top + val)
				} else {
					m.score = int16(25 - top + val)
				}
			case int(win.suit) == t:
				switch {
				case su != t:
					m.score = int16(14 - top + val)
				case top > int(win.rank):
					m.score = int16(33 + s.relRank(su, top))
				default:
					m.score = int16(-13 + s.relRank(su, top))
				}
			case su == t:
				m.score = int16(33 + s.relRank(su, top))
			default:
				m.score = int16(14 - top + val)
			}
		}
	}
}

// secondVoid weighs a card of the second hand, who cannot follow, with
// trumps out (DDS's WeightAllocTrumpVoid1).
func (s *search) secondVoid(m *move, seat, third, fourth, led, lead, sc int, kx bool) int {
	t := s.trump
	h := &s.hand
	su, top := int(m.suit), int(m.top)
	leadBit := uint16(1) << (lead & 15)
	low := func(a int) int { // a discard, or a ruff that is overruffed
		if kx {
			a -= 4
		}
		return a
	}
	switch {
	case led == t:
		if h[fourth][led] > h[third][led]|leadBit {
			return sc/44 - top
		}
		return low(sc/36) - top
	case su != t:
		var add int
		switch {
		case h[third][led] != 0:
			if h[fourth][led] > h[third][led]|leadBit || (h[fourth][led] == 0 && h[fourth][t] != 0) {
				add = 60 + sc/44
			} else {
				add = low(-2 + sc/36)
			}
		case h[fourth][led] == 0 && h[fourth][t] > h[third][t]:
			add = 60 + sc/44
		case h[third][t] == 0 && h[fourth][led] > leadBit:
			add = 60 + sc/44
		default:
			add = low(-2 + sc/36)
		}
		return add - top
	case h[third][led] != 0:
		return 24 - top + sc/44
	case h[fourth][led] == 0 && h[fourth][t] != 0 && h[fourth][t] > h[third][t]:
		return 24 - top + sc/44
	case uint16(1)<<(top&15) > h[third][t]:
		return 24 - top + sc/44
	default:
		return 15 - top + low(sc/36)
	}
}

// weighSecond weighs the second hand's cards when he follows suit (DDS's
// WeightAllocNTNotvoid1 and WeightAllocTrumpNotvoid1).
func (s *search) weighSecond(ms []move, leader int, trumps bool, led, lead int) {
	third, fourth := (leader+2)&3, (leader+3)&3
	t := s.trump
	h := &s.hand
	max3, maxPd := topRank(h[third][led]), topRank(h[fourth][led])
	min3, minPd := lowRank(h[third][led]), lowRank(h[fourth][led])
	if !trumps {
		if maxPd > lead && maxPd > max3 {
			for i := range ms {
				ms[i].score = -int16(ms[i].top)
			}
			return
		}
		for i := range ms {
			m := &ms[i]
			top := int(m.top)
			rr := s.relRank(led, top)
			switch {
			case top > lead && top > max3:
				m.score = int16(81 - top)
			case min3 > top || minPd > top:
				m.score = int16(-3 + rr)
			case top < lead:
				m.score = int16(-11 + rr)
			case m.top > m.rank:
				m.score = int16(10 + rr)
			default:
				m.score = int16(13 - top)
			}
		}
		return
	}
	for i := range ms {
		m := &ms[i]
		top := int(m.top)
		rr := s.relRank(led, top)
		win := false
		if led == t {
			win = (maxPd > lead && maxPd > max3) || (top > lead && top > max3)
		} else {
			switch {
			case top > lead && top > max3:
				win = max3 != 0 || h[third][t] == 0 ||
					(maxPd == 0 && h[fourth][t] != 0 && h[fourth][t] > h[third][t])
			case maxPd > lead && maxPd > max3:
				win = max3 != 0 || h[third][t] == 0
			case lead > maxPd && lead > max3 && lead > top:
				if maxPd == 0 && h[fourth][t] != 0 {
					win = max3 != 0 || h[third][t] == 0 || h[fourth][t] > h[third][t]
				}
			default:
				win = maxPd == 0 && h[fourth][t] != 0
			}
		}
		switch {
		case win:
			switch {
			case min3 > top:
				m.score = int16(40 + rr)
			case maxPd > lead && h[leader][led] > h[fourth][led]:
				m.score = int16(41 + rr)
			case top > lead:
				switch {
				case top < maxPd:
					m.score = int16(78 - top)
				case top > max3:
					m.score = int16(73 - top)
				case m.top > m.rank:
					m.score = int16(62 - top)
				default:
					m.score = int16(49 - top)
				}
			case maxPd > 0:
				m.score = int16(47 - top)
			default:
				m.score = int16(40 - top)
			}
		case top < min3 || top < minPd:
			m.score = int16(-9 + rr)
		case top < lead:
			m.score = int16(-16 + rr)
		case m.top > m.rank:
			m.score = int16(22 - top)
		default:
			m.score = int16(10 - top)
		}
	}
}

// weighThird weighs the third hand's cards when he follows suit (DDS's
// WeightAllocNTNotvoid2 and WeightAllocTrumpNotvoid2). ms is in the order
// genMoves made it, highest card first.
func (s *search) weighThird(seat int, ms []move, leader int, trumps bool, led, lead int, win card, winPos int) {
	fourth := (leader + 3) & 3
	t := s.trump
	h := &s.hand
	cards4 := h[fourth][led]
	max4, min4 := topRank(cards4), lowRank(cards4)
	max3 := int(ms[0].top)
	wr := int(win.rank)
	low := func() {
		for i := range ms {
			ms[i].score = -int16(ms[i].top)
		}
	}
	beat := func(w int, over int) {
		for i := range ms {
			if top := int(ms[i].top); top > over && top > max4 {
				ms[i].score = int16(w - top)
			} else {
				ms[i].score = -int16(top)
			}
		}
	}
	force := func() {
		if k := s.forcesTop(ms, cards4, wr, winPos == 1); k >= 0 {
			ms[k].score += 20
		}
	}
	if !trumps {
		if winPos == 0 && lead > max4 {
			low()
			// Partner led a singleton and we hold the top: overtake to
			// run the suit when our top cards outlast the opponents'.
			if h[leader][led] == 0 && s.tops(led).h1 == seat {
				oppLen := max(count(cards4)-1, count(h[(leader+1)&3][led]))
				if topN, k := s.topNumber(seat, led, lead, ms); oppLen <= topN {
					ms[k].score += 20
				}
			}
			return
		}
		if max3 < min4 || max3 < wr {
			low()
			return
		}
		forceIt := max4 > max3 && max4 > wr
		beat(60, wr)
		if forceIt {
			force()
		}
		return
	}
	switch {
	case led == t:
		switch {
		case winPos == 0 && lead > max4, max3 < min4 || max3 < wr:
			low()
		case max3 > max4:
			beat(58, wr)
		default:
			low()
			force()
		}
	case int(win.suit) == t:
		low()
	case winPos == 0:
		switch {
		case max4 == 0 || lead > max4, max3 < min4 || max3 < wr:
			low()
		case max3 > max4:
			beat(58, 0)
		default:
			beat(60, wr)
			force()
		}
	default:
		switch {
		case max4 == 0:
			for i := range ms {
				if top := int(ms[i].top); top > wr {
					ms[i].score = int16(20 - top)
				} else {
					ms[i].score = -int16(top)
				}
			}
		case max3 < min4 || max3 < wr:
			low()
		case max3 > max4:
			beat(58, wr)
		default:
			beat(60, wr)
			force()
		}
	}
}

// forcesTop returns the index in ms (highest first) of the cheapest card
// that drives out the fourth hand's top cards, or beats the second hand's
// card when he is winning, or -1 (DDS's RankForcesAce).
func (s *search) forcesTop(ms []move, cards4 uint16, wr int, secondWins bool) int {
	// The fourth hand's top run among the cards in play, and his next
	// card below it.
	p := s.present[ms[0].suit]
	r := topRank(cards4)
	for {
		below := p & (uint16(1)<<(r&15) - 1)
		if below == 0 || cards4&highest(below) == 0 {
			break
		}
		r = topRank(below)
	}
	rest := cards4 & (uint16(1)<<r - 1)
	if rest == 0 {
		return -1
	}
	second := topRank(rest)
	over := -1
	switch {
	case second > wr:
		over = second
	case secondWins:
		over = wr
	default:
		return -1
	}
	k := 0
	for k < len(ms) && int(ms[k].top) > over {
		k++
	}
	return k - 1
}

// topNumber returns one less than the length of the third hand's top run
// in the suit led, partner's card counted as gone, and the index in ms of
// his lowest card above partner's (DDS's GetTopNumber).
func (s *search) topNumber(seat, led, lead int, ms []move) (int, int) {
	k := 0
	for k < len(ms)-1 && int(ms[k+1].top) > lead {
		k++
	}
	p := s.present[led] &^ (uint16(1) << (lead & 15))
	h := s.hand[seat][led]
	r := topRank(h)
	n := 1
	for {
		below := p & (uint16(1)<<(r&15) - 1)
		if below == 0 || h&highest(below) == 0 {
			break
		}
		r = topRank(below)
		n++
	}
	return n - 1, k
}
