package croquetrecords

import (
	"bytes"
	"reflect"
	"testing"
	"time"

	"github.com/scorebook/scorebook/internal/exporttest"
)

func day(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

// TestWriteTheSendingPagesExample writes the first example of
// croquetrecords.com's sending page (http://croquetrecords.com/rank/sending.htm,
// the Little Snodgrass Open of 25-28.7.12, its seven games less the one
// written "lost to") and compares it line by line.
func TestWriteTheSendingPagesExample(t *testing.T) {
	ev := Event{Name: "Little Snodgrass Open", First: day("2012-07-25"), Last: day("2012-07-28"), Winner: "Fred Bloggs", Games: []Game{
		{"Fred Bloggs", "John Doe", "+26"}, {"Bruce Smith", "Percy Picacity", "+7"}, {"John Smith", "Jock McTavish", "+10"},
		{"Fred Bloggs", "Bruce Smith", "+4"}, {"John Doe", "John Smith", "+17tp"}, {"Percy Picacity", "Jock McTavish", "+26tp"},
	}}
	var b bytes.Buffer
	if err := Write(&b, []Event{ev}); err != nil {
		t.Fatal(err)
	}
	want := `Event Little Snodgrass Open
Date 25-28.7.12
Winner Fred Bloggs
Type single
Order firstname
Games 6
1 Fred Bloggs beat John Doe +26
2 Bruce Smith beat Percy Picacity +7
3 John Smith beat Jock McTavish +10
4 Fred Bloggs beat Bruce Smith +4
5 John Doe beat John Smith +17tp
6 Percy Picacity beat Jock McTavish +26tp
End
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestDates: the page's examples 25-28.7.12 and 29.7-3.8.12, one day, and
// a year's turn.
func TestDates(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"2012-07-25", "2012-07-28", "25-28.7.12"},
		{"2012-07-29", "2012-08-03", "29.7-3.8.12"},
		{"2026-03-07", "2026-03-07", "7.3.26"},
		{"2012-12-30", "2013-01-02", "30.12.12-2.1.13"},
		{"2009-07-28", "2009-07-25", "25-28.7.09"},
	} {
		if got := Dates(day(c.a), day(c.b)); got != c.want {
			t.Errorf("Dates(%s, %s) = %s, want %s", c.a, c.b, got, c.want)
		}
	}
}

// TestWriteReadsBack: events of every date shape, with and without a
// winner or a margin, written and read back.
func TestWriteReadsBack(t *testing.T) {
	events := []Event{
		{Name: "ENG Ryde Open", First: day("2026-03-07"), Last: day("2026-03-08"), Winner: "Ann Abbot",
			Games: []Game{{"Ann Abbot", "Bill Baker", "+12"}, {"Cath  Cole", "Dan Drew", ""}, {"Ann Abbot", "Cath Cole", "+26tp"}}},
		{Name: "ENG Ryde Swiss", First: day("2026-03-29"), Last: day("2026-04-02"), Games: []Game{{"Eve Ellis", "Fred Fox", "+5t"}}},
		{Name: "One day", First: day("2026-05-01"), Last: day("2026-05-01")},
		{Name: "Names surname first", First: day("2026-05-02"), Last: day("2026-05-02"), Winner: "van der Berg, Jan",
			Games: []Game{{"van der Berg, Jan", "Pelé", "+7"}}},
	}
	var b bytes.Buffer
	if err := Write(&b, events); err != nil {
		t.Fatal(err)
	}
	back, err := exporttest.ReadCroquetRecords(b.String())
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	events[0].Games[1].Winner = "Cath Cole" // one space between words
	// Order firstname: a name typed surname first is written forename first.
	events[3].Winner, events[3].Games[0].Winner = "Jan van der Berg", "Jan van der Berg"
	var want []exporttest.CREvent
	for _, e := range events {
		we := exporttest.CREvent{Name: e.Name, First: e.First, Last: e.Last, Winner: e.Winner}
		for _, g := range e.Games {
			we.Games = append(we.Games, exporttest.CRGame{Winner: g.Winner, Loser: g.Loser, Margin: g.Margin})
		}
		want = append(want, we)
	}
	if !reflect.DeepEqual(back, want) {
		t.Errorf("read back\n%+v\nwant\n%+v\n%s", back, want, b.String())
	}
}
