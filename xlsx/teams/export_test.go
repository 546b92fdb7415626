package teams

import (
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/xlsx"
)

// EventOf is the event of a scored teams workbook, which a test may give
// deals (as the Hands sheet will).
func EventOf(s xlsx.Scored) *Event { return s.(*scored).ev }

// ResultOf is the engine's result of a scored teams workbook.
func ResultOf(s xlsx.Scored) *engine.Result { return s.(*scored).res }
