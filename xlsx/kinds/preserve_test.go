package kinds

import (
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/scorebook/scorebook/xlsx/teams"
	"github.com/xuri/excelize/v2"
)

// scorePairs, scoreTeams and scoreGrading run the whole path of their kind
// on a workbook, as `scorebook score` does, and fail the test on any error.
func scorePairs(t *testing.T, path, out string)   { xlsxtest.Score(t, pairs.Kind{}, path, out) }
func scoreTeams(t *testing.T, path, out string)   { xlsxtest.Score(t, teams.Kind{}, path, out) }
func scoreGrading(t *testing.T, path, out string) { xlsxtest.Score(t, grading.Kind{}, path, out) }

func TestDirectorPartsComeBackByteForByte(t *testing.T) {
	for _, tt := range []struct {
		fixture string
		score   func(t *testing.T, path, out string)
		sheets  []string
	}{
		{"testdata/director.xlsx", scorePairs, pairs.Kind{}.Writes()},
		{"testdata/director-lo.xlsx", scorePairs, pairs.Kind{}.Writes()},
		{"testdata/teams-director.xlsx", scoreTeams, teams.Kind{}.Writes()},
		{"testdata/teams-director-lo.xlsx", scoreTeams, teams.Kind{}.Writes()},
	} {
		t.Run(filepath.Base(tt.fixture), func(t *testing.T) {
			path := xlsxtest.CopyTo(t, tt.fixture, t.TempDir())
			orig := xlsxtest.ReadZip(t, path)
			tt.score(t, path, "")
			first := xlsxtest.ReadZip(t, path)
			xlsxtest.DirectorPartsKept(t, orig, first)
			xlsxtest.ToolSheetsOwned(t, path, tt.sheets)
			// A second run on the unchanged workbook gives the same file.
			tt.score(t, path, "")
			second := xlsxtest.ReadZip(t, path)
			if len(second) != len(first) {
				t.Errorf("second run: %d parts, first run %d", len(second), len(first))
			}
			for name, data := range first {
				if !bytes.Equal(second[name], data) {
					t.Errorf("second run changed part %s", name)
				}
			}
			entries, _ := os.ReadDir(filepath.Dir(path))
			if len(entries) != 1 {
				t.Errorf("the folder holds %d files after scoring, want only the workbook", len(entries))
			}
		})
	}
}

func TestOutLeavesTheInputUntouched(t *testing.T) {
	dir := t.TempDir()
	path := xlsxtest.CopyTo(t, "testdata/director.xlsx", dir)
	before, _ := os.ReadFile(path)
	out := filepath.Join(dir, "scored.xlsx")
	scorePairs(t, path, out)
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Error("--out changed the input workbook")
	}
	xlsxtest.ToolSheetsOwned(t, out, pairs.Kind{}.Writes())
}

// The results move to the front of the tab order (issue 30): a director's
// print area and print titles, scoped to their sheet by its position, are
// renumbered with it, in workbooks from openpyxl and from LibreOffice.
func TestSheetScopedNamesFollowTheirSheets(t *testing.T) {
	for _, fixture := range []string{"testdata/director.xlsx", "testdata/director-lo.xlsx"} {
		t.Run(filepath.Base(fixture), func(t *testing.T) {
			path := xlsxtest.CopyTo(t, fixture, t.TempDir())
			parts := xlsxtest.ReadZip(t, path)
			wb := string(parts["xl/workbook.xml"])
			// Results is the third sheet (localSheetId 2) in both.
			if i := strings.Index(wb, `name="Results"`); i < 0 || strings.Count(wb[:i], "<sheet ") != 3 {
				t.Fatalf("Results is not the third sheet of %s", fixture)
			}
			names := `<definedName name="_xlnm.Print_Area" localSheetId="2">Results!$A$1:$H$17</definedName>` +
				`<definedName name="_xlnm.Print_Titles" localSheetId="2">Results!$1:$1</definedName>`
			wb = strings.Replace(wb, "<definedName ", names+"<definedName ", 1)
			parts["xl/workbook.xml"] = []byte(wb)
			xlsxtest.WriteZip(t, path, parts)
			scorePairs(t, path, "")
			scorePairs(t, path, "")
			after := xlsxtest.ReadZip(t, path)
			for _, e := range xlsxtest.WorkbookKept([]byte(wb), after["xl/workbook.xml"]) {
				t.Error(e)
			}
			f, err := excelize.OpenFile(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			got := map[string]string{}
			for _, d := range f.GetDefinedName() {
				if strings.HasPrefix(d.Name, "_xlnm.Print_") && strings.Contains(d.RefersTo, "Results") {
					got[d.Name] = d.Scope
				}
			}
			if got["_xlnm.Print_Area"] != "Results" || got["_xlnm.Print_Titles"] != "Results" {
				t.Errorf("the print area and titles are scoped to %v", got)
			}
			if list := f.GetSheetList(); list[0] != "Ranking" || list[5] != "Results" {
				t.Errorf("the sheets are %v", list)
			}
		})
	}
}

// A director's sheet over 16 MiB of XML (guard.StreamedPart), which
// excelize keeps in a temporary file, is copied from the workbook's file as
// the save reaches it rather than read back whole: it comes back byte for
// byte, scored in place (twice) and to --out, the scored sheets as with a
// small one.
func TestLargeDirectorSheetComesBackByteForByte(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 17 MB sheet")
	}
	dir := t.TempDir()
	rows := make([][]any, 0, 120000)
	for i := range 120000 {
		rows = append(rows, []any{i + 1, "a director's note on the night, kept as it was typed & <so>", "Zoë"})
	}
	path := filepath.Join(dir, "large.xlsx")
	xlsxtest.AddSheets(t, "testdata/director.xlsx", path, xlsxtest.AddedSheet{Name: "Notes", Rows: rows})
	orig := xlsxtest.ReadZip(t, path)
	large := ""
	for name, data := range orig {
		if strings.HasPrefix(name, "xl/worksheets/") && len(data) > 16<<20 {
			large = name
		}
	}
	if large == "" {
		t.Fatal("no worksheet part over 16 MiB: the test does not reach the streamed copy")
	}
	out := filepath.Join(dir, "scored.xlsx")
	scorePairs(t, path, out)
	xlsxtest.DirectorPartsKept(t, orig, xlsxtest.ReadZip(t, out))
	xlsxtest.ToolSheetsOwned(t, out, pairs.Kind{}.Writes())
	scorePairs(t, path, "")
	first := xlsxtest.ReadZip(t, path)
	xlsxtest.DirectorPartsKept(t, orig, first)
	if !bytes.Equal(xlsxtest.Unselected(first[large]), xlsxtest.Unselected(orig[large])) {
		t.Errorf("%s changed after scoring", large)
	}
	scorePairs(t, path, "")
	second := xlsxtest.ReadZip(t, path)
	for name, data := range first {
		if !bytes.Equal(second[name], data) {
			t.Errorf("second run changed part %s", name)
		}
	}
}

// A tool's sheet over 16 MiB in the file (a large event scored before) is
// written anew when the workbook is scored again, never copied from the
// file as a director's large sheet is: scoring the workbook whose Ranking,
// Travellers and Scorecards parts were padded past 16 MiB gives the parts of
// a first scoring, each once.
func TestLargeToolSheetIsWrittenAnew(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 17 MB sheet")
	}
	dir := t.TempDir()
	path := xlsxtest.CopyTo(t, "testdata/director.xlsx", dir)
	orig := xlsxtest.ReadZip(t, path)
	scorePairs(t, path, "")
	first := xlsxtest.ReadZip(t, path)
	padded := 0
	parts := map[string][]byte{}
	for name, data := range first {
		parts[name] = data
		if _, ok := orig[name]; ok || !strings.HasPrefix(name, "xl/worksheets/sheet") {
			continue
		}
		var pad bytes.Buffer
		for r := 1000000; pad.Len() <= 17<<20; r++ {
			fmt.Fprintf(&pad, `<row r="%d"><c r="A%d" t="inlineStr"><is><t>%s</t></is></c></row>`, r, r, strings.Repeat("old ", 50))
		}
		i := bytes.Index(data, []byte("</sheetData>"))
		if i < 0 {
			t.Fatalf("%s has no sheetData end", name)
		}
		parts[name] = append(append(append([]byte{}, data[:i]...), pad.Bytes()...), data[i:]...)
		padded++
	}
	if padded == 0 {
		t.Fatal("no tool sheet part to pad")
	}
	xlsxtest.WriteZip(t, path, parts)
	scorePairs(t, path, "")
	second := xlsxtest.ReadZip(t, path)
	for name, data := range first {
		if !bytes.Equal(second[name], data) {
			t.Errorf("part %s differs from a first scoring's (%d bytes, want %d)", name, len(second[name]), len(data))
		}
	}
	// Each part once: excelize also copied a large tool sheet's old part
	// from its temporary file, a second entry of the same name.
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	seen := map[string]bool{}
	for _, f := range zr.File {
		if seen[f.Name] {
			t.Errorf("part %s is in the file twice", f.Name)
		}
		seen[f.Name] = true
	}
}
