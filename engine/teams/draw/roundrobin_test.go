package draw

import (
	"fmt"
	"strconv"
	"testing"
)

// TestRoundRobin checks every schedule: the right number of rounds, every
// team once a round (sitting out once when n is odd), every two teams
// meeting exactly once, home and away balanced, tables numbered in order.
func TestRoundRobin(t *testing.T) {
	for n := 2; n <= MaxRoundRobin; n++ {
		t.Run(fmt.Sprintf("%d teams", n), func(t *testing.T) {
			rounds, err := RoundRobin(n)
			if err != nil {
				t.Fatal(err)
			}
			want := n - 1
			if n%2 == 1 {
				want = n
			}
			if len(rounds) != want {
				t.Fatalf("%d rounds, want %d", len(rounds), want)
			}
			met := map[[2]string]int{}
			home := map[string]int{}
			byes := map[string]int{}
			for i, d := range rounds {
				if d.Round != i+1 {
					t.Errorf("round %d is numbered %d", i+1, d.Round)
				}
				if len(d.Repeats) != 0 {
					t.Errorf("round %d reports repeats %v", d.Round, d.Repeats)
				}
				if len(d.Order) != n {
					t.Errorf("round %d: order %v", d.Round, d.Order)
				}
				seen := map[string]int{}
				for j, tb := range d.Tables {
					if tb.Table != j+1 {
						t.Errorf("round %d: table %d is numbered %d", d.Round, j+1, tb.Table)
					}
					seen[tb.Home]++
					seen[tb.Away]++
					home[tb.Home]++
					a, b := tb.Home, tb.Away
					if num(a) > num(b) {
						a, b = b, a
					}
					met[[2]string{a, b}]++
					if j > 0 {
						p := d.Tables[j-1]
						if min(num(p.Home), num(p.Away)) > min(num(a), num(b)) {
							t.Errorf("round %d: tables not in order of lower team", d.Round)
						}
					}
				}
				if (d.Bye != "") != (n%2 == 1) {
					t.Errorf("round %d: bye %q with %d teams", d.Round, d.Bye, n)
				}
				if d.Bye != "" {
					seen[d.Bye]++
					byes[d.Bye]++
				}
				for k := 1; k <= n; k++ {
					if id := strconv.Itoa(k); seen[id] != 1 {
						t.Errorf("round %d: team %s is in the round %d times", d.Round, id, seen[id])
					}
				}
				if len(seen) != n {
					t.Errorf("round %d: %d teams, want %d", d.Round, len(seen), n)
				}
			}
			for a := 1; a <= n; a++ {
				for b := a + 1; b <= n; b++ {
					if c := met[[2]string{strconv.Itoa(a), strconv.Itoa(b)}]; c != 1 {
						t.Errorf("%d and %d meet %d times", a, b, c)
					}
				}
				id := strconv.Itoa(a)
				lo, hi := (n-1)/2, n/2 // (n−1)/2 both ways when n is odd
				if h := home[id]; h < lo || h > hi {
					t.Errorf("team %s is at home %d times of %d, want %d to %d", id, h, n-1, lo, hi)
				}
				if n%2 == 1 && byes[id] != 1 {
					t.Errorf("team %s sits out %d times", id, byes[id])
				}
			}
		})
	}
}

func num(id string) int {
	k, _ := strconv.Atoi(id)
	return k
}

// The schedules of four and five teams, worked out from the circle.
func TestRoundRobinSmall(t *testing.T) {
	// Five teams, a circle of five: in round r team r sits out (counting
	// from 1) and the teams k places either side of it meet, the one
	// clockwise at home: round 1 is 2 v 5 and 3 v 4.
	// Four teams: the circle of 1, 2, 3 with team 4 taking the place of
	// the team that would sit out, at home in rounds 1 and 3.
	for _, tt := range []struct {
		n    int
		want []string
	}{
		{5, []string{"2-5 3-4 bye 1", "3-1 4-5 bye 2", "5-1 4-2 bye 3", "1-2 5-3 bye 4", "1-4 2-3 bye 5"}},
		{4, []string{"4-1 2-3", "3-1 2-4", "1-2 4-3"}},
		{2, []string{"2-1"}},
	} {
		rounds, err := RoundRobin(tt.n)
		if err != nil {
			t.Fatal(err)
		}
		for i, d := range rounds {
			if got := tables(d); got != tt.want[i] {
				t.Errorf("%d teams, round %d: %s, want %s", tt.n, i+1, got, tt.want[i])
			}
		}
	}
}

func TestRoundRobinErrors(t *testing.T) {
	for _, n := range []int{-1, 0, 1, 11} {
		if _, err := RoundRobin(n); err == nil {
			t.Errorf("RoundRobin(%d): no error", n)
		}
	}
	_, err := RoundRobin(11)
	if want := "a round robin is for 2 to 10 teams, not 11"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}
