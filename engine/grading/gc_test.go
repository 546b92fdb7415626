package grading

import (
	"math"
	"testing"
)

func close9(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// gcSettings grade Golf Croquet: every player eligible from their first
// game, no ASGA unless a test turns it on.
func gcSettings() Settings {
	s := DefaultSettings()
	s.Code = GC
	s.MinimumGames = 0
	s.GC.ASGAGames = 0
	return s
}

// A GC game moves GC grades by Dynamic Grading weighted by its class, and
// an AC game on the same sheet moves none of them; under Code AC the GC
// game moves no AC grade.
//
// Worked by hand: Ann (GC 1500) beats Bob (GC 1400) at a Class 1 event.
// LPW = 1 / (1 + 10^(100/500)) = 1 / 2.584893 = 0.386863; both are in
// their first 34 games, so M = 24, weighted 1.2: 28.8; Ann + 11.141661,
// Bob − 11.141661. Then Bob (1388.858339) beats Ann (1511.141661) at a
// Class 3 event: the loser Ann's win probability is 1 / (1 + 10^(−122.283322
// / 500)) = 1 / (1 + 0.569414) = 0.637178, and M 24 × 0.8 = 19.2: Bob
// + 12.233812.
func TestGCGradedByWeightedDG(t *testing.T) {
	players := []Player{
		{Row: 2, Name: "Ann", Index: 2000, Grade: 2000, GCGrade: 1500, HasGCGrade: true},
		{Row: 3, Name: "Bob", Index: 1800, Grade: 1800, GCGrade: 1400, HasGCGrade: true},
	}
	games := []Game{
		{Row: 2, Date: date("2026-05-01"), Class: 1, Winner: "Ann", Loser: "Bob", Code: GC},
		{Row: 3, Date: date("2026-05-02"), Class: 2, Winner: "Bob", Loser: "Ann"}, // AC
		{Row: 4, Date: date("2026-05-03"), Class: 3, Winner: "Bob", Loser: "Ann", Type: "Golf Croquet"},
		{Row: 5, Date: date("2026-05-04"), Class: 2, Winner: "Ann", Loser: "Bob", Code: GC, Type: "Handicap"},
	}
	r, probs := Replay(&Event{Settings: gcSettings(), Players: players, Games: games})
	if r == nil {
		t.Fatal(probs)
	}
	if len(r.Log) != 2 || r.NotGraded != 2 || r.Settings.System != DG {
		t.Fatalf("log %d lines, %d not graded, system %v; want the two level GC games graded by DG", len(r.Log), r.NotGraded, r.Settings.System)
	}
	l := r.Log[0]
	if math.Abs(l.LPW-0.386863) > 1e-6 || math.Abs(l.WinnerChange-11.141661) > 1e-5 || math.Abs(l.LoserChange+11.141661) > 1e-5 {
		t.Errorf("class 1 game: LPW %v, changes %v %v", l.LPW, l.WinnerChange, l.LoserChange)
	}
	l = r.Log[1]
	if math.Abs(l.LPW-0.637178) > 1e-6 || math.Abs(l.WinnerChange-19.2*l.LPW) > 1e-9 || math.Abs(l.WinnerChange-12.233812) > 1e-5 {
		t.Errorf("class 3 game: LPW %v, change %v", l.LPW, l.WinnerChange)
	}
	for _, st := range r.Standings {
		if st.StartGrade != players[st.Row-2].GCGrade {
			t.Errorf("%s starts from %v, not the GC Grade", st.Player, st.StartGrade)
		}
	}

	ac := DefaultSettings()
	ac.MinimumGames = 0
	ac.System = DG
	r, probs = Replay(&Event{Settings: ac, Players: players, Games: games})
	if r == nil || len(r.Log) != 1 || r.Log[0].Row != 3 {
		t.Fatalf("AC: %+v %v; want the one AC level game", r, probs)
	}
}

// The ranking list's eligibility: a GC grade under GC minimum grade (1200)
// is not ranked, however many games.
func TestGCMinimumGrade(t *testing.T) {
	players := []Player{{Row: 2, Name: "Ann", GCGrade: 1300}, {Row: 3, Name: "Bob", GCGrade: 1190}}
	games := []Game{{Row: 2, Date: date("2026-05-01"), Class: 2, Winner: "Ann", Loser: "Bob", Code: GC}}
	r, probs := Replay(&Event{Settings: gcSettings(), Players: players, Games: games})
	if r == nil {
		t.Fatal(probs)
	}
	for _, st := range r.Standings {
		if want := st.Player == "Ann"; st.Eligible != want {
			t.Errorf("%s (grade %.1f) eligible %v, want %v", st.Player, st.Grade, st.Eligible, want)
		}
	}
}

// PerformanceGrade inverts the win probability: winning 3 of 4 against a
// mean of 1500 is 1500 + 500 × log10(3) = 1738.560627; 2 of 4 is the mean;
// every game of 4 is taken as 3½ of 4, 500 × log10(7) = 422.549020.
func TestPerformanceGrade(t *testing.T) {
	for _, c := range []struct {
		mean       float64
		wins, n    int
		want       float64
		whatItIsOf string
	}{
		{1500, 3, 4, 1738.560627, "3 of 4"},
		{1500, 2, 4, 1500, "2 of 4"},
		{1500, 4, 4, 1922.549020, "4 of 4"},
		{1500, 0, 4, 1077.450980, "0 of 4"},
	} {
		if got := PerformanceGrade(c.mean, c.wins, c.n); math.Abs(got-c.want) > 1e-6 {
			t.Errorf("%s: %v, want %v", c.whatItIsOf, got, c.want)
		}
		if p := WinProbability(PerformanceGrade(c.mean, c.wins, c.n), c.mean); c.wins > 0 && c.wins < c.n && math.Abs(p-float64(c.wins)/float64(c.n)) > 1e-12 {
			t.Errorf("%s: the performance grade's win probability against the mean is %v", c.whatItIsOf, p)
		}
	}
}

// Automatic Start Grade Adjustment: Cat, started far too low at 1000,
// wins 9 of her first 10 games against players of 1500; her Performance
// Grade differs from her grade after them by more than 85, so the start
// grade becomes it and the games are played again from it. The second,
// independent computation: the same games replayed without ASGA from the
// Performance Grade worked out here give the same grades.
func TestASGAReplacesTheStartGradeForAFinalRun(t *testing.T) {
	players := []Player{{Row: 2, Name: "Cat", GCGrade: 1000}, {Row: 3, Name: "Dan", GCGrade: 1500}, {Row: 4, Name: "Eve", GCGrade: 1500}}
	var games []Game
	for i := range 12 {
		opp := "Dan"
		if i%2 == 1 {
			opp = "Eve"
		}
		g := Game{Row: i + 2, Date: date("2026-05-01").AddDate(0, 0, i), Class: 2, Winner: "Cat", Loser: opp, Code: GC}
		if i == 4 {
			g.Winner, g.Loser = opp, "Cat"
		}
		games = append(games, g)
	}
	s := gcSettings()
	s.GC.ASGAGames = 10
	r, probs := Replay(&Event{Settings: s, Players: players, Games: games})
	if r == nil {
		t.Fatal(probs)
	}
	var cat Standing
	for _, st := range r.Standings {
		if st.Player == "Cat" {
			cat = st
		} else if st.ASGA {
			t.Errorf("%s adjusted too", st.Player)
		}
	}
	if !cat.ASGA || cat.GivenGrade != 1000 {
		t.Fatalf("Cat: ASGA %v, given grade %v", cat.ASGA, cat.GivenGrade)
	}

	// The first run, by hand-free replay: Cat's opponents' grades before
	// each of her first ten games, and her grade after the tenth.
	s.GC.ASGAGames = 0
	first, _ := Replay(&Event{Settings: s, Players: players, Games: games})
	sum := 0.0
	for _, l := range first.Log[:10] {
		if l.Winner == "Cat" {
			sum += l.LoserGrade - l.LoserChange
		} else {
			sum += l.WinnerGrade - l.WinnerChange
		}
	}
	pg := PerformanceGrade(sum/10, 9, 10)
	var after float64
	for _, st := range first.Standings {
		if st.Player == "Cat" {
			after = st.History[9].Grade
		}
	}
	if math.Abs(pg-after) <= 85 {
		t.Fatalf("the example does not exercise ASGA: performance %v, grade %v", pg, after)
	}
	if !close9(cat.StartGrade, pg) {
		t.Errorf("Cat's start grade %v, want the performance grade %v", cat.StartGrade, pg)
	}
	adjusted := []Player{{Row: 2, Name: "Cat", GCGrade: pg}, players[1], players[2]}
	final, _ := Replay(&Event{Settings: s, Players: adjusted, Games: games})
	for i, st := range final.Standings {
		if got := r.Standings[i]; got.Player != st.Player || !close9(got.Grade, st.Grade) {
			t.Errorf("%s: grade %v after ASGA, %v replayed from the performance grade", st.Player, got.Grade, st.Grade)
		}
	}
}

// TestDefaultGCWeights: the class weights' defaults are the pre-DG world
// ranking's class factors (oxfordcroquet.com/tech/ranking/note.asp, Chris
// Williams: 6 for the Opens, Mens and Internationals, 5 for most
// tournaments, 4 for consolation events) as ratios to a normal event's,
// which are Nel's 1.2, 1 and 0.8; the WCF's own GC table was not found.
func TestDefaultGCWeights(t *testing.T) {
	want := [3]float64{6.0 / 5, 5.0 / 5, 4.0 / 5}
	if got := DefaultGC().Weight; got != want {
		t.Errorf("DefaultGC().Weight = %v, want %v", got, want)
	}
}

// Under Code GC the games left out are told what the GC grading takes,
// level singles, not 26-point Advanced Singles; and a sheet of no level
// or handicap game says so in GC's words.
func TestGCLeftOutSaysLevelSingles(t *testing.T) {
	players := []Player{{Row: 2, Name: "Ann", GCGrade: 1500}, {Row: 3, Name: "Bob", GCGrade: 1400}}
	games := []Game{
		{Row: 2, Date: date("2026-05-01"), Class: 2, Winner: "Ann", Loser: "Bob", Code: GC},
		{Row: 3, Date: date("2026-05-02"), Class: 2, Winner: "Bob", Loser: "Ann", Code: GC, Type: "One-ball"},
	}
	_, probs := Replay(&Event{Settings: gcSettings(), Players: players, Games: games})
	var hints []string
	for _, p := range probs {
		if p.Msg == `1 game of type "One-ball" left out: row 3` {
			hints = append(hints, p.Hint)
		}
	}
	if want := "only level singles are graded; leave Type empty or write Level for a level game"; len(hints) != 1 || hints[0] != want {
		t.Errorf("left-out hints %q, want %q", hints, want)
	}
	_, probs = Replay(&Event{Settings: gcSettings(), Players: players, Games: games[1:]})
	found := false
	for _, p := range probs {
		found = found || p.Msg == "the one game is not a level or handicap game" && !p.Warning &&
			p.Hint == "leave Type empty or write Level for a level game, Handicap for a handicap game"
	}
	if !found {
		t.Errorf("problems %v, want none of the games level or handicap", probs)
	}
}
