package guard

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"regexp"
	"strconv"
	"unicode/utf8"
)

// Scan is what one quick pass over a worksheet part's bytes found,
// before excelize reads it. scanTable uses it for two things excelize's
// streaming reader cannot do:
//
//   - Stop early. A sheet may carry a million empty formatted rows below its
//     data (a format filled down to the bottom of the sheet); reading them
//     takes excelize seconds per hundred thousand rows. Once the reader has
//     passed lastValue no later row holds anything, so stopping there reads
//     exactly what reading to the end would.
//   - Notice damage. excelize's row iterator ends quietly at the first XML
//     error, so a sheet damaged in the middle would read as a shorter sheet.
//     When the iterator ends before lastValue, or the part ends before its
//     sheetData element is closed, the sheet is damaged. Damage below
//     lastValue (in rows that hold no value) goes unreported: nothing there
//     could be read, and the sheet is copied to the scored file as it is.
//
// The scan mirrors how excelize numbers rows (a row's r attribute, else one
// more than the row before), and counts a row as holding a value when a cell
// in it has a <v> or <is> element with an end tag: excelize reads a cell's
// value only from those, so the scan may see a value where excelize reads an
// empty string (harmless: the reader just goes on a little further) but never
// misses one. Whatever the scan cannot follow exactly (rows out of order,
// entity references in a row number, a DOCTYPE, an encoding other than
// UTF-8) makes it give up: exact is false and the sheet is read to its end.
type Scan struct {
	Exact     bool // the scan followed the rows as excelize numbers them
	LastValue int  // the number of the last row with a cell value; 0 when none
	lastRow   int  // the number of the last row element
	Closed    bool // the sheetData element was Closed: the rows are all there
	// HugeRow is the first row holding a text of more than MaxTextRun bytes
	// (no cell Excel writes comes near), -1 when the row is not known, 0
	// when there is none. excelize would hold it in memory, several times
	// over, to read it.
	HugeRow int
	// UTF16 says that the part is written in UTF-16, which excelize's row
	// reader reads as an empty sheet.
	UTF16 bool
	// Uncalculated holds the cells (A1 references) that hold a formula
	// but no value — no <v>, or an empty one (<v></v>, <v/>) where the
	// formula's value is not text: a program that wrote the file (openpyxl,
	// a script) never calculated it, and excelize reads the cell as empty.
	// At most maxUncalculated.
	Uncalculated map[string]bool
	// Booleans holds the rows of the cells holding TRUE or FALSE (t="b"),
	// by 1-based column, in ascending order: excelize's raw value of such a
	// cell is 1 or 0, which would pass for a number. At most maxBooleans.
	Booleans map[int][]int32
	// Merged are the sheet's merged ranges ("A127:A322"), at most
	// maxMerged; excelize reads every cell of a range but its first as
	// empty.
	Merged []string
	// Plain says the scan was exact, met no comment, CDATA section or
	// processing instruction after the first row, and every byte up to the
	// end of the rows was UTF-8 of a character XML allows: RowReader reads
	// the part as excelize would (where encoding/xml would stop at a byte,
	// excelize's iterator ends quietly).
	Plain bool
	// Part is the worksheet part's name in the zip.
	Part string
}

// maxUncalculated is how many formulas without a value a scan notes.
const maxUncalculated = 1000

// maxMerged is how many merged ranges a scan notes.
const maxMerged = 10000

// maxBooleans is how many TRUE and FALSE cells a scan notes.
const maxBooleans = 1 << 21

// scanRest reads the part after its rows, noting the merged ranges.
func (s *Scan) scanRest(br *bufio.Reader) error {
	var tag []byte
	for {
		if _, err := readThrough(br, '<'); err != nil {
			return ignoreEOF(err)
		}
		name, err := readName(br)
		if err != nil {
			return ignoreEOF(err)
		}
		if name != "mergeCell" {
			continue
		}
		if tag, err = readTag(br, tag); err != nil && !errors.Is(err, errLongTag) {
			return ignoreEOF(err)
		}
		if ref, ok := attr(tag, "ref"); ok && len(s.Merged) < maxMerged {
			s.Merged = append(s.Merged, ref)
		}
	}
}

// MaxTextRun is the longest run of bytes without markup a sheet may hold: a
// cell of 32,767 characters takes at most 330 KB even with every character
// written as a character reference.
const MaxTextRun = 4 << 20

// maxTag is the most of a row's start tag the scan reads; a longer one
// (thousands of attributes) makes it give up.
const maxTag = 4096

// ScanSheet reads a worksheet part to its end. The error is the reader's
// (a damaged zip entry), never a complaint about the XML.
func ScanSheet(r io.Reader) (Scan, error) {
	chars := &xmlChars{r: r}
	br := bufio.NewReaderSize(chars, 64<<10)
	s := Scan{Exact: true}
	giveUp := func() (Scan, error) {
		// Not exact, but still on the watch for a huge text, somewhere.
		huge := s.HugeRow
		run, err := longestRunOf(br)
		if run > MaxTextRun && huge == 0 {
			huge = -1
		}
		return Scan{HugeRow: huge}, err
	}
	if head, _ := br.Peek(2); bytes.Equal(head, []byte{0xFF, 0xFE}) || bytes.Equal(head, []byte{0xFE, 0xFF}) {
		s, err := giveUp()
		s.UTF16 = true
		return s, err
	}
	if !utf8Start(br) {
		return giveUp()
	}
	row := 0
	notPlain := false
	// Whether a markup has been read already.
	markedUp := false
	var tag []byte // a row's start tag, the buffer reused
	// The cell being read: its start tag, its column as excelize numbers
	// it, whether it has a formula and a value (a <v> holding something, or
	// an <is>), and an empty <v>.
	var cellTag []byte
	col := 0
	var formula, value, emptyV bool
	// Inside a cell's element: a <c> within a <c> is not plain, as
	// excelize ends a cell at the first </c> at any depth within it.
	var inCell bool
	// Inside a <v>, and whether it has held anything (text, CDATA).
	var inV, vText bool
	nBooleans := 0
	for {
		// The next markup: text holds no '<', nor do attribute values.
		run, err := readThrough(br, '<')
		if inV && run > 1 {
			vText = true
		}
		if run > MaxTextRun && s.HugeRow == 0 {
			s.HugeRow = max(row, 1)
		}
		if err != nil {
			return s, ignoreEOF(err)
		}
		next, err := br.Peek(1)
		if err != nil {
			return s, ignoreEOF(err)
		}
		// RowReader follows no comment, CDATA section or processing
		// instruction but an XML declaration at the start that
		// encoding/xml reads.
		if next[0] == '!' || next[0] == '?' && (markedUp || !xmlDeclaration(br)) {
			notPlain = true
		}
		markedUp = true
		switch next[0] {
		case '?':
			if _, err := skipPast(br, "?>"); err != nil {
				return s, ignoreEOF(err)
			}
			continue
		case '!':
			vText = vText || inV
			head, _ := br.Peek(8)
			switch {
			case bytes.HasPrefix(head, []byte("!--")):
				_, err = skipPast(br, "-->")
			case bytes.HasPrefix(head, []byte("![CDATA[")):
				_, err = skipPast(br, "]]>")
			default: // a DOCTYPE may declare entities: too much to follow
				return giveUp()
			}
			if err != nil {
				return s, ignoreEOF(err)
			}
			continue
		}
		end := next[0] == '/'
		if end {
			br.ReadByte()
		}
		name, err := readName(br)
		if err != nil {
			return s, ignoreEOF(err)
		}
		switch name {
		case "sheetData":
			if end {
				s.Closed = true
				s.Plain = !notPlain && !chars.bad
				return s, s.scanRest(br)
			}
			// <sheetData/> is closed at once.
			tag, err = readTag(br, tag)
			if errors.Is(err, errLongTag) {
				return giveUp()
			}
			if err != nil {
				return s, ignoreEOF(err)
			}
			if bytes.HasSuffix(tag, []byte("/>")) {
				s.Closed = true
				s.Plain = !notPlain && !chars.bad
				return s, s.scanRest(br)
			}
		case "row":
			if end {
				continue
			}
			tag, err = readTag(br, tag)
			if err != nil {
				if errors.Is(err, errLongTag) {
					return giveUp()
				}
				return s, ignoreEOF(err)
			}
			n, ok := rowNumber(tag)
			if !ok {
				return giveUp()
			}
			// As excelize: the r attribute when it is a number other than
			// 0, else one more than the row before.
			if n == 0 {
				n = row + 1
			}
			if n <= row {
				return giveUp() // rows out of order: excelize misplaces them
			}
			row, s.lastRow = n, n
			col = 0
		case "v":
			if !end {
				// <v/> holds nothing; <v> is read through its '>', so
				// that the run before </v> is its text.
				if next, _ := br.Peek(1); len(next) == 1 && next[0] == '>' {
					br.Discard(1) // the commonest: <v>
					inV, vText = true, false
					continue
				}
				if tag, err = readTag(br, tag); err != nil {
					if errors.Is(err, errLongTag) {
						return giveUp()
					}
					return s, ignoreEOF(err)
				}
				if bytes.HasSuffix(tag, []byte("/>")) {
					emptyV = true
				} else {
					inV, vText = true, false
				}
				continue
			}
			if row > 0 {
				s.LastValue = row
			}
			if vText {
				value = true
			} else {
				emptyV = true
			}
			inV = false
		case "is":
			if end && row > 0 {
				s.LastValue = row
			}
			value = value || end
		case "c":
			if end {
				inCell = false
				if formula && !value && (!emptyV || cellType(cellTag) != "str") && len(s.Uncalculated) < maxUncalculated {
					// An empty <v> is a value only for a formula whose
					// value is text: Excel and LibreOffice write a formula
					// giving "" as t="str" with <v></v>.
					if ref, ok := attr(cellTag, "r"); ok {
						if s.Uncalculated == nil {
							s.Uncalculated = map[string]bool{}
						}
						s.Uncalculated[ref] = true
					}
				}
				continue
			}
			cellTag, err = readTag(br, cellTag)
			if err != nil {
				if errors.Is(err, errLongTag) {
					return giveUp()
				}
				return s, ignoreEOF(err)
			}
			formula, value, emptyV = false, false, false
			if inCell {
				notPlain = true // RowReader would end it at its own </c>
			}
			inCell = !bytes.HasSuffix(cellTag, []byte("/>"))
			// As excelize: the column of the r attribute, else one more
			// than the cell before.
			if c := cellColumn(cellTag); c > 0 {
				col = c
			} else {
				col++
			}
			if nBooleans < maxBooleans && row > 0 && boolean(cellTag) {
				if s.Booleans == nil {
					s.Booleans = map[int][]int32{}
				}
				s.Booleans[col] = append(s.Booleans[col], int32(row))
				nBooleans++
			}
		case "f":
			formula = formula || !end
		}
	}
}

var errLongTag = errors.New("tag too long")

// declaration is an XML declaration as spreadsheet programs write it,
// which encoding/xml reads: version 1.0, UTF-8.
var declaration = regexp.MustCompile(`^\?xml(?: version=(?:"1\.0"|'1\.0'))?(?: encoding=(?:"(?i:utf-8)"|'(?i:utf-8)'))?(?: standalone=(?:"(?:yes|no)"|'(?:yes|no)'))? ?\?>`)

// xmlDeclaration says the processing instruction br is at (its '?') is an
// XML declaration encoding/xml reads.
func xmlDeclaration(br *bufio.Reader) bool {
	head, _ := br.Peek(120)
	return declaration.Match(head)
}

func ignoreEOF(err error) error {
	if err == io.EOF {
		return nil
	}
	return err
}

// utf8Start reports whether the part starts as UTF-8 XML: an optional byte
// order mark, then '<', and no encoding other than UTF-8 declared. Bytes of
// any other encoding are not what the scan looks for.
func utf8Start(br *bufio.Reader) bool {
	head, _ := br.Peek(200)
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	head = bytes.TrimLeft(head, " \t\r\n")
	if len(head) == 0 || head[0] != '<' {
		return false
	}
	if !bytes.HasPrefix(head, []byte("<?xml")) {
		return true
	}
	decl := head
	if i := bytes.Index(head, []byte("?>")); i >= 0 {
		decl = head[:i]
	} else {
		return false
	}
	i := bytes.Index(decl, []byte("encoding"))
	if i < 0 {
		return true
	}
	rest := bytes.TrimLeft(decl[i+len("encoding"):], " \t\r\n=")
	rest = bytes.TrimLeft(rest, `"'`)
	return len(rest) >= 5 && bytes.EqualFold(rest[:5], []byte("utf-8")) &&
		(len(rest) == 5 || rest[5] == '"' || rest[5] == '\'')
}

// readThrough discards bytes up to and including the next c.
func readThrough(br *bufio.Reader, c byte) (int, error) {
	n := 0
	for {
		b, err := br.ReadSlice(c)
		n += len(b)
		if err == bufio.ErrBufferFull {
			continue
		}
		return n, err
	}
}

// skipPast discards bytes up to and including the next occurrence of s (a
// comment's, CDATA section's or processing instruction's end: rare, so a
// byte at a time will do).
func skipPast(br *bufio.Reader, s string) (int, error) {
	n := 0
	var window []byte
	for {
		b, err := br.ReadByte()
		if err != nil {
			return n, err
		}
		n++
		window = append(window, b)
		if len(window) > len(s) {
			window = window[1:]
		}
		if string(window) == s {
			return n, nil
		}
	}
}

// readName reads an element's name, the bytes up to white space, '/' or
// '>', and returns it without its namespace prefix when it is one the scan
// follows ("row", "v", "is", "sheetData"), else "".
func readName(br *bufio.Reader) (string, error) {
	peek, err := br.Peek(64)
	for i, b := range peek {
		switch b {
		case ' ', '\t', '\r', '\n', '/', '>':
			kind := local(peek[:i])
			br.Discard(i)
			return kind, nil
		}
	}
	// A name of 64 bytes or more is none of those: skip it.
	br.Discard(len(peek))
	for err == nil {
		var b byte
		if b, err = br.ReadByte(); err == nil {
			switch b {
			case ' ', '\t', '\r', '\n', '/', '>':
				br.UnreadByte()
				return "", nil
			}
		}
	}
	return "", err
}

// local is an element name without its namespace prefix, when it is one the
// scan follows.
func local(name []byte) string {
	switch string(localName(name)) {
	case "row":
		return "row"
	case "v":
		return "v"
	case "is":
		return "is"
	case "sheetData":
		return "sheetData"
	case "c":
		return "c"
	case "f":
		return "f"
	case "mergeCell":
		return "mergeCell"
	}
	return ""
}

// readTag reads the rest of a start tag, through its '>', minding quotes
// (an attribute value may hold '>'), into buf.
func readTag(br *bufio.Reader, buf []byte) ([]byte, error) {
	buf = buf[:0]
	var quote byte
	for {
		if br.Buffered() == 0 {
			if _, err := br.Peek(1); err != nil {
				return buf, err
			}
		}
		chunk, _ := br.Peek(br.Buffered())
		for i, b := range chunk {
			switch {
			case quote != 0:
				if b == quote {
					quote = 0
				}
			case b == '"' || b == '\'':
				quote = b
			case b == '>':
				buf = append(buf, chunk[:i+1]...)
				br.Discard(i + 1)
				if len(buf) > maxTag {
					return buf, errLongTag
				}
				return buf, nil
			}
		}
		buf = append(buf, chunk...)
		br.Discard(len(chunk))
		if len(buf) > maxTag {
			return buf, errLongTag
		}
	}
}

// rowNumber reads a row's r attribute from the rest of its start tag as
// excelize does: every attribute whose local name is r counts, the last one
// wins, and one that is not a number makes the row number 0. ok is false when
// the value needs XML unescaping, or is negative.
func rowNumber(tag []byte) (n int, ok bool) {
	for len(tag) > 0 {
		tag = bytes.TrimLeft(tag, " \t\r\n")
		eq := bytes.IndexByte(tag, '=')
		if eq < 0 {
			return n, true // "/>" or ">"
		}
		name := bytes.TrimRight(tag[:eq], " \t\r\n")
		rest := bytes.TrimLeft(tag[eq+1:], " \t\r\n")
		if len(rest) == 0 || (rest[0] != '"' && rest[0] != '\'') {
			return 0, false
		}
		close := bytes.IndexByte(rest[1:], rest[0])
		if close < 0 {
			return 0, false
		}
		value := rest[1 : 1+close]
		tag = rest[close+2:]
		name = localName(name)
		if string(name) != "r" {
			continue
		}
		if bytes.IndexByte(value, '&') >= 0 {
			return 0, false
		}
		v, err := strconv.Atoi(string(value))
		if err != nil {
			return 0, true // excelize stops at the first bad one: row number 0
		}
		if v < 0 {
			return 0, false
		}
		n = v
	}
	return n, true
}

// attr returns the value of a start tag's attribute of the given local
// name, when it needs no unescaping.
func attr(tag []byte, local string) (string, bool) {
	for len(tag) > 0 {
		tag = bytes.TrimLeft(tag, " \t\r\n")
		eq := bytes.IndexByte(tag, '=')
		if eq < 0 {
			return "", false
		}
		name := bytes.TrimRight(tag[:eq], " \t\r\n")
		rest := bytes.TrimLeft(tag[eq+1:], " \t\r\n")
		if len(rest) == 0 || (rest[0] != '"' && rest[0] != '\'') {
			return "", false
		}
		end := bytes.IndexByte(rest[1:], rest[0])
		if end < 0 {
			return "", false
		}
		value := rest[1 : 1+end]
		tag = rest[end+2:]
		name = localName(name)
		if string(name) == local && bytes.IndexByte(value, '&') < 0 {
			return string(value), true
		}
	}
	return "", false
}

// cellType is a cell's t attribute ("b", "str", "s", …), "" when it has
// none (a number).
func cellType(tag []byte) string {
	t, _ := attr(tag, "t")
	return t
}

// boolean reports whether a cell's start tag says it holds TRUE or FALSE:
// a quick look first, as most cells are not.
func boolean(tag []byte) bool {
	if !bytes.Contains(tag, []byte(`t="b"`)) && !bytes.Contains(tag, []byte(`t='b'`)) {
		return false
	}
	return cellType(tag) == "b"
}

// cellColumn is the 1-based column of a cell's r attribute ("AB12" is 28),
// or 0 when it has none that excelize would read.
func cellColumn(tag []byte) int {
	ref, ok := []byte(nil), false
	// Most writers put r first: ` r="C5"`.
	if rest, found := bytes.CutPrefix(tag, []byte(` r="`)); found {
		if end := bytes.IndexByte(rest, '"'); end >= 0 {
			ref, ok = rest[:end], true
		}
	}
	if !ok {
		r, found := attr(tag, "r")
		if !found {
			return 0
		}
		ref = []byte(r)
	}
	col := 0
	for _, b := range ref {
		switch {
		case 'A' <= b && b <= 'Z':
			col = col*26 + int(b-'A') + 1
		case 'a' <= b && b <= 'z':
			col = col*26 + int(b-'a') + 1
		case '0' <= b && b <= '9':
			return col
		default:
			return 0
		}
		if col > 16384 {
			return 0
		}
	}
	return 0
}

// xmlChars passes a reader's bytes on, noting whether any is not UTF-8 of
// a character XML allows (encoding/xml stops at such a byte).
type xmlChars struct {
	r     io.Reader
	bad   bool
	carry [utf8.UTFMax]byte // a character's first bytes, at the end of a read
	nc    int
}

func (c *xmlChars) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if !c.bad {
		c.check(p[:n])
		if err == io.EOF && c.nc > 0 {
			c.bad = true // cut short within a character
		}
	}
	return n, err
}

func (c *xmlChars) check(b []byte) {
	for c.nc > 0 && len(b) > 0 {
		c.carry[c.nc] = b[0]
		c.nc++
		b = b[1:]
		if utf8.FullRune(c.carry[:c.nc]) {
			r, size := utf8.DecodeRune(c.carry[:c.nc])
			if r == utf8.RuneError && size == 1 || size != c.nc || !isXMLChar(r) {
				c.bad = true
				return
			}
			c.nc = 0
		}
	}
	for i := 0; i < len(b); {
		x := b[i]
		if x >= 0x20 && x < utf8.RuneSelf {
			i++
			continue
		}
		if x < utf8.RuneSelf {
			if x != '\t' && x != '\n' && x != '\r' {
				c.bad = true
				return
			}
			i++
			continue
		}
		if !utf8.FullRune(b[i:]) {
			c.nc = copy(c.carry[:], b[i:])
			return
		}
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 || !isXMLChar(r) {
			c.bad = true
			return
		}
		i += size
	}
}
