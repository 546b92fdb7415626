package kinds

import (
	"encoding/xml"
	"path/filepath"
	"testing"

	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/scorebook/scorebook/xlsx/teams"
)

// Issue 30, item 13: the printed results sheets' footer printed "Printed
// &D", the printing computer's date in its locale's order (12/02/2026
// under a header of 2026-11-24). It prints the event's date, as the page
// header writes it, read back here from each written sheet's XML.
func TestFooterPrintsTheEventsDate(t *testing.T) {
	dir := t.TempDir()
	noDate := filepath.Join(dir, "no-date.xlsx")
	xlsxtest.WriteBook(t, noDate,
		xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", []any{1, "Ann", "Bob"}, []any{2, "Cat", "Dan"}, []any{3, "Eve", "Fay"}, []any{4, "Gus", "Hal"}),
		xlsxtest.Sheet("Results", "Board,NS,EW,Score", []any{1, 1, 2, 420}, []any{1, 3, 4, 450}))
	for _, tc := range []struct {
		book   string
		score  func(t *testing.T, path, out string)
		sheets []string
		header string // the page header's left part: the title and date
		footer string
	}{
		// The Event sheets' Date cells hold the serials 46350 and 46095:
		// 46350 − 25569 = 20781 days after 1970-01-01 is 2026-11-24, and
		// 46095 is 255 days earlier, 2026-03-14.
		{"../../samples/club-night.xlsx", scorePairs, pairs.Kind{}.Writes(), "Tuesday Pairs — 2026-11-24", "&L2026-11-24&RPage &P of &N"},
		{"../../samples/swiss-teams.xlsx", scoreTeams, teams.Kind{}.Writes(), "Hartfield Swiss Teams Congress — 2026-03-14", "&L2026-03-14&RPage &P of &N"},
		// A grading list is dated by its As of, or (as here) its latest
		// game: serial 45926, 45926 − 25569 = 20357 days after 1970-01-01,
		// day 269 of 2025: 26 September 2025, as the header writes it.
		{"../../samples/grading-season.xlsx", scoreGrading, grading.Kind{}.Writes(),
			"Northern Croquet Federation — grading as of 26 September 2025", "&L26 September 2025&RPage &P of &N"},
		// No date at all: the footer has the page number alone.
		{noDate, scorePairs, pairs.Kind{}.Writes(), "no-date", "&RPage &P of &N"},
	} {
		path := xlsxtest.CopyTo(t, tc.book, t.TempDir())
		tc.score(t, path, path)
		parts := toolSheetParts(t, path, tc.sheets)
		if len(parts) != len(tc.sheets) {
			t.Fatalf("%s: %d of the sheets %v written", tc.book, len(parts), tc.sheets)
		}
		for sheet, data := range parts {
			var ws struct {
				Header string `xml:"headerFooter>oddHeader"`
				Footer string `xml:"headerFooter>oddFooter"`
			}
			if err := xml.Unmarshal(data, &ws); err != nil {
				t.Fatal(err)
			}
			if want := "&L&\"-,Bold\"" + tc.header + "&R" + sheet; ws.Header != want {
				t.Errorf("%s %s: header %q, want %q", filepath.Base(tc.book), sheet, ws.Header, want)
			}
			if ws.Footer != tc.footer {
				t.Errorf("%s %s: footer %q, want %q", filepath.Base(tc.book), sheet, ws.Footer, tc.footer)
			}
		}
	}
}
