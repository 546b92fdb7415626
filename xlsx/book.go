package xlsx

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/xuri/excelize/v2"
)

// Kind is the kind of workbook, told by the sheets it has.
type Kind int

const (
	Unknown Kind = iota
	KindPairs
	KindTeams
	KindGrading
)

func (k Kind) String() string {
	switch k {
	case KindPairs:
		return "pairs event"
	case KindTeams:
		return "teams event"
	case KindGrading:
		return "grading"
	}
	return "unknown"
}

// Book is an open workbook.
type Book struct {
	Path string
	f    *excelize.File
	kind Kind

	info     os.FileInfo  // the file as it was opened, to notice a change on disk
	saving   atomic.Value // the temporary file of a save under way
	sheets   map[string]string
	styles   *styles
	uses1904 *bool // the workbook counts dates from 1904; nil until asked

	// Where things were read from, to place the engine's problems.
	tables   map[string]*table
	settings map[string]map[string]int // settings sheet (folded) → setting (folded) → row
	scans    map[string]sheetScan      // the sniff's scans of the sheets read (folded names)
	keep     *workbookKeep             // the workbook part's elements excelize would empty
	// sameNames lists the sheets of each folded name: more than one when
	// names differ only in case or surrounding spaces.
	sameNames map[string][]string
}

// OpenOptions are the options for Open.
type OpenOptions struct {
	// Password opens an encrypted workbook.
	Password string
}

// Open sniffs, checks and opens a workbook. The error is an *Error whose
// message says what the file is and what to do.
func Open(path string, opt OpenOptions) (*Book, error) {
	info, err := os.Stat(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, userError("check the file name and folder", "%s: no such file", path)
		}
		return nil, userError("check that the file exists and that you may read it", "%s: %v", path, err)
	}
	if info.IsDir() {
		return nil, userError("name a workbook, such as club-night.xlsx", "%s is a folder, not a workbook", path)
	}
	if !info.Mode().IsRegular() {
		return nil, userError("name a workbook, such as club-night.xlsx", "%s is not a file", path)
	}
	if err := checkLock(path); err != nil {
		return nil, err
	}
	sn, err := sniff(path, opt.Password)
	if err != nil {
		return nil, err
	}
	var f *excelize.File
	if err := safely(func() (err error) {
		f, err = excelize.OpenFile(path, excelize.Options{Password: opt.Password,
			UnzipSizeLimit: maxUnzipped, UnzipXMLSizeLimit: streamedPart})
		return err
	}); err != nil {
		if f != nil {
			f.Close()
		}
		return nil, openError(path, err)
	}
	b := &Book{Path: path, f: f, info: info, tables: map[string]*table{}, settings: map[string]map[string]int{}}
	if sn != nil {
		b.scans, b.keep = sn.scans, sn.keep
	}
	if b.changedOnDisk() {
		// What was sniffed may not be what excelize read.
		f.Close()
		return nil, userError("wait until it is saved, then run scorebook again", "%s changed while scorebook was opening it", filepath.Base(path))
	}
	b.sheets = map[string]string{}
	b.sameNames = map[string][]string{}
	for _, name := range f.GetSheetList() {
		b.sheets[fold(name)] = name
		b.sameNames[fold(name)] = append(b.sameNames[fold(name)], name)
	}
	b.kind = b.detectKind()
	return b, nil
}

// Close releases the workbook's temporary files.
// Close releases the workbook's temporary files, and removes the half-written
// copy of a save that is under way (when a run is interrupted).
func (b *Book) Close() error {
	if p, ok := b.saving.Load().(string); ok && p != "" {
		os.Remove(p)
	}
	return b.f.Close()
}

// Kind is what the workbook holds.
func (b *Book) Kind() Kind { return b.kind }

func (b *Book) detectKind() Kind {
	has := func(name string) bool { _, ok := b.sheets[fold(name)]; return ok }
	switch {
	case has("Results") && has("Pairs"):
		return KindPairs
	case has("Results") && has("Teams"):
		return KindTeams
	case has("Games") && has("Players"):
		return KindGrading
	}
	return Unknown
}

// KindError explains a workbook that holds none of the kinds.
func (b *Book) KindError() *Error {
	names := b.f.GetSheetList()
	sort.Strings(names)
	return userError("a pairs event has Results and Pairs sheets, a teams event Results and Teams, grading Games and Players; `scorebook new pairs NEW.xlsx` writes a template",
		"%s has no Results and Pairs, Results and Teams, or Games and Players sheets (it has %s)",
		filepath.Base(b.Path), strings.Join(names, ", "))
}

// sheet returns the workbook's spelling of a sheet name, matched ignoring
// case and surrounding spaces.
func (b *Book) sheet(name string) (string, bool) {
	s, ok := b.sheets[fold(name)]
	return s, ok
}

// fold is how names and headers are matched: case-insensitively, ignoring
// surrounding spaces.
func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// changedOnDisk reports whether the file is no longer the one that was opened.
func (b *Book) changedOnDisk() bool {
	now, err := os.Stat(b.Path)
	if err != nil {
		return true
	}
	return now.Size() != b.info.Size() || !now.ModTime().Equal(b.info.ModTime())
}
