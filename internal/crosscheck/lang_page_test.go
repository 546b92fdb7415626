package crosscheck

import (
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/browsertest"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/xlsxtest"
)

// Issue 24: the samples' pages (bridge results, an individual, grading lists
// and a club's season) in every language fit a phone's screen, 390 pixels
// wide, as the English ones do (TestPageFitsTheScreen): longer words ("Persoonlijke overzichten", "Βορράς-Νότος") wrap or stack
// rather than push the page sideways.
func TestPageFitsThePhoneInEveryLanguage(t *testing.T) {
	t.Parallel()
	browsertest.Chromium(t)
	cli := scorebookCLI(t)
	const width = 390
	// Each sample, the sheet its Language row is on, and for the season the
	// folder of nights it sums (its page is written by season, not score).
	samples := []struct{ name, settings, nights string }{
		{"club-night", "Event", ""}, {"howell", "Event", ""}, {"two-sessions", "Event", ""},
		{"swiss-teams", "Event", ""}, {"individual", "Event", ""},
		{"grading-season", "Grading", ""}, {"grading-dg", "Grading", ""}, {"grading-gc", "Grading", ""},
		{"season/club-2026", "Season", "season/nights"},
	}
	for _, sample := range samples {
		name := sample.name
		for _, l := range lang.All[1:] {
			t.Run(name+"/"+l.Code(), func(t *testing.T) {
				dir := t.TempDir()
				path := xlsxtest.CopyTo(t, filepath.Join("..", "..", "samples", name+".xlsx"), dir)
				xlsxtest.SetSetting(t, path, sample.settings, "Language", l.Code())
				page := filepath.Join(dir, filepath.Base(name)+".html")
				args := []string{"score", path, "--html", page}
				if sample.nights != "" {
					args = []string{"season", path, filepath.Join("..", "..", "samples", sample.nights), "--html", page}
				}
				if out, err := exec.Command(cli, args...).CombinedOutput(); err != nil {
					t.Fatalf("scorebook %s: %v\n%s", args[0], err, out)
				}
				m := browsertest.Measure(t, page, width, fitScript)
				if len(m) < 2 || m[0] != "viewport "+strconv.Itoa(width) {
					t.Fatalf("the page was not laid out %d pixels wide: %v", width, m)
				}
				if m[1] != "page "+strconv.Itoa(width) {
					t.Errorf("the page is %s wide: it scrolls sideways", strings.TrimPrefix(m[1], "page "))
				}
				for i, f := range m[2:] {
					if i == 10 {
						t.Errorf("%d more", len(m)-12)
						break
					}
					t.Error(f)
				}
			})
		}
	}
}
