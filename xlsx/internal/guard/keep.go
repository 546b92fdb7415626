package guard

import (
	"bytes"
	"io"

	"github.com/xuri/excelize/v2"
)

// WorkbookPart is the workbook part as the file had it, which the saved
// workbook's part is written from (MergeWorkbook).
type WorkbookPart struct {
	Name string // xl/workbook.xml
	Orig []byte
	// Front are the sheets that stand first in the tab order, in order:
	// the results just written.
	Front []string
}

// Zip is the zip writer a workbook is saved through: it compresses each
// part on every core (NewZipWriter underneath), holds back the workbook part
// and the styles part until each is whole and writes them from the parts
// the file had (MergeWorkbook, with the active tab set; MergeStyles), and sets each worksheet's tabSelected flag as its
// head goes past (see Views). Workbook, Styles and Views may be nil.
type Zip struct {
	excelize.ZipWriter
	Workbook *WorkbookPart
	Styles   *StylesPart
	Views    *Views
	// Strings is the shared strings part as the file had it (nil when
	// none, or too large to hold: then excelize's is written).
	Strings []byte
	// Originals are parts written as the file had them, whatever excelize
	// writes: those scorebook does not change but excelize rewrites from
	// what it read (the calculation chain).
	Originals map[string][]byte
	// Worksheets are the workbook's worksheet parts as it was opened; new
	// sheets are under xl/worksheets/.
	Worksheets map[string]bool
	// Streamed are parts written from the file's own, read as a stream
	// when their turn comes (a large director's sheet, which excelize would
	// otherwise read back whole from its temporary file to copy it): what
	// excelize writes for them is discarded. The worksheet's head is edited
	// as any worksheet's is.
	Streamed map[string]func() (io.ReadCloser, error)

	pendingName string
	pending     *bytes.Buffer
	head        *headEditor
}

// heldBack reports whether a part is written from the file's own: the
// workbook part and the styles part.
func (z *Zip) heldBack(name string) bool {
	return (z.Workbook != nil && name == z.Workbook.Name) || (z.Views != nil && name == z.Views.Workbook) ||
		(z.Styles != nil && name == z.Styles.Name) || (z.Strings != nil && name == SharedStringsPart)
}

func (z *Zip) Create(name string) (io.Writer, error) {
	if err := z.flush(); err != nil {
		return nil, err
	}
	if orig, ok := z.Originals[name]; ok {
		w, err := z.ZipWriter.Create(name)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(orig); err != nil {
			return nil, err
		}
		return io.Discard, nil
	}
	if z.heldBack(name) {
		z.pendingName, z.pending = name, new(bytes.Buffer)
		return z.pending, nil
	}
	if open, ok := z.Streamed[name]; ok {
		w, err := z.create(name)
		if err != nil {
			return nil, err
		}
		r, err := open()
		if err != nil {
			return nil, err
		}
		_, err = io.Copy(w, r)
		if cerr := r.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, err
		}
		return io.Discard, nil
	}
	return z.create(name)
}

// create starts a part, editing a worksheet's head as it goes past.
func (z *Zip) create(name string) (io.Writer, error) {
	w, err := z.ZipWriter.Create(name)
	if err != nil || z.Views == nil || !(z.Worksheets[name] || isWorksheetPart(name)) {
		return w, err
	}
	selected := name == z.Views.Selected
	z.head = &headEditor{w: w, edit: func(head []byte) []byte { return selectTab(head, selected) }}
	return z.head, nil
}

func (z *Zip) flush() error {
	if z.head != nil {
		h := z.head
		z.head = nil
		if err := h.finish(); err != nil {
			return err
		}
	}
	if z.pending == nil {
		return nil
	}
	data := z.pending.Bytes()
	if z.Strings != nil && z.pendingName == SharedStringsPart {
		return z.write(z.pendingName, MergeSharedStrings(z.Strings, data))
	}
	if z.Styles != nil && z.pendingName == z.Styles.Name {
		return z.write(z.pendingName, MergeStyles(z.Styles.Orig, data))
	}
	var pos map[string]int
	if z.Workbook != nil && z.pendingName == z.Workbook.Name && z.Workbook.Orig != nil {
		data, pos = MergeWorkbook(z.Workbook.Orig, data, z.Workbook.Front)
	}
	if z.Views != nil {
		tab := z.Views.ActiveTab
		if p, ok := pos[z.Views.Open]; ok {
			tab = p
		}
		data = setActiveTab(data, tab)
	}
	return z.write(z.pendingName, data)
}

// write writes a part held back.
func (z *Zip) write(name string, data []byte) error {
	z.pending = nil
	w, err := z.ZipWriter.Create(name)
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

func (z *Zip) Close() error {
	if err := z.flush(); err != nil {
		return err
	}
	return z.ZipWriter.Close()
}
