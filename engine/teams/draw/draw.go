// Package draw makes the matches of a teams event before they are played:
// the next round of a Swiss (Swiss) and complete round-robin schedules
// (RoundRobin). It is pure: the workbook layer reads the standings and the
// meetings so far, and writes the Draw sheet and the round's Results rows.
//
// # The Swiss draw
//
// Round 1 is seeded by the Teams list: with T teams, team k meets team
// k + T/2 (1 v 5, 2 v 6, 3 v 7, 4 v 8 for eight teams). With an odd number
// the last team listed has the bye and the others are paired the same way
// (1 v 4, 2 v 5, 3 v 6 for seven).
//
// From round 2 the teams are ranked by VPs so far (compared to two
// decimals, as the Ranking shows them), then net IMPs, then team identifier
// in ident.Compare's order ("2" before "10"). Then, in this order of
// precedence:
//
//  1. With an odd number of teams one has a bye: a team with the fewest
//     byes so far (normally one without a bye).
//  2. As few meetings as possible repeat an earlier one: none, whenever
//     that can be done; a triple counts as a meeting of each two of its
//     teams.
//  3. The bye goes to the lowest-ranked team that rule 1 allows whose
//     sitting out still leaves rule 2's minimum. Usually that is simply the
//     lowest-ranked team without a bye; it moves up the ranking only when
//     that team sitting out would force a repeat that another bye avoids.
//  4. The top team not yet drawn meets the highest-ranked team it has not
//     met, among those for which the rest can still be drawn with rule 2's
//     minimum of repeats; failing one, the highest-ranked team it has met.
//     Then the next team not yet drawn, and so on down.
//
// So repeats are never made where some draw avoids them (rule 2 comes
// before where a team would like its opponent to be), and a swap further
// down is always found: the draw does not stop at the first choice that
// leaves two teams that have met at the bottom. When repeats cannot be
// avoided they are as few as possible, and rule 4 keeps them away from the
// top of the ranking as far as that minimum allows; a third meeting of two
// teams counts no more than a second.
//
// The higher-ranked team of each match is the home team, and tables are
// numbered down the ranking: table 1 is the top team's match. An odd field
// gets a bye, never a triple; triples played in earlier rounds (a
// director's choice) count as meetings.
//
// Rule 4 is the usual "take the top team, try its opponents in order, back
// up when the rest cannot be paired" search, but the question "can the rest
// be paired with no more repeats than the minimum" is answered by a maximum
// matching (Edmonds' blossom algorithm) of the teams that have not met,
// kept up to date as teams are drawn, so the draw takes polynomial time
// however the earlier rounds went: a few milliseconds for 100 teams.
package draw

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/scorebook/scorebook/engine/ident"
)

// Team is a team in the draw and its standing after the rounds played.
type Team struct {
	ID   string  // the team identifier ("3", "A12")
	VP   float64 // Victory Points so far
	IMPs int     // net IMPs so far: won minus lost
}

// Meeting is a match of an earlier round: two teams, or three that played
// a triple (each met the other two).
type Meeting struct {
	Round int
	Teams []string
}

// Event is what the Swiss draw needs to know.
type Event struct {
	// Round is the round to draw: 1, 2, …
	Round int
	// Teams are the teams in the draw, listed as on the Teams sheet
	// (normally in ident.Compare's order). Round 1 pairs them in this
	// order; later rounds use only the standings.
	Teams []Team
	// Meetings are the matches of rounds before Round. A meeting with a
	// team not in Teams (one that withdrew) is ignored.
	Meetings []Meeting
	// Byes names the team of every bye so far, once per bye. A team not in
	// Teams is ignored.
	Byes []string
	// Boards is copied to every table; 0 leaves it to the workbook.
	Boards int
}

// Table is one match of the draw.
type Table struct {
	Table      int // 1, 2, …
	Home, Away string
	Boards     int // as Event.Boards
}

// Repeat is a match of the draw between two teams that have met before.
type Repeat struct {
	Table      int
	Home, Away string
	Rounds     []int // the rounds in which they met, in order
}

// Draw is one round's matches.
type Draw struct {
	Round  int
	Tables []Table // by table number
	Bye    string  // the team sitting out, or ""
	// Repeats are the matches that repeat an earlier meeting because no
	// draw avoids them, by table number. Empty in almost every round.
	Repeats []Repeat
	// Order is the teams in the order the draw ranked them: the Teams
	// order in round 1, the standings after that.
	Order []string
}

// Swiss draws the next round of a Swiss teams event, by the rules in the
// package documentation. It reports an error, without a draw, when the
// event does not make sense: no round, fewer than two teams, a team with no
// identifier or listed twice, standings that are not numbers, or a meeting
// that is not two or three different teams in a round before Round.
func Swiss(ev Event) (Draw, error) {
	idx, err := check(ev)
	if err != nil {
		return Draw{}, err
	}
	n := len(ev.Teams)
	met := make(map[[2]int][]int) // team indices lo, hi → rounds
	for _, m := range ev.Meetings {
		for a := range m.Teams {
			for b := a + 1; b < len(m.Teams); b++ {
				i, iok := idx[m.Teams[a]]
				j, jok := idx[m.Teams[b]]
				if iok && jok {
					k := key(i, j)
					met[k] = append(met[k], m.Round)
				}
			}
		}
	}
	for k, rs := range met {
		slices.Sort(rs)
		met[k] = slices.Compact(rs)
	}
	byes := make([]int, n)
	for _, id := range ev.Byes {
		if i, ok := idx[id]; ok {
			byes[i]++
		}
	}

	var order []int // team indices in rank order
	var pairs [][2]int
	bye := -1
	if ev.Round == 1 {
		order, pairs, bye = seeded(n)
	} else {
		order = rank(ev.Teams)
		pairs, bye = swiss(order, met, byes)
	}

	d := Draw{Round: ev.Round}
	for _, i := range order {
		d.Order = append(d.Order, ev.Teams[i].ID)
	}
	if bye >= 0 {
		d.Bye = ev.Teams[bye].ID
	}
	for t, p := range pairs {
		home, away := ev.Teams[p[0]].ID, ev.Teams[p[1]].ID
		d.Tables = append(d.Tables, Table{Table: t + 1, Home: home, Away: away, Boards: ev.Boards})
		if rs, ok := met[key(p[0], p[1])]; ok {
			d.Repeats = append(d.Repeats, Repeat{Table: t + 1, Home: home, Away: away, Rounds: slices.Clone(rs)})
		}
	}
	return d, nil
}

func key(i, j int) [2]int {
	if i > j {
		i, j = j, i
	}
	return [2]int{i, j}
}

// check reports the first thing that makes the event undrawable, and
// indexes the teams by identifier.
func check(ev Event) (map[string]int, error) {
	if ev.Round < 1 {
		return nil, fmt.Errorf("round %d is not a round number", ev.Round)
	}
	if len(ev.Teams) < 2 {
		return nil, errors.New("a draw needs at least two teams")
	}
	idx := make(map[string]int, len(ev.Teams))
	for i, t := range ev.Teams {
		if t.ID == "" {
			return nil, fmt.Errorf("team %d of the list has no identifier", i+1)
		}
		if _, dup := idx[t.ID]; dup {
			return nil, fmt.Errorf("team %s is listed twice", t.ID)
		}
		if math.IsNaN(t.VP) || math.IsInf(t.VP, 0) {
			return nil, fmt.Errorf("team %s has %v VPs", t.ID, t.VP)
		}
		idx[t.ID] = i
	}
	for _, m := range ev.Meetings {
		if m.Round < 1 || m.Round >= ev.Round {
			return nil, fmt.Errorf("a meeting in round %d cannot come before round %d", m.Round, ev.Round)
		}
		if len(m.Teams) < 2 || len(m.Teams) > 3 {
			teams := fmt.Sprintf("%d teams", len(m.Teams))
			if len(m.Teams) == 1 {
				teams = "one team"
			}
			return nil, fmt.Errorf("a meeting in round %d has %s: a match has two, a triple three", m.Round, teams)
		}
		for a := range m.Teams {
			for b := a + 1; b < len(m.Teams); b++ {
				if m.Teams[a] == m.Teams[b] {
					return nil, fmt.Errorf("team %s meets itself in round %d", m.Teams[a], m.Round)
				}
			}
		}
	}
	if ev.Round == 1 && len(ev.Byes) > 0 {
		return nil, fmt.Errorf("team %s has a bye before round 1", ev.Byes[0])
	}
	return idx, nil
}

// seeded is round 1: the teams in listed order, team k against k + T/2, the
// last team out when T is odd.
func seeded(n int) (order []int, pairs [][2]int, bye int) {
	order = make([]int, n)
	for i := range order {
		order[i] = i
	}
	bye = -1
	if n%2 == 1 {
		bye = n - 1
		n--
	}
	for k := range n / 2 {
		pairs = append(pairs, [2]int{k, k + n/2})
	}
	return order, pairs, bye
}

// rank orders the teams: VPs to two decimals, net IMPs, identifier.
func rank(teams []Team) []int {
	order := make([]int, len(teams))
	for i := range order {
		order[i] = i
	}
	hundredths := func(vp float64) int64 { return int64(math.Round(vp * 100)) }
	slices.SortStableFunc(order, func(a, b int) int {
		ta, tb := teams[a], teams[b]
		if c := cmp.Compare(hundredths(tb.VP), hundredths(ta.VP)); c != 0 {
			return c
		}
		if c := cmp.Compare(tb.IMPs, ta.IMPs); c != 0 {
			return c
		}
		return ident.Compare(ta.ID, tb.ID)
	})
	return order
}

// swiss draws a round after the first: order is the team indices in rank
// order, met the rounds each two teams met in, byes each team's byes. It
// returns the matches as team indices (home first) in table order, and the
// bye (−1 for none).
func swiss(order []int, met map[[2]int][]int, byes []int) (pairs [][2]int, bye int) {
	n := len(order)
	// Work by rank: vertex r is the team ranked r+1.
	adj := make([][]bool, n)
	for r := range adj {
		adj[r] = make([]bool, n)
		for s := range n {
			_, m := met[key(order[r], order[s])]
			adj[r][s] = r != s && !m
		}
	}
	m := newMatcher(adj)
	m.maximise()
	var saved state

	bye = -1
	if n%2 == 1 {
		fewest := math.MaxInt
		for _, i := range order {
			fewest = min(fewest, byes[i])
		}
		// Rules 1 and 3: from the bottom up, the first team with the
		// fewest byes whose sitting out keeps the largest matching of the
		// rest (the largest is the matching of all teams, or one less).
		best, most := -1, -1
		full := m.size
		m.save(&saved)
		for r := n - 1; r >= 0 && most < full; r-- {
			if byes[order[r]] != fewest {
				continue
			}
			m.remove(r)
			if m.size > most {
				best, most = r, m.size
			}
			m.restore(&saved, r)
		}
		m.remove(best)
		bye = order[best]
	}

	// Rule 4. The matching of the teams not yet drawn stays maximum; a
	// pairing u v keeps the minimum of repeats when the rest still has a
	// matching one smaller (u and v had not met) or as large (they had: the
	// repeat is one of the minimum).
	cands := make([]int, 0, n)
	for u := 0; u < n; u++ {
		if !m.alive[u] {
			continue
		}
		cands = cands[:0]
		for v := u + 1; v < n; v++ {
			if m.alive[v] && adj[u][v] {
				cands = append(cands, v)
			}
		}
		for v := u + 1; v < n; v++ {
			if m.alive[v] && !adj[u][v] {
				cands = append(cands, v)
			}
		}
		paired := -1
		for _, v := range cands {
			if m.mate[u] == v {
				m.alive[u], m.alive[v] = false, false
				m.mate[u], m.mate[v] = -1, -1
				m.size--
				paired = v
				break
			}
			want := m.size - 1
			if !adj[u][v] {
				want = m.size
			}
			m.save(&saved)
			m.remove(u)
			m.remove(v)
			if m.size == want {
				paired = v
				break
			}
			m.restore(&saved, u, v)
		}
		if paired < 0 {
			panic("draw: no opponent keeps the fewest repeats") // cannot happen: the matching says some pairing does
		}
		pairs = append(pairs, [2]int{order[u], order[paired]})
	}
	return pairs, bye
}
