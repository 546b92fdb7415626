package season

import (
	"math"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
)

// The rule by hand: (5000 − the average in hundredths of a percent) ×
// Factor / 100, to the nearest Step, halves away from zero, at most Most.
func TestPropose(t *testing.T) {
	ebu := DefaultHandicapping() // factor ½, step 1, at most 6
	average := Handicapping{Factor: 1, Step: 0.5}
	exact := Handicapping{Factor: 1}
	cases := []struct {
		h    Handicapping
		avg  float64
		want float64
	}{
		{ebu, 0.5625, -3},       // (5000 − 5625) × ½ / 100 = −3.125 → −3
		{ebu, 0.44, 3},          // 600 × ½ / 100 = 3
		{ebu, 0.51, -1},         // −0.5: a half, away from zero
		{ebu, 0.49, 1},          // +0.5 → +1: EBUScore's eight is 49–51%, a band's edge goes up
		{ebu, 0.4899, 1},        // 101 × ½ / 100 = 0.505 → 1
		{ebu, 0.5099, 0},        // −0.495 → 0
		{ebu, 0.47, 2},          // 1.5 → 2, not a hair under 1.5
		{ebu, 0.30, 6},          // 10, at most 6: "below 39% receives a handicap of +6"
		{ebu, 0.65, -6},         // −7.5 → −8, at most −6: an Ace
		{ebu, 0.50, 0},          // and not −0
		{average, 0.5625, -6.5}, // −6.25 = −12.5 halves → −13 halves
		{average, 0.552, -5},    // −5.2 = −10.4 halves → −10 halves
		{average, 0.30, 20},     // no limit
		{exact, 0.48125, 1.87},  // 48.125% is 48.13% printed: 5000 − 4813 = 187 hundredths
	}
	for _, c := range cases {
		if got := c.h.Propose(c.avg); math.Abs(got-c.want) > 1e-9 || math.Signbit(got) != math.Signbit(c.want) {
			t.Errorf("%+v at %v: got %v, want %v", c.h, c.avg, got, c.want)
		}
	}
}

// The three nights of threeNights, the first and last with Handicap
// columns (01-07: Ann −2, Bob −1, the others empty, 0; 01-21: Ann −4, Bob
// 0, Cat +1, Eve +2, Gus and Hal 0), handicapped by the EBUScore rule from
// 3 nights:
//
//	Ann  60 55 52  avg 55.67%  (5000 − 5567) × ½ / 100 = −2.835 → −3; current −4 (01-21): change +1
//	Bob  60 55 52  avg 55.67%  −3; current 0 (01-21): change −3
//	Cat  50 55 48  avg 51.00%  −0.5 → −1; current +1: change −2
//	Dan  50 55     avg 52.50%  2 nights: none; current 0 (01-07)
//	Eve  40 45 48  avg 44.33%  (5000 − 4433) × ½ / 100 = 2.835 → 3; current +2: change +1
//	Fay  40 45     avg 42.50%  none; current 0 (01-07)
//	Gus  50        avg 50.00%  none; current 0 (01-21)
//	Hal  50        likewise
func TestProposals(t *testing.T) {
	nights := threeNights()
	hc := map[string]map[string]float64{
		"2026-01-07": {"Ann": -2, "Bob": -1},
		"2026-01-21": {"Ann": -4, "Bob": 0, "Cat": 1, "Eve": 2},
	}
	for i := range nights {
		h, ok := hc[nights[i].Date]
		if !ok {
			continue
		}
		nights[i].Handicapped = true
		for _, p := range nights[i].Fields[0].Pairs {
			for k := range p.Players {
				p.Players[k].Handicap = h[p.Players[k].Name]
			}
		}
	}
	h := DefaultHandicapping()
	h.Minimum = 3
	res, probs := Compute(Season{Nights: nights, Handicapping: h})
	if res == nil {
		t.Fatal(probs)
	}
	type line struct {
		name        string
		nights      int
		avg         float64
		proposed    bool
		handicap    float64
		current     bool
		now, change float64
	}
	want := []line{
		{"Ann", 3, (0.60 + 0.55 + 0.52) / 3, true, -3, true, -4, 1},
		{"Bob", 3, (0.60 + 0.55 + 0.52) / 3, true, -3, true, 0, -3},
		{"Cat", 3, 0.51, true, -1, true, 1, -2},
		{"Dan", 2, 0.525, false, 0, true, 0, 0},
		{"Eve", 3, (0.40 + 0.45 + 0.48) / 3, true, 3, true, 2, 1},
		{"Fay", 2, 0.425, false, 0, true, 0, 0},
		{"Gus", 1, 0.50, false, 0, true, 0, 0},
		{"Hal", 1, 0.50, false, 0, true, 0, 0},
	}
	if len(res.Handicaps) != len(want) {
		t.Fatalf("%d proposals, want %d", len(res.Handicaps), len(want))
	}
	for i, w := range want {
		p := res.Handicaps[i]
		got := line{res.Persons[p.Person].Name, p.Nights, p.Average, p.Proposed, p.Handicap, p.HasCurrent, p.Current, 0}
		if p.Proposed {
			got.change = p.Change()
		}
		if got.name != w.name || got.nights != w.nights || math.Abs(got.avg-w.avg) > 1e-12 || got.proposed != w.proposed ||
			got.handicap != w.handicap || got.current != w.current || got.now != w.now || got.change != w.change {
			t.Errorf("got %+v, want %+v", got, w)
		}
	}
}

// A night at IMPs has no percentage: it is not among a player's nights
// for a handicap, and a night without Handicap columns gives no current
// handicap.
func TestProposalsLeaveIMPNightsOut(t *testing.T) {
	nights := threeNights()
	for i := range nights {
		if nights[i].Date == "2026-01-07" {
			nights[i].NoPct = true
		}
	}
	res, probs := Compute(Season{Nights: nights, Handicapping: DefaultHandicapping()})
	if res == nil {
		t.Fatal(probs)
	}
	ann := res.Handicaps[0]
	// Ann: 55 and 52, avg 53.5%; 2 nights, under 5: none.
	if res.Persons[ann.Person].Name != "Ann" || ann.Nights != 2 || math.Abs(ann.Average-0.535) > 1e-12 || ann.Proposed || ann.HasCurrent {
		t.Errorf("Ann: %+v", ann)
	}
}

// The Handicap window averages a player's latest nights only, by date
// (the nights given out of order), and the minimum still counts them all.
// By hand, window 2, minimum 3: Ann played 60% (01-07), 55% (01-14) and
// 52% (01-21); her latest two average (55 + 52) / 2 = 53.5%, so
// (50 − 53.5) × ½ = −1.75, to the step −2 (all three, 55.67%, give −3).
// Eve: 40, 45, 48; the latest two 46.5%, (50 − 46.5) × ½ = +1.75, +2.
// Cat: 50, 55, 48; the latest two 51.5%, −0.75, −1. Dan: two nights,
// under the minimum of 3 though both are in the window: none.
func TestProposalsWindow(t *testing.T) {
	h := DefaultHandicapping()
	h.Minimum, h.Window = 3, 2
	res, probs := Compute(Season{Nights: threeNights(), Handicapping: h})
	if res == nil {
		t.Fatal(probs)
	}
	want := map[string]struct {
		nights, played int
		avg            float64
		proposed       bool
		handicap       float64
	}{
		"Ann": {2, 3, 0.535, true, -2},
		"Eve": {2, 3, 0.465, true, 2},
		"Cat": {2, 3, 0.515, true, -1},
		"Dan": {2, 2, 0.525, false, 0},
	}
	for _, p := range res.Handicaps {
		name := res.Persons[p.Person].Name
		w, ok := want[name]
		if !ok {
			continue
		}
		delete(want, name)
		if p.Nights != w.nights || p.Played != w.played || math.Abs(p.Average-w.avg) > 1e-12 || p.Proposed != w.proposed || p.Handicap != w.handicap {
			t.Errorf("%s: %+v, want %+v", name, p, w)
		}
	}
	if len(want) > 0 {
		t.Errorf("no proposal for %v", want)
	}
}

// The Handicap window is read from the Season sheet: empty is every
// night, a number the latest nights.
func TestHandicapWindowSetting(t *testing.T) {
	s, probs := ParseSettings([]setting.Value{{Name: "Handicap window", Value: "", Line: 2}})
	if len(probs) > 0 || s.Handicapping.Window != 0 {
		t.Errorf("empty: %d %v", s.Handicapping.Window, probs)
	}
	s, probs = ParseSettings([]setting.Value{{Name: "Handicap window", Value: "10", Line: 2}})
	if len(probs) > 0 || s.Handicapping.Window != 10 {
		t.Errorf("10: %d %v", s.Handicapping.Window, probs)
	}
	if _, probs = ParseSettings([]setting.Value{{Name: "Handicap window", Value: "ten", Line: 2}}); !problem.HasErrors(probs) {
		t.Errorf("ten: %v", probs)
	}
}
