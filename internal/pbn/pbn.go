package pbn

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// File is a PBN file: its games in order, and what follows the last game.
type File struct {
	Games []*Game
	// Tail is the text after the last game: blank lines, and comments or
	// escape lines that begin no game.
	Tail string
	// EOL ends the lines of tags added to the file: the end of the file's
	// first line as read ("\r\n" or "\n"), "\r\n" for a new file (§2.3:
	// export format ends lines with CR LF).
	EOL string
}

// Game is one game of a PBN file: the text before its first tag and its
// tags, in order. A game has at least one tag when it was read.
type Game struct {
	// Lead is the text before the first tag: for every game but the first,
	// the semi-empty line(s) that separate it from the game before; then
	// escape lines ('%' in the first column) and comments, such as a
	// file's "% PBN 2.1" header.
	Lead string
	// Tags are the tag pairs in the order of the file. Repeated names are
	// kept; Tag and Get return the first (§3.4: in import format a tag
	// pair that already occurred is ignored).
	Tags []*Tag

	read bool // parsed from a file, as opposed to made with NewGame
}

// Tag is one tag pair and the section data that follows it.
type Tag struct {
	Name  string
	Value string
	// Line is the line of the file on which the tag pair begins, 0 for a
	// tag that was not read from a file.
	Line int

	head       string // the tag pair as read: from '[' to ']'
	body       string // what follows it up to the next tag or the end of the game
	readName   string // Name and Value as read: a change makes Bytes format the head anew
	readValue  string
	bodyIsRead bool // body is the text as read, not set by SetSection
}

// NewFile returns an empty file whose added lines end with CR LF.
func NewFile() *File { return &File{EOL: "\r\n"} }

// NewGame returns an empty game, for adding to File.Games.
func NewGame() *Game { return &Game{} }

// Error is a mistake in the syntax of a PBN file, on a line of it. Msg is one
// line, lower case, without a trailing period; Hint, when not empty, says how
// to put it right.
type Error struct {
	Line int
	Msg  string
	Hint string
}

// Error returns "line N: " and the message.
func (e *Error) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// HintText returns the hint, or "" when there is none.
func (e *Error) HintText() string { return e.Hint }

// Errors is every syntax mistake found in a file, in the order of the file.
type Errors []*Error

// Error returns the first mistake and how many more there are.
func (es Errors) Error() string {
	switch len(es) {
	case 0:
		return "no errors"
	case 1:
		return es[0].Error()
	}
	return fmt.Sprintf("%s (and %d more)", es[0].Error(), len(es)-1)
}

const hintTag = `a tag pair is written [Name "value"], a name of letters, digits and _ and its value in double quotes`

// Parse reads a PBN file. It keeps every byte: Bytes of the result gives data
// back unchanged. Syntax mistakes (a tag pair that is not closed, a string
// without its closing quote) are returned as Errors, one per mistake, while
// the rest of the file is still read; the text of a broken tag pair is kept
// as it was, to the end of its line, and no Tag is made of it.
//
// A UTF-8 byte order mark at the start is kept in the first game's Lead.
// Tag values are returned as their bytes: PBN files are ISO 8859-1 by the
// standard, and UTF-8 in the programs of today; converting is the caller's
// choice.
func Parse(data []byte) (*File, error) {
	p := parser{data: data, line: 1, file: &File{EOL: detectEOL(data)}}
	p.run()
	if len(p.errs) > 0 {
		return p.file, p.errs
	}
	return p.file, nil
}

func detectEOL(data []byte) string {
	if i := bytes.IndexByte(data, '\n'); i > 0 && data[i-1] == '\r' {
		return "\r\n"
	} else if i >= 0 {
		return "\n"
	}
	return "\r\n"
}

type parser struct {
	data []byte
	pos  int
	line int
	file *File
	game *Game // the game being read, nil between games
	tag  *Tag  // the last tag of game
	lead strings.Builder
	errs Errors
}

// emit adds raw text to the place the parser is at: the body of the last
// tag, or the lead of the next game.
func (p *parser) emit(s []byte) {
	if p.tag != nil {
		p.tag.body += string(s)
		return
	}
	p.lead.Write(s)
}

func (p *parser) mistake(line int, hint, format string, args ...any) {
	p.errs = append(p.errs, &Error{Line: line, Msg: fmt.Sprintf(format, args...), Hint: hint})
}

func (p *parser) run() {
	data := p.data
	atLineStart := true
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		p.emit(data[:3])
		p.pos = 3
	}
	for p.pos < len(data) {
		if atLineStart {
			atLineStart = false
			end := bytes.IndexByte(data[p.pos:], '\n')
			if end < 0 {
				end = len(data)
			} else {
				end += p.pos + 1
			}
			text := data[p.pos:end]
			if isSemiEmpty(text) {
				// §3: a semi-empty line ends the game.
				p.endGame()
				p.emit(text)
				p.advance(end)
				atLineStart = true
				continue
			}
			if data[p.pos] == '%' {
				// §2.4: the escape character in the first column.
				p.emit(text)
				p.advance(end)
				atLineStart = true
				continue
			}
		}
		switch c := data[p.pos]; c {
		case '\n':
			p.emit(data[p.pos : p.pos+1])
			p.advance(p.pos + 1)
			atLineStart = true
		case ';':
			end := p.lineEnd(p.pos)
			p.emit(data[p.pos:end])
			p.pos = end
		case '{':
			end := bytes.IndexByte(data[p.pos:], '}')
			if end < 0 {
				p.mistake(p.line, "close the comment with }", "comment opened with { is not closed")
				end = len(data)
			} else {
				end += p.pos + 1
			}
			p.emit(data[p.pos:end])
			p.advance(end)
		case '"':
			end, ok := stringEnd(data, p.pos)
			if !ok {
				p.mistake(p.line, `close the string with " on the same line`, "string is not closed")
			}
			p.emit(data[p.pos:end])
			p.pos = end
		case '[':
			if !p.tagPair() {
				// Keep the broken tag pair as text, to the end of its line.
				end := p.lineEnd(p.pos)
				p.emit(data[p.pos:end])
				p.pos = end
			}
		default:
			p.emit(data[p.pos : p.pos+1])
			p.pos++
		}
	}
	p.endGame()
	p.file.Tail = p.lead.String()
}

// advance moves to end, counting the lines passed.
func (p *parser) advance(end int) {
	p.line += bytes.Count(p.data[p.pos:end], []byte{'\n'})
	p.pos = end
}

// lineEnd returns the position of the '\n' (or '\r\n') that ends the line
// holding i, or the end of the data.
func (p *parser) lineEnd(i int) int {
	end := bytes.IndexByte(p.data[i:], '\n')
	if end < 0 {
		return len(p.data)
	}
	end += i
	if end > i && p.data[end-1] == '\r' {
		end--
	}
	return end
}

func (p *parser) endGame() {
	if p.game != nil {
		p.file.Games = append(p.file.Games, p.game)
		p.game, p.tag = nil, nil
	}
}

// stringEnd returns the position just after the string token that starts
// with the quote at i, and false when the line ends first.
func stringEnd(data []byte, i int) (int, bool) {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			if j+1 < len(data) && (data[j+1] == '"' || data[j+1] == '\\') {
				j++
			}
		case '"':
			return j + 1, true
		case '\n', '\r':
			return j, false
		}
	}
	return len(data), false
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' }

func isNameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

func isSemiEmpty(line []byte) bool {
	for _, c := range line {
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '\v' {
			return false
		}
	}
	return true
}

// tagPair reads the tag pair that starts at p.pos ('[') and reports whether
// it was one. In import format the tokens may be separated by white space,
// new lines included, but not by a semi-empty line (that would end the game).
func (p *parser) tagPair() bool {
	data, start, line := p.data, p.pos, p.line
	i := start + 1
	skip := func() {
		for i < len(data) && isSpace(data[i]) {
			i++
		}
	}
	skip()
	n := i
	for i < len(data) && isNameChar(data[i]) {
		i++
	}
	name := string(data[n:i])
	if name == "" {
		p.mistake(line, hintTag, "[ is not followed by a tag name")
		return false
	}
	skip()
	if i >= len(data) || data[i] != '"' {
		p.mistake(line, hintTag, "tag %s has no value in double quotes", name)
		return false
	}
	end, ok := stringEnd(data, i)
	if !ok {
		p.mistake(line, hintTag, "the value of tag %s is not closed with a double quote", name)
		return false
	}
	value := Unquote(string(data[i+1 : end-1]))
	i = end
	skip()
	if i >= len(data) || data[i] != ']' {
		p.mistake(line, hintTag, "tag %s is not closed with ]", name)
		return false
	}
	i++
	head := data[start:i]
	if bytes.Contains(head, []byte{'\n'}) && hasSemiEmptyLine(head) {
		p.mistake(line, hintTag, "tag %s is split by an empty line", name)
		return false
	}
	if p.game == nil {
		p.game = &Game{Lead: p.lead.String(), read: true}
		p.lead.Reset()
	}
	t := &Tag{Name: name, Value: value, Line: line, head: string(head),
		readName: name, readValue: value, bodyIsRead: true}
	p.game.Tags = append(p.game.Tags, t)
	p.tag = t
	p.advance(i)
	return true
}

func hasSemiEmptyLine(b []byte) bool {
	lines := bytes.Split(b, []byte{'\n'})
	for _, l := range lines[1 : len(lines)-1] {
		if isSemiEmpty(l) {
			return true
		}
	}
	return false
}

// Bytes writes the file: as it was read, apart from the tags that were
// changed (formatted [Name "value"] in place), added (each on a line of its
// own, at the end of its game), or deleted, and the games added (after a
// blank line, their tags one to a line).
func (f *File) Bytes() []byte {
	eol := f.EOL
	if eol == "" {
		eol = "\r\n"
	}
	var b bytes.Buffer
	for i, g := range f.Games {
		if !g.read && i > 0 {
			newLine(&b, eol)
			b.WriteString(eol)
		}
		b.WriteString(g.Lead)
		for _, t := range g.Tags {
			t.write(&b, eol)
		}
	}
	b.WriteString(f.Tail)
	return b.Bytes()
}

// WriteTo writes Bytes to w.
func (f *File) WriteTo(w io.Writer) (int64, error) {
	n, err := w.Write(f.Bytes())
	return int64(n), err
}

// newLine ends the line written so far, if it is not ended.
func newLine(b *bytes.Buffer, eol string) {
	if b.Len() > 0 && b.Bytes()[b.Len()-1] != '\n' {
		b.WriteString(eol)
	}
}

func (t *Tag) write(b *bytes.Buffer, eol string) {
	if t.head == "" {
		newLine(b, eol) // an added tag begins a line of its own
	}
	if t.head != "" && t.Name == t.readName && t.Value == t.readValue {
		b.WriteString(t.head)
	} else {
		b.WriteString(t.Format())
	}
	body := t.body
	if !t.bodyIsRead {
		body = strings.ReplaceAll(body, "\n", eol)
	}
	if body == "" && t.head == "" {
		body = eol
	}
	b.WriteString(body)
}

// Format returns the tag pair as export format writes it: [Name "value"].
func (t *Tag) Format() string { return "[" + t.Name + " " + Quote(t.Value) + "]" }

// Tag returns the first tag of the game with the name, or nil.
func (g *Game) Tag(name string) *Tag {
	for _, t := range g.Tags {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// Get returns the value of the first tag with the name, and whether there is
// one. It does not apply the inheritance of "#" values: see Resolve.
func (g *Game) Get(name string) (string, bool) {
	if t := g.Tag(name); t != nil {
		return t.Value, true
	}
	return "", false
}

// Add appends a tag to the game, even when one with the name is there.
func (g *Game) Add(name, value string) *Tag {
	t := &Tag{Name: name, Value: value}
	g.Tags = append(g.Tags, t)
	return t
}

// Set gives the first tag with the name the value, keeping its place and the
// section data that follows it, or appends a tag to the game when there is
// none.
func (g *Game) Set(name, value string) *Tag {
	if t := g.Tag(name); t != nil {
		t.Value = value
		return t
	}
	return g.Add(name, value)
}

// Delete removes every tag with the name, with its section data, and reports
// whether there was one.
func (g *Game) Delete(name string) bool {
	kept := g.Tags[:0]
	for _, t := range g.Tags {
		if t.Name != name {
			kept = append(kept, t)
		}
	}
	found := len(kept) < len(g.Tags)
	for i := len(kept); i < len(g.Tags); i++ {
		g.Tags[i] = nil
	}
	g.Tags = kept
	return found
}

// SetTable sets a table tag (§5.2): its value the table's column names, its
// section data the table's rows, one to a line. An existing tag with the name
// keeps its place; its old rows (and any comment after the tag pair) go.
func (g *Game) SetTable(name string, table Table) *Tag {
	t := g.Set(name, table.Value())
	t.SetSection(table.Lines())
	return t
}

// SetSection replaces the section data after the tag with lines, each written
// on a line of its own after the tag pair.
func (t *Tag) SetSection(lines []string) {
	var b strings.Builder
	b.WriteString("\n")
	for _, l := range lines {
		b.WriteString(l)
		b.WriteString("\n")
	}
	t.body = b.String()
	t.bodyIsRead = false
}

// Token is one element of section data: a section token, or the value of a
// string token (Quoted).
type Token struct {
	Text   string
	Quoted bool
}

// Section returns the section data after the tag as tokens, without the
// comments and escape lines between them. Call tokens, card tokens, note
// references =1=, NAGs $3 and the like are all section tokens here: the
// package does not interpret them.
func (t *Tag) Section() []Token {
	var toks []Token
	s := t.body
	atLineStart := false // the body begins just after ']'
	for i := 0; i < len(s); {
		c := s[i]
		if atLineStart && c == '%' {
			i = nextLine(s, i)
			continue
		}
		atLineStart = false
		switch {
		case c == '\n':
			atLineStart = true
			i++
		case isSpace(c):
			i++
		case c == ';':
			i = nextLine(s, i)
			atLineStart = true
		case c == '{':
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				return toks
			}
			i += end + 1
		case c == '"':
			end, closed := stringEnd([]byte(s), i)
			inner := s[i+1 : end]
			if closed {
				inner = s[i+1 : end-1]
			}
			toks = append(toks, Token{Text: Unquote(inner), Quoted: true})
			i = end
		default:
			j := i
			for j < len(s) && !isSpace(s[j]) && s[j] != ';' && s[j] != '{' && s[j] != '"' {
				j++
			}
			toks = append(toks, Token{Text: s[i:j]})
			i = j
		}
	}
	return toks
}

func nextLine(s string, i int) int {
	end := strings.IndexByte(s[i:], '\n')
	if end < 0 {
		return len(s)
	}
	return i + end + 1
}

// Resolve returns, for each game of the file, the value of each of its tags
// after the inheritance of §4.8: a value "#" is the value of the same tag in
// the nearest game before it with another value ("" when there is none); a
// value "##text" is "text", and "text" is also the value of that tag in every
// later game that does not give the tag, until a game gives the tag another
// value, which then carries on in the same way. Only the first tag of a name in a
// game counts, and Note tags (which repeat by design) are left out.
func (f *File) Resolve() []map[string]string {
	out := make([]map[string]string, len(f.Games))
	last := map[string]string{}   // the last real value of each tag
	always := map[string]string{} // values set with ##
	for i, g := range f.Games {
		vals := make(map[string]string, len(g.Tags)+len(always))
		for _, t := range g.Tags {
			if t.Name == "Note" {
				continue
			}
			if _, seen := vals[t.Name]; seen {
				continue
			}
			v := t.Value
			switch {
			case strings.HasPrefix(v, "##"):
				v = v[2:]
				always[t.Name] = v
				last[t.Name] = v
			case v == "#":
				v = last[t.Name]
			default:
				last[t.Name] = v
				if _, ok := always[t.Name]; ok {
					always[t.Name] = v // redefined in the middle of the file
				}
			}
			vals[t.Name] = v
		}
		for name, v := range always {
			if _, ok := vals[name]; !ok {
				vals[name] = v
			}
		}
		out[i] = vals
	}
	return out
}
