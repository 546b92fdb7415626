package bridge

import (
	"strconv"
	"testing"
)

// Any contract ParseContract accepts is a real one and reads back the same
// from its String form; anything it refuses gets a well-formed error.
func FuzzParseContract(f *testing.F) {
	for _, s := range []string{
		"4S", "3NT", "3N", "5DX", "6HXX", "4♠", "4♥", "4♦", "4♣", "4♤", "4♡", "4♢", "4♧",
		"4♥\uFE0F", "4 S X", "3nt", "Pass", "PASS", "AP", "P", "passed", "", "5Q", "8S",
		"0S", "10NT", "4", "4X", "4SXXX", "S4", "7NTXX", "1cx", "\u200b2H", "９S", "4ＳX",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseContract(s)
		if err != nil {
			checkStyle(t, err)
			if c != PassedOut {
				t.Errorf("ParseContract(%q) failed but returned %#v", s, c)
			}
			return
		}
		if c.Level < 0 || c.Level > 7 || c.Strain < Clubs || c.Strain > NoTrump ||
			c.Doubling < Undoubled || c.Doubling > Redoubled {
			t.Fatalf("ParseContract(%q) = %#v, not a contract", s, c)
		}
		if c.IsPassedOut() && c != PassedOut {
			t.Fatalf("ParseContract(%q) = %#v, a passed-out board that is not PassedOut", s, c)
		}
		back, err := ParseContract(c.String())
		if err != nil || back != c {
			t.Fatalf("ParseContract(%q) = %#v, but its String %q reads back as %#v, %v", s, c, c.String(), back, err)
		}
	})
}

// Any result ParseResult accepts is 0–13 tricks and reads back the same
// from ResultString.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"=", "+1", "-2", "–2", "−2", "10", "0", "13", "14", "+3", "-11",
		"", " + 1 ", "+", "=1", "+-1", "99999999999999999999", "-0", "٣"} {
		f.Add(s, 4, int(Spades), int(Undoubled))
	}
	f.Add("=", 7, int(NoTrump), int(Redoubled))
	f.Add("", 0, 0, 0)
	f.Fuzz(func(t *testing.T, s string, level, strain, doubling int) {
		c := Contract{
			Level:    mod(level, 8),
			Strain:   Strain(mod(strain, 5)),
			Doubling: Doubling(mod(doubling, 3)),
		}
		tricks, err := ParseResult(s, c)
		if err != nil {
			checkStyle(t, err)
			return
		}
		if tricks < 0 || tricks > 13 {
			t.Fatalf("ParseResult(%q, %v) = %d tricks", s, c, tricks)
		}
		if c.IsPassedOut() {
			if tricks != 0 {
				t.Fatalf("ParseResult(%q, Pass) = %d", s, tricks)
			}
			return
		}
		r := c.ResultString(tricks)
		if back, err := ParseResult(r, c); err != nil || back != tricks {
			t.Fatalf("ParseResult(%q, %v) = %d, but %q reads back as %d, %v", s, c, tricks, r, back, err)
		}
		DeclarerScore(c, tricks, level%2 == 0) // must not panic
	})
}

func mod(n, m int) int {
	if n %= m; n < 0 {
		n += m
	}
	return n
}

// Any score ParseScore accepts is a multiple of 10 that reads back the same
// when written out.
func FuzzParseScore(f *testing.F) {
	for _, s := range []string{"420", " -50 ", "+110", "0", "-0", "425", "–100", "−100",
		"420.00", "420.", ".0", "-.0", "1e3", "+-50", "", "A60/40", "1234567890", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseScore(s)
		if err != nil {
			checkStyle(t, err)
			return
		}
		if n%10 != 0 {
			t.Fatalf("ParseScore(%q) = %d, not a multiple of 10", s, n)
		}
		if back, err := ParseScore(strconv.Itoa(n)); err != nil || back != n {
			t.Fatalf("ParseScore(%q) = %d, but %d reads back as %d, %v", s, n, n, back, err)
		}
		IsPossibleScore(n, n%20 == 0, n%30 == 0) // must not panic
	})
}

// Any seat ParseSeat accepts reads back the same from its String form.
func FuzzParseSeat(f *testing.F) {
	for _, s := range []string{"N", "E", "S", "W", "n", "North", "EAST", " west ", "X", "", "NS", "Nord"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		seat, err := ParseSeat(s)
		if err != nil {
			checkStyle(t, err)
			return
		}
		if seat < North || seat > West {
			t.Fatalf("ParseSeat(%q) = %d", s, int(seat))
		}
		if back, err := ParseSeat(seat.String()); err != nil || back != seat {
			t.Fatalf("ParseSeat(%q) = %v, but it reads back as %v, %v", s, seat, back, err)
		}
	})
}

// Any lead ParseCard accepts is one of the 52 cards and reads back the same
// from its String and PBN forms; anything it refuses gets a well-formed
// error and no card.
func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"SK", "♠K", "K♠", "H7", "S10", "ST", "10♥", "♥\uFE0FK", "c 2", "", "K", "S", "S1", "SKQ", "HH", "NT", "♠♠", "1S0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			checkStyle(t, err)
			if !c.IsZero() {
				t.Errorf("ParseCard(%q) failed but returned %v", s, c)
			}
			return
		}
		if c.IsZero() || c.Suit() < Clubs || c.Suit() > Spades || c.Rank() < 2 || c.Rank() > Ace {
			t.Fatalf("ParseCard(%q) = %d, not a card", s, c)
		}
		for _, form := range []string{c.String(), c.PBN()} {
			if back, err := ParseCard(form); err != nil || back != c {
				t.Fatalf("ParseCard(%q) = %v, but %q reads back as %v, %v", s, c, form, back, err)
			}
		}
	})
}
