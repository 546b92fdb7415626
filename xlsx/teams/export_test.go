package teams

import (
	"github.com/scorebook/scorebook/engine/problem"
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/xlsx"
)

// ScoreEvent scores an event a test made, as Kind.Score does once the
// workbook is read; name stands for the workbook's name. The scored event
// is nil when the engine finds an error.
func ScoreEvent(ev *Event, name string) (xlsx.Scored, []problem.Problem) {
	res, probs := engine.Score(&ev.Event)
	if res == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	return &scored{ev: ev, res: res, name: name}, probs
}

// EventOf is the event of a scored teams workbook, which a test may give
// deals (as the Hands sheet will).
func EventOf(s xlsx.Scored) *Event { return s.(*scored).ev }

// ResultOf is the engine's result of a scored teams workbook.
func ResultOf(s xlsx.Scored) *engine.Result { return s.(*scored).res }
