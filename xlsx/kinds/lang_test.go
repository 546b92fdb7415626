package kinds

import (
	"bytes"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/individual"
	"github.com/scorebook/scorebook/xlsx/pairs"
	xseason "github.com/scorebook/scorebook/xlsx/season"
	"github.com/scorebook/scorebook/xlsx/teams"

	"github.com/xuri/excelize/v2"
)

// Issue 24: the results of a bridge event in the language of its Language
// setting. These tests score the bridge samples in each language and
// compare every results sheet with the English run's, cell by cell.

type bridgeSample struct {
	name string
	kind xlsx.Kind // nil for the season, which season, not score, writes
}

// settingsSheet is the sheet whose Language row the sample's kind reads.
func (s bridgeSample) settingsSheet() string {
	if s.kind == nil {
		return "Season"
	}
	if _, ok := s.kind.(grading.Kind); ok {
		return "Grading"
	}
	return "Event"
}

// bridgeSamples are every sample in samples/: the bridge events, the
// croquet grading lists and the club's season, whose results are read in
// the same languages.
var bridgeSamples = []bridgeSample{
	{"club-night", pairs.Kind{}}, {"howell", pairs.Kind{}}, {"two-sessions", pairs.Kind{}}, {"swiss-teams", teams.Kind{}},
	{"grading-season", grading.Kind{}}, {"grading-dg", grading.Kind{}}, {"grading-gc", grading.Kind{}}, {"individual", individual.Kind{}},
	{"season/club-2026", nil},
}

// scoreIn scores a copy of a sample in a language, and returns the copy's
// path and its web page.
func scoreIn(t *testing.T, s bridgeSample, l lang.Lang) (string, string) {
	t.Helper()
	path := xlsxtest.CopyTo(t, filepath.Join("..", "..", "samples", s.name+".xlsx"), t.TempDir())
	if l != lang.English {
		xlsxtest.SetSetting(t, path, s.settingsSheet(), "Language", l.Code())
	}
	if s.kind == nil {
		return path, sumSeason(t, path, filepath.Join("..", "..", "samples", "season", "nights"))
	}
	scored, _ := xlsxtest.Score(t, s.kind, path, "")
	ex, ok := scored.(xlsx.Exporter)
	if !ok {
		t.Fatalf("%s: no exports", s.name)
	}
	var page bytes.Buffer
	if _, err := ex.Exports()["html"](&page); err != nil {
		t.Fatal(err)
	}
	return path, page.String()
}

// sumSeason is scorebook season on the season workbook at path and the
// nights in a folder: the season's sheets written and saved, and its page.
func sumSeason(t *testing.T, path, folder string) string {
	t.Helper()
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: xseason.Reads})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	w, probs := xseason.Read(b)
	files, err := filepath.Glob(filepath.Join(folder, "*.xlsx"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no nights in %s: %v", folder, err)
	}
	var nights []season.Night
	for _, r := range xseason.ReadNights(files) {
		if r.Err != nil || r.Night == nil {
			t.Fatalf("%s: %v %v", r.Path, r.Err, r.Problems)
		}
		nights = append(nights, *r.Night)
	}
	res, ps := season.Compute(w.Season(nights))
	if probs = append(probs, b.Place(ps)...); res == nil || problem.HasErrors(probs) {
		t.Fatalf("problems: %v", probs)
	}
	title := b.PageTitleIn(w.Settings.Language, w.Title, "")
	page, err := xseason.Page(res, w.Settings.Language, title)
	if err != nil {
		t.Fatal(err)
	}
	if err := xseason.Write(b, res, w.Settings.Language, title); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	return string(page)
}

// cells are a sheet's cells by reference: each its value as stored and
// whether it is a number.
type cell struct {
	value  string
	number bool
}

func sheetCells(t *testing.T, f *excelize.File, sheet string) map[string]cell {
	t.Helper()
	rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatalf("%s: %v", sheet, err)
	}
	out := map[string]cell{}
	for r, row := range rows {
		for c, v := range row {
			if v == "" {
				continue
			}
			ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
			typ, err := f.GetCellType(sheet, ref)
			if err != nil {
				t.Fatal(err)
			}
			out[ref] = cell{v, typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset}
		}
	}
	return out
}

// ownedSheets are the workbook's sheets that carry the tool's mark, in
// tab order.
func ownedSheets(f *excelize.File) []string {
	owned := map[string]bool{}
	for _, d := range f.GetDefinedName() {
		if d.Name == xlsx.OwnerName {
			owned[d.Scope] = true
		}
	}
	var out []string
	for _, n := range f.GetSheetList() {
		if owned[n] {
			out = append(out, n)
		}
	}
	return out
}

// typedTexts are the texts of a workbook's sheets that scorebook does not
// own, of three characters or more.
func typedTexts(f *excelize.File) []string {
	owned := map[string]bool{}
	for _, n := range ownedSheets(f) {
		owned[n] = true
	}
	var typed []string
	for _, n := range f.GetSheetList() {
		if owned[n] {
			continue
		}
		rows, _ := f.GetRows(n)
		for _, r := range rows {
			for _, v := range r {
				if len(v) >= 3 {
					typed = append(typed, v)
				}
			}
		}
	}
	return typed
}

// enteredTexts are the data cells (below the header) of a workbook's input
// sheets but its settings sheet: the names, events and competitions a
// director entered.
func enteredTexts(f *excelize.File) map[string]bool {
	owned := map[string]bool{}
	for _, n := range ownedSheets(f) {
		owned[n] = true
	}
	out := map[string]bool{}
	for _, n := range f.GetSheetList() {
		if owned[n] || n == "Event" || n == "Grading" || n == "Season" {
			continue
		}
		rows, _ := f.GetRows(n)
		for r, row := range rows {
			for _, v := range row {
				if r > 0 && v != "" {
					out[v] = true
				}
			}
		}
	}
	return out
}

// wordIn finds a catalogue word standing as a word in a text.
func wordIn(text, word string) bool {
	return regexp.MustCompile(`(^|[^\pL])` + regexp.QuoteMeta(word) + `($|[^\pL])`).MatchString(text)
}

func TestBridgeResultsInEveryLanguage(t *testing.T) {
	for _, s := range bridgeSamples {
		t.Run(s.name, func(t *testing.T) {
			enPath, enPage := scoreIn(t, s, lang.English)
			if !strings.Contains(enPage, `<html lang="en">`) {
				t.Errorf("the English page is not marked lang=\"en\"")
			}
			en, err := excelize.OpenFile(enPath)
			if err != nil {
				t.Fatal(err)
			}
			defer en.Close()
			enSheets := ownedSheets(en)
			// The texts the director typed (names, the event's title; for
			// the season, the nights' too), which stay as typed, longest
			// first.
			typed := typedTexts(en)
			if s.kind == nil {
				nights, _ := filepath.Glob(filepath.Join("..", "..", "samples", "season", "nights", "*.xlsx"))
				for _, p := range nights {
					f, err := excelize.OpenFile(p)
					if err != nil {
						t.Fatal(err)
					}
					typed = append(typed, typedTexts(f)...)
					f.Close()
				}
			}
			sort.Slice(typed, func(i, j int) bool { return len(typed[i]) > len(typed[j]) })
			// What the director entered (a season's competitions, a
			// croquet event's name) is kept as entered, even where it is a
			// catalogue word too (Ladder, Club Championship): their
			// sheets, the Season Cards' columns, the Grading Log's events.
			named := enteredTexts(en)
			if len(enSheets) < 3 {
				t.Fatalf("the English run wrote %v", enSheets)
			}
			for _, l := range lang.All[1:] {
				t.Run(l.Code(), func(t *testing.T) {
					path, page := scoreIn(t, s, l)
					if !strings.Contains(page, `<html lang="`+l.Code()+`">`) {
						t.Errorf("the page is not marked lang=%q", l.Code())
					}
					f, err := excelize.OpenFile(path)
					if err != nil {
						t.Fatal(err)
					}
					defer f.Close()
					// Words of the catalogue that the language writes
					// otherwise, longest first, which no text of the
					// language's sheets may keep in English.
					es, err := lang.Entries(l)
					if err != nil {
						t.Fatal(err)
					}
					type word struct {
						english string
						re      *regexp.Regexp
					}
					var words []word
					for _, e := range es {
						if e.Word != e.English && !strings.Contains(e.English, "%") && len([]rune(e.English)) >= 4 && !wordIn(e.Word, e.English) {
							words = append(words, word{e.English, regexp.MustCompile(`(^|[^\pL])` + regexp.QuoteMeta(e.English) + `($|[^\pL])`)})
						}
					}
					for _, name := range enSheets {
						want := l.T(name)
						if named[name] {
							want = name
						}
						if i, _ := f.GetSheetIndex(name); name != want && i >= 0 {
							t.Errorf("the English sheet %s is there", name)
						}
						if i, _ := f.GetSheetIndex(want); i < 0 {
							t.Errorf("no sheet %s (%s)", want, name)
							continue
						}
						a, b := sheetCells(t, en, name), sheetCells(t, f, want)
						if len(a) != len(b) {
							t.Errorf("%s: %d cells, %d in English", want, len(b), len(a))
						}
						bad := 0
						for ref, ea := range a {
							la, ok := b[ref]
							switch {
							case !ok:
								t.Errorf("%s!%s: empty, %q in English", want, ref, ea.value)
							case ea.number != la.number:
								t.Errorf("%s!%s: %q, %q in English", want, ref, la.value, ea.value)
							case ea.number && ea.value != la.value:
								t.Errorf("%s!%s: %s, %s in English", want, ref, la.value, ea.value)
							case !ea.number && l.T(ea.value) != ea.value && la.value != l.T(ea.value) && !named[ea.value]:
								t.Errorf("%s!%s: %q, want %q (%q in English)", want, ref, la.value, l.T(ea.value), ea.value)
							case !ea.number && la.value == ea.value:
								text := la.value
								for _, v := range typed {
									if strings.Contains(text, v) {
										text = strings.ReplaceAll(text, v, " ")
									}
								}
								for _, w := range words {
									if strings.Contains(text, w.english) && w.re.MatchString(text) {
										t.Errorf("%s!%s: %q keeps the English %q (%q)", want, ref, la.value, w.english, l.T(w.english))
										bad++
										break
									}
								}
							}
							if bad > 20 {
								t.Fatal("and more")
							}
						}
					}
				})
			}
		})
	}
}

// sheetParts are the worksheet parts of a workbook's sheets, by name.
func sheetParts(t *testing.T, path string) map[string]string {
	t.Helper()
	parts := xlsxtest.ReadZip(t, path)
	rels := map[string]string{}
	for _, m := range regexp.MustCompile(`<Relationship [^>]*?Id="([^"]+)"[^>]*?Target="([^"]+)"`).FindAllSubmatch(parts["xl/_rels/workbook.xml.rels"], -1) {
		rels[string(m[1])] = strings.TrimPrefix(string(m[2]), "/xl/")
	}
	out := map[string]string{}
	for _, m := range regexp.MustCompile(`<sheet [^>]*?name="([^"]+)"[^>]*?r:id="([^"]+)"`).FindAllSubmatch(parts["xl/workbook.xml"], -1) {
		out[string(m[1])] = "xl/" + strings.TrimPrefix(rels[string(m[2])], "xl/")
	}
	return out
}

// A workbook scored in Dutch and then in English has the English results
// sheets where the Dutch ones stood, and no Dutch sheet: each is renamed
// in place (its part, its tab and its marks the same), and the director's
// sheets stay byte for byte.
func TestResultsRenamedInAnotherLanguage(t *testing.T) {
	path := xlsxtest.CopyTo(t, filepath.Join("..", "..", "samples", "club-night.xlsx"), t.TempDir())
	xlsxtest.SetSetting(t, path, "Event", "Language", "Nederlands")
	xlsxtest.Score(t, pairs.Kind{}, path, "")
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dutch := f.GetSheetList()
	f.Close()
	// The sheets' parts after the Dutch run, and the director's parts once
	// the setting is English again.
	dutchParts := sheetParts(t, path)
	xlsxtest.SetSetting(t, path, "Event", "Language", "English")
	before := xlsxtest.ReadZip(t, path)
	director := map[string]string{}
	for name, part := range sheetParts(t, path) {
		if name == "Event" || name == "Pairs" || name == "Results" {
			director[name] = part
		}
	}
	xlsxtest.Score(t, pairs.Kind{}, path, "")

	f, err = excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	english := f.GetSheetList()
	want := []string{"Ranking", "Travellers", "Scorecards", "Event", "Pairs", "Results"}
	if strings.Join(english, ",") != strings.Join(want, ",") {
		t.Errorf("sheets %v after the English run (%v after the Dutch), want %v", english, dutch, want)
	}
	englishParts := sheetParts(t, path)
	for i, nl := range dutch[:3] {
		if englishParts[english[i]] != dutchParts[nl] {
			t.Errorf("%s is %s, not %s's part %s", english[i], englishParts[english[i]], nl, dutchParts[nl])
		}
	}
	after := xlsxtest.ReadZip(t, path)
	for name, part := range director {
		if !bytes.Equal(before[part], after[part]) {
			t.Errorf("the director's sheet %s (%s) changed", name, part)
		}
	}
	// Each results sheet carries the tool's mark, scoped to it and naming
	// it; no defined name refers to a Dutch sheet.
	marks := map[string]string{}
	for _, d := range f.GetDefinedName() {
		if d.Name == xlsx.OwnerName {
			marks[d.Scope] = d.RefersTo
		}
		for _, nl := range dutch[:3] {
			if strings.Contains(d.RefersTo, nl) {
				t.Errorf("defined name %s (%s) refers to %s", d.Name, d.RefersTo, nl)
			}
		}
	}
	for _, s := range want[:3] {
		if marks[s] != "'"+s+"'!$A$1" {
			t.Errorf("%s's mark refers to %q", s, marks[s])
		}
	}
	if len(marks) != 3 {
		t.Errorf("marks %v", marks)
	}
}
