package season

import (
	"slices"
	"strings"
	"unicode"

	"github.com/scorebook/scorebook/engine/problem"
	"golang.org/x/text/unicode/norm"
)

// Fold is a name as players are matched by it: lower case, without accents,
// with dots taken as spaces and runs of spaces as one ("  José  SMITH" and
// "jose smith" are one name).
func Fold(name string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(name) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == '.' || unicode.IsSpace(r):
			b.WriteByte(' ')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// ids is who every player of every night is.
type ids struct {
	persons []Person
	// of is the person of each player: by night, field, pair, player.
	of       [][][][]int
	nights   [][]int // each person's nights, by date
	problems []problem.Problem
}

// names is the Players sheet's merges: a union of folded names, each
// joined to its Same as.
type names struct {
	parent  map[string]string
	display map[string]string // a root → its Same as as typed
}

func (n *names) find(k string) string {
	for {
		p, ok := n.parent[k]
		if !ok || p == k {
			return k
		}
		if gp, ok := n.parent[p]; ok {
			n.parent[k] = gp
		}
		k = p
	}
}

// identify tells the persons of the nights: a player with a federation
// number is the person of that number; a player without one is the
// person of their name (merged by the Players sheet), or of the one
// number that name is given with on other nights.
func identify(nights []Night, merges []Merge) ids {
	nm := &names{parent: map[string]string{}, display: map[string]string{}}
	for _, m := range merges {
		a, b := nm.find(Fold(m.Name)), nm.find(Fold(m.SameAs))
		if a != b {
			nm.parent[a] = b
		}
	}
	for _, m := range merges {
		if r := nm.find(Fold(m.SameAs)); Fold(m.SameAs) == r {
			nm.display[r] = strings.Join(strings.Fields(m.SameAs), " ")
		}
	}
	// First pass: the key of each player, a number or a name, and the
	// numbers each name is given with.
	numbers := map[string][]string{} // a name's root → its numbers
	played := map[string]bool{}      // folded names on the nights
	keys := make([][][][]string, len(nights))
	for n, night := range nights {
		keys[n] = make([][][]string, len(night.Fields))
		for f, field := range night.Fields {
			keys[n][f] = make([][]string, len(field.Pairs))
			for p, pair := range field.Pairs {
				keys[n][f][p] = make([]string, len(pair.Players))
				for k, pl := range pair.Players {
					played[Fold(pl.Name)] = true
					root := nm.find(Fold(pl.Name))
					if id := strings.TrimSpace(pl.ID); id != "" {
						keys[n][f][p][k] = "#" + id
						if !slices.Contains(numbers[root], id) {
							numbers[root] = append(numbers[root], id)
						}
						continue
					}
					keys[n][f][p][k] = "@" + root
				}
			}
		}
	}
	var probs []problem.Problem
	for _, m := range merges {
		for _, c := range []struct{ name, col string }{{m.Name, "Name"}, {m.SameAs, "Same as"}} {
			if !played[Fold(c.name)] {
				probs = append(probs, problem.Problem{Warning: true}.Says("%q plays on none of the nights", strings.TrimSpace(c.name)).
					Hinting("check the spelling against the nights' Pairs sheets").At(SheetPlayers, m.Line, c.col))
			}
		}
	}
	// Second pass: the persons, and each player's.
	index := map[string]int{}
	type tally struct {
		spellings []string
		counts    map[string]int
		id        string
	}
	var tallies []*tally
	out := ids{of: make([][][][]int, len(nights)), problems: probs}
	for n, night := range nights {
		out.of[n] = make([][][]int, len(night.Fields))
		for f, field := range night.Fields {
			out.of[n][f] = make([][]int, len(field.Pairs))
			for p, pair := range field.Pairs {
				out.of[n][f][p] = make([]int, len(pair.Players))
				for k, pl := range pair.Players {
					key := keys[n][f][p][k]
					if root, ok := strings.CutPrefix(key, "@"); ok && len(numbers[root]) == 1 {
						key = "#" + numbers[root][0]
					}
					i, ok := index[key]
					if !ok {
						i = len(tallies)
						index[key] = i
						t := &tally{counts: map[string]int{}}
						t.id, _ = strings.CutPrefix(key, "#")
						if !strings.HasPrefix(key, "#") {
							t.id = ""
						}
						tallies = append(tallies, t)
					}
					t := tallies[i]
					spelling := strings.Join(strings.Fields(pl.Name), " ")
					if t.counts[spelling] == 0 {
						t.spellings = append(t.spellings, spelling)
					}
					t.counts[spelling]++
					out.of[n][f][p][k] = i
				}
			}
		}
	}
	persons := make([]Person, len(tallies))
	for i, t := range tallies {
		best := ""
		for _, s := range t.spellings {
			if best == "" || t.counts[s] > t.counts[best] {
				best = s
			}
		}
		if d, ok := nm.display[nm.find(Fold(best))]; ok {
			best = d
		}
		persons[i] = Person{Name: best, ID: t.id, Spellings: t.spellings}
	}
	// The persons by name, and the players renumbered to match.
	order := make([]int, len(persons))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if c := strings.Compare(Fold(persons[a].Name), Fold(persons[b].Name)); c != 0 {
			return c
		}
		return strings.Compare(persons[a].ID, persons[b].ID)
	})
	renumber := make([]int, len(order))
	for to, from := range order {
		renumber[from] = to
		out.persons = append(out.persons, persons[from])
	}
	out.nights = make([][]int, len(persons))
	for n := range out.of {
		twice := map[int]bool{}
		for f := range out.of[n] {
			for p := range out.of[n][f] {
				for k, i := range out.of[n][f][p] {
					i = renumber[i]
					out.of[n][f][p][k] = i
					if l := out.nights[i]; len(l) == 0 || l[len(l)-1] != n {
						out.nights[i] = append(out.nights[i], n)
					} else if !twice[i] {
						// Two of one name, or one number typed for two.
						twice[i] = true
						out.problems = append(out.problems, problem.Problem{Warning: true}.
							Says("%q plays in two pairs on %s (%s)", out.persons[i].Name, nights[n].Date, nights[n].Name).
							Hinting("two players of one name are told apart by their federation numbers (Player 1 ID, Player 2 ID); a number typed for two is put right in that night's Pairs"))
					}
				}
			}
		}
	}
	for i := range out.persons {
		out.persons[i].Nights = len(out.nights[i])
	}
	return out
}

// lookAlike warns of names that look alike but are not one person: one
// letter apart, or the same surname and first initial. Two players with
// federation numbers are two people whatever their names, and so are two
// who played on the same night.
func lookAlike(res *Result, ids ids) []problem.Problem {
	var probs []problem.Problem
	folded := make([]string, len(res.Persons))
	for i, p := range res.Persons {
		folded[i] = Fold(p.Name)
	}
	dates := func(i int) string {
		var ds []string
		for _, n := range ids.nights[i] {
			ds = append(ds, res.Nights[n].Date)
		}
		return strings.Join(ds, ", ")
	}
	for i := range res.Persons {
		for j := i + 1; j < len(res.Persons); j++ {
			a, b := res.Persons[i], res.Persons[j]
			// Two who played on one night are two people.
			if a.ID != "" && b.ID != "" || !alike(folded[i], folded[j]) || shareNight(ids.nights[i], ids.nights[j]) {
				continue
			}
			// The one who played less is more likely the mistyping.
			typo, other := a, b
			if a.Nights > b.Nights {
				typo, other = b, a
			}
			probs = append(probs, problem.Problem{Warning: true}.
				Says("%q (%s) and %q (%s) look alike: one player or two?", a.Name, dates(i), b.Name, dates(j)).
				Hinting("if they are one, add a row to the Players sheet: Name %q, Same as %q", typo.Name, other.Name))
		}
	}
	return probs
}

// shareNight reports whether two sorted lists of nights have one in common.
func shareNight(a, b []int) bool {
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			return true
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return false
}

// alike reports whether two folded names may be one player's: one letter
// added, left out, changed, or two neighbours swapped; or the same surname
// (the last word) and first initial ("r smith" and "robert smith").
func alike(a, b string) bool {
	if a == b {
		return true
	}
	if editDistance([]rune(a), []rune(b), 1) <= 1 {
		return true
	}
	wa, wb := strings.Fields(a), strings.Fields(b)
	if len(wa) < 2 || len(wb) < 2 || wa[len(wa)-1] != wb[len(wb)-1] {
		return false
	}
	ra, rb := []rune(wa[0]), []rune(wb[0])
	return ra[0] == rb[0]
}

// editDistance is the number of letters added, left out or changed, or
// pairs of neighbours swapped, that turn a into b (the optimal string
// alignment distance), or limit+1 when it is more than limit.
func editDistance(a, b []rune, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			best = min(best, v)
		}
		if best > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(b)], limit+1)
}
