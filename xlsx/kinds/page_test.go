package kinds

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/xuri/excelize/v2"
)

// The web page shows what the sheets show: each of its sections is a sheet
// of the scored workbook, and read back with an HTML parser, line by line
// it has the very texts the sheet shows in its cells (the numbers as the
// cells' number formats show them, as excelize formats them), in order:
// a report's headings, notes, hand diagrams, headers, lines and totals; a
// table's header and rows. It needs nothing from elsewhere, has no
// script, and every link of its contents leads to a place on it.
func suitePage(t *testing.T, event xlsx.Scored, path string) {
	e, ok := event.(xlsx.Exporter)
	if !ok {
		return
	}
	write := e.Exports()["html"]
	if write == nil {
		t.Fatal("the kind has no web page")
	}
	var buf bytes.Buffer
	if _, err := write(&buf); err != nil {
		t.Fatal(err)
	}
	page, err := exporttest.ReadPage(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range page.Problems {
		t.Error(p)
	}
	if page.Charset != "utf-8" || !strings.Contains(page.Viewport, "width=device-width") {
		t.Errorf("charset %q, viewport %q", page.Charset, page.Viewport)
	}
	if page.Title == "" || page.Heading != page.Title {
		t.Errorf("title %q, heading %q", page.Title, page.Heading)
	}
	if len(page.Sections) == 0 || page.Sections[0].Name != "Ranking" {
		t.Fatalf("the page's first section is not the Ranking: %v", page.Sections)
	}

	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, s := range page.Sections {
		rows, err := f.GetRows(s.Name)
		if err != nil {
			t.Errorf("section %s: %v", s.Name, err)
			continue
		}
		var want [][]string
		for _, r := range rows {
			var texts []string
			for _, c := range r {
				if c = strings.Join(strings.Fields(c), " "); c != "" {
					texts = append(texts, c)
				}
			}
			if len(texts) > 0 {
				want = append(want, texts)
			}
		}
		if len(s.Lines) != len(want) {
			t.Errorf("section %s has %d lines, the sheet %d", s.Name, len(s.Lines), len(want))
		}
		diffs := 0
		for i := range min(len(s.Lines), len(want)) {
			if !slices.EqualFunc(s.Lines[i], want[i], sameText) && diffs < 5 {
				t.Errorf("section %s, line %d (%s):\n page  %q\n sheet %q", s.Name, i+1, s.Kinds[i], s.Lines[i], want[i])
				diffs++
			}
		}
		// Every block with a heading is an article the contents lead to.
		var links []string
		for _, l := range page.Contents {
			if l.Depth == 1 && strings.HasPrefix(l.Href, "#"+s.ID+"-") {
				links = append(links, l.Href[1:])
			}
		}
		var articles []string
		for _, a := range s.Articles {
			if a != "" {
				articles = append(articles, a)
			}
		}
		if !slices.Equal(links, articles) {
			t.Errorf("section %s: the contents lead to %d blocks, the section has %d articles", s.Name, len(links), len(articles))
		}
	}
	followLinks(t, page)
	if t.Failed() {
		t.Log(fmt.Sprintf("page of %d bytes", buf.Len()))
	}
}

// followLinks does what a member does on the page: the contents are folded
// away, so the Ranking is what they see first; they click their name in the
// Ranking and land on their card (a pair's scorecard, a team's, a player's),
// whose heading bears the name; on a pair's scorecard they click a board's
// number and land on that board's traveller; and from every traveller and
// card a link leads back to the Ranking.
func followLinks(t *testing.T, page *exporttest.Page) {
	t.Helper()
	if !page.Folded {
		t.Error("the contents are not folded away: the Ranking is not the first thing on the page")
	}
	headings := map[string]string{} // article id → heading, on the whole page
	for _, s := range page.Sections {
		for id, h := range s.Headings {
			headings[id] = h
		}
	}
	ranking := page.Sections[0]
	cards := 0 // sections of blocks
	for _, s := range page.Sections[1:] {
		for _, a := range s.Articles {
			if a != "" && !slices.Contains(s.Back, a) {
				t.Errorf("section %s: article %s has no way back to the Ranking", s.Name, a)
			}
		}
		for _, l := range s.Links {
			if l.Href == "#"+ranking.ID {
				continue
			}
			h, ok := headings[strings.TrimPrefix(l.Href, "#")]
			if !ok {
				t.Errorf("section %s: %q leads to %s, no block's heading", s.Name, l.Text, l.Href)
			} else if s.Name == "Scorecards" && h != "Board "+l.Text {
				t.Errorf("section %s: board %q leads to %q", s.Name, l.Text, h)
			}
		}
		if len(s.Headings) > 0 && (s.Name == "Scorecards" || s.Name == "Player Cards") {
			cards = len(s.Headings)
		}
	}
	named := 0
	for _, l := range ranking.Links {
		h, ok := headings[strings.TrimPrefix(l.Href, "#")]
		switch {
		case !ok:
			t.Errorf("Ranking: %q leads to %s, no card", l.Text, l.Href)
		case !strings.Contains(h, l.Text):
			t.Errorf("Ranking: %q leads to the card %q", l.Text, h)
		default:
			named++
		}
	}
	if cards > 0 && named == 0 {
		t.Errorf("the page has %d cards and no name in the Ranking leads to one", cards)
	}
}

// sameText reports whether a page's text is the sheet's, as excelize
// shows it (see suitePage).
func sameText(page, sheet string) bool {
	return page == sheet || page == "0" && sheet == "+0"
}
