// Package season is the workbook side of a club's season: the nights'
// pairs workbooks read into engine/season's nights, the season workbook's
// Competitions and Players sheets read into its competitions and merges,
// and the competitions' sheets and the Season Cards written from its
// Result.
package season

import (
	"runtime"
	"strings"
	"sync"

	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// ReadNight reads one night's pairs workbook and scores it in memory, from
// its Results as they stand (whether or not the night was scored, and
// nothing written to it): its fields, each pair's players, percentage and
// place. It returns the night's problems, placed at their cells, and no
// night when it cannot be scored.
func ReadNight(path string) (*season.Night, []problem.Problem, error) {
	k := pairs.Kind{}
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: k.Reads(), ReadOnly: true})
	if err != nil {
		return nil, nil, err
	}
	defer b.Close()
	for _, s := range k.Marks() {
		if !b.HasSheet(s) {
			p := problem.New("a night is a pairs event's workbook, with Pairs and Results sheets", "%s is not a pairs event: it has no %s sheet", b.Name(), s)
			return nil, nil, p
		}
	}
	ev, probs := pairs.Read(b)
	if ev == nil {
		return nil, probs, nil
	}
	res, eprobs := engine.Score(&ev.Event)
	probs = append(probs, b.Place(eprobs)...)
	if res == nil || problem.HasErrors(probs) {
		return nil, probs, nil
	}
	return NightOf(ev, res, path), probs, nil
}

// NightOf is a scored pairs event as a night of the season: its fields
// (the room of a Howell, each direction of a Mitchell), each pair's
// players with their federation numbers, percentage and place.
func NightOf(ev *pairs.Event, res *engine.Result, name string) *season.Night {
	n := &season.Night{Date: ev.Date, Title: ev.Title, Name: name, NoPct: !res.Settings.Scoring.IsMatchpoint(),
		Handicapped: ev.Handicapped}
	n.IMPs = res.Settings.IMPsABoard()
	// A cross-IMPs night scored as totals (each board's IMPs summed over
	// its comparisons) counts by its IMPs a board per comparison, the
	// score a championship's IMP rule is for: the same boards scored per
	// comparison (each board's total over its comparisons), its places
	// kept as the night ranked them.
	perComparison := engine.StandingsPerComparison(&ev.Event, res)
	if perComparison != nil {
		n.IMPs = true
	}
	field := map[engine.Direction]int{}
	for _, st := range res.Standings {
		f, ok := field[st.Field]
		if !ok {
			f = len(n.Fields)
			field[st.Field] = f
			n.Fields = append(n.Fields, season.Field{Name: st.Field.String()})
		}
		p := ev.Pairs[st.Pair]
		pair := season.Pair{Pct: st.Pct, Place: st.Place}
		if pc, ok := perComparison[st.Pair]; ok {
			st.Score, st.Boards = pc.Score, pc.Boards
		}
		if n.IMPs && st.Boards > 0 {
			pair.IMPs = st.Score / float64(st.Boards)
		}
		for i, name := range p.Names {
			if strings.TrimSpace(name) == "" {
				continue
			}
			pl := season.Player{Name: name}
			if i < len(p.IDs) {
				pl.ID = p.IDs[i]
			}
			if i < len(p.Handicaps) {
				pl.Handicap = p.Handicaps[i]
			}
			pair.Players = append(pair.Players, pl)
			// The night's Awards setting gives each player of the pair
			// the same award (0 without one).
			pair.Awards = append(pair.Awards, st.Award)
		}
		n.Fields[f].Pairs = append(n.Fields[f].Pairs, pair)
	}
	return n
}

// NightRead is what ReadNights gives of one night: the night, or why not,
// and its problems.
type NightRead struct {
	Path     string
	Night    *season.Night
	Problems []problem.Problem
	Err      error
}

// ReadNights reads the nights (ReadNight), on every core, each on its own:
// the reads come back in the order of paths.
func ReadNights(paths []string) []NightRead {
	out := make([]NightRead, len(paths))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, p := range paths {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			n, probs, err := ReadNight(p)
			out[i] = NightRead{Path: p, Night: n, Problems: probs, Err: err}
		}()
	}
	wg.Wait()
	return out
}
