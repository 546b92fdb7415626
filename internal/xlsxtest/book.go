package xlsxtest

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/xuri/excelize/v2"
)

// Sheet is a test sheet: a header row (the headers separated by commas) and
// rows of typed cells (nil for an empty cell).
func Sheet(name string, header string, rows ...[]any) templates.Sheet {
	s := templates.Sheet{Name: name}
	for _, h := range strings.Split(header, ",") {
		s.Columns = append(s.Columns, templates.Column{Header: h, Width: 10})
	}
	for _, r := range rows {
		s.Rows = append(s.Rows, templates.Row{Cells: r})
	}
	return s
}

// WriteBook writes the sheets as a workbook at path.
func WriteBook(t testing.TB, path string, sheets ...templates.Sheet) {
	t.Helper()
	if err := xlsx.WriteTemplate(path, templates.Template{Sheets: sheets}); err != nil {
		t.Fatal(err)
	}
}

// StyledCell is a value written as a spreadsheet holds it: a date cell, a
// percentage cell, a number with a format that shows text.
type StyledCell struct {
	Value  any
	NumFmt int    // a built-in format: 14 is a date, shown m-d-yy by excelize
	Custom string // or a custom one
}

// SettingsBook writes a workbook of the given sheets (rows of cells, the
// first the header), in the order given, with excelize's ordinary writer; a
// StyledCell is written with its number format. It returns the workbook's
// path, in a temporary folder.
func SettingsBook(t testing.TB, sheets map[string][][]any, order ...string) string {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, name := range order {
		if i == 0 {
			f.SetSheetName("Sheet1", name)
		} else if _, err := f.NewSheet(name); err != nil {
			t.Fatal(err)
		}
		for r, row := range sheets[name] {
			for c, v := range row {
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				sc, styled := v.(StyledCell)
				if styled {
					v = sc.Value
				}
				if err := f.SetCellValue(name, ref, v); err != nil {
					t.Fatal(err)
				}
				if !styled {
					continue
				}
				st := &excelize.Style{NumFmt: sc.NumFmt}
				if sc.Custom != "" {
					st.CustomNumFmt = &sc.Custom
				}
				id, err := f.NewStyle(st)
				if err == nil {
					err = f.SetCellStyle(name, ref, ref, id)
				}
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	path := filepath.Join(t.TempDir(), "settings.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// Open opens a workbook, failing the test when it cannot; it is closed when
// the test ends.
func Open(t testing.TB, path string, opt xlsx.OpenOptions) *xlsx.Book {
	t.Helper()
	b, err := xlsx.Open(path, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// ScoreBook reads and scores an open workbook with a kind, failing the test
// on any error. It returns the scored event and the problems found, which
// are warnings.
func ScoreBook(t testing.TB, k xlsx.Kind, b *xlsx.Book) (xlsx.Scored, []problem.Problem) {
	t.Helper()
	scored, probs := k.Score(b)
	if scored == nil || problem.HasErrors(probs) {
		t.Fatalf("scoring %s: %v", b.Path, probs)
	}
	return scored, probs
}

// Score runs the whole path of a kind on a workbook, as `scorebook score`
// does: open, read and score, check the sheets it writes, write them, save
// to out (in place when out is ""). It fails the test on any error, and
// returns the scored event and the warnings.
func Score(t testing.TB, k xlsx.Kind, path, out string) (xlsx.Scored, []problem.Problem) {
	t.Helper()
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: k.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	scored, probs := ScoreBook(t, k, b)
	if ps := b.CheckTargets(k.Writes()...); len(ps) > 0 {
		t.Fatalf("targets: %v", ps)
	}
	if err := scored.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(xlsx.SaveOptions{Out: out}); err != nil {
		t.Fatal(err)
	}
	return scored, probs
}

// SheetRecords reads a written sheet's rows after the header, each as its
// cells by header, numbers as stored.
func SheetRecords(t testing.TB, path, name string) []map[string]string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(name, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]string
	for _, r := range rows[1:] {
		m := map[string]string{}
		for i, h := range rows[0] {
			if i < len(r) {
				m[h] = r[i]
			} else {
				m[h] = ""
			}
		}
		out = append(out, m)
	}
	return out
}

// Number reads a written number, failing the test when it is not one.
func Number(t testing.TB, s string) float64 {
	t.Helper()
	f, ok := setting.Number(s)
	if !ok {
		t.Fatalf("%q is not a number", s)
	}
	return f
}
