package bridge

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/scorebook/scorebook/engine/problem"
)

func TestParseContract(t *testing.T) {
	tests := []struct {
		in   string
		want Contract
	}{
		{"4S", Contract{4, Spades, Undoubled}},
		{"3NT", Contract{3, NoTrump, Undoubled}},
		{"3N", Contract{3, NoTrump, Undoubled}},
		{"5DX", Contract{5, Diamonds, Doubled}},
		{"6HXX", Contract{6, Hearts, Redoubled}},
		{"1C", Contract{1, Clubs, Undoubled}},
		{"7nt", Contract{7, NoTrump, Undoubled}},
		{"2hx", Contract{2, Hearts, Doubled}},
		{"3nTxX", Contract{3, NoTrump, Redoubled}},
		{"4S*", Contract{4, Spades, Doubled}},
		{"2NT**", Contract{2, NoTrump, Redoubled}},
		{"4♠", Contract{4, Spades, Undoubled}},
		{"4♥", Contract{4, Hearts, Undoubled}},
		{"4♦", Contract{4, Diamonds, Undoubled}},
		{"4♣", Contract{4, Clubs, Undoubled}},
		{"4♤", Contract{4, Spades, Undoubled}},
		{"4♡", Contract{4, Hearts, Undoubled}},
		{"4♢", Contract{4, Diamonds, Undoubled}},
		{"4♧", Contract{4, Clubs, Undoubled}},
		{"4♥\uFE0F", Contract{4, Hearts, Undoubled}}, // emoji heart from a phone
		{"5♦X", Contract{5, Diamonds, Doubled}},
		{"6♥XX", Contract{6, Hearts, Redoubled}},
		{"4 S X", Contract{4, Spades, Doubled}},
		{" 3 NT ", Contract{3, NoTrump, Undoubled}},
		{"4\u00a0S", Contract{4, Spades, Undoubled}}, // no-break space
		{"\t2 c x x\n", Contract{2, Clubs, Redoubled}},
		{"04S", Contract{4, Spades, Undoubled}},
		{"Pass", PassedOut},
		{"PASS", PassedOut},
		{"pass", PassedOut},
		{"AP", PassedOut},
		{"P", PassedOut},
		{"passed", PassedOut},
		{"Passed out", PassedOut},
		{"All pass", PassedOut},
	}
	for _, tt := range tests {
		got, err := ParseContract(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseContract(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

func TestParseContractErrors(t *testing.T) {
	tests := []struct{ in, msg, hint string }{
		{"", `contract is empty`, hintContract},
		{"   ", `contract is empty`, hintContract},
		{"5Q", `contract "5Q": unknown strain "Q"`, `strains are C D H S NT`},
		{"5q", `contract "5q": unknown strain "q"`, hintStrain},
		{"4SP", `contract "4SP": unknown strain "SP"`, hintStrain},
		{"4NTS", `contract "4NTS": unknown strain "NTS"`, hintStrain},
		{"8S", `contract "8S": level 8 is not 1–7`, hintLevel},
		{"0S", `contract "0S": level 0 is not 1–7`, hintLevel},
		{"10NT", `contract "10NT": level 10 is not 1–7`, hintLevel},
		{"S4", `contract "S4" does not start with a level 1–7`, hintContract},
		{"hello", `contract "hello" does not start with a level 1–7`, hintContract},
		{"Pas", `contract "Pas" does not start with a level 1–7`, hintContract},
		{"4", `contract "4": no strain after the level`, hintStrain},
		{"4X", `contract "4X": no strain after the level`, hintStrain},
		{"4SXXX", `contract "4SXXX": doubling "XXX" is not X or XX`, hintDoubling},
		{"4SX2", `contract "4SX2": doubling "X2" is not X or XX`, hintDoubling},
		{"4SXS", `contract "4SXS": doubling "XS" is not X or XX`, hintDoubling},
		{"4ſ", `contract "4ſ": unknown strain "ſ"`, hintStrain},                                    // long s, not S
		{"4SX\u212a", "contract \"4SX\u212a\": doubling \"X\u212a\" is not X or XX", hintDoubling}, // Kelvin sign
	}
	for _, tt := range tests {
		got, err := ParseContract(tt.in)
		if err == nil {
			t.Errorf("ParseContract(%q) = %v, want error %q", tt.in, got, tt.msg)
			continue
		}
		checkError(t, err, tt.msg, tt.hint)
	}
}

// checkError checks that err is a *Error with the given message and hint,
// and that the message follows the house style.
func checkError(t *testing.T, err error, msg, hint string) {
	t.Helper()
	var e *problem.Problem
	if !errors.As(err, &e) {
		t.Errorf("error %v is %T, want *problem.Problem", err, err)
		return
	}
	if e.Error() != msg {
		t.Errorf("message %q, want %q", e.Error(), msg)
	}
	if e.HintText() != hint {
		t.Errorf("%s: hint %q, want %q", msg, e.HintText(), hint)
	}
	checkStyle(t, err)
}

// checkStyle checks that an error message and its hint are one line each,
// start in lower case and have no trailing period.
func checkStyle(t *testing.T, err error) {
	t.Helper()
	var e *problem.Problem
	if !errors.As(err, &e) {
		t.Fatalf("error %v is %T, want *problem.Problem", err, err)
	}
	for _, s := range []string{e.Msg, e.Hint} {
		if s == "" { // a missing hint; a missing message is caught below
			continue
		}
		if strings.ContainsAny(s, "\n\r") {
			t.Errorf("%q has more than one line", s)
		}
		if strings.HasSuffix(s, ".") {
			t.Errorf("%q ends with a period", s)
		}
		if r := []rune(s)[0]; unicode.IsUpper(r) {
			t.Errorf("%q starts in upper case", s)
		}
	}
	if e.Msg == "" {
		t.Errorf("empty message")
	}
}

func TestContractString(t *testing.T) {
	tests := []struct {
		c    Contract
		want string
	}{
		{Contract{4, Spades, Undoubled}, "4♠"},
		{Contract{3, NoTrump, Undoubled}, "3NT"},
		{Contract{5, Diamonds, Doubled}, "5♦X"},
		{Contract{6, Hearts, Redoubled}, "6♥XX"},
		{Contract{1, Clubs, Undoubled}, "1♣"},
		{Contract{7, NoTrump, Redoubled}, "7NTXX"},
		{PassedOut, "Pass"},
		{Contract{0, Spades, Doubled}, "Pass"}, // level 0 is passed out whatever else is set
	}
	for _, tt := range tests {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.c, got, tt.want)
		}
	}
}

func TestStrainAndDoublingString(t *testing.T) {
	if got := Strain(9).String(); got != "Strain(9)" {
		t.Errorf("Strain(9).String() = %q", got)
	}
	if got := Doubling(3).String(); got != "Doubling(3)" {
		t.Errorf("Doubling(3).String() = %q", got)
	}
	if got := Undoubled.String() + Doubled.String() + Redoubled.String(); got != "XXX" {
		t.Errorf("doubling strings joined = %q, want XXX", got)
	}
}

// Every contract, written the way String writes it, reads back the same.
func TestContractRoundTrip(t *testing.T) {
	n := 0
	for _, c := range allContracts() {
		got, err := ParseContract(c.String())
		if err != nil || got != c {
			t.Errorf("ParseContract(%q) = %v, %v; want %#v", c.String(), got, err, c)
		}
		n++
	}
	if n != 7*5*3+1 {
		t.Errorf("%d contracts, want 106", n)
	}
}

// allContracts lists every contract that can be bid, and PassedOut.
func allContracts() []Contract {
	cs := []Contract{PassedOut}
	for level := 1; level <= 7; level++ {
		for strain := Clubs; strain <= NoTrump; strain++ {
			for d := Undoubled; d <= Redoubled; d++ {
				cs = append(cs, Contract{level, strain, d})
			}
		}
	}
	return cs
}

func TestPassedOut(t *testing.T) {
	if !PassedOut.IsPassedOut() || PassedOut != (Contract{}) {
		t.Errorf("PassedOut is %#v", PassedOut)
	}
	if (Contract{1, Clubs, Undoubled}).IsPassedOut() {
		t.Errorf("1♣ is passed out")
	}
}

func TestParseSeat(t *testing.T) {
	tests := []struct {
		in   string
		want Seat
	}{
		{"N", North}, {"E", East}, {"S", South}, {"W", West},
		{"n", North}, {"e", East}, {"s", South}, {"w", West},
		{" N ", North}, {"North", North}, {"EAST", East}, {"south", South}, {"West", West},
	}
	for _, tt := range tests {
		got, err := ParseSeat(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseSeat(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	errs := []struct{ in, msg string }{
		{"X", `declarer "X" is not N, E, S or W`},
		{"NS", `declarer "NS" is not N, E, S or W`},
		{"Nord", `declarer "Nord" is not N, E, S or W`},
		{"", `declarer is empty`},
		{"  ", `declarer is empty`},
	}
	for _, tt := range errs {
		got, err := ParseSeat(tt.in)
		if err == nil {
			t.Errorf("ParseSeat(%q) = %v, want error", tt.in, got)
			continue
		}
		checkError(t, err, tt.msg, hintSeat)
	}
}

func TestSeatString(t *testing.T) {
	want := map[Seat]string{North: "N", East: "E", South: "S", West: "W", Seat(4): "Seat(4)"}
	for s, w := range want {
		if got := s.String(); got != w {
			t.Errorf("Seat(%d).String() = %q, want %q", int(s), got, w)
		}
	}
	if !North.IsNS() || !South.IsNS() || East.IsNS() || West.IsNS() {
		t.Errorf("IsNS wrong")
	}
	for s := North; s <= West; s++ {
		if got, err := ParseSeat(s.String()); err != nil || got != s {
			t.Errorf("ParseSeat(%q) = %v, %v", s.String(), got, err)
		}
	}
}

func ExampleParseContract() {
	for _, s := range []string{"4S", "3nt", "6♥XX", "pass", "5Q"} {
		c, err := ParseContract(s)
		if err != nil {
			var e *problem.Problem
			errors.As(err, &e)
			fmt.Printf("error: %v\nhint: %s\n", err, e.HintText())
			continue
		}
		fmt.Println(c)
	}
	// Output:
	// 4♠
	// 3NT
	// 6♥XX
	// Pass
	// error: contract "5Q": unknown strain "Q"
	// hint: strains are C D H S NT
}
