package crosscheck

// Printed results: random events, given hands with `scorebook hands`, scored
// and printed to PDF through LibreOffice, and their web pages printed by
// Chromium, then read as a member reads the pages: every board's heading and all its traveller lines on one page, with
// its hand; every pair's card with both names and the percentage as the
// Ranking prints it.

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/internal/lotest"
)

// randomDeals deals the boards at random, as a dealing machine would.
func randomDeals(r *rand.Rand, boards []int) []deal.Board {
	var out []deal.Board
	for _, b := range boards {
		cards := r.Perm(52)
		var d deal.Deal
		for i, c := range cards {
			seat, suit, rank := i/13, deal.Suit(c/13), deal.Ace-c%13
			d[seat][suit] = d[seat][suit].Add(rank)
		}
		out = append(out, deal.Board{Number: b, Deal: d})
	}
	return out
}

// pdfPages prints a workbook through LibreOffice and returns each page's
// text, laid out as printed.
func pdfPages(t *testing.T, path string) []string {
	t.Helper()
	return pdfText(t, lotest.Convert(t, path, "pdf"))
}

// pdfText is each page's text of a PDF, laid out as printed.
func pdfText(t *testing.T, pdf string) []string {
	t.Helper()
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		if os.Getenv("SCOREBOOK_REQUIRE_LIBREOFFICE") == "1" || os.Getenv("SCOREBOOK_REQUIRE_BROWSER") == "1" {
			t.Fatal("pdftotext (poppler-utils) is required but not installed")
		}
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	out, err := exec.Command(pdftotext, "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(out), "\f")
}

// suitText is a holding as a hand diagram prints it, without spaces (which
// a PDF's text may or may not keep): ♠A103.
func suitText(s deal.Suit, h deal.Holding) string {
	if h == 0 {
		return s.String() + "—"
	}
	return s.String() + strings.ReplaceAll(h.String(), " ", "")
}

func squeeze(s string) string { return strings.Join(strings.Fields(s), "") }

func TestPrintedResults(t *testing.T) {
	t.Parallel()
	base := seedBase() + 70000
	var events []*genEvent
	for i := 0; i < 3; i++ {
		ge := randomSession(base + uint64(i))
		ge.name = "print-" + ge.name
		events = append(events, ge)
	}
	dir := t.TempDir()
	for _, ge := range events {
		t.Run(ge.name, func(t *testing.T) {
			path := filepath.Join(dir, ge.name+".xlsx")
			if err := writeWorkbook(ge, path); err != nil {
				t.Fatal(err)
			}
			// Deals for the boards played.
			seen := map[int]bool{}
			var boards []int
			for _, r := range ge.ev.rows {
				if !seen[r.board] {
					seen[r.board] = true
					boards = append(boards, r.board)
				}
			}
			deals := randomDeals(rand.New(rand.NewPCG(base, uint64(len(boards)))), boards)
			var pbn bytes.Buffer
			if err := deal.WritePBN(&pbn, deals); err != nil {
				t.Fatal(err)
			}
			dealsPath := filepath.Join(dir, ge.name+".pbn")
			if err := os.WriteFile(dealsPath, pbn.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			cli := scorebookCLI(t)
			htmlPath := filepath.Join(dir, ge.name+".html")
			hands := []string{"hands", path, dealsPath}
			analysed := ge == events[0] // the double-dummy analysis of one event's deals; the others' would only take time
			if !analysed {
				hands = append(hands, "--no-analysis")
			}
			for _, args := range [][]string{hands, {"score", path, "--html", htmlPath}} {
				if out, err := exec.Command(cli, args...).CombinedOutput(); err != nil {
					if ge.expectsError && args[0] == "score" {
						t.Skip("an event scorebook refuses")
					}
					t.Fatalf("scorebook %s: %v\n%s", args[0], err, out)
				}
			}
			byBoard := map[int]deal.Deal{}
			for _, d := range deals {
				byBoard[d.Number] = d.Deal
			}
			// The web page, printed by a browser, reads as the sheets do.
			t.Run("page", func(t *testing.T) {
				pages := browserPages(t, htmlPath)
				checkTravellers(t, ge, pages, byBoard)
				if analysed {
					checkAnalysis(t, pages, byBoard)
				}
				checkCards(t, ge, pages, pageRanking(pages))
				for i, p := range pages {
					if strings.Contains(p, "Contents") {
						t.Errorf("page %d prints the contents list", i+1)
					}
				}
			})
			pages := pdfPages(t, path)
			checkTravellers(t, ge, pages, byBoard)
			if analysed {
				checkAnalysis(t, pages, byBoard)
			}
			checkCards(t, ge, pages, sheetPages(pages, "Ranking"))
		})
	}
}

// checkAnalysis: each board's page shows, beside its hand, the contracts
// each declarer makes (the "Makes" table with a line for N, S, E and W)
// and its par, as the engine computes them from the deal.
func checkAnalysis(t *testing.T, pages []string, deals map[int]deal.Deal) {
	t.Helper()
	for board, d := range deals {
		p := headingPage(pages, fmt.Sprintf("Board %d", board))
		if p < 0 {
			continue // checkTravellers says so
		}
		tab, err := dd.Solve(d)
		if err != nil {
			t.Fatal(err)
		}
		ns, ew := bridge.Vulnerability(board)
		par := strings.ReplaceAll(dd.ParText(dd.Par(tab, ns, ew, bridge.Dealer(board))), " ", "")
		flat := squeeze(pages[p])
		if !strings.Contains(flat, par) {
			t.Errorf("board %d: %q is not on its page %d", board, par, p+1)
		}
		if !strings.Contains(flat, "Makes") {
			t.Errorf("board %d: no table of the contracts made on its page %d", board, p+1)
		}
		for _, seat := range []bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West} {
			row := seat.String()
			for _, s := range []bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs} {
				if n := tab[seat][s]; n >= 7 {
					row += strconv.Itoa(n - 6)
				} else {
					row += "–"
				}
			}
			if !strings.Contains(flat, row) {
				t.Errorf("board %d: the line %q of the contracts made is not on its page %d", board, row, p+1)
			}
		}
	}
}

// headingPage finds the page of a block by its heading line.
func headingPage(pages []string, heading string) int {
	for i, p := range pages {
		for _, line := range strings.Split(p, "\n") {
			if strings.TrimSpace(line) == heading {
				return i
			}
		}
	}
	return -1
}

// checkTravellers: each board's page has its heading, its hand and every
// traveller line (both pairs' names on one printed line).
func checkTravellers(t *testing.T, ge *genEvent, pages []string, deals map[int]deal.Deal) {
	t.Helper()
	ev := ge.ev
	rowsOf := map[int][]row{}
	for _, r := range ev.rows {
		rowsOf[r.board] = append(rowsOf[r.board], r)
	}
	for board, rows := range rowsOf {
		p := headingPage(pages, fmt.Sprintf("Board %d", board))
		if p < 0 {
			t.Errorf("board %d: no heading printed", board)
			continue
		}
		page := pages[p]
		for _, r := range rows {
			ns, ew := pairNames(ev.pairs[r.ns]), pairNames(ev.pairs[r.ew])
			found := false
			for _, line := range strings.Split(page, "\n") {
				if strings.Contains(line, ns) && strings.Contains(line, ew) {
					found = true
				}
			}
			if !found {
				t.Errorf("board %d: the line of %s against %s is not on the board's page %d", board, ns, ew, p+1)
			}
		}
		d := deals[board]
		flat := squeeze(page)
		for seat := bridge.North; seat <= bridge.West; seat++ {
			for s := deal.Spades; s <= deal.Clubs; s++ {
				if want := suitText(s, d[seat][s]); !strings.Contains(flat, want) {
					t.Errorf("board %d: %s's %s (%s) is not on its page %d", board, seat, s, want, p+1)
				}
			}
		}
	}
}

// sheetPages are the lines of the pages LibreOffice printed of a sheet:
// those whose header (their first line) names it.
func sheetPages(pages []string, sheet string) []string {
	var lines []string
	for _, p := range pages {
		if strings.Contains(strings.SplitN(p, "\n", 2)[0], sheet) {
			lines = append(lines, strings.Split(p, "\n")...)
		}
	}
	return lines
}

// checkCards: each pair's card shows both names, and its percentage (its
// score at IMPs or points) as the Ranking prints it (ranking are the
// printed lines of the Ranking).
func checkCards(t *testing.T, ge *genEvent, pages, ranking []string) {
	t.Helper()
	played := map[int]bool{}
	for _, r := range ge.ev.rows {
		played[r.ns], played[r.ew] = true, true
	}
	for i, pr := range ge.ev.pairs {
		if !played[i] {
			continue
		}
		names := pairNames(pr)
		var figure string
		for _, line := range ranking {
			if strings.Contains(line, names) {
				fields := strings.Fields(line)
				figure = fields[len(fields)-1] // the % column, or the score
			}
		}
		if figure == "" {
			t.Errorf("pair %s (%s) is not on the Ranking", pr.id, names)
			continue
		}
		page := -1
		for n, p := range pages {
			for _, line := range strings.Split(p, "\n") {
				if l := strings.TrimSpace(line); strings.HasSuffix(l, ": "+names) && strings.Contains(l, pr.id) {
					page = n
				}
			}
		}
		if page < 0 {
			t.Errorf("pair %s (%s) has no card", pr.id, names)
			continue
		}
		if !strings.Contains(pages[page], figure) {
			t.Errorf("pair %s's card (page %d) does not show %s, as the Ranking prints it", pr.id, page+1, figure)
		}
	}
}
