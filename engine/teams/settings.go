package teams

import (
	"errors"
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/setting"
)

// Settings are the Event sheet's settings for a teams event. The zero
// Settings mean WBF continuous and 0 VPs for a bye; DefaultSettings gives
// the Event sheet's defaults.
type Settings struct {
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

// eventSettings are the Event sheet's settings for a teams event; Title and
// Date are the workbook layer's, to print.
var eventSettings = [][]string{{"Title"}, {"Date"}, {"Scoring"}, {"VP scale"}, {"Bye VP"}}

// ParseSettings reads the Event sheet's rows of a teams event. A bad value is
// an error on its row and leaves the default in place, so that the rest of
// the workbook is still checked; an unknown setting is a warning.
//
// The Custom VP scale comes back without its table (NeedsVPScale reports
// it): the caller reads the VP Scale sheet into NewCustom and sets Scale.
func ParseSettings(values []SettingValue) (Settings, []Problem) {
	s := DefaultSettings()
	sh := setting.Sheet{Name: SheetEvent, Known: eventSettings}
	for _, v := range sh.Rows(values) {
		value := strings.TrimSpace(v.Value)
		switch v.Name {
		case "Scoring":
			if _, ok := setting.Match(value, []string{"IMPs", "IMP"}); !ok {
				sh.Bad(v, fmt.Sprintf("scoring %q is not IMPs: a teams event is scored in IMPs", value),
					"write IMPs; a pairs event has a Pairs sheet instead of Teams")
			}
		case "VP scale":
			if setting.Key(value) == setting.Key(NameCustom) {
				s.Scale = &Custom{}
				continue
			}
			scale, err := ScaleNamed(value, nil)
			var p Problem
			if errors.As(err, &p) {
				sh.Bad(v, p.Msg, p.Hint)
				continue
			}
			s.Scale = scale
		case "Bye VP":
			const hint = "write the VPs a team gets for a bye, such as 12"
			vp, ok := setting.Number(value)
			switch {
			case !ok:
				sh.Bad(v, fmt.Sprintf("Bye VP %q is not a number", value), hint)
			case vp < 0:
				sh.Bad(v, fmt.Sprintf("Bye VP %s is negative", value), hint)
			default:
				s.ByeVP, s.ByeVPSet = vp, true
			}
		}
	}
	return s, sh.Problems()
}

// NeedsVPScale reports whether the scale is Custom and still lacks its table
// from the VP Scale sheet.
func (s Settings) NeedsVPScale() bool {
	c, ok := s.Scale.(*Custom)
	return ok && len(c.bands) == 0
}

// MissingVPScale is the problem of a Custom scale without a VP Scale sheet,
// on the Event sheet's VP scale value.
var MissingVPScale = Problem{Sheet: SheetEvent, Column: "VP scale",
	Msg:  "the Custom VP scale needs a VP Scale sheet",
	Hint: "add a VP Scale sheet with columns IMPs from, IMPs to, Winner VP, Loser VP"}
