package season

import (
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/internal/lang"
)

// SheetSeason is the season workbook's settings sheet.
const SheetSeason = "Season"

// Settings are the Season sheet's settings.
type Settings struct {
	// Language is the language of the season's sheets and messages.
	Language lang.Lang
	// Handicapping is the rule of the Handicaps sheet's proposals.
	Handicapping Handicapping
}

// SettingsTable declares the Season sheet's settings: Title is the
// workbook layer's, to print.
var SettingsTable = setting.Table[Settings]{
	Sheet:    SheetSeason,
	Defaults: func() Settings { return Settings{Language: lang.English, Handicapping: DefaultHandicapping()} },
	Specs: []setting.Spec[Settings]{
		{Names: []string{lang.Key("Title")}, Note: lang.Key("the season's name, printed on every page: Hartfield Bridge Club 2026")},
		setting.LanguageSpec(func(s *Settings) *lang.Lang { return &s.Language }),
		setting.NumberSpec([]string{lang.Key("Handicap factor")}, lang.Word("handicap factor"), "0.5",
			lang.Key("the Handicaps sheet proposes (50% − the player's average) × this, in percent: 0.5 is EBUScore's NGS handicaps, with the nights' Handicap rule Sum; 1 with Average"), 0, 10,
			func(s *Settings) *float64 { return &s.Handicapping.Factor }),
		setting.NumberSpec([]string{lang.Key("Handicap step")}, lang.Word("handicap step"), "1",
			lang.Key("a proposed handicap is rounded to this (halves away from zero): 1 for whole percents as EBUScore's, 0.5, or 0 for none"), 0, 10,
			func(s *Settings) *float64 { return &s.Handicapping.Step }),
		setting.NumberSpec([]string{lang.Key("Handicap most")}, lang.Word("handicap most"), "6",
			lang.Key("the largest handicap proposed, either way: EBUScore's NGS handicaps run from −6 to +6; 0 for no limit"), 0, 100,
			func(s *Settings) *float64 { return &s.Handicapping.Most }),
		setting.WholeSpec([]string{lang.Key("Handicap nights")}, lang.Word("handicap nights"), "5",
			lang.Key("a player is proposed a handicap after this many matchpoint nights of the season"), 0, 1000,
			func(s *Settings) *int { return &s.Handicapping.Minimum }),
		window,
	},
}

// window is the Handicap window setting: empty (as the template leaves
// it) or 0, every night; the number, the player's latest nights.
var window = func() setting.Spec[Settings] {
	sp := setting.WholeSpec([]string{lang.Key("Handicap window")}, lang.Word("handicap window"), "0",
		lang.Key("the Handicaps sheet averages each player's latest this many matchpoint nights (Rhayader Bridge Club's are the last 10); empty or 0: all their nights of the season"), 0, 1000,
		func(s *Settings) *int { return &s.Handicapping.Window })
	sp.Default = ""
	return sp
}()

// ParseSettings reads the Season sheet's rows.
func ParseSettings(values []setting.Value) (Settings, []problem.Problem) {
	return SettingsTable.Parse(values)
}

// CompetitionRow is one row of the Competitions sheet, its cells as typed.
type CompetitionRow struct {
	Line                                           int
	Name, Rule, Partnership, Best, Minimum, Points string
	IMPRule                                        string
}

// Rules are the Rule column's choices, the contract's spelling first.
var Rules = [][]string{{lang.Key("Championship")}, {lang.Key("Ladder")}}

// IMPRules are the IMP rule column's named choices: Refuse (a night at
// IMPs is an error in a championship) and NGS (NGSIMPRate); a number is a
// rate of its own.
var IMPRules = [][]string{{lang.Key("Refuse"), "No", "None"}, {lang.Key("NGS"), "EBU", "EBU NGS"}}

var yesNo = [][]string{{lang.Key("Yes"), "Y", "True"}, {lang.Key("No"), "N", "False"}}

// forbidden are the characters a sheet's name cannot hold, which a
// competition's name, the name of its sheet, cannot either.
const forbidden = `[]:*?/\`

// rowProblem is a problem of a cell of the Competitions sheet.
func rowProblem(line int, column, hint, format string, args ...any) problem.Problem {
	return problem.New(hint, format, args...).At(SheetCompetitions, line, column)
}

// ParseCompetitions reads the Competitions sheet's rows. Every problem of
// every row is returned; a row with an error is left out.
func ParseCompetitions(rows []CompetitionRow) ([]Competition, []problem.Problem) {
	var out []Competition
	var probs []problem.Problem
	names := map[string]int{} // folded name → its row
	for _, r := range rows {
		n := len(probs)
		c := Competition{Name: strings.Join(strings.Fields(r.Name), " "), Line: r.Line}
		switch {
		case c.Name == "":
			probs = append(probs, rowProblem(r.Line, "Name", "name the competition: its results are written in a sheet of that name", "the competition has no name"))
		case strings.ContainsAny(c.Name, forbidden) || len([]rune(c.Name)) > 31:
			probs = append(probs, rowProblem(r.Line, "Name", "a sheet's name has at most 31 letters, and no brackets, colons, stars, question marks or slashes", "%q cannot name a sheet", c.Name))
		case names[setting.Key(c.Name)] > 0:
			probs = append(probs, rowProblem(r.Line, "Name", "give each competition a name of its own", "%q is the name of the competition of row %d too", c.Name, names[setting.Key(c.Name)]))
		case setting.Is(c.Name, SheetSeason) || setting.Is(c.Name, SheetCompetitions) || setting.Is(c.Name, SheetPlayers) ||
			setting.Is(c.Name, SheetCards) || setting.Is(c.Name, SheetHandicaps): // in any language: Spelers is Players
			probs = append(probs, rowProblem(r.Line, "Name", "give the competition another name", "%q is the name of one of the season workbook's sheets", c.Name))
		}
		if c.Name != "" {
			names[setting.Key(c.Name)] = r.Line
		}
		if i, ok := setting.Match(r.Rule, Rules...); ok {
			c.Rule = Rule(i + 1)
		} else {
			probs = append(probs, rowProblem(r.Line, "Rule", "write Championship (the average percentage of the best nights) or Ladder (points for places)", "rule %q is not Championship or Ladder", strings.TrimSpace(r.Rule)))
		}
		if strings.TrimSpace(r.Partnership) != "" {
			if i, ok := setting.Match(r.Partnership, yesNo...); ok {
				c.Partnership = i == 0
			} else {
				probs = append(probs, rowProblem(r.Line, "Partnership", "write Yes (pairs of the same two players are ranked) or No (players are)", "partnership %q is not Yes or No", strings.TrimSpace(r.Partnership)))
			}
		}
		if s := strings.TrimSpace(r.Best); s != "" {
			if v, ok := setting.Whole(s); ok && v >= 1 {
				c.Best = v
			} else {
				probs = append(probs, rowProblem(r.Line, "Best", "give how many of each player's nights count, such as 10, or leave it empty for all of them", "best %q is not a number of nights", s))
			}
		}
		if s := strings.TrimSpace(r.Minimum); s != "" {
			if v, ok := setting.Whole(s); ok && v >= 0 {
				c.Minimum = v
			} else {
				probs = append(probs, rowProblem(r.Line, "Minimum", "give how many nights a player must play to be ranked, such as 5, or leave it empty", "minimum %q is not a number of nights", s))
			}
		}
		if s := strings.TrimSpace(r.Points); s != "" {
			for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ';' || r == ',' }) {
				v, ok := setting.Number(f)
				if !ok || v < 0 {
					probs = append(probs, rowProblem(r.Line, "Points", "list the points for 1st, 2nd, 3rd … separated by spaces: 10 8 6 5 4 3 2 1", "points %q: %q is not a number of points", s, f))
					break
				}
				c.Points = append(c.Points, v)
			}
		}
		if s := strings.TrimSpace(r.IMPRule); s != "" {
			if i, ok := setting.Match(s, IMPRules...); ok {
				c.IMPRate = []float64{0, NGSIMPRate}[i]
			} else if v, ok := setting.Number(s); ok && v > 0 && v <= 50 {
				c.IMPRate = v
			} else {
				probs = append(probs, rowProblem(r.Line, "IMP rule", "write Refuse, NGS (50% and 6.5% for each IMP a board), or the percent one IMP a board is worth, such as 6.5", "IMP rule %q is not Refuse, NGS or a percent for an IMP a board", s))
			}
		}
		if len(probs) == n {
			out = append(out, c)
		}
	}
	return out, probs
}
