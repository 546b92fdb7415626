package exporttest

import (
	"bytes"
	"fmt"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Page is a results web page as a reader sees it, read with an HTML5
// parser (the one browsers' parsing follows), apart from the writer: its
// title, contents and sections, each a list of the lines a reader sees.
type Page struct {
	Title    string // <title>
	Heading  string // <h1>
	Charset  string // <meta charset>
	Viewport string // <meta name=viewport>
	Contents []Link // the contents list's links, sections and their blocks
	// Folded says the contents list is folded away (a closed <details>),
	// so that a reader sees the first section first.
	Folded   bool
	Sections []Section
	// Problems are what the page must not have: a script, a file it needs
	// from elsewhere (a stylesheet, an image, a font), a link to a place
	// on the page that is not there, an id used twice.
	Problems []string
	// Hrefs are the page's links, every one; IDs are its elements' ids.
	Hrefs []string
	IDs   map[string]bool
}

// Link is a link of the contents list.
type Link struct {
	Href, Text string
	Depth      int // 0 a section, 1 a block of a section
}

// Section is a sheet's section of the page.
type Section struct {
	ID, Name string
	// Lines are the section's lines in order, each the non-empty texts of
	// a row as a reader sees them: a heading, a note, a row of a hand
	// diagram, a table's header or a row of it. A header's texts are the
	// full headers, not their abbreviations for a phone.
	Lines [][]string
	// Kinds says what each line is: "h3", "note", "hand", "th", "td",
	// "total".
	Kinds []string
	// Articles are the ids of the section's articles, in order.
	Articles []string
	// Minor are the headers of the columns a phone leaves out, per table.
	Minor [][]string
	// Red are the texts shown in red (the suit symbols of hearts and
	// diamonds).
	Red []string
	// Links are the section's links, in order: a name leading to a card,
	// a board's number to its traveller, a block's way back to the top.
	Links []Link
	// Back are the ids of the section's articles that have a link back
	// (class "back"), at their top.
	Back []string
	// Headings are the headings of the section's articles, by id.
	Headings map[string]string
}

// ReadPage parses a page: a page of one file, every link on it leading to
// a place on it.
func ReadPage(data []byte) (*Page, error) {
	p, err := readPage(data)
	if err != nil {
		return nil, err
	}
	for _, h := range p.Hrefs {
		if !strings.HasPrefix(h, "#") {
			p.Problems = append(p.Problems, fmt.Sprintf("a link to %q, off the page", h))
		} else if !p.IDs[h[1:]] {
			p.Problems = append(p.Problems, fmt.Sprintf("a link to %q, which the page does not have", h))
		}
	}
	return p, nil
}

// readPage parses a page, its links left for the caller to check.
func readPage(data []byte) (*Page, error) {
	if !bytes.HasPrefix(data, []byte("<!DOCTYPE html>")) {
		return nil, fmt.Errorf("the page does not start with <!DOCTYPE html>")
	}
	doc, err := html.Parse(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	p := &Page{}
	ids := map[string]int{}
	var hrefs []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			if id := attr(n, "id"); id != "" {
				ids[id]++
			}
			switch n.DataAtom {
			case atom.Script, atom.Iframe, atom.Object, atom.Embed:
				p.Problems = append(p.Problems, "a <"+n.Data+"> element")
			case atom.Link, atom.Img, atom.Source, atom.Video, atom.Audio:
				p.Problems = append(p.Problems, "a <"+n.Data+"> element needing another file")
			case atom.Style:
				if css := text(n); strings.Contains(css, "url(") || strings.Contains(css, "@import") {
					p.Problems = append(p.Problems, "the style fetches another file")
				}
			case atom.Title:
				p.Title = text(n)
			case atom.H1:
				p.Heading = text(n)
			case atom.Meta:
				if c := attr(n, "charset"); c != "" {
					p.Charset = c
				}
				if attr(n, "name") == "viewport" {
					p.Viewport = attr(n, "content")
				}
			case atom.A:
				hrefs = append(hrefs, attr(n, "href"))
			case atom.Nav:
				p.Contents = contents(n)
				for c := n.FirstChild; c != nil; c = c.NextSibling {
					if c.Type == html.ElementNode && c.DataAtom == atom.Details {
						_, open := attrOK(c, "open")
						p.Folded = !open
					}
				}
			case atom.Section:
				p.Sections = append(p.Sections, section(n))
				return
			}
			for _, a := range n.Attr {
				if strings.HasPrefix(a.Key, "on") || strings.HasPrefix(strings.TrimSpace(a.Val), "javascript:") {
					p.Problems = append(p.Problems, fmt.Sprintf("<%s %s=%q>", n.Data, a.Key, a.Val))
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	for _, s := range p.Sections { // their own ids were counted above
		for _, a := range s.Articles {
			ids[a]++
		}
		for _, l := range s.Links {
			hrefs = append(hrefs, l.Href)
		}
	}
	for id, n := range ids {
		if n > 1 {
			p.Problems = append(p.Problems, fmt.Sprintf("id %q used %d times", id, n))
		}
	}
	for _, l := range p.Contents {
		hrefs = append(hrefs, l.Href)
	}
	p.Hrefs = hrefs
	p.IDs = map[string]bool{}
	for id := range ids {
		p.IDs[id] = true
	}
	return p, nil
}

// Section returns the section of a sheet's name.
func (p *Page) Section(name string) *Section {
	for i := range p.Sections {
		if p.Sections[i].Name == name {
			return &p.Sections[i]
		}
	}
	return nil
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func attrOK(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

func hasClass(n *html.Node, class string) bool {
	for _, c := range strings.Fields(attr(n, "class")) {
		if c == class {
			return true
		}
	}
	return false
}

// text is an element's text as a reader sees it on a wide screen: an
// abbreviation for a phone left out, white space collapsed.
func text(n *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case n.Type == html.TextNode:
			b.WriteString(n.Data)
		case n.Type == html.ElementNode && hasClass(n, "short"):
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return strings.Join(strings.Fields(b.String()), " ")
}

func contents(nav *html.Node) []Link {
	var out []Link
	var walk func(n *html.Node, depth int)
	walk = func(n *html.Node, depth int) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Ul:
				depth++
			case atom.A:
				out = append(out, Link{Href: attr(n, "href"), Text: text(n), Depth: depth - 1})
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, depth)
		}
	}
	walk(nav, 0)
	return out
}

func section(n *html.Node) Section {
	s := Section{ID: attr(n, "id"), Headings: map[string]string{}}
	add := func(kind string, texts []string) {
		if len(texts) > 0 {
			s.Lines = append(s.Lines, texts)
			s.Kinds = append(s.Kinds, kind)
		}
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type != html.ElementNode {
			return
		}
		if hasClass(n, "red") {
			s.Red = append(s.Red, text(n))
		}
		switch n.DataAtom {
		case atom.A:
			s.Links = append(s.Links, Link{Href: attr(n, "href"), Text: text(n)})
			if hasClass(n, "back") && len(s.Articles) > 0 {
				s.Back = append(s.Back, s.Articles[len(s.Articles)-1])
			}
			return
		case atom.H2:
			s.Name = text(n)
			return
		case atom.H3:
			add("h3", []string{text(n)})
			if len(s.Articles) > 0 {
				s.Headings[s.Articles[len(s.Articles)-1]] = text(n)
			}
			return
		case atom.P:
			add("note", []string{text(n)})
			return
		case atom.Article:
			s.Articles = append(s.Articles, attr(n, "id"))
		case atom.Table:
			var minor []string
			for _, row := range rows(n) {
				kind := "td"
				var texts []string
				for c := row.FirstChild; c != nil; c = c.NextSibling {
					if c.Type != html.ElementNode || (c.DataAtom != atom.Td && c.DataAtom != atom.Th) {
						continue
					}
					if c.DataAtom == atom.Th {
						kind = "th"
						if hasClass(c, "minor") {
							minor = append(minor, text(c))
						}
					}
					if t := text(c); t != "" {
						texts = append(texts, t)
					}
				}
				switch {
				case hasClass(n, "hand"):
					kind = "hand"
				case hasClass(row, "total"):
					kind = "total"
				}
				add(kind, texts)
			}
			s.Minor = append(s.Minor, minor)
			for _, r := range redIn(n) {
				s.Red = append(s.Red, r)
			}
			s.Links = append(s.Links, linksIn(n)...)
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c)
	}
	return s
}

// rows are a table's rows, in its head and body.
func rows(table *html.Node) []*html.Node {
	var out []*html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.Tr:
				out = append(out, c)
			case atom.Thead, atom.Tbody, atom.Tfoot:
				walk(c)
			}
		}
	}
	walk(table)
	return out
}

func redIn(n *html.Node) []string {
	var out []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && hasClass(c, "red") {
				out = append(out, text(c))
				continue
			}
			walk(c)
		}
	}
	walk(n)
	return out
}

// linksIn are the links within an element.
func linksIn(n *html.Node) []Link {
	var out []Link
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && c.DataAtom == atom.A {
				out = append(out, Link{Href: attr(c, "href"), Text: text(c)})
				continue
			}
			walk(c)
		}
	}
	walk(n)
	return out
}
