package season

import (
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/setting"
)

func TestParseCompetitions(t *testing.T) {
	rows := []CompetitionRow{
		{Line: 2, Name: " Club  Championship ", Rule: "championship", Best: "10", Minimum: "5"},
		{Line: 3, Name: "Ladder", Rule: "Ladder", Partnership: "yes", Points: "10 8 6; 5,4"},
		{Line: 4, Name: "club championship", Rule: "Cup", Partnership: "maybe", Best: "0", Minimum: "-1", Points: "10 x"},
		{Line: 5, Name: "A/B", Rule: "Ladder"},
		{Line: 6, Name: "", Rule: "Ladder"},
		{Line: 7, Name: "Season Cards", Rule: "Ladder"},
		{Line: 8, Name: "Spelers", Rule: "Ladder"}, // Players in Dutch (nl.tsv)
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
		`Competitions row 8 Name: "Spelers" is the name of one of the season workbook's sheets`,
	}
	if !slices.Equal(msgs, wantMsgs) {
		t.Errorf("problems:\n got %q\nwant %q", msgs, wantMsgs)
	}
}

// The Season sheet's handicap settings: the defaults are EBUScore's NGS
// rule, each can be changed, and a bad value is an error on its row.
func TestHandicapSettings(t *testing.T) {
	s, probs := ParseSettings(nil)
	if len(probs) > 0 || s.Handicapping != DefaultHandicapping() {
		t.Errorf("defaults %+v %v", s.Handicapping, probs)
	}
	s, probs = ParseSettings([]setting.Value{{Name: "Handicap factor", Value: "1", Line: 4}, {Name: "Handicap step", Value: "0.5", Line: 5},
		{Name: "Handicap most", Value: "0", Line: 6}, {Name: "Handicap nights", Value: "8", Line: 7}})
	if len(probs) > 0 || s.Handicapping != (Handicapping{Factor: 1, Step: 0.5, Most: 0, Minimum: 8}) {
		t.Errorf("got %+v %v", s.Handicapping, probs)
	}
	_, probs = ParseSettings([]setting.Value{{Name: "Handicap factor", Value: "-1", Line: 4}, {Name: "Handicap nights", Value: "five", Line: 7}})
	var got []string
	for _, p := range probs {
		got = append(got, p.Error())
	}
	want := []string{`Season row 4 Value: handicap factor "-1" is not a number from 0 to 10`, `Season row 7 Value: handicap nights "five" is not a whole number from 0 to 1000`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q, want %q", got, want)
	}
}

// The IMP rule column: Refuse (or empty) 0, NGS 6.5, a number its own
// rate; anything else an error at its cell.
func TestIMPRuleColumn(t *testing.T) {
	rows := []CompetitionRow{
		{Line: 2, Name: "A", Rule: "Championship"},
		{Line: 3, Name: "B", Rule: "Championship", IMPRule: "refuse"},
		{Line: 4, Name: "C", Rule: "Championship", IMPRule: "NGS"},
		{Line: 5, Name: "D", Rule: "Championship", IMPRule: "5.65"},
		{Line: 6, Name: "E", Rule: "Championship", IMPRule: "half"},
		{Line: 7, Name: "F", Rule: "Championship", IMPRule: "0"},
	}
	got, probs := ParseCompetitions(rows)
	var rates []float64
	for _, c := range got {
		rates = append(rates, c.IMPRate)
	}
	if !slices.Equal(rates, []float64{0, 0, 6.5, 5.65}) {
		t.Errorf("rates %v", rates)
	}
	var msgs []string
	for _, p := range probs {
		msgs = append(msgs, p.Error())
	}
	want := []string{`Competitions row 6 IMP rule: IMP rule "half" is not Refuse, NGS or a percent for an IMP a board`,
		`Competitions row 7 IMP rule: IMP rule "0" is not Refuse, NGS or a percent for an IMP a board`}
	if !slices.Equal(msgs, want) {
		t.Errorf("got %q", msgs)
	}
}
