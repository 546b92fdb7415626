package xlsx

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// Columns widen to fit their longest text (up to maxFitWidth), and a row
// whose wrapped text needs more than one line gets the height for it.
func TestFitWidths(t *testing.T) {
	long := strings.Repeat("Queenie Foster, ", 6) // 96 characters: wraps at maxFitWidth
	spec := report.Sheet{Name: "Test", Cols: []report.Col{report.C("Pair", 6, report.Code), report.C("Score", 9, report.Integer), report.C("Players", 20, report.Wrapped), report.C("MP", 8, report.Dec2)},
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
	if err := b.WriteSheets([]report.Sheet{spec}); err != nil {
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
		if got := pageFooter(lang.English, date); got != want {
			t.Errorf("pageFooter(%q) = %q, want %q", date, got, want)
		}
	}
	if f := pageFooter(lang.English, strings.Repeat("& ", 200)); utf16Len(f) > maxHeader || !strings.HasSuffix(f, "…&RPage &P of &N") {
		t.Errorf("long footer %q (%d characters)", f, utf16Len(f))
	}
}
