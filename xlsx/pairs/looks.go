package pairs

import (
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// How results look to members, for the pairs and teams sheets alike.

// IDCell is a pair or team identifier as a cell: a number when it is a
// whole number from 1 (3, so that a sheet's filter sorts 2 before 10 and no
// "number stored as text" mark shows), else text (A12; 03, whose zero
// would be lost; -1, which reads as a formula's minus). A number of more
// than maxIDDigits digits stays text too.
func IDCell(id string) any {
	if len(id) > maxIDDigits {
		return id
	}
	if n, err := strconv.Atoi(id); err == nil && n > 0 && strconv.Itoa(n) == id {
		return n
	}
	return id
}

// maxIDDigits is the most digits an identifier written as a number may
// have: Excel's General format, the identifier columns', shows a number of
// 12 or more digits in scientific notation (123456789012 as 1.23457E+11),
// and a cell keeps 15 significant digits.
const maxIDDigits = 11

// ContractCells are a row's Contract, By and Result as printed: the
// contract with its suit symbol, hearts and diamonds in red.
func ContractCells(r bridge.TravellerLine) (any, any, any) { return ContractCellsIn(lang.English, r) }

// ContractCellsIn are the contract, declarer and result cells in a
// language: the declarer's letter as the language writes it (O for East in
// Dutch), a passed-out board's word; the contract as bridge writes it,
// but for no trumps as the language writes it (nl, fr, de 3SA; pl 3BA).
func ContractCellsIn(l lang.Lang, r bridge.TravellerLine) (any, any, any) {
	if !r.HasContract {
		return nil, nil, nil
	}
	if r.Contract.IsPassedOut() {
		return l.T("Pass"), nil, nil
	}
	return ContractTextIn(l, r.Contract), report.In(l, seatLetters[r.Declarer]), r.Contract.ResultString(r.Tricks)
}

// ContractTextIn is a contract as printed in a language: ContractText, with
// no trumps in the language's letters (3SA, 4BAX).
func ContractTextIn(l lang.Lang, c bridge.Contract) any {
	if l == lang.English || c.Strain != bridge.NoTrump || c.Level < 1 || c.Level > 7 {
		return ContractText(c)
	}
	return strconv.Itoa(c.Level) + l.T("NT") + c.Doubling.String()
}

// seatLetters are the seats' letters, as a traveller's By column writes
// them.
var seatLetters = [4]string{lang.Key("N"), lang.Key("E"), lang.Key("S"), lang.Key("W")}

// ContractText is a contract as printed: 4♥X with a red heart.
func ContractText(c bridge.Contract) any {
	if c.Level >= 1 && c.Level <= 7 {
		return contractTexts[c.Level-1][c.Strain][c.Doubling]
	}
	return c.String()
}

// contractTexts are the contracts as printed, made once: a results sheet
// prints hundreds of thousands of them.
var contractTexts = func() (t [7][5][3]any) {
	for level := 1; level <= 7; level++ {
		for strain := bridge.Clubs; strain <= bridge.NoTrump; strain++ {
			for dbl := bridge.Undoubled; dbl <= bridge.Redoubled; dbl++ {
				c := bridge.Contract{Level: level, Strain: strain, Doubling: dbl}
				var v any = c.String()
				if strain == bridge.Hearts || strain == bridge.Diamonds {
					v = report.Rich{{Text: strconv.Itoa(level)}, {Text: strain.String(), Red: true}, {Text: dbl.String()}}
				}
				t[level-1][strain][dbl] = v
			}
		}
	}
	return t
}()

// LeadCell is an opening lead as printed: ♥K with a red heart, nothing
// for no lead.
func LeadCell(c bridge.Card) any {
	if c.IsZero() {
		return nil
	}
	return leadCells[c.Suit()][c.Rank()]
}

// leadCells are the cards as printed, by suit and rank, made once.
var leadCells = func() (t [4][15]any) {
	for s := bridge.Clubs; s <= bridge.Spades; s++ {
		for r := 2; r <= bridge.Ace; r++ {
			c := bridge.NewCard(s, r)
			var v any = c.String()
			if s == bridge.Hearts || s == bridge.Diamonds {
				text := c.String()
				v = report.Rich{{Text: s.String(), Red: true}, {Text: text[len(s.String()):]}}
			}
			t[s][r] = v
		}
	}
	return t
}()

// NSScoreCell is the NS score as a number for a table score, else as typed.
func NSScoreCell(s bridge.TableScore) any { return NSScoreCellIn(lang.English, s) }

// NSScoreCellIn is the NS score cell in a language: NP as the language
// writes it (NG in Dutch).
func NSScoreCellIn(l lang.Lang, s bridge.TableScore) any {
	switch s.Kind {
	case bridge.Real:
		return s.NS
	case bridge.NotPlayed:
		return l.T("NP")
	}
	return s.String()
}

var seatNames = [4]string{lang.Key("North"), lang.Key("East"), lang.Key("South"), lang.Key("West")}

// BoardNote says who deals a board and who is vulnerable (Law 2).
func BoardNote(board int) string { return BoardNoteIn(lang.English, board) }

// BoardNoteIn is the board's note in a language.
func BoardNoteIn(l lang.Lang, board int) string {
	var vul string
	switch ns, ew := bridge.Vulnerability(board); {
	case ns && ew:
		vul = l.T("all vulnerable")
	case ns:
		vul = l.T("N-S vulnerable")
	case ew:
		vul = l.T("E-W vulnerable")
	default:
		vul = l.T("none vulnerable")
	}
	return l.F("Dealer %s", report.In(l, seatNames[bridge.Dealer(board)])) + " · " + vul
}

// suitLine is one suit of a hand as printed: "♥ K J 10 4", the symbol red
// for hearts and diamonds, a dash for a void.
func suitLine(s deal.Suit, h deal.Holding) report.Rich {
	cards := h.String()
	if h == 0 {
		cards = "—"
	}
	spaced := strings.Join(strings.Split(strings.ReplaceAll(cards, "10", "T"), ""), " ")
	spaced = strings.ReplaceAll(spaced, "T", "10")
	return report.Rich{{Text: s.String(), Red: s == deal.Hearts || s == deal.Diamonds}, {Text: " " + spaced}}
}

// HandLines lay out a deal as a hand diagram, the four hands at the
// compass points: North's and South's in column mid, West's in column
// left and East's in column right, each headed by its seat and its
// high-card points ("North 12"). With the
// deal's double-dummy table (a nil t leaves it out), beside South's hand
// stand the contracts each declarer makes: a header of the strains NT ♠ ♥
// ♦ ♣ in the five columns grid, then a line per declarer (N S E W, named in
// column right) with the highest level made in each strain, "–" when not
// even one; and under the diagram a note of the board's par.
func HandLines(d deal.Deal, t *dd.Table, board int, left, mid, right int, grid [5]int, width int) []report.Line {
	return HandLinesIn(lang.English, d, t, board, left, mid, right, grid, width)
}

// HandLinesIn are the hand diagram's lines in a language: the seats'
// names, Makes and Par in its words.
func HandLinesIn(l lang.Lang, d deal.Deal, t *dd.Table, board int, left, mid, right int, grid [5]int, width int) []report.Line {
	line := func(cells map[int]any) report.Line {
		l := report.Line{Kind: report.Diagram, Cells: make([]any, width)}
		for c, v := range cells {
			l.Cells[c] = v
		}
		return l
	}
	var lines []report.Line
	head := func(seat bridge.Seat) report.Rich {
		return report.Rich{{Text: report.In(l, seatNames[seat]), Bold: true}, {Text: " " + strconv.Itoa(d[seat].HCP())}}
	}
	hand := func(seat bridge.Seat, col int) {
		lines = append(lines, line(map[int]any{col: head(seat)}))
		for s := deal.Spades; s <= deal.Clubs; s++ {
			lines = append(lines, line(map[int]any{col: suitLine(s, d[seat][s])}))
		}
	}
	hand(bridge.North, mid)
	lines = append(lines, line(map[int]any{left: head(bridge.West), right: head(bridge.East)}))
	for s := deal.Spades; s <= deal.Clubs; s++ {
		lines = append(lines, line(map[int]any{left: suitLine(s, d[bridge.West][s]), right: suitLine(s, d[bridge.East][s])}))
	}
	south := len(lines)
	hand(bridge.South, mid)
	if t == nil {
		return lines
	}
	lines[south].Cells[right] = report.Rich{{Text: l.T("Makes"), Bold: true}}
	for i := range ddStrains {
		lines[south].Cells[grid[i]] = strainHeads[i]
		if i == 0 {
			lines[south].Cells[grid[i]] = l.T("NT")
		}
	}
	for n, seat := range makesSeats {
		lg, l := l, lines[south+1+n]
		l.Cells[right] = report.Rich{{Text: report.In(lg, seatLetters[seat]), Bold: true}}
		for i, s := range ddStrains {
			l.Cells[grid[i]] = makesCell(t[seat][s])
		}
	}
	par := append(report.Rich{{Text: l.T("Par: ")}}, ParLineIn(l, ParOf(*t, board))...)
	return append(lines, report.Line{Kind: report.Note, Cells: []any{par}})
}

// makesCell is what a declarer makes in a strain, taking tricks double
// dummy, as the makes table shows it: the level ("4" for ten tricks), "–"
// when not even one. Text, as the strains above it are, to line up with
// them.
func makesCell(tricks int) string {
	if tricks >= 7 {
		return strconv.Itoa(tricks - 6)
	}
	return "–"
}

// makesSeats are the declarers in the order the makes table lists them.
var makesSeats = [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}

// ddStrains are the strains of a makeable-contracts table, in the order
// hand records print them; strainHeads their headings, red for hearts and
// diamonds.
var (
	ddStrains   = [5]bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs}
	strainHeads = [5]any{"NT", "♠", report.Rich{{Text: "♥", Red: true}}, report.Rich{{Text: "♦", Red: true}}, "♣"}
)

// ParLine is a board's par as the traveller prints it: "4♠ by N/S, NS
// +420", "5♥X by E, NS +300", "passed out" (see dd.ParText), the suit red
// for hearts and diamonds.
func ParLine(p dd.ParResult) report.Rich { return ParLineIn(lang.English, p) }

// ParLineIn is the par in a language: "passed out", and "by", in its
// words; the contract, seats and score as bridge writes them.
func ParLineIn(l lang.Lang, p dd.ParResult) report.Rich {
	text := strings.TrimPrefix(dd.ParText(p), "Par: ")
	if p.PassedOut() {
		text = l.T("passed out")
	} else if contract, rest, ok := strings.Cut(text, " by "); ok {
		// rest is the declarers, the side and its score: "N/S, NS +1510".
		side, tail, _ := strings.Cut(rest, ", ")
		seats := strings.Split(side, "/")
		for i, seat := range seats {
			for s, letter := range seatLetters {
				if seat == bridge.Seat(s).String() {
					seats[i] = report.In(l, letter)
				}
			}
		}
		pair, score, _ := strings.Cut(tail, " ")
		if pair == "NS" || pair == "EW" {
			pair = report.In(l, pair)
		}
		text = l.F("%s by %s", contract, strings.Join(seats, "/")) + ", " + pair + " " + score
	}
	for _, s := range []string{"♥", "♦"} {
		if before, after, ok := strings.Cut(text, s); ok {
			return report.Rich{{Text: before}, {Text: s, Red: true}, {Text: after}}
		}
	}
	return report.Rich{{Text: text}}
}
