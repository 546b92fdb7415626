package guard

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// excelize reads the workbook part into structures of its own and writes it
// back from them, which loses what they do not model: a structure
// protection's legacy password (workbookPassword), a defined name's xlm
// flag, attributes of newer Excel versions, extensions. So the workbook part
// is written back from the bytes it had, with only scorebook's changes: the
// sheets it added, in the tab order it sets, and the defined names it added,
// changed or removed. Every other element, and every attribute of the
// director's sheets and names, comes back as the file had it; only the
// localSheetId of a sheet-scoped name is renumbered when the sheets move, so
// that the name still belongs to its sheet.

// relsNS is the namespace of relationship ids (r:id).
const relsNS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

// wbSpan is an element of the workbook part: where it starts and ends, and
// for a sheet or a defined name what identifies it.
type wbSpan struct {
	start, end int
	name       string // a sheet's or a defined name's name attribute
	local      int    // a defined name's localSheetId, -1 when it has none
	text       string // a defined name's formula
}

// wbLayout is where things are in a workbook part.
type wbLayout struct {
	prefix    string // the prefix of the main namespace's elements ("" or "x:")
	relPrefix string // a prefix bound to relsNS on the root, "" when none
	root      string // the root's name
	// sheets and definedNames are the elements, children the elements
	// inside them; afterSheets is where a definedNames element is to go
	// when there is none (after sheets, functionGroups, externalReferences).
	sheets, names      *wbSpan
	sheetList, nameDef []wbSpan
	afterSheets        int
}

// scanWorkbook finds the sheets and the defined names in a workbook part.
func scanWorkbook(data []byte) (*wbLayout, error) {
	if enc := declaredEncoding(data); enc != "" && !strings.EqualFold(enc, "utf-8") {
		return nil, fmt.Errorf("the workbook part is in %s", enc)
	}
	l := &wbLayout{}
	d := xml.NewDecoder(bytes.NewReader(data))
	depth := 0
	var cur *wbSpan // the sheet or definedName being read
	var inNames, inSheets bool
	for {
		start := int(d.InputOffset())
		tok, err := d.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		end := int(d.InputOffset())
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			switch {
			case depth == 1:
				l.root = t.Name.Local
				if t.Name.Space != "" {
					l.prefix = t.Name.Space + ":"
				}
				for _, a := range t.Attr {
					if a.Name.Space == "xmlns" && a.Value == relsNS {
						l.relPrefix = a.Name.Local
					}
				}
			case depth == 2:
				switch t.Name.Local {
				case "sheets":
					l.sheets = &wbSpan{start: start}
					inSheets = true
				case "definedNames":
					l.names = &wbSpan{start: start}
					inNames = true
				}
			case depth == 3 && (inSheets && t.Name.Local == "sheet" || inNames && t.Name.Local == "definedName"):
				cur = &wbSpan{start: start, local: -1}
				for _, a := range t.Attr {
					switch {
					case a.Name.Space == "" && a.Name.Local == "name":
						cur.name = a.Value
					case a.Name.Space == "" && a.Name.Local == "localSheetId":
						if n, err := strconv.Atoi(strings.TrimSpace(a.Value)); err == nil {
							cur.local = n
						}
					}
				}
			}
		case xml.CharData:
			if cur != nil && inNames {
				cur.text += string(t)
			}
		case xml.EndElement:
			switch {
			case depth == 3 && cur != nil:
				cur.end = end
				if inSheets {
					l.sheetList = append(l.sheetList, *cur)
				} else {
					l.nameDef = append(l.nameDef, *cur)
				}
				cur = nil
			case depth == 2:
				switch t.Name.Local {
				case "sheets":
					l.sheets.end, inSheets = end, false
					l.afterSheets = end
				case "definedNames":
					l.names.end, inNames = end, false
				case "functionGroups", "externalReferences":
					l.afterSheets = end
				}
			}
			depth--
		}
	}
	if l.sheets == nil {
		return nil, fmt.Errorf("the workbook part lists no sheets")
	}
	return l, nil
}

var encodingDecl = regexp.MustCompile(`^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']`)

func declaredEncoding(data []byte) string {
	if m := encodingDecl.FindSubmatch(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))); m != nil {
		return string(m[1])
	}
	return ""
}

// written is the workbook part as excelize wrote it: its sheets and defined
// names.
type written struct {
	Sheets []struct {
		Name  string `xml:"name,attr"`
		ID    string `xml:"sheetId,attr"`
		State string `xml:"state,attr"`
		RID   string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
	} `xml:"sheets>sheet"`
	Names []struct {
		Name   string `xml:"name,attr"`
		Local  *int   `xml:"localSheetId,attr"`
		Hidden string `xml:"hidden,attr"`
		Value  string `xml:",chardata"`
	} `xml:"definedNames>definedName"`
}

var localSheetIDAttr = regexp.MustCompile(`\slocalSheetId\s*=\s*("[^"]*"|'[^']*')`)

// MergeWorkbook writes the workbook part: orig as the file had it, with the
// sheets and defined names of out, the part as excelize wrote it. The
// sheets named in front come first, in that order, then the others in
// out's order (the workbook's, with any new sheets at the end). It returns
// the part and the new position of each of out's sheets (by name). When orig
// cannot be read so, out is returned as it is.
func MergeWorkbook(orig, out []byte, front []string) ([]byte, map[string]int) {
	var w written
	if err := xml.Unmarshal(out, &w); err != nil {
		return out, nil
	}
	l, err := scanWorkbook(orig)
	if err != nil {
		return out, nil
	}
	// The tab order: the front sheets, then the rest as excelize has them.
	var order []string
	placed := map[string]bool{}
	have := map[string]bool{}
	for _, s := range w.Sheets {
		have[s.Name] = true
	}
	for _, n := range front {
		if have[n] && !placed[n] {
			order, placed[n] = append(order, n), true
		}
	}
	for _, s := range w.Sheets {
		if !placed[s.Name] {
			order, placed[s.Name] = append(order, s.Name), true
		}
	}
	pos := map[string]int{}
	for i, n := range order {
		pos[n] = i
	}
	origSheet := map[string]wbSpan{}
	var origOrder []string
	for _, s := range l.sheetList {
		origSheet[s.name] = s
		origOrder = append(origOrder, s.name)
	}
	var edits []edit

	// The sheets.
	if strings.Join(origOrder, "\x00") != strings.Join(order, "\x00") {
		var b bytes.Buffer
		for _, n := range order {
			if s, ok := origSheet[n]; ok {
				b.Write(orig[s.start:s.end])
				continue
			}
			for _, s := range w.Sheets {
				if s.Name != n {
					continue
				}
				fmt.Fprintf(&b, `<%ssheet name="%s" sheetId="%s"`, l.prefix, attrEscape(s.Name), attrEscape(s.ID))
				if s.State != "" {
					fmt.Fprintf(&b, ` state="%s"`, attrEscape(s.State))
				}
				if l.relPrefix != "" {
					fmt.Fprintf(&b, ` %s:id="%s"/>`, l.relPrefix, attrEscape(s.RID))
				} else {
					fmt.Fprintf(&b, ` xmlns:r="%s" r:id="%s"/>`, relsNS, attrEscape(s.RID))
				}
			}
		}
		inner := innerStart(orig, *l.sheets)
		edits = append(edits, edit{inner, closingStart(orig, *l.sheets), b.Bytes()})
	}

	// The defined names: each of the workbook's kept as it was, renumbered,
	// when excelize still has it; its formula replaced when scorebook
	// changed it; gone when scorebook removed it. Then the new ones.
	scopeOf := func(list []string, i int) (string, bool) {
		if i < 0 || i >= len(list) {
			return "", false
		}
		return list[i], true
	}
	var writtenOrder []string
	for _, s := range w.Sheets {
		writtenOrder = append(writtenOrder, s.Name)
	}
	used := make([]bool, len(w.Names))
	var names bytes.Buffer
	changed := false
	for _, o := range l.nameDef {
		oScope, oScoped := scopeOf(origOrder, o.local)
		match := -1
		for i, n := range w.Names {
			if used[i] || n.Name != o.name || (n.Local != nil) != (o.local >= 0) {
				continue
			}
			if n.Local != nil {
				s, ok := scopeOf(writtenOrder, *n.Local)
				if oScoped && (!ok || s != oScope) || !oScoped && *n.Local != o.local {
					continue
				}
			}
			match = i
			break
		}
		if match < 0 {
			changed = true
			continue
		}
		used[match] = true
		el := orig[o.start:o.end]
		if w.Names[match].Value != o.text {
			el = replaceText(el, w.Names[match].Value)
			changed = true
		}
		if oScoped {
			if p, ok := pos[oScope]; ok && p != o.local {
				el = setAttr(el, localSheetIDAttr, "localSheetId", strconv.Itoa(p))
				changed = true
			}
		}
		names.Write(el)
	}
	for i, n := range w.Names {
		if used[i] {
			continue
		}
		changed = true
		fmt.Fprintf(&names, `<%sdefinedName name="%s"`, l.prefix, attrEscape(n.Name))
		if n.Local != nil {
			local := *n.Local
			if s, ok := scopeOf(writtenOrder, local); ok {
				local = pos[s]
			}
			fmt.Fprintf(&names, ` localSheetId="%d"`, local)
		}
		if n.Hidden != "" {
			fmt.Fprintf(&names, ` hidden="%s"`, attrEscape(n.Hidden))
		}
		names.WriteString(">")
		xml.EscapeText(&names, []byte(n.Value))
		fmt.Fprintf(&names, `</%sdefinedName>`, l.prefix)
	}
	switch {
	case !changed:
	case l.names != nil && names.Len() == 0:
		edits = append(edits, edit{l.names.start, l.names.end, nil})
	case l.names != nil && !selfClosed(orig, *l.names):
		edits = append(edits, edit{innerStart(orig, *l.names), closingStart(orig, *l.names), names.Bytes()})
	case l.names != nil: // <definedNames/>, as Google Sheets writes
		tag := bytes.TrimRight(bytes.TrimSuffix(bytes.TrimRight(orig[l.names.start:l.names.end], " \t\r\n"), []byte("/>")), " \t\r\n")
		el := append(append(append([]byte{}, tag...), '>'), names.Bytes()...)
		el = append(el, "</"+l.prefix+"definedNames>"...)
		edits = append(edits, edit{l.names.start, l.names.end, el})
	default:
		el := append([]byte("<"+l.prefix+"definedNames>"), names.Bytes()...)
		el = append(el, "</"+l.prefix+"definedNames>"...)
		edits = append(edits, edit{l.afterSheets, l.afterSheets, el})
	}
	return applyEdits(orig, edits), pos
}

// edit replaces orig[from:to].
type edit struct {
	from, to int
	with     []byte
}

// applyEdits makes edits that do not overlap, in order of position.
func applyEdits(orig []byte, edits []edit) []byte {
	for i := 1; i < len(edits); i++ {
		for j := i; j > 0 && edits[j].from < edits[j-1].from; j-- {
			edits[j], edits[j-1] = edits[j-1], edits[j]
		}
	}
	out := make([]byte, 0, len(orig)+256)
	at := 0
	for _, e := range edits {
		out = append(out, orig[at:e.from]...)
		out = append(out, e.with...)
		at = e.to
	}
	return append(out, orig[at:]...)
}

// selfClosed reports whether an element is written as one tag, <a/>.
func selfClosed(data []byte, s wbSpan) bool {
	return !bytes.Contains(data[s.start:s.end], []byte("</"))
}

// innerStart is where an element's content starts: after its start tag.
func innerStart(data []byte, s wbSpan) int {
	return s.start + bytes.IndexByte(data[s.start:s.end], '>') + 1
}

// closingStart is where an element's end tag starts.
func closingStart(data []byte, s wbSpan) int {
	return s.start + bytes.LastIndex(data[s.start:s.end], []byte("</"))
}

// replaceText replaces the text of an element holding only text.
func replaceText(el []byte, text string) []byte {
	open := bytes.IndexByte(el, '>') + 1
	closing := bytes.LastIndex(el, []byte("</"))
	if open <= 0 || closing < open {
		return el
	}
	var b bytes.Buffer
	b.Write(el[:open])
	xml.EscapeText(&b, []byte(text))
	b.Write(el[closing:])
	return b.Bytes()
}

// setAttr sets an attribute in an element's start tag.
func setAttr(el []byte, re *regexp.Regexp, name, value string) []byte {
	tagEnd := bytes.IndexByte(el, '>')
	if tagEnd < 0 {
		return el
	}
	tag := el[:tagEnd]
	repl := []byte(" " + name + `="` + value + `"`)
	if re.Match(tag) {
		tag = re.ReplaceAll(tag, repl)
	} else {
		end := len(tag)
		if bytes.HasSuffix(tag, []byte("/")) {
			end--
		}
		tag = append(append(append([]byte{}, tag[:end]...), repl...), tag[end:]...)
	}
	return append(append([]byte{}, tag...), el[tagEnd:]...)
}

func attrEscape(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return strings.ReplaceAll(b.String(), `"`, "&#34;")
}
