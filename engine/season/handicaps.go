package season

import (
	"math"

	"github.com/scorebook/scorebook/engine/rank"
)

// SheetHandicaps is the sheet of the handicaps the season proposes, which
// the secretary copies into the nights' Pairs sheets (Handicap 1,
// Handicap 2).
const SheetHandicaps = "Handicaps"

// Handicapping is the rule a player's handicap is proposed by, from their
// average percentage over the season's matchpoint nights (the Season
// sheet's Handicap settings):
//
//	handicap = (50% − average) × Factor, to the nearest Step (halves away
//	from zero), at most Most either way
//
// and none for a player of fewer than Minimum such nights. The average is
// taken at two decimals of a percent, as the nights' Rankings print it.
//
// The defaults are the EBUScore handicaps of the EBU's National Grading
// Scheme (the EBUScore wiki, "Handicaps", ebu.co.uk/ebuscore-wiki/handicaps,
// last modified 2018-03-15): an average player ("eight", 49–51%; by the rule strictly
// between the two, the edges rounding away from 0) 0, one for each band of
// 2% (a factor of ½, a step of 1), a player at 39% or below +6,
// an Ace −6 (Most 6). Added for a pair (the nights' Handicap rule Sum,
// EBUScore's "100%"), two players' handicaps make up the pair's expected
// distance from 50%: 56% and 60% players, −3 and −5, get −8. Rhayader
// Bridge Club's table (rhayader.welshbridgewebs.net/?page_id=12) is the same
// rule at most 5 from the last 10 scores. Minimum 5 is Hadleigh Bridge
// Club's ("applied after 5 scoring sessions", bridgewebs.com/hadleigh/
// page22.html). With the nights' Handicap rule Average (EBUScore's "50%"),
// a Factor of 1 makes the same pair handicap: 50 − the player's average,
// as Perth Bridge Club's BridgeWebs handicaps (bridgewebs.com/perth/
// page6.html) are.
type Handicapping struct {
	Factor  float64 // the handicap for each percent below 50%
	Step    float64 // what a handicap is rounded to; 0: not rounded
	Most    float64 // the largest handicap either way; 0: no limit
	Minimum int     // the matchpoint nights a player must play to be given one
	// Window is how many of a player's matchpoint nights, the latest,
	// the average is of (the Handicap window setting); 0: all of them.
	// Minimum still counts all the player's matchpoint nights.
	Window int
}

// DefaultHandicapping is the EBUScore NGS rule (Handicapping's note).
func DefaultHandicapping() Handicapping {
	return Handicapping{Factor: 0.5, Step: 1, Most: 6, Minimum: 5}
}

// Propose is the handicap the rule gives a player of that average (a
// share: 0.5625 for 56.25%).
func (h Handicapping) Propose(average float64) float64 {
	// In hundredths of a percent, as the Rankings print it, so that a
	// band's edge (47.00%: 1.5) is not a hair off its half.
	v := float64(5000-rank.Hundredths(average*100)) * h.Factor / 100
	if h.Step > 0 {
		q := v / h.Step
		v = math.Round(q+math.Copysign(1e-9, q)) * h.Step
	}
	if h.Most > 0 {
		v = max(-h.Most, min(h.Most, v))
	}
	return v + 0 // no −0
}

// Proposal is one player's line of the Handicaps sheet.
type Proposal struct {
	Person int // index into Result.Persons
	// Nights are the player's matchpoint nights averaged (the latest
	// Window of them), Average their percentage over them (a share, the
	// nights weighted alike); Played all the player's matchpoint nights.
	Nights  int
	Played  int
	Average float64
	// Proposed says the player played the rule's Minimum; Handicap is then
	// the rule's handicap.
	Proposed bool
	Handicap float64
	// HasCurrent says a night of the player's had Handicap columns;
	// Current is the handicap on the latest of them.
	HasCurrent bool
	Current    float64
}

// Change is the proposed handicap less the current one.
func (p Proposal) Change() float64 { return p.Handicap - p.Current }

// proposals proposes every player's handicap, in the persons' order, from
// their cards.
func proposals(res *Result, h Handicapping) []Proposal {
	out := make([]Proposal, len(res.Persons))
	pcts := make([][]float64, len(res.Persons)) // each player's matchpoint nights, by date
	for i := range out {
		out[i].Person = i
	}
	for _, c := range res.Cards { // by person, then by night
		p := &out[c.Person]
		n := res.Nights[c.Night]
		if !n.NoPct {
			pcts[c.Person] = append(pcts[c.Person], c.Pct)
		}
		if n.Handicapped {
			p.HasCurrent, p.Current = true, c.handicap
		}
	}
	for i := range out {
		p := &out[i]
		all := pcts[i]
		p.Played = len(all)
		if h.Window > 0 && len(all) > h.Window {
			all = all[len(all)-h.Window:]
		}
		p.Nights = len(all)
		sum := 0.0
		for _, v := range all {
			sum += v
		}
		if p.Nights > 0 {
			p.Average = sum / float64(p.Nights)
		}
		if p.Played > 0 && p.Played >= h.Minimum {
			p.Proposed, p.Handicap = true, h.Propose(p.Average)
		}
	}
	return out
}
