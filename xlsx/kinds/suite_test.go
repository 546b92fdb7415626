package kinds

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
)

// samples are the sample workbooks of each kind, which the suite scores.
var samples = map[string][]string{
	"pairs":      {"club-night.xlsx", "howell.xlsx", "two-sessions.xlsx"},
	"teams":      {"swiss-teams.xlsx"},
	"grading":    {"grading-season.xlsx", "grading-dg.xlsx", "grading-gc.xlsx"},
	"individual": {"individual.xlsx"},
}

// TestSuite is what every kind must do, as restic's backend test suite is
// what every backend must do: a new kind gets these tests by being listed in
// All. Each kind needs a sample workbook in samples/.
func TestSuite(t *testing.T) {
	for _, k := range All {
		t.Run(k.Name(), func(t *testing.T) {
			if len(samples[k.Name()]) == 0 {
				t.Fatalf("kind %s has no sample workbook", k.Name())
			}
			t.Run("template", func(t *testing.T) { suiteTemplate(t, k) })
			for _, name := range samples[k.Name()] {
				t.Run(name, func(t *testing.T) { suiteSample(t, k, filepath.Join("..", "..", "samples", name)) })
			}
		})
	}
}

// The blank workbook is told as this kind, reads without a warning, and has
// no error but that nothing is typed yet; it writes none of the kind's
// sheets. Its every sheet is one the kind reads.
func suiteTemplate(t *testing.T, k xlsx.Kind) {
	path := filepath.Join(t.TempDir(), "blank.xlsx")
	if err := xlsx.WriteTemplate(path, k.Template()); err != nil {
		t.Fatal(err)
	}
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: Reads()})
	got, err := Of(b)
	if err != nil || got.Name() != k.Name() {
		t.Fatalf("the template is told as %v (%v)", got, err)
	}
	for _, s := range b.Sheets() {
		if !slices.Contains(k.Reads(), s) {
			t.Errorf("the template's sheet %s is not one the kind reads", s)
		}
	}
	scored, probs := k.Score(b)
	for _, p := range probs {
		if p.Warning || !slices.Contains([]string{"Pairs lists no pairs", "Results has no results", "Teams lists no teams",
			"Players lists no players", "Games lists no games"}, p.Msg) {
			t.Errorf("blank template: %s", xlsxtest.String(p))
		}
	}
	if scored != nil && problem.HasErrors(probs) {
		t.Error("a scored event despite errors")
	}
	for _, w := range k.Writes() {
		if b.HasSheet(w) {
			t.Errorf("the template has the kind's output sheet %s", w)
		}
	}
}

// A sample: check and score find the same problems; scoring writes exactly
// the kind's sheets, owned by the tool, leaves the director's parts byte for
// byte, and a second run changes nothing.
func suiteSample(t *testing.T, k xlsx.Kind, sample string) {
	dir := t.TempDir()
	path := xlsxtest.CopyTo(t, sample, dir)
	orig := xlsxtest.ReadZip(t, path)

	// check: what score would report, without writing.
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: Reads()})
	if got, err := Of(b); err != nil || got.Name() != k.Name() {
		t.Fatalf("%s is told as %v (%v)", sample, got, err)
	}
	_, checked := k.Score(b)
	checked = append(checked, b.CheckTargets(k.Writes()...)...)
	b.Sort(checked)
	b.Close()

	event, scored := xlsxtest.Score(t, k, path, "")
	b = xlsxtest.Open(t, path, xlsx.OpenOptions{})
	b.Sort(scored)
	b.Close()
	suiteExports(t, event)
	suitePage(t, event, path)
	if !slices.Equal(xlsxtest.Strings(checked), xlsxtest.Strings(scored)) {
		t.Errorf("check found %v, score %v", xlsxtest.Strings(checked), xlsxtest.Strings(scored))
	}

	first := xlsxtest.ReadZip(t, path)
	xlsxtest.DirectorPartsKept(t, orig, first)
	// Each sheet written declares its true range (issue 17 item 14).
	for name, data := range first {
		if strings.HasPrefix(name, "xl/worksheets/sheet") && !bytes.Equal(xlsxtest.Unselected(orig[name]), xlsxtest.Unselected(data)) {
			xlsxtest.DimensionTrue(t, name, data)
		}
	}
	xlsxtest.ToolSheetsOwned(t, path, k.Writes())
	b = xlsxtest.Open(t, path, xlsx.OpenOptions{})
	var added []string
	for _, s := range b.Sheets() {
		if b.Owns(s) {
			added = append(added, s)
		}
	}
	b.Close()
	want := k.Writes()
	if m, ok := k.(interface{ MayWrite() []string }); ok {
		// The sheets written when the event has them (the Handicaps of a
		// grading workbook whose players have handicaps), in order after
		// the others.
		for _, s := range m.MayWrite() {
			if slices.Contains(added, s) {
				want = append(slices.Clone(want), s)
			}
		}
	}
	if !slices.Equal(added, want) {
		t.Errorf("the tool's sheets are %v, want %v", added, want)
	}

	xlsxtest.Score(t, k, path, "")
	second := xlsxtest.ReadZip(t, path)
	for name, data := range first {
		if name == "docProps/core.xml" {
			continue // the time it was saved
		}
		if !bytes.Equal(second[name], data) {
			t.Errorf("a second run changed %s", name)
		}
	}
	if len(second) != len(first) {
		t.Errorf("a second run has %d parts, the first %d", len(second), len(first))
	}
}

// A kind's exports are formats the command knows, and each writes the
// sample without an error (what a format cannot hold is a warning).
func suiteExports(t *testing.T, event xlsx.Scored) {
	e, ok := event.(xlsx.Exporter)
	if !ok {
		return
	}
	for name, write := range e.Exports() {
		if _, known := xlsx.ExportFormatNamed(name); !known {
			t.Errorf("export %q is not in xlsx.ExportFormats", name)
		}
		var buf bytes.Buffer
		warns, err := write(&buf)
		if err != nil || buf.Len() == 0 {
			t.Errorf("export %s: %v, %d bytes", name, err, buf.Len())
		}
		for _, w := range warns {
			if !w.Warning {
				t.Errorf("export %s: an error %v", name, w)
			}
		}
	}
}
