package grading_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	enginegrading "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
)

// reads are the sheets grading reads.
var reads = grading.Kind{}.Reads()

func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// lastValue tells, of a sheet the sniff scans when the workbook at path is
// opened to read a grading workbook, the last row holding a value, and
// whether the scan knows it exactly (see xlsxtest.ReadBoth).
func lastValue(path string) func(sheet string) (int, bool) {
	return func(sheet string) (int, bool) {
		read := func(s string) bool {
			return slices.ContainsFunc(reads, func(r string) bool { return fold(r) == fold(s) })
		}
		sn, err := guard.Sniff(path, "", read)
		if err != nil || sn == nil {
			return 0, false
		}
		scan, ok := sn.Scans[fold(sheet)]
		return scan.LastValue, ok && scan.Exact
	}
}

// gamesRead and playersRead are what a grading workbook read holds,
// nothing when it could not be read.
func gamesRead(g *grading.Event) []enginegrading.Game {
	if g == nil {
		return nil
	}
	return g.Games
}

func playersRead(g *grading.Event) []enginegrading.Player {
	if g == nil {
		return nil
	}
	return g.Players
}

func FuzzReadGrading(f *testing.F) {
	f.Add("Setting\tValue\nAs of\t2026-03-14\nMinimum games\t1\nPrecision\tExact", "Player\tIndex\tGrade\nPeter\t1881\t1881\nJohn\t1992\t1992",
		"Date\tWinner\tLoser\tClass\tScore\tType\n2026-03-01\tPeter\tJohn\t1\t26-14\tAS\n45000\tJohn\tPeter\t\t\tGolf Croquet")
	f.Add("Setting\tValue\nWindow months\t0\nAs at\t31/2/2026", "Player\tIndex\tGrade\npeter\tx\t", "Date\tWinner\tLoser\n14 March 2026\tPeter\tPeter\n1900-01-01\tAnn\t")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, settings, players, games string) {
		path := filepath.Join(dir, "grading.xlsx")
		xlsxtest.FuzzBook(t, path, xlsxtest.FuzzSheet{Name: "Players", Text: players}, xlsxtest.FuzzSheet{Name: "Games", Text: games},
			xlsxtest.FuzzSheet{Name: "Grading", Text: settings})
		b, _, _, ok := xlsxtest.ReadBoth(t, path, reads, lastValue(path), func(b *xlsx.Book) (*grading.Event, []problem.Problem) { return grading.Read(b) },
			func(a, b *grading.Event) bool {
				return len(gamesRead(a)) == len(gamesRead(b)) && len(playersRead(a)) == len(playersRead(b))
			})
		if !ok {
			return
		}
		defer b.Close()
		// Every problem the engine finds, errors and warnings, placed.
		scored, probs := grading.Kind{}.Score(b)
		xlsxtest.CheckProblemRules(t, probs)
		if scored != nil {
			if err := scored.Write(b); err != nil {
				t.Fatalf("writing: %v", err)
			}
		}
	})
}
