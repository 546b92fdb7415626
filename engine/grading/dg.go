package grading

import (
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"
	"math"
	"strings"

	"github.com/scorebook/scorebook/engine/setting"
)

// System is the grading system a run follows.
type System int

const (
	// IndexGrade is the Index/Grade system of Louis Nel (December 2001,
	// seed 002): an Index moved by a zero-sum adjustment after every game
	// and a Grade that follows it. It is the default.
	IndexGrade System = iota
	// DG is Dynamic Grading as Louis Nel defined it in "Improved Dynamic
	// Grading" (April 2013): one grade per player, moved after every game
	// by the player's own modulator times the loser's win probability.
	DG
)

// String returns the name used on the Grading sheet.
func (s System) String() string {
	switch s {
	case IndexGrade:
		return "Index/Grade"
	case DG:
		return "DG"
	}
	return fmt.Sprintf("System(%d)", int(s))
}

// systemChoices are the spellings of each System, the sheet's name first.
var systemChoices = [][]string{
	{lang.Key("Index/Grade"), "Index and Grade", "Index Grade", "IndexGrade", "CGS"},
	{lang.Key("DG"), "Dynamic Grading", "Dynamic"},
}

// ParseSystem reads a System setting, ignoring case, spaces and hyphens.
func ParseSystem(s string) (System, error) {
	i, ok := setting.Match(s, systemChoices...)
	if !ok {
		return 0, fmt.Errorf("system %q is not Index/Grade or DG", strings.TrimSpace(s))
	}
	return System(i), nil
}

// DGConstants are the constants of Dynamic Grading. The defaults are those
// of "Improved Dynamic Grading" (Nel, April 2013); an association that
// revised them types its own on the Grading sheet.
type DGConstants struct {
	// StartM is the modulator of a player's first StartGames games.
	StartM float64
	// StartGames is how many of a player's first graded games use StartM.
	StartGames int
	// MBase, MPerSD and MCap give the modulator from the next game on:
	// min(MCap, MBase + MPerSD × RSD).
	MBase, MPerSD, MCap float64
	// SDWindow is how many of the player's most recent grade values (the
	// start grade counting as one) RSD is the standard deviation of.
	SDWindow int
}

// DefaultDG returns the constants of "Improved Dynamic Grading": M = 24 for
// the first 34 games, then min(37.7, 9.56 + 0.58 × RSD) over the 35 most
// recent grades.
func DefaultDG() DGConstants {
	return DGConstants{StartM: 24, StartGames: 34, MBase: 9.56, MPerSD: 0.58, MCap: 37.7, SDWindow: 35}
}

// WinProbability is the probability that a player of grade g beats one of
// grade h, by the correspondence every grading system of Nel's uses:
// 1 / (1 + 10^((h − g)/500)). A grade difference of 40 gives 54.6%, of 90
// 60.2%, of 190 70.6% ("Plain English Introduction to Dynamic Grading").
func WinProbability(g, h float64) float64 {
	return 1 / (1 + math.Pow(10, (h-g)/500))
}

// Modulator is a player's M for their next game, after played graded games
// whose grades (the start grade first) end with recent: StartM while played
// is less than StartGames; after that min(MCap, MBase + MPerSD × RSD), RSD
// the population standard deviation (divided by their number) of the last
// SDWindow values of recent, or all of them when there are fewer.
func (c DGConstants) Modulator(played int, recent []float64) float64 {
	if played < c.StartGames {
		return c.StartM
	}
	return math.Min(c.MCap, c.MBase+c.MPerSD*RSD(recent, c.SDWindow))
}

// RSD is the population standard deviation of the last window values of
// grades (of all of them when there are fewer): the square root of the mean
// of the squared differences from their mean.
func RSD(grades []float64, window int) float64 {
	if window > 0 && len(grades) > window {
		grades = grades[len(grades)-window:]
	}
	if len(grades) == 0 {
		return 0
	}
	mean := 0.0
	for _, g := range grades {
		mean += g
	}
	mean /= float64(len(grades))
	ss := 0.0
	for _, g := range grades {
		ss += (g - mean) * (g - mean)
	}
	return math.Sqrt(ss / float64(len(grades)))
}

// recentGrades keeps each player's most recent grade values for the
// modulator: a window of the last n, in one backing array for every player.
type recentGrades struct {
	n     int
	buf   []float64 // player i's values at buf[i*n : i*n+n], a ring
	count []int     // how many values player i has had in all
	tmp   []float64
}

func newRecentGrades(players, n int, start []float64) *recentGrades {
	r := &recentGrades{n: n, buf: make([]float64, players*n), count: make([]int, players), tmp: make([]float64, 0, n)}
	for i, g := range start {
		r.add(i, g)
	}
	return r
}

func (r *recentGrades) add(i int, g float64) {
	r.buf[i*r.n+r.count[i]%r.n] = g
	r.count[i]++
}

// values returns player i's last values, oldest first (in a slice reused by
// the next call).
func (r *recentGrades) values(i int) []float64 {
	r.tmp = r.tmp[:0]
	k := min(r.count[i], r.n)
	for j := r.count[i] - k; j < r.count[i]; j++ {
		r.tmp = append(r.tmp, r.buf[i*r.n+j%r.n])
	}
	return r.tmp
}
