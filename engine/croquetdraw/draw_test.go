package croquetdraw

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// field is n entrants P01 … Pn with grades falling by 10 from 2000, so that
// Pk is seed k.
func field(n int) []Entrant {
	es := make([]Entrant, n)
	for i := range es {
		es[i] = Entrant{Player: fmt.Sprintf("P%02d", i+1), Grade: float64(2000 - 10*i)}
	}
	return es
}

func seedOf(name string) int {
	var k int
	fmt.Sscanf(name, "P%d", &k)
	return k
}

// TestBlocksWorked: 9 players in 3 blocks, worked by hand from the snake:
// seeds 1 2 3 to blocks 1 2 3, seeds 4 5 6 back to blocks 3 2 1, seeds 7 8
// 9 to blocks 1 2 3; so block 1 holds 1 6 7 (sum 14), block 2 2 5 8 (15),
// block 3 3 4 9 (16).
func TestBlocksWorked(t *testing.T) {
	es := field(9)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
	bs, p := Blocks(es, 3)
	if p != nil {
		t.Fatal(p)
	}
	want := [][]int{{1, 6, 7}, {2, 5, 8}, {3, 4, 9}}
	for i, b := range bs {
		if !slices.Equal(b.Seeds, want[i]) {
			t.Errorf("block %d seeds %v, want %v", i+1, b.Seeds, want[i])
		}
		for k, e := range b.Players {
			if seedOf(e.Player) != b.Seeds[k] {
				t.Errorf("block %d: %s has seed %d", i+1, e.Player, b.Seeds[k])
			}
		}
	}
}

// TestBlocksProperties: for every field of 2 to 40 and every number of
// blocks it can make, each entrant is in one block, block sizes differ by
// at most one, each block holds one seed of every full row of n seeds, the
// seed sums are equal when the field fills whole pairs of rows, and blocks
// of one size differ by at most blocks − 1 otherwise (only a part row of
// seeds, dealt one way, tells them apart), and each block's rounds make a
// round robin.
func TestBlocksProperties(t *testing.T) {
	for size := 2; size <= 40; size++ {
		for n := 1; 2*n <= size; n++ {
			bs, p := Blocks(field(size), n)
			if p != nil {
				t.Fatal(p)
			}
			seen := map[int]int{}
			lo, hi := size, 0
			sums := make([]int, n)
			for i, b := range bs {
				lo, hi = min(lo, len(b.Players)), max(hi, len(b.Players))
				rows := map[int]bool{}
				for _, s := range b.Seeds {
					seen[s]++
					sums[i] += s
					row := (s - 1) / n
					if rows[row] {
						t.Errorf("%d in %d blocks: block %d holds two seeds of row %d", size, n, i+1, row+1)
					}
					rows[row] = true
				}
				checkRoundRobin(t, b)
			}
			if len(seen) != size {
				t.Errorf("%d in %d blocks: %d seeds placed", size, n, len(seen))
			}
			if hi-lo > 1 {
				t.Errorf("%d in %d blocks: sizes %d to %d", size, n, lo, hi)
			}
			bySize := map[int][]int{}
			for i, b := range bs {
				bySize[len(b.Players)] = append(bySize[len(b.Players)], sums[i])
			}
			for _, ss := range bySize {
				d := slices.Max(ss) - slices.Min(ss)
				if size%(2*n) == 0 && d != 0 || d > n-1 {
					t.Errorf("%d in %d blocks: seed sums %v", size, n, sums)
				}
			}
		}
	}
}

func checkRoundRobin(t *testing.T, b Block) {
	t.Helper()
	m := len(b.Players)
	wantRounds := m - 1
	if m%2 == 1 {
		wantRounds = m
	}
	if len(b.Rounds) != wantRounds {
		t.Errorf("block of %d: %d rounds, want %d", m, len(b.Rounds), wantRounds)
	}
	met := map[[2]string]int{}
	byes := map[string]int{}
	for _, r := range b.Rounds {
		in := map[string]bool{}
		for _, p := range r.Pairs {
			if in[p.A] || in[p.B] {
				t.Errorf("block of %d round %d: a player twice", m, r.Number)
			}
			in[p.A], in[p.B] = true, true
			if seedOf(p.A) > seedOf(p.B) {
				t.Errorf("block of %d round %d: %s v %s, the lower seed first", m, r.Number, p.A, p.B)
			}
			met[pairKey(p.A, p.B)]++
		}
		if r.Bye != "" {
			byes[r.Bye]++
			in[r.Bye] = true
		}
		if len(in) != m {
			t.Errorf("block of %d round %d: %d players placed", m, r.Number, len(in))
		}
	}
	if len(met) != m*(m-1)/2 {
		t.Errorf("block of %d: %d pairs meet, want %d", m, len(met), m*(m-1)/2)
	}
	for k, c := range met {
		if c != 1 {
			t.Errorf("block of %d: %v meet %d times", m, k, c)
		}
	}
	for who, c := range byes {
		if c != 1 || m%2 == 0 {
			t.Errorf("block of %d: %s has %d byes", m, who, c)
		}
	}
}

func TestBlocksRefused(t *testing.T) {
	if _, p := Blocks(field(5), 3); p == nil || !strings.Contains(p.Msg, "at least 2 players") {
		t.Errorf("5 in 3 blocks: %v", p)
	}
	es := append(field(3), Entrant{Player: "p01"})
	if _, p := Blocks(es, 1); p == nil || !strings.Contains(p.Msg, "entered twice") {
		t.Errorf("a player twice: %v", p)
	}
}

// TestSwissWorked: four players graded 2000, 1990, 1980, 1970. Round 1
// pairs down the grades, P01 v P02 and P03 v P04; after P01 and P03 win,
// round 2 places P01, P03 (1 win), P02, P04 (none) and pairs P01 v P03,
// P02 v P04; after P01 and P04 win, round 3 places P01 (2), P03, P04 (1,
// P03 graded higher), P02 (0): P01 v P03 met, so P01 v P04 and P03 v P02,
// worked by hand.
func TestSwissWorked(t *testing.T) {
	es := field(4)
	var games []Game
	want := [][]Pair{
		{{"P01", "P02"}, {"P03", "P04"}},
		{{"P01", "P03"}, {"P02", "P04"}},
		{{"P01", "P04"}, {"P03", "P02"}},
	}
	winners := [][]string{{"P01", "P03"}, {"P01", "P04"}}
	for r, w := range want {
		rd, _, p := Swiss(es, games)
		if p != nil {
			t.Fatal(p)
		}
		if rd.Number != r+1 || !slices.Equal(rd.Pairs, w) || rd.Bye != "" || len(rd.Repeats) != 0 {
			t.Fatalf("round %d: %+v, want %v", r+1, rd, w)
		}
		if r < len(winners) {
			for i, pr := range rd.Pairs {
				games = append(games, Game{A: pr.A, B: pr.B, Winner: winners[r][i]})
			}
		}
	}
}

// TestSwissBye: five players; the bye of round 1 goes to the lowest
// graded, P05; in round 2 P05 has had it, so the lowest placed of the
// rest without one has it.
func TestSwissBye(t *testing.T) {
	es := field(5)
	rd, _, _ := Swiss(es, nil)
	if rd.Bye != "P05" {
		t.Fatalf("round 1 bye %q, want P05", rd.Bye)
	}
	// P01 beat P02, P04 beat P03: P01, P04 (1 win), P02, P03, P05 (0, P05
	// lowest graded but with a bye): P03 has the bye.
	games := []Game{{A: "P01", B: "P02", Winner: "P01"}, {A: "P03", B: "P04", Winner: "P04"}}
	rd, st, _ := Swiss(es, games)
	if rd.Bye != "P03" {
		t.Fatalf("round 2 bye %q, want P03 (standings %+v)", rd.Bye, st)
	}
	if st[4].Player != "P05" || st[4].Byes != 1 {
		t.Errorf("standings %+v", st)
	}
}

func TestSwissRefused(t *testing.T) {
	es := field(4)
	if _, _, p := Swiss(es, []Game{{A: "P01", B: "P02", Row: 7}}); p == nil || p.Row != 7 || !strings.Contains(p.Msg, "not yet played") {
		t.Errorf("unplayed: %v", p)
	}
	if _, _, p := Swiss(es, []Game{{A: "P01", B: "X", Winner: "P01", Row: 8}}); p == nil || p.Row != 8 || p.Column != "Loser" {
		t.Errorf("not entered: %v", p)
	}
}

// TestSwissAgainstBruteForce: random histories of fields of 2 to 9
// players (each round a random pairing, the bye at random); the next
// round's bye goes to a player with the fewest byes, its repeats are the
// fewest any pairing with such a bye has (every pairing enumerated), and of
// the candidates that reach it the bye is the lowest placed.
func TestSwissAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 6))
	for trial := 0; trial < 3000; trial++ {
		n := 2 + rng.IntN(8)
		es := field(n)
		rng.Shuffle(n, func(i, j int) { es[i].Grade, es[j].Grade = es[j].Grade, es[i].Grade })
		var games []Game
		rounds := rng.IntN(n + 1)
		for r := 0; r < rounds; r++ {
			perm := rng.Perm(n)
			for k := 0; k+1 < n; k += 2 {
				a, b := es[perm[k]].Player, es[perm[k+1]].Player
				w := a
				if rng.IntN(2) == 0 {
					w = b
				}
				games = append(games, Game{A: a, B: b, Winner: w})
			}
		}
		rd, st, p := Swiss(es, games)
		if p != nil {
			t.Fatal(p)
		}
		met := map[[2]string]bool{}
		for _, g := range games {
			met[pairKey(g.A, g.B)] = true
		}
		in := map[string]bool{}
		for _, pr := range rd.Pairs {
			in[pr.A], in[pr.B] = true, true
		}
		if rd.Bye != "" {
			in[rd.Bye] = true
		}
		if len(in) != n || (rd.Bye != "") != (n%2 == 1) {
			t.Fatalf("trial %d: %d players placed, bye %q", trial, len(in), rd.Bye)
		}
		repeats := 0
		for _, pr := range rd.Pairs {
			if met[pairKey(pr.A, pr.B)] {
				repeats++
			}
		}
		if repeats != len(rd.Repeats) {
			t.Fatalf("trial %d: %d repeats, %d reported", trial, repeats, len(rd.Repeats))
		}
		fewest := n
		for _, s := range st {
			fewest = min(fewest, s.Byes)
		}
		best, bestBye := n, -1
		if n%2 == 0 {
			best = minRepeats(st, -1, met)
		} else {
			for i := n - 1; i >= 0; i-- {
				if st[i].Byes != fewest {
					continue
				}
				if m := minRepeats(st, i, met); m < best {
					best, bestBye = m, i
				}
			}
		}
		if repeats != best {
			t.Fatalf("trial %d: %d repeats, a pairing has %d", trial, repeats, best)
		}
		if bestBye >= 0 && rd.Bye != st[bestBye].Player {
			t.Fatalf("trial %d: bye to %s, want %s", trial, rd.Bye, st[bestBye].Player)
		}
	}
}

// minRepeats is the fewest repeats of any pairing of the standings without
// player bye (−1 for none), by enumerating every pairing.
func minRepeats(st []Standing, bye int, met map[[2]string]bool) int {
	var left []string
	for i, s := range st {
		if i != bye {
			left = append(left, s.Player)
		}
	}
	var rec func(left []string) int
	rec = func(left []string) int {
		if len(left) == 0 {
			return 0
		}
		best := len(left)
		for j := 1; j < len(left); j++ {
			rest := append(slices.Clone(left[1:j]), left[j+1:]...)
			c := rec(rest)
			if met[pairKey(left[0], left[j])] {
				c++
			}
			best = min(best, c)
		}
		return best
	}
	return rec(left)
}

// TestSeedOrder: the standard order of a 16 bracket, 1 v 16, 8 v 9, 4 v 13,
// 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11 (each round-1 pair sums to 17;
// worked by hand from the rule that seeds 1 and 2 meet only in the final,
// 1–4 only in the semi-finals).
func TestSeedOrder(t *testing.T) {
	want := []int{1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11}
	if got := SeedOrder(16); !slices.Equal(got, want) {
		t.Errorf("SeedOrder(16) = %v, want %v", got, want)
	}
}

// TestKnockoutProperties: for every field of 2 to 33, the bracket has the
// next power of two places, byes exactly for the top size − n seeds, every
// entrant once in round 1; played out with the higher seed always winning,
// the top 2^k seeds are the last 2^k players (1 v 2 in the final, 1 v 4
// and 2 v 3 in the semi-finals); with random winners, each round is
// filled from the one before and the champion is decided.
func TestKnockoutProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 9))
	for n := 2; n <= 33; n++ {
		for _, favourites := range []bool{true, false} {
			es := field(n)
			var games []Game
			var br Bracket
			for step := 0; ; step++ {
				var p error
				br, p = knockout(es, games)
				if p != nil {
					t.Fatalf("%d: %v", n, p)
				}
				if step == 0 {
					checkFirstRound(t, n, br)
				}
				if len(br.Next) == 0 {
					break
				}
				for _, m := range br.Next {
					w := m.A
					if !favourites && rng.IntN(2) == 0 {
						w = m.B
					}
					games = append(games, Game{A: m.A, B: m.B, Winner: w, Row: len(games) + 2})
				}
			}
			if br.Champion == "" || len(br.Pending) != 0 {
				t.Fatalf("%d: no champion %+v", n, br)
			}
			if favourites {
				for r, round := range br.Rounds {
					left := len(round) * 2 // players in the round
					for _, m := range round {
						if m.SeedA > left || m.SeedB > left {
							t.Errorf("%d: round %d of %d players has %d v %d", n, r+1, left, m.SeedA, m.SeedB)
						}
					}
				}
				if br.Champion != "P01" {
					t.Errorf("%d: champion %s", n, br.Champion)
				}
			}
			if len(games) != n-1 {
				t.Errorf("%d: %d games, want %d", n, len(games), n-1)
			}
		}
	}
}

func knockout(es []Entrant, games []Game) (Bracket, error) {
	br, p := Knockout(es, games)
	if p != nil {
		return br, p
	}
	return br, nil
}

func checkFirstRound(t *testing.T, n int, br Bracket) {
	t.Helper()
	size := 1
	for size < n {
		size *= 2
	}
	if br.Size != size || len(br.Rounds[0]) != size/2 {
		t.Fatalf("%d: size %d, %d first-round matches", n, br.Size, len(br.Rounds[0]))
	}
	seen := map[string]bool{}
	byes := 0
	for _, m := range br.Rounds[0] {
		seen[m.A] = true
		if m.Bye {
			byes++
			if m.SeedA > size-n {
				t.Errorf("%d: seed %d has a bye", n, m.SeedA)
			}
			continue
		}
		seen[m.B] = true
		if m.SeedA+m.SeedB != size+1 {
			t.Errorf("%d: %d v %d", n, m.SeedA, m.SeedB)
		}
	}
	if byes != size-n || len(seen) != n {
		t.Errorf("%d: %d byes, %d players", n, byes, len(seen))
	}
	// Seeds 1 and 2 in opposite halves.
	half := func(seed int) int {
		for i, m := range br.Rounds[0] {
			if m.SeedA == seed || m.SeedB == seed {
				return 2 * i / len(br.Rounds[0])
			}
		}
		return -1
	}
	if size > 2 && half(1) == half(2) {
		t.Errorf("%d: seeds 1 and 2 in one half", n)
	}
}

func TestKnockoutRefused(t *testing.T) {
	es := field(4)
	// P01 v P04 and P02 v P03 in round 1: P01 v P02 is not a round-1 match.
	if _, p := Knockout(es, []Game{{A: "P01", B: "P02", Winner: "P01", Row: 5}}); p == nil || p.Row != 5 || !strings.Contains(p.Msg, "do not meet") {
		t.Errorf("not in the bracket: %v", p)
	}
	twice := []Game{{A: "P01", B: "P04", Winner: "P01", Row: 2}, {A: "P04", B: "P01", Winner: "P01", Row: 3}}
	if _, p := Knockout(es, twice); p == nil || p.Row != 3 {
		t.Errorf("twice: %v", p)
	}
	br, p := Knockout(es, []Game{{A: "P01", B: "P04", Row: 2}})
	if p != nil || len(br.Pending) != 1 || len(br.Next) != 1 || br.Next[0].A != "P02" {
		t.Errorf("pending: %+v %v", br, p)
	}
}
