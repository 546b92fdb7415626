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

// The scored sample prints: LibreOffice turns it into a PDF of many pages,
// with a chart for every ranked player on the History sheet.
func TestGradingSamplePrintsWithLibreOffice(t *testing.T) {
	lotest.Soffice(t)
	path := xlsxtest.CopyTo(t, "../../samples/grading-season.xlsx", t.TempDir())
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

	// With poppler's pdftotext at hand, check that every chart was drawn:
	// its title is printed.
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		return
	}
	text, err := exec.Command(pdftotext, pdfPath, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	if n := bytes.Count(text, []byte("Index and Grade game by game")); n != ranked {
		t.Errorf("%d chart titles printed, want one for each of the %d ranked players", n, ranked)
	}
}
