package grading

import (
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// EventCode is the code an event is drawn at, and the Type its drawn games
// carry. games are the Games rows, played and drawn, in any order; event is
// the event's name (as its rows' Event says it, in any case). The code is
// want when hasWant (draw's --code), else the code of the event's rows
// (Game.GameCode), else AC. Type is the event's rows' one Type, when all
// say the same non-empty one, else empty. It is an error for the event's
// rows to be of two codes (placed at the later code's first row), and for
// want to contradict the code its rows are of (placed at their first row).
func EventCode(games []Game, event string, want Code, hasWant bool) (Code, string, []problem.Problem) {
	rows := slices.Clone(games)
	slices.SortFunc(rows, func(a, b Game) int { return a.Row - b.Row })
	first := map[Code]int{} // the first row of each code
	var types []string
	for _, g := range rows {
		if !strings.EqualFold(strings.TrimSpace(g.Event), strings.TrimSpace(event)) {
			continue
		}
		c := g.GameCode()
		if first[c] == 0 {
			first[c] = g.Row
		}
		types = append(types, strings.TrimSpace(g.Type))
	}
	code := AC
	switch {
	case first[AC] > 0 && first[GC] > 0:
		row := max(first[AC], first[GC])
		return AC, "", []problem.Problem{problem.Problem{Sheet: SheetGames, Row: row, Column: "Code"}.
			Says("the games of %s are of two codes: AC on row %d, GC on row %d", event, first[AC], first[GC]).
			Hinting("an event is played at one code: correct the odd game's Code, or give its event another name")}
	case first[GC] > 0:
		code = GC
	}
	if hasWant && first[want] == 0 && first[code] > 0 {
		return code, "", []problem.Problem{problem.Problem{Sheet: SheetGames, Row: first[code], Column: "Code"}.
			Says("%s is played at %s (its games say so), not %s", event, code.String(), want.String()).
			Hinting("draw it with --code %s, or give the new event another name", code.String())}
	}
	if hasWant {
		code = want
	}
	typ := ""
	if len(types) > 0 && types[0] != "" && !slices.ContainsFunc(types, func(s string) bool { return !strings.EqualFold(s, types[0]) }) {
		typ = types[0]
	}
	return code, typ, nil
}
