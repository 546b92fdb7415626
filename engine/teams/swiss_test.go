package teams

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// swissEvent generates a Swiss teams event, the same every time for the
// same arguments: n teams, rounds rounds of matches of boards boards (an
// even number). Each round the teams are shuffled; the first sitOut of them
// have a bye, and when an odd number remain the last three play a triple,
// boards/2 boards against each other team. Scores are common NS scores,
// one row in about 500 an artificial score.
func swissEvent(n, rounds, boards, sitOut int, seed uint64) ([]Team, []BoardResult) {
	rng := rand.New(rand.NewPCG(seed, 2024))
	teams := make([]Team, n)
	for i := range teams {
		teams[i] = Team{ID: fmt.Sprint(i + 1), Name: fmt.Sprintf("Team %d", i+1), Row: i + 2}
	}
	scores := []int{-1100, -800, -620, -500, -420, -200, -150, -100, -50, 50, 90,
		110, 140, 170, 200, 400, 420, 430, 450, 600, 620, 630, 650, 800, 920, 980, 1430, 1440}
	adjustments := []Adjusted{AveragePlus, Average, AverageMinus}
	var rows []BoardResult
	add := func(round, board int, ns, ew string) {
		r := played(len(rows)+2, round, board, ns, ew, scores[rng.IntN(len(scores))])
		if rng.IntN(500) == 0 {
			r = adjusted(r.Row, round, board, ns, ew, adjustments[rng.IntN(3)], adjustments[rng.IntN(3)])
		}
		rows = append(rows, r)
	}
	play := func(round, from, to int, home, away string) {
		for b := from; b <= to; b++ {
			add(round, b, home, away)
			add(round, b, away, home)
		}
	}
	order := make([]string, n)
	for i := range order {
		order[i] = teams[i].ID
	}
	for round := 1; round <= rounds; round++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		playing := order[sitOut:]
		if len(playing)%2 == 1 {
			a, b, c := playing[len(playing)-3], playing[len(playing)-2], playing[len(playing)-1]
			half := boards / 2
			play(round, 1, half, a, b)
			play(round, half+1, boards, b, c)
			play(round, 1, half, c, a) // boards shared with a v b, as in a real triple
			playing = playing[:len(playing)-3]
		}
		for i := 0; i+1 < len(playing); i += 2 {
			play(round, 1, boards, playing[i], playing[i+1])
		}
	}
	return teams, rows
}

// TestGeneratedSwiss scores generated events and checks what must hold of
// any: no problems, the same result twice, one round per team per round,
// VPs adding up to 20 in every match without artificial scores, IMPs won
// equal to IMPs lost over the field, and the ranking in order.
func TestGeneratedSwiss(t *testing.T) {
	for _, tt := range []struct{ n, rounds, boards, sitOut int }{
		{12, 6, 8, 0},  // even field
		{13, 6, 8, 0},  // a triple every round
		{14, 6, 8, 1},  // a bye and a triple every round
		{40, 7, 12, 2}, // byes only
	} {
		t.Run(fmt.Sprintf("%d teams", tt.n), func(t *testing.T) {
			teams, rows := swissEvent(tt.n, tt.rounds, tt.boards, tt.sitOut, 7)
			r, err := score(teams, rows, DefaultSettings())
			if err != nil {
				t.Fatal(err)
			}
			again, _ := score(teams, rows, DefaultSettings())
			if !reflect.DeepEqual(r, again) {
				t.Error("two runs differ")
			}
			if len(r.Rounds) != tt.n*tt.rounds {
				t.Errorf("%d team rounds, want %d", len(r.Rounds), tt.n*tt.rounds)
			}
			artificial := make(map[int]bool)
			for _, row := range rows {
				if row.Artificial() {
					artificial[row.Row] = true
				}
			}
			var triples, byes, won, lost int
			for _, m := range r.Matches {
				switch {
				case m.Bye:
					byes++
					continue
				case m.Triple:
					triples++
					if m.Boards != tt.boards/2 {
						t.Errorf("half-match of %d boards", m.Boards)
					}
					continue
				}
				if m.Boards != tt.boards {
					t.Errorf("match of %d boards", m.Boards)
				}
				clean := true
				for _, c := range m.Comparisons {
					clean = clean && !artificial[c.HomeRow] && !artificial[c.AwayRow]
				}
				if clean && cents(m.HomeVP)+cents(m.AwayVP) != 2000 {
					t.Errorf("round %d, %s v %s: %.2f + %.2f", m.Round, m.Home, m.Away, m.HomeVP, m.AwayVP)
				}
			}
			if want := tt.rounds * tt.sitOut; byes != want {
				t.Errorf("%d byes, want %d", byes, want)
			}
			if (tt.n-tt.sitOut)%2 == 1 && triples != 3*tt.rounds {
				t.Errorf("%d half-matches of triples, want %d", triples, 3*tt.rounds)
			}
			for _, s := range r.Ranking {
				won += s.IMPsFor
				lost += s.IMPsAgainst
				if s.Matches+s.Byes != tt.rounds {
					t.Errorf("team %s: %d matches and %d byes", s.Team, s.Matches, s.Byes)
				}
			}
			if len(artificial) == 0 && won != lost {
				t.Errorf("IMPs won %d, lost %d", won, lost)
			}
			if !slices.IsSortedFunc(r.Ranking, func(a, b Standing) int { return cents(b.VP) - cents(a.VP) }) {
				t.Error("ranking out of order")
			}
		})
	}
}

// BenchmarkScoreSwiss scores a congress-sized Swiss: 302 teams, 8 rounds of
// 8-board matches, a bye and a triple every round (about 19,000 rows).
func BenchmarkScoreSwiss(b *testing.B) {
	teams, rows := swissEvent(302, 8, 8, 1, 1)
	b.ReportMetric(float64(len(rows)), "rows")
	for b.Loop() {
		if _, err := score(teams, rows, DefaultSettings()); err != nil {
			b.Fatal(err)
		}
	}
}
