package grading

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/ident"
	"github.com/scorebook/scorebook/engine/problem"
)

// maxSuggestions is how many names a did-you-mean offers at most.
const maxSuggestions = 3

// nameFinder finds the names on Players nearest a name that is not there,
// for a did-you-mean: the same name in another case or spacing, the same
// words in another order, or a near miss, one or two letters different,
// added, left out or two neighbours swapped.
type nameFinder struct {
	names []string            // the names on Players
	runes [][]rune            // each name folded, as runes
	exact map[string][]string // folded name, and folded words in order → names
	memo  map[string][]string // a folded unknown name → its suggestions
}

func newNameFinder(byName map[string]int32) *nameFinder {
	nf := &nameFinder{exact: map[string][]string{}, memo: map[string][]string{}}
	for n := range byName {
		nf.names = append(nf.names, n)
	}
	slices.Sort(nf.names) // suggestions in a fixed order
	for _, n := range nf.names {
		f := foldName(n)
		nf.runes = append(nf.runes, []rune(f))
		nf.exact[f] = append(nf.exact[f], n)
		if w := wordsInOrder(f); w != f {
			nf.exact[w] = append(nf.exact[w], n)
		}
	}
	return nf
}

// wordsInOrder is a folded name's words sorted: "smith peter" and "peter
// smith" are one key.
func wordsInOrder(folded string) string {
	w := strings.Fields(folded)
	slices.Sort(w)
	return strings.Join(w, " ")
}

// nearest returns the names on Players the name is most likely a mistyping
// of, the nearest first (at most maxSuggestions), or none.
func (nf *nameFinder) nearest(name string) []string {
	f := foldName(name)
	if s, ok := nf.memo[f]; ok {
		return s
	}
	var out []string
	if s, ok := nf.exact[f]; ok {
		out = s
	} else if s, ok := nf.exact[wordsInOrder(f)]; ok {
		out = s
	} else {
		r := []rune(f)
		limit := 2
		if len(r) <= 4 {
			limit = 1 // two letters of four make another name
		}
		type near struct {
			name string
			d    int
		}
		var found []near
		for i, c := range nf.runes {
			if d := ident.EditDistance(r, c, limit); d <= limit && (len(c) > 4 || d <= 1) {
				found = append(found, near{nf.names[i], d})
			}
		}
		slices.SortStableFunc(found, func(a, b near) int { return cmp.Compare(a.d, b.d) })
		for _, n := range found {
			out = append(out, n.name)
		}
	}
	if len(out) > maxSuggestions {
		out = out[:maxSuggestions]
	}
	nf.memo[f] = out
	return out
}

// didYouMean is the problem with the hint naming the suggestions: did you
// mean "Peter Smith"? or did you mean "Peter Smith" or "Petra Smith"?
func didYouMean(p problem.Problem, names []string) problem.Problem {
	if len(names) == 1 {
		return p.Hinting("did you mean %q?", names[0])
	}
	q := make([]string, len(names)-1)
	for i, n := range names[:len(names)-1] {
		q[i] = fmt.Sprintf("%q", n)
	}
	return p.Hinting("did you mean %s or %q?", strings.Join(q, ", "), names[len(names)-1])
}
