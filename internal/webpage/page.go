package webpage

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// A web page of the results: one self-contained HTML file (its style in
// the page, no scripts, nothing fetched from elsewhere) that can be
// attached to an email or put on any club site, and reads on a phone. It
// is made from the very sheets the workbook gets (report.Sheet), so that it shows
// what the members' sheets show, figure for figure and in the same number
// formats: a section per sheet, in order, under a contents list; a table
// for a sheet of rows; and for a report, an article per block with a
// heading (a board, a pair's card), its notes, its hand diagram and its
// tables, each table with only the columns its lines fill.

// Page is a web page of an event's results.
type Page struct {
	Title  string         // the event's title and date, as the sheets print it
	Sheets []report.Sheet // the sheets to show, in order
	// Generator names the program in the page's footer and its generator
	// meta tag: "scorebook v1.2.0".
	Generator string
	// Lang is the language of the page (its lang attribute, its own
	// words, and its numbers' decimal comma); the sheets' words are theirs.
	Lang lang.Lang
}

// Write writes the page to w.
func Write(w io.Writer, p Page) error {
	pw := &pageWriter{w: bufio.NewWriterSize(w, 64<<10), lang: p.Lang}
	pw.page(p)
	if pw.err != nil {
		return pw.err
	}
	return pw.w.Flush()
}

type pageWriter struct {
	w   *bufio.Writer
	err error
	// keys are where the blocks that have a Key are, by key, for the
	// cells that link to them.
	keys map[string]place
	// file is the page of a set being written (its name in the set's
	// folder), "" for the page itself; set is the set (split.go).
	file string
	set  *Set
	// measuring writes every link to a block as the longest link of the
	// set may be (split.go measures the blocks so).
	measuring   bool
	longestHref string
	// back is the link at the top of each block leading back to the
	// page's first section (the Ranking), "" in that section.
	back string
	lang lang.Lang
}

func (pw *pageWriter) s(parts ...string) {
	for _, s := range parts {
		if pw.err == nil {
			_, pw.err = pw.w.WriteString(s)
		}
	}
}

// esc is text made safe to put in a page: a pair called <script> is text.
func esc(s string) string { return html.EscapeString(s) }

// pageCSS is the page's style: plain and legible on a phone (the ranking
// is made to fit 360 pixels; a table too wide for the screen is stacked, as
// stackCSS lays it out, and scrolls within its own box only if even that
// is too wide), in the sheets' colours,
// and printed without the contents list, each board or card kept on a
// page and each card on a page of its own.
const pageCSS = `
:root { color-scheme: light; }
body { font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: #1a1a1a; background: #fff; margin: 0 auto; max-width: 80rem; padding: 0 .75rem 2rem; }
h1 { font-size: 1.45rem; margin: 1rem 0 .5rem; }
h2 { font-size: 1.2rem; margin: 1.75rem 0 .5rem; padding-bottom: .15rem; border-bottom: 2px solid #5b9bd5; }
h3 { font-size: 1.05rem; margin: 1.25rem 0 .2rem; }
a { color: #1f5f99; }
nav ul { margin: .25rem 0; padding-left: 1.25rem; }
nav ul ul { padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: .1rem .75rem; font-size: .92rem; }
nav li { margin: .15rem 0; }
nav summary { font-size: 1.2rem; font-weight: 600; margin: .75rem 0 .25rem; cursor: pointer; }
a.back { float: right; font-size: .9rem; margin-top: 1.3rem; }
.note { color: #404040; margin: .1rem 0; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; margin: .35rem 0 .6rem; font-variant-numeric: tabular-nums; }
th { background: #ddebf7; border-bottom: 1px solid #5b9bd5; font-weight: 600; text-align: left; vertical-align: bottom; }
th, td { padding: .2rem .45rem; }
tbody tr:nth-child(even) { background: #f4f8fc; }
.n { text-align: right; white-space: nowrap; }
.c { text-align: center; white-space: nowrap; }
td.wrap, th.n, th.c { white-space: normal; }
tr.total td { font-weight: bold; border-top: 1px solid #404040; background: #fff; }
tbody tr.top { background: #c6efce; }
tbody tr.bottom { background: #ffc7ce; }
.red { color: #c00000; }
table.hand { margin: .3rem 0 .5rem; }
table.hand td { padding: 0 .9rem 0 0; white-space: nowrap; vertical-align: top; background: #fff; }
table.hand tr { background: #fff; }
footer { margin-top: 2rem; color: #666; font-size: .85rem; }
abbr { text-decoration: none; }
.short { display: none; }
@media (max-width: 480px) {
  .minor, .long { display: none; }
  .short { display: inline; }
  body { font-size: 14px; padding: 0 .35rem 1.5rem; }
  th, td { padding: .15rem .22rem; }
  th { font-size: .86rem; overflow-wrap: anywhere; }
  table.hand td { padding-right: .4rem; }
}
@media print {
  table.lines.full td:not(.n):not(.c) { min-width: 9rem; }
  nav, footer { display: none; }
  body { max-width: none; font-size: 10pt; padding: 0; }
  .scroll { overflow: visible; }
  section + section { break-before: page; }
  article { break-inside: avoid; }
  article.newpage { break-before: page; }
  thead { display: table-header-group; }
  a { color: inherit; text-decoration: none; }
  section.wide { page: wide; }
  table.full { width: 100%; }
  table { font-size: 9pt; }
  th, td { padding: .1rem .3rem; }
  h2, h3, .note { break-after: avoid; }
  tbody tr:nth-child(even) { background: none; }
  tbody tr.top { background: #c6efce; }
  tbody tr.bottom { background: #ffc7ce; }
  tr.top, tr.bottom { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
@page { margin: 12mm; }
@page wide { size: landscape; }
`

// head writes a page's head, titled title, and opens its body.
func (pw *pageWriter) head(title, generator string) {
	pw.s("<!DOCTYPE html>\n<html lang=\"", pw.lang.Code(), "\">\n<head>\n<meta charset=\"utf-8\">\n",
		"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n",
		"<title>", esc(title), "</title>\n")
	if generator != "" {
		pw.s("<meta name=\"generator\" content=\"", esc(generator), "\">\n")
	}
	pw.s("<style>", pageCSS, stackCSS, "</style>\n</head>\n<body>\n")
}

// footer writes a page's footer and closes it.
func (pw *pageWriter) footer(p Page) {
	pw.s("<footer>\n<p>")
	if p.Generator != "" {
		pw.s(esc(p.Lang.F("Scored by %s.", p.Generator)))
	}
	pw.s("</p>\n</footer>\n</body>\n</html>\n")
}

func (pw *pageWriter) page(p Page) {
	pw.head(p.Title, p.Generator)
	pw.s("<header>\n<h1>", esc(p.Title), "</h1>\n</header>\n")

	ids := make([]string, len(p.Sheets))
	taken := map[string]bool{}
	for i, s := range p.Sheets {
		ids[i] = uniqueID(slug(s.Name), taken)
	}
	// The contents, folded so that the first section (the Ranking) is
	// what a member sees first.
	contents := esc(p.Lang.T("Contents"))
	pw.s("<nav aria-label=\"", contents, "\">\n<details>\n<summary>", contents, "</summary>\n<ul>\n")
	pw.keys = map[string]place{}
	for i, s := range p.Sheets {
		pw.s("<li><a href=\"#", ids[i], "\">", esc(s.Name), "</a>")
		if s.Blocks != nil {
			first := true
			seen := map[string]int{}
			n := 0
			pw.fail(s.Blocks(func(bl report.Block) error {
				heading, ok := blockHeading(bl)
				if ok {
					n++
				}
				if bl.Key != "" && n > 0 {
					pw.keys[bl.Key] = place{id: ids[i] + "-" + strconv.Itoa(n)}
				}
				if !ok {
					return nil
				}
				if first {
					pw.s("\n<ul>\n")
					first = false
				}
				seen[heading]++
				if k := seen[heading]; k > 1 {
					heading = fmt.Sprintf("%s (%d)", heading, k)
				}
				pw.s("<li><a href=\"#", ids[i], "-", strconv.Itoa(n), "\">", esc(heading), "</a></li>\n")
				return nil
			}))
			if !first {
				pw.s("</ul>\n")
			}
		}
		pw.s("</li>\n")
	}
	pw.s("</ul>\n</details>\n</nav>\n<main>\n")
	for i, s := range p.Sheets {
		if i > 0 {
			pw.back = "<a class=\"back\" href=\"#" + ids[0] + "\">" + esc(p.Sheets[0].Name) + " ↑</a>\n"
		}
		pw.s("<section id=\"", ids[i], "\"")
		if s.Landscape || len(s.Cols) > 8 {
			pw.s(" class=\"wide\"") // printed across the page, as the sheet is
		}
		pw.s(" aria-labelledby=\"", ids[i], "-h\">\n<h2 id=\"", ids[i], "-h\">", esc(s.Name), "</h2>\n")
		if s.Blocks != nil {
			pw.report(s, ids[i], nil)
		} else {
			pw.table(s)
		}
		pw.s("</section>\n")
	}
	pw.s("</main>\n")
	pw.footer(p)
}

func (pw *pageWriter) fail(err error) {
	if pw.err == nil && err != nil {
		pw.err = err
	}
}

// slug is a sheet's name as an element id: "Player Cards" → "player-cards",
// "Κατάταξη" → "κατάταξη" (an id may hold any letter).
func slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	if b.Len() == 0 {
		return "sheet"
	}
	return b.String()
}

// uniqueID is id, or id-2, id-3 when taken.
func uniqueID(id string, taken map[string]bool) string {
	out := id
	for n := 2; taken[out]; n++ {
		out = fmt.Sprintf("%s-%d", id, n)
	}
	taken[out] = true
	return out
}

// blockHeading is the text of a block's heading line, if it has one.
func blockHeading(bl report.Block) (string, bool) {
	for _, l := range bl.Lines {
		if l.Kind == report.Heading {
			return cellText(l.Cells, 0), true
		}
	}
	return "", false
}

// cellText is the text of a cell of a line, "" when there is none.
func cellText(cells []any, i int) string {
	if i >= len(cells) {
		return ""
	}
	return plainText(cells[i], report.Text)
}

// table writes a sheet of rows as a table.
func (pw *pageWriter) table(s report.Sheet) {
	show := make([]int, len(s.Cols))
	for i := range show {
		show[i] = i
	}
	st := pw.stackOf(s.Cols, show, func(yield func([]any) bool) {
		for _, r := range s.Rows { // a sheet of Each goes by its columns' widths
			if !yield(r) {
				return
			}
		}
	})
	pw.s("<div class=\"scroll\">\n<table class=\"rows", fullClass(len(s.Cols)), st.class, "\"", st.style, ">\n<thead>\n<tr>")
	for i, c := range s.Cols {
		pw.s("<th scope=\"col\"", st.cellClass(i, c, nil), ">", headerHTML(c, c.Header), "</th>")
	}
	pw.s("</tr>\n</thead>\n<tbody>\n")
	row := func(cells []any) error {
		pw.s("<tr>")
		for i, c := range s.Cols {
			var v any
			if i < len(cells) {
				v = cells[i]
			}
			pw.s("<td", st.cellClass(i, c, v), ">", pw.cellHTML(v, c.Format), "</td>")
		}
		pw.s("</tr>\n")
		return pw.err
	}
	if s.Each != nil {
		pw.fail(s.Each(row))
	} else {
		for _, r := range s.Rows {
			if row(r) != nil {
				break
			}
		}
	}
	pw.s("</tbody>\n</table>\n</div>\n")
}

// report writes a report's blocks: an article from each block with a
// heading, a block without one going on in the article before. start, when
// set, is called before each article opens, with its number (0 for an
// article without a heading before the first heading), and with the block.
func (pw *pageWriter) report(s report.Sheet, id string, start func(n int, bl report.Block)) {
	n := 0
	open := false
	pw.fail(s.Blocks(func(bl report.Block) error {
		if _, ok := blockHeading(bl); ok || !open {
			if open {
				pw.s("</article>\n")
			}
			if ok {
				n++
			}
			if start != nil {
				start(n, bl)
			}
			pw.s("<article")
			if ok {
				pw.s(" id=\"", id, "-", strconv.Itoa(n), "\"")
			}
			if bl.NewPage {
				pw.s(" class=\"newpage\"")
			}
			pw.s(">\n", pw.back)
			open = true
		}
		pw.block(s.Cols, bl.Lines)
		return pw.err
	}))
	if open {
		pw.s("</article>\n")
	}
}

// block writes a block's lines: the heading, notes as paragraphs, a run
// of diagram lines as a hand diagram, and each run of header, body and
// total lines as a table.
func (pw *pageWriter) block(cols []report.Col, lines []report.Line) {
	for i := 0; i < len(lines); {
		l := lines[i]
		switch l.Kind {
		case report.Heading:
			pw.s("<h3>", cellsHTML(l.Cells), "</h3>\n")
			i++
		case report.Note:
			pw.s("<p class=\"note\">", cellsHTML(l.Cells), "</p>\n")
			i++
		case report.Diagram:
			j := i
			for j < len(lines) && lines[j].Kind == report.Diagram {
				j++
			}
			pw.diagram(lines[i:j])
			i = j
		case report.Gap:
			i++
		default:
			j := i + 1
			for j < len(lines) && (lines[j].Kind == report.Body || lines[j].Kind == report.Total) {
				j++
			}
			pw.lines(cols, lines[i:j])
			i = j
		}
	}
}

// cellsHTML is the text of a heading's or a note's cells, one after the
// other.
func cellsHTML(cells []any) string {
	var parts []string
	for _, c := range cells {
		if h := cellHTML(c, report.Text); h != "" {
			parts = append(parts, h)
		}
	}
	return strings.Join(parts, " ")
}

// used lists the columns any of the lines fills.
func used(lines []report.Line, width int) []int {
	var out []int
	for i := range width {
		for _, l := range lines {
			if i < len(l.Cells) && l.Cells[i] != nil && plainText(l.Cells[i], report.Text) != "" {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// diagram writes a hand diagram: its lines' cells in a small grid of just
// the columns they fill, the hands at the compass points.
func (pw *pageWriter) diagram(lines []report.Line) {
	width := 0
	for _, l := range lines {
		width = max(width, len(l.Cells))
	}
	cols := used(lines, width)
	pw.s("<div class=\"scroll\">\n<table class=\"hand\" role=\"presentation\">\n")
	for _, l := range lines {
		pw.s("<tr>")
		for _, c := range cols {
			var v any
			if c < len(l.Cells) {
				v = l.Cells[c]
			}
			pw.s("<td>", cellHTML(v, report.Text), "</td>")
		}
		pw.s("</tr>\n")
	}
	pw.s("</table>\n</div>\n")
}

// lines writes a header and the body and total lines under it (or body
// lines alone) as a table of the columns they fill.
func (pw *pageWriter) lines(cols []report.Col, lines []report.Line) {
	show := used(lines, len(cols))
	st := pw.stackOf(cols, show, func(yield func([]any) bool) {
		for _, l := range lines {
			if l.Kind != report.Header && !yield(l.Cells) {
				return
			}
		}
	})
	pw.s("<div class=\"scroll\">\n<table class=\"lines", fullClass(len(show)), st.class, "\"", st.style, ">\n")
	body := lines
	if lines[0].Kind == report.Header {
		pw.s("<thead>\n<tr>")
		for _, c := range show {
			h := cellAt(lines[0].Cells, c)
			if t, ok := h.(string); ok && t == cols[c].Header {
				pw.s("<th scope=\"col\"", st.cellClass(c, cols[c], nil), ">", headerHTML(cols[c], t), "</th>")
				continue
			}
			pw.s("<th scope=\"col\"", st.cellClass(c, cols[c], nil), ">", cellHTML(h, report.Text), "</th>")
		}
		pw.s("</tr>\n</thead>\n")
		body = lines[1:]
	}
	pw.s("<tbody>\n")
	for _, l := range body {
		switch {
		case l.Kind == report.Total:
			pw.s("<tr class=\"total\">")
		case l.Mark == report.Good:
			pw.s("<tr class=\"top\" title=\"a top: 80% or more\">")
		case l.Mark == report.Poor:
			pw.s("<tr class=\"bottom\" title=\"a bottom: 20% or less\">")
		default:
			pw.s("<tr>")
		}
		for _, c := range show {
			v := cellAt(l.Cells, c)
			pw.s("<td", st.cellClass(c, cols[c], v), ">", pw.cellHTML(v, cols[c].Format), "</td>")
		}
		pw.s("</tr>\n")
	}
	pw.s("</tbody>\n</table>\n</div>\n")
}

// fullClass marks a table of many columns, printed across the page so
// that names have room on one line.
func fullClass(columns int) string {
	if columns > 6 {
		return " full"
	}
	return ""
}

func cellAt(cells []any, i int) any {
	if i < len(cells) {
		return cells[i]
	}
	return nil
}

// headerHTML is a column's header: with its shorter form for a phone when
// it has one.
func headerHTML(c report.Col, header string) string {
	if c.Short == "" {
		return esc(header)
	}
	return "<span class=\"long\">" + esc(header) + "</span><abbr class=\"short\" title=\"" + esc(header) + "\">" + esc(c.Short) + "</abbr>"
}

func classAttr(cls []string) string {
	if len(cls) == 0 {
		return ""
	}
	return ` class="` + strings.Join(cls, " ") + `"`
}

// cellClasses are a cell's classes: its column's (aligned as the sheet
// aligns them, a detail left out on a phone), and text of words in a
// column of numbers (a weighted score: 40% 420; 60% 450) may wrap.
func cellClasses(c report.Col, v any) []string {
	var cls []string
	if s, ok := report.Unlink(v).(string); ok && c.Format.Align() != "left" && strings.Contains(s, " ") {
		cls = append(cls, "wrap")
	}
	switch c.Format.Align() {
	case "right":
		cls = append(cls, "n")
	case "center":
		cls = append(cls, "c")
	}
	if c.Minor {
		cls = append(cls, "minor")
	}
	return cls
}

// A table too wide for the screen side by side is stacked there: each
// row's figures (numbers, codes) stay on its first line, in columns as
// wide as their longest text, and its texts and dates (names, events) move
// to a second line under them, side by side, wrapping as they need. So a
// traveller line on a phone shows its pairs, contract, result, score and
// percentages across the screen, the pairs' names below. Where a table
// stacks depends on how narrow it can be side by side: on a phone (its
// details left out) when wider than a phone's screen, on a tablet too when
// wider than a tablet's, up to a laptop's when wider than that. The
// table's style gives its grids, the page's style lays them out.
type stacking struct {
	class, style string
	second       map[int]bool // the columns on the second line
}

// stackTiers are the screens a table may stack on: the widest screen of
// the kind (the media query), what the table has of it less the page's
// margins (room), the table's class and the custom properties of its grid.
var stackTiers = []struct {
	maxWidth int
	room     float64
	class    string
	vars     string // --cols and --span, the grid of the first line and a text's span
	phone    bool   // details are left out
}{
	{480, 375, "stack", "", true}, // a phone of 390 pixels
	{820, 740, "stack-tablet", "-t", false},
	{1200, 1170, "stack-laptop", "-t", false},
}

// stackCSS lays out the stacked tables of each tier.
var stackCSS = func() string {
	var b strings.Builder
	for i := len(stackTiers) - 1; i >= 0; i-- { // the narrower screens' rules last, to win
		t := stackTiers[i]
		tab := "table." + t.class
		fmt.Fprintf(&b, "@media screen and (max-width: %dpx) {\n", t.maxWidth)
		fmt.Fprintf(&b, "  %s { --c: var(--cols%s); --s: var(--span%s); }\n", tab, t.vars, t.vars)
		fmt.Fprintf(&b, "  %[1]s, %[1]s > thead, %[1]s > tbody { display: block; }\n", tab)
		fmt.Fprintf(&b, "  %s tr { display: grid; grid-template-columns: var(--c); align-items: baseline; }\n", tab)
		fmt.Fprintf(&b, "  %s thead tr { background: #ddebf7; border-bottom: 1px solid #5b9bd5; align-items: end; }\n", tab)
		fmt.Fprintf(&b, "  %[1]s th { border-bottom: 0; }\n  %[1]s th, %[1]s td { min-width: 0; }\n", tab)
		fmt.Fprintf(&b, "  %s .second { grid-row: 2; grid-column: span var(--s); white-space: normal; text-align: left; }\n", tab)
		fmt.Fprintf(&b, "  %s td.second { color: #404040; padding-top: 0; }\n", tab)
		if t.phone {
			fmt.Fprintf(&b, "  %s td { font-size: var(--font, %gpx); }\n  %s th { font-size: var(--header-font, %gpx); }\n", tab, phoneFont, tab, phoneHeaderFont)
		}
		fmt.Fprintf(&b, "  %[1]s tr.total { border-top: 1px solid #404040; }\n  %[1]s tr.total td { border-top: 0; }\n}\n", tab)
	}
	return b.String()
}()

// ems is about how wide a text is in DejaVu Sans (the widest of the
// fonts a browser is likely to use), in ems: digits 0.64, capitals and
// symbols wider, stops and spaces narrower; bold a fifth wider.
func ems(s string, bold bool) float64 {
	w := 0.0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9', r == '+', r == '-', r == '=', r == '/', r == '−':
			w += 0.64
		case r == '.' || r == ',' || r == ' ' || r == ':' || r == '\'' || r == 'i' || r == 'l' || r == 'j':
			w += 0.32
		case r == '%' || r == 'W' || r == 'M' || r == 'm' || r == 'w':
			w += 0.95
		case r >= 'A' && r <= 'Z', r > 0x2000: // capitals, suit symbols
			w += 0.75
		default:
			w += 0.6
		}
	}
	if bold {
		w *= 1.2
	}
	return w
}

// Sizes, in pixels, of a table's type and of a cell's padding on a phone
// (a stacked table's lines are set a little smaller) and on wider screens,
// and of the type of a phone's headers.
const (
	phoneFont, phoneHeaderFont, phonePad = 13.0, 12.0, 7.0
	screenFont, screenPad                = 15.0, 14.0
)

// stackOf is how the table of the columns shown (indices into cols) is
// stacked; rows gives its rows (none for a sheet written row by row: its
// columns' widths stand for their texts), its numbers measured as the
// page's language writes them (a German percentage's space before its sign).
func (pw *pageWriter) stackOf(cols []report.Col, show []int, rows func(yield func([]any) bool)) stacking {
	longest := map[int]float64{} // the widest text, in ems
	word := map[int]float64{}    // the widest word of a column's texts
	seen := false
	rows(func(cells []any) bool {
		seen = true
		for _, c := range show {
			v := report.Unlink(cellAt(cells, c))
			t := pw.local(v, cols[c].Format, plainText(v, cols[c].Format))
			widest := 0.0
			for _, w := range strings.Fields(t) {
				widest = max(widest, ems(w, false))
			}
			word[c] = max(word[c], widest)
			if strings.Contains(t, " ") {
				longest[c] = max(longest[c], widest) // words in a column of figures wrap (cellClasses)
			} else {
				longest[c] = max(longest[c], ems(t, false))
			}
		}
		return true
	})
	if !seen {
		for _, c := range show {
			longest[c], word[c] = cols[c].Width*0.6, cols[c].Width*0.3
		}
	}
	// heading is the width of the widest word of a column's header, in
	// pixels: a header breaks between words (on a phone, its short form).
	heading := func(c int, phone bool) float64 {
		h, size := cols[c].Header, screenFont
		if phone {
			size = phoneHeaderFont
			if cols[c].Short != "" {
				h = cols[c].Short
			}
		}
		n := 0.0
		for _, w := range strings.Fields(h) {
			n = max(n, ems(w, true))
		}
		return n * size
	}
	text := func(c int) bool {
		return cols[c].Format.Align() == "left" || cols[c].Format == report.Date
	}
	// grid is the table's first line (on a phone without its details),
	// each column as wide as its widest text (in pixels, as fractions of
	// the line), how many of its columns each text of the second spans,
	// and how narrow the table can be side by side: its figures and
	// headers on one line, its texts broken between words.
	grid := func(phone bool) (template string, span int, width float64) {
		size, pad := screenFont, screenPad
		if phone {
			size, pad = phoneFont, phonePad
		}
		var first []string
		texts := 0
		for _, c := range show {
			h := heading(c, phone)
			switch {
			case phone && cols[c].Minor:
			case text(c):
				texts++
				width += max(word[c]*size, h) + pad
			default:
				w := max(longest[c]*size, h, size) + pad
				first = append(first, fmt.Sprintf("minmax(0,%gfr)", math.Ceil(w)))
				width += w
			}
		}
		if texts == 0 || len(first) < 2 {
			return "", 0, 0 // nothing to move, or nothing to move it under
		}
		return strings.Join(first, " "), max(1, len(first)/texts), width
	}
	st := stacking{second: map[int]bool{}}
	for _, c := range show {
		if cols[c].Wraps && !cols[c].Minor {
			return stacking{} // its texts wrap in their lines
		}
	}
	for _, t := range stackTiers {
		template, span, width := grid(t.phone)
		if template == "" || width <= t.room {
			break // a table that fits a screen fits the wider ones
		}
		st.class += " " + t.class
		if !strings.Contains(st.style, "--cols"+t.vars+":") {
			st.style += fmt.Sprintf("--cols%s:%s;--span%s:%d;", t.vars, template, t.vars, span)
		}
		if t.phone {
			// A first line still too wide for a phone is set smaller, down
			// to 11 pixels (its headers to 10).
			if w := firstWidth(template); w > t.room {
				scale := t.room / w
				st.style += fmt.Sprintf("--font:%gpx;--header-font:%gpx;", max(11, math.Floor(phoneFont*scale*10)/10), max(10, math.Floor(phoneHeaderFont*scale*10)/10))
			}
		}
	}
	if st.class == "" {
		return stacking{}
	}
	st.style = ` style="` + strings.TrimSuffix(st.style, ";") + `"`
	for _, c := range show {
		if text(c) {
			st.second[c] = true
		}
	}
	return st
}

// firstWidth is the width of a stacked table's first line on a phone, in
// pixels: its grid's fractions are its columns' widths.
func firstWidth(template string) float64 {
	w := 0.0
	for _, f := range strings.Fields(template) {
		var n float64
		if _, err := fmt.Sscanf(f, "minmax(0,%gfr)", &n); err == nil {
			w += n
		}
	}
	return w
}

// cellClass is a cell's class attribute in a table stacked on a phone
// (cellClass), a text or a date marked as on the second line.
func (st stacking) cellClass(i int, c report.Col, v any) string {
	cls := cellClasses(c, v)
	if st.second[i] {
		cls = append(cls, "second")
	}
	return classAttr(cls)
}

// cellHTML is a cell of a table as the page shows it (cellHTML), a Link
// leading to its block.
func (pw *pageWriter) cellHTML(v any, f report.Format) string {
	l, ok := v.(report.Link)
	if !ok {
		return pw.local(v, f, cellHTML(v, f))
	}
	h := pw.local(l.Value, f, cellHTML(l.Value, f))
	if pw.measuring && h != "" {
		return `<a href="` + pw.longestHref + `">` + h + `</a>`
	}
	if at, ok := pw.keys[l.To]; ok && h != "" {
		return `<a href="` + pw.href(at) + `">` + h + `</a>`
	}
	return h
}

// local is a number's text h as the page's language writes it: a decimal
// comma, and the language's space before a percent sign (as lang.Percent);
// other cells, and every cell in English, as they are.
func (pw *pageWriter) local(v any, f report.Format, h string) string {
	if pw.lang == lang.English {
		return h
	}
	switch v.(type) {
	case int, float64:
	default:
		return h
	}
	h = strings.Replace(h, ".", ",", 1)
	if f == report.Percent {
		sep := strings.TrimSuffix(strings.TrimPrefix(pw.lang.Percent(0, 0), "0"), "%")
		h = strings.TrimSuffix(h, "%") + sep + "%"
	}
	return h
}

// cellHTML is a cell as the page shows it: its text as the sheet's number
// format shows it, escaped; rich text in its colours.
func cellHTML(v any, f report.Format) string {
	if r, ok := v.(report.Rich); ok {
		var b strings.Builder
		for _, run := range r {
			t := esc(run.Text)
			switch {
			case run.Red && run.Bold:
				t = `<b class="red">` + t + `</b>`
			case run.Red:
				t = `<span class="red">` + t + `</span>`
			case run.Bold:
				t = `<b>` + t + `</b>`
			}
			b.WriteString(t)
		}
		return b.String()
	}
	return esc(plainText(v, f))
}

// plainText is a cell's value as the sheet shows it in its column's
// number format (numberFormat): whole numbers and hundredths rounded half
// away from zero as Excel rounds them, percentages, signed changes and
// dates; text as it is.
func plainText(v any, f report.Format) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case report.Rich:
		return x.String()
	case report.Link:
		return plainText(x.Value, f)
	case time.Time:
		return x.Format("2006-01-02")
	case int:
		return formatNumber(float64(x), f)
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return ""
		}
		return formatNumber(x, f)
	}
	return fmt.Sprint(v)
}

// formatNumber is a number in a column's number format.
func formatNumber(x float64, f report.Format) string {
	switch f {
	case report.Integer, report.Whole:
		return decimal(x, 0)
	case report.Dec2:
		return decimal(x, 2)
	case report.Percent:
		return decimal(x*100, 2) + "%"
	case report.Signed:
		// +0;-0;0: the section is chosen by the number's sign before it is
		// rounded, so a change of 0.3 shows as +0.
		switch {
		case x > 0:
			return "+" + decimal(x, 0)
		case x < 0:
			return "-" + decimal(-x, 0)
		}
		return "0"
	}
	// General: the number as the cell holds it.
	return strconv.FormatFloat(report.Round15(x), 'f', -1, 64)
}

// decimal is x to the given number of decimals, halves rounded away from
// zero on the number's decimal digits as a cell holds them (15 significant
// digits), as a spreadsheet shows it: 0.125 is 0.13, 2.5 is 3; never "-0".
func decimal(x float64, digits int) string {
	s := strconv.FormatFloat(report.Round15(x), 'f', -1, 64)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	for len(frac) < digits+1 {
		frac += "0"
	}
	digitsOut := []byte(whole + frac[:digits])
	if frac[digits] >= '5' { // round half away from zero
		i := len(digitsOut) - 1
		for ; i >= 0; i-- {
			if digitsOut[i] == '9' {
				digitsOut[i] = '0'
				continue
			}
			digitsOut[i]++
			break
		}
		if i < 0 {
			digitsOut = append([]byte{'1'}, digitsOut...)
		}
	}
	out := string(digitsOut)
	if digits > 0 {
		out = out[:len(out)-digits] + "." + out[len(out)-digits:]
	}
	if neg && strings.Trim(out, "0.") != "" {
		out = "-" + out
	}
	return out
}
