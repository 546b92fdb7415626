// Package lotest lets tests open workbooks in LibreOffice, the second opinion
// on whether a written workbook is sound, and in openpyxl, the third. Tests
// skip when they are not installed, unless SCOREBOOK_REQUIRE_LIBREOFFICE=1
// (as in CI), when they fail instead.
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
	out, output, err := convert(t, format, in)
	if err != nil {
		t.Fatalf("LibreOffice could not convert %s: %v\n%s", in, err, output)
	}
	base := convertedName(in, format)
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

// ConvertAll converts files with one LibreOffice process, to format in a
// new folder, and returns the path of each result by input (missing for a
// file LibreOffice could not open).
func ConvertAll(t testing.TB, in []string, format string) map[string]string {
	t.Helper()
	out, output, err := convert(t, format, in...)
	if err != nil {
		t.Fatalf("LibreOffice could not convert: %v\n%s", err, output)
	}
	got := map[string]string{}
	for _, p := range in {
		if r := filepath.Join(out, convertedName(p, format)); fileExists(r) {
			got[p] = r
		}
	}
	return got
}

// convert runs one LibreOffice, with a profile of its own, converting the
// files to format into a new folder, which it returns with LibreOffice's
// output.
func convert(t testing.TB, format string, in ...string) (out string, output []byte, err error) {
	t.Helper()
	soffice := Soffice(t)
	mu.Lock()
	defer mu.Unlock()
	out = t.TempDir()
	profile := t.TempDir()
	args := append([]string{"-env:UserInstallation=file://" + profile, "--headless", "--convert-to", format, "--outdir", out}, in...)
	cmd := exec.Command(soffice, args...)
	cmd.Env = append(os.Environ(), "HOME="+profile)
	output, err = cmd.CombinedOutput()
	return out, output, err
}

// convertedName is the name LibreOffice gives the file it converts in to
// format ("pdf", or "xlsx:Calc MS Excel 2007 XML").
func convertedName(in, format string) string {
	return strings.TrimSuffix(filepath.Base(in), filepath.Ext(in)) + "." + strings.SplitN(format, ":", 2)[0]
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// openpyxlScript loads each workbook named on its command line and prints a
// line for each: "ok", or the error.
const openpyxlScript = `
import sys, warnings
warnings.simplefilter("ignore")
import openpyxl
for p in sys.argv[1:]:
    try:
        wb = openpyxl.load_workbook(p)
        print("ok\t" + p + "\t" + "\x1f".join(wb.sheetnames))
    except Exception as e:
        print("error\t" + p + "\t" + (type(e).__name__ + ": " + str(e)).replace("\n", " "))
`

// OpenpyxlLoads opens each workbook with openpyxl, the Python library most
// programs that read workbooks use, in one Python process, and returns by
// path the sheets it reads, or the error that stopped it. Without python3
// and openpyxl the test skips, or fails under SCOREBOOK_REQUIRE_LIBREOFFICE=1
// (CI installs both).
func OpenpyxlLoads(t testing.TB, paths []string) (sheets map[string][]string, errs map[string]string) {
	t.Helper()
	// The first python3 on the path may not be the system's, which
	// Debian's python3-openpyxl (what CI installs) is for.
	python := ""
	for _, p := range []string{"python3", "/usr/bin/python3"} {
		if path, err := exec.LookPath(p); err == nil && exec.Command(path, "-c", "import openpyxl").Run() == nil {
			python = path
			break
		}
	}
	if python == "" {
		if os.Getenv("SCOREBOOK_REQUIRE_LIBREOFFICE") == "1" {
			t.Fatal("python3 with openpyxl is required but not installed")
		}
		t.Skip("python3 with openpyxl is not installed")
	}
	out, err := exec.Command(python, append([]string{"-c", openpyxlScript}, paths...)...).Output()
	if err != nil {
		t.Fatalf("openpyxl: %v", err)
	}
	sheets, errs = map[string][]string{}, map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.SplitN(line, "\t", 3)
		if len(f) < 3 {
			continue
		}
		if f[0] == "ok" {
			sheets[f[1]] = strings.Split(f[2], "\x1f")
		} else {
			errs[f[1]] = f[2]
		}
	}
	return sheets, errs
}
