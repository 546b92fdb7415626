package templates

import (
	"strings"
	"testing"
	"unicode"

	"github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/lang"
)

// TestSettingsSaid: every settings table's names, choices and notes have a
// word in every language, and each word reads back as what it says: a
// setting's name in any language finds that setting among the table's
// (not another whose word or English spelling is the same), a choice's
// word finds that choice among the setting's, and no choice's word holds
// a comma (the drop-down list is a comma-separated list).
func TestSettingsSaid(t *testing.T) {
	checkSaid(t, "pairs", pairs.SettingsTable)
	checkSaid(t, "teams", teams.SettingsTable)
	checkSaid(t, "individual", individual.SettingsTable)
	checkSaid(t, "grading", grading.SettingsTable)
	checkSaid(t, "season", season.SettingsTable)
}

func checkSaid[S any](t *testing.T, kind string, tab setting.Table[S]) {
	t.Helper()
	known := tab.Known()
	for _, l := range lang.All {
		for i, sp := range tab.Specs {
			name := sp.Names[0]
			has := func(english string) bool { return l == lang.English || l.Has(setting.Sensed(english)) }
			if !has(name) {
				t.Errorf("%s %s: setting %q has no word", kind, l.Code(), name)
			}
			if j, ok := setting.Match(setting.Say(l, name), known...); !ok || j != i {
				t.Errorf("%s %s: setting %q, said %q, reads as %q (found: %v)", kind, l.Code(), name, setting.Say(l, name), known[j][0], ok)
			}
			if sp.Note != "" && sp.NoteIn == nil && sp.Note != setting.Names(sp.Choices) && !has(sp.Note) {
				t.Errorf("%s %s: the note of %q has no words", kind, l.Code(), name)
			}
			if name == "Language" {
				continue // offered by each language's own name
			}
			for k, c := range sp.Choices {
				if !strings.ContainsFunc(c[0], unicode.IsLetter) {
					continue // 50%
				}
				w := setting.Say(l, c[0])
				if !has(c[0]) {
					t.Errorf("%s %s: %q's choice %q has no word", kind, l.Code(), name, c[0])
				}
				if strings.Contains(w, ",") {
					t.Errorf("%s %s: %q's choice %q is %q, with a comma", kind, l.Code(), name, c[0], w)
				}
				if j, ok := setting.Match(w, sp.Choices...); !ok || j != k {
					t.Errorf("%s %s: %q's choice %q, said %q, reads as %q (found: %v)", kind, l.Code(), name, c[0], w, sp.Choices[j][0], ok)
				}
			}
			_, def, _, offered := sp.Said(l)
			for k, c := range sp.Choices {
				if c[0] == sp.Default && def != offered[k] {
					t.Errorf("%s %s: %q's default %q is said %q, its choice %q", kind, l.Code(), name, sp.Default, def, offered[k])
				}
			}
		}
	}
}
