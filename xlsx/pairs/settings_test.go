package pairs_test

import (
	"path/filepath"
	"testing"
	"time"

	enginepairs "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

func openBook(t *testing.T, path string) *xlsx.Book {
	t.Helper()
	return xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: reads})
}

var (
	tuesday    = time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	dateCell   = xlsxtest.StyledCell{Value: tuesday, NumFmt: 14}
	pairsSheet = [][]any{{"Pair", "Player 1", "Player 2"}, {1, "Ann", "Bob"}, {2, "Cat", "Dan"}}
	resultRows = [][]any{{"Board", "NS", "EW", "Score"}, {1, 1, 2, 420}}
)

// TestEventReadRaw: the Event sheet is read raw. A real date cell prints as
// 2026-11-24 whatever its format shows (excelize shows format 14 as
// 11-24-26); a percentage cell holds a fraction, which reads as a share.
func TestEventReadRaw(t *testing.T) {
	path := xlsxtest.SettingsBook(t, map[string][][]any{
		"Event": {
			{"Setting", "Value"},
			{"Title", "Tuesday Pairs"},
			{"Date", dateCell},
			{"Average plus", xlsxtest.StyledCell{Value: 0.65, NumFmt: 9}},          // 0%: shows 65%
			{"Butler discard", xlsxtest.StyledCell{Value: 0.1, NumFmt: 10}},        // 0.00%: shows 10.00%
			{"Neuberg", xlsxtest.StyledCell{Value: 0, Custom: `"Yes";"Yes";"No"`}}, // shows No, holds 0
		},
		"Pairs":   pairsSheet,
		"Results": resultRows,
	}, "Event", "Pairs", "Results")
	pe, fs := pairs.Read(openBook(t, path))
	if len(fs) > 0 {
		t.Fatalf("findings %v", fs)
	}
	s := pe.Event.Settings
	if pe.Title != "Tuesday Pairs" || pe.Date != "2026-11-24" {
		t.Errorf("title %q, date %q; want Tuesday Pairs, 2026-11-24", pe.Title, pe.Date)
	}
	if s.AveragePlus != 65 || s.ButlerDiscard != (enginepairs.Discard{Share: 0.1, IsShare: true}) || s.Neuberg {
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
		path := xlsxtest.SettingsBook(t, map[string][][]any{
			"Event":   {{"Setting", "Value"}, {"Date", typed}},
			"Pairs":   pairsSheet,
			"Results": resultRows,
		}, "Event", "Pairs", "Results")
		pe, fs := pairs.Read(openBook(t, path))
		if pe.Date != want || len(fs) > 0 {
			t.Errorf("Date %q: %q %v, want %q", typed, pe.Date, fs, want)
		}
	}
}

// TestSettingProblemsPlaced: the engines' problems with settings land on
// the settings' cells, and the engine's warning about a setting it does not
// read on its name.
func TestSettingProblemsPlaced(t *testing.T) {
	path := xlsxtest.SettingsBook(t, map[string][][]any{
		"Event": {
			{"Setting", "Value"},
			{"Scoring", "Swiss"},
			{"scoring", "Butler"},
			{"Colour", "green"},
		},
		"Pairs":   pairsSheet,
		"Results": resultRows,
	}, "Event", "Pairs", "Results")
	_, fs := pairs.Read(openBook(t, path))
	var got []string
	for _, f := range fs {
		got = append(got, xlsxtest.String(f))
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

// TestClubAndMemberNumbers: the Club settings are read as typed, and the
// players' member numbers as text: a number typed as text keeps its leading
// zero (Identifier would read "012345" as pair 12345), a number cell reads as
// the number it holds.
func TestClubAndMemberNumbers(t *testing.T) {
	path := xlsxtest.SettingsBook(t, map[string][][]any{
		"Event": {
			{"Setting", "Value"},
			{"Club", "Hartfield BC"},
			{"Club ID", "0421"},
			{"Event ID", 11316},
			{"charge code", "  10 "},
		},
		"Pairs": {
			{"Pair", "Player 1", "Player 2", "Player 1 ID", "Player 2 ID"},
			{1, "Ann", "Bob", "012345", 678901},
			{2, "Cat", "Dan", nil, " 7 "},
		},
		"Results": resultRows,
	}, "Event", "Pairs", "Results")
	pe, fs := pairs.Read(openBook(t, path))
	if len(fs) > 0 {
		t.Fatalf("findings %v", fs)
	}
	if want := (xlsx.Club{Name: "Hartfield BC", ID: "0421", EventID: "11316", ChargeCode: "10"}); pe.Club != want {
		t.Errorf("club %+v, want %+v", pe.Club, want)
	}
	if got := pe.Pairs[0].IDs; len(got) != 2 || got[0] != "012345" || got[1] != "678901" {
		t.Errorf("pair 1's numbers %q", got)
	}
	if got := pe.Pairs[1].IDs; len(got) != 2 || got[0] != "" || got[1] != "7" {
		t.Errorf("pair 2's numbers %q", got)
	}
}

// A Pairs row's Direction is read as each language writes it: NZ and OW
// (nl.tsv), ΒΝ and ΑΔ (el.tsv, the Perfect Score manual's), ØV (nb.tsv),
// EO (fr.tsv), besides NS, EW, N-S and E/W; anything else is an error at
// its cell.
func TestDirectionInAnyLanguage(t *testing.T) {
	for typed, want := range map[string]enginepairs.Direction{
		"NS": enginepairs.NS, "n-s": enginepairs.NS, "N/S": enginepairs.NS, "NZ": enginepairs.NS, "ΒΝ": enginepairs.NS, "βν": enginepairs.NS,
		"EW": enginepairs.EW, "E/W": enginepairs.EW, "OW": enginepairs.EW, "EO": enginepairs.EW, "ΑΔ": enginepairs.EW, "ØV": enginepairs.EW, "øv": enginepairs.EW,
		"": 0,
	} {
		path := filepath.Join(t.TempDir(), "dir.xlsx")
		xlsxtest.WriteBook(t, path,
			xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2,Direction", []any{1, "Ann", "Bob", typed}, []any{2, "Cat", "Dan"}),
			xlsxtest.Sheet("Results", "Board,NS,EW,Score", []any{1, 1, 2, 420}))
		b := openBook(t, path)
		ev, probs := pairs.Read(b)
		b.Close()
		if problem.HasErrors(probs) || ev.Pairs[0].Direction != want {
			t.Errorf("%q: %v, %v", typed, ev.Pairs[0].Direction, probs)
		}
	}
	path := filepath.Join(t.TempDir(), "dir.xlsx")
	xlsxtest.WriteBook(t, path,
		xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2,Direction", []any{1, "Ann", "Bob", "NW"}, []any{2, "Cat", "Dan"}),
		xlsxtest.Sheet("Results", "Board,NS,EW,Score", []any{1, 1, 2, 420}))
	b := openBook(t, path)
	defer b.Close()
	if _, probs := pairs.Read(b); len(probs) != 1 || probs[0].Cell != "D2" {
		t.Errorf("NW: %v", probs)
	}
}
