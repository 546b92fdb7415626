package grading

import (
	"cmp"
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/scorebook/scorebook/engine/problem"
)

// The Automatic Handicapping System (AHS) of the Croquet Association
// (Croquet England), for Association and Golf Croquet alike, each code on
// a card of its own:
//
//   - every qualifying game (a singles game, level or handicap, of the
//     code: "Doubles, friendly games within a club, ad-hoc games and
//     abandoned games are specifically excluded", croquet.org.uk, "The
//     Automatic Handicap System for Golf Croquet"; one-ball and short
//     croquet too, "Handicap Guidelines: Automatic Changes to Handicaps")
//     moves both players' index: the winner gains what the loser loses;
//   - a handicap game is worth 10 points ("For handicap play, it will
//     always be +10 or -10", croquet.org.uk, "Completing the Handicap
//     Card"); a level game by the points-exchange table on the handicap
//     difference: "a high handicap player beating a low handicap (better)
//     player will gain between 11 and 19 points, whereas if they lose they
//     will only lose between 1 and 9 points" (Scottish Croquet
//     Association, "Automatic Handicap Systems"); scorebook reads the
//     table as one point for each whole handicap of difference, 10 + d for
//     the higher handicap's win and 10 − d for the lower's, kept within 19
//     and 1 (the card's table itself is not in the stored copies: each
//     constant is a setting);
//   - each handicap has a trigger point; when "at the end of a day's play
//     your index is at or past the trigger point for the next handicap
//     number up or down, your handicap will automatically change", and
//     "if you just get past the trigger point ... and then you start
//     losing games, you don't go back ... until you have lost enough games
//     to take you to or past the trigger point" for the old handicap
//     (Scottish Croquet Association); Bowdon Croquet Club's guide to the AC
//     card: start at 850 (24), "900 is the trigger point for a handicap of
//     22 ... You would have to go all the way back down to 850 before your
//     handicap became 24 again". The change is made at the end of the
//     event (the AHS Changes setting, End of event, the default: the last
//     day of the games of one Event on the Games sheet closes it; a game
//     with no Event is an event of its own day) or of each day (End of
//     day); an index that crossed a trigger and came back before then
//     changes nothing.
//
// A player's starting index is their Handicap Index (GC Handicap Index)
// on Players; without one, the trigger point of their handicap ("When a
// player's handicap is altered outside the AHS, their index is reset to
// the trigger point corresponding to that handicap", Handicap Guidelines).
// Without a handicap, it is the handicap of the index: the one whose
// trigger point is the highest at or below it.

// Trigger is a row of a trigger-point table: a handicap and its trigger
// point.
type Trigger struct {
	Handicap float64
	Index    float64
}

// DefaultACTriggers is Association Croquet's trigger table: 24 at 850,
// then 50 points a step (22 at 900, 20 at 950, … 12 at 1150, 11 at 1200
// … 5 at 1500, 4½ at 1550 … 0 at 2000), −½ at 2100, −1 2250, −1½ 2400
// and −2 2600 (the grade table of handicap.go: croquetamerica.com's table,
// and croquet.org.uk's "find the handicap whose trigger point is the first
// one below that value ... a grade of 1930 would have a handicap of 1,
// 1900 being the first trigger point below 1930").
func DefaultACTriggers() []Trigger {
	t := make([]Trigger, 0, len(handicapTriggers))
	for i := len(handicapTriggers) - 1; i >= 0; i-- {
		t = append(t, Trigger{Handicap: handicapTriggers[i].handicap, Index: handicapTriggers[i].grade})
	}
	return t
}

// DefaultGCTriggers is Golf Croquet's trigger table since 2016. Published
// in the stored copies: 16 at 1000, 14 1050, 12 1100, 11 1150, 10 1200, 9
// 1250, 8 1300 and 7 1350 (the initial handicaps and indices of Croquet
// England's Three-Times-Round test, Table 3, as Colchester Croquet Club
// quotes it), and 2 at 1800 (Croquet North West, "Changes for 2016": "add
// 1200 to your Index and if 1800 or above, handicap becomes 2"); 6 at 1400
// and 5 at 1500 follow from its conversions (an old 6 gained 1000, an old
// 5 1050, both keeping their handicap), 3 at 1750 from "4 or 3 – add
// 1200" keeping both. The rest are scorebook's reading, to be checked
// against the CA's card: 20 at 900 and 18 at 950 (50 a step, as 16 to
// 14), 4 at 1600, and 100 a step from 1 at 1900 to −6 at 2600 (the range
// −6 to 20 is the 2016 system's). The GC trigger points setting replaces
// the whole table.
func DefaultGCTriggers() []Trigger {
	t := []Trigger{{20, 900}, {18, 950}, {16, 1000}, {14, 1050}, {12, 1100}, {11, 1150}, {10, 1200}, {9, 1250},
		{8, 1300}, {7, 1350}, {6, 1400}, {5, 1500}, {4, 1600}, {3, 1750}, {2, 1800}}
	for h, i := 1.0, 1900.0; h >= -6; h, i = h-1, i+100 {
		t = append(t, Trigger{h, i})
	}
	return t
}

// ChangeAt says when the AHS changes a handicap.
type ChangeAt int

const (
	// EventEnd changes handicaps at the end of each event: after the last
	// day of its games.
	EventEnd ChangeAt = iota
	// DayEnd changes them at the end of each day's play.
	DayEnd
)

// changeAtChoices are the spellings of each ChangeAt, the sheet's first.
var changeAtChoices = [][]string{
	{lang.Key("End of event"), "Event", "Event end", "Tournament"},
	{lang.Key("End of day"), "Day", "Day end", "Daily"},
}

// AHSConstants are the Automatic Handicapping System's constants.
type AHSConstants struct {
	// HandicapPoints is what a handicap game is worth (10).
	HandicapPoints float64
	// LevelPerHandicap is what each whole handicap of difference adds to
	// (for a win by the higher handicap) or takes from (by the lower) 10 in
	// a level game.
	LevelPerHandicap float64
	// LevelBase is a level game between equal handicaps (10); LevelMost
	// and LevelLeast bound a level game's points (19 and 1).
	LevelBase, LevelMost, LevelLeast float64
	// ChangeAt is when handicaps change.
	ChangeAt ChangeAt
	// AC and GC are the trigger tables of each code, as ParseTriggers
	// reads them (text, so that Settings compare as values).
	AC, GC string
}

// DefaultAHS returns the constants named in AHSConstants.
func DefaultAHS() AHSConstants {
	return AHSConstants{HandicapPoints: 10, LevelPerHandicap: 1, LevelBase: 10, LevelMost: 19, LevelLeast: 1,
		ChangeAt: EventEnd, AC: FormatTriggers(DefaultACTriggers()), GC: FormatTriggers(DefaultGCTriggers())}
}

// Points is what the winner of a game gains and the loser loses: the
// handicap points of a handicap game; for a level game LevelBase plus (the
// winner's handicap the higher) or less (the lower) LevelPerHandicap for
// each whole handicap of the difference, within LevelLeast and LevelMost.
func (c AHSConstants) Points(handicap bool, winner, loser float64) float64 {
	if handicap {
		return c.HandicapPoints
	}
	d := math.Floor(math.Abs(winner-loser)) * c.LevelPerHandicap
	if winner < loser {
		d = -d // the better player won
	}
	return math.Min(c.LevelMost, math.Max(c.LevelLeast, c.LevelBase+d))
}

// HandicapOf is the handicap of an index: the one whose trigger point is
// the highest at or below it; the table's highest handicap (its first row)
// below every trigger.
func HandicapOf(t []Trigger, index float64) float64 {
	h := t[0].Handicap
	for _, r := range t {
		if index >= r.Index {
			h = r.Handicap
		}
	}
	return h
}

// TriggerOf is the trigger point of a handicap, and whether the table has
// the handicap.
func TriggerOf(t []Trigger, handicap float64) (float64, bool) {
	for _, r := range t {
		if r.Handicap == handicap {
			return r.Index, true
		}
	}
	return 0, false
}

// NewHandicap is the handicap after an event of a player of handicap h
// whose index is now index: a better one when the index is at or past
// the trigger point of the next better handicap (the best whose trigger
// it has reached), a worse one when it is at or below the trigger point of
// the next worse handicap (the nearest whose trigger is at or above it);
// else h. A handicap between the table's rows moves as its nearest row.
func NewHandicap(t []Trigger, h, index float64) float64 {
	// t is ordered by trigger point, the highest handicap first.
	pos := 0
	for i, r := range t {
		if r.Handicap >= h {
			pos = i
		}
	}
	if pos+1 < len(t) && index >= t[pos+1].Index {
		return HandicapOf(t, index)
	}
	if pos > 0 && index <= t[pos-1].Index {
		for i := pos - 1; i >= 0; i-- {
			if i == 0 || t[i-1].Index < index {
				return t[i].Handicap
			}
		}
	}
	return h
}

// ParseTriggers reads a trigger-point table typed as handicap:index pairs,
// separated by commas or semicolons: "24:850, 22:900, 20:950". The
// handicaps may be halves (4½:1550); the table is kept in order of its
// trigger points, which must rise as the handicaps fall.
func ParseTriggers(s string) ([]Trigger, error) {
	var t []Trigger
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || r == '\n' }) {
		p := strings.TrimSpace(part)
		if p == "" {
			continue
		}
		hs, is, ok := strings.Cut(p, ":")
		if !ok {
			hs, is, ok = strings.Cut(p, "=")
		}
		h, hok := ParseHandicap(hs)
		i, iok := parseNumber(is)
		if !ok || !hok || !iok {
			return nil, fmt.Errorf("%q is not a handicap and its trigger point, such as 12:1100", p)
		}
		t = append(t, Trigger{Handicap: h, Index: i})
	}
	if len(t) == 0 {
		return nil, fmt.Errorf("no trigger points")
	}
	slices.SortStableFunc(t, func(a, b Trigger) int { return cmp.Compare(a.Index, b.Index) })
	for i := 1; i < len(t); i++ {
		if t[i].Handicap >= t[i-1].Handicap || t[i].Index == t[i-1].Index {
			return nil, fmt.Errorf("handicap %s at %g and %s at %g: the handicaps must fall as the trigger points rise",
				FormatHandicap(t[i-1].Handicap), t[i-1].Index, FormatHandicap(t[i].Handicap), t[i].Index)
		}
	}
	return t, nil
}

// FormatTriggers writes a table as ParseTriggers reads it, the highest
// handicap first.
func FormatTriggers(t []Trigger) string {
	parts := make([]string, len(t))
	for i, r := range t {
		parts[i] = fmt.Sprintf("%s:%g", FormatHandicap(r.Handicap), r.Index)
	}
	return strings.Join(parts, ", ")
}

// A CardLine is a game on a player's AHS card, as the paper card has it:
// the opponent and their handicap, handicap or level, the score from the
// player's side, the points and the index after.
type CardLine struct {
	Row              int // the game's row on the Games sheet
	Date             time.Time
	Event            string
	Opponent         string
	OpponentHandicap float64
	Handicap         bool // a handicap game; else level
	Won              bool
	Score            string  // from the player's side
	Points           float64 // signed: + for a win
	Index            float64 // after the game
}

// A Change is a handicap change the AHS makes: from and to, when (the end
// of the event or day), and the game after which the index last reached
// the new handicap's trigger point.
type Change struct {
	Date     time.Time // the day the event closed
	Event    string
	From, To float64
	Index    float64 // the index at the close
	Row      int     // the game that caused it, on the Games sheet
	Opponent string  // that game's opponent
}

// A Card is one player's AHS card for one code.
type Card struct {
	Player      string
	Row         int // on Players
	Code        Code
	StartIndex  float64
	StartHcp    float64
	Handicap    float64 // now
	Index       float64 // now
	Lines       []CardLine
	Changes     []Change
	IndexGiven  bool // the starting index was on Players (else the trigger point of the handicap)
	HcpGiven    bool // the handicap was on Players (else that of the index)
	Unhandicaps bool // no handicap nor index: the player's games are not on any card
}

// ahsGame is a qualifying game as the AHS plays it.
type ahsGame struct {
	g      *Game
	day    int64
	w, l   int32
	closes int // the event key it belongs to
}

// handicaps runs the AHS over the games dated up to asOf, for each code
// any player has a handicap or index in: the cards, one per player and
// code, in the order of Players, and the warnings for the games it leaves
// out.
func handicaps(ev *Event, byName map[string]int32, asOf int64, c AHSConstants) ([]Card, []problem.Problem) {
	var cards []Card
	var probs []problem.Problem
	for _, code := range []Code{AC, GC} {
		cs, ps := handicapsOf(ev, byName, asOf, c, code)
		cards = append(cards, cs...)
		probs = append(probs, ps...)
	}
	return cards, probs
}

func handicapsOf(ev *Event, byName map[string]int32, asOf int64, c AHSConstants, code Code) ([]Card, []problem.Problem) {
	text := c.AC
	if code == GC {
		text = c.GC
	}
	table, err := ParseTriggers(text)
	if err != nil {
		return nil, nil // the setting's reader has said why
	}
	n := len(ev.Players)
	hcp := make([]float64, n)
	index := make([]float64, n)
	known := make([]bool, n)
	any := false
	cards := make([]Card, n)
	for i, p := range ev.Players {
		h, hasH, x, hasX := p.Handicap, p.HasHandicap, p.HandicapIndex, p.HasHandicapIndex
		if code == GC {
			h, hasH, x, hasX = p.GCHandicap, p.HasGCHandicap, p.GCHandicapIndex, p.HasGCHandicapIndex
		}
		switch {
		case hasH && hasX:
		case hasH:
			if t, ok := TriggerOf(table, h); ok {
				x = t
			} else {
				x = table[0].Index
				for _, r := range table {
					if r.Handicap >= h {
						x = r.Index
					}
				}
			}
		case hasX:
			h = HandicapOf(table, x)
		}
		known[i] = hasH || hasX
		any = any || known[i]
		hcp[i], index[i] = h, x
		cards[i] = Card{Player: strings.TrimSpace(p.Name), Row: p.Row, Code: code, StartIndex: x, StartHcp: h,
			Handicap: h, Index: x, IndexGiven: hasX, HcpGiven: hasH, Unhandicaps: !known[i]}
	}
	if !any {
		return nil, nil
	}

	// The qualifying games of the code, in play order (by date, a date's
	// games in sheet order), and the event each closes.
	var games []ahsGame
	var probs []problem.Problem
	eventLast := map[string]int64{} // an event's last day
	for i := range ev.Games {
		g := &ev.Games[i]
		t := ParseType(g.Type)
		if t == OtherType || g.GameCode() != code || g.Unread || g.Date.IsZero() {
			continue
		}
		d := dayNumber(g.Date)
		if d > asOf {
			continue
		}
		w, wok := byName[strings.TrimSpace(g.Winner)]
		l, lok := byName[strings.TrimSpace(g.Loser)]
		if !wok || !lok || w == l {
			continue // the grading's checks have said why, for a level game
		}
		if g.Winner2 != "" || g.Loser2 != "" {
			if code == ev.Settings.Code && t == Level {
				continue // the grading has said it for both
			}
			probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Winner 2", Warning: true,
				Hint: "the Automatic Handicapping System counts singles only: doubles are excluded"}.
				Says("a doubles game is not handicapped: left off the %s handicap cards", code))
			continue
		}
		if !known[w] || !known[l] {
			who := ev.Players[w].Name
			if known[w] {
				who = ev.Players[l].Name
			}
			probs = append(probs, problem.Problem{Sheet: SheetGames, Row: g.Row, Column: "Winner", Warning: true,
				Hint: "give every player of the code a handicap (or an index) on Players"}.
				Says("%q has no %s handicap: the game is left off the handicap cards", strings.TrimSpace(who), code))
			continue
		}
		games = append(games, ahsGame{g: g, day: d, w: w, l: l})
		if g.Event != "" && d > eventLast[g.Event] {
			eventLast[g.Event] = d
		}
	}
	slices.SortStableFunc(games, func(a, b ahsGame) int { return cmp.Compare(a.day, b.day) })

	// The change due to each player of an event, with the game that
	// caused it.
	type pending struct {
		row      int
		opponent string
	}
	cause := make([]pending, n)
	closeDay := func(g ahsGame) int64 {
		if c.ChangeAt == DayEnd || g.g.Event == "" {
			return g.day
		}
		return eventLast[g.g.Event]
	}
	// Events close in order of their closing day; the players of each are
	// checked then.
	type closing struct {
		day     int64
		event   string
		players map[int32]bool
	}
	closings := map[string]*closing{}
	key := func(g ahsGame) string {
		if c.ChangeAt == DayEnd || g.g.Event == "" {
			return fmt.Sprintf("%d\x00%s", g.day, g.g.Event)
		}
		return "\x00" + g.g.Event
	}
	var order []*closing
	for _, g := range games {
		k := key(g)
		cl, ok := closings[k]
		if !ok {
			cl = &closing{day: closeDay(g), event: g.g.Event, players: map[int32]bool{}}
			closings[k] = cl
			order = append(order, cl)
		}
		cl.players[g.w], cl.players[g.l] = true, true
	}
	// The earliest closing first; events closing on one day in the order
	// of their first game.
	slices.SortStableFunc(order, func(a, b *closing) int { return cmp.Compare(a.day, b.day) })
	closeEvents := func(through int64) {
		for len(order) > 0 {
			cl := order[0]
			if cl.day > through {
				return
			}
			order = order[1:]
			ps := make([]int32, 0, len(cl.players))
			for p := range cl.players {
				ps = append(ps, p)
			}
			slices.Sort(ps)
			for _, p := range ps {
				to := NewHandicap(table, hcp[p], index[p])
				if to != hcp[p] {
					cards[p].Changes = append(cards[p].Changes, Change{Date: time.Unix(cl.day*86400, 0).UTC(), Event: cl.event,
						From: hcp[p], To: to, Index: index[p], Row: cause[p].row, Opponent: cause[p].opponent})
					hcp[p] = to
				}
			}
		}
	}
	for _, g := range games {
		closeEvents(g.day - 1) // every event that closed before this day
		w, l := g.w, g.l
		handicap := ParseType(g.g.Type) == HandicapPlay
		pts := c.Points(handicap, hcp[w], hcp[l])
		before := [2]float64{index[w], index[l]}
		index[w] += pts
		index[l] -= pts
		date := time.Unix(g.day*86400, 0).UTC()
		score := ShownScore(g.g.Score)
		cards[w].Lines = append(cards[w].Lines, CardLine{Row: g.g.Row, Date: date, Event: g.g.Event, Opponent: cards[l].Player,
			OpponentHandicap: hcp[l], Handicap: handicap, Won: true, Score: score, Points: pts, Index: index[w]})
		cards[l].Lines = append(cards[l].Lines, CardLine{Row: g.g.Row, Date: date, Event: g.g.Event, Opponent: cards[w].Player,
			OpponentHandicap: hcp[w], Handicap: handicap, Won: false, Score: LoserScore(score), Points: -pts, Index: index[l]})
		// The game that causes a change is the last one after which the
		// index reached the trigger it will change by.
		for k, p := range [2]int32{w, l} {
			if to := NewHandicap(table, hcp[p], index[p]); to != hcp[p] && NewHandicap(table, hcp[p], before[k]) != to {
				opp := cards[l].Player
				if k == 1 {
					opp = cards[w].Player
				}
				cause[p] = pending{row: g.g.Row, opponent: opp}
			}
		}
	}
	closeEvents(math.MaxInt64)
	var out []Card
	for i := range cards {
		if len(cards[i].Lines) == 0 && !known[i] {
			continue
		}
		cards[i].Handicap, cards[i].Index = hcp[i], index[i]
		out = append(out, cards[i])
	}
	return out, probs
}

// parseNumber reads a number (a trigger point), a minus sign as typed.
func parseNumber(s string) (float64, bool) {
	t := strings.TrimSpace(strings.ReplaceAll(s, "\u2212", "-"))
	var f float64
	_, err := fmt.Sscan(t, &f)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}
