package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"testing"

	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/xuri/excelize/v2"
)

// sampleKinds opens each sample the generator writes and tells its kind.
func sampleKinds(t *testing.T) map[string]xlsx.Kind {
	t.Helper()
	out := map[string]xlsx.Kind{}
	for name := range samples {
		path := filepath.Join("..", "..", "samples", name+".xlsx")
		b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: kinds.Reads()})
		k, err := kinds.Of(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[path] = k
	}
	if len(out) == 0 {
		t.Fatal("no samples")
	}
	return out
}

// settingsSheets are a template's settings sheets (Setting, Value,
// Options): Event, or Grading.
func settingsSheets(tmpl templates.Template) []templates.Sheet {
	var out []templates.Sheet
	for _, s := range tmpl.Sheets {
		if len(s.Columns) > 0 && s.Columns[0].Header == "Setting" {
			out = append(out, s)
		}
	}
	return out
}

// Issue 30, item 14: samples/grading-season.xlsx typed Precision
// "Published", renamed Table in issue 16, and warned of it on every run.
// Each sample's settings sheet lists today's settings: the rows of its
// kind's template, in its order, with today's notes (the values are the
// sample's own).
func TestSamplesCarryTodaysSettings(t *testing.T) {
	for path, k := range sampleKinds(t) {
		f, err := excelize.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range settingsSheets(k.Template()) {
			var want []string
			for _, r := range s.Rows {
				want = append(want, fmt.Sprintf("%v | %v", r.Cells[0], r.Cells[2]))
			}
			rows, err := f.GetRows(s.Name)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			var got []string
			for _, r := range rows[1:] {
				r = append(r, "", "", "")
				got = append(got, r[0]+" | "+r[2])
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: %s has the settings\n%q\nwant today's\n%q\n(run go run ./internal/samplegen)", filepath.Base(path), s.Name, got, want)
			}
		}
		f.Close()
	}
}

// No sample warns about its own settings: a settings warning (an unknown
// setting, a setting renamed, a setting that does not apply) is one placed
// on the settings sheet, where engine/setting and the engines' settings
// tables report every problem with a setting. Each sample is scored as
// `scorebook score` does.
func TestSamplesWarnNothingOfTheirSettings(t *testing.T) {
	for path, k := range sampleKinds(t) {
		var sheets []string
		for _, s := range settingsSheets(k.Template()) {
			sheets = append(sheets, s.Name)
		}
		scored, warnings := xlsxtest.Score(t, k, path, filepath.Join(t.TempDir(), "scored.xlsx"))
		// The files a club sends on (USEBIO, PBN, the page) warn of
		// settings they miss, such as the club's name: none may.
		if ex, ok := scored.(xlsx.Exporter); ok {
			for format, export := range ex.Exports() {
				ws, err := export(io.Discard)
				if err != nil {
					t.Fatalf("%s: %s: %v", filepath.Base(path), format, err)
				}
				warnings = append(warnings, ws...)
			}
		}
		for _, w := range warnings {
			if slices.Contains(sheets, w.Sheet) {
				t.Errorf("%s: warning about its settings: %s", filepath.Base(path), w.Error())
			}
		}
	}
}
