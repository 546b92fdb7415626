package grading

import (
	"github.com/scorebook/scorebook/internal/lang"
	"slices"
	"strconv"
	"strings"
	"time"

	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/xlsx"
)

// Event is a croquet grading workbook as read: the Grading, Players and
// Games sheets in the engine's terms.
type Event struct {
	engine.Event
	// Title is the Grading sheet's Title, printed at the top of each page;
	// empty when not given.
	Title string
	// Drawn are the Games rows a draw wrote (scorebook draw) that have no
	// Date and no Score yet: games drawn and not yet played, not graded.
	Drawn []engine.Game
	// draws are the Draw sheet's rows, every event's draw so far, and
	// drawSheet the sheet's name ("" when there is none).
	draws     []drawRow
	drawSheet string
	// games is the Games sheet as read: which columns a draw can fill.
	games *xlsx.Table
}

const (
	pPlayer = iota
	pIndex
	pGrade
	pClub
	pHandicap
	pGCGrade
	pGCHandicap
	pHandicapIndex
	pGCHandicapIndex
)

const (
	gDate = iota
	gWinner
	gLoser
	gEvent
	gClass
	gScore
	gType
	gCode
	gWinner2
	gLoser2
)

// today is the date games are checked against (a game in the future is
// probably mistyped); tests fix it.
var today = func() time.Time { return time.Now() }

// Read reads a grading workbook: the optional Grading sheet, Players and
// Games, each cell converted to what the engine takes. It returns the
// problems of the cells it could not convert, placed at their cells, and no
// event when the Players or Games sheet could not be read at all.
func Read(b *xlsx.Book) (*Event, []problem.Problem) {
	ev := &Event{}
	now := today()
	ev.Today = time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	values, probs := b.ReadSettings(engine.SheetGrading)
	ev.Title = xlsx.SettingText(values, "Title")
	set, sp := engine.ParseSettings(values)
	probs = append(probs, b.Place(sp)...)
	ev.Settings = set
	b.SetLanguage(ev.Settings.Language)
	var fs []problem.Problem
	ev.draws, ev.drawSheet, fs = readDrawSheet(b)
	probs = append(probs, fs...)
	playersOK, fs := readPlayers(b, ev)
	probs = append(probs, fs...)
	gamesOK, fs := readGames(b, ev)
	probs = append(probs, fs...)
	if !playersOK || !gamesOK {
		return nil, probs
	}
	return ev, probs
}

func readPlayers(b *xlsx.Book, ev *Event) (bool, []problem.Problem) {
	dg := ev.Settings.System == engine.DG
	gc := ev.Settings.Code == engine.GC
	cols := playersColumns
	if dg || gc {
		cols = slices.Clone(playersColumns)
		cols[pIndex].Required = false // DG has only the grade
		if gc {
			cols[pGrade].Required = false
			cols[pGCGrade].Required = true
		}
	}
	t, probs := b.ReadTable(engine.SheetPlayers, cols)
	if t == nil {
		return false, probs
	}
	for _, r := range t.Rows {
		p := engine.Player{Row: r.Line, Name: strings.TrimSpace(r.Cells[pPlayer]), Club: strings.TrimSpace(r.Cells[pClub])}
		// The start values of the code graded must be there; the others
		// may be left empty.
		numbers := []struct {
			col      string
			raw      string
			dst      *float64
			has      *bool
			required bool
		}{
			{"Index", r.Cells[pIndex], &p.Index, nil, !dg && !gc},
			{"Grade", r.Cells[pGrade], &p.Grade, &p.HasGrade, !gc},
			{"GC Grade", r.Cells[pGCGrade], &p.GCGrade, &p.HasGCGrade, gc},
			{"Handicap Index", r.Cells[pHandicapIndex], &p.HandicapIndex, &p.HasHandicapIndex, false},
			{"GC Handicap Index", r.Cells[pGCHandicapIndex], &p.GCHandicapIndex, &p.HasGCHandicapIndex, false},
		}
		for _, c := range numbers {
			v := strings.TrimSpace(c.raw)
			what := strings.ToLower(c.col)
			switch n, ok := setting.Number(v); {
			case v == "" && c.required:
				hint := lang.Key("the ranking officer sets each player's starting Index and Grade")
				switch {
				case gc:
					hint = lang.Key("the ranking officer sets each player's starting GC Grade")
				case dg:
					hint = lang.Key("the ranking officer sets each player's starting Grade")
				}
				probs = append(probs, t.Problem(r.Line, c.col, hint, "the starting %s of %s is missing", what, nameOr(p.Name)))
				p.Unread = true
			case v == "":
			case !ok:
				probs = append(probs, t.Problem(r.Line, c.col, "type a number such as 2179", "%s %q is not a number", what, v))
				p.Unread = true
			default:
				*c.dst = n
				if c.has != nil {
					*c.has = true
				}
			}
		}
		handicaps := []struct {
			col string
			raw string
			dst *float64
			has *bool
		}{
			{"Handicap", r.Cells[pHandicap], &p.Handicap, &p.HasHandicap},
			{"GC Handicap", r.Cells[pGCHandicap], &p.GCHandicap, &p.HasGCHandicap},
		}
		for _, c := range handicaps {
			v := strings.TrimSpace(c.raw)
			if v == "" {
				continue
			}
			if h, ok := engine.ParseHandicap(v); ok {
				*c.dst, *c.has = h, true
				continue
			}
			// The player is then handicapped from their index, or not at
			// all: the run goes on.
			pr := t.Problem(r.Line, c.col, "type a whole or half number, such as 4, 4½ or -1½",
				"handicap %q is not a handicap; it is not checked", v)
			if c.col == "GC Handicap" {
				pr = t.Problem(r.Line, c.col, "type a whole or half number, such as 4, 4½ or -1½",
					"the GC handicap %q is not a handicap; it is not checked", v)
			}
			pr.Warning = true
			probs = append(probs, pr)
		}
		ev.Players = append(ev.Players, p)
	}
	if len(t.Rows) == 0 {
		hint := lang.Key("type one row per player: Player, and the starting Index and Grade set by the ranking officer")
		switch {
		case gc:
			hint = lang.Key("type one row per player: Player, and the starting GC Grade set by the ranking officer")
		case dg:
			hint = lang.Key("type one row per player: Player, and the starting Grade set by the ranking officer")
		}
		probs = append(probs, problem.New(hint, "Players lists no players").At(t.Sheet, 0, ""))
	}
	return true, probs
}

func nameOr(name string) string {
	if name == "" {
		return "the player"
	}
	return strconv.Quote(name)
}

func readGames(b *xlsx.Book, ev *Event) (bool, []problem.Problem) {
	t, probs := b.ReadTable(engine.SheetGames, gamesColumns)
	if t == nil {
		return false, probs
	}
	ev.Cell = t.Cell
	ev.games = t
	drawn := drawnPairs(ev.draws)
	for _, r := range t.Rows {
		game := engine.Game{Row: r.Line, Class: 2,
			Winner: strings.TrimSpace(r.Cells[gWinner]), Loser: strings.TrimSpace(r.Cells[gLoser]),
			Winner2: strings.TrimSpace(r.Cells[gWinner2]), Loser2: strings.TrimSpace(r.Cells[gLoser2]),
			Event: strings.TrimSpace(r.Cells[gEvent]), Type: r.Cells[gType], Score: strings.TrimSpace(r.Cells[gScore])}
		if strings.TrimSpace(r.Cells[gDate]) == "" && game.Score == "" && drawn[drawnKey(game.Event, game.Winner, game.Loser)] {
			game.Code, _ = engine.ParseCode(r.Cells[gCode]) // the draw wrote it
			ev.Drawn = append(ev.Drawn, game)               // drawn, not yet played
			continue
		}
		if engine.ParseType(game.Type) == engine.OtherType {
			ev.Games = append(ev.Games, game) // left out by the engine, unread
			continue
		}
		if c, ok := engine.ParseCode(r.Cells[gCode]); ok {
			game.Code = c
		} else {
			probs = append(probs, t.Problem(r.Line, "Code", "write AC for Association Croquet or GC for Golf Croquet; empty is AC",
				"code %q is not AC or GC", strings.TrimSpace(r.Cells[gCode])))
			game.Unread = true
		}
		if d, err := b.ParseDate(r.Cells[gDate]); err != nil {
			probs = append(probs, t.Parsed(r.Line, "Date", err))
			game.Unread = true
		} else {
			game.Date = d
		}
		if c := strings.TrimSpace(r.Cells[gClass]); c != "" {
			n, ok := xlsx.ParseInt(c)
			if !ok || n < 1 || n > 3 {
				probs = append(probs, t.Problem(r.Line, "Class",
					"class 1 is for prestigious events, 2 for normal events (the default), 3 for consolation (plate) events",
					"class %q is not 1, 2 or 3", c))
				game.Unread = true
			} else {
				game.Class = n
			}
		}
		switch {
		case game.Winner2 != "" && game.Loser2 == "":
			probs = append(probs, t.Problem(r.Line, "Loser 2", "a doubles game names two players a side: Winner and Winner 2 beat Loser and Loser 2",
				"the winners are a doubles side, but Loser 2 is empty"))
			game.Unread = true
		case game.Winner2 == "" && game.Loser2 != "":
			probs = append(probs, t.Problem(r.Line, "Winner 2", "a doubles game names two players a side: Winner and Winner 2 beat Loser and Loser 2",
				"the losers are a doubles side, but Winner 2 is empty"))
			game.Unread = true
		}
		ev.Games = append(ev.Games, game)
	}
	if n := len(ev.Drawn); n > 0 {
		p := problem.Problem{Sheet: t.Sheet, Warning: true,
			Hint: "type each game's Date when it is played, with the winner under Winner (swap the two names if the second won)"}
		if n == 1 {
			p = p.Says("1 game drawn and not yet played (no Date): not graded")
		} else {
			p = p.Says("%d games drawn and not yet played (no Date): not graded", n)
		}
		probs = append(probs, p)
	}
	if len(t.Rows) == 0 {
		probs = append(probs, problem.Problem{Sheet: t.Sheet, Msg: "Games lists no games",
			Hint: "type one row per game: Date, Winner, Loser (and Event, Class, Score, Type when known)"})
	}
	return true, probs
}
