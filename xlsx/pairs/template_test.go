package xlsx

import (
	"path/filepath"
	"testing"

	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/templates"
)

// The pairs template reads back through the reader that scores a workbook:
// its settings are the defaults, and the only finding is that Results and
// Pairs are empty.
func TestPairsTemplateReadsBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "blank.xlsx")
	if err := WriteTemplate(path, templates.Pairs()); err != nil {
		t.Fatal(err)
	}
	if err := WriteTemplate(path, templates.Pairs()); err == nil {
		t.Fatal("WriteTemplate replaced an existing file")
	}
	b, err := Open(path, OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if b.Kind() != KindPairs {
		t.Fatalf("template is a %s", b.Kind())
	}
	pe, fs := b.ReadPairs()
	if pe.Event.Settings != pairs.DefaultSettings() {
		t.Errorf("template settings %+v, want the defaults %+v", pe.Event.Settings, pairs.DefaultSettings())
	}
	var msgs []string
	for _, f := range fs {
		msgs = append(msgs, f.String())
	}
	want := []string{"Pairs: Pairs lists no pairs", "Results: Results has no results"}
	if len(msgs) != len(want) || msgs[0] != want[0] || msgs[1] != want[1] {
		t.Errorf("findings %q, want %q", msgs, want)
	}
}
