// Package pairs is the workbook side of a bridge pairs event: the Event,
// Pairs and Results sheets read into engine/pairs' Event, and the Ranking,
// Travellers and Scorecards sheets written from its Result.
package pairs

import (
	"github.com/scorebook/scorebook/internal/lang"

	"github.com/scorebook/scorebook/engine/deal"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

// Kind is the pairs event.
type Kind struct{}

var _ xlsx.Kind = Kind{}

func (Kind) Name() string     { return "pairs" }
func (Kind) Noun() lang.Word  { return lang.Word("pairs event") }
func (Kind) ANoun() lang.Word { return lang.Word("a pairs event") }
func (Kind) Marks() []string  { return []string{engine.SheetResults, engine.SheetPairs} }
func (Kind) Reads() []string {
	return []string{engine.SheetEvent, engine.SheetPairs, engine.SheetResults, engine.SheetMovement, SheetHands, SheetAwards}
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
	probs = append(probs, MissingDeals(ev.Deals, played, lang.Word("session"), len(sessions), true)...)
	sc := newScored(ev, res, b.PageTitle("", ""))
	sc.page = b.PageTitleIn(sc.l, ev.Title, ev.Date)
	return sc, probs
}

func (sc *scored) Write(b *xlsx.Book) error {
	return b.WriteResults(xlsx.Dated(xlsx.Sheets(outputs, sc, sc.page), sc.ev.Date))
}

// WinnerScore is a winner's score as a summary says it, by the method m:
// the percentage at matchpoints, the IMPs at IMPs, else the points.
func WinnerScore(l lang.Lang, m engine.Method, score, pct float64) string {
	value := l.Decimal(score, 2)
	if m.IsMatchpoint() {
		value = l.Percent(pct, 2)
	} else if m.IsIMP() {
		value = l.F("%s IMPs", value)
	}
	return value
}

// Summary says what was scored: the event, the method and field, its size,
// and the winners, in a language.
func (sc *scored) Summary(l lang.Lang) xlsx.Summary {
	pe, res := sc.ev, sc.res
	field := lang.Word("Howell")
	if res.Mitchell {
		field = lang.Word("Mitchell")
	}
	s := xlsx.Summary{Title: xlsx.SummaryTitle(pe.Title, l.T("pairs event"), pe.Date)}
	format := lang.Key("%s, %s: %d boards, %d pairs")
	if res.Boards == 1 {
		format = lang.Key("%s, %s: %d board, %d pairs")
	}
	line := l.F(format, l.T(res.Settings.Scoring.String()), field, res.Boards, len(res.Standings))
	if len(res.Sessions) > 1 {
		line += l.F(", %d sessions", len(res.Sessions))
	}
	s.Lines = append(s.Lines, line)
	for _, st := range res.Standings {
		if st.Place.N != 1 {
			continue
		}
		p := pe.Pairs[st.Pair]
		value := WinnerScore(l, res.Settings.Scoring, st.Score, st.Pct)
		switch {
		case !res.Mitchell:
			s.Lines = append(s.Lines, l.F("winner: pair %s %s, %s", p.ID, p.Players(), value))
		case st.Field == engine.NS:
			s.Lines = append(s.Lines, l.F("NS winner: pair %s %s, %s", p.ID, p.Players(), value))
		default:
			s.Lines = append(s.Lines, l.F("EW winner: pair %s %s, %s", p.ID, p.Players(), value))
		}
	}
	return s
}
