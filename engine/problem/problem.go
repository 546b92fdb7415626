// Package problem is the one way scorebook says what is wrong with what a
// director or grading officer typed, or with a file: a message and a hint,
// at a place. Everything that can go wrong for a user is a Problem: a value
// that does not parse (`contract "5Q": unknown strain "Q"`), a check an
// engine makes on the rows (a pair playing a board twice), a file that
// cannot be opened, a sheet of the director's in the way.
//
// An engine names the place by sheet, source row and logical column
// ("Results", 17, "Score"); the workbook layer places it at a cell
// (Results!G17). A parse function names no place at all: its caller knows
// the cell. Like encoding/csv's ParseError, one positional type serves every
// layer, so that whatever is reported is reported one way.
package problem

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/internal/lang"
)

// Problem is one thing wrong (or, as a warning, doubtful).
type Problem struct {
	Sheet  string // "" for a problem with a file, or not yet placed
	Row    int    // the sheet row the reader gave; 0 when not on one row
	Column string // logical column, a header of the contract; "" for the whole row
	// Cell is the cell's address ("G17"), set when the workbook layer
	// places the problem and the sheet has the column.
	Cell    string
	Msg     string // one line, lower case, no trailing period
	Hint    string // how to put it right, when that is not obvious
	Warning bool   // printed, but scoring goes on
	// Format and Args are the message as it was made (Msg is Format with
	// Args, in English), for In to say it in the director's language; an
	// empty Format means Msg is a message of its own, without arguments.
	// HintFormat and HintArgs are the same for the hint.
	Format     string
	Args       []any
	HintFormat string
	HintArgs   []any
}

// New returns a problem without a place, as a parse function reports one:
// its caller knows which cell it read.
func New(hint, format string, args ...any) *Problem {
	return &Problem{Msg: fmt.Sprintf(format, args...), Format: format, Args: args, Hint: hint}
}

// Says is the problem with its message made from a format and its
// arguments, as fmt.Sprintf makes it, kept for In: a problem built as a
// value says what it is with it. A format without arguments is the
// message as it is, as lang's F takes it.
func (p Problem) Says(format string, args ...any) Problem {
	p.Msg, p.Format, p.Args = Part{format, args}.String(), format, args
	return p
}

// Hinting is the problem with its hint made from a format and arguments.
func (p Problem) Hinting(format string, args ...any) Problem {
	p.Hint, p.HintFormat, p.HintArgs = Part{format, args}.String(), format, args
	return p
}

// A Part is a message said inside another (`board 3: %s`, `%s in session
// 2`): an argument of the other's Says or Hinting, said in the other's
// language by In.
type Part struct {
	Format string
	Args   []any
}

// String is the part in English (a Word with a sense, None «setting»,
// said without it).
func (m Part) String() string {
	if len(m.Args) == 0 {
		return m.Format
	}
	return m.in(lang.English)
}

// in is the part in a language: its format and Words translated, and so
// the parts among its arguments.
func (m Part) in(l lang.Lang) string {
	// A copy: the problem's arguments stay as they were (lang's F writes
	// a translated Word into the slice it is given).
	args := append([]any(nil), m.Args...)
	for i, a := range args {
		if part, ok := a.(Part); ok {
			args[i] = part.in(l)
		}
	}
	return l.F(m.Format, args...)
}

// Say is a part made from a format and its arguments: "pair %s", a
// pair's name in a message about it.
func Say(format string, args ...any) Part { return Part{format, args} }

// Join is the parts one after the other with sep between them ("; "), as
// a part: each said in the message's language.
func Join(sep string, parts ...Part) Part {
	if len(parts) == 0 {
		return Part{}
	}
	args := make([]any, len(parts))
	for i, p := range parts {
		args[i] = p
	}
	return Part{strings.Repeat("%s"+sep, max(len(parts)-1, 0)) + "%s", args}
}

// Part is the problem's message as a part of another message.
func (p Problem) Part() Part {
	if p.Format == "" {
		return Part{Format: p.Msg}
	}
	return Part{p.Format, p.Args}
}

// HintPart is the problem's hint as a part of another message.
func (p Problem) HintPart() Part {
	if p.HintFormat == "" {
		return Part{Format: p.Hint}
	}
	return Part{p.HintFormat, p.HintArgs}
}

// In is the problem's message and hint in a language: each looked up in
// the language's words (package lang), then given its arguments, the
// Words and Parts among them said in the language too.
func (p Problem) In(l lang.Lang) (msg, hint string) {
	return p.Part().in(l), p.HintPart().in(l)
}

// ErrorIn is Error in a language: the place (its words, such as "row",
// translated; sheet names are the workbook's own) and the message.
func (p Problem) ErrorIn(l lang.Lang) string {
	msg, _ := p.In(l)
	if p.Sheet == "" {
		return msg
	}
	if p.Cell != "" {
		return p.Place() + ": " + msg
	}
	var b strings.Builder
	b.WriteString(p.Sheet)
	if p.Row > 0 {
		b.WriteString(" " + l.F("row %d", p.Row))
	}
	if p.Column != "" {
		b.WriteString(" " + p.Column)
	}
	return b.String() + ": " + msg
}

// Place is where the problem is, as a director looks for it:
// "Results!G17", "Results row 17" (the sheet has no such column), "Event",
// or "" for a problem with no place.
func (p Problem) Place() string {
	switch {
	case p.Sheet == "":
		return ""
	case p.Cell != "":
		return p.Sheet + "!" + p.Cell
	case p.Row > 0:
		return p.Sheet + " row " + strconv.Itoa(p.Row)
	}
	return p.Sheet
}

// Error is the message with its place: "Results!G17: …" once placed,
// "Results row 17 Score: …" as an engine reports it, or the message alone
// for a problem without a place.
func (p Problem) Error() string { return p.ErrorIn(lang.English) }

// HintText returns the hint, or "" when there is none.
func (p Problem) HintText() string { return p.Hint }

// At returns the problem placed on a row and column of a sheet.
func (p Problem) At(sheet string, row int, column string) Problem {
	p.Sheet, p.Row, p.Column = sheet, row, column
	return p
}

// List is every problem found in one pass, reported together rather than
// stopping at the first.
type List []Problem

// Error returns the first problem and how many more there are.
func (l List) Error() string {
	switch len(l) {
	case 0:
		return "no problems"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more)", l[0].Error(), len(l)-1)
}

// HasErrors reports whether any of the problems is an error.
func HasErrors(ps []Problem) bool {
	for _, p := range ps {
		if !p.Warning {
			return true
		}
	}
	return false
}

// Count returns how many of the problems are errors and how many warnings.
func Count(ps []Problem) (errors, warnings int) {
	for _, p := range ps {
		if p.Warning {
			warnings++
		} else {
			errors++
		}
	}
	return errors, warnings
}

// Hint returns the hint of an error that carries one (a *Problem, or any
// error with a HintText method), or "".
func Hint(err error) string {
	if h, ok := err.(interface{ HintText() string }); ok {
		return h.HintText()
	}
	return ""
}

// From turns an error from a parse function into a problem without a
// place: its message and hint.
func From(err error) Problem {
	switch e := err.(type) {
	case *Problem:
		return *e
	case Problem:
		return e
	case Formatted:
		// An engine's own error, made from a format (deal.Error): kept
		// for In, as Says keeps it.
		p := Problem{Msg: err.Error(), Hint: Hint(err)}
		p.Format, p.Args = e.Formatted()
		if h, ok := err.(interface{ HintFormatted() (string, []any) }); ok {
			p.HintFormat, p.HintArgs = h.HintFormatted()
		}
		return p
	}
	return Problem{Msg: err.Error(), Hint: Hint(err)}
}

// Formatted is an error whose message, its Error, was made from a format
// and arguments, which it keeps for In: From keeps them (and its hint's,
// when it has a method HintFormatted as well).
type Formatted interface {
	error
	Formatted() (format string, args []any)
}
