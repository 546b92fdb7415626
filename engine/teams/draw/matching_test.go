package draw

import (
	"math/rand/v2"
	"testing"
)

// bruteMatching is the size of a maximum matching of the alive vertices by
// trying everything: the lowest alive vertex is left out or matched to each
// neighbour in turn.
func bruteMatching(adj [][]bool, alive []bool) int {
	memo := map[uint64]int{}
	var best func(set uint64) int
	best = func(set uint64) int {
		if set == 0 {
			return 0
		}
		if v, ok := memo[set]; ok {
			return v
		}
		u := 0
		for set&(1<<u) == 0 {
			u++
		}
		rest := set &^ (1 << u)
		b := best(rest)
		for v := u + 1; v < len(adj); v++ {
			if rest&(1<<v) != 0 && adj[u][v] {
				b = max(b, 1+best(rest&^(1<<v)))
			}
		}
		memo[set] = b
		return b
	}
	var set uint64
	for i, a := range alive {
		if a {
			set |= 1 << i
		}
	}
	return best(set)
}

func randomGraph(rng *rand.Rand, n int, p float64) [][]bool {
	adj := make([][]bool, n)
	for i := range adj {
		adj[i] = make([]bool, n)
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if rng.Float64() < p {
				adj[i][j], adj[j][i] = true, true
			}
		}
	}
	return adj
}

// checkMatching checks that the matcher's matching is one: symmetric, on
// edges of the graph between alive vertices, of the size it says.
func checkMatching(t *testing.T, m *matcher) {
	t.Helper()
	edges := 0
	for u, v := range m.mate {
		if v < 0 {
			continue
		}
		if !m.alive[u] || !m.alive[v] || !m.adj[u][v] || m.mate[v] != u {
			t.Fatalf("mate[%d] = %d is not a matching edge (mate %v, alive %v)", u, v, m.mate, m.alive)
		}
		edges++
	}
	if edges != 2*m.size {
		t.Fatalf("size %d, but %d matched vertices", m.size, edges)
	}
}

// TestMatcher compares the blossom matching with trying everything, on
// random graphs from sparse to dense (odd cycles and blossoms in plenty),
// as vertices are taken out and put back the way the draw does it.
func TestMatcher(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 3000 {
		n := 1 + rng.IntN(16)
		p := []float64{0.15, 0.3, 0.5, 0.8}[trial%4]
		adj := randomGraph(rng, n, p)
		m := newMatcher(adj)
		m.maximise()
		checkMatching(t, m)
		if want := bruteMatching(adj, m.alive); m.size != want {
			t.Fatalf("trial %d: matching of %d edges, the maximum is %d", trial, m.size, want)
		}
		var s state
		for range n {
			x := rng.IntN(n)
			if !m.alive[x] {
				continue
			}
			keep := rng.IntN(3) > 0
			if !keep {
				m.save(&s)
			}
			m.remove(x)
			checkMatching(t, m)
			if want := bruteMatching(adj, m.alive); m.size != want {
				t.Fatalf("trial %d: after removing %d, matching of %d edges, the maximum is %d", trial, x, m.size, want)
			}
			if !keep {
				m.restore(&s, x)
				checkMatching(t, m)
				if want := bruteMatching(adj, m.alive); m.size != want {
					t.Fatalf("trial %d: after putting %d back, matching of %d edges, the maximum is %d", trial, x, m.size, want)
				}
			}
		}
	}
}
