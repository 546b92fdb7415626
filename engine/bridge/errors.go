package bridge

import "fmt"

// Error is a mistake in something a director typed: a contract, a declarer,
// a result or a score. Msg is one line, lower case, without a trailing
// period, and names the bad value (`unknown strain "Q"`). Hint, when not
// empty, says what would be accepted (`strains are C D H S NT`) and is meant
// to be printed on a line of its own.
//
// The parse functions of this package return their errors as *Error.
type Error struct {
	Msg  string
	Hint string
}

// Error returns the message without the hint.
func (e Error) Error() string { return e.Msg }

// HintText returns the hint, or "" when there is none.
func (e Error) HintText() string { return e.Hint }

// errorf builds an *Error from a hint and a formatted message.
func errorf(hint, format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...), Hint: hint}
}
