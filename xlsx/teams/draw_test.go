package teams_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/ident"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/scorebook/scorebook/xlsx/teams"
	"github.com/xuri/excelize/v2"
)

// swissScores are team scores possible whatever the vulnerability.
var swissScores = []int{90, 110, 120, 140, 150, 170, 180, -90, -110, -120, -140, -150, -170, 0, 130, -130}

// minRepeats is the fewest repeated meetings a pairing of the teams can
// have (met says whether two teams have met), found by trying every
// pairing: no search of the draw's own.
func minRepeats(teams []int, met func(a, b int) bool) int {
	n := len(teams)
	memo := map[uint32]int{}
	var best func(mask uint32) int
	best = func(mask uint32) int {
		if mask == 1<<n-1 {
			return 0
		}
		if v, ok := memo[mask]; ok {
			return v
		}
		i := 0
		for mask&(1<<i) != 0 {
			i++
		}
		v := math.MaxInt
		for j := i + 1; j < n; j++ {
			if mask&(1<<j) == 0 {
				c := best(mask | 1<<i | 1<<j)
				if met(teams[i], teams[j]) {
					c++
				}
				v = min(v, c)
			}
		}
		memo[mask] = v
		return v
	}
	return best(0)
}

// Swiss events on random results, drawn round after round through the
// workbook as a director does (draw, type the results, draw again): every
// team is drawn once a round; round 1 pairs team k with k + T/2; a draw
// never repeats more meetings than the fewest any draw could (none, almost
// always), and gives the bye to the lowest-ranked team among those with the
// fewest byes whose sitting out allows that fewest. The checks work from
// the workbook and the scored standings, by trying every pairing.
func TestSwissDrawsThroughTheWorkbook(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 2026))
	events := 16
	if testing.Short() {
		events = 4
	}
	for e := 0; e < events; e++ {
		n := 5 + rng.IntN(9)
		rounds := min(n-1, 3+rng.IntN(4))
		boards := 2 + rng.IntN(3)
		tpl := templates.Teams()
		for i := 1; i <= n; i++ {
			tpl.Sheets[1].Rows = append(tpl.Sheets[1].Rows, templates.Row{Cells: []any{i, fmt.Sprintf("Team %c", 'A'+i-1)}})
		}
		path := filepath.Join(t.TempDir(), "swiss.xlsx")
		if err := xlsx.WriteTemplate(path, tpl); err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("event %d (%d teams, %d rounds)", e, n, rounds)
		byes := map[int]int{} // from the draws so far
		for r := 1; r <= rounds; r++ {
			// What the draw knows: the standings and meetings so far.
			met := map[[2]int]bool{}
			order := make([]int, n)
			for i := range order {
				order[i] = i + 1
			}
			if r > 1 {
				sc, _ := xlsxtest.Score(t, teams.Kind{}, path, filepath.Join(t.TempDir(), "scored.xlsx"))
				res := teams.ResultOf(sc)
				for _, tr := range res.Rounds {
					a, _ := strconv.Atoi(tr.Team)
					for _, o := range tr.Opponents {
						b, _ := strconv.Atoi(o)
						met[[2]int{min(a, b), max(a, b)}] = true
					}
				}
				vp, imps := map[int]float64{}, map[int]int{}
				for id, n := range byes {
					vp[id] = 12 * float64(n) // a team with byes only is not ranked
				}
				for _, st := range res.Ranking {
					id, _ := strconv.Atoi(st.Team)
					vp[id], imps[id] = st.VP, st.IMPsFor-st.IMPsAgainst
				}
				slices.SortStableFunc(order, func(a, b int) int {
					if va, vb := math.Round(vp[a]*100), math.Round(vp[b]*100); va != vb {
						return int(vb - va)
					}
					if imps[a] != imps[b] {
						return imps[b] - imps[a]
					}
					return ident.Compare(strconv.Itoa(a), strconv.Itoa(b))
				})
			}
			// The draw, through the workbook.
			b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: kinds.Reads()})
			ask := 0
			if r == 1 {
				ask = boards
			}
			d, probs := teams.Draw(b, false, ask)
			if d == nil || problem.HasErrors(probs) {
				t.Fatalf("%s, round %d: %v", name, r, probs)
			}
			first, last, err := d.Write(b)
			if err == nil {
				err = b.Save(xlsx.SaveOptions{})
			}
			if err != nil {
				t.Fatalf("%s, round %d: %v", name, r, err)
			}
			b.Close()
			// The Draw sheet.
			seen := map[int]bool{}
			bye := 0
			var pairs [][2]int
			for _, rec := range xlsxtest.SheetRecords(t, path, "Draw") {
				if rec["Round"] != strconv.Itoa(r) {
					t.Fatalf("%s: Draw sheet row %v in round %d", name, rec, r)
				}
				home, _ := strconv.Atoi(rec["Home"])
				away, _ := strconv.Atoi(rec["Away"])
				for _, x := range []int{home, away} {
					if x != 0 && seen[x] {
						t.Fatalf("%s, round %d: team %d drawn twice", name, r, x)
					}
					seen[x] = true
				}
				if rec["Note"] == "bye" {
					bye = home
				} else {
					pairs = append(pairs, [2]int{home, away})
				}
			}
			if len(pairs) != n/2 || (bye != 0) != (n%2 == 1) || last-first+1 != 2*boards*len(pairs) {
				t.Fatalf("%s, round %d: %d matches, bye %d, rows %d to %d", name, r, len(pairs), bye, first, last)
			}
			if r == 1 {
				half := n / 2
				for k, p := range pairs {
					if p != [2]int{k + 1, k + 1 + half} {
						t.Fatalf("%s, round 1, table %d: %v", name, k+1, p)
					}
				}
				if n%2 == 1 && bye != n {
					t.Fatalf("%s, round 1: bye for %d", name, bye)
				}
			} else {
				isMet := func(a, b int) bool { return met[[2]int{min(a, b), max(a, b)}] }
				repeats := 0
				for _, p := range pairs {
					if isMet(p[0], p[1]) {
						repeats++
					}
				}
				// The fewest repeats over every bye allowed, and who may
				// have the bye.
				least, fewest, want := math.MaxInt, math.MaxInt, 0
				for _, x := range order {
					fewest = min(fewest, byes[x])
				}
				candidates := []int{0}
				if n%2 == 1 {
					candidates = nil
					for i := len(order) - 1; i >= 0; i-- { // lowest-ranked first
						if byes[order[i]] == fewest {
							candidates = append(candidates, order[i])
						}
					}
				}
				for _, c := range candidates {
					rest := slices.DeleteFunc(slices.Clone(order), func(x int) bool { return x == c })
					if m := minRepeats(rest, isMet); m < least {
						least, want = m, c
					}
				}
				if repeats != least {
					t.Fatalf("%s, round %d: %d repeated meetings where %d would do: %v", name, r, repeats, least, pairs)
				}
				if bye != want {
					t.Fatalf("%s, round %d: bye for %d, want %d (order %v, byes %v)", name, r, bye, want, order, byes)
				}
			}
			if bye != 0 {
				byes[bye]++
			}
			// The director types the round's results.
			f, err := excelize.OpenFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for row := first; row <= last; row++ {
				if err := f.SetCellValue("Results", fmt.Sprintf("H%d", row), swissScores[rng.IntN(len(swissScores))]); err != nil {
					t.Fatal(err)
				}
			}
			if err := f.Save(); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
}

// A round drawn and not yet typed is not drawn again; round 1 needs the
// boards; a round robin of the Teams sheet, all rounds at once.
func TestDrawRefusalsAndRoundRobin(t *testing.T) {
	tpl := templates.Teams()
	for i := 1; i <= 5; i++ {
		tpl.Sheets[1].Rows = append(tpl.Sheets[1].Rows, templates.Row{Cells: []any{i, fmt.Sprintf("Team %d", i)}})
	}
	path := filepath.Join(t.TempDir(), "rr.xlsx")
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	draw := func(roundRobin bool, boards int) []string {
		b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: kinds.Reads()})
		defer b.Close()
		d, probs := teams.Draw(b, roundRobin, boards)
		if d != nil {
			if _, _, err := d.Write(b); err != nil {
				t.Fatal(err)
			}
			if err := b.Save(xlsx.SaveOptions{}); err != nil {
				t.Fatal(err)
			}
			return d.Summary
		}
		return xlsxtest.Strings(probs)
	}
	if got := draw(false, 0); len(got) != 1 || got[0] != "Results: how many boards does each match of round 1 play?" {
		t.Errorf("round 1 without boards: %q", got)
	}
	got := draw(true, 3)
	if len(got) != 6 || got[0] != "a round robin of 5 teams: rounds 1 to 5, boards 1-3" || got[1] != "round 1: 2 matches, a bye for team 1 Team 1" {
		t.Errorf("round robin: %q", got)
	}
	recs := xlsxtest.SheetRecords(t, path, "Draw")
	met := map[string]int{}
	for _, r := range recs {
		if r["Note"] != "bye" {
			a, b := r["Home"], r["Away"]
			if a > b {
				a, b = b, a
			}
			met[a+"-"+b]++
		}
	}
	if len(recs) != 15 || len(met) != 10 {
		t.Errorf("round robin of 5: %d rows, %d meetings", len(recs), len(met))
	}
	if got := draw(false, 0); len(got) != 1 || got[0] != "Results: round 5 is drawn already (Results rows 50 to 61), and none of its results is typed yet" {
		t.Errorf("drawn again: %q", got)
	}
}

// Issue 24: the Draw sheet, its notes and the summary in the event's
// Language; a workbook drawn in English and then in Dutch keeps one Draw
// sheet, renamed in place.
func TestDrawInTheLanguage(t *testing.T) {
	tpl := templates.Teams()
	for i := 1; i <= 5; i++ {
		tpl.Sheets[1].Rows = append(tpl.Sheets[1].Rows, templates.Row{Cells: []any{i, fmt.Sprintf("Team %d", i)}})
	}
	path := filepath.Join(t.TempDir(), "nl.xlsx")
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	draw := func(boards int) []string {
		b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: kinds.Reads()})
		defer b.Close()
		d, probs := teams.Draw(b, false, boards)
		if d == nil {
			t.Fatalf("no draw: %q", xlsxtest.Strings(probs))
		}
		if _, _, err := d.Write(b); err != nil {
			t.Fatal(err)
		}
		if err := b.Save(xlsx.SaveOptions{}); err != nil {
			t.Fatal(err)
		}
		return d.Summary
	}
	draw(3)
	if recs := xlsxtest.SheetRecords(t, path, "Draw"); len(recs) != 3 || recs[2]["Note"] != "bye" {
		t.Fatalf("the English draw: %v", recs)
	}
	// Round 1 typed in as played: every board a pass out.
	xlsxtest.SetSetting(t, path, "Event", "Language", "nl")
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := f.GetRows("Results")
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i + 1
	}
	for r := 2; r <= len(rows); r++ {
		cell, _ := excelize.CoordinatesToCellName(col["Score"], r)
		f.SetCellValue("Results", cell, 0)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	got := draw(0)
	// Five teams: two matches and a bye, on round 1's three boards.
	if len(got) != 3 || !strings.HasPrefix(got[0], "ronde 2: 2 wedstrijden, spellen 1-3, rondpas voor team ") || !strings.HasPrefix(got[1], "  tafel 1: ") {
		t.Errorf("the Dutch summary: %q", got)
	}
	f, err = excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if i, _ := f.GetSheetIndex("Draw"); i >= 0 {
		t.Errorf("the English Draw sheet is left beside the Dutch one: %v", f.GetSheetList())
	}
	recs := xlsxtest.SheetRecords(t, path, "Indeling")
	if len(recs) != 3 {
		t.Fatalf("Indeling: %v", recs)
	}
	for _, h := range []string{"Ronde", "Tafel", "Thuis", "Naam thuis", "Uit", "Naam uit", "Spellen", "Opmerking"} {
		if _, ok := recs[0][h]; !ok {
			t.Errorf("Indeling has no column %s: %v", h, recs[0])
		}
	}
	if recs[2]["Opmerking"] != "rondpas" {
		t.Errorf("the bye's note: %v", recs[2])
	}
}
