package kinds

import (
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/lotest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/xuri/excelize/v2"
)

// A scored director's workbook opens in LibreOffice, and LibreOffice reads
// the same results: a round trip through it keeps every sheet and every
// Ranking value. The results stand first in the tab order, so the whole
// workbook printed to PDF starts with the Ranking (issue 30).
func TestScoredWorkbookOpensInLibreOffice(t *testing.T) {
	pairsSheets := "Ranking,Travellers,Scorecards,Event,Pairs,Results,Stats"
	for _, tt := range []struct {
		fixture string
		score   func(t *testing.T, path, out string)
		sheets  string
	}{
		{"testdata/director.xlsx", scorePairs, pairsSheets},
		{"testdata/director-lo.xlsx", scorePairs, pairsSheets},
		{"testdata/teams-director.xlsx", scoreTeams, "Ranking,Matches,Travellers,Scorecards,Event,Teams,Results,VP Scale,Stats"},
	} {
		t.Run(filepath.Base(tt.fixture), func(t *testing.T) {
			path := xlsxtest.CopyTo(t, tt.fixture, t.TempDir())
			tt.score(t, path, "")
			tt.score(t, path, "")
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
			if names := strings.Join(f.GetSheetList(), ","); names != tt.sheets {
				t.Errorf("LibreOffice sees sheets %s", names)
			}
			pdf := lotest.Convert(t, path, "pdf")
			if info, err := os.Stat(pdf); err != nil || info.Size() < 1000 {
				t.Errorf("LibreOffice printed %s badly: %v", pdf, err)
			}
			// The first page is the Ranking: its page header names the
			// sheet, and it holds the ranking's first line (under the
			// header row, which a Mitchell's two tables each have under
			// their heading).
			leader := ""
			for r := 0; r+1 < len(want) && leader == ""; r++ {
				for i, h := range want[r] {
					if (h == "Names" || h == "Name") && i < len(want[r+1]) {
						leader = want[r+1][i]
					}
				}
			}
			first := lotest.PageText(t, pdf, 1)
			if leader == "" || !strings.Contains(first, "Ranking") || !strings.Contains(first, leader) {
				t.Errorf("the PDF's first page is not the Ranking (no %q):\n%s", leader, first)
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

// The tool's sheets stay the tool's when the director reorganises the
// workbook: a sheet inserted before Ranking, the workbook saved by
// LibreOffice (which renumbers the sheets' ids), a tool sheet renamed. And a
// director's new sheet that takes the freed name is the director's.
func TestOwnershipSurvivesReorganising(t *testing.T) {
	dir := t.TempDir()
	path := xlsxtest.CopyTo(t, "testdata/director.xlsx", dir)
	scorePairs(t, path, "")

	insertSheetBefore(t, path, "Notes", "Ranking")
	saved := lotest.Convert(t, path, "xlsx")
	if err := os.Rename(saved, path); err != nil {
		t.Fatal(err)
	}
	scorePairs(t, path, "") // the three sheets are still scorebook's

	// The director renames Travellers and makes a sheet of their own with
	// its name: scorebook refuses to write over it, and writes nothing.
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.SetSheetName("Travellers", "Old travellers"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.NewSheet("Travellers"); err != nil {
		t.Fatal(err)
	}
	f.Save()
	f.Close()
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	fs := b.CheckTargets(pairs.Kind{}.Writes()...)
	if len(fs) != 1 || fs[0].Sheet != "Travellers" {
		t.Errorf("director's new Travellers sheet: %v", fs)
	}
	if !b.Owns("Old travellers") || !b.Owns("Ranking") {
		t.Error("the renamed tool sheet or Ranking lost its mark")
	}
}

// blankWorksheet is an empty worksheet part.
const blankWorksheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
	`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
	`<dimension ref="A1"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetData/></worksheet>`

// insertSheetBefore adds an empty sheet before another, as Excel does when a
// director inserts one: the new sheet takes the next id, and the sheet-scoped
// names of the sheets after it shift with them. (excelize's MoveSheet leaves
// those names behind, so it cannot stand in for a spreadsheet program here.)
func insertSheetBefore(t *testing.T, path, name, before string) {
	t.Helper()
	parts := xlsxtest.ReadZip(t, path)
	wb := string(parts["xl/workbook.xml"])
	at := strings.Index(wb, `<sheet name="`+before+`"`)
	if at < 0 {
		t.Fatalf("no sheet %s", before)
	}
	index := strings.Count(wb[:at], "<sheet ")
	wb = wb[:at] + `<sheet xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" name="` + name + `" sheetId="99" r:id="rIdNotes"></sheet>` + wb[at:]
	wb = regexp.MustCompile(`localSheetId="(\d+)"`).ReplaceAllStringFunc(wb, func(m string) string {
		var n int
		fmt.Sscanf(m, `localSheetId="%d"`, &n)
		if n >= index {
			n++
		}
		return fmt.Sprintf(`localSheetId="%d"`, n)
	})
	parts["xl/workbook.xml"] = []byte(wb)
	parts["xl/_rels/workbook.xml.rels"] = []byte(strings.Replace(string(parts["xl/_rels/workbook.xml.rels"]), "</Relationships>",
		`<Relationship Id="rIdNotes" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/notes.xml"/></Relationships>`, 1))
	parts["[Content_Types].xml"] = []byte(strings.Replace(string(parts["[Content_Types].xml"]), "</Types>",
		`<Override PartName="/xl/worksheets/notes.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`, 1))
	parts["xl/worksheets/notes.xml"] = []byte(blankWorksheet)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for n, data := range parts {
		w, _ := zw.Create(n)
		w.Write(data)
	}
	zw.Close()
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
