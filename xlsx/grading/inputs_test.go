package grading_test

import (
	"testing"

	enginegrading "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/kinds"
)

// The columns of issue 28: each game's Code, Type (level or handicap) and
// doubles partners, each player's GC start grade, GC handicap and AHS
// indices, read into the engine's terms, and each cell that cannot be read
// an error at that cell.
func TestReadCodesTypesDoublesAndHandicaps(t *testing.T) {
	d := day("2026-03-14")
	path := gradingBook(t, t.TempDir(), nil,
		[][]any{
			// Player, Index, Grade, Club, Handicap, Handicap Index, GC Grade, GC Handicap, GC Handicap Index
			{"Peter", 1881, 1881, nil, "4½", 1620, 1450, "5", 1410},
			{"John", 1992, 1992, nil, "½", nil, "high", "-1", "x"},
			{"Ann", 2000, 2000, nil, nil, "lots", nil, nil, nil},
			{"Bob", 1900, 1900},
		},
		[][]any{
			// Date, Event, Class, Winner, Loser, Score, Type, Code, Winner 2, Loser 2
			{d, "Open", nil, "Peter", "John", "26-14", nil, nil},          // 2: level AC
			{d, "Open", nil, "Peter", "John", "+7", "Handicap", "ac"},     // 3: handicap AC
			{d, "Golf", nil, "John", "Peter", "7-5", nil, "GC"},           // 4: level GC
			{d, "Golf", nil, "John", "Peter", "7-3", "Golf Croquet", nil}, // 5: GC by its Type
			{d, "Golf", nil, "John", "Peter", "7-3", "h", "Golf"},         // 6: handicap GC
			{d, "Odd", nil, "John", "Peter", nil, nil, "Ricochet"},        // 7: no code
			{d, "Dbl", nil, "John", "Peter", nil, nil, nil, "Ann"},        // 8: Loser 2 missing
			{d, "Dbl", nil, "John", "Peter", nil, nil, nil, nil, "Bob"},   // 9: Winner 2 missing
			{d, "Dbl", nil, "John", "Peter", nil, nil, nil, "Ann", "Bob"}, // 10: doubles
		})
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: kinds.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ev, probs := grading.Read(b)
	checkFindings(t, probs, []wantFinding{
		{"Players!G3", `gc grade "high" is not a number`, false},
		{"Players!I3", `gc handicap index "x" is not a number`, false},
		{"Players!F4", `handicap index "lots" is not a number`, false},
		{"Games!H7", `code "Ricochet" is not AC or GC`, false},
		{"Games!J8", "the winners are a doubles side, but Loser 2 is empty", false},
		{"Games!I9", "the losers are a doubles side, but Winner 2 is empty", false},
	})
	if ev == nil {
		t.Fatal("no event read")
	}
	p := ev.Players[0]
	if p.Handicap != 4.5 || !p.HasHandicap || p.HandicapIndex != 1620 || !p.HasHandicapIndex ||
		p.GCGrade != 1450 || !p.HasGCGrade || p.GCHandicap != 5 || !p.HasGCHandicap || p.GCHandicapIndex != 1410 || !p.HasGCHandicapIndex {
		t.Errorf("Peter read as %+v", p)
	}
	if q := ev.Players[3]; q.HasGCGrade || q.HasHandicapIndex || q.HasGCHandicap || q.HasGCHandicapIndex {
		t.Errorf("Bob, with no GC or AHS cells, read as %+v", q)
	}
	type want struct {
		code     enginegrading.Code
		typ      enginegrading.GameType
		partners [2]string
	}
	wants := []want{
		{enginegrading.AC, enginegrading.Level, [2]string{}},
		{enginegrading.AC, enginegrading.HandicapPlay, [2]string{}},
		{enginegrading.GC, enginegrading.Level, [2]string{}},
		{enginegrading.GC, enginegrading.Level, [2]string{}},
		{enginegrading.GC, enginegrading.HandicapPlay, [2]string{}},
	}
	for i, w := range wants {
		g := ev.Games[i]
		if g.GameCode() != w.code || enginegrading.ParseType(g.Type) != w.typ || g.Winner2 != w.partners[0] || g.Loser2 != w.partners[1] {
			t.Errorf("Games row %d read as %+v (code %v)", g.Row, g, g.GameCode())
		}
	}
	if g := ev.Games[8]; g.Winner2 != "Ann" || g.Loser2 != "Bob" || g.Unread {
		t.Errorf("the doubles game read as %+v", g)
	}
}

// A Golf Croquet list through a workbook: Code GC on Grading needs each
// player's GC Grade (not Index and Grade), an empty one an error at its
// cell; the Ranking is of the GC grades, the other code's games moving
// none of them, and its Handicap is the GC handicap of the grade.
func TestGolfCroquetWorkbook(t *testing.T) {
	d := day("2026-03-14")
	games := [][]any{
		{d, "Golf Open", 1, "Ann", "Bob", "7-5", nil, "GC"},
		{d, "AC Open", 1, "Bob", "Ann", "+26tp"},
	}
	path := gradingBook(t, t.TempDir(), map[string]any{"Code": "GC", "Minimum games": 0},
		[][]any{{"Ann", nil, nil, nil, nil, nil, 1500, "5"}, {"Bob", nil, nil, nil, nil, nil, nil}}, games)
	checkFindings(t, checkGrading(t, path), []wantFinding{
		{"Players!G3", `the starting gc grade of "Bob" is missing`, false},
	})
	path = gradingBook(t, t.TempDir(), map[string]any{"Code": "GC", "Minimum games": 0},
		[][]any{{"Ann", nil, nil, nil, nil, nil, 1500, "5"}, {"Bob", nil, nil, nil, nil, nil, 1400}}, games)
	res := scoreGrading(t, path, "")
	if res.Settings.Code != enginegrading.GC || len(res.Log) != 1 || res.Log[0].Winner != "Ann" {
		t.Fatalf("graded %v with %d games", res.Settings.Code, len(res.Log))
	}
	// Ann 1500 beats Bob 1400 at a Class 1 event: + 1.2 × 24 × 0.386863
	// = 11.141661 (engine/grading's TestGCGradedByWeightedDG): 1511, whose
	// GC handicap (1500 ≤ 1511 < 1600) is 5.
	r := readWritten(t, path, "Ranking")
	if got := [3]string{r.text(t, 0, "Player"), r.text(t, 0, "Handicap"), r.text(t, 0, "Handicap check")}; got != [3]string{"Ann", "5", ""} {
		t.Errorf("the Ranking's first row %q", got)
	}
	if g := r.number(t, 0, "Grade"); !near(g, 1511.141661, 1e-5) {
		t.Errorf("Ann's GC grade %v", g)
	}
}
