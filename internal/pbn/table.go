package pbn

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Align is the alignment of a table column (§5.2): the side its elements are
// padded on to reach the column's minimum width.
type Align byte

// The alignments. A column with a width and no alignment is padded after
// its elements, as Left.
const (
	AlignNone Align = 0
	Left      Align = 'L'
	Right     Align = 'R'
)

// Column is one column of a table, as the tag value of a table names it
// (§3.2 column name token, §5.2): Score_NS\6R is the column Score_NS, at
// least 6 characters wide, right-aligned.
type Column struct {
	Name  string
	Width int   // minimum width of the elements, 0 for none
	Align Align // AlignNone, Left or Right; meaningful with a Width
	// Order is '+' when the rows are sorted with the highest value of the
	// column first, '-' when the lowest is first, 0 when not said.
	Order byte
}

// String returns the column name token: +Score_NS\6R.
func (c Column) String() string {
	var b strings.Builder
	if c.Order == '+' || c.Order == '-' {
		b.WriteByte(c.Order)
	}
	b.WriteString(c.Name)
	if c.Width > 0 {
		b.WriteByte('\\')
		b.WriteString(strconv.Itoa(c.Width))
		if c.Align == Left || c.Align == Right {
			b.WriteByte(byte(c.Align))
		}
	}
	return b.String()
}

// ParseColumns reads the tag value of a table: column name tokens separated
// by ';'.
func ParseColumns(value string) ([]Column, error) {
	if strings.TrimSpace(value) == "" {
		return nil, &Error{Msg: "a table has no columns", Hint: `a table's tag value names its columns, such as "Declarer;Denomination\2R;Result\2R"`}
	}
	parts := strings.Split(value, ";")
	cols := make([]Column, 0, len(parts))
	for _, p := range parts {
		var c Column
		if p != "" && (p[0] == '+' || p[0] == '-') {
			c.Order, p = p[0], p[1:]
		}
		if i := strings.LastIndexByte(p, '\\'); i >= 0 {
			spec := p[i+1:]
			p = p[:i]
			if n := len(spec); n > 0 && (spec[n-1] == 'L' || spec[n-1] == 'R') {
				c.Align, spec = Align(spec[n-1]), spec[:n-1]
			}
			w, err := strconv.Atoi(spec)
			if err != nil || w < 0 || w > 255 {
				return nil, &Error{Msg: fmt.Sprintf("column %q: the width after \\ is not a number", p),
					Hint: `a column's minimum width is written after a backslash, with L or R for the alignment: Score_NS\6R`}
			}
			c.Width = w
		}
		c.Name = p
		cols = append(cols, c)
	}
	return cols, nil
}

// Table is the data of a table tag: its columns and its rows, each row an
// element per column. An element is its value: "-" for an irrelevant element
// and "?" for an unknown one (§5.2); Lines writes an empty element as "-".
type Table struct {
	Columns []Column
	Rows    [][]string
}

// Value returns the tag value that names the table's columns.
func (t Table) Value() string {
	names := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		names[i] = c.String()
	}
	return strings.Join(names, ";")
}

// Lines returns the rows as export format writes them (§5.2): one row to a
// line, elements separated by a space and padded to their column's minimum
// width, on the left when the column is right-aligned and on the right
// otherwise. Elements are written by Element: quoted when they hold a space
// or another character a section token cannot have, "-" when empty.
func (t Table) Lines() []string {
	lines := make([]string, len(t.Rows))
	for r, row := range t.Rows {
		var b strings.Builder
		for i, v := range row {
			if i > 0 {
				b.WriteByte(' ')
			}
			e := Element(v)
			pad := 0
			if i < len(t.Columns) {
				pad = t.Columns[i].Width - utf8.RuneCountInString(e)
			}
			right := i < len(t.Columns) && t.Columns[i].Align == Right
			if pad > 0 && right {
				b.WriteString(strings.Repeat(" ", pad))
			}
			b.WriteString(e)
			if pad > 0 && !right {
				b.WriteString(strings.Repeat(" ", pad))
			}
		}
		lines[r] = b.String()
	}
	return lines
}

// Table reads the tag as a table: its columns from its value, its rows from
// its section data, as many elements to a row as there are columns (§5.2: in
// import format the elements of a row need not be on one line).
func (t *Tag) Table() (Table, error) {
	cols, err := ParseColumns(t.Value)
	if err != nil {
		e := err.(*Error)
		return Table{}, &Error{Line: t.Line, Msg: t.Name + ": " + e.Msg, Hint: e.Hint}
	}
	toks := t.Section()
	if len(toks)%len(cols) != 0 {
		return Table{}, &Error{Line: t.Line,
			Msg:  fmt.Sprintf("%s: %d elements do not make rows of %d columns", t.Name, len(toks), len(cols)),
			Hint: `write "-" for an irrelevant element and "?" for an unknown one, and quote an element with spaces`}
	}
	tab := Table{Columns: cols}
	for i := 0; i < len(toks); i += len(cols) {
		row := make([]string, len(cols))
		for j := range cols {
			row[j] = toks[i+j].Text
		}
		tab.Rows = append(tab.Rows, row)
	}
	return tab, nil
}
