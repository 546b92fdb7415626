package guard

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestScanSheet(t *testing.T) {
	const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
		`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`
	for _, c := range []struct {
		name, xml string
		want      Scan
	}{
		{"empty", head + `<sheetData/></worksheet>`, Scan{Exact: true, Closed: true}},
		{"values", head + `<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="3"><c r="B3" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`,
			Scan{Exact: true, Closed: true, LastValue: 3, lastRow: 3}},
		{"formatted rows below", head + `<sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="2" s="1" customFormat="1"/><row r="9"><c r="A9" s="3"/><c r="B9" s="3"></c></row></sheetData></worksheet>`,
			Scan{Exact: true, Closed: true, LastValue: 1, lastRow: 9}},
		{"no r", head + `<sheetData><row><c><v>1</v></c></row><row/><row><c><v>1</v></c></row><row/></sheetData></worksheet>`,
			Scan{Exact: true, Closed: true, LastValue: 3, lastRow: 4}},
		{"bad r counts as none", head + `<sheetData><row r="4"/><row r="x"><c><v>1</v></c></row></sheetData></worksheet>`,
			Scan{Exact: true, Closed: true, LastValue: 5, lastRow: 5}},
		{"prefixed", `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row x:r="2"><x:c><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
			Scan{Exact: true, Closed: true, LastValue: 2, lastRow: 2}},
		{"quoted >", head + `<sheetData><row spans=">" r='7'><c><v>1</v></c></row></sheetData></worksheet>`,
			Scan{Exact: true, Closed: true, LastValue: 7, lastRow: 7}},
		{"comment and cdata", head + `<sheetData><row r="1"><c><v><![CDATA[</v><row r="99">]]></v></c></row><!-- <row r="50"><c><v>1</v></c></row> --></sheetData></worksheet>`,
			Scan{Exact: true, Closed: true, LastValue: 1, lastRow: 1}},
		{"cut short", head + `<sheetData><row r="1"><c><v>1</v></c></row><row r="2"><c><v>2</v>`,
			Scan{Exact: true, LastValue: 2, lastRow: 2}},
		{"after sheetData", head + `<sheetData><row r="1"><c><v>1</v></c></row></sheetData><extLst><v>9</v><row r="7"/></extLst></worksheet>`,
			Scan{Exact: true, Closed: true, LastValue: 1, lastRow: 1}},
		{"out of order", head + `<sheetData><row r="3"/><row r="2"/></sheetData></worksheet>`, Scan{}},
		{"entity in r", head + `<sheetData><row r="&#51;"/></sheetData></worksheet>`, Scan{}},
		{"negative r", head + `<sheetData><row r="-3"/></sheetData></worksheet>`, Scan{}},
		{"doctype", `<!DOCTYPE x [<!ENTITY a "1">]>` + head + `<sheetData/></worksheet>`, Scan{}},
		{"utf-16", `<?xml version="1.0" encoding="UTF-16"?><worksheet/>`, Scan{}},
		{"latin-1", `<?xml version="1.0" encoding='ISO-8859-1'?><worksheet/>`, Scan{}},
		{"utf-8 bom", "\xef\xbb\xbf" + head + `<sheetData/></worksheet>`, Scan{Exact: true, Closed: true}},
		{"long tag", head + `<sheetData><row ` + strings.Repeat(`a="1" `, 1000) + `/></sheetData></worksheet>`, Scan{}},
		{"formulas", head + `<sheetData><row r="2"><c r="A2"><f>1+1</f><v>2</v></c><c r="B2" t="str"><f>X()</f></c>` +
			`<c r="C2"><f t="shared" si="0"/></c><c r="D2" s="1"/><c r="E2"><v>3</v></c></row></sheetData></worksheet>`,
			Scan{Exact: true, Closed: true, lastRow: 2, LastValue: 2, Uncalculated: map[string]bool{"B2": true, "C2": true}}},
		// Issue 17: openpyxl writes a formula it never calculated with an
		// empty <v> (<v></v> or <v/>); a formula whose value is the empty
		// text (t="str") is calculated.
		{"empty values", head + `<sheetData><row r="2"><c r="H2"><f>-400</f><v></v></c><c r="I2"><f>-1</f><v/></c>` +
			`<c r="J2" t="str"><f>""</f><v></v></c><c r="K2"><f>1</f><v><![CDATA[1]]></v></c></row></sheetData></worksheet>`,
			Scan{Exact: true, Closed: true, lastRow: 2, LastValue: 2, Uncalculated: map[string]bool{"H2": true, "I2": true}}},
		// TRUE and FALSE cells, by column, with and without r.
		{"booleans", head + `<sheetData><row r="1"><c r="A1" t="b"><v>1</v></c></row><row r="2"><c r="B2"><v>3</v></c><c t="b"><v>0</v></c>` +
			`<c r="AA2" s="1" t='b'><f>A1</f><v>1</v></c></row></sheetData></worksheet>`,
			Scan{Exact: true, Closed: true, lastRow: 2, LastValue: 2, Booleans: map[int][]int32{1: {1}, 3: {2}, 27: {2}}}},
	} {
		got, err := ScanSheet(strings.NewReader(c.xml))
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		got.Plain = false // RowReader's, tested in rows_test.go
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}

// BenchmarkScanSheet scans a Results sheet of 200,000 rows as the bench's
// generator writes them (internal/bench): the sniff does this for every
// sheet scorebook reads, before excelize reads it.
func BenchmarkScanSheet(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`)
	for r := 1; r <= 200000; r++ {
		fmt.Fprintf(&sb, `<row r="%d"><c r="A%d"><v>1</v></c><c r="B%d"><v>%d</v></c><c r="C%d" t="inlineStr"><is><t>1</t></is></c>`+
			`<c r="D%d" t="inlineStr"><is><t>6</t></is></c><c r="E%d" t="inlineStr"><is><t>4S</t></is></c><c r="F%d" t="inlineStr"><is><t>S</t></is></c>`+
			`<c r="G%d" s="3" t="inlineStr"><is><t>=</t></is></c></row>`, r, r, r, r%50+1, r, r, r, r, r)
	}
	sb.WriteString(`</sheetData></worksheet>`)
	sheet := sb.String()
	b.SetBytes(int64(len(sheet)))
	b.ResetTimer()
	for range b.N {
		if _, err := ScanSheet(strings.NewReader(sheet)); err != nil {
			b.Fatal(err)
		}
	}
}

// A <c> within a <c> is not plain: excelize ends a cell at the first </c>
// at any depth within it (its cellXMLHandler stops at an end tag of the
// cell's name), where RowReader would read the outer cell's last <v> (the
// fuzzed row of xlsx/kinds' FuzzSheetXML eb73532827b9f27f: excelize reads
// A4 as empty, the reader as 0). The same row without the inner cell is.
func TestNestedCellIsNotPlain(t *testing.T) {
	sheet := func(rows string) string {
		return `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` + rows + `</sheetData></worksheet>`
	}
	for rows, plain := range map[string]bool{
		`<row r="4"><c r="A4"><v>2</v><c r=""><v></v></c><v>0</v></c></row>`: false,
		`<row r="4"><c r="A4"><v>2</v></c><c r="B4"><v>0</v></c></row>`:      true,
		`<row r="4"><c r="A4"/><c r="B4"><v>0</v></c></row>`:                 true,
	} {
		s, err := ScanSheet(strings.NewReader(sheet(rows)))
		if err != nil || s.Plain != plain {
			t.Errorf("%s: plain %v, want %v (%v)", rows, s.Plain, plain, err)
		}
	}
}
