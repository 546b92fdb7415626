package crosscheck

// Workbooks: writing a generated event as a director would type it (with
// excelize, and re-saved by LibreOffice), running the scorebook command on
// it, and reading back the sheets it writes.

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/xuri/excelize/v2"
)

// writeWorkbook writes the event's Event, Pairs and Results sheets.
func writeWorkbook(ge *genEvent, path string) error {
	f := excelize.NewFile()
	defer f.Close()
	set := func(sheet string, col, row int, v any) error {
		ref, err := excelize.CoordinatesToCellName(col, row)
		if err != nil {
			return err
		}
		return f.SetCellValue(sheet, ref, v)
	}
	first := true
	sheet := func(name string) error {
		if first {
			first = false
			return f.SetSheetName("Sheet1", name)
		}
		_, err := f.NewSheet(name)
		return err
	}
	if ge.eventSheet != nil {
		if err := sheet("Event"); err != nil {
			return err
		}
		set("Event", 1, 1, "Setting")
		set("Event", 2, 1, "Value")
		for i, r := range ge.eventSheet {
			set("Event", 1, i+2, r[0])
			set("Event", 2, i+2, r[1])
		}
	}
	if err := sheet("Pairs"); err != nil {
		return err
	}
	hdr := []string{"Pair", "Player 1", "Player 2"}
	if ge.pairsDir {
		hdr = append(hdr, "Direction")
	}
	for c, h := range hdr {
		set("Pairs", c+1, 1, h)
	}
	for i, p := range ge.ev.pairs {
		set("Pairs", 1, i+2, ge.pairCells[i])
		set("Pairs", 2, i+2, "North "+p.id+p.dir)
		set("Pairs", 3, i+2, "South "+p.id+p.dir)
		if ge.pairsDir {
			set("Pairs", 4, i+2, p.dir)
		}
	}
	if err := sheet("Results"); err != nil {
		return err
	}
	line := 1 + ge.blankTop
	cols := ge.resultCols
	if ge.extraColumn {
		cols = append(append([]string{}, cols...), "Notes")
	}
	for c, h := range cols {
		set("Results", c+1, line, h)
	}
	for i, r := range ge.ev.rows {
		line++
		if ge.blankEvery > 0 && i > 0 && i%ge.blankEvery == 0 {
			line++
		}
		for c, h := range cols {
			var v any
			switch strings.ToLower(strings.TrimSpace(h)) {
			case "session":
				v = r.session
			case "board":
				v = r.board
			case "ns":
				v = ge.pairCells[r.ns]
			case "ew":
				v = ge.pairCells[r.ew]
			case "notes":
				if i%7 == 3 {
					v = "checked"
				}
			default:
				v = ge.cells[i][canonical(h)]
			}
			if v != nil {
				if err := set("Results", c+1, line, v); err != nil {
					return err
				}
			}
		}
	}
	return f.SaveAs(path)
}

// pairNames is the Names cell of the Ranking for a pair.
func pairNames(p pair) string { return "North " + p.id + p.dir + " & South " + p.id + p.dir }

func canonical(h string) string {
	h = strings.TrimSpace(h)
	for _, c := range []string{"Session", "Board", "NS", "EW", "Contract", "By", "Result", "Score"} {
		if strings.EqualFold(c, h) {
			return c
		}
	}
	return h
}

// resaveWithLibreOffice has LibreOffice open each workbook and save it again
// as xlsx, in place. It returns false when soffice is not installed.
func resaveWithLibreOffice(t *testing.T, paths []string) bool {
	t.Helper()
	if len(paths) == 0 {
		return true
	}
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		if os.Getenv("SCOREBOOK_REQUIRE_LIBREOFFICE") == "1" {
			t.Fatalf("soffice is not installed and SCOREBOOK_REQUIRE_LIBREOFFICE=1")
		}
		return false
	}
	dir := t.TempDir()
	outDir := filepath.Join(dir, "out")
	args := []string{"-env:UserInstallation=file://" + filepath.Join(dir, "profile"),
		"--headless", "--norestore", "--convert-to", "xlsx:Calc MS Excel 2007 XML", "--outdir", outDir}
	cmd := exec.Command(soffice, append(args, paths...)...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("soffice: %v\n%s", err, out.String())
	}
	for _, p := range paths {
		data, err := os.ReadFile(filepath.Join(outDir, filepath.Base(p)))
		if err != nil {
			t.Fatalf("soffice did not convert %s: %v\n%s", p, err, out.String())
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return true
}

var (
	buildOnce sync.Once
	cliPath   string
	buildErr  error
	buildDir  string
)

// scorebookCLI builds the command once per test binary.
func scorebookCLI(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "crosscheck-cli")
		if buildErr != nil {
			return
		}
		cliPath = filepath.Join(buildDir, "scorebook")
		if runtime.GOOS == "windows" {
			cliPath += ".exe"
		}
		cmd := exec.Command("go", "build", "-o", cliPath, "github.com/scorebook/scorebook/cmd/scorebook")
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out.String())
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return cliPath
}

// runScorebook scores the workbooks in place, several at once. It returns the
// command's combined output.
func runScorebook(t *testing.T, paths []string) string {
	t.Helper()
	cli := scorebookCLI(t)
	var all strings.Builder
	const batch = 40
	for i := 0; i < len(paths); i += batch {
		j := min(i+batch, len(paths))
		cmd := exec.Command(cli, append([]string{"score", "--quiet"}, paths[i:j]...)...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		_ = cmd.Run() // exit status 1 when a workbook has errors: read per workbook
		all.WriteString(out.String())
	}
	return all.String()
}

// checkMessages runs scorebook check on one workbook and returns what it says.
func checkMessages(t *testing.T, path string) (string, int) {
	cmd := exec.Command(scorebookCLI(t), "check", path)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	}
	return out.String(), code
}

// sheetTable is a written sheet: its header and rows, raw values.
type sheetTable struct {
	header map[string]int
	rows   [][]string
}

func (s *sheetTable) has(col string) bool { _, ok := s.header[col]; return ok }

func (s *sheetTable) get(r []string, col string) string {
	i, ok := s.header[col]
	if !ok || i >= len(r) {
		return ""
	}
	return r[i]
}

// readSheets reads the written sheets of a scored workbook; nil when it has
// none (the workbook was not scored).
func readSheets(path string) (map[string]*sheetTable, error) {
	f, err := excelize.OpenFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]*sheetTable{}
	for _, name := range []string{"Ranking", "Travellers", "Scorecards"} {
		if idx, _ := f.GetSheetIndex(name); idx < 0 {
			return nil, nil
		}
		rows, err := f.GetRows(name, excelize.Options{RawCellValue: true})
		if err != nil {
			return nil, err
		}
		var st *sheetTable
		if name == "Ranking" {
			st = readRanking(rows)
		} else {
			st = readReport(rows)
		}
		out[name] = st
	}
	return out, nil
}

// readRanking reads the Ranking as a program would: a table under a
// header row in row 1 (a Howell), or a Mitchell's two tables, each a
// heading ("North-South", "East-West") then a header row and a line per
// pair down to the empty row or the next heading.
func readRanking(rows [][]string) *sheetTable {
	st := &sheetTable{header: map[string]int{}}
	for i := 0; i < len(rows); i++ {
		if !slices.Contains(rows[i], "Rank") || !slices.Contains(rows[i], "Names") {
			continue
		}
		if len(st.header) == 0 {
			for j, h := range rows[i] {
				st.header[h] = j
			}
		}
		for i++; i < len(rows) && len(rows[i]) > 1; i++ {
			st.rows = append(st.rows, rows[i])
		}
	}
	return st
}

// readReport reads a report sheet (Travellers, Scorecards) as a program
// would: each block's lines are the rows under a header row that has a
// Contract column, as long as they start with a number (a session or a
// board); the other rows (headings, hands, frequency tables, totals) are
// not lines. A card's heading ("Pair 3: …",
// "NS 3: …") gives its lines a Pair (and Direction of the field, when
// given) column, and a sheet of one session a Session column of 1.
func readReport(rows [][]string) *sheetTable {
	st := &sheetTable{header: map[string]int{}}
	pair := ""
	for i := 0; i < len(rows); i++ {
		r := rows[i]
		if len(r) > 0 && len(r) <= 2 && strings.Contains(r[0], ": ") {
			who, _, _ := strings.Cut(r[0], ": ")
			if _, id, ok := strings.Cut(who, " "); ok {
				pair = id
			}
			continue
		}
		if !slices.Contains(r, "Contract") || slices.Contains(r, "Times") {
			continue
		}
		if len(st.header) == 0 {
			for j, h := range r {
				st.header[h] = j
			}
			st.header["Pair"] = len(r)
			if !slices.Contains(r, "Session") {
				st.header["Session"] = len(r) + 1
			}
		}
		for i++; i < len(rows) && len(rows[i]) > 0 && isNumber(rows[i][0]); i++ {
			line := make([]string, len(r)+2)
			copy(line, rows[i])
			line[len(r)], line[len(r)+1] = pair, "1"
			st.rows = append(st.rows, line)
		}
		i--
	}
	return st
}

func isNumber(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

// TestMain removes the command built for the run.
func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	if congress.dir != "" {
		os.RemoveAll(congress.dir)
	}
	os.Exit(code)
}
