package export

import (
	"bytes"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
)

func TestNotations(t *testing.T) {
	for _, tt := range []struct{ got, want string }{
		{USEBIOContract(bridge.Contract{Level: 4, Strain: bridge.Hearts, Doubling: bridge.Doubled}), "4HX"},
		{USEBIOContract(bridge.Contract{Level: 1, Strain: bridge.NoTrump}), "1NT"},
		{USEBIOContract(bridge.Contract{Level: 6, Strain: bridge.Spades, Doubling: bridge.Redoubled}), "6SXX"},
		{USEBIOContract(bridge.PassedOut), "PASS"},
		{PBNContract(bridge.Contract{Level: 3, Strain: bridge.NoTrump}), "3NT"},
		{PBNContract(bridge.PassedOut), "Pass"},
		{Fixed(42), "42.00"},
		{Fixed(-7.666666), "-7.67"},
		{Fixed(56.545), "56.55"}, // halves away from zero, as the ranks round
		{Fixed(-0.001), "0.00"},  // no −0
		{Points(3.666666), "3.67"},
		{Points(-3), "-3"},
		{Points(4.5), "4.5"},
		{Points(0), "0"},
		{Vulnerable(1), "None"}, {Vulnerable(2), "NS"}, {Vulnerable(3), "EW"}, {Vulnerable(4), "All"}, {Vulnerable(17), "None"},
	} {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
	for _, tt := range []struct {
		iso, usebio, pbn string
		ok               bool
	}{{"2026-11-24", "24/11/2026", "2026.11.24", true}, {"", "", "????.??.??", false}, {"Tuesday", "", "????.??.??", false}} {
		u, ok1 := USEBIODate(tt.iso)
		p, ok2 := PBNDate(tt.iso)
		if u != tt.usebio || p != tt.pbn || ok1 != tt.ok || ok2 != tt.ok {
			t.Errorf("%q: %q %v, %q %v", tt.iso, u, ok1, p, ok2)
		}
	}
}

// An artificial score is A, NS's percent and EW's, two digits each; a
// percentage the notation cannot hold is rounded, and said so.
func TestArtificial(t *testing.T) {
	for _, tt := range []struct {
		ns, ew float64
		want   string
		exact  bool
	}{{60, 40, "A6040", true}, {50, 50, "A5050", true}, {5, 0, "A0500", true}, {57.5, 42.5, "A5843", false},
		{63.27, 40, "A6340", false}, {100, 0, "A9900", false}} {
		got, exact := Artificial(tt.ns, tt.ew)
		if got != tt.want || exact != tt.exact {
			t.Errorf("%v/%v: %q %v, want %q %v", tt.ns, tt.ew, got, exact, tt.want, tt.exact)
		}
	}
}

// The document begins as real files do, escapes names, and leaves out
// the optional elements it has no value for, but keeps a Howell pair's
// empty DIRECTION.
func TestUSEBIOWrite(t *testing.T) {
	var d deal.Deal
	d[0][deal.Spades] = d[0][deal.Spades].Add(deal.Ace).Add(deal.Ten)
	doc := &USEBIO{Version: USEBIOVersion, Club: Club{Name: "Tom & Jerry <BC>"},
		Event:   Event{Type: MPPairs, Participants: &Participants{EventType: MPPairs, Pairs: []Pair{{Number: "1", TotalScore: "1.00", Place: 1}}}},
		Handset: &Handset{Boards: []HandBoard{NewHandBoard(1, d)}}}
	var buf bytes.Buffer
	if err := doc.Write(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{
		"<?xml version=\"1.0\"?>\n<!DOCTYPE USEBIO SYSTEM \"http://www.ebu.co.uk/usebio/usebio_v1_2.dtd\">\n<USEBIO Version=\"1.2\">\n",
		"<CLUB_NAME>Tom &amp; Jerry &lt;BC&gt;</CLUB_NAME>", "<DIRECTION></DIRECTION>", "<SPADES>AT</SPADES>", "<HEARTS></HEARTS>",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	for _, absent := range []string{"EVENT_IDENTIFIER", "P2P_CHARGE_RATE", "PERCENTAGE", "SESSION>", "MATCH"} {
		if strings.Contains(out, absent) {
			t.Errorf("%s written without a value", absent)
		}
	}
}
