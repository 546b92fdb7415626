package grading

import (
	"math"
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
//
// Only level singles of the code graded (Settings.Code) are graded: games
// of the other code and handicap games are left out without a word (the
// handicaps take them), and a doubles game with a warning at its Winner 2
// cell, as neither the WCF's grading nor the CA's grades doubles.
func gradedGames(ev *Event) ([]Game, []problem.Problem) {
	var probs []problem.Problem
	var today int64
	if !ev.Today.IsZero() {
		today = dayNumber(ev.Today)
	}
	games := make([]Game, 0, len(ev.Games))
	var leftOut []leftOutType // by type, in the order of the sheet
	leftOutIndex := map[string]int{}
	for _, g := range ev.Games {
		if ParseType(g.Type) == OtherType {
			k := setting.Key(g.Type)
			i, ok := leftOutIndex[k]
			if !ok {
				i = len(leftOut)
				leftOutIndex[k] = i
				leftOut = append(leftOut, leftOutType{typ: strings.TrimSpace(g.Type)})
			}
			leftOut[i].rows = append(leftOut[i].rows, g.Row)
			continue
		}
		if g.GameCode() != ev.Settings.Code || ParseType(g.Type) == HandicapPlay {
			continue
		}
		if g.Winner2 != "" || g.Loser2 != "" {
			probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Winner 2", Warning: true,
				Hint: "the WCF's grading and the CA's Automatic Handicapping System count singles only; the game stays on the Games sheet"}.
				Says("a doubles game is neither graded nor handicapped: left out of the %s grading and handicap cards", ev.Settings.Code))
			continue
		}
		if today != 0 && !g.Date.IsZero() && dayNumber(g.Date) > today {
			probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Date", Warning: true,
				Hint: "check the year; As of defaults to the latest game"}.
				Says("date %s is in the future", g.Date.Format("2006-01-02")))
		}
		if p, ok := checkScore(g); ok {
			probs = append(probs, p)
		}
		games = append(games, g)
	}
	for _, t := range leftOut {
		p := LeftOut(t.typ, t.rows, ev.Cell)
		if ev.Settings.Code == GC {
			p = p.Hinting("only level singles are graded; leave Type empty or write Level for a level game")
		}
		probs = append(probs, p)
	}
	handicapped := 0 // games the handicaps take: level or handicap, of either code
	for _, g := range ev.Games {
		if ParseType(g.Type) != OtherType {
			handicapped++
		}
	}
	switch {
	case len(ev.Games) == 0 || handicapped > 0:
	case ev.Settings.Code == GC && len(ev.Games) == 1:
		probs = append(probs, problem.Problem{Sheet: SheetGames}.
			Says("the one game is not a level or handicap game").
			Hinting("leave Type empty or write Level for a level game, Handicap for a handicap game"))
	case ev.Settings.Code == GC:
		probs = append(probs, problem.Problem{Sheet: SheetGames}.
			Says("none of the %d games is a level or handicap game", len(ev.Games)).
			Hinting("leave Type empty or write Level for a level game, Handicap for a handicap game"))
	case len(ev.Games) == 1:
		probs = append(probs, problem.Problem{Sheet: SheetGames,
			Hint: "only 26-point Advanced Singles games are graded; leave Type empty or write AS for them"}.
			Says("the one game is not a 26-point Advanced Singles game"))
	default:
		probs = append(probs, problem.Problem{Sheet: SheetGames,
			Hint: "only 26-point Advanced Singles games are graded; leave Type empty or write AS for them"}.
			Says("none of the %d games is a 26-point Advanced Singles game", len(ev.Games)))
	}
	return games, probs
}

// leftOutType is the games of one type left out: the type as first typed,
// and the games' rows.
type leftOutType struct {
	typ  string
	rows []int
}

// maxListed is how many cells a message lists before "…".
const maxListed = 10

// LeftOut is the one warning for the games of a type that is not graded,
// listing their Type cells as cell names them (Games!G3, G9, …), or their
// rows when cell is nil.
func LeftOut(gameType string, rows []int, cell func(row int, column string) string) problem.Problem {
	var b strings.Builder
	for i, r := range rows {
		if i == maxListed {
			b.WriteString(", …")
			break
		}
		switch {
		case i > 0:
			b.WriteString(", ")
		case cell != nil:
			b.WriteString(SheetGames + "!")
		}
		if c := ""; cell != nil {
			if c = cell(r, "Type"); c != "" {
				b.WriteString(c)
				continue
			}
		}
		b.WriteString(strconv.Itoa(r))
	}
	p := problem.Problem{Sheet: SheetGames, Warning: true,
		Hint: "only 26-point Advanced Singles games are graded; leave Type empty or write AS for a 26-point Advanced Singles game"}
	switch {
	case cell != nil && len(rows) == 1:
		return p.Says("1 game of type %q left out: %s", gameType, b.String())
	case cell != nil:
		return p.Says("%d games of type %q left out: %s", len(rows), gameType, b.String())
	case len(rows) == 1:
		return p.Says("1 game of type %q left out: row %s", gameType, b.String())
	}
	return p.Says("%d games of type %q left out: rows %s", len(rows), gameType, b.String())
}

// A score's finish, after its points: how the game ended, as croquet
// results write it (croquetrecords.com, Oxford Croquet's list of
// abbreviations): tp a triple peel, tpo one on the opponent, otp the
// loser's, qp quadruple, qnp quintuple, sxp sextuple, 3p to 8p, s
// straight; then t, (t) or ot for a game won on time.
const finish = `(?:o?s?(?:tp|qp|qnp|sxp|spp|octp|[3-8]p)o?)?(?:\(t\)|ot|t)?`

var (
	// scoreRE is a score given as both players' points: 26-14, 17-12T,
	// 26-0tp.
	scoreRE = regexp.MustCompile(`(?i)^\s*(\d+)\s*[-−–—:]\s*(\d+)\s*(` + finish + `)\s*$`)
	// marginRE is a score given the croquetrecords way, as the margin of
	// the first-named player: +26tp, -17, +3(t).
	marginRE = regexp.MustCompile(`(?i)^\s*([+\-−–])\s*(\d+)\s*([a-z()]*)\s*$`)
	finishRE = regexp.MustCompile(`(?i)^` + finish + `$`)
)

// parseScore reads a score typed as 26-14 (also 17-12T for a game on time,
// 26-0tp with a triple peel).
func parseScore(s string) (w, l int, ok bool) {
	m := scoreRE.FindStringSubmatch(s)
	if m == nil {
		return 0, 0, false
	}
	w, _ = strconv.Atoi(m[1])
	l, _ = strconv.Atoi(m[2])
	return w, l, true
}

// parseMargin reads a score typed the croquetrecords way: the first-named
// player's margin with its sign, and how the game ended (+26tp, -17, +3t).
// ok is false for any other text, and finishOK false for an ending it does
// not know.
func parseMargin(s string) (margin int, finishOK, ok bool) {
	m := marginRE.FindStringSubmatch(s)
	if m == nil {
		return 0, false, false
	}
	n, err := strconv.Atoi(m[2])
	if err != nil {
		return 0, false, false
	}
	if m[1] != "+" {
		n = -n
	}
	return n, finishRE.MatchString(m[3]), true
}

// LoserScore is a game's score as its loser's record shows it: the points
// the other way round (26-14 → 14-26, 17-12T → 12-17T), a margin with the
// other sign (+26tp → -26tp). A score it cannot read is shown as typed.
func LoserScore(score string) string {
	if m := scoreRE.FindStringSubmatch(score); m != nil {
		return m[2] + "-" + m[1] + m[3]
	}
	if m := marginRE.FindStringSubmatch(score); m != nil {
		sign := "-"
		if m[1] != "+" {
			sign = "+"
		}
		return sign + m[2] + m[3]
	}
	return score
}

// checkScore reads a game's Score as far as it must to say when it is not
// what was meant, and never passes over one it cannot read:
//   - 26-14: a warning when the loser's points are the higher;
//   - +26tp, the croquetrecords way (the margin of the first-named player,
//     here the Winner): understood when the sign says the Winner won, by 1
//     to 26; an error when it says the Winner lost, or gives no margin a
//     26-point game can have;
//   - a number: 1 to 26 is a margin typed +17 that the spreadsheet made a
//     number; more than 26 a score such as 26-3 it took for a date;
//   - anything else: a warning that it is copied as typed.
func checkScore(g Game) (problem.Problem, bool) {
	s := strings.Join(strings.Fields(g.Score), " ") // one line in a message
	if s == "" {
		return problem.Problem{}, false
	}
	refuse := problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Score"}
	warn := refuse
	warn.Warning = true
	if w, l, ok := parseScore(s); ok {
		if w < l {
			return warn.Says("score %s gives the loser more points than the winner", s).
				Hinting("type the winner's points first; if the game went the other way, swap Winner and Loser"), true
		}
		return problem.Problem{}, false
	}
	if n, finishOK, ok := parseMargin(s); ok {
		return checkMargin(s, n, finishOK, g, refuse, warn)
	}
	if n, isNum := setting.Number(s); isNum {
		switch {
		case n > 26:
			// 26-3 typed into a cell Excel formats as it likes becomes
			// 26 March: the cell then holds a day number.
			return warn.Says("score %s is a number, not a croquet score: Excel may have taken a score such as 26-3 for a date", s).
				Hinting("format the Score column as Text and type the score again, such as 26-3"), true
		case n == math.Trunc(n):
			// +17 typed into a General cell is kept as the number 17.
			return checkMargin(s, int(n), true, g, refuse, warn)
		}
	}
	return warn.Says("score %q is not a croquet score scorebook can read: it is copied to the log as typed", s).
		Hinting("type the points, such as 26-14 (17-12T for a game won on time), or the winner's margin, such as +12 or +26tp"), true
}

// ShownScore is a Score as the Grading Log shows it: as typed, but for a
// margin that the spreadsheet made a number (+17 typed into a General cell
// is kept as 17), which is shown with its sign again, +17.
func ShownScore(s string) string {
	t := strings.TrimSpace(s)
	t = strings.TrimSuffix(t, ".0") // a number cell read back as 17.0
	if t == "" || len(t) > 2 || strings.Trim(t, "0123456789") != "" {
		return s // not a number, quickly: no error made for every game
	}
	if n, _ := strconv.Atoi(t); n >= 1 && n <= 26 {
		return "+" + strconv.Itoa(n)
	}
	return s
}

// oneLine is a name as one line: its words with one space between them.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// checkMargin checks a score given as the Winner's margin n.
func checkMargin(s string, n int, finishOK bool, g Game, refuse, warn problem.Problem) (problem.Problem, bool) {
	abs := n
	if abs < 0 {
		abs = -abs
	}
	switch {
	case abs < 1 || abs > 26:
		return refuse.Says("score %s is no margin of a 26-point game, which is won by 1 to 26 points", s).
			Hinting("type the winner's margin, such as +12 or +26tp, or the points, such as 26-14"), true
	case n < 0:
		return refuse.Says("score %s says the Winner lost: a score such as -26tp is the margin of the first-named player, and Winner is named first", s).
			Hinting("if %s won, type +%s; if %s won, swap Winner and Loser",
				oneLine(g.Winner), strings.TrimLeft(s, "-−– "), oneLine(g.Loser)), true
	case !finishOK:
		return warn.Says("score %s: the end of the game after %d is not one scorebook knows; it is copied to the log as typed", s, abs).
			Hinting("write tp for a triple peel, tpo on the opponent, otp the loser's, qp, sxp, and t for a game won on time, such as +26tp or +3t"), true
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
