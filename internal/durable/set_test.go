package durable

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// writeSet makes a set of a page and the pages of its folder, each holding
// its name and word.
func writeSet(word string, names ...string) func(io.Writer, Files) error {
	return func(w io.Writer, files Files) error {
		if _, err := io.WriteString(w, "main "+word); err != nil {
			return err
		}
		for _, n := range names {
			f, err := files.Create(n)
			if err != nil {
				return err
			}
			if _, err := io.WriteString(f, n+" "+word); err != nil {
				return err
			}
		}
		return nil
	}
}

// setContent is the page's content and its folder's files with theirs.
func setContent(t *testing.T, path, dir string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := []string{string(data)}
	for _, n := range entries(t, dir) {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, n+": "+string(data))
	}
	return out
}

func TestSetReplacesTheOldSet(t *testing.T) {
	top := t.TempDir()
	path, dir := filepath.Join(top, "congress.html"), filepath.Join(top, "congress_files")
	for _, word := range []string{"old", "new"} {
		names := []string{"a.html", "b.html", "c.html"}
		if word == "new" {
			names = names[:2] // the old set's c.html must go with it
		}
		var started []string
		s, err := PrepareSet(path, dir, Options{Started: func(tmp string) { started = append(started, tmp) }}, writeSet(word, names...))
		if err != nil {
			t.Fatal(err)
		}
		if len(started) != 2 || started[1] != s.TempDir() {
			t.Errorf("Started was told %v, want the file and the folder %s", started, s.TempDir())
		}
		if err := s.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"main new", "a.html: a.html new", "b.html: b.html new"}
	if got := setContent(t, path, dir); !slices.Equal(got, want) {
		t.Errorf("the set holds %q, want %q", got, want)
	}
	if got := entries(t, top); !slices.Equal(got, []string{"congress.html", "congress_files"}) {
		t.Errorf("the folder holds %v: temporaries left", got)
	}
}

// A failure at each rename of Commit — moving the old folder aside,
// putting the new one in its place, putting the page in place — leaves
// the old set whole, and no temporaries.
func TestSetFailingInTheMiddleLeavesTheOldSet(t *testing.T) {
	for fail := 1; fail <= 3; fail++ {
		top := t.TempDir()
		path, dir := filepath.Join(top, "congress.html"), filepath.Join(top, "congress_files")
		old, err := PrepareSet(path, dir, Options{}, writeSet("old", "a.html", "b.html"))
		if err == nil {
			err = old.Commit()
		}
		if err != nil {
			t.Fatal(err)
		}
		s, err := PrepareSet(path, dir, Options{}, writeSet("new", "a.html", "b.html", "c.html"))
		if err != nil {
			t.Fatal(err)
		}
		calls := 0
		rename = func(from, to string) error {
			calls++
			if calls == fail {
				return &os.LinkError{Op: "rename", Old: from, New: to, Err: errBoom}
			}
			return os.Rename(from, to)
		}
		err = s.Commit()
		rename = os.Rename
		if !errors.Is(err, errBoom) {
			t.Errorf("rename %d failing: Commit returned %v", fail, err)
		}
		want := []string{"main old", "a.html: a.html old", "b.html: b.html old"}
		if got := setContent(t, path, dir); !slices.Equal(got, want) {
			t.Errorf("rename %d failing: the set holds %q, want the old set %q", fail, got, want)
		}
		if got := entries(t, top); !slices.Equal(got, []string{"congress.html", "congress_files"}) {
			t.Errorf("rename %d failing: the folder holds %v: temporaries left", fail, got)
		}
	}
}

// A failure while the set is written (the second page of the folder cannot
// be made) leaves the old set, and no temporaries; so does Discard.
func TestSetWriteFailureAndDiscard(t *testing.T) {
	top := t.TempDir()
	path, dir := filepath.Join(top, "congress.html"), filepath.Join(top, "congress_files")
	old, err := PrepareSet(path, dir, Options{}, writeSet("old", "a.html"))
	if err == nil {
		err = old.Commit()
	}
	if err != nil {
		t.Fatal(err)
	}
	_, err = PrepareSet(path, dir, Options{}, writeSet("new", "a.html", "a.html"))
	if !errors.Is(err, os.ErrExist) {
		t.Errorf("a page made twice: %v", err)
	}
	s, err := PrepareSet(path, dir, Options{}, writeSet("new", "a.html", "b.html"))
	if err != nil {
		t.Fatal(err)
	}
	s.Discard()
	want := []string{"main old", "a.html: a.html old"}
	if got := setContent(t, path, dir); !slices.Equal(got, want) {
		t.Errorf("the set holds %q, want the old set %q", got, want)
	}
	if got := entries(t, top); !slices.Equal(got, []string{"congress.html", "congress_files"}) {
		t.Errorf("the folder holds %v: temporaries left", got)
	}
}

// A set of the page alone (a club night's page) is the page written as
// Write writes it; a folder of an earlier set is left alone.
func TestSetOfThePageAlone(t *testing.T) {
	top := t.TempDir()
	path, dir := filepath.Join(top, "club.html"), filepath.Join(top, "club_files")
	s, err := PrepareSet(path, dir, Options{}, writeSet("one"))
	if err != nil {
		t.Fatal(err)
	}
	if s.TempDir() != "" {
		t.Errorf("a temporary folder %s for a page alone", s.TempDir())
	}
	if err := s.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := entries(t, top); !slices.Equal(got, []string{"club.html"}) {
		t.Errorf("the folder holds %v", got)
	}
}
