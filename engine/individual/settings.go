package individual

import (
	"github.com/scorebook/scorebook/internal/lang"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
)

// notForIndividuals are the pairs settings an individual has no use for:
// it is always ranked as one field, in one session, and its Ranking has
// no masterpoint awards or pair handicaps (yet).
var notForIndividuals = map[string]bool{"Field": true, "Sessions": true, "Awards": true, "Handicap rule": true}

// SettingsTable declares the Event sheet's settings of an individual
// event: the pairs event's (engine/pairs.SettingsTable, read by its own
// specs) but Field, Sessions, Awards and Handicap rule, and the Movement
// its rows are checked against.
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
	return append(specs, setting.Spec[Settings]{Names: []string{lang.Key("Movement")},
		Note: lang.Key("the movement scorebook new wrote (such as Rainbow, 5 tables, 4 boards a round): rows that give their Round and Table are checked against it; empty for none"),
		Read: func(s *Settings, v setting.Value) *problem.Problem {
			s.Movement = strings.TrimSpace(v.Value)
			if s.Movement == "" {
				return nil
			}
			m, p := ParseMovement(s.Movement)
			if p != nil {
				return p
			}
			s.Plan = &m
			return nil
		}})
}

// MovementSetting is the Movement setting's value for a movement, as `new
// individual` writes it: "Rainbow, 5 tables, 4 boards a round".
func MovementSetting(m Movement) string {
	name := "Rainbow"
	if m.Name == "complete" {
		name = "Complete"
	}
	return name + ", " + strconv.Itoa(m.Tables) + " tables, " + strconv.Itoa(m.BoardsPerRound) + " boards a round"
}

// ParseMovement reads a Movement setting: the movement's name (Rainbow or
// Complete), its number of tables, and, when given, its boards a round;
// the words between are for people.
func ParseMovement(text string) (Movement, *problem.Problem) {
	var numbers []int
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r < '0' || r > '9' }) {
		if n, err := strconv.Atoi(f); err == nil {
			numbers = append(numbers, n)
		}
	}
	key := strings.ToLower(text)
	var make func(int) (Movement, error)
	switch {
	case strings.Contains(key, "rainbow"):
		make = Rainbow
	case strings.Contains(key, "complete"):
		make = Complete
	}
	if make == nil || len(numbers) == 0 || len(numbers) > 2 {
		return Movement{}, problem.New("write Rainbow or Complete and the number of tables, such as Rainbow, 5 tables, 4 boards a round",
			"Movement: %q is not an individual movement", text)
	}
	m, err := make(numbers[0])
	if err == nil && len(numbers) == 2 && numbers[1] != m.BoardsPerRound {
		m, err = m.WithBoards(numbers[1])
	}
	if err != nil {
		p := problem.From(err)
		return Movement{}, &p
	}
	return m, nil
}

// adapt is a pairs setting read into an individual event's settings.
func adapt(sp setting.Spec[pairs.Settings]) setting.Spec[Settings] {
	out := setting.Spec[Settings]{Names: sp.Names, Default: sp.Default, Note: sp.Note, NoteIn: sp.NoteIn, Choices: sp.Choices}
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
