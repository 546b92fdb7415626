package xlsx

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/engine/teams"
	"github.com/xuri/excelize/v2"
)

// The fuzz targets here write workbooks from fuzzed text with excelize, then
// open and read them as scorebook does (and score them when they read
// without errors). Whatever the text, nothing panics, every finding names a
// sheet and a cell or row (or is about the whole sheet), and every message
// and hint is one line. Reading with the sniff's row scans (which stop after
// the last row holding a value) gives exactly what reading every row does.

// fuzzSheet is a sheet written from text: rows separated by newlines, cells
// by tabs. A cell that reads as a number is written as one, unless it starts
// with an apostrophe (as typed in Excel), which is dropped.
type fuzzSheet struct{ name, text string }

// fuzzBook writes the sheets as a workbook at path with excelize's ordinary
// (not streaming) writer.
func fuzzBook(t *testing.T, path string, sheets ...fuzzSheet) {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, s := range sheets {
		if i == 0 {
			if err := f.SetSheetName("Sheet1", s.name); err != nil {
				t.Fatal(err)
			}
		} else if _, err := f.NewSheet(s.name); err != nil {
			t.Fatal(err)
		}
		for r, line := range strings.Split(s.text, "\n") {
			if r >= 200 {
				break
			}
			for c, cell := range strings.Split(line, "\t") {
				if c >= 30 || cell == "" {
					continue
				}
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				var v any = cell
				if text, ok := strings.CutPrefix(cell, "'"); ok {
					v = text
				} else if n, err := strconv.ParseFloat(cell, 64); err == nil && !strings.ContainsAny(cell, "xXpP_") {
					v = n
				}
				if err := f.SetCellValue(s.name, ref, v); err != nil {
					return // excelize refuses some values (too long, NaN); skip them
				}
			}
		}
	}
	os.Remove(path)
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
}

// sheetLevel are the findings about a whole sheet, that name no cell.
var sheetLevel = regexp.MustCompile(`^(.* is empty|there is no .* sheet|Results has no results|.* lists no .*|none of the \d+ games is .*|` +
	`setting .*|a cell holds more than .*|.*VP [sS]cale.*|.*Matchpoints.*|.* is not a number of .*|precision .*|the Custom VP scale .*|unknown VP scale .*)$`)

var placeRef = regexp.MustCompile(`^([A-Z]{1,3}[1-9][0-9]*|row [1-9][0-9]*)$`)

// checkFindingRules holds every finding to the rules of a user message.
func checkFindingRules(t *testing.T, fs []Finding) {
	t.Helper()
	for _, f := range fs {
		if f.Sheet == "" {
			t.Errorf("finding without a sheet: %+v", f)
		}
		switch {
		case f.Cell == "":
			if !sheetLevel.MatchString(f.Msg) {
				t.Errorf("finding without a cell or row: %q", f)
			}
		case !placeRef.MatchString(f.Cell):
			t.Errorf("finding at %q, not a cell or row: %q", f.Cell, f)
		}
		if f.Msg == "" || strings.ContainsAny(f.Msg+f.Hint, "\r\n") {
			t.Errorf("finding is not one line: %q / %q", f.Msg, f.Hint)
		}
	}
}

// checkOpenError holds a refusal to open a workbook to the rules.
func checkOpenError(t *testing.T, err error) {
	t.Helper()
	var ue *Error
	if !errors.As(err, &ue) {
		t.Fatalf("%T %v, not a user error", err, err)
	}
	if strings.ContainsAny(ue.Msg+ue.Hint, "\r\n") {
		t.Errorf("refusal is not one line: %q / %q", ue.Msg, ue.Hint)
	}
}

// readBoth reads a workbook twice, with the sniff's row scans and without
// them, and fails the test when the two differ; it returns the first.
func readBoth[T any](t *testing.T, path string, read func(b *Book) (T, []Finding), same func(a, b T) bool) (*Book, T, []Finding, bool) {
	t.Helper()
	var zero T
	b, err := Open(path, OpenOptions{})
	if err != nil {
		checkOpenError(t, err)
		return nil, zero, nil, false
	}
	v, fs := read(b)
	checkFindingRules(t, fs)
	plain, err := Open(path, OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	plain.scans = nil
	w, gs := read(plain)
	if !damaged(fs) && !damagePastValues(b, gs) && (!slices.Equal(strings.Fields(fmt.Sprint(fs)), strings.Fields(fmt.Sprint(gs))) || !same(v, w)) {
		t.Errorf("reading with the row scans differs from reading every row:\n%v\n%v", fs, gs)
	}
	return b, v, fs, true
}

// damagePastValues reports whether reading every row found damage only
// below the last row holding a value, which the scanned read stops before:
// nothing there could be read into the event, and the director's sheet is
// copied as it is.
func damagePastValues(b *Book, fs []Finding) bool {
	found := false
	for _, f := range fs {
		if !strings.Contains(f.Msg, "the workbook is damaged") {
			continue
		}
		// The scanned read reads every row through lastValue as reading
		// every row does, so damage it did not see lies below: at a row
		// past lastValue, or found only at the end (too many rows).
		scan, ok := b.scans[fold(f.Sheet)]
		if !ok || !scan.exact {
			return false
		}
		var line int
		if _, err := fmt.Sscanf(f.Cell, "row %d", &line); err == nil && line <= scan.lastValue {
			return false
		}
		found = true
	}
	return found
}

func damaged(fs []Finding) bool {
	for _, f := range fs {
		if strings.Contains(f.Msg, "the workbook is damaged") {
			return true
		}
	}
	return false
}

func FuzzReadPairs(f *testing.F) {
	f.Add("Setting\tValue\nScoring\tMatchpoints", "Pair\tPlayer 1\tPlayer 2\n1\tAnn\tBob\n2\tCat\tDan\n3\tEve\tFay\n4\tGus\tHal",
		"Board\tNS\tEW\tContract\tBy\tResult\tScore", "1\t1\t2\t4S\tN\t=\t\n1\t3\t4\t\t\t\t450")
	f.Add("Setting\tValue\nScoring\tButler\nButler discard\t10%\nSessions\tNeuberg", "Pair\tPlayer 1\tPlayer 2\tDirection\n1\tA\tB\tNS\n1\tC\tD\tEW",
		"Session\tBoard\tN-S\tE/W\tScore", "1\t1\t1\t1\tA60/40\n2\t1\t1\t1\t60% 110; 40% -50\n\n\nx\t0\t1\t1\tNP")
	f.Add("", "Pair\tPlayer 1\n1\t=HYPERLINK(\"x\")", " board \tns\tEW\tEW", "'1\t'01\t'2.0\t-0")
	f.Add("Setting\nTitle", "", "Board\tNS\tEW\tContract\tBy\tResult", "3\t1\t2\t3NT\tS\t+1\n3\t2\t1\t7NTXX\tW\t-13")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, event, pairsText, header, results string) {
		path := filepath.Join(dir, "pairs.xlsx")
		sheets := []fuzzSheet{{"Pairs", pairsText}, {"Results", header + "\n" + results}}
		if event != "" {
			sheets = append(sheets, fuzzSheet{"Event", event})
		}
		fuzzBook(t, path, sheets...)
		b, pe, fs, ok := readBoth(t, path, func(b *Book) (*PairsEvent, []Finding) { return b.ReadPairs() },
			func(a, b *PairsEvent) bool {
				return len(a.Event.Rows) == len(b.Event.Rows) && len(a.Event.Pairs) == len(b.Event.Pairs)
			})
		if !ok {
			return
		}
		defer b.Close()
		if HasErrors(fs) {
			checkFindingRules(t, b.Locate(pairs.CheckEvent(&pe.Event, pe.Partial)))
			return
		}
		res, probs := pairs.ScoreEvent(&pe.Event)
		checkFindingRules(t, b.Locate(probs))
		if res != nil {
			checkFindingRules(t, b.Locate(res.Warnings))
			if err := b.WritePairs(pe, res); err != nil {
				t.Fatalf("writing: %v", err)
			}
		}
	})
}

func FuzzReadTeams(f *testing.F) {
	f.Add("Setting\tValue\nScoring\tIMPs\nVP scale\tCustom\nBye VP\t12", "Team\tName\n1\tRed\n2\tBlue",
		"Round\tBoard\tNS\tEW\tScore\n1\t1\t1\t2\t420\n1\t1\t2\t1\t-400", "IMPs from\tIMPs to\tWinner VP\tLoser VP\n0\t2\t10\t10\n3\t\t12\t8")
	f.Add("Setting\tValue\nVP scale\tACBL 30\nBye VP\tx", "Team\tName\tPlayers\n1\tRed\tA, B\n1\tRed", "Board\tNS\tEW\tScore\n1\t1\t1\tA+/A-", "")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, event, teamsText, results, scale string) {
		path := filepath.Join(dir, "teams.xlsx")
		sheets := []fuzzSheet{{"Teams", teamsText}, {"Results", results}, {"Event", event}}
		if scale != "" {
			sheets = append(sheets, fuzzSheet{"VP Scale", scale})
		}
		fuzzBook(t, path, sheets...)
		b, te, fs, ok := readBoth(t, path, func(b *Book) (*TeamsEvent, []Finding) { return b.ReadTeams() },
			func(a, b *TeamsEvent) bool { return len(a.Results) == len(b.Results) && len(a.Teams) == len(b.Teams) })
		if !ok {
			return
		}
		defer b.Close()
		if !te.Complete {
			return
		}
		res, err := teams.Score(te.Teams, te.Results, te.Settings)
		if errors.Is(err, teams.ErrUnread) {
			if !HasErrors(fs) {
				t.Errorf("a row was left unread without an error: %v", fs)
			}
			return
		}
		checkFindingRules(t, b.LocateError(err))
		if res != nil && !HasErrors(fs) && err == nil {
			checkFindingRules(t, b.TeamsWarnings(te, res))
			if err := b.WriteTeams(te, res); err != nil {
				t.Fatalf("writing: %v", err)
			}
		}
	})
}

func FuzzReadGrading(f *testing.F) {
	f.Add("Setting\tValue\nAs of\t2026-03-14\nMinimum games\t1\nPrecision\tExact", "Player\tIndex\tGrade\nPeter\t1881\t1881\nJohn\t1992\t1992",
		"Date\tWinner\tLoser\tClass\tScore\tType\n2026-03-01\tPeter\tJohn\t1\t26-14\tAS\n45000\tJohn\tPeter\t\t\tGolf Croquet")
	f.Add("Setting\tValue\nWindow months\t0\nAs at\t31/2/2026", "Player\tIndex\tGrade\npeter\tx\t", "Date\tWinner\tLoser\n14 March 2026\tPeter\tPeter\n1900-01-01\tAnn\t")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, settings, players, games string) {
		path := filepath.Join(dir, "grading.xlsx")
		fuzzBook(t, path, fuzzSheet{"Players", players}, fuzzSheet{"Games", games}, fuzzSheet{"Grading", settings})
		b, g, fs, ok := readBoth(t, path, func(b *Book) (*Grading, []Finding) { return b.ReadGrading() },
			func(a, b *Grading) bool { return len(a.Games) == len(b.Games) && len(a.Players) == len(b.Players) })
		if !ok {
			return
		}
		defer b.Close()
		if !g.Checkable {
			return
		}
		res, err := grading.Replay(g.Players, g.Games, g.Settings)
		checkFindingRules(t, b.LocateGrading(err))
		if res != nil && err == nil && !HasErrors(fs) {
			if err := b.WriteGrading(g, res); err != nil {
				t.Fatalf("writing: %v", err)
			}
		}
	})
}

// FuzzSheetXML puts fuzzed XML in the Results sheet's sheetData, as a broken
// or hostile program might write it. Whatever it holds, the workbook is
// refused in one line or read with findings that follow the rules; and the
// sniff's row scan never makes the reader stop before a row excelize would
// have read a value from.
func FuzzSheetXML(f *testing.F) {
	for _, s := range []string{
		`<row r="4"><c r="A4"><v>2</v></c><c r="B4"><v>1</v></c><c r="C4"><v>2</v></c><c r="G4"><v>-50</v></c></row>`,
		`<row r="4" s="1" customFormat="1"><c r="A4" s="1"/></row><row r="9"><c r="A9"><v>2</v></c></row>`,
		`<row><c><v>2</v></c><c t="inlineStr"><is><t>1</t></is></c></row><row/><row><c t="s"><v>0</v></c></row>`,
		`<x:row x:r="5"><x:c><x:v>3</x:v></x:c></x:row><!-- <row r="1"> --><row r="6"><c><v><![CDATA[</v>]]></v></c></row>`,
		`<row r="4"><c r="A4"><v>1</x></c></row><row r="5"><c r="A5"><v>1</v></c></row>`,
		`<row r="1048576"><c r="XFD1048576" t="str"><f>1+1</f><v>2</v></c></row>`,
		`<row r="5" s="1"/><row r="1048577" s="1"/>`, // past Excel's last row, below the last value
		`<row r="4" s="1"><c r="At" s="1"/></row>`,   // an impossible address, below the last value
	} {
		f.Add(s)
	}
	src := pairsBook(f)
	f.Fuzz(func(t *testing.T, rows string) {
		path := rezip(t, src, "xml.xlsx", func(p *part) {
			if p.name == resultsPart {
				p.data = bytes.Replace(p.data, []byte("</sheetData>"), []byte(rows+"</sheetData>"), 1)
			}
		})
		b, _, _, ok := readBoth(t, path, func(b *Book) (*PairsEvent, []Finding) { return b.ReadPairs() },
			func(a, b *PairsEvent) bool { return len(a.Event.Rows) == len(b.Event.Rows) })
		if ok {
			b.Close()
		}
	})
}

// FuzzCellParsers: the readers of numbers, identifiers, croquet scores and
// game types never panic, and agree with each other.
func FuzzCellParsers(f *testing.F) {
	for _, s := range []string{"3", " 3.0 ", "A12", "1e3", "-0", "3.5", "1e10", "NaN", "Inf", "0x10", "１２",
		"26-14", "17-12T", " 26 - 3 ", "26--1", "AS", "26pt A.S.", "Golf Croquet", "\u2212" + "5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id := identifier(s)
		if identifier(id) != id {
			t.Errorf("identifier(%q) = %q, but identifier(%q) = %q", s, id, id, identifier(id))
		}
		if n, ok := parseInt(s); ok {
			x, ok := parseNumber(s)
			if !ok || x != float64(n) {
				t.Errorf("parseInt(%q) = %d but parseNumber gives %v, %v", s, n, x, ok)
			}
		}
		if w, l, ok := parseScore(s); ok && (w < 0 || l < 0) {
			t.Errorf("parseScore(%q) = %d, %d", s, w, l)
		}
		// These must only not panic.
		_ = grading.Graded(s)
		_ = setting.Key(s)
		if _, err := grading.ParsePrecision(s); err != nil && strings.ContainsAny(err.Error(), "\r\n") {
			t.Errorf("ParsePrecision(%q): %q spans lines", s, err)
		}
		if _, err := teams.ScaleNamed(s, nil); err != nil && strings.ContainsAny(err.Error(), "\r\n") {
			t.Errorf("ScaleNamed(%q): %q spans lines", s, err)
		}
	})
}

// FuzzLockOwner: whatever a lock file holds, the owner named is one line of
// printable text.
func FuzzLockOwner(f *testing.F) {
	f.Add([]byte("\x0dJane Director                                         \x0d\x00J\x00a\x00n\x00e\x00"))
	f.Add([]byte("John Scorer,jscorer,laptop,30.11.2026 19:02,file:///home/jscorer/.config/libreoffice/4;"))
	f.Add([]byte{0xff, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, owner := range []string{excelOwner(data), libreOwner(data)} {
			if owner == "" || strings.ContainsAny(owner, "\r\n\x00") {
				t.Errorf("owner %q", owner)
			}
		}
	})
}

// FuzzNumberFormat: the Event sheet is read as shown, through its cells'
// number formats; a hostile format or value neither panics nor gives a
// finding that breaks the rules, and empty cells stay empty whatever their
// format shows (so that stopping after the last value reads the same).
func FuzzNumberFormat(f *testing.F) {
	f.Add("0.00%", 0.6, "Average plus")
	f.Add(`[$-409]d mmmm yyyy;@`, 46095.0, "Date")
	f.Add(`#,##0.00 "IMPs";[Red]-#,##0.00;"zero"`, -3.5, "Butler discard")
	f.Add(`[h]:mm:ss.000`, 1e300, "Title")
	f.Add(`"Yes";"Yes";"No"`, 0.0, "Neuberg")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, format string, value float64, setting string) {
		path := filepath.Join(dir, "format.xlsx")
		fuzzBook(t, path, fuzzSheet{"Pairs", "Pair\tPlayer 1\tPlayer 2\n1\tA\tB\n2\tC\tD"},
			fuzzSheet{"Results", "Board\tNS\tEW\tScore\n1\t1\t2\t420"}, fuzzSheet{"Event", "Setting\tValue\n'" + setting})
		x, err := excelize.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		style, err := x.NewStyle(&excelize.Style{CustomNumFmt: &format})
		if err != nil {
			x.Close()
			return
		}
		// The value, and empty cells below it with the same format.
		if x.SetCellValue("Event", "B2", value) != nil || x.SetCellStyle("Event", "B2", "B2", style) != nil ||
			x.SetCellStyle("Event", "A3", "B6", style) != nil || x.Save() != nil {
			x.Close()
			return
		}
		x.Close()
		b, _, _, ok := readBoth(t, path, func(b *Book) (*PairsEvent, []Finding) { return b.ReadPairs() },
			func(a, b *PairsEvent) bool { return a.Title == b.Title && a.Date == b.Date })
		if ok {
			b.Close()
		}
	})
}
