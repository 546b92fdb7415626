package draw

import (
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// numbered is teams "1" … "n" with no standing.
func numbered(n int) []Team {
	ts := make([]Team, n)
	for i := range ts {
		ts[i] = Team{ID: strconv.Itoa(i + 1)}
	}
	return ts
}

// tables writes a draw's tables as "home-away" in table order, with
// "bye N" last when there is one.
func tables(d Draw) string {
	var s []string
	for i, t := range d.Tables {
		if t.Table != i+1 {
			s = append(s, "table "+strconv.Itoa(t.Table)+"!")
		}
		s = append(s, t.Home+"-"+t.Away)
	}
	if d.Bye != "" {
		s = append(s, "bye "+d.Bye)
	}
	return strings.Join(s, " ")
}

// standings gives each team its VPs, by identifier; net IMPs follow the
// VPs so that they never break a tie the test does not mean.
func standings(vps map[string]float64) []Team {
	ts := numbered(len(vps))
	for i := range ts {
		ts[i].VP = vps[ts[i].ID]
		ts[i].IMPs = int(3 * (ts[i].VP - 10))
	}
	return ts
}

func meetings(round int, pairs ...string) []Meeting {
	var ms []Meeting
	for _, p := range pairs {
		ms = append(ms, Meeting{Round: round, Teams: strings.Split(p, "-")})
	}
	return ms
}

func mustSwiss(t *testing.T, ev Event) Draw {
	t.Helper()
	d, err := Swiss(ev)
	if err != nil {
		t.Fatalf("Swiss: %v", err)
	}
	return d
}

// Round 1 is seeded from the Teams list: team k against team k + T/2, the
// first-listed team at home, tables in list order.
func TestRoundOne(t *testing.T) {
	// Eight teams: T/2 = 4, so 1 v 5, 2 v 6, 3 v 7, 4 v 8.
	d := mustSwiss(t, Event{Round: 1, Teams: numbered(8), Boards: 7})
	if got, want := tables(d), "1-5 2-6 3-7 4-8"; got != want {
		t.Errorf("8 teams: %s, want %s", got, want)
	}
	for _, tb := range d.Tables {
		if tb.Boards != 7 {
			t.Errorf("table %d has %d boards, want Event.Boards 7", tb.Table, tb.Boards)
		}
	}
	// Nine teams: the last listed, 9, sits out, and the other eight are
	// paired as eight teams are.
	d = mustSwiss(t, Event{Round: 1, Teams: numbered(9)})
	if got, want := tables(d), "1-5 2-6 3-7 4-8 bye 9"; got != want {
		t.Errorf("9 teams: %s, want %s", got, want)
	}
	// The listed order is used as given (a director may list teams by
	// seeding), and standings do not matter in round 1.
	ts := []Team{{ID: "B2", VP: 3}, {ID: "A10"}, {ID: "A2", VP: 9}, {ID: "C"}, {ID: "B1"}}
	d = mustSwiss(t, Event{Round: 1, Teams: ts})
	if got, want := tables(d), "B2-A2 A10-C bye B1"; got != want {
		t.Errorf("listed order: %s, want %s", got, want)
	}
	if len(d.Repeats) != 0 {
		t.Errorf("round 1 repeats %v", d.Repeats)
	}
}

// A round 3 in which the obvious choice at the top leaves two teams at the
// bottom that have met, and the draw swaps lower down instead. The whole
// event is drawn here, the first two rounds as well.
func TestRoundThreeSwap(t *testing.T) {
	ev := Event{Round: 1, Teams: numbered(6)}
	d := mustSwiss(t, ev)
	if got, want := tables(d), "1-4 2-5 3-6"; got != want {
		t.Fatalf("round 1: %s, want %s", got, want)
	}

	// Round 1 ends 1 v 4 8-12, 2 v 5 6-14, 3 v 6 9-11: the ranking is
	// 5 (14), 4 (12), 6 (11), 3 (9), 1 (8), 2 (6). 5 meets 4, the highest
	// it has not met; 6 has met 3, so it meets 1; 3 meets 2.
	ev.Round = 2
	ev.Meetings = meetings(1, "1-4", "2-5", "3-6")
	ev.Teams = standings(map[string]float64{"1": 8, "2": 6, "3": 9, "4": 12, "5": 14, "6": 11})
	d = mustSwiss(t, ev)
	if got, want := tables(d), "5-4 6-1 3-2"; got != want {
		t.Fatalf("round 2: %s, want %s", got, want)
	}

	// Round 2 ends 5 v 4 5-15, 6 v 1 4-16, 3 v 2 1-19: the ranking is
	// 4 (27), 2 (25), 1 (24), 5 (19), 6 (15), 3 (10). Taking each team's
	// highest unmet opponent in turn gives 4 v 2 (4 has met 1 and 5), then
	// 1 v 5 (1 has met 4 and 6), and leaves 6 v 3, who met in round 1. The
	// draw keeps 4 v 2 but has 1 meet 3, its next choice, so that 5 v 6 can
	// follow: no repeat.
	ev.Round = 3
	ev.Meetings = append(ev.Meetings, meetings(2, "5-4", "6-1", "3-2")...)
	ev.Teams = standings(map[string]float64{"1": 24, "2": 25, "3": 10, "4": 27, "5": 19, "6": 15})
	d = mustSwiss(t, ev)
	if got, want := tables(d), "4-2 1-3 5-6"; got != want {
		t.Errorf("round 3: %s, want %s", got, want)
	}
	if len(d.Repeats) != 0 {
		t.Errorf("round 3 repeats %v", d.Repeats)
	}
	if got, want := d.Order, []string{"4", "2", "1", "5", "6", "3"}; !reflect.DeepEqual(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}

// The bye goes to the lowest-ranked team that has not had one.
func TestByeToLowestWithout(t *testing.T) {
	// Seven teams, round 3. Round 1 was seeded (1-4 2-5 3-6, bye 7); round
	// 2 was 1-2 3-5 4-7 with 6 sitting out. The ranking is now 5, 1, 3, 4,
	// 2, 7, 6: 6 and 7 have had their byes, so 2 sits out. The rest pair
	// with no repeat taking each top team's first choice: 5 has met 2 and
	// 3, so 5 v 1; 3 has met 6 and 5, so 3 v 4; then 7 v 6, who have not
	// met.
	ev := Event{
		Round:    3,
		Teams:    standings(map[string]float64{"5": 30, "1": 28, "3": 25, "4": 21, "2": 18, "7": 17, "6": 14}),
		Meetings: append(meetings(1, "1-4", "2-5", "3-6"), meetings(2, "1-2", "3-5", "4-7")...),
		Byes:     []string{"7", "6"},
	}
	d := mustSwiss(t, ev)
	if got, want := tables(d), "5-1 3-4 7-6 bye 2"; got != want {
		t.Errorf("%s, want %s", got, want)
	}
}

// When the lowest-ranked team without a bye cannot sit out without forcing
// a repeat, the bye moves up to the next team that can.
func TestByeMovesUpRatherThanRepeat(t *testing.T) {
	// Five teams. Round 1 was played as a triple 1-2-3 and a match 4 v 5;
	// the ranking is 4 (15), 1 (12), 2 (10), 3 (8), 5 (5), and nobody has
	// had a bye. If 5 sat out, two of 1, 2 and 3 would meet again; if 3
	// sits out, 4 v 1 and 2 v 5 repeat nothing. So 3 has the bye.
	ev := Event{
		Round:    2,
		Teams:    standings(map[string]float64{"4": 15, "1": 12, "2": 10, "3": 8, "5": 5}),
		Meetings: []Meeting{{Round: 1, Teams: []string{"1", "2", "3"}}, {Round: 1, Teams: []string{"4", "5"}}},
	}
	d := mustSwiss(t, ev)
	if got, want := tables(d), "4-1 2-5 bye 3"; got != want {
		t.Errorf("%s, want %s", got, want)
	}
	// Rule 1 comes first: a team that has had a bye does not get a second
	// one to avoid a repeat. Say 1, 2, 3 and 4 have all sat out (the draw
	// does not check that the byes fit in the rounds played): 5 must sit
	// out, and two of 1, 2, 3 meet again. 4 takes 1, its first choice
	// (rule 4), and the repeat is 2 v 3, below it.
	ev.Byes = []string{"1", "2", "3", "4"}
	d = mustSwiss(t, ev)
	if got, want := tables(d), "4-1 2-3 bye 5"; got != want {
		t.Errorf("byes 1 to 4: %s, want %s", got, want)
	}
	if want := []Repeat{{Table: 2, Home: "2", Away: "3", Rounds: []int{1}}}; !reflect.DeepEqual(d.Repeats, want) {
		t.Errorf("byes 1 to 4: repeats %v, want %v", d.Repeats, want)
	}
}

// Teams rank by VPs to two decimals (as the Ranking shows them), then net
// IMPs, then identifier in natural order.
func TestRanking(t *testing.T) {
	ev := Event{Round: 2, Teams: []Team{
		{ID: "10", VP: 12, IMPs: 5},
		{ID: "2", VP: 12, IMPs: 5},           // ties with 10: "2" before "10"
		{ID: "A2", VP: 71.58, IMPs: -3},      // 71.58 …
		{ID: "A10", VP: 71.5799999, IMPs: 4}, // … equals 71.58: more IMPs ranks first
		{ID: "B", VP: 12, IMPs: 6},
		{ID: "C", VP: 30},
	}}
	d := mustSwiss(t, ev)
	if got, want := d.Order, []string{"A10", "A2", "C", "B", "2", "10"}; !reflect.DeepEqual(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
	// Nobody has met: the top team meets the second, and so on down.
	if got, want := tables(d), "A10-A2 C-B 2-10"; got != want {
		t.Errorf("%s, want %s", got, want)
	}
}

// Four teams that have all met: two repeats, reported with their rounds,
// and each top team still takes the highest-ranked opponent.
func TestAllMet(t *testing.T) {
	ev := Event{
		Round: 4,
		Teams: standings(map[string]float64{"1": 40, "2": 35, "3": 25, "4": 20}),
		Meetings: append(append(meetings(1, "1-3", "2-4"), meetings(2, "1-2", "3-4")...),
			meetings(3, "1-4", "2-3")...),
	}
	d := mustSwiss(t, ev)
	if got, want := tables(d), "1-2 3-4"; got != want {
		t.Errorf("%s, want %s", got, want)
	}
	want := []Repeat{{Table: 1, Home: "1", Away: "2", Rounds: []int{2}}, {Table: 2, Home: "3", Away: "4", Rounds: []int{2}}}
	if !reflect.DeepEqual(d.Repeats, want) {
		t.Errorf("repeats %v, want %v", d.Repeats, want)
	}
}

// One repeat is forced: it is reported, and it falls below the top match.
func TestOneForcedRepeat(t *testing.T) {
	// Six teams, round 4. In rounds 1 to 3 each of 1, 2, 3 has played
	// each of 4, 5, 6, so the teams that have not met are 1, 2, 3 among
	// themselves and 4, 5, 6 among themselves: two groups of three, and
	// whatever the draw, one team of each group meets a team of the
	// other again. One repeat is the least. Ranked 1 … 6: 1 takes 2, its
	// highest unmet opponent; 3 has met everybody left, so it meets the
	// highest of them, 4 (round 2), and 5 v 6 repeat nothing.
	ev := Event{
		Round: 4,
		Teams: standings(map[string]float64{"1": 40, "2": 35, "3": 32, "4": 28, "5": 25, "6": 20}),
		Meetings: append(append(meetings(1, "1-4", "2-5", "3-6"), meetings(2, "1-5", "2-6", "3-4")...),
			meetings(3, "1-6", "2-4", "3-5")...),
	}
	d := mustSwiss(t, ev)
	if got, want := tables(d), "1-2 3-4 5-6"; got != want {
		t.Errorf("%s, want %s", got, want)
	}
	if want := []Repeat{{Table: 2, Home: "3", Away: "4", Rounds: []int{2}}}; !reflect.DeepEqual(d.Repeats, want) {
		t.Errorf("repeats %v, want %v", d.Repeats, want)
	}
}

// Meetings and byes of a team no longer in the draw (one that withdrew)
// are ignored; a team that met twice lists both rounds.
func TestWithdrawnAndTwice(t *testing.T) {
	ev := Event{
		Round: 4,
		Teams: standings(map[string]float64{"1": 30, "2": 20}),
		Meetings: append(append(meetings(1, "1-2"), meetings(2, "1-3")...),
			meetings(3, "2-1")...),
		Byes: []string{"3"},
	}
	d := mustSwiss(t, ev)
	if got, want := tables(d), "1-2"; got != want {
		t.Errorf("%s, want %s", got, want)
	}
	if want := []Repeat{{Table: 1, Home: "1", Away: "2", Rounds: []int{1, 3}}}; !reflect.DeepEqual(d.Repeats, want) {
		t.Errorf("repeats %v, want %v", d.Repeats, want)
	}
}

func TestSwissErrors(t *testing.T) {
	for _, tt := range []struct {
		ev   Event
		want string
	}{
		{Event{Round: 0, Teams: numbered(4)}, "round 0 is not a round number"},
		{Event{Round: 1, Teams: numbered(1)}, "a draw needs at least two teams"},
		{Event{Round: 1, Teams: []Team{{ID: "1"}, {ID: ""}}}, "team 2 of the list has no identifier"},
		{Event{Round: 1, Teams: []Team{{ID: "1"}, {ID: "2"}, {ID: "1"}}}, "team 1 is listed twice"},
		{Event{Round: 2, Teams: []Team{{ID: "1"}, {ID: "2", VP: math.NaN()}}}, "team 2 has NaN VPs"},
		{Event{Round: 2, Teams: numbered(4), Meetings: meetings(2, "1-2")}, "a meeting in round 2 cannot come before round 2"},
		{Event{Round: 2, Teams: numbered(4), Meetings: meetings(1, "1")}, "a meeting in round 1 has one team: a match has two, a triple three"},
		{Event{Round: 2, Teams: numbered(4), Meetings: meetings(1, "1-2-3-4")}, "a meeting in round 1 has 4 teams: a match has two, a triple three"},
		{Event{Round: 2, Teams: numbered(4), Meetings: meetings(1, "1-2-1")}, "team 1 meets itself in round 1"},
		{Event{Round: 1, Teams: numbered(3), Byes: []string{"3"}}, "team 3 has a bye before round 1"},
	} {
		if _, err := Swiss(tt.ev); err == nil || err.Error() != tt.want {
			t.Errorf("error %v, want %q", err, tt.want)
		}
	}
}
