package xlsx

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/lotest"
	"github.com/xuri/excelize/v2"
)

// A scored director's workbook opens in LibreOffice, and LibreOffice reads
// the same results: a round trip through it keeps every sheet and every
// Ranking value.
func TestScoredWorkbookOpensInLibreOffice(t *testing.T) {
	for _, fixture := range []string{"testdata/director.xlsx", "testdata/director-lo.xlsx"} {
		t.Run(filepath.Base(fixture), func(t *testing.T) {
			path := copyTo(t, fixture, t.TempDir())
			scorePairs(t, path, "")
			scorePairs(t, path, "")
			back := lotest.Convert(t, path, "xlsx")
			want := sheetRows(t, path, "Ranking")
			got := sheetRows(t, back, "Ranking")
			if len(got) != len(want) || len(want) < 2 {
				t.Fatalf("LibreOffice reads %d Ranking rows, scorebook wrote %d", len(got), len(want))
			}
			for i := range want {
				if strings.Join(got[i], "|") != strings.Join(want[i], "|") {
					t.Errorf("Ranking row %d: LibreOffice reads %v, scorebook wrote %v", i+1, got[i], want[i])
				}
			}
			f, err := excelize.OpenFile(back)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if names := strings.Join(f.GetSheetList(), ","); names != "Event,Pairs,Results,Stats,Ranking,Travellers,Scorecards" {
				t.Errorf("LibreOffice sees sheets %s", names)
			}
			pdf := lotest.Convert(t, path, "pdf")
			if info, err := os.Stat(pdf); err != nil || info.Size() < 1000 {
				t.Errorf("LibreOffice printed %s badly: %v", pdf, err)
			}
		})
	}
}

// sheetRows reads a sheet's shown values (numbers as formatted).
func sheetRows(t *testing.T, path, sheet string) [][]string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}
