package individual

import (
	"strings"

	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
)

// notForIndividuals are the pairs settings an individual has no use for:
// it is always ranked as one field, in one session.
var notForIndividuals = map[string]bool{"Field": true, "Sessions": true}

// SettingsTable declares the Event sheet's settings of an individual
// event: the pairs event's (engine/pairs.SettingsTable, read by its own
// specs) but Field and Sessions, and the Movement its rows are checked
// against.
var SettingsTable = setting.Table[Settings]{
	Sheet:    SheetEvent,
	Defaults: DefaultSettings,
	Specs:    individualSpecs(),
}

func individualSpecs() []setting.Spec[Settings] {
	var specs []setting.Spec[Settings]
	for _, sp := range pairs.SettingsTable.Specs {
		if notForIndividuals[sp.Names[0]] {
			continue
		}
		specs = append(specs, adapt(sp))
	}
	return append(specs, setting.Spec[Settings]{Names: []string{"Movement"},
		Note: "the movement scorebook new wrote (such as Rainbow 5): rows that give their Round and Table are checked against it; empty for none",
		Read: func(s *Settings, v setting.Value) *problem.Problem {
			s.Movement = strings.TrimSpace(v.Value)
			return nil
		}})
}

// adapt is a pairs setting read into an individual event's settings.
func adapt(sp setting.Spec[pairs.Settings]) setting.Spec[Settings] {
	out := setting.Spec[Settings]{Names: sp.Names, Default: sp.Default, Note: sp.Note, Choices: sp.Choices}
	if sp.Pick != nil {
		out.Pick = func(s *Settings, i int) { sp.Pick(&s.Settings, i) }
	}
	if sp.Read != nil {
		out.Read = func(s *Settings, v setting.Value) *problem.Problem { return sp.Read(&s.Settings, v) }
	}
	return out
}

// ParseSettings reads the Event sheet's rows, as pairs.ParseSettings does.
func ParseSettings(values []setting.Value) (Settings, []problem.Problem) {
	return SettingsTable.Parse(values)
}
