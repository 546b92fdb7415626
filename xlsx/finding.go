package xlsx

import (
	"fmt"
	"sort"
	"strings"

	"github.com/xuri/excelize/v2"
)

// Finding is a problem in a workbook, at a place a director can find: a sheet
// and a cell ("Results", "F17"), a sheet and a row, or just a sheet.
type Finding struct {
	Sheet   string
	Cell    string // "F17", "row 17", or ""
	Msg     string
	Hint    string
	Warning bool
}

// Place is where the finding is: "Results!F17", "Results row 17", "Results".
func (f Finding) Place() string {
	switch {
	case f.Sheet == "":
		return ""
	case f.Cell == "":
		return f.Sheet
	case strings.HasPrefix(f.Cell, "row "):
		return f.Sheet + " " + f.Cell
	}
	return f.Sheet + "!" + f.Cell
}

func (f Finding) String() string {
	if p := f.Place(); p != "" {
		return p + ": " + f.Msg
	}
	return f.Msg
}

// HasErrors reports whether any finding is an error rather than a warning.
func HasErrors(fs []Finding) bool {
	for _, f := range fs {
		if !f.Warning {
			return true
		}
	}
	return false
}

// Error is a failure meant for the user: one line, lower case, with a hint
// when the fix is not obvious.
type Error struct {
	Msg  string
	Hint string
}

func (e *Error) Error() string { return e.Msg }

// HintText returns the hint line.
func (e *Error) HintText() string { return e.Hint }

func userError(hint, format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// hinter is an error that carries a hint, as the engine's parse errors do.
type hinter interface{ HintText() string }

func hintOf(err error) string {
	if h, ok := err.(hinter); ok {
		return h.HintText()
	}
	return ""
}

// SortFindings orders findings as a director reads the workbook: by sheet (in
// the workbook's order), then row, then column. Findings without a place come
// first.
func (b *Book) SortFindings(fs []Finding) {
	order := map[string]int{}
	for i, s := range b.f.GetSheetList() {
		order[s] = i + 1
	}
	key := func(f Finding) (int, int, int) {
		col, row := 0, 0
		switch {
		case strings.HasPrefix(f.Cell, "row "):
			fmt.Sscanf(f.Cell, "row %d", &row)
		case f.Cell != "":
			c, r, err := excelize.CellNameToCoordinates(f.Cell)
			if err == nil {
				col, row = c, r
			}
		}
		return order[f.Sheet], row, col
	}
	sort.SliceStable(fs, func(i, j int) bool {
		si, ri, ci := key(fs[i])
		sj, rj, cj := key(fs[j])
		if si != sj {
			return si < sj
		}
		if ri != rj {
			return ri < rj
		}
		return ci < cj
	})
}
