// Package gradinggen makes croquet grading workbooks from a fixed random
// seed: players with their starting Index and Grade, and a season of games
// typed partly out of date order, some of other types, in classes 1 to 3.
// The sample in samples/ and the tests and benchmarks of the grading run are
// made with it, so that they can be made again exactly.
package gradinggen

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/templates"
)

// Config says what to make.
type Config struct {
	Seed    uint64
	Players int
	Games   int // 26-point Advanced Singles games
	// OtherTypes is how many games of other types (handicap, golf croquet
	// …) are typed in among them; they are left out of the grading.
	OtherTypes int
	Start      time.Time // the first day of play
	Days       int       // the days over which the games are spread
	// Late is the share of games typed in after games played later than
	// them (results that reach the officer late).
	Late float64
	// TextDates types about one date in five as text (2025-06-14,
	// 14/6/2025 or 14.6.2025) rather than as a date.
	TextDates bool
	// Settings of the Grading sheet; empty values keep the defaults.
	Title, AsOf, MinimumGames, WindowMonths, Precision, System string
	// Clubs gives every player a club, and Handicaps most players a
	// current handicap near their grade's (some a step off), drawn from a
	// generator of their own so that the rest of the season is the same.
	Clubs, Handicaps bool
	// Margins types about two scores in five the croquetrecords way, as
	// the winner's margin: +17, +26tp, +3t.
	Margins bool
	// Code is the Grading sheet's Code. GC makes the games Golf Croquet
	// (13-point games, 7-4), every player with a GC start grade, a GC
	// handicap and an index near it, and AC handicaps for most; of them
	// HandicapShare are handicap games, ACGames are Association Croquet
	// games and Doubles are doubles, each named with its partners.
	Code          string
	HandicapShare float64
	ACGames       int
	Doubles       int
	// Entries are the events the Entries sheet enters players in, for
	// scorebook draw: none leaves the sheet empty (every player entered).
	Entries []Entries
}

// Entries enter Players players of the season in Event: the players from
// the Players sheet's row Offset on, in its order (from the top again past
// its end).
type Entries struct {
	Event           string
	Players, Offset int
}

// Player is a row of the Players sheet.
type Player struct {
	Name         string
	Index, Grade float64
	Club         string
	Handicap     string // as typed: 4½, -1, 12; empty when not known
	// GC: the GC start grade, handicap (as typed) and index; zero and
	// empty when not a GC season.
	GCGrade, GCIndex float64
	GCHandicap       string
}

// Game is a row of the Games sheet, as typed and as meant.
type Game struct {
	Date   time.Time // the date of play, midnight UTC
	Event  string
	Class  int // 1, 2 or 3
	Winner string
	Loser  string
	Score  string
	Code   string // as typed: "", AC or GC
	// Winner2 and Loser2 are a doubles game's partners.
	Winner2, Loser2 string
	Type            string // as typed: "" or a spelling of Advanced Singles for a graded game
	Graded          bool   // a 26-point Advanced Singles game
	// DateCell is what the Date cell holds: a time.Time, or text.
	DateCell any
	// ClassCell is what the Class cell holds: nil (class 2), an int or text.
	ClassCell any
}

// Season is a generated workbook: its rows, and the template that writes it.
type Season struct {
	Players  []Player
	Games    []Game // in sheet order
	Template templates.Template
}

var firstNames = []string{"Alice", "Ben", "Clare", "David", "Eleanor", "Frank", "Grace", "Hugh", "Isobel", "James",
	"Kate", "Lionel", "Margaret", "Nigel", "Olive", "Peter", "Quentin", "Rosalind", "Simon", "Teresa",
	"Ursula", "Victor", "Wendy", "Xavier", "Yvonne", "Zachary", "Andrew", "Bridget", "Colin", "Dorothy",
	"Edmund", "Fiona", "Giles", "Harriet", "Ian", "Judith", "Keith", "Lucy", "Martin", "Nora"}

var lastNames = []string{"Ashworth", "Bamford", "Carrington", "Dalby", "Ellison", "Fairbairn", "Godwin", "Hartley",
	"Ingram", "Jessop", "Kingsley", "Lockwood", "Mortimer", "Newbold", "Oakes", "Pembroke", "Quayle", "Radcliffe",
	"Stanhope", "Thornton", "Upton", "Vickers", "Whitfield", "Yardley", "Ainsworth", "Blackburn", "Chadwick",
	"Dunmore", "Everett", "Fotheringham", "Greenwood", "Holloway", "Irvine", "Jarvis", "Kempton", "Lambert",
	"Maddox", "Norcliffe", "Ormerod", "Pickering"}

// events of a season: name and class.
var events = []struct {
	name  string
	class int
}{
	{"Spring Open", 2}, {"Club Championship", 2}, {"Handicap Week Singles", 2}, {"Plate", 3},
	{"Northern Open Championship", 1}, {"Summer League", 2}, {"Consolation Plate", 3}, {"President's Cup", 1},
	{"Autumn Open", 2}, {"Longman Cup", 2}, {"Veterans' Singles", 2}, {"Coronation Plate", 3},
}

// gradedSpellings are the ways an officer types the type of a graded game.
var gradedSpellings = []string{"AS", "Advanced Singles", "26-point AS", "26-point Advanced Singles", "as"}

var otherTypes = []string{"Handicap", "Golf Croquet", "14-point AS", "Doubles"}

// Make makes a season.
func Make(c Config) Season {
	rng := rand.New(rand.NewPCG(c.Seed, 26))
	if c.Days < 1 {
		c.Days = 1
	}
	// Players: a true strength, a starting Index near it and a Grade near
	// the Index; how often each plays.
	ps := make([]Player, c.Players)
	strength := make([]float64, c.Players)
	activity := make([]float64, c.Players)
	total := 0.0
	for i := range ps {
		name := firstNames[i%len(firstNames)] + " " + lastNames[(i*7+i/len(firstNames))%len(lastNames)]
		if i >= len(firstNames)*len(lastNames)/4 {
			name = fmt.Sprintf("%s %d", name, i)
		}
		strength[i] = 1400 + 1100*rng.Float64()
		index := math.Round(strength[i] + rng.NormFloat64()*80)
		grade := math.Round(index + rng.NormFloat64()*40)
		ps[i] = Player{Name: name, Index: index, Grade: grade}
		activity[i] = 0.15 + rng.Float64()
		if rng.IntN(8) == 0 {
			activity[i] = 0.03 // plays rarely: usually not ranked
		}
		total += activity[i]
	}
	pick := func(not int) int {
		for {
			x := rng.Float64() * total
			for i, a := range activity {
				if x < a {
					if i != not {
						return i
					}
					break
				}
				x -= a
			}
		}
	}

	n := c.Games + c.OtherTypes
	games := make([]Game, n)
	other := map[int]bool{}
	for len(other) < c.OtherTypes {
		other[rng.IntN(n)] = true
	}
	for i := range games {
		day := i * c.Days / max(n, 1)
		date := c.Start.AddDate(0, 0, day)
		ev := events[(day/7)%len(events)]
		w := pick(-1)
		l := pick(w)
		// The stronger usually wins: the seed's logistic on true strength.
		if rng.Float64() > 1/(1+math.Pow(10, (strength[l]-strength[w])/500)) {
			w, l = l, w
		}
		g := Game{Date: date, Event: ev.name, Class: ev.class, Winner: ps[w].Name, Loser: ps[l].Name, Graded: !other[i]}
		switch r := rng.IntN(20); {
		case r == 0:
			g.Score = fmt.Sprintf("%d-%dT", 14+rng.IntN(8), rng.IntN(13))
		case r < 18:
			g.Score = fmt.Sprintf("26-%d", rng.IntN(25))
		}
		if other[i] {
			g.Type = otherTypes[rng.IntN(len(otherTypes))]
		} else if rng.IntN(4) == 0 {
			g.Type = gradedSpellings[rng.IntN(len(gradedSpellings))]
		}
		g.DateCell = date
		if c.TextDates {
			switch rng.IntN(10) {
			case 0:
				g.DateCell = date.Format("2006-01-02")
			case 1:
				g.DateCell = date.Format("2/1/2006")
			}
			if rng.IntN(40) == 0 {
				g.DateCell = date.Format("2.1.2006")
			}
		}
		switch {
		case g.Class != 2:
			g.ClassCell = g.Class
		case rng.IntN(5) == 0:
			g.ClassCell = "2"
		}
		games[i] = g
	}
	// Typing order: a share of the results reach the officer late and are
	// typed after games played later.
	key := make([]int, n)
	order := make([]int, n)
	for i := range key {
		order[i] = i
		key[i] = i
		if rng.Float64() < c.Late {
			key[i] += 5 + rng.IntN(max(n/8, 10))
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(key[a], key[b]) })
	typed := make([]Game, n)
	for i, o := range order {
		typed[i] = games[o]
	}
	extras(c, ps, typed)
	if c.Code == "GC" {
		golf(c, ps, typed)
	}
	return Season{Players: ps, Games: typed, Template: template(c, ps, typed)}
}

var clubs = []string{"Ryde", "Nottingham", "Bowdon", "Cheltenham", "Hurlingham", "Southport"}

// extras gives the players their clubs and current handicaps, and types
// scores as margins, from a generator of their own.
func extras(c Config, ps []Player, games []Game) {
	rng := rand.New(rand.NewPCG(c.Seed, 1550))
	for i := range games {
		g := &games[i]
		if !c.Margins || g.Score == "" || rng.IntN(5) >= 2 {
			continue
		}
		var w, l int
		if _, err := fmt.Sscanf(g.Score, "%d-%d", &w, &l); err != nil {
			continue
		}
		finish := ""
		switch {
		case strings.HasSuffix(g.Score, "T"):
			finish = "t"
		case l <= 8 && rng.IntN(3) == 0:
			finish = "tp"
		}
		g.Score = fmt.Sprintf("+%d%s", w-l, finish)
	}
	for i := range ps {
		if c.Clubs {
			ps[i].Club = clubs[rng.IntN(len(clubs))]
		}
		if !c.Handicaps || rng.IntN(6) == 0 {
			continue
		}
		g := ps[i].Grade
		switch rng.IntN(5) {
		case 0:
			g -= 60 // the next handicap up: not yet brought down
		case 1:
			g += 60
		}
		h, ok := grading.Handicap(g)
		if !ok {
			continue
		}
		switch rng.IntN(3) {
		case 0:
			ps[i].Handicap = strconv.FormatFloat(h, 'f', -1, 64) // 4.5
		default:
			ps[i].Handicap = strings.ReplaceAll(grading.FormatHandicap(h), "−", "-") // 4½, -1
		}
	}
}

// golf makes a season Golf Croquet, from a generator of its own: GC
// scores, handicap games, a few AC games and doubles, and each player's GC
// grade, handicap and index.
func golf(c Config, ps []Player, games []Game) {
	rng := rand.New(rand.NewPCG(c.Seed, 13))
	gc := grading.DefaultGCTriggers()
	for i := range ps {
		p := &ps[i]
		p.GCGrade = p.Grade
		p.GCIndex = math.Round(p.Grade + rng.NormFloat64()*40)
		p.GCHandicap = strings.ReplaceAll(grading.FormatHandicap(grading.HandicapOf(gc, p.GCIndex)), "−", "-")
		if h, ok := grading.Handicap(p.Grade); ok && rng.IntN(4) != 0 {
			p.Handicap = strings.ReplaceAll(grading.FormatHandicap(h), "−", "-")
		}
	}
	ac := map[int]bool{}
	for len(ac) < min(c.ACGames, len(games)) {
		ac[rng.IntN(len(games))] = true
	}
	doubles := map[int]bool{}
	for len(doubles) < min(c.Doubles, len(games)-len(ac)) {
		if i := rng.IntN(len(games)); !ac[i] {
			doubles[i] = true
		}
	}
	for i := range games {
		g := &games[i]
		if !g.Graded {
			continue
		}
		if ac[i] {
			continue // an AC game among the GC: its 26-point score stands
		}
		g.Code = "GC"
		if rng.IntN(12) == 0 {
			g.Code = "gc"
		}
		g.Score = fmt.Sprintf("7-%d", rng.IntN(7))
		if rng.Float64() < c.HandicapShare {
			g.Type = "Handicap"
		} else if g.Type != "" {
			g.Type = "Level"
		}
		if doubles[i] {
			for {
				a, b := ps[rng.IntN(len(ps))].Name, ps[rng.IntN(len(ps))].Name
				if a != b && a != g.Winner && a != g.Loser && b != g.Winner && b != g.Loser {
					g.Winner2, g.Loser2 = a, b
					break
				}
			}
		}
	}
}

func template(c Config, ps []Player, games []Game) templates.Template {
	t := templates.Grading()
	for i := range t.Sheets {
		s := &t.Sheets[i]
		switch s.Name {
		case "Grading":
			values := map[string]string{"Title": c.Title, "As of": c.AsOf, "Minimum games": c.MinimumGames,
				"Window months": c.WindowMonths, "Precision": c.Precision, "System": c.System, "Code": c.Code}
			for _, r := range s.Rows {
				if v := values[r.Cells[0].(string)]; v != "" {
					r.Cells[1] = v
				}
			}
		case "Players":
			for _, p := range ps {
				var club, handicap any
				if p.Club != "" {
					club = p.Club
				}
				if p.Handicap != "" {
					handicap = p.Handicap
				}
				cells := []any{p.Name, p.Index, p.Grade, club, handicap}
				if c.Code == "GC" {
					cells = append(cells, nil, p.GCGrade, p.GCHandicap, p.GCIndex)
				}
				s.Rows = append(s.Rows, templates.Row{Cells: cells})
			}
		case "Games":
			for _, g := range games {
				var event, score, typ any
				if g.Event != "" {
					event = g.Event
				}
				if g.Score != "" {
					score = g.Score
				}
				if g.Type != "" {
					typ = g.Type
				}
				cells := []any{g.DateCell, event, g.ClassCell, g.Winner, g.Loser, score, typ}
				if c.Code == "GC" {
					var code, w2, l2 any
					if g.Code != "" {
						code = g.Code
					}
					if g.Winner2 != "" {
						w2, l2 = g.Winner2, g.Loser2
					}
					cells = append(cells, code, w2, l2)
				}
				s.Rows = append(s.Rows, templates.Row{Cells: cells})
			}
		case "Entries":
			for _, e := range c.Entries {
				for i := range min(e.Players, len(ps)) {
					s.Rows = append(s.Rows, templates.Row{Cells: []any{e.Event, ps[(e.Offset+i)%len(ps)].Name}})
				}
			}
		}
	}
	return t
}
