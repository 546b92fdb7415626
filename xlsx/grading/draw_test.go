package grading_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/xuri/excelize/v2"
)

// drawBook is the director's grading fixture with an Entries sheet of the
// event "Club Swiss": five of its players.
func drawBook(t *testing.T, entries ...[]any) string {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "draw.xlsx")
	rows := [][]any{{"Event", "Player"}}
	rows = append(rows, entries...)
	xlsxtest.AddSheets(t, "testdata/grading-director.xlsx", path, xlsxtest.AddedSheet{Name: "Entries", Rows: rows})
	return path
}

var clubSwiss = [][]any{{"Club Swiss", "Ann Abbot"}, {"Club Swiss", "Bill Baker"}, {"Club Swiss", "Cath Cole"}, {"Club Swiss", "Dan Drew"}, {"Club Swiss", "Eve Ellis"}}

// runDraw draws and saves, and returns the Games rows written.
func runDraw(t *testing.T, path string, opt grading.DrawOptions) (first, last int, probs []problem.Problem) {
	t.Helper()
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: kinds.Reads()})
	defer b.Close()
	d, probs := grading.Draw(b, opt)
	if d == nil || problem.HasErrors(probs) {
		return 0, 0, probs
	}
	first, last, err := d.Write(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	return first, last, probs
}

// play types the results of Games rows first to last as a director
// would, in Excel: a date, and the names swapped where the second player
// won (second[i] for row first+i).
func play(t *testing.T, path string, first, last int, second func(row int) bool) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for r := first; r <= last; r++ {
		if err := f.SetCellValue("Games", fmt.Sprintf("A%d", r), time.Date(2026, 3, 28, 0, 0, 0, 0, time.UTC)); err != nil {
			t.Fatal(err)
		}
		if second(r) {
			w, _ := f.GetCellValue("Games", fmt.Sprintf("D%d", r))
			l, _ := f.GetCellValue("Games", fmt.Sprintf("E%d", r))
			f.SetCellValue("Games", fmt.Sprintf("D%d", r), l)
			f.SetCellValue("Games", fmt.Sprintf("E%d", r), w)
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
}

// A croquet draw changes the director's workbook in two places only: the
// Draw sheet, its own, and the drawn games added below Games' rows; every
// other part, and every byte of Games but those rows and its declared
// range, comes back as it was.
func TestCroquetDrawKeepsTheDirectorsWorkbook(t *testing.T) {
	path := drawBook(t, clubSwiss...)
	orig := xlsxtest.ReadZip(t, path)
	first, last, probs := runDraw(t, path, grading.DrawOptions{Event: "club swiss", Format: grading.FormatSwiss})
	if problem.HasErrors(probs) {
		t.Fatal(probs)
	}
	// Five players: two games and a bye; Games held rows 2 to 61.
	if first != 62 || last != 63 {
		t.Fatalf("rows %d to %d written", first, last)
	}
	after := xlsxtest.ReadZip(t, path)
	changed := 0
	for name, data := range orig {
		if xlsxtest.Bookkeeping(name) {
			continue
		}
		was, now := xlsxtest.Unselected(data), xlsxtest.Unselected(after[name])
		if bytes.Equal(was, now) {
			continue
		}
		changed++
		end := bytes.Index(was, []byte("</sheetData>"))
		if end < 0 || !bytes.Contains(now, []byte(`<c r="D62"`)) {
			t.Errorf("part %s changed", name)
			continue
		}
		// Only the rows added (and the range declared) differ.
		if !bytes.HasSuffix(now, was[end:]) || bytes.Count(now[:len(now)-len(was)+end], []byte("<row ")) != bytes.Count(was, []byte("<row "))+2 {
			t.Errorf("%s changed beyond the rows added", name)
		}
	}
	if changed != 1 {
		t.Errorf("%d director parts changed, want Games only", changed)
	}
	xlsxtest.ToolSheetsOwned(t, path, []string{"Draw"})
	draw := xlsxtest.SheetRecords(t, path, "Draw")
	// By grade, the fixture's Players: Cath Cole 2000 … (the five graded
	// by the replay); the lowest has the bye.
	if len(draw) != 3 || draw[2]["Note"] != "bye" || draw[0]["Event"] != "Club Swiss" || draw[0]["Format"] != "Swiss" {
		t.Fatalf("Draw: %v", draw)
	}
}

// Rounds of a Swiss: after round 1 is played, round 2 repeats no meeting
// and gives the bye to another player; while a round is unplayed, drawing
// is refused at the unplayed game's Date cell; scoring grades the played
// games and leaves the drawn ones out with a warning.
func TestCroquetDrawSwissRounds(t *testing.T) {
	path := drawBook(t, clubSwiss...)
	opt := grading.DrawOptions{Event: "Club Swiss", Format: grading.FormatSwiss}
	first, last, _ := runDraw(t, path, opt)
	_, _, probs := runDraw(t, path, opt)
	if !hasProblem(probs, "Games!A62", "drawn and not yet played") {
		t.Fatalf("redraw: %v", probs)
	}
	// Scoring leaves the drawn games out, with a warning.
	_, probs = xlsxtest.Score(t, grading.Kind{}, path, filepath.Join(t.TempDir(), "out.xlsx"))
	if problem.HasErrors(probs) || !hasProblem(probs, "Games", "2 games drawn and not yet played") {
		t.Fatalf("score: %v", probs)
	}
	play(t, path, first, last, func(row int) bool { return row == first })
	first2, last2, probs := runDraw(t, path, opt)
	if problem.HasErrors(probs) || first2 != 64 || last2 != 65 {
		t.Fatalf("round 2: rows %d to %d, %v", first2, last2, probs)
	}
	draw := xlsxtest.SheetRecords(t, path, "Draw")
	if len(draw) != 6 {
		t.Fatalf("Draw: %v", draw)
	}
	met := map[string]bool{}
	byes := map[string]bool{}
	for _, r := range draw {
		k := r["Player"] + "/" + r["Opponent"]
		if r["Note"] == "bye" {
			if byes[r["Player"]] {
				t.Errorf("%s has two byes", r["Player"])
			}
			byes[r["Player"]] = true
			continue
		}
		if met[k] || met[r["Opponent"]+"/"+r["Player"]] || r["Note"] != "" {
			t.Errorf("repeat %s", k)
		}
		met[k] = true
	}
	play(t, path, first2, last2, func(int) bool { return false })
	out := filepath.Join(t.TempDir(), "out.xlsx")
	res, probs := xlsxtest.Score(t, grading.Kind{}, path, out)
	if problem.HasErrors(probs) || hasProblem(probs, "Games", "drawn and not yet played") || res == nil {
		t.Fatalf("score: %v", probs)
	}
	// The Results Grid's standings: four games played, so four won and
	// eight played in all, each player listed once, the most wins first.
	grid, err := xlsxtest.DumpSheet(out, "Results Grid")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(grid, "Club Swiss — Swiss\nPlayer | Won | Played\n")
	if !ok {
		t.Fatalf("Results Grid:\n%s", grid)
	}
	won, played, players, last := 0, 0, 0, 99
	for _, line := range strings.Split(strings.TrimSpace(table), "\n") {
		var w, p int
		f := strings.Split(line, " | ")
		if len(f) != 3 {
			continue
		}
		fmt.Sscan(f[1], &w)
		fmt.Sscan(f[2], &p)
		if w > last {
			t.Errorf("standings out of order:\n%s", table)
		}
		won, played, players, last = won+w, played+p, players+1, w
	}
	if won != 4 || played != 8 || players != 5 {
		t.Errorf("standings: %d won, %d played, %d players:\n%s", won, played, players, table)
	}
}

// A knockout of five: a bracket of eight, byes to the top three seeds, so
// that the first draw has round 1's one game (4 v 5) and the semi-final 2
// v 3, whose players are known; once 5 has beaten 4, the other
// semi-final, 1 v 5; once both are played, the final.
func TestCroquetDrawKnockout(t *testing.T) {
	path := drawBook(t, clubSwiss...)
	opt := grading.DrawOptions{Event: "Club Swiss", Format: grading.FormatKnockout}
	first, last, probs := runDraw(t, path, opt)
	if problem.HasErrors(probs) || first != 62 || last != 63 {
		t.Fatalf("first draw: rows %d to %d, %v", first, last, probs)
	}
	draw := xlsxtest.SheetRecords(t, path, "Draw")
	if len(draw) != 5 || draw[0]["Seed"] != "1" || draw[0]["Note"] != "bye" || draw[3]["Seed"] != "4" || draw[3]["Opponent Seed"] != "5" ||
		draw[4]["Round"] != "2" || draw[4]["Seed"] != "2" || draw[4]["Opponent Seed"] != "3" {
		t.Fatalf("Draw: %v", draw)
	}
	play(t, path, first, first, func(int) bool { return true }) // seed 5 beats 4
	first, last, probs = runDraw(t, path, opt)
	if problem.HasErrors(probs) || first != 64 || last != 64 {
		t.Fatalf("second draw: rows %d to %d, %v", first, last, probs)
	}
	draw = xlsxtest.SheetRecords(t, path, "Draw")
	if len(draw) != 6 || draw[5]["Seed"] != "1" || draw[5]["Opponent Seed"] != "5" {
		t.Fatalf("Draw: %v", draw)
	}
	if _, _, probs := runDraw(t, path, opt); !hasProblem(probs, "Games!A63", "drawn and not yet played") {
		t.Errorf("nothing to draw: %v", probs)
	}
	play(t, path, 63, 64, func(int) bool { return false }) // seeds 1 and 2 win
	first, last, _ = runDraw(t, path, opt)
	draw = xlsxtest.SheetRecords(t, path, "Draw")
	if first != 65 || len(draw) != 7 || draw[6]["Round"] != "3" || draw[6]["Seed"] != "1" || draw[6]["Opponent Seed"] != "2" {
		t.Fatalf("final: row %d, Draw %v", first, draw)
	}
	if _, _, probs := runDraw(t, path, grading.DrawOptions{Event: "Club Swiss", Format: grading.FormatSwiss}); !hasProblem(probs, "Draw!B", "was drawn as Knockout") {
		t.Errorf("another format: %v", probs)
	}
}

// Blocks: two blocks of five players' games, all drawn at once; a second
// draw is refused.
func TestCroquetDrawBlocks(t *testing.T) {
	path := drawBook(t, clubSwiss...)
	opt := grading.DrawOptions{Event: "Club Swiss", Format: grading.FormatBlocks, Blocks: 2}
	first, last, probs := runDraw(t, path, opt)
	// Blocks of 3 and 2: 3 + 1 games.
	if problem.HasErrors(probs) || last-first+1 != 4 {
		t.Fatalf("rows %d to %d, %v", first, last, probs)
	}
	if _, _, probs := runDraw(t, path, opt); !hasProblem(probs, "Games", "drawn already") {
		t.Errorf("redraw: %v", probs)
	}
}

func TestCroquetDrawErrorsNameTheCell(t *testing.T) {
	path := drawBook(t, append(clubSwiss, []any{"Club Swiss", "Zed Zog"}, []any{"Club Swiss", "Ann Abbot"})...)
	_, _, probs := runDraw(t, path, grading.DrawOptions{Event: "Club Swiss", Format: grading.FormatSwiss})
	if !hasProblem(probs, "Entries!B7", "Zed Zog is not on Players") || !hasProblem(probs, "Entries!B8", "entered twice, on rows 2 and 8") {
		t.Errorf("%v", probs)
	}
	_, _, probs = runDraw(t, path, grading.DrawOptions{Event: "Spring", Format: grading.FormatSwiss})
	if !hasProblem(probs, "Entries", "Entries lists no players for Spring") {
		t.Errorf("%v", probs)
	}
}

func hasProblem(ps []problem.Problem, place, msg string) bool {
	for _, p := range ps {
		if strings.HasPrefix(p.Place(), place) && strings.Contains(p.Msg, msg) {
			return true
		}
	}
	return false
}

// The Croquet Records export of a knockout played out reads back into the
// same games: a knockout of five drawn and played (the higher seed always
// winning, each game 26-(10+k) for the k-th game, so a margin of 16 − k),
// then the export of that event alone read back with the layout's reader.
func TestCroquetRecordsReadsBack(t *testing.T) {
	path := drawBook(t, clubSwiss...)
	opt := grading.DrawOptions{Event: "Club Swiss", Format: grading.FormatKnockout}
	k := 0
	for {
		first, last, probs := runDraw(t, path, opt)
		if problem.HasErrors(probs) {
			if !hasProblem(probs, "Games", "is complete") {
				t.Fatal(probs)
			}
			break
		}
		f, err := excelize.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for r := first; r <= last; r++ {
			f.SetCellValue("Games", fmt.Sprintf("A%d", r), time.Date(2026, 3, 28+k, 0, 0, 0, 0, time.UTC))
			f.SetCellValue("Games", fmt.Sprintf("F%d", r), fmt.Sprintf("26-%d", 10+k))
			k++
		}
		if err := f.Save(); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	if k != 4 {
		t.Fatalf("%d games played, want 4", k)
	}
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: kinds.Reads()})
	defer b.Close()
	sc, probs := grading.Kind{}.Score(b)
	if sc == nil || problem.HasErrors(probs) {
		t.Fatal(probs)
	}
	sc.(xlsx.EventScoped).OnlyEvent("club swiss")
	var out bytes.Buffer
	if _, err := sc.(xlsx.Exporter).Exports()["croquetrecords"](&out); err != nil {
		t.Fatal(err)
	}
	back, err := exporttest.ReadCroquetRecords(out.String())
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	games := xlsxtest.SheetRecords(t, path, "Games")
	var want []exporttest.CRGame
	for _, g := range games {
		if g["Event"] == "Club Swiss" {
			var n int
			fmt.Sscanf(g["Score"], "26-%d", &n)
			want = append(want, exporttest.CRGame{Winner: g["Winner"], Loser: g["Loser"], Margin: fmt.Sprintf("+%d", 26-n)})
		}
	}
	seeds := xlsxtest.SheetRecords(t, path, "Draw")
	// The bracket on the Results Grid, worked by hand: round 1 is 1 v
	// bye, 4 v 5, 2 v bye, 3 v bye (SeedOrder(8) = 1 8 4 5 2 7 3 6); 4 won
	// the first game (+16), 2 beat 3 (+15), 1 beat 4 (+14), 1 beat 2 (+13).
	s := map[int]string{}
	for _, d := range seeds {
		var n, o int
		fmt.Sscan(d["Seed"], &n)
		fmt.Sscan(d["Opponent Seed"], &o)
		s[n], s[o] = d["Player"], d["Opponent"]
	}
	out2 := filepath.Join(t.TempDir(), "out.xlsx")
	if _, probs := xlsxtest.Score(t, grading.Kind{}, path, out2); problem.HasErrors(probs) {
		t.Fatal(probs)
	}
	grid, err := xlsxtest.DumpSheet(out2, "Results Grid")
	if err != nil {
		t.Fatal(err)
	}
	bracket := strings.Join([]string{
		"Club Swiss — Knockout",
		"Draw | Round 1 | Round 2 | Round 3",
		"(1) " + s[1] + " | " + s[1],
		"bye |  | " + s[1] + " +14",
		"(4) " + s[4] + " | " + s[4] + " +16",
		"(5) " + s[5] + " |  |  | " + s[1] + " +13",
		"(2) " + s[2] + " | " + s[2],
		"bye |  | " + s[2] + " +15",
		"(3) " + s[3] + " | " + s[3],
		"bye",
	}, "\n")
	if !strings.Contains(grid, bracket) {
		t.Errorf("Results Grid lacks\n%s\n%s", bracket, grid)
	}
	if len(back) != 1 || back[0].Name != "Club Swiss" || !reflect.DeepEqual(back[0].Games, want) || back[0].Winner != seeds[0]["Player"] ||
		!back[0].First.Equal(time.Date(2026, 3, 28, 0, 0, 0, 0, time.UTC)) || !back[0].Last.Equal(time.Date(2026, 3, 31, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("read back %+v, want %v\n%s", back, want, out.String())
	}
}

// The Results Grid of blocks: five players in two blocks (seeds 1, 4, 5
// and 2, 3), every game won by the higher seed, the k-th game of Games
// 26-(10+k): block 2's one game is the fourth (rows 62 to 65), 26-13, so
// seed 2's line reads × +13, won 1 of 1, and seed 3's -13 ×, won 0 of 1
// (the dump quotes text that looks like a number).
func TestResultsGridBlocks(t *testing.T) {
	path := drawBook(t, clubSwiss...)
	first, last, probs := runDraw(t, path, grading.DrawOptions{Event: "Club Swiss", Format: grading.FormatBlocks, Blocks: 2})
	if problem.HasErrors(probs) || first != 62 || last != 65 {
		t.Fatalf("rows %d to %d, %v", first, last, probs)
	}
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for r := first; r <= last; r++ {
		f.SetCellValue("Games", fmt.Sprintf("A%d", r), time.Date(2026, 3, 28, 0, 0, 0, 0, time.UTC))
		f.SetCellValue("Games", fmt.Sprintf("F%d", r), fmt.Sprintf("26-%d", 10+r-first))
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	draw := xlsxtest.SheetRecords(t, path, "Draw")
	two, three := draw[len(draw)-1]["Player"], draw[len(draw)-1]["Opponent"]
	out := filepath.Join(t.TempDir(), "out.xlsx")
	if _, probs := xlsxtest.Score(t, grading.Kind{}, path, out); problem.HasErrors(probs) {
		t.Fatal(probs)
	}
	dump, err := xlsxtest.DumpSheet(out, "Results Grid")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Club Swiss — Blocks\nBlock 1\nPlayer | 1 | 2 | 3 | Won | Played\n",
		"Block 2\nPlayer | 1 | 2 | Won | Played\n1 " + two + ` | × | "+13" | 1 | 1` + "\n2 " + three + ` | "-13" | × | 0 | 1` + "\n",
	} {
		if !strings.Contains(dump, want) {
			t.Errorf("Results Grid lacks\n%s\n%s", want, dump)
		}
	}
	// Block 1 by the circle: round 1 seed 4 v 5 (game 1, +16), round 2
	// seed 1 v 4 (+15), round 3 seed 1 v 5 (+14).
	if !strings.Contains(dump, ` | × | "+15" | "+14" | 2 | 2`+"\n") || !strings.Contains(dump, ` | "-15" | × | "+16" | 1 | 2`+"\n") {
		t.Errorf("block 1:\n%s", dump)
	}
	// The web page has the grid too, block 2's lines as the sheet's.
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: kinds.Reads()})
	defer b.Close()
	sc, _ := grading.Kind{}.Score(b)
	var page bytes.Buffer
	if _, err := sc.(xlsx.Exporter).Exports()["html"](&page); err != nil {
		t.Fatal(err)
	}
	p, err := exporttest.ReadPage(page.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	sec := p.Section("Results Grid")
	if sec == nil {
		t.Fatalf("the page has no Results Grid: %+v", p.Contents)
	}
	var lines []string
	for _, l := range sec.Lines {
		lines = append(lines, strings.Join(l, " | "))
	}
	joined := strings.Join(lines, "\n")
	if !strings.Contains(joined, "1 "+two+" | × | +13 | 1 | 1\n2 "+three+" | -13 | × | 0 | 1") {
		t.Errorf("page's Results Grid:\n%s", joined)
	}
}
