package main

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/flate"
	"flag"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/xlsxtest"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

var update = flag.Bool("update", false, "rewrite the golden dumps in testdata/script")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"scorebook": func() { os.Exit(run(os.Args, os.Stdout, os.Stderr)) },
		// scorebook in a console window of its own, as Explorer or Finder
		// starts it.
		"scorebook-window": func() { os.Exit(launch(os.Args, os.Stdin, os.Stdout, os.Stderr, true, runtime.GOOS)) },
	})
}

// TestScripts runs the CLI scripts in testdata/script: each scores or checks
// workbooks and compares what is printed, and a text dump of the written
// sheets, with what the script expects. Run with -update to rewrite the
// expected dumps after a deliberate change.
func TestScripts(t *testing.T) {
	samples, err := filepath.Abs("../../samples")
	if err != nil {
		t.Fatal(err)
	}
	deals, err := filepath.Abs("../../engine/deal/testdata")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: *update,
		Setup: func(env *testscript.Env) error {
			env.Setenv("SAMPLES", samples)
			env.Setenv("DEALS", deals) // dealing machines' files (engine/deal/testdata/README)
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"dump":       cmdDump,
			"dumpsheet":  cmdDumpSheet,
			"mkbook":     cmdMkbook,
			"zipcmp":     cmdZipcmp,
			"excelowner": cmdExcelOwner,
			"damage":     cmdDamage,
			"mkbws":      cmdMkbws,
			"zipdiff":    cmdZipdiff,
		},
	})
}

// dump BOOK.xlsx [SHEET...]: print the tool-owned sheets (only those named,
// when some are) as text.
func cmdDump(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) < 1 {
		ts.Fatalf("usage: dump BOOK.xlsx [SHEET...]")
	}
	out, err := xlsxtest.Dump(ts.MkAbs(args[0]))
	if err == nil && len(args) > 1 {
		out = onlySheets(out, args[1:])
	}
	if neg {
		if err == nil {
			ts.Fatalf("dump succeeded")
		}
		return
	}
	ts.Check(err)
	ts.Stdout().Write([]byte(out))
}

// dumpsheet BOOK.xlsx SHEET: print one sheet as text, the director's or the
// tool's.
func cmdDumpSheet(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: dumpsheet BOOK.xlsx SHEET")
	}
	out, err := xlsxtest.DumpSheet(ts.MkAbs(args[0]), args[1])
	ts.Check(err)
	ts.Stdout().Write([]byte(out))
}

// mkbook BOOK.xlsx SPEC: write a workbook from a text spec: "# Sheet" starts
// a sheet, then tab-separated rows. A cell that reads as a whole or decimal
// number is written as a number, TRUE and FALSE as a TRUE or FALSE cell,
// unless in double quotes; an empty cell stays empty.
func cmdMkbook(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: mkbook BOOK.xlsx SPEC")
	}
	spec, err := os.Open(ts.MkAbs(args[1]))
	ts.Check(err)
	defer spec.Close()
	var t templates.Template
	sc := bufio.NewScanner(spec)
	for sc.Scan() {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "# "); ok {
			t.Sheets = append(t.Sheets, templates.Sheet{Name: name})
			continue
		}
		if len(t.Sheets) == 0 || line == "" {
			continue
		}
		s := &t.Sheets[len(t.Sheets)-1]
		var cells []any
		for _, c := range strings.Split(line, "\t") {
			cells = append(cells, specCell(c))
		}
		if len(s.Columns) == 0 {
			for _, c := range cells {
				s.Columns = append(s.Columns, templates.Column{Header: c.(string), Width: 10})
			}
			continue
		}
		s.Rows = append(s.Rows, templates.Row{Cells: cells})
	}
	ts.Check(sc.Err())
	ts.Check(xlsx.WriteTemplate(ts.MkAbs(args[0]), t))
}

func specCell(c string) any {
	switch {
	case c == "":
		return nil
	case len(c) >= 2 && strings.HasPrefix(c, `"`) && strings.HasSuffix(c, `"`):
		return c[1 : len(c)-1]
	case c == "TRUE" || c == "FALSE":
		return c == "TRUE" // a TRUE or FALSE cell
	}
	if n, err := strconv.Atoi(c); err == nil {
		return n
	}
	if f, err := strconv.ParseFloat(c, 64); err == nil {
		return f
	}
	return c
}

// zipcmp A B: the two workbooks hold the same parts with the same bytes (the
// order of the parts in the zip may differ).
func cmdZipcmp(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: zipcmp A.xlsx B.xlsx")
	}
	a, b := zipParts(ts, args[0]), zipParts(ts, args[1])
	var diff []string
	for name, data := range a {
		if other, ok := b[name]; !ok {
			diff = append(diff, name+" only in "+args[0])
		} else if !bytes.Equal(data, other) {
			diff = append(diff, name+" differs")
		}
	}
	for name := range b {
		if _, ok := a[name]; !ok {
			diff = append(diff, name+" only in "+args[1])
		}
	}
	sort.Strings(diff)
	switch {
	case neg && len(diff) == 0:
		ts.Fatalf("%s and %s hold the same parts", args[0], args[1])
	case !neg && len(diff) > 0:
		ts.Fatalf("%s and %s differ: %s", args[0], args[1], strings.Join(diff, "; "))
	}
}

func zipParts(ts *testscript.TestScript, name string) map[string][]byte {
	zr, err := zip.OpenReader(ts.MkAbs(name))
	ts.Check(err)
	defer zr.Close()
	parts := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		ts.Check(err)
		data, err := io.ReadAll(rc)
		rc.Close()
		ts.Check(err)
		parts[f.Name] = data
	}
	return parts
}

// excelowner FILE NAME: write an Excel owner file ("~$book.xlsx") as Excel
// does: the name's length in a byte, the name, spaces to byte 54, then the
// length and the name again in UTF-16.
func cmdExcelOwner(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: excelowner FILE NAME")
	}
	name := args[1]
	data := append([]byte{byte(len(name))}, name...)
	for len(data) < 54 {
		data = append(data, ' ')
	}
	data = append(data, byte(len(name)), 0)
	for _, r := range name {
		data = append(data, byte(r), 0)
	}
	for len(data) < 165 {
		data = append(data, ' ', 0)
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), data[:165], 0o644))
}

// damage KIND OUT [IN [PART]]: write a broken or hostile file OUT, from the
// workbook IN where one is needed.
//
//	noise OUT                 bytes of no known format
//	xls OUT                   an old Excel 97-2003 workbook (an OLE file with a Workbook stream)
//	encrypted OUT             a password-protected workbook (an OLE file with EncryptionInfo)
//	truncated OUT IN          the first half of IN
//	checksum OUT IN PART      IN with PART's recorded checksum wrong
//	cut OUT IN PART           IN with PART's compressed data cut short
//	notxml OUT IN PART        IN with PART replaced by bytes that are not XML
//	bomb OUT IN               IN with a part that says it expands to 2 GB
//	longcell OUT IN           IN with the text LONGCELL, wherever it is, 40,000 characters long
//	formatted OUT IN SHEETPART N
//	                          IN with N empty formatted rows added below the rows of SHEETPART
func cmdDamage(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) < 2 {
		ts.Fatalf("usage: damage KIND OUT [IN [PART]]")
	}
	kind, out := args[0], ts.MkAbs(args[1])
	arg := func(i int) string {
		if len(args) <= i {
			ts.Fatalf("damage %s: too few arguments", kind)
		}
		return args[i]
	}
	ole := func(streams ...string) []byte {
		data := []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
		data = append(data, make([]byte, 504)...)
		for _, s := range streams {
			for _, r := range s + "\x00" {
				data = append(data, byte(r), 0)
			}
			data = append(data, make([]byte, 62-2*len(s))...)
		}
		return data
	}
	var data []byte
	switch kind {
	case "noise":
		data = []byte{0x00, 0x13, 0x37, 0xfe, 0xed, 0xfa, 0xce, 0x00, 0x01}
	case "xls":
		data = ole("Root Entry", "Workbook", "SummaryInformation")
	case "encrypted":
		data = ole("Root Entry", "EncryptionInfo", "EncryptedPackage")
	case "truncated":
		in, err := os.ReadFile(ts.MkAbs(arg(2)))
		ts.Check(err)
		data = in[:len(in)/2]
	default:
		data = rezip(ts, kind, ts.MkAbs(arg(2)), args[3:])
	}
	ts.Check(os.WriteFile(out, data, 0o644))
}

// rezip copies a workbook, damaging it as cmdDamage's kind says.
func rezip(ts *testscript.TestScript, kind, in string, args []string) []byte {
	zr, err := zip.OpenReader(in)
	ts.Check(err)
	defer zr.Close()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	target := ""
	if len(args) > 0 {
		target = args[0]
	}
	found := false
	for _, f := range zr.File {
		rc, err := f.Open()
		ts.Check(err)
		data, err := io.ReadAll(rc)
		rc.Close()
		ts.Check(err)
		crc, cut := crc32.ChecksumIEEE(data), 0
		if f.Name == target {
			found = true
			switch kind {
			case "checksum":
				crc++
			case "cut":
				cut = 16
			case "notxml":
				data = []byte("\x00\x01 this is not XML")
				crc = crc32.ChecksumIEEE(data)
			case "formatted":
				n, err := strconv.Atoi(args[1])
				ts.Check(err)
				i := bytes.LastIndex(data, []byte("</sheetData>"))
				last := bytes.Count(data[:i], []byte("<row "))
				var rows bytes.Buffer
				for r := last + 1; r <= last+n; r++ {
					fmt.Fprintf(&rows, `<row r="%d" s="1" customFormat="1"><c r="A%d" s="1"/></row>`, r, r)
				}
				data = append(append(append([]byte{}, data[:i]...), rows.Bytes()...), data[i:]...)
				crc = crc32.ChecksumIEEE(data)
			}
		}
		if kind == "longcell" && bytes.Contains(data, []byte("LONGCELL")) {
			found = true
			data = bytes.ReplaceAll(data, []byte("LONGCELL"), bytes.Repeat([]byte("x"), 40000))
			crc = crc32.ChecksumIEEE(data)
		}
		var c bytes.Buffer
		fw, _ := flate.NewWriter(&c, flate.BestSpeed)
		fw.Write(data)
		fw.Close()
		comp := c.Bytes()[:c.Len()-cut]
		w, err := zw.CreateRaw(&zip.FileHeader{Name: f.Name, Method: zip.Deflate, CRC32: crc,
			CompressedSize64: uint64(len(comp)), UncompressedSize64: uint64(len(data))})
		ts.Check(err)
		_, err = w.Write(comp)
		ts.Check(err)
	}
	if kind == "bomb" {
		found = true
		w, err := zw.CreateRaw(&zip.FileHeader{Name: "xl/media/image1.png", Method: zip.Store,
			CompressedSize64: 1, UncompressedSize64: 2 << 30})
		ts.Check(err)
		w.Write([]byte("x"))
	}
	if !found {
		ts.Fatalf("damage %s: nothing to damage in %s", kind, in)
	}
	ts.Check(zw.Close())
	return buf.Bytes()
}

// onlySheets keeps the named sheets of a dump.
func onlySheets(dump string, names []string) string {
	var b strings.Builder
	keep := false
	for _, line := range strings.SplitAfter(dump, "\n") {
		if name, ok := strings.CutPrefix(line, "== "); ok {
			keep = slices.Contains(names, strings.TrimSuffix(name, "\n"))
		}
		if keep {
			b.WriteString(line)
		}
	}
	return b.String()
}
