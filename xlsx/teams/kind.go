// Package teams is the workbook side of a bridge teams event: the Event,
// Teams, Results and VP Scale sheets read into engine/teams' Event, and the
// Ranking, Matches and Travellers sheets written from its Result.
package teams

import (
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"

	"github.com/scorebook/scorebook/engine/deal"
	pairsengine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// Kind is the teams event.
type Kind struct{}

var _ xlsx.Kind = Kind{}

func (Kind) Name() string     { return "teams" }
func (Kind) Noun() lang.Word  { return lang.Word("teams event") }
func (Kind) ANoun() lang.Word { return lang.Word("a teams event") }
func (Kind) Marks() []string  { return []string{engine.SheetResults, engine.SheetTeams} }
func (Kind) Reads() []string {
	return []string{engine.SheetEvent, engine.SheetTeams, engine.SheetResults, engine.SheetVPScale, pairs.SheetHands}
}
func (Kind) Writes() []string             { return xlsx.Names(outputs) }
func (Kind) Template() templates.Template { return templates.Teams() }

// scored is a scored teams event.
type scored struct {
	ev   *Event
	res  *engine.Result
	name string      // the workbook's name without its extension, for a title
	page string      // the title printed on each page: the event's title and date
	at   map[int]int // Results sheet row → index into ev.Results, once asked
	l    lang.Lang   // the language the sheets are written in (the Language setting)
}

// Score reads the workbook and scores the event (engine/teams.Score).
func (Kind) Score(b *xlsx.Book) (xlsx.Scored, []problem.Problem) {
	ev, probs := Read(b)
	if ev == nil {
		return nil, probs
	}
	res, eprobs := engine.Score(&ev.Event)
	probs = append(probs, b.Place(eprobs)...)
	for _, r := range ev.Results {
		// A teams event's leads are checked as a pairs event's are.
		if p := pairsengine.CheckLead(r.Line, r.Row, r.Round, r.Board, func(round, board int) (deal.Deal, bool) {
			return pairs.DealOf(ev.Deals, round, board)
		}); p != nil {
			probs = append(probs, b.Place([]problem.Problem{*p})...)
		}
	}
	if res == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	var played []pairs.BoardID
	rounds := map[int]bool{}
	for _, r := range ev.Results {
		played = append(played, pairs.BoardID{Session: r.Round, Board: r.Board})
		rounds[r.Round] = true
	}
	probs = append(probs, pairs.MissingDeals(ev.Deals, played, lang.Word("round"), len(rounds), false)...)
	l := ev.Settings.Language
	return &scored{ev: ev, res: res, l: l, name: b.PageTitle("", ""), page: b.PageTitleIn(l, ev.Title, ev.Date)}, probs
}

func (sc *scored) Write(b *xlsx.Book) error {
	return b.WriteResults(xlsx.Dated(xlsx.Sheets(outputs, sc, sc.page), sc.ev.Date))
}

// Summary says what was scored: the event, the scale, how many rounds and
// teams, and the leaders, in a language.
func (sc *scored) Summary(l lang.Lang) xlsx.Summary {
	te, res := sc.ev, sc.res
	rounds := map[int]bool{}
	for _, m := range res.Matches {
		rounds[m.Round] = true
	}
	scale := l.F("%s VPs", l.T(te.Settings.Scale.String()))
	if res.ByIMPs {
		scale = l.T("ranked by IMPs")
	}
	s := xlsx.Summary{Title: xlsx.SummaryTitle(te.Title, l.T("teams event"), te.Date)}
	format := lang.Key("IMPs, %s: %d rounds, %d teams")
	if len(rounds) == 1 {
		format = lang.Key("IMPs, %s: %d round, %d teams")
	}
	s.Lines = append(s.Lines, l.F(format, scale, len(rounds), len(res.Ranking)))
	for _, st := range res.Ranking {
		if st.Place.N > 3 {
			break
		}
		value := l.F("%s VP", l.Decimal(st.VP, 2))
		if res.ByIMPs {
			value = l.F("%+d IMPs", st.IMPsFor-st.IMPsAgainst)
		}
		who := l.F("team %s", st.Team)
		if st.Name != "" {
			who = st.Name + " (" + st.Team + ")"
		}
		s.Lines = append(s.Lines, fmt.Sprintf("%-4s %s, %s", st.Place, who, value))
	}
	return s
}
