package guard

import (
	"bytes"
	"io"
	"regexp"

	"github.com/xuri/excelize/v2"
)

// excelize reads a few elements of the workbook part without their
// attributes and writes them back empty. One of them matters to directors:
// fileSharing holds Excel's "password to modify" and "read-only
// recommended". The elements are kept as the workbook had them and put
// back into the workbook part as it is saved.

// keptElements are the workbook part's elements that excelize empties.
var keptElements = regexp.MustCompile(`<(?:[A-Za-z_][\w.-]*:)?(fileSharing|oleSize|smartTagPr|webPublishing)\b([^>]*?)\s*/?>`)

// WorkbookKeep is what the workbook part had of keptElements: the part's
// name, and each element written as excelize writes the element's name.
type WorkbookKeep struct {
	part     string
	elements map[string][]byte // local name → <name attrs/>
}

// KeepWorkbookElements notes the kept elements of a workbook part.
func KeepWorkbookElements(part string, data []byte) *WorkbookKeep {
	k := &WorkbookKeep{part: part, elements: map[string][]byte{}}
	for _, m := range keptElements.FindAllSubmatch(data, -1) {
		if len(bytes.TrimSpace(m[2])) == 0 {
			continue // nothing excelize would lose
		}
		k.elements[string(m[1])] = []byte("<" + string(m[1]) + string(m[2]) + "/>")
	}
	if len(k.elements) == 0 {
		return nil
	}
	return k
}

// restore puts the kept elements back into the workbook part excelize
// wrote, in place of the empty ones.
func (k *WorkbookKeep) restore(data []byte) []byte {
	for name, el := range k.elements {
		for _, empty := range []string{"<" + name + "></" + name + ">", "<" + name + "/>"} {
			if i := bytes.Index(data, []byte(empty)); i >= 0 {
				data = append(data[:i:i], append(el, data[i+len(empty):]...)...)
				break
			}
		}
	}
	return data
}

// Zip is the zip writer a workbook is saved through: it compresses each
// part on every core (NewZipWriter underneath), holds back the workbook part
// until it is whole and writes it with the kept elements restored and the
// active tab set, and sets each worksheet's tabSelected flag as its head
// goes past (see Views). Keep and Views may be nil.
type Zip struct {
	excelize.ZipWriter
	Keep  *WorkbookKeep
	Views *Views
	// Worksheets are the workbook's worksheet parts as it was opened; new
	// sheets are under xl/worksheets/.
	Worksheets map[string]bool

	pendingName string
	pending     *bytes.Buffer
	head        *headEditor
}

func (z *Zip) workbookPart(name string) bool {
	return (z.Keep != nil && name == z.Keep.part) || (z.Views != nil && name == z.Views.Workbook)
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
	if z.Keep != nil {
		data = z.Keep.restore(data)
	}
	if z.Views != nil {
		data = setActiveTab(data, z.Views.ActiveTab)
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
