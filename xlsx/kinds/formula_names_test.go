package kinds

import (
	"archive/zip"
	"bytes"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/scorebook/scorebook/xlsx/teams"
	"github.com/xuri/excelize/v2"
)

// Names that a spreadsheet would take for a formula if they were typed, or
// written as formulas: a link, the classic command injection, arithmetic, a
// function after Excel's implicit-intersection @.
var formulaNames = []string{`=HYPERLINK("http://x","y")`, `+cmd|' /C calc'!A0`, `-2+3`, `@SUM(A1)`}

// Pair and player names, team names and identifiers, croquet players and
// events that look like formulas are written as text in every tool sheet,
// never as formulas: members open the results in programs that would run
// them.
func TestFormulaLookingNamesAreWrittenAsText(t *testing.T) {
	n := formulaNames
	dir := t.TempDir()

	pairsPath := filepath.Join(dir, "pairs.xlsx")
	xlsxtest.WriteBook(t, pairsPath,
		xlsxtest.Sheet("Event", "Setting,Value", []any{"Title", n[0]}),
		xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", []any{"=1+1", n[0], n[1]}, []any{"@2", n[2], n[3]},
			[]any{"3", "Eve", "Fay"}, []any{"4", "Gus", "Hal"}),
		xlsxtest.Sheet("Results", "Board,NS,EW,Score", []any{1, "=1+1", "@2", 420}, []any{1, 3, 4, 450},
			[]any{2, "=1+1", "@2", -50}, []any{2, 3, 4, 100}))
	scorePairs(t, pairsPath, pairsPath)
	checkText(t, pairsPath, pairs.Kind{}.Writes(), append(n, "=1+1", "@2"))

	teamsPath := filepath.Join(dir, "teams.xlsx")
	xlsxtest.WriteBook(t, teamsPath,
		xlsxtest.Sheet("Teams", "Team,Name,Players", []any{"=T1", n[0], n[1] + ", " + n[2]}, []any{"-1", n[3], "Ann"}),
		xlsxtest.Sheet("Results", "Round,Board,NS,EW,Score", []any{1, 1, "=T1", "-1", 420}, []any{1, 1, "-1", "=T1", -400}))
	scoreTeams(t, teamsPath, teamsPath)
	checkText(t, teamsPath, teams.Kind{}.Writes(), append(n, "=T1", "-1"))

	gradingPath := filepath.Join(dir, "grading.xlsx")
	xlsxtest.WriteBook(t, gradingPath,
		xlsxtest.Sheet("Grading", "Setting,Value", []any{"Minimum games", 1}, []any{"Title", n[1]}),
		xlsxtest.Sheet("Players", "Player,Index,Grade", []any{n[0], 1881, 1881}, []any{n[1], 1992, 1992}, []any{n[2], 2000, 2000}, []any{n[3], 1500, 1500}),
		xlsxtest.Sheet("Games", "Date,Event,Winner,Loser,Score",
			[]any{"2026-03-01", n[3], n[0], n[1], "26-14"}, []any{"2026-03-02", n[2], n[2], n[3], "26-3"},
			[]any{"2026-03-03", n[0], n[1], n[2], "26-25"}))
	scoreGrading(t, gradingPath, gradingPath)
	checkText(t, gradingPath, grading.Kind{}.Writes(), n)
}

// checkText checks that the tool sheets hold no formula at all, and that
// each of the names appears in them, always in a text cell.
func checkText(t *testing.T, path string, sheets, names []string) {
	t.Helper()
	parts := toolSheetParts(t, path, sheets)
	formula := regexp.MustCompile(`<(\w+:)?f[ >/]`)
	for sheet, xml := range parts {
		if loc := formula.FindIndex(xml); loc != nil {
			t.Errorf("%s: %s holds a formula: %s", filepath.Base(path), sheet, xml[loc[0]:min(len(xml), loc[0]+80)])
		}
	}
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	for _, sheet := range sheets {
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		for r, row := range rows {
			for c, v := range row {
				for _, n := range names {
					// Short identifiers only as the whole cell ("-1" is in
					// "-13.00"); names also within a list of names.
					if v != n && (len(n) < 4 || !strings.Contains(v, n)) {
						continue
					}
					seen[n] = true
					ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
					typ, err := f.GetCellType(sheet, ref)
					if err != nil {
						t.Fatal(err)
					}
					if typ != excelize.CellTypeInlineString && typ != excelize.CellTypeSharedString {
						t.Errorf("%s: %s!%s %q is written as cell type %v, not text", filepath.Base(path), sheet, ref, v, typ)
					}
					if fo, _ := f.GetCellFormula(sheet, ref); fo != "" {
						t.Errorf("%s: %s!%s holds the formula %q", filepath.Base(path), sheet, ref, fo)
					}
				}
			}
		}
	}
	for _, n := range names {
		if !seen[n] {
			t.Errorf("%s: %q is in none of the tool sheets", filepath.Base(path), n)
		}
	}
}

// toolSheetParts returns the XML of the named sheets of a workbook.
func toolSheetParts(t *testing.T, path string, sheets []string) map[string][]byte {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	read := func(p string) []byte {
		for _, f := range zr.File {
			if f.Name == p {
				rc, err := f.Open()
				if err != nil {
					t.Fatal(err)
				}
				defer rc.Close()
				data, err := io.ReadAll(rc)
				if err != nil {
					t.Fatal(err)
				}
				return data
			}
		}
		return nil
	}
	wbPath, list := guard.WorkbookSheets(read)
	rels := guard.ParseRels(read(guard.RelsPath(wbPath)))
	out := map[string][]byte{}
	for _, s := range list {
		for _, want := range sheets {
			if s.Name != want {
				continue
			}
			for _, r := range rels {
				if r.ID == s.RID {
					out[s.Name] = read(guard.Resolve(wbPath, r.Target))
				}
			}
		}
	}
	for _, want := range sheets {
		if len(bytes.TrimSpace(out[want])) == 0 {
			t.Errorf("%s: no sheet %s written", filepath.Base(path), want)
		}
	}
	return out
}
