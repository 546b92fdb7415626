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
// until it is whole and writes it from the part the file had (MergeWorkbook)
// with the active tab set, and sets each worksheet's tabSelected flag as its
// head goes past (see Views). Workbook and Views may be nil.
type Zip struct {
	excelize.ZipWriter
	Workbook *WorkbookPart
	Views    *Views
	// Worksheets are the workbook's worksheet parts as it was opened; new
	// sheets are under xl/worksheets/.
	Worksheets map[string]bool

	pendingName string
	pending     *bytes.Buffer
	head        *headEditor
}

func (z *Zip) workbookPart(name string) bool {
	return (z.Workbook != nil && name == z.Workbook.Name) || (z.Views != nil && name == z.Views.Workbook)
}

func (z *Zip) Create(name string) (io.Writer, error) {
	if err := z.flush(); err != nil {
		return nil, err
	}
	if z.workbookPart(name) {
		z.pendingName, z.pending = name, new(bytes.Buffer)
		return z.pending, nil
	}
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
	name := z.pendingName
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
