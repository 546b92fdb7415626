package draw

// matcher keeps a maximum matching of the "may meet" graph on the teams
// still to be drawn (the alive ones), by Edmonds' blossom algorithm on an
// adjacency matrix. Vertices are ranks: 0 is the top team.
//
// The draw takes teams out two at a time and asks whether what is left can
// still be paired as well as before. That needs one augmenting-path search
// per team taken out, not a matching from scratch: when a vertex x leaves a
// graph with a maximum matching M, any augmenting path for M − {x, M(x)}
// ends at x's old partner (a path between two vertices M left unmatched
// would have augmented M itself), so one search from the partner restores a
// maximum matching.
type matcher struct {
	n     int
	adj   [][]bool // adj[u][v]: u and v may meet (they have not met)
	alive []bool
	mate  []int // partner in the matching, or −1
	size  int   // edges in the matching

	// scratch for the search
	parent  []int
	base    []int
	used    []bool
	blossom []bool
	inPath  []bool
	queue   []int
}

func newMatcher(adj [][]bool) *matcher {
	n := len(adj)
	m := &matcher{
		n: n, adj: adj,
		alive:   make([]bool, n),
		mate:    make([]int, n),
		parent:  make([]int, n),
		base:    make([]int, n),
		used:    make([]bool, n),
		blossom: make([]bool, n),
		inPath:  make([]bool, n),
		queue:   make([]int, 0, n),
	}
	for i := range n {
		m.alive[i] = true
		m.mate[i] = -1
	}
	return m
}

// maximise grows the matching to a maximum one: a greedy start, then one
// search from every vertex left unmatched (a vertex with no augmenting path
// never gains one as others are augmented, so one pass is enough).
func (m *matcher) maximise() {
	for u := range m.n {
		if !m.alive[u] || m.mate[u] >= 0 {
			continue
		}
		for v := u + 1; v < m.n; v++ {
			if m.alive[v] && m.mate[v] < 0 && m.adj[u][v] {
				m.mate[u], m.mate[v] = v, u
				m.size++
				break
			}
		}
	}
	for u := range m.n {
		if m.alive[u] && m.mate[u] < 0 {
			m.augment(u)
		}
	}
}

// remove takes x out of the graph and restores a maximum matching of what
// is left.
func (m *matcher) remove(x int) {
	m.alive[x] = false
	a := m.mate[x]
	if a < 0 {
		return
	}
	m.mate[x], m.mate[a] = -1, -1
	m.size--
	m.augment(a)
}

// state is what remove changes, for putting it back.
type state struct {
	mate []int
	size int
}

func (m *matcher) save(s *state) {
	s.mate = append(s.mate[:0], m.mate...)
	s.size = m.size
}

func (m *matcher) restore(s *state, revive ...int) {
	copy(m.mate, s.mate)
	m.size = s.size
	for _, x := range revive {
		m.alive[x] = true
	}
}

// augment looks for an augmenting path from the unmatched vertex root and
// flips it, reporting whether there was one.
func (m *matcher) augment(root int) bool {
	v := m.findPath(root)
	if v < 0 {
		return false
	}
	for v >= 0 {
		pv := m.parent[v]
		next := m.mate[pv]
		m.mate[v], m.mate[pv] = pv, v
		v = next
	}
	m.size++
	return true
}

// findPath is the search of Edmonds' algorithm: a breadth-first alternating
// tree from root, shrinking odd cycles (blossoms) into their base. It returns
// the unmatched vertex the path ends at, with parent links back to root, or
// −1 when root has no augmenting path.
func (m *matcher) findPath(root int) int {
	for i := range m.n {
		m.used[i] = false
		m.parent[i] = -1
		m.base[i] = i
	}
	m.used[root] = true
	q := append(m.queue[:0], root)
	for head := 0; head < len(q); head++ {
		v := q[head]
		for to := range m.n {
			if !m.alive[to] || !m.adj[v][to] || m.base[v] == m.base[to] || m.mate[v] == to {
				continue
			}
			if to == root || m.mate[to] >= 0 && m.parent[m.mate[to]] >= 0 {
				// An edge between two outer vertices: a blossom.
				b := m.lca(v, to)
				for i := range m.n {
					m.blossom[i] = false
				}
				m.markPath(v, b, to)
				m.markPath(to, b, v)
				for i := range m.n {
					if m.blossom[m.base[i]] {
						m.base[i] = b
						if !m.used[i] {
							m.used[i] = true
							q = append(q, i)
						}
					}
				}
			} else if m.parent[to] < 0 {
				m.parent[to] = v
				if m.mate[to] < 0 {
					m.queue = q
					return to
				}
				m.used[m.mate[to]] = true
				q = append(q, m.mate[to])
			}
		}
	}
	m.queue = q
	return -1
}

// lca is the base of the blossom closed by the edge a–b: the first vertex
// the two tree paths back to the root share.
func (m *matcher) lca(a, b int) int {
	for i := range m.n {
		m.inPath[i] = false
	}
	for {
		a = m.base[a]
		m.inPath[a] = true
		if m.mate[a] < 0 {
			break // the root
		}
		a = m.parent[m.mate[a]]
	}
	for {
		b = m.base[b]
		if m.inPath[b] {
			return b
		}
		b = m.parent[m.mate[b]]
	}
}

// markPath marks the blossom's vertices on the path from v down to its
// base b, and links them so that a path through the blossom can be
// followed either way round.
func (m *matcher) markPath(v, b, child int) {
	for m.base[v] != b {
		m.blossom[m.base[v]] = true
		m.blossom[m.base[m.mate[v]]] = true
		m.parent[v] = child
		child = m.mate[v]
		v = m.parent[m.mate[v]]
	}
}
