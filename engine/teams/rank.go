package teams

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Standing is one line of the Ranking.
type Standing struct {
	// Rank is the place as shown: "1", "2", "3=" when teams tie.
	Rank string
	// Place is the rank as a number (3 for "3=").
	Place int
	Team  string
	Name  string
	// Matches counts the rounds the team played (a triple is one round, a
	// bye none); Byes the rounds it had a bye.
	Matches, Byes int
	// IMPsFor and IMPsAgainst are the IMPs won and lost over the event.
	IMPsFor, IMPsAgainst int
	VP                   float64
}

// rank totals the teams' rounds and ranks them: by VPs, or by IMPs for less
// IMPs against with None. Teams equal at two decimals share a place ("3=")
// and are listed by team identifier, numbers in numeric order ("2" before
// "10").
func rank(teams []Team, rounds []TeamRound, byIMPs bool) []Standing {
	at := make(map[string]int, len(teams))
	out := make([]Standing, 0, len(teams))
	for _, t := range teams {
		if _, dup := at[t.ID]; dup {
			continue
		}
		at[t.ID] = len(out)
		out = append(out, Standing{Team: t.ID, Name: t.Name})
	}
	for _, r := range rounds {
		s := &out[at[r.Team]]
		if r.Bye {
			s.Byes++
		} else {
			s.Matches++
		}
		s.IMPsFor += r.IMPsFor
		s.IMPsAgainst += r.IMPsAgainst
		s.VP += r.VP
	}
	key := func(s Standing) int64 {
		if byIMPs {
			return int64(s.IMPsFor - s.IMPsAgainst)
		}
		return int64(math.Round(s.VP * 100))
	}
	slices.SortStableFunc(out, func(a, b Standing) int {
		if c := cmp.Compare(key(b), key(a)); c != 0 {
			return c
		}
		return compareIDs(a.Team, b.Team)
	})
	for i := 0; i < len(out); {
		j := i + 1
		for j < len(out) && key(out[j]) == key(out[i]) {
			j++
		}
		r := strconv.Itoa(i + 1)
		if j-i > 1 {
			r += "="
		}
		for k := i; k < j; k++ {
			out[k].Place, out[k].Rank = i+1, r
		}
		i = j
	}
	return out
}

// compareIDs orders team identifiers naturally: runs of digits by their
// value ("2" < "10"), digits before letters, letters without regard to case.
func compareIDs(a, b string) int {
	x, y := a, b
	for x != "" && y != "" {
		dx, dy := isDigit(x[0]), isDigit(y[0])
		switch {
		case dx && dy:
			nx, ny := leading(x, isDigit), leading(y, isDigit)
			tx, ty := strings.TrimLeft(x[:nx], "0"), strings.TrimLeft(y[:ny], "0")
			if c := cmp.Compare(len(tx), len(ty)); c != 0 {
				return c
			}
			if c := strings.Compare(tx, ty); c != 0 {
				return c
			}
			x, y = x[nx:], y[ny:]
		case dx:
			return -1
		case dy:
			return 1
		default:
			notDigit := func(c byte) bool { return !isDigit(c) }
			nx, ny := leading(x, notDigit), leading(y, notDigit)
			if c := strings.Compare(strings.ToLower(x[:nx]), strings.ToLower(y[:ny])); c != 0 {
				return c
			}
			x, y = x[nx:], y[ny:]
		}
	}
	if c := cmp.Compare(len(x), len(y)); c != 0 {
		return c
	}
	return strings.Compare(a, b)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func leading(s string, f func(byte) bool) int {
	n := 0
	for n < len(s) && f(s[n]) {
		n++
	}
	return n
}
