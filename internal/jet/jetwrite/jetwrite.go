// Package jetwrite writes small Access databases of the Jet 3 and Jet 4
// page formats, to the layout mdbtools' HACKING.md documents, for tests only:
// it writes what a reader must read (the database definition page with its
// RC4-masked header, the catalogue MSysObjects, TDEF pages, usage maps
// inline or on usage map pages, data pages, Jet 3 jump tables, long values
// inline, on one long-value page or on a chain of them) and nothing Access
// would need to open the file (no indexes, no global usage map). It does not
// import internal/jet, so that jet's own tests can use it: its values and
// type numbers are its own.
package jetwrite

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

// Version is the page format written.
type Version int

// The formats: Jet 3 (2 KiB pages) and Jet 4 (4 KiB pages).
const (
	Jet3 Version = 3
	Jet4 Version = 4
)

// Type is a column type, numbered as in a TDEF (HACKING.md, "Column Type").
type Type uint8

// The column types written.
const (
	Bool     Type = 0x01
	Byte     Type = 0x02
	Int      Type = 0x03
	Long     Type = 0x04
	Currency Type = 0x05
	Float    Type = 0x06
	Double   Type = 0x07
	DateTime Type = 0x08
	Binary   Type = 0x09
	Text     Type = 0x0A
	OLE      Type = 0x0B
	Memo     Type = 0x0C
	GUID     Type = 0x0F
	Numeric  Type = 0x10
)

// Money is a currency value in ten-thousandths.
type Money int64

// Decimal is a numeric value: Unscaled × 10^-Scale of its column.
type Decimal struct{ Unscaled *big.Int }

// Column is a column to write. A row's values are, by type: bool, uint8,
// int16, int32, Money, float32, float64, time.Time, string (text, memo,
// and a GUID as "{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}"), []byte (binary,
// OLE) and Decimal; nil for a null (a boolean is never null).
type Column struct {
	Name             string
	Type             Type
	Size             int  // text: characters; fixed text or binary: bytes
	Fixed            bool // for text and binary: a fixed column
	Precision, Scale int
	Compress         bool // Jet 4: write text in the compressed form
}

// Table is a table to write, with its rows.
type Table struct {
	Name    string
	Columns []Column
	Rows    [][]any
}

// format holds the offsets of HACKING.md that differ between the formats.
type format struct {
	pageSize, rowCountOffset, colCountSize                    int
	tdefNumVarCols, tdefNumCols, tdefUsedPages, tdefColsStart int
	colEntrySize, colNum, colVarIndex, colPrecision, colScale int
	colFlags, colFixedOffset, colSize                         int
}

var jet3Format = format{
	pageSize: 2048, rowCountOffset: 8, colCountSize: 1,
	tdefNumVarCols: 23, tdefNumCols: 25, tdefUsedPages: 35, tdefColsStart: 43,
	colEntrySize: 18, colNum: 1, colVarIndex: 3, colPrecision: 9, colScale: 10,
	colFlags: 13, colFixedOffset: 14, colSize: 16,
}

var jet4Format = format{
	pageSize: 4096, rowCountOffset: 12, colCountSize: 2,
	tdefNumVarCols: 43, tdefNumCols: 45, tdefUsedPages: 55, tdefColsStart: 63,
	colEntrySize: 25, colNum: 5, colVarIndex: 7, colPrecision: 11, colScale: 12,
	colFlags: 15, colFixedOffset: 21, colSize: 23,
}

// headerKey masks the database definition page from 0x18.
var headerKey = []byte{0xC7, 0xDA, 0x39, 0x6B}

// epoch is day 0 of an Access date.
var epoch = time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)

// cp1252High is code page 1252's 0x80 to 0x9F (0 where undefined).
var cp1252High = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}

// fixedSize is the bytes a fixed column of type t takes in a row; -1 for
// text and binary, whose length is the column's.
func fixedSize(t Type) int {
	switch t {
	case Bool:
		return 0
	case Byte:
		return 1
	case Int:
		return 2
	case Long, Float:
		return 4
	case Currency, Double, DateTime:
		return 8
	case GUID:
		return 16
	case Numeric:
		return 17
	}
	return -1
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
				if h == r && r != 0 {
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

func (w *writer) value(c Column, v any) []byte {
	le := binary.LittleEndian
	switch c.Type {
	case Byte:
		return []byte{v.(uint8)}
	case Int:
		return le.AppendUint16(nil, uint16(v.(int16)))
	case Long:
		return le.AppendUint32(nil, uint32(v.(int32)))
	case Currency:
		return le.AppendUint64(nil, uint64(v.(Money)))
	case Float:
		return le.AppendUint32(nil, math.Float32bits(v.(float32)))
	case Double:
		return le.AppendUint64(nil, math.Float64bits(v.(float64)))
	case DateTime:
		return le.AppendUint64(nil, math.Float64bits(days(v.(time.Time))))
	case GUID:
		s := strings.NewReplacer("{", "", "}", "", "-", "").Replace(v.(string))
		var b [16]byte
		for i := range b {
			fmt.Sscanf(s[2*i:2*i+2], "%02X", &b[i])
		}
		return []byte{b[3], b[2], b[1], b[0], b[5], b[4], b[7], b[6],
			b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]}
	case Numeric:
		n := v.(Decimal)
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
	case Text:
		b := w.text(v.(string), c.Compress)
		if c.Fixed {
			b = append(b, make([]byte, max(0, c.Size-len(b)))...)
		}
		return b
	case Binary:
		return v.([]byte)
	case Memo:
		return w.longValue(w.text(v.(string), c.Compress))
	case OLE:
		return w.longValue(v.([]byte))
	}
	panic(fmt.Sprintf("writer: type %v", c.Type))
}

func (c Column) isFixed() bool {
	switch c.Type {
	case Text, Binary:
		return c.Fixed
	case Memo, OLE:
		return false
	}
	return true
}

func (c Column) length(ver Version) int {
	if s := fixedSize(c.Type); s >= 0 {
		return s
	}
	switch c.Type {
	case Text:
		if ver == Jet4 && !c.Fixed {
			return 2 * c.Size
		}
		return c.Size
	case Binary:
		return c.Size
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

func (w *writer) layout(cols []Column) layout {
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

func (w *writer) row(cols []Column, l layout, vals []any) []byte {
	cs := w.f.colCountSize
	ncols := len(cols)
	bsz := (ncols + 7) / 8
	mask := make([]byte, bsz)
	fixed := make([]byte, l.fixedLen)
	vars := make([][]byte, l.nvar)
	for i, c := range cols {
		v := vals[i]
		if c.Type == Bool {
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

func (w *writer) tdef(pg int, cols []Column, l layout, usage uint32) {
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
		e[0] = byte(c.Type)
		le.PutUint16(e[f.colNum:], uint16(i))
		le.PutUint16(e[f.colVarIndex:], uint16(l.varIndex[i]))
		if w.ver == Jet3 {
			le.PutUint16(e[5:], uint16(i))
		} else {
			le.PutUint16(e[9:], uint16(i))
			if c.Compress {
				e[16] = 0x01
			}
		}
		e[f.colPrecision], e[f.colScale] = byte(c.Precision), byte(c.Scale)
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
			p[off] = byte(len(c.Name))
			off += 1 + copy(p[off+1:], c.Name)
		} else {
			b := w.text(c.Name, false)
			le.PutUint16(p[off:], uint16(len(b)))
			off += 2 + copy(p[off+2:], b)
		}
	}
	le.PutUint32(p[8:], uint32(off-8))
}

var catalogCols = []Column{
	{Name: "Id", Type: Long},
	{Name: "Name", Type: Text, Size: 128},
	{Name: "Type", Type: Int},
	{Name: "Flags", Type: Long},
}

// Write writes a database of the given tables, with inline usage maps
// (type 0).
func Write(ver Version, tables ...Table) []byte { return WriteMaps(ver, false, tables...) }

// WriteMaps writes a database whose usage maps are, with pageMaps,
// references to usage map pages (type 1) rather than inline (type 0).
func WriteMaps(ver Version, pageMaps bool, tables ...Table) []byte {
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
	put := func(tdef int, cols []Column, rows [][]any) placed {
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
		user = append(user, put(tdef, t.Columns, t.Rows))
		catalog = append(catalog, []any{int32(tdef), t.Name, int16(1), int32(0)})
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
		w.tdef(user[i].tdef, t.Columns, w.layout(t.Columns), usage(user[i]))
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
