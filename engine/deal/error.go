package deal

import (
	"errors"
	"fmt"
	"github.com/scorebook/scorebook/engine/problem"
	"sort"
	"strconv"
)

// Error is one thing wrong with a deal or a deals file: a card dealt twice, a
// hand of 12, a letter that is no card. Msg is one line, lower case, without a
// trailing period; Hint, when not empty, says how to put it right and is
// meant for a line of its own.
type Error struct {
	Board int // the board number, 0 when the mistake is not about one board
	Line  int // the line of the file (PBN and .dlm files), 0 when none
	Msg   string
	Hint  string
	// Hand is the hand the mistake is in ("West": West has 12 cards), ""
	// when it is about no one hand.
	Hand string
	// Format and Args are the message as it was made (Msg is Format with
	// Args, in English), for problem.Problem.Says to keep for the
	// director's language; an empty Format means Msg has no arguments.
	Format string
	Args   []any
	// HintFormat and HintArgs are the hint as it was made, when it was
	// made from a format (hinting).
	HintFormat string
	HintArgs   []any
}

// Error returns the message after the board and the line it is on:
// "board 3 (line 40): ♠7 is in both North's and West's hands".
func (e *Error) Error() string {
	switch {
	case e.Board > 0 && e.Line > 0:
		return fmt.Sprintf("board %d (line %d): %s", e.Board, e.Line, e.Msg)
	case e.Board > 0:
		return "board " + strconv.Itoa(e.Board) + ": " + e.Msg
	case e.Line > 0:
		return "line " + strconv.Itoa(e.Line) + ": " + e.Msg
	}
	return e.Msg
}

// Formatted is Error as a format and its arguments, for
// problem.From to keep for the director's language.
func (e *Error) Formatted() (string, []any) {
	msg := problem.Part{Format: e.Format, Args: e.Args}
	if e.Format == "" {
		msg = problem.Part{Format: e.Msg}
	}
	switch {
	case e.Board > 0 && e.Line > 0:
		return said("board %d (line %d): %s", e.Board, e.Line, msg)
	case e.Board > 0:
		return said("board %d: %s", e.Board, msg)
	case e.Line > 0:
		return said("line %d: %s", e.Line, msg)
	}
	return msg.Format, msg.Args
}

// HintFormatted is the hint as a format and its arguments ("" when the
// hint was not made from one), for problem.From.
func (e *Error) HintFormatted() (string, []any) { return e.HintFormat, e.HintArgs }

// hinting is the error with its hint made from a format and arguments.
func (e *Error) hinting(format string, args ...any) *Error {
	*e = Error{Board: e.Board, Line: e.Line, Msg: e.Msg, Hint: problem.Part{Format: format, Args: args}.String(), Hand: e.Hand,
		Format: e.Format, Args: e.Args, HintFormat: format, HintArgs: args}
	return e
}

// said is a message's format and arguments.
func said(format string, args ...any) (string, []any) { return format, args }

// HintText returns the hint, or "" when there is none.
func (e *Error) HintText() string { return e.Hint }

// Errors is everything wrong with a deal or a file, in order.
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

// placed is errorf's error on a board (0: none) and a line (0: none).
func placed(board, line int, hint, format string, args ...any) *Error {
	e := errorf(hint, format, args...)
	e.Board, e.Line = board, line
	return e
}

func errorf(hint, format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...), Hint: hint, Format: format, Args: args}
}

// list returns the *Errors that err holds, one or many.
func list(err error) []*Error {
	var es Errors
	if errors.As(err, &es) {
		return es
	}
	var e *Error
	if errors.As(err, &e) {
		return []*Error{e}
	}
	if err != nil {
		return []*Error{{Msg: err.Error()}}
	}
	return nil
}

// at sets the board and line of errors that do not have them yet.
func at(es []*Error, board, line int) []*Error {
	for _, e := range es {
		if e.Board == 0 {
			e.Board = board
		}
		if e.Line == 0 {
			e.Line = line
		}
	}
	return es
}

// byBoard puts errors in the order of their boards, keeping the order of
// the errors of a board.
func byBoard(es []*Error) []*Error {
	sort.SliceStable(es, func(i, j int) bool { return es[i].Board < es[j].Board })
	return es
}

// result returns nil for no errors, and Errors otherwise.
func result(es []*Error) error {
	if len(es) == 0 {
		return nil
	}
	return Errors(es)
}
