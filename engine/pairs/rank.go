package pairs

import (
	"github.com/scorebook/scorebook/engine/ident"
	"github.com/scorebook/scorebook/engine/rank"
)

// rankStandings orders the standings within each field and gives each its
// place: by percentage for matchpoint methods, by score otherwise, equal at
// two decimals of what is published (56.54%) sharing a place. Within a tie
// pairs are listed by pair identifier. fields gives each pair's direction
// in a Mitchell; it is nil for a Howell.
func rankStandings(standings []Standing, byPct bool, fields map[int]Direction, pairs []Pair) []Standing {
	for i := range standings {
		standings[i].Field = fields[standings[i].Pair] // Either when nil
	}
	places := rank.Rank(standings, rank.By[Standing]{
		List: func(s Standing) int { return int(s.Field) },
		Key: func(s Standing) int64 {
			if byPct {
				return rank.Hundredths(s.Pct * 100)
			}
			return rank.Hundredths(s.Score)
		},
		Tie: func(a, b Standing) int { return ident.Compare(pairs[a.Pair].ID, pairs[b.Pair].ID) },
	})
	for i := range standings {
		standings[i].Place = places[i]
	}
	return standings
}

// LessID orders pair identifiers naturally, as ident.Compare does: numbers
// by value (2 before 10), then the others with their digit runs by value
// (A2 before A10, 9B before 10A), ignoring case.
func LessID(a, b string) bool { return ident.Compare(a, b) < 0 }
