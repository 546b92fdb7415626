package dd

import (
	"github.com/scorebook/scorebook/engine/bridge"
)

// ParContract is one contract that reaches the par score.
type ParContract struct {
	// Contract is the level and strain, Doubled for a sacrifice.
	Contract bridge.Contract
	// Declarers are the seats of the side that take the most tricks in
	// the strain: one seat, or both when they take as many.
	Declarers []bridge.Seat
	// Tricks is the number of tricks the declarer takes (from the table):
	// Tricks - Level - 6 is the over- (positive) or under- (negative) trick
	// count.
	Tricks int
}

// Over returns the overtricks (positive) or undertricks (negative).
func (c ParContract) Over() int { return c.Tricks - c.Contract.Level - 6 }

// ParResult is the par of a deal.
type ParResult struct {
	// Score is the par score from North-South's side: positive when
	// North-South gain.
	Score int
	// Contracts are the contracts that reach it, all by one side, in the
	// order NT ♠ ♥ ♦ ♣ and from the lowest level up; none when the deal
	// is passed out at par (no contract makes for either side).
	Contracts []ParContract
}

// PassedOut reports whether par is to pass the deal out.
func (p ParResult) PassedOut() bool { return len(p.Contracts) == 0 }

// bid numbers the 35 contracts in the order of the auction: 1 is 1♣,
// 5 is 1NT, 35 is 7NT; 0 is no bid yet.
func bidContract(b int) (level int, strain bridge.Strain) {
	return (b-1)/5 + 1, bridge.Strain((b - 1) % 5)
}

// Par returns the par of a deal from its double-dummy table: the result
// when both sides bid perfectly with all four hands in view. The auction is
// a game between the sides, the dealer's side speaking first: a side may
// pass or bid any contract higher than the last one, choosing the declarer
// of its side who takes more tricks in the strain; the auction ends when a
// side passes after the other's bid (or both pass at the start: the deal is
// passed out). The final contract is played undoubled when it makes (its
// score counts the overtricks) and doubled when it goes down (a
// sacrifice). Each side bids to make its own score as good as it can be;
// the par score is the value of that game.
//
// The dealer matters only when both sides can make the same contract (a
// "hot" deal): the side that speaks first takes it. This is DDS's
// DealerPar; the published "Par: NS 420" of scoring programs is the same
// number on every deal that is not hot.
//
// The par contracts are the contracts that score the par score and are safe
// from competition: no contract the other side can bid over them scores
// better for that side, played undoubled if it makes and doubled if not.
// Several levels of one strain may qualify (3♥ and 4♥ with ten tricks);
// DDS's DealerPar names the lowest of each strain, its Par the range.
func Par(t Table, nsVul, ewVul bool, dealer bridge.Seat) ParResult {
	p := newParGame(t, nsVul, ewVul)
	first := int(dealer) & 1
	score := p.opening(first)
	res := ParResult{Score: score}
	if score == 0 && !p.anyMakes() {
		return res
	}
	for side := 0; side < 2; side++ {
		for _, strain := range []bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs} {
			for level := 1; level <= 7; level++ {
				b := (level-1)*5 + int(strain) + 1
				if p.final(b, side) != score || !p.stands(b, side) {
					continue
				}
				tricks, decl := p.best(side, strain)
				c := bridge.Contract{Level: level, Strain: strain}
				if tricks < level+6 {
					c.Doubling = bridge.Doubled
				}
				res.Contracts = append(res.Contracts, ParContract{Contract: c, Declarers: decl, Tricks: tricks})
			}
		}
		if len(res.Contracts) > 0 {
			break
		}
	}
	return res
}

type parGame struct {
	t    Table
	vul  [2]bool
	memo [36][2]int
	done [36][2]bool
}

func newParGame(t Table, nsVul, ewVul bool) *parGame {
	return &parGame{t: t, vul: [2]bool{nsVul, ewVul}}
}

// best returns the tricks a side takes in a strain and the declarers who
// take them.
func (p *parGame) best(side int, strain bridge.Strain) (int, []bridge.Seat) {
	a, b := bridge.Seat(side), bridge.Seat(side+2)
	ta, tb := p.t[a][strain], p.t[b][strain]
	switch {
	case ta > tb:
		return ta, []bridge.Seat{a}
	case tb > ta:
		return tb, []bridge.Seat{b}
	}
	return ta, []bridge.Seat{a, b}
}

func (p *parGame) anyMakes() bool {
	for seat := 0; seat < 4; seat++ {
		for strain := 0; strain < 5; strain++ {
			if p.t[seat][strain] >= 7 {
				return true
			}
		}
	}
	return false
}

// final returns North-South's score when side plays bid b: undoubled if it
// makes, doubled if not.
func (p *parGame) final(b, side int) int {
	level, strain := bidContract(b)
	tricks, _ := p.best(side, strain)
	c := bridge.Contract{Level: level, Strain: strain}
	if tricks < level+6 {
		c.Doubling = bridge.Doubled
	}
	s := bridge.DeclarerScore(c, tricks, p.vul[side])
	if side == 1 {
		s = -s
	}
	return s
}

// better reports whether North-South score a is better than b for side.
func better(side, a, b int) bool {
	if side == 0 {
		return a > b
	}
	return a < b
}

// value returns North-South's score with best bidding when side holds the
// contract b and the other side is to speak.
func (p *parGame) value(b, side int) int {
	if p.done[b][side] {
		return p.memo[b][side]
	}
	other := 1 - side
	v := p.final(b, side)
	for nb := b + 1; nb <= 35; nb++ {
		if w := p.value(nb, other); better(other, w, v) {
			v = w
		}
	}
	p.done[b][side], p.memo[b][side] = true, v
	return v
}

// stands reports whether side's bid b is safe from competition: no
// contract the other side can bid over it scores better for that side when
// played (undoubled if it makes, doubled if not).
func (p *parGame) stands(b, side int) bool {
	other := 1 - side
	v := p.final(b, side)
	for nb := b + 1; nb <= 35; nb++ {
		if better(other, p.final(nb, other), v) {
			return false
		}
	}
	return true
}

// opening returns the par score when side speaks first: it may open any
// contract or pass, and after a pass the other side may open or pass the
// deal out.
func (p *parGame) opening(first int) int {
	second := 1 - first
	// The second side, after the first passes: open, or pass it out.
	after := 0
	for b := 1; b <= 35; b++ {
		if w := p.value(b, second); better(second, w, after) {
			after = w
		}
	}
	v := after
	for b := 1; b <= 35; b++ {
		if w := p.value(b, first); better(first, w, v) {
			v = w
		}
	}
	return v
}
