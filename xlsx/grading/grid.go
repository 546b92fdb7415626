package grading

import (
	"fmt"
	"slices"
	"strings"

	draw "github.com/scorebook/scorebook/engine/croquetdraw"
	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// The Results Grid sheet: for each event drawn (the Draw sheet), its
// results as a tournament shows them. Blocks each as a cross table, a
// player a line: against each other player of the block the margin of
// their game (+12 won by 12, -12 lost by 12; + or - alone when the Score
// gives none; empty while unplayed), then games won and played. A Swiss as
// its standings: won and played. A knockout as its bracket: the first
// column the draw in seed order, (1) Ann Abbot, each next column the
// winners of the round before, each with their margin, the last the
// champion.

// SheetResultsGrid is the grid's sheet.
var SheetResultsGrid = lang.Key("Results Grid")

// hasGrid says whether the workbook has drawn events to show.
func hasGrid(sc *scored) bool { return len(sc.ev.draws) > 0 }

// gridColumns are enough for the widest table: a block's players (the
// name, one column for each, won and played) or a bracket's rounds.
func gridColumns(sc *scored) int {
	n := 3
	for _, e := range gridEvents(sc.ev) {
		switch e.format {
		case FormatBlocks:
			for _, players := range e.blocks {
				n = max(n, len(players)+3)
			}
		case FormatKnockout:
			size := 1
			for size < len(knockoutSeeds(e.rows)) {
				size *= 2
			}
			rounds := 0
			for s := size; s > 1; s /= 2 {
				rounds++
			}
			n = max(n, rounds+1)
		}
	}
	return n
}

// gridEvent is one drawn event: its name and format as the Draw sheet
// gives them, its Draw rows and, for blocks, each block's players in seed
// order.
type gridEvent struct {
	name, format string
	rows         []drawRow
	blocks       [][]string
}

// gridEvents are the drawn events, in the order the Draw sheet first
// names them.
func gridEvents(ev *Event) []gridEvent {
	var out []gridEvent
	at := map[string]int{}
	for _, d := range ev.draws {
		k := strings.ToLower(d.Event)
		i, ok := at[k]
		if !ok {
			i = len(out)
			at[k] = i
			out = append(out, gridEvent{name: d.Event, format: d.Format})
		}
		out[i].rows = append(out[i].rows, d)
	}
	for i := range out {
		e := &out[i]
		if e.format != FormatBlocks {
			continue
		}
		seeds := map[int]map[string]int{} // block → player → seed
		for _, d := range e.rows {
			if seeds[d.Block] == nil {
				seeds[d.Block] = map[string]int{}
			}
			seeds[d.Block][d.Player] = d.Seed
			if !d.Bye {
				seeds[d.Block][d.Opp] = d.OppSeed
			}
		}
		var numbers []int
		for b := range seeds {
			numbers = append(numbers, b)
		}
		slices.Sort(numbers)
		for _, b := range numbers {
			var players []string
			for p := range seeds[b] {
				players = append(players, p)
			}
			slices.SortFunc(players, func(x, y string) int {
				if c := seeds[b][x] - seeds[b][y]; c != 0 {
					return c
				}
				return strings.Compare(x, y)
			})
			e.blocks = append(e.blocks, players)
		}
	}
	return out
}

// played is an event's game between two players: who won, and the
// winner's margin.
type played struct {
	winner, margin string
}

// eventResults are the played games of an event, by pair of players: its
// rows on Games (the drawn ones not yet played are not among them), of any
// type, as the draw counts them.
func eventResults(ev *Event, name string) map[[2]string]played {
	out := map[[2]string]played{}
	for _, g := range ev.Games {
		if !strings.EqualFold(strings.TrimSpace(g.Event), name) {
			continue
		}
		m, _ := engine.Margin(g.Score)
		out[pairOf(g.Winner, g.Loser)] = played{winner: g.Winner, margin: m}
	}
	return out
}

func pairOf(a, b string) [2]string {
	a, b = strings.ToLower(a), strings.ToLower(b)
	if a > b {
		a, b = b, a
	}
	return [2]string{a, b}
}

// cross is a cell of a block's cross table: the row player's result
// against the column player's.
func cross(res map[[2]string]played, row, col string) any {
	g, ok := res[pairOf(row, col)]
	if !ok {
		return nil
	}
	won := strings.EqualFold(g.winner, row)
	switch {
	case g.margin == "" && won:
		return "+"
	case g.margin == "":
		return "-"
	case won:
		return g.margin
	}
	return "-" + strings.TrimPrefix(g.margin, "+")
}

func gridSheet(sc *scored, title string) report.Sheet {
	l := sc.lang()
	n := gridColumns(sc)
	cols := []report.Col{report.C(l.T("Player"), 24, report.Text)}
	for i := 1; i < n; i++ {
		cols = append(cols, report.C("", 14, report.Code))
	}
	blocks := func(emit func(report.Block) error) error {
		for _, e := range gridEvents(sc.ev) {
			for _, bl := range eventGrid(l, sc.ev, e, n) {
				if err := emit(bl); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return report.Sheet{Title: title, Cols: cols, Blocks: blocks}
}

// eventGrid is one event's blocks of the grid.
func eventGrid(l lang.Lang, ev *Event, e gridEvent, n int) []report.Block {
	res := eventResults(ev, e.name)
	heading := report.Line{Kind: report.Heading, Cells: []any{e.name + " — " + l.T(e.format)}}
	line := func(kind report.LineKind, cells ...any) report.Line {
		return report.Line{Kind: kind, Cells: append(cells, make([]any, max(0, n-len(cells)))...)[:n]}
	}
	var out []report.Block
	switch e.format {
	case FormatBlocks:
		for i, players := range e.blocks {
			lines := []report.Line{line(report.Note, l.F("Block %d", i+1))}
			header := []any{l.T("Player")}
			for k := range players {
				header = append(header, k+1)
			}
			lines = append(lines, line(report.Header, append(header, l.T("Won"), l.T("Played"))...))
			for k, p := range players {
				cells := []any{fmt.Sprintf("%d %s", k+1, p)}
				won, games := 0, 0
				for j, q := range players {
					if j == k {
						cells = append(cells, "×")
						continue
					}
					c := cross(res, p, q)
					cells = append(cells, c)
					if c != nil {
						games++
						if s, _ := c.(string); strings.HasPrefix(s, "+") {
							won++
						}
					}
				}
				lines = append(lines, line(report.Body, append(cells, won, games)...))
			}
			if i == 0 {
				lines = append([]report.Line{heading}, lines...)
			}
			out = append(out, report.Block{Lines: lines})
		}
	case FormatSwiss:
		type standing struct {
			player     string
			won, games int
		}
		var st []standing
		at := map[string]int{}
		add := func(p string) int {
			k := strings.ToLower(p)
			if i, ok := at[k]; ok {
				return i
			}
			at[k] = len(st)
			st = append(st, standing{player: p})
			return len(st) - 1
		}
		for _, d := range e.rows {
			add(d.Player)
			if !d.Bye {
				add(d.Opp)
			}
		}
		for pair, g := range res {
			for _, p := range pair {
				if i, ok := at[p]; ok {
					st[i].games++
					if strings.EqualFold(g.winner, st[i].player) {
						st[i].won++
					}
				}
			}
		}
		slices.SortStableFunc(st, func(a, b standing) int { return b.won - a.won })
		lines := []report.Line{heading, line(report.Header, l.T("Player"), l.T("Won"), l.T("Played"))}
		for _, s := range st {
			lines = append(lines, line(report.Body, s.player, s.won, s.games))
		}
		out = append(out, report.Block{Lines: lines})
	case FormatKnockout:
		var games []draw.Game
		for pair, g := range res {
			loser := pair[0]
			if strings.EqualFold(loser, g.winner) {
				loser = pair[1]
			}
			games = append(games, draw.Game{A: g.winner, B: loser, Winner: g.winner})
		}
		br, p := draw.Knockout(knockoutSeeds(e.rows), games)
		if p != nil {
			out = append(out, report.Block{Lines: []report.Line{heading, line(report.Note, p.Part().String())}})
			break
		}
		lines := []report.Line{heading}
		header := []any{l.T("Draw")}
		for r := range br.Rounds {
			header = append(header, l.F("Round %d", r+1))
		}
		lines = append(lines, line(report.Header, header...))
		grid := make([][]any, br.Size)
		for i := range grid {
			grid[i] = make([]any, len(br.Rounds)+1)
		}
		for k, m := range br.Rounds[0] {
			grid[2*k][0] = fmt.Sprintf("(%d) %s", m.SeedA, m.A)
			grid[2*k+1][0] = l.T("bye")
			if !m.Bye {
				grid[2*k+1][0] = fmt.Sprintf("(%d) %s", m.SeedB, m.B)
			}
		}
		for r, round := range br.Rounds {
			step := 1 << (r + 1)
			for j, m := range round {
				if m.Winner == "" {
					continue
				}
				cell := m.Winner
				if g, ok := res[pairOf(m.A, m.B)]; ok && g.margin != "" {
					cell += " " + g.margin
				}
				grid[j*step+(step-1)/2][r+1] = cell
			}
		}
		for _, row := range grid {
			lines = append(lines, line(report.Body, row...))
		}
		out = append(out, report.Block{Lines: lines})
	}
	if len(out) > 0 {
		out[len(out)-1].Lines = append(out[len(out)-1].Lines, line(report.Gap))
	}
	return out
}
