package main

import (
	"archive/zip"
	"bytes"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/importer"
	"github.com/scorebook/scorebook/internal/importer/importtest"
	"github.com/scorebook/scorebook/internal/jet/jetwrite"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/scorebook/scorebook/xlsx/pairs"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/xuri/excelize/v2"
)

// mkbws FILE [bad]: write importtest.ClubNight as a Jet 3 .bws of the
// Bridgemate schema; with bad, three of its records are bad (a contract
// "4 Q" in record 1, a result "+9" in record 2, a lead "Z9" in record 3).
func cmdMkbws(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) < 1 || len(args) > 2 {
		ts.Fatalf("usage: mkbws FILE [bad]")
	}
	in := importtest.ClubNight()
	if len(args) == 2 {
		in.Records[0].Contract = "4 Q"
		in.Records[1].Result = "+9"
		in.Records[2].Lead = "Z9"
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), importtest.BuildBWS(jetwrite.Jet3, in), 0o644))
}

// zipdiff A.xlsx B.xlsx: print the parts that differ between two
// workbooks, one a line, sorted.
func cmdZipdiff(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: zipdiff A.xlsx B.xlsx")
	}
	a, b := zipParts(ts, args[0]), zipParts(ts, args[1])
	var diff []string
	for name, data := range a {
		if other, ok := b[name]; !ok {
			diff = append(diff, name+" only in "+args[0])
		} else if !bytes.Equal(data, other) {
			diff = append(diff, name+" differs")
		}
	}
	for name := range b {
		if _, ok := a[name]; !ok {
			diff = append(diff, name+" only in "+args[1])
		}
	}
	sort.Strings(diff)
	for _, d := range diff {
		ts.Stdout().Write([]byte(d + "\n"))
	}
}

// The shared test data lies beside the repository (its READMEs name the
// files' sources; they carry no licence and are not copied in).
var sharedData = filepath.Join("..", "..", "..", "shared", "data")

func sharedFile(t *testing.T, dir, name string) string {
	t.Helper()
	p := filepath.Join(sharedData, dir, name)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("%s: not here (the shared test data lies beside the repository)", name)
	}
	return p
}

// importCLI runs scorebook import (or another command) in-process.
func importCLI(t *testing.T, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errb bytes.Buffer
	status = run(append([]string{"scorebook"}, args...), &out, &errb)
	return out.String(), errb.String(), status
}

// scoreBook reads and scores a pairs workbook as score does.
func scoreBook(t *testing.T, path string) (*pairs.Event, *engine.Result) {
	t.Helper()
	book, err := xlsx.Open(path, xlsx.OpenOptions{Reads: kinds.Reads(), ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer book.Close()
	ev, probs := pairs.Read(book)
	for _, p := range probs {
		if !p.Warning {
			t.Errorf("%s: %s", p.Place(), p.Msg)
		}
	}
	if ev == nil {
		t.Fatal("not read")
	}
	res, probs := engine.Score(&ev.Event)
	for _, p := range probs {
		if !p.Warning {
			t.Errorf("%s", p.Error())
		}
	}
	if res == nil {
		t.Fatal("not scored")
	}
	return ev, res
}

// templateWith writes the pairs template with some settings changed, as a
// director sets them before importing.
func templateWith(t *testing.T, path string, settings map[string]string) {
	t.Helper()
	tpl := templates.Pairs()
	for i := range tpl.Sheets[0].Rows {
		row := &tpl.Sheets[0].Rows[i]
		if v, ok := settings[row.Cells[0].(string)]; ok {
			row.Cells[1] = v
		}
	}
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
}

// The real USEBIO and PBN files import, score, and give each pair the
// total the scoring program published (to its two decimals; the PBN's
// matchpoints to one). The files and the settings they were scored with
// are those of ../shared/data/realworld-usebio/README.md and
// realworld-pbn/README.md: Compscore3's Butler and cross-IMPs (discard 1,
// per comparison: the template's), its matchpoints (European, Neuberg);
// Magic Contest's matchpoints, each board's points rounded to 1 decimal.
func TestImportRealTotals(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		dir, name string
		settings  map[string]string
	}{
		{"realworld-usebio", "compscore3-butler_howell.xml", nil},
		{"realworld-usebio", "compscore3-cross_imp_howell.xml", nil},
		{"realworld-usebio", "compscore3-butler_mitchell.xml", nil},
		{"realworld-usebio", "compscore3-mp_pairs_mitchell_03.xml", nil},
		{"realworld-pbn", "ffb-dn1-2022-seance1.pbn", map[string]string{"Board points": "1 decimal"}},
		// Séance 5: the session's totals are SessionScoreMP and
		// SessionPercentage (TotalScore* are the event's so far).
		{"realworld-pbn", "ffb-dn1-2022-seance5.pbn", map[string]string{"Board points": "1 decimal"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := sharedFile(t, tc.dir, tc.name)
			book := filepath.Join(t.TempDir(), "event.xlsx")
			if tc.settings != nil {
				templateWith(t, book, tc.settings)
			}
			if out, errs, status := importCLI(t, "import", book, file); status != 0 {
				t.Fatalf("import: %d\n%s%s", status, out, errs)
			}
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var src *importer.Event
			if strings.HasSuffix(tc.name, ".xml") {
				src, _ = importer.ReadUSEBIO(data)
			} else {
				src, _ = importer.ReadPBN(data)
			}
			ev, res := scoreBook(t, book)
			if len(src.Totals) == 0 || len(res.Standings) != len(src.Totals) {
				t.Fatalf("%d standings, %d published totals", len(res.Standings), len(src.Totals))
			}
			tolerance := 0.005
			if strings.HasSuffix(tc.name, ".pbn") {
				tolerance = 0.05
			}
			matched := 0
			for _, tot := range src.Totals {
				for _, s := range res.Standings {
					p := ev.Pairs[s.Pair]
					if p.ID != tot.Pair || (tot.Direction != "" && dirText(p.Direction) != tot.Direction) {
						continue
					}
					matched++
					if math.Abs(s.Score-tot.Score) > tolerance+1e-9 {
						t.Errorf("pair %s %s: score %.4f, published %.2f", tot.Pair, tot.Direction, s.Score, tot.Score)
					}
					if tot.HasPercent && math.Abs(100*s.Pct-tot.Percent) > 0.005+1e-9 {
						t.Errorf("pair %s %s: %.4f%%, published %.2f%%", tot.Pair, tot.Direction, 100*s.Pct, tot.Percent)
					}
				}
			}
			if matched != len(src.Totals) {
				t.Errorf("%d of %d published totals matched a pair", matched, len(src.Totals))
			}
		})
	}
}

func dirText(d engine.Direction) string {
	switch d {
	case engine.NS:
		return "NS"
	case engine.EW:
		return "EW"
	}
	return ""
}

// The real Bridgemate database imports and scores: 34 pairs with their
// names, all 384 results (the pads' contracts "3 NT", "4 S x"), Mitchell
// fields in two sections, A1 … B8.
func TestImportRealBWS(t *testing.T) {
	t.Parallel()
	file := sharedFile(t, "import-bws", "club-251223.bws")
	book := filepath.Join(t.TempDir(), "night.xlsx")
	out, errs, status := importCLI(t, "import", book, file)
	if status != 0 {
		t.Fatalf("import: %d\n%s%s", status, out, errs)
	}
	if !strings.Contains(out, "Results: 384 rows added") || !strings.Contains(out, "Pairs: 34 added") {
		t.Errorf("import said:\n%s", out)
	}
	ev, res := scoreBook(t, book)
	if len(ev.Pairs) != 34 || len(ev.Rows) != 384 || !res.Mitchell {
		t.Errorf("%d pairs, %d rows, Mitchell %v", len(ev.Pairs), len(ev.Rows), res.Mitchell)
	}
	for _, p := range ev.Pairs {
		if p.Names[0] == "" || p.Names[1] == "" || !strings.ContainsAny(p.ID[:1], "AB") {
			t.Errorf("pair %q: %v", p.ID, p.Names)
		}
	}
	// Imported again, nothing is new and the workbook stays byte for byte.
	before, err := os.ReadFile(book)
	if err != nil {
		t.Fatal(err)
	}
	out, _, status = importCLI(t, "import", book, file)
	after, _ := os.ReadFile(book)
	if status != 0 || !strings.Contains(out, "nothing new") || !bytes.Equal(before, after) {
		t.Errorf("imported again: %d\n%s", status, out)
	}
	// BridgeComposer's PBN of the same night, taken before the last round
	// (333 results, import-bws/README.md), agrees with the pads' records on
	// every one of them, and adds the 24 deals; its names (the surnames
	// only) differ from the pads' and are kept, with warnings.
	pbn := sharedFile(t, "import-bws", "club-251223.pbn")
	out, errs, status = importCLI(t, "import", book, pbn)
	if status != 0 || !strings.Contains(out, "Results: 0 rows added, 0 filled, 333 already there") || !strings.Contains(out, "Hands: 24 deals") {
		t.Errorf("the PBN: %d\n%s%s", status, out, errs)
	}
	if strings.Contains(errs, "Results!") {
		t.Errorf("a result differs:\n%s", errs)
	}
	scoreBook(t, book) // the leads checked against the deals
}

// The real two-section night into a workbook whose Results has Round and
// Table (a director's, or one made before): each row gets its round and
// table, as ReceivedData has them (record 1: section A, table 8, round 1,
// board 13, NS 8 v EW 8, 2 S by E +1; bws_expected.json), and its pairs
// their section's letter. A workbook import makes leaves them out (A1 is
// not a pair number a movement checks), and its rows score alike.
func TestImportRealBWSRoundsAndTables(t *testing.T) {
	t.Parallel()
	file := sharedFile(t, "import-bws", "club-251223.bws")
	book := filepath.Join(t.TempDir(), "night.xlsx")
	tpl := templates.Pairs()
	for i := range tpl.Sheets {
		if s := &tpl.Sheets[i]; s.Name == "Results" {
			s.Columns = append(s.Columns, templates.Column{Header: "Round", Width: 7}, templates.Column{Header: "Table", Width: 7})
		}
	}
	if err := xlsx.WriteTemplate(book, tpl); err != nil {
		t.Fatal(err)
	}
	out, errs, status := importCLI(t, "import", book, file)
	if status != 0 || !strings.Contains(out, "Results: 384 rows added") {
		t.Fatalf("import: %d\n%s%s", status, out, errs)
	}
	f, err := excelize.OpenFile(book)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := f.GetRows("Results")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	// Session Board NS EW Contract By Result Score Lead Round Table
	found := 0
	for _, r := range rows[1:] {
		r = append(r, make([]string, 11)...)
		if r[9] == "" || r[10] == "" {
			t.Fatalf("a row without its round and table: %q", r[:11])
		}
		if r[1] == "13" && r[2] == "A8" && r[3] == "A8" {
			found++
			if got := strings.Join(r[4:11], " "); got != "2S E +1   1 8" {
				t.Errorf("record 1's row: %q", got)
			}
		}
	}
	if found != 1 || len(rows) != 385 {
		t.Errorf("%d rows, record 1's found %d times", len(rows)-1, found)
	}
	ev, res := scoreBook(t, book)
	if len(ev.Rows) != 384 || !res.Mitchell {
		t.Errorf("%d rows, Mitchell %v", len(ev.Rows), res.Mitchell)
	}
}

// Importing into a workbook changes only the input sheets it fills: every
// other sheet, the styles and the workbook part byte for byte (a fresh
// template gets the empty shared-strings part every save adds); a pad's
// late result imported later changes only Results; and a typed row that
// differs from the file is kept, with a warning naming its cell, both
// lines and the file's record.
func TestImportKeepsTyped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	night := importtest.ClubNight()
	full := filepath.Join(dir, "tuesday.bws")
	if err := os.WriteFile(full, importtest.BuildBWS(jetwrite.Jet4, night), 0o644); err != nil {
		t.Fatal(err)
	}
	// Before the last table's last board was sent: the records but the
	// last played (the erased record is last of all).
	early := *night
	early.Records = slices.Delete(slices.Clone(night.Records), len(night.Records)-2, len(night.Records)-1)
	partial := filepath.Join(dir, "early.bws")
	if err := os.WriteFile(partial, importtest.BuildBWS(jetwrite.Jet3, &early), 0o644); err != nil {
		t.Fatal(err)
	}
	book := filepath.Join(dir, "tuesday.xlsx")
	if _, errs, status := importCLI(t, "new", "pairs", book, "--tables", "3", "--boards-per-round", "2"); status != 0 {
		t.Fatal(errs)
	}
	// The scorer typed board 1 at table 1 from the paper traveller (the
	// movement's row 2: board 1, round 1, table 1, NS 1 v EW 1).
	f, err := excelize.OpenFile(book)
	if err != nil {
		t.Fatal(err)
	}
	for cell, v := range map[string]string{"F2": "3NT", "G2": "S", "H2": "="} {
		if err := f.SetCellStr("Results", cell, v); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	typed := readParts(t, book)
	out, errs, status := importCLI(t, "import", book, partial)
	if status != 0 {
		t.Fatalf("%s%s", out, errs)
	}
	// The workbook has the template's Lead column, so the file's line
	// names its lead too.
	if !strings.Contains(errs, `warning: Results!F2: board 1, NS 1 v EW 1: the row typed says "3NT by S =", but the file says "4S by N =, lead HK" (ReceivedData record 1 (section A, table 1, round 1, board 1))`) {
		t.Errorf("no warning of the typed row:\n%s", errs)
	}
	if !strings.Contains(out, "Results: 0 rows added, 16 filled, 0 already there") {
		t.Errorf("import said:\n%s", out)
	}
	got := readParts(t, book)
	for name, data := range got {
		switch name {
		case "xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml", "xl/worksheets/sheet3.xml", "docProps/core.xml":
			// Event, Pairs, Results: filled.
		default:
			if !bytes.Equal(data, typed[name]) {
				t.Errorf("%s changed", name)
			}
		}
	}
	// The typed row is as typed.
	f, err = excelize.OpenFile(book)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := f.GetCellValue("Results", "F2"); v != "3NT" {
		t.Errorf("Results!F2 is %q", v)
	}
	f.Close()
	// The late result: only Results changes.
	before := readParts(t, book)
	out, _, status = importCLI(t, "import", book, full)
	if status != 0 || !strings.Contains(out, "Results: 0 rows added, 1 filled, 16 already there") {
		t.Errorf("late result: %d\n%s", status, out)
	}
	for name, data := range readParts(t, book) {
		if name != "xl/worksheets/sheet3.xml" && name != "docProps/core.xml" && !bytes.Equal(data, before[name]) {
			t.Errorf("late result: %s changed", name)
		}
	}
}

// importtest.ClubNight, imported into the movement scorebook new makes for
// it, scores as worked there: NS 2 100%, NS 1 50%, NS 3 0%, every EW 50%.
func TestImportClubNight(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bws := filepath.Join(dir, "tuesday.bws")
	if err := os.WriteFile(bws, importtest.BuildBWS(jetwrite.Jet3, importtest.ClubNight()), 0o644); err != nil {
		t.Fatal(err)
	}
	book := filepath.Join(dir, "tuesday.xlsx")
	if _, errs, status := importCLI(t, "new", "pairs", book, "--tables", "3", "--boards-per-round", "2"); status != 0 {
		t.Fatal(errs)
	}
	if out, errs, status := importCLI(t, "import", book, bws); status != 0 {
		t.Fatalf("%s%s", out, errs)
	}
	ev, res := scoreBook(t, book)
	for _, s := range res.Standings {
		p := ev.Pairs[s.Pair]
		want := 50.0
		if p.Direction == engine.NS {
			want = map[string]float64{"1": 50, "2": 100, "3": 0}[p.ID]
		}
		if math.Abs(100*s.Pct-want) > 1e-9 {
			t.Errorf("pair %s %s: %v%%, want %v", p.ID, dirText(p.Direction), 100*s.Pct, want)
		}
	}
}

func readParts(t *testing.T, path string) map[string][]byte {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	parts := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		parts[f.Name], _ = io.ReadAll(rc)
		rc.Close()
	}
	return parts
}
