package movement

import "fmt"

// Error is a movement that cannot be made as asked: a message of one line,
// lower case without a trailing period, and a hint saying what would do.
type Error struct {
	Msg  string
	Hint string
}

func (e *Error) Error() string { return e.Msg }

func errorf(hint, format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// HintText is the hint, for problem.Hint.
func (e *Error) HintText() string { return e.Hint }
