package grading_test

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"testing"

	"github.com/scorebook/scorebook/internal/lotest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
)

var pdfPage = regexp.MustCompile(`/Type\s*/Page[^s]`)

// The scored samples print: LibreOffice turns each into a PDF of many
// pages, with a chart for every ranked player on the History sheet (the
// Index and Grade, or under DG the grade) and a card for every player.
func TestGradingSamplePrintsWithLibreOffice(t *testing.T) {
	lotest.Soffice(t)
	for _, c := range []struct{ sample, chart string }{
		{"grading-season.xlsx", "Index and Grade game by game"},
		{"grading-dg.xlsx", "DG grade game by game"},
	} {
		t.Run(c.sample, func(t *testing.T) {
			path := xlsxtest.CopyTo(t, "../../samples/"+c.sample, t.TempDir())
			res := scoreGrading(t, path, "")
			ranked := 0
			for _, s := range res.Standings {
				if s.Eligible {
					ranked++
				}
			}
			pdfPath := lotest.Convert(t, path, "pdf")
			pdf, err := os.ReadFile(pdfPath)
			if err != nil {
				t.Fatal(err)
			}
			pages := len(pdfPage.FindAll(pdf, -1))
			// Each ranked player's history starts a page of its own.
			if pages <= ranked {
				t.Errorf("the PDF has %d pages, want more than the %d ranked players' history pages", pages, ranked)
			}
			t.Logf("%d pages, %d ranked players", pages, ranked)

			// With poppler's pdftotext at hand, check that every chart was
			// drawn (its title is printed) and every card printed.
			pdftotext, err := exec.LookPath("pdftotext")
			if err != nil {
				return
			}
			text, err := exec.Command(pdftotext, pdfPath, "-").Output()
			if err != nil {
				t.Fatalf("pdftotext: %v", err)
			}
			// Every ranked player's chart title, and no other (LibreOffice
			// may repeat a chart's text, unseen, on the pages of a long
			// history).
			titled := map[string]bool{}
			for _, m := range regexp.MustCompile(`(?m)^(.+): `+regexp.QuoteMeta(c.chart)+`$`).FindAllSubmatch(text, -1) {
				titled[string(m[1])] = true
			}
			for _, s := range res.Standings {
				if s.Eligible != titled[s.Player] {
					t.Errorf("%s (eligible %v): chart title printed %v", s.Player, s.Eligible, titled[s.Player])
				}
			}
			if n := bytes.Count(text, []byte(": head-to-head")); n != len(res.Standings) {
				t.Errorf("%d head-to-head records printed, want one for each of the %d players", n, len(res.Standings))
			}
		})
	}
}
