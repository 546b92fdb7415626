package pairs

import (
	"math"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/awards"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/xlsx"
)

// SheetAwards is the sheet of a club's own scale: points by place, for the
// Awards setting Table.
const SheetAwards = "Awards"

// awardsColumns are the Awards sheet's: a place and its points.
var awardsColumns = []xlsx.Column{
	{Name: "Place", Aliases: []string{"Rank", "Position"}, Required: true},
	{Name: "Points", Aliases: []string{"Award", "Masterpoints"}, Required: true},
}

// The Pairs sheet's handicap columns, optional: each player's handicap in
// percent.
var handicapColumns = []string{"Handicap 1", "Handicap 2"}

// maxHandicap bounds a player's handicap, in percent either way.
const maxHandicap = 50

// readHandicap reads a player's handicap: a number of percent, signed or
// not, with or without its percent sign (+2.5, -1, 2,5 %); empty is 0.
func readHandicap(t *xlsx.Table, r xlsx.Row, col string, cell string) (float64, *problem.Problem) {
	s := strings.TrimSpace(cell)
	if s == "" {
		return 0, nil
	}
	n := strings.TrimSpace(strings.TrimSuffix(s, "%"))
	n = strings.ReplaceAll(strings.TrimPrefix(n, "+"), ",", ".")
	h, ok := setting.Number(n)
	if !ok {
		p := t.Problem(r.Line, col, "write the player's handicap in percent, such as +2.5 or -1, or leave it empty",
			"handicap %q is not a number of percent", s)
		return 0, &p
	}
	if math.Abs(h) > maxHandicap {
		p := t.Problem(r.Line, col, "a handicap is a few percent either way, such as +2.5 or -1",
			"handicap %s%% is more than 50%% either way", strconv.FormatFloat(h, 'f', -1, 64))
		return 0, &p
	}
	return h, nil
}

// readAwards reads the Awards sheet into the points of each place, for
// the Awards setting Table: a place without a row gets nothing.
func readAwards(b *xlsx.Book, ev *engine.Event) []problem.Problem {
	if ev.Settings.Awards != awards.Table {
		return nil
	}
	if !b.HasSheet(SheetAwards) {
		return []problem.Problem{problem.New("add an Awards sheet with the columns Place and Points, or choose another Awards setting",
			"the Awards setting is Table, but the workbook has no Awards sheet").At(engine.SheetEvent, 0, "")}
	}
	t, probs := b.ReadTable(SheetAwards, awardsColumns)
	if t == nil {
		return probs
	}
	seen := map[int]int{}
	for _, r := range t.Rows {
		place, ok := xlsx.ParseInt(r.Cells[0])
		if !ok || place < 1 || place > 10000 {
			probs = append(probs, t.Problem(r.Line, "Place", "number the places 1, 2, 3, …", "place %q is not a place", strings.TrimSpace(r.Cells[0])))
			continue
		}
		if first, ok := seen[place]; ok {
			probs = append(probs, t.Problem(r.Line, "Place", "give each place one row", "place %d is on row %d too", place, first))
			continue
		}
		seen[place] = r.Line
		points, ok := setting.Number(strings.ReplaceAll(r.Cells[1], ",", "."))
		if !ok || points < 0 {
			probs = append(probs, t.Problem(r.Line, "Points", "write the points of the place, such as 10", "points %q are not a number of points", strings.TrimSpace(r.Cells[1])))
			continue
		}
		for len(ev.AwardTable) < place {
			ev.AwardTable = append(ev.AwardTable, 0)
		}
		ev.AwardTable[place-1] = points
	}
	return probs
}
