package grading_test

import (
	"cmp"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/scorebook/scorebook/internal/gradinggen"
	"github.com/scorebook/scorebook/xlsx"
)

// This file checks a whole simulated season, read back from the written
// sheets, against a second implementation of the grading written here from
// WORKBOOK.md and seed 002 alone (it does not call engine/grading).

// refLine is a line of the reference Grading Log.
type refLine struct {
	row            int // the game's row on the Games sheet
	date           time.Time
	event          string
	class          int
	winner, loser  string
	d, a           float64
	wIndex, wGrade float64
	lIndex, lGrade float64
	lpw, mw, ml    float64 // DG
}

// refPlayer is a player's line of the reference Ranking.
type refPlayer struct {
	name         string
	index, grade float64
	games        int // in the window
	eligible     bool
	rank         string
	change       float64
	startIndex   float64
	startGrade   float64
	grade0       float64      // the Grade one month before As of
	history      [][2]float64 // Index and Grade after each game
}

// seedAdjustment is A(D) of seed 002: 50/(1 + 10^(D/500)), times 1.2 for
// Class 1 and 0.8 for Class 3, rounded to the nearest whole number when
// published (it is never negative, so rounding half up is rounding half away
// from zero).
func seedAdjustment(d float64, class int, exact bool) float64 {
	a := 50 / (1 + math.Pow(10, d/500))
	switch class {
	case 1:
		a *= 1.2
	case 3:
		a *= 0.8
	}
	if !exact {
		a = math.Floor(a + 0.5)
	}
	return a
}

// seedGrade is the new Grade of seed 002: S% of the old Grade and (100−S)%
// of the new Index, S = 90 up to a Grade of 2000, else 80 + (Grade−1000)/100
// but at most 97.
func seedGrade(old, newIndex float64) float64 {
	s := 90.0
	if old > 2000 {
		s = math.Min(97, 80+(old-1000)/100)
	}
	return old*s/100 + newIndex*(100-s)/100
}

// refDG are the constants of "Improved Dynamic Grading" as the issue gives
// them: M = 24 for a player's first 34 games, then min(37.7, 9.56 + 0.58 ×
// RSD), RSD the population standard deviation of the player's 35 latest
// grades (the start grade counting as one).
func refModulator(played int, grades []float64) float64 {
	if played < 34 {
		return 24
	}
	last := grades[max(0, len(grades)-35):]
	mean := 0.0
	for _, g := range last {
		mean += g / float64(len(last))
	}
	v := 0.0
	for _, g := range last {
		v += (g - mean) * (g - mean) / float64(len(last))
	}
	return math.Min(37.7, 9.56+0.58*math.Sqrt(v))
}

// reference grades a season as WORKBOOK.md says: the graded games in date
// order (games of one date in sheet order) up to As of (default the latest
// game); Games counts the games in the window of months ending at As of;
// eligible players are ranked by Grade (equal whole-number Grades share a
// rank "n=", listed by name); Change is the Grade now less the Grade after
// the games dated on or before As of less one month.
func reference(s gradinggen.Season, exact, dg bool, asOf time.Time, minimum, months int) ([]refLine, []*refPlayer) {
	players := map[string]*refPlayer{}
	var order []*refPlayer
	for _, p := range s.Players {
		rp := &refPlayer{name: p.Name, index: p.Index, grade: p.Grade, startIndex: p.Index, startGrade: p.Grade}
		players[p.Name] = rp
		order = append(order, rp)
	}
	var games []refLine
	for i, g := range s.Games {
		if g.Graded {
			games = append(games, refLine{row: i + 2, date: g.Date, event: g.Event, class: g.Class, winner: g.Winner, loser: g.Loser})
		}
	}
	slices.SortStableFunc(games, func(a, b refLine) int { return a.date.Compare(b.date) })
	if asOf.IsZero() {
		asOf = games[len(games)-1].date
	}
	windowFrom := asOf.AddDate(0, -months, 0)
	monthAgo := asOf.AddDate(0, -1, 0)
	for _, p := range order {
		p.grade0 = p.grade
	}
	var log []refLine
	for _, g := range games {
		if g.date.After(asOf) {
			break
		}
		w, l := players[g.winner], players[g.loser]
		if dg {
			// LPW = 1/(1 + 10^((winner − loser)/500)); each player's own M.
			grades := func(p *refPlayer) []float64 {
				out := []float64{p.startGrade}
				for _, h := range p.history {
					out = append(out, h[1])
				}
				return out
			}
			g.d = w.grade - l.grade
			g.lpw = 1 / (1 + math.Pow(10, g.d/500))
			g.mw, g.ml = refModulator(len(w.history), grades(w)), refModulator(len(l.history), grades(l))
			w.grade += g.mw * g.lpw
			l.grade -= g.ml * g.lpw
			w.index, l.index = w.grade, l.grade
		} else {
			g.d = w.index - l.index
			g.a = seedAdjustment(g.d, g.class, exact)
			w.index += g.a
			l.index -= g.a
			w.grade = seedGrade(w.grade, w.index)
			l.grade = seedGrade(l.grade, l.index)
		}
		g.wIndex, g.wGrade, g.lIndex, g.lGrade = w.index, w.grade, l.index, l.grade
		w.history = append(w.history, [2]float64{w.index, w.grade})
		l.history = append(l.history, [2]float64{l.index, l.grade})
		if g.date.After(windowFrom) {
			w.games++
			l.games++
		}
		if !g.date.After(monthAgo) {
			w.grade0, l.grade0 = w.grade, l.grade
		}
		log = append(log, g)
	}
	for _, p := range order {
		p.change = p.grade - p.grade0
		p.eligible = p.games >= minimum
	}
	// Rank: one more than the number of eligible players with a higher
	// whole-number Grade; "=" when another eligible player has the same.
	for _, p := range order {
		if !p.eligible {
			continue
		}
		higher, same := 0, 0
		for _, q := range order {
			if !q.eligible {
				continue
			}
			switch {
			case math.Round(q.grade) > math.Round(p.grade):
				higher++
			case math.Round(q.grade) == math.Round(p.grade):
				same++
			}
		}
		p.rank = strconv.Itoa(higher + 1)
		if same > 1 {
			p.rank += "="
		}
	}
	slices.SortStableFunc(order, func(a, b *refPlayer) int {
		if a.eligible != b.eligible {
			if a.eligible {
				return -1
			}
			return 1
		}
		if c := cmp.Compare(math.Round(b.grade), math.Round(a.grade)); c != 0 {
			return c
		}
		return cmp.Compare(strings.ToLower(a.name), strings.ToLower(b.name))
	})
	return log, order
}

func TestGradingSeasonAgainstAnIndependentImplementation(t *testing.T) {
	season := gradinggen.Make(gradinggen.Config{
		Seed: 500, Players: 30, Games: 500, OtherTypes: 12,
		Start: day("2024-04-06"), Days: 540, Late: 0.12, TextDates: true,
	})
	// The games are typed out of date order.
	outOfOrder := 0
	for i := 1; i < len(season.Games); i++ {
		if season.Games[i].Date.Before(season.Games[i-1].Date) {
			outOfOrder++
		}
	}
	if outOfOrder < 20 {
		t.Fatalf("only %d games typed before an earlier one", outOfOrder)
	}
	for _, c := range []struct {
		name                    string
		system, precision, asOf string
		minimum, months         string
		exact, dg               bool
		asOfDate                time.Time
		minimumN, monthsN       int
		wantNotPlayed           bool
	}{
		{name: "official", exact: true, minimumN: 10, monthsN: 12},
		{name: "table", precision: "Table", asOf: "2025-06-20", minimum: "8", months: "6",
			exact: false, asOfDate: day("2025-06-20"), minimumN: 8, monthsN: 6, wantNotPlayed: true},
		{name: "dg", system: "DG", exact: true, dg: true, minimumN: 10, monthsN: 12},
		{name: "dg as of", system: "Dynamic Grading", asOf: "2025-06-20", minimum: "8", months: "6",
			exact: true, dg: true, asOfDate: day("2025-06-20"), minimumN: 8, monthsN: 6, wantNotPlayed: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := gradinggen.Config{
				Seed: 500, Players: 30, Games: 500, OtherTypes: 12,
				Start: day("2024-04-06"), Days: 540, Late: 0.12, TextDates: true,
				Precision: c.precision, AsOf: c.asOf, MinimumGames: c.minimum, WindowMonths: c.months, System: c.system,
			}
			s := gradinggen.Make(cfg)
			path := filepath.Join(t.TempDir(), "season.xlsx")
			if err := xlsx.WriteTemplate(path, s.Template); err != nil {
				t.Fatal(err)
			}
			res := scoreGrading(t, path, "")
			if c.wantNotPlayed && len(res.NotPlayed) == 0 {
				t.Error("no game is dated after As of")
			}
			log, standings := reference(s, c.exact, c.dg, c.asOfDate, c.minimumN, c.monthsN)
			compareLog(t, path, log, c.exact, c.dg)
			compareRanking(t, path, standings, c.exact, c.dg)
			compareHistory(t, path, standings, c.dg)
			if c.dg {
				// Most players pass the 34 games of the start modulator.
				switched := 0
				for _, l := range log {
					if l.mw != 24 {
						switched++
					}
				}
				if switched < 20 {
					t.Errorf("only %d games with a winner past the start modulator", switched)
				}
			}
		})
	}
}

func compareLog(t *testing.T, path string, want []refLine, exact, dg bool) {
	t.Helper()
	got := readWritten(t, path, "Grading Log")
	if len(got.rows) != len(want) {
		t.Fatalf("Grading Log has %d lines, the reference %d", len(got.rows), len(want))
	}
	tol := 0.0 // published: whole-number indices, exactly
	if exact {
		tol = 1e-9
	}
	bad := 0
	for i, w := range want {
		where := fmt.Sprintf("Grading Log row %d (Games row %d)", i+2, w.row)
		if got.number(t, i, "Games row") != float64(w.row) || got.date(t, i, "Date") != w.date.Format("2006-01-02") ||
			got.text(t, i, "Winner") != w.winner || got.text(t, i, "Loser") != w.loser ||
			got.text(t, i, "Event") != w.event || got.number(t, i, "Class") != float64(w.class) {
			t.Errorf("%s: %v, want row %d %s %s %d %s beats %s", where, got.rows[i], w.row, w.date.Format("2006-01-02"), w.event, w.class, w.winner, w.loser)
			bad++
		}
		type column struct {
			col       string
			want, tol float64
		}
		columns := []column{{"D", w.d, tol}, {"Adjustment", w.a, tol}, {"Winner Index", w.wIndex, tol}, {"Loser Index", w.lIndex, tol},
			{"Winner Grade", w.wGrade, 1e-9}, {"Loser Grade", w.lGrade, 1e-9}}
		if dg {
			columns = []column{{"Difference", w.d, 1e-9}, {"LPW", w.lpw, 1e-12}, {"Winner M", w.mw, 1e-9}, {"Loser M", w.ml, 1e-9},
				{"Winner change", w.mw * w.lpw, 1e-9}, {"Loser change", -w.ml * w.lpw, 1e-9},
				{"Winner Grade", w.wGrade, 1e-9}, {"Loser Grade", w.lGrade, 1e-9}}
		}
		for _, c := range columns {
			if v := got.number(t, i, c.col); !near(v, c.want, c.tol) {
				t.Errorf("%s: %s = %v, the reference %v", where, c.col, v, c.want)
				bad++
			}
		}
		if bad > 10 {
			t.Fatal("too many differences")
		}
	}
}

func compareRanking(t *testing.T, path string, want []*refPlayer, exact, dg bool) {
	t.Helper()
	got := readWritten(t, path, "Ranking")
	if len(got.rows) != len(want) {
		t.Fatalf("Ranking has %d lines, the reference %d", len(got.rows), len(want))
	}
	ranked := 0
	for i, w := range want {
		where := fmt.Sprintf("Ranking row %d", i+2)
		eligible := map[bool]string{true: "Yes", false: "No"}[w.eligible]
		if got.text(t, i, "Player") != w.name || got.text(t, i, "Rank") != w.rank || got.text(t, i, "Eligible") != eligible ||
			got.number(t, i, "Games") != float64(w.games) {
			t.Errorf("%s: %v, want %s %s %d games eligible %s", where, got.rows[i], w.rank, w.name, w.games, eligible)
			continue
		}
		tol := 0.0
		if exact {
			tol = 1e-9
		}
		if dg {
			if _, ok := got.header["Index"]; ok {
				t.Errorf("a DG Ranking has an Index column")
			}
		} else if v := got.number(t, i, "Index"); !near(v, w.index, tol) {
			t.Errorf("%s: %s's Index %v, the reference %v", where, w.name, v, w.index)
		}
		for _, c := range []struct {
			col  string
			want float64
		}{{"Grade", w.grade}, {"Change", w.change}} {
			if v := got.number(t, i, c.col); !near(v, c.want, 1e-9) {
				t.Errorf("%s: %s's %s %v, the reference %v", where, w.name, c.col, v, c.want)
			}
		}
		if w.eligible {
			ranked++
		}
	}
	if ranked < 10 || ranked == len(want) {
		t.Errorf("%d of %d players ranked: the season should rank many but not all", ranked, len(want))
	}
}

func compareHistory(t *testing.T, path string, want []*refPlayer, dg bool) {
	t.Helper()
	got := readWritten(t, path, "History")
	r := 0
	for _, w := range want {
		if !w.eligible {
			continue
		}
		points := append([][2]float64{{w.startIndex, w.startGrade}}, w.history...)
		for n, p := range points {
			for r < len(got.rows) && len(got.rows[r]) == 0 {
				r++ // the empty rows that pad a short history to its chart's height
			}
			if r >= len(got.rows) {
				t.Fatalf("History ends before %s's game %d", w.name, n)
			}
			if got.text(t, r, "Player") != w.name || got.number(t, r, "Game") != float64(n) ||
				(!dg && !near(got.number(t, r, "Index"), p[0], 1e-9)) || !near(got.number(t, r, "Grade"), p[1], 1e-9) {
				t.Fatalf("History row %d: %v, want %s game %d index %v grade %v", r+2, got.rows[r], w.name, n, p[0], p[1])
			}
			r++
		}
	}
}
