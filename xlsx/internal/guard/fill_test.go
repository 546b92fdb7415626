package guard

import (
	"strings"
	"testing"
)

func TestFillCells(t *testing.T) {
	head := `<worksheet><dimension ref="A1:C3"/>`
	tail := `<pageMargins/></worksheet>`
	data := head + `<sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="3" spans="1:3"><c r="A3"><v>3</v></c><c r="B3" s="4"/></row><row r="5"><c r="A5"><v>5</v></c></row></sheetData>` + tail
	got, err := FillCells([]byte(data), map[int][]NewCell{
		3: {{Col: 2, Value: "4S"}, {Col: 3, Value: 7}}, // into the empty B3 (its style kept) and C3
		2: {{Col: 1, Value: 2}},                        // a row between
		7: {{Col: 4, Value: "x"}},                      // a row after the last
	})
	if err != nil {
		t.Fatal(err)
	}
	want := head[:len(`<worksheet>`)] + `<dimension ref="A1:D7"/>` + `<sheetData><row r="1"><c r="A1"><v>1</v></c></row>` +
		`<row r="2"><c r="A2"><v>2</v></c></row>` +
		`<row r="3"><c r="A3"><v>3</v></c><c r="B3" s="4" t="inlineStr"><is><t xml:space="preserve">4S</t></is></c><c r="C3"><v>7</v></c></row>` +
		`<row r="5"><c r="A5"><v>5</v></c></row>` +
		`<row r="7"><c r="D7" t="inlineStr"><is><t xml:space="preserve">x</t></is></c></row></sheetData>` + tail
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// A cell that holds something is never written over.
	if _, err := FillCells([]byte(data), map[int][]NewCell{5: {{Col: 1, Value: 9}}}); err == nil || !strings.Contains(err.Error(), "A5") {
		t.Errorf("writing over A5: %v", err)
	}
}
