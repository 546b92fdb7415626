package guard

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// NewCell is a cell of a row added to a worksheet: its column (1 for A)
// and its value, a whole number or text.
type NewCell struct {
	Col   int
	Value any // int or string
	// Replace lets FillCells write over what the cell holds (a setting's
	// value that was the template's).
	Replace bool
}

// AppendRows adds rows to a worksheet part below its last row that holds
// anything (a value, a formula or text), and returns the new part: the rows
// are inserted as XML and the rest of the part is kept byte for byte, but
// for the range its dimension declares. Rows below the last that hold
// anything are empty (a format filled down the sheet): a row of those that
// the new rows need is replaced by the new row, keeping its attributes and
// its cells' styles. It returns the first row number given.
func AppendRows(part []byte, rows [][]NewCell) ([]byte, int, error) {
	prefix, selfClosed, slash, bodyStart, bodyEnd, err := sheetDataBody(part)
	if err != nil {
		return nil, 0, err
	}
	existing, err := sheetRows(part[bodyStart:bodyEnd])
	if err != nil {
		return nil, 0, err
	}
	last, insertAt := 0, 0 // the last row holding anything, and the end of its element
	for _, r := range existing {
		if r.full {
			last, insertAt = r.number, r.end
		}
	}
	first := last + 1
	byNumber := map[int]sheetRow{}
	for _, r := range existing {
		if r.number > last {
			byNumber[r.number] = r
		}
	}
	var out bytes.Buffer
	body := part[bodyStart:bodyEnd]
	// The rows up to the last holding anything, as they were; then the new
	// rows, each merged with an empty row of its number; then the empty rows
	// left, as they were.
	out.Write(part[:bodyStart])
	if selfClosed {
		out.Truncate(slash)
		out.WriteString(">")
	}
	out.Write(body[:insertAt])
	used := map[int]bool{}
	for i, cells := range rows {
		n := first + i
		old, had := byNumber[n]
		used[n] = had
		if err := writeRow(&out, prefix, n, cells, old, had, body); err != nil {
			return nil, 0, err
		}
	}
	for _, r := range existing {
		if r.number > last && !used[r.number] {
			out.Write(body[r.start:r.end])
		}
	}
	if selfClosed {
		out.WriteString("</" + prefix + "sheetData>")
		out.Write(part[bodyStart:])
	} else {
		out.Write(part[bodyEnd:])
	}
	lastRow := first + len(rows) - 1
	for _, r := range existing {
		lastRow = max(lastRow, r.number)
	}
	width := 1
	for _, cells := range rows {
		for _, c := range cells {
			width = max(width, c.Col)
		}
	}
	return widenDimension(out.Bytes(), lastRow, width), first, nil
}

var sheetDataRE = regexp.MustCompile(`<(\w+:)?sheetData\b[^>]*?(/?)>`)

// sheetRow is a row element of a sheet: its number, where it is in the
// sheetData element, and whether any of its cells holds anything.
type sheetRow struct {
	number     int
	start, end int
	full       bool
	cells      []sheetCell
}

// sheetCell is a cell of an empty row: its column, and its element.
type sheetCell struct {
	col        int
	start, end int
	style      string
	full       bool // it holds a value, a formula or text
}

// sheetRows reads the row elements of a sheetData element's body.
func sheetRows(body []byte) ([]sheetRow, error) {
	d := xml.NewDecoder(bytes.NewReader(body))
	var rows []sheetRow
	var cur *sheetRow
	var cell *sheetCell
	depth := 0
	number := 0
	for {
		start := int(d.InputOffset())
		tok, err := d.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("the sheet's rows cannot be read: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			switch {
			case depth == 1 && t.Name.Local == "row":
				number++
				if r := startAttr(t, "r"); r != "" {
					n, err := strconv.Atoi(r)
					if err != nil || n < number {
						return nil, errors.New("the sheet's rows are out of order")
					}
					number = n
				}
				rows = append(rows, sheetRow{number: number, start: start})
				cur = &rows[len(rows)-1]
			case depth == 2 && t.Name.Local == "c" && cur != nil:
				col := 0
				if ref := startAttr(t, "r"); ref != "" {
					col = columnOf(ref)
				}
				if col == 0 {
					return nil, errors.New("a cell of the sheet has no address")
				}
				cur.cells = append(cur.cells, sheetCell{col: col, start: start, style: startAttr(t, "s")})
				cell = &cur.cells[len(cur.cells)-1]
			case depth == 3 && cur != nil:
				cur.full = true // a value, a formula, text
				if cell != nil {
					cell.full = true
				}
			}
		case xml.EndElement:
			switch {
			case depth == 1 && cur != nil:
				cur.end = int(d.InputOffset())
				cur = nil
			case depth == 2 && cell != nil:
				cell.end = int(d.InputOffset())
				cell = nil
			}
			depth--
		}
	}
	return rows, nil
}

func startAttr(t xml.StartElement, name string) string {
	for _, a := range t.Attr {
		if a.Name.Local == name && a.Name.Space == "" {
			return a.Value
		}
	}
	return ""
}

// columnOf is the column of a cell reference, 1 for A1; 0 when it is not
// one.
func columnOf(ref string) int {
	col := 0
	for _, r := range ref {
		switch {
		case r >= 'A' && r <= 'Z':
			col = col*26 + int(r-'A'+1)
		case r >= '0' && r <= '9':
			return col
		default:
			return 0
		}
	}
	return 0
}

func columnName(col int) string {
	var b []byte
	for col > 0 {
		col--
		b = append([]byte{byte('A' + col%26)}, b...)
		col /= 26
	}
	return string(b)
}

// writeRow writes a new row, merged with the empty row of its number when
// the sheet has one: its attributes, and its cells' styles, are kept.
// sheetDataBody finds a worksheet's rows element: its namespace prefix
// ("x:" or ""), whether it is self-closed (<sheetData/>), and where its
// body of rows starts and ends in part; slash is where a self-closed
// element's "/>" starts, for a writer to open it.
func sheetDataBody(part []byte) (prefix string, selfClosed bool, slash, bodyStart, bodyEnd int, err error) {
	sd := sheetDataRE.FindSubmatchIndex(part)
	if sd == nil {
		return "", false, 0, 0, 0, errors.New("the sheet has no rows element")
	}
	if sd[2] >= 0 {
		prefix = string(part[sd[2]:sd[3]])
	}
	selfClosed, slash = sd[4] < sd[5], sd[4]
	bodyStart = sd[1]
	bodyEnd = bodyStart
	if !selfClosed {
		end := bytes.Index(part[bodyStart:], []byte("</"+prefix+"sheetData>"))
		if end < 0 {
			return "", false, 0, 0, 0, errors.New("the sheet's rows element does not end")
		}
		bodyEnd = bodyStart + end
	}
	return prefix, selfClosed, slash, bodyStart, bodyEnd, nil
}

func writeRow(out *bytes.Buffer, prefix string, n int, cells []NewCell, old sheetRow, had bool, body []byte) error {
	cells = slices.Clone(cells)
	slices.SortFunc(cells, func(a, b NewCell) int { return a.Col - b.Col })
	if had {
		tag := body[old.start:old.end]
		head := tag[:bytes.IndexByte(tag, '>')+1]
		if bytes.HasSuffix(head, []byte("/>")) {
			head = append(bytes.TrimSuffix(head, []byte("/>")), '>')
		}
		out.Write(spansRE.ReplaceAll(head, nil))
	} else {
		fmt.Fprintf(out, `<%srow r="%d">`, prefix, n)
	}
	styles := map[int]string{}
	var keep []sheetCell
	for _, c := range old.cells {
		styles[c.col] = c.style
		if !slices.ContainsFunc(cells, func(nc NewCell) bool { return nc.Col == c.col }) {
			keep = append(keep, c)
		}
	}
	i := 0
	for _, c := range cells {
		for i < len(keep) && keep[i].col < c.Col {
			out.Write(body[keep[i].start:keep[i].end])
			i++
		}
		ref := columnName(c.Col) + strconv.Itoa(n)
		style := ""
		if s := styles[c.Col]; s != "" {
			style = ` s="` + s + `"`
		}
		switch v := c.Value.(type) {
		case int:
			fmt.Fprintf(out, `<%sc r="%s"%s><%sv>%d</%sv></%sc>`, prefix, ref, style, prefix, v, prefix, prefix)
		case string:
			fmt.Fprintf(out, `<%sc r="%s"%s t="inlineStr"><%sis><%st xml:space="preserve">`, prefix, ref, style, prefix, prefix)
			if err := xml.EscapeText(out, []byte(v)); err != nil {
				return err
			}
			fmt.Fprintf(out, `</%st></%sis></%sc>`, prefix, prefix, prefix)
		default:
			return fmt.Errorf("a cell of %T cannot be written", c.Value)
		}
	}
	for ; i < len(keep); i++ {
		out.Write(body[keep[i].start:keep[i].end])
	}
	fmt.Fprintf(out, `</%srow>`, prefix)
	return nil
}

var spansRE = regexp.MustCompile(`\s+spans="[^"]*"`)

var dimensionRE = regexp.MustCompile(`(<(?:\w+:)?dimension\b[^>]*?\bref=")([^"]*)(")`)

// widenDimension makes the range a part declares reach the given row and
// column.
func widenDimension(part []byte, row, col int) []byte {
	loc := dimensionRE.FindSubmatchIndex(part)
	if loc == nil {
		return part
	}
	ref := string(part[loc[4]:loc[5]])
	from, to, found := strings.Cut(ref, ":")
	if !found {
		to = from
	}
	toCol, toRow := columnOf(to), 0
	if toCol > 0 {
		toRow, _ = strconv.Atoi(strings.TrimLeft(to, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
	}
	toCol, toRow = max(toCol, col), max(toRow, row)
	if from == "" || columnOf(from) == 0 {
		from = "A1"
	}
	newRef := from + ":" + columnName(toCol) + strconv.Itoa(toRow)
	return slices.Concat(part[:loc[4]], []byte(newRef), part[loc[5]:])
}
