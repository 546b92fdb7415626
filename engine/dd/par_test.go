package dd

import (
	"flag"
	"reflect"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

var allDeals = flag.Bool("dd.all", false, "TestDDSListTables: solve all 100 deals, not 4")

// table fills a Table: every entry 6 (nobody makes anything), then the
// given entries for both members of a side.
func table(set map[[2]int]int) Table {
	var t Table
	for seat := range t {
		for s := range t[seat] {
			t[seat][s] = 6
		}
	}
	for k, v := range set {
		t[k[0]][k[1]] = v
		t[k[0]+2][k[1]] = v
	}
	return t
}

func TestParByHand(t *testing.T) {
	N, E := int(bridge.North), int(bridge.East)
	sp, he, nt := int(bridge.Spades), int(bridge.Hearts), int(bridge.NoTrump)
	cases := []struct {
		name         string
		t            Table
		nsVul, ewVul bool
		dealer       bridge.Seat
		score        int
		first        string // OptimumContract
	}{
		// NS vulnerable make 4♠ (+620); EW not vulnerable go two down in
		// 5♥ doubled (100 + 200 = 300) and would rather: NS +300. NS's
		// 5♠ would go one down doubled vulnerable (-200): worse.
		{"sacrifice", table(map[[2]int]int{{N, sp}: 10, {E, he}: 9, {N, he}: 4, {E, sp}: 3}), true, false, bridge.North, 300, "5HX E 9"},
		// Nobody makes seven tricks in anything: passed out.
		{"passed out", table(nil), false, false, bridge.North, 0, "Pass"},
		// NS make 2♠ (110), EW 2♥ (110); EW's 3♥ doubled one down costs
		// 100, less than 110; NS's 3♠ doubled one down (-100) is worse
		// for NS than +100: EW 3♥X, NS +100.
		{"part-score battle", table(map[[2]int]int{{N, sp}: 8, {E, he}: 8}), false, false, bridge.North, 100, "3HX E 8"},
		// Both sides make 1NT and nothing else ("hot"): the dealer's
		// side bids it first; 2NT doubled one down (100) is worse for
		// the other side than letting 1NT make (90).
		{"hot, North deals", table(map[[2]int]int{{N, nt}: 7, {E, nt}: 7}), false, false, bridge.North, 90, "1NT N 7"},
		{"hot, East deals", table(map[[2]int]int{{N, nt}: 7, {E, nt}: 7}), false, false, bridge.East, -90, "1NT E 7"},
		// NS make 4♠ with an overtrick: 450 (4♠+1 or 5♠); EW have
		// nothing: par 4♠ (the lowest safe level), NS +450.
		{"game with overtrick", table(map[[2]int]int{{N, sp}: 11}), false, false, bridge.West, 450, "4S N 11"},
	}
	for _, c := range cases {
		p := Par(c.t, c.nsVul, c.ewVul, c.dealer)
		if p.Score != c.score || OptimumContract(p) != c.first {
			t.Errorf("%s: par %d %q (%v), want %d %q", c.name, p.Score, OptimumContract(p), p.Contracts, c.score, c.first)
		}
	}
}

func TestFormat(t *testing.T) {
	// DDS's first deal of hands/list100.txt: its TABLE line, and 6NT by
	// South for NS +990.
	d := readDDSList(t)[0]
	rows := OptimumResultTable(d.table)
	if len(rows) != 20 || rows[0] != "N NT 11" || rows[1] != "N  S  9" || rows[5] != "S NT 12" || rows[19] != "W  C  1" {
		t.Errorf("OptimumResultTable: %q", rows)
	}
	// N: NT 11 S 9 H 12 D 10 C 11; S: 12 9 12 10 12; E and W: 1 4 1 3 1.
	if got := DoubleDummyTricks(d.table); got != "b9cab"+"c9cac"+"14131"+"14131" {
		t.Errorf("DoubleDummyTricks %q", got)
	}
	p := Par(d.table, d.nsVul, d.ewVul, d.dealer)
	if OptimumScore(p) != "NS 990" || OptimumContract(p) != "6NT S 12" || ParText(p) != "Par: 6NT by S, NS +990" {
		t.Errorf("par %q %q %q", OptimumScore(p), OptimumContract(p), ParText(p))
	}
	want := []string{"6NT by S", "3♠ by N/S", "6♥ by N/S", "4♦ by N/S", "6♣ by S"}
	if got := Makeable(d.table); !reflect.DeepEqual(got, want) {
		t.Errorf("Makeable %q, want %q", got, want)
	}
	if got := OptimumScore(ParResult{Score: -620}); got != "EW 620" {
		t.Errorf("OptimumScore %q", got)
	}
}

// The solver's tables of DDS's list, every one of the 20 numbers. The
// whole list takes about 15 s on two cores (ten minutes before the
// solver's second session): -dd.all solves it; by default the first 4 (1
// with -short).
func TestDDSListTables(t *testing.T) {
	ds := readDDSList(t)
	if !*allDeals {
		ds = ds[:4]
		if testing.Short() {
			ds = ds[:1]
		}
	}
	tables, errs := SolveAll(dealsOf(ds), 0, Options{})
	for i, d := range ds {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if tables[i] != d.table {
			t.Errorf("line %d: table %v, DDS %v", d.line, tables[i], d.table)
		}
	}
}

// DoubleDummyTricks reads back as written; a value that is not 20 digits of
// 0 to 13 is refused.
func TestParseDoubleDummyTricks(t *testing.T) {
	var tab Table
	for d := range 4 {
		for s := range 5 {
			tab[d][s] = (d*5 + s) % 14 // every digit from 0 to d once at least
		}
	}
	got, err := ParseDoubleDummyTricks(DoubleDummyTricks(tab))
	if err != nil || got != tab {
		t.Errorf("round trip: %v, %v", got, err)
	}
	// N makes 9 in NT, 10 in spades…: the first five digits are North's.
	got, err = ParseDoubleDummyTricks("9a876" + "9a876" + "43567" + "43567")
	if err != nil || got[bridge.North][bridge.NoTrump] != 9 || got[bridge.North][bridge.Spades] != 10 || got[bridge.East][bridge.Clubs] != 7 {
		t.Errorf("N S E W, NT S H D C: %v, %v", got, err)
	}
	for _, bad := range []string{"", "9a876", "9a8769a8769a8769a87e", "9a8769a8769a8769a87-", "9a8769a8769a8769a8769"} {
		if _, err := ParseDoubleDummyTricks(bad); err == nil {
			t.Errorf("%q read", bad)
		}
	}
}
