package xlsxtest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/xlsx"
	"github.com/xuri/excelize/v2"
)

// Dump writes the tool-owned sheets of a workbook as readable text, for
// golden tests and for people: per sheet its name, each column's number
// format (from the first data row), then one line per row with the cells
// separated by " | ". Numbers are written as stored (full precision); text
// that would read as a number is quoted, so that a number stored as text
// shows. Formulas are shown as "=…" and are a bug in a tool sheet.
func Dump(path string) (string, error) {
	f, err := excelize.OpenFile(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	owned := map[string]bool{}
	for _, d := range f.GetDefinedName() {
		if d.Name == xlsx.OwnerName && d.Scope != "" {
			owned[d.Scope] = true
		}
	}
	var out strings.Builder
	for _, sheet := range f.GetSheetList() {
		if !owned[sheet] {
			continue
		}
		if err := dumpSheet(f, sheet, &out); err != nil {
			return "", err
		}
	}
	return out.String(), nil
}

// DumpSheet writes one sheet of a workbook, the director's or the tool's,
// as Dump writes the tool's.
func DumpSheet(path, sheet string) (string, error) {
	f, err := excelize.OpenFile(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var out strings.Builder
	err = dumpSheet(f, sheet, &out)
	return out.String(), err
}

func dumpSheet(f *excelize.File, sheet string, out *strings.Builder) error {
	rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "== %s\n", sheet)
	if h := headerRow(rows); h >= 0 {
		var formats []string
		for c := range rows[h] {
			ref, _ := excelize.CoordinatesToCellName(c+1, h+2)
			code := numberFormat(f, sheet, ref)
			if code != "" && code != "General" && code != "@" {
				formats = append(formats, rows[h][c]+" "+code)
			}
		}
		fmt.Fprintf(out, "formats: %s\n", strings.Join(formats, ", "))
	}
	for r, row := range rows {
		cells := make([]string, len(row))
		for c, v := range row {
			ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
			if formula, _ := f.GetCellFormula(sheet, ref); formula != "" {
				cells[c] = "=" + formula
				continue
			}
			typ, _ := f.GetCellType(sheet, ref)
			switch {
			case v == "":
			case typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset:
				cells[c] = v // a number, as stored
			default:
				if _, err := strconv.ParseFloat(v, 64); err == nil {
					cells[c] = strconv.Quote(v)
				} else {
					cells[c] = v
				}
			}
		}
		fmt.Fprintln(out, strings.TrimRight(strings.Join(cells, " | "), " |"))
	}
	return nil
}

// headerRow is the row naming the columns of the first row of values: the
// first row of a table, or a report's first line of headers (a row of three
// or more names, no number among them, with a row below it); −1 when
// there is none.
func headerRow(rows [][]string) int {
	if len(rows) > 1 && len(rows[0]) > 1 {
		return 0
	}
	for i := 0; i+1 < len(rows); i++ {
		names := 0
		for _, c := range rows[i] {
			if _, err := strconv.ParseFloat(c, 64); err == nil {
				names = -1000
			} else if c != "" {
				names++
			}
		}
		if names >= 3 {
			return i
		}
	}
	return -1
}

func numberFormat(f *excelize.File, sheet, ref string) string {
	id, err := f.GetCellStyle(sheet, ref)
	if err != nil || id == 0 {
		return ""
	}
	st, err := f.GetStyle(id)
	if err != nil || st == nil {
		return ""
	}
	if st.CustomNumFmt != nil {
		return *st.CustomNumFmt
	}
	if code, ok := builtInFormats[st.NumFmt]; ok {
		return code
	}
	return ""
}

var builtInFormats = map[int]string{0: "General", 1: "0", 2: "0.00", 9: "0%", 10: "0.00%", 14: "yyyy-mm-dd", 49: "@"}
