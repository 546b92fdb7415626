package templates_test

import (
	"path/filepath"
	"testing"

	"github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	xgrading "github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/kinds"
)

// The blank grading workbook reads cleanly: its settings are the defaults,
// and the only findings are that no players and no games are typed yet.
func TestGradingTemplateReadsBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new.xlsx")
	if err := xlsx.WriteTemplate(path, templates.Grading()); err != nil {
		t.Fatal(err)
	}
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: kinds.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if k, err := kinds.Of(b); err != nil || k.Name() != "grading" {
		t.Fatalf("the template is a %v workbook (%v)", k, err)
	}
	g, fs := xgrading.Read(b)
	if g == nil {
		t.Fatal("the template's Players and Games cannot be checked")
	}
	if g.Settings != grading.DefaultSettings() || g.Title != "" {
		t.Errorf("settings %+v, title %q; want the defaults", g.Settings, g.Title)
	}
	want := map[string]bool{"Players: Players lists no players": true, "Games: Games lists no games": true}
	for _, f := range fs {
		if !want[f.Place()+": "+f.Msg] || f.Warning {
			t.Errorf("unexpected finding %s", f)
		}
		delete(want, f.Place()+": "+f.Msg)
	}
	for f := range want {
		t.Errorf("no finding %s", f)
	}
}

// Each setting of the template is one the reader knows.
func TestGradingTemplateSettingsAreKnown(t *testing.T) {
	tpl := templates.Grading()
	for _, r := range tpl.Sheets[0].Rows {
		r.Cells[1] = "" // defaults
	}
	tpl.Sheets[1].Rows = []templates.Row{{Cells: []any{"Peter", 1881, 1881}}, {Cells: []any{"John", 1992, 1992}}}
	tpl.Sheets[2].Rows = []templates.Row{{Cells: []any{"2026-03-14", nil, nil, "Peter", "John"}}}
	path := filepath.Join(t.TempDir(), "one.xlsx")
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: kinds.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if _, fs := xgrading.Read(b); len(fs) > 0 {
		t.Errorf("findings %v", fs)
	}
}
