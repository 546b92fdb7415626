package kinds

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/xuri/excelize/v2"
)

// scoreWith runs the pairs path with open options, saving in place.
func scoreWith(t *testing.T, path string, opt xlsx.OpenOptions) {
	t.Helper()
	if err := scoredBook(t, path, opt).Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
}

// A password-protected workbook is explained without the password, opened
// with it, and stays protected with the same password once scored.
func TestPasswordProtectedWorkbook(t *testing.T) {
	dir := t.TempDir()
	f, err := excelize.OpenFile("testdata/director.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "secret.xlsx")
	if err := f.SaveAs(path, excelize.Options{Password: "bridge"}); err != nil {
		t.Fatal(err)
	}
	f.Close()

	_, err = xlsx.Open(path, xlsx.OpenOptions{Reads: Reads()})
	var ue *problem.Problem
	if !errors.As(err, &ue) || ue.Msg != "secret.xlsx is protected with a password" ||
		ue.Hint != "give the password with --password or the SCOREBOOK_PASSWORD environment variable" {
		t.Fatalf("without the password: %v", err)
	}
	_, err = xlsx.Open(path, xlsx.OpenOptions{Password: "wrong", Reads: Reads()})
	if !errors.As(err, &ue) || ue.Msg != "secret.xlsx: the password is wrong" {
		t.Fatalf("with a wrong password: %v", err)
	}

	scoreWith(t, path, xlsx.OpenOptions{Password: "bridge"})
	head := make([]byte, 8)
	file, _ := os.Open(path)
	file.Read(head)
	file.Close()
	if !bytes.Equal(head, oleMagic) {
		t.Fatal("the scored workbook is no longer protected")
	}
	b, err := xlsx.Open(path, xlsx.OpenOptions{Password: "bridge", Reads: Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if !b.Owns("Ranking") {
		t.Error("the protected workbook has no Ranking of scorebook's")
	}
}

// makeMacroBook turns a workbook into a macro-enabled one: a vbaProject.bin
// part (opaque bytes here), its relationship and the macro-enabled content
// types, as Excel saves an .xlsm.
func makeMacroBook(t *testing.T, from, to string) []byte {
	t.Helper()
	zr, err := zip.OpenReader(from)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	vba := bytes.Repeat([]byte("VBA macros of the director\x00\x01\x02"), 200)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		rc, _ := f.Open()
		data, _ := io.ReadAll(rc)
		rc.Close()
		switch f.Name {
		case "[Content_Types].xml":
			s := strings.Replace(string(data), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
				"application/vnd.ms-excel.sheet.macroEnabled.main+xml", 1)
			s = strings.Replace(s, "<Default ", `<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Default `, 1)
			data = []byte(s)
		case "xl/_rels/workbook.xml.rels":
			data = []byte(strings.Replace(string(data), "</Relationships>",
				`<Relationship Id="rIdVBA" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/></Relationships>`, 1))
		}
		w, _ := zw.Create(f.Name)
		w.Write(data)
	}
	w, _ := zw.Create("xl/vbaProject.bin")
	w.Write(vba)
	zw.Close()
	if err := os.WriteFile(to, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return vba
}

// A macro workbook is scored and saved as .xlsm with its macros kept.
func TestMacroWorkbookKeepsItsMacros(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.xlsm")
	vba := makeMacroBook(t, "testdata/director.xlsx", path)
	scoreWith(t, path, xlsx.OpenOptions{})
	parts := xlsxtest.ReadZip(t, path)
	if !bytes.Equal(parts["xl/vbaProject.bin"], vba) {
		t.Error("the macros changed")
	}
	if !bytes.Contains(parts["[Content_Types].xml"], []byte("application/vnd.ms-excel.sheet.macroEnabled.main+xml")) {
		t.Error("the workbook is no longer macro-enabled")
	}
	if !bytes.Contains(parts["xl/_rels/workbook.xml.rels"], []byte("vbaProject.bin")) {
		t.Error("the workbook lost its link to the macros")
	}
	folderHolds(t, filepath.Dir(path), "club.xlsm")
}
