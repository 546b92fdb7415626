package exporttest

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
)

// PBNGame is a game of a PBN file: its tags in order, and its tables.
type PBNGame struct {
	Order  []string
	Tags   map[string]string
	Tables map[string]PBNTable
}

// PBNTable is a table: its column names (without order, width and
// alignment) and its rows of elements, a quoted element unquoted.
type PBNTable struct {
	Columns []string
	Rows    [][]string
}

// Col is the element of a row in the column of the name, and whether the
// table has the column.
func (t PBNTable) Col(row []string, name string) (string, bool) {
	i := slices.Index(t.Columns, name)
	if i < 0 {
		return "", false
	}
	return row[i], true
}

// The mandatory tags, in the order of export format (§3.4).
var mandatory = []string{"Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
	"Scoring", "Declarer", "Contract", "Result"}

// ReadPBN reads a PBN file as scorebook writes it, and checks export
// format as the standard has it: "% PBN 2.1" and "% EXPORT" first, CR LF
// line ends, games separated by one empty line, each tag pair alone on its
// line and once in a game, the mandatory tags first in their order (Deal
// may be left out when not known), then the other tags sorted by name, then
// the tables sorted by name, each row of a table holding an element per
// column.
func ReadPBN(data []byte) ([]PBNGame, error) {
	if bytes.Contains(bytes.ReplaceAll(data, []byte("\r\n"), nil), []byte("\n")) || bytes.Contains(bytes.ReplaceAll(data, []byte("\r\n"), nil), []byte("\r")) {
		return nil, fmt.Errorf("a line does not end with CR LF")
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\r\n"), "\r\n")
	if len(lines) < 2 || lines[0] != "% PBN 2.1" || lines[1] != "% EXPORT" {
		return nil, fmt.Errorf("the file does not begin with %% PBN 2.1 and %% EXPORT")
	}
	var games []PBNGame
	var g *PBNGame
	var table string // the table whose rows follow
	for n, line := range lines[2:] {
		at := n + 3
		if line == "" {
			if g == nil {
				return nil, fmt.Errorf("line %d: an empty line outside a game", at)
			}
			games = append(games, *g)
			g, table = nil, ""
			continue
		}
		if g == nil {
			g = &PBNGame{Tags: map[string]string{}, Tables: map[string]PBNTable{}}
		}
		if strings.HasPrefix(line, "[") {
			name, value, err := tagPair(line)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", at, err)
			}
			if _, dup := g.Tags[name]; dup {
				return nil, fmt.Errorf("line %d: tag %s twice in a game", at, name)
			}
			g.Order = append(g.Order, name)
			g.Tags[name] = value
			table = ""
			if strings.HasSuffix(name, "Table") {
				table = name
				var cols []string
				for _, c := range strings.Split(value, ";") {
					c = strings.TrimLeft(c, "+-")
					if i := strings.IndexByte(c, '\\'); i >= 0 {
						c = c[:i]
					}
					cols = append(cols, c)
				}
				g.Tables[name] = PBNTable{Columns: cols}
			}
			continue
		}
		if table == "" {
			return nil, fmt.Errorf("line %d: %q is neither a tag pair nor a table row", at, line)
		}
		row, err := elements(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", at, err)
		}
		t := g.Tables[table]
		if len(row) != len(t.Columns) {
			return nil, fmt.Errorf("line %d: %d elements in a row of %d columns", at, len(row), len(t.Columns))
		}
		t.Rows = append(t.Rows, row)
		g.Tables[table] = t
	}
	if g != nil {
		games = append(games, *g)
	}
	for i, g := range games {
		if err := checkOrder(g.Order); err != nil {
			return games, fmt.Errorf("game %d: %v", i+1, err)
		}
	}
	return games, nil
}

// checkOrder checks the order of a game's tags in export format.
func checkOrder(order []string) error {
	want := slices.DeleteFunc(slices.Clone(mandatory), func(s string) bool { return s == "Deal" && !slices.Contains(order, "Deal") })
	if len(order) < len(want) || !slices.Equal(order[:len(want)], want) {
		return fmt.Errorf("the mandatory tags are %v, want %v", order[:min(len(order), len(want))], want)
	}
	var tags, tables []string
	for _, name := range order[len(want):] {
		if strings.HasSuffix(name, "Table") {
			tables = append(tables, name)
			continue
		}
		if len(tables) > 0 {
			return fmt.Errorf("tag %s after a table", name)
		}
		tags = append(tags, name)
	}
	if !slices.IsSorted(tags) || !slices.IsSorted(tables) {
		return fmt.Errorf("the supplemental tags %v or tables %v are not sorted", tags, tables)
	}
	return nil
}

// tagPair reads a tag pair as export format writes it: [Name "value"], the
// value with \" and \\ escaped, alone on its line.
func tagPair(line string) (name, value string, err error) {
	rest := line[1:]
	sp := strings.IndexByte(rest, ' ')
	if sp < 1 {
		return "", "", fmt.Errorf("%q: no tag name", line)
	}
	name, rest = rest[:sp], rest[sp+1:]
	for _, c := range name {
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return "", "", fmt.Errorf("%q: tag name %q", line, name)
		}
	}
	value, rest, err = quoted(rest)
	if err != nil {
		return "", "", fmt.Errorf("%q: %v", line, err)
	}
	if rest != "]" {
		return "", "", fmt.Errorf("%q: the tag pair does not end the line", line)
	}
	return name, value, nil
}

// quoted reads a string token at the start of s and returns its value and
// what follows it.
func quoted(s string) (value, rest string, err error) {
	if !strings.HasPrefix(s, `"`) {
		return "", "", fmt.Errorf("no string")
	}
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch c := s[i]; c {
		case '\\':
			if i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
				i++
				b.WriteByte(s[i])
			} else {
				b.WriteByte(c)
			}
		case '"':
			return b.String(), s[i+1:], nil
		default:
			b.WriteByte(c)
		}
	}
	return "", "", fmt.Errorf("string not closed")
}

// elements splits a table row into its elements: section tokens separated
// by spaces, or string tokens.
func elements(line string) ([]string, error) {
	var out []string
	for s := strings.TrimLeft(line, " "); s != ""; s = strings.TrimLeft(s, " ") {
		if s[0] == '"' {
			v, rest, err := quoted(s)
			if err != nil {
				return nil, err
			}
			if rest != "" && rest[0] != ' ' {
				return nil, fmt.Errorf("a string token runs into %q", rest)
			}
			out = append(out, v)
			s = rest
			continue
		}
		end := strings.IndexByte(s, ' ')
		if end < 0 {
			end = len(s)
		}
		tok := s[:end]
		if strings.ContainsAny(tok, "[]{};\"%") {
			return nil, fmt.Errorf("section token %q", tok)
		}
		out = append(out, tok)
		s = s[end:]
	}
	return out, nil
}
