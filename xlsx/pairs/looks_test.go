package pairs

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// show writes a cell as the tests compare it: text as it is, a number
// with its type (420 is "int 420", so that a number stored as text shows),
// nil as "nil", and rich text with its look: a red run in [brackets], a
// bold one in *stars* (empty runs show nothing).
func show(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case string:
		return x
	case report.Rich:
		var b strings.Builder
		for _, r := range x {
			switch {
			case r.Text == "":
			case r.Red && r.Bold:
				b.WriteString("*[" + r.Text + "]*")
			case r.Red:
				b.WriteString("[" + r.Text + "]")
			case r.Bold:
				b.WriteString("*" + r.Text + "*")
			default:
				b.WriteString(r.Text)
			}
		}
		return b.String()
	}
	return fmt.Sprintf("%T %v", v, v)
}

// An identifier is a number when it is a positive whole number written as
// Excel would write that number; otherwise the text as typed.
func TestIDCell(t *testing.T) {
	for _, tc := range []struct {
		id   string
		want any
	}{
		{"3", 3},
		{"10", 10},
		{"127", 127},
		{"03", "03"},   // the zero would be lost
		{"007", "007"}, // so would these
		{"A12", "A12"},
		{"12A", "12A"},
		{"-1", "-1"}, // reads as a formula's minus
		{"0", "0"},   // identifiers start at 1
		{"1.5", "1.5"},
		{"1e3", "1e3"},
		{"+3", "+3"},
		{" 3", " 3"},
		{"", ""},
		// Excel's General format (the identifier columns' format) shows a
		// number of 12 or more digits in scientific notation, 1.23457E+11,
		// and keeps no more than 15 significant digits ("Available number
		// formats in Excel", "Excel specifications and limits"): a long
		// member or team number stays text, as typed.
		{"12345678901", 12345678901},
		{"123456789012", "123456789012"},
		{"12345678901234567890", "12345678901234567890"}, // beyond int64 too
	} {
		got := IDCell(tc.id)
		if show(got) != show(tc.want) {
			t.Errorf("IDCell(%q) = %s, want %s", tc.id, show(got), show(tc.want))
		}
	}
}

func contract(level int, s bridge.Strain, d bridge.Doubling) bridge.Contract {
	return bridge.Contract{Level: level, Strain: s, Doubling: d}
}

// A traveller line's Contract, By and Result as printed. The results are
// worked from the tricks: a contract of level L needs L + 6 tricks (Law
// 77), so 4♥ with 9 tricks is one down, -1; 3NT with 9 made exactly, =.
func TestContractCells(t *testing.T) {
	for _, tc := range []struct {
		name string
		line bridge.TravellerLine
		want [3]string
	}{
		{"doubled heart game one down",
			bridge.TravellerLine{HasContract: true, Contract: contract(4, bridge.Hearts, bridge.Doubled), Declarer: bridge.South, Tricks: 9},
			[3]string{"4[♥]X", "S", "-1"}},
		{"no trumps made exactly",
			bridge.TravellerLine{HasContract: true, Contract: contract(3, bridge.NoTrump, bridge.Undoubled), Declarer: bridge.North, Tricks: 9},
			[3]string{"3NT", "N", "="}},
		{"spades with an overtrick",
			bridge.TravellerLine{HasContract: true, Contract: contract(4, bridge.Spades, bridge.Undoubled), Declarer: bridge.West, Tricks: 11},
			[3]string{"4♠", "W", "+1"}}, // 11 − 10
		{"redoubled diamonds made",
			bridge.TravellerLine{HasContract: true, Contract: contract(2, bridge.Diamonds, bridge.Redoubled), Declarer: bridge.East, Tricks: 8},
			[3]string{"2[♦]XX", "E", "="}},
		{"clubs two down",
			bridge.TravellerLine{HasContract: true, Contract: contract(1, bridge.Clubs, bridge.Undoubled), Declarer: bridge.South, Tricks: 5},
			[3]string{"1♣", "S", "-2"}}, // 5 − 7
		{"grand slam in hearts, all thirteen",
			bridge.TravellerLine{HasContract: true, Contract: contract(7, bridge.Hearts, bridge.Undoubled), Declarer: bridge.East, Tricks: 13},
			[3]string{"7[♥]", "E", "="}},
		{"seven down",
			bridge.TravellerLine{HasContract: true, Contract: contract(7, bridge.NoTrump, bridge.Doubled), Declarer: bridge.North, Tricks: 6},
			[3]string{"7NTX", "N", "-7"}},
		{"passed out: no declarer, no result",
			bridge.TravellerLine{HasContract: true, Contract: bridge.PassedOut},
			[3]string{"Pass", "nil", "nil"}},
		{"a score typed without a contract",
			bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Real, NS: 420}},
			[3]string{"nil", "nil", "nil"}},
		{"an artificial score",
			bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Artificial, NSAward: bridge.Award{Kind: bridge.AveragePlus}, EWAward: bridge.Award{Kind: bridge.AverageMinus}}},
			[3]string{"nil", "nil", "nil"}},
	} {
		c, by, result := ContractCells(tc.line)
		if got := [3]string{show(c), show(by), show(result)}; got != tc.want {
			t.Errorf("%s: ContractCells = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// A contract in no trumps is written as the language writes no trumps (the
// catalogues' NT row: nl, fr, de SA, sans atout; pl BA, bez atu; nb NT, as
// the NBF magazine; el ΧΑ); the other strains keep their symbols, the
// declarer its language's letter (O for East in Dutch, Law 2's Oost).
func TestContractCellsIn(t *testing.T) {
	nt := bridge.TravellerLine{HasContract: true, Contract: contract(3, bridge.NoTrump, bridge.Doubled), Declarer: bridge.East, Tricks: 9}
	spades := bridge.TravellerLine{HasContract: true, Contract: contract(4, bridge.Spades, bridge.Undoubled), Declarer: bridge.North, Tricks: 10}
	for _, tc := range []struct {
		l        lang.Lang
		nt, by   string
		spadesBy string
	}{
		{lang.English, "3NTX", "E", "N"},
		{lang.Dutch, "3SAX", "O", "N"},
		{lang.French, "3SAX", "E", "N"},
		{lang.German, "3SAX", "O", "N"},
		{lang.Polish, "3BAX", "E", "N"},
		{lang.Norwegian, "3NTX", "Ø", "N"},
	} {
		c, by, _ := ContractCellsIn(tc.l, nt)
		if show(c) != tc.nt || show(by) != tc.by {
			t.Errorf("%s: 3NTX by East is %q by %q, want %q by %q", tc.l, show(c), show(by), tc.nt, tc.by)
		}
		c, by, _ = ContractCellsIn(tc.l, spades)
		if show(c) != "4♠" || show(by) != tc.spadesBy {
			t.Errorf("%s: 4♠ by North is %q by %q", tc.l, show(c), show(by))
		}
	}
}

// Every contract prints as its String, with the suit symbol red for hearts
// and diamonds only, and nothing else red or bold.
func TestContractText(t *testing.T) {
	for level := 1; level <= 7; level++ {
		for s := bridge.Clubs; s <= bridge.NoTrump; s++ {
			for d := bridge.Undoubled; d <= bridge.Redoubled; d++ {
				c := contract(level, s, d)
				got := ContractText(c)
				want := c.String()
				if s == bridge.Hearts || s == bridge.Diamonds {
					want = fmt.Sprintf("%d[%s]%s", level, s, d)
					if _, ok := got.(report.Rich); !ok {
						t.Errorf("%s: %T, want rich text", c, got)
					}
				} else if _, ok := got.(string); !ok {
					t.Errorf("%s: %T, want plain text", c, got)
				}
				if show(got) != want {
					t.Errorf("ContractText(%s) = %s, want %s", c, show(got), want)
				}
			}
		}
	}
	// Out of range (no workbook gives one): as the contract's String.
	if got := ContractText(bridge.PassedOut); got != "Pass" {
		t.Errorf("ContractText(passed out) = %s, want Pass", show(got))
	}
	if got := ContractText(contract(8, bridge.Spades, 0)); got != "8♠" {
		t.Errorf("ContractText(8♠) = %s, want 8♠", show(got))
	}
}

// A table score is a number; the other scores are text as a director
// types them.
func TestNSScoreCell(t *testing.T) {
	pct := func(p float64) bridge.Award { return bridge.Award{Kind: bridge.PercentAward, Percent: p} }
	for _, tc := range []struct {
		score bridge.TableScore
		want  string
	}{
		{bridge.TableScore{Kind: bridge.Real, NS: 420}, "int 420"},
		{bridge.TableScore{Kind: bridge.Real, NS: -50}, "int -50"},
		{bridge.TableScore{Kind: bridge.Real, NS: 0}, "int 0"}, // a passed-out board
		{bridge.TableScore{Kind: bridge.Artificial, NSAward: bridge.Award{Kind: bridge.AveragePlus}, EWAward: bridge.Award{Kind: bridge.AverageMinus}}, "A+/A-"},
		{bridge.TableScore{Kind: bridge.Artificial, NSAward: pct(60), EWAward: pct(40)}, "A60/40"},
		{bridge.TableScore{Kind: bridge.Weighted, Parts: []bridge.Part{{Weight: 0.5, Score: 110}, {Weight: 0.5, Score: 140}}}, "50% 110; 50% 140"},
		{bridge.TableScore{Kind: bridge.NotPlayed}, "NP"},
	} {
		if got := show(NSScoreCell(tc.score)); got != tc.want {
			t.Errorf("NSScoreCell(%+v) = %s, want %s", tc.score, got, tc.want)
		}
	}
}

// Law 2 (Laws of Duplicate Bridge 2017), the table of boards 1 to 16:
// the dealer and the side vulnerable, copied from the Law, not from
// bridge's own table.
var law2 = [16]struct{ dealer, vul string }{
	{"North", "none vulnerable"}, // 1
	{"East", "N-S vulnerable"},   // 2
	{"South", "E-W vulnerable"},  // 3
	{"West", "all vulnerable"},   // 4: both sides
	{"North", "N-S vulnerable"},  // 5
	{"East", "E-W vulnerable"},   // 6
	{"South", "all vulnerable"},  // 7
	{"West", "none vulnerable"},  // 8
	{"North", "E-W vulnerable"},  // 9
	{"East", "all vulnerable"},   // 10
	{"South", "none vulnerable"}, // 11
	{"West", "N-S vulnerable"},   // 12
	{"North", "all vulnerable"},  // 13
	{"East", "none vulnerable"},  // 14
	{"South", "N-S vulnerable"},  // 15
	{"West", "E-W vulnerable"},   // 16
}

// Who deals and who is vulnerable, by Law 2; the Law repeats its table of
// 16 for boards 17 to 32 and each 16 after: board 17 is board 1, 32 is 16,
// 33 is 1 again.
func TestBoardNote(t *testing.T) {
	for board := 1; board <= 16; board++ {
		want := "Dealer " + law2[board-1].dealer + " · " + law2[board-1].vul
		if got := BoardNote(board); got != want {
			t.Errorf("board %d: %q, want %q", board, got, want)
		}
		for _, again := range []int{board + 16, board + 32, board + 16*7} {
			if got := BoardNote(again); got != want {
				t.Errorf("board %d (as board %d): %q, want %q", again, board, got, want)
			}
		}
	}
	// A few written out whole.
	for board, want := range map[int]string{
		1:  "Dealer North · none vulnerable",
		4:  "Dealer West · all vulnerable",
		7:  "Dealer South · all vulnerable",
		12: "Dealer West · N-S vulnerable",
		17: "Dealer North · none vulnerable",
		20: "Dealer West · all vulnerable",
		27: "Dealer South · none vulnerable", // 27 − 16 = 11
		32: "Dealer West · E-W vulnerable",   // as 16
	} {
		if got := BoardNote(board); got != want {
			t.Errorf("board %d: %q, want %q", board, got, want)
		}
	}
}

// holding is a suit's ranks: 14 the ace … 2.
func holding(ranks ...int) deal.Holding {
	var h deal.Holding
	for _, r := range ranks {
		h = h.Add(r)
	}
	return h
}

// A suit as printed: its symbol (red for hearts and diamonds), a space,
// the ranks highest first a space apart, the ten "10" in one piece; a void
// a dash.
func TestSuitLine(t *testing.T) {
	for _, tc := range []struct {
		suit deal.Suit
		h    deal.Holding
		want string
	}{
		{deal.Hearts, holding(13, 11, 10, 4), "[♥] K J 10 4"},
		{deal.Spades, holding(14, 10, 3), "♠ A 10 3"},
		{deal.Diamonds, holding(14), "[♦] A"},
		{deal.Clubs, holding(10), "♣ 10"},
		{deal.Spades, 0, "♠ —"},
		{deal.Hearts, 0, "[♥] —"},
		{deal.Diamonds, holding(10, 9, 2), "[♦] 10 9 2"},
		{deal.Clubs, deal.FullSuit, "♣ A K Q J 10 9 8 7 6 5 4 3 2"},
	} {
		line := suitLine(tc.suit, tc.h)
		if got := show(line); got != tc.want {
			t.Errorf("suitLine(%s, %b) = %q, want %q", tc.suit, tc.h, got, tc.want)
		}
		// The symbol is a run of its own: only it is red.
		if len(line) == 0 || line[0].Text != tc.suit.String() {
			t.Errorf("suitLine(%s): first run %q, want the symbol alone", tc.suit, line)
		}
	}
}

// The PBN standard's example game (PBN 2.1, §1.2): [Deal "N:.63.AKQ987.A9732
// A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"], North's hand first,
// then East's, South's and West's.
const standardDeal = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

// The hand diagram: North's hand in the middle column, West's and East's
// side by side below it in the left and right columns, South's in the
// middle below them; each headed by its seat in bold and its high-card
// points (4 an ace, 3 a king, 2 a queen, 1 a jack): North ♦AKQ ♣A, 4+3+2+4
// = 13; East ♠A ♥KQ ♣QJ, 4+3+2+2+1 = 12; South ♠J ♥J ♣K, 1+1+3 = 5; West
// ♠KQ ♥A ♦J, 3+2+4+1 = 10; 40 in all. The cells were written by hand from
// the deal.
func TestHandLines(t *testing.T) {
	d, err := deal.ParsePBN(standardDeal)
	if err != nil {
		t.Fatal(err)
	}
	const left, mid, right, width = 0, 2, 4, 6
	// Each line's cells, left to right; "" for an empty cell.
	want := [][width]string{
		{"", "", "*North* 13", "", "", ""},
		{"", "", "♠ —", "", "", ""},
		{"", "", "[♥] 6 3", "", "", ""},
		{"", "", "[♦] A K Q 9 8 7", "", "", ""},
		{"", "", "♣ A 9 7 3 2", "", "", ""},
		{"*West* 10", "", "", "", "*East* 12", ""},
		{"♠ K Q 10 2", "", "", "", "♠ A 8 6 5 4", ""},
		{"[♥] A 10", "", "", "", "[♥] K Q 5", ""},
		{"[♦] J 6 5 4 2", "", "", "", "[♦] 10", ""},
		{"♣ 8 5", "", "", "", "♣ Q J 10 6", ""},
		{"", "", "*South* 5", "", "", ""},
		{"", "", "♠ J 9 7 3", "", "", ""},
		{"", "", "[♥] J 9 8 7 4 2", "", "", ""},
		{"", "", "[♦] 3", "", "", ""},
		{"", "", "♣ K 4", "", "", ""},
	}
	lines := HandLines(d, nil, 1, left, mid, right, [5]int{}, width)
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d", len(lines), len(want))
	}
	for i, l := range lines {
		if l.Kind != report.Diagram {
			t.Errorf("line %d: kind %v, want Diagram", i+1, l.Kind)
		}
		if len(l.Cells) != width {
			t.Errorf("line %d: %d cells, want %d", i+1, len(l.Cells), width)
			continue
		}
		var got [width]string
		for c, v := range l.Cells {
			if v != nil {
				got[c] = show(v)
			}
		}
		if got != want[i] {
			t.Errorf("line %d: %q, want %q", i+1, got, want[i])
		}
	}
}

// The diagram's columns are the caller's: the traveller's are its Board,
// NS names and EW names columns, in a sheet of 13.
func TestHandLinesColumns(t *testing.T) {
	d, err := deal.ParsePBN(standardDeal)
	if err != nil {
		t.Fatal(err)
	}
	lines := HandLines(d, nil, 1, 1, 5, 9, [5]int{}, 13)
	at := func(line, col int) string { return show(lines[line].Cells[col]) }
	for _, c := range []struct {
		line, col int
		want      string
	}{
		{0, 5, "*North* 13"}, {1, 5, "♠ —"},
		{5, 1, "*West* 10"}, {5, 9, "*East* 12"}, {9, 1, "♣ 8 5"}, {9, 9, "♣ Q J 10 6"},
		{10, 5, "*South* 5"}, {14, 5, "♣ K 4"},
	} {
		if got := at(c.line, c.col); got != c.want {
			t.Errorf("line %d column %d: %q, want %q", c.line+1, c.col, got, c.want)
		}
	}
}

// With the deal's double-dummy table, beside South's hand stand the
// contracts each declarer makes and, under the diagram, the par. The deal
// gives each hand a whole suit (North the spades, East the hearts, South
// the diamonds, West the clubs): with a suit as trumps its holder ruffs the
// first lead and cashes his trumps, so his side takes all 13 tricks whoever
// declares; at notrump the opening leader runs his suit and the declarer's
// side takes none. So N and S make 7♠ and 7♦, E and W 7♥ and 7♣, and no
// notrump. Par on board 1 (North deals, none vulnerable): North-South,
// speaking first, bid 7♠, which outranks East-West's grand slams (7NT
// doubled would go 13 down): NS +1510.
func TestHandLinesAnalysis(t *testing.T) {
	d, err := deal.ParsePBN("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
	if err != nil {
		t.Fatal(err)
	}
	var tab dd.Table
	for _, seat := range []bridge.Seat{bridge.North, bridge.South} {
		tab[seat][bridge.Spades], tab[seat][bridge.Diamonds] = 13, 13
	}
	for _, seat := range []bridge.Seat{bridge.East, bridge.West} {
		tab[seat][bridge.Hearts], tab[seat][bridge.Clubs] = 13, 13
	}
	const left, mid, right, width = 0, 1, 2, 8
	grid := [5]int{3, 4, 5, 6, 7}
	lines := HandLines(d, &tab, 1, left, mid, right, grid, width)
	if len(lines) != 16 {
		t.Fatalf("%d lines, want 15 of the diagram and the par", len(lines))
	}
	row := func(i int) []string {
		var out []string
		for _, v := range lines[i].Cells[right:] {
			out = append(out, show(v))
		}
		return out
	}
	for i, want := range [][]string{
		{"*Makes*", "NT", "♠", "[♥]", "[♦]", "♣"},
		{"*N*", "–", "7", "–", "7", "–"},
		{"*S*", "–", "7", "–", "7", "–"},
		{"*E*", "–", "–", "7", "–", "7"},
		{"*W*", "–", "–", "7", "–", "7"},
	} {
		if got := row(10 + i); !slices.Equal(got, want) {
			t.Errorf("line %d: %q, want %q", 11+i, got, want)
		}
		if lines[10+i].Kind != report.Diagram {
			t.Errorf("line %d is not part of the diagram", 11+i)
		}
	}
	for i := range 10 { // North's and the side hands' lines have nothing right of East
		for c := right + 1; c < width; c++ {
			if v := lines[i].Cells[c]; v != nil {
				t.Errorf("line %d column %d: %v", i+1, c, v)
			}
		}
	}
	par := lines[15]
	if par.Kind != report.Note || show(par.Cells[0]) != "Par: 7♠ by N/S, NS +1510" {
		t.Errorf("par line %v %q", par.Kind, show(par.Cells[0]))
	}
}

// The hand diagram in Dutch (issue 24): the seats, Makes and the par in
// the words of the NBB's pages (internal/lang/words/nl.tsv): Noord, Maakt,
// and "7♠ door N/Z, NZ +1510" for TestHandLinesAnalysis's par.
func TestHandLinesInDutch(t *testing.T) {
	d, err := deal.ParsePBN("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
	if err != nil {
		t.Fatal(err)
	}
	var tab dd.Table
	for _, seat := range []bridge.Seat{bridge.North, bridge.South} {
		tab[seat][bridge.Spades], tab[seat][bridge.Diamonds] = 13, 13
	}
	for _, seat := range []bridge.Seat{bridge.East, bridge.West} {
		tab[seat][bridge.Hearts], tab[seat][bridge.Clubs] = 13, 13
	}
	lines := HandLinesIn(lang.Dutch, d, &tab, 1, 0, 1, 2, [5]int{3, 4, 5, 6, 7}, 8)
	if got := show(lines[0].Cells[1]); got != "*Noord* 10" {
		t.Errorf("North's head %q", got)
	}
	if got := show(lines[10].Cells[2]); got != "*Maakt*" {
		t.Errorf("Makes %q", got)
	}
	if got := show(lines[10].Cells[3]); got != "SA" {
		t.Errorf("NT %q", got)
	}
	if got := show(lines[13].Cells[2]); got != "*O*" {
		t.Errorf("East's row %q", got)
	}
	if got := show(lines[15].Cells[0]); got != "Par: 7♠ door N/Z, NZ +1510" {
		t.Errorf("par %q", got)
	}
	if got, want := BoardNoteIn(lang.Dutch, 2), "Gever Oost · NZ kwetsbaar"; got != want {
		t.Errorf("board 2's note %q, want %q", got, want)
	}
}
