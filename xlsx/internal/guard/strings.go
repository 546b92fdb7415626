package guard

import (
	"bytes"
	"regexp"
	"strconv"
)

// excelize writes the shared strings back from what it read, which loses
// what it does not model (a prefixed namespace, phonetic runs, a count it
// recomputes). Cells name their strings by position; a run adds none but
// those excelize appends. So the part is written back from the bytes it
// had, with excelize's new strings, if any, appended (MergeSharedStrings).

// CalcChainPart is where a workbook keeps the order in which Excel last
// calculated its formulas.
const CalcChainPart = "xl/calcChain.xml"

// SharedStringsPart is where the shared strings are, as excelize reads them.
const SharedStringsPart = "xl/sharedStrings.xml"

var (
	sstRoot        = regexp.MustCompile(`<((?:[A-Za-z_][\w.-]*:)?)sst[\s>]`)
	uniqueCountAtt = regexp.MustCompile(`\suniqueCount\s*=\s*("[^"]*"|'[^']*')`)
)

// stringItems finds the start of each string item (<si>) of a shared
// strings part whose elements have the prefix. Text holds no '<', so a
// tag found is a tag.
func stringItems(data []byte, prefix string) []int {
	tag := []byte("<" + prefix + "si")
	var at []int
	for i := 0; ; {
		j := bytes.Index(data[i:], tag)
		if j < 0 {
			return at
		}
		k := i + j + len(tag)
		if k < len(data) && (data[k] == '>' || data[k] == '/' || data[k] == ' ' || data[k] == '\t' || data[k] == '\r' || data[k] == '\n') {
			at = append(at, i+j)
		}
		i = k
	}
}

// MergeSharedStrings writes the shared strings part: orig as the file had
// it, with the strings of out (the part as excelize wrote it) after as many
// as orig has appended, and the count of unique strings set. When excelize
// has fewer strings than the file, out is returned as it is.
func MergeSharedStrings(orig, out []byte) []byte {
	m := sstRoot.FindSubmatchIndex(orig)
	if m == nil {
		return out
	}
	prefix := string(orig[m[2]:m[3]])
	have := stringItems(orig, prefix)
	written := stringItems(out, "")
	switch {
	case len(written) == len(have):
		return orig
	case len(written) < len(have):
		return out
	}
	end := bytes.LastIndex(out, []byte("</sst>"))
	closing := bytes.LastIndex(orig, []byte("</"+prefix+"sst>"))
	if end < 0 || closing < 0 {
		return out
	}
	// Before an extLst after the strings, if any; else before the end.
	at := closing
	if e := bytes.LastIndex(orig[:closing], []byte("<"+prefix+"extLst")); e >= 0 && (len(have) == 0 || e > have[len(have)-1]) {
		at = e
	}
	added := reprefix(out[written[len(have)]:end], prefix)
	tagEnd := m[0] + bytes.IndexByte(orig[m[0]:], '>') + 1
	tag := orig[m[0]:tagEnd]
	if uniqueCountAtt.Match(tag) {
		tag = setAttr(tag, uniqueCountAtt, "uniqueCount", strconv.Itoa(len(written)))
	}
	if c := countAttr.FindSubmatch(tag); c != nil {
		if n, err := strconv.Atoi(string(bytes.Trim(c[1], `"'`))); err == nil {
			tag = setAttr(tag, countAttr, "count", strconv.Itoa(n+len(written)-len(have)))
		}
	}
	return applyEdits(orig, []edit{{m[0], tagEnd, tag}, {at, at, added}})
}
