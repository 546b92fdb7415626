package durable

import (
	"errors"
	"io"
	"os"
	"path/filepath"
)

// rename renames a file or a folder; tests replace it to fail in the middle
// of putting a set in place.
var rename = os.Rename

// Set is a file and a folder of files beside it that belong together (a
// web page and the pages it links to, NAME.html and NAME_files/), written
// in full as temporaries and put in place together: a failure leaves the
// old set, never a mix of old and new files. The file is written as
// Prepare writes one; the folder's files go to a temporary folder beside
// the folder, each synced, and the folder replaces the old one whole.
type Set struct {
	main   *Pending
	dir    string // the folder's path
	tmpDir string // the temporary folder, "" when the set has no folder
}

// Files makes the files of a set's folder.
type Files interface {
	// Create makes a file of the folder by its name (no path) and returns
	// a writer for it, open until the next Create or the end of the write.
	Create(name string) (io.Writer, error)
}

// PrepareSet writes the file at path and the files of the folder dir, as
// write makes them, as temporaries, and leaves path and dir alone until
// Commit. A write that creates no file of the folder makes a set of the
// file alone, which leaves an existing folder as it is. On an error nothing
// is left. opt's Started is told the temporary folder's name too, once it
// exists (it is removed with os.RemoveAll).
func PrepareSet(path, dir string, opt Options, write func(w io.Writer, files Files) error) (_ *Set, err error) {
	s := &Set{dir: dir}
	fs := &setFiles{set: s, opt: opt}
	defer func() {
		if err != nil && s.tmpDir != "" {
			fs.close()
			os.RemoveAll(s.tmpDir)
		}
	}()
	main, err := Prepare(path, opt, func(w io.Writer) error {
		if err := write(w, fs); err != nil {
			return err
		}
		return fs.close()
	})
	if err != nil {
		return nil, err
	}
	s.main = main
	if s.tmpDir != "" {
		SyncDir(s.tmpDir)
	}
	return s, nil
}

type setFiles struct {
	set  *Set
	opt  Options
	open *os.File
}

func (fs *setFiles) Create(name string) (io.Writer, error) {
	if err := fs.close(); err != nil {
		return nil, err
	}
	if name == "" || filepath.Base(name) != name || name == "." || name == ".." {
		return nil, &os.PathError{Op: "create", Path: name, Err: os.ErrInvalid}
	}
	if fs.set.tmpDir == "" {
		parent, base := filepath.Split(fs.set.dir)
		if parent == "" {
			parent = "."
		}
		tmp, err := os.MkdirTemp(parent, "."+base+".scorebook-*")
		if err != nil {
			return nil, err
		}
		fs.set.tmpDir = tmp
		mode := os.FileMode(0o755) // MkdirTemp's is 0700; the old folder's, or a folder's usual
		if info, err := os.Stat(fs.set.dir); err == nil && info.IsDir() {
			mode = info.Mode().Perm()
		}
		if err := os.Chmod(tmp, mode); err != nil {
			return nil, err
		}
		if fs.opt.Started != nil {
			fs.opt.Started(tmp)
		}
	}
	f, err := os.OpenFile(filepath.Join(fs.set.tmpDir, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return nil, err
	}
	fs.open = f
	var w io.Writer = f
	if fs.opt.Wrap != nil {
		w = fs.opt.Wrap(f)
	}
	return w, nil
}

// close syncs and closes the file being written.
func (fs *setFiles) close() error {
	f := fs.open
	if f == nil {
		return nil
	}
	fs.open = nil
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Temp is the temporary file's name.
func (s *Set) Temp() string { return s.main.Temp() }

// TempDir is the temporary folder's name, "" when the set has no folder.
func (s *Set) TempDir() string { return s.tmpDir }

// Discard removes the temporaries; the set is as it was.
func (s *Set) Discard() {
	s.main.Discard()
	if s.tmpDir != "" {
		os.RemoveAll(s.tmpDir)
	}
}

// Commit puts the set in place: the old folder is moved aside, the new one
// takes its name, the file replaces the old file (after BeforeRename), and
// the old folder is removed. A failure at any step puts back what was
// moved, so that the old file and the old folder are as they were, and
// removes the temporaries.
func (s *Set) Commit() (err error) {
	if s.tmpDir == "" {
		return s.main.Commit()
	}
	defer func() {
		if err != nil {
			s.Discard()
		}
	}()
	if s.main.opt.BeforeRename != nil {
		if err = s.main.opt.BeforeRename(); err != nil {
			return err
		}
	}
	old := ""
	if info, serr := os.Lstat(s.dir); serr == nil {
		if !info.IsDir() {
			return &os.PathError{Op: "replace", Path: s.dir, Err: errors.New("not a folder")}
		}
		old = s.tmpDir + ".old"
		if err = rename(s.dir, old); err != nil {
			return err
		}
	}
	restore := func() {
		if old != "" {
			if rename(old, s.dir) != nil {
				return // the old folder stays beside, under its temporary name
			}
		}
	}
	if err = rename(s.tmpDir, s.dir); err != nil {
		restore()
		return err
	}
	if err = rename(s.main.tmp, s.main.path); err != nil {
		// The new folder goes back to its temporary name (Discard removes it).
		if rename(s.dir, s.tmpDir) == nil {
			restore()
		}
		return err
	}
	SyncDir(filepath.Dir(s.main.path))
	if old != "" {
		os.RemoveAll(old)
	}
	return nil
}
