package teams

import (
	"github.com/scorebook/scorebook/internal/lang"

	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
)

// Settings are the Event sheet's settings for a teams event. The zero
// Settings mean WBF continuous and 0 VPs for a bye; DefaultSettings gives
// the Event sheet's defaults.
type Settings struct {
	// Language is what members read the results in and the director the
	// messages.
	Language lang.Lang
	// Scale converts each match's IMP margin into VPs; nil means the
	// default, WBF continuous. With None teams rank by IMPs.
	Scale Scale
	// ByeVP is what a team without an opponent in a round gets (Event
	// setting "Bye VP"). With None a bye is worth 0 IMPs and no VPs.
	ByeVP float64
	// ByeVPSet reports whether the Event sheet gave Bye VP. When it did
	// not, a bye on a scale that is not out of 20 is scored at the default
	// and warned about.
	ByeVPSet bool
}

// DefaultByeVP is the Event sheet's default Bye VP, whatever the scale: a
// director using a 30-point or custom scale should set Bye VP.
const DefaultByeVP = 12

// DefaultSettings are the settings of an Event sheet left empty: WBF
// continuous and 12 VPs for a bye.
func DefaultSettings() Settings {
	return Settings{Scale: WBFContinuous{}, ByeVP: DefaultByeVP}
}

// SettingValue is one row of the Event sheet.
type SettingValue = setting.Value

// SettingsTable declares the Event sheet's settings of a teams event, in
// the order the template lists them. Title and Date are the workbook
// layer's, to print; so are Club, Club ID, Event ID and Charge code
// (setting.ClubSpecs), to publish.
//
// The Custom VP scale comes back without its table (NeedsVPScale reports
// it): Score makes it of the VP Scale sheet's rows.
var SettingsTable = setting.Table[Settings]{
	Sheet:    SheetEvent,
	Defaults: DefaultSettings,
	Specs: slices.Concat([]setting.Spec[Settings]{
		{Names: []string{lang.Key("Title")}, Note: lang.Key("the event's name, printed on every results page")},
		{Names: []string{lang.Key("Date")}, Note: lang.Key("the date of play")},
		setting.LanguageSpec(func(s *Settings) *lang.Lang { return &s.Language }),
	}, setting.ClubSpecs[Settings](), []setting.Spec[Settings]{
		{Names: []string{lang.Key("Scoring")}, Default: "IMPs", Note: lang.Key("a teams event is scored in IMPs"), Choices: [][]string{{lang.Key("IMPs"), "IMP"}},
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				value := strings.TrimSpace(v.Value)
				if _, ok := setting.Match(value, []string{"IMPs", "IMP"}); !ok {
					return problem.New("write IMPs; a pairs event has a Pairs sheet instead of Teams",
						"scoring %q is not IMPs: a teams event is scored in IMPs", value)
				}
				return nil
			}},
		{Names: []string{lang.Key("VP scale")}, Default: NameWBFContinuous,
			Note:    lang.Key("WBF continuous (0–20, two decimals), WBF discrete (whole VPs), ACBL 20 and ACBL 30 (6–11 board matches), Custom (the VP Scale sheet) or None (rank by IMPs)"),
			Choices: scaleChoices(),
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				value := strings.TrimSpace(v.Value)
				if i, ok := setting.Match(value, scaleChoices()...); ok && scales[i].name == NameCustom {
					s.Scale = &Custom{}
					return nil
				}
				scale, err := ScaleNamed(value, nil)
				if err != nil {
					p := problem.From(err)
					return &p
				}
				s.Scale = scale
				return nil
			}},
		{Names: []string{lang.Key("Bye VP")}, Default: "12", Note: lang.Key("VPs for a team without an opponent in a round"),
			Read: func(s *Settings, v SettingValue) *problem.Problem {
				const hint = "write the VPs a team gets for a bye, such as 12"
				value := strings.TrimSpace(v.Value)
				vp, ok := setting.Number(value)
				switch {
				case !ok:
					return problem.New(hint, "Bye VP %q is not a number", value)
				case vp < 0:
					return problem.New(hint, "Bye VP %s is negative", value)
				}
				s.ByeVP, s.ByeVPSet = vp, true
				return nil
			}},
	}),
}

func scaleChoices() [][]string {
	var out [][]string
	for _, n := range ScaleNames() {
		out = append(out, []string{n})
	}
	return out
}

// ParseSettings reads the Event sheet's rows of a teams event. A bad value is
// an error on its row and leaves the default in place, so that the rest of
// the workbook is still checked; an unknown setting is a warning.
func ParseSettings(values []SettingValue) (Settings, []problem.Problem) {
	return SettingsTable.Parse(values)
}

// NeedsVPScale reports whether the scale is Custom and still lacks its table
// from the VP Scale sheet.
func (s Settings) NeedsVPScale() bool {
	c, ok := s.Scale.(*Custom)
	return ok && len(c.bands) == 0
}

// MissingVPScale is the problem of a Custom scale without a VP Scale sheet,
// on the Event sheet's VP scale value.
var MissingVPScale = problem.Problem{Sheet: SheetEvent, Column: "VP scale",
	Msg:  "the Custom VP scale needs a VP Scale sheet",
	Hint: "add a VP Scale sheet with columns IMPs from, IMPs to, Winner VP, Loser VP"}
