package durable

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// entries lists a folder's files.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func write(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

func TestWriteReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "book.xlsx")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	var started string
	if err := Write(path, Options{Started: func(tmp string) { started = tmp }}, write("new")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("content %q", data)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the old file's 0600", info.Mode().Perm())
	}
	if filepath.Dir(started) != dir || !slices.Equal(entries(t, dir), []string{"book.xlsx"}) {
		t.Errorf("temporary file %q; folder holds %v", started, entries(t, dir))
	}
}

// Prepare writes the whole file beside the target and leaves the target
// alone until Commit; Discard removes it.
func TestPrepareCommitDiscard(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "page.html")
	if err := os.WriteFile(path, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	p, err := Prepare(path, Options{}, write("new"))
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("prepared: target %q, want it untouched", data)
	}
	if data, _ := os.ReadFile(p.Temp()); string(data) != "new" || filepath.Dir(p.Temp()) != dir {
		t.Errorf("temporary file %s holds %q", p.Temp(), data)
	}
	if err := p.Commit(); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("committed: content %q", data)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the old file's 0640", info.Mode().Perm())
	}
	if !slices.Equal(entries(t, dir), []string{"page.html"}) {
		t.Errorf("folder holds %v", entries(t, dir))
	}

	p, err = Prepare(path, Options{}, write("newer"))
	if err != nil {
		t.Fatal(err)
	}
	p.Discard()
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("discarded: content %q", data)
	}
	if !slices.Equal(entries(t, dir), []string{"page.html"}) {
		t.Errorf("discarded: folder holds %v", entries(t, dir))
	}

	// A failing last check at Commit leaves the target and no temporary file.
	p, err = Prepare(path, Options{BeforeRename: func() error { return errBoom }}, write("newest"))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Commit(); !errors.Is(err, errBoom) {
		t.Errorf("Commit: %v, want %v", err, errBoom)
	}
	if data, _ := os.ReadFile(path); string(data) != "new" || !slices.Equal(entries(t, dir), []string{"page.html"}) {
		t.Errorf("failed commit: content %q, folder %v", data, entries(t, dir))
	}
}

// Whatever fails, the target is as it was and no temporary file is left.
func TestWriteFailuresLeaveTheTarget(t *testing.T) {
	boom := errBoom
	for _, tc := range []struct {
		name  string
		opt   Options
		write func(io.Writer) error
	}{
		{"the content", Options{}, func(io.Writer) error { return boom }},
		{"a wrapped writer", Options{Wrap: func(io.Writer) io.Writer { return failing{} }}, write("new")},
		{"the last check", Options{BeforeRename: func() error { return boom }}, write("new")},
	} {
		dir := t.TempDir()
		path := filepath.Join(dir, "book.xlsx")
		os.WriteFile(path, []byte("old"), 0o644)
		if err := Write(path, tc.opt, tc.write); !errors.Is(err, boom) {
			t.Errorf("%s: error %v, want boom", tc.name, err)
		}
		if data, _ := os.ReadFile(path); string(data) != "old" {
			t.Errorf("%s: the target holds %q", tc.name, data)
		}
		if got := entries(t, dir); !slices.Equal(got, []string{"book.xlsx"}) {
			t.Errorf("%s: the folder holds %v", tc.name, got)
		}
	}
}

var errBoom = errors.New("boom")

type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errBoom }

func TestWriteCannotCreate(t *testing.T) {
	defer func(old func(string, string) (*os.File, error)) { createTemp = old }(createTemp)
	createTemp = func(string, string) (*os.File, error) { return nil, os.ErrPermission }
	path := filepath.Join(t.TempDir(), "book.xlsx")
	if err := Write(path, Options{}, write("new")); !errors.Is(err, os.ErrPermission) {
		t.Errorf("error %v", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file was written: %v", err)
	}
}

func TestNoReplace(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "new.xlsx")
	if err := Write(path, Options{NoReplace: true, Mode: 0o640}, write("first")); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o640 {
		t.Errorf("mode %v", info.Mode().Perm())
	}
	err := Write(path, Options{NoReplace: true}, write("second"))
	if !errors.Is(err, os.ErrExist) {
		t.Errorf("error %v, want one that is os.ErrExist", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "first" {
		t.Errorf("replaced: %q", data)
	}
	if got := entries(t, dir); !slices.Equal(got, []string{"new.xlsx"}) {
		t.Errorf("the folder holds %v", got)
	}
}

func TestCopyKeepsTheMode(t *testing.T) {
	dir := t.TempDir()
	from, to := filepath.Join(dir, "a.xlsx"), filepath.Join(dir, "a.bak.xlsx")
	os.WriteFile(from, []byte("data"), 0o640)
	if err := Copy(from, to); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(to)
	if err != nil || info.Mode().Perm() != 0o640 {
		t.Fatalf("copy: %v %v", info, err)
	}
	if data, _ := os.ReadFile(to); string(data) != "data" {
		t.Errorf("copy holds %q", data)
	}
}

func TestRemoveStale(t *testing.T) {
	dir := t.TempDir()
	old, young := filepath.Join(dir, ".a.scorebook-1.xlsx"), filepath.Join(dir, ".a.scorebook-2.xlsx")
	os.WriteFile(old, nil, 0o644)
	os.WriteFile(young, nil, 0o644)
	long := time.Now().Add(-time.Hour)
	os.Chtimes(old, long, long)
	RemoveStale(dir, ".a.scorebook-*.xlsx", 10*time.Minute)
	if got := entries(t, dir); !slices.Equal(got, []string{".a.scorebook-2.xlsx"}) {
		t.Errorf("the folder holds %v", got)
	}
}
