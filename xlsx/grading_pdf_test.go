package xlsx

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// lookLibreOffice finds soffice, or skips the test; with
// SCOREBOOK_REQUIRE_LIBREOFFICE=1 a missing soffice fails it instead.
func lookLibreOffice(t *testing.T) string {
	t.Helper()
	required := os.Getenv("SCOREBOOK_REQUIRE_LIBREOFFICE") == "1"
	if testing.Short() && !required {
		t.Skip("printing with LibreOffice takes a while; not in -short mode")
	}
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		if required {
			t.Fatal("soffice is not on PATH and SCOREBOOK_REQUIRE_LIBREOFFICE=1")
		}
		t.Skip("soffice is not on PATH (set SCOREBOOK_REQUIRE_LIBREOFFICE=1 to require it)")
	}
	return soffice
}

var pdfPage = regexp.MustCompile(`/Type\s*/Page[^s]`)

// The scored sample prints: LibreOffice turns it into a PDF of many pages,
// with a chart for every ranked player on the History sheet.
func TestGradingSamplePrintsWithLibreOffice(t *testing.T) {
	soffice := lookLibreOffice(t)
	dir := t.TempDir()
	path := copyTo(t, "../samples/grading-season.xlsx", dir)
	res := scoreGrading(t, path, "")
	ranked := 0
	for _, s := range res.Standings {
		if s.Eligible {
			ranked++
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	// A profile of its own, so that another LibreOffice running meanwhile
	// does not take the conversion over.
	profile := "file://" + filepath.ToSlash(filepath.Join(dir, "profile"))
	out := filepath.Join(dir, "pdf")
	cmd := exec.CommandContext(ctx, soffice, "-env:UserInstallation="+profile, "--headless", "--norestore",
		"--convert-to", "pdf", "--outdir", out, path)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("soffice: %v\n%s", err, msg)
	}
	pdf, err := os.ReadFile(filepath.Join(out, strings.TrimSuffix(filepath.Base(path), ".xlsx")+".pdf"))
	if err != nil {
		t.Fatalf("no PDF: %v", err)
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
	text, err := exec.CommandContext(ctx, pdftotext, filepath.Join(out, "grading-season.pdf"), "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	if n := bytes.Count(text, []byte("Index and Grade game by game")); n != ranked {
		t.Errorf("%d chart titles printed, want one for each of the %d ranked players", n, ranked)
	}
}
