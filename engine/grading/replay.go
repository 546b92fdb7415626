package grading

import (
	"github.com/scorebook/scorebook/internal/lang"

	"cmp"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/rank"
)

// A Player is a row of the Players sheet: the starting Index and Grade set by
// the ranking officer. They may be fractional if the officer typed them so.
type Player struct {
	Row   int // source row number, for problems
	Name  string
	Index float64 // not used by DG
	Grade float64
	// HasGrade says that the Grade cell was given (an AC start grade): a
	// Golf Croquet workbook may leave it empty.
	HasGrade bool
	// Club is the optional Club column, carried to the Ranking.
	Club string
	// Handicap is the player's current handicap (the optional Handicap
	// column), when HasHandicap: the Ranking checks it against the grade.
	Handicap    float64
	HasHandicap bool
	// GCGrade is the starting Golf Croquet grade (the GC Grade column),
	// when HasGCGrade: the start grade of the GC grading.
	GCGrade    float64
	HasGCGrade bool
	// GCHandicap is the player's Golf Croquet handicap (GC Handicap), when
	// HasGCHandicap.
	GCHandicap    float64
	HasGCHandicap bool
	// HandicapIndex and GCHandicapIndex are the player's AHS indices, AC
	// and GC (Handicap Index, GC Handicap Index), when HasHandicapIndex and
	// HasGCHandicapIndex; without one the AHS starts the player at the
	// trigger point of their handicap.
	HandicapIndex, GCHandicapIndex       float64
	HasHandicapIndex, HasGCHandicapIndex bool
	// Unread says that the Index or Grade could not be read (the reader
	// has said why): the player's games are checked, but nothing is
	// replayed.
	Unread bool
}

// A Game is a row of the Games sheet, in sheet order. Only 26-point Advanced
// Singles games are graded (see Graded); the others are left out.
type Game struct {
	Row    int       // source row number, for problems and the Grading Log
	Date   time.Time // only the calendar date counts
	Event  string    // free text, copied to the Grading Log
	Class  int       // 1, 2 or 3; the workbook layer puts 2 for an empty cell
	Winner string
	Loser  string
	Type   string // as typed; empty for a level game (see ParseType)
	Score  string // as typed (26-14), copied to the Grading Log
	// Code is AC (an empty Code cell) or GC.
	Code Code
	// Winner2 and Loser2 are the partners of a doubles game (the Winner 2
	// and Loser 2 columns); empty for a singles game.
	Winner2, Loser2 string
	// Unread says that a cell of the game (its date or class) could not
	// be read (the reader has said why): the game is checked as far as its
	// other cells allow, and nothing is replayed.
	Unread bool
}

// Event is a grading workbook as read: the Grading sheet's settings, the
// Players and every row of the Games sheet.
type Event struct {
	Settings Settings
	Players  []Player
	Games    []Game
	// Today is the date games are checked against: a game dated after it
	// is probably mistyped. The zero time checks nothing.
	Today time.Time
	// Cell names a cell of the Games sheet, such as G12 for the Type of
	// row 12, in a message that lists several cells; nil names rows.
	Cell func(row int, column string) string
}

// Settings are the values of the Grading sheet.
type Settings struct {
	// Language is what players read the lists in and the officer the
	// messages.
	Language lang.Lang
	// AsOf is the date of the ranking list; games after it are not played.
	// The zero time means the date of the latest game.
	AsOf time.Time
	// MinimumGames is how many games in the window make a player eligible.
	MinimumGames int
	// WindowMonths is the length of the window ending at AsOf, in months.
	WindowMonths int
	// System is Index/Grade or DG.
	System System
	// Code is the code the Ranking grades, AC or GC: games of the other
	// code are left out of it.
	Code Code
	// Precision is Official (unrounded) or Table (whole-number
	// adjustments), for the Index/Grade system.
	Precision Precision
	// DG holds the constants of Dynamic Grading.
	DG DGConstants
	// GC holds the constants of the Golf Croquet grading, used when Code
	// is GC (which is graded by DG).
	GC GCConstants
	// AHS holds the constants of the Automatic Handicapping System.
	AHS AHSConstants
}

// DefaultSettings returns the settings used when the Grading sheet is absent
// or leaves a setting empty: As of the latest game, Minimum games 10, Window
// months 12, System Index/Grade, Precision Official, and the DG constants of
// "Improved Dynamic Grading".
func DefaultSettings() Settings {
	return Settings{MinimumGames: 10, WindowMonths: 12, System: IndexGrade, Precision: Official, DG: DefaultDG(), GC: DefaultGC(), AHS: DefaultAHS()}
}

// A LogLine is one row of the Grading Log: a game as it was played, with the
// Index and Grade of both players after it. Under DG, the Index is the
// grade too, and D is the difference of grades before the game.
type LogLine struct {
	Row         int       // the game's row on the Games sheet
	Date        time.Time // midnight UTC of the game's date
	Event       string
	Class       int
	Winner      string
	Loser       string
	Score       string
	D           float64 // winner's Index − loser's Index before the game
	Adjustment  float64 // added to the winner's Index, taken from the loser's
	WinnerIndex float64
	WinnerGrade float64
	LoserIndex  float64
	LoserGrade  float64
	// Under DG: the loser's win probability before the game, each
	// player's modulator, and each player's change of grade (the winner's
	// WinnerM × LPW, the loser's −LoserM × LPW).
	LPW                       float64
	WinnerM, LoserM           float64
	WinnerChange, LoserChange float64
}

// A Point is a player's Index and Grade after one of their games.
type Point struct {
	Date  time.Time // midnight UTC of the game's date
	Log   int       // the game's position in Result.Log
	Index float64
	Grade float64
}

// A Standing is one player's line of the Ranking, with their history.
type Standing struct {
	// Place is the rank: 1, 2, 3= …; the zero Place (no rank) when the
	// player is not eligible.
	Place  rank.Place
	Player string
	Row    int // the player's row on the Players sheet
	Club   string
	Grade  float64
	Index  float64 // under DG, the grade
	// Games counts the player's games in the window ending at As of.
	Games int
	// Played counts all the player's games up to As of.
	Played   int
	Eligible bool
	// Change is the Grade now less the Grade at Result.ChangeSince.
	Change float64
	// StartIndex and StartGrade are the values on the Players sheet (the
	// GC Grade under the GC grading), or the start grade Automatic Start
	// Grade Adjustment gave the player, when ASGA, GivenGrade being the
	// one on the Players sheet.
	StartIndex float64
	StartGrade float64
	ASGA       bool
	GivenGrade float64
	// Handicap is the Association Croquet handicap of the Grade (see
	// Handicap), when HasHandicap; Current is the player's handicap on the
	// Players sheet, when HasCurrent.
	Handicap    float64
	HasHandicap bool
	Current     float64
	HasCurrent  bool
	// History holds the Index and Grade after each of the player's games,
	// in play order.
	History []Point
}

// A Result is everything the workbook layer prints after a run.
type Result struct {
	// Settings are the settings used, with AsOf filled in.
	Settings Settings
	// AsOf is midnight UTC of the As of date; the zero time when there are
	// no games and none was set.
	AsOf time.Time
	// WindowStart is AsOf less WindowMonths: games dated after it (and not
	// after AsOf) count towards eligibility.
	WindowStart time.Time
	// ChangeSince is AsOf less one month: Change is measured from the Grade
	// after all games dated on or before it.
	ChangeSince time.Time
	// Log has one line per game played, in play order.
	Log []LogLine
	// LeftOut counts the games of the Games sheet left out for their type.
	LeftOut int
	// NotGraded counts the other games the grading leaves out: those of
	// the other code, handicap games and doubles.
	NotGraded int
	// HasClubs and HasHandicaps say that some player has a Club, or a
	// current Handicap, on the Players sheet.
	HasClubs, HasHandicaps bool
	// NotPlayed holds the games dated after AsOf, in date order, as given.
	NotPlayed []Game
	// Cards are the AHS cards, AC then GC, each code's in the order of
	// Players, of the codes any player has a handicap or index in.
	Cards []Card
	// Standings holds every player: the eligible ones in rank order, then
	// the others ordered the same way (Grade rounded, highest first, then
	// name) without a rank.
	Standings []Standing
}

// day returns midnight UTC of t's calendar date (in t's own location).
func day(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// dayNumber numbers the days: one more for each following day.
func dayNumber(t time.Time) int64 { return day(t).Unix() / 86400 }

// Replay plays every graded game from the players' starting values and
// returns the Ranking, the Grading Log and each player's history, with every
// problem found: errors and warnings together, in the order of the sheets.
// When any is an error, or a row could not be read, it returns no Result.
func Replay(ev *Event) (*Result, []problem.Problem) {
	s := ev.Settings
	if s.Code == GC {
		s.System = DG // the WCF grades Golf Croquet by Dynamic Grading
	}
	players := ev.Players
	games, probs := gradedGames(ev)
	probs = checkSettings(probs, s)
	byName, probs := checkPlayers(probs, players)
	winner := make([]int32, len(games))
	loser := make([]int32, len(games))
	probs = checkGames(probs, games, byName, winner, loser, s.System)
	// The games the grading leaves out but the handicaps take (handicap
	// games, the other code's, doubles) are checked the same way, and a
	// doubles game's partners must be on Players too.
	others := ungraded(ev)
	probs = checkGames(probs, others, byName, make([]int32, len(others)), make([]int32, len(others)), s.System)
	probs = checkPartners(probs, others, byName)
	if problem.HasErrors(probs) || unread(ev) {
		return nil, probs
	}

	// Play order: by date, games of one date in the order given.
	keys := make([]int64, len(games))
	order := make([]int32, len(games))
	for i := range games {
		keys[i] = dayNumber(games[i].Date)
		order[i] = int32(i)
	}
	byDate := func(a, b int32) int { return cmp.Compare(keys[a], keys[b]) }
	if !slices.IsSortedFunc(order, byDate) {
		slices.SortStableFunc(order, byDate)
	}

	r := &Result{Settings: s}
	for _, g := range ev.Games {
		if ParseType(g.Type) == OtherType {
			r.LeftOut++
		}
	}
	r.NotGraded = len(ev.Games) - len(games) - r.LeftOut
	if s.AsOf.IsZero() && len(games) > 0 {
		r.AsOf = day(games[order[len(order)-1]].Date)
	} else if !s.AsOf.IsZero() {
		r.AsOf = day(s.AsOf)
	}
	r.Settings.AsOf = r.AsOf
	r.WindowStart = r.AsOf.AddDate(0, -s.WindowMonths, 0)
	r.ChangeSince = r.AsOf.AddDate(0, -1, 0)
	asOf, windowStart, changeSince := dayNumber(r.AsOf), dayNumber(r.WindowStart), dayNumber(r.ChangeSince)

	played, _ := slices.BinarySearchFunc(order, asOf+1, func(g int32, k int64) int { return cmp.Compare(keys[g], k) })
	for _, g := range order[played:] {
		r.NotPlayed = append(r.NotPlayed, games[g])
	}
	order = order[:played]

	start := make([]float64, len(players))
	for i, p := range players {
		start[i] = p.Grade
		if s.Code == GC {
			start[i] = p.GCGrade
		}
	}
	var hprobs []problem.Problem
	ahsAsOf := int64(math.MaxInt64) // the handicaps take every game on the sheet
	if !s.AsOf.IsZero() {
		ahsAsOf = asOf // unless the list is of a date
	}
	r.Cards, hprobs = handicaps(ev, byName, ahsAsOf, s.AHS)
	probs = append(probs, hprobs...)
	play(r, s, players, games, order, keys, winner, loser, start, windowStart, changeSince)
	if s.Code == GC && s.GC.ASGAGames > 0 {
		// Automatic Start Grade Adjustment: a final run from the adjusted
		// start grades.
		if adjusted, ok := asga(r, s.GC, players, start); ok {
			play(r, s, players, games, order, keys, winner, loser, adjusted, windowStart, changeSince)
			for i := range r.Standings {
				st := &r.Standings[i]
				j := rowIndex(players, st.Row)
				if adjusted[j] != start[j] {
					st.ASGA, st.GivenGrade = true, start[j]
				}
			}
		}
	}
	return r, probs
}

// play replays the games in order from the start grades (and the
// Players' starting Index), filling r's Log and Standings.
func play(r *Result, s Settings, players []Player, games []Game, order []int32, keys []int64, winner, loser []int32,
	start []float64, windowStart, changeSince int64) {
	var gcTable []Trigger // the GC handicaps of the grades, under GC
	if s.Code == GC {
		gcTable, _ = ParseTriggers(s.AHS.GC)
	}
	n := len(players)
	names := make([]string, n)
	index := make([]float64, n)
	grade := make([]float64, n)
	count := make([]int, n)  // games played
	window := make([]int, n) // games in the window
	for i, p := range players {
		names[i] = strings.TrimSpace(p.Name)
		index[i], grade[i] = p.Index, start[i]
		if s.System == DG {
			index[i] = start[i] // one figure: the grade
		}
	}
	for _, g := range order {
		count[winner[g]]++
		count[loser[g]]++
	}
	st := make([]Standing, n)
	points := make([]Point, 2*len(order))
	for i, p := range players {
		st[i] = Standing{
			Player: names[i], Row: p.Row, Played: count[i], Club: strings.TrimSpace(p.Club),
			StartIndex: index[i], StartGrade: start[i],
			Current: p.Handicap, HasCurrent: p.HasHandicap,
			History: points[:0:count[i]],
		}
		points = points[count[i]:]
		r.HasClubs = r.HasClubs || st[i].Club != ""
		if s.Code == GC {
			st[i].Current, st[i].HasCurrent = p.GCHandicap, p.HasGCHandicap
		}
		r.HasHandicaps = r.HasHandicaps || st[i].HasCurrent
	}

	var recent *recentGrades // DG: each player's latest grades
	if s.System == DG {
		recent = newRecentGrades(n, s.DG.SDWindow, grade)
	}
	dgPlayed := make([]int, n) // DG: games played so far
	var before []float64       // grades at ChangeSince
	r.Log = make([]LogLine, len(order))
	for li, g := range order {
		k := keys[g]
		if before == nil && k > changeSince {
			before = slices.Clone(grade)
		}
		w, l := winner[g], loser[g]
		if k > windowStart {
			window[w]++
			window[l]++
		}
		game := &games[g]
		line := &r.Log[li]
		if s.System == DG {
			// Improved Dynamic Grading: the loser's win probability,
			// each player's own modulator.
			d := grade[w] - grade[l]
			lpw := WinProbability(grade[l], grade[w])
			mw := s.DG.Modulator(dgPlayed[w], recent.values(int(w)))
			ml := s.DG.Modulator(dgPlayed[l], recent.values(int(l)))
			wgt := 1.0 // DG applies no class factor; the GC grading weighs the event
			if s.Code == GC {
				wgt = s.GC.Weight[game.Class-1]
			}
			mw, ml = wgt*mw, wgt*ml
			grade[w] += mw * lpw
			grade[l] -= ml * lpw
			index[w], index[l] = grade[w], grade[l]
			recent.add(int(w), grade[w])
			recent.add(int(l), grade[l])
			dgPlayed[w]++
			dgPlayed[l]++
			*line = LogLine{D: d, LPW: lpw, WinnerM: mw, LoserM: ml, WinnerChange: mw * lpw, LoserChange: -ml * lpw}
		} else {
			d := index[w] - index[l]
			a := Adjustment(d, game.Class, s.Precision)
			index[w] += a
			index[l] -= a
			grade[w] = NewGrade(grade[w], index[w])
			grade[l] = NewGrade(grade[l], index[l])
			*line = LogLine{D: d, Adjustment: a}
		}
		date := time.Unix(k*86400, 0).UTC()
		line.Row, line.Date, line.Event, line.Class = game.Row, date, game.Event, game.Class
		line.Winner, line.Loser, line.Score = names[w], names[l], ShownScore(game.Score)
		line.WinnerIndex, line.WinnerGrade = index[w], grade[w]
		line.LoserIndex, line.LoserGrade = index[l], grade[l]
		st[w].History = append(st[w].History, Point{Date: date, Log: li, Index: index[w], Grade: grade[w]})
		st[l].History = append(st[l].History, Point{Date: date, Log: li, Index: index[l], Grade: grade[l]})
	}
	if before == nil {
		before = grade
	}

	for i := range st {
		st[i].Grade, st[i].Index = grade[i], index[i]
		st[i].Games = window[i]
		st[i].Eligible = window[i] >= s.MinimumGames
		if s.Code == GC && grade[i] < s.GC.MinimumGrade {
			st[i].Eligible = false
		}
		st[i].Change = grade[i] - before[i]
		st[i].Handicap, st[i].HasHandicap = Handicap(grade[i])
		if gcTable != nil {
			// The GC handicap of the grade: the 2016 index scale is the
			// grade's at the top ("your CGS grade becomes your new Index").
			st[i].Handicap, st[i].HasHandicap = HandicapOf(gcTable, math.Round(grade[i])), true
		}
	}
	rankStandings(st)
	r.Standings = st
}

// rowIndex is the position on Players of the player on a row.
func rowIndex(players []Player, row int) int {
	for i, p := range players {
		if p.Row == row {
			return i
		}
	}
	return 0
}

// rankStandings orders the standings, the eligible players first, and gives
// them their places: by Grade, equal when rounded to whole numbers, tied
// players listed by name.
func rankStandings(st []Standing) {
	lower := make(map[string]string, len(st))
	for _, s := range st {
		lower[s.Player] = strings.ToLower(s.Player)
	}
	places := rank.Rank(st, rank.By[Standing]{
		List: func(s Standing) int {
			if s.Eligible {
				return 0
			}
			return 1
		},
		Key: func(s Standing) int64 { return rank.Whole(s.Grade) },
		Tie: func(a, b Standing) int {
			if c := strings.Compare(lower[a.Player], lower[b.Player]); c != 0 {
				return c
			}
			return strings.Compare(a.Player, b.Player)
		},
	})
	for i := range st {
		if st[i].Eligible {
			st[i].Place = places[i]
		}
	}
}

func checkSettings(probs []problem.Problem, s Settings) []problem.Problem {
	if s.MinimumGames < 0 {
		probs = append(probs, problem.Problem{Sheet: SheetGrading, Column: "Minimum games",
			Hint: "write a whole number such as 10"}.
			Says("minimum games %d is negative", s.MinimumGames))
	}
	if s.WindowMonths < 1 {
		probs = append(probs, problem.Problem{Sheet: SheetGrading, Column: "Window months",
			Hint: "the window is at least 1 month; the usual window is 12"}.
			Says("window of %d months is too short", s.WindowMonths))
	}
	if s.Precision != Official && s.Precision != Table {
		probs = append(probs, problem.Problem{Sheet: SheetGrading, Column: "Precision",
			Hint: "precision is Official or Table"}.
			Says("unknown precision %d", int(s.Precision)))
	}
	if s.System != IndexGrade && s.System != DG {
		probs = append(probs, problem.Problem{Sheet: SheetGrading, Column: "System",
			Hint: "the system is Index/Grade or DG"}.
			Says("unknown system %d", int(s.System)))
	}
	if s.System == DG && (s.DG.SDWindow < 1 || s.DG.StartGames < 0) {
		probs = append(probs, problem.Problem{Sheet: SheetGrading, Column: "DG SD window",
			Hint: "the SD window is at least 1 grade; the defaults are 35 and 34"}.
			Says("DG SD window of %d grades and %d start games cannot give a modulator", s.DG.SDWindow, s.DG.StartGames))
	}
	return probs
}

func checkPlayers(probs []problem.Problem, players []Player) (map[string]int32, []problem.Problem) {
	byName := make(map[string]int32, len(players))
	for i, p := range players {
		name := strings.TrimSpace(p.Name)
		if name == "" {
			probs = append(probs, problem.Problem{Sheet: SheetPlayers, Row: p.Row, Column: "Player",
				Msg: "player name is missing", Hint: "type the player's name"})
		} else if first, dup := byName[name]; dup {
			probs = append(probs, problem.Problem{Sheet: SheetPlayers, Row: p.Row, Column: "Player"}.Says("player %q is listed twice", name).Hinting("first listed in row %d", players[first].Row))
		} else {
			byName[name] = int32(i)
		}
		if math.IsNaN(p.Index) || math.IsInf(p.Index, 0) {
			probs = append(probs, problem.Problem{Sheet: SheetPlayers, Row: p.Row, Column: "Index",
				Hint: "type a number such as 2179"}.Says("index %v is not a number", p.Index))
		}
		if math.IsNaN(p.Grade) || math.IsInf(p.Grade, 0) {
			probs = append(probs, problem.Problem{Sheet: SheetPlayers, Row: p.Row, Column: "Grade",
				Hint: "type a number such as 2179"}.Says("grade %v is not a number", p.Grade))
		}
	}
	return byName, probs
}

// checkGames checks every game and fills winner and loser with the players'
// positions.
func checkGames(probs []problem.Problem, games []Game, byName map[string]int32, winner, loser []int32, system System) []problem.Problem {
	var names *nameFinder // built on first need
	lookup := func(g *Game, column, name string) int32 {
		name = strings.TrimSpace(name)
		if name == "" {
			p := problem.Problem{Sheet: SheetGames, Row: g.Row, Column: column, Msg: "winner is missing", Hint: "type the player's name as it is in Players"}
			if column == "Loser" {
				p = problem.Problem{Sheet: SheetGames, Row: g.Row, Column: column, Msg: "loser is missing", Hint: "type the player's name as it is in Players"}
			}
			probs = append(probs, p)
			return -1
		}
		if i, ok := byName[name]; ok {
			return i
		}
		if names == nil {
			names = newNameFinder(byName)
		}
		p := problem.Problem{Sheet: SheetGames, Row: g.Row, Column: column}.Says("unknown player %q", name)
		switch near := names.nearest(name); {
		case len(near) > 0:
			p = didYouMean(p, near)
		case system == DG:
			p = p.Hinting("if this is a new player, add them to Players with the starting Grade you give them")
		default:
			p = p.Hinting("if this is a new player, add them to Players with the starting Index and Grade you give them")
		}
		probs = append(probs, p)
		return -1
	}
	for i := range games {
		g := &games[i]
		if g.Date.IsZero() && !g.Unread {
			probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Date",
				Msg: "date is missing", Hint: "type the date the game was played, such as 2026-03-14"})
		}
		winner[i] = lookup(g, "Winner", g.Winner)
		loser[i] = lookup(g, "Loser", g.Loser)
		if winner[i] >= 0 && winner[i] == loser[i] {
			probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Loser",
				Hint: "a player cannot beat himself; check the Winner and Loser columns"}.
				Says("%q is both winner and loser", strings.TrimSpace(g.Winner)))
		}
		if !validClass(g.Class) {
			probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Class",
				Hint: "class 1 is for prestigious events, 2 for normal events, 3 for consolation (plate) events"}.
				Says("class %d is not 1, 2 or 3", g.Class))
		}
	}
	return probs
}

// foldName is a name as the eye reads it: lower case, with any run of
// spaces (a no-break space too) as one space.
func foldName(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " ")) // Fields splits at no-break spaces too
}

// asga is Automatic Start Grade Adjustment after a run: for each player
// with at least c.ASGAGames games, the Performance Grade of their first
// N games (the mean of their opponents' grades before each game, and the
// fraction won) against their grade after the Nth; where the two differ by
// more than c.ASGAThreshold the start grade becomes the Performance
// Grade. ok says that some start grade changed.
func asga(r *Result, c GCConstants, players []Player, start []float64) (adjusted []float64, ok bool) {
	adjusted = slices.Clone(start)
	n := c.ASGAGames
	for _, st := range r.Standings {
		if len(st.History) < n {
			continue
		}
		sum, wins := 0.0, 0
		for _, pt := range st.History[:n] {
			line := &r.Log[pt.Log]
			if line.Winner == st.Player {
				wins++
				sum += line.LoserGrade - line.LoserChange
			} else {
				sum += line.WinnerGrade - line.WinnerChange
			}
		}
		pg := PerformanceGrade(sum/float64(n), wins, n)
		if math.Abs(pg-st.History[n-1].Grade) > c.ASGAThreshold {
			adjusted[rowIndex(players, st.Row)] = pg
			ok = true
		}
	}
	return adjusted, ok
}

// ungraded are the games of a type the handicaps take (level or handicap)
// that the grading leaves out: handicap games, the other code's and
// doubles.
func ungraded(ev *Event) []Game {
	var out []Game
	for _, g := range ev.Games {
		if ParseType(g.Type) == OtherType || g.Unread {
			continue
		}
		if g.GameCode() != ev.Settings.Code || ParseType(g.Type) == HandicapPlay || g.Winner2 != "" || g.Loser2 != "" {
			out = append(out, g)
		}
	}
	return out
}

// checkPartners checks a doubles game's partners: each on Players, and
// none of the four named twice.
func checkPartners(probs []problem.Problem, games []Game, byName map[string]int32) []problem.Problem {
	for _, g := range games {
		names := map[string]bool{strings.TrimSpace(g.Winner): true, strings.TrimSpace(g.Loser): true}
		for _, c := range []struct{ column, name string }{{"Winner 2", g.Winner2}, {"Loser 2", g.Loser2}} {
			name := strings.TrimSpace(c.name)
			if name == "" {
				continue
			}
			if _, ok := byName[name]; !ok {
				probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: c.column,
					Hint: "type the player's name as it is in Players"}.Says("unknown player %q", name))
			} else if names[name] {
				probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: c.column,
					Hint: "a doubles game has four players: check Winner, Winner 2, Loser and Loser 2"}.
					Says("%q is named twice in one game", name))
			}
			names[name] = true
		}
	}
	return probs
}
