package main

import (
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

func init() { templateKinds["teams"] = templates.Teams }

// teams scores a teams event.
func (j *job) teams(book *xlsx.Book) outcome {
	te, fs := book.ReadTeams()
	if !te.Complete {
		return j.finish(book, fs, nil)
	}
	// The engine checks how the teams met even when the reader found errors
	// in some cells, so that every problem is reported in one run.
	res, err := teams.Score(te.Teams, te.Results, te.Settings)
	fs = append(fs, book.LocateTeams(err)...)
	if xlsx.HasErrors(fs) {
		return j.finish(book, fs, nil)
	}
	fs = append(fs, book.TeamsWarnings(te, res)...)
	// check says too that score would stop at a sheet of the director\'s.
	fs = append(fs, book.CheckTeamsTargets()...)
	if !xlsx.HasErrors(fs) {
		j.teamsSummary(te, res)
	}
	return j.finish(book, fs, func() error { return book.WriteTeams(te, res) })
}

// teamsSummary says what was scored: the event, the scale, how many rounds
// and teams, and the leaders.
func (j *job) teamsSummary(te *xlsx.TeamsEvent, res *teams.Result) {
	s := &j.summary
	title := te.Title
	if title == "" {
		title = "teams event"
	}
	if te.Date != "" {
		title += ", " + te.Date
	}
	rounds := map[int]bool{}
	for _, m := range res.Matches {
		rounds[m.Round] = true
	}
	scale := te.Settings.Scale.String() + " VPs"
	if res.ByIMPs {
		scale = "ranked by IMPs"
	}
	fmt.Fprintf(s, "%s: %s\n", j.path, title)
	fmt.Fprintf(s, "  IMPs, %s: %d round%s, %d teams\n", scale, len(rounds), plural(len(rounds)), len(res.Ranking))
	for _, st := range res.Ranking {
		if st.Place > 3 {
			break
		}
		value := fmt.Sprintf("%.2f VP", st.VP)
		if res.ByIMPs {
			value = fmt.Sprintf("%+d IMPs", st.IMPsFor-st.IMPsAgainst)
		}
		who := "team " + st.Team
		if n := strings.TrimSpace(st.Name); n != "" {
			who = n + " (" + st.Team + ")"
		}
		fmt.Fprintf(s, "  %-4s %s, %s\n", st.Rank, who, value)
	}
}
