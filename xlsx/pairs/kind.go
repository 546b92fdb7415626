// Package pairs is the workbook side of a bridge pairs event: the Event,
// Pairs and Results sheets read into engine/pairs' Event, and the Ranking,
// Travellers and Scorecards sheets written from its Result.
package pairs

import (
	"fmt"

	"github.com/scorebook/scorebook/engine/deal"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

// Kind is the pairs event.
type Kind struct{}

var _ xlsx.Kind = Kind{}

func (Kind) Name() string    { return "pairs" }
func (Kind) Noun() string    { return "pairs event" }
func (Kind) Marks() []string { return []string{engine.SheetResults, engine.SheetPairs} }
func (Kind) Reads() []string {
	return []string{engine.SheetEvent, engine.SheetPairs, engine.SheetResults, engine.SheetMovement, SheetHands}
}
func (Kind) Writes() []string             { return xlsx.Names(outputs) }
func (Kind) Template() templates.Template { return templates.Pairs() }

// scored is a scored pairs event.
type scored struct {
	ev   *Event
	res  *engine.Result
	name string // the workbook's name without its extension, for a title
	page string // the title printed on each page: the event's title and date
	// names and ids are each pair's names and identifier as printed, made
	// once for the hundreds of thousands of lines that print them.
	names []string
	ids   []any
	// leads says that a row gives the opening lead: the travellers and
	// scorecards then have a Lead column.
	leads bool
	// l is the language the sheets are written in (the Language setting).
	l lang.Lang
}

func newScored(ev *Event, res *engine.Result, name string) *scored {
	sc := &scored{ev: ev, res: res, name: name, l: res.Settings.Language, names: make([]string, len(ev.Pairs)), ids: make([]any, len(ev.Pairs))}
	for i, p := range ev.Pairs {
		sc.names[i], sc.ids[i] = p.Players(), IDCell(p.ID)
	}
	for i := range ev.Rows {
		if !ev.Rows[i].Lead.IsZero() {
			sc.leads = true
			break
		}
	}
	return sc
}

// Score reads the workbook and scores the event (engine/pairs.Score).
func (Kind) Score(b *xlsx.Book) (xlsx.Scored, []problem.Problem) {
	ev, probs := Read(b)
	if ev == nil {
		return nil, probs
	}
	// Every problem in one run: the engine's warnings come with the cells'
	// errors (it says nothing that a row it could not read may explain).
	res, eprobs := engine.Score(&ev.Event)
	probs = append(probs, b.Place(eprobs)...)
	probs = append(probs, b.Place(engine.CheckLeads(ev.Rows, func(session, board int) (deal.Deal, bool) {
		return DealOf(ev.Deals, session, board)
	}))...)
	if res == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	var played []BoardID
	sessions := map[int]bool{}
	for _, r := range ev.Rows {
		played = append(played, BoardID{Session: r.Session, Board: r.Board})
		sessions[r.Session] = true
	}
	probs = append(probs, MissingDeals(ev.Deals, played, "session", len(sessions), true)...)
	sc := newScored(ev, res, b.PageTitle("", ""))
	sc.page = b.PageTitleIn(sc.l, ev.Title, ev.Date)
	return sc, probs
}

func (sc *scored) Write(b *xlsx.Book) error {
	return b.WriteResults(xlsx.Dated(xlsx.Sheets(outputs, sc, sc.page), sc.ev.Date))
}

// Summary says what was scored: the event, the method and field, its size,
// and the winners.
func (sc *scored) Summary() xlsx.Summary {
	pe, res := sc.ev, sc.res
	title := pe.Title
	if title == "" {
		title = "pairs event"
	}
	if pe.Date != "" {
		title += ", " + pe.Date
	}
	field := "Howell"
	if res.Mitchell {
		field = "Mitchell"
	}
	s := xlsx.Summary{Title: title}
	line := fmt.Sprintf("%s, %s: %d board%s, %d pairs", res.Settings.Scoring, field, res.Boards, plural(res.Boards), len(res.Standings))
	if len(res.Sessions) > 1 {
		line += fmt.Sprintf(", %d sessions", len(res.Sessions))
	}
	s.Lines = append(s.Lines, line)
	for _, st := range res.Standings {
		if st.Place.N != 1 {
			continue
		}
		p := pe.Pairs[st.Pair]
		label := "winner"
		if res.Mitchell {
			label = st.Field.String() + " winner"
		}
		value := fmt.Sprintf("%.2f", st.Score)
		if res.Settings.Scoring.IsMatchpoint() {
			value = fmt.Sprintf("%.2f%%", st.Pct*100)
		} else if res.Settings.Scoring.IsIMP() {
			value += " IMPs"
		}
		s.Lines = append(s.Lines, fmt.Sprintf("%s: pair %s %s, %s", label, p.ID, p.Players(), value))
	}
	return s
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
