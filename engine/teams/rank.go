package teams

import (
	"math"

	"github.com/scorebook/scorebook/engine/ident"
	"github.com/scorebook/scorebook/engine/rank"
)

// Standing is one line of the Ranking.
type Standing struct {
	// Place is the rank: 1, 2, 3= when teams tie.
	Place   rank.Place
	Team    string
	Name    string
	Players string
	// Matches counts the rounds the team played (a triple is one round, a
	// bye none); Byes the rounds it had a bye.
	Matches, Byes int
	// IMPsFor and IMPsAgainst are the IMPs won and lost over the event.
	IMPsFor, IMPsAgainst int
	VP                   float64
}

// rankTeams totals the teams' rounds and ranks them: by VPs, or by IMPs for
// less IMPs against with None. A team without a round (it plays no match) is
// not ranked. VPs are totalled in hundredths, as each round's are shown, so
// that a total is the sum of the figures printed (71.58, not
// 71.5799999999999). Teams equal at two decimals share a place ("3=") and
// are listed by team identifier in ident.Compare's order ("2" before "10").
func rankTeams(teams []Team, rounds []TeamRound, byIMPs bool) []Standing {
	at := make(map[string]int, len(teams))
	for _, r := range rounds {
		at[r.Team] = -1
	}
	out := make([]Standing, 0, len(teams))
	for _, t := range teams {
		if i, ok := at[t.ID]; !ok || i >= 0 {
			continue // no round, or listed twice
		}
		at[t.ID] = len(out)
		out = append(out, Standing{Team: t.ID, Name: t.Name, Players: t.Players})
	}
	hundredths := make([]int64, len(out))
	for _, r := range rounds {
		i := at[r.Team]
		s := &out[i]
		if r.Bye {
			s.Byes++
		} else {
			s.Matches++
		}
		s.IMPsFor += r.IMPsFor
		s.IMPsAgainst += r.IMPsAgainst
		hundredths[i] += int64(math.Round(r.VP * 100))
	}
	for i := range out {
		out[i].VP = float64(hundredths[i]) / 100
	}
	places := rank.Rank(out, rank.By[Standing]{
		Key: func(s Standing) int64 {
			if byIMPs {
				return int64(s.IMPsFor - s.IMPsAgainst)
			}
			return rank.Hundredths(s.VP)
		},
		Tie: func(a, b Standing) int { return ident.Compare(a.Team, b.Team) },
	})
	for i := range out {
		out[i].Place = places[i]
	}
	return out
}
