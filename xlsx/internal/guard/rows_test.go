package guard

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/xuri/excelize/v2"
)

// rowsByExcelize are a sheet's rows as excelize's iterator reads them with
// raw values, as xlsx.ScanTable read every sheet before RowReader.
func rowsByExcelize(t *testing.T, path, sheet string) ([][]string, error) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := f.Rows(sheet)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out [][]string
	for rows.Next() {
		cells, err := rows.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return out, err
		}
		out = append(out, cells)
	}
	return out, rows.Error()
}

// rowsByReader are a sheet's rows as RowReader reads them.
func rowsByReader(t *testing.T, zr *zip.Reader, part string, sst []string) ([][]string, error) {
	t.Helper()
	for _, f := range zr.File {
		if f.Name != part {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		defer rc.Close()
		rr := NewRowReader(rc, sst)
		var out [][]string
		for {
			cells, more, err := rr.Next()
			if err != nil {
				return out, err
			}
			if !more {
				return out, nil
			}
			out = append(out, cells)
		}
	}
	t.Fatalf("no part %s", part)
	return nil, nil
}

// RowReader reads every plain sheet of every workbook the repository holds
// (the samples, the kinds' test workbooks and the fuzzing corpus of
// workbooks from Excel, LibreOffice, Google Sheets, Numbers, openpyxl and
// damaged ones) to the same rows as excelize's iterator, row for row and
// cell for cell, and fails where excelize fails.
func TestRowReaderReadsAsExcelize(t *testing.T) {
	var paths []string
	for _, pattern := range []string{"../../../samples/*.xlsx", "../../kinds/testdata/*.xlsx", "../../kinds/testdata/corpus/*.xlsx", "../../grading/testdata/*.xlsx", "testdata/*.xlsx"} {
		m, _ := filepath.Glob(pattern)
		paths = append(paths, m...)
	}
	if len(paths) < 100 {
		t.Fatalf("only %d workbooks found", len(paths))
	}
	plain, compared := 0, 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			continue // not a zip: the sniff refuses it
		}
		sheets, _ := SheetParts(zr)
		sst, err := ReadSharedStrings(PartReader(zr)(SharedStringsPart))
		if err != nil {
			continue // excelize refuses the workbook's strings too
		}
		for part, sheet := range sheets {
			var scan Scan
			for _, f := range zr.File {
				if f.Name == part {
					rc, err := f.Open()
					if err != nil {
						break
					}
					scan, _ = ScanSheet(rc)
					io.Copy(io.Discard, rc)
					rc.Close()
				}
			}
			if !scan.Plain {
				continue
			}
			plain++
			want, werr := rowsByExcelize(t, path, sheet)
			if werr != nil && want == nil {
				continue // excelize cannot open it
			}
			got, gerr := rowsByReader(t, zr, part, sst)
			compared++
			if (werr != nil) != (gerr != nil) {
				t.Errorf("%s %s: excelize's error %v, the reader's %v", filepath.Base(path), sheet, werr, gerr)
				continue
			}
			// excelize's iterator may hand out empty rows past the last
			// value that the reader leaves out, or the other way about: the
			// table reader stops at the scan's last value.
			for len(want) > 0 && len(want[len(want)-1]) == 0 {
				want = want[:len(want)-1]
			}
			for len(got) > 0 && len(got[len(got)-1]) == 0 {
				got = got[:len(got)-1]
			}
			if len(got) != len(want) {
				t.Errorf("%s %s: %d rows, excelize %d", filepath.Base(path), sheet, len(got), len(want))
				continue
			}
			for i := range want {
				if !slices.Equal(got[i], want[i]) {
					t.Errorf("%s %s row %d: %q, excelize %q", filepath.Base(path), sheet, i+1, got[i], want[i])
					break
				}
			}
		}
	}
	t.Logf("%d workbooks, %d plain sheets, %d compared", len(paths), plain, compared)
	if compared < 100 {
		t.Errorf("only %d sheets compared", compared)
	}
}

// A sheet of the forms a cell takes, handwritten: entities and character
// references, line ends, an inline string of rich text runs and a phonetic
// run, an escaped control character, shared strings, cells without a
// reference, a formula without a value, rows the part skips, a row of no
// cells, booleans, errors and a namespace prefix. The reader reads it as
// excelize does.
func TestRowReaderForms(t *testing.T) {
	sheet := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:dimension ref="A1:E9"/><x:sheetData>
<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="inlineStr"><x:is><x:r><x:t>Zo&#235; </x:t></x:r><x:r><x:rPr><x:b/></x:rPr><x:t xml:space="preserve">&amp; Bob</x:t></x:r><x:rPh sb="0" eb="1"><x:t>ぞ</x:t></x:rPh></x:is></x:c></x:row>
<x:row r="3"><x:c><x:v>1.5</x:v></x:c><x:c><x:f>A1</x:f></x:c><x:c t="str"><x:f>B1</x:f><x:v>a&lt;b&gt;c</x:v></x:c><x:c r="E3" t="b"><x:v>1</x:v></x:c></x:row>
<x:row/>
<x:row r="6" spans="1:3"><x:c r="B6" t="e"><x:v>#N/A</x:v></x:c><x:c r="C6" t="s"><x:v> 1 </x:v></x:c><x:c r="D6" t="inlineStr"><x:is><x:t>line&#13;
two_x000D__x005F_x</x:t></x:is></x:c></x:row>
<x:row r="7"><x:c r="A7" s="3"/><x:c r="B7"><x:v></x:v></x:c></x:row>
</x:sheetData></x:worksheet>`
	sst := `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="2" uniqueCount="2"><si><t>4&#9824;</t></si><si><r><t>N</t></r><r><t>S_x0009_</t></r><rPh><t>x</t></rPh></si></sst>`
	scan, err := ScanSheet(bytes.NewReader([]byte(sheet)))
	if err != nil || !scan.Plain {
		t.Fatalf("the sheet scans as not plain: %+v %v", scan, err)
	}
	want, _ := compareWithExcelize(t, "forms", sheet, sst)
	if len(want) < 6 {
		t.Fatalf("%d rows %q", len(want), want)
	}
	// The values themselves, as excelize read them (and the reader too).
	forms := [][]string{
		{"4♠", "", "Zoë & Bob"},
		{},
		{"1.5", "", "a<b>c", "", "1"},
		{},
		{},
		{"", "#N/A", "NS\t", "line\r\ntwo\r_x"},
	}
	if !slices.EqualFunc(want, forms, slices.Equal[[]string]) {
		t.Errorf("excelize reads %q, not %q", want, forms)
	}
}
