package season

import (
	"slices"
	"testing"
)

func TestParseCompetitions(t *testing.T) {
	rows := []CompetitionRow{
		{Line: 2, Name: " Club  Championship ", Rule: "championship", Best: "10", Minimum: "5"},
		{Line: 3, Name: "Ladder", Rule: "Ladder", Partnership: "yes", Points: "10 8 6; 5,4"},
		{Line: 4, Name: "club championship", Rule: "Cup", Partnership: "maybe", Best: "0", Minimum: "-1", Points: "10 x"},
		{Line: 5, Name: "A/B", Rule: "Ladder"},
		{Line: 6, Name: "", Rule: "Ladder"},
		{Line: 7, Name: "Season Cards", Rule: "Ladder"},
	}
	got, probs := ParseCompetitions(rows)
	want := []Competition{
		{Name: "Club Championship", Rule: Championship, Best: 10, Minimum: 5, Line: 2},
		{Name: "Ladder", Rule: Ladder, Partnership: true, Points: []float64{10, 8, 6, 5, 4}, Line: 3},
	}
	if !slices.EqualFunc(got, want, func(a, b Competition) bool {
		return a.Name == b.Name && a.Rule == b.Rule && a.Partnership == b.Partnership && a.Best == b.Best &&
			a.Minimum == b.Minimum && slices.Equal(a.Points, b.Points) && a.Line == b.Line
	}) {
		t.Errorf("got %+v", got)
	}
	var msgs []string
	for _, p := range probs {
		msgs = append(msgs, p.Error())
	}
	wantMsgs := []string{
		`Competitions row 4 Name: "club championship" is the name of the competition of row 2 too`,
		`Competitions row 4 Rule: rule "Cup" is not Championship or Ladder`,
		`Competitions row 4 Partnership: partnership "maybe" is not Yes or No`,
		`Competitions row 4 Best: best "0" is not a number of nights`,
		`Competitions row 4 Minimum: minimum "-1" is not a number of nights`,
		`Competitions row 4 Points: points "10 x": "x" is not a number of points`,
		`Competitions row 5 Name: "A/B" cannot name a sheet`,
		`Competitions row 6 Name: the competition has no name`,
		`Competitions row 7 Name: "Season Cards" is the name of one of the season workbook's sheets`,
	}
	if !slices.Equal(msgs, wantMsgs) {
		t.Errorf("problems:\n got %q\nwant %q", msgs, wantMsgs)
	}
}
