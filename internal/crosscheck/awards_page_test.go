package crosscheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/browsertest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
)

// Issue 27: a night's Ranking with masterpoints and a handicapped ranking
// beside the scratch one still fits a phone's screen, 390 pixels wide, in
// English and in the languages of the longest words (Polish, Greek).
func TestAwardsPageFitsThePhone(t *testing.T) {
	t.Parallel()
	browsertest.Chromium(t)
	cli := scorebookCLI(t)
	const width = 390
	for _, code := range []string{"en", "pl", "el", "de"} {
		t.Run(code, func(t *testing.T) {
			path := xlsxtest.SettingsBook(t, map[string][][]any{
				"Event": {{"Setting", "Value"}, {"Language", code}, {"Awards", "ACBL club"}},
				"Pairs": {{"Pair", "Player 1", "Player 2", "Handicap 1", "Handicap 2"},
					{1, "Margaret Thompson", "Christopher Williams", 2.5, -1}, {2, "Alexandra Papadopoulou", "Bartholomew Jones", -3, -3},
					{3, "Eve Fay", "Gus Hal", nil, 4}, {4, "Jo Kay", "Lu Mo", 6, 6}},
				"Results": {{"Session", "Board", "NS", "EW", "Score"},
					{1, 1, 1, 2, 420}, {1, 1, 3, 4, 450}, {1, 2, 1, 3, 100}, {1, 2, 2, 4, 100}, {1, 3, 4, 1, -50}, {1, 3, 2, 3, 110}},
			}, "Event", "Pairs", "Results")
			page := filepath.Join(t.TempDir(), "night.html")
			if out, err := exec.Command(cli, "score", path, "--html", page).CombinedOutput(); err != nil {
				t.Fatalf("scorebook score: %v\n%s", err, out)
			}
			data, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			// The Award column's header, in the language (its catalogue's word).
			award := map[string]string{"en": "Award", "pl": "PKL", "el": "Masterpoints", "de": "Masterpunkte"}[code]
			if !strings.Contains(string(data), award) {
				t.Fatalf("the page has no %s column", award)
			}
			m := browsertest.Measure(t, page, width, fitScript)
			if len(m) < 2 || m[0] != "viewport "+strconv.Itoa(width) {
				t.Fatalf("the page was not laid out %d pixels wide: %v", width, m)
			}
			if m[1] != "page "+strconv.Itoa(width) {
				t.Errorf("the page is %s wide: it scrolls sideways", strings.TrimPrefix(m[1], "page "))
			}
			for _, f := range m[2:] {
				t.Error(f)
			}
		})
	}
}
