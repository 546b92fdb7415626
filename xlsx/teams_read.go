package xlsx

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/teams"
)

// TeamsEvent is a teams event as read from a workbook.
type TeamsEvent struct {
	Title string // the Event sheet's Title
	Date  string // the Event sheet's Date as shown

	Settings teams.Settings
	// ByeVPSet reports whether the Event sheet gave a Bye VP.
	ByeVPSet bool

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

	// Complete reports whether every Results row was read far enough (its
	// round, board and teams) for the engine to check how the teams met,
	// even when other cells have errors. When it is false, scoring the
	// event would only report problems that are not there.
	Complete bool
}

var teamsColumns = []column{
	{name: "Team", required: true},
	{name: "Name", required: true},
	{name: "Players"},
}

// teamsResultsColumns are a teams event's Results columns: the Round, then
// the board's, as for pairs.
var teamsResultsColumns = slices.Concat([]column{{name: "Round"}}, boardColumns)

var vpScaleColumns = []column{
	{name: "IMPs from", required: true},
	{name: "IMPs to", required: true},
	{name: "Winner VP", required: true},
	{name: "Loser VP", required: true},
}

// teamsSettingNames are the Event sheet's settings for a teams event.
var teamsSettingNames = []string{"Title", "Date", "Scoring", "VP scale", "Bye VP"}

// ReadTeams reads a teams event: the Event, Teams and Results sheets, and
// the VP Scale sheet when the VP scale is Custom. It returns every problem
// it finds; the event is usable only when none is an error. The engine's
// checks of how the teams met (teams.Score) come on top: run them when
// Complete is set, to report everything in one run.
func (b *Book) ReadTeams() (*TeamsEvent, []Finding) {
	te := &TeamsEvent{Complete: true}
	values, title, date, findings := b.settingRows()
	te.Title, te.Date = title, date
	findings = append(findings, b.teamsSettings(te, values)...)
	findings = append(findings, b.readTeamsSheet(te)...)
	findings = append(findings, b.readTeamsResults(te)...)
	return te, findings
}

// teamsSettings reads the Event sheet's settings for a teams event. A bad
// value is an error on its Value cell and leaves the default in place, so
// that the rest of the workbook is still checked.
func (b *Book) teamsSettings(te *TeamsEvent, values []pairs.SettingValue) []Finding {
	te.Settings = teams.DefaultSettings()
	var findings []Finding
	bad := func(v pairs.SettingValue, col, msg, hint string, warning bool) {
		findings = append(findings, b.place("Event", v.Line, col, msg, hint, warning))
	}
	seen := map[string]int{}
	var scaleRow pairs.SettingValue // the VP scale row, when given
	for _, v := range values {
		key := foldSetting(v.Name)
		value := strings.TrimSpace(v.Value)
		if first, dup := seen[key]; dup {
			bad(v, "Value", fmt.Sprintf("setting %q is given twice (also on row %d)", strings.TrimSpace(v.Name), first), "keep one of them", false)
			continue
		}
		seen[key] = v.Line
		if value == "" {
			continue // an empty value keeps the default
		}
		switch key {
		case "title", "date":
		case "scoring":
			if f := fold(value); f != "imps" && f != "imp" {
				bad(v, "Value", fmt.Sprintf("scoring %q is not IMPs: a teams event is scored in IMPs", value),
					"write IMPs; a pairs event has a Pairs sheet instead of Teams", false)
			}
		case "vpscale":
			scaleRow = v
		case "byevp":
			vp, ok := parseNumber(value)
			switch {
			case !ok:
				bad(v, "Value", fmt.Sprintf("Bye VP %q is not a number", value), "write the VPs a team gets for a bye, such as 12", false)
			case vp < 0:
				bad(v, "Value", fmt.Sprintf("Bye VP %s is negative", value), "write the VPs a team gets for a bye, such as 12", false)
			default:
				te.Settings.ByeVP, te.ByeVPSet = vp, true
			}
		default:
			bad(v, "Setting", fmt.Sprintf("unknown setting %q is ignored", strings.TrimSpace(v.Name)),
				"the settings of a teams event are "+strings.Join(teamsSettingNames, ", "), true)
		}
	}
	scaleName := strings.TrimSpace(scaleRow.Value)
	var custom *teams.Custom
	if fold(scaleName) == fold(teams.NameCustom) {
		var fs []Finding
		custom, fs = b.readVPScale()
		findings = append(findings, fs...)
		if custom == nil && fs != nil {
			return findings // the VP Scale sheet's problems say it all
		}
	}
	scale, err := teams.ScaleNamed(scaleName, custom)
	var p teams.Problem
	if errors.As(err, &p) {
		return append(findings, b.place("Event", scaleRow.Line, "Value", p.Msg, p.Hint, false))
	}
	if err != nil {
		return append(findings, b.LocateError(err)...)
	}
	te.Settings.Scale = scale
	return findings
}

// foldSetting is how setting names are matched: ignoring case, spaces,
// dashes, underscores and dots ("VP scale", "VP-Scale", "vpscale").
func foldSetting(name string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '-', '_', '.', '\u00a0':
			return -1
		}
		return r
	}, fold(name))
}

// readVPScale reads the VP Scale sheet of a Custom scale. It returns nil
// and no findings when there is no such sheet.
func (b *Book) readVPScale() (*teams.Custom, []Finding) {
	if _, ok := b.sheet(teams.SheetVPScale); !ok {
		return nil, nil
	}
	t, findings := b.readTable(teams.SheetVPScale, vpScaleColumns, false)
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
	t, findings := b.readTable(teams.SheetTeams, teamsColumns, false)
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

// readTeamsResults reads the Results sheet of a teams event. Scores are
// settled as for pairs: typed, or computed from the contract, and checked
// against it. A row whose round, board and teams could be read is kept
// even when its score has an error, so that the engine can still check the
// matches; its score then counts as 0.
func (b *Book) readTeamsResults(te *TeamsEvent) []Finding {
	t, findings := b.readTable(teams.SheetResults, teamsResultsColumns, false)
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
	for _, r := range t.rows {
		play := pairs.Row{Line: r.line}
		res := teams.BoardResult{Row: r.line}
		var ok, boardOK bool
		res.Round, ok = groupNumber(t, r, "Round", &findings)
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
			te.Complete = false
			continue
		}
		if b.readPlay(t, r, &play, &findings) {
			var probs []pairs.Problem
			probs = append(probs, pairs.SettleScore(&play)...)
			probs = append(probs, teamsScore(&play, &res, r.cells[rScore])...)
			findings = append(findings, b.Locate(probs)...)
		}
		te.Results = append(te.Results, res)
		te.Play = append(te.Play, play)
	}
	return append(findings, noResults(t)...)
}

const teamsArtificialHint = "in a teams match an artificial score is A+ (+3 IMPs), A= (0) or A- (-3 IMPs) for each side, such as A+/A- or A=/A="

// teamsScore turns a settled score into what the teams engine scores: a
// table score, or an artificial score of Average plus, Average or Average
// minus to each side. Percentages, weighted scores and NP have no meaning in
// a teams match.
func teamsScore(play *pairs.Row, res *teams.BoardResult, typed string) []pairs.Problem {
	problem := func(msg, hint string) []pairs.Problem {
		return []pairs.Problem{{Sheet: teams.SheetResults, Row: play.Line, Column: "Score", Msg: msg, Hint: hint}}
	}
	sc := play.Score
	switch sc.Kind {
	case pairs.Real:
		res.Score = sc.NS
	case pairs.Artificial:
		ns, nsOK := adjusted(sc.NSAward)
		ew, ewOK := adjusted(sc.EWAward)
		if !nsOK || !ewOK {
			return problem(fmt.Sprintf("adjusted score %q gives a percentage, which a teams match cannot score", strings.TrimSpace(typed)), teamsArtificialHint)
		}
		res.NSAdjusted, res.EWAdjusted = ns, ew
	case pairs.Weighted:
		return problem(fmt.Sprintf("weighted score %q cannot be scored in a teams match", strings.TrimSpace(typed)),
			"give the table score, or an artificial score: "+teamsArtificialHint)
	case pairs.NotPlayed:
		return problem("a board not played (NP) cannot be scored in a teams match",
			"give the table that did not play it an artificial score, such as A=/A=, or delete both rows of the board")
	}
	return nil
}

func adjusted(a pairs.Award) (teams.Adjusted, bool) {
	switch a.Kind {
	case pairs.AveragePlus:
		return teams.AveragePlus, true
	case pairs.AverageAward:
		return teams.Average, true
	case pairs.AverageMinus:
		return teams.AverageMinus, true
	}
	return teams.NotAdjusted, false
}
