package webpage

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/internal/report"
)

// A congress's page would be too big for a phone (200,000 results make
// 180 MB of travellers and scorecards), so a page that would pass Limit is
// written as a small set of linked pages instead: the page itself
// (NAME.html) holds the contents, the first sheet (the Ranking) and the
// other sheets of rows, and the sheets of blocks (travellers, scorecards)
// go on pages of their own in a folder beside it (NAME_files/), a run of
// whole blocks on each, each page under Limit. Every page has the page's
// style, its own contents and a way back, and every link between them
// leads to its block: a name in the Ranking to the pair's card on its
// page. A club night's page stays one self-contained file.
//
// A block is never cut: a page holds at least one, so a single block
// bigger than Limit (a board's traveller of more than about 5,000 results)
// makes a page bigger than Limit.

// Limit is the size a page of the results stays under, in bytes: 2 MB.
const Limit = 2_000_000

// Set is where a page too big for one file puts its other pages.
type Set struct {
	Page   string // the page's file name: "congress.html"
	Folder string // the folder's name beside it: "congress_files"
	// Create makes a page of the folder, by name ("travellers-1.html"),
	// open until the next Create or the end of the write.
	Create func(name string) (io.Writer, error)
	// Limit, when set, is the size to stay under instead of Limit (for
	// tests of small sets).
	Limit int
}

func (s Set) limit() int {
	if s.Limit > 0 {
		return s.Limit
	}
	return Limit
}

// place is where a block is: its page of the set ("" the page itself) and
// its id.
type place struct{ file, id string }

// href is the link from the page being written to a place.
func (pw *pageWriter) href(at place) string {
	frag := ""
	if at.id != "" {
		frag = "#" + at.id
	}
	switch {
	case at.file == pw.file || pw.set == nil:
		return frag
	case pw.file == mainFile:
		return url.PathEscape(pw.set.Folder) + "/" + url.PathEscape(at.file) + frag
	case at.file == mainFile:
		return "../" + url.PathEscape(pw.set.Page) + frag
	}
	return url.PathEscape(at.file) + frag
}

// mainFile stands for the page itself in a place of a split set (a place
// of a page of one file has the file "").
const mainFile = "\x00"

// errTooBig stops writing a page that would pass Limit.
var errTooBig = errors.New("the page passes the limit")

// capped keeps what is written to it, up to limit.
type capped struct {
	buf   []byte
	limit int
}

func (c *capped) Write(p []byte) (int, error) {
	if len(c.buf)+len(p) >= c.limit {
		return 0, errTooBig
	}
	c.buf = append(c.buf, p...)
	return len(p), nil
}

// counter counts what is written to it.
type counter struct{ n int }

func (c *counter) Write(p []byte) (int, error) { c.n += len(p); return len(p), nil }

// WriteSet writes the page to w, as Write does, when it stays under Limit;
// a bigger one is written as a set: the page to w and its other pages in
// set's folder.
func WriteSet(w io.Writer, set Set, p Page) error {
	first := capped{limit: set.limit()}
	err := Write(&first, p)
	if err == nil {
		_, err = w.Write(first.buf)
		return err
	}
	if !errors.Is(err, errTooBig) {
		return err
	}
	first.buf = nil
	return writeSplit(w, set, p)
}

// chunk is a page of a set: a run of a sheet's articles, from and to
// their numbers (0 the article before the sheet's first heading).
type chunk struct {
	sheet    int
	from, to int
	file     string
	headings []string // its articles' headings, as the contents lists them
}

// label is what the contents call a page of the set: its first and last
// blocks' headings.
func (c chunk) label() string {
	if len(c.headings) == 0 {
		return c.file
	}
	first, last := c.headings[0], c.headings[len(c.headings)-1]
	if first == last {
		return first
	}
	return first + " – " + last
}

func writeSplit(w io.Writer, set Set, p Page) error {
	ids := make([]string, len(p.Sheets))
	taken := map[string]bool{}
	for i, s := range p.Sheets {
		ids[i] = uniqueID(slug(s.Name), taken)
	}
	split := func(i int) bool { return i > 0 && p.Sheets[i].Blocks != nil }

	// Measure each article of the sheets to split, as it will be written,
	// its links as long as any link of the set, and cut the sheets into
	// pages of whole articles.
	longest := 0
	for i := range p.Sheets {
		longest = max(longest, len(url.PathEscape(ids[i])))
	}
	// folder/sheet-99999.html#sheet-9999999, escaped
	href := strings.Repeat("x", len(url.PathEscape(set.Folder))+1+2*longest+len("-99999.html#-9999999")+len(url.PathEscape(set.Page)))
	frame := len(pageCSS) + len(stackCSS) + 8<<10 + 4*len(esc(p.Title)) + len(url.PathEscape(set.Page))
	budget := set.limit() - frame - min(32<<10, set.limit()/16)
	keys := map[string]place{}
	var chunks []chunk
	sheetChunks := make([][]int, len(p.Sheets)) // the chunks of each sheet, by index
	for i, s := range p.Sheets {
		if s.Blocks == nil {
			continue
		}
		if !split(i) { // its blocks stay on the page itself
			n := 0
			if err := s.Blocks(func(bl report.Block) error {
				if _, ok := blockHeading(bl); ok {
					n++
				}
				if bl.Key != "" && n > 0 {
					keys[bl.Key] = place{file: mainFile, id: ids[i] + "-" + strconv.Itoa(n)}
				}
				return nil
			}); err != nil {
				return err
			}
			continue
		}
		type article struct {
			n       int
			heading string // "" for none
			size    int
		}
		var arts []article
		var c counter
		pm := &pageWriter{w: bufio.NewWriterSize(&c, 64<<10), lang: p.Lang, measuring: true, longestHref: href, back: pageBack(p, ids, true, set)}
		at := func() int { return c.n + pm.w.Buffered() }
		start := 0
		seen := map[string]int{}
		keyed := map[string]int{} // the article of each key
		pm.report(s, ids[i], func(n int, bl report.Block) {
			if len(arts) > 0 {
				arts[len(arts)-1].size = at() - start
			}
			start = at()
			heading, ok := blockHeading(bl)
			a := article{n: n}
			if ok {
				seen[heading]++
				if k := seen[heading]; k > 1 {
					heading = fmt.Sprintf("%s (%d)", heading, k)
				}
				a.heading = heading
				a.size = len(ids[i]) + len(esc(heading)) + 40 // its line in its page's contents
			}
			arts = append(arts, a)
			if bl.Key != "" && n > 0 {
				keyed[bl.Key] = n
			}
		})
		pm.fail(pm.w.Flush())
		if pm.err != nil {
			return pm.err
		}
		if len(arts) > 0 {
			arts[len(arts)-1].size += at() - start
		}
		// Whole articles on each page, as many as its budget holds; an
		// article alone passing it has a page to itself.
		chunkOf := map[int]int{} // article number → chunk
		size := 0
		for j, a := range arts {
			if j == 0 || size+a.size > budget {
				sheetChunks[i] = append(sheetChunks[i], len(chunks))
				chunks = append(chunks, chunk{sheet: i, from: a.n, file: ids[i] + "-" + strconv.Itoa(len(sheetChunks[i])) + ".html"})
				size = 0
			}
			c := &chunks[len(chunks)-1]
			c.to = a.n
			if a.heading != "" {
				c.headings = append(c.headings, a.heading)
			}
			size += a.size
			chunkOf[a.n] = len(chunks) - 1
		}
		for key, n := range keyed {
			keys[key] = place{file: chunks[chunkOf[n]].file, id: ids[i] + "-" + strconv.Itoa(n)}
		}
	}

	// The page itself: the contents, the sheets that stay on it, and for
	// each sheet split, its pages.
	pw := &pageWriter{w: bufio.NewWriterSize(w, 64<<10), lang: p.Lang, keys: keys, file: mainFile, set: &set}
	pw.head(p.Title, p.Generator)
	pw.s("<header>\n<h1>", esc(p.Title), "</h1>\n</header>\n")
	contents := esc(p.Lang.T("Contents"))
	pw.s("<nav aria-label=\"", contents, "\">\n<details>\n<summary>", contents, "</summary>\n<ul>\n")
	for i, s := range p.Sheets {
		pw.s("<li><a href=\"#", ids[i], "\">", esc(s.Name), "</a>")
		if split(i) {
			pw.s("\n<ul>\n")
			for _, k := range sheetChunks[i] {
				pw.s("<li><a href=\"", pw.href(place{file: chunks[k].file}), "\">", esc(chunks[k].label()), "</a></li>\n")
			}
			pw.s("</ul>\n")
		}
		pw.s("</li>\n")
	}
	pw.s("</ul>\n</details>\n</nav>\n<main>\n")
	for i, s := range p.Sheets {
		pw.back = ""
		if i > 0 {
			pw.back = pageBack(p, ids, false, set)
		}
		pw.s("<section id=\"", ids[i], "\"")
		if s.Landscape || len(s.Cols) > 8 {
			pw.s(" class=\"wide\"")
		}
		pw.s(" aria-labelledby=\"", ids[i], "-h\">\n<h2 id=\"", ids[i], "-h\">", esc(s.Name), "</h2>\n")
		switch {
		case split(i):
			pw.s("<ul class=\"pages\">\n")
			for _, k := range sheetChunks[i] {
				pw.s("<li><a href=\"", pw.href(place{file: chunks[k].file}), "\">", esc(chunks[k].label()), "</a></li>\n")
			}
			pw.s("</ul>\n")
		case s.Blocks != nil:
			pw.report(s, ids[i], nil)
		default:
			pw.table(s)
		}
		pw.s("</section>\n")
	}
	pw.s("</main>\n")
	pw.footer(p)
	if pw.err != nil {
		return pw.err
	}
	if err := pw.w.Flush(); err != nil {
		return err
	}

	// The pages of the sheets split, each sheet's blocks made once.
	for i, s := range p.Sheets {
		if !split(i) {
			continue
		}
		ks := sheetChunks[i]
		cur := -1
		var sw *pageWriter
		finish := func() {
			if sw == nil {
				return
			}
			sw.s("</section>\n</main>\n")
			sw.footer(p)
			if sw.err == nil {
				sw.err = sw.w.Flush()
			}
		}
		open := func(k int) {
			c := chunks[ks[k]]
			f, err := set.Create(c.file)
			if err != nil {
				sw.fail(err)
				return
			}
			sw.w = bufio.NewWriterSize(f, 64<<10)
			sw.file = c.file
			title := p.Title + " — " + s.Name + ": " + c.label()
			sw.head(title, p.Generator)
			top := "../" + url.PathEscape(set.Page)
			sw.s("<header>\n<p class=\"up\"><a href=\"", top, "\">", esc(p.Title), "</a></p>\n<h1>", esc(s.Name), ": ", esc(c.label()), "</h1>\n")
			if len(ks) > 1 {
				sw.s("<p class=\"pager\">")
				if k > 0 {
					sw.s("<a href=\"", url.PathEscape(chunks[ks[k-1]].file), "\">← ", esc(chunks[ks[k-1]].label()), "</a> ")
				}
				if k+1 < len(ks) {
					sw.s("<a href=\"", url.PathEscape(chunks[ks[k+1]].file), "\">", esc(chunks[ks[k+1]].label()), " →</a>")
				}
				sw.s("</p>\n")
			}
			sw.s("</header>\n")
			if len(c.headings) > 0 {
				contents := esc(p.Lang.T("Contents"))
				sw.s("<nav aria-label=\"", contents, "\">\n<details>\n<summary>", contents, "</summary>\n<ul>\n<li><a href=\"#", ids[i], "\">", esc(s.Name), "</a>\n<ul>\n")
				n := c.from
				if n == 0 {
					n = 1
				}
				for _, h := range c.headings {
					sw.s("<li><a href=\"#", ids[i], "-", strconv.Itoa(n), "\">", esc(h), "</a></li>\n")
					n++
				}
				sw.s("</ul>\n</li>\n</ul>\n</details>\n</nav>\n")
			}
			sw.s("<main>\n<section id=\"", ids[i], "\"")
			if s.Landscape || len(s.Cols) > 8 {
				sw.s(" class=\"wide\"")
			}
			sw.s(" aria-labelledby=\"", ids[i], "-h\">\n<h2 id=\"", ids[i], "-h\">", esc(s.Name), "</h2>\n")
		}
		sw = &pageWriter{w: bufio.NewWriterSize(io.Discard, 0), lang: p.Lang, keys: keys, set: &set, back: pageBack(p, ids, true, set)}
		sw.report(s, ids[i], func(n int, _ report.Block) {
			k := cur
			for k+1 < len(ks) && (k < 0 || n >= chunks[ks[k+1]].from) {
				k++
			}
			if k != cur {
				finish()
				cur = k
				open(k)
			}
		})
		finish()
		if sw.err != nil {
			return sw.err
		}
	}
	return nil
}

// pageBack is the link at the top of each block leading back to the
// Ranking: on the page itself, or from a page of its folder.
func pageBack(p Page, ids []string, fromFolder bool, set Set) string {
	href := "#" + ids[0]
	if fromFolder {
		href = "../" + url.PathEscape(set.Page) + href
	}
	return "<a class=\"back\" href=\"" + href + "\">" + esc(p.Sheets[0].Name) + " ↑</a>\n"
}
