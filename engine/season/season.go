// Package season is a club's season across many nights: each night's
// ranked fields, read from the nights' workbooks, summed into the
// competitions a club keeps. A Championship ranks each player by the
// average percentage of their best nights; a Ladder sums points for each
// place in each night's field; the Partnership versions rank pairs, the
// same two players, instead. Players are the same person on every night
// by federation number, or else by name (folded: without case, extra
// spaces or accents), and a merge table joins the rest.
//
// The package is pure: the workbook layer (xlsx/season) reads the nights
// and the season workbook's sheets into a Season, and writes its Result.
package season

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/rank"
)

// The season workbook's sheets, as problems point at them.
const (
	SheetCompetitions = "Competitions"
	SheetPlayers      = "Players"
	// SheetCards is the sheet of every player's nights, which the season
	// writes beside its competitions' sheets.
	SheetCards = "Season Cards"
)

// Player is one player of a pair on a night, as the night's Pairs sheet
// gives them.
type Player struct {
	Name string // as typed
	ID   string // the federation number as typed, or ""
	// Handicap is the player's handicap on the night, in percent, when
	// the night's Pairs had Handicap columns (Night.Handicapped).
	Handicap float64
}

// Pair is one ranked pair of a night's field.
type Pair struct {
	Players []Player // one or two
	Pct     float64  // the pair's share of the top: 0.5625 for 56.25%
	Place   rank.Place
	// Awards are the masterpoints (or other points) each of Players won
	// on the night, beside Players; nil when the night awards none. The
	// season sums them per player (Person.Awards, Card.Award).
	Awards []float64
	// IMPs are the pair's IMPs a board, on a night scored by IMPs
	// (Night.IMPs): its score over the boards it played.
	IMPs float64
}

// Field is a night's ranking of one field: the whole room in a Howell,
// one direction of a Mitchell.
type Field struct {
	Name  string // "" for a Howell, "NS" or "EW"
	Pairs []Pair
}

// Night is one night of the season.
type Night struct {
	Date   string // yyyy-mm-dd, or as typed
	Title  string
	Name   string // where it was read from (a file name), for messages
	Fields []Field
	// NoPct says that the night was not scored by matchpoints (IMPs,
	// total points): its pairs have places but no percentage; a
	// Championship counts it only at IMPs, by its IMP rule.
	NoPct bool
	// IMPs says that the night was scored by IMPs a board (cross-IMPs per
	// comparison, Butler, Bastille): its pairs' IMPs a board are what a
	// championship's IMP rule turns into a percentage. A cross-IMPs
	// night scored as totals is one too: its pairs' IMPs a board are per
	// comparison, each board's total over its comparisons.
	IMPs bool
	// Handicapped says the night's Pairs had Handicap columns: its
	// players' Handicap is their handicap then.
	Handicapped bool
}

// Rule is how a competition ranks.
type Rule int

const (
	// Championship ranks by the average percentage of the best nights.
	Championship Rule = iota + 1
	// Ladder ranks by the points won for places, summed.
	Ladder
)

// Competition is one row of the Competitions sheet.
type Competition struct {
	Name        string
	Rule        Rule
	Partnership bool // pairs of the same two players, not players
	// Best is how many of an entrant's nights count (0: all of them); an
	// entrant who played fewer has all theirs counted.
	Best int
	// Minimum is how many nights an entrant must play to be ranked.
	Minimum int
	// Points are a Ladder's points for the places 1, 2, … of a field
	// (none beyond them); nil gives a field of n pairs n points for the
	// winner, n−1 for second, and so on.
	Points []float64
	// IMPRate is a Championship's IMP rule: the percent one IMP a board
	// is worth on a night scored by IMPs, counted as 50% + IMPRate × the
	// pair's IMPs a board (NGSIMPRate by the NGS); 0 refuses such nights.
	IMPRate float64
	Line    int // the Competitions row, for problems
}

// NGSIMPRate is the IMP rule of the EBU's National Grading Scheme: one
// IMP a board at cross-IMPs is worth 6.5%, "so +27 IMPs [over 27 boards]
// is equivalent to 56.5%, while -27 IMPs is equivalent to 43.5%" (Stroud
// Bridge Club, "IMP Scoring at Pairs", stroudbc.co.uk/index.php/
// notes-on-imp-scored-pairs, on the NGS's conversion of cross-IMP scores
// to percentages).
const NGSIMPRate = 6.5

// IMPPct is a pair's percentage (a share) on a night scored by IMPs by a
// championship's IMP rule: 50% + rate% for each IMP a board, kept within
// 0% and 100%.
func IMPPct(imps, rate float64) float64 {
	return max(0, min(1, 0.5+rate*imps/100))
}

// Merge is one row of the Players sheet: a name that is the same player
// as another.
type Merge struct {
	Name, SameAs string
	Line         int
}

// Season is what the season is computed from.
type Season struct {
	Nights       []Night
	Competitions []Competition
	Merges       []Merge
	// Handicapping is the rule the Handicaps sheet proposes each
	// player's handicap by.
	Handicapping Handicapping
}

// Person is one player across the season.
type Person struct {
	Name      string   // as published: the Players sheet's Same as, else the spelling used most
	ID        string   // the federation number, or ""
	Spellings []string // every spelling of the name on the nights, as typed, first seen first
	Nights    int      // nights played
	Awards    float64  // the nights' awards summed
}

// Card is one night of one player.
type Card struct {
	Person  int // index into Result.Persons
	Night   int // index into Result.Nights
	Partner int // index into Result.Persons, −1 for none
	Field   int // index into the night's Fields
	Pct     float64
	Place   rank.Place
	Pairs   int     // the field's ranked pairs
	Award   float64 // the night's award to the player
	// IMPs are the pair's IMPs a board, on a night at IMPs (Night.IMPs).
	IMPs float64
	// Points and Counted are, for each competition (beside
	// Result.Tables), the Ladder points the card won and whether the
	// night counted for the player's (or the partnership's) entry.
	Points  []float64
	Counted []bool

	tied int // the field's pairs sharing the place
	// handicap is the player's handicap on the night, when it had
	// Handicap columns (Night.Handicapped).
	handicap float64
}

// Standing is one entrant of a competition: a player, or a partnership.
type Standing struct {
	Persons []int      // one, or two for a partnership (in name order)
	Place   rank.Place // the zero Place when not ranked (fewer than Minimum nights)
	// Value is the average percentage of the counted nights (a
	// Championship; a share: 0.55) or their points summed (a Ladder).
	Value float64
	// Counted and Dropped are the entrant's nights (indexes into
	// Result.Nights), counted and left out, each by date.
	Counted, Dropped []int
}

// Ranked reports whether the entrant played the minimum.
func (s Standing) Ranked() bool { return s.Place.N > 0 }

// Table is a competition's standings: the ranked entrants by place, then
// the others by value.
type Table struct {
	Competition Competition
	Standings   []Standing
}

// Result is the season computed.
type Result struct {
	Nights  []Night  // by date
	Persons []Person // by name
	Cards   []Card   // by person, then by night
	Tables  []Table  // one per competition, in order
	// Handicaps are the handicaps proposed, one per person, in their
	// order, by the rule Handicapping.
	Handicaps    []Proposal
	Handicapping Handicapping
	// IMPRate is the IMP rule the Season Cards show a night at IMPs by
	// (CardPct): the rate of the championships that have an IMP rule,
	// when there are such and they all have the same; 0 otherwise (none,
	// or two rates, and no one percentage is the night's).
	IMPRate float64
}

// CardPct is the percentage a card shows: the night's, or on a night at
// IMPs its IMPs a board by the season's one IMP rule (Result.IMPRate); ok
// is false when the night has none (total points, or IMPs without one
// rule).
func (r *Result) CardPct(c Card) (pct float64, ok bool) {
	n := r.Nights[c.Night]
	switch {
	case !n.NoPct:
		return c.Pct, true
	case n.IMPs && r.IMPRate > 0:
		return IMPPct(c.IMPs, r.IMPRate), true
	}
	return 0, false
}

// cardRate is the one IMP rule of the championships (Result.IMPRate).
func cardRate(cs []Competition) float64 {
	rate := 0.0
	for _, c := range cs {
		if c.Rule != Championship || c.IMPRate == 0 {
			continue
		}
		if rate != 0 && rate != c.IMPRate {
			return 0
		}
		rate = c.IMPRate
	}
	return rate
}

// Compute computes the season's competitions. It returns every problem,
// errors and warnings together, and a result only when none is an error:
// a night given twice (the same results) is an error naming both; names
// that look alike but are not the same player are warnings.
func Compute(s Season) (*Result, []problem.Problem) {
	var probs []problem.Problem
	nights := slices.Clone(s.Nights)
	slices.SortStableFunc(nights, func(a, b Night) int { return cmp.Compare(a.Date, b.Date) })
	probs = append(probs, twice(nights)...)
	for _, c := range s.Competitions {
		if c.Rule != Championship {
			continue
		}
		for _, n := range nights {
			switch {
			case n.NoPct && n.IMPs && c.IMPRate == 0:
				probs = append(probs, problem.New("give the competition an IMP rule (NGS: 50% and 6.5% for each IMP a board), leave the night out, or make the competition a Ladder",
					"%s is scored by IMPs, and %s is a championship without an IMP rule", n.Name, c.Name).At(SheetCompetitions, c.Line, "IMP rule"))
			case n.NoPct && !n.IMPs:
				probs = append(probs, problem.New("a championship averages percentages: leave the night out, or make the competition a Ladder, which counts places",
					"%s is scored by total points, which no IMP rule makes a percentage, and %s is a championship", n.Name, c.Name).At(SheetCompetitions, c.Line, "Rule"))
			}
		}
	}
	ids := identify(nights, s.Merges)
	probs = append(probs, ids.problems...)
	if problem.HasErrors(probs) {
		return nil, probs
	}
	res := &Result{Nights: nights, Persons: ids.persons}
	probs = append(probs, lookAlike(res, ids)...)
	res.Cards = cards(res, ids, len(s.Competitions))
	for i, c := range s.Competitions {
		res.Tables = append(res.Tables, compete(res, c, i))
	}
	res.Handicaps, res.Handicapping = proposals(res, s.Handicapping), s.Handicapping
	res.IMPRate = cardRate(s.Competitions)
	return res, probs
}

// twice finds the nights given twice: two nights with the same results,
// whatever their files are called (a copy of a workbook under another
// name), or their dates.
func twice(nights []Night) []problem.Problem {
	var probs []problem.Problem
	seen := map[string]int{}
	for i, n := range nights {
		k := fingerprint(n)
		if j, ok := seen[k]; ok {
			probs = append(probs, *problem.New("give each night once: a copy of a night's workbook under another name counts it twice",
				"%s and %s are the same night (the same results)", nights[j].Name, n.Name))
			continue
		}
		seen[k] = i
	}
	return probs
}

// fingerprint is a night's results as one string: each field's pairs, by
// their players' folded names, their percentage and place.
func fingerprint(n Night) string {
	var b strings.Builder
	for _, f := range n.Fields {
		lines := make([]string, len(f.Pairs))
		for i, p := range f.Pairs {
			names := make([]string, len(p.Players))
			for j, pl := range p.Players {
				names[j] = Fold(pl.Name) + "#" + strings.TrimSpace(pl.ID)
			}
			slices.Sort(names)
			lines[i] = strings.Join(names, "&") + "|" + p.Place.String() + "|" + formatKey(p.Pct)
		}
		slices.Sort(lines)
		b.WriteString(f.Name + "\n" + strings.Join(lines, "\n") + "\n\n")
	}
	return b.String()
}

// formatKey is a percentage to the precision a Ranking publishes it.
func formatKey(pct float64) string { return strconv.FormatInt(rank.Hundredths(pct*100), 10) }

// ladderPoints is what a place in a field of n pairs wins: the points
// table's (or n−place+1), shared among the tied pairs as the average of
// the places they cover.
func ladderPoints(c Competition, place, tied, n int) float64 {
	of := func(p int) float64 {
		if c.Points == nil {
			return float64(max(n-p+1, 0))
		}
		if p-1 < len(c.Points) {
			return c.Points[p-1]
		}
		return 0
	}
	sum := 0.0
	for p := place; p < place+tied; p++ {
		sum += of(p)
	}
	return sum / float64(tied)
}
