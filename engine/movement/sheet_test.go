package movement

import (
	"slices"
	"strings"
	"testing"
)

// entriesOf is what a Movement sheet written for the movement holds: a row
// per table per round on the table cards, then each seat again on the guide
// cards of the pairs that sit there.
func entriesOf(m Movement) []Entry {
	var es []Entry
	add := func(s Seat) {
		es = append(es, Entry{Line: len(es) + 2, Round: s.Round, Table: s.Table, NS: s.NS.Number, EW: s.EW.Number, Boards: s.Boards})
	}
	for _, card := range m.TableCards() {
		for _, s := range card.Rounds {
			add(s)
		}
	}
	for _, g := range m.GuideCards() {
		for _, r := range g.Rounds {
			if s, ok := m.Seat(r.Round, r.Table); ok {
				add(s)
			}
		}
	}
	return es
}

// Every movement offered comes back whole from its Movement sheet, and the
// rows of the movement agree with what came back.
func TestFromEntriesRoundTrip(t *testing.T) {
	ms := offered(t)
	for _, m := range ms[:len(ms)/2] {
		if p, err := WithPhantom(m, m.Pairs()[len(m.Pairs())-1]); err == nil && !m.OneField {
			ms = append(ms, p)
		}
	}
	for _, m := range ms {
		got, probs := FromEntries(entriesOf(m))
		if len(probs) > 0 {
			t.Fatalf("%s: %s", m.Description, dump(probs))
		}
		if got.OneField != m.OneField || got.Rounds != m.Rounds || got.Tables != m.Tables || got.BoardsPerRound != m.BoardsPerRound {
			t.Fatalf("%s: read back as %s (%d boards per round)", m.Description, got.Description, got.BoardsPerRound)
		}
		for r := range m.Seats {
			for ti, s := range m.Seats[r] {
				g := got.Seats[r][ti]
				if g.NS != s.NS || g.EW != s.EW || !slices.Equal(g.Boards, s.Boards) {
					t.Fatalf("%s round %d table %d: %+v, want %+v", m.Description, r+1, ti+1, g, s)
				}
			}
		}
		if ms := Check(got, rowsOf(m)); len(ms) > 0 {
			t.Fatalf("%s: %s", m.Description, dump(ms))
		}
	}
}

func TestFromEntriesInconsistent(t *testing.T) {
	m, _ := Mitchell(3, 0, 2)
	es := entriesOf(m)
	// A guide card that says otherwise than its table card; a pair at two
	// tables; a table left out of round 3.
	var changed []Entry
	for _, e := range es {
		e.Boards = slices.Clone(e.Boards)
		switch {
		case e.Line == 11: // EW 1's guide card, round 1 (table 1)
			e.EW = 2
		case e.Round == 2 && e.Table == 3 && e.Line < 11: // table 3's card, round 2
			e.NS = 1
		case e.Round == 3 && e.Table == 2:
			continue
		}
		changed = append(changed, e)
	}
	_, probs := FromEntries(changed)
	got := dump(probs)
	for _, want := range []string{
		"inconsistent row 11 EW: table 1 in round 1 has EW 1 on row 2",
		"inconsistent row 15 NS: table 3 in round 2 has NS 1 on row 9",
		"inconsistent row 9 NS: pair NS 1 is at table 3 and at table 1 (row 3) in round 2",
		"inconsistent row 0 Round: the Movement sheet has no row for table 2 in round 3",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}

func TestBoardsText(t *testing.T) {
	for _, tc := range []struct {
		bs   []int
		text string
	}{{nil, ""}, {[]int{7}, "7"}, {[]int{4, 5, 6}, "4-6"}, {[]int{1, 3, 5}, "1, 3, 5"}} {
		if got := BoardsText(tc.bs); got != tc.text {
			t.Errorf("%v: %q, want %q", tc.bs, got, tc.text)
		}
		back, err := ParseBoards(tc.text)
		if err != nil || !slices.Equal(back, tc.bs) {
			t.Errorf("%q reads as %v, %v", tc.text, back, err)
		}
	}
	for text, want := range map[string][]int{"1–3": {1, 2, 3}, "1 to 3": {1, 2, 3}, " 1-2, 7 ": {1, 2, 7}, "9;10": {9, 10}} {
		if got, err := ParseBoards(text); err != nil || !slices.Equal(got, want) {
			t.Errorf("%q: %v %v, want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"a", "3-1", "0", "1-3, 2", "-", ","} {
		if got, err := ParseBoards(text); err == nil {
			t.Errorf("%q read as %v", text, got)
		}
	}
}

func TestMake(t *testing.T) {
	for _, tc := range []struct {
		spec Spec
		want string // the description, or the error
	}{
		{Spec{Tables: 7}, "7-table Mitchell, 7 rounds of 3 boards"},
		{Spec{Pairs: 13}, "7-table Mitchell, 7 rounds of 3 boards, no NS 7: the EW pair at table 7 sits out"},
		{Spec{Tables: 7, Pairs: 13, ArrowSwitch: true}, "7-table Mitchell, 7 rounds of 3 boards, no NS 7: the EW pair at table 7 sits out, arrow-switched in round 7"},
		{Spec{Name: "howell", Pairs: 9}, "5-table Howell for 9 pairs, 9 rounds of 3 boards, one pair sitting out at table 1 each round"},
		{Spec{Name: "howell", Tables: 7, Rounds: 10}, "7-table Howell for 14 pairs, 10 rounds of 2 boards"},
		{Spec{Name: "howell", Tables: 2}, "2-table Howell for 4 pairs, 3 rounds of 8 boards"},
		{Spec{Name: "mitchell-skip", Tables: 8, BoardsPerRound: 2}, "8-table skip Mitchell, 7 rounds of 2 boards, EW skipping a table after round 4"},
		{Spec{Name: "mitchell-relay", Tables: 6, Rounds: 5}, "6-table share-and-relay Mitchell, 5 rounds of 5 boards, a bye stand between tables 3 and 4, tables 1 and 6 sharing"},
		{Spec{Tables: 6}, "a plain Mitchell needs an odd number of tables, not 6: the EW pairs would meet their first boards again after 3 rounds"},
		{Spec{Tables: 7, Pairs: 11}, "11 pairs do not fill 7 tables"},
		{Spec{Name: "howell", Tables: 4, ArrowSwitch: true}, "a Howell cannot be arrow-switched"},
		{Spec{Name: "swiss", Tables: 4}, `unknown movement "swiss"`},
		{Spec{}, "how many tables?"},
	} {
		m, err := Make(tc.spec)
		got := m.Description
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%+v:\n got %s\nwant %s", tc.spec, got, tc.want)
		}
	}
	// The phantom's opponents sit out: NS 7's seat is empty every round.
	m, _ := Make(Spec{Pairs: 13, BoardsPerRound: 2})
	for _, round := range m.Seats {
		if s := round[6]; !s.NS.Nobody() || !s.SitOut() || len(s.Boards) != 2 {
			t.Fatalf("table 7: %+v", s)
		}
	}
	if len(m.Pairs()) != 13 {
		t.Fatalf("%d pairs", len(m.Pairs()))
	}
}

// A Boards cell reads as board numbers or is refused, never a panic; what
// it reads as prints and reads back the same.
func FuzzParseBoards(f *testing.F) {
	for _, s := range []string{"1-3", "7", "1, 3, 5", "1–3", "1 to 3", "2-1", "", "a", "1-3, 7; 9", "99999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		bs, err := ParseBoards(text)
		if err != nil {
			return
		}
		back, err := ParseBoards(BoardsText(bs))
		if err != nil || !slices.Equal(back, bs) {
			t.Fatalf("%q reads as %v, printed %q, read back as %v, %v", text, bs, BoardsText(bs), back, err)
		}
	})
}
