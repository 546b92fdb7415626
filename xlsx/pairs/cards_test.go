package pairs_test

import (
	"html"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/internal/lotest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/xuri/excelize/v2"
)

// calibri are advance widths of Calibri's letters, in its units of 1/2048
// em (from the font's hmtx table); a digit is 1038, the width a column's
// width counts in. Letters not listed are taken as wide as a digit,
// capitals as 1200.
var calibri = map[rune]float64{
	' ': 463, 'a': 981, 'b': 1076, 'c': 866, 'd': 1076, 'e': 1019, 'f': 625, 'g': 964, 'h': 1076,
	'i': 470, 'j': 490, 'k': 931, 'l': 470, 'm': 1636, 'n': 1076, 'o': 1080, 'p': 1076, 'q': 1076,
	'r': 714, 's': 801, 't': 686, 'u': 1076, 'v': 925, 'w': 1464, 'x': 887, 'y': 927, 'z': 809,
	'I': 516, 'J': 653, 'M': 1751, 'W': 1822, '-': 627, '–': 1024, ',': 511, ';': 546, ':': 546, '.': 517,
}

// needWidth is, in characters of the width a column is given in (a digit
// of Calibri 11), what a text needs, with a character to spare; bold is
// taken a tenth wider.
func needWidth(text string, bold bool) float64 {
	w := 0.0
	for _, r := range text {
		switch u, ok := calibri[r]; {
		case ok:
			w += u
		case unicode.IsUpper(r):
			w += 1200
		default:
			w += 1038
		}
	}
	w /= 1038
	if bold {
		w *= 1.1
	}
	return w + 1
}

// The table cards and guide cards of the Movement sheet, which stand on
// the tables: Round, Table, NS, EW and Boards right-aligned under
// right-aligned headings, the Note after them indented; every column as
// wide as its longest text measured in Calibri's own widths (bold in a
// card's header), so that an EW pair's
// 7 and the boards 4–6 beside it do not run together. For every movement
// `scorebook new` offers.
func TestMovementCardsAlignAndFit(t *testing.T) {
	const sheet = "Movement"
	for _, m := range movementsToTry(t) {
		path := filepath.Join(t.TempDir(), "new.xlsx")
		if err := xlsx.WriteTemplate(path, templates.PairsFor(m)); err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		need := map[int]float64{} // column: the width its longest text needs
		for r, row := range rows {
			header := len(row) > 0 && row[0] == "Card"
			for c, v := range row {
				if v == "" {
					continue
				}
				need[c] = max(need[c], needWidth(v, header))
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				id, err := f.GetCellStyle(sheet, ref)
				if err != nil {
					t.Fatal(err)
				}
				st, err := f.GetStyle(id)
				if err != nil {
					t.Fatal(err)
				}
				align, indent := "", 0
				if st.Alignment != nil {
					align, indent = st.Alignment.Horizontal, st.Alignment.Indent
				}
				switch {
				case c >= 1 && c <= 5 && align != "right": // Round, Table, NS, EW, Boards
					t.Errorf("%s: %s %q is aligned %q, want right", m.Description, ref, v, align)
				case c == 6 && indent < 1: // Note
					t.Errorf("%s: %s %q has no indent from Boards", m.Description, ref, v)
				}
				if header && (st.Font == nil || !st.Font.Bold) {
					t.Errorf("%s: the header %s %q is not bold", m.Description, ref, v)
				}
			}
		}
		for c, w := range need {
			col, _ := excelize.ColumnNumberToName(c + 1)
			got, err := f.GetColWidth(sheet, col)
			if err != nil {
				t.Fatal(err)
			}
			if got < w {
				t.Errorf("%s: column %s is %.2f wide, its longest text needs %.2f", m.Description, col, got, w)
			}
		}
		f.Close()
	}
}

// word is a word of a PDF page as pdftotext -bbox gives it.
type word struct {
	page             int
	xMin, yMin, xMax float64
	text             string
}

var bboxWord = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</word>`)

// pdfLines are the lines of words of a PDF, by pdftotext -bbox: the words
// of a page at one height, left to right.
func pdfLines(t *testing.T, pdf string) [][]word {
	t.Helper()
	out, err := exec.Command("pdftotext", "-bbox", pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	type key struct {
		page int
		y    float64
	}
	byLine := map[key][]word{}
	var order []key
	page := 0
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, "<page ") {
			page++
		}
		m := bboxWord.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		num := func(s string) float64 { x, _ := strconv.ParseFloat(s, 64); return x }
		w := word{page, num(m[1]), num(m[2]), num(m[3]), html.UnescapeString(m[4])}
		k := key{page, math.Round(w.yMin)}
		if byLine[k] == nil {
			order = append(order, k)
		}
		byLine[k] = append(byLine[k], w)
	}
	var lines [][]word
	for _, k := range order {
		ws := byLine[k]
		sort.Slice(ws, func(i, j int) bool { return ws[i].xMin < ws[j].xMin })
		lines = append(lines, ws)
	}
	return lines
}

// Printed through LibreOffice, every line of a 7-table Mitchell's cards
// (no sit-outs: every seat filled) reads as its fields apart: the card
// (Table 3, EW 9), Round, Table, NS, EW and Boards (a range such as 4-6),
// each number at least a digit's width from the next, so that an EW pair's
// 7 never runs into the boards 4-6 beside it; and the headings stand over
// the right edge of their numbers.
func TestMovementCardsPrintApart(t *testing.T) {
	lotest.Soffice(t)
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("SCOREBOOK_REQUIRE_LIBREOFFICE") == "1" {
			t.Fatal("poppler's pdftotext is required but not installed")
		}
		t.Skip("poppler's pdftotext is not installed")
	}
	m, err := movement.Make(movement.Spec{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "new.xlsx")
	if err := xlsx.WriteTemplate(path, templates.PairsFor(m)); err != nil {
		t.Fatal(err)
	}
	number, boards := regexp.MustCompile(`^\d+$`), regexp.MustCompile(`^\d+[-–]\d+$`)
	cards := map[string]bool{"Table": true, "NS": true, "EW": true, "Pair": true}
	n := 0
	var heads []word // the last header line of cards: Card Round Table NS EW Boards Note
	for _, ws := range pdfLines(t, lotest.Convert(t, path, "pdf")) {
		if len(ws) >= 7 && ws[0].text == "Card" && ws[1].text == "Round" {
			heads = ws
			continue
		}
		if len(ws) < 7 || !cards[ws[0].text] || !number.MatchString(ws[1].text) || heads == nil {
			continue
		}
		n++
		fields := ws[2:7] // Round, Table, NS, EW, Boards
		line := ""
		for _, w := range ws {
			line += w.text + " "
		}
		if !boards.MatchString(fields[4].text) {
			t.Errorf("a card's line has no boards where they belong: %q", line)
			continue
		}
		for i, w := range fields {
			if i < 4 && !number.MatchString(w.text) {
				t.Errorf("a card's line runs its fields together: %q", line)
				break
			}
			digit := (w.xMax - w.xMin) / float64(len(w.text))
			if i > 0 {
				if gap := w.xMin - fields[i-1].xMax; gap < digit {
					t.Errorf("in %q, %q stands %.1f pt from %q, less than a digit (%.1f pt)", line, w.text, gap, fields[i-1].text, digit)
				}
			}
			// Right-aligned under a right-aligned heading: their right
			// edges within a digit of each other.
			if h := heads[1+i]; math.Abs(h.xMax-w.xMax) > digit {
				t.Errorf("in %q, %q ends at %.1f pt and its heading %q at %.1f", line, w.text, w.xMax, h.text, h.xMax)
			}
		}
	}
	// 7 table cards and 7 guide cards (the EW pairs move; the NS pairs
	// stay, and have none), 7 rounds each.
	if want := (7 + 7) * 7; n != want {
		t.Errorf("%d lines of cards printed, want %d", n, want)
	}
}
