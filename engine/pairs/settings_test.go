package pairs

import (
	"fmt"
	"strings"
	"testing"
)

// TestParseSettings: each setting as a director types it, or as a cell
// holds it (a percentage cell holds a fraction, 0.6 for 60%).
func TestParseSettings(t *testing.T) {
	for _, tt := range []struct {
		name, value string
		want        func(Settings) any
		expect      any
	}{
		{"Scoring", "cross imps", func(s Settings) any { return s.Scoring }, CrossIMPs},
		{"scoring", "Total-points", func(s Settings) any { return s.Scoring }, TotalPoints},
		{"Matchpoint scale", "AMERICAN", func(s Settings) any { return s.Scale }, American},
		{"Field", "Howell", func(s Settings) any { return s.Field }, Howell},
		{"Neuberg", "no", func(s Settings) any { return s.Neuberg }, false},
		{"Neuberg", "0", func(s Settings) any { return s.Neuberg }, false}, // a FALSE cell, read raw
		{"Average plus", "65", func(s Settings) any { return s.AveragePlus }, 65.0},
		{"Average plus", "0.65", func(s Settings) any { return s.AveragePlus }, 65.0}, // a percentage cell
		{"Average minus", "35%", func(s Settings) any { return s.AverageMinus }, 35.0},
		{"Average plus rule", "session", func(s Settings) any { return s.AveragePlusRule }, SessionRule},
		{"Butler discard", "2", func(s Settings) any { return s.ButlerDiscard }, Discard{Count: 2}},
		{"Butler discard", "0", func(s Settings) any { return s.ButlerDiscard }, Discard{}},
		{"Butler discard", "10%", func(s Settings) any { return s.ButlerDiscard }, Discard{Share: 0.1, IsShare: true}},
		{"Butler discard", "0.1", func(s Settings) any { return s.ButlerDiscard }, Discard{Share: 0.1, IsShare: true}}, // a percentage cell
		{"Butler discard", "0.25", func(s Settings) any { return s.ButlerDiscard }, Discard{Share: 0.25, IsShare: true}},
		{"Cross-IMPs", "Total", func(s Settings) any { return s.CrossIMPs }, TotalComparisons},
		{"Sessions", "Matchpoints", func(s Settings) any { return s.Sessions }, PlainSum},
		{"Board points", "1 decimal", func(s Settings) any { return s.BoardPoints }, OneDecimal},
		{"Board points", "0.01", func(s Settings) any { return s.BoardPoints }, TwoDecimals},
		{"Sit-out", "Not scored", func(s Settings) any { return [2]any{s.SitOutScored, s.SitOutPercent} }, [2]any{false, 0.0}},
		{"Sit out", "60%", func(s Settings) any { return [2]any{s.SitOutScored, s.SitOutPercent} }, [2]any{true, 60.0}},
		{"sitout", "0.6", func(s Settings) any { return [2]any{s.SitOutScored, s.SitOutPercent} }, [2]any{true, 60.0}}, // a percentage cell
		{"Sit-out", "50", func(s Settings) any { return [2]any{s.SitOutScored, s.SitOutPercent} }, [2]any{true, 50.0}},
	} {
		s, probs := ParseSettings([]SettingValue{{Name: tt.name, Value: tt.value, Line: 2}})
		if len(probs) > 0 || fmt.Sprint(tt.want(s)) != fmt.Sprint(tt.expect) {
			t.Errorf("%s %q: %v %v, want %v", tt.name, tt.value, tt.want(s), probs, tt.expect)
		}
	}
}

func TestParseSettingsProblems(t *testing.T) {
	_, probs := ParseSettings([]SettingValue{
		{Name: "Scoring", Value: "Swiss", Line: 2},
		{Name: "Average plus", Value: "160", Line: 3},
		{Name: "Butler discard", Value: "half", Line: 4},
		{Name: "Butler discard", Value: "1", Line: 5},
		{Name: "Colour", Value: "green", Line: 6},
		{Name: "Sessions", Value: "", Line: 7},
	})
	var got []string
	for _, p := range probs {
		if p.Hint == "" {
			t.Errorf("%v has no hint", p)
		}
		got = append(got, fmt.Sprintf("%d %s %v: %s", p.Row, p.Column, p.Warning, p.Msg))
	}
	want := []string{
		`2 Value false: Scoring "Swiss" is not one of Matchpoints, Ascherman, Norwegian, Cross-IMPs, Butler, Bastille, Total points`,
		"3 Value false: Average plus: 160% is not between 0% and 100%",
		`4 Value false: Butler discard: "half" is not a count or a share`,
		`5 Setting false: setting "Butler discard" is given twice (also on row 4)`,
		`6 Setting true: unknown setting "Colour" is ignored`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	for _, v := range []string{"50%", "0.5", "0.75"} {
		if _, probs := ParseSettings([]SettingValue{{Name: "Butler discard", Value: v, Line: 2}}); len(probs) != 1 ||
			!strings.HasSuffix(probs[0].Msg, "leaves no result for the datum") {
			t.Errorf("Butler discard %s: %v", v, probs)
		}
	}
}

// A score is IMPs a board at Butler, Bastille and cross-IMPs divided by the
// comparisons; not at matchpoints, nor at cross-IMPs totalled over them.
func TestIMPsABoard(t *testing.T) {
	for _, c := range []struct {
		s    Settings
		want bool
	}{
		{Settings{Scoring: Matchpoints}, false},
		{Settings{Scoring: Butler}, true},
		{Settings{Scoring: Bastille}, true},
		{Settings{Scoring: CrossIMPs, CrossIMPs: PerComparison}, true},
		{Settings{Scoring: CrossIMPs, CrossIMPs: TotalComparisons}, false},
		{Settings{Scoring: Butler, CrossIMPs: TotalComparisons}, true},
	} {
		if got := c.s.IMPsABoard(); got != c.want {
			t.Errorf("%v, %v: IMPsABoard %v, want %v", c.s.Scoring, c.s.CrossIMPs, got, c.want)
		}
	}
}
