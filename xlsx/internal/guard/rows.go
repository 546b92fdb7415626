package guard

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// RowReader reads a worksheet part's rows as excelize's streaming row
// iterator reads them with raw cell values (Rows.Next, then
// Rows.Columns(Options{RawCellValue: true})), the same strings in the same
// places, without excelize's XML decoder, which took a third of the time of
// scoring a large workbook: a row for every row number from 1 through the
// last row element (a number the part skips reads as an empty row), each
// row's cells up to its last cell with a value or a formula, the empty
// cells between them "". A shared string is the text of its item in
// strings (ReadSharedStrings), an inline string the text of its <is>, any
// other cell the text of its <v> as it stands.
//
// It reads only the parts a scan found plain (Scan.Plain): no comments,
// CDATA sections or processing instructions among the rows, rows in order,
// UTF-8 of XML's characters only. What is not, excelize reads. Where the
// XML is not well-formed (an end tag that closes another element, an
// unknown entity), it stops as excelize's iterator stops at its decoder's
// error: quietly, the row it is in read as far as it got.
type RowReader struct {
	br      *bufio.Reader
	strings []string
	row     int // the number of the last row element read
	seek    int // the row number the reader is at
	pending []string
	hasNext bool // pending holds the cells of row row, not yet handed out
	done    bool
	// started says readCells read the next row's start tag, its r nextN;
	// ended that it read the end of the rows.
	started, ended bool
	nextN          int
	tag            []byte
	text           []byte
	stack          []int // the kinds of the elements open within the row
	// The elements open, as encoding/xml checks that each end tag closes
	// the last: their names one after the other, and where each ends.
	names []byte
	ends  []int
	// rawName is the name of the tag being read, as it stands.
	rawName []byte
}

// NewRowReader reads the rows of the worksheet part r, its shared strings
// strings.
func NewRowReader(r io.Reader, strings []string) *RowReader {
	return &RowReader{br: bufio.NewReaderSize(r, 64<<10), strings: strings}
}

// errNotPlain is markup the reader does not follow, in a part the scan
// found plain: a comment, processing instruction or declaration after the
// XML declaration, which the scan found none of, so it cannot happen. (A
// reference unescape does not know is errSyntax: encoding/xml refuses it
// too.)
var errNotPlain = errors.New("the sheet's XML is not as its scan found it")

// errSyntax is XML that is not well-formed, where excelize's decoder stops.
var errSyntax = errors.New("the sheet's XML is not well-formed")

// excelizeError is an error excelize's iterator returns (the rest stop it
// quietly).
type excelizeError struct{ err error }

func (e excelizeError) Error() string { return e.err.Error() }

// Next returns the next row's cells; more is false after the last row. An
// error is excelize's: a row number or a cell reference that cannot be.
func (rr *RowReader) Next() (cells []string, more bool, err error) {
	rr.seek++
	if rr.hasNext {
		if rr.row > rr.seek {
			return nil, true, nil // a row the part skips
		}
		rr.hasNext = false
		return rr.pending, true, nil
	}
	if rr.done {
		return nil, false, nil
	}
	n := rr.nextN
	if !rr.started {
		var ok bool
		n, ok, err = rr.nextRowStart()
		if err != nil {
			rr.done = true
			var xe excelizeError
			if errors.As(err, &xe) {
				return nil, true, xe.err
			}
			return nil, false, nil // where excelize's decoder stops
		}
		if !ok {
			rr.done = true
			return nil, false, nil
		}
	}
	rr.started = false
	if n != 0 {
		rr.row = n
	} else {
		rr.row++
	}
	cells, err = rr.readCells()
	if err != nil || rr.ended {
		rr.done = true
		var xe excelizeError
		if errors.As(err, &xe) {
			return nil, true, xe.err
		}
		// excelize's decoder stops: the row as far as it was read, then
		// no more.
	}
	if rr.row > rr.seek {
		rr.pending, rr.hasNext = cells, true
		return nil, true, nil
	}
	return cells, true, nil
}

// nextRowStart reads up to the next row's start tag, returning its r
// attribute (0 when none), or ok false at the end of the rows. A row's r
// that is not a number is excelize's error.
func (rr *RowReader) nextRowStart() (n int, ok bool, err error) {
	for {
		if err := rr.skipText(); err != nil {
			return 0, false, err
		}
		// The XML declaration, at the start: the scan found no other
		// declaration, comment or CDATA section before the rows.
		if next, err := rr.br.Peek(1); err == nil && next[0] == '?' {
			if _, err := skipPast(rr.br, "?>"); err != nil {
				return 0, false, err
			}
			continue
		}
		end, name, err := rr.name()
		if err != nil {
			return 0, false, err
		}
		if end {
			if err := rr.endTag(); err != nil {
				return 0, false, err
			}
			if name == "sheetData" {
				return 0, false, nil
			}
			continue
		}
		selfClosed, err := rr.startTag()
		if err != nil {
			return 0, false, err
		}
		if name != "row" {
			if selfClosed && name == "sheetData" {
				return 0, false, nil // <sheetData/>: no rows
			}
			continue
		}
		n, err := rowAttr(rr.tag)
		return n, err == nil, err
	}
}

// rowAttr is a row's r attribute as excelize's attrValToInt reads it:
// every r in turn, the first that is not a number an error; 0 when none.
func rowAttr(tag []byte) (n int, err error) {
	var bad error
	err = eachAttr(tag, func(name, value string) bool {
		if name != "r" {
			return true
		}
		n, bad = strconv.Atoi(value)
		return bad == nil
	})
	if err != nil {
		return 0, err
	}
	if bad != nil {
		return 0, excelizeError{bad}
	}
	if n > excelize.TotalRows {
		return 0, excelizeError{excelize.ErrMaxRows}
	}
	return n, nil
}

// textUpTo reads the text up to the next markup, and its '<', returning it
// without the '<': as encoding/xml reads it, it holds no "]]>" (its
// entities are checked by unescape).
func (rr *RowReader) textUpTo() ([]byte, error) {
	rr.text = rr.text[:0]
	for {
		chunk, err := rr.br.ReadSlice('<')
		rr.text = append(rr.text, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			if err == io.EOF && len(bytes.TrimLeft(rr.text, " \t\r\n")) > 0 {
				err = io.ErrUnexpectedEOF // text after the root element
			}
			return nil, err
		}
		break
	}
	t := rr.text[:len(rr.text)-1]
	if bytes.Contains(t, []byte("]]>")) {
		return nil, errSyntax
	}
	return t, nil
}

// skipText reads past the text up to the next markup, and its '<',
// checking it as encoding/xml does.
func (rr *RowReader) skipText() error {
	t, err := rr.textUpTo()
	if err != nil {
		return err
	}
	if bytes.IndexByte(t, '&') >= 0 {
		_, err = unescape(t)
	}
	return err
}

// startTag reads the rest of a start tag after its name into rr.tag,
// through its '>', checking it as encoding/xml does, and says whether it
// ends in "/>" (then the element is closed again).
func (rr *RowReader) startTag() (selfClosed bool, err error) {
	rr.tag = rr.tag[:0]
	var quote byte
	for done := false; !done; {
		if rr.br.Buffered() == 0 {
			if _, err := rr.br.Peek(1); err != nil {
				return false, err
			}
		}
		chunk, _ := rr.br.Peek(rr.br.Buffered())
		n := len(chunk)
		for i, b := range chunk {
			switch {
			case quote != 0:
				if b == quote {
					quote = 0
				}
			case b == '"' || b == '\'':
				quote = b
			case b == '>':
				n, done = i+1, true
			}
			if done {
				break
			}
		}
		rr.tag = append(rr.tag, chunk[:n]...)
		rr.br.Discard(n)
	}
	if !simpleName(rr.rawName) || !simpleAttrs(rr.tag) {
		// What the quick checks do not follow, encoding/xml checks.
		d := xml.NewDecoder(io.MultiReader(strings.NewReader("<"), bytes.NewReader(rr.rawName), bytes.NewReader(rr.tag)))
		if _, err := d.Token(); err != nil {
			return false, errSyntax
		}
	}
	selfClosed = bytes.HasSuffix(rr.tag, []byte("/>"))
	if selfClosed {
		rr.pop()
	}
	return selfClosed, nil
}

// endTag reads the rest of an end tag after its name, through its '>':
// white space only.
func (rr *RowReader) endTag() error {
	for {
		b, err := rr.br.ReadByte()
		if err != nil {
			return err
		}
		switch b {
		case '>':
			return nil
		case ' ', '\t', '\r', '\n':
		default:
			return errSyntax
		}
	}
}

// simpleName says an element or attribute name is ASCII that encoding/xml
// takes as a name: a letter, '_' or ':', then those, digits, '.' or '-',
// with one colon at most (encoding/xml refuses a name of two).
func simpleName(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	colons := 0
	for i, c := range b {
		switch {
		case c == ':':
			if colons++; colons > 1 {
				return false
			}
		case 'A' <= c && c <= 'Z', 'a' <= c && c <= 'z', c == '_':
		case i > 0 && ('0' <= c && c <= '9' || c == '.' || c == '-'):
		default:
			return false
		}
	}
	return true
}

// simpleAttrs says the rest of a start tag is attributes encoding/xml
// reads (simple names, = and a quoted value without '<', entities it
// knows), then '>' or "/>".
func simpleAttrs(tag []byte) bool {
	i := 0
	space := func() {
		for i < len(tag) && (tag[i] == ' ' || tag[i] == '\t' || tag[i] == '\r' || tag[i] == '\n') {
			i++
		}
	}
	for {
		space()
		if i >= len(tag) {
			return false
		}
		switch {
		case tag[i] == '>':
			return i == len(tag)-1
		case tag[i] == '/':
			return i == len(tag)-2 && tag[i+1] == '>'
		}
		start := i
		for i < len(tag) && tag[i] != '=' && tag[i] != ' ' && tag[i] != '\t' && tag[i] != '\r' && tag[i] != '\n' && tag[i] != '/' && tag[i] != '>' {
			i++
		}
		if !simpleName(tag[start:i]) {
			return false
		}
		space()
		if i >= len(tag) || tag[i] != '=' {
			return false
		}
		i++
		space()
		if i >= len(tag) || tag[i] != '"' && tag[i] != '\'' {
			return false
		}
		q := tag[i]
		end := bytes.IndexByte(tag[i+1:], q)
		if end < 0 {
			return false
		}
		value := tag[i+1 : i+1+end]
		i += end + 2
		if bytes.IndexByte(value, '<') >= 0 {
			return false
		}
		if bytes.IndexByte(value, '&') >= 0 {
			if _, err := unescape(value); err != nil {
				return false
			}
		}
	}
}

// name reads a markup's name after its '<': whether it is an end tag, and
// the local name when it is one the reader follows. A start tag's element
// is taken as open (pop closes it again when the tag ends in "/>"); an end
// tag closes the element open last, or is a syntax error.
func (rr *RowReader) name() (end bool, name string, err error) {
	next, err := rr.br.Peek(1)
	if err != nil {
		return false, "", err
	}
	switch next[0] {
	case '?', '!':
		return false, "", errNotPlain
	case '/':
		rr.br.ReadByte()
		end = true
	}
	peek, err := rr.br.Peek(64)
	raw := []byte(nil)
	for i, b := range peek {
		switch b {
		case ' ', '\t', '\r', '\n', '/', '>':
			raw = peek[:i]
		}
		if raw != nil {
			break
		}
	}
	if raw == nil {
		if err != nil && len(peek) < 64 {
			return end, "", err
		}
		// A name of 64 bytes or more: none the reader follows.
		rr.rawName = append(rr.rawName[:0], peek...)
		rr.br.Discard(len(peek))
		for {
			b, err := rr.br.ReadByte()
			if err != nil {
				return end, "", err
			}
			if b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == '/' || b == '>' {
				rr.br.UnreadByte()
				break
			}
			rr.rawName = append(rr.rawName, b)
		}
		return end, "", rr.openOrClose(end, rr.rawName)
	}
	if len(raw) == 0 {
		return end, "", errSyntax
	}
	rr.rawName = append(rr.rawName[:0], raw...)
	if err := rr.openOrClose(end, raw); err != nil {
		return end, "", err
	}
	switch string(localName(raw)) {
	case "row":
		name = "row"
	case "c":
		name = "c"
	case "v":
		name = "v"
	case "f":
		name = "f"
	case "is":
		name = "is"
	case "t":
		name = "t"
	case "r":
		name = "r"
	case "sheetData":
		name = "sheetData"
	}
	rr.br.Discard(len(raw))
	return end, name, nil
}

// localName is a name's local part as encoding/xml's decoder splits it:
// what follows the colon of prefix:local, and the whole name when it has
// no colon or begins or ends with one (":t" is a name of its own, not t).
func localName(name []byte) []byte {
	if i := bytes.IndexByte(name, ':'); i > 0 && i < len(name)-1 {
		return name[i+1:]
	}
	return name
}

// openOrClose takes the element of a start tag as open, or closes the
// element open last with an end tag of its name.
func (rr *RowReader) openOrClose(end bool, raw []byte) error {
	if !end {
		rr.names = append(rr.names, raw...)
		rr.ends = append(rr.ends, len(rr.names))
		return nil
	}
	if len(rr.ends) == 0 {
		return errSyntax
	}
	from := 0
	if len(rr.ends) > 1 {
		from = rr.ends[len(rr.ends)-2]
	}
	if !bytes.Equal(rr.names[from:], raw) {
		return errSyntax // </b> closing <a>
	}
	rr.pop()
	return nil
}

// pop closes the element open last.
func (rr *RowReader) pop() {
	rr.ends = rr.ends[:len(rr.ends)-1]
	if len(rr.ends) == 0 {
		rr.names = rr.names[:0]
	} else {
		rr.names = rr.names[:rr.ends[len(rr.ends)-1]]
	}
}

// The elements of a row, by how excelize's decoding of a row treats them
// (Rows.Columns, xlsxC.cellXMLHandler, and encoding/xml's decoding of <v>,
// <f> and <is> into xlsxC's fields).
const (
	kRow  = iota // within the row, outside any cell: a <c> is a cell
	kCell        // a cell, or an element within it that it looks into
	kV           // its <v>: the value is its own text
	kF           // its <f>: a formula, whatever it holds
	kIS          // its <is>: an inline string, of its <t> and <r>s
	kR           // a rich text run of the <is>: its <t>
	kIST         // the <is>'s own <t>
	kRT          // a run's <t>
	kSkip        // anything else within those: not read
)

// child is the kind of an element named name within one of kind parent.
func child(parent int, name string) int {
	switch parent {
	case kRow:
		if name == "c" {
			return kCell
		}
		return kRow
	case kCell:
		switch name {
		case "v":
			return kV
		case "f":
			return kF
		case "is":
			return kIS
		}
		return kCell
	case kIS:
		switch name {
		case "t":
			return kIST
		case "r":
			return kR
		}
	case kR:
		if name == "t" {
			return kRT
		}
	}
	return kSkip
}

// readCells reads a row's cells, through its end tag, as excelize's
// Rows.Columns reads them: a cell's value is the text of its last <v> at
// any depth within it (outside <f> and <is>); an inline string is the
// text of its <is>'s last own <t> followed by each run's last <t>, of
// every <is> of the cell; a cell whose s attribute is not a number is
// read as empty (excelize's cellXMLHandler stops at the attribute), its
// column still counted. As encoding/xml decodes them into excelize's
// structures, each text is the cell's once its element ends: where the XML
// is not well-formed, the row is the cells read so far, the cell it is in
// with the texts ended before, and the error one that stops excelize's
// decoder (not an excelizeError).
func (rr *RowReader) readCells() ([]string, error) {
	var cells []string
	col := 0
	stack := rr.stack[:0] // the kinds of the open elements within the row
	defer func() { rr.stack = stack[:0] }()
	// The cell being read.
	var (
		inCell  bool
		cellAt  int // len(stack) with the cell open
		ctype   string
		formula bool
		hasIS   bool
		v, isT  string
		runs    []string
		text    string // the text of the <v> or <t> being read
		run     string // the text of the run being read
	)
	stop := func(err error) ([]string, error) {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		if inCell {
			cells = rr.cell(cells, col, ctype, formula, v, hasIS, isT, runs)
		}
		return cells, err
	}
	for {
		top := kRow
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		// The text up to the next markup: kept when it is a value's.
		if top == kV || top == kIST || top == kRT {
			raw, err := rr.textUpTo()
			if err != nil {
				return stop(err)
			}
			t, err := unescape(raw)
			if err != nil {
				return stop(err)
			}
			text += t
		} else if err := rr.skipText(); err != nil {
			return stop(err)
		}
		end, name, err := rr.name()
		if err != nil {
			return stop(err)
		}
		if end {
			if err := rr.endTag(); err != nil {
				return stop(err)
			}
			if len(stack) == 0 {
				// The row's end, or an element's around it (name checked
				// that it closes the one open last). excelize reads on to
				// the next row's start: a cell before it is this row's.
				if name == "sheetData" {
					rr.ended = true
					return cells, nil
				}
				continue
			}
			stack = stack[:len(stack)-1]
			switch top {
			case kV:
				v = text
			case kIST:
				isT = text
			case kRT:
				run = text
			case kR:
				runs = append(runs, run)
			case kCell:
				if inCell && len(stack) == cellAt-1 {
					cells = rr.cell(cells, col, ctype, formula, v, hasIS, isT, runs)
					inCell = false
				}
			}
			continue
		}
		kind := child(top, name)
		selfClosed, err := rr.startTag()
		if err != nil {
			return stop(err)
		}
		if name == "row" && top == kRow {
			// The next row's start, wherever it is: this row ends.
			if rr.nextN, err = rowAttr(rr.tag); err != nil {
				return cells, err
			}
			rr.started = true
			return cells, nil
		}
		switch kind {
		case kCell:
			if top != kRow {
				break // an element within a cell
			}
			ref, t, ok, err := cellAttrs(rr.tag)
			if err != nil {
				return stop(err) // excelize's decoder never reads the cell
			}
			col++
			if ref != "" {
				if col, err = refColumn(ref); err != nil {
					return cells, excelizeError{err}
				}
			}
			if !ok {
				// excelize reads nothing of the cell; what it holds is
				// read as the row's.
				kind = kRow
				break
			}
			ctype, formula, hasIS, v, isT, runs = t, false, false, "", "", runs[:0]
			if selfClosed {
				cells = rr.cell(cells, col, ctype, formula, v, hasIS, isT, runs)
				break
			}
			inCell, cellAt = true, len(stack)+1
		case kV, kIST, kRT:
			text = ""
			if selfClosed { // an empty text
				switch kind {
				case kV:
					v = ""
				case kIST:
					isT = ""
				case kRT:
					run = ""
				}
			}
		case kF:
			formula = true
		case kIS:
			hasIS = true
		case kR:
			run = ""
			if selfClosed {
				runs = append(runs, "")
			}
		}
		if !selfClosed {
			stack = append(stack, kind)
		}
	}
}

// cell appends a cell's value at column col to cells, as excelize does: a
// cell with a value or a formula, after empty cells up to it.
func (rr *RowReader) cell(cells []string, col int, ctype string, formula bool, v string, hasIS bool, isT string, runs []string) []string {
	var val string
	switch ctype {
	case "s":
		if v != "" {
			i, _ := strconv.Atoi(strings.TrimSpace(v))
			if i >= 0 && i < len(rr.strings) {
				val = rr.strings[i] // else empty: excelize drops its error
			}
		}
	case "inlineStr":
		if hasIS {
			val = isT + strings.Join(runs, "")
			if val != "" {
				val = bstrUnmarshal(val)
			}
			break
		}
		val = v
	default:
		val = v
	}
	if val == "" && !formula {
		return cells
	}
	for len(cells) < col-1 {
		cells = append(cells, "")
	}
	return append(cells, val)
}

// cellAttrs reads a cell's r and t attributes as excelize's
// cellXMLAttrHandler does, in order, the last of a name winning; ok is
// false at an s attribute that is not a number, where it stops.
func cellAttrs(tag []byte) (ref, ctype string, ok bool, err error) {
	ok = true
	err = eachAttr(tag, func(name string, value string) bool {
		switch name {
		case "r":
			ref = value
		case "t":
			ctype = value
		case "s":
			if _, err := strconv.ParseInt(value, 10, 64); err != nil {
				ok = false
				return false
			}
		}
		return true
	})
	return ref, ctype, ok, err
}

// eachAttr calls each with a start tag's attributes in order, their local
// names and values unescaped, until it returns false. Its errors cannot
// happen: startTag has already checked the tag as encoding/xml does.
func eachAttr(tag []byte, each func(name, value string) bool) error {
	for {
		tag = bytes.TrimLeft(tag, " \t\r\n")
		eq := bytes.IndexByte(tag, '=')
		if eq < 0 {
			return nil // "/>" or ">"
		}
		name := bytes.TrimRight(tag[:eq], " \t\r\n")
		rest := bytes.TrimLeft(tag[eq+1:], " \t\r\n")
		if len(rest) == 0 || (rest[0] != '"' && rest[0] != '\'') {
			return errNotPlain
		}
		end := bytes.IndexByte(rest[1:], rest[0])
		if end < 0 {
			return errNotPlain
		}
		raw := rest[1 : 1+end]
		tag = rest[end+2:]
		if bytes.IndexByte(raw, '<') >= 0 {
			return errNotPlain // encoding/xml refuses it
		}
		name = localName(name)
		value, err := unescape(raw)
		if err != nil {
			return err
		}
		if !each(string(name), value) {
			return nil
		}
	}
}

// refColumn is the column of a cell reference, as excelize's
// CellNameToCoordinates reads it: the common form (letters, then a row
// number) here, any other by it.
func refColumn(ref string) (int, error) {
	i := 0
	for i < len(ref) && i < 3 && (ref[i] >= 'A' && ref[i] <= 'Z' || ref[i] >= 'a' && ref[i] <= 'z') {
		i++
	}
	j, row := i, 0
	for j < len(ref) && j-i < 7 && ref[j] >= '0' && ref[j] <= '9' {
		row = row*10 + int(ref[j]-'0')
		j++
	}
	if i == 0 || j == i || j < len(ref) || row < 1 || row > excelize.TotalRows {
		col, _, err := excelize.CellNameToCoordinates(ref)
		return col, err
	}
	col := 0
	for _, b := range []byte(ref[:i]) {
		col = col*26 + int(b|0x20-'a') + 1
	}
	if col > excelize.MaxColumns {
		col, _, err := excelize.CellNameToCoordinates(ref)
		return col, err
	}
	return col, nil
}

// unescape is character data as an XML parser reads it: entities and
// character references replaced, line ends made "\n"; one it refuses is
// errSyntax.
func unescape(b []byte) (string, error) {
	if bytes.IndexByte(b, '&') < 0 && bytes.IndexByte(b, '\r') < 0 {
		return string(b), nil
	}
	var out strings.Builder
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch c {
		case '\r':
			out.WriteByte('\n')
			if i+1 < len(b) && b[i+1] == '\n' {
				i++
			}
		case '&':
			end := bytes.IndexByte(b[i:], ';')
			if end < 0 {
				return "", errSyntax
			}
			ent := string(b[i+1 : i+end])
			i += end
			switch ent {
			case "lt":
				out.WriteByte('<')
			case "gt":
				out.WriteByte('>')
			case "amp":
				out.WriteByte('&')
			case "quot":
				out.WriteByte('"')
			case "apos":
				out.WriteByte('\'')
			default:
				var n uint64
				var err error
				switch {
				case strings.HasPrefix(ent, "#x"):
					n, err = strconv.ParseUint(ent[2:], 16, 64)
				case strings.HasPrefix(ent, "#"):
					n, err = strconv.ParseUint(ent[1:], 10, 64)
				default:
					return "", errSyntax
				}
				// As encoding/xml: any code point, a surrogate read as
				// U+FFFD, then refused unless an XML character.
				if err != nil || n > unicode.MaxRune {
					return "", errSyntax
				}
				r := rune(n)
				if !utf8.ValidRune(r) {
					r = utf8.RuneError
				}
				if !isXMLChar(r) {
					return "", errSyntax
				}
				out.WriteRune(r)
			}
		default:
			out.WriteByte(c)
		}
	}
	return out.String(), nil
}

// isXMLChar says r is in XML's Char production, as encoding/xml checks
// every character of a text.
func isXMLChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D || r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

var bstrExp = regexp.MustCompile(`_x[a-fA-F\d]{4}_`)

// bstrUnmarshal undoes the escapes of characters XML cannot hold
// (_x000D_), as excelize does for a shared or inline string.
func bstrUnmarshal(s string) string {
	if !strings.Contains(s, "_x") {
		return s
	}
	var result strings.Builder
	cursor := 0
	for _, m := range bstrExp.FindAllStringIndex(s, -1) {
		result.WriteString(s[cursor:m[0]])
		sub := s[m[0]:m[1]]
		if sub == "_x005F_" {
			cursor = m[1]
			result.WriteString("_")
			continue
		}
		cursor = m[1]
		v, _ := strconv.Unquote(`"\u` + s[m[0]+2:m[1]-1] + `"`)
		result.WriteString(v)
	}
	result.WriteString(s[cursor:])
	return result.String()
}

// ReadSharedStrings reads a shared strings part as excelize reads it
// (xlsxSST): each item's last own text, its runs' texts after it, phonetic
// runs left out. It refuses what it might read otherwise than excelize: a
// part in the strict namespaces (which excelize rewrites first), another
// encoding, or a root that is not excelize's.
func ReadSharedStrings(data []byte) ([]string, error) {
	if len(data) == 0 {
		return nil, nil
	}
	if bytes.Contains(data, []byte("purl.oclc.org")) {
		return nil, errors.New("shared strings in the strict namespaces")
	}
	type text struct {
		Val string `xml:",chardata"`
	}
	var sst struct {
		XMLName     xml.Name `xml:"http://schemas.openxmlformats.org/spreadsheetml/2006/main sst"`
		Count       int      `xml:"count,attr"`
		UniqueCount int      `xml:"uniqueCount,attr"`
		SI          []struct {
			T *text `xml:"t"`
			R []struct {
				T *text `xml:"t"`
			} `xml:"r"`
		} `xml:"si"`
	}
	if err := xml.Unmarshal(data, &sst); err != nil {
		return nil, err
	}
	out := make([]string, len(sst.SI))
	for i, si := range sst.SI {
		var b strings.Builder
		if si.T != nil {
			b.WriteString(si.T.Val)
		}
		for _, r := range si.R {
			if r.T != nil {
				b.WriteString(r.T.Val)
			}
		}
		out[i] = bstrUnmarshal(b.String())
	}
	return out, nil
}
