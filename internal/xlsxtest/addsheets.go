package xlsxtest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// AddedSheet is a sheet AddSheets adds: its name and rows of cells (a
// string is inline text, an int a number).
type AddedSheet struct {
	Name string
	Rows [][]any
}

var (
	sheetsEnd        = regexp.MustCompile(`</([A-Za-z_][\w.-]*:)?sheets>`)
	sheetIDAttr      = regexp.MustCompile(`<(?:[A-Za-z_][\w.-]*:)?sheet\b[^>]*?\ssheetId\s*=\s*["'](\d+)["']`)
	relationshipsEnd = regexp.MustCompile(`</([A-Za-z_][\w.-]*:)?Relationships>`)
	typesEnd         = regexp.MustCompile(`</([A-Za-z_][\w.-]*:)?Types>`)
)

// AddSheets writes the workbook at from to a new file at to with sheets
// added as a director would type them, only by adding parts: a worksheet
// part for each, of inline text (the shared strings untouched), and the
// lines that name it in the workbook part, its relationships and the
// content types. Every other byte of the package comes back as it was.
func AddSheets(t testing.TB, from, to string, sheets ...AddedSheet) {
	t.Helper()
	zr, err := zip.OpenReader(from)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	parts := ZipParts(t, &zr.Reader)
	wbPath := "xl/workbook.xml"
	if m := regexp.MustCompile(`Target="/?([^"]+)"[^>]*officeDocument"|officeDocument"[^>]*Target="/?([^"]+)"`).FindSubmatch(parts["_rels/.rels"]); m != nil {
		wbPath = string(m[1]) + string(m[2])
	}
	dir := wbPath[:strings.LastIndexByte(wbPath, '/')+1]
	relsPath := dir + "_rels/" + wbPath[len(dir):] + ".rels"
	wb, rels, types := string(parts[wbPath]), string(parts[relsPath]), string(parts["[Content_Types].xml"])
	id := 0
	for _, m := range sheetIDAttr.FindAllStringSubmatch(wb, -1) {
		n, _ := strconv.Atoi(m[1])
		id = max(id, n)
	}
	added := map[string][]byte{}
	for i, s := range sheets {
		id++
		part := fmt.Sprintf("worksheets/sheet%d.xml", id)
		if _, taken := parts[dir+part]; taken {
			part = fmt.Sprintf("worksheets/director-%d.xml", i+1)
		}
		rid := fmt.Sprintf("rIdDirector%d", i+1)
		m := sheetsEnd.FindStringSubmatchIndex(wb)
		if m == nil {
			t.Fatalf("%s: no sheets in %s", from, wbPath)
		}
		prefix := ""
		if m[2] >= 0 {
			prefix = wb[m[2]:m[3]]
		}
		el := fmt.Sprintf(`<%ssheet xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" name="%s" sheetId="%d" r:id="%s"/>`, prefix, s.Name, id, rid)
		wb = wb[:m[0]] + el + wb[m[0]:]
		rels = insertBefore(t, relationshipsEnd, rels, fmt.Sprintf(`<Relationship Id="%s" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="%s"/>`, rid, part))
		types = insertBefore(t, typesEnd, types, fmt.Sprintf(`<Override PartName="/%s%s" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`, dir, part))
		added[dir+part] = inlineSheet(s.Rows)
	}
	parts[wbPath], parts[relsPath], parts["[Content_Types].xml"] = []byte(wb), []byte(rels), []byte(types)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	write := func(name string, data []byte) {
		w, err := zw.Create(name)
		if err == nil {
			_, err = w.Write(data)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range zr.File { // in the file's order
		write(f.Name, parts[f.Name])
	}
	for name, data := range added {
		write(name, data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func insertBefore(t testing.TB, end *regexp.Regexp, doc, el string) string {
	t.Helper()
	m := end.FindStringSubmatchIndex(doc)
	if m == nil {
		t.Fatalf("no %s", end)
	}
	if m[2] >= 0 {
		el = strings.Replace(el, "<", "<"+doc[m[2]:m[3]], 1)
	}
	return doc[:m[0]] + el + doc[m[0]:]
}

// inlineSheet is a worksheet part of the rows, its text inline.
func inlineSheet(rows [][]any) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
		`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`)
	for r, row := range rows {
		fmt.Fprintf(&b, `<row r="%d">`, r+1)
		for c, v := range row {
			ref := fmt.Sprintf("%c%d", 'A'+c, r+1)
			switch x := v.(type) {
			case int:
				fmt.Fprintf(&b, `<c r="%s"><v>%d</v></c>`, ref, x)
			case string:
				var t bytes.Buffer
				xmlEscape(&t, x)
				fmt.Fprintf(&b, `<c r="%s" t="inlineStr"><is><t>%s</t></is></c>`, ref, t.String())
			}
		}
		b.WriteString(`</row>`)
	}
	b.WriteString(`</sheetData></worksheet>`)
	return b.Bytes()
}

func xmlEscape(b *bytes.Buffer, s string) {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")
	b.WriteString(r.Replace(s))
}
