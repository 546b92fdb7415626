package xlsxtest

import (
	"archive/zip"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// ReadZip returns every part of a workbook by name.
func ReadZip(t testing.TB, path string) map[string][]byte {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	return ZipParts(t, &zr.Reader)
}

// ZipParts reads every part of a zip by name.
func ZipParts(t testing.TB, zr *zip.Reader) map[string][]byte {
	t.Helper()
	parts := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		parts[f.Name] = data
	}
	return parts
}

// CopyTo copies a file (a fixture) into dir, under its own name, and
// returns the copy's path.
func CopyTo(t testing.TB, from, dir string) string {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	to := filepath.Join(dir, filepath.Base(from))
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return to
}
