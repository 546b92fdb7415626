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
		{"", "", "", "425", 1, `error Score: score "425" is not a multiple of 10`},
		// No contract scores 10 for NS: the least is 50 (one down undoubled).
		{"", "", "", "10", 1, "error Score: score 10 is impossible on board 1: no contract scores it"},
		// 420 needs NS not vulnerable; on board 2 they are.
		{"", "", "", "420", 2, "warning Score: score 420 is impossible on board 2 (NS vulnerable); it is possible only with none or EW vulnerable; score 420"},
		{"", "", "", "", 1, "error Score: board 1 has no score and no contract"},
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
		for _, p := range probs {
			if p.Hint == "" {
				t.Errorf("%s has no hint", p.Msg)
			}
		}
	}
}
