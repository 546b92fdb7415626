package jet

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// The real Bridgemate database of /work/shared/data/import-bws (README.md
// there: a two-section club game of 23 Dec 2025, Jet 3, anonymised), and what
// mdbtools 1.0's mdb-export reads from it. The files are not copied into the
// repository (their source has no licence); the tests read them from the
// shared folder beside the repository and skip where it is absent.
var bwsDir = filepath.Join("..", "..", "..", "shared", "data", "import-bws")

func readBWS(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(bwsDir, "club-251223.bws"))
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s: not here (the shared test data lies beside the repository)", bwsDir)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// mdbExport renders a value as mdb-export does by default: booleans 1 and
// 0, dates as %m/%d/%y %H:%M:%S rounded to the second, nulls empty.
func mdbExport(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case bool:
		if v {
			return "1"
		}
		return "0"
	case time.Time:
		return v.Round(time.Second).Format("01/02/06 15:04:05")
	case float64:
		return fmt.Sprintf("%.16g", v)
	case float32:
		return fmt.Sprintf("%.8g", v)
	}
	return fmt.Sprint(v)
}

// exported renders every row of a table as one line of sorted JSON, the
// lines sorted: mdb-export and this package list moved rows in different
// places (mdbtools reads a moved row where its new place is), so rows are
// compared as a multiset.
func exported(t *testing.T, db *DB, name string) []string {
	t.Helper()
	tb, err := db.Table(name)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := tb.ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var out []string
	for _, r := range rows {
		m := map[string]string{}
		for i, c := range tb.Columns {
			m[c.Name] = mdbExport(r[i])
		}
		b, _ := json.Marshal(m)
		out = append(out, string(b))
	}
	slices.Sort(out)
	return out
}

func expectedLines(rows []map[string]string) []string {
	var out []string
	for _, m := range rows {
		b, _ := json.Marshal(m)
		out = append(out, string(b))
	}
	slices.Sort(out)
	return out
}

func loadJSON(t *testing.T, name string, v any) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(bwsDir, name))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatal(err)
	}
}

func compareLines(t *testing.T, table string, got, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d rows, mdb-export reads %d", table, len(got), len(want))
	}
	for _, w := range want {
		if _, ok := slices.BinarySearch(got, w); !ok {
			t.Errorf("%s: missing row %s", table, w)
		}
	}
	for _, g := range got {
		if _, ok := slices.BinarySearch(want, g); !ok {
			t.Errorf("%s: extra row %s", table, g)
		}
	}
}

func TestBWSAsMDBExport(t *testing.T) {
	b := readBWS(t)
	db, err := Open(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	if db.Version() != Jet3 || db.CodePage() != 1252 {
		t.Errorf("version %v code page %d, want Jet 3 and 1252", db.Version(), db.CodePage())
	}
	var want map[string][]map[string]string
	loadJSON(t, "bws_expected.json", &want)
	counts := map[string]int{}
	for name, rows := range want {
		compareLines(t, name, exported(t, db, name), expectedLines(rows))
		counts[name] = len(rows)
	}
	// README.md: 384 ReceivedData records (the TDEF says 0), 128 RoundData
	// rows, 68 PlayerNumbers rows (28 of them moved to page 1458).
	if counts["ReceivedData"] != 384 || counts["RoundData"] != 128 || counts["PlayerNumbers"] != 68 {
		t.Errorf("expected counts %v", counts)
	}
	wantTables := []string{"BiddingData", "Clients", "HandRecord", "IntermediateData", "PlayData",
		"PlayerNumbers", "ReceivedData", "RoundData", "Section", "Settings", "Tables", "PlayerNames",
		"Session", "HandEvaluation"}
	if got := db.Tables(); !slices.Equal(got, wantTables) {
		t.Errorf("tables %v, want %v", got, wantTables)
	}
}

func TestBWSPatches(t *testing.T) {
	orig := readBWS(t)
	var want map[string][]map[string]string
	loadJSON(t, "bws_expected.json", &want)
	var patches map[string]struct {
		Bytes   [][3]int
		Changed []map[string]string
		What    string
	}
	loadJSON(t, "bws_patches.json", &patches)
	if len(patches) != 2 {
		t.Fatalf("%d patches, want the erased and the re-entered record", len(patches))
	}
	for name, p := range patches {
		t.Run(name, func(t *testing.T) {
			b := slices.Clone(orig)
			for _, x := range p.Bytes {
				if int(b[x[0]]) != x[1] {
					t.Fatalf("byte %d is %d, the patch expects %d", x[0], b[x[0]], x[1])
				}
				b[x[0]] = byte(x[2])
			}
			db, err := Open(bytes.NewReader(b), int64(len(b)))
			if err != nil {
				t.Fatal(err)
			}
			rows := slices.Clone(want["ReceivedData"])
			for _, c := range p.Changed {
				i := slices.IndexFunc(rows, func(r map[string]string) bool { return r["ID"] == c["ID"] })
				if i < 0 {
					t.Fatalf("no record ID %s", c["ID"])
				}
				rows[i] = c
			}
			compareLines(t, "ReceivedData after "+p.What, exported(t, db, "ReceivedData"), expectedLines(rows))
		})
	}
}

// A file cut at a page boundary looks whole until a table's usage map names
// a page past its end: reading that table is an error, not fewer rows.
func TestBWSTruncated(t *testing.T) {
	orig := readBWS(t)
	b := orig[:len(orig)/2048/2*2048]
	db, err := Open(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		if !errors.Is(err, ErrCorrupt) {
			t.Fatalf("open: %v does not wrap ErrCorrupt", err)
		}
		return
	}
	tb, err := db.Table("ReceivedData")
	if err == nil {
		_, err = tb.ReadAll()
	}
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "cut short") {
		t.Fatalf("reading ReceivedData of a file cut in half: %v, want an error saying it is cut short", err)
	}
}

// OpenFile reads a snapshot of the file: the copy is read while the file
// changes (here: is overwritten with zeros after opening).
func TestOpenFileSnapshot(t *testing.T) {
	b := readBWS(t)
	path := filepath.Join(t.TempDir(), "club.bws")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	db, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, make([]byte, len(b)), 0o644); err != nil {
		t.Fatal(err)
	}
	tb, err := db.Table("ReceivedData")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := tb.ReadAll()
	if err != nil || len(rows) != 384 {
		t.Errorf("%d rows, %v; want the 384 of the file as it was", len(rows), err)
	}
	if _, err := OpenFile(filepath.Join(t.TempDir(), "none.bws")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}
