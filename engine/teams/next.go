package teams

import (
	"slices"
	"strconv"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/teams/draw"
)

// SheetDraw is the sheet the draw of the next round is written to.
const SheetDraw = "Draw"

// Drawn is the draw of the rounds to come: one round of a Swiss, or the
// rounds of a round robin not yet on Results. Boards is each match's boards
// and FirstBoard the number of its first (every match of a round plays the
// same boards).
type Drawn struct {
	Rounds     []draw.Draw
	Boards     int
	FirstBoard int
}

// NextSwissRound draws the next round of a Swiss teams event (draw.Swiss):
// the round after the last on Results, the teams ranked by the VPs and IMPs
// of the rounds so far, which must score without an error. Teams are the
// Teams sheet's, in its order (round 1 pairs them by it). Boards is each
// match's boards; 0 takes the last round's (the most its matches played),
// and round 1 needs it given.
//
// A last round whose rows are all still blank (no score and no contract,
// as the draw writes them) has been drawn already: drawing it again is
// refused, with a hint.
func NextSwissRound(ev *Event, boards int) (Drawn, []problem.Problem) {
	last, res, probs, ok := soFar(ev)
	if !ok {
		return Drawn{}, probs
	}
	de := draw.Event{Round: last + 1}
	for _, t := range ev.Teams {
		de.Teams = append(de.Teams, draw.Team{ID: t.ID})
	}
	if res != nil {
		at := map[string]int{}
		for i, t := range de.Teams {
			at[t.ID] = i
		}
		for _, st := range res.Ranking {
			if i, ok := at[st.Team]; ok {
				de.Teams[i].VP, de.Teams[i].IMPs = st.VP, st.IMPsFor-st.IMPsAgainst
			}
		}
		played, rounds := map[string]bool{}, map[int]bool{}
		for _, r := range res.Rounds {
			played[r.Team], rounds[r.Round] = true, true
			switch {
			case r.Bye:
				de.Byes = append(de.Byes, r.Team)
			case len(r.Opponents) > 0:
				de.Meetings = append(de.Meetings, draw.Meeting{Round: r.Round, Teams: append([]string{r.Team}, r.Opponents...)})
			}
		}
		// A team with no match at all scores as one that withdrew (no
		// byes, not ranked); but it is on Teams, so it is drawn, and it
		// sat out every round so far: the bye of round 1 in an odd field.
		for i, t := range de.Teams {
			if played[t.ID] {
				continue
			}
			// Scoring's warning that it is not ranked says nothing of the
			// draw.
			probs = slices.DeleteFunc(probs, func(p problem.Problem) bool {
				return p.Warning && p.Sheet == SheetTeams && p.Row == ev.Teams[i].Row && p.Column == "Team"
			})
			for range rounds {
				de.Byes = append(de.Byes, t.ID)
				if !res.ByIMPs {
					de.Teams[i].VP += ev.Settings.ByeVP
				}
			}
		}
	} else if len(ev.Teams) == 0 {
		return Drawn{}, append(probs, problem.Problem{Sheet: SheetTeams, Msg: "Teams lists no teams",
			Hint: "type one row per team: Team (its number or code), Name and, if you like, Players"})
	}
	drawn, bp := roundBoards(ev, res, last, boards)
	if bp != nil {
		return Drawn{}, append(probs, *bp)
	}
	d, err := draw.Swiss(de)
	if err != nil {
		return Drawn{}, append(probs, problem.Problem{Sheet: SheetTeams,
			Hint: "give every team its own identifier on Teams"}.Says("cannot draw round %d: %s", de.Round, problem.From(err).Part()))
	}
	drawn.Rounds = []draw.Draw{d}
	return drawn, probs
}

// RoundRobin schedules a round robin of the Teams sheet's teams
// (draw.RoundRobin: team k is the k-th team listed) and returns the rounds
// after the last on Results, which must score without an error.
func RoundRobin(ev *Event, boards int) (Drawn, []problem.Problem) {
	last, res, probs, ok := soFar(ev)
	if !ok {
		return Drawn{}, probs
	}
	schedule, err := draw.RoundRobin(len(ev.Teams))
	if err != nil {
		p := problem.From(err)
		return Drawn{}, append(probs, problem.Problem{Sheet: SheetTeams}.Says("%s", p.Part()).
			Hinting("a larger field plays a Swiss: run scorebook draw without --round-robin"))
	}
	if last >= len(schedule) {
		return Drawn{}, append(probs, problem.Problem{Sheet: SheetResults,
			Hint: "the event is complete: run scorebook score"}.
			Says("Results has %d rounds, every round of the round robin of %d teams", last, len(ev.Teams)))
	}
	drawn, bp := roundBoards(ev, res, last, boards)
	if bp != nil {
		return Drawn{}, append(probs, *bp)
	}
	id := func(s string) string {
		k, _ := strconv.Atoi(s)
		return ev.Teams[k-1].ID
	}
	for _, d := range schedule[last:] {
		d.Bye = mapID(d.Bye, id)
		for i := range d.Tables {
			d.Tables[i].Home, d.Tables[i].Away = id(d.Tables[i].Home), id(d.Tables[i].Away)
		}
		for i := range d.Order {
			d.Order[i] = id(d.Order[i])
		}
		drawn.Rounds = append(drawn.Rounds, d)
	}
	return drawn, probs
}

func mapID(s string, id func(string) string) string {
	if s == "" {
		return ""
	}
	return id(s)
}

// soFar is the event before the rounds to draw: its last round on
// Results and, when it has one, its scores, which must come without an
// error (the problems say why not; ok is false then).
func soFar(ev *Event) (last int, res *Result, probs []problem.Problem, ok bool) {
	last, probs = lastRound(ev)
	if problem.HasErrors(probs) {
		return last, nil, probs, false
	}
	if last == 0 {
		return 0, nil, probs, true
	}
	res, sp := Score(ev)
	if res == nil || problem.HasErrors(sp) {
		return last, nil, sp, false
	}
	return last, res, append(probs, sp...), true
}

// lastRound is the last round on Results (0 when Results is empty). A last
// round whose rows have nothing typed has been drawn already.
func lastRound(ev *Event) (int, []problem.Problem) {
	last := 0
	for _, r := range ev.Results {
		last = max(last, r.Round, 1)
	}
	if last == 0 {
		return 0, nil
	}
	var rows []int
	for _, r := range ev.Results {
		if max(r.Round, 1) != last {
			continue
		}
		if !r.blank() {
			return last, nil
		}
		rows = append(rows, r.Row)
	}
	slices.Sort(rows)
	return last, []problem.Problem{problem.Problem{Sheet: SheetResults}.
		Says("round %d is drawn already (Results rows %d to %d), and none of its results is typed yet", last, rows[0], rows[len(rows)-1]).
		Hinting("type round %d's results and run draw again; to draw round %d afresh, delete its rows from Results first", last, last)}
}

// roundBoards settles the boards of the rounds to draw: as asked, or as in
// the last round (the most any of its matches played, a triple's two
// halves counted together), numbered as the last round numbered them: from
// 1 again, or on from its last board.
func roundBoards(ev *Event, res *Result, last, boards int) (Drawn, *problem.Problem) {
	d := Drawn{Boards: boards, FirstBoard: 1}
	if last == 0 {
		if boards < 1 {
			return d, &problem.Problem{Sheet: SheetResults, Msg: "how many boards does each match of round 1 play?",
				Hint: "give them with --boards N (later rounds play as many as the round before)"}
		}
		return d, nil
	}
	lo, hi := 0, 0
	for _, r := range ev.Results {
		if max(r.Round, 1) == last && r.Board > 0 {
			if lo == 0 || r.Board < lo {
				lo = r.Board
			}
			hi = max(hi, r.Board)
		}
	}
	if lo > 1 {
		d.FirstBoard = hi + 1
	}
	if boards > 0 {
		return d, nil
	}
	for _, tr := range res.Rounds {
		if tr.Round == last {
			d.Boards = max(d.Boards, tr.Boards)
		}
	}
	if d.Boards < 1 {
		p := problem.Problem{Sheet: SheetResults, Hint: "give the boards of a match with --boards N"}.
			Says("round %d has no match to take the boards from", last)
		return d, &p
	}
	return d, nil
}
