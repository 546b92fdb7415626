package teams

import (
	"fmt"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

func nextEvent(ids ...string) *Event {
	ev := &Event{Settings: DefaultSettings()}
	for i, id := range ids {
		ev.Teams = append(ev.Teams, Team{ID: id, Name: "Team " + id, Row: i + 2})
	}
	return ev
}

func (ev *Event) play(round, board int, ns, ew string, score int) {
	r := BoardResult{Row: len(ev.Results) + 2, Round: round, Board: board, NS: ns, EW: ew}
	if score != 0 {
		r.Line = bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Real, NS: score}}
	}
	ev.Results = append(ev.Results, r)
}

func TestNextSwissRound(t *testing.T) {
	ev := nextEvent("A", "B", "C", "D", "E")
	if _, probs := NextSwissRound(ev, 0); len(probs) != 1 || !strings.Contains(probs[0].Msg, "how many boards") {
		t.Fatalf("round 1 without boards: %v", probs)
	}
	d, probs := NextSwissRound(ev, 3)
	if len(probs) > 0 || len(d.Rounds) != 1 || d.Boards != 3 || d.FirstBoard != 1 {
		t.Fatalf("round 1: %+v %v", d, probs)
	}
	if r := d.Rounds[0]; r.Bye != "E" || fmt.Sprint(r.Tables) != "[{1 A C 0} {2 B D 0}]" {
		t.Fatalf("round 1: %+v", r)
	}
	// Round 1 played on boards 9 and 10 (numbered on from an earlier
	// event): round 2 plays 11 and 12; E had the bye, and A and C's
	// meeting is not repeated.
	for _, m := range [][2]string{{"A", "C"}, {"B", "D"}} {
		for b := 9; b <= 10; b++ {
			ev.play(1, b, m[0], m[1], 140)
			ev.play(1, b, m[1], m[0], 110)
		}
	}
	d, probs = NextSwissRound(ev, 0)
	// Scored after round 1, E is taken as the round's bye, with a warning
	// (it might have withdrawn).
	if len(probs) != 1 || !probs[0].Warning || probs[0].Msg != "team E played no match in round 1: taken as the round's bye" ||
		d.Boards != 2 || d.FirstBoard != 11 {
		t.Fatalf("round 2: %+v %v", d, probs)
	}
	r := d.Rounds[0]
	if r.Round != 2 || r.Bye == "E" || len(r.Repeats) != 0 {
		t.Fatalf("round 2: %+v", r)
	}
	// Drawn and not typed: refused.
	for _, tb := range r.Tables {
		ev.play(2, 11, tb.Home, tb.Away, 0)
		ev.play(2, 11, tb.Away, tb.Home, 0)
	}
	if _, probs := NextSwissRound(ev, 0); len(probs) != 1 || !strings.HasPrefix(probs[0].Msg, "round 2 is drawn already (Results rows 10 to 13)") {
		t.Fatalf("drawn again: %v", probs)
	}
}

func TestRoundRobinOfTheTeams(t *testing.T) {
	ev := nextEvent("N1", "N2", "N3", "N4")
	d, probs := RoundRobin(ev, 4)
	if len(probs) > 0 || len(d.Rounds) != 3 {
		t.Fatalf("%+v %v", d, probs)
	}
	met := map[string]bool{}
	for _, r := range d.Rounds {
		for _, tb := range r.Tables {
			met[min(tb.Home, tb.Away)+max(tb.Home, tb.Away)] = true
		}
	}
	if len(met) != 6 || !met["N1N2"] || !met["N3N4"] {
		t.Fatalf("meetings %v", met)
	}
	if _, probs := RoundRobin(nextEvent("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"), 4); len(probs) != 1 || !strings.Contains(probs[0].Msg, "2 to 10 teams, not 11") {
		t.Fatalf("11 teams: %v", probs)
	}
}
