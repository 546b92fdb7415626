// Package guard is scorebook's safety net at the level of the file: the zip
// and the XML, before and around what excelize does. It can be read, tested
// and fuzzed alone.
//
// Before excelize opens a workbook, Sniff says what the file is and refuses,
// in one line, one that is not an Office Open XML workbook, is damaged or is
// too large to open safely; it reads every part once, checking each is
// whole, and scans the rows of the sheets the caller reads (Scan), so that
// reading can stop after the last row holding a value and a sheet damaged
// part-way is noticed. CheckLock refuses a workbook open in Excel or
// LibreOffice. When the workbook is saved, Zip writes the workbook part from
// the file's own (MergeWorkbook) and NewZipWriter compresses the parts on
// every core. CopyOf and
// DirectorDigest tell a scored copy of a workbook, which --out may replace,
// from anything else.
//
// Every refusal is a *problem.Problem without a place: a message naming the
// file and a hint saying what to do.
package guard

import (
	"archive/zip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"sort"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// OwnerName is the defined name, scoped to each sheet scorebook writes, by
// which a workbook records which sheets are the tool's.
const OwnerName = "scorebook_sheet"

// CopyName is the workbook-scoped defined name by which a copy written with
// --out records the file name of the workbook it is a scored copy of, and a
// digest of the director's sheets as written.
const CopyName = "scorebook_copy_of"

func refuse(hint, format string, args ...any) error {
	return problem.New(hint, format, args...)
}

// PlainErr drops the path from an os error, which the message already names.
func PlainErr(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	return fmt.Sprint(err)
}

// fold is how sheet names are matched: case-insensitively, ignoring
// surrounding spaces.
func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// Rel is a relationship of a part.
type Rel struct {
	ID     string `xml:"Id,attr"`
	Target string `xml:"Target,attr"`
	Type   string `xml:"Type,attr"`
	Mode   string `xml:"TargetMode,attr"`
}

// ParseRels reads a relationships part.
func ParseRels(data []byte) []Rel {
	var doc struct {
		Rels []Rel `xml:"Relationship"`
	}
	_ = xml.Unmarshal(data, &doc)
	return doc.Rels
}

// RelsPath is the relationships part of a part: xl/worksheets/_rels/sheet1.xml.rels.
func RelsPath(p string) string {
	dir, base := path.Split(p)
	return dir + "_rels/" + base + ".rels"
}

// Resolve turns a relationship's target into a part name.
func Resolve(from, target string) string {
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(target, "/")
	}
	return path.Clean(path.Join(path.Dir(from), target))
}

// CopyOf returns the name of the workbook that the file at path is a
// scored copy of, or "" when it is not one, cannot be read, or its
// director's sheets changed since scorebook wrote it.
func CopyOf(path string) string {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return ""
	}
	defer zr.Close()
	read := PartReader(&zr.Reader)
	wbPath, _ := WorkbookSheets(read)
	var wb struct {
		Names []struct {
			Name  string `xml:"name,attr"`
			Local *int   `xml:"localSheetId,attr"`
			Value string `xml:",chardata"`
		} `xml:"definedNames>definedName"`
	}
	if xml.Unmarshal(read(wbPath), &wb) != nil {
		return ""
	}
	for _, n := range wb.Names {
		if n.Name != CopyName || n.Local != nil {
			continue
		}
		v, ok := unquoteFormula(n.Value)
		source, digest, found := strings.Cut(v, "|")
		if !ok || !found || digest != DirectorDigest(&zr.Reader) {
			return ""
		}
		return source
	}
	return ""
}

// DirectorDigest is a digest of a workbook's worksheets that are not the
// tool's, as stored but for their tabSelected flags (a scored workbook opens
// on its results, so the flag comes off the director's sheet: see Views):
// the same in a scored copy as in the workbook it came from, and different
// once the copy is edited and saved.
func DirectorDigest(zr *zip.Reader) string {
	sheets, owned := SheetParts(zr)
	var names []string
	for p := range sheets {
		if !owned[p] {
			names = append(names, p)
		}
	}
	sort.Strings(names)
	h := sha256.New()
	for _, p := range names {
		for _, f := range zr.File {
			if f.Name != p {
				continue
			}
			rc, err := f.Open()
			if err != nil {
				return "unreadable"
			}
			fmt.Fprintf(h, "%s\x00", p)
			unselected := &headEditor{w: h, edit: func(head []byte) []byte { return selectTab(head, false) }}
			_, err = io.Copy(unselected, rc)
			rc.Close()
			if err == nil {
				err = unselected.finish()
			}
			if err != nil {
				return "unreadable"
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil)[:12])
}

// unquoteFormula reads a formula that is a string constant: "club.xlsx".
func unquoteFormula(s string) (string, bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "=")
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return "", false
	}
	return strings.ReplaceAll(s[1:len(s)-1], `""`, `"`), true
}

// MaxCellChars is the most characters a cell holds in Excel.
const MaxCellChars = 32767
