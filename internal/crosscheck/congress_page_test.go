package crosscheck

// A congress's web page: 50,000 results (a simultaneous pairs of 1,000
// tables × 50 boards) would make a page of about 55 MB, which no phone
// opens, so scorebook writes it as a set of linked pages, each under 2 MB;
// a club night's page stays one file.

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/scorebook/scorebook/internal/browsertest"
	"github.com/scorebook/scorebook/internal/exporttest"
	simgen "github.com/scorebook/scorebook/internal/gen"
	"github.com/scorebook/scorebook/internal/webpage"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
)

var congress struct {
	once sync.Once
	dir  string // kept for the run's tests, removed by TestMain
	page string
	set  *exporttest.PageSet
	err  error
}

// congressSet scores a generated 50,000-result event with --html, once,
// and reads its pages back.
func congressSet(t *testing.T) (string, *exporttest.PageSet) {
	t.Helper()
	cli := scorebookCLI(t)
	congress.once.Do(func() {
		congress.dir, congress.err = os.MkdirTemp("", "crosscheck-congress")
		if congress.err != nil {
			return
		}
		book := filepath.Join(congress.dir, "congress.xlsx")
		tmpl, err := simgen.Simultaneous(1000, 50, "Matchpoints", 1)
		if err == nil {
			err = xlsx.WriteTemplate(book, tmpl)
		}
		if err != nil {
			congress.err = err
			return
		}
		congress.page = filepath.Join(congress.dir, "congress.html")
		if out, err := exec.Command(cli, "score", book, "--html", congress.page).CombinedOutput(); err != nil {
			congress.err = fmt.Errorf("scorebook score: %v\n%s", err, out)
			return
		}
		congress.set, congress.err = exporttest.ReadPageSet(congress.page)
	})
	if congress.err != nil {
		t.Fatal(congress.err)
	}
	return congress.page, congress.set
}

func TestCongressPageSet(t *testing.T) {
	_, set := congressSet(t)
	for _, p := range set.Problems {
		t.Error(p)
	}
	if len(set.Pages) < 20 {
		t.Errorf("the set has %d pages besides the page itself", len(set.Pages))
	}
	for name, size := range set.Sizes {
		if size >= webpage.Limit {
			t.Errorf("%s is %d bytes, over 2 MB", name, size)
		}
	}
	// The page itself: the Ranking of all 2,000 pairs, and the contents
	// leading to every page of travellers and of scorecards.
	r := set.Main.Section("Ranking")
	if r == nil {
		t.Fatal("the page has no Ranking")
	}
	pairs := 0
	for _, k := range r.Kinds {
		if k == "td" {
			pairs++
		}
	}
	if pairs != 2000 { // North-South and East-West, 1,000 pairs each
		t.Errorf("the page's Ranking has %d pairs, want 2,000", pairs)
	}
	linked := map[string]bool{}
	for _, l := range set.Main.Contents {
		file, _, _ := strings.Cut(l.Href, "#")
		linked[file] = true
	}
	for name := range set.Pages {
		if !linked[name] {
			t.Errorf("the contents do not lead to %s", name)
		}
	}
	// Every board's traveller and every pair's card, on one page each.
	boards, cards := 0, 0
	for _, p := range set.Pages {
		if s := p.Section("Travellers"); s != nil {
			boards += len(s.Articles)
		}
		if s := p.Section("Scorecards"); s != nil {
			cards += len(s.Articles)
		}
	}
	if boards != 50 || cards != 2000 {
		t.Errorf("the pages hold %d travellers and %d cards, want 50 and 2,000", boards, cards)
	}
}

// A club night's page stays one self-contained file.
func TestClubPageIsOneFile(t *testing.T) {
	cli := scorebookCLI(t)
	dir := t.TempDir()
	path := xlsxtest.CopyTo(t, filepath.Join("..", "..", "samples", "club-night.xlsx"), dir)
	page := filepath.Join(dir, "club-night.html")
	if out, err := exec.Command(cli, "score", path, "--html", page).CombinedOutput(); err != nil {
		t.Fatalf("scorebook score: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "club-night_files")); !os.IsNotExist(err) {
		t.Errorf("a club night's page has a folder of pages: %v", err)
	}
	data, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	p, err := exporttest.ReadPage(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, pr := range p.Problems {
		t.Error(pr)
	}
}

// Each page of the set reads on a phone 390 pixels wide as a club night's
// does (fitScript): the page itself, the first page of travellers and of
// scorecards, and the biggest page.
func TestCongressPageSetOnAPhone(t *testing.T) {
	browsertest.Chromium(t)
	page, set := congressSet(t)
	dir := filepath.Dir(page)
	names := set.Names()
	sort.Slice(names, func(i, j int) bool { return set.Sizes[names[i]] > set.Sizes[names[j]] })
	pages := []string{filepath.Base(page), "congress_files/travellers-1.html", "congress_files/scorecards-1.html", names[0]}
	const width = 390
	for _, rel := range pages {
		m := browsertest.Measure(t, filepath.Join(dir, filepath.FromSlash(rel)), width, fitScript)
		if len(m) < 2 || m[0] != "viewport "+strconv.Itoa(width) {
			t.Fatalf("%s was not laid out %d pixels wide: %v", rel, width, m)
		}
		if m[1] != "page "+strconv.Itoa(width) {
			t.Errorf("%s is %s pixels wide: it scrolls sideways", rel, strings.TrimPrefix(m[1], "page "))
		}
		for i, f := range m[2:] {
			if i == 10 {
				t.Errorf("%s: %d more", rel, len(m)-12)
				break
			}
			t.Errorf("%s: %s", rel, f)
		}
	}
}
