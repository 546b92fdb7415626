package jet

import (
	"bytes"
	"crypto/rc4"
	"encoding/binary"
	"errors"
	"github.com/scorebook/scorebook/internal/jet/jetwrite"
	"math/big"
	"reflect"
	"strings"
	"testing"
	"time"
)

func openBytes(t *testing.T, b []byte) *DB {
	t.Helper()
	db, err := Open(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func readTable(t *testing.T, db *DB, name string) [][]any {
	t.Helper()
	tb, err := db.Table(name)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := tb.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// Every type the reader knows, written to the documented layout by the test
// writer and read back, in both formats; long values inline, on one
// long-value page and on a chain of them; a row of nulls.
func TestTypesRoundTrip(t *testing.T) {
	long := strings.Repeat("Contract 4 H x by South, lead S10. ", 40) // 1,400 bytes: a chain of 5 rows
	medium := strings.Repeat("ab", 100)                               // 200 bytes: one long-value page
	ole := bytes.Repeat([]byte{0, 1, 2, 0xFF}, 500)
	for _, ver := range []Version{Jet3, Jet4} {
		t.Run(ver.String(), func(t *testing.T) {
			cols := []jetwrite.Column{
				{Name: "Flag", Type: jetwrite.Bool},
				{Name: "B", Type: jetwrite.Byte},
				{Name: "I", Type: jetwrite.Int},
				{Name: "L", Type: jetwrite.Long},
				{Name: "M", Type: jetwrite.Currency},
				{Name: "F", Type: jetwrite.Float},
				{Name: "D", Type: jetwrite.Double},
				{Name: "When", Type: jetwrite.DateTime},
				{Name: "Text", Type: jetwrite.Text, Size: 50, Compress: true},
				{Name: "Bin", Type: jetwrite.Binary, Size: 20},
				{Name: "Memo", Type: jetwrite.Memo, Compress: true},
				{Name: "Ole", Type: jetwrite.OLE},
				{Name: "G", Type: jetwrite.GUID},
				{Name: "Fixed", Type: jetwrite.Text, Size: 3, Fixed: true},
			}
			when := time.Date(2025, 12, 23, 19, 30, 15, 0, time.UTC)
			before := time.Date(1899, 12, 29, 6, 0, 0, 0, time.UTC) // -1.25 days: day -1, a quarter of a day
			if ver == Jet4 {
				cols[13].Size = 6 // bytes: three UCS-2 characters
			}
			rows := [][]any{
				{true, uint8(255), int16(-32768), int32(2147483647), jetwrite.Money(-12345678), float32(0.5), 444.555, when,
					"4 H x", []byte{1, 2, 3}, "short", []byte("ole inline"), "{7C9F66BA-1BA0-489F-9A26-6FCF2DE77705}", "N  "},
				{false, uint8(0), int16(7), int32(-1), jetwrite.Money(35000), float32(-1.25), -0.0, before,
					"Ünïcödé €", []byte{}, medium, ole, "{00000000-0000-0000-0000-000000000001}", "S  "},
				{false, nil, nil, nil, nil, nil, nil, nil, nil, nil, long, nil, nil, nil},
			}
			if ver == Jet4 {
				cols = append(cols, jetwrite.Column{Name: "N", Type: jetwrite.Numeric, Precision: 18, Scale: 2})
				rows[0] = append(rows[0], jetwrite.Decimal{Unscaled: big.NewInt(-12345)})
				rows[1] = append(rows[1], jetwrite.Decimal{Unscaled: new(big.Int).Lsh(big.NewInt(1), 100)})
				rows[2] = append(rows[2], nil)
				rows[1][8] = "Мир 漢字" // not compressible: UCS-2
			} else {
				rows[1][8] = "Ünïcödé €‚"
			}
			db := openBytes(t, jetwrite.Write(jetwrite.Version(ver), jetwrite.Table{Name: "Types", Columns: cols, Rows: rows}))
			if got := db.Tables(); !reflect.DeepEqual(got, []string{"Types"}) {
				t.Fatalf("tables %v", got)
			}
			got := readTable(t, db, "Types")
			if len(got) != len(rows) {
				t.Fatalf("%d rows, want %d", len(got), len(rows))
			}
			for i := range rows {
				for j, c := range cols {
					g, w := got[i][j], rows[i][j]
					switch v := w.(type) { // the writer's values as the reader gives them
					case jetwrite.Money:
						w = Money(v)
					case jetwrite.Decimal:
						w = Numeric{Unscaled: v.Unscaled, Scale: c.Scale}
					}
					if gt, ok := g.(time.Time); ok {
						if wt, _ := w.(time.Time); !gt.Equal(wt) {
							t.Errorf("row %d %s = %v, want %v", i, c.Name, g, w)
						}
						continue
					}
					if gn, ok := g.(Numeric); ok {
						if gn.String() != w.(Numeric).String() {
							t.Errorf("row %d %s = %v, want %v", i, c.Name, gn, w)
						}
						continue
					}
					if !reflect.DeepEqual(g, w) {
						t.Errorf("row %d %s = %#v, want %#v", i, c.Name, g, w)
					}
				}
			}
		})
	}
}

// A Jet 3 row longer than 256 bytes keeps its one-byte offsets relative to
// the jump table's boundaries; three of them, with a dummy entry when the
// last boundary lies past the offset table (HACKING.md's example).
func TestJet3JumpTable(t *testing.T) {
	for _, n := range []int{100, 127, 128, 200, 250, 251, 252, 253, 254, 255} {
		cols := []jetwrite.Column{{Name: "ID", Type: jetwrite.Long}}
		var row []any = []any{int32(n)}
		for i := 0; i < 3; i++ {
			cols = append(cols, jetwrite.Column{Name: string(rune('a' + i)), Type: jetwrite.Text, Size: 255})
			row = append(row, strings.Repeat(string(rune('a'+i)), n-i))
		}
		db := openBytes(t, jetwrite.Write(jetwrite.Jet3, jetwrite.Table{Name: "Long", Columns: cols, Rows: [][]any{row, row}}))
		got := readTable(t, db, "Long")
		if len(got) != 2 || !reflect.DeepEqual(got[0], row) || !reflect.DeepEqual(got[1], row) {
			t.Errorf("texts of %d characters: read %v", n, got)
		}
	}
}

// Values whose meaning comes from the format rather than from the writer.
func TestValues(t *testing.T) {
	if s := Money(35000).String(); s != "3.5000" {
		t.Errorf("Money(35000) = %s", s) // 35000 ten-thousandths
	}
	if s := Money(-12345678).String(); s != "-1234.5678" {
		t.Errorf("Money(-12345678) = %s", s)
	}
	// mdbtools' uuid format: the first three groups little-endian.
	c := &Column{Name: "G", Type: TypeGUID}
	rd := &rowReader{t: &Table{db: &DB{ver: Jet4}}}
	v, err := rd.value(c, []byte{0xBA, 0x66, 0x9F, 0x7C, 0xA0, 0x1B, 0x9F, 0x48, 0x9A, 0x26, 0x6F, 0xCF, 0x2D, 0xE7, 0x77, 0x05})
	if err != nil || v != "{7C9F66BA-1BA0-489F-9A26-6FCF2DE77705}" {
		t.Errorf("guid %v %v", v, err)
	}
	// Numeric: sign byte, then the 32-bit words most significant first:
	// 12345 = 0x3039 in the last word, scale 2.
	c = &Column{Name: "N", Type: TypeNumeric, Scale: 2}
	v, err = rd.value(c, []byte{0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x39, 0x30, 0, 0})
	if err != nil || v.(Numeric).String() != "-123.45" {
		t.Errorf("numeric %v %v", v, err)
	}
	c = &Column{Name: "N", Type: TypeNumeric, Scale: 4}
	v, _ = rd.value(c, []byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x05, 0, 0, 0})
	if v.(Numeric).String() != "0.0005" {
		t.Errorf("numeric %v", v)
	}
	// Days since 1899-12-30: 45649 is 2024-12-23 (45292 is 2024-01-01,
	// plus 357 days); 0.75 is 18:00; -1.25 is 29 December 1899 06:00.
	for d, want := range map[float64]time.Time{
		45649.75: time.Date(2024, 12, 23, 18, 0, 0, 0, time.UTC),
		45292:    time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC),
		-1.25:    time.Date(1899, 12, 29, 6, 0, 0, 0, time.UTC),
		0:        time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC),
	} {
		if got, ok := dateTime(d); !ok || !got.Equal(want) {
			t.Errorf("date %v = %v, want %v", d, got, want)
		}
	}
	if _, ok := dateTime(1e300); ok {
		t.Error("a date of 1e300 days is accepted")
	}
	// cp1252's 0x80 to 0x9F, and Latin-1 above.
	if s := decodeCP1252([]byte{0x80, 0x93, 'x', 0x94, 0xE9}); s != "€“x”é" {
		t.Errorf("cp1252 %q", s)
	}
	// Jet 4 compressed text: "ab", a switch, then U+041C, a switch, "c".
	if s := decodeJet4Text([]byte{0xFF, 0xFE, 'a', 'b', 0, 0x1C, 0x04, 0, 'c'}); s != "abМc" {
		t.Errorf("compressed %q", s)
	}
}

// A usage map that lists usage map pages (type 1) rather than holding its
// bitmap (type 0).
func TestUsageMapPages(t *testing.T) {
	for _, ver := range []Version{Jet3, Jet4} {
		cols := []jetwrite.Column{{Name: "ID", Type: jetwrite.Long}, {Name: "Name", Type: jetwrite.Text, Size: 200}}
		var rows [][]any
		for i := range 40 { // several data pages
			rows = append(rows, []any{int32(i), strings.Repeat("n", 190)})
		}
		db := openBytes(t, jetwrite.WriteMaps(jetwrite.Version(ver), true, jetwrite.Table{Name: "T", Columns: cols, Rows: rows}))
		tb, _ := db.Table("T")
		pages, err := tb.DataPages()
		if err != nil || len(pages) < 2 {
			t.Fatalf("%v: pages %v, %v", ver, pages, err)
		}
		got := readTable(t, db, "T")
		if !reflect.DeepEqual(got, rows) {
			t.Errorf("%v: %d rows read, not the %d written", ver, len(got), len(rows))
		}
	}
}

// The TDEF's row count is not read: a table says 0 rows and holds three.
func TestStaleRowCount(t *testing.T) {
	cols := []jetwrite.Column{{Name: "ID", Type: jetwrite.Long}}
	b := jetwrite.Write(jetwrite.Jet3, jetwrite.Table{Name: "T", Columns: cols, Rows: [][]any{{int32(1)}, {int32(2)}, {int32(3)}}})
	db := openBytes(t, b)
	tb, err := db.Table("t") // case ignored, as Access does
	if err != nil {
		t.Fatal(err)
	}
	if tb.Name != "T" {
		t.Errorf("name %q", tb.Name)
	}
	rows, err := tb.ReadAll()
	if err != nil || len(rows) != 3 {
		t.Errorf("%d rows, %v", len(rows), err)
	}
	if _, err := db.Table("Nope"); err == nil || errors.Is(err, ErrCorrupt) {
		t.Errorf("a missing table: %v", err)
	}
}

// A database with a database key (the header's 4 bytes at 0x3E, non-zero)
// has every page after the first masked with RC4 under the key XOR the page
// number, as mdbtools' file.c reads it.
func TestDatabaseKey(t *testing.T) {
	for _, ver := range []Version{Jet3, Jet4} {
		cols := []jetwrite.Column{{Name: "ID", Type: jetwrite.Long}, {Name: "Name", Type: jetwrite.Text, Size: 20}}
		rows := [][]any{{int32(7), "Ann Bell"}, {int32(8), "Bob Cole"}}
		b := jetwrite.Write(jetwrite.Version(ver), jetwrite.Table{Name: "T", Columns: cols, Rows: rows})
		size := 2048
		if ver == Jet4 {
			size = 4096
		}
		const key = 0x12345678
		// The header is masked: XOR the key's bytes into the masked bytes.
		c, _ := rc4.NewCipher(headerKey)
		mask := make([]byte, 0x3E-0x18+4)
		c.XORKeyStream(mask, mask)
		binary.LittleEndian.PutUint32(b[0x3E:], binary.LittleEndian.Uint32(mask[0x3E-0x18:])^key)
		for n := 1; n < len(b)/size; n++ {
			k := uint32(key ^ n)
			pc, _ := rc4.NewCipher([]byte{byte(k), byte(k >> 8), byte(k >> 16), byte(k >> 24)})
			p := b[n*size : (n+1)*size]
			pc.XORKeyStream(p, p)
		}
		db := openBytes(t, b)
		if db.dbKey != key {
			t.Errorf("%v: key %x", ver, db.dbKey)
		}
		if got := readTable(t, db, "T"); !reflect.DeepEqual(got, rows) {
			t.Errorf("%v: %v", ver, got)
		}
	}
}
