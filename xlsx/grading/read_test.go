package grading_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	enginegrading "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/kinds"
)

// gradingBook writes a grading workbook: the template's sheets with these
// settings, players and games (rows of cells in the template's columns:
// Player, Index, Grade; Date, Event, Class, Winner, Loser, Score, Type).
func gradingBook(t *testing.T, dir string, settings map[string]any, players, games [][]any) string {
	t.Helper()
	tpl := templates.Grading()
	for i := range tpl.Sheets {
		s := &tpl.Sheets[i]
		switch s.Name {
		case "Grading":
			for _, r := range s.Rows {
				if v, ok := settings[r.Cells[0].(string)]; ok {
					r.Cells[1] = v
				}
			}
		case "Players":
			for _, p := range players {
				s.Rows = append(s.Rows, templates.Row{Cells: p})
			}
		case "Games":
			for _, g := range games {
				s.Rows = append(s.Rows, templates.Row{Cells: g})
			}
		}
	}
	path := filepath.Join(dir, "grading.xlsx")
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	return path
}

func day(s string) time.Time {
	d, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return d
}

// checkGrading reads a grading workbook and replays it, as `scorebook check`
// does, and returns every finding.
func checkGrading(t *testing.T, path string) []problem.Problem {
	t.Helper()
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: kinds.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if kindOf(b) != "grading" {
		t.Fatalf("%s is a %s workbook", path, kindOf(b))
	}
	_, fs := grading.Kind{}.Score(b)
	return fs
}

// kindOf is the kind of a workbook as scorebook tells it ("grading"), or
// why it has none.
func kindOf(b *xlsx.Book) string {
	k, err := kinds.Of(b)
	if err != nil {
		return err.Error()
	}
	return k.Name()
}

// wantFinding is a finding expected at a place, by the start of its message.
type wantFinding struct {
	place   string
	msg     string
	warning bool
}

func checkFindings(t *testing.T, got []problem.Problem, want []wantFinding) {
	t.Helper()
	used := make([]bool, len(got))
	for _, w := range want {
		found := false
		for i, f := range got {
			if !used[i] && f.Place() == w.place && strings.HasPrefix(f.Msg, w.msg) && f.Warning == w.warning {
				used[i], found = true, true
				if f.Hint == "" && !w.warning {
					t.Errorf("%s: %s has no hint", f.Place(), f.Msg)
				}
				if f.Msg != strings.ToLower(f.Msg[:1])+f.Msg[1:] || strings.HasSuffix(f.Msg, ".") || strings.Contains(f.Msg, "\n") {
					t.Errorf("%s: %q is not one lower-case line without a period", f.Place(), f.Msg)
				}
				break
			}
		}
		if !found {
			t.Errorf("no finding %s: %s (warning %v)", w.place, w.msg, w.warning)
		}
	}
	for i, f := range got {
		if !used[i] {
			t.Errorf("unexpected finding %s (warning %v)", xlsxtest.String(f), f.Warning)
		}
	}
}

func TestReadGradingFindsEveryProblemWithItsCell(t *testing.T) {
	*grading.Today = func() time.Time { return day("2026-06-30") }
	defer func() { *grading.Today = time.Now }()
	d := day("2026-03-14")
	path := gradingBook(t, t.TempDir(),
		map[string]any{"As of": "yesterday", "Precision": "Roughly", "Minimum games": "ten"},
		[][]any{
			{"Peter", 1881, 1881},
			{"John", 1992, 1992},
			{"Mary", "abc", 2000},
			{"Ann", nil, 2000},
		},
		[][]any{
			{d, "Club", nil, "Peter", "John"},                            // 2: fine
			{d, "Club", nil, "Petr", "John"},                             // 3: unknown winner
			{d, "Club", nil, "John", "John"},                             // 4: beats himself
			{nil, "Club", nil, "Peter", "John"},                          // 5: no date
			{"31/2/2026", "Club", nil, "Peter", "John"},                  // 6: impossible date
			{d, "Club", 4, "Peter", "John"},                              // 7: class 4
			{d, "Club", "first", "Peter", "John"},                        // 8: class "first"
			{d, "Club", nil, "Nobody", "John", nil, "14-point"},          // 9: other type, left out unchecked
			{"14/13/2026", "Club", nil, "Peter", "John"},                 // 10: month 13
			{d, "Club", nil, "Peter", "John", "14-26"},                   // 11: score the wrong way round
			{14, "Club", nil, "Peter", "John"},                           // 12: a day count, not a date
			{d, "Club", nil, "peter", ""},                                // 13: case; no loser
			{day("2027-01-02"), "Club", nil, "Peter", "John", nil, "AS"}, // 14: in the future
		})
	checkFindings(t, checkGrading(t, path), []wantFinding{
		{"Grading!B3", "as of \"yesterday\" is not a date", false},
		{"Grading!B5", "minimum games \"ten\" is not a number of games", false},
		{"Grading!B8", "precision \"Roughly\" is not Official or Table", false},
		{"Players!B4", "index \"abc\" is not a number", false},
		{"Players!B5", "the starting index of \"Ann\" is missing", false},
		{"Games!D3", "unknown player \"Petr\"", false},
		{"Games!E4", "\"John\" is both winner and loser", false},
		{"Games!A5", "the date is missing", false},
		{"Games!A6", "date \"31/2/2026\" is impossible: February 2026 has 28 days", false},
		{"Games!C7", "class \"4\" is not 1, 2 or 3", false},
		{"Games!C8", "class \"first\" is not 1, 2 or 3", false},
		{"Games", "1 game of type \"14-point\" left out: Games!G9", true},
		{"Games!A10", "date \"14/13/2026\" has no month 13", false},
		{"Games!F11", "score 14-26 gives the loser more points than the winner", true},
		{"Games!A12", "date 14 reads as 14 January 1900, which is too early for a game", false},
		{"Games!D13", "unknown player \"peter\"", false},
		{"Games!E13", "loser is missing", false},
		{"Games!A14", "date 2027-01-02 is in the future", true},
	})
}

func TestReadGradingNamesTheHint(t *testing.T) {
	path := gradingBook(t, t.TempDir(), nil,
		[][]any{{"Peter", 1881, 1881}, {"John", 1992, 1992}},
		[][]any{{day("2026-03-14"), "", nil, "peter", "John"}})
	fs := checkGrading(t, path)
	if len(fs) != 1 || fs[0].Hint != `did you mean "Peter"?` {
		t.Errorf("findings %v, want one with the hint did you mean \"Peter\"?", fs)
	}
}

func TestReadGradingMissingColumnListsTheHeadersFound(t *testing.T) {
	dir := t.TempDir()
	tpl := templates.Template{Kind: "grading", Sheets: []templates.Sheet{
		{Name: "Players", Columns: []templates.Column{{Header: "Player", Width: 20}, {Header: "Index", Width: 8}}, Rows: []templates.Row{{Cells: []any{"Peter", 1881}}}},
		{Name: "Games", Columns: []templates.Column{{Header: "Date", Width: 20}, {Header: "Winner", Width: 8}, {Header: "Beaten", Width: 8}}, Rows: []templates.Row{{Cells: []any{day("2026-03-14"), "Peter", "John"}}}},
	}}
	path := filepath.Join(dir, "cols.xlsx")
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	checkFindings(t, checkGrading(t, path), []wantFinding{
		{"Players row 1", `missing column "Grade"; the headers found are "Player", "Index"`, false},
		{"Games row 1", `missing column "Loser"; the headers found are "Date", "Winner", "Beaten"`, false},
	})
}

func TestReadGradingSettingsAndDefaults(t *testing.T) {
	path := gradingBook(t, t.TempDir(),
		map[string]any{"As of": "2026-03-31", "Minimum games": 3, "Window months": "6", "Precision": " table ", "Title": "Ryde CC"},
		[][]any{{"Peter", 1881, "1881"}, {"John", " 1992 ", 1992.5}},
		[][]any{
			{day("2026-03-14"), "Open", 1, " Peter ", "John", "26-3", "Advanced Singles"},
			{"2026-03-15", nil, "3", "John", "Peter", nil, "26-point AS"},
			{"16/3/2026", nil, nil, "John", "Peter"},
		})
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: grading.Kind{}.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	g, fs := grading.Read(b)
	if len(fs) > 0 {
		t.Fatalf("findings: %v", fs)
	}
	want := enginegrading.Settings{AsOf: day("2026-03-31"), MinimumGames: 3, WindowMonths: 6, Precision: enginegrading.Table, DG: enginegrading.DefaultDG(), GC: enginegrading.DefaultGC(), AHS: enginegrading.DefaultAHS()}
	if g.Settings != want || g.Title != "Ryde CC" {
		t.Errorf("settings %+v title %q, want %+v and Ryde CC", g.Settings, g.Title, want)
	}
	if len(g.Players) != 2 || g.Players[1].Index != 1992 || g.Players[1].Grade != 1992.5 || g.Players[0].Row != 2 {
		t.Errorf("players %+v", g.Players)
	}
	wantGames := []enginegrading.Game{
		{Row: 2, Date: day("2026-03-14"), Event: "Open", Class: 1, Winner: "Peter", Loser: "John"},
		{Row: 3, Date: day("2026-03-15"), Class: 3, Winner: "John", Loser: "Peter"},
		{Row: 4, Date: day("2026-03-16"), Class: 2, Winner: "John", Loser: "Peter"},
	}
	if len(g.Games) != len(wantGames) {
		t.Fatalf("games %+v", g.Games)
	}
	for i, w := range wantGames {
		got := g.Games[i]
		got.Type, got.Score = "", "" // the types and the scores, below
		if got != w {
			t.Errorf("game %d: %+v, want %+v", i, g.Games[i], w)
		}
	}
	if scoreOf(g, 2) != "26-3" || len(g.Games) != 3 || leftOut(g) != 0 {
		t.Errorf("score %q rows %d left out %d", scoreOf(g, 2), len(g.Games), leftOut(g))
	}

	// No Grading sheet: the defaults.
	tpl := templates.Grading()
	tpl.Sheets = tpl.Sheets[1:]
	tpl.Sheets[0].Rows = []templates.Row{{Cells: []any{"Peter", 1881, 1881}}, {Cells: []any{"John", 1992, 1992}}}
	tpl.Sheets[1].Rows = []templates.Row{{Cells: []any{day("2026-03-14"), nil, nil, "Peter", "John"}}}
	path = filepath.Join(t.TempDir(), "plain.xlsx")
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	b2, err := xlsx.Open(path, xlsx.OpenOptions{Reads: grading.Kind{}.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b2.Close()
	g, fs = grading.Read(b2)
	if len(fs) > 0 || g.Settings != enginegrading.DefaultSettings() {
		t.Errorf("without a Grading sheet: settings %+v, findings %v", g.Settings, fs)
	}
}

// scoreOf is the Score typed on a Games row.
func scoreOf(g *grading.Event, row int) string {
	for _, game := range g.Games {
		if game.Row == row {
			return game.Score
		}
	}
	return ""
}

// leftOut counts the games of a type that is not graded.
func leftOut(g *grading.Event) int {
	n := 0
	for _, game := range g.Games {
		if !enginegrading.Graded(game.Type) {
			n++
		}
	}
	return n
}

func TestReadGradingUnknownAndRepeatedSettings(t *testing.T) {
	dir := t.TempDir()
	tpl := templates.Grading()
	tpl.Sheets[0].Rows = append(tpl.Sheets[0].Rows,
		templates.Row{Cells: []any{"Colour", "blue"}},
		templates.Row{Cells: []any{"precision", "Table"}})
	tpl.Sheets[1].Rows = []templates.Row{{Cells: []any{"Peter", 1881, 1881}}, {Cells: []any{"John", 1992, 1992}}}
	tpl.Sheets[2].Rows = []templates.Row{{Cells: []any{day("2026-03-14"), nil, nil, "Peter", "John"}}}
	path := filepath.Join(dir, "settings.xlsx")
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	colour := len(templates.Grading().Sheets[0].Rows) + 2 // below the header and the template's settings
	checkFindings(t, checkGrading(t, path), []wantFinding{
		{fmt.Sprintf("Grading!A%d", colour), `unknown setting "Colour" is ignored`, true},
		{fmt.Sprintf("Grading!A%d", colour+1), `setting "precision" is given twice (also on row 8)`, false},
	})
}

func TestReadGradingNoGames(t *testing.T) {
	path := gradingBook(t, t.TempDir(), nil, [][]any{{"Peter", 1881, 1881}, {"John", 1992, 1992}},
		[][]any{{day("2026-03-14"), nil, nil, "Peter", "John", nil, "Short Croquet"}})
	checkFindings(t, checkGrading(t, path), []wantFinding{
		{"Games", `1 game of type "Short Croquet" left out: Games!G2`, true},
		{"Games", "the one game is not a 26-point Advanced Singles game", false},
	})
}
