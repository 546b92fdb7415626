package guard

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strconv"
)

// The styles part is shared by the director's sheets and the tool's: its
// entries are numbered by position, and a cell names its format by number.
// excelize reads the part into structures of its own and writes it back
// from them, which loses what they do not model (a namespace declared for
// Excel for Mac's extensions, mc:AlternateContent entries of Hancell). So
// the part is written back from the bytes it had, with excelize's new
// entries appended to each list (MergeStyles); and, so that excelize numbers
// its entries as the file does, each entry it cannot read (an
// mc:AlternateContent) is given to it as the entry a reader that does not
// know the choice would take: the fallback (StyleEntries).

// stylesPart is where excelize reads and writes the styles.
const stylesPart = "xl/styles.xml"

// StylesPart is the styles part as the file had it.
type StylesPart struct {
	Name string // xl/styles.xml
	Orig []byte
}

// StyleLists are the lists of the styles part, in the schema's order, each
// with the name of its entries.
var StyleLists = []struct{ List, Entry string }{
	{"numFmts", "numFmt"}, {"fonts", "font"}, {"fills", "fill"}, {"borders", "border"},
	{"cellStyleXfs", "xf"}, {"cellXfs", "xf"}, {"cellStyles", "cellStyle"}, {"dxfs", "dxf"},
	{"tableStyles", "tableStyle"}, {"colors", ""}, {"extLst", ""},
}

// StyleEntry is an entry of a list of the styles part: read directly (an
// element excelize reads), or the fallback of an mc:AlternateContent (Raw
// the entry element a reader without the choice's namespace takes; nil
// when there is none).
type StyleEntry struct {
	Direct bool
	Raw    []byte
}

// stylesList is a list of the styles part: where it is, its prefix, and the
// spans of its entries.
type stylesList struct {
	wbSpan
	entries []wbSpan // every child element, in order
	kinds   []string // each child's local name
	self    bool     // written <fonts/>
}

// scanStyles finds the lists of a styles part.
func scanStyles(data []byte) (prefix string, lists map[string]*stylesList, rootEnd int, err error) {
	if enc := declaredEncoding(data); enc != "" && !bytes.EqualFold([]byte(enc), []byte("utf-8")) {
		return "", nil, 0, fmt.Errorf("the styles part is in %s", enc)
	}
	lists = map[string]*stylesList{}
	d := xml.NewDecoder(bytes.NewReader(data))
	depth := 0
	var cur *stylesList
	var child *wbSpan
	for {
		start := int(d.InputOffset())
		tok, err := d.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", nil, 0, err
		}
		end := int(d.InputOffset())
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			switch depth {
			case 1:
				if t.Name.Space != "" {
					prefix = t.Name.Space + ":"
				}
			case 2:
				cur = &stylesList{wbSpan: wbSpan{start: start, name: t.Name.Local}}
				cur.self = bytes.HasSuffix(bytes.TrimRight(data[start:end], " \t\r\n"), []byte("/>"))
				lists[t.Name.Local] = cur
			case 3:
				child = &wbSpan{start: start, name: t.Name.Local}
			}
		case xml.EndElement:
			switch depth {
			case 1:
				rootEnd = start
			case 2:
				cur.end = end
				cur = nil
			case 3:
				child.end = end
				cur.entries = append(cur.entries, *child)
				cur.kinds = append(cur.kinds, child.name)
			}
			depth--
		}
	}
	return prefix, lists, rootEnd, nil
}

// StyleEntries lists the entries of each list of a styles part (by the
// list's name), for excelize to be given those it cannot read.
func StyleEntries(data []byte) (map[string][]StyleEntry, error) {
	_, lists, _, err := scanStyles(data)
	if err != nil {
		return nil, err
	}
	out := map[string][]StyleEntry{}
	for _, l := range StyleLists {
		sl := lists[l.List]
		if sl == nil || l.Entry == "" {
			continue
		}
		var es []StyleEntry
		for i, e := range sl.entries {
			if sl.kinds[i] == l.Entry {
				es = append(es, StyleEntry{Direct: true})
				continue
			}
			es = append(es, StyleEntry{Raw: fallbackEntry(data[e.start:e.end], l.Entry)})
		}
		out[l.List] = es
	}
	return out, nil
}

// fallbackEntry is the entry an mc:AlternateContent gives a reader that
// knows none of its choices: its Fallback's, else nil.
func fallbackEntry(ac []byte, entry string) []byte {
	d := xml.NewDecoder(bytes.NewReader(ac))
	inFallback := false
	depth := 0
	for {
		start := int(d.InputOffset())
		tok, err := d.RawToken()
		if err != nil {
			return nil
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if depth == 2 && t.Name.Local == "Fallback" {
				inFallback = true
			}
			if inFallback && depth == 3 && t.Name.Local == entry {
				// Skip reads by Token, which would not know the start
				// tag read raw: the entry's end is found by depth.
				for in := 1; in > 0; {
					tok, err := d.RawToken()
					if err != nil {
						return nil
					}
					switch tok.(type) {
					case xml.StartElement:
						in++
					case xml.EndElement:
						in--
					}
				}
				return ac[start:int(d.InputOffset())]
			}
		case xml.EndElement:
			if depth == 2 {
				inFallback = false
			}
			depth--
		}
	}
}

var (
	countAttr = regexp.MustCompile(`\scount\s*=\s*("[^"]*"|'[^']*')`)
	// an element's name without a prefix, to be given the part's
	unprefixed = regexp.MustCompile(`<(/?)([A-Za-z_][\w.-]*)([\s/>])`)
)

// MergeStyles writes the styles part: orig as the file had it, with the
// entries excelize added (out, the part as excelize wrote it, holds the
// file's entries, as many as the file has, then its own) appended to each
// list, and its count set. A list the file lacks is added where the schema
// puts it. When orig cannot be read so, or excelize has fewer entries than
// the file in some list, out is returned as it is.
func MergeStyles(orig, out []byte) []byte {
	prefix, ol, rootEnd, err := scanStyles(orig)
	if err != nil {
		return out
	}
	_, wl, _, err := scanStyles(out)
	if err != nil {
		return out
	}
	var edits []edit
	for i, l := range StyleLists {
		w := wl[l.List]
		if w == nil || l.Entry == "" {
			continue
		}
		o := ol[l.List]
		have := 0
		if o != nil {
			have = len(o.entries)
		}
		if len(w.entries) < have {
			return out // excelize lost entries: its numbers are not the file's
		}
		if len(w.entries) == have {
			continue
		}
		var added bytes.Buffer
		for _, e := range w.entries[have:] {
			added.Write(reprefix(out[e.start:e.end], prefix))
		}
		count := strconv.Itoa(len(w.entries))
		if o == nil {
			// Where the schema puts it: before the first list after it.
			at := rootEnd
			for _, later := range StyleLists[i+1:] {
				if n := ol[later.List]; n != nil && n.start < at {
					at = n.start
				}
			}
			el := fmt.Sprintf(`<%s%s count="%s">%s</%s%s>`, prefix, l.List, count, added.Bytes(), prefix, l.List)
			edits = append(edits, edit{at, at, []byte(el)})
			continue
		}
		tagEnd := o.start + bytes.IndexByte(orig[o.start:o.end], '>') + 1
		tag := setAttr(orig[o.start:tagEnd], countAttr, "count", count)
		if o.self {
			tag = append(bytes.TrimSuffix(bytes.TrimRight(tag[:len(tag)-1], " \t\r\n"), []byte("/")), '>')
			el := append(append(tag, added.Bytes()...), "</"+prefix+l.List+">"...)
			edits = append(edits, edit{o.start, o.end, el})
			continue
		}
		edits = append(edits, edit{o.start, tagEnd, tag})
		closing := closingStart(orig, o.wbSpan)
		edits = append(edits, edit{closing, closing, added.Bytes()})
	}
	if len(edits) == 0 {
		return orig
	}
	return applyEdits(orig, edits)
}

// reprefix gives the elements of an entry excelize wrote, in the default
// namespace, the prefix of the part's (Hancell writes x:font).
func reprefix(el []byte, prefix string) []byte {
	if prefix == "" {
		return el
	}
	return unprefixed.ReplaceAll(el, []byte("<${1}"+prefix+"${2}${3}"))
}
