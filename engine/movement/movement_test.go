package movement

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// offered is every movement the package offers, with several shorter
// sessions and boards per round, each with and without an arrow switch
// where that applies.
func offered(t *testing.T) []Movement {
	t.Helper()
	var ms []Movement
	add := func(m Movement, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
		if !m.OneField {
			sw, err := ArrowSwitch(m)
			if err == nil {
				ms = append(ms, sw)
			} else if m.Rounds > 2 {
				t.Fatalf("%s: %v", m.Description, err)
			}
		}
	}
	for _, b := range []int{1, 2, 3, 4} {
		for tables := 3; tables <= 15; tables += 2 {
			for _, r := range roundsToTry(tables) {
				add(Mitchell(tables, r, b))
			}
		}
		for tables := 4; tables <= 16; tables += 2 {
			for _, r := range roundsToTry(tables - 1) {
				add(MitchellSkip(tables, r, b))
			}
			for _, r := range roundsToTry(tables) {
				add(MitchellRelay(tables, r, b))
			}
		}
		for pairs := 4; pairs <= 14; pairs++ {
			full := max(3, pairs-1+pairs%2)
			for _, r := range roundsToTry(full) {
				add(Howell(pairs, r, b))
			}
		}
	}
	return ms
}

// roundsToTry is the full movement (0), and shorter sessions.
func roundsToTry(full int) []int {
	rs := []int{0, full, 1, 2, full / 2, full/2 + 1, full - 1}
	var out []int
	for _, r := range rs {
		if r >= 0 && r <= full && !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// full reports whether the movement is played to the end.
func full(m Movement) bool {
	switch m.Name {
	case "mitchell", "mitchell-relay":
		return m.Rounds == m.Tables
	case "mitchell-skip":
		return m.Rounds == m.Tables-1
	}
	return m.Rounds == len(howellTables[m.Tables].rounds)
}

// The properties every movement must have: seats in order, each pair once a
// round, no board twice for a pair, no meeting twice, each board set at one
// table a round except where the movement shares it.
func TestEveryMovementIsSound(t *testing.T) {
	ms := offered(t)
	if len(ms) < 300 {
		t.Fatalf("only %d movements tried", len(ms))
	}
	for _, m := range ms {
		name := m.Description
		if len(m.Seats) != m.Rounds {
			t.Fatalf("%s: %d rounds of seats", name, len(m.Seats))
		}
		played := map[Pair]map[int]bool{}
		met := map[[2]Pair]int{}
		for r, round := range m.Seats {
			if len(round) != m.Tables {
				t.Fatalf("%s round %d: %d tables", name, r+1, len(round))
			}
			seen := map[Pair]bool{}
			atSet := map[int][]int{}
			for ti, s := range round {
				if s.Round != r+1 || s.Table != ti+1 {
					t.Fatalf("%s: seat %d/%d says round %d table %d", name, r+1, ti+1, s.Round, s.Table)
				}
				if !slices.Equal(s.Boards, m.SetBoards(s.Set)) || s.Set < 1 || s.Set > m.Sets {
					t.Fatalf("%s round %d table %d: set %d boards %v", name, s.Round, s.Table, s.Set, s.Boards)
				}
				for _, p := range []Pair{s.NS, s.EW} {
					if p.Nobody() {
						continue
					}
					if seen[p] {
						t.Fatalf("%s round %d: pair %s twice", name, s.Round, p)
					}
					seen[p] = true
					if m.OneField != (p.Dir == Either) {
						t.Fatalf("%s: pair %s in a movement with OneField %v", name, p, m.OneField)
					}
				}
				if s.SitOut() {
					continue
				}
				if s.NS == s.EW {
					t.Fatalf("%s round %d table %d: %s meets itself", name, s.Round, s.Table, s.NS)
				}
				atSet[s.Set] = append(atSet[s.Set], s.Table)
				for _, p := range []Pair{s.NS, s.EW} {
					if played[p] == nil {
						played[p] = map[int]bool{}
					}
					for _, b := range s.Boards {
						if played[p][b] {
							t.Fatalf("%s: pair %s plays board %d twice (round %d)", name, p, b, s.Round)
						}
						played[p][b] = true
					}
				}
				k := [2]Pair{s.NS, s.EW}
				if k[0].Number > k[1].Number || k[0].Number == k[1].Number && k[0].Dir > k[1].Dir {
					k[0], k[1] = k[1], k[0]
				}
				if prev, ok := met[k]; ok {
					t.Fatalf("%s: %s and %s meet in round %d and again in round %d", name, s.NS, s.EW, prev, s.Round)
				}
				met[k] = s.Round
			}
			for set, tables := range atSet {
				if len(tables) == 1 {
					continue
				}
				want := Share{Round: r + 1, Set: set, Tables: tables}
				if !slices.ContainsFunc(m.Shares, func(s Share) bool {
					return s.Round == want.Round && s.Set == want.Set && slices.Equal(s.Tables, want.Tables)
				}) {
					t.Fatalf("%s: set %d at tables %v in round %d, not a listed share", name, set, tables, r+1)
				}
				if !sharesByDesign(m, want) {
					t.Fatalf("%s: set %d shared by tables %v in round %d", name, set, tables, r+1)
				}
			}
		}
		if m.Boards != m.Sets*m.BoardsPerRound {
			t.Fatalf("%s: %d boards in %d sets of %d", name, m.Boards, m.Sets, m.BoardsPerRound)
		}
		if m.Description == "" {
			t.Fatalf("%+v has no description", m)
		}
	}
}

// sharesByDesign says where each movement shares boards: the relay
// Mitchell at its first and last tables, the 2-table Howell at both tables
// every round, the 3-table Howell at all three in the last round.
func sharesByDesign(m Movement, s Share) bool {
	switch {
	case m.Name == "mitchell-relay":
		return slices.Equal(s.Tables, []int{1, m.Tables})
	case m.Name == "howell" && m.Tables == 2:
		return true
	case m.Name == "howell" && m.Tables == 3:
		return s.Round == 5
	}
	return false
}

// In a full Mitchell every NS pair plays every board (in the skip Mitchell
// every board but one set, as every board is played one time fewer) and
// every EW pair meets every NS pair (but the one it skips).
func TestMitchellsAreComplete(t *testing.T) {
	for _, m := range offered(t) {
		if m.Name == "howell" || m.OneField || !full(m) {
			continue
		}
		for _, p := range m.Pairs() {
			boards := 0
			opponents := map[Pair]bool{}
			for _, g := range m.GuideCard(p).Rounds {
				boards += len(g.Boards)
				opponents[g.Opponent] = true
				if g.Dir != p.Dir {
					t.Fatalf("%s: pair %s sits %s in round %d", m.Description, p, g.Dir, g.Round)
				}
			}
			wantBoards, wantOpp := m.Boards, m.Tables
			if m.Name == "mitchell-skip" {
				wantBoards, wantOpp = m.Boards-m.BoardsPerRound, m.Tables-1
			}
			if boards != wantBoards || len(opponents) != wantOpp {
				t.Fatalf("%s: pair %s plays %d boards against %d pairs, want %d against %d", m.Description, p, boards, len(opponents), wantBoards, wantOpp)
			}
		}
		// Each board is played as often as every other.
		times := map[int]int{}
		for _, round := range m.Seats {
			for _, s := range round {
				for _, b := range s.Boards {
					times[b]++
				}
			}
		}
		for b := 1; b <= m.Boards; b++ {
			if times[b] != times[1] {
				t.Fatalf("%s: board %d played %d times, board 1 %d", m.Description, b, times[b], times[1])
			}
		}
	}
}

// The full Howells are complete: every pair meets every other exactly once
// and plays every board set once (with an odd number of pairs, every set but
// the one of its sit-out round).
func TestHowellsAreComplete(t *testing.T) {
	for pairs := 4; pairs <= 14; pairs++ {
		for _, b := range []int{1, 3} {
			m, err := Howell(pairs, 0, b)
			if err != nil {
				t.Fatal(err)
			}
			ps := m.Pairs()
			if len(ps) != pairs || ps[0] != (Pair{Number: 1}) || ps[pairs-1] != (Pair{Number: pairs}) {
				t.Fatalf("%s: pairs %v", m.Description, ps)
			}
			for _, p := range ps {
				opponents := map[Pair]int{}
				sets := map[int]int{}
				sitOuts := 0
				for _, g := range m.GuideCard(p).Rounds {
					if g.SitOut {
						sitOuts++
						continue
					}
					opponents[g.Opponent]++
					sets[(g.Boards[0]-1)/b+1]++
				}
				if len(opponents) != pairs-1 {
					t.Fatalf("%s: pair %s meets %d pairs", m.Description, p, len(opponents))
				}
				for q, n := range opponents {
					if n != 1 {
						t.Fatalf("%s: pair %s meets %s %d times", m.Description, p, q, n)
					}
				}
				wantSets := m.Sets - pairs%2
				if len(sets) != wantSets || sitOuts != pairs%2 {
					t.Fatalf("%s: pair %s plays %d sets and sits out %d rounds", m.Description, p, len(sets), sitOuts)
				}
			}
		}
	}
}

// The arrow switch makes one field, numbered 1 to 2T, with the last round
// (two for rounds of one or two boards) switched.
func TestArrowSwitch(t *testing.T) {
	for _, tc := range []struct {
		boards   int
		switched []int
	}{{1, []int{7}}, {2, []int{7}}, {3, []int{7}}, {4, []int{7}}} {
		m, err := Mitchell(7, 0, tc.boards)
		if err != nil {
			t.Fatal(err)
		}
		sw, err := ArrowSwitch(m)
		if err != nil {
			t.Fatal(err)
		}
		if !sw.OneField || !slices.Equal(sw.Switched, tc.switched) {
			t.Fatalf("%s: one field %v, switched %v", sw.Description, sw.OneField, sw.Switched)
		}
		ps := sw.Pairs()
		if len(ps) != 14 || ps[0].Number != 1 || ps[13].Number != 14 {
			t.Fatalf("%s: pairs %v", sw.Description, ps)
		}
		for r, round := range sw.Seats {
			switched := slices.Contains(tc.switched, r+1)
			for ti, s := range round {
				orig := m.Seats[r][ti]
				ns, ew := orig.NS.Number, 7+orig.EW.Number
				if switched {
					ns, ew = ew, ns
				}
				if s.NS.Number != ns || s.EW.Number != ew || !slices.Equal(s.Boards, orig.Boards) {
					t.Fatalf("%s round %d table %d: %s v %s on %v", sw.Description, r+1, ti+1, s.NS, s.EW, s.Boards)
				}
			}
		}
		if _, err := ArrowSwitch(sw); err == nil {
			t.Fatal("arrow-switched twice")
		}
	}
	h, _ := Howell(8, 0, 3)
	if _, err := ArrowSwitch(h); err == nil {
		t.Fatal("arrow-switched a Howell")
	}
	short, _ := Mitchell(5, 1, 2)
	if _, err := ArrowSwitch(short); err == nil {
		t.Fatal("arrow-switched every round")
	}
	// Two-board rounds in a long session: the last two rounds.
	long, _ := Mitchell(13, 0, 2)
	if sw, _ := ArrowSwitch(long); !slices.Equal(sw.Switched, []int{12, 13}) || !strings.HasSuffix(sw.Description, "arrow-switched in rounds 12 and 13") {
		t.Fatalf("%s: switched %v", sw.Description, sw.Switched)
	}
	if sw, _ := ArrowSwitch(long); len(sw.Switched) != 2 {
		t.Fatal(sw.Description)
	}
	if sw, err := ArrowSwitchIn(long, []int{1, 7}); err != nil || !slices.Equal(sw.Switched, []int{1, 7}) {
		t.Fatalf("switched in rounds 1 and 7: %v %v", sw.Switched, err)
	}
	if _, err := ArrowSwitchIn(long, []int{14}); err == nil {
		t.Fatal("switched round 14 of 13")
	}
}

// Refusals say why and what would do, in one line each.
func TestRefusals(t *testing.T) {
	for _, tc := range []struct {
		name                  string
		tables, rounds, board int
		msg, hint             string
	}{
		{"mitchell", 8, 0, 3,
			"a plain Mitchell needs an odd number of tables, not 8: the EW pairs would meet their first boards again after 4 rounds",
			"use --movement mitchell-skip (EW skip a table after round 4) or mitchell-relay (a bye stand between tables 4 and 5, tables 1 and 8 share boards)"},
		{"mitchell", 7, 8, 3, "a 7-table Mitchell has 7 rounds at most, not 8", "play 7 rounds or fewer"},
		{"mitchell-skip", 10, 10, 3, "a 10-table skip Mitchell has 9 rounds at most, not 10", "play 9 rounds or fewer"},
		{"mitchell-skip", 7, 0, 3, "a skip Mitchell needs an even number of tables, not 7", "use --movement mitchell: an odd number of tables needs no skip"},
		{"mitchell-relay", 9, 0, 3, "a share-and-relay Mitchell needs an even number of tables, not 9", "use --movement mitchell: an odd number of tables needs no relay"},
		{"mitchell", 2, 0, 3, "a Mitchell needs at least 3 tables, not 2", "for fewer tables play a Howell"},
		{"howell", 8, 0, 3, "a Howell is offered for 4 to 14 pairs, not 16", "for more than 14 pairs play a Mitchell; for fewer than 4 there is no pairs movement"},
		{"howell", 4, 8, 3, "a 4-table Howell has 7 rounds at most, not 8", "play 7 rounds or fewer"},
		{"howell", 4, 0, 0, "0 boards per round: there must be at least 1", "give the boards per round as a whole number such as 3"},
		{"barometer", 4, 0, 3, `unknown movement "barometer"`, "the movements are mitchell, mitchell-skip, mitchell-relay and howell"},
	} {
		_, err := New(tc.name, tc.tables, tc.rounds, tc.board)
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("%s %d tables: %v", tc.name, tc.tables, err)
			continue
		}
		if e.Msg != tc.msg || e.Hint != tc.hint {
			t.Errorf("%s %d tables:\n got %q\n     %q\nwant %q\n     %q", tc.name, tc.tables, e.Msg, e.Hint, tc.msg, tc.hint)
		}
	}
}

// The movements, round 1 and the moves, as the published descriptions have
// them.
func TestMitchellsAsPublished(t *testing.T) {
	// The standard Mitchell (Ian McKinnon, bridgecentral.com, "Mitchell
	// movement"): set t and EW pair t start at table t; EW up one, boards
	// down one.
	m, _ := Mitchell(7, 0, 4)
	for ti, s := range m.Seats[0] {
		if s.NS != (Pair{ti + 1, NS}) || s.EW != (Pair{ti + 1, EW}) || s.Set != ti+1 {
			t.Fatalf("7-table Mitchell round 1 table %d: %s v %s set %d", ti+1, s.NS, s.EW, s.Set)
		}
	}
	if s, _ := m.Seat(2, 1); s.EW.Number != 7 || s.Set != 2 || !slices.Equal(s.Boards, []int{5, 6, 7, 8}) {
		t.Fatalf("7-table Mitchell round 2 table 1: %+v", s)
	}
	if s, _ := m.Seat(2, 7); s.EW.Number != 6 || s.Set != 1 {
		t.Fatalf("7-table Mitchell round 2 table 7: %+v", s)
	}

	// Share and relay (bridgecentral.com/Relay.htm): sets 1-4 on tables 1-4,
	// set 5 on the relay, sets 6-8 on tables 5-7, table 8 sharing set 1;
	// boards from table 5 go to the relay, from the relay to table 4, from
	// tables 1 and 8 to table 7.
	m, _ = MitchellRelay(8, 0, 3)
	var round1 []int
	for _, s := range m.Seats[0] {
		round1 = append(round1, s.Set)
	}
	if !slices.Equal(round1, []int{1, 2, 3, 4, 6, 7, 8, 1}) || !slices.Equal(m.Resting(1), []int{5}) {
		t.Fatalf("8-table relay round 1: sets %v, resting %v", round1, m.Resting(1))
	}
	s4, _ := m.Seat(2, 4)
	s7, _ := m.Seat(2, 7)
	if s4.Set != 5 || s7.Set != 1 || !slices.Equal(m.Resting(2), []int{6}) {
		t.Fatalf("8-table relay round 2: table 4 set %d, table 7 set %d, resting %v", s4.Set, s7.Set, m.Resting(2))
	}
	if !slices.Equal(m.Relays, []Relay{{From: 5, To: 4, Stands: 1}}) || len(m.Shares) != 8 {
		t.Fatalf("8-table relay: relays %v, %d shares", m.Relays, len(m.Shares))
	}

	// The skip Mitchell on 10 tables (EBU, as listed by the Exeter club,
	// bridgewebs.com/exeter/info.html): 10 sets of 3 boards, skip after
	// round 5, 9 rounds, 27 boards played by each pair.
	m, _ = MitchellSkip(10, 0, 3)
	if m.Rounds != 9 || m.Sets != 10 || m.Boards != 30 {
		t.Fatalf("10-table skip: %d rounds, %d sets, %d boards", m.Rounds, m.Sets, m.Boards)
	}
	for r := 1; r <= 9; r++ {
		want := r
		if r > 5 {
			want = r + 1
		}
		if s, _ := m.Where(Pair{1, EW}, r); s.Table != want {
			t.Fatalf("10-table skip: EW 1 at table %d in round %d, want %d", s.Table, r, want)
		}
	}
}

// Bye stands and resting boards agree: where the boards move round the room,
// as many sets rest each round as there are bye stands.
func TestRelaysHoldTheRestingSets(t *testing.T) {
	for _, m := range offered(t) {
		if len(m.Relays) == 0 || !full(m) {
			continue
		}
		stands := 0
		for _, r := range m.Relays {
			stands += r.Stands
		}
		for r := 1; r <= m.Rounds; r++ {
			resting := len(m.Resting(r))
			if m.Name == "howell" && m.Seats[0][0].SitOut() {
				resting-- // the phantom's table plays nothing
			}
			if resting != stands {
				t.Fatalf("%s round %d: %d sets resting, %d bye stands (%v)", m.Description, r, resting, stands, m.Relays)
			}
		}
	}
	m, _ := Howell(8, 0, 3)
	// Boards go down the tables' first sets 1, 2, 3, 5: table 4 (set 5) to
	// a stand (set 4) to table 3; table 1 (set 1) to two stands (sets 7 and
	// 6) to table 4.
	if want := []Relay{{From: 1, To: 4, Stands: 2}, {From: 4, To: 3, Stands: 1}}; !slices.Equal(m.Relays, want) {
		t.Fatalf("4-table Howell relays %v, want %v", m.Relays, want)
	}
}

func TestTableAndGuideCards(t *testing.T) {
	m, _ := Mitchell(5, 0, 3)
	cards := m.TableCards()
	if len(cards) != 5 || len(cards[2].Rounds) != 5 || cards[2].Rounds[1].Table != 3 {
		t.Fatalf("table cards %+v", cards)
	}
	guides := m.GuideCards()
	if len(guides) != 5 || guides[0].Pair != (Pair{1, EW}) {
		t.Fatalf("a Mitchell's moving pairs are its EW pairs: %+v", guides)
	}
	g := guides[0].Rounds[1]
	if g.Table != 2 || g.Dir != EW || g.Opponent != (Pair{2, NS}) || !slices.Equal(g.Boards, []int{7, 8, 9}) {
		t.Fatalf("EW 1 round 2: %+v", g)
	}
	sw, _ := ArrowSwitch(m)
	if len(sw.GuideCards()) != 10 {
		t.Fatal("arrow-switched, every pair changes direction")
	}
	h, _ := Howell(7, 0, 2)
	guides = h.GuideCards()
	if len(guides) != 7 {
		t.Fatalf("7-pair Howell: %d guide cards", len(guides))
	}
	g = guides[0].Rounds[0]
	if !g.SitOut || g.Table != 1 || g.Boards != nil {
		t.Fatalf("pair 1 sits out in round 1: %+v", g)
	}
	g = guides[0].Rounds[1]
	if g.SitOut || g.Table != 4 || g.Dir != NS || g.Opponent != (Pair{Number: 4}) || !slices.Equal(g.Boards, []int{11, 12}) {
		t.Fatalf("pair 1 round 2: %+v", g)
	}
}

func TestPairString(t *testing.T) {
	for p, want := range map[Pair]string{{}: "nobody", {3, Either}: "3", {3, NS}: "NS 3", {12, EW}: "EW 12"} {
		if got := p.String(); got != want {
			t.Errorf("%#v: %q, want %q", p, got, want)
		}
	}
	if got := fmt.Sprint(BoardRange([]int{4, 5, 6}), "; ", BoardRange([]int{4}), "; ", BoardRange([]int{1, 3})); got != "boards 4 to 6; board 4; boards 1 and 3" {
		t.Errorf("board ranges: %s", got)
	}
}
