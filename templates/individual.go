package templates

import (
	"slices"

	"github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/internal/lang"
)

// Individual is the template of an individual event: a pairs event's
// settings where they apply, the players by number, and a Results row per
// board played at a table, the four seats by player number.
func Individual() Template {
	return Template{Kind: "individual", Sheets: []Sheet{
		{Name: lang.Key("Event"), Columns: settingColumns, Rows: settingRows(individual.SettingsTable), OnePage: true},
		{Name: lang.Key("Players"), Columns: []Column{{lang.Key("Player"), 8}, {lang.Key("Name"), 28}, {lang.Key("Club"), 22}, {lang.Key("Player ID"), 12}},
			// Member numbers are text, so that 012345 keeps its zero.
			Formats: map[int]string{3: "@"}},
		{Name: lang.Key("Results"), Columns: individualResultsColumns,
			// Result is text, so that Excel keeps a typed +1 as +1.
			Formats: map[int]string{9: "@"}},
	}}
}

// individualResultsColumns are an individual's Results headers: where the
// board was played, the board, the four seats, and how it went.
var individualResultsColumns = []Column{{lang.Key("Round"), 7}, {lang.Key("Table"), 7}, {lang.Key("Board"), 7},
	{lang.Key("North"), 7}, {lang.Key("South"), 7}, {lang.Key("East"), 7}, {lang.Key("West"), 7},
	{lang.Key("Contract"), 9}, {lang.Key("By"), 5}, {lang.Key("Result"), 7}, {lang.Key("Score"), 16}, {lang.Key("Lead"), 6}}

// IndividualFor is the template of an individual event played by a
// movement: the Movement setting naming it, the players numbered as it
// numbers them, and a Results row for each board at each table in each
// round, by board and then round as a traveller lists them, with the four
// seats filled in: the director types the contract and result, or the
// score.
func IndividualFor(m individual.Movement) Template {
	t := Individual()
	for i := range t.Sheets {
		s := &t.Sheets[i]
		switch s.Name {
		case individual.SheetEvent:
			rows := make([]Row, len(s.Rows))
			for r, row := range s.Rows {
				rows[r] = row
				if row.Cells[0] == "Movement" {
					cells := append([]any(nil), row.Cells...)
					cells[1] = individual.MovementSetting(m)
					rows[r].Cells = cells
				}
			}
			s.Rows = rows
		case individual.SheetPlayers:
			for p := 1; p <= m.Players; p++ {
				s.Rows = append(s.Rows, Row{Cells: []any{p, nil, nil, nil}})
			}
		case individual.SheetResults:
			type play struct {
				board int
				seat  individual.Seat
			}
			var plays []play
			for _, round := range m.Seats {
				for _, seat := range round {
					if seat.SitOut() {
						continue
					}
					for _, b := range seat.Boards {
						plays = append(plays, play{b, seat})
					}
				}
			}
			slices.SortStableFunc(plays, func(a, b play) int {
				if a.board != b.board {
					return a.board - b.board
				}
				return a.seat.Round - b.seat.Round
			})
			for _, p := range plays {
				s.Rows = append(s.Rows, Row{Cells: []any{p.seat.Round, p.seat.Table, p.board, p.seat.N, p.seat.S, p.seat.E, p.seat.W}})
			}
		}
	}
	return t
}
