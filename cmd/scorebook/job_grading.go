package main

import (
	"fmt"

	"github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

func init() { templateKinds["grading"] = templates.Grading }

// topOfRanking is how many ranked players the summary shows.
const topOfRanking = 5

// grading runs the croquet grading: every game is replayed from the
// starting values on Players, and Ranking, Grading Log and History written.
func (j *job) grading(book *xlsx.Book) outcome {
	g, fs := book.ReadGrading()
	var res *grading.Result
	if g.Checkable {
		// Replay even when some cells had errors (they hold placeholders),
		// so that every problem is reported in one run.
		var err error
		res, err = grading.Replay(g.Players, g.Games, g.Settings)
		fs = append(fs, book.LocateGrading(err)...)
	}
	// check says too that score would stop at a sheet of the director\'s.
	fs = append(fs, book.CheckGradingTargets()...)
	if res != nil && !xlsx.HasErrors(fs) {
		j.gradingSummary(g, res)
	}
	return j.finish(book, fs, func() error { return book.WriteGrading(g, res) })
}

func (j *job) gradingSummary(g *xlsx.Grading, res *grading.Result) {
	s := &j.summary
	title := "croquet grading"
	if g.Title != "" {
		title = g.Title + ", " + title
	}
	fmt.Fprintf(s, "%s: %s as of %s (%s)\n", j.path, title, res.AsOf.Format("2006-01-02"), res.Settings.Precision)
	fmt.Fprintf(s, "  %d players, %d games played", len(res.Standings), len(res.Log))
	if g.LeftOut > 0 {
		fmt.Fprintf(s, ", %d of other types left out", g.LeftOut)
	}
	if n := len(res.NotPlayed); n > 0 {
		fmt.Fprintf(s, ", %d dated after As of", n)
	}
	s.WriteString("\n")
	ranked := 0
	for _, st := range res.Standings {
		if st.Eligible {
			ranked++
		}
	}
	fmt.Fprintf(s, "  %d ranked (%d or more games in the %d months to %s)\n", ranked,
		res.Settings.MinimumGames, res.Settings.WindowMonths, res.AsOf.Format("2006-01-02"))
	for _, st := range res.Standings {
		if !st.Eligible || st.Position > topOfRanking {
			break
		}
		fmt.Fprintf(s, "  %-4s %-26s grade %4.0f  index %4.0f  change %s\n", st.Rank, st.Player, st.Grade, st.Index, signed(st.Change))
	}
}

// signed shows a change as the Ranking sheet's +0;-0;0 format does: +3, -2,
// 0 when unchanged, and +0 or -0 for a move of less than half a point.
func signed(v float64) string {
	if v == 0 {
		return "0"
	}
	return fmt.Sprintf("%+.0f", v)
}
