package croquetrecords

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
	"unicode"
)

// The Golf Croquet ranking (the WCF's World Golf Croquet Grading System)
// is not Croquet Records' (which ranks Association Croquet): its ranking
// officers take results in the layout Croquet England's page "Golf
// Croquet Rankings" gives (https://www.croquet.org.uk/?p=games/golf/gcRankings,
// "Sending in Results"):
//
//	Anyclub GC Open
//	3-5 October 2014
//	9 games
//
//	1 BLOGGS Fred beat DOE John 7 6
//	2 SMITH Bruce beat BROWN Peter 7 1
//
//	Tournament winner: Fred Bloggs
//
// the games in the order they were completed, each in 8 cells: the game's
// number, the winner's SURNAME and forename, "beat", the loser's SURNAME
// and forename, the winner's points and the loser's. WriteGC writes the
// cells of a game separated by tabs, so that a spreadsheet opening the
// file (or pasted into) puts each in its cell, as the page asks.

// GCEvent is one Golf Croquet event's games, in the order played.
type GCEvent struct {
	Name string
	// First and Last are the days of its first and last games.
	First, Last time.Time
	// Winner is the event's winner when it has one (a knockout's), else "".
	Winner string
	Games  []GCGame
}

// GCGame is one game: its winner and loser (as "Fred Bloggs") and their
// points, both 0 when the Score gave none.
type GCGame struct {
	Winner, Loser             string
	WinnerPoints, LoserPoints int
}

// WriteGC writes the events in the GC ranking's layout, one after the
// other, a blank line between.
func WriteGC(w io.Writer, events []GCEvent) error {
	bw := bufio.NewWriter(w)
	for i, ev := range events {
		if i > 0 {
			bw.WriteString("\n")
		}
		fmt.Fprintf(bw, "%s\n%s\n", oneLine(ev.Name), GCDates(ev.First, ev.Last))
		if len(ev.Games) == 1 {
			bw.WriteString("1 game\n\n")
		} else {
			fmt.Fprintf(bw, "%d games\n\n", len(ev.Games))
		}
		for n, g := range ev.Games {
			ws, wf := SplitName(g.Winner)
			ls, lf := SplitName(g.Loser)
			cells := []string{fmt.Sprint(n + 1), ws, wf, "beat", ls, lf, "", ""}
			if g.WinnerPoints > 0 || g.LoserPoints > 0 {
				cells[6], cells[7] = fmt.Sprint(g.WinnerPoints), fmt.Sprint(g.LoserPoints)
			}
			bw.WriteString(strings.Join(cells, "\t") + "\n")
		}
		if ev.Winner != "" {
			fmt.Fprintf(bw, "\nTournament winner: %s\n", oneLine(ev.Winner))
		}
	}
	return bw.Flush()
}

// GCDates is an event's days as the GC layout writes them: 3-5 October
// 2014 within a month, 29 July-3 August 2014 across two, 7 March 2026 for
// one day, 30 December 2014-2 January 2015 across a new year (the page
// shows the first only).
func GCDates(first, last time.Time) string {
	if last.Before(first) {
		first, last = last, first
	}
	switch {
	case first.Year() != last.Year():
		return fmt.Sprintf("%d %s %d-%d %s %d", first.Day(), first.Month(), first.Year(), last.Day(), last.Month(), last.Year())
	case first.Month() != last.Month():
		return fmt.Sprintf("%d %s-%d %s %d", first.Day(), first.Month(), last.Day(), last.Month(), last.Year())
	case first.Day() != last.Day():
		return fmt.Sprintf("%d-%d %s %d", first.Day(), last.Day(), last.Month(), last.Year())
	}
	return fmt.Sprintf("%d %s %d", first.Day(), first.Month(), first.Year())
}

// SplitName splits a name into the surname in capitals and the
// forenames, as the GC layout's two cells give them: BLOGGS, Fred.
//
// A name with a comma is written surname first ("van der Berg, Jan": VAN
// DER BERG, Jan); particles the forenames end with, after a first
// forename, are the surname's, as a register sorting on the surname
// writes them ("Berg, Jan van": VAN BERG, Jan; "Morrison, Van": MORRISON,
// Van).
//
// Otherwise it is written forename first, and the surname is its last
// word with the particles before it: the words of the list particles
// gives (van, de, der, la, St and the rest, in any case) that are not the
// name's first word, and, in a name with capitals, any word that starts
// in lower case. So "Jan van der Berg" and "Jan Van der Berg" are VAN DER
// BERG, Jan, "Ann De Vries" is DE VRIES, Ann, "Ana dos Santos" is DOS
// SANTOS, Ana, and "de la Cruz" all surname; but a capitalised particle
// that is the first word is a forename ("Van Morrison": MORRISON, Van),
// and so is the first word of a name typed all in lower case ("jan van
// berg": VAN BERG, jan). A name of one word is all surname, and so are
// the forenames of none. A name the rule gets wrong is typed surname
// first ("Van Berg, Jan").
func SplitName(name string) (surname, forenames string) {
	if sur, fore, ok := strings.Cut(name, ","); ok && strings.TrimSpace(sur) != "" {
		s, f := strings.Fields(sur), strings.Fields(fore)
		j := len(f)
		for j > 1 && isParticle(f[j-1]) {
			j--
		}
		return strings.ToUpper(strings.Join(slices.Concat(f[j:], s), " ")), strings.Join(f[:j], " ")
	}
	w := strings.Fields(strings.ReplaceAll(name, ",", " "))
	if len(w) == 0 {
		return "", ""
	}
	// cased: the name has a capital, so that a word in lower case is
	// told as a particle by its case (else all lower case: by the list only).
	cased := slices.ContainsFunc(w, func(s string) bool { return !startsLower(s) })
	i := len(w) - 1
	for i > 0 && (cased && startsLower(w[i-1]) || i-1 > 0 && isParticle(w[i-1])) {
		i--
	}
	return strings.ToUpper(strings.Join(w[i:], " ")), strings.Join(w[:i], " ")
}

// particles are the words before a surname that are the surname's
// (Dutch, German, French, Italian, Spanish and Portuguese ones, and St),
// in lower case; isParticle compares them in any case, St. with its stop.
var particles = []string{"van", "von", "de", "der", "den", "du", "da", "di", "del", "della", "la", "le", "ten", "ter", "te", "vander", "st"}

func isParticle(word string) bool {
	return slices.Contains(particles, strings.TrimSuffix(strings.ToLower(word), "."))
}

func startsLower(s string) bool {
	for _, r := range s {
		return unicode.IsLower(r)
	}
	return false
}
