package pairs_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	enginepairs "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/xuri/excelize/v2"
)

// The fuzz targets here write workbooks from fuzzed text, then open and
// read them as scorebook does, and score them (see xlsxtest.ReadBoth).

// reads are the sheets a pairs event reads.
var reads = pairs.Kind{}.Reads()

func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// lastValue tells, of a sheet the sniff scans when the workbook at path is
// opened to read a pairs event, the last row holding a value, and whether
// the scan knows it exactly (see xlsxtest.ReadBoth).
func lastValue(path string) func(sheet string) (int, bool) {
	return func(sheet string) (int, bool) {
		read := func(s string) bool {
			return slices.ContainsFunc(reads, func(r string) bool { return fold(r) == fold(s) })
		}
		sn, err := guard.Sniff(path, "", read)
		if err != nil || sn == nil {
			return 0, false
		}
		scan, ok := sn.Scans[fold(sheet)]
		return scan.LastValue, ok && scan.Exact
	}
}

// readPairs reads a pairs event as scorebook does.
func readPairs(b *xlsx.Book) (*pairs.Event, []problem.Problem) { return pairs.Read(b) }

// rowsRead and pairsRead are what a pairs event read holds, nothing when
// it could not be read.
func rowsRead(pe *pairs.Event) []enginepairs.Row {
	if pe == nil {
		return nil
	}
	return pe.Event.Rows
}

func pairsRead(pe *pairs.Event) []enginepairs.Pair {
	if pe == nil {
		return nil
	}
	return pe.Event.Pairs
}

func FuzzReadPairs(f *testing.F) {
	f.Add("Setting\tValue\nScoring\tMatchpoints", "Pair\tPlayer 1\tPlayer 2\n1\tAnn\tBob\n2\tCat\tDan\n3\tEve\tFay\n4\tGus\tHal",
		"Board\tNS\tEW\tContract\tBy\tResult\tScore", "1\t1\t2\t4S\tN\t=\t\n1\t3\t4\t\t\t\t450")
	f.Add("Setting\tValue\nScoring\tButler\nButler discard\t10%\nSessions\tNeuberg", "Pair\tPlayer 1\tPlayer 2\tDirection\n1\tA\tB\tNS\n1\tC\tD\tEW",
		"Session\tBoard\tN-S\tE/W\tScore", "1\t1\t1\t1\tA60/40\n2\t1\t1\t1\t60% 110; 40% -50\n\n\nx\t0\t1\t1\tNP")
	f.Add("", "Pair\tPlayer 1\n1\t=HYPERLINK(\"x\")", " board \tns\tEW\tEW", "'1\t'01\t'2.0\t-0")
	f.Add("Setting\nTitle", "", "Board\tNS\tEW\tContract\tBy\tResult", "3\t1\t2\t3NT\tS\t+1\n3\t2\t1\t7NTXX\tW\t-13")
	f.Add("", "Pair\tPlayer 1\tPlayer 2\n1\tAnn\tBob\n2\tCat\tDan", "Board\tNS\tEW\tContract\tBy\tResult\tLead", "1\t1\t2\t4S\tN\t=\t♥K\n2\t1\t2\tPass\t\t\tS10\n3\t2\t1\t3NT\tE\t-1\tX7")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, event, pairsText, header, results string) {
		path := filepath.Join(dir, "pairs.xlsx")
		sheets := []xlsxtest.FuzzSheet{{Name: "Pairs", Text: pairsText}, {Name: "Results", Text: header + "\n" + results}}
		if event != "" {
			sheets = append(sheets, xlsxtest.FuzzSheet{Name: "Event", Text: event})
		}
		xlsxtest.FuzzBook(t, path, sheets...)
		b, _, _, ok := xlsxtest.ReadBoth(t, path, reads, lastValue(path), readPairs,
			func(a, b *pairs.Event) bool {
				return len(rowsRead(a)) == len(rowsRead(b)) && len(pairsRead(a)) == len(pairsRead(b))
			})
		if !ok {
			return
		}
		defer b.Close()
		// Every problem the engine finds, errors and warnings, placed.
		scored, probs := pairs.Kind{}.Score(b)
		xlsxtest.CheckProblemRules(t, probs)
		if scored != nil {
			if err := scored.Write(b); err != nil {
				t.Fatalf("writing: %v", err)
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
		xlsxtest.FuzzBook(t, path, xlsxtest.FuzzSheet{Name: "Pairs", Text: "Pair\tPlayer 1\tPlayer 2\n1\tA\tB\n2\tC\tD"},
			xlsxtest.FuzzSheet{Name: "Results", Text: "Board\tNS\tEW\tScore\n1\t1\t2\t420"}, xlsxtest.FuzzSheet{Name: "Event", Text: "Setting\tValue\n'" + setting})
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
		b, _, _, ok := xlsxtest.ReadBoth(t, path, reads, lastValue(path), readPairs,
			func(a, b *pairs.Event) bool {
				return (a == nil) == (b == nil) && (a == nil || a.Title == b.Title && a.Date == b.Date)
			})
		if ok {
			b.Close()
		}
	})
}
