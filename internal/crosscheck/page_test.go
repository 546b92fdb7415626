package crosscheck

// The web page in a real browser (Chromium's headless shell): printed to
// PDF it reads as the printed sheets do (see TestPrintedResults); on a
// phone's screen, 360 pixels wide, the ranking of every sample fits without
// scrolling sideways, in type a member can read.

import (
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/browsertest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
)

// browserPages prints a web page through Chromium and returns each
// printed page's text.
func browserPages(t *testing.T, page string) []string {
	t.Helper()
	return pdfText(t, browsertest.PDF(t, page))
}

// pageRanking are the printed lines of the page's Ranking: from its
// heading to the next section's.
func pageRanking(pages []string) []string {
	var lines []string
	in := false
	for _, p := range pages {
		for _, l := range strings.Split(p, "\n") {
			switch strings.TrimSpace(l) {
			case "Ranking":
				in = true
			case "Travellers", "Matches", "Grading Log", "Player Cards":
				in = false
			}
			if in {
				lines = append(lines, l)
			}
		}
	}
	return lines
}

// phoneWidth is the width of a small phone's screen in CSS pixels.
const phoneWidth = 360

func TestPageOnAPhone(t *testing.T) {
	t.Parallel()
	browsertest.Chromium(t)
	samples, err := filepath.Glob(filepath.Join("..", "..", "samples", "*.xlsx"))
	if err != nil || len(samples) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	cli := scorebookCLI(t)
	dir := t.TempDir()
	for _, sample := range samples {
		name := strings.TrimSuffix(filepath.Base(sample), ".xlsx")
		t.Run(name, func(t *testing.T) {
			path := xlsxtest.CopyTo(t, sample, dir)
			page := filepath.Join(dir, name+".html")
			if out, err := exec.Command(cli, "score", path, "--html", page).CombinedOutput(); err != nil {
				t.Fatalf("scorebook score: %v\n%s", err, out)
			}
			m := browsertest.Measure(t, page, phoneWidth, `
				const de = document.documentElement;
				const t = document.querySelector('#ranking table');
				let smallest = 1000;
				for (const c of t.querySelectorAll('td, th')) {
					if (c.offsetParent !== null) smallest = Math.min(smallest, parseFloat(getComputedStyle(c).fontSize));
				}
				const shown = [...t.querySelectorAll('thead th')].filter(c => c.offsetParent !== null).length;
				return ['viewport ' + de.clientWidth, 'page ' + de.scrollWidth,
					'ranking ' + Math.ceil(t.getBoundingClientRect().width), 'box ' + t.parentElement.clientWidth,
					'font ' + smallest, 'columns ' + shown];`)
			got := map[string]int{}
			for _, line := range m {
				k, v, _ := strings.Cut(line, " ")
				n, err := strconv.ParseFloat(v, 64)
				if err != nil {
					t.Fatalf("measure %q: %v", line, err)
				}
				got[k] = int(n)
			}
			if got["viewport"] != phoneWidth {
				t.Fatalf("the page was laid out %d pixels wide, not %d: %v", got["viewport"], phoneWidth, m)
			}
			if got["page"] > got["viewport"] {
				t.Errorf("the page is %d pixels wide on a %d-pixel screen: it scrolls sideways", got["page"], got["viewport"])
			}
			if got["ranking"] > got["box"] {
				t.Errorf("the ranking is %d pixels wide in a box of %d: it scrolls sideways", got["ranking"], got["box"])
			}
			if got["font"] < 12 {
				t.Errorf("the ranking's smallest type is %d pixels", got["font"])
			}
			if got["columns"] < 4 {
				t.Errorf("the ranking shows %d columns on a phone", got["columns"])
			}
			if name != "club-night" && os.Getenv("SCOREBOOK_SCREENSHOTS") == "" {
				return // a picture of one sample is enough to know the browser draws the page
			}
			shot := browsertest.Screenshot(t, page, phoneWidth, 800)
			f, err := os.Open(shot)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			if w := img.Bounds().Dx(); w != phoneWidth {
				t.Errorf("the screenshot is %d pixels wide", w)
			}
			if dir := os.Getenv("SCOREBOOK_SCREENSHOTS"); dir != "" {
				data, _ := os.ReadFile(shot)
				if err := os.WriteFile(filepath.Join(dir, filepath.Base(shot)), data, 0o644); err != nil {
					t.Error(err)
				}
			}
		})
	}
}
