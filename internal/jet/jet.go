package jet

import (
	"bytes"
	"crypto/rc4"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// ErrCorrupt is wrapped by every error about the content of a file: not an
// Access database, cut short, or a structure that does not hold together.
var ErrCorrupt = errors.New("not a readable Access database")

// Version is the page format of a database.
type Version int

const (
	// Jet3 is Access 97's format: 2 KiB pages, text in a code page.
	Jet3 Version = 3
	// Jet4 is the format of Access 2000 to 2003 (and, for what this package
	// reads, of the .accdb files of later versions): 4 KiB pages, UCS-2 text.
	Jet4 Version = 4
)

func (v Version) String() string { return fmt.Sprintf("Jet %d", int(v)) }

// format holds the offsets that differ between Jet 3 and Jet 4 (mdbtools'
// HACKING.md, "TDEF" and "Data Pages").
type format struct {
	pageSize       int
	rowCountOffset int // of a data page's row count; its offsets follow
	tdefNumRows    int
	tdefNumVarCols int
	tdefNumCols    int
	tdefNumRealIdx int
	tdefUsedPages  int
	tdefColsStart  int // before the real index entries
	realIdxSize    int
	colEntrySize   int
	colNum         int
	colVarIndex    int
	colPrecision   int
	colScale       int
	colFlags       int
	colFixedOffset int
	colSize        int
	colCountSize   int // bytes of a row's column count
}

var jet3Format = format{
	pageSize: 2048, rowCountOffset: 8,
	tdefNumRows: 12, tdefNumVarCols: 23, tdefNumCols: 25, tdefNumRealIdx: 31, tdefUsedPages: 35,
	tdefColsStart: 43, realIdxSize: 8,
	colEntrySize: 18, colNum: 1, colVarIndex: 3, colPrecision: 9, colScale: 10, colFlags: 13,
	colFixedOffset: 14, colSize: 16, colCountSize: 1,
}

var jet4Format = format{
	pageSize: 4096, rowCountOffset: 12,
	tdefNumRows: 16, tdefNumVarCols: 43, tdefNumCols: 45, tdefNumRealIdx: 51, tdefUsedPages: 55,
	tdefColsStart: 63, realIdxSize: 12,
	colEntrySize: 25, colNum: 5, colVarIndex: 7, colPrecision: 11, colScale: 12, colFlags: 15,
	colFixedOffset: 21, colSize: 23, colCountSize: 2,
}

// headerKey masks the database definition page from offset 0x18 (126 bytes
// in Jet 3, 128 in Jet 4).
var headerKey = []byte{0xC7, 0xDA, 0x39, 0x6B}

// DB is an open database. Its methods read through the io.ReaderAt given to
// Open, which must not change while the DB is in use: a caller reading a file
// that another program may be writing (a .bws while the pads still send)
// copies it first and opens the copy, as OpenFile does. A DB is not safe for
// use by several goroutines at once.
type DB struct {
	r        io.ReaderAt
	size     int64
	npages   int64
	ver      Version
	f        *format
	codePage int
	dbKey    uint32
	cache    map[int64][]byte
	catalog  []entry
}

type entry struct {
	name   string
	page   int64
	system bool
}

// maxCachedPages bounds the page cache (4 KiB a page).
const maxCachedPages = 256

// Open reads the database definition page and the catalogue of a database
// of size bytes.
func Open(r io.ReaderAt, size int64) (*DB, error) {
	if size < 2048 {
		return nil, corrupt("%d bytes is too short for a database definition page", size)
	}
	head := make([]byte, 2048)
	if _, err := r.ReadAt(head, 0); err != nil {
		return nil, fmt.Errorf("jet: reading the database definition page: %w", err)
	}
	if head[0] != 0 || !(bytes.Equal(head[4:19], []byte("Standard Jet DB")) || bytes.Equal(head[4:19], []byte("Standard ACE DB"))) {
		return nil, corrupt("no \"Standard Jet DB\" signature at the start of the file")
	}
	db := &DB{r: r, size: size, cache: map[int64][]byte{}}
	n := 128
	switch v := head[0x14]; {
	case v == 0:
		db.ver, db.f, n = Jet3, &jet3Format, 126
	case v <= 6:
		db.ver, db.f = Jet4, &jet4Format
	default:
		return nil, corrupt("unknown Jet version byte 0x%02x at offset 0x14", v)
	}
	if size%int64(db.f.pageSize) != 0 {
		return nil, corrupt("%d bytes is not a whole number of %d-byte pages: the file is cut short", size, db.f.pageSize)
	}
	db.npages = size / int64(db.f.pageSize)
	if db.npages < 3 {
		return nil, corrupt("%d pages is too few for a catalogue", db.npages)
	}
	c, _ := rc4.NewCipher(headerKey) // a 4-byte key is always accepted
	plain := make([]byte, n)
	c.XORKeyStream(plain, head[0x18:0x18+n])
	db.codePage = int(binary.LittleEndian.Uint16(plain[0x3C-0x18:]))
	db.dbKey = binary.LittleEndian.Uint32(plain[0x3E-0x18:])
	if err := db.readCatalog(); err != nil {
		return nil, err
	}
	return db, nil
}

// maxFileSize is the largest database Access writes (2 GiB, Jet 4).
const maxFileSize = 2 << 30

// OpenFile reads the file called name into memory and opens that copy: a
// snapshot, so that another program (the table pads' server, still writing
// a .bws) may go on writing the file while the copy is read. The file is
// only read, never locked or written.
func OpenFile(name string) (*DB, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("jet: reading %s: %w", name, err)
	}
	if len(b) > maxFileSize {
		return nil, corrupt("%s is larger than the 2 GiB an Access database can be", name)
	}
	return Open(bytes.NewReader(b), int64(len(b)))
}

// Version is the database's page format.
func (db *DB) Version() Version { return db.ver }

// CodePage is the code page the database definition page names (1252 for
// Western European). Jet 3 text is read as cp1252 whatever it says.
func (db *DB) CodePage() int { return db.codePage }

// Tables lists the user tables (not the MSys system tables), in the order
// of the catalogue.
func (db *DB) Tables() []string {
	var out []string
	for _, e := range db.catalog {
		if !e.system {
			out = append(out, e.name)
		}
	}
	return out
}

// Table reads the definition of the table called name (system tables
// included; the name is matched exactly first, then ignoring case, as
// Access does).
func (db *DB) Table(name string) (*Table, error) {
	for _, e := range db.catalog {
		if e.name == name {
			return db.readTable(e.name, e.page)
		}
	}
	for _, e := range db.catalog {
		if strings.EqualFold(e.name, name) {
			return db.readTable(e.name, e.page)
		}
	}
	return nil, fmt.Errorf("jet: no table %q in the database", name)
}

func corrupt(format string, args ...any) error {
	return fmt.Errorf("jet: %s: %w", fmt.Sprintf(format, args...), ErrCorrupt)
}

// page reads page n, unmasked. The slice is shared: callers do not change it.
func (db *DB) page(n int64) ([]byte, error) {
	if n < 0 || n >= db.npages {
		return nil, corrupt("page %d lies past the end of the file (%d pages): the file is cut short", n, db.npages)
	}
	if p, ok := db.cache[n]; ok {
		return p, nil
	}
	p := make([]byte, db.f.pageSize)
	if _, err := db.r.ReadAt(p, n*int64(db.f.pageSize)); err != nil {
		return nil, fmt.Errorf("jet: reading page %d: %w", n, err)
	}
	if n > 0 && db.dbKey != 0 {
		k := db.dbKey ^ uint32(n)
		c, _ := rc4.NewCipher([]byte{byte(k), byte(k >> 8), byte(k >> 16), byte(k >> 24)})
		c.XORKeyStream(p, p)
	}
	if len(db.cache) >= maxCachedPages {
		clear(db.cache)
	}
	db.cache[n] = p
	return p, nil
}

// catalogPage is the TDEF page of MSysObjects.
const catalogPage = 2

// Flags of a catalogue entry that mark a system table (HACKING.md,
// "System Table").
const systemFlags = 0x80000002

func (db *DB) readCatalog() error {
	t, err := db.readTable("MSysObjects", catalogPage)
	if err != nil {
		return fmt.Errorf("%w (reading the catalogue MSysObjects)", err)
	}
	id, name, typ, flags := t.column("Id"), t.column("Name"), t.column("Type"), t.column("Flags")
	if id < 0 || name < 0 || typ < 0 {
		return corrupt("the catalogue MSysObjects has no Id, Name or Type column")
	}
	for row, err := range t.Rows() {
		if err != nil {
			return fmt.Errorf("%w (reading the catalogue MSysObjects)", err)
		}
		ty, _ := row[typ].(int16)
		n, _ := row[name].(string)
		pg, _ := row[id].(int32)
		if ty != 1 || n == "" {
			continue
		}
		var fl int32
		if flags >= 0 {
			fl, _ = row[flags].(int32)
		}
		db.catalog = append(db.catalog, entry{
			name:   n,
			page:   int64(uint32(pg) & 0x00FFFFFF),
			system: uint32(fl)&systemFlags != 0 || strings.HasPrefix(strings.ToUpper(n), "MSYS"),
		})
	}
	return nil
}
