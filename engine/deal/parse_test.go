package deal

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

// ranks builds a holding from ranks written as a director writes them,
// "A K 10 2", independently of the parser under test.
func ranks(s string) Holding {
	var h Holding
	for _, f := range strings.Fields(s) {
		r := map[string]int{"A": Ace, "K": King, "Q": Queen, "J": Jack, "10": Ten,
			"9": 9, "8": 8, "7": 7, "6": 6, "5": 5, "4": 4, "3": 3, "2": 2}[f]
		if r == 0 {
			panic("bad rank " + f)
		}
		h = h.Add(r)
	}
	return h
}

func hand(s, h, d, c string) Hand { return Hand{ranks(s), ranks(h), ranks(d), ranks(c)} }

// standardDeal is the deal of the example game of the PBN standard 2.1, §1.2,
// as its diagram shows it.
var standardDeal = Deal{
	bridge.North: hand("", "6 3", "A K Q 9 8 7", "A 9 7 3 2"),
	bridge.East:  hand("A 8 6 5 4", "K Q 5", "10", "Q J 10 6"),
	bridge.South: hand("J 9 7 3", "J 9 8 7 4 2", "3", "K 4"),
	bridge.West:  hand("K Q 10 2", "A 10", "J 6 5 4 2", "8 5"),
}

const standardPBN = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

func TestParsePBNStandard(t *testing.T) {
	if err := standardDeal.Check(); err != nil {
		t.Fatalf("the diagram's deal: %v", err)
	}
	// The same deal from each seat: the hands go clockwise from the first.
	for _, s := range []string{
		standardPBN,
		"E:A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732",
		"S:J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6",
		"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4",
		// import format's freedoms, and the lenient ones
		"n:.63.akq987.a9732   a8654.kq5.t.qjt6\tj973.j98742.3.k4 kqt2.at.j6542.85",
		"N:.36.789AKQ.2379A 45A68.5KQ.T.6TJQ 379J.24789J.3.4K 2TQK.TA.24J56.58",
		"N:-.63.AKQ987.A9732 A8654.KQ5.10.QJ106 J973.J98742.3.K4 KQ102.A10.J6542.85",
		// one hand not given: the cards the others do not hold
		"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 -",
		"W:- .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4",
		"  " + standardPBN + "  ",
	} {
		d, err := ParsePBN(s)
		if err != nil {
			t.Errorf("ParsePBN(%q): %v", s, err)
			continue
		}
		if d != standardDeal {
			t.Errorf("ParsePBN(%q) = %v, want the standard's deal", s, d)
		}
	}
}

func TestDealPBN(t *testing.T) {
	tests := []struct {
		first bridge.Seat
		want  string
	}{
		{bridge.North, standardPBN},
		{bridge.East, "E:A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732"},
		{bridge.West, "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4"},
	}
	for _, tt := range tests {
		if got := standardDeal.PBN(tt.first); got != tt.want {
			t.Errorf("PBN(%v) = %q, want %q", tt.first, got, tt.want)
		}
	}
	// §3.4.11's example of the East-West hands only.
	ew := standardDeal
	ew[bridge.North], ew[bridge.South] = Hand{}, Hand{}
	if got, want := ew.PBN(bridge.West), "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"; got != want {
		t.Errorf("PBN of the East-West hands = %q, want %q", got, want)
	}
}

func TestHoldingFormat(t *testing.T) {
	tests := []struct {
		h            Holding
		pbn, display string
	}{
		{ranks("A K Q 10 2"), "AKQT2", "AKQ102"},
		{ranks("10 9"), "T9", "109"},
		{0, "", "—"},
		{FullSuit, "AKQJT98765432", "AKQJ1098765432"},
	}
	for _, tt := range tests {
		if got := tt.h.PBN(); got != tt.pbn {
			t.Errorf("PBN() = %q, want %q", got, tt.pbn)
		}
		if got := tt.h.String(); got != tt.display {
			t.Errorf("String() = %q, want %q", got, tt.display)
		}
	}
	if got := standardDeal[bridge.North].PBN(); got != ".63.AKQ987.A9732" {
		t.Errorf("Hand.PBN() = %q", got)
	}
	if got := (Card{Hearts, Ten}).String(); got != "♥10" {
		t.Errorf("Card.String() = %q", got)
	}
}

func TestParseHand(t *testing.T) {
	tests := []struct {
		in   string
		want Hand
	}{
		{"AK93.QJ2.T85.A74", hand("A K 9 3", "Q J 2", "10 8 5", "A 7 4")},
		{"AK93.QJ2..AJT742", hand("A K 9 3", "Q J 2", "", "A J 10 7 4 2")},
		{" A K 9 3 . Q J 2 . 10 8 5 . A 7 4 ", hand("A K 9 3", "Q J 2", "10 8 5", "A 7 4")},
		{"AK93.—.QT85.A742", hand("A K 9 3", "", "Q 10 8 5", "A 7 4 2")},
		{"...", Hand{}},
	}
	for _, tt := range tests {
		got, err := ParseHand(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseHand(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

// checkErrors compares errors, message and hint, with the want list, each
// "msg | hint".
func checkErrors(t *testing.T, what string, err error, want []string) {
	t.Helper()
	var got []string
	for _, e := range list(err) {
		got = append(got, e.Msg+" | "+e.Hint)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s: errors\n%s\nwant\n%s", what, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"AK93.QJ2.T85.A74 QT7.AK84.QJ2.KJ2", []string{
			`deal "AK93.QJ2.T85.A74 QT7.AK84.QJ2.KJ2" does not start with the first seat and a colon | ` + hintDeal}},
		{"X:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85", []string{
			`deal "X:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85": "X" is not N, E, S or W | ` + hintDeal}},
		{"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4", []string{
			`deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4" has 3 hands, not 4 | ` + hintDeal}},
		{"W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -", []string{
			`deal "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -" gives only 2 hands | scorebook needs the four hands; one hand given as - is worked out from the other three`}},
		{"N:.63.AKQ987 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85", []string{
			`North's hand ".63.AKQ987" has 3 suits, not 4 | ` + hintHand}},
		{"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.8X", []string{
			`West's hand "KQT2.AT.J6542.8X": "X" is not a rank | ` + hintRank}},
		{"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.8♣", []string{
			`West's hand "KQT2.AT.J6542.8♣": "♣" is not a rank | ` + hintRank}},
		{"E:A8654.KQ5.T.QJT6 J973.J98742.3.KK .63.AKQ987.A9732 KQT2.AT.J6542.85", []string{
			`South's hand "J973.J98742.3.KK" holds ♣K twice | each card is in a hand once`}},
		// West's clubs 85A: ♣A is in North's and West's hands; South's ♣4 is missing.
		{"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K KQT2.AT.J6542.85A", []string{
			"♣A is in both North's and West's hands | " + hintDealtTwice,
			"South has 12 cards | " + hintHandSize,
			"West has 14 cards | " + hintHandSize,
			"♣4 is in no hand | " + hintMissing}},
		// A hand of 12 and a card missing.
		{"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.8", []string{
			"West has 12 cards | " + hintHandSize,
			"♣5 is in no hand | " + hintMissing}},
	}
	for _, tt := range tests {
		_, err := ParsePBN(tt.in)
		checkErrors(t, tt.in, err, tt.want)
	}
}

func TestCheck(t *testing.T) {
	d := standardDeal
	// ♠A to North as well as East, and to South too; East's ♥K lost.
	d[bridge.North][Spades] = d[bridge.North][Spades].Add(Ace)
	d[bridge.South][Spades] = d[bridge.South][Spades].Add(Ace)
	d[bridge.East][Hearts] &^= 1 << King
	d[bridge.East][Diamonds] &^= 1 << Ten
	checkErrors(t, "three hands", d.Check(), []string{
		"♠A is in North's, East's and South's hands | " + hintDealtTwice,
		"North has 14 cards | " + hintHandSize,
		"East has 11 cards | " + hintHandSize,
		"South has 14 cards | " + hintHandSize,
		"♥K and ♦10 are in no hand | " + hintMissing,
	})
	checkErrors(t, "empty deal", Deal{}.Check(), []string{
		"North has 0 cards | " + hintHandSize,
		"East has 0 cards | " + hintHandSize,
		"South has 0 cards | " + hintHandSize,
		"West has 0 cards | " + hintHandSize,
		"no card is dealt | " + hintMissing,
	})
	if err := standardDeal.Check(); err != nil {
		t.Errorf("a good deal: %v", err)
	}
	var es Errors
	if !errors.As(d.Check(), &es) || len(es) != 5 {
		t.Errorf("Check returns Errors")
	}
}

func TestErrorText(t *testing.T) {
	tests := []struct {
		e    Error
		want string
	}{
		{Error{Board: 3, Line: 40, Msg: "♠7 is in both North's and West's hands"}, "board 3 (line 40): ♠7 is in both North's and West's hands"},
		{Error{Board: 3, Msg: "m"}, "board 3: m"},
		{Error{Line: 7, Msg: "m"}, "line 7: m"},
		{Error{Msg: "m", Hint: "h"}, "m"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
	if (&Error{Msg: "m", Hint: "h"}).HintText() != "h" {
		t.Error("HintText")
	}
	if got := (Errors{{Board: 1, Msg: "a"}, {Board: 2, Msg: "b"}, {Msg: "c"}}).Error(); got != "board 1: a (and 2 more)" {
		t.Errorf("Errors.Error() = %q", got)
	}
}
