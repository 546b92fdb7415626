package xlsx

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/xuri/excelize/v2"
)

// SaveOptions are the options for Save.
type SaveOptions struct {
	// Out is where to write; empty means the workbook itself.
	Out string
	// Backup keeps the previous version beside the workbook as
	// NAME.bak.xlsx before replacing it.
	Backup bool
	// Writer, when set, wraps the temporary file (tests inject faults here).
	Writer func(io.Writer) io.Writer
}

// Save writes the workbook to a temporary file in the target's folder and
// renames it over the target, so that a crash or a full disk leaves the old
// file whole. Saving in place refuses a workbook that changed on disk since
// it was opened.
func (b *Book) Save(opt SaveOptions) (err error) {
	target := b.Path
	if opt.Out != "" {
		target = opt.Out
		if same, _ := sameFile(target, b.Path); same {
			opt.Out = ""
		} else if err := checkLock(target); err != nil {
			return err
		} else if _, err := os.Stat(target); err == nil && copyOf(target) != filepath.Base(b.Path) {
			return userError("choose another name for --out, or delete that file first",
				"%s already exists and is not a scored copy of %s; it was not replaced", filepath.Base(target), filepath.Base(b.Path))
		}
	}
	// A link is followed: the file it points to is replaced, and the link
	// stays a link.
	if real, err := filepath.EvalSymlinks(target); err == nil {
		target = real
	}
	if info, err := os.Stat(target); err == nil && info.Mode().Perm()&0o200 == 0 {
		return userError("make the file writable (in its properties) if it should be scored again, or use --out",
			"%s is read-only; it was not changed", filepath.Base(target))
	}
	// A copy records what it is a copy of; a workbook scored in place is
	// the director's own, whatever it was before.
	source := ""
	if opt.Out != "" {
		source = b.Path
	}
	if err := b.markCopyOf(source); err != nil {
		return err
	}
	dir := filepath.Dir(target)
	ext := filepath.Ext(target)
	pattern := "." + strings.TrimSuffix(filepath.Base(target), ext) + ".scorebook-*" + ext
	removeStale(dir, pattern)
	tmp, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return userError("check that the folder exists and that you may write in it", "cannot write in %s: %v", dir, plainErr(err))
	}
	b.saving.Store(tmp.Name())
	defer b.saving.Store("")
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	var w io.Writer = tmp
	// excelize re-encodes the theme it read when the file was opened; the
	// tool never changes it, so let the original part be written as it was.
	b.f.Theme = nil
	b.f.ZipWriter = newZipWriter // compress on every core
	if keep := b.keep; keep != nil {
		b.f.ZipWriter = func(w io.Writer) excelize.ZipWriter { return &keepingZip{ZipWriter: newZipWriter(w), keep: keep} }
	}
	if opt.Writer != nil {
		w = opt.Writer(tmp)
	}
	if _, err = b.f.WriteTo(w); err != nil {
		return diskError(target, err)
	}
	if err = tmp.Sync(); err != nil {
		return diskError(target, err)
	}
	if err = tmp.Close(); err != nil {
		return diskError(target, err)
	}
	mode := os.FileMode(0o644)
	if info, serr := os.Stat(target); serr == nil {
		mode = info.Mode().Perm()
	} else if opt.Out != "" {
		mode = b.info.Mode().Perm()
	}
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return diskError(target, err)
	}
	if opt.Out == "" && b.changedOnDisk() {
		err = userError("open the new version, check it, and run scorebook again",
			"%s was changed on disk while scorebook was scoring it; it was not overwritten", filepath.Base(b.Path))
		return err
	}
	if opt.Backup {
		if _, serr := os.Stat(target); serr == nil {
			if err = copyFile(target, BackupName(target)); err != nil {
				return diskError(BackupName(target), err)
			}
		}
	}
	if err = os.Rename(tmp.Name(), target); err != nil {
		return diskError(target, err)
	}
	syncDir(dir)
	return nil
}

// staleAfter is how old a temporary file of scorebook's must be before a
// later run takes it for the litter of a run that was killed.
const staleAfter = 10 * time.Minute

// removeStale removes the temporary files that killed runs left behind.
func removeStale(dir, pattern string) {
	matches, _ := filepath.Glob(filepath.Join(dir, pattern))
	for _, m := range matches {
		if info, err := os.Stat(m); err == nil && info.Mode().IsRegular() && time.Since(info.ModTime()) > staleAfter {
			os.Remove(m)
		}
	}
}

// BackupName is NAME.bak.xlsx beside NAME.xlsx: where --backup keeps the
// previous version.
func BackupName(p string) string {
	ext := filepath.Ext(p)
	return strings.TrimSuffix(p, ext) + ".bak" + ext
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(to), "."+filepath.Base(to)+".*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	tmp.Close()
	if info, err := os.Stat(from); err == nil {
		os.Chmod(tmp.Name(), info.Mode().Perm()) // the backup opens for whoever could open the workbook
	}
	if err := os.Rename(tmp.Name(), to); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

func sameFile(a, b string) (bool, error) {
	ia, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	ib, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(ia, ib), nil
}

func diskError(target string, err error) error {
	var hint string
	switch {
	case errors.Is(err, syscall.ENOSPC):
		hint = "free some space on the disk, then run scorebook again"
	case errors.Is(err, os.ErrPermission):
		hint = "check that you may write in that folder"
	}
	return userError(hint, "could not save %s, which is unchanged: %v", filepath.Base(target), plainErr(err))
}

// plainErr drops the path from an os error, which the message already names.
func plainErr(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	return fmt.Sprint(err)
}
