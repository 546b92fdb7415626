package season

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/rank"
)

func pl(names ...string) []Player {
	out := make([]Player, len(names))
	for i, n := range names {
		out[i] = Player{Name: n}
	}
	return out
}

func pair(pct float64, place int, tied bool, names ...string) Pair {
	return Pair{Players: pl(names...), Pct: pct, Place: rank.Place{N: place, Tied: tied}}
}

// threeNights is the season the tests work by hand: eight players, three
// Howell nights of three pairs.
//
//	2026-01-07: Ann & Bob 60% 1st, Cat & Dan 50% 2nd, Eve & Fay 40% 3rd
//	2026-01-14: Ann & Cat 55% 1=, Bob & Dan 55% 1=, Eve & Fay 45% 3rd
//	2026-01-21: Ann & Bob 52% 1st, Gus & Hal 50% 2nd, Cat & Eve 48% 3rd
func threeNights() []Night {
	return []Night{
		{Date: "2026-01-14", Name: "n2.xlsx", Fields: []Field{{Pairs: []Pair{
			pair(0.55, 1, true, "Ann", "Cat"), pair(0.55, 1, true, "Bob", "Dan"), pair(0.45, 3, false, "Eve", "Fay")}}}},
		{Date: "2026-01-07", Name: "n1.xlsx", Fields: []Field{{Pairs: []Pair{
			pair(0.60, 1, false, "Ann", "Bob"), pair(0.50, 2, false, "Cat", "Dan"), pair(0.40, 3, false, "Eve", "Fay")}}}},
		{Date: "2026-01-21", Name: "n3.xlsx", Fields: []Field{{Pairs: []Pair{
			pair(0.52, 1, false, "Ann", "Bob"), pair(0.50, 2, false, "Gus", "Hal"), pair(0.48, 3, false, "Cat", "Eve")}}}},
	}
}

// line is a standing as the tests write it: "Ann 1= 0.575".
type line struct {
	who   string
	place string
	value float64
}

func lines(res *Result, t Table) []line {
	var out []line
	for _, s := range t.Standings {
		var ns []string
		for _, p := range s.Persons {
			ns = append(ns, res.Persons[p].Name)
		}
		out = append(out, line{strings.Join(ns, " & "), s.Place.String(), s.Value})
	}
	return out
}

func sameLines(t *testing.T, got, want []line) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d lines %v, want %d %v", len(got), got, len(want), want)
	}
	for i := range want {
		if got[i].who != want[i].who || got[i].place != want[i].place || math.Abs(got[i].value-want[i].value) > 1e-9 {
			t.Errorf("line %d: got %v, want %v", i+1, got[i], want[i])
		}
	}
}

func TestCompetitions(t *testing.T) {
	comps := []Competition{
		{Name: "Championship", Rule: Championship, Best: 2, Minimum: 2},
		{Name: "Ladder", Rule: Ladder},
		{Name: "Pairs", Rule: Championship, Partnership: true, Minimum: 1},
		{Name: "Table", Rule: Ladder, Points: []float64{10, 6}},
	}
	res, probs := Compute(Season{Nights: threeNights(), Competitions: comps})
	if res == nil || len(probs) > 0 {
		t.Fatalf("problems: %v", probs)
	}
	// Best 2 of each player's nights, ranked from 2 nights:
	// Ann 60, 55 (52 dropped) = 57.5; Bob 60, 55 (52) = 57.5: 1=.
	// Cat 55, 50 (48) = 52.5; Dan 55, 50 = 52.5: 3=.
	// Eve 48, 45 (40) = 46.5: 5th; Fay 45, 40 = 42.5: 6th.
	// Gus and Hal one night each, 50: below, unranked, by name.
	sameLines(t, lines(res, res.Tables[0]), []line{
		{"Ann", "1=", 0.575}, {"Bob", "1=", 0.575}, {"Cat", "3=", 0.525}, {"Dan", "3=", 0.525},
		{"Eve", "5", 0.465}, {"Fay", "6", 0.425}, {"Gus", "", 0.50}, {"Hal", "", 0.50}})
	// Fields of 3: 3 points to the winner, 2, 1; the 1= of the second
	// night share 3 and 2, 2.5 each.
	// Ann 3 + 2.5 + 3 = 8.5, Bob the same; Cat 2 + 2.5 + 1 = 5.5;
	// Dan 2 + 2.5 = 4.5; Eve 1 + 1 + 1 = 3; Fay 1 + 1, Gus 2, Hal 2: 6=.
	sameLines(t, lines(res, res.Tables[1]), []line{
		{"Ann", "1=", 8.5}, {"Bob", "1=", 8.5}, {"Cat", "3", 5.5}, {"Dan", "4", 4.5},
		{"Eve", "5", 3}, {"Fay", "6=", 2}, {"Gus", "6=", 2}, {"Hal", "6=", 2}})
	// Partnerships, all nights: Ann & Bob (60 + 52) / 2 = 56; Ann & Cat
	// and Bob & Dan 55; Cat & Dan and Gus & Hal 50; Cat & Eve 48; Eve &
	// Fay (40 + 45) / 2 = 42.5.
	sameLines(t, lines(res, res.Tables[2]), []line{
		{"Ann & Bob", "1", 0.56}, {"Ann & Cat", "2=", 0.55}, {"Bob & Dan", "2=", 0.55},
		{"Cat & Dan", "4=", 0.50}, {"Gus & Hal", "4=", 0.50}, {"Cat & Eve", "6", 0.48}, {"Eve & Fay", "7", 0.425}})
	// Points 10 and 6, none for third: the 1= share (10 + 6) / 2 = 8.
	// Ann 10 + 8 + 10 = 28; Bob 28; Cat 6 + 8 + 0 = 14; Dan 14;
	// Gus 6, Hal 6; Eve and Fay 0.
	sameLines(t, lines(res, res.Tables[3]), []line{
		{"Ann", "1=", 28}, {"Bob", "1=", 28}, {"Cat", "3=", 14}, {"Dan", "3=", 14},
		{"Gus", "5=", 6}, {"Hal", "5=", 6}, {"Eve", "7=", 0}, {"Fay", "7=", 0}})

	// Ann's championship: the nights by date are 0 (01-07), 1, 2; the
	// 52% of the third dropped.
	ann := res.Tables[0].Standings[0]
	if !slices.Equal(ann.Counted, []int{0, 1}) || !slices.Equal(ann.Dropped, []int{2}) {
		t.Errorf("Ann counted %v dropped %v, want [0 1] [2]", ann.Counted, ann.Dropped)
	}
	// Ann's cards, by date: partner Bob, Cat, Bob; ladder points 3, 2.5, 3;
	// counted for the championship on the first two; in the partnership
	// championship every night counts.
	var got []string
	for _, c := range res.Cards {
		if res.Persons[c.Person].Name != "Ann" {
			continue
		}
		got = append(got, res.Nights[c.Night].Date+" "+res.Persons[c.Partner].Name+" "+c.Place.String()+" "+
			strings.Join([]string{fmtF(c.Points[1]), fmtB(c.Counted[0]), fmtB(c.Counted[2])}, " "))
	}
	want := []string{"2026-01-07 Bob 1 3 yes yes", "2026-01-14 Cat 1= 2.5 yes yes", "2026-01-21 Bob 1 3 no yes"}
	if !slices.Equal(got, want) {
		t.Errorf("Ann's cards:\n got %q\nwant %q", got, want)
	}
}

func fmtF(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
func fmtB(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func TestLadderPoints(t *testing.T) {
	def := Competition{Rule: Ladder}
	table := Competition{Rule: Ladder, Points: []float64{12, 10, 8, 6}}
	for _, c := range []struct {
		c                  Competition
		place, tied, pairs int
		want               float64
	}{
		{def, 1, 1, 8, 8},          // a field of 8: 8 to the winner
		{def, 8, 1, 8, 1},          // and 1 to the last
		{def, 3, 3, 8, 5},          // 3= of three share 6, 5, 4: 5 each
		{table, 2, 2, 10, 9},       // 2= share 10 and 8
		{table, 4, 2, 10, 3},       // 4= share 6 and nothing: 3
		{table, 5, 1, 10, 0},       // nothing beyond the table
		{def, 1, 2, 2, 1.5},        // a field of two tied: 2 and 1 shared
		{table, 1, 4, 4, 36.0 / 4}, // all four tied: (12+10+8+6)/4
	} {
		if got := ladderPoints(c.c, c.place, c.tied, c.pairs); got != c.want {
			t.Errorf("place %d of %d tied in %d: got %v, want %v", c.place, c.tied, c.pairs, got, c.want)
		}
	}
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"  José   GARCÍA ": "jose garcia",
		"R.J. Smith":       "r j smith",
		"Åse Ødegård":      "ase ødegard", // ø is a letter of its own, not an o with an accent
		"Zoë  Brontë":      "zoe bronte",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPlayers(t *testing.T) {
	id := func(name, id string) Player { return Player{Name: name, ID: id} }
	nights := []Night{
		{Date: "2026-02-04", Name: "a.xlsx", Fields: []Field{{Pairs: []Pair{
			{Players: []Player{id("Robert Smith", "1234"), id("Ann Bell", "77")}, Pct: 0.6, Place: rank.Place{N: 1}},
			{Players: pl("José García", "Peter Jones"), Pct: 0.4, Place: rank.Place{N: 2}}}}}},
		{Date: "2026-02-11", Name: "b.xlsx", Fields: []Field{{Pairs: []Pair{
			// Bob Smith with Robert's number is Robert; ann bell without a
			// number is the Ann Bell of number 77.
			{Players: []Player{id("Bob Smith", "1234"), id("ann  bell", "")}, Pct: 0.55, Place: rank.Place{N: 1}},
			{Players: pl("Kimberley Lee", "Tom Wu"), Pct: 0.5, Place: rank.Place{N: 2}},
			{Players: pl("JOSE GARCIA", "Peter Jnoes"), Pct: 0.45, Place: rank.Place{N: 3}}}}}},
		{Date: "2026-02-18", Name: "c.xlsx", Fields: []Field{{Pairs: []Pair{
			{Players: pl("Kim Lee", "R Smith"), Pct: 0.5, Place: rank.Place{N: 1, Tied: true}},
			{Players: pl("Tom Wu", "Zoe Hart"), Pct: 0.5, Place: rank.Place{N: 1, Tied: true}}}}}},
	}
	merges := []Merge{{Name: "Kimberley Lee", SameAs: "Kim Lee", Line: 2}, {Name: "Tom Woo", SameAs: "Tom Wu", Line: 3}}
	res, probs := Compute(Season{Nights: nights, Merges: merges, Competitions: []Competition{{Name: "L", Rule: Ladder}}})
	if res == nil {
		t.Fatalf("no result: %v", probs)
	}
	var names []string
	for _, p := range res.Persons {
		names = append(names, p.Name+"/"+p.ID+"/"+strings.Repeat("*", p.Nights))
	}
	// By folded name: Ann Bell (77) two nights, José García two, Kim Lee
	// two (Kimberley merged into Kim), Peter Jnoes, Peter Jones, R Smith,
	// Robert Smith (1234; Robert and Bob, Robert first seen and as often),
	// Tom Wu two, Zoe Hart.
	want := []string{"Ann Bell/77/**", "José García//**", "Kim Lee//**", "Peter Jnoes//*", "Peter Jones//*", "R Smith//*", "Robert Smith/1234/**", "Tom Wu//**", "Zoe Hart//*"}
	if !slices.Equal(names, want) {
		t.Errorf("persons:\n got %q\nwant %q", names, want)
	}
	var msgs []string
	for _, p := range probs {
		if !p.Warning {
			t.Errorf("error: %v", p)
		}
		msgs = append(msgs, p.Error())
	}
	// Tom Woo of the Players sheet plays on no night; Peter Jnoes is a
	// letter swap of Peter Jones; R Smith has Robert Smith's surname and
	// initial. Kim Lee and Kimberley Lee are merged: no warning.
	wantMsgs := []string{
		`Players row 3 Name: "Tom Woo" plays on none of the nights`,
		`"Peter Jnoes" (2026-02-11) and "Peter Jones" (2026-02-04) look alike: one player or two?`,
		`"R Smith" (2026-02-18) and "Robert Smith" (2026-02-04, 2026-02-11) look alike: one player or two?`,
	}
	if !slices.Equal(msgs, wantMsgs) {
		t.Errorf("problems:\n got %q\nwant %q", msgs, wantMsgs)
	}
	if h := probs[2].Hint; h != `if they are one, add a row to the Players sheet: Name "R Smith", Same as "Robert Smith"` {
		t.Errorf("hint %q", h)
	}
	// Kim Lee's ladder: second of three on 02-11 (2 points, as Kimberley
	// Lee) and first equal of two on 02-18 (2 and 1 shared: 1.5).
	for _, s := range res.Tables[0].Standings {
		if res.Persons[s.Persons[0]].Name == "Kim Lee" && s.Value != 3.5 {
			t.Errorf("Kim Lee's points %v, want 2 + 1.5 = 3.5", s.Value)
		}
	}
}

func TestNightTwice(t *testing.T) {
	nights := threeNights()
	copyOf := nights[1]
	copyOf.Name = "n1 copy.xlsx"
	copyOf.Date = "2026-01-08" // a copy with its date changed is the same night still
	res, probs := Compute(Season{Nights: append(nights, copyOf)})
	if res != nil || len(probs) != 1 || probs[0].Error() != "n1.xlsx and n1 copy.xlsx are the same night (the same results)" {
		t.Errorf("got %v, %v", res, probs)
	}
}

func TestNoPctNight(t *testing.T) {
	nights := threeNights()
	nights[0].NoPct = true
	_, probs := Compute(Season{Nights: nights, Competitions: []Competition{{Name: "Club", Rule: Championship, Line: 2}}})
	if len(probs) != 1 || probs[0].Error() != "Competitions row 2 Rule: n2.xlsx is scored by total points, which no IMP rule makes a percentage, and Club is a championship" {
		t.Errorf("got %v", probs)
	}
}

// Ann Reid and Alice Reid have one surname and initial, but they played on
// one night, partners: two people, no warning. Ann Reid and Ann Ried (a
// letter swap, on another night) look alike; Alice Reid and Ann Ried have
// neither one surname nor one letter between them.
func TestLookAlikeOnOneNight(t *testing.T) {
	nights := []Night{
		{Date: "2026-03-03", Name: "a.xlsx", Fields: []Field{{Pairs: []Pair{pair(0.6, 1, false, "Ann Reid", "Alice Reid"), pair(0.4, 2, false, "Cy Dee", "Ed Fay")}}}},
		{Date: "2026-03-10", Name: "b.xlsx", Fields: []Field{{Pairs: []Pair{pair(0.6, 1, false, "Ann Ried", "Cy Dee"), pair(0.4, 2, false, "Ed Fay", "Gil Ho")}}}},
	}
	_, probs := Compute(Season{Nights: nights})
	var msgs []string
	for _, p := range probs {
		msgs = append(msgs, p.Msg)
	}
	want := []string{
		`"Ann Reid" (2026-03-03) and "Ann Ried" (2026-03-10) look alike: one player or two?`,
	}
	if !slices.Equal(msgs, want) {
		t.Errorf("got %q\nwant %q", msgs, want)
	}
}

// Two players of one name on one night, without numbers, are one person
// by name: warned of, as one person cannot play in two pairs.
func TestTwoPairsOneNight(t *testing.T) {
	nights := []Night{{Date: "2026-03-03", Name: "a.xlsx", Fields: []Field{{Pairs: []Pair{
		pair(0.6, 1, false, "John Smith", "Ann Bell"), pair(0.4, 2, false, "John  Smith", "Cy Dee")}}}}}
	_, probs := Compute(Season{Nights: nights})
	if len(probs) != 1 || probs[0].Msg != `"John Smith" plays in two pairs on 2026-03-03 (a.xlsx)` || !probs[0].Warning {
		t.Errorf("got %v", probs)
	}
}

// IMPPct by the NGS's rate: +1 IMP a board is 56.5% ("+27 IMPs [over 27
// boards] is equivalent to 56.5%, while -27 IMPs is equivalent to 43.5%",
// Stroud Bridge Club on the NGS), kept within 0% and 100%.
func TestIMPPct(t *testing.T) {
	for _, c := range []struct{ imps, rate, want float64 }{
		{1, NGSIMPRate, 0.565}, {-1, NGSIMPRate, 0.435}, {0, NGSIMPRate, 0.5},
		{10, NGSIMPRate, 1}, {-10, NGSIMPRate, 0}, // 115% and −15%, kept within
	} {
		if got := IMPPct(c.imps, c.rate); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("IMPPct(%v, %v) = %v, want %v", c.imps, c.rate, got, c.want)
		}
	}
	// Young Chelsea's "+42.5 IMPs in 24 boards = 60%" at the 5.65 the docs
	// give for it: 50 + 5.65 × 42.5/24 = 60.005%, the source's 60% to the
	// hundredth of a percent it is printed to.
	if got := IMPPct(42.5/24, 5.65); math.Abs(got-0.6) > 1e-4 {
		t.Errorf("IMPPct(42.5/24, 5.65) = %v, want 60%% to 0.01%%", got)
	}
}

// A championship with the NGS's IMP rule counts a night at IMPs: the third
// night of threeNights scored by IMPs, Ann & Bob +1.2 IMPs a board, Gus &
// Hal 0, Cat & Eve −1.2: 50 + 6.5 × 1.2 = 57.8%, 50%, 42.2%. Best 2 of
// each player's nights, ranked from 2:
//
//	Ann 60, 57.8 (55 dropped) = 58.9; Bob the same: 1=
//	Cat 55, 50 (42.2) = 52.5; Dan 55, 50 = 52.5: 3=
//	Eve 45, 42.2 (40) = 43.6: 5th; Fay 45, 40 = 42.5: 6th
//	Gus and Hal 50, one night: unranked
//
// The ladder counts the night's places as ever; a championship without an
// IMP rule refuses the night at its IMP rule cell.
func TestIMPNightInAChampionship(t *testing.T) {
	nights := threeNights()
	for i := range nights {
		if nights[i].Date != "2026-01-21" {
			continue
		}
		nights[i].NoPct, nights[i].IMPs = true, true
		for k, imps := range []float64{1.2, 0, -1.2} {
			nights[i].Fields[0].Pairs[k].IMPs = imps
			nights[i].Fields[0].Pairs[k].Pct = 0
		}
	}
	comps := []Competition{{Name: "Championship", Rule: Championship, Best: 2, Minimum: 2, IMPRate: NGSIMPRate}, {Name: "Ladder", Rule: Ladder}}
	res, probs := Compute(Season{Nights: nights, Competitions: comps})
	if res == nil || len(probs) > 0 {
		t.Fatalf("problems: %v", probs)
	}
	sameLines(t, lines(res, res.Tables[0]), []line{
		{"Ann", "1=", 0.589}, {"Bob", "1=", 0.589}, {"Cat", "3=", 0.525}, {"Dan", "3=", 0.525},
		{"Eve", "5", 0.436}, {"Fay", "6", 0.425}, {"Gus", "", 0.50}, {"Hal", "", 0.50}})
	if ann := res.Tables[0].Standings[0]; !slices.Equal(ann.Counted, []int{0, 2}) {
		t.Errorf("Ann counted %v, want the first night and the IMP night", ann.Counted)
	}
	// The ladder as in TestCompetitions: the night's places are unchanged.
	sameLines(t, lines(res, res.Tables[1])[:2], []line{{"Ann", "1=", 8.5}, {"Bob", "1=", 8.5}})

	_, probs = Compute(Season{Nights: nights, Competitions: []Competition{{Name: "Club", Rule: Championship, Line: 2}}})
	if len(probs) != 1 || probs[0].Error() != "Competitions row 2 IMP rule: n3.xlsx is scored by IMPs, and Club is a championship without an IMP rule" {
		t.Errorf("got %v", probs)
	}
}

// A Season Card on a night at IMPs shows the night's percentage by the
// season's one IMP rule. By hand: Ann and Bob at +1.3 IMPs a board count
// 50% + 6.5 × 1.3% = 58.45% by the NGS; Eve and Fay at −2 IMPs a board
// 50% − 13% = 37%. With two championships at 6.5 and 5 no one rule is the
// night's, and the card has none; a night at total points has none
// either.
func TestCardPctOnAnIMPNight(t *testing.T) {
	nights := threeNights()
	for i := range nights {
		if nights[i].Date == "2026-01-07" {
			nights[i].NoPct, nights[i].IMPs = true, true
			ps := nights[i].Fields[0].Pairs
			ps[0].IMPs, ps[1].IMPs, ps[2].IMPs = 1.3, 0.7, -2
		}
	}
	pcts := func(cs []Competition) map[string]any {
		res, probs := Compute(Season{Nights: nights, Competitions: cs})
		if res == nil {
			t.Fatal(probs)
		}
		out := map[string]any{}
		for _, c := range res.Cards {
			if res.Nights[c.Night].Date != "2026-01-07" {
				continue
			}
			if v, ok := res.CardPct(c); ok {
				out[res.Persons[c.Person].Name] = math.Round(v*1e6) / 1e6
			} else {
				out[res.Persons[c.Person].Name] = nil
			}
		}
		return out
	}
	ngs := Competition{Name: "Club Championship", Rule: Championship, IMPRate: NGSIMPRate, Line: 2}
	ladder := Competition{Name: "Ladder", Rule: Ladder, Line: 3}
	got := pcts([]Competition{ngs, ladder})
	if got["Ann"] != 0.5845 || got["Bob"] != 0.5845 || got["Eve"] != 0.37 || got["Fay"] != 0.37 {
		t.Errorf("one rule: %v", got)
	}
	club := Competition{Name: "Club's", Rule: Championship, IMPRate: 5, Line: 4}
	if got := pcts([]Competition{ngs, ladder, club}); got["Ann"] != nil || got["Eve"] != nil {
		t.Errorf("two rules: %v", got)
	}
	if got := pcts([]Competition{ladder}); got["Ann"] != nil {
		t.Errorf("no rule: %v", got)
	}
	for i := range nights {
		if nights[i].Date == "2026-01-07" {
			nights[i].IMPs = false // total points
		}
	}
	if got := pcts([]Competition{ladder}); got["Ann"] != nil {
		t.Errorf("total points: %v", got)
	}
}
