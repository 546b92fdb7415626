package grading_test

import (
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx/grading"
)

// countParts counts a workbook's chart and drawing parts.
func countParts(parts map[string][]byte) (charts, drawings int) {
	for name := range parts {
		switch {
		case regexp.MustCompile(`^xl/charts/chart\d+\.xml$`).MatchString(name):
			charts++
		case regexp.MustCompile(`^xl/drawings/drawing\d+\.xml$`).MatchString(name):
			drawings++
		}
	}
	return charts, drawings
}

func TestGradingDirectorPartsComeBackByteForByte(t *testing.T) {
	for _, fixture := range []string{"testdata/grading-director.xlsx", "testdata/grading-director-lo.xlsx", "../../samples/grading-season.xlsx"} {
		t.Run(filepath.Base(fixture), func(t *testing.T) {
			path := xlsxtest.CopyTo(t, fixture, t.TempDir())
			orig := xlsxtest.ReadZip(t, path)
			origCharts, origDrawings := countParts(orig)
			res := scoreGrading(t, path, "")
			ranked := 0
			for _, s := range res.Standings {
				if s.Eligible {
					ranked++
				}
			}
			first := xlsxtest.ReadZip(t, path)
			xlsxtest.DirectorPartsKept(t, orig, first)
			charts, drawings := countParts(first)
			if charts != origCharts+ranked || drawings != origDrawings+1 {
				t.Errorf("after scoring: %d charts and %d drawings, want %d and %d (one chart for each of %d ranked players, on one drawing)",
					charts, drawings, origCharts+ranked, origDrawings+1, ranked)
			}
			// A second run on the unchanged workbook gives the same file:
			// the same sheets, the same charts, nothing piled up.
			scoreGrading(t, path, "")
			second := xlsxtest.ReadZip(t, path)
			if len(second) != len(first) {
				t.Errorf("second run: %d parts, first run %d", len(second), len(first))
			}
			for name, data := range first {
				if !bytes.Equal(second[name], data) {
					t.Errorf("second run changed part %s", name)
				}
			}
			for name := range second {
				if _, ok := first[name]; !ok {
					t.Errorf("second run added part %s", name)
				}
			}
			entries, _ := os.ReadDir(filepath.Dir(path))
			if len(entries) != 1 {
				t.Errorf("the folder holds %d files after scoring, want only the workbook", len(entries))
			}
			xlsxtest.ToolSheetsOwned(t, path, grading.Kind{}.Writes())
		})
	}
}

// Excel numbers chart parts as it likes when it saves: the director's own
// chart may carry a number above the tool's. The tool's charts must then be
// numbered around it, never over it.
func TestGradingChartsNeverTakeADirectorsChartPart(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "renumbered.xlsx")
	// The director's chart and drawing are chart1 and drawing1; call them
	// chart3 and drawing2 instead, as another program might.
	renumber(t, "testdata/grading-director.xlsx", path, map[string]string{
		"xl/charts/chart1.xml":                "xl/charts/chart3.xml",
		"xl/drawings/drawing1.xml":            "xl/drawings/drawing2.xml",
		"xl/drawings/_rels/drawing1.xml.rels": "xl/drawings/_rels/drawing2.xml.rels",
		"/xl/charts/chart1.xml":               "/xl/charts/chart3.xml",
		"/xl/drawings/drawing1.xml":           "/xl/drawings/drawing2.xml",
		"../charts/chart1.xml":                "../charts/chart3.xml",
		"../drawings/drawing1.xml":            "../drawings/drawing2.xml",
	})
	orig := xlsxtest.ReadZip(t, path)
	for run := 1; run <= 2; run++ {
		scoreGrading(t, path, "")
		after := xlsxtest.ReadZip(t, path)
		for _, p := range []string{"xl/charts/chart3.xml", "xl/drawings/drawing2.xml", "xl/drawings/_rels/drawing2.xml.rels"} {
			if !bytes.Equal(after[p], orig[p]) {
				t.Errorf("run %d: the director's part %s was replaced", run, p)
			}
		}
		for name := range after {
			if strings.Contains(name, "reserved") {
				t.Errorf("run %d: placeholder part %s was saved", run, name)
			}
		}
		charts, drawings := countParts(after)
		if charts != 9 || drawings != 2 {
			t.Errorf("run %d: %d charts and %d drawings, want 9 (the director's and 8 players') and 2", run, charts, drawings)
		}
	}
}

// renumber copies a workbook, renaming parts and rewriting references to
// them in every XML part.
func renumber(t *testing.T, from, to string, names map[string]string) {
	t.Helper()
	parts := xlsxtest.ReadZip(t, from)
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	zw := zip.NewWriter(out)
	for name, data := range parts {
		if n, ok := names[name]; ok {
			name = n
		}
		if strings.HasSuffix(name, ".xml") || strings.HasSuffix(name, ".rels") {
			for old, n := range names {
				data = bytes.ReplaceAll(data, []byte(fmt.Sprintf("%q", old)), []byte(fmt.Sprintf("%q", n)))
			}
		}
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
}

var colElement = regexp.MustCompile(`<col min="(\d+)"`)

// The written sheets list their columns in ascending order, as Excel
// expects (the stream writer writes them in the order they are kept).
func TestWrittenColumnsInAscendingOrder(t *testing.T) {
	path := xlsxtest.CopyTo(t, "../../samples/grading-season.xlsx", t.TempDir())
	scoreGrading(t, path, "")
	for name, data := range xlsxtest.ReadZip(t, path) {
		if !strings.HasPrefix(name, "xl/worksheets/sheet") {
			continue
		}
		last := 0
		for _, m := range colElement.FindAllSubmatch(data, -1) {
			n, _ := strconv.Atoi(string(m[1]))
			if n <= last {
				t.Errorf("%s: column %d listed after column %d", name, n, last)
			}
			last = n
		}
	}
}
