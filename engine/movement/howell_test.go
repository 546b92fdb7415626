package movement

import (
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"testing"
)

// published reads the howellcards project's src/setup.json (kept as
// published in testdata/): JavaScript-like, with comments and bare keys.
func published(t *testing.T) map[string]struct {
	Tables      int
	Arrangement [][]struct{ NS, EW, Board int }
} {
	t.Helper()
	raw, err := os.ReadFile("testdata/howellcards-setup.json")
	if err != nil {
		t.Fatal(err)
	}
	raw = regexp.MustCompile(`//[^\n]*`).ReplaceAll(raw, nil)
	raw = regexp.MustCompile(`(\w+):`).ReplaceAll(raw, []byte(`"$1":`))
	var out map[string]struct {
		Tables      int
		Arrangement [][]struct{ NS, EW, Board int }
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// The Howells for 5 to 14 pairs are howellcards' published tables, seat for
// seat: pair 0, the phantom of an odd number of pairs, is nobody here.
func TestHowellsAsPublished(t *testing.T) {
	pub := published(t)
	for pairs := 5; pairs <= 14; pairs++ {
		p := pub[strconv.Itoa(pairs)]
		m, err := Howell(pairs, 0, 1)
		if err != nil {
			t.Fatal(err)
		}
		if m.Tables != p.Tables || m.Rounds != len(p.Arrangement) {
			t.Fatalf("%d pairs: %d tables %d rounds, published %d tables %d rounds", pairs, m.Tables, m.Rounds, p.Tables, len(p.Arrangement))
		}
		for r, round := range p.Arrangement {
			for ti, want := range round {
				s, _ := m.Seat(r+1, ti+1)
				if s.NS.Number != want.NS || s.EW.Number != want.EW || s.Set != want.Board+1 {
					t.Fatalf("%d pairs round %d table %d: %s v %s set %d, published %d v %d board set %d",
						pairs, r+1, ti+1, s.NS, s.EW, s.Set, want.NS, want.EW, want.Board)
				}
			}
		}
	}
	// The 2-table Howell seats the pairs as howellcards' 4-pair movement
	// does in its first three rounds, both tables playing the round's set.
	p := pub["4"]
	m, _ := Howell(4, 0, 8)
	for r := range 3 {
		for ti, want := range p.Arrangement[r] {
			s, _ := m.Seat(r+1, ti+1)
			if s.NS.Number != want.NS || s.EW.Number != want.EW || s.Set != r+1 {
				t.Fatalf("4 pairs round %d table %d: %s v %s set %d", r+1, ti+1, s.NS, s.EW, s.Set)
			}
		}
	}
	if m.Rounds != 3 || m.Boards != 24 || len(m.Shares) != 3 {
		t.Fatalf("2-table Howell: %d rounds, %d boards, shares %v", m.Rounds, m.Boards, m.Shares)
	}
}
