package kinds

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// openScored opens a copy of a fixture and scores it, ready to save.
func openScored(t *testing.T, fixture string) (*xlsx.Book, string) {
	t.Helper()
	path := xlsxtest.CopyTo(t, fixture, t.TempDir())
	return scoredBook(t, path, xlsx.OpenOptions{}), path
}

// scoredBook opens a pairs workbook (reading the sheets scorebook reads)
// and writes its results, ready to save.
func scoredBook(t *testing.T, path string, opt xlsx.OpenOptions) *xlsx.Book {
	t.Helper()
	opt.Reads = Reads()
	b, err := xlsx.Open(path, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	scored := readAndScore(t, b)
	if err := scored.Write(b); err != nil {
		t.Fatal(err)
	}
	return b
}

// readAndScore reads and scores a pairs workbook that has no errors.
func readAndScore(t *testing.T, b *xlsx.Book) xlsx.Scored {
	t.Helper()
	scored, _ := xlsxtest.ScoreBook(t, pairs.Kind{}, b)
	return scored
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
			err := b.Save(xlsx.SaveOptions{Writer: func(w io.Writer) io.Writer {
				return &failingWriter{w: w, limit: tc.limit, err: tc.err}
			}})
			var ue *problem.Problem
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
	err := b.Save(xlsx.SaveOptions{})
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
	if err := b.Save(xlsx.SaveOptions{}); err == nil {
		t.Error("saved over a workbook whose modification time changed")
	}
}

// A workbook opened read-only (check, score --out) is read while Excel has
// it open; it is never replaced in place while Excel or LibreOffice has it
// open, even when the lock appeared during the run.
func TestSaveInPlaceRefusesAnOpenWorkbook(t *testing.T) {
	path := xlsxtest.CopyTo(t, "testdata/director.xlsx", t.TempDir())
	lock := filepath.Join(filepath.Dir(path), ".~lock.director.xlsx#")
	if err := os.WriteFile(lock, []byte("Jane Director,jane,pc,01.12.2026 19:02,file:///x;"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads()}); err == nil || err.Error() != "director.xlsx is open in LibreOffice by Jane Director" {
		t.Fatalf("Open to write in place: %v", err)
	}
	b := scoredBook(t, path, xlsx.OpenOptions{ReadOnly: true})
	before, _ := os.ReadFile(path)
	if err := b.Save(xlsx.SaveOptions{}); err == nil || err.Error() != "director.xlsx is open in LibreOffice by Jane Director" {
		t.Errorf("Save in place: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Error("the open workbook was replaced")
	}
	if err := b.Save(xlsx.SaveOptions{Out: filepath.Join(filepath.Dir(path), "copy.xlsx")}); err != nil {
		t.Errorf("Save to another file: %v", err)
	}
}

// --backup keeps the previous version beside the workbook.
func TestSaveBackup(t *testing.T) {
	path := xlsxtest.CopyTo(t, "testdata/director.xlsx", t.TempDir())
	os.Chmod(path, 0o640) // before scorebook opens it: not the director's edit
	b := scoredBook(t, path, xlsx.OpenOptions{})
	before, _ := os.ReadFile(path)
	if err := b.Save(xlsx.SaveOptions{Backup: true}); err != nil {
		t.Fatal(err)
	}
	bak, err := os.ReadFile(filepath.Join(filepath.Dir(path), "director.bak.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(bak, before) {
		t.Error("the backup is not the previous version")
	}
	if info, _ := os.Stat(filepath.Join(filepath.Dir(path), "director.bak.xlsx")); info.Mode().Perm() != 0o640 {
		t.Errorf("the backup's mode is %v, want the workbook's 0640", info.Mode().Perm())
	}
	folderHolds(t, filepath.Dir(path), "director.bak.xlsx", "director.xlsx")
}

// Saving keeps the workbook's permissions.
func TestSaveKeepsPermissions(t *testing.T) {
	path := xlsxtest.CopyTo(t, "testdata/director.xlsx", t.TempDir())
	if err := os.Chmod(path, 0o600); err != nil { // before scorebook opens it: not the director's edit
		t.Fatal(err)
	}
	b := scoredBook(t, path, xlsx.OpenOptions{})
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
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
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	folderHolds(t, dir, ".director.scorebook-456.xlsx", "director.xlsx")
}

// A scored copy of a workbook that opens on one of the director's sheets
// (tabSelected on it, as Excel saves it) is recognised as one, and replaced
// by the next --out: the copy opens on the results, and the flag that comes
// off the director's sheet is no edit of the director's.
func TestSaveOutReplacesItsCopyOfAWorkbookOpenOnTheDirectorsSheet(t *testing.T) {
	path := xlsxtest.CopyTo(t, "../../samples/howell.xlsx", t.TempDir())
	out := filepath.Join(filepath.Dir(path), "howell-scored.xlsx")
	for run := 1; run <= 2; run++ {
		b := scoredBook(t, path, xlsx.OpenOptions{})
		if err := b.Save(xlsx.SaveOptions{Out: out}); err != nil {
			t.Fatalf("run %d: %v", run, err)
		}
		if got := guard.CopyOf(out); got != "howell.xlsx" {
			t.Errorf("run %d: the copy says it is of %q, want howell.xlsx", run, got)
		}
	}
}

// --out replaces an earlier scored copy of the same workbook, but never
// another workbook: not one of the director's, not one that was scored in
// place (it holds the director's sheets too), not a copy of another one.
func TestSaveOutNeverReplacesAnotherWorkbook(t *testing.T) {
	b, path := openScored(t, "testdata/director.xlsx")
	dir := filepath.Dir(path)
	refused := func(target string) {
		t.Helper()
		before, _ := os.ReadFile(target)
		err := b.Save(xlsx.SaveOptions{Out: target})
		want := filepath.Base(target) + " already exists and is not a scored copy of director.xlsx; it was not replaced"
		if err == nil || err.Error() != want {
			t.Errorf("Save to %s: %v, want %q", filepath.Base(target), err, want)
		}
		if after, _ := os.ReadFile(target); !bytes.Equal(after, before) {
			t.Errorf("%s was replaced", filepath.Base(target))
		}
	}
	other := filepath.Join(dir, "last-week.xlsx")
	os.WriteFile(other, []byte("last week's workbook"), 0o644)
	refused(other)

	// A workbook scored in place: it holds scorebook's sheets, and the
	// director's.
	season, _ := openScored(t, "testdata/director.xlsx")
	seasonPath := filepath.Join(dir, "season.xlsx")
	if err := season.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	os.Rename(season.Path, seasonPath)
	refused(seasonPath)

	// A scored copy of another workbook.
	elsewhere := xlsxtest.CopyTo(t, "testdata/director.xlsx", filepath.Join(t.TempDir()))
	renamed := filepath.Join(filepath.Dir(elsewhere), "tuesday.xlsx")
	os.Rename(elsewhere, renamed)
	tuesday := scoredBook(t, renamed, xlsx.OpenOptions{})
	tuesdayCopy := filepath.Join(dir, "tuesday-scored.xlsx")
	if err := tuesday.Save(xlsx.SaveOptions{Out: tuesdayCopy}); err != nil {
		t.Fatal(err)
	}
	if got := guard.CopyOf(tuesdayCopy); got != "tuesday.xlsx" {
		t.Errorf("the copy says it is of %q, want tuesday.xlsx", got)
	}
	refused(tuesdayCopy)

	// An earlier scored copy of this workbook is replaced.
	scored := filepath.Join(dir, "scored.xlsx")
	if err := b.Save(xlsx.SaveOptions{Out: scored}); err != nil {
		t.Fatal(err)
	}
	b2, _ := openScored(t, "testdata/director.xlsx")
	if err := b2.Save(xlsx.SaveOptions{Out: scored}); err != nil {
		t.Errorf("replacing an earlier scored copy: %v", err)
	}
	if got := guard.CopyOf(path); got != "" {
		t.Errorf("the workbook itself is marked a copy of %q", got)
	}

	// A copy the director then edited is theirs: an edit to one of their
	// sheets (here a score on Results) changes what the copy recorded.
	if guard.CopyOf(scored) != "director.xlsx" {
		t.Fatal("the scored copy is not recognised")
	}
	edited := rezip(t, scored, "edited.xlsx", func(p *part) {
		if strings.Contains(string(p.data), "<sheetData>") && !strings.Contains(string(p.data), "Ranking") {
			p.data = bytes.Replace(p.data, []byte("<v>420</v>"), []byte("<v>450</v>"), 1)
		}
	})
	refused(edited)

	// So is a copy scored in place.
	inPlace := scoredBook(t, scored, xlsx.OpenOptions{})
	if err := inPlace.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	refused(scored)
}

// A read-only workbook is never replaced, in place or as --out.
func TestSaveRefusesAReadOnlyWorkbook(t *testing.T) {
	b, path := openScored(t, "testdata/director.xlsx")
	os.Chmod(path, 0o444)
	before, _ := os.ReadFile(path)
	err := b.Save(xlsx.SaveOptions{})
	if err == nil || err.Error() != "director.xlsx is read-only; it was not changed" {
		t.Errorf("Save: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Error("the read-only workbook was replaced")
	}
	out := filepath.Join(filepath.Dir(path), "copy.xlsx")
	if err := b.Save(xlsx.SaveOptions{Out: out}); err != nil {
		t.Fatalf("--out from a read-only workbook: %v", err)
	}
	os.Chmod(out, 0o444)
	if err := b.Save(xlsx.SaveOptions{Out: out}); err == nil || !strings.Contains(err.Error(), "is read-only") {
		t.Errorf("Save over a read-only copy: %v", err)
	}
}

// Scoring through a link replaces the file it points to; the link stays a
// link.
func TestSaveFollowsALink(t *testing.T) {
	b, path := openScored(t, "testdata/director.xlsx")
	link := filepath.Join(t.TempDir(), "link.xlsx")
	if err := os.Symlink(path, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	b.Path = link
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file: %v %v", info.Mode(), err)
	}
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	if _, owned := guard.SheetParts(&zr.Reader); len(owned) == 0 {
		t.Error("the file the link points to was not scored")
	}
}

// A workbook whose sheet parts are numbered above its sheet ids (as some
// programs write them) is refused rather than have a new tool sheet take
// the part of one of the director's: excelize names a new sheet's part
// after the highest id, whatever the parts are called.
func TestNewSheetNeverTakesTheDirectorsPart(t *testing.T) {
	src := xlsxtest.CopyTo(t, "testdata/director.xlsx", t.TempDir())
	renamed := rezip(t, src, "renamed.xlsx", func(p *part) {
		switch p.name {
		case "xl/worksheets/sheet4.xml":
			p.name = "xl/worksheets/sheet5.xml"
		case "xl/worksheets/_rels/sheet4.xml.rels":
			p.name = "xl/worksheets/_rels/sheet5.xml.rels"
		case "xl/_rels/workbook.xml.rels", "[Content_Types].xml":
			p.data = bytes.ReplaceAll(p.data, []byte("worksheets/sheet4.xml"), []byte("worksheets/sheet5.xml"))
		}
	})
	before, _ := os.ReadFile(renamed)
	b, err := xlsx.Open(renamed, xlsx.OpenOptions{Reads: Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	scored := readAndScore(t, b)
	if fs := b.CheckTargets(pairs.Kind{}.Writes()...); len(fs) != 1 || !strings.Contains(fs[0].Msg, "without overwriting one of yours") {
		t.Errorf("check says %v", fs)
	}
	err = scored.Write(b)
	if err == nil || !strings.HasPrefix(err.Error(), "scorebook cannot add its sheets") {
		t.Fatalf("WritePairs: %v", err)
	}
	if after, _ := os.ReadFile(renamed); !bytes.Equal(after, before) {
		t.Error("the workbook changed")
	}
}

// Excel's "password to modify" and "read-only recommended" (the workbook's
// fileSharing element), which excelize would write back empty, survive
// scoring, as do the other workbook elements excelize empties.
func TestSaveKeepsFileSharing(t *testing.T) {
	src := xlsxtest.CopyTo(t, "testdata/director.xlsx", t.TempDir())
	sharing := `<fileSharing readOnlyRecommended="1" userName="Jane Director" algorithmName="SHA-512" hashValue="abc=" saltValue="def=" spinCount="100000"/>`
	path := rezip(t, src, "shared.xlsx", func(p *part) {
		if p.name == "xl/workbook.xml" {
			p.data = bytes.Replace(p.data, []byte("<workbookPr/>"), []byte(sharing+`<workbookPr/><smartTagPr embed="1"/>`), 1)
		}
	})
	b := scoredBook(t, path, xlsx.OpenOptions{})
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	wb := string(xlsxtest.ReadZip(t, path)["xl/workbook.xml"])
	for _, want := range []string{sharing, `<smartTagPr embed="1"/>`} {
		if !strings.Contains(wb, want) {
			t.Errorf("the workbook part lost %s:\n%s", want, wb)
		}
	}
	// The workbook still opens, and a second run keeps them too.
	b2 := scoredBook(t, path, xlsx.OpenOptions{})
	if err := b2.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	if wb := string(xlsxtest.ReadZip(t, path)["xl/workbook.xml"]); !strings.Contains(wb, sharing) {
		t.Error("a second run lost fileSharing")
	}
}
