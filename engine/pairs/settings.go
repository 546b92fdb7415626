package pairs

import (
	"github.com/scorebook/scorebook/internal/lang"

	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/awards"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
)

// Method is the way a board's results are turned into scores.
type Method int

// The scoring methods of the Event sheet's Scoring setting.
const (
	Matchpoints Method = iota
	Ascherman
	Norwegian
	CrossIMPs
	Butler
	Bastille
	TotalPoints
)

// family is what a method's scores are: a share of the board's top, IMPs,
// or points.
type family int

const (
	matchpointFamily family = iota // ranked by percentage
	impFamily
	pointsFamily
)

// methodSpec is a scoring method as the Event sheet names it, and what its
// scores are.
type methodSpec struct {
	names  []string // the contract's spelling first
	family family
	datum  bool   // each board is scored against a datum
	unit   string // what a Score column counts
}

// methods lists the scoring methods, in the order of the Method constants;
// each first name is also a catalogue key, what a summary calls the method.
// A new method is a line here and its algorithm in scoreBoard.
var methods = [...]methodSpec{
	Matchpoints: {names: []string{lang.Key("Matchpoints"), "MP", "Matchpoint"}, family: matchpointFamily, unit: "MP"},
	Ascherman:   {names: []string{lang.Key("Ascherman")}, family: matchpointFamily, unit: "MP"},
	Norwegian:   {names: []string{lang.Key("Norwegian")}, family: matchpointFamily, unit: "MP"},
	CrossIMPs:   {names: []string{lang.Key("Cross-IMPs"), "IMPs across the field"}, family: impFamily, unit: "IMPs"},
	Butler:      {names: []string{lang.Key("Butler")}, family: impFamily, datum: true, unit: "IMPs"},
	Bastille:    {names: []string{lang.Key("Bastille")}, family: impFamily, datum: true, unit: "IMPs"},
	TotalPoints: {names: []string{lang.Key("Total points")}, family: pointsFamily, unit: "Points"},
}

func (m Method) String() string { return methods[m].names[0] }

// IsMatchpoint reports whether the method ranks by percentage: matchpoints,
// Ascherman and Norwegian.
func (m Method) IsMatchpoint() bool { return methods[m].family == matchpointFamily }

// IsIMP reports whether the method scores in IMPs: cross-IMPs, Butler and
// Bastille.
func (m Method) IsIMP() bool { return methods[m].family == impFamily }

// HasDatum reports whether each board is scored against a datum.
func (m Method) HasDatum() bool { return methods[m].datum }

// Unit names what the method's scores count: MP, IMPs or Points.
func (m Method) Unit() string { return methods[m].unit }

func methodChoices() [][]string {
	out := make([][]string, len(methods))
	for i, m := range methods {
		out[i] = m.names
	}
	return out
}

// Scale is the matchpoint scale.
type Scale int

const (
	// European scale: 2 per result beaten, 1 per tie, top 2n−2.
	European Scale = iota
	// American scale: 1 per result beaten, ½ per tie, top n−1.
	American
)

// FieldSetting says how pairs are ranked.
type FieldSetting int

const (
	// AutoField is Howell when any pair sits both NS and EW in a session,
	// else Mitchell.
	AutoField FieldSetting = iota
	// Mitchell ranks NS and EW pairs apart.
	Mitchell
	// Howell ranks every pair in one list.
	Howell
)

// AdjustRule says how Average plus and Average minus are valued.
type AdjustRule int

const (
	// Fixed uses the Event sheet's percentages.
	Fixed AdjustRule = iota
	// SessionRule is Law 12C2: Average plus is the greater of the fixed value
	// and the pair's own percentage on its other boards of the session,
	// Average minus the lesser.
	SessionRule
)

// CrossDivisor says how cross-IMPs on a board are totalled.
type CrossDivisor int

const (
	// PerComparison divides the sum by the number of comparisons.
	PerComparison CrossDivisor = iota
	// TotalComparisons keeps the sum.
	TotalComparisons
)

// Combine is the way sessions are combined into the event's result.
type Combine int

const (
	// Percentages weights each session's percentage by the boards played.
	Percentages Combine = iota
	// NeubergCombine factors every board to the event's largest N.
	NeubergCombine
	// PlainSum adds the matchpoints; every board must have the same top.
	PlainSum
)

// BoardRounding says how each board's points are rounded before they are
// added up.
type BoardRounding int

const (
	// Exact keeps every board's points at full precision.
	Exact BoardRounding = iota
	// OneDecimal rounds each board's points to 0.1, as Magic Contest (the
	// French federation's program) publishes and adds them.
	OneDecimal
	// TwoDecimals rounds each board's points to 0.01.
	TwoDecimals
)

// Round rounds a board's points, halves away from zero.
func (r BoardRounding) Round(x float64) float64 {
	f := 1.0
	switch r {
	case OneDecimal:
		f = 10
	case TwoDecimals:
		f = 100
	default:
		return x
	}
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	// A whisker keeps a half that the binary fraction puts just below it
	// (7.25 is 7.2499999…) a half.
	v := math.Round(x*f+math.Copysign(1e-9, x)) / f
	if v == 0 {
		return 0 // no −0
	}
	return v
}

// Discard is how many of a board's highest and lowest results leave the
// Butler datum: a count, or a share of the results.
type Discard struct {
	Count   int
	Share   float64 // a fraction, 0.1 for "10%"
	IsShare bool
}

// Of returns how many results leave the datum at each end of a board with n
// results. A share is rounded down. At least one result always stays.
func (d Discard) Of(n int) int {
	k := d.Count
	if d.IsShare {
		k = int(math.Floor(d.Share*float64(n) + 1e-9))
	}
	if max := (n - 1) / 2; k > max {
		k = max
	}
	if k < 0 {
		k = 0
	}
	return k
}

// Settings are the Event sheet's settings for a pairs event.
type Settings struct {
	// Language is what members read the results in and the director the
	// messages.
	Language        lang.Lang
	Scoring         Method
	Scale           Scale
	Field           FieldSetting
	Neuberg         bool
	AveragePlus     float64 // percent, 60
	Average         float64 // percent, 50
	AverageMinus    float64 // percent, 40
	AveragePlusRule AdjustRule
	ButlerDiscard   Discard
	CrossIMPs       CrossDivisor
	Sessions        Combine
	BoardPoints     BoardRounding
	// SitOutScored says whether a pair scores on the boards it sits out:
	// SitOutPercent of each board's top (its IMP value at IMPs). Not
	// scored, the pair's percentage is over the boards it played.
	SitOutScored  bool
	SitOutPercent float64
	// Awards is the masterpoint scale the ranking is awarded by: None, the
	// ACBL's club awards, the EBU's local points, or the Awards sheet's
	// points by place (engine/awards).
	Awards awards.Scale
	// HandicapRule says how a pair's handicap is made of its players'
	// Handicap 1 and Handicap 2: their sum or their average.
	HandicapRule HandicapRule
}

// IMPsABoard reports whether a pair's score is IMPs a board: per comparison
// at cross-IMPs, against a datum at Butler and Bastille; cross-IMPs totalled
// over the comparisons are not.
func (s Settings) IMPsABoard() bool {
	return s.Scoring.IsIMP() && !(s.Scoring == CrossIMPs && s.CrossIMPs == TotalComparisons)
}

// HandicapRule is the way the Handicap rule setting makes a pair's
// handicap of its players'.
type HandicapRule int

const (
	// SumHandicaps adds the players' handicaps (EBUScore's "100%").
	SumHandicaps HandicapRule = iota
	// AverageHandicaps averages them (EBUScore's "50%").
	AverageHandicaps
)

// DefaultSettings are the settings of an event whose Event sheet is missing
// or silent.
func DefaultSettings() Settings {
	return Settings{
		Scoring:       Matchpoints,
		Scale:         European,
		Field:         AutoField,
		Neuberg:       true,
		AveragePlus:   60,
		Average:       50,
		AverageMinus:  40,
		ButlerDiscard: Discard{Count: 1},
	}
}

// SettingValue is one row of the Event sheet.
type SettingValue = setting.Value

// yesNo are the spellings of a Yes/No setting (a TRUE or FALSE cell is read
// raw, as 1 or 0).
var yesNo = [][]string{{lang.Key("Yes"), "Y", "True", "On", "1"}, {lang.Key("No"), "N", "False", "Off", "0"}}

// percentSetting reads one of the Average settings.
func percentSetting(dst func(*Settings) *float64) func(*Settings, SettingValue) *problem.Problem {
	return func(s *Settings, v SettingValue) *problem.Problem {
		p, err := ParsePercent(v.Value)
		if err != nil {
			return problem.New("write a percentage such as 60", "%s: %v", v.Name, err)
		}
		*dst(s) = p
		return nil
	}
}

// SettingsTable declares the Event sheet's settings of a pairs event, in
// the order the template lists them: their names, defaults, choices and
// notes. Title and Date are the workbook layer's, to print; so are Club,
// Club ID, Event ID and Charge code (setting.ClubSpecs), to publish.
var SettingsTable = setting.Table[Settings]{
	Sheet:    SheetEvent,
	Defaults: DefaultSettings,
	Specs: slices.Concat([]setting.Spec[Settings]{
		{Names: []string{lang.Key("Title")}, Note: lang.Key("the event's name, printed on every results page")},
		{Names: []string{lang.Key("Date")}, Note: lang.Key("the date of play")},
		setting.LanguageSpec(func(s *Settings) *lang.Lang { return &s.Language }),
	}, setting.ClubSpecs[Settings](), []setting.Spec[Settings]{
		{Names: []string{lang.Key("Scoring")}, Default: "Matchpoints", Note: setting.Names(methodChoices()),
			Choices: methodChoices(), Pick: func(s *Settings, i int) { s.Scoring = Method(i) }},
		{Names: []string{lang.Key("Matchpoint scale")}, Default: "European",
			Note:    lang.Key("European (2 per result beaten, top 2n−2) or American (1 per result beaten, top n−1)"),
			Choices: [][]string{{lang.Key("European")}, {lang.Key("American")}}, Pick: func(s *Settings, i int) { s.Scale = Scale(i) }},
		{Names: []string{lang.Key("Field")}, Default: "Auto", Note: lang.Key("Auto, Mitchell (NS and EW ranked apart) or Howell (one ranking)"),
			Choices: [][]string{{lang.Key("Auto")}, {lang.Key("Mitchell")}, {lang.Key("Howell")}}, Pick: func(s *Settings, i int) { s.Field = FieldSetting(i) }},
		{Names: []string{lang.Key("Neuberg")}, Default: "Yes", Note: lang.Key("factor boards with fewer results to the session's largest board"),
			Choices: yesNo, Pick: func(s *Settings, i int) { s.Neuberg = i == 0 }},
		{Names: []string{lang.Key("Average plus")}, Default: "60", Note: lang.Key("percent given for A+"),
			Read: percentSetting(func(s *Settings) *float64 { return &s.AveragePlus })},
		{Names: []string{lang.Key("Average")}, Default: "50", Note: lang.Key("percent given for A="),
			Read: percentSetting(func(s *Settings) *float64 { return &s.Average })},
		{Names: []string{lang.Key("Average minus")}, Default: "40", Note: lang.Key("percent given for A-"),
			Read: percentSetting(func(s *Settings) *float64 { return &s.AverageMinus })},
		{Names: []string{lang.Key("Average plus rule")}, Default: "Fixed",
			Note:    lang.Key("Fixed, or Session (Law 12C2: the greater of A+ and the pair's own session percentage)"),
			Choices: [][]string{{lang.Key("Fixed")}, {lang.Key("Session")}}, Pick: func(s *Settings, i int) { s.AveragePlusRule = AdjustRule(i) }},
		{Names: []string{lang.Key("Butler discard")}, Default: "1",
			Note: lang.Key("Butler and Bastille: highest and lowest results left out of the datum, a count (1) or a share (10%)"),
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				d, err := parseDiscard(v.Value)
				if err != nil {
					return problem.New("write a count such as 1 or a share such as 10%", "Butler discard: %v", err)
				}
				s.ButlerDiscard = d
				return nil
			}},
		{Names: []string{lang.Key("Cross-IMPs")}, Default: "Per comparison", Note: lang.Key("Per comparison (sum divided by comparisons) or Total"),
			Choices: [][]string{{lang.Key("Per comparison")}, {lang.Key("Total")}}, Pick: func(s *Settings, i int) { s.CrossIMPs = CrossDivisor(i) }},
		{Names: []string{lang.Key("Sessions")}, Default: "Percentages",
			Note:    lang.Key("how sessions combine: Percentages (board-weighted), Neuberg, Matchpoints (plain sum)"),
			Choices: [][]string{{lang.Key("Percentages")}, {lang.Key("Neuberg")}, {lang.Key("Matchpoints")}}, Pick: func(s *Settings, i int) { s.Sessions = Combine(i) }},
		{Names: []string{lang.Key("Board points")}, Default: "Exact",
			Note:    lang.Key("Exact, or each board's points rounded before they are added up: 1 decimal (as Magic Contest, the FFB's program) or 2 decimals"),
			Choices: [][]string{{lang.Key("Exact")}, {lang.Key("1 decimal"), "One decimal", "0.1"}, {lang.Key("2 decimals"), "Two decimals", "0.01"}},
			Pick:    func(s *Settings, i int) { s.BoardPoints = BoardRounding(i) }},
		{Names: []string{lang.Key("Sit-out"), "Sit out", "Sitout", "Sit-outs"}, Default: "Not scored",
			Note:    lang.Key("a pair sitting out (a Results row with nobody against it): Not scored (its percentage is over the boards it played), or a percentage such as 60% on each board it sits out"),
			Choices: [][]string{{lang.Key("Not scored"), "No", "None"}, {"50%"}, {"60%"}},
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				if i, ok := setting.Match(v.Value, []string{"Not scored", "No", "None", "Unscored"}); ok && i == 0 {
					s.SitOutScored, s.SitOutPercent = false, 0
					return nil
				}
				p, err := ParsePercent(v.Value)
				if err != nil {
					return problem.New("write Not scored, or a percentage such as 60%", "Sit-out: %v", err)
				}
				s.SitOutScored, s.SitOutPercent = true, p
				return nil
			}},
		{Names: []string{lang.Key("Awards"), "Masterpoints", "Master points"}, Default: "None",
			Note:    lang.Key("masterpoints on the Ranking (an Award column, what each player gets): None, ACBL club (the ACBL's club section awards), EBU local (the EBU's local points, club scale), or Table (the Awards sheet's Place and Points)"),
			Choices: [][]string{{lang.Key("None"), "No"}, {lang.Key("ACBL club"), "ACBL"}, {lang.Key("EBU local"), "EBU"}, {lang.Key("Table")}},
			Pick:    func(s *Settings, i int) { s.Awards = awards.Scale(i) }},
		{Names: []string{lang.Key("Handicap rule")}, Default: "Sum",
			Note:    lang.Key("with Handicap 1 and Handicap 2 columns in Pairs: a pair's handicap is the Sum of its players' or their Average"),
			Choices: [][]string{{lang.Key("Sum"), "100%"}, {lang.Key("Average"), "50%"}},
			Pick:    func(s *Settings, i int) { s.HandicapRule = HandicapRule(i) }},
	}),
}

// ParseSettings reads the Event sheet's rows. Unknown settings are reported as
// warnings; a bad value is an error naming the setting's row and leaves the
// default in place.
func ParseSettings(values []SettingValue) (Settings, []problem.Problem) {
	return SettingsTable.Parse(values)
}

// ParsePercent reads a percentage: "60", "60%", "55.5 %". A bare fraction at
// most 1 (a cell formatted as a percentage holds 0.6) is read as a share.
func ParsePercent(text string) (float64, error) {
	t := strings.TrimSpace(text)
	hasSign := strings.HasSuffix(t, "%")
	t = strings.TrimSpace(strings.TrimSuffix(t, "%"))
	p, err := strconv.ParseFloat(strings.ReplaceAll(t, ",", "."), 64)
	if err != nil || math.IsNaN(p) || math.IsInf(p, 0) {
		return 0, fmt.Errorf("%q is not a percentage", strings.TrimSpace(text))
	}
	if !hasSign && p > 0 && p <= 1 {
		p *= 100
	}
	if p < 0 || p > 100 {
		return 0, fmt.Errorf("%s%% is not between 0%% and 100%%", strconv.FormatFloat(p, 'f', -1, 64))
	}
	return p, nil
}

// parseDiscard reads a Butler discard: a count ("1", "2"), or a share typed
// with its percent sign ("10%") or held by a percentage cell as a fraction
// below 1 (0.1).
func parseDiscard(text string) (Discard, error) {
	t := strings.TrimSpace(text)
	share := func(p float64) (Discard, error) {
		if p >= 50 {
			return Discard{}, fmt.Errorf("%s%% leaves no result for the datum", strconv.FormatFloat(p, 'f', -1, 64))
		}
		return Discard{Share: p / 100, IsShare: true}, nil
	}
	if strings.HasSuffix(t, "%") {
		p, err := ParsePercent(t)
		if err != nil {
			return Discard{}, err
		}
		return share(p)
	}
	f, ok := setting.Number(t)
	switch {
	case ok && f > 0 && f < 1:
		return share(f * 100)
	case !ok || f != math.Trunc(f) || f < 0 || f > 1000:
		return Discard{}, fmt.Errorf("%q is not a count or a share", t)
	}
	return Discard{Count: int(f)}, nil
}
