package kinds

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/scorebook/scorebook/xlsx/teams"
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
