package export

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/internal/pbn"
)

// HandRecord is a deals file with each deal's double-dummy analysis, as
// `scorebook analyse` writes it. A PBN file keeps every byte of its own
// (games, comments, tags scorebook does not know) and gains, in each game
// with a deal, the OptimumScore, OptimumContract and OptimumResultTable tags
// of its board (the ones it had are replaced in place). A dealing machine's
// other file (DLM, BRI, DUP, BER) becomes a PBN hand record, a game a board
// with its Board, Dealer, Vulnerable and Deal, and the analysis. optimum
// gives each board's analysis by board number.
func HandRecord(data []byte, format deal.Format, boards []deal.Board, optimum map[int]Optimum) ([]byte, error) {
	var f *pbn.File
	if format == deal.FormatPBN {
		var err error
		if f, err = pbn.Parse(data); err != nil {
			return nil, err
		}
	} else {
		var err error
		if f, err = deal.NewPBNFile(boards); err != nil {
			return nil, err
		}
	}
	values := f.Resolve()
	for i, g := range f.Games {
		if d := strings.TrimSpace(values[i]["Deal"]); d == "" || d == "?" {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(values[i]["Board"]))
		if err != nil {
			continue
		}
		o, ok := optimum[n]
		if !ok {
			continue
		}
		g.Set("OptimumScore", o.Score)
		g.Set("OptimumContract", o.Contract)
		g.SetTable("OptimumResultTable", o.ResultTable)
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
