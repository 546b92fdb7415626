// Package lotest lets tests open workbooks in LibreOffice, the second opinion
// on whether a written workbook is sound. Tests skip when LibreOffice is not
// installed, unless SCOREBOOK_REQUIRE_LIBREOFFICE=1 (as in CI), when they
// fail instead.
package lotest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Soffice returns the LibreOffice command, skipping or failing the test when
// it is missing.
func Soffice(t testing.TB) string {
	t.Helper()
	path, err := exec.LookPath("soffice")
	if err != nil {
		if os.Getenv("SCOREBOOK_REQUIRE_LIBREOFFICE") == "1" {
			t.Fatal("LibreOffice (soffice) is required but not installed")
		}
		t.Skip("LibreOffice (soffice) is not installed")
	}
	return path
}

// one LibreOffice at a time: concurrent conversions with one profile fail.
var mu sync.Mutex

// Convert converts a file with LibreOffice to format ("pdf", "xlsx", "csv")
// in a new folder and returns the path of the result.
func Convert(t testing.TB, in, format string) string {
	t.Helper()
	soffice := Soffice(t)
	mu.Lock()
	defer mu.Unlock()
	out := t.TempDir()
	profile := t.TempDir()
	cmd := exec.Command(soffice, "-env:UserInstallation=file://"+profile, "--headless", "--convert-to", format, "--outdir", out, in)
	cmd.Env = append(os.Environ(), "HOME="+profile)
	output, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("LibreOffice could not convert %s: %v\n%s", in, err, output)
	}
	base := strings.TrimSuffix(filepath.Base(in), filepath.Ext(in)) + "." + strings.SplitN(format, ":", 2)[0]
	result := filepath.Join(out, base)
	if _, err := os.Stat(result); err != nil {
		t.Fatalf("LibreOffice did not write %s: %s", base, output)
	}
	return result
}

// PageText is the text of one page of a PDF, by poppler's pdftotext (which
// is required, as LibreOffice is: see Soffice).
func PageText(t testing.TB, pdf string, page int) string {
	t.Helper()
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		if os.Getenv("SCOREBOOK_REQUIRE_LIBREOFFICE") == "1" {
			t.Fatal("poppler's pdftotext is required but not installed")
		}
		t.Skip("poppler's pdftotext is not installed")
	}
	n := strconv.Itoa(page)
	out, err := exec.Command(pdftotext, "-f", n, "-l", n, "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", pdf, err)
	}
	return string(out)
}
