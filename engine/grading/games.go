package grading

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
)

// gradedGames returns the games that are graded, 26-point Advanced Singles,
// and the checks of the Games sheet's rows: a game of another type is left
// out (a warning), a game dated after Today or a Score that looks mistyped
// is warned about, and games none of which is graded are an error. No games
// at all are not: the players are ranked by their starting values (the
// workbook layer asks for games, as a workbook with an empty Games sheet is
// more likely unfinished than a new list).
func gradedGames(ev *Event) ([]Game, []problem.Problem) {
	var probs []problem.Problem
	var today int64
	if !ev.Today.IsZero() {
		today = dayNumber(ev.Today)
	}
	games := make([]Game, 0, len(ev.Games))
	for _, g := range ev.Games {
		if !Graded(g.Type) {
			probs = append(probs, LeftOut(g.Row, g.Type))
			continue
		}
		if today != 0 && !g.Date.IsZero() && dayNumber(g.Date) > today {
			probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Date", Warning: true,
				Msg:  fmt.Sprintf("date %s is in the future", g.Date.Format("2006-01-02")),
				Hint: "check the year; As of defaults to the latest game"})
		}
		if p, ok := checkScore(g); ok {
			probs = append(probs, p)
		}
		games = append(games, g)
	}
	if len(ev.Games) > 0 && len(games) == 0 {
		probs = append(probs, problem.Problem{Sheet: SheetGames,
			Msg:  fmt.Sprintf("none of the %d games is a 26-point Advanced Singles game", len(ev.Games)),
			Hint: "only 26-point Advanced Singles games are graded; leave Type empty or write AS for them"})
	}
	return games, probs
}

var scoreRE = regexp.MustCompile(`^\s*(\d+)\s*[-–—:]\s*(\d+)\s*(?:\(?[Tt]\)?)?\s*$`)

// parseScore reads a score typed as 26-14 (also 17-12T for a game on time).
func parseScore(s string) (w, l int, ok bool) {
	m := scoreRE.FindStringSubmatch(s)
	if m == nil {
		return 0, 0, false
	}
	w, _ = strconv.Atoi(m[1])
	l, _ = strconv.Atoi(m[2])
	return w, l, true
}

// checkScore warns about a Score that is not what was meant: the loser's
// points first, or a number Excel made of a score it took for a date.
func checkScore(g Game) (problem.Problem, bool) {
	s := strings.TrimSpace(g.Score)
	if s == "" {
		return problem.Problem{}, false
	}
	if w, l, ok := parseScore(s); ok && w < l {
		return problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Score", Warning: true,
			Msg:  fmt.Sprintf("score %s gives the loser more points than the winner", s),
			Hint: "type the winner's points first; if the game went the other way, swap Winner and Loser"}, true
	}
	if n, isNum := setting.Number(s); isNum && n > 26 {
		// 26-3 typed into a cell Excel formats as it likes becomes
		// 26 March: the cell then holds a day number.
		return problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Score", Warning: true,
			Msg:  fmt.Sprintf("score %s is a number, not a croquet score: Excel may have taken a score such as 26-3 for a date", s),
			Hint: "format the Score column as Text and type the score again, such as 26-3"}, true
	}
	return problem.Problem{}, false
}

// unread reports whether any player or game could not be read.
func unread(ev *Event) bool {
	for _, p := range ev.Players {
		if p.Unread {
			return true
		}
	}
	for _, g := range ev.Games {
		if g.Unread {
			return true
		}
	}
	return false
}
