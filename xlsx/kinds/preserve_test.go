package xlsx

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// readZip returns every part of a workbook by name.
func readZip(t *testing.T, path string) map[string][]byte {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	return zipParts(t, &zr.Reader)
}

// zipParts reads every part of a zip by name.
func zipParts(t testing.TB, zr *zip.Reader) map[string][]byte {
	t.Helper()
	parts := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		parts[f.Name] = data
	}
	return parts
}

func copyTo(t *testing.T, from, dir string) string {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	to := filepath.Join(dir, filepath.Base(from))
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return to
}

// scorePairs runs the whole pairs path on a workbook, as `scorebook score`
// does, and fails the test on any error.
func scorePairs(t *testing.T, path, out string) {
	t.Helper()
	b, err := Open(path, OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	pe, res := readAndScore(t, b)
	if err := b.WritePairs(pe, res); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(SaveOptions{Out: out}); err != nil {
		t.Fatal(err)
	}
}

// directorPartsKept fails unless every part of the original but the
// bookkeeping comes back byte for byte.
func directorPartsKept(t *testing.T, orig, after map[string][]byte) {
	t.Helper()
	for name, data := range orig {
		if bookkeeping(name) {
			continue
		}
		got, ok := after[name]
		if !ok {
			t.Errorf("part %s is gone after scoring", name)
		} else if !bytes.Equal(got, data) {
			t.Errorf("part %s changed after scoring", name)
		}
	}
}

// Parts that hold the whole workbook's bookkeeping, which a run may rewrite
// (adding its sheets, styles and its ownership property). Every other part,
// the director's worksheets above all, must come back byte for byte.
func bookkeeping(name string) bool {
	switch name {
	case "[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels",
		"xl/styles.xml", "xl/sharedStrings.xml", "docProps/app.xml", "docProps/core.xml", "docProps/custom.xml":
		return true
	}
	return false
}

func TestDirectorPartsComeBackByteForByte(t *testing.T) {
	for _, tt := range []struct {
		fixture string
		score   func(t *testing.T, path, out string)
		sheets  []string
	}{
		{"testdata/director.xlsx", scorePairs, PairsSheets},
		{"testdata/director-lo.xlsx", scorePairs, PairsSheets},
		{"testdata/teams-director.xlsx", scoreTeamsBook, TeamsSheets},
		{"testdata/teams-director-lo.xlsx", scoreTeamsBook, TeamsSheets},
	} {
		t.Run(filepath.Base(tt.fixture), func(t *testing.T) {
			path := copyTo(t, tt.fixture, t.TempDir())
			orig := readZip(t, path)
			tt.score(t, path, "")
			first := readZip(t, path)
			directorPartsKept(t, orig, first)
			toolSheetsOwned(t, path, tt.sheets)
			// A second run on the unchanged workbook gives the same file.
			tt.score(t, path, "")
			second := readZip(t, path)
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
	path := copyTo(t, "testdata/director.xlsx", dir)
	before, _ := os.ReadFile(path)
	out := filepath.Join(dir, "scored.xlsx")
	scorePairs(t, path, out)
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Error("--out changed the input workbook")
	}
	toolSheetsOwned(t, out, PairsSheets)
}

// toolSheetsOwned checks that the workbook at path has each of the sheets,
// recorded as the tool's.
func toolSheetsOwned(t *testing.T, path string, sheets []string) {
	t.Helper()
	b, err := Open(path, OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	for _, s := range sheets {
		if !b.ownsSheet(s) {
			t.Errorf("%s: %s is not written as the tool's sheet", filepath.Base(path), s)
		}
	}
}
