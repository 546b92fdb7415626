// Package awards gives the places of a night's ranking the masterpoints a
// federation's published scale awards them: the ACBL's club masterpoints
// and the EBU's local points, or a club's own table of points by place.
// It is pure: a field's size in, each place's award out, with shared places
// sharing the awards of the places they cover, rounded as the scale's
// regulation says.
//
// The scales, as transcribed here:
//
// ACBL club masterpoints (ACBL Handbook, Chapter 4 "The Club Sanctioned
// Bridge Game", section "Masterpoint Award Regulations", "I. Calculating
// the awards", http://www.acbl.org/about-acbl/administration/acbl-handbook/i-calculating-the-awards/,
// as stored in the search tool's pages corpus, read 2026-12-03; the same
// rules are ACBL Codification Appendix 13.B, "Masterpoint Awards", January
// 2019 edition, "Masterpoints for Regular Club Games"): the section awards
// of an open club game. Awards are by the number of pairs in each group
// (comparison group): a Mitchell's directions are two groups, a Howell one.
// First place is 0.10 masterpoint per pair in the group, at most 1.50;
// second 70% of first, third 50%, fourth 35%, fifth 1/5, sixth 1/6, and so
// on (the n-th 1/n); the depth of awards is 40% of the pairs in the group,
// rounded to the nearest whole number with .5 rounded up. Masterpoints are
// counted in hundredths: each award is rounded to 0.01, halves up.
//
// EBU local points (EBU Licensing and Master Points Handbook, "Chapter 3
// General principles relating to awards" and "Chapter 4 The local point
// awards: 4.1 Use of the basic scales", the club scale (Scale A); editions
// of January 2018 and 2021; as the handbook's tables are explained on the
// EBU's forum by its staff, https://forums.ebu.co.uk/discussion/1365 and
// https://forums.ebu.co.uk/discussion/comment/9215, and its minimum entry,
// handbook 3.1.1, quoted at https://forums.ebu.co.uk/discussion/1421): the
// awards are counted on complete tables (half tables are ignored); a
// fraction of the field gets awards by the boards played (a quarter for 12
// to 17 boards, a third for 18 to 35, a half for 36 or more), rounded up;
// the top award is the number of awards times the scale's step and each
// later place one step less, never below the scale's minimum award. A
// one-winner pairs event (Howell, arrow-switched Mitchell) awards on the
// whole field (two pairs a complete table) in steps of 6; a two-winner
// event (Mitchell) awards each direction as a field of its own, one pair a
// complete table, in steps of 10 with 10 the least award (the two-winner
// scale as the SBU publishes it for the same scheme,
// http://www.bridgewebs.com/kirkcaldy/page6.html: "the basic award for a
// two-winner (ie Mitchell-type) tournament starts with 10 as the minimum
// award, increasing in increments of 10"; the EBU handbook's two-winner
// table was not in the material read). No award is given below 3
// complete tables in a one-winner event, 5 in a two-winner event, or 12
// boards. Tied places share the sum of their awards, fractions rounded up
// to the next whole point, and never below the minimum award. The
// handbook's theoretical maximum award (4.4) is not applied: it is reached
// only by fields far larger than a club's.
package awards

import (
	"math"

	"github.com/scorebook/scorebook/engine/rank"
)

// Scale is the masterpoint scale a night's ranking is awarded by.
type Scale int

const (
	// None awards nothing: the Ranking has no Award column.
	None Scale = iota
	// ACBLClub is the ACBL's section awards of an open club game.
	ACBLClub
	// EBULocal is the EBU's local points on the club scale.
	EBULocal
	// Table is the workbook's own Awards sheet: points by place.
	Table
)

// Field is one list that awards are given in: a Howell's one field, or
// one direction of a Mitchell.
type Field struct {
	// Pairs is the pairs ranked in the field.
	Pairs int
	// Tables is the complete tables of the whole event (half tables
	// ignored): the EBU's count.
	Tables int
	// Boards is the boards the event played.
	Boards int
	// TwoWinner says the field is one direction of a Mitchell.
	TwoWinner bool
}

// Schedule is the award of each place of a field, first place first; the
// places below the last award get nothing.
type Schedule struct {
	Points []float64
	// Round rounds a share of tied places as the scale's regulation says.
	Round func(float64) float64
}

// ACBL is the ACBL club game's section awards for a group of n pairs.
func ACBL(n int) Schedule {
	sch := Schedule{Round: hundredths}
	if n <= 0 {
		return sch
	}
	first := math.Min(0.10*float64(n), 1.50)
	// 40% of the pairs, .5 rounded up.
	depth := int(math.Floor(0.4*float64(n) + 0.5 + 1e-9))
	for place := 1; place <= depth; place++ {
		var share float64
		switch place {
		case 1:
			share = 1
		case 2:
			share = 0.70
		case 3:
			share = 0.50
		case 4:
			share = 0.35
		default:
			share = 1 / float64(place)
		}
		sch.Points = append(sch.Points, hundredths(first*share))
	}
	return sch
}

// The EBU club scale's steps and least awards.
const (
	ebuOneWinnerStep = 6
	ebuTwoWinnerStep = 10
)

// EBU is the EBU's local points on the club scale for a field.
func EBU(f Field) Schedule {
	step, least, minTables := float64(ebuOneWinnerStep), float64(ebuOneWinnerStep), 3
	if f.TwoWinner {
		step, least, minTables = ebuTwoWinnerStep, ebuTwoWinnerStep, 5
	}
	min := least
	sch := Schedule{Round: func(x float64) float64 {
		if x <= 0 {
			return 0
		}
		return math.Max(wholeUp(x), min)
	}}
	if f.Tables < minTables || f.Boards < 12 {
		return sch
	}
	var fraction float64
	switch {
	case f.Boards < 18:
		fraction = 1.0 / 4
	case f.Boards < 36:
		fraction = 1.0 / 3
	default:
		fraction = 1.0 / 2
	}
	// The competitors counted: two pairs a complete table in one field,
	// one pair a table in each direction of a Mitchell.
	competitors := 2 * f.Tables
	if f.TwoWinner {
		competitors = f.Tables
	}
	n := int(math.Ceil(fraction*float64(competitors) - 1e-9))
	for i := 0; i < n; i++ {
		sch.Points = append(sch.Points, math.Max(step*float64(n-i), least))
	}
	return sch
}

// Points is a club's own table: points[0] for first place, and so on.
// Shares of tied places are kept to the hundredth.
func Points(points []float64) Schedule {
	return Schedule{Points: points, Round: hundredths}
}

// Share gives each entry of a ranked list its award: places are the
// entries' places in ranking order (rank.Rank's), ties marked. Entries
// tied share the awards of the places they cover, rounded as the schedule
// says; an entry with no place gets nothing.
func (s Schedule) Share(places []rank.Place) []float64 {
	out := make([]float64, len(places))
	for i := 0; i < len(places); {
		j := i + 1
		for j < len(places) && places[j] == places[i] && places[i].Tied {
			j++
		}
		if places[i].N > 0 {
			sum := 0.0
			for k := 0; k < j-i; k++ {
				if p := places[i].N - 1 + k; p < len(s.Points) {
					sum += s.Points[p]
				}
			}
			award := sum
			if j-i > 1 && sum > 0 {
				award = s.Round(sum / float64(j-i))
			}
			for k := i; k < j; k++ {
				out[k] = award
			}
		}
		i = j
	}
	return out
}

// hundredths rounds to 0.01, halves up.
func hundredths(x float64) float64 { return math.Floor(x*100+0.5+1e-9) / 100 }

// wholeUp rounds a fraction up to the next whole number.
func wholeUp(x float64) float64 { return math.Ceil(x - 1e-9) }
