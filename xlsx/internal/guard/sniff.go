package guard

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/flate"
	"encoding/xml"
	"errors"
	"fmt"
	"github.com/scorebook/scorebook/engine/problem"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// Limits on what scorebook opens. A club's results workbook is a few
// megabytes; a federation's largest (200,000 results) expands to about 60 MB,
// and to about 400 MB once scored. The limits keep a hostile or broken file
// from taking the machine's memory or disk.
const (
	// MaxUnzipped is the most all of a workbook's parts may expand to, and
	// the largest workbook file scorebook opens.
	MaxUnzipped = 1 << 30
	// StreamedPart is the size above which excelize keeps a worksheet or the
	// shared strings in a temporary file and reads it as a stream, rather
	// than holding it in memory (excelize's UnzipXMLSizeLimit).
	StreamedPart = 16 << 20
	// MaxWholePart is the most a part that excelize reads whole and decodes
	// in memory may expand to: the workbook, styles, theme, relationships,
	// and the like (decoding takes several times the part's size).
	MaxWholePart = 64 << 20
	// maxParts is the most parts a workbook may hold; Excel writes a few
	// per sheet.
	maxParts = 100_000
)

var (
	zipMagic = []byte("PK\x03\x04")
	oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
)

// The hints of the refusals.
const (
	hintSaveXLSX = "open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)"
	HintDamaged  = "the file may not have been copied or saved completely; open it in Excel, which may offer to repair it, or use a backup copy"
	hintTooLarge = "a results workbook is a few megabytes; check that this is the right file"
)

// Sniffed is what sniffing learnt about a workbook's package.
type Sniffed struct {
	// Scans are the quick scans of the sheets scorebook reads (by folded
	// sheet name), for reading their tables.
	Scans map[string]Scan
	// Workbook is the workbook part as the file has it, which the saved
	// workbook's part is written from.
	Workbook *WorkbookPart
	// Styles is the styles part as the file has it (nil when it has
	// none), which the saved one is written from.
	Styles *StylesPart
	// Strings is the shared strings part as the file has it, nil when
	// none or larger than MaxWholePart; CalcChain the calculation chain.
	Strings, CalcChain []byte
}

// Sniff looks at a file before excelize opens it. It explains, in one line, a
// file that is not an Office Open XML workbook, is damaged, or is too large to
// open safely; and it reads every part of the zip once, checking that each
// is whole (the zip's checksums and sizes) and scanning the rows of the
// sheets scorebook reads. Only scorebook's own sheets are not read: they
// will be replaced.
func Sniff(path, password string, reads func(sheet string) bool) (*Sniffed, error) {
	name := filepath.Base(path)
	f, err := os.Open(path)
	if err != nil {
		if InUse(err) {
			return nil, refuse(HintInUse, "%s is open in another program, which does not let scorebook read it", name)
		}
		return nil, refuse("check that the file and its folder exist and that you may read them", "%s: %v", path, PlainErr(err))
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() > MaxUnzipped {
		return nil, refuse(hintTooLarge, "%s is too large to open safely: %s (scorebook opens at most %s)", name, Size(info.Size()), Size(MaxUnzipped))
	}
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	switch {
	case n == 0:
		return nil, refuse("the file may not have been saved completely; open the original in Excel and save it again", "%s is empty", name)
	case bytes.HasPrefix(head, oleMagic):
		return sniffOLE(path, name, password, reads)
	case bytes.HasPrefix(head, zipMagic), bytes.HasPrefix(head, []byte("PK\x05\x06")):
		return sniffZip(path, name, reads)
	case bytes.HasPrefix(head, []byte("PK")):
		// A zip that does not start with a part: spanned, or damaged.
		return nil, refuse(HintDamaged, "%s is damaged: it is cut short or corrupt", name)
	case bytes.HasPrefix(head, []byte("{\\rtf")):
		return nil, refuse("save the workbook from Excel as .xlsx", "%s is a rich-text document, not a workbook", name)
	case bytes.HasPrefix(head, []byte("%PDF")):
		return nil, refuse("scorebook needs the workbook itself, not a printout", "%s is a PDF, not a workbook", name)
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}), bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		return nil, refuse(hintSaveXLSX, "%s is a text file (perhaps Excel's Unicode Text) renamed as a workbook", name)
	case isText(head):
		lower := bytes.ToLower(head)
		switch {
		case bytes.Contains(lower, []byte("urn:schemas-microsoft-com:office:spreadsheet")):
			return nil, refuse(hintSaveXLSX, "%s is an Excel 2003 XML spreadsheet, not an Excel Workbook (.xlsx)", name)
		case bytes.Contains(lower, []byte("<html")), bytes.Contains(lower, []byte("<table")):
			return nil, refuse(hintSaveXLSX, "%s is a web page, not a workbook", name)
		case bytes.HasPrefix(bytes.TrimSpace(lower), []byte("% pbn")), bytes.Contains(lower, []byte("[deal \"")):
			p := problem.Problem{}.Says("%s is a PBN hand record, not a workbook", name).
				Hinting("to put its deals in a workbook: scorebook hands BOOK.xlsx %s; to analyse it alone: scorebook analyse %s --out OUT.pbn", name, name)
			return nil, &p
		}
		return nil, refuse(hintSaveXLSX, "%s is a text file (perhaps CSV) renamed as a workbook", name)
	}
	if zipEnd(f) {
		// The zip's directory is there, its start is not.
		return nil, refuse(HintDamaged, "%s is damaged: it is cut short or corrupt", name)
	}
	return nil, refuse(hintSaveXLSX, "%s is not a workbook", name)
}

// zipEnd reports whether a file ends as a zip does: its end-of-directory
// record among the last bytes (after it, at most a 64 KB comment).
func zipEnd(f *os.File) bool {
	info, err := f.Stat()
	if err != nil {
		return false
	}
	n := min(info.Size(), 64<<10+22)
	tail := make([]byte, n)
	if _, err := f.ReadAt(tail, info.Size()-n); err != nil {
		return false
	}
	return bytes.Contains(tail, []byte("PK\x05\x06"))
}

// isText reports whether the start of a file reads as text: no control
// characters but white space, in UTF-8 or a one-byte encoding such as
// Windows-1252 (a CSV saved by an older Excel).
func isText(b []byte) bool {
	for _, c := range b {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' || c == 0x7f {
			return false
		}
	}
	return true
}

// sniffOLE explains an OLE compound file: an encrypted workbook, an old
// .xls, or another old Office document. An encrypted workbook is decrypted
// with the password and its package checked as any other's; when it cannot
// be, excelize says why.
func sniffOLE(path, name, password string, reads func(string) bool) (*Sniffed, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, refuse("check that the file and its folder exist and that you may read them", "%s: %v", path, PlainErr(err))
	}
	// Stream names are stored in UTF-16 in the OLE directory.
	has := func(stream string) bool { return bytes.Contains(data, utf16Bytes(stream+"\x00")) }
	switch {
	case has("EncryptionInfo"):
		if password == "" {
			return nil, refuse("give the password with --password or the SCOREBOOK_PASSWORD environment variable",
				"%s is protected with a password", name)
		}
		var pkg []byte
		if err := Safely(func() (err error) {
			pkg, err = excelize.Decrypt(data, &excelize.Options{Password: password})
			return err
		}); err != nil {
			return nil, nil
		}
		zr, err := zip.NewReader(bytes.NewReader(pkg), int64(len(pkg)))
		if err != nil {
			return nil, nil // a wrong password
		}
		return sniffPackage(zr, name, reads)
	case has("Workbook"), has("Book"):
		return nil, refuse(hintSaveXLSX, "%s is an old Excel 97–2003 workbook (.xls), which scorebook cannot read", name)
	case has("WordDocument"):
		return nil, refuse("scorebook reads Excel workbooks (.xlsx)", "%s is a Word 97–2003 document, not a workbook", name)
	case has("PowerPoint Document"):
		return nil, refuse("scorebook reads Excel workbooks (.xlsx)", "%s is a PowerPoint 97–2003 presentation, not a workbook", name)
	}
	return nil, refuse(hintSaveXLSX, "%s is an old Office file (OLE), not an Excel Workbook (.xlsx)", name)
}

// Safely runs f, turning a panic (in excelize, on a file no one foresaw)
// into an error.
func Safely(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s", firstLine(fmt.Sprint(r)))
		}
	}()
	return f()
}

func utf16Bytes(s string) []byte {
	var out []byte
	for _, r := range s {
		out = append(out, byte(r), 0)
	}
	return out
}

// sniffZip looks inside a zip for what kind of document it is, then checks
// every part.
func sniffZip(path, name string, reads func(string) bool) (*Sniffed, error) {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, refuse(HintDamaged, "%s is damaged: it is cut short or corrupt", name)
	}
	defer zr.Close()
	return sniffPackage(&zr.Reader, name, reads)
}

// sniffPackage explains and checks a zip package.
func sniffPackage(zr *zip.Reader, name string, reads func(string) bool) (*Sniffed, error) {
	if err := sniffKind(zr, name); err != nil {
		return nil, err
	}
	if err := checkSizes(zr, name); err != nil {
		return nil, err
	}
	return checkParts(zr, name, reads)
}

// sniffKind explains a zip that is not an Office Open XML workbook.
func sniffKind(zr *zip.Reader, name string) error {
	var hasWorkbook, hasContentTypes, hasBinaryWorkbook bool
	var mimetype, inner string
	for _, f := range zr.File {
		switch n := strings.ToLower(f.Name); {
		case n == "[content_types].xml":
			hasContentTypes = true
		case n == "mimetype":
			if rc, err := f.Open(); err == nil {
				b, _ := io.ReadAll(io.LimitReader(rc, 200))
				rc.Close()
				mimetype = string(b)
			}
		case n == "xl/workbook.xml":
			hasWorkbook = true
		case n == "xl/workbook.bin":
			hasBinaryWorkbook = true
		case strings.HasSuffix(n, ".xlsx") || strings.HasSuffix(n, ".xlsm"):
			inner = f.Name
		}
	}
	switch {
	case strings.Contains(mimetype, "opendocument.spreadsheet"):
		return refuse("open it in LibreOffice and save it as Excel 2007-365 (.xlsx)", "%s is an OpenDocument spreadsheet (.ods)", name)
	case strings.Contains(mimetype, "opendocument"):
		return refuse("scorebook reads Excel workbooks (.xlsx)", "%s is an OpenDocument file, not a spreadsheet", name)
	case hasBinaryWorkbook && !hasWorkbook:
		return refuse("open it in Excel and save it as an Excel Workbook (.xlsx)", "%s is an Excel Binary Workbook (.xlsb), which scorebook cannot read", name)
	case hasContentTypes && !hasWorkbook:
		for _, f := range zr.File {
			if strings.HasPrefix(f.Name, "word/") {
				return refuse("scorebook reads Excel workbooks (.xlsx)", "%s is a Word document, not a workbook", name)
			}
			if strings.HasPrefix(f.Name, "ppt/") {
				return refuse("scorebook reads Excel workbooks (.xlsx)", "%s is a PowerPoint presentation, not a workbook", name)
			}
		}
		return refuse("open it in Excel and save it as an Excel Workbook (.xlsx)", "%s is a zip file without a workbook inside", name)
	case !hasWorkbook && inner != "":
		return refuse("unzip it and score the workbook inside", "%s is a zip archive holding %s, not a workbook itself", name, inner)
	case !hasWorkbook:
		return refuse("open it in Excel and save it as an Excel Workbook (.xlsx)", "%s is a zip file, not a workbook", name)
	}
	for _, f := range zr.File {
		if !strings.EqualFold(f.Name, "xl/workbook.xml") {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return partError(name, "", f, err)
		}
		b, err := io.ReadAll(io.LimitReader(rc, 4096))
		rc.Close()
		if err != nil {
			return partError(name, "", f, err)
		}
		if bytes.Contains(b, []byte("purl.oclc.org/ooxml/spreadsheetml/main")) {
			return refuse("open it in Excel and save it as \"Excel Workbook (.xlsx)\", not \"Strict Open XML Spreadsheet\"",
				"%s is a Strict Open XML workbook, which scorebook cannot read", name)
		}
	}
	return nil
}

// checkSizes refuses a zip that would expand beyond the limits, from the
// sizes its directory declares (reading checks that no part holds more than
// its declared size).
func checkSizes(zr *zip.Reader, name string) error {
	if len(zr.File) > maxParts {
		return refuse(hintTooLarge, "%s is too large to open safely: it holds %d parts (scorebook opens at most %d)", name, len(zr.File), maxParts)
	}
	var total uint64
	for _, f := range zr.File {
		total += f.UncompressedSize64
		if total > MaxUnzipped {
			return refuse(hintTooLarge, "%s is too large to open safely: it expands to more than %s (scorebook opens at most %s)",
				name, Size(MaxUnzipped), Size(MaxUnzipped))
		}
		if readWhole(f.Name) && f.UncompressedSize64 > MaxWholePart {
			return refuse(hintTooLarge, "%s is too large to open safely: its part %s expands to %s (at most %s)",
				name, f.Name, Size(int64(f.UncompressedSize64)), Size(MaxWholePart))
		}
	}
	return nil
}

// readWhole reports whether excelize reads a part whole into memory and
// decodes it there: every XML part but the worksheets and shared strings,
// which it streams (from a temporary file when they are large).
func readWhole(name string) bool {
	n := strings.ToLower(strings.ReplaceAll(name, "\\", "/"))
	if n == "xl/sharedstrings.xml" || isWorksheet(n) {
		return false
	}
	return strings.HasSuffix(n, ".xml") || strings.HasSuffix(n, ".rels")
}

// isWorksheet reports whether excelize takes a part for a worksheet, which
// it streams.
func isWorksheet(name string) bool {
	return strings.HasPrefix(strings.ToLower(strings.ReplaceAll(name, "\\", "/")), "xl/worksheets/sheet")
}

// Size is a number of bytes for a message: "64 MB", "1 GB".
func Size(n int64) string {
	switch {
	case n >= 1<<30:
		return trimZero(fmt.Sprintf("%.1f", float64(n)/(1<<30))) + " GB"
	case n >= 1<<20:
		return trimZero(fmt.Sprintf("%.1f", float64(n)/(1<<20))) + " MB"
	}
	return fmt.Sprintf("%d KB", (n+1023)/1024)
}

func trimZero(s string) string { return strings.TrimSuffix(s, ".0") }

// checkParts reads every part of the zip to its end, which checks each
// against the checksum and size the zip records: a part damaged or cut short
// is refused here, naming it, rather than read wrongly later (excelize does
// not check). XML parts must also end their root element. The worksheets of
// the sheets scorebook reads are scanned on the way (see Scan).
func checkParts(zr *zip.Reader, name string, reads func(string) bool) (*Sniffed, error) {
	sheets, owned := SheetParts(zr) // part → sheet name; scorebook's sheets
	s := &Sniffed{Scans: map[string]Scan{}}
	read := PartReader(zr)
	if wbPath, _ := WorkbookSheets(read); wbPath != "" {
		s.Workbook = &WorkbookPart{Name: wbPath, Orig: read(wbPath)}
	}
	// excelize reads and writes the styles at this name, wherever the
	// workbook's relationships put them.
	if data := read(stylesPart); data != nil {
		s.Styles = &StylesPart{Name: stylesPart, Orig: data}
	}
	s.Strings = read(SharedStringsPart)
	s.CalcChain = read(CalcChainPart)
	for _, f := range zr.File {
		if f.FileInfo().IsDir() || owned[f.Name] {
			continue // scorebook's own sheets are replaced, not read
		}
		rc, err := f.Open()
		if err != nil {
			return nil, partError(name, sheets[f.Name], f, err)
		}
		sheet, isSheet := sheets[f.Name]
		var ends xmlEnds
		var r io.Reader = rc
		if isXMLPart(f.Name) {
			r = io.TeeReader(rc, &ends)
		}
		switch {
		case isSheet && reads(sheet):
			var scan Scan
			scan, err = ScanSheet(r)
			scan.Part = f.Name
			s.Scans[fold(sheet)] = scan
		case strings.EqualFold(f.Name, SharedStringsPart) && f.UncompressedSize64 > StreamedPart:
			// excelize reads a large table of shared strings a string at a
			// time: each must be of a size a cell can hold.
			var run int
			run, err = longestRun(r)
			if err == nil && run > MaxTextRun {
				rc.Close()
				return nil, refuse(HintDamaged, "%s is damaged: its part %s holds a text of %s, far more than a cell can hold (%d characters)",
					name, f.Name, Size(int64(run)), MaxCellChars)
			}
		default:
			_, err = io.Copy(io.Discard, r)
		}
		rc.Close()
		if err != nil {
			return nil, partError(name, sheet, f, err)
		}
		if isXMLPart(f.Name) {
			switch {
			case !ends.started():
				return nil, refuse(HintDamaged, "%s is damaged: %s is corrupt (it is not XML)", name, partLabel(sheet, f.Name))
			case !ends.complete():
				return nil, refuse(HintDamaged, "%s is damaged: %s is cut short", name, partLabel(sheet, f.Name))
			case !isWorksheet(f.Name) && f.UncompressedSize64 <= maxCheckedPart:
				if line, ok := wellFormed(f); !ok {
					return nil, refuse(HintDamaged, "%s is damaged: %s is not well-formed XML (line %d)", name, partLabel(sheet, f.Name), line)
				}
			}
		}
	}
	return s, nil
}

// longestRun reads r to its end and returns the longest run of bytes between
// two '<'.
func longestRun(r io.Reader) (int, error) {
	return longestRunOf(bufio.NewReaderSize(r, 64<<10))
}

func longestRunOf(br *bufio.Reader) (int, error) {
	longest := 0
	for {
		n, err := readThrough(br, '<')
		longest = max(longest, n)
		if err == io.EOF {
			return longest, nil
		}
		if err != nil {
			return longest, err
		}
	}
}

// SheetParts maps worksheet parts to their sheets' names, as the workbook
// and its relationships say, and tells the sheets scorebook owns (those
// carrying its sheet-scoped name, as Book.ownsSheet reads it).
func SheetParts(zr *zip.Reader) (sheets map[string]string, owned map[string]bool) {
	read := PartReader(zr)
	sheets, owned = map[string]string{}, map[string]bool{}
	wbPath, list := WorkbookSheets(read)
	rels := ParseRels(read(RelsPath(wbPath)))
	for _, sh := range list {
		for _, r := range rels {
			if r.ID == sh.RID {
				p := Resolve(wbPath, r.Target)
				sheets[p] = sh.Name
				if sh.Owned {
					owned[p] = true
				}
			}
		}
	}
	return sheets, owned
}

// PartReader returns a function that reads a small part of the zip whole
// (nil when it is missing, too large or unreadable).
func PartReader(zr *zip.Reader) func(string) []byte {
	return func(p string) []byte {
		for _, f := range zr.File {
			if f.Name == p && f.UncompressedSize64 <= MaxWholePart {
				rc, err := f.Open()
				if err != nil {
					return nil
				}
				data, _ := io.ReadAll(rc)
				rc.Close()
				return data
			}
		}
		return nil
	}
}

// WorkbookSheet is a sheet as the workbook part lists it.
type WorkbookSheet struct {
	Name, RID string
	ID        int
	Owned     bool // it carries scorebook's sheet-scoped name
}

// WorkbookSheets reads the workbook part's name and its sheets through read.
func WorkbookSheets(read func(string) []byte) (string, []WorkbookSheet) {
	wbPath := "xl/workbook.xml"
	for _, r := range ParseRels(read("_rels/.rels")) {
		if strings.HasSuffix(r.Type, "/officeDocument") {
			wbPath = strings.TrimPrefix(r.Target, "/")
		}
	}
	var wb struct {
		Sheets []struct {
			Name string `xml:"name,attr"`
			ID   int    `xml:"sheetId,attr"`
			RID  string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
		Names []struct {
			Name  string `xml:"name,attr"`
			Local *int   `xml:"localSheetId,attr"`
		} `xml:"definedNames>definedName"`
	}
	if err := xml.Unmarshal(read(wbPath), &wb); err != nil {
		return wbPath, nil
	}
	var out []WorkbookSheet
	for _, s := range wb.Sheets {
		out = append(out, WorkbookSheet{Name: s.Name, RID: s.RID, ID: s.ID})
	}
	for _, n := range wb.Names {
		if n.Name == OwnerName && n.Local != nil && *n.Local >= 0 && *n.Local < len(out) {
			out[*n.Local].Owned = true
		}
	}
	return wbPath, out
}

func isXMLPart(name string) bool {
	n := strings.ToLower(name)
	return strings.HasSuffix(n, ".xml") || strings.HasSuffix(n, ".rels")
}

// partLabel names a part for a director: the sheet it holds, or its name.
func partLabel(sheet, part string) string {
	if sheet != "" {
		return fmt.Sprintf("the sheet %q", sheet)
	}
	return "its part " + path.Clean(part)
}

// partError explains a part that cannot be read whole.
func partError(name, sheet string, f *zip.File, err error) error {
	what := partLabel(sheet, f.Name)
	var corrupt flate.CorruptInputError
	switch {
	case errors.Is(err, zip.ErrAlgorithm):
		return refuse("open it in Excel and save it again", "%s cannot be read: %s is compressed in a way Excel does not use", name, what)
	case errors.Is(err, zip.ErrChecksum):
		return refuse(HintDamaged, "%s is damaged: %s fails its checksum", name, what)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return refuse(HintDamaged, "%s is damaged: %s is cut short", name, what)
	case errors.As(err, &corrupt), errors.Is(err, zip.ErrFormat):
		return refuse(HintDamaged, "%s is damaged: %s is corrupt", name, what)
	}
	return refuse(HintDamaged, "%s is damaged: %s cannot be read (%s)", name, what, PlainErr(err))
}

// xmlEnds keeps the start and the end of an XML part, to check that the part
// is not cut short: its root element must be closed.
type xmlEnds struct {
	head, tail []byte
	n          int64
}

// endsKept is how much of each end is kept. The head grows beyond it, up to
// headKept, while the root's start tag is still open: a root declaring many
// namespaces runs past endsKept (Google Sheets writes an empty drawing as
// such a root, closing itself), and whether it closes itself is known only
// at the tag's end.
const (
	endsKept = 512
	headKept = 64 << 10
)

func (e *xmlEnds) Write(p []byte) (int, error) {
	e.n += int64(len(p))
	for rest := p; len(rest) > 0; {
		limit := endsKept
		if len(e.head) >= endsKept {
			if _, _, open, _ := rootElement(e.head); open {
				limit = headKept
			}
		}
		if len(e.head) >= limit {
			break
		}
		k := min(len(rest), limit-len(e.head))
		e.head = append(e.head, rest[:k]...)
		rest = rest[k:]
	}
	if len(p) >= endsKept {
		e.tail = append(e.tail[:0], p[len(p)-endsKept:]...)
	} else {
		e.tail = append(e.tail, p...)
		if len(e.tail) > endsKept {
			e.tail = append(e.tail[:0], e.tail[len(e.tail)-endsKept:]...)
		}
	}
	return len(p), nil
}

// started reports whether the part starts as XML does: with '<' after an
// optional byte order mark and white space (or in UTF-16).
func (e *xmlEnds) started() bool {
	if e.n == 0 || bytes.HasPrefix(e.head, []byte{0xFF, 0xFE}) || bytes.HasPrefix(e.head, []byte{0xFE, 0xFF}) {
		return true
	}
	b := bytes.TrimLeft(bytes.TrimPrefix(e.head, []byte("\xef\xbb\xbf")), " \t\r\n")
	return len(b) == 0 || b[0] == '<' || bytes.HasPrefix(b, []byte("\x00<"))
}

// complete reports whether the part ends by closing its root element, or
// cannot tell (an empty part, a root not found in the first bytes, a comment
// at the end).
func (e *xmlEnds) complete() bool {
	if e.n == 0 {
		return true
	}
	root, selfClosed, open, ok := rootElement(e.head)
	if !ok {
		return true
	}
	tail := bytes.TrimRight(e.tail, " \t\r\n\x00")
	switch {
	case bytes.HasSuffix(tail, []byte("-->")), bytes.HasSuffix(tail, []byte("?>")):
		return true
	case selfClosed:
		return bytes.HasSuffix(tail, []byte("/>"))
	case open && bytes.HasSuffix(tail, []byte("/>")):
		// The start tag runs past even the longer head: it may close
		// itself.
		return true
	}
	if !bytes.HasSuffix(tail, []byte(">")) {
		return false
	}
	i := bytes.LastIndex(tail, []byte("</"))
	if i < 0 {
		return false
	}
	closing := bytes.TrimRight(tail[i+2:len(tail)-1], " \t\r\n")
	return bytes.Equal(closing, root)
}

// maxCheckedPart is the largest XML part, other than a worksheet, whose XML
// is checked in full before excelize reads it (parts that size take
// milliseconds; the worksheets are scanned instead, see Scan).
const maxCheckedPart = 4 << 20

// wellFormed reads a small XML part through and reports whether its XML is
// well-formed, and where it is not. The parts excelize reads whole when it
// opens the workbook would fail there anyway; this names the part, and
// catches those excelize reads later or not at all.
func wellFormed(f *zip.File) (line int, ok bool) {
	rc, err := f.Open()
	if err != nil {
		return 0, true // the read before reported it
	}
	defer rc.Close()
	br := bufio.NewReader(rc)
	if head, _ := br.Peek(4); bytes.IndexByte(head, 0) >= 0 || bytes.HasPrefix(head, []byte{0xFF, 0xFE}) || bytes.HasPrefix(head, []byte{0xFE, 0xFF}) {
		return 0, true // UTF-16 (SharePoint's custom XML parts may be): not checked
	}
	d := xml.NewDecoder(br)
	// Only the structure is checked: the bytes of any other declared
	// encoding are read as Latin-1, which keeps the markup (ASCII in every
	// encoding Excel writes but UTF-16, which is not checked).
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return latin1{bufio.NewReader(r)}, nil }
	for {
		_, err := d.Token()
		if err == io.EOF {
			return 0, true
		}
		var syntax *xml.SyntaxError
		if errors.As(err, &syntax) {
			return syntax.Line, false
		}
		if err != nil {
			return 0, false
		}
	}
}

// latin1 reads bytes as Latin-1 characters, giving UTF-8.
type latin1 struct{ r *bufio.Reader }

func (l latin1) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		c, err := l.r.ReadByte()
		if err != nil {
			if n > 0 && err == io.EOF {
				return n, nil
			}
			return n, err
		}
		if n+utf8.RuneLen(rune(c)) > len(p) {
			l.r.UnreadByte()
			if n == 0 {
				return 0, io.ErrShortBuffer
			}
			break
		}
		n += utf8.EncodeRune(p[n:], rune(c))
	}
	return n, nil
}

// rootElement finds the name of an XML document's root element in its first
// bytes, and whether its start tag closes it at once, or runs past the bytes
// given (open).
func rootElement(head []byte) (name []byte, selfClosed, open, ok bool) {
	b := bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	for {
		b = bytes.TrimLeft(b, " \t\r\n")
		switch {
		case bytes.HasPrefix(b, []byte("<?")):
			i := bytes.Index(b, []byte("?>"))
			if i < 0 {
				return nil, false, false, false
			}
			b = b[i+2:]
		case bytes.HasPrefix(b, []byte("<!--")):
			i := bytes.Index(b, []byte("-->"))
			if i < 0 {
				return nil, false, false, false
			}
			b = b[i+3:]
		case bytes.HasPrefix(b, []byte("<!")):
			return nil, false, false, false // a DOCTYPE: leave it to the parser
		case bytes.HasPrefix(b, []byte("<")):
			end := bytes.IndexAny(b, " \t\r\n/>")
			if end < 0 {
				return nil, false, false, false
			}
			name = b[1:end]
			tag, _, found := bytes.Cut(b, []byte(">"))
			if !found {
				// The start tag runs past the bytes kept: it holds many
				// namespace declarations, and closes later.
				return name, false, true, true
			}
			return name, bytes.HasSuffix(tag, []byte("/")), false, true
		default:
			return nil, false, false, false
		}
	}
}

// OpenError explains excelize's failure to open a file that passed the sniff.
func OpenError(path string, err error) error {
	name := filepath.Base(path)
	var syntax *xml.SyntaxError
	var corrupt flate.CorruptInputError
	switch {
	case InUse(err):
		return refuse(HintInUse, "%s is open in another program, which does not let scorebook read it", name)
	case errors.Is(err, excelize.ErrWorkbookPassword):
		return refuse("check the password given with --password or SCOREBOOK_PASSWORD", "%s: the password is wrong", name)
	case errors.Is(err, excelize.ErrWorkbookFileFormat):
		return refuse(hintSaveXLSX, "%s is not a workbook scorebook can read", name)
	case strings.Contains(err.Error(), "unzip size"):
		return refuse(hintTooLarge, "%s is too large to open safely: it expands to more than %s (scorebook opens at most %s)",
			name, Size(MaxUnzipped), Size(MaxUnzipped))
	case errors.As(err, &syntax):
		return refuse(HintDamaged, "%s is damaged: part of it is not well-formed XML (line %d)", name, syntax.Line)
	case errors.Is(err, zip.ErrChecksum), errors.Is(err, zip.ErrFormat), errors.Is(err, io.ErrUnexpectedEOF),
		errors.As(err, &corrupt), errors.Is(err, zip.ErrAlgorithm):
		return refuse(HintDamaged, "%s is damaged: it is cut short or corrupt", name)
	}
	return refuse(HintDamaged, "%s cannot be opened: it is damaged or not a workbook Excel wrote (%s)", name, firstLine(err.Error()))
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
