package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// dealFiles are the dealing machine's files of the samples: the deals of
// samples/NAME.xlsx, written as samples/NAME.pbn. A sample's results were
// made up without deals, so the deals are made to fit them: for each board,
// a deal on which the contract most of the room played, by the declarer
// who played it most, takes double dummy the tricks the room took most
// often (or as near as can be found).
var dealFiles = map[string]bool{"club-night.pbn": true}

// writeDeals writes samples/NAME.pbn for samples/NAME.xlsx.
func writeDeals(name string) error {
	book := filepath.Join("samples", name[:len(name)-len(filepath.Ext(name))]+".xlsx")
	b, err := xlsx.Open(book, xlsx.OpenOptions{})
	if err != nil {
		return err
	}
	ev, probs := pairs.Read(b)
	b.Close()
	if ev == nil {
		return fmt.Errorf("%s: %v", book, probs)
	}
	byBoard := map[int][]engine.Row{}
	for _, r := range ev.Rows {
		if r.HasContract && !r.Contract.IsPassedOut() {
			byBoard[r.Board] = append(byBoard[r.Board], r)
		}
	}
	var numbers []int
	for n := range byBoard {
		numbers = append(numbers, n)
	}
	sort.Ints(numbers)
	var boards []deal.Board
	for _, n := range numbers {
		d, note := fitDeal(n, byBoard[n])
		fmt.Printf("board %d: %s\n", n, note)
		boards = append(boards, deal.Board{Number: n, Deal: d})
	}
	var buf bytes.Buffer
	if err := deal.WritePBN(&buf, boards); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join("samples", name), buf.Bytes(), 0o644)
}

// fitDeal finds a deal for a board's rows: the contract's strain and the
// declarer played most, and the tricks taken most often (the most tricks
// among equals), or as near as the deals tried come.
func fitDeal(board int, rows []engine.Row) (deal.Deal, string) {
	type play struct {
		strain   bridge.Strain
		declarer bridge.Seat
	}
	count := map[play]int{}
	tricks := map[play]map[int]int{}
	for _, r := range rows {
		p := play{r.Contract.Strain, r.Declarer}
		count[p]++
		if tricks[p] == nil {
			tricks[p] = map[int]int{}
		}
		tricks[p][r.Tricks]++
	}
	var best play
	for p, c := range count {
		if c > count[best] || c == count[best] && (p.strain > best.strain || p.strain == best.strain && p.declarer < best.declarer) {
			best = p
		}
	}
	target := 0
	for t, c := range tricks[best] {
		if c > tricks[best][target] || c == tricks[best][target] && t > target {
			target = t
		}
	}
	rng := rand.New(rand.NewPCG(20261124, uint64(board)))
	leader := bridge.Seat((int(best.declarer) + 1) % 4)
	var found deal.Deal
	miss := 14
	for try := 0; try < 200000 && miss > 0; try++ {
		d := randomDeal(rng)
		if !plausible(d, best.strain, best.declarer, target) {
			continue
		}
		got := 13 - dd.Tricks(d, best.strain, leader)
		if m := abs(got - target); m < miss {
			found, miss = d, m
		}
	}
	return found, fmt.Sprintf("%v by %v takes %d tricks (%d wanted)", best.strain, best.declarer, target-miss, target)
}

// plausible is a quick look at a deal before it is solved: the declaring
// side has about the high cards the tricks need (some 20 points for seven
// tricks, three more a trick, up to 30) and, in a suit, eight trumps or
// more.
func plausible(d deal.Deal, strain bridge.Strain, declarer bridge.Seat, tricks int) bool {
	partner := (declarer + 2) % 4
	hcp := points(d[declarer]) + points(d[partner])
	want := min(20+3*(tricks-7), 30) // slams are made on shape as much as on points
	if hcp < want-4 || hcp > want+6 {
		return false
	}
	if strain == bridge.NoTrump {
		return true
	}
	suit := deal.Suit(3 - int(strain)) // bridge's strains run ♣ ♦ ♥ ♠, deal's suits ♠ ♥ ♦ ♣
	return d[declarer][suit].Len()+d[partner][suit].Len() >= 8 && d[declarer][suit].Len() >= 4
}

// points counts a hand's high-card points: 4 for an ace, 3 a king, 2 a
// queen, 1 a jack.
func points(h deal.Hand) int {
	n := 0
	for _, s := range h {
		for r, p := range map[int]int{deal.Ace: 4, deal.King: 3, deal.Queen: 2, deal.Jack: 1} {
			if s.Has(r) {
				n += p
			}
		}
	}
	return n
}

// randomDeal deals the cards at random, as a dealing machine does.
func randomDeal(rng *rand.Rand) deal.Deal {
	var d deal.Deal
	for i, c := range rng.Perm(52) {
		seat, suit, rank := i/13, deal.Suit(c/13), deal.Ace-c%13
		d[seat][suit] = d[seat][suit].Add(rank)
	}
	return d
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
