package kinds

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lotest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// The corpus (testdata/corpus, its README names each file's source and the
// program that wrote it): real workbooks from the test data of spreadsheet
// libraries, written by Excel, Google Sheets, Numbers, WPS, LibreOffice,
// ONLYOFFICE and others. Each is given a small pairs event's input sheets,
// by adding parts only, as a director who keeps the event in that workbook
// would, then scored twice. Each is held to the contract: every part of the
// director's workbook comes back byte for byte (a sheet's tabSelected
// aside); the workbook part keeps every sheet, every defined name with all
// its attributes and every attribute of workbookPr and workbookProtection;
// the styles and shared strings are only appended to; every part written is
// well-formed with its namespaces bound; the second run changes nothing; and
// LibreOffice and openpyxl open the result, its Ranking first. Or, only
// where the file really is damaged, a refusal that leaves it untouched.

// corpusRefused are the corpus's files that scorebook refuses, and why: each
// a file that is damaged or that scorebook cannot read.
var corpusRefused = map[string]string{
	// ISO/IEC 29500 Strict, which neither excelize nor scorebook reads;
	// Excel saves it only when asked to ("Strict Open XML Spreadsheet").
	"exceldatareader__Test_Excel_Dataset.xlsx": "is a Strict Open XML workbook",
	"sheetjs__sheet_visibility_strict.xlsx":    "is a Strict Open XML workbook",
}

// corpusPairs and corpusResults are the input sheets added to each file: a
// Howell of four pairs over two boards (Law 2: board 1 dealer North, none
// vulnerable; board 2 dealer East, NS vulnerable).
var (
	corpusPairs = xlsxtest.AddedSheet{Name: "Pairs", Rows: [][]any{
		{"Pair", "Player 1", "Player 2"},
		{1, "Ann Smith", "Bob Jones"}, {2, "Cat Brown", "Dan Green"},
		{3, "Eve White", "Fay Black"}, {4, "Gus Grey", "Hal Stone"},
	}}
	corpusResults = xlsxtest.AddedSheet{Name: "Results", Rows: [][]any{
		{"Board", "NS", "EW", "Contract", "By", "Result"},
		{1, 1, 2, "4S", "N", "="}, {1, 3, 4, "4S", "N", "+1"},
		{2, 1, 3, "3NT", "S", "-1"}, {2, 2, 4, "3NT", "S", "="},
	}}
)

func TestCorpus(t *testing.T) {
	files, err := filepath.Glob("testdata/corpus/*.xls[xm]")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	dir := t.TempDir()
	var scored []string
	refused := map[string]string{}
	for _, file := range files {
		base := filepath.Base(file)
		path := filepath.Join(dir, base)
		xlsxtest.AddSheets(t, file, path, corpusPairs, corpusResults)
		before, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		orig := xlsxtest.ReadZip(t, path)
		if err := corpusScore(path); err != nil {
			refused[base] = err.Error()
			if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
				t.Errorf("%s: refused (%v), and the file changed", base, err)
			}
			if why, ok := corpusRefused[base]; !ok || !strings.Contains(err.Error(), why) {
				t.Errorf("%s: refused: %v", base, err)
			}
			continue
		}
		if _, ok := corpusRefused[base]; ok {
			t.Errorf("%s: scored, but the corpus's README says it is refused", base)
		}
		first := xlsxtest.ReadZip(t, path)
		for _, e := range corpusContract(orig, first) {
			t.Errorf("%s: %s", base, e)
		}
		if err := corpusScore(path); err != nil {
			t.Errorf("%s: the second run: %v", base, err)
			continue
		}
		second := xlsxtest.ReadZip(t, path)
		for name, data := range first {
			if name != "docProps/core.xml" && !bytes.Equal(second[name], data) {
				t.Errorf("%s: the second run changed %s", base, name)
			}
		}
		if len(second) != len(first) {
			t.Errorf("%s: the second run has %d parts, the first %d", base, len(second), len(first))
		}
		scored = append(scored, path)
	}

	// openpyxl and LibreOffice, each in one process for the whole corpus.
	// openpyxl (Debian's 3.0.9) cannot open some of the workbooks as their
	// programs wrote them: scored, each must open wherever the director's
	// did, and fail as the director's did otherwise.
	var inputs []string
	for _, p := range scored {
		in := p + ".director.xlsx"
		xlsxtest.AddSheets(t, filepath.Join("testdata/corpus", filepath.Base(p)), in, corpusPairs, corpusResults)
		inputs = append(inputs, in)
	}
	want := pairs.Kind{}.Writes()
	sheets, errs := lotest.OpenpyxlLoads(t, append(append([]string{}, scored...), inputs...))
	for i, p := range scored {
		e, bad := errs[p]
		was, wasBad := errs[inputs[i]]
		switch {
		case bad && (!wasBad || e != was):
			t.Errorf("%s: openpyxl cannot open it: %s (the director's: %q)", filepath.Base(p), e, was)
		case !bad && (len(sheets[p]) < len(want) || !slices.Equal(sheets[p][:len(want)], want)):
			t.Errorf("%s: openpyxl reads the sheets %v", filepath.Base(p), sheets[p])
		}
	}
	// LibreOffice's CSV is of the first sheet: the Ranking, its header and
	// the four pairs.
	back := lotest.ConvertAll(t, scored, "csv")
	for _, p := range scored {
		out, ok := back[p]
		if !ok {
			t.Errorf("%s: LibreOffice cannot open it", filepath.Base(p))
			continue
		}
		csv, _ := os.ReadFile(out)
		lines := strings.Split(strings.TrimSpace(string(csv)), "\n")
		if len(lines) != 5 || !strings.HasPrefix(lines[0], "Rank,Pair,") {
			t.Errorf("%s: LibreOffice's first sheet is not the Ranking of 4 pairs:\n%s", filepath.Base(p), csv)
		}
	}

	// The figure the README gives.
	reasons := map[string][]string{}
	for f, why := range refused {
		reasons[why] = append(reasons[why], f)
	}
	var lines []string
	for why, fs := range reasons {
		sort.Strings(fs)
		lines = append(lines, why+": "+strings.Join(fs, ", "))
	}
	sort.Strings(lines)
	t.Logf("corpus: %d files, %d kept, %d refused\n%s", len(files), len(scored), len(refused), strings.Join(lines, "\n"))
}

// corpusScore scores a workbook in place as `scorebook score` does,
// returning the refusal or the first error.
func corpusScore(path string) error {
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads()})
	if err != nil {
		return err
	}
	defer b.Close()
	k, err := Of(b)
	if err != nil {
		return err
	}
	event, probs := k.Score(b)
	probs = append(probs, b.CheckTargets(k.Writes()...)...)
	for _, p := range probs {
		if !p.Warning {
			return problem.New(p.Hint, "%s", xlsxtest.String(p))
		}
	}
	if err := event.Write(b); err != nil {
		return err
	}
	return b.Save(xlsx.SaveOptions{})
}

// corpusContract is what a scored workbook must keep of the director's.
func corpusContract(orig, after map[string][]byte) []string {
	var out []string
	out = append(out, xlsxtest.DirectorPartsChanged(orig, after)...)
	wbPath := "xl/workbook.xml"
	for name := range orig {
		if strings.HasSuffix(name, "workbook.xml") && !strings.Contains(name, "_rels") {
			wbPath = name
		}
	}
	out = append(out, xlsxtest.WorkbookKept(orig[wbPath], after[wbPath])...)
	for _, p := range []string{"xl/styles.xml", "xl/sharedStrings.xml"} {
		if orig[p] != nil {
			out = append(out, xlsxtest.AppendedOnly(p, orig[p], after[p])...)
		}
	}
	for name, data := range after {
		if bytes.Equal(orig[name], data) {
			continue
		}
		if err := xlsxtest.WellFormed(name, data); err != nil {
			out = append(out, err.Error())
		}
	}
	return out
}

// The faults issue 31 found in the corpus, each on the file of the program
// that showed it.
func TestCorpusFaults(t *testing.T) {
	score := func(t *testing.T, file string) (orig, after map[string][]byte) {
		path := filepath.Join(t.TempDir(), file)
		xlsxtest.AddSheets(t, filepath.Join("testdata/corpus", file), path, corpusPairs, corpusResults)
		orig = xlsxtest.ReadZip(t, path)
		if err := corpusScore(path); err != nil {
			t.Fatal(err)
		}
		return orig, xlsxtest.ReadZip(t, path)
	}
	// Google Sheets: an empty drawing, its root self-closed after 1,100
	// bytes of namespaces, is whole.
	t.Run("google sheets drawing", func(t *testing.T) {
		orig, after := score(t, "exceljs__google-sheets.xlsx")
		if !bytes.Equal(orig["xl/drawings/drawing1.xml"], after["xl/drawings/drawing1.xml"]) {
			t.Error("the drawing changed")
		}
	})
	// Excel 2010: the structure's protection keeps its password.
	t.Run("excel 2010 protection", func(t *testing.T) {
		_, after := score(t, "phpspreadsheet__form_pass_print.xlsm")
		if !bytes.Contains(after["xl/workbook.xml"], []byte(`<workbookProtection workbookPassword="CBEB" lockStructure="1"/>`)) {
			t.Errorf("the protection is now %s", regexpFind(`<workbookProtection[^>]*>`, after["xl/workbook.xml"]))
		}
	})
	// Excel for Mac 16: the styles keep the namespaces their
	// mc:Ignorable names, and are only appended to.
	t.Run("excel for mac styles", func(t *testing.T) {
		orig, after := score(t, "phpspreadsheet__issue.3720.xlsx")
		if err := xlsxtest.WellFormed("xl/styles.xml", after["xl/styles.xml"]); err != nil {
			t.Error(err)
		}
		for _, e := range xlsxtest.AppendedOnly("xl/styles.xml", orig["xl/styles.xml"], after["xl/styles.xml"]) {
			t.Error(e)
		}
	})
	// Hancell 2014: entries in mc:AlternateContent (6 of the 14 fonts, 7
	// of the 29 cell formats) stay where they are, and the formats
	// scorebook adds are numbered after the file's, their fonts too: the
	// Ranking's bold header is a cell format from 29 on, of a font from 14
	// on.
	t.Run("hancell alternate content", func(t *testing.T) {
		orig, after := score(t, "poi__style-alternate-content.xlsx")
		for _, e := range xlsxtest.AppendedOnly("xl/styles.xml", orig["xl/styles.xml"], after["xl/styles.xml"]) {
			t.Error(e)
		}
		var ranking []byte
		for name, data := range after {
			if orig[name] == nil && strings.HasPrefix(name, "xl/worksheets/") && bytes.Contains(data, []byte(">Rank<")) {
				ranking = data
			}
		}
		s := regexpFind(`<c r="A1"[^>]* s="(\d+)"`, ranking)
		xfs := regexp.MustCompile(`<x:xf [^>]*>|<x:xf [^>]*/>`).FindAll(cellXfs(after["xl/styles.xml"]), -1)
		n, err := strconv.Atoi(s)
		if err != nil || n < 29 || n >= len(xfs) {
			t.Fatalf("the Ranking's header has the cell format %q, of %d", s, len(xfs))
		}
		font, _ := strconv.Atoi(regexpFind(`fontId="(\d+)"`, xfs[n]))
		if font < 14 {
			t.Errorf("the header's format %s has the font %d, one of the file's", xfs[n], font)
		}
	})
	// Excel 2013: an Excel 4 macro name keeps xlm="1".
	t.Run("excel 2013 xlm name", func(t *testing.T) {
		_, after := score(t, "closedxml__tdf111974.xlsm")
		if !bytes.Contains(after["xl/workbook.xml"], []byte(`<definedName name="Plant2" function="1" xlm="1">`)) {
			t.Errorf("the name is now %s", regexpFind(`<definedName name="Plant2"[^>]*>`, after["xl/workbook.xml"]))
		}
	})
}

// regexpFind is the first group of the pattern's first match (the match
// when it has none), or "".
func regexpFind(pattern string, data []byte) string {
	m := regexp.MustCompile(pattern).FindSubmatch(data)
	switch {
	case m == nil:
		return ""
	case len(m) > 1:
		return string(m[1])
	}
	return string(m[0])
}

// cellXfs is the cell formats' list of a styles part.
func cellXfs(styles []byte) []byte {
	return []byte(regexpFind(`(?s)<x:cellXfs.*?</x:cellXfs>`, styles))
}
