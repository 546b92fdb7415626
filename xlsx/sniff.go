package xlsx

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

var (
	zipMagic = []byte("PK\x03\x04")
	oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
)

// sniff looks at the first bytes of a file and explains, in one line, a file
// that is not an Office Open XML workbook.
func sniff(path string, password bool) error {
	f, err := os.Open(path)
	if err != nil {
		return userError("", "%s: %v", path, err)
	}
	defer f.Close()
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	name := filepath.Base(path)
	switch {
	case n == 0:
		return userError("the file may not have been saved completely; open the original in Excel and save it again", "%s is empty", name)
	case bytes.HasPrefix(head, oleMagic):
		if password {
			return nil // an encrypted workbook is an OLE container
		}
		if isEncrypted(path) {
			return userError("give the password with --password or the SCOREBOOK_PASSWORD environment variable",
				"%s is protected with a password", name)
		}
		return userError("open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)",
			"%s is an old Excel 97–2003 workbook (.xls), which scorebook cannot read", name)
	case bytes.HasPrefix(head, zipMagic):
		return sniffZip(path, name)
	case bytes.HasPrefix(head, []byte("{\\rtf")):
		return userError("save the workbook from Excel as .xlsx", "%s is a rich-text document, not a workbook", name)
	case bytes.HasPrefix(head, []byte("%PDF")):
		return userError("scorebook needs the workbook itself, not a printout", "%s is a PDF, not a workbook", name)
	case utf8.Valid(head) && looksLikeText(head):
		if bytes.Contains(bytes.ToLower(head), []byte("<html")) || bytes.Contains(bytes.ToLower(head), []byte("<table")) {
			return userError("open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)", "%s is a web page, not a workbook", name)
		}
		return userError("open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)",
			"%s is a text file (perhaps CSV) renamed as a workbook", name)
	}
	return userError("open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)", "%s is not a workbook", name)
}

func looksLikeText(b []byte) bool {
	for _, c := range b {
		if c == 0 {
			return false
		}
	}
	return true
}

// isEncrypted reports whether an OLE file is an encrypted Office Open XML
// package (it holds an EncryptionInfo stream).
func isEncrypted(path string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	// Stream names are stored in UTF-16 in the OLE directory.
	return bytes.Contains(data, utf16Bytes("EncryptionInfo"))
}

func utf16Bytes(s string) []byte {
	var out []byte
	for _, r := range s {
		out = append(out, byte(r), 0)
	}
	return out
}

// sniffZip looks inside a zip for what kind of document it is.
func sniffZip(path, name string) error {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return userError("the file is damaged or was not saved completely; open it in Excel to repair it, or use a backup copy",
			"%s is not a readable workbook: the zip is corrupt or truncated", name)
	}
	defer zr.Close()
	var hasWorkbook, hasContentTypes bool
	var mimetype string
	for _, f := range zr.File {
		switch {
		case f.Name == "[Content_Types].xml":
			hasContentTypes = true
		case f.Name == "mimetype":
			if rc, err := f.Open(); err == nil {
				b, _ := io.ReadAll(io.LimitReader(rc, 200))
				rc.Close()
				mimetype = string(b)
			}
		case strings.EqualFold(f.Name, "xl/workbook.xml"):
			hasWorkbook = true
		}
	}
	switch {
	case strings.Contains(mimetype, "opendocument.spreadsheet"):
		return userError("open it in LibreOffice and save it as Excel 2007-365 (.xlsx)", "%s is an OpenDocument spreadsheet (.ods)", name)
	case strings.Contains(mimetype, "opendocument"):
		return userError("scorebook reads Excel workbooks (.xlsx)", "%s is an OpenDocument file, not a spreadsheet", name)
	case hasContentTypes && !hasWorkbook:
		for _, f := range zr.File {
			if strings.HasPrefix(f.Name, "word/") {
				return userError("scorebook reads Excel workbooks (.xlsx)", "%s is a Word document, not a workbook", name)
			}
			if strings.HasPrefix(f.Name, "ppt/") {
				return userError("scorebook reads Excel workbooks (.xlsx)", "%s is a PowerPoint presentation, not a workbook", name)
			}
		}
		return userError("open it in Excel and save it as an Excel Workbook (.xlsx)", "%s is a zip file without a workbook inside", name)
	case !hasWorkbook:
		return userError("open it in Excel and save it as an Excel Workbook (.xlsx)", "%s is a zip file, not a workbook", name)
	}
	for _, f := range zr.File {
		if f.Name != "xl/workbook.xml" {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return userError("open it in Excel to repair it, or use a backup copy", "%s is damaged: %v", name, err)
		}
		b, err := io.ReadAll(io.LimitReader(rc, 4096))
		rc.Close()
		if err != nil {
			return userError("the file is damaged or was not saved completely; open it in Excel to repair it, or use a backup copy",
				"%s is not a readable workbook: the zip is corrupt or truncated", name)
		}
		if bytes.Contains(b, []byte("purl.oclc.org/ooxml/spreadsheetml/main")) {
			return userError("open it in Excel and save it as \"Excel Workbook (.xlsx)\", not \"Strict Open XML Spreadsheet\"",
				"%s is a Strict Open XML workbook, which scorebook cannot read", name)
		}
	}
	return nil
}

// openError explains excelize's failure to open a file that passed the sniff.
func openError(path string, err error) error {
	name := filepath.Base(path)
	switch {
	case errors.Is(err, excelize.ErrWorkbookPassword):
		return userError("check the password given with --password or SCOREBOOK_PASSWORD", "%s: the password is wrong", name)
	case errors.Is(err, excelize.ErrWorkbookFileFormat):
		return userError("open it in Excel and save it as an Excel Workbook (.xlsx)", "%s is not a workbook scorebook can read", name)
	case strings.Contains(err.Error(), "unzip size"):
		return userError("a results workbook is a few megabytes; check that this is the right file",
			"%s is too large to open safely: %v", name, err)
	}
	return userError("open it in Excel to repair it, or use a backup copy", "%s cannot be opened: %s", name, fmt.Sprint(err))
}
