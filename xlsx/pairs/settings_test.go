package xlsx

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/teams"
	"github.com/xuri/excelize/v2"
)

// styledCell is a settings value written as a spreadsheet holds it: a date
// cell, a percentage cell, a number with a format that shows text.
type styledCell struct {
	value  any
	numFmt int    // a built-in format: 14 is a date, shown m-d-yy by excelize
	custom string // or a custom one
}

// settingsBook writes a workbook of the given sheets (rows of cells, the
// first the header); a styledCell is written with its number format.
func settingsBook(t *testing.T, sheets map[string][][]any, order ...string) string {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, name := range order {
		if i == 0 {
			f.SetSheetName("Sheet1", name)
		} else if _, err := f.NewSheet(name); err != nil {
			t.Fatal(err)
		}
		for r, row := range sheets[name] {
			for c, v := range row {
				ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
				sc, styled := v.(styledCell)
				if styled {
					v = sc.value
				}
				if err := f.SetCellValue(name, ref, v); err != nil {
					t.Fatal(err)
				}
				if !styled {
					continue
				}
				st := &excelize.Style{NumFmt: sc.numFmt}
				if sc.custom != "" {
					st.CustomNumFmt = &sc.custom
				}
				id, err := f.NewStyle(st)
				if err == nil {
					err = f.SetCellStyle(name, ref, ref, id)
				}
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	path := filepath.Join(t.TempDir(), "settings.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	return path
}

func openBook(t *testing.T, path string) *Book {
	t.Helper()
	b, err := Open(path, OpenOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

var (
	tuesday    = time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	dateCell   = styledCell{value: tuesday, numFmt: 14}
	pairsSheet = [][]any{{"Pair", "Player 1", "Player 2"}, {1, "Ann", "Bob"}, {2, "Cat", "Dan"}}
	resultRows = [][]any{{"Board", "NS", "EW", "Score"}, {1, 1, 2, 420}}
)

// TestEventReadRaw: the Event sheet is read raw. A real date cell prints as
// 2026-11-24 whatever its format shows (excelize shows format 14 as
// 11-24-26); a percentage cell holds a fraction, which reads as a share.
func TestEventReadRaw(t *testing.T) {
	path := settingsBook(t, map[string][][]any{
		"Event": {
			{"Setting", "Value"},
			{"Title", "Tuesday Pairs"},
			{"Date", dateCell},
			{"Average plus", styledCell{value: 0.65, numFmt: 9}},          // 0%: shows 65%
			{"Butler discard", styledCell{value: 0.1, numFmt: 10}},        // 0.00%: shows 10.00%
			{"Neuberg", styledCell{value: 0, custom: `"Yes";"Yes";"No"`}}, // shows No, holds 0
		},
		"Pairs":   pairsSheet,
		"Results": resultRows,
	}, "Event", "Pairs", "Results")
	pe, fs := openBook(t, path).ReadPairs()
	if len(fs) > 0 {
		t.Fatalf("findings %v", fs)
	}
	s := pe.Event.Settings
	if pe.Title != "Tuesday Pairs" || pe.Date != "2026-11-24" {
		t.Errorf("title %q, date %q; want Tuesday Pairs, 2026-11-24", pe.Title, pe.Date)
	}
	if s.AveragePlus != 65 || s.ButlerDiscard != (pairs.Discard{Share: 0.1, IsShare: true}) || s.Neuberg {
		t.Errorf("settings %+v", s)
	}
}

// TestEventDateAsTyped: a date typed as text prints as 2026-11-24 when it
// reads as a date, and as typed when it does not.
func TestEventDateAsTyped(t *testing.T) {
	for typed, want := range map[string]string{
		"24/11/2026":       "2026-11-24",
		"24 November 2026": "2026-11-24",
		"Tuesday evening":  "Tuesday evening",
		"11/24/26":         "11/24/26",
	} {
		path := settingsBook(t, map[string][][]any{
			"Event":   {{"Setting", "Value"}, {"Date", typed}},
			"Pairs":   pairsSheet,
			"Results": resultRows,
		}, "Event", "Pairs", "Results")
		pe, fs := openBook(t, path).ReadPairs()
		if pe.Date != want || len(fs) > 0 {
			t.Errorf("Date %q: %q %v, want %q", typed, pe.Date, fs, want)
		}
	}
}

// TestTeamsEventReadRaw: a teams event's Date cell prints in ISO, and a Bye
// VP with a format that adds text reads as its number.
func TestTeamsEventReadRaw(t *testing.T) {
	path := settingsBook(t, map[string][][]any{
		"Event": {
			{"Setting", "Value"},
			{"Date", dateCell},
			{"VP scale", "ACBL 30"},
			{"Bye VP", styledCell{value: 18, custom: `0.0" VP"`}}, // shows 18.0 VP
		},
		"Teams":   {{"Team", "Name"}, {1, "Red"}, {2, "Blue"}},
		"Results": {{"Round", "Board", "NS", "EW", "Score"}, {1, 1, 1, 2, 420}, {1, 1, 2, 1, 420}},
	}, "Event", "Teams", "Results")
	te, fs := openBook(t, path).ReadTeams()
	want := teams.Settings{Scale: teams.ACBL30{}, ByeVP: 18, ByeVPSet: true}
	if len(fs) > 0 || te.Date != "2026-11-24" || te.Settings != want {
		t.Errorf("date %q, settings %+v %v; want 2026-11-24, %+v", te.Date, te.Settings, fs, want)
	}
}

// TestGradingSettingsReadRaw: As of in a date cell, and numbers whose format
// adds text, read as they are held.
func TestGradingSettingsReadRaw(t *testing.T) {
	path := settingsBook(t, map[string][][]any{
		"Grading": {
			{"Setting", "Value"},
			{"As of", dateCell},
			{"Minimum games", styledCell{value: 8, custom: `0" games"`}},
			{"Window months", styledCell{value: 6, custom: `0" months"`}},
			{"Title", "Ryde CC"},
		},
		"Players": {{"Player", "Index", "Grade"}, {"Ann", 2000, 2000}, {"Bob", 1900, 1900}},
		"Games":   {{"Date", "Winner", "Loser"}, {styledCell{value: tuesday.AddDate(0, 0, -7), numFmt: 14}, "Ann", "Bob"}},
	}, "Grading", "Players", "Games")
	g, fs := openBook(t, path).ReadGrading()
	want := grading.Settings{AsOf: tuesday, MinimumGames: 8, WindowMonths: 6, Precision: grading.Published}
	if len(fs) > 0 || g.Settings != want || g.Title != "Ryde CC" {
		t.Errorf("settings %+v, title %q, %v; want %+v", g.Settings, g.Title, fs, want)
	}
}

// TestSettingProblemsPlaced: the engines' problems with settings land on
// the settings' cells, and the engine's warning about a setting it does not
// read on its name.
func TestSettingProblemsPlaced(t *testing.T) {
	path := settingsBook(t, map[string][][]any{
		"Event": {
			{"Setting", "Value"},
			{"Scoring", "Swiss"},
			{"scoring", "Butler"},
			{"Colour", "green"},
		},
		"Pairs":   pairsSheet,
		"Results": resultRows,
	}, "Event", "Pairs", "Results")
	_, fs := openBook(t, path).ReadPairs()
	var got []string
	for _, f := range fs {
		got = append(got, f.String())
	}
	want := []string{
		`Event!B2: Scoring "Swiss" is not one of Matchpoints, Ascherman, Norwegian, Cross-IMPs, Butler, Bastille, Total points`,
		`Event!A3: setting "scoring" is given twice (also on row 2)`,
		`Event!A4: unknown setting "Colour" is ignored`,
	}
	if len(got) != len(want) {
		t.Fatalf("findings %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("finding %q, want %q", got[i], want[i])
		}
	}
}
