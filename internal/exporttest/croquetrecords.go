package exporttest

import (
	"bufio"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// CREvent is an event as Croquet Records' layout gives it.
type CREvent struct {
	Name        string
	First, Last time.Time
	Winner      string
	Games       []CRGame
}

// CRGame is a game line: winner, loser, the winner's margin (+26tp), ""
// when the line gives none.
type CRGame struct {
	Winner, Loser, Margin string
}

// ReadCroquetRecords reads the text layout croquetrecords.com takes in,
// as its page "Sending in results" gives the syntax
// (http://croquetrecords.com/rank/sending.htm): a header of Event, Date,
// Winner, Type, Order and Games lines, then the games "<n> A beat B
// <margin>" or "<n> B lost to A <margin>", and End. It is written for
// the tests, apart from the writer: what scorebook writes must read back
// into the same games.
func ReadCroquetRecords(text string) ([]CREvent, error) {
	var out []CREvent
	var ev *CREvent
	var games int
	gameLine := regexp.MustCompile(`^(\d+) (.+?) (beat|lost to) (.+?)(?: ([+-]\d+[a-z()]*))?$`)
	sc := bufio.NewScanner(strings.NewReader(text))
	for line := 1; sc.Scan(); line++ {
		l := sc.Text()
		key, rest, _ := strings.Cut(l, " ")
		switch {
		case l == "":
		case key == "Event":
			out = append(out, CREvent{Name: rest})
			ev = &out[len(out)-1]
		case ev == nil:
			return nil, fmt.Errorf("line %d: %q before an Event", line, l)
		case key == "Date":
			first, last, err := readDates(rest)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", line, err)
			}
			ev.First, ev.Last = first, last
		case key == "Winner":
			ev.Winner = rest
		case key == "Type" && rest == "single", key == "Order" && rest == "firstname":
		case key == "Games":
			games, _ = strconv.Atoi(rest)
		case l == "End":
			if games != len(ev.Games) {
				return nil, fmt.Errorf("event %s: Games %d, %d listed", ev.Name, games, len(ev.Games))
			}
			ev = nil
		default:
			m := gameLine.FindStringSubmatch(l)
			if m == nil || m[1] != strconv.Itoa(len(ev.Games)+1) {
				return nil, fmt.Errorf("line %d: %q", line, l)
			}
			g := CRGame{Winner: m[2], Loser: m[4], Margin: m[5]}
			if m[3] == "lost to" {
				g.Winner, g.Loser = g.Loser, g.Winner
			}
			ev.Games = append(ev.Games, g)
		}
	}
	return out, nil
}

// readDates reads a Date line's days: d.m.yy, d1-d2.m.yy, d1.m1-d2.m2.yy
// or d1.m1.yy-d2.m2.yy, no leading zeroes.
func readDates(s string) (first, last time.Time, err error) {
	num := regexp.MustCompile(`^[1-9]\d?$|^\d\d$`)
	parts := func(s string) ([]int, error) {
		var out []int
		for _, p := range strings.Split(s, ".") {
			if !num.MatchString(p) {
				return nil, fmt.Errorf("date %q", s)
			}
			n, _ := strconv.Atoi(p)
			out = append(out, n)
		}
		return out, nil
	}
	left, right, two := strings.Cut(s, "-")
	if !two {
		right = left
	}
	r, err := parts(right)
	if err != nil || len(r) != 3 {
		return first, last, fmt.Errorf("date %q", s)
	}
	l := r
	if two {
		if l, err = parts(left); err != nil || len(l) > 3 {
			return first, last, fmt.Errorf("date %q", s)
		}
		l = append(l, r[len(l):]...)
	}
	at := func(d []int) time.Time { return time.Date(2000+d[2], time.Month(d[1]), d[0], 0, 0, 0, 0, time.UTC) }
	return at(l), at(r), nil
}
