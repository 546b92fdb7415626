package kinds

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
)

// fillTemplate writes the template in a language and types the sample's
// rows into it, cell for cell under the same headers (translated), the
// settings' values beside their names (translated), each choice as the
// template's drop-down offers it; the Language setting stays the
// template's. It returns the workbook's path.
func fillTemplate(t *testing.T, tpl templates.Template, l lang.Lang, sample string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), l.Code()+"-"+filepath.Base(sample))
	if err := xlsx.WriteTemplate(path, tpl.In(l)); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := excelize.OpenFile(sample)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	date, err := f.NewStyle(&excelize.Style{CustomNumFmt: ptr("yyyy-mm-dd")})
	if err != nil {
		t.Fatal(err)
	}
	names := f.GetSheetList()
	in := tpl.In(l)
	for i, sheet := range tpl.Sheets {
		to := names[i]
		if to != in.Sheets[i].Name {
			t.Fatalf("sheet %d is %q, want %q", i, to, in.Sheets[i].Name)
		}
		rows, err := s.GetRows(sheet.Name)
		if err != nil || len(rows) == 0 {
			continue // the sample has no such sheet (VP Scale)
		}
		// to[c] is the column of the sample's column c in the template.
		var cols []int
		for _, h := range rows[0] {
			at := -1
			for c, col := range sheet.Columns {
				if col.Header == h {
					at = c
				}
			}
			if at < 0 {
				t.Fatalf("%s: the template has no column %q", sheet.Name, h)
			}
			cols = append(cols, at)
		}
		settings := i == 0
		for r := 1; r < len(rows); r++ {
			for c := range rows[0] {
				if c >= len(rows[r]) || settings && c == 2 {
					continue
				}
				if settings && rows[r][0] == "Language" {
					continue
				}
				from, _ := excelize.CoordinatesToCellName(c+1, r+1)
				into, _ := excelize.CoordinatesToCellName(cols[c]+1, r+1)
				if settings {
					// The template's settings are in the sample's order,
					// each named in the language; check it, and type the
					// value, a choice as the drop-down offers it.
					english, said := sheet.Rows[r-1], in.Sheets[i].Rows[r-1]
					if c == 0 {
						got, _ := f.GetCellValue(to, into)
						if english.Cells[0] != rows[r][0] || got != said.Cells[0] {
							t.Fatalf("%s row %d: setting %q, the sample's %q (%q)", to, r+1, got, rows[r][0], english.Cells[0])
						}
						continue
					}
					if k := slices.Index(english.Choices, rows[r][c]); k >= 0 {
						if err := f.SetCellStr(to, into, said.Choices[k]); err != nil {
							t.Fatal(err)
						}
						continue
					}
				}
				if k := saidChoice(sheet, cols[c], rows[r][c]); !settings && k >= 0 {
					// A choice the drop-down offers in the language (a
					// Games row's Type: Gelijk for Level).
					if err := f.SetCellStr(to, into, in.Sheets[i].Lists[listAt(sheet, cols[c])].Choices[k]); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if rows[0][c] == "Contract" && (l == lang.French || l == lang.German) {
					// C is cœur, Coeur in French and German: clubs are
					// typed T (trèfle, Treff), as a French scorer types
					// them.
					if err := f.SetCellStr(to, into, clubs.ReplaceAllString(rows[r][c], "${1}T")); err != nil {
						t.Fatal(err)
					}
					continue
				}
				copyCell(t, s, sheet.Name, from, f, to, into, date)
			}
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	return path
}

// listAt is the index of the sheet's list of said choices for a column,
// or -1.
func listAt(sheet templates.Sheet, column int) int {
	return slices.IndexFunc(sheet.Lists, func(l templates.List) bool { return l.Said && l.Column == column })
}

// saidChoice is the index of value among the said choices of the column's
// list, or -1.
func saidChoice(sheet templates.Sheet, column int, value string) int {
	if k := listAt(sheet, column); k >= 0 {
		return slices.Index(sheet.Lists[k].Choices, value)
	}
	return -1
}

var clubs = regexp.MustCompile(`^([1-7])[Cc]`)

func ptr[T any](v T) *T { return &v }

// copyCell copies a cell's value as typed: a number as a number (a date as
// a date), text as text.
func copyCell(t *testing.T, s *excelize.File, sheet, from string, f *excelize.File, to, into string, date int) {
	t.Helper()
	raw, _ := s.GetCellValue(sheet, from, excelize.Options{RawCellValue: true})
	shown, _ := s.GetCellValue(sheet, from)
	typ, _ := s.GetCellType(sheet, from)
	var err error
	switch x, isNum := strconv.ParseFloat(raw, 64); {
	case raw == "":
		return
	case isNum == nil && (typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset) && raw == shown:
		err = f.SetCellValue(to, into, x)
	case isNum == nil && (typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset) && strings.Count(shown, "-") == 2:
		if err = f.SetCellValue(to, into, x); err == nil {
			err = f.SetCellStyle(to, into, into, date)
		}
	default:
		err = f.SetCellStr(to, into, shown)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// numbers are a scored workbook's number cells, by sheet index and cell.
func numbers(t *testing.T, path string) map[[2]string]string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[[2]string]string{}
	for i, sheet := range f.GetSheetList() {
		rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		for r, row := range rows {
			for c, v := range row {
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				if typ, _ := f.GetCellType(sheet, ref); typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset && v != "" {
					if _, err := strconv.ParseFloat(v, 64); err == nil {
						out[[2]string{strconv.Itoa(i), ref}] = v
					}
				}
			}
		}
	}
	return out
}

// TestTemplatesInEveryLanguage: each kind's template written in each
// language, filled with a sample's rows, reads and scores to the numbers
// of the English template filled alike, cell for cell, input and output
// sheets alike.
func TestTemplatesInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		tpl    templates.Template
		sample string
	}{
		{templates.Pairs(), "../../samples/club-night.xlsx"},
		{templates.Teams(), "../../samples/swiss-teams.xlsx"},
		{templates.Grading(), "../../samples/grading-dg.xlsx"},
		{templates.Individual(), "../../samples/individual.xlsx"},
	} {
		english := fillTemplate(t, tc.tpl, lang.English, tc.sample)
		if err := corpusScore(english); err != nil {
			t.Fatalf("%s in English: %v", tc.sample, err)
		}
		want := numbers(t, english)
		if len(want) < 100 {
			t.Fatalf("%s: only %d numbers", tc.sample, len(want))
		}
		for _, l := range lang.All[1:] {
			path := fillTemplate(t, tc.tpl, l, tc.sample)
			if err := corpusScore(path); err != nil {
				t.Errorf("%s in %s: %v", tc.sample, l, err)
				continue
			}
			got := numbers(t, path)
			bad := 0
			for at, v := range want {
				if got[at] != v && bad < 5 {
					bad++
					t.Errorf("%s in %s: sheet %s %s is %q, in English %q", filepath.Base(tc.sample), l, at[0], at[1], got[at], v)
				}
			}
			if len(got) != len(want) {
				t.Errorf("%s in %s: %d numbers, in English %d", filepath.Base(tc.sample), l, len(got), len(want))
			}
		}
	}
}

// setLanguageRow sets a copy of a workbook's Language setting (on its
// settings sheet) to the language, and returns the copy's path.
func setLanguageRow(t *testing.T, sample, sheet string, l lang.Lang) string {
	t.Helper()
	data, err := os.ReadFile(sample)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), l.Code()+"-"+filepath.Base(sample))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	xlsxtest.SetSetting(t, path, sheet, "Language", l.Own())
	return path
}

// texts are the text cells of a workbook's first sheets, by sheet index
// and cell, and the sheets' names.
func texts(t *testing.T, path string, sheets int) (map[[2]string]string, []string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[[2]string]string{}
	names := f.GetSheetList()[:sheets]
	for i, sheet := range names {
		rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		for r, row := range rows {
			for c, v := range row {
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				if typ, _ := f.GetCellType(sheet, ref); v != "" && (typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString) {
					out[[2]string{strconv.Itoa(i), ref}] = v
				}
			}
		}
	}
	return out, names
}

// TestGradingInEveryLanguage: the two grading samples scored in each
// language write the English run's numbers cell for cell, and every text
// cell of the four output sheets that is an English word (a header, Yes,
// Won, Start) in the language's words; the sheets are named in it.
func TestGradingInEveryLanguage(t *testing.T) {
	outputs := len(grading.Kind{}.Writes())
	for _, sample := range []string{"../../samples/grading-dg.xlsx", "../../samples/grading-season.xlsx"} {
		english := xlsxtest.CopyTo(t, sample, t.TempDir())
		if err := corpusScore(english); err != nil {
			t.Fatal(err)
		}
		wantNumbers := numbers(t, english)
		wantTexts, wantNames := texts(t, english, outputs)
		en, err := excelize.OpenFile(english)
		if err != nil {
			t.Fatal(err)
		}
		entered := enteredTexts(en) // the events' names, as entered (Club Championship)
		en.Close()
		for _, l := range lang.All[1:] {
			path := setLanguageRow(t, sample, "Grading", l)
			if err := corpusScore(path); err != nil {
				t.Errorf("%s in %s: %v", sample, l, err)
				continue
			}
			got := numbers(t, path)
			bad := 0
			for at, v := range wantNumbers {
				if got[at] != v && bad < 5 {
					bad++
					t.Errorf("%s in %s: sheet %s %s is %q, in English %q", filepath.Base(sample), l, at[0], at[1], got[at], v)
				}
			}
			if len(got) != len(wantNumbers) {
				t.Errorf("%s in %s: %d numbers, in English %d", filepath.Base(sample), l, len(got), len(wantNumbers))
			}
			gotTexts, names := texts(t, path, outputs)
			for i, n := range wantNames {
				if names[i] != l.T(n) || n == names[i] {
					t.Errorf("%s in %s: sheet %d is %q, want %q", filepath.Base(sample), l, i+1, names[i], l.T(n))
				}
			}
			translated, bad := 0, 0
			for at, v := range wantTexts {
				if !l.Has(v) || l.T(v) == v || entered[v] {
					continue
				}
				translated++
				if gotTexts[at] != l.T(v) && bad < 5 {
					bad++
					t.Errorf("%s in %s: sheet %s %s is %q, want %q (%q)", filepath.Base(sample), l, at[0], at[1], gotTexts[at], l.T(v), v)
				}
			}
			if got := dateFormat(t, path, names[1], "A2"); got != l.DateFormat() {
				t.Errorf("%s in %s: the Grading Log's dates show as %q, want %q", filepath.Base(sample), l, got, l.DateFormat())
			}
			if translated < 100 {
				t.Errorf("%s in %s: only %d words translated", filepath.Base(sample), l, translated)
			}
		}
	}
}

// dateFormat is the number format of a cell.
func dateFormat(t *testing.T, path, sheet, cell string) string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	id, err := f.GetCellStyle(sheet, cell)
	if err != nil {
		t.Fatal(err)
	}
	st, err := f.GetStyle(id)
	if err != nil || st.CustomNumFmt == nil {
		t.Fatalf("%s!%s: style %d, %v", sheet, cell, id, err)
	}
	return *st.CustomNumFmt
}
