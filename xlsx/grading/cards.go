package grading

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// The Player Cards sheet: a card for every player on Players, ranked or
// not, in order of name, for the officer (or the player) to look a record
// up. A card is a block kept on one printed page when it fits: the
// player's name; a line with their rank, grade (and Index), handicap and
// club; a line saying how many games they have in the window and whether
// that makes them eligible; every game they played up to As of with its
// date, event, opponent, result, score and their Index (under DG their
// grade) before and after; then, in a block of its own, their record
// against each opponent, the most played first.

// cardColumns are the columns of a card's lines.
func cardColumns(l lang.Lang, dg bool) []report.Col {
	cols := []report.Col{report.C(l.T("Date"), dateWidth(l), report.Date), report.C(l.T("Event"), 22, report.Text), report.C(l.T("Opponent"), 22, report.Text),
		report.C(l.T("Result"), 8, report.Code), report.C(l.T("Score"), 8, report.Code)}
	if dg {
		return append(cols, report.C(l.T("Grade before"), 9, report.Whole), report.C(l.T("Grade after"), 9, report.Whole))
	}
	return append(cols, report.C(l.T("Index before"), 9, report.Whole), report.C(l.T("Index after"), 9, report.Whole), report.C(l.T("Grade after"), 9, report.Whole))
}

func cardsSheet(sc *scored, title string) report.Sheet {
	res, l := sc.res, sc.lang()
	dg := sc.dg()
	cols := cardColumns(l, dg)
	header := make([]any, len(cols))
	for i, c := range cols {
		header[i] = c.Header
	}
	order := make([]int, len(res.Standings))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		x, y := res.Standings[a].Player, res.Standings[b].Player
		if c := cmp.Compare(strings.ToLower(x), strings.ToLower(y)); c != 0 {
			return c
		}
		return cmp.Compare(x, y)
	})
	window := l.F("in the %d months to %s", res.Settings.WindowMonths, longDate(l, res.AsOf))
	if res.AsOf.IsZero() {
		window = l.T("in the window")
	}
	blocks := func(emit func(report.Block) error) error {
		for _, i := range order {
			for _, bl := range card(l, res, &res.Standings[i], dg, header, window) {
				if err := emit(bl); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return report.Sheet{Title: title, Cols: cols, Blocks: blocks, Lang: l}
}

// card is one player's card: a block of their games, and one of their
// head-to-head records, each kept on a page of its own when it fits.
func card(l lang.Lang, res *engine.Result, s *engine.Standing, dg bool, header []any, window string) []report.Block {
	lines := []report.Line{{Kind: report.Heading, Cells: []any{s.Player}}, {Kind: report.Note, Cells: []any{standingNote(l, s, dg)}}}
	games := l.T("games")
	if s.Games == 1 {
		games = l.T("game")
	}
	verdict := l.F("eligible, %d needed", res.Settings.MinimumGames)
	if !s.Eligible {
		verdict = l.F("not eligible, %d needed", res.Settings.MinimumGames)
	}
	eligible := fmt.Sprintf("%d %s %s: %s", s.Games, games, window, verdict)
	if s.Played > s.Games {
		eligible += "; " + l.F("%d played in all", s.Played)
	}
	lines = append(lines, report.Line{Kind: report.Note, Cells: []any{eligible}}, report.Line{Kind: report.Header, Cells: header})

	// figures are a line's Index before and after and Grade after (under
	// DG the grade before and after).
	figures := func(indexBefore, indexAfter, gradeBefore, gradeAfter any) []any {
		if dg {
			return []any{gradeBefore, gradeAfter}
		}
		return []any{indexBefore, indexAfter, gradeAfter}
	}
	start := append([]any{nil, l.T("Start"), nil, nil, nil}, figures(nil, s.StartIndex, nil, s.StartGrade)...)
	lines = append(lines, report.Line{Kind: report.Body, Cells: start})

	type record struct {
		opponent  string
		won, lost int
	}
	var records []record
	byOpponent := map[string]int{}
	index, grade := s.StartIndex, s.StartGrade
	for _, p := range s.History {
		g := res.Log[p.Log]
		won := g.Loser != s.Player
		opponent, result, score := g.Loser, l.T("Won"), g.Score
		if !won {
			opponent, result, score = g.Winner, l.T("Lost"), engine.LoserScore(g.Score)
		}
		cells := append([]any{p.Date, text(g.Event), opponent, result, text(score)}, figures(index, p.Index, grade, p.Grade)...)
		lines = append(lines, report.Line{Kind: report.Body, Cells: cells})
		index, grade = p.Index, p.Grade

		r, ok := byOpponent[opponent]
		if !ok {
			r = len(records)
			byOpponent[opponent] = r
			records = append(records, record{opponent: opponent})
		}
		if won {
			records[r].won++
		} else {
			records[r].lost++
		}
	}
	if len(records) > 0 {
		// Head-to-head: the most played opponent first, then by name.
		slices.SortStableFunc(records, func(a, b record) int {
			if c := cmp.Compare(b.won+b.lost, a.won+a.lost); c != 0 {
				return c
			}
			return cmp.Compare(strings.ToLower(a.opponent), strings.ToLower(b.opponent))
		})
		h2h := []report.Line{{Kind: report.Note, Cells: []any{l.F("%s: head-to-head", s.Player)}},
			{Kind: report.Header, Cells: []any{nil, nil, l.T("Opponent"), l.T("Won"), l.T("Lost")}}}
		for _, r := range records {
			h2h = append(h2h, report.Line{Kind: report.Body, Cells: []any{nil, nil, r.opponent, r.won, r.lost}})
		}
		h2h = append(h2h, report.Line{Kind: report.Gap})
		return []report.Block{{Lines: append(lines, report.Line{Kind: report.Gap}), Key: "player " + s.Player}, {Lines: h2h}}
	}
	return []report.Block{{Lines: append(lines, report.Line{Kind: report.Gap}), Key: "player " + s.Player}}
}

// standingNote is the line under a card's name: rank, grade, Index,
// handicap (and the one on Players when it differs) and club.
func standingNote(l lang.Lang, s *engine.Standing, dg bool) string {
	var parts []string
	if s.Eligible {
		parts = append(parts, l.F("rank %s", s.Place.String()))
	} else {
		parts = append(parts, l.T("not ranked"))
	}
	// Whole numbers: the same in every language's decimals.
	parts = append(parts, l.F("grade %.0f", math.Round(s.Grade))) // halves away from zero, as the sheets show them
	if !dg {
		parts = append(parts, l.F("index %.0f", math.Round(s.Index)))
	}
	if s.HasHandicap {
		h := l.F("handicap %s", engine.FormatHandicap(s.Handicap))
		if c := handicapCheck(l, *s); c != nil {
			h += " (" + c.(string) + ")"
		}
		parts = append(parts, h)
	}
	if s.Club != "" {
		parts = append(parts, s.Club)
	}
	return strings.Join(parts, " · ")
}
