package guard

import (
	"bytes"
	"regexp"
	"strconv"
)

// A workbook opens on its active tab, and the tabs selected with it are
// marked in each sheet's view. scorebook makes a scored workbook open on its
// results: it sets the workbook's active tab, and each worksheet's
// tabSelected flag, as the parts are written, editing only those
// attributes, so that the director's sheets come back byte for byte but
// for that flag. (excelize can set them only by loading every sheet, which
// rewrites it.)

// Views says which sheet a workbook opens on.
type Views struct {
	// Workbook is the workbook part's name (xl/workbook.xml).
	Workbook string
	// ActiveTab is the position of the sheet, from 0, in the workbook's
	// order; when the workbook part is written from the file's
	// (WorkbookPart), the position of the sheet named Open in the new order.
	ActiveTab int
	Open      string
	// Selected is that sheet's worksheet part; every other worksheet part
	// loses its tabSelected flag.
	Selected string
}

var (
	sheetViewTag    = regexp.MustCompile(`<((?:[A-Za-z_][\w.-]*:)?sheetView)(\s[^>]*?)?(/?)>`)
	tabSelectedAttr = regexp.MustCompile(`\s+tabSelected\s*=\s*("[^"]*"|'[^']*')`)
	workbookViewTag = regexp.MustCompile(`<((?:[A-Za-z_][\w.-]*:)?workbookView)(\s[^>]*?)?(/?)>`)
	activeTabAttr   = regexp.MustCompile(`\s+activeTab\s*=\s*("[^"]*"|'[^']*')`)
	firstSheetAttr  = regexp.MustCompile(`\s+firstSheet\s*=\s*("[^"]*"|'[^']*')`)
	sheetsTag       = regexp.MustCompile(`<(?:[A-Za-z_][\w.-]*:)?sheets[\s>]`)
)

// selectTab edits the sheet views at the head of a worksheet part: the
// tabSelected flag comes off every view, and goes on the first when the
// sheet is the one selected. A part without a tabSelected flag, of a sheet
// not selected, comes back unchanged.
func selectTab(head []byte, selected bool) []byte {
	first := true
	return sheetViewTag.ReplaceAllFunc(head, func(tag []byte) []byte {
		m := sheetViewTag.FindSubmatch(tag)
		attrs := tabSelectedAttr.ReplaceAll(m[2], nil)
		if first && selected {
			attrs = append([]byte(` tabSelected="1"`), attrs...)
		}
		first = false
		if bytes.Equal(attrs, m[2]) {
			return tag
		}
		out := append([]byte("<"), m[1]...)
		out = append(out, attrs...)
		out = append(out, m[3]...)
		return append(out, '>')
	})
}

// setActiveTab makes the workbook part's first view open on the tab, adding
// the view when there is none. The view's first tab shown in the tab bar
// (firstSheet) goes, so that the active tab is in sight.
func setActiveTab(wb []byte, tab int) []byte {
	attr := []byte(` activeTab="` + strconv.Itoa(tab) + `"`)
	if loc := workbookViewTag.FindSubmatchIndex(wb); loc != nil {
		name := wb[loc[2]:loc[3]]
		var attrs []byte
		if loc[4] >= 0 {
			attrs = activeTabAttr.ReplaceAll(wb[loc[4]:loc[5]], nil)
			attrs = firstSheetAttr.ReplaceAll(attrs, nil)
		}
		end := wb[loc[6]:loc[7]]
		if tab == 0 {
			attr = nil // the default
		}
		tag := append(append(append(append([]byte("<"), name...), attr...), attrs...), append(end, '>')...)
		return append(append(append([]byte{}, wb[:loc[0]]...), tag...), wb[loc[1]:]...)
	}
	if tab == 0 {
		return wb
	}
	loc := sheetsTag.FindIndex(wb)
	if loc == nil {
		return wb
	}
	views := append(append([]byte(`<bookViews><workbookView`), attr...), []byte(`/></bookViews>`)...)
	return append(append(append([]byte{}, wb[:loc[0]]...), views...), wb[loc[0]:]...)
}

// headLimit is how much of a worksheet part is held back to find its sheet
// views, which come before its rows; a part whose rows have not begun by
// then is passed on unchanged.
const headLimit = 1 << 20

var sheetDataTag = regexp.MustCompile(`<(?:[A-Za-z_][\w.-]*:)?sheetData[\s/>]`)

// headEditor holds back the head of a part, up to its rows, and writes it
// edited; the rest passes through.
type headEditor struct {
	w      interface{ Write([]byte) (int, error) }
	edit   func([]byte) []byte
	head   []byte
	passed bool
}

func (h *headEditor) Write(p []byte) (int, error) {
	if h.passed {
		return h.w.Write(p)
	}
	from := max(len(h.head)-16, 0) // a tag split between two writes is found whole
	h.head = append(h.head, p...)
	if loc := sheetDataTag.FindIndex(h.head[from:]); loc != nil {
		at := from + loc[0]
		edited := append(h.edit(h.head[:at]), h.head[at:]...)
		h.head, h.passed = nil, true
		if _, err := h.w.Write(edited); err != nil {
			return 0, err
		}
	} else if len(h.head) > headLimit {
		rest := h.head
		h.head, h.passed = nil, true
		if _, err := h.w.Write(rest); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

// finish writes what is still held back: a part with no rows.
func (h *headEditor) finish() error {
	if h.passed || h.head == nil {
		return nil
	}
	edited := h.edit(h.head)
	h.head, h.passed = nil, true
	_, err := h.w.Write(edited)
	return err
}

// isWorksheet reports whether a part is a worksheet.
func isWorksheetPart(name string) bool {
	return len(name) > len("xl/worksheets/") && name[:len("xl/worksheets/")] == "xl/worksheets/" && bytes.HasSuffix([]byte(name), []byte(".xml"))
}
