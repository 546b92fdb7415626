package pairs

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/awards"
	"github.com/scorebook/scorebook/engine/rank"
)

// A two-table Howell worked by hand. Board 1: 1–2 420, 3–4 450: pair 3
// (NS) and pair 2 (EW) 2 of the top 2, pairs 1 and 4 nothing. Board 2:
// 1–3 and 2–4 both 100: 1 each. Board 3: 4–1 −50, 2–3 110: pairs 2 (NS)
// and 1 (EW) 2, pairs 4 and 3 nothing. Pair 2 has 5 of 6 (83.33%), pairs
// 1 and 3 3 of 6 (50%, second equal), pair 4 1 of 6 (16.67%).
var smallHowell = []testRow{
	{1, 1, "1", "2", "420"},
	{1, 1, "3", "4", "450"},
	{1, 2, "1", "3", "100"},
	{1, 2, "2", "4", "100"},
	{1, 3, "4", "1", "-50"},
	{1, 3, "2", "3", "110"},
}

func awardsText(ev *Event, res *Result) string {
	var b strings.Builder
	for _, st := range res.Standings {
		fmt.Fprintf(&b, "%s %s %.2f", st.Place, ev.Pairs[st.Pair].ID, st.Award)
		if res.Handicapped {
			fmt.Fprintf(&b, " %+.1f %.2f%% %s", st.Handicap, st.HandicapPct*100, st.HandicapPlace)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestAwards(t *testing.T) {
	for _, c := range []struct {
		name  string
		scale awards.Scale
		table []float64
		want  string
	}{
		// The ACBL's 4 pairs: first 0.40, depth 1.6 → 2, second 0.28; the
		// two second equal share 0.28 + 0: 0.14 each.
		{"ACBL club", awards.ACBLClub, nil, "1 2 0.40\n2= 1 0.14\n2= 3 0.14\n4 4 0.00\n"},
		// Two complete tables: below the EBU's minimum of 3.
		{"EBU local", awards.EBULocal, nil, "1 2 0.00\n2= 1 0.00\n2= 3 0.00\n4 4 0.00\n"},
		// 10, 7, 5: the two second equal share 7 + 5.
		{"Table", awards.Table, []float64{10, 7, 5}, "1 2 10.00\n2= 1 6.00\n2= 3 6.00\n4 4 0.00\n"},
		{"None", awards.None, []float64{10, 7, 5}, "1 2 0.00\n2= 1 0.00\n2= 3 0.00\n4 4 0.00\n"},
	} {
		s := DefaultSettings()
		s.Awards = c.scale
		ev := buildEvent(t, s, smallHowell)
		ev.AwardTable = c.table
		res := mustScore(t, ev)
		if res.Mitchell {
			t.Fatal("the small Howell is scored as a Mitchell")
		}
		if got := awardsText(ev, res); got != c.want {
			t.Errorf("%s:\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}

// The small Howell handicapped: pair 1's players +5 and 0, pair 2's −5
// and −5, pair 3's none, pair 4's +40 and +40. Summed: pair 4 16.67% +
// 80 = 96.67% first, pair 2 83.33% − 10 = 73.33%, pair 1 55%, pair 3 50%.
// Averaged: pair 2 83.33% − 5 = 78.33% first, pair 4 16.67% + 40 =
// 56.67%, pair 1 52.5%, pair 3 50%. The awards stay the scratch
// ranking's, as EBUScore gives them ("Master Points and NGS will be based
// on the 'raw' results, before application of handicaps",
// https://www.ebu.co.uk/ebuscore-wiki/handicaps).
func TestHandicaps(t *testing.T) {
	for _, c := range []struct {
		rule HandicapRule
		want string
	}{
		{SumHandicaps, "1 2 10.00 -10.0 73.33% 2\n2= 1 6.00 +5.0 55.00% 3\n2= 3 6.00 +0.0 50.00% 4\n4 4 0.00 +80.0 96.67% 1\n"},
		{AverageHandicaps, "1 2 10.00 -5.0 78.33% 1\n2= 1 6.00 +2.5 52.50% 3\n2= 3 6.00 +0.0 50.00% 4\n4 4 0.00 +40.0 56.67% 2\n"},
	} {
		s := DefaultSettings()
		s.Awards, s.HandicapRule = awards.Table, c.rule
		ev := buildEvent(t, s, smallHowell)
		ev.AwardTable = []float64{10, 7, 5}
		ev.Handicapped = true
		for i, h := range map[string][2]float64{"1": {5, 0}, "2": {-5, -5}, "4": {40, 40}} {
			for k := range ev.Pairs {
				if ev.Pairs[k].ID == i {
					ev.Pairs[k].Handicaps = h
				}
			}
		}
		res := mustScore(t, ev)
		if got := awardsText(ev, res); got != c.want {
			t.Errorf("rule %d:\n%s\nwant\n%s", c.rule, got, c.want)
		}
	}
}

// Handicaps are percentages: a ranking by IMPs is not handicapped, and
// the director is told.
func TestHandicapsAtIMPs(t *testing.T) {
	s := DefaultSettings()
	s.Scoring = CrossIMPs
	ev := buildEvent(t, s, smallHowell)
	ev.Handicapped = true
	res, probs := Score(ev)
	if res == nil || res.Handicapped {
		t.Fatalf("res %v, problems %v", res, probs)
	}
	if len(probs) != 1 || !probs[0].Warning || !strings.Contains(probs[0].Error(), "Pairs Handicap 1: handicaps are percentages") {
		t.Errorf("problems %v", probs)
	}
}

// A Mitchell's directions are awarded and handicapped apart: the small
// Mitchell worked by hand in TestMitchellByHand has 3 pairs a direction,
// so each direction's winner gets the ACBL's 0.30 (0.10 a pair; depth
// 1.2 → 1). Pair 1 (NS, 37.50%) at +10 passes pair 3 (42.50%) but not
// pair 2 (100%); pair 5 (EW, 25%) at +40 reaches 65%, second behind pair
// 6 (75%) and ahead of pair 4 (57.50%): each direction's places go 1, 2,
// 3.
func TestMitchellAwardsAndHandicaps(t *testing.T) {
	s := DefaultSettings()
	s.Awards = awards.ACBLClub
	ev := buildEvent(t, s, mitchellRows)
	ev.Handicapped = true
	for k := range ev.Pairs {
		switch ev.Pairs[k].ID {
		case "1":
			ev.Pairs[k].Handicaps = [2]float64{10, 0}
		case "5":
			ev.Pairs[k].Handicaps = [2]float64{20, 20}
		}
	}
	res := mustScore(t, ev)
	want := "1 2 0.30 +0.0 100.00% 1\n2 3 0.00 +0.0 42.50% 3\n3 1 0.00 +10.0 47.50% 2\n" +
		"1 6 0.30 +0.0 75.00% 1\n2 4 0.00 +0.0 57.50% 3\n3 5 0.00 +40.0 65.00% 2\n"
	if got := awardsText(ev, res); got != want {
		t.Errorf("\n%s\nwant\n%s", got, want)
	}
}

// "7 1/2 tables would be 8 pairs in each group" (the ACBL Handbook, cited
// in engine/awards): a Mitchell of 8 NS pairs and 7 EW pairs awards both
// directions as groups of 8: 0.80, 0.56, 0.40.
func TestACBLHalfTable(t *testing.T) {
	s := DefaultSettings()
	s.Awards = awards.ACBLClub
	res := &Result{Settings: s, Mitchell: true}
	for i := 0; i < 15; i++ {
		field, place := NS, i+1
		if i >= 8 {
			field, place = EW, i-7
		}
		res.Standings = append(res.Standings, Standing{Pair: i, Field: field, Place: rank.Place{N: place}, Boards: 26})
	}
	sc := &scorer{ev: &Event{Settings: s}, s: s, res: res}
	sc.award()
	var got []float64
	for _, st := range res.Standings {
		got = append(got, st.Award)
	}
	want := []float64{0.80, 0.56, 0.40, 0, 0, 0, 0, 0, 0.80, 0.56, 0.40, 0, 0, 0, 0}
	if !slices.Equal(got, want) {
		t.Errorf("awards %v, want %v", got, want)
	}
}
