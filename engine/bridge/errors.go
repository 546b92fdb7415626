package bridge

import "github.com/scorebook/scorebook/engine/problem"

// errorf is a parse function's error: a *problem.Problem without a place,
// whose message names the bad value and whose hint says what would be
// accepted.
func errorf(hint, format string, args ...any) error {
	return problem.New(hint, format, args...)
}
