package xlsx

import (
	"fmt"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/engine/teams"
)

// TeamsEvent is a teams event as read from a workbook.
type TeamsEvent struct {
	Title string // the Event sheet's Title
	Date  string // the Event sheet's Date: 2026-11-24, or as typed when it is not a date

	Settings teams.Settings

	Teams []teams.Team
	// Players holds each team's Players cell, by team; HasPlayers reports
	// whether the Teams sheet has the column.
	Players    []string
	HasPlayers bool

	// Results holds the Results rows the engine scores, and Play how each of
	// them went as typed (contract, declarer, result and score), in the same
	// order.
	Results []teams.BoardResult
	Play    []pairs.Row

	// Complete reports whether the Teams and Results sheets could be read
	// (a row that cannot be read is kept, marked Unread, and the engine
	// checks the others). When it is false, scoring the event would only
	// report problems that are not there.
	Complete bool
}

var teamsColumns = []column{
	{name: "Team", required: true},
	{name: "Name", required: true},
	{name: "Players"},
}

// teamsResultsColumns are a teams event's Results columns: the Round, then
// the board's, as for pairs.
var teamsResultsColumns = slices.Concat([]column{{name: "Round"}}, boardColumns, []column{{name: "Session"}})

// rTeamsSession indexes a teams Results row's Session cell, which is read
// only to refuse a sheet numbered by Session instead of Round.
var rTeamsSession = len(teamsResultsColumns) - 1

var vpScaleColumns = []column{
	{name: "IMPs from", required: true},
	{name: "IMPs to", required: true},
	{name: "Winner VP", required: true},
	{name: "Loser VP", required: true},
}

// ReadTeams reads a teams event: the Event, Teams and Results sheets, and
// the VP Scale sheet when the VP scale is Custom. It returns every problem
// it finds; the event is usable only when none is an error. The engine's
// checks of how the teams met (teams.Score) come on top: run them when
// Complete is set, to report everything in one run.
func (b *Book) ReadTeams() (*TeamsEvent, []Finding) {
	te := &TeamsEvent{Complete: true}
	values, title, date, findings := b.eventSettings()
	te.Title, te.Date = title, date
	findings = append(findings, b.teamsSettings(te, values)...)
	findings = append(findings, b.readTeamsSheet(te)...)
	findings = append(findings, b.readTeamsResults(te)...)
	return te, findings
}

// teamsSettings reads the Event sheet's settings for a teams event (the
// engine says what they mean) and, for a Custom scale, the VP Scale sheet.
func (b *Book) teamsSettings(te *TeamsEvent, values []setting.Value) []Finding {
	set, probs := teams.ParseSettings(values)
	findings := b.Locate(probs)
	if set.NeedsVPScale() {
		custom, fs := b.readVPScale()
		findings = append(findings, fs...)
		switch {
		case custom != nil:
			set.Scale = custom
		case fs == nil:
			findings = append(findings, b.LocateError(teams.MissingVPScale)...)
		}
		if custom == nil {
			// The matches are still checked, on the default scale: an
			// empty one would add a problem for every match.
			set.Scale = teams.DefaultSettings().Scale
		}
	}
	te.Settings = set
	return findings
}

// readVPScale reads the VP Scale sheet of a Custom scale. It returns nil
// and no findings when there is no such sheet.
func (b *Book) readVPScale() (*teams.Custom, []Finding) {
	if _, ok := b.sheet(teams.SheetVPScale); !ok {
		return nil, nil
	}
	t, findings := b.readTable(teams.SheetVPScale, vpScaleColumns)
	if t == nil {
		return nil, findings
	}
	var rows []teams.CustomRow
	for _, r := range t.rows {
		row := teams.CustomRow{Row: r.line}
		ok := true
		cell := func(i int, col string, parse func(string) bool, what string) {
			s := strings.TrimSpace(r.cells[i])
			switch {
			case s == "" && col == "IMPs to":
				row.To = teams.OpenEnded
			case s == "":
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, col),
					Msg: fmt.Sprintf("%s is missing", col), Hint: "each row of the scale needs IMPs from, Winner VP and Loser VP"})
				ok = false
			case !parse(s):
				hint := "each row gives a range of IMP margins (whole numbers) and the winner's and loser's VPs"
				if col == "IMPs to" {
					hint = "leave IMPs to empty on the last row for \"and more\""
				}
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, col),
					Msg: fmt.Sprintf("%s %q is not %s", col, s, what), Hint: hint})
				ok = false
			}
		}
		whole := func(dst *int) func(string) bool {
			return func(s string) bool { n, ok := parseInt(s); *dst = n; return ok }
		}
		number := func(dst *float64) func(string) bool {
			return func(s string) bool { f, ok := parseNumber(s); *dst = f; return ok }
		}
		cell(0, "IMPs from", whole(&row.From), "a whole number of IMPs")
		cell(1, "IMPs to", whole(&row.To), "a whole number of IMPs")
		cell(2, "Winner VP", number(&row.Winner), "a number of VPs")
		cell(3, "Loser VP", number(&row.Loser), "a number of VPs")
		if ok {
			rows = append(rows, row)
		}
	}
	if len(findings) > 0 {
		return nil, findings
	}
	custom, err := teams.NewCustom(rows)
	if err != nil {
		return nil, b.LocateError(err)
	}
	return custom, nil
}

func (b *Book) readTeamsSheet(te *TeamsEvent) []Finding {
	t, findings := b.readTable(teams.SheetTeams, teamsColumns)
	if t == nil {
		te.Complete = false
		return findings
	}
	te.HasPlayers = t.has("Players")
	for _, r := range t.rows {
		id := identifier(r.cells[0])
		name := strings.TrimSpace(r.cells[1])
		if name == "" {
			what := "the team"
			if id != "" {
				what = "team " + id
			}
			findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Name"),
				Msg: what + " has no name", Hint: "type the team's name, such as its captain's"})
		}
		te.Teams = append(te.Teams, teams.Team{ID: id, Name: name, Row: r.line})
		te.Players = append(te.Players, strings.TrimSpace(r.cells[2]))
	}
	if len(te.Teams) == 0 {
		te.Complete = false // every team on Results would be unknown
		findings = append(findings, Finding{Sheet: t.sheet, Msg: "Teams lists no teams",
			Hint: "type one row per team: Team (its number or code), Name and, if you like, Players"})
	}
	return findings
}

// roundsTyped reports whether some row of a teams Results sheet gives a
// round other than 1: an empty Round cell then cannot mean round 1.
func roundsTyped(t *table) bool {
	for _, r := range t.rows {
		if s := strings.TrimSpace(r.cells[rGroup]); s != "" {
			if n, ok := parseInt(s); !ok || n != 1 {
				return true
			}
		}
	}
	return false
}

// checkRounds refuses a teams Results sheet that numbers its rows by
// Session rather than Round: the rounds would all be taken for round 1.
func checkRounds(t *table) []Finding {
	if t.has("Round") || !t.has("Session") {
		return nil
	}
	sessions := map[string]bool{}
	for _, r := range t.rows {
		sessions[strings.TrimSpace(r.cells[rTeamsSession])] = true
	}
	if len(sessions) < 2 {
		return nil // one value throughout: nothing to mistake
	}
	return []Finding{{Sheet: t.sheet, Cell: t.cell(t.headerRow, "Session"),
		Msg:  "Results has a Session column but no Round column, and a teams event is played in rounds",
		Hint: "rename the Session column to Round"}}
}

// readTeamsResults reads the Results sheet of a teams event. Scores are
// settled as for pairs: typed, or computed from the contract, and checked
// against it. A row whose round, board and teams could be read is kept
// even when its score has an error, so that the engine can still check the
// matches; its score then counts as 0. A row whose round, board or a team
// cannot be read is kept too, marked Unread, and left out of the matches.
func (b *Book) readTeamsResults(te *TeamsEvent) []Finding {
	t, findings := b.readTable(teams.SheetResults, teamsResultsColumns)
	if t == nil {
		te.Complete = false
		return findings
	}
	if fs := checkResultsHeaders(t); fs != nil {
		te.Complete = false
		return append(findings, fs...)
	}
	// Identifiers match the Teams sheet exactly or, failing that, ignoring
	// case; they are then spelled as on the Teams sheet.
	spelling := map[string]string{}
	for _, tm := range te.Teams {
		if _, ok := spelling[fold(tm.ID)]; !ok {
			spelling[fold(tm.ID)] = tm.ID
		}
	}
	for _, tm := range te.Teams {
		spelling[tm.ID] = tm.ID
	}
	teamID := func(cell string) string {
		id := identifier(cell)
		if s, ok := spelling[id]; ok {
			return s
		}
		if s, ok := spelling[fold(id)]; ok {
			return s
		}
		return id
	}
	if fs := checkRounds(t); fs != nil {
		te.Complete = false // every row would be taken for round 1
		return append(findings, fs...)
	}
	typed := t.has("Round") && roundsTyped(t)
	for _, r := range t.rows {
		play := pairs.Row{Line: r.line}
		res := teams.BoardResult{Row: r.line}
		var ok, boardOK bool
		res.Round, ok = groupNumber(t, r, "Round", &findings)
		if ok && strings.TrimSpace(r.cells[rGroup]) == "" && typed {
			findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Round"),
				Msg: "the round is missing", Hint: "other rows give their round: type this row's round number"})
			res.Round, ok = 0, false
		}
		if res.Board, boardOK = boardNumber(t, r, &findings); !boardOK {
			ok = false
		}
		play.Board = res.Board
		for _, side := range []struct {
			col  string
			cell int
			dst  *string
		}{{"NS", rNS, &res.NS}, {"EW", rEW, &res.EW}} {
			*side.dst = teamID(r.cells[side.cell])
			if *side.dst == "" {
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, side.col),
					Msg: fmt.Sprintf("the %s team is missing", side.col), Hint: "type the team's identifier as in Teams"})
				ok = false
			}
		}
		if !ok {
			// Left out of the matches, but the engine still checks the
			// other rows (and knows this one may be a board's other table).
			res.Unread = true
			te.Results = append(te.Results, res)
			te.Play = append(te.Play, play)
			b.readPlay(t, r, &play, &findings) // its own errors, all in one run
			continue
		}
		if b.readPlay(t, r, &play, &findings) {
			var probs []pairs.Problem
			probs = append(probs, pairs.SettleScore(&play)...)
			probs = append(probs, res.SetScore(play.Score, r.cells[rScore])...)
			findings = append(findings, b.Locate(probs)...)
		}
		te.Results = append(te.Results, res)
		te.Play = append(te.Play, play)
	}
	return append(findings, noResults(t)...)
}
