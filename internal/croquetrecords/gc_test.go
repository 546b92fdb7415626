package croquetrecords

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/exporttest"
)

// TestWriteGCThePagesExample writes the example of Croquet England's
// "Golf Croquet Rankings" page (https://www.croquet.org.uk/?p=games/golf/gcRankings,
// "Sending in Results": the Anyclub GC Open of 3-5 October 2014, nine
// games, Fred Bloggs the winner) and compares it with the page's lines,
// each record's cells separated by tabs.
func TestWriteGCThePagesExample(t *testing.T) {
	g := func(w, l string, wp, lp int) GCGame {
		return GCGame{Winner: w, Loser: l, WinnerPoints: wp, LoserPoints: lp}
	}
	ev := GCEvent{Name: "Anyclub GC Open", First: day("2014-10-03"), Last: day("2014-10-05"), Winner: "Fred Bloggs", Games: []GCGame{
		g("Fred Bloggs", "John Doe", 7, 6), g("Bruce Smith", "Peter Brown", 7, 1), g("Bruce Smith", "John Doe", 7, 4),
		g("Fred Bloggs", "Peter Brown", 7, 4), g("John Doe", "Peter Brown", 7, 4), g("Fred Bloggs", "Bruce Smith", 7, 6),
		g("Fred Bloggs", "Bruce Smith", 7, 6), g("Bruce Smith", "Fred Bloggs", 7, 6), g("Fred Bloggs", "Bruce Smith", 7, 5),
	}}
	var b bytes.Buffer
	if err := WriteGC(&b, []GCEvent{ev}); err != nil {
		t.Fatal(err)
	}
	page := `Anyclub GC Open
3-5 October 2014
9 games

1 BLOGGS Fred beat DOE John 7 6
2 SMITH Bruce beat BROWN Peter 7 1
3 SMITH Bruce beat DOE John 7 4
4 BLOGGS Fred beat BROWN Peter 7 4
5 DOE John beat BROWN Peter 7 4
6 BLOGGS Fred beat SMITH Bruce 7 6
7 BLOGGS Fred beat SMITH Bruce 7 6
8 SMITH Bruce beat BLOGGS Fred 7 6
9 BLOGGS Fred beat SMITH Bruce 7 5

Tournament winner: Fred Bloggs
`
	var want []string
	for _, l := range strings.Split(page, "\n") {
		if l != "" && l[0] >= '1' && l[0] <= '9' && strings.Contains(l, " beat ") {
			l = strings.ReplaceAll(l, " ", "\t") // the page's cells
		}
		want = append(want, l)
	}
	if got := b.String(); got != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
}

func TestGCDates(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"2014-10-03", "2014-10-05", "3-5 October 2014"},
		{"2014-07-29", "2014-08-03", "29 July-3 August 2014"},
		{"2026-03-07", "2026-03-07", "7 March 2026"},
		{"2014-12-30", "2015-01-02", "30 December 2014-2 January 2015"},
	} {
		if got := GCDates(day(c.a), day(c.b)); got != c.want {
			t.Errorf("GCDates(%s, %s) = %s, want %s", c.a, c.b, got, c.want)
		}
	}
}

// TestSplitName: the cells the GC layout's records give a name: the
// surname in capitals, then the forenames (BLOGGS Fred: "use a separate
// cell for ... WINNER SURNAME, winner forename", Croquet England's "Golf
// Croquet Rankings"); the particles before a surname are the surname's,
// but for a capitalised one that is the name's first word; a name of one
// word has no forename to give.
func TestSplitName(t *testing.T) {
	for _, c := range []struct{ name, surname, forenames string }{
		{"Fred Bloggs", "BLOGGS", "Fred"},
		{"Mary  Ann Smith", "SMITH", "Mary Ann"},
		// particles in lower case
		{"Anne van der Berg", "VAN DER BERG", "Anne"},
		{"Jan van der Berg", "VAN DER BERG", "Jan"},
		{"Jan van den Berg", "VAN DEN BERG", "Jan"},
		{"Ludwig von Trapp", "VON TRAPP", "Ludwig"},
		{"Maria del Carmen da Silva", "DA SILVA", "Maria del Carmen"}, // del is not before the last word
		{"Ana dos Santos", "DOS SANTOS", "Ana"},                       // in a name with capitals, any word in lower case
		{"de la Cruz", "DE LA CRUZ", ""},                              // in lower case, a first word too
		// capitalised particles, not the first word
		{"Jan Van Berg", "VAN BERG", "Jan"},
		{"Ann De Vries", "DE VRIES", "Ann"},
		{"Jan Van der Berg", "VAN DER BERG", "Jan"},
		{"Jan Van Der Berg", "VAN DER BERG", "Jan"},
		{"Jean-Luc De La Tour", "DE LA TOUR", "Jean-Luc"},
		{"Piet Vander Elst", "VANDER ELST", "Piet"},
		{"Giulia Della Rovere", "DELLA ROVERE", "Giulia"},
		{"Mary St John", "ST JOHN", "Mary"},
		{"Mary St. John", "ST. JOHN", "Mary"},
		{"Wim TEN Hag", "TEN HAG", "Wim"},
		// a capitalised particle that is the first word is a forename
		{"Van Morrison", "MORRISON", "Van"},
		{"Van der Berg", "DER BERG", "Van"},
		{"Jan Van", "VAN", "Jan"}, // the last word is the surname, whatever it is
		// all lower case: the list tells the particles, the first word is a forename
		{"jan van der berg", "VAN DER BERG", "jan"},
		{"jan berg", "BERG", "jan"},
		{"van morrison", "MORRISON", "van"},
		// hyphenated surnames are one word
		{"Anne Smith-Jones", "SMITH-JONES", "Anne"},
		{"Jan van Berg-Smit", "VAN BERG-SMIT", "Jan"},
		// a comma: surname first, with the particles the forenames end with
		{"van der Berg, Jan", "VAN DER BERG", "Jan"},
		{"Van Berg, Jan", "VAN BERG", "Jan"},
		{"Berg, Jan van", "VAN BERG", "Jan"},
		{"Berg, Jan van der", "VAN DER BERG", "Jan"},
		{"Morrison, Van", "MORRISON", "Van"}, // the first forename is a forename
		{" Berg ,  Jan  Piet ", "BERG", "Jan Piet"},
		{"Berg,", "BERG", ""},
		{", Jan", "JAN", ""}, // no surname before the comma: the name forename first
		// one word, and none
		{"Pelé", "PELÉ", ""},
		{"Van", "VAN", ""},
		{"", "", ""},
		{"   ", "", ""},
	} {
		if s, f := SplitName(c.name); s != c.surname || f != c.forenames {
			t.Errorf("SplitName(%q) = %q, %q, want %q, %q", c.name, s, f, c.surname, c.forenames)
		}
	}
}

// TestWriteGCReadsBack: events of every date shape, with and without a
// winner or points, written and read back by the layout's reader.
func TestWriteGCReadsBack(t *testing.T) {
	events := []GCEvent{
		{Name: "ENG Ryde GC Open", First: day("2026-03-07"), Last: day("2026-03-08"), Winner: "Ann Abbot",
			Games: []GCGame{{"Ann Abbot", "Bill Baker", 7, 5}, {"Cath Cole", "Dan Drew", 0, 0}, {"Ann Abbot", "Cath Cole", 7, 6}}},
		{Name: "ENG Ryde GC Swiss", First: day("2026-03-29"), Last: day("2026-04-02"), Games: []GCGame{{"Anne van der Berg", "Fred Fox", 10, 9}, {"van der Berg, Jan", "Pelé", 7, 3}}},
	}
	var b bytes.Buffer
	if err := WriteGC(&b, events); err != nil {
		t.Fatal(err)
	}
	back, err := exporttest.ReadGCRankings(b.String())
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	// Each name read back as forename and SURNAME; a game of no points
	// (Cath Cole v Dan Drew) read back without them.
	want := []exporttest.GCEvent{
		{Name: "ENG Ryde GC Open", First: day("2026-03-07"), Last: day("2026-03-08"), Winner: "Ann Abbot",
			Games: []exporttest.GCGame{{Winner: "Ann ABBOT", Loser: "Bill BAKER", WinnerPoints: "7", LoserPoints: "5"}, {Winner: "Cath COLE", Loser: "Dan DREW"}, {Winner: "Ann ABBOT", Loser: "Cath COLE", WinnerPoints: "7", LoserPoints: "6"}}},
		{Name: "ENG Ryde GC Swiss", First: day("2026-03-29"), Last: day("2026-04-02"), Games: []exporttest.GCGame{{Winner: "Anne VAN DER BERG", Loser: "Fred FOX", WinnerPoints: "10", LoserPoints: "9"},
			{Winner: "Jan VAN DER BERG", Loser: "PELÉ", WinnerPoints: "7", LoserPoints: "3"}}},
	}
	if !reflect.DeepEqual(back, want) {
		t.Errorf("read back\n%+v\nwant\n%+v\n%s", back, want, b.String())
	}
	// The names read back are the names written, but for the surname's case.
	if g := back[1].Games[0]; !strings.EqualFold(g.Winner, "Anne van der Berg") {
		t.Errorf("read back as %q", g.Winner)
	}
}
