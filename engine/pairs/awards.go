package pairs

import (
	"github.com/scorebook/scorebook/engine/awards"
	"github.com/scorebook/scorebook/engine/ident"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/rank"
)

// award gives each standing the masterpoints of its place in the scratch
// ranking by the Awards setting: each field (a Mitchell's direction, a
// Howell's one list) is awarded apart, a Mitchell's two at the ACBL by
// the larger direction's pairs (a half table counted full). The EBU's
// counts are the event's
// complete tables (the ranked pairs, two a table, a half table left out)
// and the most boards a ranked pair played.
func (sc *scorer) award() {
	scale := sc.s.Awards
	if scale == awards.None {
		return
	}
	st := sc.res.Standings
	boards, largest := 0, 0
	for _, s := range st {
		boards = max(boards, s.Boards)
	}
	for i := 0; i < len(st); {
		j := i
		for j < len(st) && st[j].Field == st[i].Field {
			j++
		}
		largest = max(largest, j-i)
		i = j
	}
	for i := 0; i < len(st); {
		j := i
		for j < len(st) && st[j].Field == st[i].Field {
			j++
		}
		var sch awards.Schedule
		switch scale {
		case awards.ACBLClub:
			// "In a Mitchell movement, a 1/2 table will be treated as
			// though it were a full table": both directions count the
			// larger one's pairs.
			sch = awards.ACBL(largest)
		case awards.EBULocal:
			sch = awards.EBU(awards.Field{Pairs: j - i, Tables: len(st) / 2, Boards: boards, TwoWinner: sc.res.Mitchell})
		case awards.Table:
			sch = awards.Points(sc.ev.AwardTable)
		}
		places := make([]rank.Place, j-i)
		for k := range places {
			places[k] = st[i+k].Place
		}
		for k, a := range sch.Share(places) {
			st[i+k].Award = a
		}
		i = j
	}
}

// handicap gives each standing its handicap, its handicapped percentage
// and its place by that in its field, when the Pairs sheet has Handicap
// columns. Handicaps are percentages: at IMPs or points they are left
// out, with a warning.
func (sc *scorer) handicap() []problem.Problem {
	if !sc.ev.Handicapped {
		return nil
	}
	if !sc.s.Scoring.IsMatchpoint() {
		p := problem.New("leave Handicap 1 and Handicap 2 empty, or score by matchpoints",
			"handicaps are percentages: a ranking by %s is not handicapped", sc.s.Scoring)
		p.Warning = true
		return []problem.Problem{p.At(SheetPairs, 0, "Handicap 1")}
	}
	sc.res.Handicapped = true
	st := sc.res.Standings
	order := make([]int, len(st))
	for i := range st {
		h := sc.ev.Pairs[st[i].Pair].Handicaps
		st[i].Handicap = h[0] + h[1]
		if sc.s.HandicapRule == AverageHandicaps {
			st[i].Handicap /= 2
		}
		st[i].HandicapPct = st[i].Pct + st[i].Handicap/100
		order[i] = i
	}
	pairs := sc.ev.Pairs
	places := rank.Rank(order, rank.By[int]{
		List: func(i int) int { return int(st[i].Field) },
		Key:  func(i int) int64 { return rank.Hundredths(st[i].HandicapPct * 100) },
		Tie:  func(a, b int) int { return ident.Compare(pairs[st[a].Pair].ID, pairs[st[b].Pair].ID) },
	})
	for k, i := range order {
		st[i].HandicapPlace = places[k]
	}
	return nil
}
