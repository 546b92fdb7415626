package export

import (
	"strings"

	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/internal/pbn"
)

// Optimum is a deal's double-dummy analysis as PBN hand records carry it
// (Bridge Composer, BridgeWebs, Dealer4): the OptimumResultTable (each
// declarer N S E W in each denomination NT S H D C, with the tricks taken:
// `Declarer;Denomination\2R;Result\2R`), the OptimumScore (`NS 420`, or
// `EW 620` when par favours East-West) and the OptimumContract (the first
// par contract, `4S N 10`, or `Pass`).
type Optimum struct {
	ResultTable pbn.Table
	Score       string
	Contract    string
}

// NewOptimum makes the analysis of a deal from its double-dummy table and
// par.
func NewOptimum(t dd.Table, par dd.ParResult) Optimum {
	tab := pbn.Table{Columns: []pbn.Column{
		{Name: "Declarer"},
		{Name: "Denomination", Width: 2, Align: pbn.Right},
		{Name: "Result", Width: 2, Align: pbn.Right},
	}}
	for _, line := range dd.OptimumResultTable(t) {
		tab.Rows = append(tab.Rows, strings.Fields(line))
	}
	return Optimum{ResultTable: tab, Score: dd.OptimumScore(par), Contract: dd.OptimumContract(par)}
}

// AddTo puts the analysis in a game of results: its OptimumResultTable and
// OptimumScore (the OptimumContract is for hand records).
func (o Optimum) AddTo(g *Game) {
	if g.Tags == nil {
		g.Tags = map[string]string{}
	}
	if g.Tables == nil {
		g.Tables = map[string]pbn.Table{}
	}
	g.Tags["OptimumScore"] = o.Score
	g.Tables["OptimumResultTable"] = o.ResultTable
}
