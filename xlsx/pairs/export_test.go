package pairs

import (
	"github.com/scorebook/scorebook/engine/deal"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/xlsx"
)

// ScoreEvent scores an event a test made, as Kind.Score does once the
// workbook is read; name stands for the workbook's name. The scored event
// is nil when the engine finds an error.
func ScoreEvent(ev *Event, name string) (xlsx.Scored, []problem.Problem) {
	res, probs := engine.Score(&ev.Event)
	probs = append(probs, engine.CheckLeads(ev.Rows, func(session, board int) (deal.Deal, bool) {
		return DealOf(ev.Deals, session, board)
	})...)
	if res == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	return newScored(ev, res, name), probs
}

// EventOf is the event of a scored pairs workbook, which a test may give
// deals (as the Hands sheet will).
func EventOf(s xlsx.Scored) *Event { return s.(*scored).ev }

// ResultOf is the engine's result of a scored pairs workbook.
func ResultOf(s xlsx.Scored) *engine.Result { return s.(*scored).res }
