package individual

import (
	"testing"

	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/setting"
)

// The Event sheet of an individual: the pairs settings read as a pairs
// event reads them, Field and Sessions unknown (an individual is one
// field, one session), and the Movement named as new writes it.
func TestSettings(t *testing.T) {
	s, probs := ParseSettings([]setting.Value{
		{Name: "Scoring", Value: "Butler", Line: 2},
		{Name: "Neuberg", Value: "No", Line: 3},
		{Name: "Movement", Value: "Rainbow, 7 tables, 2 boards a round", Line: 4},
		{Name: "Field", Value: "Mitchell", Line: 5},
	})
	if s.Scoring != pairs.Butler || s.Neuberg || s.Field != pairs.Howell {
		t.Errorf("settings %+v", s.Settings)
	}
	if s.Plan == nil || s.Plan.Name != "rainbow" || s.Plan.Tables != 7 || s.Plan.BoardsPerRound != 2 || s.Plan.Boards != 14 {
		t.Errorf("movement %+v", s.Plan)
	}
	if len(probs) != 1 || !probs[0].Warning || probs[0].Row != 5 {
		t.Errorf("problems %v; want one warning, Field unknown", probs)
	}
	for _, c := range []struct {
		text           string
		tables, boards int
		ok             bool
	}{
		{"Complete, 2 tables, 3 boards a round", 2, 3, true},
		{"complete 4", 4, 2, true}, // the movement's own boards a round
		{"Rainbow 5", 5, 4, true},
		{"Rainbow 6", 0, 0, false}, // not prime
		{"Mitchell 5", 0, 0, false},
		{"Rainbow", 0, 0, false},
	} {
		m, p := ParseMovement(c.text)
		if (p == nil) != c.ok || c.ok && (m.Tables != c.tables || m.BoardsPerRound != c.boards) {
			t.Errorf("%q: %d tables of %d boards a round, %v", c.text, m.Tables, m.BoardsPerRound, p)
		}
		if c.ok {
			if back, p := ParseMovement(MovementSetting(m)); p != nil || back.Description != m.Description {
				t.Errorf("%q written as %q reads back as %q (%v)", c.text, MovementSetting(m), back.Description, p)
			}
		}
	}
}
