// Package grading is the workbook side of croquet grading: the Grading,
// Players and Games sheets read into engine/grading's Event, and the
// Ranking, Grading Log and History sheets written from its Result.
package grading

import (
	"fmt"
	"math"

	draw "github.com/scorebook/scorebook/engine/croquetdraw"
	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

// Kind is croquet grading.
type Kind struct{}

var _ xlsx.Kind = Kind{}

func (Kind) Name() string     { return "grading" }
func (Kind) Noun() lang.Word  { return lang.Word("grading") }
func (Kind) ANoun() lang.Word { return lang.Word("a grading") }
func (Kind) Marks() []string  { return []string{engine.SheetGames, engine.SheetPlayers} }
func (Kind) Reads() []string {
	return []string{engine.SheetGrading, engine.SheetPlayers, engine.SheetGames, draw.SheetEntries, draw.SheetDraw}
}
func (Kind) Writes() []string { return xlsx.Names(outputs) }

// MayWrite lists the sheets written when the workbook has them: the
// Handicaps, when any player has a handicap or index.
func (Kind) MayWrite() []string           { return []string{engine.SheetHandicaps} }
func (Kind) Template() templates.Template { return templates.Grading() }

// scored is a replayed grading workbook.
type scored struct {
	ev   *Event
	res  *engine.Result
	page string // the title printed on each page: the list's title and date
	// event is the one event the Croquet Records export holds (score
	// --event), or "" for every event.
	event string
}

// topOfRanking is how many ranked players the summary shows.
const topOfRanking = 5

// Score reads the workbook and replays every game from the starting values
// on Players (engine/grading.Replay).
func (Kind) Score(b *xlsx.Book) (xlsx.Scored, []problem.Problem) {
	ev, probs := Read(b)
	if ev == nil {
		return nil, probs
	}
	res, eprobs := engine.Replay(&ev.Event)
	probs = append(probs, b.Place(eprobs)...)
	if res == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	return &scored{ev: ev, res: res, page: pageTitle(b, ev, res)}, probs
}

func (sc *scored) Write(b *xlsx.Book) error {
	specs := xlsx.Sheets(outputs, sc, sc.page)
	for i := range specs {
		specs[i].Name = sheetName(sc.lang(), specs[i].Name)
		if sc.lang() != lang.English {
			specs[i].DateFormat = sc.lang().DateFormat() // 28 september 2025
		}
	}
	return b.WriteResults(xlsx.Dated(specs, asOfDate(sc.res)))
}

// Summary says what was graded: the list's date and precision, how many
// players and games, how many ranked, and the top of the list, in a
// language.
func (sc *scored) Summary(l lang.Lang) xlsx.Summary {
	ev, res := sc.ev, sc.res
	title := l.T("croquet grading")
	if ev.Title != "" {
		title = ev.Title + ", " + title
	}
	system := fmt.Sprintf("%s, %s", res.Settings.System, res.Settings.Precision)
	switch {
	case res.Settings.Code == engine.GC:
		system = l.T("Golf Croquet, Dynamic Grading")
	case res.Settings.System == engine.DG:
		system = l.T("Dynamic Grading")
	}
	s := xlsx.Summary{Title: l.F("%s as of %s (%s)", title, l.Date(res.AsOf), system)}
	line := l.F("%d players, %d games played", len(res.Standings), len(res.Log))
	if len(res.Log) == 1 {
		line = l.F("%d players, 1 game played", len(res.Standings))
	}
	if res.LeftOut > 0 {
		line += l.F(", %d of other types left out", res.LeftOut)
	}
	if res.NotGraded > 0 {
		line += l.F(", %d handicap, doubles or of the other code not graded", res.NotGraded)
	}
	if n := len(res.NotPlayed); n > 0 {
		line += l.F(", %d dated after As of", n)
	}
	s.Lines = append(s.Lines, line)
	adjusted, changes := 0, 0
	for _, st := range res.Standings {
		if st.ASGA {
			adjusted++
		}
	}
	for _, c := range res.Cards {
		changes += len(c.Changes)
	}
	if adjusted > 0 {
		s.Lines = append(s.Lines, l.F("%d start grades replaced by Automatic Start Grade Adjustment", adjusted))
	}
	if len(res.Cards) > 0 {
		s.Lines = append(s.Lines, l.F("%d handicap cards, %d handicap changes due (Handicaps)", len(res.Cards), changes))
	}
	ranked := 0
	for _, st := range res.Standings {
		if st.Eligible {
			ranked++
		}
	}
	s.Lines = append(s.Lines, l.F("%d ranked (%d or more games in the %d months to %s)", ranked,
		res.Settings.MinimumGames, res.Settings.WindowMonths, l.Date(res.AsOf)))
	for _, st := range res.Standings {
		if !st.Eligible || st.Place.N > topOfRanking {
			break
		}
		index := l.F("  index %4.0f", math.Round(st.Index))
		if res.Settings.System == engine.DG {
			index = ""
		}
		s.Lines = append(s.Lines, l.F("%-4s %-26s grade %4.0f%s  change %s", st.Place, st.Player, math.Round(st.Grade), index, signed(st.Change)))
	}
	return s
}

// signed shows a change as the Ranking sheet's +0;-0;0 format does: +3, -2,
// 0 when unchanged, and +0 or -0 for a move of less than half a point.
func signed(v float64) string {
	if v == 0 {
		return "0"
	}
	return fmt.Sprintf("%+.0f", v)
}
