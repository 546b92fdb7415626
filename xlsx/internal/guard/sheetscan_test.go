package guard

import (
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
	} {
		got, err := ScanSheet(strings.NewReader(c.xml))
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}
