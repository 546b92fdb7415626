package pairs_test

import (
	"path/filepath"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	enginepairs "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// The pairs template reads back through the reader that scores a workbook:
// its settings are the defaults, and the only finding is that Results and
// Pairs are empty.
func TestPairsTemplateReadsBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "blank.xlsx")
	if err := xlsx.WriteTemplate(path, templates.Pairs()); err != nil {
		t.Fatal(err)
	}
	if err := xlsx.WriteTemplate(path, templates.Pairs()); err == nil {
		t.Fatal("WriteTemplate replaced an existing file")
	}
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: kinds.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if kindOf(b) != "pairs" {
		t.Fatalf("template is a %s", kindOf(b))
	}
	pe, _ := pairs.Read(b)
	if pe.Event.Settings != enginepairs.DefaultSettings() {
		t.Errorf("template settings %+v, want the defaults %+v", pe.Event.Settings, enginepairs.DefaultSettings())
	}
	// What `scorebook check` reports, in the workbook's order.
	_, fs := pairs.Kind{}.Score(b)
	b.Sort(fs)
	var msgs []string
	for _, f := range fs {
		msgs = append(msgs, xlsxtest.String(f))
	}
	want := []string{"Pairs: Pairs lists no pairs", "Results: Results has no results"}
	if len(msgs) != len(want) || msgs[0] != want[0] || msgs[1] != want[1] {
		t.Errorf("findings %q, want %q", msgs, want)
	}
}

// kindOf is the kind of a workbook as scorebook tells it ("pairs"), or why
// it has none.
func kindOf(b *xlsx.Book) string {
	k, err := kinds.Of(b)
	if err != nil {
		return err.Error()
	}
	return k.Name()
}

// Issue 29: the template's Results has the optional Lead column, so that a
// lead typed there (or imported from the pads) is read with its row; a
// workbook made for a movement has it too.
func TestPairsTemplateHasLead(t *testing.T) {
	tmpl := templates.Pairs()
	for i, s := range tmpl.Sheets {
		switch s.Name {
		case "Pairs":
			tmpl.Sheets[i].Rows = []templates.Row{{Cells: []any{1, "Ann", "Bob"}}, {Cells: []any{2, "Cat", "Dan"}}}
		case "Results":
			if last := s.Columns[len(s.Columns)-1].Header; last != "Lead" {
				t.Fatalf("Results ends with %q, want Lead", last)
			}
			tmpl.Sheets[i].Rows = []templates.Row{{Cells: []any{1, 1, 1, 2, "4S", "N", "=", nil, "HK"}}}
		}
	}
	path := filepath.Join(t.TempDir(), "lead.xlsx")
	if err := xlsx.WriteTemplate(path, tmpl); err != nil {
		t.Fatal(err)
	}
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: kinds.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	pe, probs := pairs.Read(b)
	if pe == nil || len(pe.Rows) != 1 {
		t.Fatalf("read %+v: %v", pe, probs)
	}
	if hk, _ := bridge.ParseCard("HK"); pe.Rows[0].Lead != hk {
		t.Errorf("lead %v, want the king of hearts", pe.Rows[0].Lead)
	}
	for _, p := range probs {
		t.Errorf("%s", xlsxtest.String(p))
	}
}
