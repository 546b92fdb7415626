package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
)

// TestConsoleFloodWithoutPlaces: a flood of problems that name no cell (a
// board dealt differently in two sessions, on each of many boards) is cut
// as a flood of rows is, and its last line names no empty list of places.
func TestConsoleFloodWithoutPlaces(t *testing.T) {
	var out strings.Builder
	c := &console{out: &out}
	for b := 5; b < 12; b++ {
		c.problem("a.xlsx", problem.Problem{Warning: true, Hint: "give each session its own deals",
			Msg: fmt.Sprintf("board %d is dealt differently in session 1 and session 2", b)})
	}
	c.done("a.xlsx")
	want := `warning: board 5 is dealt differently in session 1 and session 2
hint: give each session its own deals
warning: board 6 is dealt differently in session 1 and session 2
hint: give each session its own deals
warning: board 7 is dealt differently in session 1 and session 2
hint: give each session its own deals
… and 4 more like this (--log-format json lists every one)
`
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}
