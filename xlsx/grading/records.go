package grading

import (
	"cmp"
	"io"
	"slices"
	"strings"

	draw "github.com/scorebook/scorebook/engine/croquetdraw"
	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/croquetrecords"
)

// OnlyEvent limits the Croquet Records and GC ranking exports to one event
// (xlsx.EventScoped).
func (sc *scored) OnlyEvent(name string) { sc.event = name }

// eventGames are the ranked games of each named event (the Games sheet's
// Event column; games without one belong to none) of a code: its level
// singles games, in the order played (by date, then by row). With only
// set, that event's alone. It says too which events have games of the
// other code, and how many doubles games it left out: the rankings take
// neither.
func eventGames(ev *Event, only string, code engine.Code) (names []string, games map[string][]engine.Game, other []string, doubles int) {
	games = map[string][]engine.Game{}
	spelled := map[string]string{}
	otherSeen := map[string]bool{}
	for _, g := range ev.Games {
		name := strings.TrimSpace(g.Event)
		if name == "" || engine.ParseType(g.Type) != engine.Level || g.Date.IsZero() || only != "" && !strings.EqualFold(name, only) {
			continue
		}
		k := strings.ToLower(name)
		switch {
		case g.GameCode() != code:
			if !otherSeen[k] {
				otherSeen[k] = true
				other = append(other, name)
			}
			continue
		case g.Winner2 != "" || g.Loser2 != "":
			doubles++
			continue
		}
		if _, ok := spelled[k]; !ok {
			spelled[k] = name
			names = append(names, name)
		}
		games[spelled[k]] = append(games[spelled[k]], g)
	}
	for _, n := range names {
		slices.SortStableFunc(games[n], func(a, b engine.Game) int {
			if c := a.Date.Compare(b.Date); c != 0 {
				return c
			}
			return cmp.Compare(a.Row, b.Row)
		})
	}
	return names, games, other, doubles
}

// leftOut are the warnings of the games a ranking's file leaves out: the
// other code's events, and doubles games.
func leftOut(code engine.Code, other []string, doubles int) []problem.Problem {
	var probs []problem.Problem
	if len(other) > 0 {
		p := problem.Problem{Sheet: engine.SheetGames, Warning: true}
		if code == engine.AC {
			p = p.Says("the GC games of %s are left out: Croquet Records ranks Association Croquet", strings.Join(other, ", ")).
				Hinting("write them for the Golf Croquet ranking with --gcrankings FILE")
		} else {
			p = p.Says("the Golf Croquet ranking takes GC games: the AC games of %s are left out", strings.Join(other, ", ")).
				Hinting("write them for Croquet Records with --croquetrecords FILE")
		}
		probs = append(probs, p)
	}
	if doubles > 0 {
		p := problem.Problem{Sheet: engine.SheetGames, Warning: true, Hint: "the rankings grade singles only; report doubles results to the tournament's organisers"}
		if doubles == 1 {
			p = p.Says("1 doubles game left out: the rankings take singles games")
		} else {
			p = p.Says("%d doubles games left out: the rankings take singles games", doubles)
		}
		probs = append(probs, p)
	}
	return probs
}

// noGames is the error of a ranking's file with no games to write.
func noGames(event string) problem.Problem {
	p := problem.Problem{Sheet: engine.SheetGames, Hint: "give each game its event in the Event column of Games"}
	if event != "" {
		return p.Says("Games has no graded games of the event %s", event)
	}
	return p.Says("Games has no graded games with an Event")
}

// rankedEvents are the ranked games of each event of the code (eventGames),
// with a warning for the events and doubles games left out (leftOut) and,
// when no event has any, the error noGames.
func rankedEvents(sc *scored, code engine.Code) ([]string, map[string][]engine.Game, []problem.Problem) {
	names, games, other, doubles := eventGames(sc.ev, sc.event, code)
	probs := leftOut(code, other, doubles)
	if len(names) == 0 {
		probs = append(probs, noGames(sc.event))
	}
	return names, games, probs
}

// writeCroquetRecords writes the AC events' games in Croquet Records'
// layout (internal/croquetrecords): each event's first and last days, its
// winner when it was drawn as a knockout and the final is played, and each
// level singles game with the winner's margin from its Score. A game whose
// Score gives no margin is written without one, with a warning at its
// cell; GC events and doubles games are left out, with a warning.
func writeCroquetRecords(sc *scored, w io.Writer) ([]problem.Problem, error) {
	names, games, probs := rankedEvents(sc, engine.AC)
	if len(names) == 0 {
		return probs, nil
	}
	var events []croquetrecords.Event
	for _, n := range names {
		gs := games[n]
		ce := croquetrecords.Event{Name: n, First: gs[0].Date, Last: gs[len(gs)-1].Date, Winner: champion(sc.ev, n, gs)}
		for _, g := range gs {
			m, ok := engine.Margin(g.Score)
			if !ok {
				probs = append(probs, problem.Problem{Sheet: engine.SheetGames, Row: g.Row, Column: "Score", Warning: true,
					Hint: "type the score as 26-14 or +12, the winner's margin"}.
					Says("no margin in score %q: the game is written for Croquet Records without one", g.Score))
			}
			ce.Games = append(ce.Games, croquetrecords.Game{Winner: g.Winner, Loser: g.Loser, Margin: m})
		}
		events = append(events, ce)
	}
	return probs, croquetrecords.Write(w, events)
}

// writeGCRankings writes the GC events' games in the layout of the Golf
// Croquet ranking (croquetrecords.WriteGC): each event's days, its winner
// as for Croquet Records, and each level singles game with both players'
// points from its Score. A game whose Score gives no points is written
// without them, with a warning at its cell; AC events and doubles games
// are left out, with a warning.
func writeGCRankings(sc *scored, w io.Writer) ([]problem.Problem, error) {
	names, games, probs := rankedEvents(sc, engine.GC)
	if len(names) == 0 {
		return probs, nil
	}
	var events []croquetrecords.GCEvent
	for _, n := range names {
		gs := games[n]
		ce := croquetrecords.GCEvent{Name: n, First: gs[0].Date, Last: gs[len(gs)-1].Date, Winner: champion(sc.ev, n, gs)}
		for _, g := range gs {
			wp, lp, ok := engine.Points(g.Score)
			if !ok {
				probs = append(probs, problem.Problem{Sheet: engine.SheetGames, Row: g.Row, Column: "Score", Warning: true,
					Hint: "type the score as the two players' points, such as 7-5"}.
					Says("no points in score %q: the game is written for the GC ranking without them", g.Score))
			}
			ce.Games = append(ce.Games, croquetrecords.GCGame{Winner: g.Winner, Loser: g.Loser, WinnerPoints: wp, LoserPoints: lp})
		}
		events = append(events, ce)
	}
	return probs, croquetrecords.WriteGC(w, events)
}

// champion is the winner of an event drawn as a knockout whose final is
// played, else "".
func champion(ev *Event, name string, gs []engine.Game) string {
	var prior []drawRow
	for _, d := range ev.draws {
		if strings.EqualFold(d.Event, name) {
			prior = append(prior, d)
		}
	}
	if len(prior) == 0 || prior[0].Format != FormatKnockout {
		return ""
	}
	var games []draw.Game
	for _, g := range gs {
		games = append(games, draw.Game{A: g.Winner, B: g.Loser, Winner: g.Winner, Row: g.Row})
	}
	br, p := draw.Knockout(knockoutSeeds(prior), games)
	if p != nil {
		return ""
	}
	return br.Champion
}
