package pairs

import (
	"fmt"
	"math"
	"strconv"
	"strings"

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

var methodNames = []string{"Matchpoints", "Ascherman", "Norwegian", "Cross-IMPs", "Butler", "Bastille", "Total points"}

func (m Method) String() string { return methodNames[m] }

// IsMatchpoint reports whether the method ranks by percentage: matchpoints,
// Ascherman and Norwegian.
func (m Method) IsMatchpoint() bool { return m <= Norwegian }

// IsIMP reports whether the method scores in IMPs: cross-IMPs, Butler and
// Bastille.
func (m Method) IsIMP() bool { return m >= CrossIMPs && m <= Bastille }

// HasDatum reports whether each board is scored against a datum.
func (m Method) HasDatum() bool { return m == Butler || m == Bastille }

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
}

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

// eventSettings are the Event sheet's settings, in the spelling of the
// contract; Title and Date are the workbook layer's, to print.
var eventSettings = [][]string{
	{"Title"}, {"Date"}, {"Scoring"}, {"Matchpoint scale"}, {"Field"}, {"Neuberg"},
	{"Average plus"}, {"Average"}, {"Average minus"}, {"Average plus rule"},
	{"Butler discard"}, {"Cross-IMPs"}, {"Sessions"},
}

// ParseSettings reads the Event sheet's rows. Unknown settings are reported as
// warnings; a bad value is an error naming the setting's row and leaves the
// default in place.
func ParseSettings(values []SettingValue) (Settings, []Problem) {
	s := DefaultSettings()
	sh := setting.Sheet{Name: "Event", Known: eventSettings}
	pick := func(v SettingValue, dst *int, choices ...[]string) {
		if i, ok := sh.Choose(v, choices...); ok {
			*dst = i
		}
	}
	for _, v := range sh.Rows(values) {
		switch v.Name {
		case "Scoring":
			m := int(s.Scoring)
			pick(v, &m, []string{"Matchpoints", "MP", "Matchpoint"}, []string{"Ascherman"}, []string{"Norwegian"},
				[]string{"Cross-IMPs", "IMPs across the field"}, []string{"Butler"},
				[]string{"Bastille"}, []string{"Total points"})
			s.Scoring = Method(m)
		case "Matchpoint scale":
			m := int(s.Scale)
			pick(v, &m, []string{"European"}, []string{"American"})
			s.Scale = Scale(m)
		case "Field":
			m := int(s.Field)
			pick(v, &m, []string{"Auto"}, []string{"Mitchell"}, []string{"Howell"})
			s.Field = FieldSetting(m)
		case "Neuberg":
			if m, ok := sh.Choose(v, []string{"Yes", "Y", "True", "On", "1"}, []string{"No", "N", "False", "Off", "0"}); ok {
				s.Neuberg = m == 0
			}
		case "Average plus", "Average", "Average minus":
			p, err := ParsePercent(v.Value)
			if err != nil {
				sh.Bad(v, fmt.Sprintf("%s: %v", v.Name, err), "write a percentage such as 60")
				continue
			}
			switch v.Name {
			case "Average plus":
				s.AveragePlus = p
			case "Average":
				s.Average = p
			default:
				s.AverageMinus = p
			}
		case "Average plus rule":
			m := int(s.AveragePlusRule)
			pick(v, &m, []string{"Fixed"}, []string{"Session"})
			s.AveragePlusRule = AdjustRule(m)
		case "Butler discard":
			d, err := parseDiscard(v.Value)
			if err != nil {
				sh.Bad(v, fmt.Sprintf("Butler discard: %v", err), "write a count such as 1 or a share such as 10%")
				continue
			}
			s.ButlerDiscard = d
		case "Cross-IMPs":
			m := int(s.CrossIMPs)
			pick(v, &m, []string{"Per comparison"}, []string{"Total"})
			s.CrossIMPs = CrossDivisor(m)
		case "Sessions":
			m := int(s.Sessions)
			pick(v, &m, []string{"Percentages"}, []string{"Neuberg"}, []string{"Matchpoints"})
			s.Sessions = Combine(m)
		}
	}
	return s, sh.Problems()
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
