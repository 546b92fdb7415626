package xlsxtest

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/scorebook/scorebook/xlsx"
)

// DirectorPartsKept fails unless every part of the original but the
// bookkeeping comes back byte for byte.
func DirectorPartsKept(t testing.TB, orig, after map[string][]byte) {
	t.Helper()
	for name, data := range orig {
		if Bookkeeping(name) {
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

// Bookkeeping reports whether a part holds the whole workbook's
// bookkeeping, which a run may rewrite (adding its sheets, styles and its
// ownership property). Every other part, the director's worksheets above
// all, must come back byte for byte.
func Bookkeeping(name string) bool {
	switch name {
	case "[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels",
		"xl/styles.xml", "xl/sharedStrings.xml", "docProps/app.xml", "docProps/core.xml", "docProps/custom.xml":
		return true
	}
	return false
}

// ToolSheetsOwned checks that the workbook at path has each of the sheets,
// recorded as the tool's.
func ToolSheetsOwned(t testing.TB, path string, sheets []string) {
	t.Helper()
	b, err := xlsx.Open(path, xlsx.OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	for _, s := range sheets {
		if !b.Owns(s) {
			t.Errorf("%s: %s is not written as the tool's sheet", filepath.Base(path), s)
		}
	}
}
