package jet

import (
	"encoding/binary"
	"fmt"
	"iter"
	"sort"
)

// Type is a column's data type, as numbered in a TDEF.
type Type uint8

// The column types (HACKING.md, "Column Type"; BigInt from Access 2016).
const (
	TypeBool     Type = 0x01
	TypeByte     Type = 0x02
	TypeInt      Type = 0x03
	TypeLong     Type = 0x04
	TypeMoney    Type = 0x05
	TypeFloat    Type = 0x06
	TypeDouble   Type = 0x07
	TypeDateTime Type = 0x08
	TypeBinary   Type = 0x09
	TypeText     Type = 0x0A
	TypeOLE      Type = 0x0B
	TypeMemo     Type = 0x0C
	TypeGUID     Type = 0x0F
	TypeNumeric  Type = 0x10
	TypeComplex  Type = 0x11
	TypeBigInt   Type = 0x12
)

var typeNames = map[Type]string{
	TypeBool: "bool", TypeByte: "byte", TypeInt: "int", TypeLong: "long", TypeMoney: "money",
	TypeFloat: "float", TypeDouble: "double", TypeDateTime: "datetime", TypeBinary: "binary",
	TypeText: "text", TypeOLE: "ole", TypeMemo: "memo", TypeGUID: "guid", TypeNumeric: "numeric",
	TypeComplex: "complex", TypeBigInt: "bigint",
}

func (t Type) String() string {
	if s, ok := typeNames[t]; ok {
		return s
	}
	return fmt.Sprintf("type 0x%02x", uint8(t))
}

// fixedSize is the size of a fixed column of type t in a row; 0 for a
// boolean (its value is in the null mask) and -1 for a type whose size is the
// column's length.
func fixedSize(t Type) int {
	switch t {
	case TypeBool:
		return 0
	case TypeByte:
		return 1
	case TypeInt:
		return 2
	case TypeLong, TypeFloat, TypeComplex:
		return 4
	case TypeMoney, TypeDouble, TypeDateTime, TypeBigInt:
		return 8
	case TypeGUID:
		return 16
	case TypeNumeric:
		return 17
	}
	return -1
}

// Column describes one column of a table.
type Column struct {
	Name string
	Type Type
	// Size is the length the TDEF gives (bytes; for text, bytes of the
	// stored form, two a character in Jet 4); 0 for memo and OLE.
	Size int
	// Fixed is true for a column stored at a fixed offset in each row.
	Fixed bool
	// Precision and Scale of a Numeric column.
	Precision, Scale int

	number      int // col_num: the bit in the null mask
	varIndex    int // offset_V: the place in a row's variable offset table
	fixedOffset int // offset_F: the place after the column count
}

// Table is a table's definition, from its TDEF page.
type Table struct {
	Name string
	// Columns in the order of their column numbers, which is the order of
	// the values in each row.
	Columns []Column

	db         *DB
	page       int64
	numVarCols int
	usage      uint32 // data pointer (page << 8 | row) to the usage map
}

// maxColumns is the most columns Access lets a table have.
const maxColumns = 255

// maxTdefPages bounds a table definition's chain of pages.
const maxTdefPages = 64

func (t *Table) column(name string) int {
	for i, c := range t.Columns {
		if c.Name == name {
			return i
		}
	}
	return -1
}

func (db *DB) readTable(name string, pg int64) (*Table, error) {
	b, err := db.tdef(pg)
	if err != nil {
		return nil, err
	}
	f := db.f
	at := func(off, n int) error {
		if off < 0 || off+n > len(b) {
			return corrupt("the definition of table %q (page %d) ends before its %s", name, pg, "columns")
		}
		return nil
	}
	if err := at(f.tdefColsStart, 0); err != nil {
		return nil, err
	}
	t := &Table{Name: name, db: db, page: pg}
	t.numVarCols = int(binary.LittleEndian.Uint16(b[f.tdefNumVarCols:]))
	numCols := int(binary.LittleEndian.Uint16(b[f.tdefNumCols:]))
	numRealIdx := int64(binary.LittleEndian.Uint32(b[f.tdefNumRealIdx:]))
	t.usage = binary.LittleEndian.Uint32(b[f.tdefUsedPages:])
	if numCols > maxColumns {
		return nil, corrupt("table %q (page %d) claims %d columns; Access allows %d", name, pg, numCols, maxColumns)
	}
	if numRealIdx > int64(len(b)) {
		return nil, corrupt("table %q (page %d) claims %d indexes", name, pg, numRealIdx)
	}
	off := f.tdefColsStart + int(numRealIdx)*f.realIdxSize
	if err := at(off, numCols*f.colEntrySize); err != nil {
		return nil, err
	}
	cols := make([]Column, numCols)
	for i := range cols {
		e := b[off : off+f.colEntrySize]
		c := &cols[i]
		c.Type = Type(e[0])
		c.number = int(binary.LittleEndian.Uint16(e[f.colNum:]))
		c.varIndex = int(binary.LittleEndian.Uint16(e[f.colVarIndex:]))
		c.Precision = int(e[f.colPrecision])
		c.Scale = int(e[f.colScale])
		c.Fixed = e[f.colFlags]&0x01 != 0
		c.fixedOffset = int(binary.LittleEndian.Uint16(e[f.colFixedOffset:]))
		c.Size = int(binary.LittleEndian.Uint16(e[f.colSize:]))
		if c.Type == TypeNumeric && db.ver == Jet3 {
			c.Precision, c.Scale = 0, 0
		}
		off += f.colEntrySize
	}
	for i := range cols {
		var n int
		if db.ver == Jet3 {
			if err := at(off, 1); err != nil {
				return nil, err
			}
			n = int(b[off])
			off++
		} else {
			if err := at(off, 2); err != nil {
				return nil, err
			}
			n = int(binary.LittleEndian.Uint16(b[off:]))
			off += 2
		}
		if err := at(off, n); err != nil {
			return nil, err
		}
		if db.ver == Jet3 {
			cols[i].Name = decodeCP1252(b[off : off+n])
		} else {
			cols[i].Name = decodeUCS2(b[off : off+n])
		}
		off += n
	}
	sort.SliceStable(cols, func(i, j int) bool { return cols[i].number < cols[j].number })
	t.Columns = cols
	return t, nil
}

// tdef reads a table definition, continued on its next pages.
func (db *DB) tdef(pg int64) ([]byte, error) {
	p, err := db.page(pg)
	if err != nil {
		return nil, err
	}
	if p[0] != 0x02 {
		return nil, corrupt("page %d is not a table definition (page type 0x%02x)", pg, p[0])
	}
	b := append([]byte(nil), p...)
	seen := map[int64]bool{pg: true}
	for next := int64(binary.LittleEndian.Uint32(p[4:])); next != 0; {
		if seen[next] || len(seen) >= maxTdefPages {
			return nil, corrupt("the table definition at page %d loops back to page %d", pg, next)
		}
		seen[next] = true
		q, err := db.page(next)
		if err != nil {
			return nil, err
		}
		if q[0] != 0x02 {
			return nil, corrupt("page %d continues the table definition at page %d but is not one", next, pg)
		}
		b = append(b, q[8:]...)
		next = int64(binary.LittleEndian.Uint32(q[4:]))
	}
	return b, nil
}

// rowSpan finds row n of page p: its start and end (exclusive) and its
// flags (the offset's top two bits).
// A deleted row's span is checked only when always is set.
func (db *DB) rowSpan(p []byte, pg int64, n int, always bool) (start, end int, flags uint16, err error) {
	rc := db.f.rowCountOffset
	count := int(binary.LittleEndian.Uint16(p[rc:]))
	if rc+2+2*count > len(p) {
		return 0, 0, 0, corrupt("page %d claims %d rows, more than fit", pg, count)
	}
	if n >= count {
		return 0, 0, 0, corrupt("page %d has no row %d (it has %d)", pg, n, count)
	}
	raw := binary.LittleEndian.Uint16(p[rc+2+2*n:])
	start = int(raw & 0x1FFF)
	end = len(p)
	if n > 0 {
		end = int(binary.LittleEndian.Uint16(p[rc+2*n:]) & 0x1FFF)
	}
	flags = raw & 0xC000
	if (always || flags&0x8000 == 0) && (start < rc+2+2*count || start > end || end > len(p)) {
		return 0, 0, 0, corrupt("row %d of page %d runs from %d to %d, outside its page", n, pg, start, end)
	}
	return start, end, flags, nil
}

// lookup finds the row a data pointer (page << 8 | row) points to.
func (db *DB) lookup(ptr uint32) (p []byte, start, end int, flags uint16, err error) {
	pg, n := int64(ptr>>8), int(ptr&0xFF)
	p, err = db.page(pg)
	if err != nil {
		return nil, 0, 0, 0, err
	}
	if p[0] != 0x01 {
		return nil, 0, 0, 0, corrupt("a pointer to row %d of page %d, which is not a data page (page type 0x%02x)", n, pg, p[0])
	}
	start, end, flags, err = db.rowSpan(p, pg, n, true)
	if err != nil {
		return nil, 0, 0, 0, err
	}
	return p, start, end, flags, nil
}

// DataPages lists the pages the table's usage map names, in page order.
func (t *Table) DataPages() ([]int64, error) {
	db := t.db
	p, start, end, _, err := db.lookup(t.usage)
	if err != nil {
		return nil, fmt.Errorf("%w (the usage map of table %q)", err, t.Name)
	}
	m := p[start:end]
	if len(m) == 0 {
		return nil, corrupt("the usage map of table %q is empty", t.Name)
	}
	var pages []int64
	add := func(bitmap []byte, first int64) error {
		for i, by := range bitmap {
			for bit := 0; bit < 8; bit++ {
				if by&(1<<bit) == 0 {
					continue
				}
				n := first + int64(i)*8 + int64(bit)
				if n >= db.npages {
					return corrupt("table %q has page %d, past the end of the file (%d pages): the file is cut short", t.Name, n, db.npages)
				}
				pages = append(pages, n)
			}
		}
		return nil
	}
	switch m[0] {
	case 0:
		if len(m) < 5 {
			return nil, corrupt("the usage map of table %q is %d bytes, too short", t.Name, len(m))
		}
		if err := add(m[5:], int64(binary.LittleEndian.Uint32(m[1:]))); err != nil {
			return nil, err
		}
	case 1:
		per := int64(db.f.pageSize-4) * 8
		for k := 0; 1+4*k+4 <= len(m); k++ {
			mp := int64(binary.LittleEndian.Uint32(m[1+4*k:]))
			if mp == 0 {
				continue
			}
			q, err := db.page(mp)
			if err != nil {
				return nil, fmt.Errorf("%w (the usage map of table %q)", err, t.Name)
			}
			if q[0] != 0x05 {
				return nil, corrupt("page %d of the usage map of table %q is not a usage map page (page type 0x%02x)", mp, t.Name, q[0])
			}
			if err := add(q[4:], int64(k)*per); err != nil {
				return nil, err
			}
		}
		sort.Slice(pages, func(i, j int) bool { return pages[i] < pages[j] })
	default:
		return nil, corrupt("the usage map of table %q has unknown type %d", t.Name, m[0])
	}
	return pages, nil
}

// maxMoves bounds a chain of moved rows (a row that moved again).
const maxMoves = 8

// Rows reads the table's rows, data page by data page in page order and in
// row order on each page, as Access stores them. A row has a value for each
// of Columns. After an error the sequence ends.
func (t *Table) Rows() iter.Seq2[[]any, error] {
	return func(yield func([]any, error) bool) {
		db := t.db
		pages, err := t.DataPages()
		if err != nil {
			yield(nil, err)
			return
		}
		rd := &rowReader{t: t, moved: map[uint32]bool{}, budget: db.size}
		for _, pg := range pages {
			p, err := db.page(pg)
			if err != nil {
				yield(nil, err)
				return
			}
			if p[0] != 0x01 || int64(binary.LittleEndian.Uint32(p[4:])) != t.page {
				continue // the map may name pages the table no longer uses
			}
			count := int(binary.LittleEndian.Uint16(p[db.f.rowCountOffset:]))
			for n := 0; n < count; n++ {
				row, err := rd.read(p, pg, n)
				if err != nil {
					yield(nil, err)
					return
				}
				if row == nil {
					continue
				}
				if !yield(row, nil) {
					return
				}
			}
		}
	}
}

// MaxValues bounds what ReadAll keeps: a table of more values (rows times
// columns) is read with Rows, one row at a time.
const MaxValues = 1 << 24

// ReadAll reads every row of the table, up to MaxValues values.
func (t *Table) ReadAll() ([][]any, error) {
	var rows [][]any
	values := 0
	for row, err := range t.Rows() {
		if err != nil {
			return nil, err
		}
		if values += max(len(row), 1); values > MaxValues {
			return nil, fmt.Errorf("jet: table %q has more than %d values; read it a row at a time", t.Name, MaxValues)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

type rowReader struct {
	t      *Table
	moved  map[uint32]bool // rows reached through a moved row's pointer
	budget int64           // bytes of long values left to read
}

// read returns row n of data page p, or nil for a deleted row.
func (rd *rowReader) read(p []byte, pg int64, n int) ([]any, error) {
	db := rd.t.db
	start, end, flags, err := db.rowSpan(p, pg, n, false)
	if err != nil {
		return nil, err
	}
	for hop := 0; flags&0x4000 != 0; hop++ {
		if flags&0x8000 != 0 {
			return nil, nil
		}
		if end-start < 4 {
			return nil, corrupt("row %d of page %d moved but its pointer is %d bytes", n, pg, end-start)
		}
		if hop >= maxMoves {
			return nil, corrupt("row %d of page %d moved more than %d times", n, pg, maxMoves)
		}
		ptr := binary.LittleEndian.Uint32(p[start:])
		if rd.moved[ptr] {
			return nil, corrupt("row %d of page %d points to row %d of page %d, which another row already points to", n, pg, ptr&0xFF, ptr>>8)
		}
		rd.moved[ptr] = true
		p, start, end, flags, err = db.lookup(ptr)
		if err != nil {
			return nil, fmt.Errorf("%w (a row of table %q moved)", err, rd.t.Name)
		}
		pg, n = int64(ptr>>8), int(ptr&0xFF)
		if int64(binary.LittleEndian.Uint32(p[4:])) != rd.t.page {
			return nil, corrupt("row %d of table %q moved to page %d, which belongs to another table", n, rd.t.Name, pg)
		}
		flags &^= 0x8000 // a moved row's new place is marked deleted in its page
	}
	if flags&0x8000 != 0 {
		return nil, nil
	}
	row, err := rd.crack(p[start:end])
	if err != nil {
		return nil, fmt.Errorf("%w (row %d of page %d, table %q)", err, n, pg, rd.t.Name)
	}
	return row, nil
}
