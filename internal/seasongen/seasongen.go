// Package seasongen makes up a club's season for tests, benchmarks and the
// sample: a club of members in regular partnerships, who miss nights, play
// with someone else when their partner is away, and meet on Mitchell and
// Howell nights; one night a player's name is mistyped. Each night is a
// real pairs workbook, from the template `scorebook new pairs --tables`
// writes, its Results filled as tables play (internal/gen) and scored by
// scorebook, as a director would leave it. The same seed always gives the
// same season.
package seasongen

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"time"

	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/gen"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// Spec is the season to make.
type Spec struct {
	Nights int // at least 1
	Tables int // the most tables a night has (at least 2)
	// Members is how many the club has (an even number; 0: three for
	// each table, so that a full night leaves some at home).
	Members int
	Seed    int64 // the random source's seed
	// Start is the first night's date; the nights are a week apart.
	Start time.Time
}

// Member is one of the club's players.
type Member struct {
	Name string
	ID   string // the federation number; "" for a member without one
}

// Night is one night as planned: who played with whom.
type Night struct {
	Date     time.Time
	Movement string // "mitchell" or "howell"
	Pairs    [][2]Member
}

// Typo is the night a member's name was mistyped on.
type Typo struct {
	Night       int
	Wrong, Said string // the name as typed that night, and as the member is known
}

// Season is a made-up season: the nights and the mistyping among them.
type Season struct {
	Members []Member
	Nights  []Night
	Typo    Typo
}

// Plan makes up the season's nights: who came and with whom.
func Plan(s Spec) Season {
	rng := rand.New(rand.NewSource(s.Seed))
	// Enough members that a full night leaves some at home.
	n := 3*s.Tables + s.Tables%2 // an even number, each in a partnership
	if s.Members > 0 {
		n = s.Members + s.Members%2
	}
	seen := map[string]bool{}
	var members []Member
	for len(members) < n {
		name := gen.PlayerName(rng)
		if seen[name] {
			continue
		}
		seen[name] = true
		m := Member{Name: name}
		if rng.Intn(3) > 0 {
			m.ID = fmt.Sprintf("%06d", 100000+rng.Intn(900000)) // a text number: its leading digits kept
		}
		members = append(members, m)
	}
	out := Season{Members: members}
	// The members in regular partnerships, 0 with 1, 2 with 3, …
	for k := 0; k < s.Nights; k++ {
		night := Night{Date: s.Start.AddDate(0, 0, 7*k), Movement: "mitchell"}
		if k%3 == 2 {
			night.Movement = "howell"
		}
		var singles []Member
		for p := 0; p+1 < len(members); p += 2 {
			a, b := members[p], members[p+1]
			comeA, comeB := rng.Intn(10) > 0, rng.Intn(10) > 0
			if rng.Intn(8) == 0 { // the partnership stays home
				comeA, comeB = false, false
			}
			switch {
			case comeA && comeB:
				night.Pairs = append(night.Pairs, [2]Member{a, b})
			case comeA:
				singles = append(singles, a)
			case comeB:
				singles = append(singles, b)
			}
		}
		// Those whose partner is away play together.
		rng.Shuffle(len(singles), func(i, j int) { singles[i], singles[j] = singles[j], singles[i] })
		for i := 0; i+1 < len(singles); i += 2 {
			night.Pairs = append(night.Pairs, [2]Member{singles[i], singles[i+1]})
		}
		limit := 2 * s.Tables
		if night.Movement == "howell" {
			limit = min(limit, 12) // a Howell of more is a long night
		}
		night.Pairs = night.Pairs[:min(len(night.Pairs), limit)]
		if len(night.Pairs)%2 == 1 {
			night.Pairs = night.Pairs[:len(night.Pairs)-1]
		}
		rng.Shuffle(len(night.Pairs), func(i, j int) { night.Pairs[i], night.Pairs[j] = night.Pairs[j], night.Pairs[i] })
		out.Nights = append(out.Nights, night)
	}
	// One night a member without a federation number has two letters of
	// their surname swapped.
	if len(out.Nights) > 4 {
		k := 4
	find:
		for p := range out.Nights[k].Pairs {
			for i, m := range out.Nights[k].Pairs[p] {
				if m.ID == "" {
					r := []rune(m.Name)
					j := len(r) - 3
					r[j], r[j+1] = r[j+1], r[j]
					if string(r) == m.Name {
						continue
					}
					out.Typo = Typo{Night: k, Wrong: string(r), Said: m.Name}
					out.Nights[k].Pairs[p][i].Name = string(r)
					break find
				}
			}
		}
	}
	return out
}

// Template is a night's workbook: the movement's template, the pairs'
// names and numbers in Pairs, and each table's result in Results.
func (n Night) Template(rng *rand.Rand, title string) (templates.Template, error) {
	name, tables := n.Movement, len(n.Pairs)/2
	switch {
	case name == "mitchell" && tables < 3:
		name = "howell" // two tables make no Mitchell
	case name == "mitchell" && tables%2 == 0:
		name = "mitchell-skip" // a plain Mitchell of an even number of tables meets its boards twice
	}
	mv, err := movement.Make(movement.Spec{Name: name, Pairs: len(n.Pairs)})
	if err != nil {
		return templates.Template{}, err
	}
	t := templates.PairsFor(mv)
	deals := map[int]gen.Deal{}
	for i := range t.Sheets {
		s := &t.Sheets[i]
		switch s.Name {
		case "Event":
			for j, r := range s.Rows {
				r.Cells = append([]any(nil), r.Cells...)
				switch r.Cells[0] {
				case "Title":
					r.Cells[1] = title
				case "Date":
					r.Cells[1] = n.Date
				}
				s.Rows[j] = r
			}
		case "Pairs":
			// The movement's pairs in order: NS 1…, EW 1… in a Mitchell
			// (numbered on from the NS pairs), 1… in a Howell.
			for j := range s.Rows {
				c := s.Rows[j].Cells
				p := n.Pairs[j]
				s.Rows[j].Cells = []any{c[0], p[0].Name, p[1].Name, c[3], text(p[0].ID), text(p[1].ID)}
			}
		case "Results":
			for j, r := range s.Rows {
				board := r.Cells[0].(int)
				if r.Cells[3] == nil || r.Cells[4] == nil {
					continue // a sit-out
				}
				d, ok := deals[board]
				if !ok {
					d = gen.RandomDeal(rng)
					deals[board] = d
				}
				line := gen.ResultRow(rng, 1, board, fmt.Sprint(r.Cells[3]), fmt.Sprint(r.Cells[4]), d)
				s.Rows[j].Cells = append(r.Cells[:5:5], line[4:]...)
			}
		}
	}
	return t, nil
}

func text(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// Write writes the season's nights into dir, one workbook a night named by
// its date (2026-01-06.xlsx), each scored by scorebook. It returns their
// paths, by date.
func Write(dir string, s Season, seed int64) ([]string, error) {
	return WriteNights(dir, s, seed, "Club Pairs", true)
}

// WriteNights writes the season's nights into dir, each titled title, and
// scored by scorebook when score is set (left as the director typed them
// otherwise).
func WriteNights(dir string, s Season, seed int64, title string, score bool) ([]string, error) {
	rng := rand.New(rand.NewSource(seed))
	var paths []string
	for _, n := range s.Nights {
		t, err := n.Template(rng, title)
		if err != nil {
			return nil, err
		}
		path := filepath.Join(dir, n.Date.Format("2006-01-02")+".xlsx")
		_ = os.Remove(path)
		if err := xlsx.WriteTemplate(path, t); err != nil {
			return nil, err
		}
		if !score {
			paths = append(paths, path)
			continue
		}
		if err := Score(path); err != nil {
			return nil, err
		}
		paths = append(paths, path)
	}
	return paths, nil
}

// Score scores a night's workbook in place, as `scorebook score` does.
func Score(path string) error {
	k := pairs.Kind{}
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: k.Reads()})
	if err != nil {
		return err
	}
	defer b.Close()
	sc, probs := k.Score(b)
	if sc == nil || problem.HasErrors(probs) {
		return fmt.Errorf("%s: %v", path, problem.List(probs))
	}
	if err := sc.Write(b); err != nil {
		return err
	}
	return b.Save(xlsx.SaveOptions{})
}
