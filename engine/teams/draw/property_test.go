package draw

import (
	"cmp"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/scorebook/scorebook/engine/ident"
)

// The checks here do not trust the draw's own matching: for fields of up
// to bruteMax teams a draw is compared with the one found by trying every
// pairing, and for larger fields the fewest repeats possible is found from
// the rank of the Tutte matrix, an algebraic test for matchings that
// shares nothing with the blossom algorithm.

const bruteMax = 13

// history is what the checks know of an event: who met when, the byes.
type history struct {
	ev   Event
	met  map[[2]string][]int
	byes map[string]int
}

func newHistory(ev Event) history {
	h := history{ev: ev, met: map[[2]string][]int{}, byes: map[string]int{}}
	in := map[string]bool{}
	for _, t := range ev.Teams {
		in[t.ID] = true
	}
	for _, m := range ev.Meetings {
		for a := range m.Teams {
			for b := range m.Teams {
				if a != b && in[m.Teams[a]] && in[m.Teams[b]] {
					k := [2]string{m.Teams[a], m.Teams[b]}
					if !slices.Contains(h.met[k], m.Round) {
						h.met[k] = append(h.met[k], m.Round)
					}
				}
			}
		}
	}
	for _, id := range ev.Byes {
		if in[id] {
			h.byes[id]++
		}
	}
	return h
}

func (h history) hasMet(a, b string) bool { return len(h.met[[2]string{a, b}]) > 0 }

// ranking is the documented order, worked out afresh.
func (h history) ranking() []string {
	ts := slices.Clone(h.ev.Teams)
	if h.ev.Round > 1 {
		slices.SortFunc(ts, func(a, b Team) int {
			if va, vb := math.Round(a.VP*100), math.Round(b.VP*100); va != vb {
				return cmp.Compare(vb, va)
			}
			if a.IMPs != b.IMPs {
				return cmp.Compare(b.IMPs, a.IMPs)
			}
			return ident.Compare(a.ID, b.ID)
		})
	}
	ids := make([]string, len(ts))
	for i, t := range ts {
		ids[i] = t.ID
	}
	return ids
}

// fewestRepeats is the least number of repeats over all pairings of the
// teams (an even number), by trying everything for small fields and by the
// Tutte matrix otherwise.
func (h history) fewestRepeats(teams []string) int {
	if len(teams) <= bruteMax {
		_, r := h.bruteDraw(teams)
		return r
	}
	return len(teams)/2 - h.tutteMatching(teams)
}

// bruteDraw is the draw of rule 4 by trying every pairing of the teams
// (in rank order) in order of preference: the top team's opponents unmet
// ones first, each group by rank, and so on down. The first pairing met
// with fewer repeats than all before it is kept, so it ends with the first,
// in that order, of those with the fewest.
func (h history) bruteDraw(teams []string) (best [][2]string, fewest int) {
	fewest = math.MaxInt
	used := make([]bool, len(teams))
	var cur [][2]string
	var try func(repeats int)
	try = func(repeats int) {
		if repeats >= fewest {
			return
		}
		u := slices.Index(used, false)
		if u < 0 {
			best, fewest = slices.Clone(cur), repeats
			return
		}
		used[u] = true
		for _, wantMet := range []bool{false, true} {
			for v := u + 1; v < len(teams); v++ {
				if used[v] || h.hasMet(teams[u], teams[v]) != wantMet {
					continue
				}
				used[v] = true
				cur = append(cur, [2]string{teams[u], teams[v]})
				r := repeats
				if wantMet {
					r++
				}
				try(r)
				cur = cur[:len(cur)-1]
				used[v] = false
			}
		}
		used[u] = false
	}
	try(0)
	return best, fewest
}

// tutteMatching is the size of a maximum matching of the teams that have
// not met: half the rank of the Tutte matrix with random values modulo a
// prime (Lovász). A rank can only come out too low by bad luck, so the
// largest of a few tries is taken.
func (h history) tutteMatching(teams []string) int {
	const p = 1<<61 - 1
	mul := func(a, b uint64) uint64 {
		hi, lo := bits.Mul64(a, b)
		// (hi·2^64 + lo) mod 2^61−1
		r := (lo & p) + (lo >> 61) + (hi << 3)
		for r >= p {
			r -= p
		}
		return r
	}
	pow := func(a, e uint64) uint64 {
		r := uint64(1)
		for ; e > 0; e >>= 1 {
			if e&1 == 1 {
				r = mul(r, a)
			}
			a = mul(a, a)
		}
		return r
	}
	n := len(teams)
	rng := rand.New(rand.NewPCG(uint64(n), 99))
	best := 0
	for range 3 {
		a := make([][]uint64, n)
		for i := range a {
			a[i] = make([]uint64, n)
		}
		for i := range n {
			for j := i + 1; j < n; j++ {
				if !h.hasMet(teams[i], teams[j]) {
					x := 1 + rng.Uint64N(p-1)
					a[i][j], a[j][i] = x, p-x
				}
			}
		}
		rank := 0
		for col := 0; col < n && rank < n; col++ {
			piv := -1
			for r := rank; r < n; r++ {
				if a[r][col] != 0 {
					piv = r
					break
				}
			}
			if piv < 0 {
				continue
			}
			a[rank], a[piv] = a[piv], a[rank]
			inv := pow(a[rank][col], p-2)
			for r := rank + 1; r < n; r++ {
				if a[r][col] == 0 {
					continue
				}
				f := mul(a[r][col], inv)
				for c := col; c < n; c++ {
					a[r][c] = (a[r][c] + p - mul(f, a[rank][c])) % p
				}
			}
			rank++
		}
		best = max(best, rank/2)
	}
	return best
}

func without(ids []string, x string) []string {
	return slices.DeleteFunc(slices.Clone(ids), func(s string) bool { return s == x })
}

// checkDraw checks a draw against the rules, independently of how it was
// made: everyone plays once, the order is the ranking, the higher-ranked
// team is at home, the bye goes by rules 1 and 3, the repeats are as few
// as any draw has and reported, and each top team has the opponent rule 4
// gives it. It returns the number of repeats.
func checkDraw(t *testing.T, ev Event, d Draw) int {
	t.Helper()
	h := newHistory(ev)
	order := h.ranking()
	if !reflect.DeepEqual(d.Order, order) {
		t.Fatalf("order %v, want %v", d.Order, order)
	}
	pos := map[string]int{}
	for i, id := range order {
		pos[id] = i
	}

	// Everyone plays exactly once, or sits out.
	seen := map[string]int{}
	for i, tb := range d.Tables {
		if tb.Table != i+1 {
			t.Fatalf("table %d is number %d", i+1, tb.Table)
		}
		seen[tb.Home]++
		seen[tb.Away]++
		if pos[tb.Home] >= pos[tb.Away] {
			t.Fatalf("table %d: %s at home ranks below %s", tb.Table, tb.Home, tb.Away)
		}
		if i > 0 && pos[d.Tables[i-1].Home] > pos[tb.Home] {
			t.Fatalf("table %d's home team ranks above table %d's", tb.Table, i)
		}
	}
	if (d.Bye != "") != (len(order)%2 == 1) {
		t.Fatalf("bye %q with %d teams", d.Bye, len(order))
	}
	if d.Bye != "" {
		seen[d.Bye]++
	}
	for _, id := range order {
		if seen[id] != 1 {
			t.Fatalf("team %s is in the draw %d times", id, seen[id])
		}
	}
	if len(seen) != len(order) {
		t.Fatalf("the draw has %d teams, the event %d", len(seen), len(order))
	}

	// The repeats, each reported with its rounds.
	var repeats []Repeat
	for _, tb := range d.Tables {
		if rs := h.met[[2]string{tb.Home, tb.Away}]; len(rs) > 0 {
			rs = slices.Clone(rs)
			slices.Sort(rs)
			repeats = append(repeats, Repeat{Table: tb.Table, Home: tb.Home, Away: tb.Away, Rounds: rs})
		}
	}
	if !reflect.DeepEqual(d.Repeats, repeats) && (len(d.Repeats) > 0 || len(repeats) > 0) {
		t.Fatalf("repeats %v, want %v", d.Repeats, repeats)
	}

	if ev.Round == 1 {
		return len(repeats)
	}

	// Rules 1 to 3: the bye and the fewest repeats.
	playing := order
	fewest := 0
	if d.Bye != "" {
		least := math.MaxInt
		for _, id := range order {
			least = min(least, h.byes[id])
		}
		if h.byes[d.Bye] != least {
			t.Fatalf("bye to %s, who has had %d, but some team has had %d", d.Bye, h.byes[d.Bye], least)
		}
		fewest = math.MaxInt
		below := math.MaxInt // fewest repeats with a team below the bye sitting out
		for _, id := range order {
			if h.byes[id] != least {
				continue
			}
			r := h.fewestRepeats(without(order, id))
			fewest = min(fewest, r)
			if pos[id] > pos[d.Bye] {
				below = min(below, r)
			}
		}
		if r := h.fewestRepeats(without(order, d.Bye)); r != fewest {
			t.Fatalf("bye to %s leaves %d repeats, another bye %d", d.Bye, r, fewest)
		}
		if below <= fewest {
			t.Fatalf("bye to %s, but a lower team could sit out with %d repeats", d.Bye, below)
		}
		playing = without(order, d.Bye)
	} else {
		fewest = h.fewestRepeats(order)
	}
	if len(repeats) != fewest {
		t.Fatalf("%d repeats, but a draw has %d", len(repeats), fewest)
	}

	// Rule 4.
	if len(playing) <= bruteMax {
		want, _ := h.bruteDraw(playing)
		var got [][2]string
		for _, tb := range d.Tables {
			got = append(got, [2]string{tb.Home, tb.Away})
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("draw %v, want %v", got, want)
		}
		return len(repeats)
	}
	// For larger fields: every opponent the top team would rather have had
	// (an unmet team before a met one, each group by rank) leaves more
	// repeats than the fewest.
	left := slices.Clone(playing)
	so := 0 // repeats in the tables so far
	for _, tb := range d.Tables {
		u := left[0]
		if tb.Home != u {
			t.Fatalf("table %d: %s at home, but %s is the top team left", tb.Table, tb.Home, u)
		}
		rest := left[1:]
		var prefs []string
		for _, wantMet := range []bool{false, true} {
			for _, v := range rest {
				if h.hasMet(u, v) == wantMet {
					prefs = append(prefs, v)
				}
			}
		}
		for _, v := range prefs {
			if v == tb.Away {
				break
			}
			extra := 0
			if h.hasMet(u, v) {
				extra = 1
			}
			if so+extra+h.fewestRepeats(without(rest, v)) == fewest {
				t.Fatalf("table %d: %s meets %s, but %s would leave no more repeats", tb.Table, u, tb.Away, v)
			}
		}
		if h.hasMet(u, tb.Away) {
			so++
		}
		left = without(rest, tb.Away)
	}
	return len(repeats)
}

// play fills in a round: each match's margin depends on the teams'
// strengths and luck; VPs on a 0–20 scale, whole VPs for some events so
// that ties are common. A bye scores 12 VPs.
func play(rng *rand.Rand, ev *Event, d Draw, strength map[string]float64, whole bool) {
	at := map[string]*Team{}
	for i := range ev.Teams {
		at[ev.Teams[i].ID] = &ev.Teams[i]
	}
	for _, tb := range d.Tables {
		margin := int(math.Round(strength[tb.Home] - strength[tb.Away] + rng.NormFloat64()*25))
		vp := 10 + 10*math.Tanh(float64(margin)/40)
		if whole {
			vp = math.Round(vp)
		} else {
			vp = math.Round(vp*100) / 100
		}
		h, a := at[tb.Home], at[tb.Away]
		h.VP += vp
		a.VP += 20 - vp
		h.IMPs += margin
		a.IMPs -= margin
		ev.Meetings = append(ev.Meetings, Meeting{Round: d.Round, Teams: []string{tb.Home, tb.Away}})
	}
	if d.Bye != "" {
		at[d.Bye].VP += 12
		ev.Byes = append(ev.Byes, d.Bye)
	}
}

// TestSwissEvents plays many random events round after round with the
// draw, for 6 to 40 teams and 3 to 9 rounds, and checks every draw.
func TestSwissEvents(t *testing.T) {
	events := 400
	if testing.Short() {
		events = 60
	}
	totalRepeats, draws := 0, 0
	for seed := range uint64(events) {
		rng := rand.New(rand.NewPCG(seed, 15))
		n := 6 + rng.IntN(35)
		if seed%2 == 0 {
			n = 6 + rng.IntN(bruteMax-5) // half the events small enough to try everything
		}
		rounds := 3 + rng.IntN(7)
		whole := rng.IntN(2) == 0
		ev := Event{Teams: numbered(n)}
		rng.Shuffle(n, func(i, j int) { ev.Teams[i], ev.Teams[j] = ev.Teams[j], ev.Teams[i] })
		slices.SortFunc(ev.Teams, func(a, b Team) int { return ident.Compare(a.ID, b.ID) })
		strength := map[string]float64{}
		for _, tm := range ev.Teams {
			strength[tm.ID] = rng.NormFloat64() * 20
		}
		t.Run(fmt.Sprintf("seed %d: %d teams, %d rounds", seed, n, rounds), func(t *testing.T) {
			for r := 1; r <= rounds; r++ {
				ev.Round = r
				d, err := Swiss(ev)
				if err != nil {
					t.Fatalf("round %d: %v", r, err)
				}
				totalRepeats += checkDraw(t, ev, d)
				draws++
				play(rng, &ev, d, strength, whole)
			}
		})
	}
	t.Logf("%d draws, %d forced repeats", draws, totalRepeats)
}

// TestSwissHistories draws from random histories that no Swiss would give:
// many earlier meetings, triples, withdrawn teams and byes anywhere, so
// that repeats are often forced and the bye often has to move up.
func TestSwissHistories(t *testing.T) {
	histories := 3000
	if testing.Short() {
		histories = 400
	}
	moved, forced := 0, 0
	for seed := range uint64(histories) {
		rng := rand.New(rand.NewPCG(seed, 16))
		n := 2 + rng.IntN(bruteMax-1)
		if seed%10 == 0 {
			n = bruteMax + 1 + rng.IntN(20)
		}
		ev := Event{Round: 2 + rng.IntN(8), Teams: numbered(n)}
		for i := range ev.Teams {
			ev.Teams[i].VP = float64(rng.IntN(8))
			ev.Teams[i].IMPs = rng.IntN(5)
		}
		all := append(slices.Clone(ev.Teams), Team{ID: "W"}) // W withdrew
		for r := 1; r < ev.Round; r++ {
			ids := make([]string, len(all))
			for i, tm := range all {
				ids[i] = tm.ID
			}
			rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
			if len(ids)%2 == 1 {
				if len(ids) >= 3 && rng.IntN(2) == 0 {
					ev.Meetings = append(ev.Meetings, Meeting{Round: r, Teams: ids[:3]})
					ids = ids[3:]
				} else {
					ev.Byes = append(ev.Byes, ids[0])
					ids = ids[1:]
				}
			}
			for i := 0; i+1 < len(ids); i += 2 {
				ev.Meetings = append(ev.Meetings, Meeting{Round: r, Teams: []string{ids[i], ids[i+1]}})
			}
		}
		d, err := Swiss(ev)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		func() {
			defer func() {
				if t.Failed() {
					t.Logf("seed %d: %+v", seed, ev)
				}
			}()
			if checkDraw(t, ev, d) > 0 {
				forced++
			}
		}()
		if d.Bye != "" {
			h := newHistory(ev)
			least := math.MaxInt
			for _, tm := range ev.Teams {
				least = min(least, h.byes[tm.ID])
			}
			order := h.ranking()
			for i := len(order) - 1; i >= 0; i-- {
				if h.byes[order[i]] == least {
					if order[i] != d.Bye {
						moved++
					}
					break
				}
			}
		}
	}
	t.Logf("%d histories: %d with repeats forced, %d byes moved up", histories, forced, moved)
	if !testing.Short() && (forced == 0 || moved == 0) {
		t.Errorf("the histories never force a repeat (%d) or move a bye (%d): the test is too easy", forced, moved)
	}
}

// An independent check of the Tutte test itself against trying everything.
func TestTutteMatchesBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		n := 2 * (1 + rng.IntN(6))
		ev := Event{Teams: numbered(n)}
		for i := range n {
			for j := i + 1; j < n; j++ {
				if rng.IntN(3) > 0 {
					ev.Meetings = append(ev.Meetings, Meeting{Round: 1, Teams: []string{strconv.Itoa(i + 1), strconv.Itoa(j + 1)}})
				}
			}
		}
		h := newHistory(ev)
		ids := h.ranking()
		_, brute := h.bruteDraw(ids)
		if tutte := n/2 - h.tutteMatching(ids); tutte != brute {
			t.Fatalf("%d teams: Tutte says %d repeats, trying everything %d", n, tutte, brute)
		}
	}
}
