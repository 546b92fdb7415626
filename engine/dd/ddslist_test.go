package dd

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
)

// listDeal is one deal of testdata/dds-list100.txt with what DDS computed.
type listDeal struct {
	line     int
	deal     deal.Deal
	dealer   bridge.Seat
	nsVul    bool
	ewVul    bool
	table    Table
	par      [2]string // PAR: "NS 990", "EW -990"
	dealer2  int       // PAR2 score
	contract []string  // PAR2 contracts, as "4C*-NS-1"
}

func quoted(s string) []string {
	var out []string
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(s[i+1:], '"')
		out = append(out, s[i+1:i+1+j])
		s = s[i+j+2:]
	}
}

func readDDSList(t testing.TB) []listDeal {
	f, err := os.Open("testdata/dds-list100.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ds []listDeal
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		fs := strings.Fields(line)
		if len(fs) == 0 || strings.HasPrefix(line, "#") {
			continue
		}
		switch fs[0] {
		case "PBN":
			var d listDeal
			d.line = n
			dealer, _ := strconv.Atoi(fs[1])
			vul, _ := strconv.Atoi(fs[2])
			d.dealer = bridge.Seat(dealer)
			d.nsVul = vul == 1 || vul == 2
			d.ewVul = vul == 1 || vul == 3
			d.deal = mustDeal(t, quoted(line)[0])
			ds = append(ds, d)
		case "TABLE":
			d := &ds[len(ds)-1]
			// strains S H D C NT, each N E S W
			for i, f := range fs[1:] {
				v, _ := strconv.Atoi(f)
				strain := [5]bridge.Strain{bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs, bridge.NoTrump}[i/4]
				d.table[i%4][strain] = v
			}
		case "PAR":
			q := quoted(line)
			ds[len(ds)-1].par = [2]string{q[0], q[1]}
		case "PAR2":
			q := quoted(line)
			d := &ds[len(ds)-1]
			d.dealer2, _ = strconv.Atoi(q[0])
			d.contract = q[1:]
		}
	}
	if len(ds) != 100 {
		t.Fatalf("read %d deals, want 100", len(ds))
	}
	return ds
}

// dealerParString writes a par contract as DDS's DealerPar does:
// "4C*-NS-1", "3N-EW+1", "6N-S".
func dealerParString(c ParContract) string {
	s := strconv.Itoa(c.Contract.Level) + string("CDHSN"[c.Contract.Strain])
	if c.Contract.Doubling == bridge.Doubled {
		s += "*"
	}
	s += "-"
	if len(c.Declarers) == 2 {
		s += map[bool]string{true: "NS", false: "EW"}[c.Declarers[0].IsNS()]
	} else {
		s += c.Declarers[0].String()
	}
	if o := c.Over(); o > 0 {
		s += "+" + strconv.Itoa(o)
	} else if o < 0 {
		s += strconv.Itoa(o)
	}
	return s
}

// Every par score of DDS's list, from the tables DDS computed (the solver
// is not involved): DealerPar's score with the deal's dealer, and the
// lowest par contract of each strain DealerPar names.
func TestDDSListPar(t *testing.T) {
	for _, d := range readDDSList(t) {
		p := Par(d.table, d.nsVul, d.ewVul, d.dealer)
		if p.Score != d.dealer2 {
			t.Errorf("line %d: par %d, DDS DealerPar %d (%v)", d.line, p.Score, d.dealer2, d.contract)
			continue
		}
		// DDS lists, for each strain, the lowest level only.
		got := map[string]bool{}
		seen := map[bridge.Strain]bool{}
		for _, c := range p.Contracts {
			if !seen[c.Contract.Strain] {
				seen[c.Contract.Strain] = true
				got[dealerParString(c)] = true
			}
		}
		want := map[string]bool{}
		for _, c := range d.contract {
			want[c] = true
		}
		if len(got) != len(want) {
			t.Errorf("line %d: par contracts %v, DDS %v", d.line, got, d.contract)
			continue
		}
		for c := range want {
			if !got[c] {
				t.Errorf("line %d: par contracts %v, DDS %v", d.line, got, d.contract)
			}
		}
	}
}

func dealsOf(ls []listDeal) []deal.Deal {
	ds := make([]deal.Deal, len(ls))
	for i, l := range ls {
		ds[i] = l.deal
	}
	return ds
}
