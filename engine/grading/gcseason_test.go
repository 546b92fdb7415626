package grading

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// A Golf Croquet season replayed through a second, independent
// computation: 20 players, 600 games over six months (a fifth of them
// handicap, AC or doubles games, which the GC grading leaves out; most
// players pass the 34 games of the start modulator), events of the three
// classes, three players started 400 to 600 below their
// strength so that ASGA replaces their start grades. The second
// computation is written from the README's description of the GC grading
// alone, on its own data structures: the level GC singles in date order
// (games of a day in sheet order), each change M × weight × LPW with M 24
// for a player's first 34 games, then min(37.7, 9.56 + 0.58 × RSD of the
// 35 latest grades); then ASGA (the first 10 games' Performance Grade
// against the grade after them, a threshold of 85) and one final run from
// the start grades it gave; then the list: 10 games in 12 months and a
// grade of 1200.
func TestGCSeasonAgainstAnIndependentReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(2019, 7))
	const nPlayers, nGames = 20, 600
	players := make([]Player, nPlayers)
	strength := make([]float64, nPlayers)
	for i := range players {
		strength[i] = 1000 + 1400*rng.Float64()
		grade := math.Round(strength[i] + 60*rng.NormFloat64())
		if i < 3 {
			grade = math.Round(strength[i] - 400 - 200*rng.Float64()) // a rapid improver
		}
		players[i] = Player{Row: i + 2, Name: fmt.Sprintf("Player %02d", i+1), Index: 2000, Grade: 2000, GCGrade: grade, HasGCGrade: true}
	}
	first := date("2026-04-04")
	games := make([]Game, nGames)
	for i := range games {
		w, l := rng.IntN(nPlayers), rng.IntN(nPlayers-1)
		if l >= w {
			l++
		}
		if rng.Float64() > 1/(1+math.Pow(10, (strength[l]-strength[w])/500)) {
			w, l = l, w
		}
		g := Game{Row: i + 2, Date: first.AddDate(0, 0, rng.IntN(180)), Class: 1 + rng.IntN(3),
			Winner: players[w].Name, Loser: players[l].Name, Code: GC, Score: "7-4"}
		switch rng.IntN(20) {
		case 0, 1:
			g.Type = "Handicap"
		case 2:
			g.Code, g.Score = AC, "26-10"
		case 3:
			p, q := (w+1)%nPlayers, (w+2)%nPlayers
			if p == l || q == l {
				p, q = (w+3)%nPlayers, (w+4)%nPlayers
			}
			if p != l && q != l {
				g.Winner2, g.Loser2 = players[p].Name, players[q].Name
			}
		case 4:
			g.Type = "Level"
		}
		games[i] = g
	}
	s := DefaultSettings()
	s.Code = GC
	r, probs := Replay(&Event{Settings: s, Players: players, Games: games})
	if r == nil {
		t.Fatal(probs)
	}

	want := independentGC(players, games)
	adjusted := 0
	for _, st := range r.Standings {
		w := want[st.Player]
		if math.Abs(st.Grade-w.grade) > 1e-6 || st.Eligible != w.eligible || st.ASGA != w.asga || st.Played != w.games {
			t.Errorf("%s: grade %.6f, eligible %v, ASGA %v, %d games; the independent replay %.6f, %v, %v, %d",
				st.Player, st.Grade, st.Eligible, st.ASGA, st.Played, w.grade, w.eligible, w.asga, w.games)
		}
		if st.ASGA {
			adjusted++
		}
	}
	if adjusted == 0 {
		t.Error("no start grade adjusted: the season tests no ASGA")
	}
}

type gcRecord struct {
	grade          float64
	games          int
	eligible, asga bool
}

// independentGC grades the season as the README says the WCF does.
func independentGC(players []Player, games []Game) map[string]gcRecord {
	var level []Game
	for _, g := range games {
		if g.Code == GC && (g.Type == "" || g.Type == "Level") && g.Winner2 == "" {
			level = append(level, g)
		}
	}
	slices.SortStableFunc(level, func(a, b Game) int { return a.Date.Compare(b.Date) })
	weight := map[int]float64{1: 1.2, 2: 1, 3: 0.8}
	start := map[string]float64{}
	for _, p := range players {
		start[p.Name] = p.GCGrade
	}
	type run struct {
		grade   map[string]float64
		history map[string][]float64 // every grade, the start's first
		opp     map[string][]float64 // the opponent's grade before each game
		won     map[string][]bool
	}
	replay := func(start map[string]float64) run {
		r := run{grade: map[string]float64{}, history: map[string][]float64{}, opp: map[string][]float64{}, won: map[string][]bool{}}
		for n, g := range start {
			r.grade[n], r.history[n] = g, []float64{g}
		}
		m := func(n string) float64 {
			h := r.history[n]
			if len(h) <= 34 { // games played so far: len(h) − 1 < 34
				return 24
			}
			last := h[len(h)-35:]
			mean := 0.0
			for _, x := range last {
				mean += x / 35
			}
			v := 0.0
			for _, x := range last {
				v += (x - mean) * (x - mean) / 35
			}
			return math.Min(37.7, 9.56+0.58*math.Sqrt(v))
		}
		for _, g := range level {
			gw, gl := r.grade[g.Winner], r.grade[g.Loser]
			lpw := 1 / (1 + math.Pow(10, (gw-gl)/500))
			mw, ml := m(g.Winner), m(g.Loser)
			r.opp[g.Winner], r.opp[g.Loser] = append(r.opp[g.Winner], gl), append(r.opp[g.Loser], gw)
			r.won[g.Winner], r.won[g.Loser] = append(r.won[g.Winner], true), append(r.won[g.Loser], false)
			r.grade[g.Winner] = gw + weight[g.Class]*mw*lpw
			r.grade[g.Loser] = gl - weight[g.Class]*ml*lpw
			r.history[g.Winner] = append(r.history[g.Winner], r.grade[g.Winner])
			r.history[g.Loser] = append(r.history[g.Loser], r.grade[g.Loser])
		}
		return r
	}
	r := replay(start)
	final := map[string]float64{}
	changed := map[string]bool{}
	for n, g := range start {
		final[n] = g
		if len(r.won[n]) < 10 {
			continue
		}
		mean, wins := 0.0, 0.0
		for k := range 10 {
			mean += r.opp[n][k] / 10
			if r.won[n][k] {
				wins++
			}
		}
		switch wins {
		case 0:
			wins = 0.5
		case 10:
			wins = 9.5
		}
		pg := mean + 500*math.Log10(wins/(10-wins))
		if math.Abs(pg-r.history[n][10]) > 85 {
			final[n], changed[n] = pg, true
		}
	}
	if len(changed) > 0 {
		r = replay(final)
	}
	asOf := level[len(level)-1].Date
	out := map[string]gcRecord{}
	for n := range start {
		inWindow := 0
		for _, g := range level {
			if (g.Winner == n || g.Loser == n) && g.Date.After(asOf.AddDate(0, -12, 0)) {
				inWindow++
			}
		}
		out[n] = gcRecord{grade: r.grade[n], games: len(r.won[n]), eligible: inWindow >= 10 && r.grade[n] >= 1200, asga: changed[n]}
	}
	return out
}
