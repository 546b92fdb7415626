package teams

import (
	"slices"
	"strings"

	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// outputs are the sheets a teams event writes, in order. With the VP scale
// None, teams rank by IMPs: the VP columns are left out and the Ranking shows
// each team's net IMPs instead.
var outputs = []xlsx.Output[*scored]{
	{Name: lang.Key("Ranking"), Sheet: rankingSheet},
	{Name: lang.Key("Matches"), Sheet: matchesSheet},
	{Name: lang.Key("Travellers"), Sheet: travellerSheet},
	{Name: lang.Key("Scorecards"), Sheet: scorecardSheet},
	{Name: pairs.SheetHandRecords, Sheet: func(sc *scored, title string) report.Sheet {
		return pairs.HandRecordsSheetIn(sc.l, pairs.Hands{Deals: sc.ev.Deals, DD: sc.ev.DD, Digests: sc.ev.Digests}, lang.Key("Round"), title)
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

func rankingSheet(sc *scored, title string) report.Sheet {
	te, res, l := sc.ev, sc.res, sc.l
	byes := false
	for _, s := range res.Ranking {
		byes = byes || s.Byes > 0
	}
	cols := []report.Col{report.C(l.T("Rank"), 7, report.Code), report.C(l.T("Team"), 7, report.Code), report.C(l.T("Name"), 28, report.Wrapped)}
	if te.HasPlayers {
		cols = append(cols, report.C(l.T("Players"), 40, report.Wrapped).Detail())
	}
	cols = append(cols, report.C(l.T("Matches"), 9, report.Integer).Detail())
	if byes {
		cols = append(cols, report.C(l.T("Byes"), 7, report.Integer).Detail())
	}
	cols = append(cols, report.C(l.T("IMPs for"), 10, report.Integer).Detail(), report.C(l.T("IMPs against"), 10, report.Integer).Detail())
	if res.ByIMPs {
		cols = append(cols, report.C(l.T("Net IMPs"), 10, report.Integer))
	} else {
		cols = append(cols, report.C(l.T("VP"), 9, report.Dec2))
	}
	var rows [][]any
	for _, s := range res.Ranking {
		row := []any{report.PlaceCell(s.Place), pairs.IDCell(s.Team), report.Link{Value: s.Name, To: "team " + s.Team}}
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
	return report.Sheet{Title: title, Cols: cols, Rows: rows, Lang: l}
}

func matchesSheet(sc *scored, title string) report.Sheet {
	res, l := sc.res, sc.l
	name := names(sc.ev)
	cols := []report.Col{report.C(l.T("Round"), 7, report.Integer), pairs.Shortened(l, report.C(l.T("Home"), 7, report.Code), lang.Key("Home (short)")), report.C(l.T("Home Name"), 22, report.Text),
		report.C(l.T("Away"), 7, report.Code), report.C(l.T("Away Name"), 22, report.Text), report.C(l.T("Boards"), 8, report.Integer),
		pairs.Shortened(l, report.C(l.T("Home IMPs"), 10, report.Integer), lang.Key("Home IMPs (short)")), report.C(l.T("Away IMPs"), 10, report.Integer)}
	if !res.ByIMPs {
		cols = append(cols, pairs.Shortened(l, report.C(l.T("Home VP"), 9, report.Dec2), lang.Key("Home VP (short)")), report.C(l.T("Away VP"), 9, report.Dec2))
	}
	cols = append(cols, report.C(l.T("Note"), 40, report.Wrapped))
	var rows [][]any
	for _, m := range res.Matches {
		var row []any
		switch {
		case m.Bye:
			row = []any{m.Round, pairs.IDCell(m.Home), name[m.Home], nil, nil, nil, nil, nil}
			if !res.ByIMPs {
				row = append(row, m.HomeVP, nil)
			}
			row = append(row, l.T("bye"))
		default:
			row = []any{m.Round, pairs.IDCell(m.Home), name[m.Home], pairs.IDCell(m.Away), name[m.Away], m.Boards, m.HomeIMPs, m.AwayIMPs}
			if !res.ByIMPs {
				row = append(row, m.HomeVP, m.AwayVP)
			}
			if m.Triple {
				note := l.T("triple")
				if !res.ByIMPs {
					note = l.T("triple: each team's VPs for both its matches of the round")
				}
				row = append(row, note)
			}
		}
		rows = append(rows, row)
	}
	return report.Sheet{Title: title, Cols: cols, Rows: rows, Lang: l}
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

func travellerSheet(sc *scored, title string) report.Sheet {
	te, res, l := sc.ev, sc.res, sc.l
	name := names(te)
	cols := []report.Col{report.C(l.T("Round"), 7, report.Integer), report.C(l.T("Board"), 7, report.Integer), report.C(l.T("NS"), 6, report.Code), report.C(l.T("NS Name"), 20, report.Text),
		report.C(l.T("EW"), 6, report.Code), report.C(l.T("EW Name"), 20, report.Text),
		report.C(l.T("Contract"), 9, report.Code), report.C(l.T("By"), 5, report.Code), report.C(l.T("Result"), 7, report.Code)}
	// A Lead column when a row gives the opening lead.
	leads := slices.ContainsFunc(te.Results, func(r engine.BoardResult) bool { return !r.Line.Lead.IsZero() })
	if leads {
		cols = append(cols, report.C(l.T("Lead"), 6, report.Code))
	}
	cols = append(cols, report.C(l.T("NS Score"), 10, report.Integer), report.C(l.T("NS IMPs"), 9, report.Integer), report.C(l.T("EW IMPs"), 9, report.Integer))
	var rows [][]any
	for _, i := range travellerOrder(te, res) {
		r, line := te.Results[i], res.Travellers[i]
		c, by, result := pairs.ContractCellsIn(l, r.Line)
		row := []any{r.Round, r.Board, pairs.IDCell(r.NS), name[r.NS], pairs.IDCell(r.EW), name[r.EW], c, by, result}
		if leads {
			row = append(row, pairs.LeadCell(r.Line.Lead))
		}
		rows = append(rows, append(row, pairs.NSScoreCellIn(l, r.Line.Score), line.NSIMPs, line.EWIMPs))
	}
	return report.Sheet{Title: title, Cols: cols, Rows: rows, Lang: l}
}

// scorecardSheet prints a card per team, in ranking order: each round's
// opponents by name, the IMPs for and against, the VPs and the running
// total.
func scorecardSheet(sc *scored, title string) report.Sheet {
	te, res, l := sc.ev, sc.res, sc.l
	name := names(te)
	cols := []report.Col{report.C(l.T("Round"), 7, report.Integer), report.C(l.T("Opponents"), 11, report.Code), report.C(l.T("Opponents' names"), 28, report.Text),
		report.C(l.T("Boards"), 8, report.Integer), report.C(l.T("IMPs for"), 10, report.Integer), report.C(l.T("IMPs against"), 10, report.Integer)}
	if !res.ByIMPs {
		cols = append(cols, report.C(l.T("VP"), 9, report.Dec2), report.C(l.T("Total VP"), 10, report.Dec2))
	} else {
		cols = append(cols, report.C(l.T("Net IMPs"), 10, report.Integer), report.C(l.T("Total"), 10, report.Integer))
	}
	header := report.HeaderLine(cols)
	rounds := map[string][]engine.TeamRound{}
	for _, r := range res.Rounds {
		rounds[r.Team] = append(rounds[r.Team], r)
	}
	blocks := func(emit func(report.Block) error) error {
		for n, st := range res.Ranking {
			who := l.F("Team %s", st.Team)
			if st.Name != "" {
				who += ": " + st.Name
			}
			note := l.F("Rank %s", st.Place.String())
			if res.ByIMPs {
				note += " · " + l.F("%+d IMPs", st.IMPsFor-st.IMPsAgainst)
			} else {
				note += " · " + l.F("%s VP", l.Decimal(st.VP, 2))
			}
			if st.Players != "" {
				note += " · " + st.Players
			}
			lines := []report.Line{{Kind: report.Heading, Cells: []any{who}}, {Kind: report.Note, Cells: []any{note}}, header}
			var total float64
			var totalIMPs int
			for _, r := range rounds[st.Team] {
				cells := make([]any, len(cols))
				cells[0] = r.Round
				switch {
				case r.Bye:
					cells[2] = l.T("bye")
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
				lines = append(lines, report.Line{Cells: cells})
			}
			totals := make([]any, len(cols))
			totals[0], totals[4], totals[5] = l.T("Total"), st.IMPsFor, st.IMPsAgainst
			if res.ByIMPs {
				totals[7] = st.IMPsFor - st.IMPsAgainst
			} else {
				totals[7] = st.VP
			}
			lines = append(lines, report.Line{Kind: report.Total, Cells: totals})
			if err := emit(report.Block{Lines: lines, NewPage: n > 0, Key: "team " + st.Team}); err != nil {
				return err
			}
		}
		return nil
	}
	return report.Sheet{Title: title, Cols: cols, Blocks: blocks, Lang: l}
}
