// Package durable writes files so that a crash, a kill or a full disk never
// leaves one half-written: every file scorebook writes (a scored workbook,
// its backup, a template, an export) goes through Write, or through Prepare
// and Commit when several files are to be put in place together, or through
// PrepareSet when a file and a folder of files beside it are one set. The content goes to
// a temporary file in the target's folder, is synced and given its mode, and
// is then renamed over the target (or linked to it, when an existing file
// must not be replaced), and the folder is synced. On any error the
// temporary file is removed and the target is as it was.
//
// The model is litestream's internal.CreateFile and FsyncDir, with restic's
// seam for fault tests (a variable the tests replace).
package durable

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"time"
)

// Options say how to write.
type Options struct {
	// Mode is the file's permissions; 0 keeps the target's when it exists,
	// else 0o644.
	Mode os.FileMode
	// Pattern names the temporary file, as os.CreateTemp takes it; the
	// default is ".NAME.*", hidden beside the target.
	Pattern string
	// NoReplace refuses to replace an existing file: Write then returns an
	// error satisfying errors.Is(err, os.ErrExist), and the file is left
	// alone even if it appears while Write runs.
	NoReplace bool
	// Started, when set, is told the temporary file's name once it exists,
	// so that an interrupted run can remove it.
	Started func(tmp string)
	// Wrap, when set, wraps the temporary file for writing (tests inject
	// faults here).
	Wrap func(io.Writer) io.Writer
	// BeforeRename, when set, is the last check before the target is
	// replaced (the workbook has not changed on disk; a backup is kept):
	// its error stops the write and leaves the target as it was.
	BeforeRename func() error
}

// createTemp makes the temporary file; tests replace it to fail.
var createTemp = os.CreateTemp

// Write writes a file at path with the content write produces, durably.
// Errors from the file system come back as they are (*os.PathError and the
// like) for the caller to explain; an error from write or BeforeRename comes
// back unchanged.
func Write(path string, opt Options, write func(w io.Writer) error) error {
	p, err := Prepare(path, opt, write)
	if err != nil {
		return err
	}
	return p.Commit()
}

// Pending is a file written in full beside its target, synced and with its
// mode, not yet in place: Commit puts it there, Discard removes it. It lets
// a caller write several files and put them in place only once all of them
// (and whatever else must come first) are written.
type Pending struct {
	tmp, path string
	opt       Options
}

// Prepare writes the content write produces to a temporary file beside
// path, as Write does, and leaves path alone. On an error nothing is left.
func Prepare(path string, opt Options, write func(w io.Writer) error) (p *Pending, err error) {
	dir := filepath.Dir(path)
	pattern := opt.Pattern
	if pattern == "" {
		pattern = "." + filepath.Base(path) + ".*"
	}
	tmp, err := createTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	if opt.Started != nil {
		opt.Started(tmp.Name())
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	var w io.Writer = tmp
	if opt.Wrap != nil {
		w = opt.Wrap(tmp)
	}
	if err = write(w); err != nil {
		return nil, err
	}
	if err = tmp.Sync(); err != nil {
		return nil, err
	}
	if err = tmp.Close(); err != nil {
		return nil, err
	}
	mode := opt.Mode
	if mode == 0 {
		mode = 0o644
		if info, serr := os.Stat(path); serr == nil {
			mode = info.Mode().Perm()
		}
	}
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return nil, err
	}
	return &Pending{tmp: tmp.Name(), path: path, opt: opt}, nil
}

// Temp is the temporary file's name.
func (p *Pending) Temp() string { return p.tmp }

// Commit puts the file in place (after BeforeRename, when set) and syncs
// its folder. On an error the temporary file is removed and the target is
// as it was.
func (p *Pending) Commit() (err error) {
	defer func() {
		if err != nil {
			os.Remove(p.tmp)
		}
	}()
	if p.opt.BeforeRename != nil {
		if err = p.opt.BeforeRename(); err != nil {
			return err
		}
	}
	if p.opt.NoReplace {
		err = link(p.tmp, p.path)
	} else {
		err = rename(p.tmp, p.path)
	}
	if err != nil {
		return err
	}
	SyncDir(filepath.Dir(p.path))
	return nil
}

// Discard removes the temporary file; the target is as it was.
func (p *Pending) Discard() { os.Remove(p.tmp) }

// link puts the temporary file at path without replacing a file there: a
// hard link, which fails if path exists, then the temporary name removed. A
// file system without hard links (FAT, some network shares) gets a rename
// after a last look.
func link(tmp, path string) error {
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, os.ErrExist) {
			return &os.PathError{Op: "create", Path: path, Err: os.ErrExist}
		}
		if _, serr := os.Lstat(path); serr == nil {
			return &os.PathError{Op: "create", Path: path, Err: os.ErrExist}
		}
		return rename(tmp, path)
	}
	os.Remove(tmp)
	return nil
}

// SyncDir syncs a folder, so that a rename in it survives a crash. Where
// folders cannot be synced (Windows), it does nothing.
func SyncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// Copy copies a file durably to another path, with the source's
// permissions: a backup that opens for whoever could open the original.
func Copy(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	info, err := src.Stat()
	if err != nil {
		return err
	}
	return Write(to, Options{Mode: info.Mode().Perm()}, func(w io.Writer) error {
		_, err := io.Copy(w, src)
		return err
	})
}

// StaleAge is how old a temporary file of scorebook's must be before a
// later run takes it for one an interrupted or killed run left behind.
const StaleAge = 10 * time.Minute

// RemoveStale removes the temporary files matching pattern in dir that are
// older than age: the litter of runs that were killed.
func RemoveStale(dir, pattern string, age time.Duration) {
	matches, _ := filepath.Glob(filepath.Join(dir, pattern))
	for _, m := range matches {
		if info, err := os.Stat(m); err == nil && info.Mode().IsRegular() && time.Since(info.ModTime()) > age {
			os.Remove(m)
		}
	}
}
