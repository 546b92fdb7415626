package guard

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
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
// UTF-8. What is not, excelize reads.
type RowReader struct {
	br      *bufio.Reader
	strings []string
	row     int // the number of the last row element read
	seek    int // the row number the reader is at
	pending []string
	hasNext bool // pending holds the cells of row row, not yet handed out
	done    bool
	// selfClosed says the row start tag just read is <row …/>.
	selfClosed bool
	tag        []byte
	text       []byte
}

// NewRowReader reads the rows of the worksheet part r, its shared strings
// strings.
func NewRowReader(r io.Reader, strings []string) *RowReader {
	return &RowReader{br: bufio.NewReaderSize(r, 64<<10), strings: strings}
}

// errNotPlain is markup the reader does not follow, in a part the scan
// found plain: it cannot happen.
var errNotPlain = errors.New("the sheet's XML is not as its scan found it")

// Next returns the next row's cells; more is false after the last row. An
// error is excelize's: a cell's reference or shared string index that
// cannot be, or the part's reader's.
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
	n, ok, err := rr.nextRowStart()
	if err != nil {
		rr.done = true
		return nil, true, err
	}
	if !ok {
		rr.done = true
		return nil, false, nil
	}
	if n > 0 {
		rr.row = n
	} else {
		rr.row++
	}
	if rr.row > TotalRows {
		rr.done = true
		return nil, true, fmt.Errorf("row number exceeds maximum limit")
	}
	cells, err = rr.readCells()
	if err != nil {
		rr.done = true
		return nil, true, err
	}
	if rr.row > rr.seek {
		rr.pending, rr.hasNext = cells, true
		return nil, true, nil
	}
	return cells, true, nil
}

// TotalRows is the most rows a sheet has (Excel's limit, excelize's).
const TotalRows = 1048576

// nextRowStart reads up to the next row's start tag, returning its r
// attribute (0 when none), or ok false at the end of the rows.
func (rr *RowReader) nextRowStart() (n int, ok bool, err error) {
	for {
		if _, err := readThrough(rr.br, '<'); err != nil {
			return 0, false, ignoreEOF(err)
		}
		// Before the rows (and between them, where the scan saw none): the
		// declaration, comments.
		if next, err := rr.br.Peek(3); err == nil {
			switch {
			case next[0] == '?':
				if _, err := skipPast(rr.br, "?>"); err != nil {
					return 0, false, ignoreEOF(err)
				}
				continue
			case string(next) == "!--":
				if _, err := skipPast(rr.br, "-->"); err != nil {
					return 0, false, ignoreEOF(err)
				}
				continue
			}
		}
		end, name, err := rr.name()
		if err != nil {
			return 0, false, ignoreEOF(err)
		}
		if name == "sheetData" && end {
			return 0, false, nil
		}
		if end {
			continue
		}
		if name != "row" {
			if err := skipTag(rr.br); err != nil {
				return 0, false, ignoreEOF(err)
			}
			continue
		}
		if rr.tag, err = readTag(rr.br, rr.tag); err != nil {
			return 0, false, ignoreEOF(err)
		}
		if name == "row" {
			n, _ := rowNumber(rr.tag)
			rr.selfClosed = bytes.HasSuffix(rr.tag, []byte("/>"))
			return n, true, nil
		}
	}
}

// name reads a markup's name after its '<': whether it is an end tag, and
// the local name when it is one the reader follows.
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
	for i, b := range peek {
		switch b {
		case ' ', '\t', '\r', '\n', '/', '>':
			name := peek[:i]
			if j := bytes.LastIndexByte(name, ':'); j >= 0 {
				name = name[j+1:]
			}
			s := ""
			switch string(name) {
			case "row", "c", "v", "f", "is", "t", "r", "rPh", "sheetData":
				s = string(name)
			}
			rr.br.Discard(i)
			return end, s, nil
		}
	}
	if err != nil {
		return end, "", err
	}
	// A name of 64 bytes or more: none the reader follows.
	rr.br.Discard(len(peek))
	for {
		b, err := rr.br.ReadByte()
		if err != nil {
			return end, "", err
		}
		switch b {
		case ' ', '\t', '\r', '\n', '/', '>':
			rr.br.UnreadByte()
			return end, "", nil
		}
	}
}

// readCells reads a row's cells, through its end tag.
func (rr *RowReader) readCells() ([]string, error) {
	var cells []string
	if rr.selfClosed {
		return nil, nil
	}
	col := 0
	// The cell being read.
	var (
		inCell, formula, hasV, hasIS bool
		ctype                        string
		v, is                        strings.Builder
		depthIS                      int  // <is> open
		inRPh, inR                   bool // within a phonetic run, a rich text run
		inV, inT                     bool
	)
	for {
		// Text up to the next markup.
		if inV || inT {
			rr.text = rr.text[:0]
			for {
				chunk, err := rr.br.ReadSlice('<')
				rr.text = append(rr.text, chunk...)
				if err == bufio.ErrBufferFull {
					continue
				}
				if err != nil {
					return nil, ignoreEOF(err)
				}
				break
			}
			t, err := unescape(rr.text[:len(rr.text)-1])
			if err != nil {
				return nil, err
			}
			switch {
			case inV:
				v.WriteString(t)
				hasV = true
			case inT && depthIS > 0 && !inRPh:
				is.WriteString(t)
			}
		} else if _, err := readThrough(rr.br, '<'); err != nil {
			return nil, ignoreEOF(err)
		}
		end, name, err := rr.name()
		if err != nil {
			return nil, ignoreEOF(err)
		}
		selfClosed := false
		if !end && name == "" {
			if err := skipTag(rr.br); err != nil {
				return nil, ignoreEOF(err)
			}
			continue
		}
		if !end {
			if rr.tag, err = readTag(rr.br, rr.tag); err != nil {
				return nil, ignoreEOF(err)
			}
			selfClosed = bytes.HasSuffix(rr.tag, []byte("/>"))
		} else if _, err := readThrough(rr.br, '>'); err != nil {
			return nil, ignoreEOF(err)
		}
		switch name {
		case "row":
			if end {
				return cells, nil
			}
			return nil, errNotPlain // a row within a row
		case "c":
			if end {
				if !inCell {
					continue
				}
				inCell = false
			} else {
				col++
				if ref, ok := attr(rr.tag, "r"); ok && ref != "" {
					c, err := refColumn(ref)
					if err != nil {
						return nil, err
					}
					col = c
				}
				ctype, _ = attr(rr.tag, "t")
				formula, hasV, hasIS = false, false, false
				v.Reset()
				is.Reset()
				inCell = !selfClosed
				if inCell {
					continue
				}
			}
			val, err := rr.value(ctype, v.String(), hasV, is.String(), hasIS)
			if err != nil {
				return nil, err
			}
			if val != "" || formula {
				for len(cells) < col-1 {
					cells = append(cells, "")
				}
				cells = append(cells, val)
			}
		case "f":
			if !end {
				formula = true
			}
		case "v":
			inV = !end && !selfClosed
		case "is":
			if !end {
				hasIS = true
				if !selfClosed {
					depthIS++
				}
			} else {
				depthIS--
			}
		case "rPh":
			inRPh = !end && !selfClosed
		case "r":
			inR = !end && !selfClosed
		case "t":
			inT = !end && !selfClosed
		}
		_ = inR
	}
}

// value is a cell's raw value as excelize reads it.
func (rr *RowReader) value(ctype, v string, hasV bool, is string, hasIS bool) (string, error) {
	switch ctype {
	case "s":
		if v == "" {
			return "", nil
		}
		i, _ := strconv.Atoi(strings.TrimSpace(v))
		if i < 0 || i >= len(rr.strings) {
			return "", fmt.Errorf("invalid shared string index %d", i)
		}
		return rr.strings[i], nil
	case "inlineStr":
		if hasIS {
			return bstrUnmarshal(is), nil
		}
		return v, nil
	}
	return v, nil
}

// refColumn is the column of a cell reference, as excelize's
// CellNameToCoordinates reads it.
func refColumn(ref string) (int, error) {
	i := 0
	for i < len(ref) && (ref[i] >= 'A' && ref[i] <= 'Z' || ref[i] >= 'a' && ref[i] <= 'z') {
		i++
	}
	if i == 0 || i == len(ref) || i > 3 {
		return 0, fmt.Errorf("cannot convert cell %q to coordinates: invalid cell name %q", ref, ref)
	}
	for _, b := range ref[i:] {
		if b < '0' || b > '9' {
			return 0, fmt.Errorf("cannot convert cell %q to coordinates: invalid cell name %q", ref, ref)
		}
	}
	col := 0
	for _, b := range strings.ToUpper(ref[:i]) {
		col = col*26 + int(b-'A') + 1
	}
	if col > 16384 {
		return 0, fmt.Errorf("the column number must be greater than or equal to 1 and less than or equal to 16384")
	}
	return col, nil
}

// unescape is character data as an XML parser reads it: entities and
// character references replaced, line ends made "\n".
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
				return "", errNotPlain
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
					n, err = strconv.ParseUint(ent[2:], 16, 32)
				case strings.HasPrefix(ent, "#"):
					n, err = strconv.ParseUint(ent[1:], 10, 32)
				default:
					return "", errNotPlain
				}
				if err != nil || !utf8.ValidRune(rune(n)) {
					return "", errNotPlain
				}
				out.WriteRune(rune(n))
			}
		default:
			out.WriteByte(c)
		}
	}
	return out.String(), nil
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

// ReadSharedStrings reads a shared strings part as excelize reads it: each
// item's text, its runs' texts after it, phonetic runs left out.
func ReadSharedStrings(data []byte) ([]string, error) {
	if len(data) == 0 {
		return nil, nil
	}
	type text struct {
		Val string `xml:",chardata"`
	}
	var sst struct {
		SI []struct {
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

// skipTag discards the rest of a start tag, through its '>', minding
// quotes (an attribute value may hold '>').
func skipTag(br *bufio.Reader) error {
	var quote byte
	for {
		b, err := br.ReadByte()
		if err != nil {
			return err
		}
		switch {
		case quote != 0:
			if b == quote {
				quote = 0
			}
		case b == '"' || b == '\'':
			quote = b
		case b == '>':
			return nil
		}
	}
}
