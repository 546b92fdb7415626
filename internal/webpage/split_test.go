package webpage

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/report"
)

// congress is a page of a ranking of pairs, each name leading to its
// card, a traveller per board and a card per pair.
func congress(pairs, boards int) Page {
	rcols := []report.Col{report.C("Rank", 7, report.Code), report.C("Pair", 6, report.Code), report.C("Names", 30, report.Text), report.C("%", 9, report.Percent)}
	var rows [][]any
	for p := 1; p <= pairs; p++ {
		rows = append(rows, []any{p, p, report.Link{Value: fmt.Sprintf("Player %d & Partner %d", p, p), To: fmt.Sprint("card ", p)}, 0.6 - float64(p)/1000})
	}
	cols := []report.Col{report.C("Board", 7, report.Integer), report.C("NS", 6, report.Code), report.C("EW", 6, report.Code), report.C("Names", 24, report.Text), report.C("Score", 9, report.Integer), report.C("MP", 8, report.Dec2)}
	travellers := func(emit func(report.Block) error) error {
		for b := 1; b <= boards; b++ {
			lines := []report.Line{{Kind: report.Heading, Cells: []any{fmt.Sprint("Board ", b)}}, {Kind: report.Header, Cells: []any{"Board", "NS", "EW", "Names", "Score", "MP"}}}
			for p := 1; p < pairs; p += 2 {
				lines = append(lines, report.Line{Cells: []any{b, report.Link{Value: p, To: fmt.Sprint("card ", p)}, p + 1, "Player & Partner", 420, 1.5}})
			}
			if err := emit(report.Block{Key: fmt.Sprint("board ", b), Lines: lines}); err != nil {
				return err
			}
		}
		return nil
	}
	cards := func(emit func(report.Block) error) error {
		for p := 1; p <= pairs; p++ {
			lines := []report.Line{{Kind: report.Heading, Cells: []any{fmt.Sprintf("Pair %d", p)}}, {Kind: report.Header, Cells: []any{"Board", "NS", "EW", "Names", "Score", "MP"}}}
			for b := 1; b <= boards; b++ {
				lines = append(lines, report.Line{Cells: []any{report.Link{Value: b, To: fmt.Sprint("board ", b)}, p, p + 1, "Opponents", 420, 1.5}})
			}
			if err := emit(report.Block{Key: fmt.Sprint("card ", p), Lines: lines}); err != nil {
				return err
			}
			if p == 1 { // a block without a heading goes on in the article before
				if err := emit(report.Block{Lines: []report.Line{{Kind: report.Note, Cells: []any{"pair 1's note"}}}}); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return Page{Title: "Congress Pairs", Generator: "scorebook test", Sheets: []report.Sheet{
		{Name: "Ranking", Cols: rcols, Rows: rows},
		{Name: "Travellers", Cols: cols, Blocks: travellers},
		{Name: "Scorecards", Cols: cols, Blocks: cards},
	}}
}

// writeSetTo writes a page by WriteSet into dir as NAME.html and
// NAME_files/, and returns the pages it made in the folder.
func writeSetTo(t *testing.T, dir string, p Page, limit int) []string {
	t.Helper()
	folder := filepath.Join(dir, "congress_files")
	var made []string
	var open *os.File
	set := Set{Page: "congress.html", Folder: "congress_files", Limit: limit, Create: func(name string) (io.Writer, error) {
		if open != nil {
			open.Close()
		}
		if err := os.MkdirAll(folder, 0o755); err != nil {
			return nil, err
		}
		made = append(made, name)
		f, err := os.Create(filepath.Join(folder, name))
		open = f
		return f, err
	}}
	var main bytes.Buffer
	if err := WriteSet(&main, set, p); err != nil {
		t.Fatal(err)
	}
	if open != nil {
		open.Close()
	}
	if err := os.WriteFile(filepath.Join(dir, "congress.html"), main.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return made
}

// A page under the limit is the page Write writes, and makes no folder.
func TestWriteSetSmallIsOnePage(t *testing.T) {
	p := congress(6, 3)
	var one bytes.Buffer
	if err := Write(&one, p); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if made := writeSetTo(t, dir, p, 0); len(made) != 0 {
		t.Errorf("a small page made %v", made)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "congress.html")); !bytes.Equal(data, one.Bytes()) {
		t.Errorf("WriteSet's page of %d bytes differs from Write's of %d", len(data), one.Len())
	}
}

// A page over the limit is a set: each page under it, every link of every
// page leading to a place that is there (a name in the Ranking to its card
// on the scorecards' page), every block of the one page on exactly one of
// the set's, in order, and the Ranking and the contents on the page itself.
func TestWriteSetSplits(t *testing.T) {
	const limit = 60_000
	p := congress(40, 30)
	var one bytes.Buffer
	if err := Write(&one, p); err != nil {
		t.Fatal(err)
	}
	whole, err := exporttest.ReadPage(one.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if one.Len() < 3*limit {
		t.Fatalf("the page is %d bytes: too small to split", one.Len())
	}
	dir := t.TempDir()
	made := writeSetTo(t, dir, p, limit)
	set, err := exporttest.ReadPageSet(filepath.Join(dir, "congress.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, pr := range set.Problems {
		t.Error(pr)
	}
	if len(set.Pages) != len(made) {
		t.Errorf("%d pages reached of the %d made", len(set.Pages), len(made))
	}
	for name, size := range set.Sizes {
		if size >= limit {
			t.Errorf("%s is %d bytes, over the limit of %d", name, size, limit)
		}
	}
	if r := set.Main.Section("Ranking"); r == nil || len(r.Lines) != 41 {
		t.Errorf("the page's Ranking: %v", r)
	} else if !strings.HasPrefix(r.Links[0].Href, "congress_files/scorecards-") || !strings.Contains(r.Links[0].Href, "#scorecards-") {
		t.Errorf("the first name links to %q", r.Links[0].Href)
	}
	// Every article of the one page, in order, from the set's pages.
	for _, name := range []string{"Travellers", "Scorecards"} {
		var got, want []string
		var gotLines, wantLines int
		ws := whole.Section(name)
		for _, a := range ws.Articles {
			want = append(want, ws.Headings[a])
		}
		wantLines = len(ws.Lines)
		pages := 0
		for _, n := range set.Names() {
			s := set.Pages[n].Section(name)
			if s == nil {
				continue
			}
			pages++
			for _, a := range s.Articles {
				got = append(got, s.Headings[a])
			}
			gotLines += len(s.Lines)
		}
		slices.Sort(got) // Names are in file order: -1, -10, -2 …
		slices.Sort(want)
		if !slices.Equal(got, want) || gotLines != wantLines {
			t.Errorf("%s: the set's %d pages hold %d articles and %d lines, the one page %d and %d", name, pages, len(got), gotLines, len(want), wantLines)
		}
		if pages < 2 {
			t.Errorf("%s on %d pages", name, pages)
		}
	}
	if got := len(set.Main.Contents); got < 2+len(made) {
		t.Errorf("the page's contents have %d links for %d pages", got, len(made))
	}
}
