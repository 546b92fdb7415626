package xlsx

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/pairs"
)

// openScored opens a copy of a fixture and scores it, ready to save.
func openScored(t *testing.T, fixture string) (*Book, string) {
	t.Helper()
	path := copyTo(t, fixture, t.TempDir())
	return scoredBook(t, path, OpenOptions{}), path
}

// scoredBook opens a pairs workbook and writes its results, ready to save.
func scoredBook(t *testing.T, path string, opt OpenOptions) *Book {
	t.Helper()
	b, err := Open(path, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	pe, fs := b.ReadPairs()
	if HasErrors(fs) {
		t.Fatal(fs)
	}
	res, probs := pairs.ScoreEvent(&pe.Event)
	if res == nil {
		t.Fatal(probs)
	}
	if err := b.WritePairs(pe, res); err != nil {
		t.Fatal(err)
	}
	return b
}

// failingWriter fails once it has been given limit bytes.
type failingWriter struct {
	w     io.Writer
	limit int
	err   error
}

func (f *failingWriter) Write(p []byte) (int, error) {
	if len(p) > f.limit {
		n, _ := f.w.Write(p[:f.limit])
		f.limit = 0
		return n, f.err
	}
	f.limit -= len(p)
	return f.w.Write(p)
}

// folderHolds fails unless the folder holds exactly these files.
func folderHolds(t *testing.T, dir string, want ...string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("the folder holds %v, want %v", got, want)
	}
}

// A write that fails part way — a full disk, an I/O error — leaves the
// workbook exactly as it was, no temporary file behind, and says why.
func TestSaveFailureLeavesTheWorkbookWhole(t *testing.T) {
	for _, tc := range []struct {
		name  string
		err   error
		limit int
		msg   string
		hint  string
	}{
		{"full disk at once", syscall.ENOSPC, 0, "could not save director.xlsx, which is unchanged: no space left on device", "free some space on the disk, then run scorebook again"},
		{"full disk half way", syscall.ENOSPC, 5000, "could not save director.xlsx, which is unchanged: no space left on device", "free some space on the disk, then run scorebook again"},
		{"i/o error", syscall.EIO, 100, "could not save director.xlsx, which is unchanged: input/output error", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, path := openScored(t, "testdata/director.xlsx")
			before, _ := os.ReadFile(path)
			err := b.Save(SaveOptions{Writer: func(w io.Writer) io.Writer {
				return &failingWriter{w: w, limit: tc.limit, err: tc.err}
			}})
			var ue *Error
			if !errors.As(err, &ue) {
				t.Fatalf("Save: %v, want a user error", err)
			}
			if ue.Msg != tc.msg || ue.Hint != tc.hint {
				t.Errorf("error %q / hint %q, want %q / %q", ue.Msg, ue.Hint, tc.msg, tc.hint)
			}
			after, _ := os.ReadFile(path)
			if !bytes.Equal(before, after) {
				t.Error("the workbook changed after a failed save")
			}
			folderHolds(t, filepath.Dir(path), "director.xlsx")
		})
	}
}

// A workbook saved again by the director (in Excel) while it was being scored
// is not overwritten.
func TestSaveRefusesAWorkbookChangedOnDisk(t *testing.T) {
	b, path := openScored(t, "testdata/director.xlsx")
	// The director saves a new version meanwhile.
	newer := []byte("the director's newer version")
	if err := os.WriteFile(path, newer, 0o644); err != nil {
		t.Fatal(err)
	}
	err := b.Save(SaveOptions{})
	if err == nil || !strings.Contains(err.Error(), "director.xlsx was changed on disk while scorebook was scoring it; it was not overwritten") {
		t.Fatalf("Save: %v", err)
	}
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, newer) {
		t.Error("the newer version was overwritten")
	}
	folderHolds(t, filepath.Dir(path), "director.xlsx")

	// A touch alone (same size, new time) counts as a change too.
	b, path = openScored(t, "testdata/director.xlsx")
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(SaveOptions{}); err == nil {
		t.Error("saved over a workbook whose modification time changed")
	}
}

// --backup keeps the previous version beside the workbook.
func TestSaveBackup(t *testing.T) {
	b, path := openScored(t, "testdata/director.xlsx")
	before, _ := os.ReadFile(path)
	if err := b.Save(SaveOptions{Backup: true}); err != nil {
		t.Fatal(err)
	}
	bak, err := os.ReadFile(filepath.Join(filepath.Dir(path), "director.bak.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(bak, before) {
		t.Error("the backup is not the previous version")
	}
	folderHolds(t, filepath.Dir(path), "director.bak.xlsx", "director.xlsx")
}

// Saving keeps the workbook's permissions.
func TestSaveKeepsPermissions(t *testing.T) {
	b, path := openScored(t, "testdata/director.xlsx")
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	b.info, _ = os.Stat(path) // the chmod is not the director's edit
	if err := b.Save(SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	info, _ := os.Stat(path)
	if info.Mode().Perm() != 0o600 {
		t.Errorf("mode %v after saving, want 0600", info.Mode().Perm())
	}
}

// The temporary file of a run killed long ago is removed by the next save; a
// recent one (perhaps another run's, still writing) is left alone.
func TestSaveRemovesStaleTemporaryFiles(t *testing.T) {
	b, path := openScored(t, "testdata/director.xlsx")
	dir := filepath.Dir(path)
	old := filepath.Join(dir, ".director.scorebook-123.xlsx")
	recent := filepath.Join(dir, ".director.scorebook-456.xlsx")
	for _, p := range []string{old, recent} {
		os.WriteFile(p, []byte("half a workbook"), 0o644)
	}
	long := time.Now().Add(-time.Hour)
	os.Chtimes(old, long, long)
	b.info, _ = os.Stat(path)
	if err := b.Save(SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	folderHolds(t, dir, ".director.scorebook-456.xlsx", "director.xlsx")
}

// --out replaces an earlier scored copy, but never another workbook.
func TestSaveOutNeverReplacesAnotherWorkbook(t *testing.T) {
	b, path := openScored(t, "testdata/director.xlsx")
	dir := filepath.Dir(path)
	other := filepath.Join(dir, "last-week.xlsx")
	lastWeek := []byte("last week's workbook")
	os.WriteFile(other, lastWeek, 0o644)
	err := b.Save(SaveOptions{Out: other})
	if err == nil || err.Error() != "last-week.xlsx already exists and is not a copy scorebook wrote; it was not replaced" {
		t.Fatalf("Save: %v", err)
	}
	if got, _ := os.ReadFile(other); !bytes.Equal(got, lastWeek) {
		t.Error("the other workbook was replaced")
	}
	scored := filepath.Join(dir, "scored.xlsx")
	if err := b.Save(SaveOptions{Out: scored}); err != nil {
		t.Fatal(err)
	}
	b2, _ := openScored(t, "testdata/director.xlsx")
	if err := b2.Save(SaveOptions{Out: scored}); err != nil {
		t.Errorf("replacing an earlier scored copy: %v", err)
	}
}
