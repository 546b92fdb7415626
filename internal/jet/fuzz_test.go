package jet

import (
	"bytes"
	"errors"
	"github.com/scorebook/scorebook/internal/jet/jetwrite"
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
	cols := []jetwrite.Column{{Name: "Flag", Type: jetwrite.Bool}, {Name: "Name", Type: jetwrite.Text, Size: 20, Compress: true},
		{Name: "When", Type: jetwrite.DateTime}, {Name: "Memo", Type: jetwrite.Memo}}
	f.Add(jetwrite.Write(jetwrite.Jet4, jetwrite.Table{Name: "T", Columns: cols, Rows: [][]any{
		{true, "4 H x", nil, "a short memo"}, {false, nil, nil, strings.Repeat("long ", 100)},
	}}))
	f.Add(jetwrite.WriteMaps(jetwrite.Jet3, true, jetwrite.Table{Name: "T", Columns: cols[:2], Rows: [][]any{{true, "3 NT"}}}))
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
