package kinds

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf16"

	enginepairs "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/xuri/excelize/v2"
)

// The tests here build broken and hostile files from a small, valid pairs
// workbook, and check that each is refused with one line saying what the
// file is and what to do, or read correctly in bounded time and memory.

// pairsBook writes a small valid pairs workbook: two results of board 1.
func pairsBook(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "pairs.xlsx")
	err := xlsx.WriteTemplate(path, templates.Template{Kind: "pairs", Sheets: []templates.Sheet{
		xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", []any{1, "Ann", "Bob"}, []any{2, "Cat", "Dan"}, []any{3, "Eve", "Fay"}, []any{4, "Gus", "Hal"}),
		xlsxtest.Sheet("Results", "Board,NS,EW,Contract,By,Result,Score", []any{1, 1, 2, "4S", "N", "=", nil}, []any{1, 3, 4, nil, nil, nil, 450}),
	}})
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// part is one entry of a zip being rewritten: its name and content, and how
// to damage it on the way out.
type part struct {
	name     string
	data     []byte
	crc      *uint32 // a checksum other than the data's
	cut      int     // compressed bytes to leave out at the end
	declared *uint64 // an uncompressed size other than the data's
	drop     bool
}

// rezip copies the workbook at src to dst (in the same folder, as name),
// letting edit change each part; edit may be nil. extra parts are added at
// the end.
func rezip(t testing.TB, src, name string, edit func(p *part), extra ...part) string {
	t.Helper()
	zr, err := zip.OpenReader(src)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var parts []*part
	all := xlsxtest.ZipParts(t, &zr.Reader)
	for _, f := range zr.File { // in the zip's order
		parts = append(parts, &part{name: f.Name, data: all[f.Name]})
	}
	for i := range extra {
		parts = append(parts, &extra[i])
	}
	dst := filepath.Join(filepath.Dir(src), name)
	out, err := os.Create(dst)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	zw := zip.NewWriter(out)
	for _, p := range parts {
		if edit != nil {
			edit(p)
		}
		if p.drop {
			continue
		}
		writePart(t, zw, p)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return dst
}

// compressor is reused: a new one costs more than compressing a small part.
var compressor *flate.Writer

func writePart(t testing.TB, zw *zip.Writer, p *part) {
	t.Helper()
	var c bytes.Buffer
	if compressor == nil {
		compressor, _ = flate.NewWriter(&c, flate.BestSpeed)
	}
	fw := compressor
	fw.Reset(&c)
	fw.Write(p.data)
	fw.Close()
	h := &zip.FileHeader{Name: p.name, Method: zip.Deflate, CRC32: crc32.ChecksumIEEE(p.data),
		UncompressedSize64: uint64(len(p.data))}
	if p.crc != nil {
		h.CRC32 = *p.crc
	}
	if p.declared != nil {
		h.UncompressedSize64 = *p.declared
	}
	comp := c.Bytes()[:c.Len()-p.cut]
	h.CompressedSize64 = uint64(len(comp))
	w, err := zw.CreateRaw(h)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(comp); err != nil {
		t.Fatal(err)
	}
}

// writeZip writes a zip of the given parts (name, content, name, content…).
func writeZip(t *testing.T, path string, parts ...string) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i+1 < len(parts); i += 2 {
		w, err := zw.Create(parts[i])
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, parts[i+1])
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// oleMagic starts an OLE compound file.
var oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// utf16Bytes is a name as an OLE directory stores it.
func utf16Bytes(s string) []byte {
	var out []byte
	for _, r := range s {
		out = append(out, byte(r), 0)
	}
	return out
}

// ole is the start of an OLE compound file whose directory names the
// streams.
func ole(streams ...string) []byte {
	data := append([]byte{}, oleMagic...)
	data = append(data, make([]byte, 504)...)
	for _, s := range streams {
		data = append(data, utf16Bytes(s+"\x00")...)
		data = append(data, make([]byte, 64-2*len(s)-2)...)
	}
	return data
}

// reading reports whether Open reads a sheet (see Reads): the sniff scans
// its rows.
func reading(sheet string) bool {
	for _, s := range Reads() {
		if fold(s) == fold(sheet) {
			return true
		}
	}
	return false
}

// fold is how sheet names are matched: case-insensitively, ignoring
// surrounding spaces.
func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// refusal opens path and returns the user error, failing the test when the
// workbook opens or the error is not one line for a user, with a hint.
func refusal(t *testing.T, path string) *problem.Problem {
	t.Helper()
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads()})
	if err == nil {
		b.Close()
		t.Fatalf("%s opened", filepath.Base(path))
	}
	var ue *problem.Problem
	if !errors.As(err, &ue) {
		t.Fatalf("%s: %T %v, not a user error", filepath.Base(path), err, err)
	}
	checkOneLine(t, ue.Msg, ue.Hint)
	if ue.Hint == "" {
		t.Errorf("%s: %q has no hint", filepath.Base(path), ue.Msg)
	}
	return ue
}

// checkOneLine fails the test unless a message and its hint are each one
// line, do not start with a capital (unless it is a file or sheet name),
// and do not end with a period.
func checkOneLine(t *testing.T, msg, hint string) {
	t.Helper()
	for _, s := range []string{msg, hint} {
		if strings.ContainsAny(s, "\r\n") {
			t.Errorf("%q spans lines", s)
		}
		if strings.HasSuffix(s, ".") {
			t.Errorf("%q ends with a period", s)
		}
	}
}

func TestSniffExplainsWhatAFileIs(t *testing.T) {
	dir := t.TempDir()
	file := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := pairsBook(t)
	goodData, _ := os.ReadFile(good)
	z := func(name string, parts ...string) string {
		p := filepath.Join(dir, name)
		writeZip(t, p, parts...)
		return p
	}
	for _, c := range []struct {
		path string
		want string // a regular expression for the message
	}{
		{file("empty.xlsx", nil), `^empty.xlsx is empty$`},
		{file("csv.xlsx", []byte("Board,NS,EW,Score\n1,1,2,420\n")), `^csv.xlsx is a text file \(perhaps CSV\) renamed as a workbook$`},
		{file("deals.pbn", []byte("% PBN 2.1\n[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 ...\"]\n")), `^deals.pbn is a PBN hand record, not a workbook$`},
		{file("deals.xlsx", []byte("[Event \"Club\"]\n[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 ...\"]\n")), `^deals.xlsx is a PBN hand record, not a workbook$`},
		{file("bom.xlsx", []byte("\xef\xbb\xbfBoard;NS;EW\n1;1;2\n")), `^bom.xlsx is a text file \(perhaps CSV\)`},
		{file("cut-utf8.xlsx", append(bytes.Repeat([]byte("a"), 511), "é…"...)), `^cut-utf8.xlsx is a text file`},
		{file("latin1.xlsx", []byte("Board;Joueur\n1;Ren\xe9\n")), `^latin1.xlsx is a text file \(perhaps CSV\)`},
		{file("utf16.xlsx", []byte("\xff\xfeB\x00o\x00a\x00r\x00d\x00")), `^utf16.xlsx is a text file \(perhaps Excel's Unicode Text\)`},
		{file("web.xlsx", []byte("<html><body><table><tr><td>1</td></tr></table></body></html>")), `^web.xlsx is a web page, not a workbook$`},
		{file("xml2003.xlsx", []byte(`<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"></Workbook>`)),
			`^xml2003.xlsx is an Excel 2003 XML spreadsheet`},
		{file("print.xlsx", []byte("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")), `^print.xlsx is a PDF, not a workbook$`},
		{file("letter.xlsx", []byte(`{\rtf1\ansi hello}`)), `^letter.xlsx is a rich-text document`},
		{file("noise.xlsx", []byte{0x89, 'P', 'N', 'G', 0, 0, 0, 0x0d}), `^noise.xlsx is not a workbook$`},
		{file("old.xlsx", ole("Root Entry", "Workbook", "SummaryInformation")), `^old.xlsx is an old Excel 97–2003 workbook \(.xls\)`},
		{file("locked.xlsx", ole("Root Entry", "EncryptionInfo", "EncryptedPackage")), `^locked.xlsx is protected with a password$`},
		{file("memo.xlsx", ole("Root Entry", "WordDocument", "1Table")), `^memo.xlsx is a Word 97–2003 document`},
		{file("other-ole.xlsx", ole("Root Entry", "Contents")), `^other-ole.xlsx is an old Office file \(OLE\)`},
		{z("calc.xlsx", "mimetype", "application/vnd.oasis.opendocument.spreadsheet", "content.xml", "<office:document-content/>"),
			`^calc.xlsx is an OpenDocument spreadsheet \(.ods\)$`},
		{z("writer.xlsx", "mimetype", "application/vnd.oasis.opendocument.text", "content.xml", "<x/>"), `^writer.xlsx is an OpenDocument file, not a spreadsheet$`},
		{z("word.xlsx", "[Content_Types].xml", "<Types/>", "word/document.xml", "<w:document/>"), `^word.xlsx is a Word document, not a workbook$`},
		{z("slides.xlsx", "[Content_Types].xml", "<Types/>", "ppt/presentation.xml", "<p/>"), `^slides.xlsx is a PowerPoint presentation`},
		{z("binary.xlsx", "[Content_Types].xml", "<Types/>", "xl/workbook.bin", "\x83\x01"), `^binary.xlsx is an Excel Binary Workbook \(.xlsb\)`},
		{z("parcel.xlsx", "results/club night.xlsx", string(goodData)), `^parcel.xlsx is a zip archive holding results/club night.xlsx, not a workbook itself$`},
		{z("photos.xlsx", "a.jpg", "\xff\xd8"), `^photos.xlsx is a zip file, not a workbook$`},
		{z("strict.xlsx", "[Content_Types].xml", "<Types/>", "xl/workbook.xml",
			`<workbook xmlns="http://purl.oclc.org/ooxml/spreadsheetml/main"/>`), `^strict.xlsx is a Strict Open XML workbook`},
		{file("half.xlsx", goodData[:len(goodData)/2]), `^half.xlsx is damaged: it is cut short or corrupt$`},
		{file("tail.xlsx", goodData[len(goodData)/2:]), `^tail.xlsx is damaged: it is cut short or corrupt$`},
		{file("folder-zip.xlsx", []byte("PK\x07\x08spanned")), `^folder-zip.xlsx is damaged`},
	} {
		ue := refusal(t, c.path)
		if !regexp.MustCompile(c.want).MatchString(ue.Msg) {
			t.Errorf("%s: %q does not match %s", filepath.Base(c.path), ue.Msg, c.want)
		}
	}
}

// A zip whose directory is whole but one of whose parts is damaged is
// refused before excelize reads it (excelize does not check the parts'
// checksums), naming the part, or the sheet it holds.
func TestDamagedPartsAreRefused(t *testing.T) {
	src := pairsBook(t)
	one := uint32(1)
	lie := uint64(100)
	for _, c := range []struct {
		part   string
		damage func(p *part)
		want   string
	}{
		{"xl/worksheets/sheet2.xml", func(p *part) { p.crc = &one }, `is damaged: the sheet "Results" fails its checksum$`},
		{"xl/worksheets/sheet1.xml", func(p *part) { p.cut = 20 }, `is damaged: the sheet "Pairs" is cut short$`},
		{"xl/styles.xml", func(p *part) { p.crc = &one }, `is damaged: its part xl/styles.xml fails its checksum$`},
		{"docProps/app.xml", func(p *part) { p.cut = 5 }, `is damaged: its part docProps/app.xml is cut short$`},
		{"xl/workbook.xml", func(p *part) { p.declared = &lie }, `is damaged: its part xl/workbook.xml is corrupt$`},
		// Cut short before it was zipped: the checksum is right, the XML is not.
		{"xl/worksheets/sheet2.xml", func(p *part) { p.data = p.data[:len(p.data)*2/3] }, `is damaged: the sheet "Results" is cut short$`},
		{"[Content_Types].xml", func(p *part) { p.data = p.data[:len(p.data)-3] }, `is damaged: its part \[Content_Types\].xml is cut short$`},
		{"xl/worksheets/sheet2.xml", func(p *part) { p.data = []byte("\x00\x01garbage") }, `is damaged: the sheet "Results" is corrupt \(it is not XML\)$`},
		{"[Content_Types].xml", func(p *part) {
			p.data = bytes.Replace(p.data, []byte("<Default "), []byte("<Default <"), 1)
		}, `is damaged: its part \[Content_Types\].xml is not well-formed XML \(line \d+\)$`},
		{"docProps/app.xml", func(p *part) {
			p.data = bytes.Replace(p.data, []byte("</Application>"), []byte("</Applicaton>"), 1)
		}, `is damaged: its part docProps/app.xml is not well-formed XML \(line \d+\)$`},
		{"xl/styles.xml", func(p *part) {
			p.name = "xl/sharedStrings.xml"
			p.data = []byte(`<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>a</si></sst>`)
		}, `is damaged: its part xl/sharedStrings.xml is not well-formed XML \(line 1\)$`},
	} {
		path := rezip(t, src, "damaged.xlsx", func(p *part) {
			if p.name == c.part {
				c.damage(p)
			}
		})
		ue := refusal(t, path)
		if !regexp.MustCompile(c.want).MatchString(ue.Msg) {
			t.Errorf("%s: %q does not match %s", c.part, ue.Msg, c.want)
		}
	}
}

// A zip bomb is refused from the sizes its directory declares, before
// anything is expanded; a part that holds more than it declares is caught
// while it is read.
func TestOversizedWorkbooksAreRefused(t *testing.T) {
	src := pairsBook(t)
	huge := uint64(guard.MaxUnzipped) + 1
	big := uint64(guard.MaxWholePart) + 1
	for _, c := range []struct {
		name  string
		edit  func(p *part)
		extra []part
		want  string
	}{
		{"bomb.xlsx", nil, []part{{name: "xl/media/image1.png", data: []byte("x"), declared: &huge}},
			`^bomb.xlsx is too large to open safely: it expands to more than 1 GB \(scorebook opens at most 1 GB\)$`},
		{"styles.xlsx", func(p *part) {
			if p.name == "xl/styles.xml" {
				p.declared = &big
			}
		}, nil, `^styles.xlsx is too large to open safely: its part xl/styles.xml expands to 64 MB \(at most 64 MB\)$`},
		{"many.xlsx", nil, manyParts(maxParts), `^many.xlsx is too large to open safely: it holds \d+ parts \(scorebook opens at most 100000\)$`},
	} {
		path := rezip(t, src, c.name, c.edit, c.extra...)
		ue := refusal(t, path)
		if !regexp.MustCompile(c.want).MatchString(ue.Msg) {
			t.Errorf("%s: %q does not match %s", c.name, ue.Msg, c.want)
		}
	}
}

// maxParts is the most parts a workbook may hold (the guard's limit).
const maxParts = 100_000

func manyParts(n int) []part {
	out := make([]part, n)
	for i := range out {
		out[i] = part{name: fmt.Sprintf("customXml/item%d.xml", i), data: []byte("<a/>")}
	}
	return out
}

// resultsPart is the Results sheet's part in pairsBook.
const resultsPart = "xl/worksheets/sheet2.xml"

// editResults copies pairsBook's workbook as name, with the Results sheet's
// XML changed by edit.
func editResults(t testing.TB, name string, edit func(xml []byte) []byte) string {
	t.Helper()
	return rezip(t, pairsBook(t), name, func(p *part) {
		if p.name == resultsPart {
			p.data = edit(p.data)
		}
	})
}

// appendRows adds rows at the end of a sheet's sheetData.
func appendRows(xml []byte, rows func(w *bytes.Buffer)) []byte {
	i := bytes.Index(xml, []byte("</sheetData>"))
	var w bytes.Buffer
	w.Grow(len(xml))
	w.Write(xml[:i])
	rows(&w)
	w.Write(xml[i:])
	return w.Bytes()
}

// readPairsFindings opens and reads a pairs workbook, returning the rows
// read and the findings.
func readPairsFindings(t testing.TB, path string) (int, []problem.Problem) {
	t.Helper()
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	pe, fs := pairs.Read(b)
	if pe == nil {
		return 0, fs
	}
	return len(pe.Event.Rows), fs
}

// findsInPairs checks that reading the pairs workbook at path finds want.
func findsInPairs(t *testing.T, path, want string) {
	t.Helper()
	_, fs := readPairsFindings(t, path)
	for _, f := range fs {
		if xlsxtest.String(f) == want {
			return
		}
	}
	t.Errorf("findings %v, want %q", fs, want)
}

// formattedRows writes empty formatted rows from..to, as a format filled down
// to the bottom of a sheet leaves them: a row style and a styled empty cell.
func formattedRows(from, to int) func(w *bytes.Buffer) {
	return func(w *bytes.Buffer) {
		for r := from; r <= to; r++ {
			fmt.Fprintf(w, `<row r="%d" s="1" customFormat="1"><c r="A%d" s="1"/><c r="G%d" s="1"></c></row>`, r, r, r)
		}
	}
}

// A million empty formatted rows below the results are not read: the sniff
// saw that none holds a value (see BenchmarkMillionFormattedRows for the
// time this takes).
func TestMillionFormattedRows(t *testing.T) {
	path := editResults(t, "formatted.xlsx", func(xml []byte) []byte {
		return appendRows(xml, formattedRows(4, 1_048_576))
	})
	n, fs := readPairsFindings(t, path)
	if n != 2 || len(fs) != 0 {
		t.Errorf("read %d rows, findings %v; want 2 rows and none", n, fs)
	}
}

// A value below thousands of formatted rows is read: reading stops only
// after the last row holding one.
func TestValueBelowFormattedRows(t *testing.T) {
	path := editResults(t, "value-below.xlsx", func(xml []byte) []byte {
		return appendRows(xml, func(w *bytes.Buffer) {
			formattedRows(4, 50_000)(w)
			w.WriteString(`<row r="50001"><c r="A50001"><v>2</v></c><c r="B50001"><v>1</v></c><c r="C50001"><v>2</v></c><c r="G50001"><v>-50</v></c></row>`)
			formattedRows(50_002, 60_000)(w)
		})
	})
	n, fs := readPairsFindings(t, path)
	if n != 3 || len(fs) != 0 {
		t.Errorf("read %d rows, findings %v; want 3 rows and none", n, fs)
	}
}

// A row past Excel's last row is refused, numbered or not.
func TestRowsPastExcelsLastRow(t *testing.T) {
	for _, c := range []struct {
		name string
		rows func(w *bytes.Buffer)
	}{
		{"numbered.xlsx", func(w *bytes.Buffer) {
			w.WriteString(`<row r="1048577"><c><v>1</v></c></row>`)
		}},
		{"counted.xlsx", func(w *bytes.Buffer) {
			for range 1_048_576 {
				w.WriteString(`<row/>`)
			}
			w.WriteString(`<row><c><v>1</v></c></row>`)
		}},
	} {
		path := editResults(t, c.name, func(xml []byte) []byte { return appendRows(xml, c.rows) })
		_, fs := readPairsFindings(t, path)
		if len(fs) != 1 || !strings.Contains(xlsxtest.String(fs[0]), "Results") || !strings.Contains(fs[0].Msg, "more rows than Excel allows (1048576)") {
			t.Errorf("%s: findings %v", c.name, fs)
		}
	}
}

// A cell longer than Excel allows is refused with its cell; one in a column
// scorebook does not read is the director's business.
func TestCellOfMegabytes(t *testing.T) {
	mega := strings.Repeat("x", 1<<20)
	path := editResults(t, "mega.xlsx", func(xml []byte) []byte {
		xml = bytes.Replace(xml, []byte(`<t>4S</t>`), []byte(`<t>`+mega+`</t>`), 1)
		return appendRows(xml, func(w *bytes.Buffer) {
			fmt.Fprintf(w, `<row r="4"><c r="A4"><v>2</v></c><c r="B4"><v>1</v></c><c r="C4"><v>2</v></c><c r="G4"><v>-50</v></c><c r="K4" t="inlineStr"><is><t>%s</t></is></c></row>`, mega)
		})
	})
	// The row is still read, the cell cut to a few words: the contract is
	// then wrong too, at the same cell, and the row is kept (unscored) for
	// the checks of who met whom.
	n, fs := readPairsFindings(t, path)
	want := "Results!D2: the cell holds 1048576 characters, more than a cell can hold (32767)"
	if n != 3 || len(fs) != 2 || xlsxtest.String(fs[0]) != want || xlsxtest.String(fs[1]) != `Results!D2: contract "xxxxxxxxxxxxxxxxxxxx…" does not start with a level 1–7` {
		t.Errorf("read %d rows, findings %v; want 3 rows and %q", n, fs, want)
	}
	for _, f := range fs {
		checkOneLine(t, f.Msg, f.Hint)
	}

	// In the header row: reported, and not quoted among the headers found.
	path = editResults(t, "mega-header.xlsx", func(xml []byte) []byte {
		return bytes.Replace(xml, []byte(`<t>EW</t>`), []byte(`<t>`+mega+`</t>`), 1)
	})
	_, fs = readPairsFindings(t, path)
	if len(fs) != 2 || fs[0].Cell != "C1" || !strings.Contains(fs[1].Msg, `missing column "EW"; the headers found are "Board", "NS", "xxxxxxxxxxxxxxxxxxxx…", "Contract"`) {
		t.Errorf("header: findings %v", fs)
	}
	for _, f := range fs {
		if len(f.Msg) > 500 {
			t.Errorf("a finding of %d characters", len(f.Msg))
		}
	}
}

// A text so large that reading it would take excelize far more memory is
// refused before it is read, in a sheet or among the shared strings.
func TestHugeTextIsNotRead(t *testing.T) {
	huge := strings.Repeat("x", guard.MaxTextRun+1)
	path := editResults(t, "huge.xlsx", func(xml []byte) []byte {
		return appendRows(xml, func(w *bytes.Buffer) {
			fmt.Fprintf(w, `<row r="4"><c r="K4" t="inlineStr"><is><t>%s</t></is></c></row>`, huge)
		})
	})
	_, fs := readPairsFindings(t, path)
	want := "Results row 4: a cell holds more than 4 MB of text, far more than a cell can hold (32767 characters); the workbook is damaged or was not written by a spreadsheet program"
	if len(fs) != 1 || xlsxtest.String(fs[0]) != want {
		t.Errorf("findings %v, want %q", fs, want)
	}

	sst := `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="2" uniqueCount="2"><si><t>4S</t></si><si><t>` +
		huge + strings.Repeat("y", guard.StreamedPart) + `</t></si></sst>`
	path = rezip(t, pairsBook(t), "huge-sst.xlsx", nil, part{name: "xl/sharedStrings.xml", data: []byte(sst)})
	ue := refusal(t, path)
	if !strings.HasPrefix(ue.Msg, "huge-sst.xlsx is damaged: its part xl/sharedStrings.xml holds a text of 20 MB, far more than a cell can hold") {
		t.Errorf("shared strings: %q", ue.Msg)
	}
}

// excelize's row iterator stops quietly at an XML error; a sheet that stops
// before its last row holding a value is refused as damaged, not read short.
func TestSheetDamagedMidway(t *testing.T) {
	for _, c := range []struct{ name, bad string }{
		{"mismatched.xlsx", `<c r="H2"><v>1</x></c>`},
		{"entity.xlsx", `<c r="H2"><v>&bogus;</v></c>`},
		{"control.xlsx", "<c r=\"H2\" t=\"inlineStr\"><is><t>a\x01b</t></is></c>"},
	} {
		path := editResults(t, c.name, func(xml []byte) []byte {
			return bytes.Replace(xml, []byte(`<row r="2">`), []byte(`<row r="2">`+c.bad), 1)
		})
		_, fs := readPairsFindings(t, path)
		want := "Results row 3: the sheet cannot be read past row 2; the workbook is damaged"
		if len(fs) != 1 || xlsxtest.String(fs[0]) != want {
			t.Errorf("%s: findings %v, want %q", c.name, fs, want)
		}
	}
}

// BenchmarkMillionFormattedRows opens and reads a Results sheet of two
// results and a million empty formatted rows below them (75 MB of XML): as
// scorebook does, and reading every row as it would without the sniff's
// scan.
func BenchmarkMillionFormattedRows(b *testing.B) {
	path := editResults(b, "formatted.xlsx", func(xml []byte) []byte { return appendRows(xml, formattedRows(4, 1_048_576)) })
	for _, c := range []struct {
		name string
		scan bool
	}{{"scan", true}, {"every-row", false}} {
		b.Run(c.name, func(b *testing.B) {
			for range b.N {
				opt := xlsx.OpenOptions{}
				if c.scan {
					opt.Reads = Reads()
				}
				bk, err := xlsx.Open(path, opt)
				if err != nil {
					b.Fatal(err)
				}
				pe, fs := pairs.Read(bk)
				bk.Close()
				if len(pe.Event.Rows) != 2 || len(fs) != 0 {
					b.Fatalf("read %d rows, findings %v", len(pe.Event.Rows), fs)
				}
			}
		})
	}
}

// Parts that are unusual but valid do not make a workbook look damaged.
func TestUnusualPartsOpen(t *testing.T) {
	utf16 := []byte{0xFF, 0xFE}
	for _, r := range `<?xml version="1.0" encoding="UTF-16"?><ds:datastoreItem xmlns:ds="x"/>` {
		utf16 = append(utf16, byte(r), 0)
	}
	latin1 := []byte("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<note>caf\xe9</note>")
	path := rezip(t, pairsBook(t), "unusual.xlsx", func(p *part) {
		if p.name == resultsPart {
			// Every element prefixed, a comment after the root, a byte
			// order mark.
			x := strings.NewReplacer("<worksheet ", "<x:worksheet ", "</worksheet>", "</x:worksheet>", `xmlns="`, `xmlns:x="`,
				"<sheetData>", "<x:sheetData>", "</sheetData>", "</x:sheetData>", "<row ", "<x:row ", "</row>", "</x:row>",
				"<c ", "<x:c ", "</c>", "</x:c>", "<v>", "<x:v>", "</v>", "</x:v>", "<is>", "<x:is>", "</is>", "</x:is>",
				"<t>", "<x:t>", "</t>", "</x:t>", "<dimension ", "<x:dimension ", "</dimension>", "</x:dimension>",
				"<sheetViews>", "<x:sheetViews>", "</sheetViews>", "</x:sheetViews>", "<sheetView ", "<x:sheetView ", "</sheetView>", "</x:sheetView>",
				"<pane ", "<x:pane ", "</pane>", "</x:pane>", "<cols>", "<x:cols>", "</cols>", "</x:cols>", "<col ", "<x:col ").Replace(string(p.data))
			p.data = []byte("\xef\xbb\xbf" + x + "\n<!-- written by hand -->\n")
		}
	}, part{name: "customXml/item1.xml", data: utf16}, part{name: "customXml/item2.xml", data: latin1})
	n, fs := readPairsFindings(t, path)
	if n != 2 || len(fs) != 0 {
		t.Errorf("read %d rows, findings %v; want 2 rows and none", n, fs)
	}
}

// A workbook protected with a password is decrypted and its package checked
// as any other's.
func TestEncryptedWorkbooksAreChecked(t *testing.T) {
	encrypt := func(src, name string) string {
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		enc, err := excelize.Encrypt(data, &excelize.Options{Password: "bridge"})
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(filepath.Dir(src), name)
		if err := os.WriteFile(path, enc, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	good := encrypt(pairsBook(t), "secret.xlsx")
	b, err := xlsx.Open(good, xlsx.OpenOptions{Password: "bridge", Reads: Reads()})
	if err != nil {
		t.Fatal(err)
	}
	// What Open's sniff scanned.
	if sn, err := guard.Sniff(good, "bridge", reading); err != nil || sn == nil {
		t.Errorf("sniffing the encrypted workbook: %v", err)
	} else if _, ok := sn.Scans["results"]; !ok {
		t.Errorf("the Results sheet of an encrypted workbook was not scanned")
	}
	if _, fs := pairs.Read(b); len(fs) != 0 {
		t.Errorf("findings %v", fs)
	}
	b.Close()

	if _, err := xlsx.Open(good, xlsx.OpenOptions{Password: "whist", Reads: Reads()}); err == nil || err.Error() != "secret.xlsx: the password is wrong" {
		t.Errorf("a wrong password: %v", err)
	}

	one := uint32(1)
	damaged := rezip(t, pairsBook(t), "damaged.xlsx", func(p *part) {
		if p.name == resultsPart {
			p.crc = &one
		}
	})
	path := encrypt(damaged, "secret-damaged.xlsx")
	_, err = xlsx.Open(path, xlsx.OpenOptions{Password: "bridge", Reads: Reads()})
	if err == nil || err.Error() != `secret-damaged.xlsx is damaged: the sheet "Results" fails its checksum` {
		t.Errorf("a damaged encrypted workbook: %v", err)
	}
}

// The Event sheet is read raw, never through its number formats: a
// percentage cell gives its fraction, and an empty cell with a format that
// shows text (;;;"none") is empty, however far down the sheet the format was
// filled.
func TestEmptyFormattedCellsAreEmpty(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.xlsx")
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetName("Sheet1", "Pairs")
	f.SetSheetRow("Pairs", "A1", &[]any{"Pair", "Player 1", "Player 2"})
	f.SetSheetRow("Pairs", "A2", &[]any{1, "Ann", "Bob"})
	f.SetSheetRow("Pairs", "A3", &[]any{2, "Cat", "Dan"})
	f.NewSheet("Results")
	f.SetSheetRow("Results", "A1", &[]any{"Board", "NS", "EW", "Score"})
	f.SetSheetRow("Results", "A2", &[]any{1, 1, 2, 420})
	f.NewSheet("Event")
	f.SetSheetRow("Event", "A1", &[]any{"Setting", "Value"})
	f.SetSheetRow("Event", "A2", &[]any{"Average plus", 0.6})
	f.SetSheetRow("Event", "A4", &[]any{"Title", "Club night"})
	for _, c := range []struct {
		ref, format string
	}{{"B2", "0%"}, {"A3:B3", `;;;"none"`}, {"B5:B20", `@" pts"`}} {
		format := c.format
		style, err := f.NewStyle(&excelize.Style{CustomNumFmt: &format})
		if err != nil {
			t.Fatal(err)
		}
		from, to, _ := strings.Cut(c.ref, ":")
		if to == "" {
			to = from
		}
		if err := f.SetCellStyle("Event", from, to, style); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	for _, scan := range []bool{true, false} {
		opt := xlsx.OpenOptions{}
		if scan {
			opt.Reads = Reads()
		}
		b, err := xlsx.Open(path, opt)
		if err != nil {
			t.Fatal(err)
		}
		rows, fs := b.ReadSettings("Event")
		b.Close()
		var got []string
		for _, r := range rows {
			got = append(got, fmt.Sprintf("%s=%s@%d", r.Name, r.Value, r.Line))
		}
		want := "Average plus=0.6@2 Title=Club night@4"
		if got := strings.Join(got, " "); got != want || len(fs) != 0 {
			t.Errorf("scan %v: read %s %v, want %s", scan, got, fs, want)
		}
	}
}

// Two sheets whose names differ only by surrounding spaces cannot both be
// Results: which one a director meant is not for scorebook to guess.
func TestSheetsOfTheSameName(t *testing.T) {
	path := filepath.Join(t.TempDir(), "same.xlsx")
	f := excelize.NewFile()
	f.SetSheetName("Sheet1", "Pairs")
	f.SetSheetRow("Pairs", "A1", &[]any{"Pair", "Player 1", "Player 2"})
	f.SetSheetRow("Pairs", "A2", &[]any{"1", "Ann", "Bob"})
	for _, name := range []string{"Results", "Results "} {
		if _, err := f.NewSheet(name); err != nil {
			t.Fatal(err)
		}
		f.SetSheetRow(name, "A1", &[]any{"Board", "NS", "EW", "Score"})
	}
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	findsInPairs(t, path, `Results: 2 sheets are called Results: "Results", "Results "`)
}

// A sheet written in UTF-16 (excelize reads it as empty) is refused as such,
// not reported as a sheet with no rows.
func TestUTF16Sheet(t *testing.T) {
	src := xlsxtest.CopyTo(t, "testdata/director.xlsx", t.TempDir())
	path := rezip(t, src, "u16.xlsx", func(p *part) {
		if p.name == "xl/worksheets/sheet3.xml" { // Results
			text := strings.Replace(string(p.data), `encoding="UTF-8"`, `encoding="UTF-16"`, 1)
			u := []byte{0xFF, 0xFE}
			for _, r := range utf16.Encode([]rune(text)) {
				u = append(u, byte(r), byte(r>>8))
			}
			p.data = u
		}
	})
	findsInPairs(t, path, "Results: the sheet is stored in UTF-16, which scorebook cannot read")
}

// A formula whose value was never calculated (a program wrote the file
// without calculating it) is reported at its cell, not read as empty.
func TestUncalculatedFormula(t *testing.T) {
	src := xlsxtest.CopyTo(t, "testdata/director.xlsx", t.TempDir())
	path := rezip(t, src, "formula.xlsx", func(p *part) {
		if p.name == "xl/worksheets/sheet3.xml" { // Results
			p.data = bytes.Replace(p.data, []byte(`<c r="D3" t="n"><v>170</v></c>`), []byte(`<c r="D3"><f>100+70</f></c>`), 1)
		}
	})
	findsInPairs(t, path, "Results!D3: the cell holds a formula whose value was never calculated")
	// Issue 17: openpyxl writes a formula it did not calculate with an
	// empty value, <v></v> (other writers <v/>); it was read as an empty
	// Score, and the computed score silently taken instead.
	for _, empty := range []string{`<v></v>`, `<v/>`} {
		path := rezip(t, src, "empty.xlsx", func(p *part) {
			if p.name == "xl/worksheets/sheet3.xml" {
				p.data = bytes.Replace(p.data, []byte(`<c r="D3" t="n"><v>170</v></c>`), []byte(`<c r="D3"><f>-400</f>`+empty+`</c>`), 1)
			}
		})
		findsInPairs(t, path, "Results!D3: the cell holds a formula whose value was never calculated")
	}
	// A formula whose value is the empty text is calculated: Excel writes
	// it as t="str" with an empty value.
	path = rezip(t, src, "text.xlsx", func(p *part) {
		if p.name == "xl/worksheets/sheet3.xml" {
			p.data = bytes.Replace(p.data, []byte(`<c r="D3" t="n"><v>170</v></c>`), []byte(`<c r="D3" t="str"><f>""</f><v></v></c>`), 1)
		}
	})
	_, fs := readPairsFindings(t, path)
	for _, f := range fs {
		if strings.Contains(f.Msg, "never calculated") {
			t.Errorf("a formula giving empty text: %v", f)
		}
	}
}

// A column's cells merged down (a Session typed once over its rows) are
// read as the director sees them: each row has the value. Cells merged
// across columns that are read are reported.
func TestMergedCells(t *testing.T) {
	src := xlsxtest.CopyTo(t, "testdata/director.xlsx", t.TempDir())
	edit := func(name, merges string, change func([]byte) []byte) string {
		return rezip(t, src, name, func(p *part) {
			if p.name == "xl/worksheets/sheet3.xml" { // Results: Session, Board, NS, EW, Score…
				p.data = change(p.data)
				p.data = bytes.Replace(p.data, []byte("</sheetData>"), []byte("</sheetData>"+merges), 1)
			}
		})
	}
	read := func(path string) (*pairs.Event, []problem.Problem) {
		b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads()})
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		pe, fs := pairs.Read(b)
		if pe == nil {
			t.Fatal(fs)
		}
		// The engine finds each row's pairs in Pairs (its checks of the
		// rows, a pair playing a board twice, are not the reader's).
		enginepairs.Check(&pe.Event)
		return pe, fs
	}
	plain, fs := read(src)
	if problem.HasErrors(fs) {
		t.Fatal(fs)
	}
	// The NS pair typed once on row 2 and merged down over rows 2 to 4.
	down := edit("down.xlsx", `<mergeCells count="1"><mergeCell ref="B2:B4"/></mergeCells>`, func(x []byte) []byte {
		for _, c := range []string{"B3", "B4"} {
			x = regexp.MustCompile(`<c r="`+c+`" t="n"><v>\d+</v></c>`).ReplaceAll(x, []byte(`<c r="`+c+`"/>`))
		}
		return x
	})
	pe, fs := read(down)
	if problem.HasErrors(fs) {
		t.Fatalf("merged down: %v", fs)
	}
	for i := range 3 {
		if got, want := pe.Event.Rows[i].NS, plain.Event.Rows[0].NS; got != want {
			t.Errorf("row %d: NS pair %d, want %d", i+2, got, want)
		}
	}
	// Merged across NS and EW.
	findsInPairs(t, edit("across.xlsx", `<mergeCells count="1"><mergeCell ref="C5:D5"/></mergeCells>`, func(x []byte) []byte { return x }),
		"Results!C5:D5: these cells are merged across columns that scorebook reads")
}
