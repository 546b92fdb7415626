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

// OnlyEvent limits the Croquet Records export to one event
// (xlsx.EventScoped).
func (sc *scored) OnlyEvent(name string) { sc.event = name }

// eventGames are the graded games of each named event (the Games sheet's
// Event column; games without one belong to none), in the order played:
// by date, then by row. With only set, that event's alone.
func eventGames(ev *Event, only string) (names []string, games map[string][]engine.Game) {
	games = map[string][]engine.Game{}
	spelled := map[string]string{}
	for _, g := range ev.Games {
		name := strings.TrimSpace(g.Event)
		if name == "" || !engine.Graded(g.Type) || g.Date.IsZero() || only != "" && !strings.EqualFold(name, only) {
			continue
		}
		k := strings.ToLower(name)
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
	return names, games
}

// writeCroquetRecords writes the events' games in Croquet Records' layout
// (internal/croquetrecords): each event's first and last days, its winner
// when it was drawn as a knockout and the final is played, and each game
// with the winner's margin from its Score. A game whose Score gives no
// margin is written without one, with a warning at its cell.
func writeCroquetRecords(sc *scored, w io.Writer) ([]problem.Problem, error) {
	names, games := eventGames(sc.ev, sc.event)
	var probs []problem.Problem
	if len(names) == 0 {
		p := problem.Problem{Sheet: engine.SheetGames, Hint: "give each game its event in the Event column of Games"}
		if sc.event != "" {
			p = p.Says("Games has no graded games of the event %s", sc.event)
		} else {
			p = p.Says("Games has no graded games with an Event")
		}
		return []problem.Problem{p}, nil
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
