package bridge

import (
	"fmt"
	"testing"
)

const (
	nv = false // not vulnerable
	v  = true  // vulnerable
)

// Each expected score is worked by hand from Law 77; the working is in the
// comment.
func TestDeclarerScore(t *testing.T) {
	tests := []struct {
		contract string
		tricks   int
		vul      bool
		want     int
	}{
		// The cases every scorer knows.
		{"2H", 8, v, 110},       // 60 + 50 part-score
		{"2HX", 8, nv, 470},     // 120 (game) + 300 + 50 insult
		{"4DX", 7, v, -800},     // 200 + 300 + 300
		{"4DXX", 7, nv, -1000},  // 2 × (100 + 200 + 200)
		{"5SXX", 12, v, 1600},   // 600 + 500 + 100 + 400
		{"7S", 13, v, 2210},     // 210 + 500 + 1500
		{"6NT", 13, nv, 1020},   // 190 + 300 + 500 + 30
		{"3NTXX", 10, nv, 1000}, // 400 + 300 + 100 + 200

		// Part-scores.
		{"1C", 7, nv, 70},    // 20 + 50
		{"1D", 9, nv, 110},   // 20 + 50 + 2 × 20
		{"3C", 9, v, 110},    // 60 + 50
		{"4C", 10, nv, 130},  // 80 + 50: four of a minor is not game
		{"4D", 13, v, 190},   // 80 + 50 + 3 × 20
		{"1S", 7, v, 80},     // 30 + 50
		{"3H", 10, nv, 170},  // 90 + 50 + 30
		{"2S", 13, v, 260},   // 60 + 50 + 5 × 30
		{"1NT", 7, nv, 90},   // 40 + 50
		{"1NT", 8, v, 120},   // 40 + 50 + 30
		{"2NT", 8, v, 120},   // 70 + 50
		{"1NT", 13, nv, 270}, // 40 + 50 + 6 × 30
		{"2CX", 8, nv, 180},  // 80 + 50 + 50
		{"1NTX", 7, v, 180},  // 80 + 50 + 50
		{"1CXX", 7, v, 230},  // 80 + 50 + 100
		{"1CX", 9, nv, 340},  // 40 + 50 + 50 + 2 × 100
		{"1CX", 8, v, 340},   // 40 + 50 + 50 + 200
		{"1HX", 8, v, 360},   // 60 + 50 + 50 + 200
		{"1CXX", 8, nv, 430}, // 80 + 50 + 100 + 200
		{"2CX", 10, v, 580},  // 80 + 50 + 50 + 2 × 200

		// Games in each strain.
		{"5C", 11, nv, 400},   // 100 + 300
		{"5D", 12, v, 620},    // 100 + 500 + 20
		{"4H", 10, nv, 420},   // 120 + 300
		{"4S", 11, v, 650},    // 120 + 500 + 30
		{"3NT", 9, nv, 400},   // 100 + 300
		{"3NT", 11, v, 660},   // 100 + 500 + 60
		{"4NT", 10, nv, 430},  // 130 + 300
		{"5NT", 11, v, 660},   // 160 + 500
		{"3CX", 9, nv, 470},   // 120 + 300 + 50: doubled into game
		{"3CX", 9, v, 670},    // 120 + 500 + 50
		{"2NTX", 8, v, 690},   // 140 + 500 + 50
		{"1HXX", 7, nv, 520},  // 120 + 300 + 100
		{"1NTXX", 7, v, 760},  // 160 + 500 + 100
		{"2SX", 9, v, 870},    // 120 + 500 + 50 + 200
		{"4SX", 10, nv, 590},  // 240 + 300 + 50
		{"5DXX", 11, nv, 800}, // 400 + 300 + 100

		// Slams.
		{"6C", 12, nv, 920},    // 120 + 300 + 500
		{"6D", 12, v, 1370},    // 120 + 500 + 750
		{"6H", 12, nv, 980},    // 180 + 300 + 500
		{"6S", 13, v, 1460},    // 180 + 500 + 750 + 30
		{"6NT", 12, v, 1440},   // 190 + 500 + 750
		{"7C", 13, nv, 1440},   // 140 + 300 + 1000
		{"7D", 13, v, 2140},    // 140 + 500 + 1500
		{"7H", 13, nv, 1510},   // 210 + 300 + 1000
		{"7NT", 13, nv, 1520},  // 220 + 300 + 1000
		{"7NT", 13, v, 2220},   // 220 + 500 + 1500
		{"6SX", 12, v, 1660},   // 360 + 500 + 750 + 50
		{"7HX", 13, nv, 1770},  // 420 + 300 + 1000 + 50
		{"6CXX", 13, nv, 1580}, // 480 + 300 + 500 + 100 + 200
		{"7NTXX", 13, v, 2980}, // 880 + 500 + 1500 + 100

		// Undoubled undertricks.
		{"4S", 9, nv, -50},
		{"4S", 8, v, -200},
		{"3NT", 0, nv, -450}, // 9 × 50
		{"7NT", 0, v, -1300}, // 13 × 100
		{"1C", 0, nv, -350},  // 7 × 50
		{"7NT", 0, nv, -650}, // 13 × 50

		// Doubled, not vulnerable: 100, 300, 500, 800, then 300 more each.
		{"7NTX", 12, nv, -100},
		{"7NTX", 11, nv, -300},
		{"7NTX", 10, nv, -500},
		{"7NTX", 9, nv, -800},
		{"7NTX", 8, nv, -1100},
		{"7NTX", 7, nv, -1400},
		{"7NTX", 1, nv, -3200}, // 12 down: 800 + 8 × 300
		{"7NTX", 0, nv, -3500}, // 13 down: 800 + 9 × 300
		// Doubled, vulnerable: 200, 500, 800, then 300 more each.
		{"7SX", 12, v, -200},
		{"7SX", 11, v, -500},
		{"7SX", 10, v, -800},
		{"7SX", 9, v, -1100},
		{"7SX", 0, v, -3800}, // 13 down: 200 + 12 × 300
		// Redoubled: twice doubled.
		{"7DXX", 12, nv, -200},
		{"7DXX", 11, nv, -600},
		{"7DXX", 10, nv, -1000},
		{"7DXX", 9, nv, -1600},
		{"7DXX", 0, nv, -7000}, // 2 × 3500
		{"7HXX", 12, v, -400},
		{"7HXX", 11, v, -1000},
		{"7HXX", 9, v, -2200},
		{"7HXX", 0, v, -7600}, // 2 × 3800

		// A board nobody bid on.
		{"Pass", 0, nv, 0},
		{"Pass", 0, v, 0},
	}
	for _, tt := range tests {
		c := mustContract(t, tt.contract)
		if got := DeclarerScore(c, tt.tricks, tt.vul); got != tt.want {
			t.Errorf("DeclarerScore(%v, %d tricks, vulnerable %t) = %d, want %d",
				c, tt.tricks, tt.vul, got, tt.want)
		}
	}
}

func TestDeclarerScorePanics(t *testing.T) {
	tests := []struct {
		c      Contract
		tricks int
	}{
		{Contract{4, Spades, Undoubled}, 14},
		{Contract{4, Spades, Undoubled}, -1},
		{Contract{8, Spades, Undoubled}, 13},
		{Contract{4, Strain(5), Undoubled}, 10},
		{Contract{4, Spades, Doubling(3)}, 10},
	}
	for _, tt := range tests {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("DeclarerScore(%#v, %d) did not panic", tt.c, tt.tricks)
				}
			}()
			DeclarerScore(tt.c, tt.tricks, false)
		}()
	}
}

func TestVulnerability(t *testing.T) {
	// Law 2, boards 1 to 16.
	want := []string{"None", "NS", "EW", "All", "NS", "EW", "All", "None",
		"EW", "All", "None", "NS", "All", "None", "NS", "EW"}
	name := func(ns, ew bool) string {
		switch {
		case ns && ew:
			return "All"
		case ns:
			return "NS"
		case ew:
			return "EW"
		}
		return "None"
	}
	for board := 1; board <= 48; board++ {
		w := want[(board-1)%16]
		if got := name(Vulnerability(board)); got != w {
			t.Errorf("board %d: vulnerable %s, want %s", board, got, w)
		}
	}
	// The ones written out.
	for _, tt := range []struct {
		board  int
		ns, ew bool
	}{{1, false, false}, {2, true, false}, {3, false, true}, {4, true, true}, {17, false, false}, {32, false, true}} {
		if ns, ew := Vulnerability(tt.board); ns != tt.ns || ew != tt.ew {
			t.Errorf("Vulnerability(%d) = %t, %t; want %t, %t", tt.board, ns, ew, tt.ns, tt.ew)
		}
	}
}

func TestDealer(t *testing.T) {
	want := map[int]Seat{1: North, 2: East, 3: South, 4: West, 5: North, 16: West, 17: North, 18: East, 36: West}
	for board, w := range want {
		if got := Dealer(board); got != w {
			t.Errorf("Dealer(%d) = %v, want %v", board, got, w)
		}
	}
}

func TestBoardNumberBelowOnePanics(t *testing.T) {
	for _, board := range []int{0, -1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Vulnerability(%d) did not panic", board)
				}
			}()
			Vulnerability(board)
		}()
	}
}

// Scores from North-South's side, with the vulnerability taken from the
// board number.
func TestScore(t *testing.T) {
	tests := []struct {
		contract string
		by       Seat
		result   string
		board    int
		want     int
	}{
		{"4S", North, "=", 1, 420},     // nobody vulnerable
		{"4S", East, "=", 1, -420},     // East-West's game
		{"4S", West, "+1", 1, -450},    // 120 + 300 + 30, East-West's
		{"4S", South, "=", 2, 620},     // NS vulnerable on board 2
		{"4S", West, "=", 2, -420},     // EW not vulnerable on board 2
		{"3NT", East, "-2", 2, 100},    // 2 × 50 to North-South
		{"4H", West, "=", 3, -620},     // EW vulnerable on board 3
		{"4H", North, "=", 3, 420},     // NS not vulnerable on board 3
		{"3NTX", East, "-1", 3, 200},   // doubled vulnerable, one down
		{"4SX", North, "-3", 3, -500},  // doubled not vulnerable, three down
		{"6NT", North, "=", 4, 1440},   // all vulnerable
		{"6NT", East, "=", 4, -1440},   // all vulnerable
		{"4S", East, "=", 17, -420},    // board 17 is like board 1
		{"4H", West, "=", 19, -620},    // board 19 is like board 3
		{"5CX", South, "-2", 20, -500}, // board 20 like 4: doubled vulnerable two down
		{"Pass", North, "", 4, 0},
		{"Pass", West, "", 7, 0},
	}
	for _, tt := range tests {
		c := mustContract(t, tt.contract)
		tricks, err := ParseResult(tt.result, c)
		if err != nil {
			t.Fatal(err)
		}
		if got := Score(c, tt.by, tricks, tt.board); got != tt.want {
			t.Errorf("Score(%v by %v %s, board %d) = %d, want %d", c, tt.by, tt.result, tt.board, got, tt.want)
		}
	}
}

func TestIsPossibleScore(t *testing.T) {
	tests := []struct {
		score        int
		nsVul, ewVul bool
		want         bool
		why          string
	}{
		{420, nv, nv, true, "4♥ or 4♠ by North-South"},
		{420, nv, v, true, "4♥ or 4♠ by North-South"},
		{420, v, nv, false, "vulnerable games are 600 or more; doubled part-scores 140–580 miss it; EW penalties are 50s or 100s"},
		{420, v, v, false, "as above; EW vulnerable penalties are 100s"},
		{-420, v, nv, true, "4♥ or 4♠ by East-West"},
		{-420, nv, v, false, "NS penalties 50 × n or 100/300/500; EW's vulnerable game is 620"},
		{0, nv, nv, true, "passed out"},
		{0, v, v, true, "passed out"},
		{425, nv, nv, false, "not a multiple of 10"},
		{10, nv, nv, false, "no score is 10"},
		{50, v, nv, true, "East-West one down, not vulnerable"},
		{50, nv, v, false, "EW vulnerable undertricks are 100 each; NS's smallest plus is 70"},
		{-50, nv, v, true, "North-South one down, not vulnerable"},
		{-50, v, nv, false, "NS vulnerable undertricks are 100 each; EW's smallest plus is 70"},
		{100, v, v, true, "East-West one down, vulnerable"},
		{90, nv, nv, true, "1NT by North-South"},
		{-90, v, v, true, "1NT by East-West"},
		{1100, nv, nv, true, "East-West doubled five down"},
		{7600, nv, v, true, "7NTXX by East-West, vulnerable, 13 down"},
		{7600, v, nv, false, "East-West not vulnerable lose at most 7000"},
		{-7600, v, nv, true, "7NTXX by North-South, vulnerable, 13 down"},
		{2980, v, nv, true, "7NTXX by North-South, vulnerable, made"},
		{2980, nv, nv, false, "7NTXX not vulnerable makes 2280; no penalty is 2980"},
		{2980, nv, v, false, "no penalty is 2980"},
		{1020, nv, nv, true, "6NT+1 by North-South"},
		{1000, nv, nv, true, "3NTXX+1, or East-West redoubled three down"},
	}
	for _, tt := range tests {
		if got := IsPossibleScore(tt.score, tt.nsVul, tt.ewVul); got != tt.want {
			t.Errorf("IsPossibleScore(%d, ns %t, ew %t) = %t, want %t (%s)",
				tt.score, tt.nsVul, tt.ewVul, got, tt.want, tt.why)
		}
	}
}

// Every score Score can give on boards 1 to 16 is possible at that board's
// vulnerability, and -score with the sides swapped is possible too.
func TestScoresArePossible(t *testing.T) {
	for board := 1; board <= 16; board++ {
		ns, ew := Vulnerability(board)
		for _, c := range allContracts() {
			for by := North; by <= West; by++ {
				for tricks := 0; tricks <= 13; tricks++ {
					s := Score(c, by, tricks, board)
					if !IsPossibleScore(s, ns, ew) || !IsPossibleScore(-s, ew, ns) {
						t.Fatalf("board %d, %v by %v, %d tricks: %d not possible", board, c, by, tricks, s)
					}
				}
			}
		}
	}
}

func TestParseScore(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"420", 420}, {" -50 ", -50}, {"+110", 110}, {"0", 0}, {"-0", 0},
		{"–100", -100}, {"−100", -100}, {"- 50", -50}, {"420.00", 420}, {"-620.0", -620},
		{"7600", 7600}, {"0420", 420},
	}
	for _, tt := range tests {
		got, err := ParseScore(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseScore(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
	}
	errs := []struct{ in, msg string }{
		{"425", `score "425" is not a multiple of 10`},
		{"-5", `score "-5" is not a multiple of 10`},
		{"", `score is empty`},
		{"  ", `score is empty`},
		{"abc", `score "abc" is not a whole number`},
		{"42.5", `score "42.5" is not a whole number`},
		{"420.", `score "420." is not a whole number`},
		{"1e3", `score "1e3" is not a whole number`},
		{"+-50", `score "+-50" is not a whole number`},
		{"4 20", `score "4 20" is not a whole number`},
		{"A60/40", `score "A60/40" is not a whole number`},
		{"1234567890", `score "1234567890" is far larger than any bridge score`},
	}
	for _, tt := range errs {
		got, err := ParseScore(tt.in)
		if err == nil {
			t.Errorf("ParseScore(%q) = %d, want error", tt.in, got)
			continue
		}
		checkError(t, err, tt.msg, hintScore)
	}
}

// TestDeclarerScoreCrossCheck compares DeclarerScore, which works the score
// out from the rules, with lookups in the scoring table as it is printed on
// the back of a scorecard: the score of each contract made exactly, the
// value of each overtrick and the total of each number of undertricks.
// Every contract, doubling, vulnerability and number of tricks is compared.
func TestDeclarerScoreCrossCheck(t *testing.T) {
	n := 0
	for _, c := range allContracts() {
		for _, vul := range []bool{nv, v} {
			for tricks := 0; tricks <= 13; tricks++ {
				want := tableScore(c, tricks, vul)
				if got := DeclarerScore(c, tricks, vul); got != want {
					t.Errorf("DeclarerScore(%v, %d, vul %t) = %d; the table says %d", c, tricks, vul, got, want)
				}
				n++
			}
		}
	}
	if n != 106*2*14 {
		t.Errorf("compared %d cases", n)
	}
}

// madeTable[class][doubling][vul][level-1] is the score for a contract made
// exactly. class 0 is a minor, 1 a major, 2 no trumps; vul 0 is not
// vulnerable.
var madeTable = [3][3][2][7]int{
	{ // ♣ ♦
		{{70, 90, 110, 130, 400, 920, 1440}, {70, 90, 110, 130, 600, 1370, 2140}},
		{{140, 180, 470, 510, 550, 1090, 1630}, {140, 180, 670, 710, 750, 1540, 2330}},
		{{230, 560, 640, 720, 800, 1380, 1960}, {230, 760, 840, 920, 1000, 1830, 2660}},
	},
	{ // ♥ ♠
		{{80, 110, 140, 420, 450, 980, 1510}, {80, 110, 140, 620, 650, 1430, 2210}},
		{{160, 470, 530, 590, 650, 1210, 1770}, {160, 670, 730, 790, 850, 1660, 2470}},
		{{520, 640, 760, 880, 1000, 1620, 2240}, {720, 840, 960, 1080, 1200, 2070, 2940}},
	},
	{ // NT
		{{90, 120, 400, 430, 460, 990, 1520}, {90, 120, 600, 630, 660, 1440, 2220}},
		{{180, 490, 550, 610, 670, 1230, 1790}, {180, 690, 750, 810, 870, 1680, 2490}},
		{{560, 680, 800, 920, 1040, 1660, 2280}, {760, 880, 1000, 1120, 1240, 2110, 2980}},
	},
}

// overtrickTable[class][doubling][vul] is the value of each overtrick.
var overtrickTable = [3][3][2]int{
	{{20, 20}, {100, 200}, {200, 400}},
	{{30, 30}, {100, 200}, {200, 400}},
	{{30, 30}, {100, 200}, {200, 400}},
}

// undertrickTable[doubling][vul][down-1] is the total for going down.
var undertrickTable = [3][2][13]int{
	{
		{50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650},
		{100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300},
	},
	{
		{100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500},
		{200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800},
	},
	{
		{200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000},
		{400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600},
	},
}

func tableScore(c Contract, tricks int, vul bool) int {
	if c.Level == 0 {
		return 0
	}
	class := map[Strain]int{Clubs: 0, Diamonds: 0, Hearts: 1, Spades: 1, NoTrump: 2}[c.Strain]
	vi := 0
	if vul {
		vi = 1
	}
	switch diff := tricks - (c.Level + 6); {
	case diff < 0:
		return -undertrickTable[c.Doubling][vi][-diff-1]
	default:
		return madeTable[class][c.Doubling][vi][c.Level-1] + diff*overtrickTable[class][c.Doubling][vi]
	}
}

func ExampleScore() {
	c, _ := ParseContract("4S")
	tricks, _ := ParseResult("+1", c)
	fmt.Println(Score(c, West, tricks, 2)) // East-West not vulnerable on board 2
	// Output: -450
}
