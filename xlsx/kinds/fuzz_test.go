package kinds

import (
	"bytes"
	"testing"

	enginepairs "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// lastValue tells, of a sheet the sniff scans when the workbook at path is
// opened to read the kinds' sheets, the last row holding a value, and
// whether the scan knows it exactly (see xlsxtest.ReadBoth).
func lastValue(path string) func(sheet string) (int, bool) {
	return func(sheet string) (int, bool) {
		sn, err := guard.Sniff(path, "", reading)
		if err != nil || sn == nil {
			return 0, false
		}
		scan, ok := sn.Scans[fold(sheet)]
		return scan.LastValue, ok && scan.Exact
	}
}

// resultRows are the Results rows of a pairs event read, none when it could
// not be read.
func resultRows(pe *pairs.Event) []enginepairs.Row {
	if pe == nil {
		return nil
	}
	return pe.Event.Rows
}

// FuzzSheetXML puts fuzzed XML in the Results sheet's sheetData, as a broken
// or hostile program might write it. Whatever it holds, the workbook is
// refused in one line or read with findings that follow the rules; and the
// sniff's row scan never makes the reader stop before a row excelize would
// have read a value from.
func FuzzSheetXML(f *testing.F) {
	for _, s := range []string{
		`<row r="4"><c r="A4"><v>2</v></c><c r="B4"><v>1</v></c><c r="C4"><v>2</v></c><c r="G4"><v>-50</v></c></row>`,
		`<row r="4" s="1" customFormat="1"><c r="A4" s="1"/></row><row r="9"><c r="A9"><v>2</v></c></row>`,
		`<row><c><v>2</v></c><c t="inlineStr"><is><t>1</t></is></c></row><row/><row><c t="s"><v>0</v></c></row>`,
		`<x:row x:r="5"><x:c><x:v>3</x:v></x:c></x:row><!-- <row r="1"> --><row r="6"><c><v><![CDATA[</v>]]></v></c></row>`,
		`<row r="4"><c r="A4"><v>1</x></c></row><row r="5"><c r="A5"><v>1</v></c></row>`,
		`<row r="1048576"><c r="XFD1048576" t="str"><f>1+1</f><v>2</v></c></row>`,
		`<row r="5" s="1"/><row r="1048577" s="1"/>`, // past Excel's last row, below the last value
		`<row r="4" s="1"><c r="At" s="1"/></row>`,   // an impossible address, below the last value
	} {
		f.Add(s)
	}
	src := pairsBook(f)
	f.Fuzz(func(t *testing.T, rows string) {
		path := rezip(t, src, "xml.xlsx", func(p *part) {
			if p.name == resultsPart {
				p.data = bytes.Replace(p.data, []byte("</sheetData>"), []byte(rows+"</sheetData>"), 1)
			}
		})
		b, _, _, ok := xlsxtest.ReadBoth(t, path, Reads(), lastValue(path), func(b *xlsx.Book) (*pairs.Event, []problem.Problem) { return pairs.Read(b) },
			func(a, b *pairs.Event) bool { return len(resultRows(a)) == len(resultRows(b)) })
		if ok {
			b.Close()
		}
	})
}
