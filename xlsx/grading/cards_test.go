package grading_test

import (
	"strings"
	"testing"

	enginegrading "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/xuri/excelize/v2"
)

// Players' optional Club and Handicap columns are read: a handicap as an
// officer types it (4½, 4.5, -1, −½), one that is not a handicap a warning
// (it changes no grade), carried to the Ranking with the handicap of each
// grade and a flag where they differ.
func TestPlayersClubAndHandicap(t *testing.T) {
	d := day("2026-03-14")
	path := gradingBook(t, t.TempDir(), map[string]any{"Minimum games": 0},
		[][]any{
			{"Peter", 1881, 1881, "Ryde", "4½"}, // grade 1881: 1½
			{"John", 1992, 1992, nil, "½"},      // 1992: ½, agrees
			{"Ann", 2410, 2410, "Bowdon", "−½"}, // 2410: −1½
			{"Bob", 800, 800, nil, "lots"},      // below the table; not a handicap
			{"Cat", 1500, 1500, nil, 5},         // a number: 5, agrees
		},
		[][]any{{d, "Club", nil, "Peter", "John"}})
	checkFindings(t, checkGrading(t, path), []wantFinding{
		{"Players!E5", `handicap "lots" is not a handicap; it is not checked`, true},
	})
	scoreGrading(t, path, "")
	ranking := readWritten(t, path, "Ranking")
	want := map[string][3]string{ // club, handicap, check
		"Ann":   {"Bowdon", "−1½", "has −½: reduce to −1½"},
		"Cat":   {"", "5", ""},
		"John":  {"", "½", ""},
		"Peter": {"Ryde", "1½", "has 4½: reduce to 1½"},
		"Bob":   {"", "", ""},
	}
	for i := range ranking.rows {
		name := ranking.text(t, i, "Player")
		w := want[name]
		got := [3]string{ranking.text(t, i, "Club"), ranking.text(t, i, "Handicap"), ranking.text(t, i, "Handicap check")}
		if got != w {
			t.Errorf("%s: club, handicap, check %q, want %q", name, got, w)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("not in the Ranking: %v", want)
	}
}

// Without clubs or handicaps on Players, the Ranking has no Club or
// Handicap check column; the Handicap column is always there.
func TestRankingColumnsWithoutClubs(t *testing.T) {
	path := gradingBook(t, t.TempDir(), nil, [][]any{{"Peter", 1881, 1881}, {"John", 1992, 1992}},
		[][]any{{day("2026-03-14"), "Club", nil, "Peter", "John"}})
	scoreGrading(t, path, "")
	r := readWritten(t, path, "Ranking")
	for _, h := range []string{"Club", "Handicap check"} {
		if _, ok := r.header[h]; ok {
			t.Errorf("a %s column", h)
		}
	}
	if _, ok := r.header["Handicap"]; !ok {
		t.Error("no Handicap column")
	}
}

// Under DG the Players sheet needs no Index (one typed is not used), and
// every sheet shows the grade alone: the Ranking and History have no Index,
// the Grading Log has LPW, each player's M and change; the History chart
// draws the grade.
func TestDGSheets(t *testing.T) {
	dir := t.TempDir()
	tpl := templates.Grading()
	for _, r := range tpl.Sheets[0].Rows {
		if r.Cells[0] == "System" {
			r.Cells[1] = "DG"
		}
		if r.Cells[0] == "Minimum games" {
			r.Cells[1] = "1"
		}
	}
	tpl.Sheets[1].Columns = []templates.Column{{Header: "Player", Width: 20}, {Header: "Grade", Width: 8}}
	tpl.Sheets[1].Rows = []templates.Row{{Cells: []any{"Fav", 2100}}, {Cells: []any{"Other", 2000}}}
	tpl.Sheets[2].Rows = []templates.Row{
		{Cells: []any{day("2026-03-14"), "Open", 1, "Fav", "Other"}},
		{Cells: []any{day("2026-03-15"), "Open", nil, "Other", "Fav"}},
	}
	path := dir + "/dg.xlsx"
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	res := scoreGrading(t, path, "")
	if res.Settings.System != enginegrading.DG {
		t.Fatalf("system %v", res.Settings.System)
	}
	log := readWritten(t, path, "Grading Log")
	// Fav (2100) beats Other (2000), class 1 not applied: LPW 0.386863, ±9.2847.
	if got := log.number(t, 0, "LPW"); !near(got, 0.386863, 1e-6) || log.number(t, 0, "Winner M") != 24 ||
		!near(log.number(t, 0, "Winner change"), 9.2847, 1e-4) || !near(log.number(t, 0, "Loser change"), -9.2847, 1e-4) ||
		!near(log.number(t, 0, "Winner Grade"), 2109.2847, 1e-4) {
		t.Errorf("first log row %v", log.rows[0])
	}
	for _, sheet := range []string{"Ranking", "Grading Log", "History"} {
		w := readWritten(t, path, sheet)
		for h := range w.header {
			if strings.Contains(h, "Index") || h == "D" || h == "Adjustment" {
				t.Errorf("%s has a column %s under DG", sheet, h)
			}
		}
	}
	checkFormats(t, path, "Grading Log", map[string]string{"LPW": "0.00%", "Winner M": "0.00", "Loser change": "0.00", "Winner Grade": "0"})
	parts := xlsxtest.ReadZip(t, path)
	charts := 0
	for name, data := range parts {
		if strings.HasPrefix(name, "xl/charts/chart") {
			charts++
			if !strings.Contains(string(data), "DG grade game by game") || strings.Count(string(data), "<ser>") != 1 {
				t.Errorf("%s is not a chart of the DG grade alone", name)
			}
		}
	}
	if charts != 2 {
		t.Errorf("%d charts, want 2", charts)
	}
}

// Under the Index/Grade system an Index column is needed.
func TestIndexNeededByIndexGrade(t *testing.T) {
	tpl := templates.Grading()
	tpl.Sheets[1].Columns = []templates.Column{{Header: "Player", Width: 20}, {Header: "Grade", Width: 8}}
	tpl.Sheets[1].Rows = []templates.Row{{Cells: []any{"Fav", 2100}}}
	tpl.Sheets[2].Rows = []templates.Row{{Cells: []any{day("2026-03-14"), "Open", 1, "Fav", "Fav"}}}
	path := t.TempDir() + "/ig.xlsx"
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	fs := checkGrading(t, path)
	if len(fs) != 1 || !strings.HasPrefix(fs[0].Msg, `missing column "Index"`) {
		t.Errorf("findings %v", xlsxtest.Strings(fs))
	}
}

// Every player on Players has a card, in order of name: the ranked, the
// unranked and one with no game, each saying how many games they have in
// the window and whether that makes them eligible.
func TestPlayerCards(t *testing.T) {
	d := day("2026-03-14")
	path := gradingBook(t, t.TempDir(), map[string]any{"Minimum games": 2},
		[][]any{{"peter", 1881, 1881}, {"John", 1992, 1992}, {"Ann", 2000, 2000}, {"Zoe", 1500, 1500}},
		[][]any{
			{d, "Club", nil, "peter", "John", "26-3"},
			{d.AddDate(0, 0, 1), "Club", nil, "John", "peter", "+17tp"},
			{d.AddDate(0, 0, 2), "Club", nil, "Ann", "peter", 17},
		})
	scoreGrading(t, path, "")
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Player Cards")
	if err != nil {
		t.Fatal(err)
	}
	// A card begins with the player's name alone on its line, and the two
	// lines below it say where they stand and why.
	var headings, notes []string
	for i, r := range rows {
		if len(r) == 1 && i+2 < len(rows) && len(rows[i+1]) == 1 && len(rows[i+2]) == 1 {
			headings = append(headings, r[0])
			notes = append(notes, rows[i+1][0]+" / "+rows[i+2][0])
		}
	}
	if strings.Join(headings, ",") != "Ann,John,peter,Zoe" {
		t.Fatalf("cards %q, want Ann, John, peter, Zoe", headings)
	}
	// By hand: peter beats John and John beats peter as in the official
	// computation of seed 002's example (John 1982.97, Grade 1988.28; peter
	// 1890.03, Grade 1884.72); Ann (2000) beats peter: D = 109.97, A =
	// 50/(1 + 10^0.21993) = 50/2.65949 = 18.80: Ann 2018.80, Grade 0.9 × 2000
	// + 0.1 × 2018.80 = 2001.88; peter 1871.23, Grade 0.9 × 1884.72 + 0.1 ×
	// 1871.23 = 1883.37.
	for i, want := range []string{
		"not ranked · grade 2002 · index 2019 · handicap 0 / 1 game in the 12 months to 16 March 2026: not eligible, 2 needed",
		"rank 1 · grade 1988 · index 1983 · handicap ½ / 2 games in the 12 months to 16 March 2026: eligible, 2 needed",
		"rank 2 · grade 1883 · index 1871 · handicap 1½ / 3 games in the 12 months to 16 March 2026: eligible, 2 needed",
		"not ranked · grade 1500 · index 1500 · handicap 5 / 0 games in the 12 months to 16 March 2026: not eligible, 2 needed",
	} {
		if notes[i] != want {
			t.Errorf("%s: %q, want %q", headings[i], notes[i], want)
		}
	}
	// Zoe has no game: her card has her start and no head-to-head; the
	// margin typed as a number shows +17.
	text := ""
	for _, r := range rows {
		text += strings.Join(r, "|") + "\n"
	}
	if strings.Contains(text, "Zoe: head-to-head") || !strings.Contains(text, "peter: head-to-head") || !strings.Contains(text, "|+17|") {
		t.Errorf("Player Cards:\n%s", text)
	}
	if !strings.Contains(text, "||John|1|1\n") {
		t.Errorf("peter's record against John is not 1 won, 1 lost:\n%s", text)
	}
}
