package movement

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// asOneField is a two-field Mitchell ranked as one field without an arrow
// switch: EW pair e numbered T+e.
func asOneField(m Movement) Movement {
	out := m
	out.OneField = true
	out.Seats = make([][]Seat, len(m.Seats))
	for r, round := range m.Seats {
		out.Seats[r] = append([]Seat(nil), round...)
		for t := range round {
			out.Seats[r][t].NS = Pair{Number: round[t].NS.Number}
			out.Seats[r][t].EW = Pair{Number: m.Tables + round[t].EW.Number}
		}
	}
	return out
}

// Ross Moore's table ("Too many arrow-switches spoil the balance",
// asecomputing.com/JeanieHelp) gives, for one-board rounds, the mean
// competition of a pair of pairs and its standard deviation for Mitchells
// ranked as one field without a switch: 7 tables 3.231 and 3.4896, 4 tables
// (share and relay) 1.714 and 1.9795.
func TestBalanceAsMoore(t *testing.T) {
	m7, _ := Mitchell(7, 0, 1)
	m4, _ := MitchellRelay(4, 0, 1)
	for _, tc := range []struct {
		m        Movement
		mean, sd float64
	}{{asOneField(m7), 3.231, 3.4896}, {asOneField(m4), 1.714, 1.9795}} {
		b := tc.m.Balance()
		if math.Abs(b.Mean-tc.mean) > 0.0005 || math.Abs(b.SD-tc.sd) > 0.00005 {
			t.Errorf("%s: mean %.4f sd %.4f, Moore %.3f %.4f", tc.m.Description, b.Mean, b.SD, tc.mean, tc.sd)
		}
	}
	// With the last round switched, Moore's SD is 1.0491.
	sw, _ := ArrowSwitch(m7)
	if b := sw.Balance(); math.Abs(b.SD-1.0491) > 0.00005 {
		t.Errorf("%s: sd %.4f, Moore 1.0491", sw.Description, b.SD)
	}
	// Manning's worked figure: a 7-table Mitchell of one-board rounds gives
	// out 7 × 7 × 1 × 6 = 294 matchpoints over 91 pairs of pairs.
	if b := asOneField(m7).Balance(); b.Total != 294 || b.Couples != 91 {
		t.Errorf("7-table Mitchell: total %d over %d couples", b.Total, b.Couples)
	}
}

// A complete Mitchell is perfect within each field; a complete Howell for
// an even number of tables is perfectly balanced; the 2-table Howell
// (shared boards) is too.
func TestBalancePerfect(t *testing.T) {
	m, _ := Mitchell(9, 0, 3)
	r, _ := MitchellRelay(8, 0, 3)
	s, _ := MitchellSkip(10, 0, 3)
	h2, _ := Howell(4, 0, 8)
	for _, m := range []Movement{m, r, s, h2} {
		if b := m.Balance(); b.Percent != 100 || b.Min != b.Max {
			t.Errorf("%s: %+v", m.Description, b)
		}
	}
	// A Mitchell's field: 9 NS pairs, 36 couples each comparing on all 9
	// board sets; the same for EW.
	if b := m.Balance(); b.Couples != 72 || b.Min != 9 {
		t.Errorf("9-table Mitchell: %+v", b)
	}
	// The boards per round change nothing.
	m1, _ := Mitchell(9, 0, 1)
	sw3, _ := ArrowSwitch(m)
	sw1, _ := ArrowSwitch(m1)
	if m.Balance() != m1.Balance() || sw3.Balance() != sw1.Balance() {
		t.Errorf("9-table Mitchell: %+v and %+v", sw3.Balance(), sw1.Balance())
	}
	// Curtailed, it is not perfect.
	short, _ := Mitchell(9, 5, 3)
	if b := short.Balance(); b.Percent >= 100 {
		t.Errorf("5 rounds of a 9-table Mitchell: %+v", b)
	}
}

// TestBalanceTable prints the balance of every full movement offered, for
// the README: go test -run TestBalanceTable -v ./engine/movement
func TestBalanceTable(t *testing.T) {
	var b strings.Builder
	fmt.Fprintf(&b, "\n| movement | rounds | pairs of pairs | competition mean | SD | min–max | balance |\n|---|---|---|---|---|---|---|\n")
	row := func(m Movement, err error) {
		if err != nil {
			t.Fatal(err)
		}
		bal := m.Balance()
		fmt.Fprintf(&b, "| %s | %d | %d | %.2f | %.2f | %d to %d | %.1f%% |\n", m.Description, m.Rounds, bal.Couples,
			bal.Mean, bal.SD, bal.Min, bal.Max, bal.Percent)
	}
	sw := func(m Movement, err error) (Movement, error) {
		if err != nil {
			return m, err
		}
		return ArrowSwitch(m)
	}
	for pairs := 4; pairs <= 14; pairs++ {
		row(Howell(pairs, 0, 1))
	}
	for tables := 3; tables <= 15; tables += 2 {
		row(Mitchell(tables, 0, 1))
		row(sw(Mitchell(tables, 0, 3)))
		if tables >= 12 {
			row(sw(Mitchell(tables, 0, 2))) // two rounds switched
		}
	}
	for tables := 4; tables <= 16; tables += 2 {
		row(MitchellSkip(tables, 0, 1))
		row(sw(MitchellSkip(tables, 0, 3)))
		row(MitchellRelay(tables, 0, 1))
		row(sw(MitchellRelay(tables, 0, 3)))
	}
	t.Log(b.String())
}
