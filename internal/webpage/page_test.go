package webpage

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/report"
)

// Numbers show on the page as the sheets' number formats show them, halves
// rounded away from zero on the decimal digits a cell holds (Excel's
// rounding, worked by hand below).
func TestFormatNumber(t *testing.T) {
	tests := []struct {
		x    float64
		f    report.Format
		want string
	}{
		{153.1, report.Dec2, "153.10"},
		{0.125, report.Dec2, "0.13"},   // exactly a half in binary: away from zero, not to even
		{2.675, report.Dec2, "2.68"},   // stored as 2.67499999999999982236431605997495353221893310546875; 15 digits make it 2.675
		{-0.125, report.Dec2, "-0.13"}, // away from zero both ways
		{-0.001, report.Dec2, "0.00"},  // never "-0.00"
		{9.995, report.Dec2, "10.00"},  // the carry runs into the whole number
		{0.6075, report.Percent, "60.75%"},
		{0.5549999999999999, report.Percent, "55.50%"}, // 55.5% computed a hair short
		{1.0 / 3, report.Percent, "33.33%"},
		{2.5, report.Integer, "3"},
		{-2.5, report.Integer, "-3"},
		{2614.7305, report.Whole, "2615"},
		{7, report.Signed, "+7"},
		{-1.5, report.Signed, "-2"},
		{0.3, report.Signed, "+0"}, // +0;-0;0 picks its section by the sign before rounding
		{0, report.Signed, "0"},
		{12.5, report.Code, "12.5"}, // General
		{420, report.Integer, "420"},
	}
	for _, tt := range tests {
		if got := formatNumber(tt.x, tt.f); got != tt.want {
			t.Errorf("formatNumber(%v, %v) = %q, want %q", tt.x, tt.f, got, tt.want)
		}
	}
	if got := plainText(time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), report.Date); got != "2026-11-24" {
		t.Errorf("a date shows as %q", got)
	}
	if got := plainText(3, report.Code); got != "3" {
		t.Errorf("an int shows as %q", got)
	}
}

// A page of a report and a table, read back with an HTML parser: names are
// text whatever they hold, suits are red, a hand diagram is a grid of the
// columns it fills, each table has only the columns its lines fill, a
// block without a heading goes on in the article before, and the contents
// lead to every section and every block with a heading.
func TestWritePage(t *testing.T) {
	evil := `<script>alert("x")</script> & Zoë Ødegård`
	ranking := report.Sheet{Name: "Ranking", Cols: []report.Col{report.C("Rank", 7, report.Code), report.C("Direction", 10, report.Code).Abbrev("Dir"), report.C("Names", 30, report.Text),
		report.C("Boards", 8, report.Integer).Detail(), report.C("%", 9, report.Percent)},
		Rows: [][]any{{1, "NS", evil, 21, 0.6075}, {"2=", "EW", "Ann & Bob", 20, 0.5}}}
	cols := []report.Col{report.C("Board", 7, report.Integer), report.C("NS", 6, report.Code), report.C("Names", 24, report.Text), report.C("Contract", 9, report.Code), report.C("Score", 9, report.Integer), report.C("MP", 8, report.Dec2)}
	red := report.Rich{{Text: "4"}, {Text: "♥", Red: true}}
	blocks := []report.Block{
		{Lines: []report.Line{
			{Kind: report.Heading, Cells: []any{"Board 1"}},
			{Kind: report.Note, Cells: []any{"Dealer North · none vulnerable"}},
			{Kind: report.Diagram, Cells: []any{nil, nil, report.Rich{{Text: "North", Bold: true}}}},
			{Kind: report.Diagram, Cells: []any{nil, report.Rich{{Text: "West", Bold: true}}, nil, report.Rich{{Text: "East", Bold: true}}}},
			{Kind: report.Header, Cells: []any{nil, nil, nil, nil, "Score", "MP"}},
			{Cells: []any{nil, nil, nil, nil, 420, 1.5}},
			{Kind: report.Header, Cells: []any{"Board", "NS", "Names", "Contract", "Score", "MP"}},
			{Cells: []any{1, 3, evil, red, 420, 1.5}},
			{Kind: report.Gap},
		}},
		{Lines: []report.Line{{Kind: report.Note, Cells: []any{"more of board 1"}}}},
		{Lines: []report.Line{{Kind: report.Heading, Cells: []any{"Board 1"}}, {Kind: report.Total, Cells: []any{"Total", nil, nil, nil, nil, 3.0}}}, NewPage: true},
	}
	travellers := report.Sheet{Name: "Travellers", Cols: cols, Blocks: func(emit func(report.Block) error) error {
		for _, b := range blocks {
			if err := emit(b); err != nil {
				return err
			}
		}
		return nil
	}}
	var buf bytes.Buffer
	if err := Write(&buf, Page{Title: "Club & <Night>", Sheets: []report.Sheet{ranking, travellers}, Generator: "scorebook test"}); err != nil {
		t.Fatal(err)
	}
	page, err := exporttest.ReadPage(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range page.Problems {
		t.Error(p)
	}
	if page.Title != "Club & <Night>" || page.Heading != page.Title {
		t.Errorf("title %q, heading %q", page.Title, page.Heading)
	}
	if strings.Contains(buf.String(), "<script>") {
		t.Error("a name's <script> reached the page as markup")
	}
	r := page.Section("Ranking")
	want := [][]string{{"Rank", "Direction", "Names", "Boards", "%"}, {"1", "NS", evil, "21", "60.75%"}, {"2=", "EW", "Ann & Bob", "20", "50.00%"}}
	if r == nil || !slices.EqualFunc(r.Lines, want, slices.Equal) {
		t.Fatalf("ranking %q, want %q", r.Lines, want)
	}
	if !slices.Equal(r.Minor[0], []string{"Boards"}) {
		t.Errorf("the details a phone leaves out are %q", r.Minor)
	}
	if !strings.Contains(buf.String(), `<abbr class="short" title="Direction">Dir</abbr>`) {
		t.Error("no short header for Direction")
	}
	tr := page.Section("Travellers")
	want = [][]string{
		{"Board 1"}, {"Dealer North · none vulnerable"},
		{"North"}, {"West", "East"}, // the diagram's grid: columns 1, 2 and 3 of the sheet
		{"Score", "MP"}, {"420", "1.50"},
		{"Board", "NS", "Names", "Contract", "Score", "MP"}, {"1", "3", evil, "4♥", "420", "1.50"},
		{"more of board 1"},
		{"Board 1"}, {"Total", "3.00"},
	}
	if !slices.EqualFunc(tr.Lines, want, slices.Equal) {
		t.Errorf("travellers\n got %q\nwant %q", tr.Lines, want)
	}
	kinds := []string{"h3", "note", "hand", "hand", "th", "td", "th", "td", "note", "h3", "total"}
	if !slices.Equal(tr.Kinds, kinds) {
		t.Errorf("kinds %q, want %q", tr.Kinds, kinds)
	}
	if !slices.Equal(tr.Articles, []string{"travellers-1", "travellers-2"}) {
		t.Errorf("articles %q", tr.Articles)
	}
	if !slices.Equal(tr.Red, []string{"♥"}) {
		t.Errorf("red %q", tr.Red)
	}
	var links []string
	for _, l := range page.Contents {
		links = append(links, l.Href+" "+l.Text)
	}
	wantLinks := []string{"#ranking Ranking", "#travellers Travellers", "#travellers-1 Board 1", "#travellers-2 Board 1 (2)"}
	if !slices.Equal(links, wantLinks) {
		t.Errorf("contents %q, want %q", links, wantLinks)
	}
	if !strings.Contains(buf.String(), `<article id="travellers-2" class="newpage">`) {
		t.Error("a block on a new page is not an article starting a printed page")
	}
	// The diagram's grid has the three columns it fills, no more.
	if !strings.Contains(buf.String(), "<tr><td></td><td><b>North</b></td><td></td></tr>") {
		t.Errorf("the hand diagram is not a grid of its columns:\n%s", buf.String())
	}
}

func TestSlug(t *testing.T) {
	taken := map[string]bool{}
	for _, tt := range []struct{ in, want string }{
		{"Ranking", "ranking"}, {"Player Cards", "player-cards"}, {"Grading Log", "grading-log"}, {"ranking", "ranking-2"}, {"£££", "sheet"},
	} {
		if got := uniqueID(slug(tt.in), taken); got != tt.want {
			t.Errorf("slug %q = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// A Link cell leads to the block of its key, wherever it is on the page,
// and is plain text when no block has the key; each block of a later
// section leads back to the first.
func TestLinks(t *testing.T) {
	ranking := report.Sheet{Name: "Ranking", Cols: []report.Col{report.C("Names", 20, report.Text)},
		Rows: [][]any{{report.Link{Value: "Ann & Bob", To: "pair 1"}}, {report.Link{Value: "Cy & Di", To: "pair 9"}}}}
	cards := report.Sheet{Name: "Cards", Cols: []report.Col{report.C("Board", 7, report.Integer)},
		Blocks: func(emit func(report.Block) error) error {
			return emit(report.Block{Key: "pair 1", Lines: []report.Line{
				{Kind: report.Heading, Cells: []any{"Pair 1: Ann & Bob"}},
				{Kind: report.Header, Cells: []any{"Board"}},
				{Cells: []any{report.Link{Value: 3, To: "pair 1"}}},
			}})
		}}
	var buf bytes.Buffer
	if err := Write(&buf, Page{Title: "Links", Sheets: []report.Sheet{ranking, cards}}); err != nil {
		t.Fatal(err)
	}
	page, err := exporttest.ReadPage(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range page.Problems {
		t.Error(p)
	}
	want := []exporttest.Link{{Href: "#cards-1", Text: "Ann & Bob"}}
	if got := page.Section("Ranking").Links; !slices.Equal(got, want) {
		t.Errorf("the Ranking's links are %v, want %v (Cy & Di's card is not on the page)", got, want)
	}
	want = []exporttest.Link{{Href: "#ranking", Text: "Ranking ↑"}, {Href: "#cards-1", Text: "3"}}
	if got := page.Section("Cards").Links; !slices.Equal(got, want) {
		t.Errorf("the card's links are %v, want %v", got, want)
	}
	if s := page.Section("Ranking"); !slices.Equal(s.Lines[2], []string{"Cy & Di"}) {
		t.Errorf("an unlinked name reads %q", s.Lines[2])
	}
}

// A marked line of a card is a table row of class top or bottom, with a
// title saying what it is in words; an unmarked line has neither, and the
// page's style shades both.
func TestMarkedLines(t *testing.T) {
	cols := []report.Col{report.C("Board", 7, report.Integer), report.C("Score", 9, report.Integer), report.C("%", 9, report.Percent)}
	cards := report.Sheet{Name: "Scorecards", Cols: cols, Blocks: func(emit func(report.Block) error) error {
		return emit(report.Block{Lines: []report.Line{
			{Kind: report.Heading, Cells: []any{"NS 1: Ann & Bob"}},
			{Kind: report.Note, Cells: []any{report.MarkLegend}},
			{Kind: report.Header, Cells: []any{"Board", "Score", "%"}},
			{Cells: []any{1, 420, 1.0}, Mark: report.Good},
			{Cells: []any{2, 110, 0.5}},
			{Cells: []any{3, -50, 0.0}, Mark: report.Poor},
		}})
	}}
	var buf bytes.Buffer
	if err := Write(&buf, Page{Title: "Marks", Sheets: []report.Sheet{cards}, Generator: "scorebook test"}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	for _, want := range []string{
		`<tr class="top" title="a top: 80% or more"><td class="n">1</td>`,
		`<tr><td class="n">2</td>`,
		`<tr class="bottom" title="a bottom: 20% or less"><td class="n">3</td>`,
		`tbody tr.top { background: #c6efce; }`,
		`tbody tr.bottom { background: #ffc7ce; }`,
		`<p class="note">` + report.MarkLegend + `</p>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page has no %s", want)
		}
	}
}

// A traveller's lines are too wide for a phone side by side: the page
// stacks the table there, the pairs' names (text) on a second line under
// the figures, whose grid has a column per figure shown on a phone (the
// board, a detail, left out), each as wide as its widest text. A Ranking
// whose names wrap is never stacked, nor is a table that fits.
func TestStackedOnAPhone(t *testing.T) {
	cols := []report.Col{report.C("Board", 7, report.Integer).Detail(), report.C("NS", 6, report.Code), report.C("NS Names", 24, report.Text),
		report.C("EW", 6, report.Code), report.C("EW Names", 24, report.Text), report.C("Contract", 9, report.Code), report.C("By", 5, report.Code),
		report.C("Result", 7, report.Code), report.C("NS Score", 10, report.Integer), report.C("NS %", 9, report.Percent), report.C("EW %", 9, report.Percent)}
	line := []any{1, 1, "Tom Jordan & Edith Foster", 8, "David Kerr & Margaret Young", "4♥", "S", "-1", -50, 0.5833333333333334, 0.4166666666666667}
	travellers := report.Sheet{Name: "Travellers", Cols: cols, Blocks: func(emit func(report.Block) error) error {
		header := report.Line{Kind: report.Header}
		for _, c := range cols {
			header.Cells = append(header.Cells, c.Header)
		}
		return emit(report.Block{Lines: []report.Line{{Kind: report.Heading, Cells: []any{"Board 1"}}, header, {Cells: line}}})
	}}
	grading := report.Sheet{Name: "Ranking", Cols: []report.Col{report.C("Rank", 7, report.Code), report.C("Player", 26, report.Text).Wrapping(),
		report.C("Grade", 8, report.Whole), report.C("Index", 8, report.Whole), report.C("Games", 8, report.Integer), report.C("Eligible", 9, report.Code),
		report.C("Change", 9, report.Signed), report.C("Handicap", 10, report.Code), report.C("Since", 10, report.Date)},
		Rows: [][]any{{1, "Andrew Whitfield", 2610.2, 2566.4, 14, "Yes", -2, "−2", nil}}}
	narrow := report.Sheet{Name: "Small", Cols: []report.Col{report.C("Rank", 7, report.Code), report.C("Names", 24, report.Text), report.C("%", 9, report.Percent)},
		Rows: [][]any{{1, "Ann & Bob", 0.5}}}
	var buf bytes.Buffer
	if err := Write(&buf, Page{Title: "Club night", Sheets: []report.Sheet{grading, travellers, narrow}}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	tables := strings.Split(page, "<table ")[1:]
	if len(tables) != 3 {
		t.Fatalf("the page has %d tables", len(tables))
	}
	if strings.Contains(tables[0], "stack") || strings.Contains(tables[2], "stack") {
		t.Errorf("a Ranking whose names wrap, or a narrow table, is stacked:\n%s\n%s", tables[0][:80], tables[2][:80])
	}
	tr := tables[1]
	if !strings.HasPrefix(tr, `class="lines full stack`) {
		t.Fatalf("the traveller's lines are not stacked on a phone: %.120s", tr)
	}
	// The first line on a phone: NS, EW, Contract, By, Result, NS Score,
	// NS %, EW %; the board is left out.
	grid, _, _ := strings.Cut(strings.SplitN(tr, "--cols:", 2)[1], ";")
	if n := strings.Count(grid, "minmax("); n != 8 {
		t.Errorf("the phone's grid has %d columns, want 8: %s", n, grid)
	}
	for _, want := range []string{`<td class="second">Tom Jordan &amp; Edith Foster</td>`, `<td class="second">David Kerr &amp; Margaret Young</td>`, `<th scope="col" class="second">NS Names</th>`, "--span:4"} {
		if !strings.Contains(tr, want) {
			t.Errorf("the stacked traveller has no %s", want)
		}
	}
	if strings.Contains(tr, `class="c second"`) || strings.Contains(tr, `class="n second"`) {
		t.Error("a figure is put on the second line")
	}
	// Its layout is the page's: a grid of the table's columns on a phone.
	if !strings.Contains(page, "@media screen and (max-width: 480px)") || !strings.Contains(page, "table.stack tr { display: grid; grid-template-columns: var(--c);") {
		t.Error("the page's style does not lay out a stacked table")
	}
}
