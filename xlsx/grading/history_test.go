package grading_test

import (
	"archive/zip"
	"encoding/xml"
	"regexp"
	"sort"
	"strconv"
	"testing"

	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
)

// Each History chart lies within its player's block of rows: it ends before
// the next player's rows (and page break) begin, so no chart is cut by a
// page break or overlaps the next one.
func TestHistoryChartsStayInTheirBlocks(t *testing.T) {
	path := xlsxtest.CopyTo(t, "../../samples/grading-season.xlsx", t.TempDir())
	scoreGrading(t, path, "")
	parts := xlsxtest.ReadZip(t, path)
	var drawing string
	for name := range parts {
		if regexp.MustCompile(`^xl/drawings/drawing\d+\.xml$`).MatchString(name) {
			if drawing != "" {
				t.Fatalf("more than one drawing: %s and %s", drawing, name)
			}
			drawing = name
		}
	}
	var d struct {
		Anchors []struct {
			From struct {
				Row int `xml:"row"`
			} `xml:"from"`
			To struct {
				Row    int   `xml:"row"`
				RowOff int64 `xml:"rowOff"`
			} `xml:"to"`
		} `xml:"twoCellAnchor"`
	}
	if err := xml.Unmarshal(parts[drawing], &d); err != nil {
		t.Fatal(err)
	}
	if len(d.Anchors) < 3 {
		t.Fatalf("%d charts", len(d.Anchors))
	}
	sort.Slice(d.Anchors, func(i, j int) bool { return d.Anchors[i].From.Row < d.Anchors[j].From.Row })
	history := sheetPart(t, path, "History")
	breaks := map[int]bool{}
	for _, m := range regexp.MustCompile(`<brk id="(\d+)"`).FindAllSubmatch(parts[history], -1) {
		n, _ := strconv.Atoi(string(m[1]))
		breaks[n] = true // the break falls after sheet row n
	}
	for i, a := range d.Anchors {
		// The last sheet row the chart touches (rows in the anchor count
		// from 0; an offset reaches into the row).
		end := a.To.Row
		if a.To.RowOff > 0 {
			end++
		}
		if i+1 < len(d.Anchors) {
			next := d.Anchors[i+1].From.Row + 1 // the next block's first sheet row
			if end >= next {
				t.Errorf("chart %d reaches row %d, into the next player's rows from %d", i+1, end, next)
			}
			if !breaks[next-1] {
				t.Errorf("no page break before row %d", next)
			}
		}
	}
}

// sheetPart is the part name of the named sheet.
func sheetPart(t *testing.T, path, name string) string {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	sheets, _ := guard.SheetParts(&zr.Reader)
	for p, n := range sheets {
		if n == name {
			return p
		}
	}
	t.Fatalf("no sheet %s in %v", name, sheets)
	return ""
}
