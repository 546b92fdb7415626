package grading

import (
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/internal/lang"
)

// SettingValue is one row of the Grading sheet.
type SettingValue = setting.Value

// SettingsTable declares the Grading sheet's settings, in the order the
// template lists them. Title is the workbook layer's, to print; As of is
// read from the row's Date, which the workbook layer fills in.
var SettingsTable = setting.Table[Settings]{
	Sheet:    SheetGrading,
	Defaults: DefaultSettings,
	Specs: []setting.Spec[Settings]{
		{Names: []string{lang.Key("Title")}, Note: lang.Key("the association or list's name, printed on every page")},
		{Names: []string{lang.Key("As of"), "As at"}, Note: lang.Key("the date of the ranking list (a date); empty: the date of the latest game"),
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				switch {
				case v.DateErr != nil:
					hint := "type a date, such as 2026-03-14"
					if h := problem.Hint(v.DateErr); h != "" {
						hint = h
					}
					return problem.New(hint, "as of %s", strings.TrimPrefix(v.DateErr.Error(), "date "))
				case v.Date.IsZero():
					return problem.New("type a date, such as 2026-03-14", "as of %q is not a date", strings.TrimSpace(v.Value))
				}
				s.AsOf = v.Date
				return nil
			}},
		setting.LanguageSpec(func(s *Settings) *lang.Lang { return &s.Language }),
		{Names: []string{lang.Key("Minimum games"), "Min games", "Minimum"}, Default: "10", Note: lang.Key("games in the window a player needs to be ranked"),
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				n, ok := setting.Whole(v.Value)
				if !ok || n < 0 {
					return problem.New("write a whole number such as 10", "minimum games %q is not a number of games", strings.TrimSpace(v.Value))
				}
				s.MinimumGames = n
				return nil
			}},
		{Names: []string{lang.Key("Window months"), "Window"}, Default: "12", Note: lang.Key("months, ending at As of, in which those games count"),
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				n, ok := setting.Whole(v.Value)
				if !ok || n < 1 || n > 1200 {
					return problem.New("write a whole number of months such as 12", "window months %q is not a number of months", strings.TrimSpace(v.Value))
				}
				s.WindowMonths = n
				return nil
			}},
		{Names: []string{lang.Key("System"), "Grading system"}, Default: "Index/Grade",
			Note:    lang.Key("Index/Grade (Nel's Index and Grade, 2001) or DG (Dynamic Grading, Nel 2013)"),
			Choices: systemChoices,
			Pick:    func(s *Settings, i int) { s.System = System(i) }},
		{Names: []string{lang.Key("Precision")}, Default: "Official",
			Note:    lang.Key("Index/Grade: Official (unrounded from game to game, as the official computation) or Table (each adjustment rounded, as the table)"),
			Choices: precisionChoices,
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				p, _, err := ParsePrecision(v.Value)
				if err != nil {
					return problem.New("write Official (unrounded, the official computation) or Table (whole-number adjustments, as the table)", "precision %q is not Official or Table", strings.TrimSpace(v.Value))
				}
				s.Precision = p
				return nil
			}},
		setting.NumberSpec([]string{lang.Key("DG start M")}, lang.Word("dG start M"), "24", lang.Key("DG: the modulator M of a player's first games"), 1, 1000,
			func(s *Settings) *float64 { return &s.DG.StartM }),
		setting.WholeSpec([]string{lang.Key("DG start games")}, lang.Word("dG start games"), "34", lang.Key("DG: how many of a player's first games use the start M"), 0, 100000,
			func(s *Settings) *int { return &s.DG.StartGames }),
		setting.NumberSpec([]string{lang.Key("DG M base")}, lang.Word("dG M base"), "9.56", lang.Key("DG: after the start games, M = min(DG M cap, DG M base + DG M per SD × RSD)"), 0, 1000,
			func(s *Settings) *float64 { return &s.DG.MBase }),
		setting.NumberSpec([]string{lang.Key("DG M per SD")}, lang.Word("dG M per SD"), "0.58", lang.Key("DG: M rises by this for each point of RSD"), 0, 1000,
			func(s *Settings) *float64 { return &s.DG.MPerSD }),
		setting.NumberSpec([]string{lang.Key("DG M cap")}, lang.Word("dG M cap"), "37.7", lang.Key("DG: the largest M"), 0, 1000,
			func(s *Settings) *float64 { return &s.DG.MCap }),
		setting.WholeSpec([]string{lang.Key("DG SD window")}, lang.Word("dG SD window"), "35", lang.Key("DG: RSD is the standard deviation of this many of the player's latest grades (the start grade counts)"), 1, 100000,
			func(s *Settings) *int { return &s.DG.SDWindow }),
		setting.NumberSpec([]string{lang.Key("GC class 1 weight")}, lang.Word("gC class 1 weight"), "1.2", lang.Key("GC: the weight of a game's change of grade in a Class 1 (championship) event"), 0, 10,
			func(s *Settings) *float64 { return &s.GC.Weight[0] }),
		setting.NumberSpec([]string{lang.Key("GC class 2 weight")}, lang.Word("gC class 2 weight"), "1", lang.Key("GC: the weight in a Class 2 (normal) event"), 0, 10,
			func(s *Settings) *float64 { return &s.GC.Weight[1] }),
		setting.NumberSpec([]string{lang.Key("GC class 3 weight")}, lang.Word("gC class 3 weight"), "0.8", lang.Key("GC: the weight in a Class 3 (consolation or plate) event"), 0, 10,
			func(s *Settings) *float64 { return &s.GC.Weight[2] }),
		setting.WholeSpec([]string{lang.Key("GC ASGA games")}, lang.Word("gC ASGA games"), "10", lang.Key("GC: Automatic Start Grade Adjustment after a player's first this many games (0: none)"), 0, 100000,
			func(s *Settings) *int { return &s.GC.ASGAGames }),
		setting.NumberSpec([]string{lang.Key("GC ASGA threshold")}, lang.Word("gC ASGA threshold"), "85", lang.Key("GC: the start grade is replaced by the Performance Grade when it differs from the grade by more than this"), 0, 10000,
			func(s *Settings) *float64 { return &s.GC.ASGAThreshold }),
		setting.NumberSpec([]string{lang.Key("GC minimum grade")}, lang.Word("gC minimum grade"), "1200", lang.Key("GC: the lowest grade the ranking list ranks"), -10000, 10000,
			func(s *Settings) *float64 { return &s.GC.MinimumGrade }),
		setting.NumberSpec([]string{lang.Key("AHS handicap points")}, lang.Word("aHS handicap points"), "10", lang.Key("AHS: the index points a handicap game moves"), 0, 1000,
			func(s *Settings) *float64 { return &s.AHS.HandicapPoints }),
		setting.NumberSpec([]string{lang.Key("AHS level points")}, lang.Word("aHS level points"), "10", lang.Key("AHS: the index points a level game between equal handicaps moves"), 0, 1000,
			func(s *Settings) *float64 { return &s.AHS.LevelBase }),
		setting.NumberSpec([]string{lang.Key("AHS level points per handicap")}, lang.Word("aHS level points per handicap"), "1", lang.Key("AHS: added to a level game's points for each whole handicap by which the winner's is the higher, taken off when the lower"), 0, 1000,
			func(s *Settings) *float64 { return &s.AHS.LevelPerHandicap }),
		setting.NumberSpec([]string{lang.Key("AHS level most points")}, lang.Word("aHS level most points"), "19", lang.Key("AHS: the most a level game moves"), 0, 1000,
			func(s *Settings) *float64 { return &s.AHS.LevelMost }),
		setting.NumberSpec([]string{lang.Key("AHS level least points")}, lang.Word("aHS level least points"), "1", lang.Key("AHS: the least a level game moves"), 0, 1000,
			func(s *Settings) *float64 { return &s.AHS.LevelLeast }),
		{Names: []string{lang.Key("AHS changes")}, Default: "End of event",
			Note:    lang.Key("AHS: handicaps change at the End of event (the last day of an Event's games closes it; a game with no Event closes with its day) or at the End of day"),
			Choices: changeAtChoices,
			Pick:    func(s *Settings, i int) { s.AHS.ChangeAt = ChangeAt(i) }},
		triggerSpec(lang.Key("AC trigger points"), DefaultACTriggers(), func(s *Settings) *string { return &s.AHS.AC }),
		triggerSpec(lang.Key("GC trigger points"), DefaultGCTriggers(), func(s *Settings) *string { return &s.AHS.GC }),
		{Names: []string{lang.Key("Code")}, Default: "AC",
			Note:    lang.Key("AC (Association Croquet) or GC (Golf Croquet): the code the Ranking grades; the Games rows of the other code are left out of it"),
			Choices: codeChoices,
			Pick:    func(s *Settings, i int) { s.Code = Code(i) }},
	},
}

// triggerSpec is the spec of a code's trigger-point table, typed as
// handicap:index pairs.
func triggerSpec(name string, def []Trigger, field func(*Settings) *string) setting.Spec[Settings] {
	return setting.Spec[Settings]{Names: []string{name}, Default: FormatTriggers(def),
		Note: lang.Key("AHS: each handicap and its trigger point, handicap:index, separated by commas"),
		Read: func(s *Settings, v SettingValue) *problem.Problem {
			t, err := ParseTriggers(v.Value)
			if err != nil {
				return problem.New("type each handicap and its trigger point, such as 12:1100, 11:1150, 10:1200", "trigger points: %v", err)
			}
			*field(s) = FormatTriggers(t)
			return nil
		}}
}

// ParseSettings reads the Grading sheet's rows. A bad value is an error on
// its row and leaves the default in place, so that the games are still
// checked; an unknown setting is a warning. As of is read from the row's
// Date, which the workbook layer fills in.
//
// Precision's former name Published is read as Table with a warning that
// it was renamed, and Precision Table with System DG is a warning: DG has
// no table, its grades are kept unrounded.
func ParseSettings(values []SettingValue) (Settings, []problem.Problem) {
	s, probs := SettingsTable.Parse(values)
	for _, v := range values {
		if !setting.Is(v.Name, "Precision") {
			continue
		}
		if p, renamed, err := ParsePrecision(v.Value); err == nil && renamed && p == s.Precision {
			probs = append(probs, problem.Problem{Sheet: SheetGrading, Row: v.Line, Column: "Value", Warning: true,
				Hint: "write Table to keep this, or Official (the default) for the official computation, unrounded from game to game"}.
				Says("precision %q was renamed Table: read as Table, each adjustment rounded as the adjustment table", strings.TrimSpace(v.Value)))
		}
		break
	}
	if s.System == DG && s.Precision == Table {
		probs = append(probs, problem.Problem{Sheet: SheetGrading, Column: "Precision", Warning: true,
			Msg:  "precision Table applies to the Index/Grade system only: DG grades are kept unrounded",
			Hint: "leave Precision empty with System DG"})
	}
	return s, probs
}

// Graded reports whether a game of the given Type is graded: a 26-point
// Advanced Singles game, typed as nothing, AS, Advanced Singles, 26-point
// Advanced Singles, 26pt AS and the like, in any case and spacing.
func Graded(gameType string) bool {
	k := setting.Key(gameType)
	if k == "" {
		return true
	}
	for _, prefix := range []string{"26point", "26pt", "26"} {
		if strings.HasPrefix(k, prefix) {
			k = k[len(prefix):]
			break
		}
	}
	switch k {
	case "as", "advancedsingles", "advsingles":
		return true
	}
	return false
}
