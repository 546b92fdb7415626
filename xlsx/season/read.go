package season

import (
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/xlsx"
)

// The season workbook's sheets are read by their names, or by their names
// in the languages (scorebook new season --lang nl).
var (
	_ = xlsx.SheetAliases(season.SheetSeason)
	_ = xlsx.SheetAliases(season.SheetCompetitions)
	_ = xlsx.SheetAliases(season.SheetPlayers)
)

// Reads are the sheets of a season workbook that are read.
var Reads = []string{season.SheetSeason, season.SheetCompetitions, season.SheetPlayers}

var (
	competitionColumns = []xlsx.Column{
		{Name: "Name", Aliases: []string{"Competition"}, Required: true},
		{Name: "Rule", Required: true},
		{Name: "Partnership", Aliases: []string{"Pairs"}},
		{Name: "Best", Aliases: []string{"Best of"}},
		{Name: "Minimum", Aliases: []string{"Min", "Minimum nights"}},
		{Name: "Points", Aliases: []string{"Points table"}},
		{Name: "IMP rule", Aliases: []string{"IMPs"}},
	}
	playerColumns = []xlsx.Column{
		{Name: "Name", Aliases: []string{"Player"}, Required: true},
		{Name: "Same as", Aliases: []string{"Same player as", "Is"}, Required: true},
	}
)

// Workbook is a season workbook as read: its title and settings, its
// competitions and the Players sheet's merges.
type Workbook struct {
	Title        string
	Settings     season.Settings
	Competitions []season.Competition
	Merges       []season.Merge
}

// Season is what the workbook asks of the nights: its competitions,
// merges and handicap rule over them.
func (w *Workbook) Season(nights []season.Night) season.Season {
	return season.Season{Nights: nights, Competitions: w.Competitions, Merges: w.Merges,
		Handicapping: w.Settings.Handicapping}
}

// Read reads a season workbook's Season, Competitions and Players sheets
// (Season and Players may be left out). It returns every problem, placed
// at its cell.
func Read(b *xlsx.Book) (*Workbook, []problem.Problem) {
	w := &Workbook{Settings: season.SettingsTable.Defaults()}
	var probs []problem.Problem
	if b.HasSheet(season.SheetSeason) {
		values, ps := b.ReadSettings(season.SheetSeason)
		probs = append(probs, ps...)
		w.Title = xlsx.SettingText(values, "Title")
		settings, sp := season.ParseSettings(values)
		probs = append(probs, b.Place(sp)...)
		w.Settings = settings
	}
	b.SetLanguage(w.Settings.Language)
	t, ps := b.ReadTable(season.SheetCompetitions, competitionColumns)
	probs = append(probs, ps...)
	if t != nil {
		var rows []season.CompetitionRow
		for _, r := range t.Rows {
			c := r.Cells
			rows = append(rows, season.CompetitionRow{Line: r.Line, Name: c[0], Rule: c[1], Partnership: c[2], Best: c[3], Minimum: c[4], Points: c[5], IMPRule: c[6]})
		}
		comps, cp := season.ParseCompetitions(rows)
		w.Competitions = comps
		probs = append(probs, b.Place(cp)...)
		if len(rows) == 0 {
			probs = append(probs, problem.Problem{Sheet: t.Sheet}.Says("%s lists no competitions", t.Sheet).
				Hinting("give each competition a row: its Name, and its Rule, Championship or Ladder"))
		}
	}
	if b.HasSheet(season.SheetPlayers) {
		t, ps := b.ReadTable(season.SheetPlayers, playerColumns)
		probs = append(probs, ps...)
		if t != nil {
			for _, r := range t.Rows {
				m := season.Merge{Name: strings.TrimSpace(r.Cells[0]), SameAs: strings.TrimSpace(r.Cells[1]), Line: r.Line}
				switch {
				case m.Name == "":
					probs = append(probs, t.Problem(r.Line, "Name", "give the name as a night spells it, beside the name it is the same player as", "the name is missing"))
				case m.SameAs == "":
					probs = append(probs, t.Problem(r.Line, "Same as", "give the name the player is known by, or delete the row", "%q is the same as whom?", m.Name))
				default:
					w.Merges = append(w.Merges, m)
				}
			}
		}
	}
	return w, probs
}
