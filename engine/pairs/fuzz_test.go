package pairs

import (
	"strings"
	"testing"
)

// FuzzParseScore: no string makes the Score parser panic, and an accepted
// score prints back as a score that parses to the same thing.
func FuzzParseScore(f *testing.F) {
	for _, s := range []string{"420", "-50", "NP", "A60/40", "A+/A-", "a=/a=", "A 55.5/45", "60% 110; 40% -50",
		"50%110;50%-100", "A70", "A+/B", "%", ";;", "A/", "100% 420", "0% 1; 100% 2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sc, err := ParseScore(s)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n") {
				t.Errorf("error %q spans lines", err)
			}
			return
		}
		again, err := ParseScore(sc.String())
		if err != nil {
			t.Fatalf("ParseScore(%q) = %q, which does not parse: %v", s, sc.String(), err)
		}
		if again.String() != sc.String() {
			t.Errorf("ParseScore(%q) = %q, then %q", s, sc.String(), again.String())
		}
	})
}

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
