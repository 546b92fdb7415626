package pairs_test

import (
	mathrand "math/rand"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/internal/gen"
	"github.com/scorebook/scorebook/internal/lotest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// clubNight24 writes a club night of 24 boards: six tables, NS pairs 1–6
// staying and EW pairs 7–12 moving up a table each round, six rounds of
// four boards, each board played at every table in its round (duplicated
// boards), so every traveller has six lines. With hands, the Hands sheet
// gives each board a random deal.
func clubNight24(t *testing.T, hands bool) string {
	t.Helper()
	rng := mathrand.New(mathrand.NewSource(20261201))
	const tables, rounds, perRound = 6, 6, 4
	var pairsRows [][]any
	for p := 1; p <= 2*tables; p++ {
		pairsRows = append(pairsRows, []any{p, gen.PlayerName(rng), gen.PlayerName(rng)})
	}
	var results [][]any
	for round := range rounds {
		for k := 1; k <= perRound; k++ {
			board := round*perRound + k
			d := gen.RandomDeal(rng)
			for table := range tables {
				ns, ew := 1+table, 1+tables+(table+round)%tables
				results = append(results, gen.ResultRow(rng, 1, board, strconv.Itoa(ns), strconv.Itoa(ew), d))
			}
		}
	}
	sheets := []templates.Sheet{
		xlsxtest.Sheet("Event", "Setting,Value", []any{"Title", "Tuesday Pairs"}, []any{"Date", "2026-12-01"}),
		xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", pairsRows...),
		xlsxtest.Sheet("Results", "Session,Board,NS,EW,Contract,By,Result,Score", results...),
	}
	if hands {
		deals := rand.New(rand.NewPCG(20261201, 24))
		var rows [][]any
		for b := 1; b <= rounds*perRound; b++ {
			rows = append(rows, []any{b, randomDeal(deals).PBN(bridge.North)})
		}
		sheets = append(sheets, xlsxtest.Sheet("Hands", "Board,Deal", rows...))
	}
	path := filepath.Join(t.TempDir(), "club-night-24.xlsx")
	xlsxtest.WriteBook(t, path, sheets...)
	xlsxtest.Score(t, pairs.Kind{}, path, "")
	return path
}

// boardHeading is a traveller's heading as pdftotext lays it out.
var boardHeading = regexp.MustCompile(`(?m)^\s*Board (\d+)\s*$`)

// The Travellers sheet, printed through LibreOffice, puts two boards to a
// page where they fit, as BridgeWebs' print view and ACBLscore's recap do,
// and never splits a board: a 24-board club night of six tables prints on
// 12 pages, every page with its boards' headings and all their six lines.
// With a hand diagram beside each (16 more lines), a board takes most of a
// page, and the boards print one to a page, each whole.
func TestTravellersPrintTwoBoardsToAPage(t *testing.T) {
	lotest.Soffice(t)
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("SCOREBOOK_REQUIRE_LIBREOFFICE") == "1" {
			t.Fatal("poppler's pdftotext is required but not installed")
		}
		t.Skip("poppler's pdftotext is not installed")
	}
	for _, tc := range []struct {
		name      string
		hands     bool
		wantPages int
	}{{"no hands", false, 12}, {"hands", true, 24}} {
		t.Run(tc.name, func(t *testing.T) {
			pdf := lotest.Convert(t, clubNight24(t, tc.hands), "pdf")
			out, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			boards := map[int]int{} // board: the page it is printed on
			travellerPages := 0
			for i, page := range strings.Split(string(out), "\f") {
				first, _, _ := strings.Cut(strings.TrimLeft(page, "\n"), "\n")
				if !strings.HasSuffix(strings.TrimSpace(first), "Travellers") {
					continue
				}
				travellerPages++
				heads := boardHeading.FindAllStringSubmatchIndex(page, -1)
				if len(heads) == 0 {
					t.Errorf("page %d is a page of travellers with no board's heading (a board split across pages)", i+1)
				}
				for h, m := range heads {
					n, _ := strconv.Atoi(page[m[2]:m[3]])
					if p, ok := boards[n]; ok {
						t.Errorf("board %d is on pages %d and %d", n, p+1, i+1)
					}
					boards[n] = i
					end := len(page)
					if h+1 < len(heads) {
						end = heads[h+1][0]
					}
					// A traveller line is the only line with the pairs'
					// names, "Ann Bell & Bob Cole".
					if lines := strings.Count(page[m[0]:end], " & "); lines != 2*6 {
						t.Errorf("board %d on page %d has %d pairs' names, want the 12 of its six lines", n, i+1, lines)
					}
				}
			}
			if len(boards) != 24 {
				t.Errorf("%d boards printed, want 24", len(boards))
			}
			if travellerPages != tc.wantPages {
				t.Errorf("the travellers print on %d pages, want %d", travellerPages, tc.wantPages)
			}
			t.Logf("%d boards on %d pages", len(boards), travellerPages)
			if t.Failed() {
				t.Logf("the PDF's text:\n%s", out)
			}
		})
	}
}
