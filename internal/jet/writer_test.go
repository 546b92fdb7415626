package jet

import (
	"crypto/rc4"
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"
	"unicode/utf16"
)

// A writer of small databases to the format of HACKING.md, for the tests
// only: it writes what the reader must read (the header, the catalogue, TDEF
// pages, inline usage maps, data pages, Jet 3 jump tables, long values inline,
// on one long-value page or on a chain of them) and nothing Access would
// need to open the file (no indexes, no global usage map).

type wcol struct {
	name         string
	typ          Type
	size         int  // text: characters; fixed text or binary: bytes
	fixed        bool // for text and binary: a fixed column
	prec, scale  int
	compressText bool // Jet 4: write text in the compressed form
}

type wtable struct {
	name string
	cols []wcol
	rows [][]any
}

// memoPlace says where the writer puts a long value: inline under
// inlineMax bytes, else on one long-value page under chunk bytes, else on a
// chain of long-value rows of chunk bytes.
const inlineMax, chunk = 64, 300

type writer struct {
	ver   Version
	f     *format
	pages [][]byte
}

func (w *writer) newPage() int {
	w.pages = append(w.pages, make([]byte, w.f.pageSize))
	return len(w.pages) - 1
}

// dataPage makes a data page (or, with lval, a long-value page) for the
// table whose TDEF is at tdef.
func (w *writer) dataPage(tdef int, lval bool) int {
	n := w.newPage()
	p := w.pages[n]
	p[0], p[1] = 0x01, 0x01
	if lval {
		copy(p[4:], "LVAL")
	} else {
		binary.LittleEndian.PutUint32(p[4:], uint32(tdef))
	}
	return n
}

// addRow puts row bytes on page n, if they fit; it returns the row number.
func (w *writer) addRow(n int, row []byte) (int, bool) {
	p := w.pages[n]
	rc := w.f.rowCountOffset
	count := int(binary.LittleEndian.Uint16(p[rc:]))
	end := len(p)
	if count > 0 {
		end = int(binary.LittleEndian.Uint16(p[rc+2*count:]) & 0x1FFF)
	}
	start := end - len(row)
	if start < rc+2+2*(count+1) {
		return 0, false
	}
	copy(p[start:], row)
	binary.LittleEndian.PutUint16(p[rc+2+2*count:], uint16(start))
	binary.LittleEndian.PutUint16(p[rc:], uint16(count+1))
	binary.LittleEndian.PutUint16(p[2:], uint16(start-(rc+2+2*(count+1))))
	return count, true
}

func (w *writer) text(s string, compress bool) []byte {
	if w.ver == Jet3 {
		var b []byte
	next:
		for _, r := range s {
			for i, h := range cp1252High {
				if h == r && r != 0xFFFD {
					b = append(b, byte(0x80+i))
					continue next
				}
			}
			b = append(b, byte(r))
		}
		return b
	}
	u := utf16.Encode([]rune(s))
	if compress {
		b := []byte{0xFF, 0xFE}
		ok := true
		for _, c := range u {
			if c == 0 || c > 0xFF {
				ok = false
			}
			b = append(b, byte(c))
		}
		if ok {
			return b
		}
	}
	b := make([]byte, 2*len(u))
	for i, c := range u {
		binary.LittleEndian.PutUint16(b[2*i:], c)
	}
	return b
}

// longValue writes v's bytes as a memo or OLE field: the 12-byte header
// and, for inline values, the bytes.
func (w *writer) longValue(v []byte) []byte {
	h := make([]byte, 12)
	switch {
	case len(v) < inlineMax:
		binary.LittleEndian.PutUint32(h, uint32(len(v))|0x80000000)
		return append(h, v...)
	case len(v) < chunk:
		pg := w.dataPage(0, true)
		r, _ := w.addRow(pg, v)
		binary.LittleEndian.PutUint32(h, uint32(len(v))|0x40000000)
		binary.LittleEndian.PutUint32(h[4:], uint32(pg)<<8|uint32(r))
		return h
	}
	binary.LittleEndian.PutUint32(h, uint32(len(v)))
	next := uint32(0)
	for i := (len(v) - 1) / chunk * chunk; i >= 0; i -= chunk {
		part := v[i:min(i+chunk, len(v))]
		pg := w.dataPage(0, true)
		row := binary.LittleEndian.AppendUint32(nil, next)
		r, _ := w.addRow(pg, append(row, part...))
		next = uint32(pg)<<8 | uint32(r)
	}
	binary.LittleEndian.PutUint32(h[4:], next)
	return h
}

func days(t time.Time) float64 {
	d := t.Sub(epoch)
	day := math.Floor(d.Hours() / 24)
	frac := (d - time.Duration(day)*24*time.Hour).Seconds() / 86400
	if day < 0 {
		return day - frac // before the epoch the time of day still counts forward
	}
	return day + frac
}

func (w *writer) value(c wcol, v any) []byte {
	le := binary.LittleEndian
	switch c.typ {
	case TypeByte:
		return []byte{v.(uint8)}
	case TypeInt:
		return le.AppendUint16(nil, uint16(v.(int16)))
	case TypeLong:
		return le.AppendUint32(nil, uint32(v.(int32)))
	case TypeMoney:
		return le.AppendUint64(nil, uint64(v.(Money)))
	case TypeFloat:
		return le.AppendUint32(nil, math.Float32bits(v.(float32)))
	case TypeDouble:
		return le.AppendUint64(nil, math.Float64bits(v.(float64)))
	case TypeDateTime:
		return le.AppendUint64(nil, math.Float64bits(days(v.(time.Time))))
	case TypeGUID:
		s := strings.NewReplacer("{", "", "}", "", "-", "").Replace(v.(string))
		var b [16]byte
		for i := range b {
			fmt.Sscanf(s[2*i:2*i+2], "%02X", &b[i])
		}
		return []byte{b[3], b[2], b[1], b[0], b[5], b[4], b[7], b[6],
			b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]}
	case TypeNumeric:
		n := v.(Numeric)
		out := make([]byte, 17)
		if n.Unscaled.Sign() < 0 {
			out[0] = 0x80
		}
		var mag [16]byte
		new(big.Int).Abs(n.Unscaled).FillBytes(mag[:])
		for wd := 0; wd < 4; wd++ {
			for k := 0; k < 4; k++ {
				out[1+4*wd+3-k] = mag[4*wd+k]
			}
		}
		return out
	case TypeText:
		b := w.text(v.(string), c.compressText)
		if c.fixed {
			b = append(b, make([]byte, max(0, c.size-len(b)))...)
		}
		return b
	case TypeBinary:
		return v.([]byte)
	case TypeMemo:
		return w.longValue(w.text(v.(string), c.compressText))
	case TypeOLE:
		return w.longValue(v.([]byte))
	}
	panic(fmt.Sprintf("writer: type %v", c.typ))
}

func (c wcol) isFixed() bool {
	switch c.typ {
	case TypeText, TypeBinary:
		return c.fixed
	case TypeMemo, TypeOLE:
		return false
	}
	return true
}

func (c wcol) length(ver Version) int {
	if s := fixedSize(c.typ); s >= 0 {
		return s
	}
	switch c.typ {
	case TypeText:
		if ver == Jet4 && !c.fixed {
			return 2 * c.size
		}
		return c.size
	case TypeBinary:
		return c.size
	}
	return 0
}

// layout gives each column its number, fixed offset and variable index.
type layout struct {
	fixedOff []int
	varIndex []int
	fixedLen int
	nvar     int
}

func (w *writer) layout(cols []wcol) layout {
	var l layout
	for _, c := range cols {
		if c.isFixed() {
			l.fixedOff = append(l.fixedOff, l.fixedLen)
			l.varIndex = append(l.varIndex, 0)
			l.fixedLen += c.length(w.ver)
		} else {
			l.fixedOff = append(l.fixedOff, 0)
			l.varIndex = append(l.varIndex, l.nvar)
			l.nvar++
		}
	}
	return l
}

func (w *writer) row(cols []wcol, l layout, vals []any) []byte {
	cs := w.f.colCountSize
	ncols := len(cols)
	bsz := (ncols + 7) / 8
	mask := make([]byte, bsz)
	fixed := make([]byte, l.fixedLen)
	vars := make([][]byte, l.nvar)
	for i, c := range cols {
		v := vals[i]
		if c.typ == TypeBool {
			if v.(bool) {
				mask[i/8] |= 1 << (i % 8)
			}
			continue
		}
		if v == nil {
			continue
		}
		mask[i/8] |= 1 << (i % 8)
		b := w.value(c, v)
		if c.isFixed() {
			copy(fixed[l.fixedOff[i]:], b)
		} else {
			vars[l.varIndex[i]] = b
		}
	}
	body := make([]byte, cs)
	if cs == 1 {
		body[0] = byte(ncols)
	} else {
		binary.LittleEndian.PutUint16(body, uint16(ncols))
	}
	body = append(body, fixed...)
	off := make([]int, l.nvar+1)
	for i, b := range vars {
		off[i] = len(body)
		body = append(body, b...)
	}
	off[l.nvar] = len(body)
	if l.nvar == 0 {
		return append(body, mask...)
	}
	if w.ver == Jet4 {
		for i := l.nvar; i >= 0; i-- {
			body = binary.LittleEndian.AppendUint16(body, uint16(off[i]))
		}
		body = binary.LittleEndian.AppendUint16(body, uint16(l.nvar))
		return append(body, mask...)
	}
	// Jet 3: one byte an offset, with a jump table of the first column at
	// or past each 256-byte boundary, as many entries as (row length - 1)
	// / 256, the last a dummy 0xFF when the boundary lies past the table.
	jumps := 0
	for {
		total := len(body) + l.nvar + 1 + jumps + 1 + bsz
		if (total-1)/256 == jumps {
			break
		}
		jumps++
	}
	var table []byte
	for i := l.nvar; i >= 0; i-- {
		table = append(table, byte(off[i]))
	}
	jt := make([]byte, jumps)
	for k := 1; k <= jumps; k++ {
		jt[k-1] = 0xFF
		for i := 0; i <= l.nvar; i++ {
			if off[i] >= 256*k {
				jt[k-1] = byte(i)
				break
			}
		}
	}
	body = append(body, table...)
	for k := jumps - 1; k >= 0; k-- {
		body = append(body, jt[k])
	}
	body = append(body, byte(l.nvar))
	return append(body, mask...)
}

func (w *writer) tdef(pg int, cols []wcol, l layout, usage uint32) {
	p := w.pages[pg]
	f := w.f
	p[0], p[1] = 0x02, 0x01
	if w.ver == Jet3 {
		copy(p[2:], "VC")
		p[20] = 0x4E
	} else {
		p[40] = 0x4E
	}
	le := binary.LittleEndian
	le.PutUint16(p[f.tdefNumVarCols-2:], uint16(len(cols)))
	le.PutUint16(p[f.tdefNumVarCols:], uint16(l.nvar))
	le.PutUint16(p[f.tdefNumCols:], uint16(len(cols)))
	le.PutUint32(p[f.tdefUsedPages:], usage)
	le.PutUint32(p[f.tdefUsedPages+4:], usage)
	off := f.tdefColsStart
	for i, c := range cols {
		e := p[off : off+f.colEntrySize]
		e[0] = byte(c.typ)
		le.PutUint16(e[f.colNum:], uint16(i))
		le.PutUint16(e[f.colVarIndex:], uint16(l.varIndex[i]))
		if w.ver == Jet3 {
			le.PutUint16(e[5:], uint16(i))
		} else {
			le.PutUint16(e[9:], uint16(i))
			if c.compressText {
				e[16] = 0x01
			}
		}
		e[f.colPrecision], e[f.colScale] = byte(c.prec), byte(c.scale)
		flags := byte(0x02)
		if c.isFixed() {
			flags |= 0x01
		}
		e[f.colFlags] = flags
		le.PutUint16(e[f.colFixedOffset:], uint16(l.fixedOff[i]))
		le.PutUint16(e[f.colSize:], uint16(c.length(w.ver)))
		off += f.colEntrySize
	}
	for _, c := range cols {
		if w.ver == Jet3 {
			p[off] = byte(len(c.name))
			off += 1 + copy(p[off+1:], c.name)
		} else {
			b := w.text(c.name, false)
			le.PutUint16(p[off:], uint16(len(b)))
			off += 2 + copy(p[off+2:], b)
		}
	}
	le.PutUint32(p[8:], uint32(off-8))
}

var catalogCols = []wcol{
	{name: "Id", typ: TypeLong},
	{name: "Name", typ: TypeText, size: 128},
	{name: "Type", typ: TypeInt},
	{name: "Flags", typ: TypeLong},
}

// writeDB writes a database of the given tables, with inline usage maps.
func writeDB(ver Version, tables ...wtable) []byte { return writeDBMaps(ver, false, tables...) }

// writeDBMaps writes a database whose usage maps are, with pageMaps,
// references to usage map pages (type 1) rather than inline (type 0).
func writeDBMaps(ver Version, pageMaps bool, tables ...wtable) []byte {
	w := &writer{ver: ver, f: &jet3Format}
	if ver == Jet4 {
		w.f = &jet4Format
	}
	w.newPage() // 0: the database definition page
	w.newPage() // 1: the global usage map, which the reader does not read
	w.newPage() // 2: the TDEF of MSysObjects
	maps := w.dataPage(0, false)
	type placed struct {
		tdef  int
		pages []int
	}
	put := func(tdef int, cols []wcol, rows [][]any) placed {
		l := w.layout(cols)
		pl := placed{tdef: tdef}
		cur := -1
		for _, r := range rows {
			b := w.row(cols, l, r)
			if cur >= 0 {
				if _, ok := w.addRow(cur, b); ok {
					continue
				}
			}
			cur = w.dataPage(tdef, false)
			pl.pages = append(pl.pages, cur)
			if _, ok := w.addRow(cur, b); !ok {
				panic("writer: a row larger than a page")
			}
		}
		return pl
	}
	var user []placed
	var catalog [][]any
	for _, t := range tables {
		tdef := w.newPage()
		user = append(user, put(tdef, t.cols, t.rows))
		catalog = append(catalog, []any{int32(tdef), t.name, int16(1), int32(0)})
	}
	cat := put(2, catalogCols, catalog)
	usage := func(pl placed) uint32 {
		if pageMaps {
			mp := w.newPage()
			q := w.pages[mp]
			q[0], q[1] = 0x05, 0x01
			for _, pg := range pl.pages {
				q[4+pg/8] |= 1 << (pg % 8)
			}
			m := binary.LittleEndian.AppendUint32([]byte{1}, uint32(mp))
			m = append(m, make([]byte, 8)...) // two more entries, unused
			r, _ := w.addRow(maps, m)
			return uint32(maps)<<8 | uint32(r)
		}
		m := []byte{0, 0, 0, 0, 0}
		m = append(m, make([]byte, (len(w.pages)+7)/8)...)
		for _, pg := range pl.pages {
			m[5+pg/8] |= 1 << (pg % 8)
		}
		r, ok := w.addRow(maps, m)
		if !ok {
			panic("writer: too many usage maps")
		}
		return uint32(maps)<<8 | uint32(r)
	}
	w.tdef(2, catalogCols, w.layout(catalogCols), usage(cat))
	for i, t := range tables {
		w.tdef(user[i].tdef, t.cols, w.layout(t.cols), usage(user[i]))
	}
	p := w.pages[0]
	copy(p[4:], "Standard Jet DB")
	n := 126
	if ver == Jet4 {
		p[0x14] = 1
		n = 128
	}
	plain := make([]byte, n)
	binary.LittleEndian.PutUint16(plain[0x3C-0x18:], 1252)
	c, _ := rc4.NewCipher(headerKey)
	c.XORKeyStream(p[0x18:0x18+n], plain)
	var out []byte
	for _, pg := range w.pages {
		out = append(out, pg...)
	}
	return out
}
