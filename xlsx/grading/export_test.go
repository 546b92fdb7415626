package grading

import (
	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/xlsx"
)

// Today is the date games are checked against, for tests to fix.
var Today = &today

// ResultOf is the engine's result of a scored grading workbook.
func ResultOf(s xlsx.Scored) *engine.Result { return s.(*scored).res }
