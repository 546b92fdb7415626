package individual

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/lang"
)

// pairKey is two players, the smaller first.
type pairKey struct{ a, b int }

func key(a, b int) pairKey {
	if a > b {
		a, b = b, a
	}
	return pairKey{a, b}
}

// meetings counts, over the whole movement, how often each two players
// partner each other and how often they are opponents.
func meetings(m Movement) (partners, opponents map[pairKey]int) {
	partners, opponents = map[pairKey]int{}, map[pairKey]int{}
	for _, round := range m.Seats {
		for _, s := range round {
			if s.SitOut() {
				continue
			}
			partners[key(s.N, s.S)]++
			partners[key(s.E, s.W)]++
			for _, ns := range []int{s.N, s.S} {
				for _, ew := range []int{s.E, s.W} {
					opponents[key(ns, ew)]++
				}
			}
		}
	}
	return partners, opponents
}

// TestMovementsSound: the promises every individual movement keeps,
// checked on every movement offered: the shape its fields say; each
// round every player sits once at most; no board set is at two tables
// in one round, unless the movement is a barometer (every table plays
// the round's set from its own copy of the boards, as the complete
// individuals' source has it); every player plays every board at most
// once; nobody partners anybody twice.
func TestMovementsSound(t *testing.T) {
	for _, m := range Offered() {
		t.Run(m.Description, func(t *testing.T) {
			if m.Players != 4*m.Tables || len(m.Seats) != m.Rounds || m.Boards == 0 {
				t.Fatalf("players %d, tables %d, rounds %d (%d in Seats), boards %d", m.Players, m.Tables, m.Rounds, len(m.Seats), m.Boards)
			}
			played := map[[2]int]int{} // player, board → round
			for r, round := range m.Seats {
				if len(round) != m.Tables {
					t.Fatalf("round %d has %d tables", r+1, len(round))
				}
				seated := map[int]int{}
				sets := map[int]int{}
				for ti, s := range round {
					if s.Round != r+1 || s.Table != ti+1 {
						t.Errorf("Seats[%d][%d] says round %d table %d", r, ti, s.Round, s.Table)
					}
					if len(s.Boards) != m.BoardsPerRound {
						t.Errorf("round %d table %d plays %v", s.Round, s.Table, s.Boards)
					}
					if other, ok := sets[s.Set]; ok && !m.Barometer() {
						t.Errorf("round %d: set %d at tables %d and %d", s.Round, s.Set, other, s.Table)
					}
					sets[s.Set] = s.Table
					for _, p := range s.players() {
						if p < 1 || p > m.Players {
							t.Errorf("round %d table %d: player %d", s.Round, s.Table, p)
						}
						if other, ok := seated[p]; ok {
							t.Errorf("round %d: player %d at tables %d and %d", s.Round, p, other, s.Table)
						}
						seated[p] = s.Table
						for _, b := range s.Boards {
							if b < 1 || b > m.Boards {
								t.Errorf("round %d table %d: board %d of %d", s.Round, s.Table, b, m.Boards)
							}
							if before, ok := played[[2]int{p, b}]; ok {
								t.Errorf("player %d plays board %d in rounds %d and %d", p, b, before, s.Round)
							}
							played[[2]int{p, b}] = s.Round
						}
					}
				}
			}
			partners, _ := meetings(m)
			for k, n := range partners {
				if n > 1 {
					t.Errorf("players %d and %d partner %d times", k.a, k.b, n)
				}
			}
		})
	}
}

// TestRainbowPromises: what Baron Barclay's page promises of a Rainbow
// (http://www.baronbarclay.com/rainbow.html): a player never meets
// another of his own starting line, and meets every player of the other
// three lines; with the lines moving at speeds that differ by 1 to 4
// tables a round and a prime number of tables above 3, each of those
// meetings happens exactly once, partners North with South and East with
// West, and every player plays every board, once.
func TestRainbowPromises(t *testing.T) {
	for _, tables := range []int{5, 7, 11, 13} {
		m, err := Rainbow(tables)
		if err != nil {
			t.Fatal(err)
		}
		line := func(p int) int { return (p - 1) / tables } // 0 N, 1 S, 2 E, 3 W
		partners, opponents := meetings(m)
		for a := 1; a <= m.Players; a++ {
			for b := a + 1; b <= m.Players; b++ {
				la, lb := line(a), line(b)
				wantPartner, wantOpponent := 0, 0
				switch {
				case la == lb:
				case la/2 == lb/2: // N and S, or E and W
					wantPartner = 1
				default:
					wantOpponent = 1
				}
				if partners[key(a, b)] != wantPartner || opponents[key(a, b)] != wantOpponent {
					t.Errorf("%d tables: players %d and %d partner %d times and oppose %d times, want %d and %d",
						tables, a, b, partners[key(a, b)], opponents[key(a, b)], wantPartner, wantOpponent)
				}
			}
		}
		boards := map[int]int{}
		for _, round := range m.Seats {
			for _, s := range round {
				for range s.Boards {
					for _, p := range s.players() {
						boards[p]++
					}
				}
			}
		}
		for p := 1; p <= m.Players; p++ {
			if boards[p] != m.Boards {
				t.Errorf("%d tables: player %d plays %d boards of %d", tables, p, boards[p], m.Boards)
			}
		}
	}
}

// TestRainbowMoves: the 5-table Rainbow worked by hand from the moves
// (North stays, boards down one, South up one, East up two, West down
// two; players N t, S 5+t, E 10+t, W 15+t at table t in round 1). Round
// 2 at table 3: North 3; South from table 2, player 7; East from table 1,
// player 11; West from table 5, player 20; the boards from table 4, set 4
// (boards 13 to 16). Round 3 at table 1: South from table 1−2=4 (9), East
// from table 1−4=2 (12), West from table 1+4=5 (20), boards from table 3.
// Round 5 at table 5: South from table 1 (6), East from 5−8=2 (12), West
// from 5+8=3 (18), boards from 5+4=4.
func TestRainbowMoves(t *testing.T) {
	m, err := Rainbow(5)
	if err != nil {
		t.Fatal(err)
	}
	if m.Description != "5-table Rainbow individual, 5 rounds of 4 boards" || m.Boards != 20 {
		t.Errorf("%q, %d boards", m.Description, m.Boards)
	}
	for _, c := range []struct {
		round, table   int
		n, s, e, w, st int
	}{
		{1, 1, 1, 6, 11, 16, 1},
		{2, 3, 3, 7, 11, 20, 4},
		{3, 1, 1, 9, 12, 20, 3},
		{5, 5, 5, 6, 12, 18, 4},
	} {
		s, _ := m.Seat(c.round, c.table)
		if s.N != c.n || s.S != c.s || s.E != c.e || s.W != c.w || s.Set != c.st {
			t.Errorf("round %d table %d: %+v, want N %d S %d E %d W %d set %d", c.round, c.table, s, c.n, c.s, c.e, c.w, c.st)
		}
	}
	s, _ := m.Seat(2, 3)
	if len(s.Boards) != 4 || s.Boards[0] != 13 || s.Boards[3] != 16 {
		t.Errorf("round 2 table 3 plays %v", s.Boards)
	}
}

// TestCompletePromises: what the complete individuals promise (the
// collection's balance report for 8 players, schemaas/ind via
// versloot/08BH07.bal: every entry of its Partners table 1 and of its
// Opponents table 2): every player partners every other player exactly
// once and meets every other twice as an opponent; every player plays
// every board exactly once; and every table plays the round's set, set r
// in round r (a barometer).
func TestCompletePromises(t *testing.T) {
	for _, c := range []struct{ tables, players, rounds, boards int }{
		{2, 8, 7, 21}, {3, 12, 11, 22}, {4, 16, 15, 30},
	} {
		m, err := Complete(c.tables)
		if err != nil {
			t.Fatal(err)
		}
		if m.Players != c.players || m.Rounds != c.rounds || m.Boards != c.boards || !m.Barometer() {
			t.Errorf("%d tables: %d players, %d rounds, %d boards, barometer %v", c.tables, m.Players, m.Rounds, m.Boards, m.Barometer())
		}
		partners, opponents := meetings(m)
		for a := 1; a <= m.Players; a++ {
			for b := a + 1; b <= m.Players; b++ {
				if partners[key(a, b)] != 1 || opponents[key(a, b)] != 2 {
					t.Errorf("%d tables: players %d and %d partner %d times and oppose %d times", c.tables, a, b, partners[key(a, b)], opponents[key(a, b)])
				}
			}
		}
		for _, round := range m.Seats {
			for _, s := range round {
				if s.Set != s.Round {
					t.Errorf("%d tables: round %d table %d plays set %d", c.tables, s.Round, s.Table, s.Set)
				}
			}
		}
	}
}

// TestCompleteTranscribed: rows of the transcription read back as the
// source file has them (16BH15.ASC, round 9: "16 9 15 2 I 8 5 6 10 I 14 4
// 11 3 I 1 7 12 13 I"; 08BH07.ASC, round 7: "8 7 2 3 7 4 6 5 1 7"), and
// the highest-numbered player North at table 1 in every round.
func TestCompleteTranscribed(t *testing.T) {
	m, err := Complete(4)
	if err != nil {
		t.Fatal(err)
	}
	want := [][4]int{{16, 9, 15, 2}, {8, 5, 6, 10}, {14, 4, 11, 3}, {1, 7, 12, 13}}
	for i, w := range want {
		if s, _ := m.Seat(9, i+1); s.players() != w || s.Set != 9 || len(s.Boards) != 2 || s.Boards[0] != 17 {
			t.Errorf("16 players, round 9 table %d: %+v, want %v set 9 (boards 17 and 18)", i+1, s, w)
		}
	}
	m8, err := Complete(2)
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := m8.Seat(7, 2); s.players() != [4]int{4, 6, 5, 1} || s.Set != 7 {
		t.Errorf("8 players, round 7 table 2: %+v", s)
	}
	for _, m := range []Movement{m, m8} {
		for _, round := range m.Seats {
			if round[0].N != m.Players {
				t.Errorf("%s: round %d North at table 1 is %d", m.Description, round[0].Round, round[0].N)
			}
		}
	}
	if m8.Description != "complete individual for 8 players at 2 tables, 7 rounds of 3 boards" {
		t.Errorf("description %q", m8.Description)
	}
}

// TestDescribe: the description a table card prints, in English and, from
// the catalogue rows (words/de.tsv, words/nb.tsv), in German and
// Norwegian.
func TestDescribe(t *testing.T) {
	r, _ := Rainbow(11)
	c, _ := Complete(4)
	for _, tt := range []struct {
		m    Movement
		l    lang.Lang
		want string
	}{
		{r, lang.English, "11-table Rainbow individual, 11 rounds of 2 boards"},
		{r, lang.German, "Rainbow-Individualturnier an 11 Tischen, 11 Runden zu 2 Boards"},
		{c, lang.Norwegian, "fullstendig singelturnering for 16 spillere ved 4 bord, 15 runder à 2 spill"},
	} {
		if got := tt.m.Describe(tt.l); got != tt.want {
			t.Errorf("Describe(%v) = %q, want %q", tt.l, got, tt.want)
		}
	}
}

// TestDocTable: the table of movements in doc.go is what Offered makes.
func TestDocTable(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for _, line := range strings.Split(string(src), "\n") {
		f := strings.Fields(strings.TrimPrefix(line, "//"))
		if len(f) > 7 && f[0] != "players" {
			if _, err := strconv.Atoi(f[0]); err == nil {
				rows = append(rows, f)
			}
		}
	}
	offered := Offered()
	if len(rows) != len(offered) {
		t.Fatalf("doc.go lists %d movements, Offered %d", len(rows), len(offered))
	}
	for i, m := range offered {
		f := rows[i]
		name := map[string]string{"complete": "complete", "rainbow": "Rainbow"}[m.Name]
		// players, tables, the movement's name, then its rounds, boards a
		// round and boards: the first three numbers after the name.
		var nums []int
		for _, w := range f[2:] {
			if v, err := strconv.Atoi(w); err == nil {
				nums = append(nums, v)
			} else if len(nums) > 0 {
				break
			}
		}
		want := []int{m.Rounds, m.BoardsPerRound, m.Boards}
		if f[0] != strconv.Itoa(m.Players) || f[1] != strconv.Itoa(m.Tables) || f[2] != name ||
			len(nums) != 3 || nums[0] != want[0] || nums[1] != want[1] || nums[2] != want[2] {
			t.Errorf("doc.go row %q, Offered %s", strings.Join(f, " "), m.Description)
		}
		if barometer := strings.Contains(strings.Join(f, " "), "round's set"); barometer != m.Barometer() {
			t.Errorf("doc.go row %q: barometer %v", strings.Join(f, " "), m.Barometer())
		}
	}
}
