package exporttest

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// GCEvent is an event as the Golf Croquet ranking's layout gives it.
type GCEvent struct {
	Name        string
	First, Last time.Time
	Winner      string
	Games       []GCGame
}

// GCGame is a game record: the winner and loser as forename and surname
// ("Fred BLOGGS": the layout gives the surname in capitals), and their
// points, "" when the record gives none.
type GCGame struct {
	Winner, Loser             string
	WinnerPoints, LoserPoints string
}

// ReadGCRankings reads the layout Croquet England's "Golf Croquet
// Rankings" page asks results in (https://www.croquet.org.uk/?p=games/golf/gcRankings):
// the event's name, its dates (3-5 October 2014), "N games", then a
// record per game of 8 cells (number, WINNER SURNAME, winner forename,
// beat, LOSER SURNAME, loser forename, winner's points, loser's points;
// separated by tabs), and "Tournament winner: NAME". Events are separated
// by blank lines. It is written for the tests, apart from the writer.
func ReadGCRankings(text string) ([]GCEvent, error) {
	var out []GCEvent
	var ev *GCEvent
	want := 0
	head := 0 // header lines read of the current event
	check := func() error {
		if ev != nil && want != len(ev.Games) {
			return fmt.Errorf("event %s: %d games said, %d listed", ev.Name, want, len(ev.Games))
		}
		return nil
	}
	sc := bufio.NewScanner(strings.NewReader(text))
	for line := 1; sc.Scan(); line++ {
		l := sc.Text()
		switch {
		case l == "":
			continue
		case strings.HasPrefix(l, "Tournament winner: ") && ev != nil:
			ev.Winner = strings.TrimPrefix(l, "Tournament winner: ")
			continue
		case ev != nil && head < 3:
		case strings.Contains(l, "\t") && ev != nil:
			c := strings.Split(l, "\t")
			if len(c) != 8 || c[0] != strconv.Itoa(len(ev.Games)+1) || c[3] != "beat" || c[1] != strings.ToUpper(c[1]) || c[4] != strings.ToUpper(c[4]) {
				return nil, fmt.Errorf("line %d: %q", line, l)
			}
			ev.Games = append(ev.Games, GCGame{Winner: strings.TrimSpace(c[2] + " " + c[1]), Loser: strings.TrimSpace(c[5] + " " + c[4]),
				WinnerPoints: c[6], LoserPoints: c[7]})
			continue
		default: // a new event's name
			if err := check(); err != nil {
				return nil, err
			}
			out = append(out, GCEvent{Name: l})
			ev, head = &out[len(out)-1], 1
			continue
		}
		// The header's second and third lines: the dates, the count.
		switch head {
		case 1:
			first, last, err := readGCDates(l)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", line, err)
			}
			ev.First, ev.Last = first, last
		case 2:
			n, unit, _ := strings.Cut(l, " ")
			k, err := strconv.Atoi(n)
			if err != nil || unit != "games" && !(k == 1 && unit == "game") {
				return nil, fmt.Errorf("line %d: %q is not the count of games", line, l)
			}
			want = k
		}
		head++
	}
	if err := check(); err != nil {
		return nil, err
	}
	return out, nil
}

// readGCDates reads "3-5 October 2014", "29 July-3 August 2014", "7 March
// 2026" or "30 December 2014-2 January 2015".
func readGCDates(s string) (first, last time.Time, err error) {
	left, right, two := strings.Cut(s, "-")
	if !two {
		right = left
	}
	r := strings.Fields(right)
	if len(r) != 3 {
		return first, last, fmt.Errorf("dates %q", s)
	}
	if last, err = time.Parse("2 January 2006", right); err != nil {
		return first, last, fmt.Errorf("dates %q", s)
	}
	l := strings.Fields(left)
	if len(l) > 3 || len(l) == 0 {
		return first, last, fmt.Errorf("dates %q", s)
	}
	l = append(l, r[len(l):]...)
	if first, err = time.Parse("2 January 2006", strings.Join(l, " ")); err != nil {
		return first, last, fmt.Errorf("dates %q", s)
	}
	return first, last, nil
}
