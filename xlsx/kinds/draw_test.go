package kinds

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lotest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/teams"
	"github.com/xuri/excelize/v2"
)

// scorebook draw changes a director's teams workbook in two places only:
// the Draw sheet, its own, and the next round's rows added to Results, below
// the rows there, as XML: every other part of the workbook, and every byte
// of Results but those rows and its declared range, comes back as it was.
// Excel's and LibreOffice's readers see the rows.
func TestDrawKeepsTheDirectorsWorkbook(t *testing.T) {
	path := xlsxtest.CopyTo(t, "testdata/teams-director.xlsx", t.TempDir())
	orig := xlsxtest.ReadZip(t, path)
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: Reads()})
	d, probs := teams.Draw(b, false, 0)
	if d == nil || problem.HasErrors(probs) {
		t.Fatalf("draw: %v", probs)
	}
	first, last, err := d.Write(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	b.Close()
	if first != 34 || last != 33+2*2*4 { // two matches of four boards, at two tables each
		t.Fatalf("rows %d to %d written", first, last)
	}
	after := xlsxtest.ReadZip(t, path)
	const results = "xl/worksheets/sheet3.xml"
	for name, data := range orig {
		if xlsxtest.Bookkeeping(name) || name == results {
			continue
		}
		if got, ok := after[name]; !ok || !bytes.Equal(xlsxtest.Unselected(got), xlsxtest.Unselected(data)) {
			t.Errorf("part %s changed", name)
		}
	}
	was, now := orig[results], xlsxtest.Unselected(after[results])
	dim := regexp.MustCompile(`<dimension ref="[^"]*"/>`)
	if !bytes.Contains(now, []byte(`<dimension ref="A1:F49"/>`)) {
		t.Errorf("Results declares %s", dim.Find(now))
	}
	now = dim.ReplaceAll(now, dim.Find(was))
	end := bytes.Index(was, []byte("</sheetData>"))
	if !bytes.HasPrefix(now, was[:end]) || !bytes.HasSuffix(now, was[end:]) {
		t.Fatalf("Results changed beyond the rows added:\n%s", now)
	}
	added := now[end : len(now)-len(was)+end]
	if !bytes.HasPrefix(added, []byte(`<row r="34"><c r="A34"><v>3</v></c><c r="B34"><v>1</v></c>`)) || bytes.Count(added, []byte("<row ")) != 16 {
		t.Errorf("rows added: %s", added)
	}
	// LibreOffice reads the 16 rows, the round in A, the teams in C and D.
	back := lotest.Convert(t, path, "xlsx")
	f, err := excelize.OpenFile(back)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Results")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 49 || rows[33][0] != "3" || rows[33][1] != "1" || rows[48][1] != "4" || rows[33][2] == "" || rows[33][3] == "" {
		t.Fatalf("LibreOffice reads %d rows, row 34 %v, row 49 %v", len(rows), rows[33], rows[48])
	}
	xlsxtest.ToolSheetsOwned(t, path, []string{"Draw"})
}
