package xlsx

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/scorebook/scorebook/engine/grading"
)

// Grading is a croquet grading workbook as read: the Players, Games and
// Grading sheets in the engine's terms.
type Grading struct {
	Players  []grading.Player
	Games    []grading.Game // the 26-point Advanced Singles games, in sheet order
	Settings grading.Settings
	// Title is the Grading sheet's Title, printed at the top of each page;
	// empty when not given.
	Title string
	// Rows counts the game rows on the Games sheet; LeftOut those left out
	// because they are of another type.
	Rows, LeftOut int
	// Checkable reports whether the Players and Games sheets could be read
	// at all, so that the engine can check every game (even when some cells
	// had errors, which were given placeholder values).
	Checkable bool
	scores    map[int]string // Games row → Score as typed
}

// Score is the Score typed on a row of the Games sheet.
func (g *Grading) Score(row int) string { return g.scores[row] }

var playersColumns = []column{
	{name: "Player", aliases: []string{"Name"}, required: true},
	{name: "Index", required: true},
	{name: "Grade", required: true},
}

var gamesColumns = []column{
	{name: "Date", required: true},
	{name: "Winner", required: true},
	{name: "Loser", required: true},
	{name: "Event", aliases: []string{"Tournament"}},
	{name: "Class"},
	{name: "Score"},
	{name: "Type", aliases: []string{"Game type"}},
}

const (
	gDate = iota
	gWinner
	gLoser
	gEvent
	gClass
	gScore
	gType
)

// today is the date games are checked against (a game in the future is
// probably mistyped); tests fix it.
var today = func() time.Time { return time.Now() }

// ReadGrading reads a grading workbook: the optional Grading sheet, Players
// and Games. It returns every problem it finds in the cells; the engine
// finds the rest (unknown players, a player beating himself) when it replays
// the games, so the caller should replay them whenever Checkable is set and
// report both.
func (b *Book) ReadGrading() (*Grading, []Finding) {
	g := &Grading{Settings: grading.DefaultSettings(), scores: map[int]string{}}
	findings := b.readGradingSettings(g)
	fs, okPlayers := b.readPlayers(g)
	findings = append(findings, fs...)
	fs, okGames := b.readGames(g)
	findings = append(findings, fs...)
	g.Checkable = okPlayers && okGames
	return g, findings
}

// readGradingSettings reads the optional Grading sheet: the engine says
// what the settings mean; the Title is printed.
func (b *Book) readGradingSettings(g *Grading) []Finding {
	values, findings := b.readSettings("Grading")
	g.Title = settingText(values, "Title")
	var probs []grading.Problem
	g.Settings, probs = grading.ParseSettings(values)
	return append(findings, b.Locate(probs)...)
}

func (b *Book) readPlayers(g *Grading) ([]Finding, bool) {
	t, findings := b.readTable("Players", playersColumns)
	if t == nil {
		return findings, false
	}
	for _, r := range t.rows {
		p := grading.Player{Row: r.line, Name: strings.TrimSpace(r.cells[0])}
		for _, c := range []struct {
			col string
			raw string
			dst *float64
		}{{"Index", r.cells[1], &p.Index}, {"Grade", r.cells[2], &p.Grade}} {
			v := strings.TrimSpace(c.raw)
			what := strings.ToLower(c.col)
			switch n, ok := parseNumber(v); {
			case v == "":
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, c.col),
					Msg: fmt.Sprintf("the starting %s of %s is missing", what, nameOr(p.Name)), Hint: "the ranking officer sets each player's starting Index and Grade"})
			case !ok:
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, c.col),
					Msg: fmt.Sprintf("%s %q is not a number", what, v), Hint: "type a number such as 2179"})
			default:
				*c.dst = n
			}
		}
		g.Players = append(g.Players, p)
	}
	if len(t.rows) == 0 {
		findings = append(findings, Finding{Sheet: t.sheet, Msg: "Players lists no players",
			Hint: "type one row per player: Player, and the starting Index and Grade set by the ranking officer"})
	}
	return findings, true
}

func nameOr(name string) string {
	if name == "" {
		return "the player"
	}
	return strconv.Quote(name)
}

// placeholderDate stands in for a date that could not be read, so that the
// engine still checks the rest of the game; nothing is written when it is
// used, because the date is an error.
var placeholderDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

func (b *Book) readGames(g *Grading) ([]Finding, bool) {
	t, findings := b.readTable("Games", gamesColumns)
	if t == nil {
		return findings, false
	}
	now := today()
	midnight := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	for _, r := range t.rows {
		g.Rows++
		if typ := r.cells[gType]; !grading.Graded(typ) {
			g.LeftOut++
			findings = append(findings, b.Locate([]grading.Problem{grading.LeftOut(r.line, typ)})...)
			continue
		}
		game := grading.Game{Row: r.line, Class: 2,
			Winner: strings.TrimSpace(r.cells[gWinner]), Loser: strings.TrimSpace(r.cells[gLoser]),
			Event: strings.TrimSpace(r.cells[gEvent])}
		if d, err := b.parseDate(r.cells[gDate]); err != nil {
			findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Date"), Msg: err.Error(), Hint: hintOf(err)})
			game.Date = placeholderDate
		} else {
			game.Date = d
			if d.After(midnight) {
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Date"), Warning: true,
					Msg:  fmt.Sprintf("date %s is in the future", d.Format("2006-01-02")),
					Hint: "check the year; As of defaults to the latest game"})
			}
		}
		if c := strings.TrimSpace(r.cells[gClass]); c != "" {
			n, ok := parseInt(c)
			if !ok || n < 1 || n > 3 {
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Class"),
					Msg:  fmt.Sprintf("class %q is not 1, 2 or 3", c),
					Hint: "class 1 is for prestigious events, 2 for normal events (the default), 3 for consolation (plate) events"})
			} else {
				game.Class = n
			}
		}
		if s := strings.TrimSpace(r.cells[gScore]); s != "" {
			g.scores[r.line] = s
			if w, l, ok := parseScore(s); ok && w < l {
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Score"), Warning: true,
					Msg:  fmt.Sprintf("score %s gives the loser more points than the winner", s),
					Hint: "type the winner's points first; if the game went the other way, swap Winner and Loser"})
			} else if n, isNum := parseNumber(s); isNum && n > 26 {
				// 26-3 typed into a cell Excel formats as it likes becomes
				// 26 March: the cell then holds a day number.
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Score"), Warning: true,
					Msg:  fmt.Sprintf("score %s is a number, not a croquet score: Excel may have taken a score such as 26-3 for a date", s),
					Hint: "format the Score column as Text and type the score again, such as 26-3"})
			}
		}
		g.Games = append(g.Games, game)
	}
	switch {
	case g.Rows == 0:
		findings = append(findings, Finding{Sheet: t.sheet, Msg: "Games lists no games",
			Hint: "type one row per game: Date, Winner, Loser (and Event, Class, Score, Type when known)"})
	case len(g.Games) == 0:
		findings = append(findings, Finding{Sheet: t.sheet,
			Msg:  fmt.Sprintf("none of the %d games is a 26-point Advanced Singles game", g.Rows),
			Hint: "only 26-point Advanced Singles games are graded; leave Type empty or write AS for them"})
	}
	return findings, true
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

// LocateGrading places the engine's problems (the error Replay returns) on
// their sheets and cells.
func (b *Book) LocateGrading(err error) []Finding { return b.LocateError(err) }
