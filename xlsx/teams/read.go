package teams

import (
	"strings"

	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// Event is a teams event as read from a workbook.
type Event struct {
	engine.Event
	Title string // the Event sheet's Title
	Date  string // the Event sheet's Date: 2026-11-24, or as typed when it is not a date
	// Club is the Event sheet's Club, Club ID, Event ID and Charge code,
	// for the exports.
	Club xlsx.Club
	// HasPlayers reports whether the Teams sheet has a Players column.
	HasPlayers bool
	// Deals are the boards' deals, by round and board, from the Hands
	// sheet, for the boards it has.
	Deals map[pairs.BoardID]deal.Deal
	// DD are the double-dummy tables the Hands sheet has for them.
	DD map[pairs.BoardID]dd.Table
	// Digests are the SHA-256 digests of the sets scorebook deal dealt,
	// by round, as the Hands sheet has them.
	Digests map[int]string
}

// Read reads a teams event: the Event, Teams and Results sheets, and the VP
// Scale sheet when the VP scale is Custom, each cell converted to what the
// engine takes. It returns the problems of the cells it could not convert,
// placed at their cells, and no event when a sheet the engine needs could
// not be read at all.
func Read(b *xlsx.Book) (*Event, []problem.Problem) {
	ev := &Event{}
	values, probs := b.ReadSettings(engine.SheetEvent)
	ev.Title, ev.Date = xlsx.SettingText(values, "Title"), xlsx.SettingDate(values, "Date")
	ev.Club = xlsx.ClubSettings(values)
	probs = append(probs, readSettings(b, ev, values)...)
	teamsOK, fs := readTeams(b, ev)
	probs = append(probs, fs...)
	resultsOK, fs := readResults(b, ev)
	probs = append(probs, fs...)
	var hands pairs.Hands
	hands, fs = pairs.ReadHands(b)
	ev.Deals, ev.DD, ev.Digests = hands.Deals, hands.DD, hands.Digests
	probs = append(probs, fs...)
	if !teamsOK || !resultsOK {
		return nil, probs
	}
	return ev, probs
}

// readSettings reads the Event sheet's settings for a teams event (the
// engine says what they mean) and, for a Custom scale, the VP Scale sheet.
func readSettings(b *xlsx.Book, ev *Event, values []setting.Value) []problem.Problem {
	set, sp := engine.ParseSettings(values)
	probs := b.Place(sp)
	ev.Settings = set
	b.SetLanguage(ev.Settings.Language)
	if !set.NeedsVPScale() || !b.HasSheet(engine.SheetVPScale) {
		return probs
	}
	ev.HasVPScale = true
	t, fs := b.ReadTable(engine.SheetVPScale, vpScaleColumns)
	probs = append(probs, fs...)
	if t == nil || len(fs) > 0 {
		ev.VPScaleUnread = true
	}
	if t == nil {
		return probs
	}
	for _, r := range t.Rows {
		row := engine.CustomRow{Row: r.Line}
		cell := func(i int, col string, parse func(string) bool, what string) {
			s := strings.TrimSpace(r.Cells[i])
			switch {
			case s == "" && col == "IMPs to":
				row.To = engine.OpenEnded
			case s == "":
				probs = append(probs, t.Problem(r.Line, col, "each row of the scale needs IMPs from, Winner VP and Loser VP", "%s is missing", col))
				ev.VPScaleUnread = true
			case !parse(s):
				hint := "each row gives a range of IMP margins (whole numbers) and the winner's and loser's VPs"
				if col == "IMPs to" {
					hint = "leave IMPs to empty on the last row for \"and more\""
				}
				probs = append(probs, t.Problem(r.Line, col, hint, "%s %q is not %s", col, s, what))
				ev.VPScaleUnread = true
			}
		}
		whole := func(dst *int) func(string) bool {
			return func(s string) bool { n, ok := xlsx.ParseInt(s); *dst = n; return ok }
		}
		number := func(dst *float64) func(string) bool {
			return func(s string) bool { f, ok := setting.Number(s); *dst = f; return ok }
		}
		cell(0, "IMPs from", whole(&row.From), "a whole number of IMPs")
		cell(1, "IMPs to", whole(&row.To), "a whole number of IMPs")
		cell(2, "Winner VP", number(&row.Winner), "a number of VPs")
		cell(3, "Loser VP", number(&row.Loser), "a number of VPs")
		ev.VPScale = append(ev.VPScale, row)
	}
	return probs
}

func readTeams(b *xlsx.Book, ev *Event) (bool, []problem.Problem) {
	t, probs := b.ReadTable(engine.SheetTeams, teamsColumns)
	if t == nil {
		return false, probs
	}
	ev.HasPlayers = t.Has("Players")
	for _, r := range t.Rows {
		ev.Teams = append(ev.Teams, engine.Team{ID: xlsx.Identifier(r.Cells[0]), Name: strings.TrimSpace(r.Cells[1]),
			Players: strings.TrimSpace(r.Cells[2]), PlayerIDs: strings.TrimSpace(r.Cells[3]), Row: r.Line})
	}
	return true, probs
}

// checkRounds refuses a teams Results sheet that numbers its rows by
// Session rather than Round: the rounds would all be taken for round 1.
func checkRounds(t *xlsx.Table) []problem.Problem {
	if t.Has("Round") || !t.Has("Session") {
		return nil
	}
	sessions := map[string]bool{}
	for _, r := range t.Rows {
		sessions[strings.TrimSpace(r.Cells[rSession])] = true
	}
	if len(sessions) < 2 {
		return nil // one value throughout: nothing to mistake
	}
	return []problem.Problem{t.Problem(t.HeaderRow, "Session", "rename the Session column to Round",
		"Results has a Session column but no Round column, and a teams event is played in rounds")}
}

// readResults reads the Results sheet of a teams event: the round (0 when
// empty: the engine decides whether that is round 1), board and teams of
// each row, and how the board went (pairs.ReadLine).
func readResults(b *xlsx.Book, ev *Event) (bool, []problem.Problem) {
	t, probs := b.ReadTable(engine.SheetResults, resultsColumns)
	if t == nil {
		return false, probs
	}
	if fs := checkRounds(t); fs != nil {
		return false, append(probs, fs...) // every row would be taken for round 1
	}
	for _, r := range t.Rows {
		res := engine.BoardResult{Row: r.Line, NS: xlsx.Identifier(r.Cells[pairs.RNS]), EW: xlsx.Identifier(r.Cells[pairs.REW]),
			ScoreTyped: strings.TrimSpace(r.Cells[pairs.RScore])}
		if strings.TrimSpace(r.Cells[pairs.RGroup]) != "" {
			round, ok := pairs.GroupNumber(t, r, "Round", &probs)
			if !ok {
				round, res.Unread = -1, true
			}
			res.Round = round
		}
		board, ok := pairs.BoardNumber(t, r, &probs)
		if !ok {
			board, res.Unread = -1, true
		}
		res.Board = board
		line, ps := pairs.ReadLine(t, r, ev.Settings.Language)
		probs = append(probs, ps...)
		res.Line = line
		if problem.HasErrors(ps) {
			res.Unread = true
		}
		ev.Results = append(ev.Results, res)
	}
	if t.Count == 0 {
		probs = append(probs, problem.Problem{Sheet: t.Sheet, Msg: "Results has no results",
			Hint: "type one row per board played at a table: Board, NS, EW and a Score or a Contract, By and Result"})
	}
	return true, probs
}
