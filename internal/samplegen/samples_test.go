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
	"github.com/scorebook/scorebook/xlsx/pairs"
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
		carriesSettings(t, path, k.Template())
	}
}

// The season sample had no Handicap window on its Season sheet, and its
// nights but the handicap night no Awards and Handicap rule on their
// Event sheets, for want of being made again when the templates gained
// them. Every setting the season template offers is on the sample's
// Season sheet, and every one the pairs template offers on each night's
// Event sheet, in order, with today's notes.
func TestSeasonSampleCarriesTodaysSettings(t *testing.T) {
	dir := filepath.Join("..", "..", "samples", "season")
	carriesSettings(t, filepath.Join(dir, "club-2026.xlsx"), templates.Season())
	nights, err := filepath.Glob(filepath.Join(dir, "nights", "*.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	if len(nights) != seasonSpec.Nights {
		t.Fatalf("%d nights in %s, want the sample's %d", len(nights), dir, seasonSpec.Nights)
	}
	for _, path := range nights {
		carriesSettings(t, path, pairs.Kind{}.Template())
	}
}

// carriesSettings checks that the workbook at path has each settings sheet
// of tmpl with its rows: each setting and its notes, in the template's
// order.
func carriesSettings(t *testing.T, path string, tmpl templates.Template) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sheets := settingsSheets(tmpl)
	if len(sheets) == 0 {
		t.Fatalf("%s: its template has no settings sheet", filepath.Base(path))
	}
	for _, s := range sheets {
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
			var missing []string
			for i, w := range want {
				if !slices.Contains(got, w) {
					missing = append(missing, fmt.Sprint(s.Rows[i].Cells[0]))
				}
			}
			t.Errorf("%s: %s lacks %q: it has the settings\n%q\nwant today's\n%q\n(run go run ./internal/samplegen)", filepath.Base(path), s.Name, missing, got, want)
		}
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
