package dd

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
)

// parseDeal reads a deal written as PBN's Deal tag writes it: the first
// seat, a colon, and four hands clockwise, each S.H.D.C ("N:AKQ.J2.…").
func parseDeal(s string) (deal.Deal, error) {
	var d deal.Deal
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[1] != ':' {
		return d, fmt.Errorf("deal %q: no first seat", s)
	}
	first := strings.IndexByte("NESW", s[0])
	if first < 0 {
		return d, fmt.Errorf("deal %q: first seat %q", s, s[0])
	}
	hs := strings.Fields(s[2:])
	if len(hs) != 4 {
		return d, fmt.Errorf("deal %q: %d hands", s, len(hs))
	}
	for i, h := range hs {
		suits := strings.Split(h, ".")
		if len(suits) != 4 {
			return d, fmt.Errorf("deal %q: hand %q", s, h)
		}
		for su, ranks := range suits {
			for _, c := range ranks {
				r := strings.IndexRune("23456789TJQKA", c)
				if r < 0 {
					return d, fmt.Errorf("deal %q: rank %q", s, c)
				}
				d[(first+i)%4][su] |= 1 << (r + 2)
			}
		}
	}
	return d, nil
}

func mustDeal(t testing.TB, s string) deal.Deal {
	t.Helper()
	d, err := parseDeal(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// randomDeal deals the 52 cards at random.
func randomDeal(r *rand.Rand) deal.Deal {
	var d deal.Deal
	p := r.Perm(52)
	for i, c := range p {
		d[i/13][c/13] |= 1 << (c%13 + 2)
	}
	return d
}

// randomEnding deals n cards to each hand from a random subset of the pack.
func randomEnding(r *rand.Rand, n int) deal.Deal {
	var d deal.Deal
	p := r.Perm(52)
	for i := 0; i < 4*n; i++ {
		c := p[i]
		d[i%4][c/13] |= 1 << (c%13 + 2)
	}
	return d
}

// bruteTricks is a plain exhaustive minimax, independent of the solver: it
// tries every legal card at every turn, with no pruning, no table and no
// shortcuts, and returns the tricks of the leader's side.
func bruteTricks(d deal.Deal, trump bridge.Strain, leader bridge.Seat) int {
	// suits here in PBN order; the trump's PBN index:
	ti := -1
	if trump != bridge.NoTrump {
		ti = 3 - int(trump)
	}
	var hands [4][]int // cards as suit*16+rank
	for seat := 0; seat < 4; seat++ {
		for su := 0; su < 4; su++ {
			for r := 2; r <= 14; r++ {
				if d[seat][su].Has(r) {
					hands[seat] = append(hands[seat], su*16+r)
				}
			}
		}
	}
	used := [4][]bool{}
	for i := range used {
		used[i] = make([]bool, len(hands[i]))
	}
	var trick [4]int
	var rec func(lead, ply int) int // returns tricks for side of seat 0/2 (NS) from here
	rec = func(lead, ply int) int {
		seat := (lead + ply) % 4
		if ply == 4 {
			best := 0
			for i := 1; i < 4; i++ {
				c, b := trick[i], trick[best]
				if c/16 == b/16 {
					if c > b {
						best = i
					}
				} else if c/16 == ti {
					best = i
				}
			}
			w := (lead + best) % 4
			won := 0
			if w%2 == 0 {
				won = 1
			}
			done := true
			for i := range used[0] {
				if !used[0][i] {
					done = false
				}
			}
			if done {
				return won
			}
			saved := trick
			v := won + rec(w, 0)
			trick = saved
			return v
		}
		canFollow := false
		if ply > 0 {
			for i, c := range hands[seat] {
				if !used[seat][i] && c/16 == trick[0]/16 {
					canFollow = true
				}
			}
		}
		ns := seat%2 == 0
		best := -1
		for i, c := range hands[seat] {
			if used[seat][i] || (canFollow && c/16 != trick[0]/16) {
				continue
			}
			used[seat][i] = true
			trick[ply] = c
			v := rec(lead, ply+1)
			used[seat][i] = false
			if best < 0 || (ns && v > best) || (!ns && v < best) {
				best = v
			}
		}
		return best
	}
	ns := rec(int(leader), 0)
	if leader.IsNS() {
		return ns
	}
	return len(hands[0]) - ns
}

// highEnding deals n cards to each hand from the cards of rank lo and
// above, shuffled: endings where top cards, threats and squeezes decide.
func highEnding(r *rand.Rand, n, lo int) deal.Deal {
	var cards []int
	for su := 0; su < 4; su++ {
		for rk := lo; rk <= 14; rk++ {
			cards = append(cards, su*16+rk)
		}
	}
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	var d deal.Deal
	for i := 0; i < 4*n; i++ {
		c := cards[i]
		d[i%4][c/16] |= deal.Holding(1) << (c % 16)
	}
	return d
}
