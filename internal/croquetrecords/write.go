// Package croquetrecords writes croquet events' games in the text layout
// that croquetrecords.com, the world croquet rankings, reads in
// automatically, as its page "Sending in results" gives it
// (http://croquetrecords.com/rank/sending.htm):
//
//	Event Little Snodgrass Open
//	Date 25-28.7.12
//	Winner Fred Bloggs
//	Type single
//	Order firstname
//	Games 7
//	1 Fred Bloggs beat John Doe +26
//	5 John Doe beat John Smith +17tp
//	End
//
// The header is Event, Date (d1-d2.m.yy, or d1.m1-d2.m2.yy across two
// months; no leading zeroes, the year in two digits), Winner (when the
// event has one), Type (single: each line one game), Order (firstname:
// names as "Joe Bloggs"), Games (how many); then the games in the order
// played, numbered from 1, "A beat B" and the winner's margin; End closes
// the event. Croquet Records ranks Association Croquet singles, so the
// layout has no code and no doubles; Golf Croquet results go to the WCF's
// GC ranking in its own layout (WriteGC, gc.go). It knows nothing of
// workbooks.
package croquetrecords

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"
)

// Event is one event's games, in the order played.
type Event struct {
	Name string
	// First and Last are the days of its first and last games.
	First, Last time.Time
	// Winner is the event's winner when it has one (a knockout's), else "".
	Winner string
	Games  []Game
}

// Game is one game: its winner and loser, and the winner's margin as the
// site writes it (+26, +17tp), "" when not known.
type Game struct {
	Winner, Loser, Margin string
}

// Write writes the events, one after the other, a blank line between.
func Write(w io.Writer, events []Event) error {
	bw := bufio.NewWriter(w)
	for i, ev := range events {
		if i > 0 {
			bw.WriteString("\n")
		}
		fmt.Fprintf(bw, "Event %s\n", oneLine(ev.Name))
		fmt.Fprintf(bw, "Date %s\n", Dates(ev.First, ev.Last))
		if ev.Winner != "" {
			fmt.Fprintf(bw, "Winner %s\n", firstnameFirst(ev.Winner))
		}
		bw.WriteString("Type single\nOrder firstname\n")
		fmt.Fprintf(bw, "Games %d\n", len(ev.Games))
		for n, g := range ev.Games {
			line := fmt.Sprintf("%d %s beat %s", n+1, firstnameFirst(g.Winner), firstnameFirst(g.Loser))
			if g.Margin != "" {
				line += " " + g.Margin
			}
			bw.WriteString(line + "\n")
		}
		bw.WriteString("End\n")
	}
	return bw.Flush()
}

// Dates is an event's days as the Date line writes them: 25-28.7.12 within
// a month, 29.7-3.8.12 across two, 25.7.12 for one day, and
// 30.12.12-2.1.13 across a new year (which the page does not show).
func Dates(first, last time.Time) string {
	if last.Before(first) {
		first, last = last, first
	}
	yy := func(t time.Time) string { return fmt.Sprintf("%02d", t.Year()%100) }
	switch {
	case first.Year() != last.Year():
		return fmt.Sprintf("%d.%d.%s-%d.%d.%s", first.Day(), first.Month(), yy(first), last.Day(), last.Month(), yy(last))
	case first.Month() != last.Month():
		return fmt.Sprintf("%d.%d-%d.%d.%s", first.Day(), first.Month(), last.Day(), last.Month(), yy(last))
	case first.Day() != last.Day():
		return fmt.Sprintf("%d-%d.%d.%s", first.Day(), last.Day(), last.Month(), yy(last))
	}
	return fmt.Sprintf("%d.%d.%s", first.Day(), first.Month(), yy(first))
}

// oneLine is a name on one line: the layout is a line per item, and a
// name's spaces are kept as single spaces.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// firstnameFirst is a name as the file's Order firstname says names are:
// forenames first. A name typed surname first with a comma, as the GC
// layout's SplitName reads it ("van der Berg, Jan"), is turned round (Jan
// van der Berg), its case kept; any other name is as typed, on one line.
func firstnameFirst(name string) string {
	sur, fore, ok := strings.Cut(name, ",")
	if !ok || oneLine(sur) == "" {
		return oneLine(strings.ReplaceAll(name, ",", " "))
	}
	return oneLine(fore + " " + sur)
}
