package xlsx

import (
	"errors"
	"strings"

	"github.com/scorebook/scorebook/engine/teams"
)

// TeamsSheets are the sheets a teams event writes.
var TeamsSheets = []string{"Ranking", "Matches", "Travellers"}

// CheckTeamsTargets reports a director's own sheet that has the name of one
// of the sheets the tool would write.
func (b *Book) CheckTeamsTargets() []Finding { return b.checkTargets(TeamsSheets...) }

// LocateTeams places the problems teams.Score returned on their cells.
// ErrUnread places nothing: the reader has reported what is wrong with the
// row it stands for.
func (b *Book) LocateTeams(err error) []Finding {
	if errors.Is(err, teams.ErrUnread) {
		return nil
	}
	return b.LocateError(err)
}

// TeamsWarnings are the engine's doubts about a scored event, placed on
// their cells: they do not stop it being written. See teams.Result.Warnings.
func (b *Book) TeamsWarnings(te *TeamsEvent, res *teams.Result) []Finding {
	return b.Locate(res.Warnings)
}

// WriteTeams writes Ranking, Matches and Travellers for a scored event. With
// the VP scale None, teams rank by IMPs: the VP columns are left out and the
// Ranking shows each team's net IMPs instead.
func (b *Book) WriteTeams(te *TeamsEvent, res *teams.Result) error {
	title := b.pageTitle(te.Title, te.Date)
	return b.writeSheets([]sheetSpec{
		teamsRankingSheet(te, res, title),
		matchesSheet(res, title),
		teamsTravellerSheet(te, res, title),
	})
}

func teamsRankingSheet(te *TeamsEvent, res *teams.Result, title string) sheetSpec {
	players := map[string]string{}
	for i, t := range te.Teams {
		players[t.ID] = te.Players[i]
	}
	byes := false
	for _, s := range res.Ranking {
		byes = byes || s.Byes > 0
	}
	cols := []col{{"Rank", 7, code}, {"Team", 7, code}, {"Name", 28, wrapped}}
	if te.HasPlayers {
		cols = append(cols, col{"Players", 40, wrapped})
	}
	cols = append(cols, col{"Matches", 9, integer})
	if byes {
		cols = append(cols, col{"Byes", 7, integer})
	}
	cols = append(cols, col{"IMPs for", 10, dec2}, col{"IMPs against", 10, dec2})
	if res.ByIMPs {
		cols = append(cols, col{"Net IMPs", 10, dec2})
	} else {
		cols = append(cols, col{"VP", 9, dec2})
	}
	var rows [][]any
	for _, s := range res.Ranking {
		var rank any = s.Place
		if strings.HasSuffix(s.Rank, "=") {
			rank = s.Rank
		}
		row := []any{rank, s.Team, s.Name}
		if te.HasPlayers {
			row = append(row, players[s.Team])
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
	return sheetSpec{name: "Ranking", title: title, cols: cols, rows: rows}
}

func matchesSheet(res *teams.Result, title string) sheetSpec {
	cols := []col{{"Round", 7, integer}, {"Home", 7, code}, {"Away", 7, code}, {"Boards", 8, integer},
		{"Home IMPs", 10, dec2}, {"Away IMPs", 10, dec2}}
	if !res.ByIMPs {
		cols = append(cols, col{"Home VP", 9, dec2}, col{"Away VP", 9, dec2})
	}
	cols = append(cols, col{"Note", 40, wrapped})
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
	return sheetSpec{name: "Matches", title: title, cols: cols, rows: rows}
}

// travellerOrder lists the Results rows match by match, in the order of
// the Matches sheet, and within a match board by board, the table where the
// home team sat NS first.
func travellerOrder(te *TeamsEvent, res *teams.Result) []int {
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

func teamsTravellerSheet(te *TeamsEvent, res *teams.Result, title string) sheetSpec {
	cols := []col{{"Round", 7, integer}, {"Board", 7, integer}, {"NS", 6, code}, {"EW", 6, code},
		{"Contract", 9, code}, {"By", 5, code}, {"Result", 7, code}, {"NS Score", 10, integer},
		{"NS IMPs", 9, dec2}, {"EW IMPs", 9, dec2}}
	var rows [][]any
	for _, i := range travellerOrder(te, res) {
		r, play, line := te.Results[i], te.Play[i], res.Travellers[i]
		c, by, result := contractCells(play)
		rows = append(rows, []any{r.Round, r.Board, r.NS, r.EW, c, by, result, nsScoreCell(play.Score), line.NSIMPs, line.EWIMPs})
	}
	return sheetSpec{name: "Travellers", title: title, cols: cols, rows: rows}
}
