package bridge

import (
	"strconv"
	"testing"
)

func mustContract(t *testing.T, s string) Contract {
	t.Helper()
	c, err := ParseContract(s)
	if err != nil {
		t.Fatalf("ParseContract(%q): %v", s, err)
	}
	return c
}

func TestParseResult(t *testing.T) {
	tests := []struct {
		contract, result string
		want             int
	}{
		{"4S", "=", 10},
		{"4S", "+1", 11},
		{"4S", "+3", 13},
		{"4S", "+0", 10},
		{"4S", "-2", 8},
		{"4S", "–2", 8}, // en dash
		{"4S", "−2", 8}, // minus sign
		{"4S", "-10", 0},
		{"4S", "-0", 10},
		{"4S", "10", 10},
		{"4S", "0", 0},
		{"4S", "13", 13},
		{"4S", "7", 7},
		{"4S", " + 1 ", 11},
		{"4S", "- 2", 8},
		{"4S", "010", 10},
		{"1C", "+6", 13},
		{"1C", "-7", 0},
		{"1C", "=", 7},
		{"7NT", "=", 13},
		{"7NT", "-13", 0},
		{"3NTXX", "10", 10},
		{"5DX", "-3", 8},
	}
	for _, tt := range tests {
		c := mustContract(t, tt.contract)
		got, err := ParseResult(tt.result, c)
		if err != nil || got != tt.want {
			t.Errorf("ParseResult(%q, %v) = %d, %v; want %d", tt.result, c, got, err, tt.want)
		}
	}
}

func TestParseResultErrors(t *testing.T) {
	tests := []struct{ contract, result, msg, hint string }{
		{"5S", "+3", `result "+3" gives 14 tricks; at most 13`,
			"write =, +1, -2 or the tricks taken; 5♠ needs 11 tricks, so results run from -11 to +2"},
		{"7NT", "+1", `result "+1" gives 14 tricks; at most 13`,
			"write =, +1, -2 or the tricks taken; 7NT needs 13 tricks, so results run from -13 to ="},
		{"4S", "14", `result "14" gives 14 tricks; at most 13`, ""},
		{"4S", "+999", `result "+999" gives more than 13 tricks`, ""},
		{"4S", "99999999999999999999999", `result "99999999999999999999999" gives more than 13 tricks`, ""},
		{"4S", "-11", `result "-11" means 11 down; 4♠ can go at most 10 down`, ""},
		{"1C", "-8", `result "-8" means 8 down; 1♣ can go at most 7 down`, ""},
		{"4S", "-1000", `result "-1000" means 1000 down; 4♠ can go at most 10 down`, ""},
		{"4S", "", `result is empty`, ""},
		{"4S", "abc", `result "abc" is not =, +N, -N or the tricks taken 0–13`, ""},
		{"4S", "+", `result "+" is not =, +N, -N or the tricks taken 0–13`, ""},
		{"4S", "=1", `result "=1" is not =, +N, -N or the tricks taken 0–13`, ""},
		{"4S", "+-1", `result "+-1" is not =, +N, -N or the tricks taken 0–13`, ""},
		{"4S", "1.5", `result "1.5" is not =, +N, -N or the tricks taken 0–13`, ""},
		{"Pass", "=", `result "=" given for a passed-out board`,
			"leave the result empty when the board is passed out"},
		{"Pass", "0", `result "0" given for a passed-out board`,
			"leave the result empty when the board is passed out"},
	}
	for _, tt := range tests {
		c := mustContract(t, tt.contract)
		got, err := ParseResult(tt.result, c)
		if err == nil {
			t.Errorf("ParseResult(%q, %v) = %d, want error %q", tt.result, c, got, tt.msg)
			continue
		}
		hint := tt.hint
		if hint == "" {
			hint = resultHint(c)
		}
		checkError(t, err, tt.msg, hint)
	}
}

func TestParseResultPassedOut(t *testing.T) {
	for _, s := range []string{"", "  "} {
		if got, err := ParseResult(s, PassedOut); err != nil || got != 0 {
			t.Errorf("ParseResult(%q, PassedOut) = %d, %v; want 0", s, got, err)
		}
	}
}

func TestResultString(t *testing.T) {
	tests := []struct {
		contract string
		tricks   int
		want     string
	}{
		{"4S", 10, "="},
		{"4S", 11, "+1"},
		{"4S", 13, "+3"},
		{"4S", 8, "-2"},
		{"4S", 0, "-10"},
		{"1C", 13, "+6"},
		{"7NTXX", 0, "-13"},
		{"Pass", 0, ""},
	}
	for _, tt := range tests {
		c := mustContract(t, tt.contract)
		if got := c.ResultString(tt.tricks); got != tt.want {
			t.Errorf("%v.ResultString(%d) = %q, want %q", c, tt.tricks, got, tt.want)
		}
	}
}

// Every result of every contract reads back to the same number of tricks,
// whether written relative to the contract or as the tricks taken.
func TestResultRoundTrip(t *testing.T) {
	for _, c := range allContracts() {
		if c.IsPassedOut() {
			continue
		}
		for tricks := 0; tricks <= 13; tricks++ {
			for _, s := range []string{c.ResultString(tricks), strconv.Itoa(tricks)} {
				got, err := ParseResult(s, c)
				if err != nil || got != tricks {
					t.Errorf("ParseResult(%q, %v) = %d, %v; want %d", s, c, got, err, tricks)
				}
			}
		}
	}
}
