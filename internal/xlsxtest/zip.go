package xlsxtest

import (
	"archive/zip"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"testing"

	"github.com/xuri/excelize/v2"
)

// ReadZip returns every part of a workbook by name.
func ReadZip(t testing.TB, path string) map[string][]byte {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	return ZipParts(t, &zr.Reader)
}

// ZipParts reads every part of a zip by name.
func ZipParts(t testing.TB, zr *zip.Reader) map[string][]byte {
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

// CopyTo copies a file (a fixture) into dir, under its own name, and
// returns the copy's path.
func CopyTo(t testing.TB, from, dir string) string {
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

var (
	dimensionRE = regexp.MustCompile(`<dimension ref="([^"]*)"`)
	cellRefRE   = regexp.MustCompile(`<c r="([A-Z]+[0-9]+)"`)
)

// DimensionTrue checks that a worksheet part declares the range its cells
// take (<dimension ref="A1:H45"/>): a reader that trusts it, as openpyxl's
// read-only mode does, sees no cell outside it.
func DimensionTrue(t testing.TB, name string, data []byte) {
	t.Helper()
	m := dimensionRE.FindSubmatch(data)
	if m == nil {
		t.Errorf("%s declares no dimension", name)
		return
	}
	maxCol, maxRow := 1, 1
	for _, c := range cellRefRE.FindAllSubmatch(data, -1) {
		col, row, err := excelize.CellNameToCoordinates(string(c[1]))
		if err == nil {
			maxCol, maxRow = max(maxCol, col), max(maxRow, row)
		}
	}
	last, _ := excelize.CoordinatesToCellName(maxCol, maxRow)
	want := "A1:" + last
	if last == "A1" {
		want = "A1"
	}
	if got := string(m[1]); got != want && got != "A1:"+last {
		t.Errorf("%s declares its range as %s; its cells take %s", name, got, want)
	}
}

// WriteZip writes parts as a workbook at path, in order of their names.
func WriteZip(t testing.TB, path string, parts map[string][]byte) {
	t.Helper()
	names := make([]string, 0, len(parts))
	for n := range parts {
		names = append(names, n)
	}
	sort.Strings(names)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for _, n := range names {
		w, err := zw.Create(n)
		if err == nil {
			_, err = w.Write(parts[n])
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// SetSetting writes a setting's value in a settings sheet (Setting, Value)
// of a workbook on disk: a temporary copy of a sample, whose sheet lists
// the setting.
func SetSetting(t testing.TB, path, sheet, setting, value string) {
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
	for i, r := range rows {
		if len(r) > 0 && r[0] == setting {
			if err := f.SetCellStr(sheet, "B"+strconv.Itoa(i+1), value); err != nil {
				t.Fatal(err)
			}
			if err := f.Save(); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("%s: the %s sheet has no %s row", path, sheet, setting)
}
