package guard

import (
	"strings"
	"testing"
)

func TestAppendRows(t *testing.T) {
	head := `<?xml version="1.0"?><worksheet xmlns="main"><dimension ref="A1:D3"/><sheetViews/><cols><col min="3" max="3" style="4"/></cols>`
	tail := `<mergeCells count="1"><mergeCell ref="F1:G1"/></mergeCells><pageMargins/></worksheet>`
	rows := [][]NewCell{
		{{Col: 1, Value: 3}, {Col: 2, Value: 1}, {Col: 3, Value: "A & B"}, {Col: 4, Value: 7}},
		{{Col: 1, Value: 3}, {Col: 2, Value: 2}, {Col: 4, Value: "x<y"}, {Col: 3, Value: 8}},
	}
	for _, tc := range []struct {
		name, data, want string
		first            int
	}{
		{"after the rows",
			`<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="3" spans="1:4"><c r="A3"><v>1</v></c></row></sheetData>`,
			`<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="3" spans="1:4"><c r="A3"><v>1</v></c></row>` +
				`<row r="4"><c r="A4"><v>3</v></c><c r="B4"><v>1</v></c><c r="C4" t="inlineStr"><is><t xml:space="preserve">A &amp; B</t></is></c><c r="D4"><v>7</v></c></row>` +
				`<row r="5"><c r="A5"><v>3</v></c><c r="B5"><v>2</v></c><c r="C5"><v>8</v></c><c r="D5" t="inlineStr"><is><t xml:space="preserve">x&lt;y</t></is></c></row></sheetData>`,
			4},
		{"into formatted empty rows, keeping their look",
			`<sheetData><row r="1"><c r="A1"><f>1+1</f><v>2</v></c></row><row r="2" spans="1:5" s="3" customFormat="1"><c r="B2" s="5"/><c r="E2" s="6"></c></row><row r="9"><c r="A9" s="2"/></row></sheetData>`,
			`<sheetData><row r="1"><c r="A1"><f>1+1</f><v>2</v></c></row>` +
				`<row r="2" s="3" customFormat="1"><c r="A2"><v>3</v></c><c r="B2" s="5"><v>1</v></c><c r="C2" t="inlineStr"><is><t xml:space="preserve">A &amp; B</t></is></c><c r="D2"><v>7</v></c><c r="E2" s="6"></c></row>` +
				`<row r="3"><c r="A3"><v>3</v></c><c r="B3"><v>2</v></c><c r="C3"><v>8</v></c><c r="D3" t="inlineStr"><is><t xml:space="preserve">x&lt;y</t></is></c></row>` +
				`<row r="9"><c r="A9" s="2"/></row></sheetData>`,
			2},
		{"an empty sheet",
			`<sheetData/>`,
			`<sheetData><row r="1"><c r="A1"><v>3</v></c><c r="B1"><v>1</v></c><c r="C1" t="inlineStr"><is><t xml:space="preserve">A &amp; B</t></is></c><c r="D1"><v>7</v></c></row>` +
				`<row r="2"><c r="A2"><v>3</v></c><c r="B2"><v>2</v></c><c r="C2"><v>8</v></c><c r="D2" t="inlineStr"><is><t xml:space="preserve">x&lt;y</t></is></c></row></sheetData>`,
			1},
	} {
		got, first, err := AppendRows([]byte(head+tc.data+tail), rows)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		s := string(got)
		if first != tc.first || !strings.HasSuffix(s, tc.want+tail) || !strings.HasPrefix(s, `<?xml version="1.0"?><worksheet xmlns="main"><dimension ref="A1:D`) {
			t.Errorf("%s: first row %d\n%s\nwant\n%s", tc.name, first, s, tc.want)
		}
	}
	// A prefixed sheet keeps its prefix; the dimension grows.
	data := `<x:worksheet xmlns:x="main"><x:dimension ref="A1:B2"/><x:sheetData><x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>`
	got, _, err := AppendRows([]byte(data), [][]NewCell{{{Col: 3, Value: 5}}})
	if err != nil {
		t.Fatal(err)
	}
	want := `<x:worksheet xmlns:x="main"><x:dimension ref="A1:C2"/><x:sheetData><x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row><x:row r="2"><x:c r="C2"><x:v>5</x:v></x:c></x:row></x:sheetData></x:worksheet>`
	if string(got) != want {
		t.Errorf("prefixed:\n%s\nwant\n%s", got, want)
	}
	for _, bad := range []string{`<worksheet/>`, `<worksheet><sheetData><row r="2"/><row r="1"/></sheetData></worksheet>`, `<worksheet><sheetData><row><c><v>1</v></c></row></sheetData></worksheet>`} {
		if _, _, err := AppendRows([]byte(bad), [][]NewCell{{{Col: 1, Value: 1}}}); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
