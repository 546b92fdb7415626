package grading_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	enginegrading "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/xuri/excelize/v2"
)

// codeBook is an AC grading workbook (the template's settings: Index/Grade)
// whose four players rank one way at AC and the other way round at GC,
// with one AC game of another event, and Entries for a GC and an AC event
// of all four (typed on the template's Entries sheet).
func codeBook(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	d := day("2026-03-14")
	from := gradingBook(t, dir, nil,
		[][]any{
			// Player, Index, Grade, Club, Handicap, Handicap Index, GC Grade
			{"Ann", 2000, 2000, nil, nil, nil, 1400},
			{"Bob", 1900, 1900, nil, nil, nil, 1500},
			{"Cath", 1800, 1800, nil, nil, nil, 1600},
			{"Dan", 1700, 1700, nil, nil, nil, 1700},
		},
		[][]any{
			// Date, Event, Class, Winner, Loser, Score, Type, Code
			{d, "Club AC", nil, "Ann", "Bob", "26-14"},
		})
	cells := map[string]any{}
	row := 2
	for _, ev := range []string{"Golf Open", "AC Open"} {
		for _, p := range []string{"Ann", "Bob", "Cath", "Dan"} {
			cells[fmt.Sprintf("Entries!A%d", row)], cells[fmt.Sprintf("Entries!B%d", row)] = ev, p
			row++
		}
	}
	setCells(t, from, cells) // the template's Entries sheet
	return from
}

// gamesRow is a Games row of the template's layout: Event (B), Winner
// (D), Loser (E), Type (G) and Code (H).
func gamesRow(t *testing.T, path string, row int) [5]string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [5]string
	for i, col := range []string{"B", "D", "E", "G", "H"} {
		out[i], _ = f.GetCellValue("Games", fmt.Sprintf("%s%d", col, row))
	}
	return out
}

// A GC event is seeded by the players' GC grades, an AC event by their AC
// grades, and the drawn games say their event's code. The four rank Ann,
// Bob, Cath, Dan at AC (grades 2000 … 1700; Ann's win over Bob in Club AC
// moves the two by less than the 100 between them, so the order stays) and
// Dan, Cath, Bob, Ann at GC (1700 … 1400, no GC game played): a knockout
// of four pairs seed 1 with 4 and 2 with 3 (engine/croquetdraw), so the
// GC event's first game is Dan v Ann and the AC event's Ann v Dan.
func TestCroquetDrawSeedsByTheEventsCode(t *testing.T) {
	path := codeBook(t)
	golf := grading.DrawOptions{Event: "Golf Open", Format: grading.FormatKnockout, Code: enginegrading.GC, HasCode: true}
	first, last, probs := runDraw(t, path, golf)
	if problem.HasErrors(probs) || first != 3 || last != 4 {
		t.Fatalf("Golf Open: rows %d to %d, %v", first, last, probs)
	}
	if got := gamesRow(t, path, 3); got != [5]string{"Golf Open", "Dan", "Ann", "", "GC"} {
		t.Errorf("Golf Open's first game %q, want Dan v Ann at GC", got)
	}
	if got := gamesRow(t, path, 4); got != [5]string{"Golf Open", "Cath", "Bob", "", "GC"} {
		t.Errorf("Golf Open's second game %q, want Cath v Bob at GC", got)
	}
	draw := xlsxtest.SheetRecords(t, path, "Draw")
	if len(draw) != 2 || draw[0]["Seed"] != "1" || draw[0]["Player"] != "Dan" || draw[0]["Opponent Seed"] != "4" || draw[0]["Opponent"] != "Ann" {
		t.Fatalf("Draw: %v", draw)
	}

	// The AC event, no --code and no games yet: AC, by the AC grades.
	first, _, probs = runDraw(t, path, grading.DrawOptions{Event: "AC Open", Format: grading.FormatKnockout})
	if problem.HasErrors(probs) || first != 5 {
		t.Fatalf("AC Open: row %d, %v", first, probs)
	}
	if got := gamesRow(t, path, 5); got != [5]string{"AC Open", "Ann", "Dan", "", "AC"} {
		t.Errorf("AC Open's first game %q, want Ann v Dan at AC", got)
	}

	// Golf Open's semi-finals played as handicap games (Type Handicap
	// typed on both rows): the final, drawn without --code, takes the
	// code and the Type of the event's games.
	play(t, path, 3, 4, func(int) bool { return false }) // Dan and Cath win
	setCells(t, path, map[string]any{"Games!G3": "Handicap", "Games!G4": "Handicap"})
	first, _, probs = runDraw(t, path, grading.DrawOptions{Event: "Golf Open", Format: grading.FormatKnockout})
	if problem.HasErrors(probs) || first != 7 {
		t.Fatalf("Golf Open's final: row %d, %v", first, probs)
	}
	if got := gamesRow(t, path, 7); got != [5]string{"Golf Open", "Dan", "Cath", "Handicap", "GC"} {
		t.Errorf("Golf Open's final %q, want Dan v Cath, Handicap, GC", got)
	}

	// --code AC for the GC event is refused at the Code of its first game.
	play(t, path, 7, 7, func(int) bool { return false })
	_, _, probs = runDraw(t, path, grading.DrawOptions{Event: "Golf Open", Format: grading.FormatKnockout, Code: enginegrading.AC, HasCode: true})
	if !hasProblem(probs, "Games!H3", "Golf Open is played at GC (its games say so), not AC") {
		t.Errorf("--code AC: %v", probs)
	}
}

// A GC event drawn in an AC workbook needs each entrant's GC Grade; a
// Games sheet of an event's two codes is refused at the odd game's Code.
func TestCroquetDrawCodeErrors(t *testing.T) {
	path := codeBook(t)
	setCells(t, path, map[string]any{"Players!G3": nil}) // Bob's GC Grade
	_, _, probs := runDraw(t, path, grading.DrawOptions{Event: "Golf Open", Format: grading.FormatSwiss, Code: enginegrading.GC, HasCode: true})
	if !hasProblem(probs, "Players!G3", "Bob has no GC Grade, by which a GC event is seeded") {
		t.Errorf("no GC Grade: %v", probs)
	}
	path = codeBook(t)
	d := day("2026-03-14")
	setCells(t, path, map[string]any{"Games!A3": d, "Games!B3": "AC Open", "Games!D3": "Ann", "Games!E3": "Bob",
		"Games!A4": d, "Games!B4": "AC Open", "Games!D4": "Cath", "Games!E4": "Dan", "Games!H4": "GC"})
	_, _, probs = runDraw(t, path, grading.DrawOptions{Event: "AC Open", Format: grading.FormatSwiss})
	if !hasProblem(probs, "Games!H4", "the games of AC Open are of two codes: AC on row 3, GC on row 4") {
		t.Errorf("two codes: %v", probs)
	}
}

// setCells types cells as a director would, each named with its sheet:
// "Games!A3".
func setCells(t *testing.T, path string, cells map[string]any) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for k, v := range cells {
		sheet, cell, _ := strings.Cut(k, "!")
		if err := f.SetCellValue(sheet, cell, v); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
}

// The template's Entries sheet, in each of its languages: the rows typed
// there enter the event (three of the four players: a Swiss of three is
// one game and a bye); left empty, as the template comes, every player on
// Players is entered (four: two games).
func TestTemplateEntries(t *testing.T) {
	d := day("2026-03-14")
	for _, l := range lang.All {
		for _, entered := range [][]string{{"Ann", "Bob", "Cath"}, nil} {
			tpl := templates.Grading().In(l)
			var entries *templates.Sheet
			for i := range tpl.Sheets {
				s := &tpl.Sheets[i]
				switch s.Name {
				case l.T("Players"):
					for _, p := range []string{"Ann", "Bob", "Cath", "Dan"} {
						s.Rows = append(s.Rows, templates.Row{Cells: []any{p, 2000, 2000}})
					}
				case l.T("Games"):
					s.Rows = append(s.Rows, templates.Row{Cells: []any{d, "Club", nil, "Ann", "Bob"}})
				case l.T("Entries"):
					entries = s
				}
			}
			if entries == nil || len(entries.Columns) != 2 || entries.Columns[0].Header != l.T("Event") || entries.Columns[1].Header != l.T("Player") {
				t.Fatalf("%v: the template's Entries sheet %+v", l, entries)
			}
			for _, p := range entered {
				entries.Rows = append(entries.Rows, templates.Row{Cells: []any{"Spring", p}})
			}
			path := filepath.Join(t.TempDir(), "grading.xlsx")
			if err := xlsx.WriteTemplate(path, tpl); err != nil {
				t.Fatal(err)
			}
			first, last, probs := runDraw(t, path, grading.DrawOptions{Event: "Spring", Format: grading.FormatSwiss})
			want := 2 // games
			if entered != nil {
				want = 1
			}
			if problem.HasErrors(probs) || first != 3 || last-first+1 != want {
				t.Errorf("%v, %d entered: rows %d to %d, %v", l, len(entered), first, last, probs)
			}
		}
	}
}

// The two rankings' files of one workbook: a GC knockout of four drawn
// and played out (the higher GC seed winning each game 7-k for the k-th
// game played, so 7-1, 7-2, 7-3), an AC game of Club AC, and an AC
// doubles game. The GC file (--gcrankings) holds the knockout alone and
// reads back into the same games, with their points, the champion and
// the days; it says that it left the AC event (its doubles game too) out. The Croquet Records
// file holds Club AC's singles game alone, saying that it left Golf Open
// and the doubles game out.
func TestGCRankingsReadsBack(t *testing.T) {
	path := codeBook(t)
	opt := grading.DrawOptions{Event: "Golf Open", Format: grading.FormatKnockout, Code: enginegrading.GC, HasCode: true}
	k := 0
	for {
		first, last, probs := runDraw(t, path, opt)
		if problem.HasErrors(probs) {
			if !hasProblem(probs, "Games", "is complete") {
				t.Fatal(probs)
			}
			break
		}
		cells := map[string]any{}
		for r := first; r <= last; r++ {
			k++
			cells[fmt.Sprintf("Games!A%d", r)] = day("2026-03-14").AddDate(0, 0, k)
			cells[fmt.Sprintf("Games!F%d", r)] = fmt.Sprintf("7-%d", k)
		}
		setCells(t, path, cells)
	}
	if k != 3 {
		t.Fatalf("%d games played, want 3", k)
	}
	// Row 6, after the three: the doubles game, Ann and Bob beating Cath and Dan.
	setCells(t, path, map[string]any{"Games!A6": day("2026-03-20"), "Games!B6": "Club AC", "Games!D6": "Ann", "Games!E6": "Cath",
		"Games!I6": "Bob", "Games!J6": "Dan", "Games!F6": "26-20"})
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: kinds.Reads()})
	defer b.Close()
	sc, probs := grading.Kind{}.Score(b)
	if sc == nil || problem.HasErrors(probs) {
		t.Fatal(probs)
	}
	var gc bytes.Buffer
	probs, err := sc.(xlsx.Exporter).Exports()["gcrankings"](&gc)
	if err != nil {
		t.Fatal(err)
	}
	checkFindings(t, probs, []wantFinding{
		{"Games", "the Golf Croquet ranking takes GC games: the AC games of Club AC are left out", true},
	})
	back, err := exporttest.ReadGCRankings(gc.String())
	if err != nil {
		t.Fatalf("%v\n%s", err, gc.String())
	}
	// Seeds by GC grade: 1 Dan, 2 Cath, 3 Bob, 4 Ann; the semi-finals
	// Dan v Ann (7-1) and Cath v Bob (7-2), the final Dan v Cath (7-3).
	want := []exporttest.GCEvent{{Name: "Golf Open", First: day("2026-03-15"), Last: day("2026-03-17"), Winner: "Dan", Games: []exporttest.GCGame{
		{Winner: "DAN", Loser: "ANN", WinnerPoints: "7", LoserPoints: "1"},
		{Winner: "CATH", Loser: "BOB", WinnerPoints: "7", LoserPoints: "2"},
		{Winner: "DAN", Loser: "CATH", WinnerPoints: "7", LoserPoints: "3"},
	}}}
	if !reflect.DeepEqual(back, want) {
		t.Errorf("read back\n%+v\nwant\n%+v\n%s", back, want, gc.String())
	}
	var ac bytes.Buffer
	probs, err = sc.(xlsx.Exporter).Exports()["croquetrecords"](&ac)
	if err != nil {
		t.Fatal(err)
	}
	checkFindings(t, probs, []wantFinding{
		{"Games", "the GC games of Golf Open are left out: Croquet Records ranks Association Croquet", true},
		{"Games", "1 doubles game left out: the rankings take singles games", true},
	})
	acBack, err := exporttest.ReadCroquetRecords(ac.String())
	if err != nil {
		t.Fatalf("%v\n%s", err, ac.String())
	}
	if len(acBack) != 1 || acBack[0].Name != "Club AC" || !reflect.DeepEqual(acBack[0].Games, []exporttest.CRGame{{Winner: "Ann", Loser: "Bob", Margin: "+12"}}) {
		t.Errorf("Croquet Records read back %+v\n%s", acBack, ac.String())
	}
}
