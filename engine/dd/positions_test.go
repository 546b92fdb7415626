package dd

import (
	"math/rand/v2"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
)

// Hand-built endings, each worked by hand. Deals are written as PBN writes
// them: "N:" then North, East, South, West, each spades.hearts.diamonds.clubs.
func TestPositions(t *testing.T) {
	const (
		C, D, H, S, NT = bridge.Clubs, bridge.Diamonds, bridge.Hearts, bridge.Spades, bridge.NoTrump
		N, E, So, W    = bridge.North, bridge.East, bridge.South, bridge.West
	)
	cases := []struct {
		name   string
		deal   string
		trump  bridge.Strain
		leader bridge.Seat
		want   int // tricks of the leader's side
	}{
		// Simple squeeze against West. North ♠AJ ♥J, South ♠2 ♥2 ♣A,
		// West ♠KQ ♥K, East three diamonds. South cashes ♣A: West must
		// let go a spade (North keeps ♠AJ, drops ♥J, and ♠A fells the
		// other honour) or ♥K (North drops ♠J, ♥2 to ♥J, ♠A): all 3.
		{"squeeze", "N:AJ.J.. ..543. 2.2..A KQ.K..", NT, So, 3},
		// East holding the guards instead, and West a heart over South's
		// ♥2: East discards after North and keeps the guard North's
		// discard left alive (♥J gone: keep ♠KQ; ♠J gone: ♠K or ♠Q with
		// ♥K), so NS take ♣A and ♠A only. (With West's ♥3 a diamond,
		// South's ♥2 would be a second threat and East squeezed: 3.)
		{"squeeze fails behind", "N:AJ.J.. KQ.K.. 2.2..A .3.54.", NT, So, 2},
		{"double threat", "N:AJ.J.. KQ.K.. 2.2..A ..543.", NT, So, 3},
		// Endplay. North ♠AQ ♦3, East ♠K4 ♦A, South ♠32 ♦2, West three
		// clubs nobody can lead to. South leads ♦2 to East's bare ♦A and
		// East must lead a spade into ♠AQ: 2 tricks. A spade finesse
		// instead loses to ♠K and NS take only ♠A.
		{"endplay", "N:AQ..3. K4..A. 32..2. ...543", NT, So, 2},
		{"endplay, North leads", "N:AQ..3. K4..A. 32..2. ...543", NT, N, 2},
		// East on lead: ♦A, then a spade from ♠K4 gives NS two tricks;
		// East's side takes one.
		{"endplay, East leads", "N:AQ..3. K4..A. 32..2. ...543", NT, E, 1},
		// Blocked suit. South ♠AK ♥2, North ♠QJT and no entry: after
		// ♠A and ♠K the lead is in South, ♠Q stranded; ♥2 goes to East's
		// ♥AKQ. NS take 2.
		{"blocked", "N:QJT... .AKQ.. AK.2.. ...543", NT, So, 2},
		// East on lead runs ♥AKQ: 3 for EW.
		{"blocked, East leads", "N:QJT... .AKQ.. AK.2.. ...543", NT, E, 3},
		// Crossruff. North ♠K ♦2, South ♠A ♥2, East ♥A ♦A, West ♥K ♦K,
		// spades trumps, South leads: ♥2 ruffed by ♠K, ♦2 ruffed by ♠A:
		// 2 tricks. At notrumps the same lead gives ♠A only... South
		// cashes ♠A and the rest is East-West's: 1.
		{"crossruff", "N:K..2. .A.A. A.2.. .K.K.", S, So, 2},
		{"crossruff at notrumps", "N:K..2. .A.A. A.2.. .K.K.", NT, So, 1},
		// One card each. South leads ♥3 to East's ♥A at notrumps; with
		// spades trumps North's ♠2 ruffs it.
		{"last trick notrumps", "N:2... .A.. .3.. .K..", NT, So, 0},
		{"last trick ruff", "N:2... .A.. .3.. .K..", S, So, 1},
		// Ruff-out. South ♠32 ♥5 ♣2, North ♠4 ♥A43, East ♥KQ ♦AK,
		// West ♥J ♣AKQ; spades trumps, only North-South hold any. South
		// leads ♥5 to ♥A, North ♥3 drops East's last heart under South's
		// ♠2 ruff, ♠3 to North's ♠4, and ♥4 is good: all 4. (South's
		// trumps drawn instead give North no entry to the long heart.)
		{"ruff-out", "N:4.A43.. .KQ.AK. 32.5..2 .J..AKQ", S, So, 4},
		// Trump promotion (an uppercut). South ♠AKT, West ♠Q2 ♥K, East
		// ♠J ♦KQ, North three clubs; spades trumps, West leads. ♥K: East
		// ruffs with ♠J and South, with nothing but trumps, must overruff
		// with an honour (an underruff lets East cash diamonds), and
		// West's ♠Q2 then beats South's remaining ♠A and ♠T: 1 trick. A
		// trump lead instead lets South draw ♠J and ♠Q: none.
		{"trump promotion", "N:...AKQ J..KQ. AKT... Q2.K..", S, W, 1},
		// A random ending the solver once got wrong (4 for 3): after
		// ♥A, ♥5 East must keep ♠AJ over South's ♠K or his ♦6, and
		// a run of equivalent small cards stood for cards that another
		// ending splits. The exhaustive search says 3.
		{"split run", "N:2.A5.2.Q AJ.4.6.9 K.6.3.A3 ..AT5.T6", NT, N, 3},
	}
	v := NewSolver(Options{TableBits: 14})
	for _, c := range cases {
		d := mustDeal(t, c.deal)
		if got := v.Tricks(d, c.trump, c.leader); got != c.want {
			t.Errorf("%s: %d tricks, want %d", c.name, got, c.want)
		}
		if got := bruteTricks(d, c.trump, c.leader); got != c.want {
			t.Errorf("%s: exhaustive search says %d tricks, want %d (the worked answer is wrong)", c.name, got, c.want)
		}
	}
	_, _, _, _ = C, D, H, W
}

// rotate gives every hand to the next seat clockwise.
func rotate(d deal.Deal) deal.Deal {
	var r deal.Deal
	for seat := 0; seat < 4; seat++ {
		r[(seat+1)%4] = d[seat]
	}
	return r
}

// Every card counted, symmetry and notrumps that do not care which suit is
// which, on random endings of 5 to 7 cards.
func TestInvariants(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 19))
	v := NewSolver(Options{TableBits: 16})
	count := 40
	if testing.Short() {
		count = 10
	}
	for i := 0; i < count; i++ {
		n := 5 + i%3
		d := randomEnding(r, n)
		tab, err := v.Solve(d)
		if err != nil {
			t.Fatal(err)
		}
		// Each declarer's tricks plus the defenders' with the same
		// opening leader come to the tricks of the deal.
		for decl := bridge.North; decl <= bridge.West; decl++ {
			for s := bridge.Clubs; s <= bridge.NoTrump; s++ {
				leader := (decl + 1) % 4
				if def := v.Tricks(d, s, leader); def+tab[decl][s] != n {
					t.Errorf("deal %v %v by %v: declarer %d + defence %d != %d", d, s, decl, tab[decl][s], def, n)
				}
			}
		}
		// Rotating the deal rotates the table.
		rt, _ := v.Solve(rotate(d))
		for seat := 0; seat < 4; seat++ {
			if rt[(seat+1)%4] != tab[seat] {
				t.Errorf("deal %v: rotated table %v, table %v", d, rt, tab)
				break
			}
		}
		// Swapping two suits swaps their columns and keeps notrumps.
		var sw deal.Deal
		for seat := 0; seat < 4; seat++ {
			sw[seat] = deal.Hand{d[seat][deal.Hearts], d[seat][deal.Spades], d[seat][deal.Clubs], d[seat][deal.Diamonds]}
		}
		st, _ := v.Solve(sw)
		for seat := 0; seat < 4; seat++ {
			a, b := tab[seat], st[seat]
			if a[bridge.NoTrump] != b[bridge.NoTrump] || a[bridge.Spades] != b[bridge.Hearts] ||
				a[bridge.Hearts] != b[bridge.Spades] || a[bridge.Clubs] != b[bridge.Diamonds] {
				t.Errorf("deal %v: suits swapped %v, table %v", d, st, tab)
				break
			}
		}
	}
}

func TestSolveRefusesBadDeals(t *testing.T) {
	var d deal.Deal
	if _, err := Solve(d); err == nil {
		t.Error("empty deal solved")
	}
	d = mustDeal(t, "N:AK... Q... J... T...")
	d[1][0] |= 1 << deal.Ace // East holds North's ace too
	if _, err := Solve(d); err == nil {
		t.Error("deal with a card in two hands solved")
	}
	d = mustDeal(t, "N:AK... Q... J... T...")
	if _, err := Solve(d); err == nil {
		t.Error("deal with hands of 2 and 1 cards solved")
	}
}
