package jet

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// FuzzOpen opens any bytes as a database and reads every table of its
// catalogue, system tables too: whatever the bytes, the result is a database
// or an error that wraps ErrCorrupt, never a panic or a hang.
func FuzzOpen(f *testing.F) {
	// Small files of the test writer (a few pages each, so that the fuzzer
	// runs fast), one in each format and one with a usage map page.
	f.Add(hostileBase())
	cols := []wcol{{name: "Flag", typ: TypeBool}, {name: "Name", typ: TypeText, size: 20, compressText: true},
		{name: "When", typ: TypeDateTime}, {name: "Memo", typ: TypeMemo}}
	f.Add(writeDB(Jet4, wtable{name: "T", cols: cols, rows: [][]any{
		{true, "4 H x", nil, "a short memo"}, {false, nil, nil, strings.Repeat("long ", 100)},
	}}))
	f.Add(writeDBMaps(Jet3, true, wtable{name: "T", cols: cols[:2], rows: [][]any{{true, "3 NT"}}}))
	f.Fuzz(func(t *testing.T, data []byte) {
		db, err := Open(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("open: %v does not wrap ErrCorrupt", err)
			}
			return
		}
		for _, e := range db.catalog {
			tb, err := db.Table(e.name)
			if err == nil {
				_, err = tb.ReadAll()
			}
			if err != nil && !errors.Is(err, ErrCorrupt) {
				t.Fatalf("table %q: %v does not wrap ErrCorrupt", e.name, err)
			}
		}
	})
}
