package guard

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

// bookWith writes the club night's workbook with its Results sheet's part
// replaced by sheet and its shared strings by sst, returning its path, its
// bytes and the sheet's part.
func bookWith(t *testing.T, sheet, sst string) (path string, data []byte, part string) {
	t.Helper()
	src, err := zip.OpenReader("../../../samples/club-night.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	hasSST := false
	sheets, _ := SheetParts(&src.Reader)
	for p, name := range sheets {
		if name == "Results" {
			part = p
		}
	}
	for _, f := range src.File {
		w, err := zw.Create(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		switch f.Name {
		case part:
			io.WriteString(w, sheet)
		case SharedStringsPart:
			hasSST = true
			io.WriteString(w, sst)
		default:
			rc, _ := f.Open()
			io.Copy(w, rc)
			rc.Close()
		}
	}
	if !hasSST { // excelize reads the part by its name
		w, err := zw.Create(SharedStringsPart)
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, sst)
	}
	zw.Close()
	path = filepath.Join(t.TempDir(), "forms.xlsx")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, buf.Bytes(), part
}

// decodes says encoding/xml reads the whole of an XML text.
func decodes(data string) bool {
	d := xml.NewDecoder(strings.NewReader(data))
	for {
		if _, err := d.Token(); err != nil {
			return errors.Is(err, io.EOF)
		}
	}
}

// compareWithExcelize writes a workbook whose Results sheet is sheet, its
// shared strings sst, and when the sheet scans as plain reads it with
// RowReader and with excelize's iterator (raw values): the same rows and
// cells, or an error from RowReader only where excelize fails too (an
// error, or its XML decoder stopping, which ScanTable reports as damage).
// It returns excelize's rows and whether the sheet was plain.
func compareWithExcelize(t *testing.T, name, sheet, sst string) ([][]string, bool) {
	t.Helper()
	scan, err := ScanSheet(strings.NewReader(sheet))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !scan.Plain {
		return nil, false
	}
	path, data, part := bookWith(t, sheet, sst)
	want, werr := rowsByExcelize(t, path, "Results")
	zr, _ := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	strs, err := ReadSharedStrings([]byte(sst))
	if err != nil {
		t.Fatalf("%s: the shared strings: %v", name, err)
	}
	got, gerr := rowsByReader(t, zr, part, strs)
	if gerr != nil {
		if werr == nil && decodes(sheet) {
			t.Errorf("%s: the reader's error %v, excelize reads %q", name, gerr, want)
		}
		return want, true
	}
	if werr != nil {
		t.Errorf("%s: excelize's error %v, the reader reads %q", name, werr, got)
		return want, true
	}
	for len(want) > 0 && len(want[len(want)-1]) == 0 {
		want = want[:len(want)-1]
	}
	for len(got) > 0 && len(got[len(got)-1]) == 0 {
		got = got[:len(got)-1]
	}
	if len(got) != len(want) {
		t.Errorf("%s: %d rows %q, excelize %d %q", name, len(got), got, len(want), want)
		return want, true
	}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			t.Errorf("%s row %d: %q, excelize %q", name, i+1, got[i], want[i])
		}
	}
	return want, true
}

const (
	sheetHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><dimension ref="A1:H9"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><sheetData>`
	sheetTail = `</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`
	// Shared strings: plain, with spaces kept, rich text runs, a phonetic
	// run, an escaped control character and an escaped escape, an empty
	// item, and an item with two texts of its own and runs.
	formsSST = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="7" uniqueCount="7">` +
		`<si><t>4&#9824; by N</t></si>` +
		`<si><t xml:space="preserve">  two  spaces  </t></si>` +
		`<si><r><t>Zo&#235;</t></r><r><rPr><b/></rPr><t xml:space="preserve"> &amp; Bob</t></r><rPh sb="0" eb="1"><t>ぞ</t></rPh></si>` +
		`<si><t>line_x000D__x000A_two _x005F_x0009_</t></si>` +
		`<si><t/></si>` +
		`<si><r><t>run</t></r><t>own</t><t>last own</t></si>` +
		`<si><t>a&lt;b&gt;c &quot;d&quot; &apos;e&apos;</t></si>` +
		`</sst>`
)

// The forms of cells and rows the issue lists, each a sheet of its own and
// each read by RowReader as excelize reads it (or refused where excelize
// fails): shared and inline strings, rich text, dates and the number
// types, empty cells, references skipped, rows without r, booleans,
// errors, escapes and spaces kept.
func TestRowReaderCases(t *testing.T) {
	cases := []struct{ name, rows string }{
		{"shared strings", `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c><c r="F1" t="s"><v>5</v></c><c r="G1" t="s"><v>6</v></c></row>`},
		{"shared string index with spaces, not a number, out of range", `<row r="1"><c r="A1" t="s"><v> 2 </v></c><c r="B1" t="s"><v>x</v></c></row><row r="2"><c r="A2" t="s"><v>99</v></c></row>`},
		{"shared string empty", `<row r="1"><c r="A1" t="s"><v></v></c><c r="B1" t="s"/><c r="C1" t="s"><v>0</v></c></row>`},
		{"inline strings", `<row r="1"><c r="A1" t="inlineStr"><is><t>plain</t></is></c><c r="B1" t="inlineStr"><is><t xml:space="preserve"> kept </t></is></c><c r="C1" t="inlineStr"><is><t/></is></c><c r="D1" t="inlineStr"><is/></c><c r="E1" t="inlineStr"><v>a v</v></c></row>`},
		{"rich text inline", `<row r="1"><c r="A1" t="inlineStr"><is><r><t>Zo&#235;</t></r><r><rPr><b/><sz val="11"/></rPr><t xml:space="preserve"> &amp; Bob</t></r><rPh sb="0" eb="1"><t>ぞ</t></rPh><phoneticPr fontId="1"/></is></c></row>`},
		{"rich text order and repeats", `<row r="1"><c r="A1" t="inlineStr"><is><r><t>run</t></r><t>own</t></is></c><c r="B1" t="inlineStr"><is><t>first</t><t>second</t></is></c><c r="C1" t="inlineStr"><is><r><t>a</t><t>b</t></r></is></c><c r="D1" t="inlineStr"><is><t>one</t></is><is><r><t>two</t></r></is></c><c r="E1" t="inlineStr"><is><foo><t>hidden</t></foo><t>shown</t></is></c></row>`},
		{"dates and number types", `<row r="1"><c r="A1" t="d"><v>2026-03-14T00:00:00Z</v></c><c r="B1" s="1"><v>46095</v></c><c r="C1" t="n"><v>1.5E-3</v></c><c r="D1"><v>-0</v></c><c r="E1"><v>12345678901234567890</v></c><c r="F1"><v>0.1000000000000000055511151231257827</v></c><c r="G1" t="d"><v>2026-03-14</v></c></row>`},
		{"empty cells", `<row r="1"><c r="A1"/><c r="B1" s="2"></c><c r="C1"><v></v></c><c r="D1"><v/></c><c r="E1" t="str"><v></v></c><c r="F1"><v>last</v></c><c r="G1" s="3"/></row>`},
		{"references skipped", `<row r="1"><c r="A1"><v>1</v></c><c r="C1"><v>3</v></c><c><v>4</v></c><c r="H1"><v>8</v></c></row><row r="2"><c r="c2"><v>lower</v></c><c r="$E$2"><v>absolute</v></c><c r="F$2"><v>f</v></c></row>`},
		{"references out of order", `<row r="1"><c r="C1"><v>3</v></c><c r="A1"><v>1</v></c><c r="B1"><v>2</v></c></row>`},
		{"reference row 0", `<row r="1"><c r="A0"><v>1</v></c></row>`},
		{"reference past the last column", `<row r="1"><c r="XFE1"><v>1</v></c></row>`},
		{"reference with a sign", `<row r="1"><c r="B+1"><v>1</v></c></row>`},
		{"reference of an entity", `<row r="1"><c r="&#67;1"><v>3</v></c></row>`},
		{"rows without r", `<row><c><v>1</v></c><c><v>2</v></c></row><row><c><v>3</v></c></row><row r="5"><c><v>5</v></c></row><row><c r="B6"><v>6</v></c></row>`},
		{"rows skipped and empty", `<row r="2"><c r="A2"><v>2</v></c></row><row r="4"/><row r="5"></row><row r="7" spans="1:3" ht="20" customHeight="1"><c r="C7"><v>7</v></c></row>`},
		{"row r not a number", `<row r="1"><c r="A1"><v>1</v></c></row><row r="x"><c r="A2"><v>2</v></c></row>`},
		{"row r empty", `<row r=""><c r="A1"><v>1</v></c></row>`},
		{"booleans", `<row r="1"><c r="A1" t="b"><v>1</v></c><c r="B1" t="b"><v>0</v></c><c r="C1" t="b"><f>TRUE()</f><v>1</v></c></row>`},
		{"errors", `<row r="1"><c r="A1" t="e"><v>#N/A</v></c><c r="B1" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="C1" t="e"><v>#VALUE!</v></c></row>`},
		{"escapes", `<row r="1"><c r="A1" t="inlineStr"><is><t>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;</t></is></c><c r="B1" t="inlineStr"><is><t>&#233;&#xE9;&#x1F600;&#65;</t></is></c><c r="C1" t="inlineStr"><is><t>cr_x000D_lf_x000A_ us_x005F_x000D_ bad_x00G1_</t></is></c><c r="D1" t="str"><v>_x000D_ stays in a v</v></c><c r="E1" t="inlineStr"><is><t>&#xD800;</t></is></c></row>`},
		{"an escape of a control character", `<row r="1"><c r="A1" t="inlineStr"><is><t>a&#1;b</t></is></c></row>`},
		{"an unknown entity", `<row r="1"><c r="A1" t="inlineStr"><is><t>a&nbsp;b</t></is></c></row>`},
		{"an entity without its semicolon", `<row r="1"><c r="A1" t="inlineStr"><is><t>a &amp b; c</t></is></c></row>`},
		{"spaces and line ends", "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>  lead and trail  </t></is></c><c r=\"B1\" t=\"inlineStr\"><is><t>cr lf\r\nlf\ncr\rend</t></is></c><c r=\"C1\"><v> 7 </v></c><c r=\"D1\" t=\"inlineStr\"><is><t>\ttab</t></is></c><c r=\"E1\" t=\"inlineStr\"><is><t>&#13;&#10;ref</t></is></c></row>"},
		{"formulas", `<row r="1"><c r="A1"><f>1+1</f></c><c r="B1" t="str"><f>"x"</f><v>x</v></c><c r="C1"><f/><v>2</v></c><c r="D1"><f><v>3</v></f></c><c r="E1" t="str"><f>""</f><v></v></c><c r="F1"><f t="shared" ref="F1:F2" si="0">A1</f><v>2</v></c></row><row r="2"><c r="F2"><f t="shared" si="0"/><v>2</v></c></row>`},
		{"values repeated or nested", `<row r="1"><c r="A1"><v>1</v><v>2</v></c><c r="B1"><extLst><v>9</v></extLst></c><c r="C1"><v>a<x/>b</v></c><c r="D1"><v>a<x>hidden</x>b</v></c></row>`},
		{"a style that is not a number", `<row r="1"><c r="A1"><v>1</v></c><c r="B1" s="x"><v>5</v></c><c><v>6</v></c><c s="" r="F1"><v>7</v></c><c r="G1"><v>g</v></c></row>`},
		{"a negative style", `<row r="1"><c r="A1" s="-1"><v>1</v></c></row>`},
		{"attributes quoted and spaced", `<row r='1'><c r = 'A1' t = 's'><v>0</v></c><c t="s" r="B1"><v>1</v></c><c r="C1" r="D1"><v>twice</v></c></row>`},
		{"namespace prefix", `<x:row xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:r><x:t>N</x:t></x:r><x:r><x:t>S</x:t></x:r></x:is></x:c></x:row>`},
		{"unknown elements in cells and rows", `<row r="1"><extLst><ext uri="x"><c><v>in ext</v></c></ext></extLst><c r="B1"><extLst/><v>1</v></c></row>`},
		{"text between the cells", `<row r="1">  <c r="A1"><v>1</v></c>
	<c r="B1"><v>2</v></c>
</row>`},
		{"a cell of a huge column and a row far down", `<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>`},
		{"a row past the last", `<row r="1048577"><c r="A1048577"><v>1</v></c></row>`},
		{"unicode", `<row r="1"><c r="A1" t="inlineStr"><is><t>Ζωή – 4♠ — 𝄞 ` + "\ufeff" + `</t></is></c></row>`},
		// Not well-formed: excelize's decoder stops, its iterator quietly,
		// the row read as far as it got (ScanTable then finds the sheet
		// damaged when the scan saw values below).
		{"an end tag closing another element", `<row r="1"><c r="A1"><v>1</v></c><c r="B1"><f>x</f><v>2</x></c><c r="C1"><v>3</v></c></row><row r="2"><c r="A2"><v>4</v></c></row>`},
		{"an end tag of another row", `<row r="1"><c r="A1"><v>1</v></c></x:row><row r="2"><c r="A2"><v>2</v></c></row>`},
		{"an unknown entity after a value", `<row r="1"><c r="A1"><v>1</v></c><c r="B1" t="inlineStr"><is><r><t>kept</t></r><r><t>a&bogus;b</t></r></is></c></row><row r="2"><c r="A2"><v>2</v></c></row>`},
		{"a second value cut short", `<row r="1"><c r="A1"><v>1</v><v>2&bad;</v></c></row>`},
		{"an attribute without quotes", `<row r="1"><c r="A1"><v>1</v></c><c r=B1><v>2</v></c></row>`},
		{"a less-than in an attribute", `<row r="1"><c r="A1" x="a<b"><v>1</v></c></row>`},
		{"an empty element name", `<row r="1"><c r="A1"><v>1</v></c>< c><v>2</v></c></row>`},
		{"text with entities between the cells", `<row r="1"><c r="A1"><v>1</v></c>&amp;<c r="B1"><v>2</v></c>&bogus;<c r="C1"><v>3</v></c></row>`},
		{"CDATA's end in a text", `<row r="1"><c r="A1"><v>1</v></c><c r="B1" t="inlineStr"><is><t>a]]>b</t></is></c></row>`},
		{"a tag's name not a name", `<row r="1"><c r="A1"><v>1</v></c><0x/><c r="B1"><v>2</v></c></row>`},
		{"attributes run together", `<row r="1"><c r="A1"t="s"><v>0</v></c></row>`},
		{"an attribute's entity", `<row r="1"><c r="A1" x="&amp;&#65;"><v>1</v></c><c r="B1" x="&bad;"><v>2</v></c></row>`},
		{"an attribute without a value", `<row r="1"><c r="A1"><v>1</v></c><c r="B1" hidden><v>2</v></c></row>`},
		{"characters after an end tag's name", `<row r="1"><c r="A1"><v>1</v x></c></row>`},
		{"a non-ASCII element name", `<row r="1"><c r="A1"><v>1</v><é/></c><c r="B1"><v>2</v></c></row>`},
		{"an element named after another", `<row r="1"><c r="A1"><value>1</value><v>2</v></c><cell r="B1"><v>3</v></cell></row>`},
		// encoding/xml takes a name that begins or ends with a colon whole
		// (":t" is not t), and refuses one of two colons.
		{"names beginning or ending with a colon", `<row r="1"><c r="A1":t="s"><v>0</v></c><c r="B1" :s="x"><v>1</v></c><c r="C1" t:="inlineStr"><v>2</v></c></row><:row r="3"><c r="A3"><v>3</v></c></:row><row r="4"><c r="A4"><:v>4</:v><v:>5</v:><v>6</v></c></row>`},
		{"a name of two colons", `<row r="1"><c r="A1"><v>1</v></c><c r="B1" a:b:c="x"><v>2</v></c></row>`},
		{"an element name of two colons", `<row r="1"><c r="A1"><v>1</v></c><x:y:c r="B1"><v>2</v></x:y:c></row>`},
		{"a colon alone", `<row r="1"><c r="A1"><v>1</v></c><c r="B1" :="x"><v>2</v></c></row>`},
		{"a quote and a greater-than in an attribute", `<row r="1" x="a>b"><c r="A1" y='"'><v>1</v></c></row>`},
	}
	plain := 0
	for _, c := range cases {
		if _, ok := compareWithExcelize(t, c.name, sheetHead+c.rows+sheetTail, formsSST); ok {
			plain++
		} else {
			t.Logf("%s: not plain (excelize reads it)", c.name)
		}
	}
	// A part cut short within a row.
	if _, ok := compareWithExcelize(t, "cut short", sheetHead+`<row r="1"><c r="A1"><v>1</v></c><c r="B1" t="inlineStr"><is><t>cut`, formsSST); ok {
		t.Errorf("a part cut short is plain")
	}
	// A self-closed sheetData with, after it, an element named row (which
	// excelize's iterator does not read).
	if _, ok := compareWithExcelize(t, "no rows", strings.Replace(sheetHead, "<sheetData>", "<sheetData/>", 1)+`<extLst><ext><row r="1"><c><v>1</v></c></row></ext></extLst></worksheet>`, formsSST); !ok {
		t.Errorf("a sheet without rows is not plain")
	}
	// A comment, a CDATA section or a processing instruction anywhere, an
	// XML declaration of another version, leave the sheet to excelize.
	for name, head := range map[string]string{
		"a comment before the rows": strings.Replace(sheetHead, "<sheetData>", "<!-- a comment --><sheetData>", 1),
		"CDATA before the rows":     strings.Replace(sheetHead, "<sheetData>", "<extLst><ext><x><![CDATA[<row>]]></x></ext></extLst><sheetData>", 1),
		"an instruction":            strings.Replace(sheetHead, "<sheetData>", "<?mso-application progid=\"Excel.Sheet\"?><sheetData>", 1),
		"an XML declaration of 1.1": strings.Replace(sheetHead, `version="1.0"`, `version="1.1"`, 1),
	} {
		if _, ok := compareWithExcelize(t, name, head+`<row r="1"><c><v>1</v></c></row>`+sheetTail, formsSST); ok {
			t.Errorf("%s: plain", name)
		}
	}
	// What RowReader does not follow leaves a sheet to excelize.
	for name, rows := range map[string]string{
		"a comment in a row":       `<row r="1"><c r="A1"><v>1<!-- x --></v></c></row>`,
		"a CDATA section in a row": `<row r="1"><c r="A1" t="inlineStr"><is><t><![CDATA[a<b]]></t></is></c></row>`,
		"invalid UTF-8":            "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>a\xffb</t></is></c></row>",
		"a control character":      "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>a\x01b</t></is></c></row>",
		"rows out of order":        `<row r="2"><c r="A2"><v>2</v></c></row><row r="1"><c r="A1"><v>1</v></c></row>`,
	} {
		if _, ok := compareWithExcelize(t, name, sheetHead+rows+sheetTail, formsSST); ok {
			t.Errorf("%s: plain", name)
		}
	}
	if plain < len(cases) {
		t.Errorf("only %d of %d cases plain", plain, len(cases))
	}
}

// Sheets of random rows, from the forms above, read the same by RowReader
// and by excelize (a seeded generator: the same sheets every run).
func TestRowReaderRandomSheets(t *testing.T) {
	cells := []string{
		`<c r="%s" t="s"><v>%d</v></c>`,
		`<c r="%s"><v>%d.25</v></c>`,
		`<c r="%s" t="inlineStr"><is><t xml:space="preserve"> %d &amp; </t></is></c>`,
		`<c r="%s" t="inlineStr"><is><r><t>r%d</t></r><r><rPr><i/></rPr><t>_x000D_</t></r></is></c>`,
		`<c r="%s" t="b"><v>%d</v></c>`,
		`<c r="%s" t="e"><v>#N/A</v></c><!-- %d -->`,
		`<c r="%s" s="%d"/>`,
		`<c r="%s"><f>A1+%d</f></c>`,
		`<c r="%s" t="str"><f>T(%d)</f><v></v></c>`,
		`<c r="%s" t="d"><v>2026-01-%02dT00:00:00Z</v></c>`,
		`<c r="%s" t="inlineStr"><is><t>line&#13;&#10;%d</t></is></c>`,
	}
	rng := rand.New(rand.NewSource(32))
	plain := 0
	for n := 0; n < 120; n++ {
		var b strings.Builder
		row := 0
		for range 1 + rng.Intn(8) {
			row += 1 + rng.Intn(3)
			if rng.Intn(4) == 0 {
				b.WriteString("<row>")
				row = row - 1 // numbered one more than the row before
			} else {
				fmt.Fprintf(&b, `<row r="%d">`, row)
			}
			col := 0
			for range rng.Intn(7) {
				col += 1 + rng.Intn(3)
				form := cells[rng.Intn(len(cells))]
				if strings.Contains(form, "<!--") {
					form = form[:strings.Index(form, "<!--")] + "%.0d" // no comments in rows: they are not plain
				}
				ref, _ := excelize.CoordinatesToCellName(col, max(row, 1))
				if rng.Intn(5) == 0 {
					form = strings.Replace(form, ` r="%s"`, "%.0s", 1) // no reference: the next column
				}
				fmt.Fprintf(&b, form, ref, rng.Intn(7))
			}
			b.WriteString("</row>")
		}
		if _, ok := compareWithExcelize(t, fmt.Sprintf("random sheet %d", n), sheetHead+b.String()+sheetTail, formsSST); ok {
			plain++
		}
		if t.Failed() {
			t.Logf("sheet: %s", b.String())
			break
		}
	}
	if plain < 100 {
		t.Errorf("only %d random sheets plain", plain)
	}
}

// A workbook excelize writes itself, of every type of value, read the same
// by RowReader and by excelize.
func TestRowReaderExcelizeWritten(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	values := []any{"text", "  spaces  ", "a & b <c>", "line\r\ntwo", "_x000D_", 42, -1.5, 1e-7, 12345678901234567890.0, true, false,
		time.Date(2026, 3, 14, 0, 0, 0, 0, time.UTC), time.Duration(90 * time.Minute), "", nil, "4♠ Ζωή"}
	for i, v := range values {
		cell, _ := excelize.CoordinatesToCellName(1+i%5, 1+i/5*2)
		if err := f.SetCellValue("Sheet1", cell, v); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.SetCellRichText("Sheet1", "G1", []excelize.RichTextRun{{Text: "bold", Font: &excelize.Font{Bold: true}}, {Text: " plain "}}); err != nil {
		t.Fatal(err)
	}
	if err := f.SetCellFormula("Sheet1", "H1", "1+1"); err != nil {
		t.Fatal(err)
	}
	if err := f.SetCellStr("Sheet1", "B12", "after a gap"); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "written.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	zr, _ := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	var sheet string
	for _, zf := range zr.File {
		if zf.Name == "xl/worksheets/sheet1.xml" {
			rc, _ := zf.Open()
			b, _ := io.ReadAll(rc)
			rc.Close()
			sheet = string(b)
		}
	}
	sst := PartReader(zr)(SharedStringsPart)
	want, ok := compareWithExcelize(t, "excelize's own", sheet, string(sst))
	if !ok {
		t.Fatalf("excelize's own sheet is not plain")
	}
	if len(want) < 12 {
		t.Errorf("%d rows %q", len(want), want)
	}
}

// FuzzRowReader puts fuzzed rows in a sheet: where the scan finds it plain,
// RowReader reads it as excelize does.
func FuzzRowReader(f *testing.F) {
	for _, s := range []string{
		`<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><r><t>a</t></r><t>b</t></is></c></row><row><c><f>1</f></c></row>`,
		`<row r="2"><c r="B2" s="x"><v>1</v></c><c><v>2</v><v>3</v></c></row><row r="4"/>`,
		`<row r="1"><c r="A1"><v>1</x></c></row><row r="2"><c r="$B$2" t="b"><v>1</v></c></row>`,
		"<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t xml:space=\"preserve\"> a&amp;&#13;\r\n_x000D_ </t></is></c></row>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, rows string) {
		compareWithExcelize(t, "fuzzed", sheetHead+rows+sheetTail, formsSST)
	})
}
