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

// screenWidths are the screens a member reads the page on: a phone, a
// tablet and a laptop, in CSS pixels.
var screenWidths = []int{390, 768, 1280}

// fitScript measures the page as laid out: every table shown must fit its
// box without scrolling sideways, and its box the screen; on a traveller
// every line must show its pairs, contract, declarer, result, score and
// percentages on the screen (the names may go under them); on a grading
// list the Ranking must show the games, eligibility and handicap. Each
// line it returns is a failure, but for the first two (the widths).
const fitScript = `
	const de = document.documentElement;
	const out = ['viewport ' + de.clientWidth, 'page ' + de.scrollWidth];
	const where = t => {
		const s = t.closest('section'), a = t.closest('article');
		return (s ? s.id : '?') + (a && a.id ? ' ' + a.id : '');
	};
	const onScreen = c => {
		if (c.offsetParent === null) return false;
		const r = c.getBoundingClientRect();
		return r.width > 0 && r.left >= -0.5 && r.right <= de.clientWidth + 0.5;
	};
	for (const t of document.querySelectorAll('table')) {
		if (t.offsetParent === null) continue;
		const box = t.parentElement;
		if (box.scrollWidth > box.clientWidth) out.push('the table of ' + where(t) + ' scrolls sideways: ' + box.scrollWidth + ' pixels in a box of ' + box.clientWidth);
		if (t.scrollWidth > t.clientWidth) out.push('the table of ' + where(t) + ' overflows: ' + t.scrollWidth + ' pixels of ' + t.clientWidth);
		if (t.getBoundingClientRect().right > de.clientWidth + 0.5) out.push('the table of ' + where(t) + ' is cut off at the screen\'s edge');
	}
	const wanted = ['NS', 'EW', 'Contract', 'By', 'Result', 'NS Score', 'NS %', 'EW %'];
	const header = th => { const l = th.querySelector('.long'); return (l ? l.textContent : th.textContent).trim(); };
	let lines = 0;
	for (const t of document.querySelectorAll('#travellers table')) {
		const ths = [...t.querySelectorAll('thead th')];
		if (!ths.some(th => header(th) === 'Contract')) continue;
		const cols = wanted.map(w => ths.findIndex(th => header(th) === w)).filter(i => i >= 0);
		for (const tr of t.querySelectorAll('tbody tr')) {
			lines++;
			for (const i of cols) {
				if (!onScreen(tr.children[i])) { out.push('a line of ' + where(t) + ' does not show its ' + header(ths[i]) + ' on the screen'); break; }
			}
		}
	}
	if (document.querySelector('#travellers') && document.querySelector('#travellers table') && lines === 0) out.push('no traveller line was found');
	if (document.querySelector('#grading-log')) {
		const ths = [...document.querySelectorAll('#ranking thead th')];
		for (const w of ['Games', 'Eligible', 'Handicap']) {
			const th = ths.find(th => header(th) === w);
			if (!th || !onScreen(th)) out.push('the Ranking does not show ' + w);
		}
	}
	return out;`

// A member opens the page on a phone (390 pixels), a tablet (768) and a
// laptop (1280): on none does a table scroll sideways or run off the
// screen (at 1280 a traveller's EW % was cut off at the page's edge), a
// traveller line shows its pairs, contract, declarer, result, score and
// percentages on a phone, and a grading list's Ranking its games,
// eligibility and handicap; for every sample, scored in a copy.
func TestPageFitsTheScreen(t *testing.T) {
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
			for _, width := range screenWidths {
				m := browsertest.Measure(t, page, width, fitScript)
				if len(m) < 2 || m[0] != "viewport "+strconv.Itoa(width) {
					t.Fatalf("the page was not laid out %d pixels wide: %v", width, m)
				}
				if m[1] != "page "+strconv.Itoa(width) {
					t.Errorf("at %d pixels the page is %s wide: it scrolls sideways", width, strings.TrimPrefix(m[1], "page "))
				}
				for i, f := range m[2:] {
					if i == 10 {
						t.Errorf("at %d pixels, %d more", width, len(m)-12)
						break
					}
					t.Errorf("at %d pixels %s", width, f)
				}
			}
		})
	}
}
