package bridge

import (
	"fmt"
	"strings"
	"testing"
)

// TestTravellerLine reads traveller lines as scorers type them and settles
// them on a board; each expectation is worked from Law 77 by hand.
func TestTravellerLine(t *testing.T) {
	for _, tc := range []struct {
		contract, by, result, score string
		board                       int
		want                        string // the settled score, or the problems
	}{
		// 4♠ made by N on board 1 (none vulnerable): 120 + 300 = 420.
		{"4S", "N", "=", "", 1, "score 420"},
		// On board 3 EW are vulnerable, NS are not: still 420, so 450 is wrong.
		{"4S", "N", "=", "450", 3, "error Score: score 450 does not match 4♠ by N = on board 3 (EW vulnerable): that scores 420"},
		// 3NT by W two down on board 2 (NS vulnerable, EW not): 2 × 50 to NS.
		{"3NT", "W", "-2", "", 2, "score 100"},
		{"Pass", "", "", "", 5, "score 0"},
		{"", "N", "", "", 1, "error Contract: by is given but the contract is missing"},
		{"4S", "", "", "", 1, "error By: contract 4♠ has no declarer; error Result: contract 4♠ has no result"},
		{"5Q", "N", "=", "", 1, `error Contract: contract "5Q": unknown strain "Q"`},
		// "1" reads as one trick taken, nine down: -450 on board 1 — and is
		// more likely +1 turned into a number by Excel.
		{"4S", "N", "1", "", 1, "warning Result: result 1 is read as 1 trick taken, 4♠ down 9; if +1 was meant, the score is wrong; score -450"},
		// Issue 17: 0 typed for "made exactly" reads as no tricks taken:
		// ten down, 10 × 50 = 500 to EW on board 1.
		{"4S", "N", "0", "", 1, "warning Result: result 0 is read as no tricks taken, 4♠ down 10; if = (made exactly) was meant, the score is wrong; score -500"},
		// A Score that confirms the reading settles it: 3NT by N five down
		// on board 1 is 250 to EW, as typed, so no warning.
		{"3NT", "N", "4", "-250", 1, "score -250"},
		{"3NT", "N", "4", "", 1, "warning Result: result 4 is read as 4 tricks taken, 3NT down 5; if +4 was meant, the score is wrong; score -250"},
		// 3NT+4 by N on board 1 scores 520: the Score says +4 was meant.
		{"3NT", "N", "4", "520", 1, "error Score: score 520 does not match 3NT by N -5 on board 1 (none vulnerable): that scores -250"},
		// The result typed into the Contract cell, as many scorers write it.
		{"4S=", "N", "", "", 1, "score 420"},
		{"4S+1", "N", "", "", 1, "score 450"},
		{"4S 10", "N", "", "", 1, "score 420"},
		{"4♠ -1", "N", "", "-50", 1, "score -50"},
		// 3NT doubled by W, two down, EW not vulnerable on board 2: 300 to NS.
		{"3NTX-2", "W", "", "", 2, "score 300"},
		{"4S=", "N", "+1", "", 1, `error Contract: contract "4S=" holds a result too, and Result says "+1"`},
		{"4S=", "", "", "", 1, "error By: contract 4♠ has no declarer"},
		{"", "", "", "425", 1, `error Score: score "425" is not a multiple of 10`},
		// No contract scores 10 for NS: the least is 50 (one down undoubled).
		{"", "", "", "10", 1, "error Score: score 10 is impossible on board 1: no contract scores it"},
		// 420 needs NS not vulnerable; on board 2 they are.
		{"", "", "", "420", 2, "warning Score: score 420 is impossible on board 2 (NS vulnerable); it is possible only with none or EW vulnerable; score 420"},
		{"", "", "", "", 1, "error Score: board 1 has no score and no contract"},
		// Issue 17's tester: a contract beside an adjusted score, NP or a
		// weighted score is not scored, and says so; a passed-out board's
		// By and Result are not read.
		{"4S", "N", "=", "A+/A-", 1, "warning Score: Score is an artificial adjusted score, so the contract 4♠ by N = beside it is not scored; score 0"},
		{"2S", "W", "-2", "NP", 1, "warning Score: Score is NP (not played), so the contract 2♠ by W -2 beside it is not scored; score 0"},
		{"4S", "N", "+1", "60% 450; 40% 420", 1, "warning Score: Score is a weighted score, so the contract 4♠ by N +1 beside it is not scored; score 0"},
		{"Pass", "E", "+1", "", 1, `warning By: the board was passed out, so By "E" and Result "+1" are not read; score 0`},
		{"Pass", "", "7", "", 1, `warning Result: the board was passed out, so By "" and Result "7" are not read; score 0`},
		// The result typed in Score: one error that says so.
		{"4S", "N", "", "+1", 1, `error Score: score "+1" looks like the result of 4♠, and Result is empty`},
		{"3NT", "W", "", "-2", 1, `error Score: score "-2" looks like the result of 3NT, and Result is empty`},
		{"4S", "N", "", "=", 1, `error Score: score "=" looks like the result of 4♠, and Result is empty`},
		{"4S", "N", "", "−2", 1, `error Score: score "−2" looks like the result of 4♠, and Result is empty`},
		{"4S", "Q", "", "+1", 1, `error Score: score "+1" looks like the result of 4♠, and Result is empty; error By: declarer "Q" is not N, E, S or W`},
	} {
		l, probs := ReadTravellerLine(tc.contract, tc.by, tc.result, tc.score)
		var got []string
		bad := false
		for _, p := range probs {
			kind := "error"
			if p.Warning {
				kind = "warning"
			} else {
				bad = true
			}
			got = append(got, fmt.Sprintf("%s %s: %s", kind, p.Column, p.Msg))
		}
		if !bad {
			for _, p := range l.Settle(tc.board) {
				kind := "error"
				if p.Warning {
					kind = "warning"
				} else {
					bad = true
				}
				got = append(got, fmt.Sprintf("%s %s: %s", kind, p.Column, p.Msg))
			}
		}
		if !bad {
			got = append(got, fmt.Sprintf("score %d", l.Score.NS))
		}
		if g := strings.Join(got, "; "); g != tc.want {
			t.Errorf("%q %q %q %q on board %d:\n got %s\nwant %s", tc.contract, tc.by, tc.result, tc.score, tc.board, g, tc.want)
		}
		for _, p := range append(probs, l.Settle(tc.board)...) {
			if p.Hint == "" {
				t.Errorf("%s has no hint", p.Msg)
			}
		}
	}
}

// TestOvertrickHint: when a typed score is that of the overtrick, the hint
// says so.
func TestOvertrickHint(t *testing.T) {
	l, probs := ReadTravellerLine("3NT", "N", "4", "520")
	if len(probs) > 0 {
		t.Fatal(probs)
	}
	ps := l.Settle(1)
	want := "the score is that of 3NT by N +4: Excel turns a typed +4 into a number; type '+4 (with the apostrophe) in Result"
	if len(ps) != 1 || ps[0].Hint != want {
		t.Errorf("got %+v\nwant hint %s", ps, want)
	}
	// Tricks typed under a Tricks header are what they say.
	l, _ = ReadTravellerLine("4S", "N", "1", "")
	l.TricksTaken()
	if ps := l.Settle(1); len(ps) != 0 {
		t.Errorf("tricks taken: %+v", ps)
	}
}

func TestSplitContractResult(t *testing.T) {
	for _, tc := range []struct{ in, c, r string }{
		{"4S=", "4S", "="}, {"4S+1", "4S", "+1"}, {"4S 10", "4S", "10"}, {"3NTX-2", "3NTX", "-2"},
		{"6 ♥ XX − 1", "6♥XX", "−1"}, {"4S", "", ""}, {"Pass", "", ""}, {"10", "", ""},
	} {
		c, r, ok := SplitContractResult(tc.in)
		if c != tc.c || r != tc.r || ok != (tc.c != "") {
			t.Errorf("%q: got %q %q %v", tc.in, c, r, ok)
		}
	}
}
