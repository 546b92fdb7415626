package xlsx

import (
	"errors"
	"github.com/scorebook/scorebook/internal/lang"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/xuri/excelize/v2"
)

// Book is an open workbook.
type Book struct {
	Path string
	f    *excelize.File
	// password opens the workbook, which is saved encrypted with it.
	password string

	info     os.FileInfo  // the file as it was opened, to notice a change on disk
	saving   atomic.Value // the temporary file of a save under way
	sheets   map[string]string
	styles   *styles
	dated    map[string]*styles // styles with a language's dates (datedStyles)
	uses1904 *bool              // the workbook counts dates from 1904; nil until asked
	// language is the workbook's Language setting, once its kind has
	// read its settings (SetLanguage); English until then.
	language lang.Lang

	// Where things were read from, to place the engine's problems.
	tables   map[string]*Table
	settings map[string]map[string]int // settings sheet (folded) → setting (folded) → row
	scans    map[string]guard.Scan     // the sniff's scans of the sheets read (folded names)
	workbook *guard.WorkbookPart       // the workbook part as the file had it, which the saved one is written from
	stylesIn *guard.StylesPart         // and the styles part
	strings  []byte                    // the shared strings part as the file had it
	// sst are the shared strings read from it, once (sstRead), for
	// guard's row reader.
	sst     []string
	sstErr  error
	sstRead bool
	// calcChain is the calculation chain as the file had it, written back
	// so unless a cleared tool sheet had cells in it (calcChainEdited).
	calcChain       []byte
	calcChainEdited bool
	// origTypes is the content types part as it was in the file.
	origTypes []byte
	// toolParts are the worksheet parts of the tool's sheets written, by
	// sheet; openOn is the sheet the saved workbook opens on.
	toolParts map[string]string
	openOn    string
	// sameNames lists the sheets of each folded name: more than one when
	// names differ only in case or surrounding spaces.
	sameNames map[string][]string
	// renamed are the tool's sheets renamed (written in another language
	// than before): each new name's name in the file.
	renamed map[string]string
}

// OpenOptions are the options for Open.
type OpenOptions struct {
	// Password opens an encrypted workbook.
	Password string
	// Reads names the sheets that may be read (matched ignoring case and
	// surrounding spaces): the sniff scans their rows, so that reading can
	// stop after the last row holding a value, and checks the others only
	// for damage. The kinds of workbook name them (see kinds.Reads).
	Reads []string
	// ReadOnly says that the workbook itself will not be written (check,
	// or score --out to another file): a workbook open in Excel or
	// LibreOffice is then read as it was last saved instead of refused.
	// Only replacing the workbook needs it closed, and Save checks that.
	ReadOnly bool
}

// Open sniffs, checks and opens a workbook. The error is a *problem.Problem
// whose message says what the file is and what to do.
func Open(path string, opt OpenOptions) (*Book, error) {
	info, err := os.Stat(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, problem.New("check the file name and folder", "%s: no such file", path)
		}
		return nil, problem.New("check that the file exists and that you may read it", "%s: %v", path, err)
	}
	if info.IsDir() {
		return nil, problem.New("name a workbook, such as club-night.xlsx", "%s is a folder, not a workbook", path)
	}
	if !info.Mode().IsRegular() {
		return nil, problem.New("name a workbook, such as club-night.xlsx", "%s is not a file", path)
	}
	if !opt.ReadOnly {
		if err := guard.CheckLock(path); err != nil {
			return nil, err
		}
	}
	reads := map[string]bool{}
	for _, s := range opt.Reads {
		reads[fold(s)] = true
		for _, a := range aliasesOf(s) {
			reads[fold(a)] = true
		}
	}
	sn, err := guard.Sniff(path, opt.Password, func(sheet string) bool { return reads[fold(sheet)] })
	if err != nil {
		return nil, err
	}
	var f *excelize.File
	if err := guard.Safely(func() (err error) {
		f, err = excelize.OpenFile(path, excelize.Options{Password: opt.Password,
			UnzipSizeLimit: guard.MaxUnzipped, UnzipXMLSizeLimit: guard.StreamedPart})
		return err
	}); err != nil {
		if f != nil {
			f.Close()
		}
		return nil, guard.OpenError(path, err)
	}
	b := &Book{Path: path, f: f, info: info, password: opt.Password, tables: map[string]*Table{}, settings: map[string]map[string]int{}, toolParts: map[string]string{}}
	if sn != nil {
		b.scans, b.workbook, b.stylesIn = sn.Scans, sn.Workbook, sn.Styles
		b.strings, b.calcChain = sn.Strings, sn.CalcChain
		if b.stylesIn != nil {
			alignStyles(f, b.stylesIn.Orig)
		}
	}
	if b.changedOnDisk() {
		// What was sniffed may not be what excelize read.
		f.Close()
		return nil, problem.New("wait until it is saved, then run scorebook again", "%s changed while scorebook was opening it", filepath.Base(path))
	}
	b.origTypes = b.part("[Content_Types].xml")
	b.sheets = map[string]string{}
	b.sameNames = map[string][]string{}
	for _, name := range f.GetSheetList() {
		b.sheets[fold(name)] = name
		b.sameNames[fold(name)] = append(b.sameNames[fold(name)], name)
	}
	return b, nil
}

// Close releases the workbook's temporary files, and removes the half-written
// copy of a save that is under way (when a run is interrupted).
func (b *Book) Close() error {
	if p, ok := b.saving.Load().(string); ok && p != "" {
		os.Remove(p)
	}
	return b.f.Close()
}

// Sheets lists the workbook's sheets, in the workbook's order.
func (b *Book) Sheets() []string { return b.f.GetSheetList() }

// HasSheet reports whether the workbook has a sheet of the name, matched
// ignoring case and surrounding spaces.
func (b *Book) HasSheet(name string) bool {
	_, ok := b.sheet(name)
	return ok
}

// RowsHint is about how many rows a sheet holds: the last row with a value,
// as the sniff's scan of a sheet read found it; 0 when not known. It sizes
// what is read from the sheet, so callers cap it.
func (b *Book) RowsHint(name string) int {
	s, ok := b.sheet(name)
	if !ok {
		return 0
	}
	return b.scans[fold(s)].LastValue
}

// Name is the workbook's file name, without its folder.
func (b *Book) Name() string { return filepath.Base(b.Path) }

// sheet returns the workbook's spelling of a sheet name, matched ignoring
// case and surrounding spaces; a sheet a kind reads may have another name
// (SheetAliases).
func (b *Book) sheet(name string) (string, bool) {
	if s, ok := b.sheets[fold(name)]; ok {
		return s, ok
	}
	for _, a := range aliasesOf(name) {
		if s, ok := b.sheets[fold(a)]; ok {
			return s, ok
		}
	}
	return "", false
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

// SetLanguage records the workbook's Language setting, which its kind reads
// with its settings: the command says its messages in it (unless --lang
// says otherwise), whether or not the workbook can be scored.
func (b *Book) SetLanguage(l lang.Lang) { b.language = l }

// Language is the workbook's Language setting: English until its kind has
// read its settings, or when it has none.
func (b *Book) Language() lang.Lang { return b.language }
