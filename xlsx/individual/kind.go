// Package individual is the workbook side of a bridge individual event:
// the Event, Players and Results sheets read into engine/individual's
// Event, and the Ranking, Travellers and Scorecards sheets written from its
// Result, looking as a pairs event's do.
package individual

import (
	engine "github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// Kind is the individual event.
type Kind struct{}

var _ xlsx.Kind = Kind{}

func (Kind) Name() string     { return "individual" }
func (Kind) Noun() lang.Word  { return lang.Word("individual event") }
func (Kind) ANoun() lang.Word { return lang.Word("an individual event") }
func (Kind) Marks() []string  { return []string{engine.SheetResults, engine.SheetPlayers} }
func (Kind) Reads() []string {
	return []string{engine.SheetEvent, engine.SheetPlayers, engine.SheetResults, pairs.SheetHands}
}
func (Kind) Writes() []string             { return xlsx.Names(outputs) }
func (Kind) Template() templates.Template { return templates.Individual() }

// scored is a scored individual event.
type scored struct {
	ev       *Event
	res      *engine.Result
	page     string // the title printed on each page: the event's title and date
	byNumber map[int]int
	leads    bool      // a row gives the opening lead: the sheets have a Lead column
	l        lang.Lang // the language the sheets are written in
}

// Score reads the workbook and scores the event (engine/individual.Score).
func (Kind) Score(b *xlsx.Book) (xlsx.Scored, []problem.Problem) {
	ev, probs := Read(b)
	if ev == nil {
		return nil, probs
	}
	res, eprobs := engine.Score(&ev.Event)
	probs = append(probs, b.Place(eprobs)...)
	if res == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	var played []pairs.BoardID
	for _, l := range res.Lines {
		played = append(played, pairs.BoardID{Session: 1, Board: ev.Rows[l.Row].Board})
	}
	probs = append(probs, pairs.MissingDeals(ev.Deals, played, lang.Word("session"), 1, true)...)
	sc := &scored{ev: ev, res: res, l: res.Settings.Language, byNumber: map[int]int{}}
	for i, p := range ev.Players {
		if p.Number > 0 {
			sc.byNumber[p.Number] = i
		}
	}
	for _, r := range ev.Rows {
		sc.leads = sc.leads || !r.Lead.IsZero()
	}
	sc.page = b.PageTitleIn(sc.l, ev.Title, ev.Date)
	return sc, probs
}

func (sc *scored) Write(b *xlsx.Book) error {
	return b.WriteResults(xlsx.Dated(xlsx.Sheets(outputs, sc, sc.page), sc.ev.Date))
}

// Summary says what was scored: the event, the method, its size and the
// winner, in a language.
func (sc *scored) Summary(l lang.Lang) xlsx.Summary {
	ev, res := sc.ev, sc.res
	s := xlsx.Summary{Title: xlsx.SummaryTitle(ev.Title, l.T("individual event"), ev.Date)}
	format := lang.Key("%s: %d boards, %d players")
	if res.Boards == 1 {
		format = lang.Key("%s: %d board, %d players")
	}
	s.Lines = append(s.Lines, l.F(format, res.Settings.Scoring, res.Boards, len(res.Standings)))
	for _, st := range res.Standings {
		if st.Place.N != 1 {
			continue
		}
		p := ev.Players[st.Player]
		value := pairs.WinnerScore(l, res.Settings.Scoring, st.Score, st.Pct)
		s.Lines = append(s.Lines, l.F("winner: player %d %s, %s", p.Number, p.Name, value))
	}
	return s
}
