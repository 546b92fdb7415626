package xlsxtest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// What a scored workbook's bookkeeping parts must keep of the director's
// (issue 31): the workbook part every sheet, every defined name with all its
// attributes (its localSheetId pointing at the same sheet), every attribute
// of workbookPr and workbookProtection; the styles and shared strings only
// appended to; and every part well-formed, each prefix bound to a namespace.

// element is an element of a part as read by elements: its name with its
// prefix, its attributes by prefixed name, its text, and its raw bytes.
type element struct {
	depth int
	name  string
	attrs map[string]string
	text  string
	raw   []byte
}

// elements reads every element of an XML part, in document order.
func elements(data []byte) ([]element, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	var out []element
	var open []int
	for {
		start := int(d.InputOffset())
		tok, err := d.RawToken()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			e := element{depth: len(open) + 1, name: prefixed(t.Name), attrs: map[string]string{}, raw: data[start:start]}
			for _, a := range t.Attr {
				e.attrs[prefixed(a.Name)] = a.Value
			}
			out = append(out, e)
			open = append(open, len(out)-1)
			out[len(out)-1].raw = data[start:] // cut at its end below
		case xml.CharData:
			if len(open) > 0 {
				out[open[len(open)-1]].text += string(t)
			}
		case xml.EndElement:
			if len(open) == 0 {
				return nil, fmt.Errorf("unbalanced end tag %s", prefixed(t.Name))
			}
			i := open[len(open)-1]
			open = open[:len(open)-1]
			end := int(d.InputOffset())
			raw := out[i].raw
			out[i].raw = raw[:len(raw)-(len(data)-end)]
		}
	}
}

func prefixed(n xml.Name) string {
	if n.Space == "" {
		return n.Local
	}
	return n.Space + ":" + n.Local
}

func local(name string) string {
	if i := strings.IndexByte(name, ':'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// attrsOf are an element's attributes but the namespace declarations and
// those named.
func attrsOf(e element, except ...string) map[string]string {
	m := map[string]string{}
	for k, v := range e.attrs {
		if k == "xmlns" || strings.HasPrefix(k, "xmlns:") || slices.Contains(except, k) {
			continue
		}
		m[k] = v
	}
	return m
}

func sameAttrs(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// WorkbookKept checks the workbook part after scoring against the
// director's: every sheet with the same attributes; every defined name with
// the same attributes and formula, scoped to the same sheet; workbookPr and
// workbookProtection with the same attributes.
func WorkbookKept(orig, after []byte) []string {
	o, err := elements(orig)
	if err != nil {
		return []string{"the original workbook part: " + err.Error()}
	}
	a, err := elements(after)
	if err != nil {
		return []string{"the workbook part written: " + err.Error()}
	}
	var out []string
	sheetsOf := func(es []element) (names []string, byName map[string]map[string]string) {
		byName = map[string]map[string]string{}
		for _, e := range es {
			if e.depth == 3 && local(e.name) == "sheet" {
				names = append(names, e.attrs["name"])
				byName[e.attrs["name"]] = attrsOf(e)
			}
		}
		return names, byName
	}
	oNames, oSheets := sheetsOf(o)
	aNames, aSheets := sheetsOf(a)
	for _, n := range oNames {
		if got, ok := aSheets[n]; !ok {
			out = append(out, fmt.Sprintf("sheet %q is gone", n))
		} else if !sameAttrs(got, oSheets[n]) {
			out = append(out, fmt.Sprintf("sheet %q: attributes %v, were %v", n, got, oSheets[n]))
		}
	}
	// The director's sheets keep their order among themselves.
	var kept []string
	for _, n := range aNames {
		if _, ok := oSheets[n]; ok {
			kept = append(kept, n)
		}
	}
	if !slices.Equal(kept, oNames) {
		out = append(out, fmt.Sprintf("the sheets' order %v, was %v", kept, oNames))
	}
	key := func(e element, sheets []string) string {
		scope := ""
		if v, ok := e.attrs["localSheetId"]; ok {
			i, err := strconv.Atoi(v)
			if err != nil || i < 0 || i >= len(sheets) {
				scope = "#" + v
			} else {
				scope = sheets[i]
			}
		}
		attrs := attrsOf(e, "localSheetId")
		var list []string
		for k, v := range attrs {
			list = append(list, k+"="+v)
		}
		slices.Sort(list)
		return fmt.Sprintf("%s scoped to %q %v: %s", e.attrs["name"], scope, list, e.text)
	}
	have := map[string]int{}
	for _, e := range a {
		if e.depth == 3 && local(e.name) == "definedName" {
			have[key(e, aNames)]++
		}
	}
	for _, e := range o {
		if e.depth == 3 && local(e.name) == "definedName" {
			k := key(e, oNames)
			if have[k] == 0 {
				out = append(out, "defined name lost or changed: "+k)
			}
			have[k]--
		}
	}
	for _, el := range []string{"workbookPr", "workbookProtection", "fileSharing"} {
		var oa, aa map[string]string
		for _, e := range o {
			if e.depth == 2 && local(e.name) == el {
				oa = attrsOf(e)
			}
		}
		for _, e := range a {
			if e.depth == 2 && local(e.name) == el {
				aa = attrsOf(e)
			}
		}
		if oa != nil && !sameAttrs(oa, aa) {
			out = append(out, fmt.Sprintf("%s: attributes %v, were %v", el, aa, oa))
		}
	}
	return out
}

// AppendedOnly checks a part that may only be appended to (the styles, the
// shared strings): the root keeps its attributes (its namespaces above
// all); each of the root's children comes back, in order, with the same
// attributes but its count; and its children, byte for byte, are the first
// of the new one's.
func AppendedOnly(name string, orig, after []byte) []string {
	if bytes.Equal(orig, after) {
		return nil
	}
	o, err := elements(orig)
	if err != nil || len(o) == 0 {
		return nil // not the director's to keep
	}
	a, err := elements(after)
	if err != nil || len(a) == 0 {
		return []string{fmt.Sprintf("%s: %v", name, err)}
	}
	var out []string
	if o[0].name != a[0].name || !sameAttrs(o[0].attrs, a[0].attrs) {
		var diff []string
		for k, v := range a[0].attrs {
			if o[0].attrs[k] != v {
				diff = append(diff, k)
			}
		}
		for k := range o[0].attrs {
			if _, ok := a[0].attrs[k]; !ok {
				diff = append(diff, k)
			}
		}
		slices.Sort(diff)
		out = append(out, fmt.Sprintf("%s: the root <%s> has other attributes than <%s>: %v", name, a[0].name, o[0].name, diff))
	}
	// children are the indexes of an element's children.
	children := func(es []element, i int) []int {
		var c []int
		for j := i + 1; j < len(es) && es[j].depth > es[i].depth; j++ {
			if es[j].depth == es[i].depth+1 {
				c = append(c, j)
			}
		}
		return c
	}
	oc, ac := children(o, 0), children(a, 0)
	j := 0
	for _, ci := range oc {
		c := o[ci]
		for j < len(ac) && a[ac[j]].name != c.name {
			j++
		}
		if j == len(ac) {
			out = append(out, fmt.Sprintf("%s: <%s> is gone or moved", name, c.name))
			break
		}
		n := a[ac[j]]
		except := []string{"count", "uniqueCount"}
		if !sameAttrs(attrsOf(c, except...), attrsOf(n, except...)) {
			out = append(out, fmt.Sprintf("%s: <%s> attributes %v, were %v", name, c.name, n.attrs, c.attrs))
		}
		og, ag := children(o, ci), children(a, ac[j])
		if len(og) == 0 && len(ag) == 0 && c.text != n.text {
			out = append(out, fmt.Sprintf("%s: <%s> text changed", name, c.name))
		}
		for k, g := range og {
			if k >= len(ag) || !bytes.Equal(o[g].raw, a[ag[k]].raw) {
				out = append(out, fmt.Sprintf("%s: <%s> entry %d changed", name, c.name, k))
				break
			}
		}
		j++
	}
	return out
}

var ignorableAttr = regexp.MustCompile(`^(?:[\w.-]+:)?(?:Ignorable|ProcessContent|MustUnderstand)$`)

// WellFormed checks that a part is well-formed XML whose every prefix, of
// an element, an attribute or in markup compatibility's Ignorable, is bound
// to a namespace where it is used.
func WellFormed(name string, data []byte) error {
	if !strings.HasSuffix(name, ".xml") && !strings.HasSuffix(name, ".rels") && path.Ext(name) != ".vml" {
		return nil
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	var scopes []map[string]bool
	bound := func(p string) bool {
		if p == "xml" || p == "xmlns" {
			return true
		}
		for i := len(scopes) - 1; i >= 0; i-- {
			if scopes[i][p] {
				return true
			}
		}
		return false
	}
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			if len(scopes) != 0 {
				return fmt.Errorf("%s is cut short", name)
			}
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			s := map[string]bool{}
			for _, a := range t.Attr {
				if a.Name.Space == "xmlns" {
					s[a.Name.Local] = true
				}
			}
			scopes = append(scopes, s)
			if t.Name.Space != "" && !bound(t.Name.Space) {
				return fmt.Errorf("%s: <%s> has an unbound prefix", name, prefixed(t.Name))
			}
			for _, a := range t.Attr {
				if a.Name.Space != "" && !bound(a.Name.Space) {
					return fmt.Errorf("%s: attribute %s of <%s> has an unbound prefix", name, prefixed(a.Name), prefixed(t.Name))
				}
				if ignorableAttr.MatchString(prefixed(a.Name)) && a.Name.Space != "" {
					for _, p := range strings.Fields(a.Value) {
						p, _, _ = strings.Cut(p, ":")
						if !bound(p) {
							return fmt.Errorf("%s: <%s> %s names the unbound prefix %s", name, prefixed(t.Name), prefixed(a.Name), p)
						}
					}
				}
			}
		case xml.EndElement:
			if len(scopes) == 0 {
				return fmt.Errorf("%s: unbalanced end tag", name)
			}
			scopes = scopes[:len(scopes)-1]
		}
	}
}
