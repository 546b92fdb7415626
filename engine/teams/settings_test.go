package teams

import (
	"fmt"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

func TestParseSettings(t *testing.T) {
	for _, tt := range []struct {
		rows []SettingValue
		want Settings
	}{
		{nil, DefaultSettings()},
		{[]SettingValue{{Name: "Scoring", Value: "imps"}, {Name: "VP-Scale", Value: "acbl-30"}, {Name: "Bye VP", Value: "18"}},
			Settings{Scale: ACBL30{}, ByeVP: 18, ByeVPSet: true}},
		{[]SettingValue{{Name: "bye vp", Value: "12.5"}}, Settings{Scale: WBFContinuous{}, ByeVP: 12.5, ByeVPSet: true}},
		{[]SettingValue{{Name: "Bye VP", Value: ""}, {Name: "VP scale", Value: "None"}}, Settings{Scale: None{}, ByeVP: DefaultByeVP}},
		{[]SettingValue{{Name: "Title", Value: "Swiss"}, {Name: "Date", Value: "46095"}}, DefaultSettings()},
	} {
		got, probs := ParseSettings(tt.rows)
		if got != tt.want || len(probs) > 0 {
			t.Errorf("%v: %+v %v, want %+v", tt.rows, got, probs, tt.want)
		}
	}

	// Custom comes back without its table.
	s, probs := ParseSettings([]SettingValue{{Name: "VP scale", Value: " custom "}})
	if !s.NeedsVPScale() || len(probs) > 0 {
		t.Errorf("Custom: %+v %v", s, probs)
	}
	c, err := NewCustom(oldStyle25)
	if err != nil {
		t.Fatal(err)
	}
	if (Settings{Scale: c}).NeedsVPScale() || DefaultSettings().NeedsVPScale() {
		t.Error("a scale with a table needs one")
	}

	s, probs = ParseSettings([]SettingValue{
		{Name: "Scoring", Value: "Matchpoints", Line: 2},
		{Name: "VP scale", Value: "WBF 25", Line: 3},
		{Name: "Bye VP", Value: "twelve", Line: 4},
		{Name: "Bye-VP", Value: "-2", Line: 5},
		{Name: "Colour", Value: "green", Line: 6},
	})
	if s != DefaultSettings() {
		t.Errorf("bad values changed the settings: %+v", s)
	}
	var got []string
	for _, p := range probs {
		if p.Hint == "" || p.Sheet != SheetEvent {
			t.Errorf("%+v: no hint, or not on Event", p)
		}
		got = append(got, fmt.Sprintf("%d %s %v: %s", p.Row, p.Column, p.Warning, p.Msg))
	}
	want := []string{
		`2 Value false: scoring "Matchpoints" is not IMPs: a teams event is scored in IMPs`,
		`3 Value false: unknown VP scale "WBF 25"`,
		`4 Value false: Bye VP "twelve" is not a number`,
		`5 Setting false: setting "Bye-VP" is given twice (also on row 4)`,
		`6 Setting true: unknown setting "Colour" is ignored`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	if _, probs := ParseSettings([]SettingValue{{Name: "Bye VP", Value: "-2", Line: 2}}); len(probs) != 1 || probs[0].Msg != "Bye VP -2 is negative" {
		t.Errorf("negative Bye VP: %v", probs)
	}
}

// TestSettle: what a teams match takes from a Score cell.
func TestSettle(t *testing.T) {
	for _, tt := range []struct {
		typed string
		want  string // the result, or the problem
	}{
		{"420", "score 420"},
		{"-50", "score -50"},
		{"A+/A-", "adjusted 1/3"},
		{"A=/A=", "adjusted 2/2"},
		{"A60/40", `adjusted score "A60/40" gives a percentage, which a teams match cannot score`},
		{"A+/A40", `adjusted score "A+/A40" gives a percentage, which a teams match cannot score`},
		{"50% 420; 50% 450", `weighted score "50% 420; 50% 450" cannot be scored in a teams match`},
		{"NP", "a board not played (NP) cannot be scored in a teams match"},
	} {
		sc, err := bridge.ParseTableScore(tt.typed)
		if err != nil {
			t.Fatalf("%s: %v", tt.typed, err)
		}
		r := BoardResult{Row: 7, Board: 1, Line: bridge.TravellerLine{Score: sc}, ScoreTyped: tt.typed}
		probs := r.settle()
		got := fmt.Sprintf("score %d", r.score)
		if r.Artificial() {
			got = fmt.Sprintf("adjusted %d/%d", r.nsAdjusted, r.ewAdjusted)
		}
		if len(probs) > 0 {
			p := probs[0]
			got = p.Msg
			if len(probs) != 1 || p.Row != 7 || p.Column != "Score" || p.Sheet != SheetResults || p.Hint == "" {
				t.Errorf("%s: %+v", tt.typed, probs)
			}
		}
		if got != tt.want {
			t.Errorf("%s: %s, want %s", tt.typed, got, tt.want)
		}
	}
}
