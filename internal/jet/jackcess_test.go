package jet

import (
	"bytes"
	"compress/gzip"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// The databases in testdata are Jackcess's (testdata/README.md); the values
// expected are those its tests assert, at the commit named there.

func gunzip(t testing.TB, name string) []byte {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name+".gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func openTest(t *testing.T, name string) *DB {
	t.Helper()
	b := gunzip(t, name)
	db, err := Open(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return db
}

// rowsByName reads a table into maps of column name to value.
func rowsByName(t *testing.T, db *DB, table string) (*Table, []map[string]any) {
	t.Helper()
	tb, err := db.Table(table)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := tb.ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", table, err)
	}
	var out []map[string]any
	for _, r := range rows {
		m := map[string]any{}
		for i, c := range tb.Columns {
			m[c.Name] = r[i]
		}
		out = append(out, m)
	}
	return tb, out
}

var testDBs = []struct {
	file string
	ver  Version
}{
	{"testV1997.mdb", Jet3},
	{"testV2003.mdb", Jet4},
	{"testV2007.accdb", Jet4},
}

// DatabaseTest.testGetColumns, testGetNextRow (TestUtil's
// checkTestDBTable1RowABCDEFG and checkTestDBTable1RowA) and
// testMultiPageTableDef.
func TestJackcessTable1(t *testing.T) {
	for _, d := range testDBs {
		t.Run(d.file, func(t *testing.T) {
			db := openTest(t, d.file)
			if db.Version() != d.ver {
				t.Errorf("version %v, want %v", db.Version(), d.ver)
			}
			if got := db.Tables(); !reflect.DeepEqual(got, []string{"Table1", "Table2", "Table3", "Table4"}) {
				t.Errorf("tables %v", got)
			}
			tb, rows := rowsByName(t, db, "Table1")
			var got []string
			for _, c := range tb.Columns {
				got = append(got, c.Name+" "+c.Type.String())
			}
			want := []string{"A text", "B text", "C byte", "D int", "E long", "F double", "G datetime", "H money", "I bool"}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("columns %v, want %v", got, want)
			}
			if len(rows) != 2 {
				t.Fatalf("%d rows, want 2", len(rows))
			}
			r1, r2 := rows[0], rows[1]
			if r1["A"] != "abcdefg" {
				r1, r2 = r2, r1
			}
			check := func(r map[string]any, want map[string]any) {
				for k, v := range want {
					if !reflect.DeepEqual(r[k], v) {
						t.Errorf("%s = %#v, want %#v", k, r[k], v)
					}
				}
			}
			check(r1, map[string]any{"A": "abcdefg", "B": "hijklmnop", "C": uint8(2), "D": int16(222),
				"E": int32(333333333), "F": 444.555, "G": time.Date(1974, 9, 21, 0, 0, 0, 0, time.UTC), "I": true})
			check(r2, map[string]any{"A": "a", "B": "b", "C": uint8(0), "D": int16(0),
				"E": int32(0), "F": 0.0, "G": time.Date(1981, 12, 12, 0, 0, 0, 0, time.UTC), "I": false})
			t2, err := db.Table("Table2")
			if err != nil {
				t.Fatal(err)
			}
			if len(t2.Columns) != 89 {
				t.Errorf("Table2 has %d columns, want 89", len(t2.Columns))
			}
		})
	}
}

// DatabaseTest.testReadDeletedRows: two rows left.
func TestJackcessDeletedRows(t *testing.T) {
	for _, f := range []string{"delTestV1997.mdb", "delTestV2003.mdb"} {
		t.Run(f, func(t *testing.T) {
			_, rows := rowsByName(t, openTest(t, f), "Table")
			if len(rows) != 2 {
				t.Errorf("%d rows, want 2", len(rows))
			}
		})
	}
}

// DatabaseTest.testReadWithDeletedCols.
func TestJackcessDeletedColumns(t *testing.T) {
	for _, f := range []string{"delColTestV1997.mdb", "delColTestV2003.mdb"} {
		t.Run(f, func(t *testing.T) {
			_, rows := rowsByName(t, openTest(t, f), "Table1")
			want := []map[string]any{
				{"id": int32(0), "id2": int32(2), "data": "foo", "data2": "foo2"},
				{"id": int32(3), "id2": int32(5), "data": "bar", "data2": "bar2"},
			}
			if !reflect.DeepEqual(rows, want) {
				t.Errorf("rows %v, want %v", rows, want)
			}
		})
	}
}

// DatabaseTest.testOverflow: seven rows, the third and fifth moved.
func TestJackcessOverflow(t *testing.T) {
	for _, f := range []string{"overflowTestV1997.mdb", "overflowTestV2003.mdb"} {
		t.Run(f, func(t *testing.T) {
			tb, err := openTest(t, f).Table("Table1")
			if err != nil {
				t.Fatal(err)
			}
			rows, err := tb.ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) != 7 {
				t.Fatalf("%d rows, want 7", len(rows))
			}
			want3 := []any{nil, "row3col3", nil, nil, nil, nil, nil, "row3col9", nil}
			want5 := []any{nil, "row5col2", nil, nil, nil, nil, nil, nil, nil}
			if !reflect.DeepEqual(rows[2], want3) {
				t.Errorf("row 3 %v, want %v", rows[2], want3)
			}
			if !reflect.DeepEqual(rows[4], want5) {
				t.Errorf("row 5 %v, want %v", rows[4], want5)
			}
		})
	}
}

// DatabaseTest.testFixedNumeric (the first row, as read).
func TestJackcessNumeric(t *testing.T) {
	tb, rows := rowsByName(t, openTest(t, "fixedNumericTestV2003.mdb"), "test")
	for i, c := range tb.Columns {
		want := TypeNumeric
		if i == 0 {
			want = TypeMemo
		}
		if c.Type != want || c.Fixed != (i > 0) {
			t.Errorf("column %s: %v fixed %v", c.Name, c.Type, c.Fixed)
		}
	}
	if rows[0]["col1"] != "some data" {
		t.Errorf("col1 %q", rows[0]["col1"])
	}
	for col, want := range map[string]string{"col2": "1", "col3": "0", "col4": "0", "col5": "4", "col6": "-1", "col7": "1"} {
		n, ok := rows[0][col].(Numeric)
		if !ok {
			t.Errorf("%s: %#v is not a Numeric", col, rows[0][col])
			continue
		}
		w, _ := new(big.Rat).SetString(want)
		g := new(big.Rat).SetFrac(n.Unscaled, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n.Scale)), nil))
		if g.Cmp(w) != 0 {
			t.Errorf("%s = %s, want %s", col, n, want)
		}
	}
}

// DatabaseTest.testFixedText.
func TestJackcessFixedText(t *testing.T) {
	tb, rows := rowsByName(t, openTest(t, "fixedTextTestV2003.mdb"), "users")
	c := tb.Columns[tb.column("c_flag_")]
	if c.Type != TypeText || !c.Fixed || c.Size != 2 {
		t.Errorf("c_flag_: %v fixed %v size %d, want fixed text of 2 bytes", c.Type, c.Fixed, c.Size)
	}
	if rows[0]["c_flag_"] != "N" {
		t.Errorf("c_flag_ = %q, want N", rows[0]["c_flag_"])
	}
}

// LongValueTest.testReadLongValue: memos and an OLE value on a chain of
// long-value pages.
func TestJackcessLongValues(t *testing.T) {
	bin := gunzip(t, "test2BinData.dat")
	author := "Jon Iles this is a a vawesrasoih aksdkl fas dlkjflkasjd flkjaslkdjflkajlksj dfl lkasjdf lkjaskldfj lkas dlk lkjsjdfkl; aslkdf lkasjkldjf lka skldf lka sdkjfl;kasjd falksjdfljaslkdjf laskjdfk jalskjd flkj aslkdjflkjkjasljdflkjas jf;lkasjd fjkas dasdf asd fasdf asdf asdmhf lksaiyudfoi jasodfj902384jsdf9 aw90se fisajldkfj lkasj dlkfslkd jflksjadf as"
	for _, f := range []string{"test2V1997.mdb", "test2V2003.mdb"} {
		t.Run(f, func(t *testing.T) {
			_, rows := rowsByName(t, openTest(t, f), "MSP_PROJECTS")
			r := rows[0]
			for k, v := range map[string]string{"PROJ_PROP_AUTHOR": author, "PROJ_PROP_COMPANY": "T",
				"PROJ_INFO_CAL_NAME": "Standard", "PROJ_PROP_TITLE": "Project1"} {
				if r[k] != v {
					t.Errorf("%s = %q, want %q", k, r[k], v)
				}
			}
			got, _ := r["RESERVED_BINARY_DATA"].([]byte)
			if !bytes.Equal(got, bin) {
				t.Errorf("RESERVED_BINARY_DATA: %d bytes, not the %d of test2BinData.dat", len(got), len(bin))
			}
		})
	}
}

// LongValueTest.testUnicodeCompression: text stored compressed and not.
func TestJackcessUnicodeCompression(t *testing.T) {
	var sb strings.Builder
	for i := 1; i <= 0xFF; i++ {
		sb.WriteRune(rune(i))
	}
	want := []string{
		"only ascii chars",
		"\u00E4\u00E4kk\u00F6si\u00E4",
		"\u041C\u0438\u0440",
		"\u03F0\u03B1\u1F76 \u03C4\u1F79\u03C4' \u1F10\u03B3\u1F7C \u039A\u1F7B\u03F0\u03BB\u03C9\u03C0\u03B1",
		"\u6F22\u5B57\u4EEE\u540D\u4EA4\u3058\u308A\u6587",
		"3L9\u001D52\u0002_AB(\u00A5\u0005!!V",
		"\u00FCmlaut",
		sb.String(),
	}
	_, rows := rowsByName(t, openTest(t, "testUnicodeCompV2003.mdb"), "Table")
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(rows), len(want))
	}
	for _, r := range rows {
		id, _ := r["ID"].(int32)
		if id < 1 || int(id) > len(want) {
			t.Fatalf("ID %v", r["ID"])
		}
		if r["Unicode"] != want[id-1] {
			t.Errorf("ID %d: %q, want %q", id, r["Unicode"], want[id-1])
		}
	}
}
