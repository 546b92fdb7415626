package jet

import (
	"bytes"
	"encoding/binary"
	"errors"
	"github.com/scorebook/scorebook/internal/jet/jetwrite"
	"strings"
	"testing"
)

// hostileBase is a Jet 3 database of one table "T": three rows of an ID and
// a memo on a chain of long-value rows, then its catalogue's data page last.
func hostileBase() []byte {
	memo := strings.Repeat("x", 700) // three long-value rows of up to 300 bytes
	cols := []jetwrite.Column{{Name: "ID", Type: jetwrite.Long}, {Name: "Memo", Type: jetwrite.Memo}}
	return jetwrite.Write(jetwrite.Jet3, jetwrite.Table{Name: "T", Columns: cols, Rows: [][]any{
		{int32(1), memo}, {int32(2), nil}, {int32(3), nil},
	}})
}

const pg3 = 2048

// pagesOf lists the pages of b whose type is typ (and, for data pages,
// whose bytes 4..8 are "LVAL" when lval is set).
func pagesOf(b []byte, typ byte, lval bool) []int {
	var out []int
	for n := 0; n < len(b)/pg3; n++ {
		p := b[n*pg3 : (n+1)*pg3]
		if p[0] == typ && (typ != 1 || (string(p[4:8]) == "LVAL") == lval) {
			out = append(out, n)
		}
	}
	return out
}

func rowStart(b []byte, pg, row int) int {
	return pg*pg3 + int(binary.LittleEndian.Uint16(b[pg*pg3+10+2*row:])&0x1FFF)
}

func TestHostile(t *testing.T) {
	if rows, err := openAndRead(hostileBase()); err != nil || rows != 3 {
		t.Fatalf("the unharmed file reads %d rows, %v", rows, err)
	}
	le := binary.LittleEndian
	cases := []struct {
		name, want string
		harm       func(b []byte) []byte
	}{
		{"not a database", "signature", func(b []byte) []byte { return bytes.Repeat([]byte{0x42}, 4096) }},
		{"cut short", "cut short", func(b []byte) []byte { return b[:len(b)-pg3] }},
		{"not whole pages", "whole number", func(b []byte) []byte { return b[:len(b)-100] }},
		{"table definition loops", "loops back", func(b []byte) []byte {
			tdef := pagesOf(b, 2, false)[1]
			le.PutUint32(b[tdef*pg3+4:], uint32(tdef))
			return b
		}},
		{"too many columns", "claims 300 columns", func(b []byte) []byte {
			tdef := pagesOf(b, 2, false)[1]
			le.PutUint16(b[tdef*pg3+25:], 300)
			return b
		}},
		{"long-value chain loops", "loop back", func(b []byte) []byte {
			head := pagesOf(b, 1, true)
			h := head[len(head)-1] // the writer writes the chain's head last
			le.PutUint32(b[rowStart(b, h, 0):], uint32(h)<<8)
			return b
		}},
		{"long value longer than the file", "more than the file", func(b []byte) []byte {
			data := pagesOf(b, 1, false)[1] // page 3 holds the usage maps
			s := rowStart(b, data, 0)
			// the row: column count, ID, then the memo's header
			le.PutUint32(b[s+1+4:], 0x3FFFFFFF)
			return b
		}},
		{"row outside its page", "outside its page", func(b []byte) []byte {
			data := pagesOf(b, 1, false)[1]
			le.PutUint16(b[data*pg3+10:], 0x1FF0)
			return b
		}},
		{"two rows moved to one place", "already points", func(b []byte) []byte {
			data := pagesOf(b, 1, false)[1]
			for _, r := range []int{0, 1} {
				o := data*pg3 + 10 + 2*r
				le.PutUint16(b[o:], le.Uint16(b[o:])|0x4000)
				le.PutUint32(b[rowStart(b, data, r):], uint32(data)<<8|2)
			}
			return b
		}},
		{"a row moved to itself", "already points", func(b []byte) []byte {
			data := pagesOf(b, 1, false)[1]
			o := data*pg3 + 10 + 2*2
			le.PutUint16(b[o:], le.Uint16(b[o:])|0x4000)
			le.PutUint32(b[rowStart(b, data, 2):], uint32(data)<<8|2)
			return b
		}},
		{"usage map of unknown type", "unknown type", func(b []byte) []byte {
			b[rowStart(b, 3, 1)] = 7 // page 3 row 1: table T's usage map
			return b
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := openAndRead(c.harm(hostileBase()))
			if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an ErrCorrupt saying %q", err, c.want)
			}
		})
	}
}

// openAndRead opens b and reads every table of its catalogue.
func openAndRead(b []byte) (int, error) {
	db, err := Open(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range db.catalog {
		tb, err := db.Table(e.name)
		if err != nil {
			return n, err
		}
		rows, err := tb.ReadAll()
		if err != nil {
			return n, err
		}
		n += len(rows)
	}
	return n, nil
}
