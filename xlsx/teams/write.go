package teams

import (
	"fmt"
	"strings"

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
	{Name: "Scorecards", Sheet: scorecardSheet},
	{Name: pairs.SheetHandRecords, Sheet: func(sc *scored, title string) xlsx.Sheet {
		return pairs.HandRecordsSheet(pairs.Hands{Deals: sc.ev.Deals, DD: sc.ev.DD, Digests: sc.ev.Digests}, "Round", title)
	}, When: func(sc *scored) bool { return len(sc.ev.Deals) > 0 }},
}

// names are the teams' names by identifier.
func names(te *Event) map[string]string {
	out := make(map[string]string, len(te.Teams))
	for _, t := range te.Teams {
		if _, ok := out[t.ID]; !ok {
			out[t.ID] = t.Name
		}
	}
	return out
}

func rankingSheet(sc *scored, title string) xlsx.Sheet {
	te, res := sc.ev, sc.res
	byes := false
	for _, s := range res.Ranking {
		byes = byes || s.Byes > 0
	}
	cols := []xlsx.Col{xlsx.C("Rank", 7, xlsx.Code), xlsx.C("Team", 7, xlsx.Code), xlsx.C("Name", 28, xlsx.Wrapped)}
	if te.HasPlayers {
		cols = append(cols, xlsx.C("Players", 40, xlsx.Wrapped).Detail())
	}
	cols = append(cols, xlsx.C("Matches", 9, xlsx.Integer).Detail())
	if byes {
		cols = append(cols, xlsx.C("Byes", 7, xlsx.Integer).Detail())
	}
	cols = append(cols, xlsx.C("IMPs for", 10, xlsx.Integer).Detail(), xlsx.C("IMPs against", 10, xlsx.Integer).Detail())
	if res.ByIMPs {
		cols = append(cols, xlsx.C("Net IMPs", 10, xlsx.Integer))
	} else {
		cols = append(cols, xlsx.C("VP", 9, xlsx.Dec2))
	}
	var rows [][]any
	for _, s := range res.Ranking {
		row := []any{xlsx.PlaceCell(s.Place), pairs.IDCell(s.Team), s.Name}
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
	name := names(sc.ev)
	cols := []xlsx.Col{xlsx.C("Round", 7, xlsx.Integer), xlsx.C("Home", 7, xlsx.Code), xlsx.C("Home Name", 22, xlsx.Text),
		xlsx.C("Away", 7, xlsx.Code), xlsx.C("Away Name", 22, xlsx.Text), xlsx.C("Boards", 8, xlsx.Integer),
		xlsx.C("Home IMPs", 10, xlsx.Integer), xlsx.C("Away IMPs", 10, xlsx.Integer)}
	if !res.ByIMPs {
		cols = append(cols, xlsx.C("Home VP", 9, xlsx.Dec2), xlsx.C("Away VP", 9, xlsx.Dec2))
	}
	cols = append(cols, xlsx.C("Note", 40, xlsx.Wrapped))
	var rows [][]any
	for _, m := range res.Matches {
		var row []any
		switch {
		case m.Bye:
			row = []any{m.Round, pairs.IDCell(m.Home), name[m.Home], nil, nil, nil, nil, nil}
			if !res.ByIMPs {
				row = append(row, m.HomeVP, nil)
			}
			row = append(row, "bye")
		default:
			row = []any{m.Round, pairs.IDCell(m.Home), name[m.Home], pairs.IDCell(m.Away), name[m.Away], m.Boards, m.HomeIMPs, m.AwayIMPs}
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
	name := names(te)
	cols := []xlsx.Col{xlsx.C("Round", 7, xlsx.Integer), xlsx.C("Board", 7, xlsx.Integer), xlsx.C("NS", 6, xlsx.Code), xlsx.C("NS Name", 20, xlsx.Text),
		xlsx.C("EW", 6, xlsx.Code), xlsx.C("EW Name", 20, xlsx.Text),
		xlsx.C("Contract", 9, xlsx.Code), xlsx.C("By", 5, xlsx.Code), xlsx.C("Result", 7, xlsx.Code), xlsx.C("NS Score", 10, xlsx.Integer),
		xlsx.C("NS IMPs", 9, xlsx.Integer), xlsx.C("EW IMPs", 9, xlsx.Integer)}
	var rows [][]any
	for _, i := range travellerOrder(te, res) {
		r, line := te.Results[i], res.Travellers[i]
		c, by, result := pairs.ContractCells(r.Line)
		rows = append(rows, []any{r.Round, r.Board, pairs.IDCell(r.NS), name[r.NS], pairs.IDCell(r.EW), name[r.EW], c, by, result,
			pairs.NSScoreCell(r.Line.Score), line.NSIMPs, line.EWIMPs})
	}
	return xlsx.Sheet{Title: title, Cols: cols, Rows: rows}
}

// scorecardSheet prints a card per team, in ranking order: each round's
// opponents by name, the IMPs for and against, the VPs and the running
// total.
func scorecardSheet(sc *scored, title string) xlsx.Sheet {
	te, res := sc.ev, sc.res
	name := names(te)
	cols := []xlsx.Col{xlsx.C("Round", 7, xlsx.Integer), xlsx.C("Opponents", 11, xlsx.Code), xlsx.C("Opponents' names", 28, xlsx.Text),
		xlsx.C("Boards", 8, xlsx.Integer), xlsx.C("IMPs for", 10, xlsx.Integer), xlsx.C("IMPs against", 10, xlsx.Integer)}
	if !res.ByIMPs {
		cols = append(cols, xlsx.C("VP", 9, xlsx.Dec2), xlsx.C("Total VP", 10, xlsx.Dec2))
	} else {
		cols = append(cols, xlsx.C("Net IMPs", 10, xlsx.Integer), xlsx.C("Total", 10, xlsx.Integer))
	}
	header := xlsx.Line{Kind: xlsx.Header, Cells: make([]any, len(cols))}
	for i, c := range cols {
		header.Cells[i] = c.Header
	}
	rounds := map[string][]engine.TeamRound{}
	for _, r := range res.Rounds {
		rounds[r.Team] = append(rounds[r.Team], r)
	}
	blocks := func(emit func(xlsx.Block) error) error {
		for n, st := range res.Ranking {
			who := "Team " + st.Team
			if st.Name != "" {
				who += ": " + st.Name
			}
			note := "Rank " + st.Place.String()
			if res.ByIMPs {
				note += fmt.Sprintf(" · %+d IMPs", st.IMPsFor-st.IMPsAgainst)
			} else {
				note += fmt.Sprintf(" · %.2f VP", st.VP)
			}
			if st.Players != "" {
				note += " · " + st.Players
			}
			lines := []xlsx.Line{{Kind: xlsx.Heading, Cells: []any{who}}, {Kind: xlsx.Note, Cells: []any{note}}, header}
			var total float64
			var totalIMPs int
			for _, r := range rounds[st.Team] {
				cells := make([]any, len(cols))
				cells[0] = r.Round
				switch {
				case r.Bye:
					cells[2] = "bye"
				default:
					var opps, oppNames []string
					for _, o := range r.Opponents {
						opps = append(opps, o)
						oppNames = append(oppNames, name[o])
					}
					if len(opps) == 1 {
						cells[1] = pairs.IDCell(opps[0])
					} else {
						cells[1] = strings.Join(opps, " & ")
					}
					cells[2] = strings.Join(oppNames, " & ")
					cells[3], cells[4], cells[5] = r.Boards, r.IMPsFor, r.IMPsAgainst
				}
				total += r.VP
				totalIMPs += r.IMPsFor - r.IMPsAgainst
				if res.ByIMPs {
					if !r.Bye {
						cells[6] = r.IMPsFor - r.IMPsAgainst
					}
					cells[7] = totalIMPs
				} else {
					cells[6], cells[7] = r.VP, total
				}
				lines = append(lines, xlsx.Line{Cells: cells})
			}
			totals := make([]any, len(cols))
			totals[0], totals[4], totals[5] = "Total", st.IMPsFor, st.IMPsAgainst
			if res.ByIMPs {
				totals[7] = st.IMPsFor - st.IMPsAgainst
			} else {
				totals[7] = st.VP
			}
			lines = append(lines, xlsx.Line{Kind: xlsx.Total, Cells: totals})
			if err := emit(xlsx.Block{Lines: lines, NewPage: n > 0}); err != nil {
				return err
			}
		}
		return nil
	}
	return xlsx.Sheet{Title: title, Cols: cols, Blocks: blocks}
}
