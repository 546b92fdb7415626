package xlsxtest

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"testing"

	"github.com/scorebook/scorebook/xlsx"
)

// DirectorPartsKept fails unless every part of the original but the
// bookkeeping comes back byte for byte, but for the one change scorebook
// makes in a director's sheet: which tab is selected (the tabSelected flag
// of its sheet view), for the workbook to open on its results.
func DirectorPartsKept(t testing.TB, orig, after map[string][]byte) {
	t.Helper()
	for _, e := range DirectorPartsChanged(orig, after) {
		t.Error(e)
	}
}

// DirectorPartsChanged says which parts DirectorPartsKept finds changed.
func DirectorPartsChanged(orig, after map[string][]byte) []string {
	var out []string
	for name, data := range orig {
		if Bookkeeping(name) {
			continue
		}
		got, ok := after[name]
		if !ok {
			out = append(out, fmt.Sprintf("part %s is gone after scoring", name))
		} else if !bytes.Equal(got, data) && !bytes.Equal(Unselected(got), Unselected(data)) {
			out = append(out, fmt.Sprintf("part %s changed after scoring", name))
		}
	}
	sort.Strings(out)
	return out
}

var tabSelected = regexp.MustCompile(`(<(?:\w+:)?sheetView\b[^>]*?)\s+tabSelected\s*=\s*("[^"]*"|'[^']*')`)

// Unselected is a worksheet part without the tabSelected flag of its sheet
// views.
func Unselected(part []byte) []byte { return tabSelected.ReplaceAll(part, []byte("$1")) }

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
