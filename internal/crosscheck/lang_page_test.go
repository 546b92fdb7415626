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

// Issue 24: the samples' pages (bridge results and grading lists) in every language fit a phone's
// screen, 390 pixels wide, as the English ones do (TestPageFitsTheScreen):
// longer words ("Persoonlijke overzichten", "Βορράς-Νότος") wrap or stack
// rather than push the page sideways.
func TestPageFitsThePhoneInEveryLanguage(t *testing.T) {
	t.Parallel()
	browsertest.Chromium(t)
	cli := scorebookCLI(t)
	const width = 390
	// Each sample and the sheet its Language row is on.
	samples := []struct{ name, settings string }{
		{"club-night", "Event"}, {"howell", "Event"}, {"two-sessions", "Event"}, {"swiss-teams", "Event"},
		{"grading-season", "Grading"}, {"grading-dg", "Grading"},
	}
	for _, sample := range samples {
		name := sample.name
		for _, l := range lang.All[1:] {
			t.Run(name+"/"+l.Code(), func(t *testing.T) {
				dir := t.TempDir()
				path := xlsxtest.CopyTo(t, filepath.Join("..", "..", "samples", name+".xlsx"), dir)
				xlsxtest.SetSetting(t, path, sample.settings, "Language", l.Code())
				page := filepath.Join(dir, name+".html")
				if out, err := exec.Command(cli, "score", path, "--html", page).CombinedOutput(); err != nil {
					t.Fatalf("scorebook score: %v\n%s", err, out)
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
