package xlsx

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/scorebook/scorebook/engine/pairs"
)

// PairsSheets are the sheets a pairs event writes.
var PairsSheets = []string{"Ranking", "Travellers", "Scorecards"}

// CheckPairsTargets reports a director's own sheet that has the name of one
// of the sheets the tool would write.
func (b *Book) CheckPairsTargets() []Finding { return b.checkTargets(PairsSheets...) }

// WritePairs writes Ranking, Travellers and Scorecards for a scored event.
func (b *Book) WritePairs(pe *PairsEvent, res *pairs.Result) error {
	title := b.pageTitle(pe.Title, pe.Date)
	return b.writeSheets([]sheetSpec{
		rankingSheet(pe, res, title),
		travellerSheet(pe, res, title),
		scorecardSheet(pe, res, title),
	})
}

// pageTitle is what the results sheets print at the top of each page: the
// event's title (or the file's name) and its date.
func (b *Book) pageTitle(title, date string) string {
	if title == "" {
		title = strings.TrimSuffix(b.baseName(), filepath.Ext(b.baseName()))
	}
	if date != "" {
		title += " — " + date
	}
	return title
}

func (b *Book) baseName() string {
	p := b.Path
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		p = p[i+1:]
	}
	return p
}

// scoreUnit names what the Score column counts.
func scoreUnit(m pairs.Method) string {
	switch {
	case m.IsMatchpoint():
		return "MP"
	case m.IsIMP():
		return "IMPs"
	}
	return "Points"
}

func multiSession(res *pairs.Result) bool { return len(res.Sessions) > 1 }

func rankingSheet(pe *PairsEvent, res *pairs.Result, title string) sheetSpec {
	m := res.Settings.Scoring
	mp := m.IsMatchpoint()
	cols := []col{{"Rank", 7, code}, {"Pair", 7, code}}
	if res.Mitchell {
		cols = append(cols, col{"Direction", 10, code})
	}
	cols = append(cols, col{"Names", 36, text}, col{"Boards", 8, integer})
	scoreFormat := dec2
	if m == pairs.TotalPoints {
		scoreFormat = integer
	}
	cols = append(cols, col{"Score", 10, scoreFormat})
	if mp {
		cols = append(cols, col{"Top", 8, integer}, col{"%", 9, percent})
	}
	if multiSession(res) {
		for _, s := range res.Sessions {
			if mp {
				cols = append(cols, col{fmt.Sprintf("Session %d %%", s), 11, percent})
			} else {
				cols = append(cols, col{fmt.Sprintf("Session %d %s", s, scoreUnit(m)), 11, scoreFormat})
			}
		}
	}
	var rows [][]any
	for _, st := range res.Standings {
		p := pe.Event.Pairs[st.Pair]
		row := []any{rankValue(st), p.ID}
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
	return sheetSpec{name: "Ranking", title: title, cols: cols, rows: rows}
}

// rankValue writes a rank as a number, or as "3=" when tied.
func rankValue(st pairs.Standing) any {
	if st.Tied {
		return st.RankText()
	}
	return st.Rank
}

// contractCells are a row's Contract, By and Result as printed.
func contractCells(r pairs.Row) (any, any, any) {
	if !r.HasContract {
		return nil, nil, nil
	}
	if r.Contract.IsPassedOut() {
		return r.Contract.String(), nil, nil
	}
	return r.Contract.String(), r.Declarer.String(), r.Contract.ResultString(r.Tricks)
}

// nsScoreCell is the NS score as a number for a table score, else as typed.
func nsScoreCell(s pairs.Score) any {
	if s.Kind == pairs.Real {
		return s.NS
	}
	return s.String()
}

// lineOrder sorts the traveller lines by session, board and NS pair.
func lineOrder(pe *PairsEvent, res *pairs.Result) []int {
	order := make([]int, len(res.Lines))
	for i := range order {
		order[i] = i
	}
	rows := pe.Event.Rows
	sort.SliceStable(order, func(i, j int) bool {
		a, b := rows[order[i]], rows[order[j]]
		if a.Session != b.Session {
			return a.Session < b.Session
		}
		if a.Board != b.Board {
			return a.Board < b.Board
		}
		return pairs.LessID(pe.Event.Pairs[a.NS].ID, pe.Event.Pairs[b.NS].ID)
	})
	return order
}

func travellerSheet(pe *PairsEvent, res *pairs.Result, title string) sheetSpec {
	m := res.Settings.Scoring
	cols := []col{{"Session", 8, integer}, {"Board", 7, integer}, {"NS", 6, code}, {"EW", 6, code},
		{"Contract", 9, code}, {"By", 5, code}, {"Result", 7, code}, {"NS Score", 10, integer}}
	switch {
	case m.IsMatchpoint():
		cols = append(cols, col{"NS MP", 8, dec2}, col{"EW MP", 8, dec2}, col{"NS %", 9, percent}, col{"EW %", 9, percent})
	case m.IsIMP():
		if m.HasDatum() {
			cols = append(cols, col{"Datum", 8, integer})
		}
		cols = append(cols, col{"NS IMPs", 9, dec2}, col{"EW IMPs", 9, dec2})
	default:
		cols = append(cols, col{"NS Points", 10, integer}, col{"EW Points", 10, integer})
	}
	order := lineOrder(pe, res)
	each := func(emit func([]any) error) error {
		row := make([]any, 0, len(cols))
		for _, i := range order {
			r, l := pe.Event.Rows[i], res.Lines[i]
			c, by, result := contractCells(r)
			row = append(row[:0], r.Session, r.Board, pe.Event.Pairs[r.NS].ID, pe.Event.Pairs[r.EW].ID, c, by, result, nsScoreCell(r.Score))
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
	return sheetSpec{name: "Travellers", title: title, cols: cols, n: len(order), each: each}
}

func scorecardSheet(pe *PairsEvent, res *pairs.Result, title string) sheetSpec {
	m := res.Settings.Scoring
	multi := multiSession(res)
	cols := []col{{"Pair", 6, code}}
	if multi {
		cols = append(cols, col{"Session", 8, integer})
	}
	cols = append(cols, col{"Board", 7, integer}, col{"Direction", 10, code}, col{"Opponents", 11, code},
		col{"Contract", 9, code}, col{"By", 5, code}, col{"Result", 7, code}, col{"Score", 9, integer})
	switch {
	case m.IsMatchpoint():
		cols = append(cols, col{"MP", 8, dec2}, col{"%", 9, percent})
	case m.IsIMP():
		cols = append(cols, col{"IMPs", 8, dec2})
	default:
		cols = append(cols, col{"Points", 9, integer})
	}
	type entry struct {
		line int
		dir  pairs.Direction
	}
	byPair := make([][]entry, len(pe.Event.Pairs))
	for _, i := range lineOrder(pe, res) {
		r := pe.Event.Rows[i]
		byPair[r.NS] = append(byPair[r.NS], entry{i, pairs.NS})
		byPair[r.EW] = append(byPair[r.EW], entry{i, pairs.EW})
	}
	each := func(emit func([]any) error) error {
		row := make([]any, 0, len(cols))
		for _, st := range res.Standings { // pairs in ranking order
			for _, e := range byPair[st.Pair] {
				r, l := pe.Event.Rows[e.line], res.Lines[e.line]
				opp := r.EW
				if e.dir == pairs.EW {
					opp = r.NS
				}
				c, by, result := contractCells(r)
				var score any = r.Score.ForSide(e.dir)
				if r.Score.Kind == pairs.Real {
					score = r.Score.NS
					if e.dir == pairs.EW {
						score = -r.Score.NS
					}
				}
				row = append(row[:0], pe.Event.Pairs[st.Pair].ID)
				if multi {
					row = append(row, r.Session)
				}
				row = append(row, r.Board, e.dir.String(), pe.Event.Pairs[opp].ID, c, by, result, score)
				if l.Played {
					pts, pct := l.NS, l.NSPct
					if e.dir == pairs.EW {
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
	return sheetSpec{name: "Scorecards", title: title, cols: cols, n: n, each: each}
}
