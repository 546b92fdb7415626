package xlsx

import (
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Numbers are rounded to a cell's 15 significant digits before excelize,
// which would cut the digits after the fifteenth, writes them.
func TestRound15(t *testing.T) {
	for _, c := range []struct{ in, want float64 }{
		{0.55 - 1e-16, 0.55}, // 55% as a quotient can come out
		{3.3999999999999995, 3.4},
		{11.0 / 12, 0.916666666666667},
		{420, 420},
		{-50, -50},
		{2610.4423493162399, 2610.44234931624},
		{1.0 / 3, 0.333333333333333},
		{-2.0 / 3, -0.666666666666667},
		{0, 0},
		{0.19999999999999998, 0.2}, // 1.2 / 6, whose hundredfold rounds to 20 exactly
	} {
		if got := round15(c.in); got != c.want {
			t.Errorf("round15(%v) = %v, want %v", c.in, got, c.want)
		}
	}
	// Whatever the number, what excelize then writes (the shortest digits
	// that read back as it) has at most 15 significant digits, so nothing
	// is cut.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		x := (rng.Float64() - 0.5) * math.Pow(10, float64(rng.IntN(12)-4))
		s := strconv.FormatFloat(round15(x), 'f', -1, 64)
		digits := strings.TrimLeft(strings.NewReplacer("-", "", ".", "").Replace(s), "0")
		if len(strings.TrimRight(digits, "0")) > 15 {
			t.Fatalf("round15(%v) is written as %s", x, s)
		}
		if math.Abs(round15(x)-x) > math.Abs(x)*1e-14 {
			t.Fatalf("round15(%v) = %v", x, round15(x))
		}
	}
}

// Columns widen to fit their longest text (up to maxFitWidth), and a row
// whose wrapped text needs more than one line gets the height for it.
func TestFitWidths(t *testing.T) {
	long := strings.Repeat("Queenie Foster, ", 6) // 96 characters: wraps at maxFitWidth
	spec := Sheet{Name: "Test", Cols: []Col{C("Pair", 6, Code), C("Score", 9, Integer), C("Players", 20, Wrapped), C("MP", 8, Dec2)},
		Rows: [][]any{{"1", 420, "Ann", 1.5}, {"2", "60% -140; 40% -110", long, 2.0}, {"3", "NP", nil, nil}}}
	spec.N = len(spec.Rows)
	spec.Each = func(emit func([]any) error) error {
		for _, r := range spec.Rows {
			if err := emit(r); err != nil {
				return err
			}
		}
		return nil
	}
	widths, err := fitWidths(spec)
	if err != nil {
		t.Fatal(err)
	}
	want := []float64{6, textWidth("60% -140; 40% -110") + 2, maxFitWidth, 8}
	for i := range want {
		if widths[i] != want[i] {
			t.Errorf("column %s: width %v, want %v", spec.Cols[i].Header, widths[i], want[i])
		}
	}

	// Any workbook of the director's will do.
	data, err := os.ReadFile("kinds/testdata/director.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "director.xlsx")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := Open(path, OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	spec.Each = nil
	if err := b.WriteSheets([]Sheet{spec}); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	b2, err := Open(path, OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer b2.Close()
	for row, lines := range map[int]float64{2: 0, 3: 2, 4: 0} {
		h, err := b2.f.GetRowHeight("Test", row)
		if err != nil {
			t.Fatal(err)
		}
		if lines > 0 && h != lineHeight*lines || lines == 0 && h > lineHeight {
			t.Errorf("row %d: height %v, want %v lines", row, h, lines)
		}
	}
	if w, _ := b2.f.GetColWidth("Test", "B"); w != want[1] {
		t.Errorf("Score column width %v in the workbook, want %v", w, want[1])
	}
}

// A title too long for a page header is shortened to fit Excel's 255
// characters, ampersands (written doubled) and all.
func TestPageHeader(t *testing.T) {
	for _, title := range []string{"Club night", strings.Repeat("T", 220), strings.Repeat("A & B ", 60), strings.Repeat("&", 300), strings.Repeat("🂡", 200)} {
		h := pageHeader(title, "Scorecards")
		if n := utf16Len(h); n > maxHeader {
			t.Errorf("header of %d characters for a title of %d", n, len(title))
		}
		if !strings.HasSuffix(h, "&RScorecards") {
			t.Errorf("header %q lost the sheet name", h)
		}
		body := strings.TrimSuffix(strings.TrimPrefix(h, "&L&\"-,Bold\""), "&RScorecards")
		if strings.Count(strings.TrimRight(body, "…"), "&")%2 != 0 {
			t.Errorf("header %q has half an escaped &", h)
		}
	}
	if h := pageHeader("Club night", "Ranking"); h != "&L&\"-,Bold\"Club night&RRanking" {
		t.Errorf("short title: %q", h)
	}
}

// The page footer prints the date as given (issue 30, item 13: never &D,
// the printing computer's date), and a date cell typed as long text is
// shortened to Excel's 255 characters.
func TestPageFooter(t *testing.T) {
	for date, want := range map[string]string{
		"2026-11-24": "&L2026-11-24&RPage &P of &N",
		"":           "&RPage &P of &N",
		"R&A night":  "&LR&&A night&RPage &P of &N",
	} {
		if got := pageFooter(date); got != want {
			t.Errorf("pageFooter(%q) = %q, want %q", date, got, want)
		}
	}
	if f := pageFooter(strings.Repeat("& ", 200)); utf16Len(f) > maxHeader || !strings.HasSuffix(f, "…&RPage &P of &N") {
		t.Errorf("long footer %q (%d characters)", f, utf16Len(f))
	}
}
