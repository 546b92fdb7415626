package movement

import (
	"github.com/scorebook/scorebook/engine/problem"
)

// Error is a movement that cannot be made as asked: a message of one line,
// lower case without a trailing period, and a hint saying what would do.
type Error struct {
	Msg  string
	Hint string
	// said is Msg and Hint as they were made, for problem.From to keep for
	// the director's language.
	said problem.Problem
}

func (e *Error) Error() string { return e.Msg }

func errorf(hint, format string, args ...any) *Error {
	p := *problem.New(hint, format, args...)
	return &Error{Msg: p.Msg, Hint: p.Hint, said: p}
}

// hinting is the error with its hint made from a format and arguments.
func (e *Error) hinting(format string, args ...any) *Error {
	said := e.said.Hinting(format, args...)
	*e = Error{Msg: said.Msg, Hint: said.Hint, said: said}
	return e
}

// HintText is the hint, for problem.Hint.
func (e *Error) HintText() string { return e.Hint }

// Formatted is the message as a format and its arguments, for
// problem.From.
func (e *Error) Formatted() (string, []any) { return e.said.Format, e.said.Args }

// HintFormatted is the hint as a format and its arguments ("" when the
// hint has none), for problem.From.
func (e *Error) HintFormatted() (string, []any) { return e.said.HintFormat, e.said.HintArgs }
