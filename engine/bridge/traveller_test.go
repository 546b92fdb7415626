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
		{"4S", "N", "=", "", 1, "score 420 (10 tricks)"},
		// On board 3 EW are vulnerable, NS are not: still 420, so 450 is wrong.
		{"4S", "N", "=", "450", 3, "error Score: score 450 does not match 4♠ by N = on board 3 (EW vulnerable): that scores 420"},
		// 3NT by W two down on board 2 (NS vulnerable, EW not): 2 × 50 to NS.
		{"3NT", "W", "-2", "", 2, "score 100 (7 tricks)"},
		{"Pass", "", "", "", 5, "score 0"},
		{"", "N", "", "", 1, "error Contract: by is given but the contract is missing"},
		{"4S", "", "", "", 1, "error By: contract 4♠ has no declarer; error Result: contract 4♠ has no result"},
		{"5Q", "N", "=", "", 1, `error Contract: contract "5Q": unknown strain "Q"`},
		// Issue 30, item 1: a typed +1 that Excel stored as 1, beside 6♥X
		// by S on board 2 (NS vulnerable). Read as 1 trick taken it is 11
		// down doubled, vulnerable: 200 + 10 × 300 = 3200 to EW; too far
		// down to score unchecked, so an error at the Result cell.
		{"6HX", "S", "1", "", 2, "error Result: result 1 is read as 1 trick taken, 6♥X by S down 11, too far down to score unchecked"},
		// Read as +1 (13 tricks): 6 × 30 doubled = 360 trick score, game
		// bonus vulnerable 500, small slam vulnerable 750, the insult 50,
		// one doubled overtrick vulnerable 200: 1860. A Score of 1860
		// settles it: the row scores as 6♥X+1.
		{"6HX", "S", "1", "1860", 2, "score 1860 (13 tricks)"},
		// A Score of -3200 is the tricks-taken reading's, and settles that.
		{"6HX", "S", "1", "-3200", 2, "score -3200 (1 tricks)"},
		// A Score that is neither reading's is the usual mismatch.
		{"6HX", "S", "1", "1660", 2, "error Score: score 1660 does not match 6♥X by S -11 on board 2 (NS vulnerable): that scores -3200"},
		// The contract and result typed in one cell are text as typed:
		// "6HX 1" is 1 trick taken, -3200, and not doubted.
		{"6HX 1", "S", "", "", 2, "score -3200 (1 tricks)"},
		// A plausible tricks-taken reading stands: 4♠ with 10 tricks on
		// board 1 (none vulnerable) is 120 + 300 = 420.
		{"4S", "N", "10", "", 1, "score 420 (10 tricks)"},
		// "3" on 4♠ is 7 down from a bare number: an error too (undoubled,
		// not vulnerable, 7 × 50 = 350 to EW as read) …
		{"4S", "N", "3", "", 1, "error Result: result 3 is read as 3 tricks taken, 4♠ by N down 7, too far down to score unchecked"},
		// … while -7 typed as text says what it means: 350 to EW.
		{"4S", "N", "-7", "", 1, "score -350 (3 tricks)"},
		// "1" on 4♠ reads nine down, "0" ten down: errors, where before
		// issue 30 they were warnings.
		{"4S", "N", "1", "", 1, "error Result: result 1 is read as 1 trick taken, 4♠ by N down 9, too far down to score unchecked"},
		{"4S", "N", "0", "", 1, "error Result: result 0 is read as no tricks taken, 4♠ by N down 10, too far down to score unchecked"},
		// 0 for "made exactly" with the Score of 4♠= (420) is settled as =.
		{"4S", "N", "0", "420", 1, "score 420 (10 tricks)"},
		// "3" on 5♠ is 8 down, and +3 would be 14 tricks: still an error.
		{"5S", "N", "3", "", 1, "error Result: result 3 is read as 3 tricks taken, 5♠ by N down 8, too far down to score unchecked"},
		// A Score that confirms the reading settles it: 3NT by N five down
		// on board 1 is 250 to EW, as typed, so no warning.
		{"3NT", "N", "4", "-250", 1, "score -250 (4 tricks)"},
		// Five down is unusual, and +4 likely: a warning, scored as read.
		{"3NT", "N", "4", "", 1, "warning Result: result 4 is read as 4 tricks taken, 3NT down 5; if +4 was meant, the score is wrong; score -250 (4 tricks)"},
		// 3NT+4 by N on board 1 is 100 + 300 + 4 × 30 = 520: the Score
		// says +4 was meant, and the row scores as 3NT+4 (13 tricks).
		{"3NT", "N", "4", "520", 1, "score 520 (13 tricks)"},
		// The result typed into the Contract cell, as many scorers write it.
		{"4S=", "N", "", "", 1, "score 420 (10 tricks)"},
		{"4S+1", "N", "", "", 1, "score 450 (11 tricks)"},
		{"4S 10", "N", "", "", 1, "score 420 (10 tricks)"},
		{"4♠ -1", "N", "", "-50", 1, "score -50 (9 tricks)"},
		// 3NT doubled by W, two down, EW not vulnerable on board 2: 300 to NS.
		{"3NTX-2", "W", "", "", 2, "score 300 (7 tricks)"},
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
			if l.HasContract && !l.Contract.IsPassedOut() && l.Score.Kind == Real {
				got = append(got, fmt.Sprintf("score %d (%d tricks)", l.Score.NS, l.Tricks))
			} else {
				got = append(got, fmt.Sprintf("score %d", l.Score.NS))
			}
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

// TestDoubtHints: the hints of a doubted Result say what to type (issue
// 30, item 1), and a Tricks header settles only a reading that is merely
// unusual.
func TestDoubtHints(t *testing.T) {
	for _, tc := range []struct {
		contract, result string
		tricksColumn     bool
		board            int
		hint             string // "" for no problem
	}{
		{"6HX", "1", false, 2, "Excel turns a typed +1 into the number 1: type '+1 (with the apostrophe) or 13 (the tricks taken in full) for 6♥X by S +1, or -11 for 11 down; or give the Score"},
		{"4S", "0", false, 1, "Excel turns a typed = into the number 0: type = or 10 (the tricks taken in full) for 4♠ by S =, or -10 for 10 down; or give the Score"},
		{"5S", "3", false, 1, "Excel turns a typed +1 into the number 1: type the result with its sign ('+1, =, -8) or the tricks taken in full; or give the Score"},
		{"3NT", "4", false, 1, "Excel turns a typed +4 into the number 4; type '+4 (with the apostrophe), or the tricks taken"},
		// Under a Tricks header a bare number is the tricks taken: five
		// down is not doubted, eleven down still is.
		{"3NT", "4", true, 1, ""},
		{"6HX", "1", true, 2, "Excel turns a typed +1 into the number 1: type '+1 (with the apostrophe) or 13 (the tricks taken in full) for 6♥X by S +1, or -11 for 11 down; or give the Score"},
	} {
		l, probs := ReadTravellerLine(tc.contract, "S", tc.result, "")
		if len(probs) > 0 {
			t.Fatal(probs)
		}
		if tc.tricksColumn {
			l.TricksTaken()
		}
		ps := l.Settle(tc.board)
		switch {
		case tc.hint == "" && len(ps) != 0:
			t.Errorf("%s %s: got %+v, want nothing", tc.contract, tc.result, ps)
		case tc.hint != "" && (len(ps) != 1 || ps[0].Hint != tc.hint):
			t.Errorf("%s %s: got %+v\nwant hint %s", tc.contract, tc.result, ps, tc.hint)
		}
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

func TestReadLead(t *testing.T) {
	tests := []struct {
		contract, lead string
		want           string // the lead kept, as printed
		msg            string // the problem's message, "" for none
		warning        bool
	}{
		{"4S", "", "", "", false},
		{"4S", "HK", "♥K", "", false},
		{"4S", "♥K", "♥K", "", false},
		{"3NT", "s10", "♠10", "", false},
		{"3NT", "ST", "♠10", "", false},
		{"3NT", "X7", "", `lead "X7" has no suit`, false},
		{"Pass", "SK", "", "the board was passed out, so lead ♠K is not read", true},
	}
	for _, tt := range tests {
		l, ps := ReadTravellerLine(tt.contract, "N", "=", "")
		if tt.contract == "Pass" {
			l, ps = ReadTravellerLine(tt.contract, "", "", "")
		}
		if len(ps) > 0 {
			t.Fatalf("%s: %v", tt.contract, ps)
		}
		ps = l.ReadLead(tt.lead)
		if l.Lead.String() != tt.want {
			t.Errorf("%s lead %q: kept %q, want %q", tt.contract, tt.lead, l.Lead, tt.want)
		}
		switch {
		case tt.msg == "" && len(ps) > 0:
			t.Errorf("%s lead %q: %v", tt.contract, tt.lead, ps)
		case tt.msg != "" && (len(ps) != 1 || ps[0].Msg != tt.msg || ps[0].Column != "Lead" || ps[0].Warning != tt.warning || ps[0].Hint == ""):
			t.Errorf("%s lead %q: %+v, want %q on Lead (warning %v)", tt.contract, tt.lead, ps, tt.msg, tt.warning)
		}
	}
}
