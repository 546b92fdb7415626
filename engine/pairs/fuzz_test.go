package pairs

import (
	"testing"
)

// FuzzParseSettings: no Event sheet makes the settings parser panic.
func FuzzParseSettings(f *testing.F) {
	f.Add("Scoring", "Matchpoints", "Butler discard", "10%")
	f.Add("Average plus", "0.6", "Neuberg", "no")
	f.Fuzz(func(t *testing.T, n1, v1, n2, v2 string) {
		s, _ := ParseSettings([]SettingValue{{Name: n1, Value: v1, Line: 2}, {Name: n2, Value: v2, Line: 3}})
		if s.AveragePlus < 0 || s.AveragePlus > 100 || s.ButlerDiscard.Count < 0 {
			t.Errorf("settings out of range: %+v", s)
		}
	})
}
