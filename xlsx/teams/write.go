package teams

import (
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// outputs are the sheets a teams event writes, in order. With the VP scale
// None, teams rank by IMPs: the VP columns are left out and the Ranking shows
// each team's net IMPs instead.
var outputs = []xlsx.Output[*scored]{
	{Name: "Ranking", Sheet: rankingSheet},
	{Name: "Matches", Sheet: matchesSheet},
	{Name: "Travellers", Sheet: travellerSheet},
}

func rankingSheet(sc *scored, title string) xlsx.Sheet {
	te, res := sc.ev, sc.res
	byes := false
	for _, s := range res.Ranking {
		byes = byes || s.Byes > 0
	}
	cols := []xlsx.Col{xlsx.C("Rank", 7, xlsx.Code), xlsx.C("Team", 7, xlsx.Code), xlsx.C("Name", 28, xlsx.Wrapped)}
	if te.HasPlayers {
		cols = append(cols, xlsx.C("Players", 40, xlsx.Wrapped))
	}
	cols = append(cols, xlsx.C("Matches", 9, xlsx.Integer))
	if byes {
		cols = append(cols, xlsx.C("Byes", 7, xlsx.Integer))
	}
	cols = append(cols, xlsx.C("IMPs for", 10, xlsx.Dec2), xlsx.C("IMPs against", 10, xlsx.Dec2))
	if res.ByIMPs {
		cols = append(cols, xlsx.C("Net IMPs", 10, xlsx.Dec2))
	} else {
		cols = append(cols, xlsx.C("VP", 9, xlsx.Dec2))
	}
	var rows [][]any
	for _, s := range res.Ranking {
		row := []any{xlsx.PlaceCell(s.Place), s.Team, s.Name}
		if te.HasPlayers {
			row = append(row, s.Players)
		}
		row = append(row, s.Matches)
		if byes {
			row = append(row, s.Byes)
		}
		row = append(row, s.IMPsFor, s.IMPsAgainst)
		if res.ByIMPs {
			row = append(row, s.IMPsFor-s.IMPsAgainst)
		} else {
			row = append(row, s.VP)
		}
		rows = append(rows, row)
	}
	return xlsx.Sheet{Title: title, Cols: cols, Rows: rows}
}

func matchesSheet(sc *scored, title string) xlsx.Sheet {
	res := sc.res
	cols := []xlsx.Col{xlsx.C("Round", 7, xlsx.Integer), xlsx.C("Home", 7, xlsx.Code), xlsx.C("Away", 7, xlsx.Code), xlsx.C("Boards", 8, xlsx.Integer),
		xlsx.C("Home IMPs", 10, xlsx.Dec2), xlsx.C("Away IMPs", 10, xlsx.Dec2)}
	if !res.ByIMPs {
		cols = append(cols, xlsx.C("Home VP", 9, xlsx.Dec2), xlsx.C("Away VP", 9, xlsx.Dec2))
	}
	cols = append(cols, xlsx.C("Note", 40, xlsx.Wrapped))
	var rows [][]any
	for _, m := range res.Matches {
		var row []any
		switch {
		case m.Bye:
			row = []any{m.Round, m.Home, nil, nil, nil, nil}
			if !res.ByIMPs {
				row = append(row, m.HomeVP, nil)
			}
			row = append(row, "bye")
		default:
			row = []any{m.Round, m.Home, m.Away, m.Boards, m.HomeIMPs, m.AwayIMPs}
			if !res.ByIMPs {
				row = append(row, m.HomeVP, m.AwayVP)
			}
			if m.Triple {
				note := "triple"
				if !res.ByIMPs {
					note = "triple: each team's VPs for both its matches of the round"
				}
				row = append(row, note)
			}
		}
		rows = append(rows, row)
	}
	return xlsx.Sheet{Title: title, Cols: cols, Rows: rows}
}

// travellerOrder lists the Results rows match by match, in the order of
// the Matches sheet, and within a match board by board, the table where the
// home team sat NS first.
func travellerOrder(te *Event, res *engine.Result) []int {
	at := make(map[int]int, len(te.Results)) // source row → index
	for i, r := range te.Results {
		at[r.Row] = i
	}
	done := make([]bool, len(te.Results))
	var order []int
	add := func(row int) {
		if i, ok := at[row]; ok && !done[i] {
			done[i] = true
			order = append(order, i)
		}
	}
	for _, m := range res.Matches {
		for _, c := range m.Comparisons {
			add(c.HomeRow)
			add(c.AwayRow)
		}
	}
	for i := range te.Results {
		if !done[i] {
			order = append(order, i)
		}
	}
	return order
}

func travellerSheet(sc *scored, title string) xlsx.Sheet {
	te, res := sc.ev, sc.res
	cols := []xlsx.Col{xlsx.C("Round", 7, xlsx.Integer), xlsx.C("Board", 7, xlsx.Integer), xlsx.C("NS", 6, xlsx.Code), xlsx.C("EW", 6, xlsx.Code),
		xlsx.C("Contract", 9, xlsx.Code), xlsx.C("By", 5, xlsx.Code), xlsx.C("Result", 7, xlsx.Code), xlsx.C("NS Score", 10, xlsx.Integer),
		xlsx.C("NS IMPs", 9, xlsx.Dec2), xlsx.C("EW IMPs", 9, xlsx.Dec2)}
	var rows [][]any
	for _, i := range travellerOrder(te, res) {
		r, line := te.Results[i], res.Travellers[i]
		c, by, result := pairs.ContractCells(r.Line)
		rows = append(rows, []any{r.Round, r.Board, r.NS, r.EW, c, by, result, pairs.NSScoreCell(r.Line.Score), line.NSIMPs, line.EWIMPs})
	}
	return xlsx.Sheet{Title: title, Cols: cols, Rows: rows}
}
