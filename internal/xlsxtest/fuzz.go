package xlsxtest

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/xuri/excelize/v2"
)

// The fuzz targets of the readers write workbooks from fuzzed text with
// excelize, then open and read them as scorebook does (and score them when
// they read without errors). Whatever the text, nothing panics, every
// problem names a sheet and a cell or row (or is about the whole sheet), and
// every message and hint is one line. Reading with the sniff's row scans
// (which stop after the last row holding a value) gives exactly what
// reading every row does.

// FuzzSheet is a sheet written from text: rows separated by newlines, cells
// by tabs. A cell that reads as a number is written as one, unless it starts
// with an apostrophe (as typed in Excel), which is dropped.
type FuzzSheet struct{ Name, Text string }

// FuzzBook writes the sheets as a workbook at path with excelize's ordinary
// (not streaming) writer.
func FuzzBook(t testing.TB, path string, sheets ...FuzzSheet) {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, s := range sheets {
		if i == 0 {
			if err := f.SetSheetName("Sheet1", s.Name); err != nil {
				t.Fatal(err)
			}
		} else if _, err := f.NewSheet(s.Name); err != nil {
			t.Fatal(err)
		}
		for r, line := range strings.Split(s.Text, "\n") {
			if r >= 200 {
				break
			}
			for c, cell := range strings.Split(line, "\t") {
				if c >= 30 || cell == "" {
					continue
				}
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				var v any = cell
				if text, ok := strings.CutPrefix(cell, "'"); ok {
					v = text
				} else if n, err := strconv.ParseFloat(cell, 64); err == nil && !strings.ContainsAny(cell, "xXpP_") {
					v = n
				}
				if err := f.SetCellValue(s.Name, ref, v); err != nil {
					return // excelize refuses some values (too long, NaN); skip them
				}
			}
		}
	}
	os.Remove(path)
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
}

// sheetLevel are the problems about a whole sheet, that name no cell.
var sheetLevel = regexp.MustCompile(`^(.* is empty|there is no .* sheet|Results has no results|.* lists no .*|none of the \d+ games is .*|` +
	`setting .*|a cell holds more than .*|\d+ games? of type .* left out: .*|.*VP [sS]cale.*|.*Matchpoints.*|.* is not a number of .*|precision .*|the Custom VP scale .*|unknown VP scale .*)$`)

var placeRef = regexp.MustCompile(`^([A-Z]{1,3}[1-9][0-9]*|row [1-9][0-9]*)$`)

// CheckProblemRules holds every problem to the rules of a user message: it
// names a sheet and a cell or row (or is about the whole sheet), and its
// message and hint are each one line.
func CheckProblemRules(t testing.TB, ps []problem.Problem) {
	t.Helper()
	for _, p := range ps {
		if p.Sheet == "" {
			t.Errorf("finding without a sheet: %+v", p)
		}
		switch cell := Cell(p); {
		case cell == "":
			if !sheetLevel.MatchString(p.Msg) {
				t.Errorf("finding without a cell or row: %q", String(p))
			}
		case !placeRef.MatchString(cell):
			t.Errorf("finding at %q, not a cell or row: %q", cell, String(p))
		}
		if p.Msg == "" || strings.ContainsAny(p.Msg+p.Hint, "\r\n") {
			t.Errorf("finding is not one line: %q / %q", p.Msg, p.Hint)
		}
	}
}

// CheckOpenError holds a refusal to open a workbook to the rules: a
// *problem.Problem of one line.
func CheckOpenError(t testing.TB, err error) {
	t.Helper()
	var ue *problem.Problem
	if !errors.As(err, &ue) {
		t.Fatalf("%T %v, not a user error", err, err)
	}
	if strings.ContainsAny(ue.Msg+ue.Hint, "\r\n") {
		t.Errorf("refusal is not one line: %q / %q", ue.Msg, ue.Hint)
	}
}

// ReadBoth reads a workbook twice, opened with the sniff's row scans of the
// sheets reads names and opened without any, and fails the test when the
// two differ; it returns the first, open. lastValue tells, of a sheet the
// first read scanned, the last row the scan saw a value in, and whether
// the scan knows it exactly. When the workbook is refused, ok is false.
func ReadBoth[T any](t testing.TB, path string, reads []string, lastValue func(sheet string) (row int, exact bool),
	read func(b *xlsx.Book) (T, []problem.Problem), same func(a, b T) bool) (b *xlsx.Book, v T, fs []problem.Problem, ok bool) {
	t.Helper()
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: reads})
	if err != nil {
		CheckOpenError(t, err)
		return nil, v, nil, false
	}
	v, fs = read(b)
	CheckProblemRules(t, fs)
	plain, err := xlsx.Open(path, xlsx.OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	w, gs := read(plain)
	// Only the scan notes a formula without a value (excelize reads the
	// cell as empty): the read without scans cannot report one, and the
	// one with them refuses the event where it does.
	scanned := slices.DeleteFunc(slices.Clone(fs), func(p problem.Problem) bool { return p.Msg == uncalculated })
	if !Damaged(fs) && !damagePastValues(gs, lastValue) && (!slices.Equal(strings.Fields(fmt.Sprint(scanned)), strings.Fields(fmt.Sprint(gs))) || len(scanned) == len(fs) && !same(v, w)) {
		t.Errorf("reading with the row scans differs from reading every row:\n%v\n%v", fs, gs)
	}
	return b, v, fs, true
}

// uncalculated is the finding of a formula without a value.
const uncalculated = "the cell holds a formula whose value was never calculated"

// damagePastValues reports whether reading every row found damage only
// below the last row holding a value, which the scanned read stops before:
// nothing there could be read into the event, and the director's sheet is
// copied as it is.
func damagePastValues(fs []problem.Problem, lastValue func(sheet string) (int, bool)) bool {
	found := false
	for _, f := range fs {
		if !strings.Contains(f.Msg, "the workbook is damaged") {
			continue
		}
		// The scanned read reads every row through lastValue as reading
		// every row does, so damage it did not see lies below: at a row
		// past lastValue, or found only at the end (too many rows).
		last, exact := lastValue(f.Sheet)
		if !exact {
			return false
		}
		var line int
		if _, err := fmt.Sscanf(Cell(f), "row %d", &line); err == nil && line <= last {
			return false
		}
		found = true
	}
	return found
}

// Damaged reports whether a problem says that the workbook is damaged.
func Damaged(fs []problem.Problem) bool {
	for _, f := range fs {
		if strings.Contains(f.Msg, "the workbook is damaged") {
			return true
		}
	}
	return false
}
