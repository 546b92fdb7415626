package season

import (
	"cmp"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/rank"
)

// cards makes every player's card of every night, by person and then by
// night, each with room for the competitions' points.
func cards(res *Result, ids ids, competitions int) []Card {
	var out []Card
	for n, night := range res.Nights {
		for f, field := range night.Fields {
			tied := map[int]int{} // a place → the pairs sharing it
			for _, p := range field.Pairs {
				tied[p.Place.N]++
			}
			for p, pair := range field.Pairs {
				persons := ids.of[n][f][p]
				for k, person := range persons {
					c := Card{Person: person, Night: n, Partner: -1, Field: f, Pct: pair.Pct, Place: pair.Place,
						Pairs: len(field.Pairs), tied: tied[pair.Place.N],
						Points: make([]float64, competitions), Counted: make([]bool, competitions),
						handicap: pair.Players[k].Handicap, IMPs: pair.IMPs}
					if len(persons) == 2 {
						c.Partner = persons[1-k]
					}
					if k < len(pair.Awards) {
						c.Award = pair.Awards[k]
						res.Persons[person].Awards += c.Award
					}
					out = append(out, c)
				}
			}
		}
	}
	slices.SortStableFunc(out, func(a, b Card) int {
		if c := cmp.Compare(a.Person, b.Person); c != 0 {
			return c
		}
		return cmp.Compare(a.Night, b.Night)
	})
	return out
}

// entry is one entrant's nights while a competition is computed.
type entry struct {
	persons []int
	cards   []int // indexes into Result.Cards: the entrant's nights
}

// compete computes competition i: each entrant's nights, the best of them
// counted, and the ranking.
func compete(res *Result, c Competition, i int) Table {
	value := func(card *Card) float64 {
		if c.Rule == Ladder {
			return ladderPoints(c, card.Place.N, card.tied, card.Pairs)
		}
		if res.Nights[card.Night].NoPct {
			return IMPPct(card.IMPs, c.IMPRate)
		}
		return card.Pct
	}
	var entries []*entry
	index := map[[2]int]*entry{}
	for k := range res.Cards {
		card := &res.Cards[k]
		card.Points[i] = 0
		if c.Rule == Ladder {
			card.Points[i] = value(card)
		}
		key := [2]int{card.Person, -1}
		if c.Partnership {
			if card.Partner < 0 {
				continue
			}
			key = [2]int{min(card.Person, card.Partner), max(card.Person, card.Partner)}
		}
		e := index[key]
		if e == nil {
			e = &entry{persons: []int{key[0]}}
			if c.Partnership {
				e.persons = append(e.persons, key[1])
			}
			index[key] = e
			entries = append(entries, e)
		}
		// A partnership's night is on both its players' cards: it is the
		// entrant's once, and counted on both.
		if !c.Partnership || card.Person == key[0] {
			e.cards = append(e.cards, k)
		}
	}
	standings := make([]Standing, len(entries))
	for s, e := range entries {
		best := slices.Clone(e.cards)
		slices.SortStableFunc(best, func(a, b int) int {
			if c := cmp.Compare(value(&res.Cards[b]), value(&res.Cards[a])); c != 0 {
				return c
			}
			return cmp.Compare(res.Cards[a].Night, res.Cards[b].Night)
		})
		n := len(best)
		if c.Best > 0 {
			n = min(n, c.Best)
		}
		st := Standing{Persons: e.persons}
		sum := 0.0
		for r, k := range best {
			night := res.Cards[k].Night
			if r < n {
				sum += value(&res.Cards[k])
				st.Counted = append(st.Counted, night)
				markCounted(res, e.persons, night, i)
			} else {
				st.Dropped = append(st.Dropped, night)
			}
		}
		slices.Sort(st.Counted)
		slices.Sort(st.Dropped)
		st.Value = sum
		if c.Rule == Championship && n > 0 {
			st.Value = sum / float64(n)
		}
		standings[s] = st
	}
	name := func(s Standing) string {
		var b strings.Builder
		for _, p := range s.Persons {
			b.WriteString(Fold(res.Persons[p].Name) + "\x00")
		}
		return b.String()
	}
	played := func(s Standing) int { return len(s.Counted) + len(s.Dropped) }
	// Ranked entrants first, then the others; each list by value.
	places := rank.Rank(standings, rank.By[Standing]{
		List: func(s Standing) int {
			if played(s) >= c.Minimum {
				return 0
			}
			return 1
		},
		Key: func(s Standing) int64 {
			if c.Rule == Championship {
				return rank.Hundredths(s.Value * 100)
			}
			return rank.Hundredths(s.Value)
		},
		Tie: func(a, b Standing) int { return strings.Compare(name(a), name(b)) },
	})
	for s := range standings {
		if played(standings[s]) >= c.Minimum {
			standings[s].Place = places[s]
		}
	}
	return Table{Competition: c, Standings: standings}
}

// markCounted marks a night counted for competition i on the cards of an
// entrant's players.
func markCounted(res *Result, persons []int, night, i int) {
	for _, p := range persons {
		k, ok := slices.BinarySearchFunc(res.Cards, [2]int{p, night}, func(c Card, t [2]int) int {
			if d := cmp.Compare(c.Person, t[0]); d != 0 {
				return d
			}
			return cmp.Compare(c.Night, t[1])
		})
		for ; ok && k < len(res.Cards) && res.Cards[k].Person == p && res.Cards[k].Night == night; k++ {
			if len(persons) == 1 || res.Cards[k].Partner == other(persons, p) {
				res.Cards[k].Counted[i] = true
			}
		}
	}
}

func other(persons []int, p int) int {
	if persons[0] == p {
		return persons[1]
	}
	return persons[0]
}
