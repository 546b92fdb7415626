package dd

import "math/bits"

// Internal suits are numbered as bridge.Strain numbers them: clubs 0,
// diamonds 1, hearts 2, spades 3; a trump of 4 means no trumps. A holding
// is a uint16 with bit r set for rank r (2 … 14), as in package deal.

const noTrump = 4

// card is one card: its suit and rank.
type card struct {
	suit, rank uint8
}

// move is a card a player may play. Cards of one hand that are next to each
// other among the cards still in play are equivalent (nothing another hand
// holds, and nothing on the table, lies between them); only the lowest of
// such a run is tried, and top is the highest card of the run.
type move struct {
	suit, rank, top uint8
	score           int16
}

// maxPlies is the number of card plays in a deal: 13 tricks of four cards.
const maxPlies = 52

// search is the state of one double-dummy search: the hands as they are now,
// the trick being played and the transposition table. It is not safe for
// concurrent use; a Solver owns one.
type search struct {
	hand    [4][4]uint16 // [seat][suit]: the cards each player still holds
	present [4]uint16    // per suit: the cards in a hand or on the table
	owner   [4]uint32    // per suit: the seat that was dealt each rank, 2 bits a rank
	// own[suit] is the owners of the suit's cards in play, 2 bits a
	// card, as the table's position keeps them (suitBits): the highest
	// card's owner at bits 24–25, the next below; shape is the table
	// key's shape (see position). endTrick keeps both as it takes cards
	// out.
	own    [4]uint32
	shape  uint64
	trump  int     // 0–3, or noTrump
	left   int     // tricks still to be played, counting the current one
	total  int     // tricks in the deal (13, or fewer for an ending)
	leader int     // the seat that led (or is to lead) the current trick
	trick  [4]card // the cards played to the current trick, in order
	moves  [maxPlies + 1][13]move
	// bestLead[trick] is the lead that last cut the search off at that
	// trick (DDS's bestMove), tried early at the next position there.
	bestLead [13]card
	// tps[trick] is the tops of each suit in the trick (setTops).
	tps   [16][4]tops
	tt    *ttable
	gen   uint32
	nodes uint64

	// Which methods are on; all are by default. Turned off only to measure
	// what each is worth (see doc.go).
	noTT, noQuick, noOrder, noEquiv, noLowWin bool
}

// load sets the hands of a deal (internal suit order) for a search in the
// given trump; every hand must hold the same number of cards.
func (s *search) load(hands [4][4]uint16, trump int) {
	s.hand = hands
	s.trump = trump
	n := 0
	for su := 0; su < 4; su++ {
		s.present[su] = 0
		s.owner[su] = 0
		for seat := 0; seat < 4; seat++ {
			h := hands[seat][su]
			s.present[su] |= h
			for x := h; x != 0; x &= x - 1 {
				r := bits.TrailingZeros16(x)
				s.owner[su] |= uint32(seat) << (2 * (r - 2))
			}
		}
		n += bits.OnesCount16(hands[0][su])
	}
	s.total = n
	s.left = n
	for su := 0; su < 4; su++ {
		s.own[su] = 0
		k := 0
		for x := s.present[su]; x != 0; x &^= highest(x) {
			r := bits.Len16(x) - 1
			s.own[su] |= (s.owner[su] >> (2 * (r - 2)) & 3) << (suitBits - 2 - 2*k)
			k++
		}
	}
	s.shape = 0
	for su := 0; su < 4; su++ {
		s.shape = s.shape<<4 | uint64(bits.OnesCount16(hands[0][su]))
	}
	for seat := 1; seat < 4; seat++ {
		for su := 0; su < 3; su++ {
			s.shape = s.shape<<4 | uint64(bits.OnesCount16(hands[seat][su]))
		}
	}
	s.gen++
	if s.gen >= 1<<genBits { // the fill counts keep genBits bits of it
		s.tt.clear()
		s.gen = 1
	}
}

// nsTricks returns the number of tricks North-South take with best play by
// both sides when leader leads to the first trick; guess is where the
// search for the value starts (any number; a good one saves searches).
func (s *search) nsTricks(leader, guess int) int {
	s.leader = leader
	lo, hi := 0, s.left
	g := guess
	for lo < hi {
		if g <= lo {
			g = lo + 1
		}
		if g > hi {
			g = hi
		}
		if ok, _ := s.atLeast(g); ok {
			lo = g
			g++
		} else {
			hi = g - 1
			g--
		}
	}
	return lo
}

// A rel is a set of cards whose ranks a search result depends on, 16 bits
// a suit (bit 16*suit+rank). A result holds for every position that has the
// same suit lengths in each hand and the same owners of the cards from the
// top of each suit down to the lowest card of rel in that suit: the cards
// below are small cards whose ranks never decided a trick in the search.
// This is Ginsberg's partition search as DDS does it ("winning ranks").
type rel = uint64

// atLeast reports whether North-South can take at least target of the
// tricks still to be played, at the start of a trick with s.leader to lead,
// and the cards whose ranks that answer depends on.
func (s *search) atLeast(target int) (bool, rel) {
	if target <= 0 {
		return true, 0
	}
	if target > s.left {
		return false, 0
	}
	s.nodes++
	if s.left == 1 {
		n, r := s.lastTrick()
		return n >= target, r
	}
	// The sure tricks first: they cost less than a look in the table, and
	// their cut-offs are not entered there.
	if !s.noQuick && s.trump != noTrump {
		// The top trumps: see topTrumps (DDS's LaterTricks counts the
		// top one).
		if k, ew, r := s.topTrumps(target, 0); k > 0 {
			if !ew {
				if k >= target {
					return true, r
				}
			} else if s.left-k < target {
				return false, r
			}
		}
	}
	if !s.noQuick {
		need := target // the tricks of the side on lead that decide
		if s.leader&1 == 1 {
			need = s.left - target + 1
		}
		q, r := s.quickTricks(need)
		if s.leader&1 == 0 {
			if q >= target {
				return true, r
			}
		} else if s.left-q < target {
			return false, r
		}
	}
	if !s.noQuick {
		// Later tricks: when the side on lead must take every trick left,
		// the other side's sure trick decides.
		if s.leader&1 == 0 && target == s.left || s.leader&1 == 1 && target == 1 {
			if ok, r := s.laterTrick(); ok {
				return s.leader&1 == 1, r
			}
			if ok, r := s.shortTops(); ok {
				return s.leader&1 == 1, r
			}
			if ok, r := s.guardedTrump(); ok {
				return s.leader&1 == 1, r
			}
		}
	}
	var pos position
	if !s.noTT {
		s.position(&pos)
		if lo, _, r, ok := s.tt.probe(&pos, target, s.gen); ok {
			return lo >= target, r
		}
	}
	ok, r := s.play(0, target)
	if !s.noTT {
		if ok {
			s.tt.store(&pos, r, s.gen, target, s.left)
		} else {
			s.tt.store(&pos, r, s.gen, 0, target-1)
		}
	}
	return ok, r
}

// topTrumps returns a number of tricks the side holding the top trump is
// sure to take with its trumps, whether that side is East-West, and the
// cards that as many of them as decide target depend on (extra: tricks
// the side has from elsewhere). A trump higher than all the other side's
// trumps wins the trick it is played to for its side, ruffing or not (its
// partner's may be the higher); so the side takes at least as many tricks
// as one of its hands holds such trumps. When the other side has no
// trumps, that is the longer trump holding, and the shape alone says so.
// And the top two trumps, one in each hand, take two tricks when either
// hand holds another trump.
func (s *search) topTrumps(target, extra int) (int, bool, rel) {
	t := s.trump
	p := s.present[t]
	if p == 0 {
		return 0, false, 0
	}
	holder := s.dealtTo(t, bits.TrailingZeros16(highest(p)))
	h, pard := s.hand[holder][t], s.hand[holder^2][t]
	ew := holder&1 == 1
	theirs := p &^ (h | pard)
	if theirs == 0 {
		return max(bits.OnesCount16(h), bits.OnesCount16(pard)), ew, 0
	}
	above := ^(highest(theirs)<<1 - 1)
	k := bits.OnesCount16(h & above)
	if kp := bits.OnesCount16(pard & above); kp > k {
		k, h = kp, pard
	}
	c := h & above
	// When the side needs fewer, only as many of them count.
	need := target
	if ew {
		need = s.left - target + 1
	}
	need = max(need-extra, 1)
	if k == 1 && need >= 2 {
		// The top two trumps in the two hands, above the other side's,
		// one hand with another trump: two tricks. The hand with two
		// keeps the other top trump off the trick its partner's falls
		// on, leading or following.
		t1, t2 := highest(p), highest(p&^highest(p))
		hh, hp := s.hand[holder][t], s.hand[holder^2][t]
		if hp&t2 != 0 && (bits.OnesCount16(hh) >= 2 || bits.OnesCount16(hp) >= 2) && hh&t1 != 0 {
			return 2, ew, rel(t2) << (16 * t)
		}
	}
	for n := k; n > need; n-- {
		c &= c - 1
	}
	return k, ew, rel(c&-c) << (16 * t)
}

// laterTrick reports whether the side not on lead is sure of a trick, and
// the cards that depend on it (after DDS's LaterTricks, in Haglund's
// description): when that side holds the top card of every suit the
// leader holds, whatever he leads its holder wins with it, unless the
// leader's partner ruffs it. So with trumps, the leader holds none (the
// opponents' top trumps topTrumps counts), and his partner follows to
// each of those suits or holds no trumps.
func (s *search) laterTrick() (bool, rel) {
	l := s.leader & 3
	pard := (l + 2) & 3
	opp := s.cards(l+1) | s.cards(l+3)
	t := s.trump
	pardT := false
	if t != noTrump {
		if s.hand[l][t] != 0 {
			return false, 0
		}
		pardT = s.hand[pard][t] != 0
	}
	var r rel
	for su := 0; su < 4; su++ {
		if s.hand[l][su] == 0 {
			continue
		}
		top := rel(highest(s.present[su])) << (16 * su)
		if opp&top == 0 || pardT && s.hand[pard][su] == 0 {
			return false, 0
		}
		r |= top
	}
	return true, r
}

// shortTops reports whether the side on lead, needing every trick left
// with no trumps in play, is short of tricks by its top cards, and the
// cards that depend on it (after DDS's LaterTricksMIN and LaterTricksMAX
// at notrumps, in Haglund's description): in each suit whose top card
// the side holds it can take at most as many tricks as its longer hand
// holds cards; when those suits together hold fewer than the tricks left
// (and at least one), a trick must come from a suit whose top card the
// other side holds, which its holder keeps: the side cannot take them
// all. The answer depends on the owners of those top cards (not when the
// top card is the suit's only one: the shape says who holds it); a
// position that agrees on them has no more suits of the side's, so it is
// short as well. (Sure of it by a search without it: 160,000 endings of
// three to eight cards, mostly of high cards, 2.4 million cut-offs, every
// result the same; TestShortTopsAgainstBrute keeps a part of that.)
func (s *search) shortTops() (bool, rel) {
	t := s.trump
	if t != noTrump && s.present[t] != 0 {
		return false, 0
	}
	l := s.leader & 3
	pard := (l + 2) & 3
	sum := 0
	var r rel
	for su := 0; su < 4; su++ {
		p := s.present[su]
		if p == 0 {
			continue
		}
		top := highest(p)
		if (s.hand[l][su]|s.hand[pard][su])&top != 0 {
			sum += max(bits.OnesCount16(s.hand[l][su]), bits.OnesCount16(s.hand[pard][su]))
		} else if p != top {
			r |= rel(top) << (16 * su)
		}
	}
	if sum == 0 || sum >= s.left {
		return false, 0
	}
	return true, r
}

// guardedTrump reports whether the side not on lead is sure of a trump
// trick where the side on lead holds the top trump, and the cards that
// depends on (after the trump cases of DDS's LaterTricksMIN, in Haglund's
// description): the other side holds the second trump, in a hand with
// another trump, and either the third trump too or the top trump sits on
// that hand's right. The top trump takes at most one of the two below
// it; and a guarded second trump over the top one never falls to it: the
// top trump is played before it to every trick its holder does not lead,
// and he keeps the small trump for the top one and the second for later.
func (s *search) guardedTrump() (bool, rel) {
	t := s.trump
	if t == noTrump {
		return false, 0
	}
	p := s.present[t]
	a := highest(p)
	k := highest(p &^ a)
	if k == 0 {
		return false, 0
	}
	l := s.leader & 3
	ha := s.dealtTo(t, bits.TrailingZeros16(a))
	hk := s.dealtTo(t, bits.TrailingZeros16(k))
	if (ha^l)&1 != 0 || (hk^l)&1 == 0 || bits.OnesCount16(s.hand[hk][t]) < 2 {
		return false, 0
	}
	if ha == (hk+3)&3 {
		return true, rel(k) << (16 * t)
	}
	if q := highest(p &^ (a | k)); q != 0 && (s.dealtTo(t, bits.TrailingZeros16(q))^l)&1 != 0 {
		return true, rel(q) << (16 * t)
	}
	return false, 0
}

// cards returns a hand's four suits in one word, 16 bits a suit.
func (s *search) cards(seat int) uint64 {
	h := &s.hand[seat&3]
	return uint64(h[0]) | uint64(h[1])<<16 | uint64(h[2])<<32 | uint64(h[3])<<48
}

// trickRel is the card whose rank decided the trick, if any: the winning
// card, when another card of its suit was played to the trick.
func (s *search) trickRel(best int) rel {
	w := s.trick[best]
	for i := 0; i < 4; i++ {
		if i != best && s.trick[i].suit == w.suit {
			return 1 << ((16*uint(w.suit) + uint(w.rank)) & 63)
		}
	}
	return 0
}

// lastTrick plays the last trick, one card in each hand, and returns the
// tricks North-South win by it (0 or 1).
func (s *search) lastTrick() (int, rel) {
	for p := 0; p < 4; p++ {
		seat := (s.leader + p) & 3
		for su := 0; su < 4; su++ {
			if h := s.hand[seat][su]; h != 0 {
				s.trick[p] = card{uint8(su), uint8(bits.Len16(h) - 1)}
				break
			}
		}
	}
	b := s.winner()
	r := s.trickRel(b)
	if (s.leader+b)&1 == 0 {
		return 1, r
	}
	return 0, r
}

// winner returns the position in the trick (0–3) of the card that wins it.
func (s *search) winner() int {
	best := 0
	for i := 1; i < 4; i++ {
		c, b := s.trick[i], s.trick[best]
		if c.suit == b.suit {
			if c.rank > b.rank {
				best = i
			}
		} else if int(c.suit) == s.trump {
			best = i
		}
	}
	return best
}

// play tries the moves of the player at position ply of the current trick
// and reports whether North-South can still take target of the tricks left
// (counting the current one).
func (s *search) play(ply, target int) (bool, rel) {
	ply &= 3
	seat := (s.leader + ply) & 3
	ns := seat&1 == 0
	if ply == 1 && !s.noQuick {
		need := target // the second hand's side's tricks that decide
		if !ns {
			need = s.left - target + 1
		}
		if q, r := s.secondHandTricks(seat, need); q > 0 {
			if ns && q >= target {
				return true, r
			}
			if !ns && s.left-q < target {
				return false, r
			}
		}
	}
	if ply == 0 {
		s.setTops()
	}
	depth := (s.total-s.left)*4 + ply
	ms := s.genMoves(ply, seat, &s.moves[depth])
	var all rel
	// lowWin[suit], once set, is the rank below which the cards of the
	// suit are known to be equivalent to one already tried: the result
	// of that card depended on no card of the suit below this rank
	// (DDS's "lowest winning rank", Moves.cpp MakeNext).
	var lowWin [4]uint8
	for i := 0; i < ms; i++ {
		m := s.moves[depth][i]
		su := uint(m.suit & 3)
		if m.rank < lowWin[su] {
			if m.top < lowWin[su] {
				continue
			}
			m.rank = lowestFrom(s.hand[seat][su], lowWin[su])
		}
		// A run of equivalent cards is one move, its lowest card played,
		// while the result depends on no card below the run; else the
		// cards of the run below the lowest card the result depends on go
		// with it, and the rest of the run is tried on its own: another
		// deal that agrees on those cards might split the run.
		for {
			bit := uint16(1) << (m.rank & 15)
			s.hand[seat][su] &^= bit
			s.trick[ply] = card{m.suit, m.rank}
			var ok bool
			var r rel
			if ply < 3 {
				ok, r = s.play(ply+1, target)
			} else {
				ok, r = s.endTrick(target)
			}
			s.hand[seat][su] |= bit
			if ok == ns {
				if ply == 0 {
					s.bestLead[s.total-s.left] = card{m.suit, m.top}
				}
				return ok, r
			}
			all |= r
			low := uint8(15)
			if w := uint16(r >> (16 * su)); w != 0 {
				low = uint8(bits.TrailingZeros16(w))
			}
			if lowWin[su] == 0 && !s.noLowWin && m.rank < low {
				lowWin[su] = low
			}
			if m.rank >= low || m.top < low {
				break
			}
			m.rank = lowestFrom(s.hand[seat][su], low)
		}
	}
	return !ns, all
}

// lowestFrom returns the rank of the lowest card of h of rank low or above
// (there must be one).
func lowestFrom(h uint16, low uint8) uint8 {
	return uint8(bits.TrailingZeros16(h &^ (uint16(1)<<(low&15) - 1)))
}

// endTrick completes the current trick, searches the rest of the play and
// takes the trick back.
func (s *search) endTrick(target int) (bool, rel) {
	saved, trick, own, shape := s.present, s.trick, s.own, s.shape
	// The winner (as winner finds it) and the card that decided the trick
	// (trickRel), from the trick in a local.
	b, ws, wr := 0, trick[0].suit, trick[0].rank
	for i := 1; i < 4; i++ {
		if c := trick[i]; c.suit == ws {
			if c.rank > wr {
				b, wr = i, c.rank
			}
		} else if int(c.suit) == s.trump {
			b, ws, wr = i, c.suit, c.rank
		}
	}
	w := (s.leader + b) & 3
	var tr rel
	if (trick[0].suit == ws) && b != 0 || (trick[1].suit == ws) && b != 1 || (trick[2].suit == ws) && b != 2 || (trick[3].suit == ws) && b != 3 {
		tr = 1 << ((16*uint(ws) + uint(wr)) & 63)
	}
	// When the trick has settled the target, or it cannot be made, the
	// rest of the play is not searched (atLeast would answer at once).
	t := target
	if w&1 == 0 {
		t--
	}
	if t <= 0 {
		return true, tr
	}
	if t >= s.left {
		return false, tr
	}
	// The new owners, cards in play and shape, worked out in locals.
	pres, ow, sh, leader := saved, own, shape, s.leader
	for i := 0; i < 4; i++ {
		c := trick[i]
		su := c.suit & 3
		bit := uint16(1) << (c.rank & 15)
		// The owners of the cards above it stay (m), the card's own goes
		// and those below it move up.
		m := ^uint32(0) << ((suitBits - 2*uint(bits.OnesCount16(pres[su]&^(bit<<1-1)))) & 31)
		o := ow[su]
		ow[su] = o&m | o<<2&^m
		pres[su] &^= bit
		sh -= shapeUnit[(leader+i)&3][su]
	}
	s.present, s.own, s.shape = pres, ow, sh
	s.leader = w
	s.left--
	ok, r := s.atLeast(t)
	s.left++
	s.leader = leader
	s.present, s.trick, s.own, s.shape = saved, trick, own, shape
	return ok, r | tr
}

// quickTricks returns a number of tricks the side on lead is sure to take
// and, when that is need or more, the cards that need of them depend on
// (nothing else is asked of it). It follows DDS's QuickTricks.cpp:
// suit by suit, the tricks the side's top cards take, the leader's suits
// first, and partner's once the leader can reach him.
//
// In a suit whose top card the leader holds, he cashes it; a second round
// when he holds the second card too, or when partner holds it and each has
// two cards or more (the ace from one hand, a small card to the king);
// and every card of the longer hand when nobody else has a card left after
// those rounds. In a suit whose top card partner holds, the same with the
// hands exchanged, counted when the leader can reach partner: a suit whose
// top card partner holds, in which the leader has a card. The suits of
// either kind can be played in an order that keeps the lead where the next
// one needs it. With trumps, a round of a side suit counts only when no
// opponent can ruff it, and long cards only when the opponents have no
// trumps; nothing of the side suits counts when the hand that must follow
// holds nothing but trumps (he would have to ruff and take the lead).
func (s *search) quickTricks(need int) (int, rel) {
	l := s.leader & 3
	pard := (l + 2) & 3
	lho, rho := (l+1)&3, (l+3)&3
	t := s.trump
	var lhoT, rhoT bool
	onlyTrumps := [4]bool{}
	if t != noTrump {
		lhoT, rhoT = s.hand[lho][t] != 0, s.hand[rho][t] != 0
		sides := ^(uint64(0xffff) << (16 * t))
		onlyTrumps[l] = s.cards(l)&sides == 0
		onlyTrumps[pard] = s.cards(pard)&sides == 0
	}
	// Can the leader reach partner: a suit whose top card partner holds,
	// in which the leader has a card, and no opponent ruffs the first
	// round?
	comm, commSu := false, 0
	for su := 0; su < 4; su++ {
		p := s.present[su]
		if p == 0 || s.hand[l][su] == 0 || s.hand[pard][su]&highest(p) == 0 {
			continue
		}
		if su != t && ((s.hand[lho][su] == 0 && lhoT) || (s.hand[rho][su] == 0 && rhoT)) {
			continue
		}
		comm, commSu = true, su
		break
	}
	q := 0
	var ks [4]int
	var rs [4]rel
	var viaPard [4]bool
	for su := 0; su < 4; su++ {
		p := s.present[su]
		if p == 0 {
			continue
		}
		top := highest(p)
		var own, other int // the hand that holds the top card, and his partner
		switch {
		case s.hand[l][su]&top != 0:
			own, other = l, pard
		case comm && s.hand[pard][su]&top != 0:
			own, other = pard, l
			viaPard[su] = true
		default:
			continue
		}
		lOwn, lOther := bits.OnesCount16(s.hand[own][su]), bits.OnesCount16(s.hand[other][su])
		lL, lR := bits.OnesCount16(s.hand[lho][su]), bits.OnesCount16(s.hand[rho][su])
		side := t != noTrump && su != t
		if side {
			if (lL == 0 && lhoT) || (lR == 0 && rhoT) || onlyTrumps[other] {
				continue
			}
		}
		noRuff := !side || (!lhoT && !rhoT)
		k := 1
		low := top
		switch {
		case lL <= 1 && lR <= 1 && lOther <= 1 && noRuff:
			k = lOwn
		default:
			second := highest(p &^ top)
			if second == 0 || (side && ((lL < 2 && lhoT) || (lR < 2 && rhoT))) {
				break
			}
			if s.hand[own][su]&second != 0 || (s.hand[other][su]&second != 0 && lOwn > 1 && lOther > 1) {
				k, low = 2, second
				if lL <= 2 && lR <= 2 && noRuff {
					if s.hand[own][su]&second != 0 && lOther <= 2 {
						k = lOwn
					} else if s.hand[other][su]&second != 0 && (lOwn <= 2 || lOther <= 2) {
						k = max(lOwn, lOther)
					}
				}
			}
		}
		q += k
		ks[su], rs[su] = k, rel(low)<<(16*su)
	}
	if q < need {
		return q, 0
	}
	// The fewest suits that make need (the most tricks first), and the
	// crossing when a suit of partner's is one of them: the answer then
	// depends on no other suit.
	var r rel
	n, usesPard := 0, false
	for n < need {
		b := 0
		for su := 1; su < 4; su++ {
			if ks[su] > ks[b] {
				b = su
			}
		}
		n += ks[b]
		r |= rs[b]
		usesPard = usesPard || viaPard[b]
		ks[b] = 0
	}
	if usesPard {
		r |= rs[commSu]
	}
	return min(q, s.left), r
}

// secondHandTricks returns a number of tricks the second hand's side is
// sure to take from the current trick on, the trick having been led, and
// the cards that need of them depend on; 0 when it cannot be sure of this trick
// (after DDS's QuickTricksSecondHand). The side wins the trick when it
// holds the highest card of the suit led among the cards still to come
// and the lead, and the third hand cannot ruff. At notrumps the hand that
// wins it then cashes his next card of the suit if nobody else holds a
// higher one, the top card of each other suit, and the cards of suits
// nobody else holds.
func (s *search) secondHandTricks(seat, need int) (int, rel) {
	seat &= 3
	led := int(s.trick[0].suit & 3)
	third, fourth := (seat+1)&3, (seat+2)&3
	ours := s.hand[seat][led] | s.hand[fourth][led]
	theirs := s.hand[third][led] | uint16(1)<<(s.trick[0].rank&15)
	t := s.trump
	if ours == 0 || ours < theirs {
		return 0, 0
	}
	if t != noTrump && led != t && s.hand[third][led] == 0 && s.hand[third][t] != 0 {
		return 0, 0
	}
	top := highest(ours)
	r := rel(top) << (16 * led)
	q := 1
	if t != noTrump {
		// With no trump played to this trick, the side's top trumps
		// (topTrumps) take tricks after it: the winner is of the suit
		// led, nobody else can ruff, and the partner of the winner
		// follows or discards a side card, unless he holds only trumps.
		if led == t || need <= 1 {
			return q, r
		}
		other := fourth
		if s.hand[fourth][led]&top != 0 {
			other = seat
		}
		if s.hand[other][led] == 0 && s.hand[other][t] != 0 && s.cards(other)&^(uint64(0xffff)<<(16*t)) == 0 {
			return q, r // he holds only trumps
		}
		// target as topTrumps counts it: for North-South's tricks.
		target := need
		if seat&1 == 1 {
			target = s.left - need + 1
		}
		if k, ew, rt := s.topTrumps(target, 1); k > 0 && ew == (seat&1 == 1) {
			q += k
			if q >= need {
				r |= rt
			}
		}
		return min(q, s.left), r
	}
	hh := seat
	if s.hand[fourth][led]&top != 0 {
		hh = fourth
	}
	others := func(su int) uint16 {
		var o uint16
		for p := 0; p < 4; p++ {
			if p != hh {
				o |= s.hand[p][su]
			}
		}
		return o
	}
	// Tricks of one card each that depend on a card: the top card of
	// another suit, then the next card of the suit led. Only as many as
	// need asks for go into the answer's cards.
	var more [4]rel
	n := 0
	for su := 0; su < 4; su++ {
		h := s.hand[hh][su]
		if su == led || h == 0 {
			continue
		}
		if o := others(su); o == 0 {
			q += bits.OnesCount16(h) // by the shape alone
		} else if w := highest(s.present[su]); h&w != 0 {
			more[n] = rel(w) << (16 * su)
			n++
		}
	}
	if next := highest(s.hand[hh][led] &^ top); next != 0 && next > others(led) {
		more[n] = rel(next) << (16 * led)
		n++
	}
	for i := 0; i < n; i++ {
		if q < need {
			r |= more[i]
		}
		q++
	}
	return min(q, s.left), r
}
