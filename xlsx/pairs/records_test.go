package pairs_test

import (
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// dealt deals boards 1 to n from a seed, for every session.
func dealt(t *testing.T, n int) (map[pairs.BoardID]deal.Deal, string) {
	t.Helper()
	numbers := make([]int, n)
	for i := range numbers {
		numbers[i] = i + 1
	}
	boards, err := deal.RandomBoards(deal.NewSeeded("hand records"), numbers)
	if err != nil {
		t.Fatal(err)
	}
	deals := map[pairs.BoardID]deal.Deal{}
	for _, b := range boards {
		deals[pairs.BoardID{Board: b.Number}] = b.Deal
	}
	digest, err := deal.Digest(boards)
	if err != nil {
		t.Fatal(err)
	}
	return deals, digest
}

// The Hand Records of 14 boards: a heading block with the digest, then
// rows of three boards side by side, a new page every two rows (six boards
// a page, none split): rows 1–3 4–6 | 7–9 10–12 | 13–14.
func TestHandRecordsSheet(t *testing.T) {
	deals, digest := dealt(t, 14)
	s := pairs.HandRecordsSheet(pairs.Hands{Deals: deals, Digests: map[int]string{0: digest}}, "Session", "Tuesday")
	if s.Name != "Hand Records" || !s.Landscape || s.Blocks == nil || s.Title != "Tuesday" {
		t.Fatalf("sheet %q landscape %v", s.Name, s.Landscape)
	}
	var blocks []report.Block
	s.Blocks(func(b report.Block) error { blocks = append(blocks, b); return nil })
	if len(blocks) != 1+5 {
		t.Fatalf("%d blocks, want a heading and 5 rows of boards", len(blocks))
	}
	head := blocks[0].Lines
	if head[0].Cells[0] != "Hand records" || !strings.HasSuffix(head[1].Cells[0].(string), "SHA-256 of the deals as PBN: "+digest) {
		t.Errorf("heading %v", head)
	}
	var pages []bool
	for _, b := range blocks[1:] {
		pages = append(pages, b.NewPage)
	}
	if want := []bool{false, false, true, false, true}; !slices.Equal(pages, want) {
		t.Errorf("new pages %v, want %v", pages, want)
	}
	// Board 5 is the second of the second row: its columns start at 9
	// (8 a board and one between). Its corner: number, dealer East (Law 2:
	// boards 1, 5, 9, 13 … are dealt by North; 2, 6 … East), N-S vulnerable.
	row := blocks[2].Lines
	d := deals[pairs.BoardID{Board: 5}]
	cell := func(line, col int) string {
		switch v := row[line].Cells[col].(type) {
		case report.Rich:
			return v.String()
		case string:
			return v
		}
		return ""
	}
	for _, c := range []struct {
		line, col int
		want      string
	}{
		{0, 9, "Board 5"}, {1, 9, "Dealer North"}, {2, 9, "N-S vulnerable"},
		{0, 10, "North " + strconv.Itoa(d[0].HCP())}, {5, 9, "West " + strconv.Itoa(d[3].HCP())},
		{5, 11, "East " + strconv.Itoa(d[1].HCP())}, {10, 10, "South " + strconv.Itoa(d[2].HCP())},
		{1, 10, "♠ " + spaced(d[0][deal.Spades])},
	} {
		if got := cell(c.line, c.col); got != c.want {
			t.Errorf("line %d column %d = %q, want %q", c.line, c.col, got, c.want)
		}
	}
	if n := d[0].HCP() + d[1].HCP() + d[2].HCP() + d[3].HCP(); n != 40 {
		t.Errorf("the hands hold %d points", n)
	}
	// The last row holds boards 13 and 14 only.
	last := blocks[5].Lines
	if cell := last[0].Cells[18]; cell != nil {
		t.Errorf("a third board in the last row: %v", cell)
	}
}

// spaced is a holding as a hand diagram prints it: "A K 10 4".
func spaced(h deal.Holding) string {
	s := h.String()
	if s == "—" {
		return s
	}
	s = strings.ReplaceAll(s, "10", "T")
	s = strings.Join(strings.Split(s, ""), " ")
	return strings.ReplaceAll(s, "T", "10")
}

// Written into a workbook, the sheet breaks its printed pages between the
// rows of boards only, every two rows: lines 1–4 are the heading, then
// each row of boards is 15 lines of diagram (no double-dummy tables here,
// so no par) and a gap, 16, so the breaks fall after line 4 + 2·16 = 36
// and 36 + 32 = 68.
func TestHandRecordsPages(t *testing.T) {
	deals, digest := dealt(t, 14)
	path := filepath.Join(t.TempDir(), "book.xlsx")
	xlsxtest.WriteBook(t, path, xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", []any{1, "Ann", "Bob"}))
	b := openBook(t, path)
	if err := b.WriteSheets([]report.Sheet{pairs.HandRecordsSheet(pairs.Hands{Deals: deals, Digests: map[int]string{0: digest}}, "Session", "")}); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	b.Close()
	var sheet string
	for name, part := range xlsxtest.ReadZip(t, path) {
		if strings.HasPrefix(name, "xl/worksheets/") && strings.Contains(string(part), "<rowBreaks") {
			sheet = string(part)
		}
	}
	var breaks []string
	for _, m := range regexp.MustCompile(`<brk id="(\d+)"`).FindAllStringSubmatch(sheet, -1) {
		breaks = append(breaks, m[1])
	}
	if strings.Join(breaks, " ") != "36 68" {
		t.Errorf("page breaks after rows %v, want 36 68", breaks)
	}
}

// The digest `scorebook deal` writes is read back with the deals; a deal
// changed afterwards is a warning at the Digest cell, and the digest is
// dropped.
func TestHandsDigest(t *testing.T) {
	deals, digest := dealt(t, 3)
	path := filepath.Join(t.TempDir(), "book.xlsx")
	xlsxtest.WriteBook(t, path, xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", []any{1, "Ann", "Bob"}))
	b := openBook(t, path)
	if err := b.WriteSheets([]report.Sheet{pairs.HandsSheet(pairs.Hands{Deals: deals, Digests: map[int]string{0: digest}})}); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	b.Close()
	hands, probs := pairs.ReadHands(openBook(t, path))
	if len(probs) > 0 || hands.Digests[0] != digest || len(hands.Deals) != 3 {
		t.Fatalf("digests %v, problems %q", hands.Digests, xlsxtest.Strings(probs))
	}
	// Board 2 with North's and South's hands swapped.
	d := deals[pairs.BoardID{Board: 2}]
	d[0], d[2] = d[2], d[0]
	book := handsBook(t, "Board,Deal,Digest", []any{1, deals[pairs.BoardID{Board: 1}].PBN(0), digest},
		[]any{2, d.PBN(0), digest}, []any{3, deals[pairs.BoardID{Board: 3}].PBN(0), digest})
	hands, probs = pairs.ReadHands(book)
	want := "Hands!C2: the deals are not those the digest was made of"
	if len(probs) != 1 || !probs[0].Warning || !strings.HasPrefix(xlsxtest.String(probs[0]), want) || len(hands.Digests) != 0 || len(hands.Deals) != 3 {
		t.Errorf("problems %q, digests %v; want %q", xlsxtest.Strings(probs), hands.Digests, want)
	}
}
