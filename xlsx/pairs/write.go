package pairs

import (
	"fmt"
	"sort"

	"github.com/scorebook/scorebook/engine/bridge"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/xlsx"
)

// outputs are the sheets a pairs event writes, in order.
var outputs = []xlsx.Output[*scored]{
	{Name: "Ranking", Sheet: rankingSheet},
	{Name: "Travellers", Sheet: travellerSheet},
	{Name: "Scorecards", Sheet: scorecardSheet},
}

func multiSession(res *engine.Result) bool { return len(res.Sessions) > 1 }

func rankingSheet(sc *scored, title string) xlsx.Sheet {
	pe, res := sc.ev, sc.res
	m := res.Settings.Scoring
	mp := m.IsMatchpoint()
	cols := []xlsx.Col{xlsx.C("Rank", 7, xlsx.Code), xlsx.C("Pair", 7, xlsx.Code)}
	if res.Mitchell {
		cols = append(cols, xlsx.C("Direction", 10, xlsx.Code))
	}
	cols = append(cols, xlsx.C("Names", 36, xlsx.Text), xlsx.C("Boards", 8, xlsx.Integer))
	scoreFormat := xlsx.Dec2
	if m == engine.TotalPoints {
		scoreFormat = xlsx.Integer
	}
	cols = append(cols, xlsx.C("Score", 10, scoreFormat))
	if mp {
		cols = append(cols, xlsx.C("Top", 8, xlsx.Integer), xlsx.C("%", 9, xlsx.Percent))
	}
	if multiSession(res) {
		for _, s := range res.Sessions {
			if mp {
				cols = append(cols, xlsx.C(fmt.Sprintf("Session %d %%", s), 11, xlsx.Percent))
			} else {
				cols = append(cols, xlsx.C(fmt.Sprintf("Session %d %s", s, m.Unit()), 11, scoreFormat))
			}
		}
	}
	var rows [][]any
	for _, st := range res.Standings {
		p := pe.Pairs[st.Pair]
		row := []any{xlsx.PlaceCell(st.Place), p.ID}
		if res.Mitchell {
			row = append(row, st.Field.String())
		}
		row = append(row, p.Players(), st.Boards, st.Score)
		if mp {
			row = append(row, st.Top, st.Pct)
		}
		if multiSession(res) {
			for _, ss := range st.Sessions {
				switch {
				case !ss.Played:
					row = append(row, nil)
				case mp:
					row = append(row, ss.Pct)
				default:
					row = append(row, ss.Score)
				}
			}
		}
		rows = append(rows, row)
	}
	return xlsx.Sheet{Title: title, Cols: cols, Rows: rows}
}

// ContractCells are a row's Contract, By and Result as printed.
func ContractCells(r bridge.TravellerLine) (any, any, any) {
	if !r.HasContract {
		return nil, nil, nil
	}
	if r.Contract.IsPassedOut() {
		return r.Contract.String(), nil, nil
	}
	return r.Contract.String(), r.Declarer.String(), r.Contract.ResultString(r.Tricks)
}

// NSScoreCell is the NS score as a number for a table score, else as typed.
func NSScoreCell(s bridge.TableScore) any {
	if s.Kind == bridge.Real {
		return s.NS
	}
	return s.String()
}

// lineOrder sorts the traveller lines by session, board and NS pair.
func lineOrder(pe *Event, res *engine.Result) []int {
	order := make([]int, len(res.Lines))
	for i := range order {
		order[i] = i
	}
	rows := pe.Rows
	sort.SliceStable(order, func(i, j int) bool {
		a, b := rows[order[i]], rows[order[j]]
		if a.Session != b.Session {
			return a.Session < b.Session
		}
		if a.Board != b.Board {
			return a.Board < b.Board
		}
		return engine.LessID(pe.Pairs[a.NS].ID, pe.Pairs[b.NS].ID)
	})
	return order
}

func travellerSheet(sc *scored, title string) xlsx.Sheet {
	pe, res := sc.ev, sc.res
	m := res.Settings.Scoring
	cols := []xlsx.Col{xlsx.C("Session", 8, xlsx.Integer), xlsx.C("Board", 7, xlsx.Integer), xlsx.C("NS", 6, xlsx.Code), xlsx.C("EW", 6, xlsx.Code),
		xlsx.C("Contract", 9, xlsx.Code), xlsx.C("By", 5, xlsx.Code), xlsx.C("Result", 7, xlsx.Code), xlsx.C("NS Score", 10, xlsx.Integer)}
	switch {
	case m.IsMatchpoint():
		cols = append(cols, xlsx.C("NS MP", 8, xlsx.Dec2), xlsx.C("EW MP", 8, xlsx.Dec2), xlsx.C("NS %", 9, xlsx.Percent), xlsx.C("EW %", 9, xlsx.Percent))
	case m.IsIMP():
		if m.HasDatum() {
			cols = append(cols, xlsx.C("Datum", 8, xlsx.Integer))
		}
		cols = append(cols, xlsx.C("NS IMPs", 9, xlsx.Dec2), xlsx.C("EW IMPs", 9, xlsx.Dec2))
	default:
		cols = append(cols, xlsx.C("NS Points", 10, xlsx.Integer), xlsx.C("EW Points", 10, xlsx.Integer))
	}
	order := lineOrder(pe, res)
	each := func(emit func([]any) error) error {
		row := make([]any, 0, len(cols))
		for _, i := range order {
			r, l := pe.Rows[i], res.Lines[i]
			c, by, result := ContractCells(r.TravellerLine)
			row = append(row[:0], r.Session, r.Board, pe.Pairs[r.NS].ID, pe.Pairs[r.EW].ID, c, by, result, NSScoreCell(r.Score))
			if l.Played {
				switch {
				case m.IsMatchpoint():
					row = append(row, l.NS, l.EW)
					if l.HasPct {
						row = append(row, l.NSPct, l.EWPct)
					}
				case m.HasDatum():
					var datum any
					if l.HasDatum {
						datum = l.Datum
					}
					row = append(row, datum, l.NS, l.EW)
				default:
					row = append(row, l.NS, l.EW)
				}
			}
			if err := emit(row); err != nil {
				return err
			}
		}
		return nil
	}
	return xlsx.Sheet{Title: title, Cols: cols, N: len(order), Each: each}
}

func scorecardSheet(sc *scored, title string) xlsx.Sheet {
	pe, res := sc.ev, sc.res
	m := res.Settings.Scoring
	multi := multiSession(res)
	cols := []xlsx.Col{xlsx.C("Pair", 6, xlsx.Code)}
	if multi {
		cols = append(cols, xlsx.C("Session", 8, xlsx.Integer))
	}
	cols = append(cols, xlsx.C("Board", 7, xlsx.Integer), xlsx.C("Direction", 10, xlsx.Code), xlsx.C("Opponents", 11, xlsx.Code),
		xlsx.C("Contract", 9, xlsx.Code), xlsx.C("By", 5, xlsx.Code), xlsx.C("Result", 7, xlsx.Code), xlsx.C("Score", 9, xlsx.Integer))
	switch {
	case m.IsMatchpoint():
		cols = append(cols, xlsx.C("MP", 8, xlsx.Dec2), xlsx.C("%", 9, xlsx.Percent))
	case m.IsIMP():
		cols = append(cols, xlsx.C("IMPs", 8, xlsx.Dec2))
	default:
		cols = append(cols, xlsx.C("Points", 9, xlsx.Integer))
	}
	type entry struct {
		line int
		dir  engine.Direction
	}
	byPair := make([][]entry, len(pe.Pairs))
	for _, i := range lineOrder(pe, res) {
		r := pe.Rows[i]
		byPair[r.NS] = append(byPair[r.NS], entry{i, engine.NS})
		byPair[r.EW] = append(byPair[r.EW], entry{i, engine.EW})
	}
	each := func(emit func([]any) error) error {
		row := make([]any, 0, len(cols))
		for _, st := range res.Standings { // pairs in ranking order
			for _, e := range byPair[st.Pair] {
				r, l := pe.Rows[e.line], res.Lines[e.line]
				opp := r.EW
				if e.dir == engine.EW {
					opp = r.NS
				}
				c, by, result := ContractCells(r.TravellerLine)
				var score any = r.Score.ForSide(e.dir == engine.EW)
				if r.Score.Kind == bridge.Real {
					score = r.Score.NS
					if e.dir == engine.EW {
						score = -r.Score.NS
					}
				}
				row = append(row[:0], pe.Pairs[st.Pair].ID)
				if multi {
					row = append(row, r.Session)
				}
				row = append(row, r.Board, e.dir.String(), pe.Pairs[opp].ID, c, by, result, score)
				if l.Played {
					pts, pct := l.NS, l.NSPct
					if e.dir == engine.EW {
						pts, pct = l.EW, l.EWPct
					}
					row = append(row, pts)
					if m.IsMatchpoint() && l.HasPct {
						row = append(row, pct)
					}
				}
				if err := emit(row); err != nil {
					return err
				}
			}
		}
		return nil
	}
	// A pair that played no board (only NP rows: a sit-out entered as a
	// phantom pair) is not ranked and has no scorecard.
	n := 0
	for _, st := range res.Standings {
		n += len(byPair[st.Pair])
	}
	return xlsx.Sheet{Title: title, Cols: cols, N: n, Each: each}
}
