package grading_test

import (
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// The Handicaps sheet and the AHS cards on Player Cards, through a
// workbook. Worked by hand: Ann (AC 12, no index: 1150, 12's trigger)
// beats Bob (AC 8, index 1370) level at the Open on 6 and 7 June: 10 + 4
// = 14 each, 1164 then 1178; then two handicap wins on 7 June, 1188 and
// 1198; at the Open's close (7 June, its last day) 1198 is short of 11's
// 1200: no change. A handicap win at the club on 8 June makes 1208: at the
// day's end (a game without an Event closes with its day) she is 11, the
// change caused by that game (row 6). Bob loses 14, 14, 10, 10 and 10:
// 1312, past no trigger below 8's 1350 but 9's 1300: he stays 8. A GC
// game (Cat 10 beats Ann 14 level: 10 − 4 = 6) moves only GC indices.
func TestHandicapsSheetAndCards(t *testing.T) {
	players := [][]any{
		// Player, Index, Grade, Club, Handicap, Handicap Index, GC Grade, GC Handicap, GC Handicap Index
		{"Ann", 1500, 1500, nil, "12", nil, nil, "14", nil},
		{"Bob", 1700, 1700, nil, "8", 1370},
		{"Cat", 1600, 1600, nil, nil, nil, nil, "10", 1222},
	}
	games := [][]any{
		// Date, Event, Class, Winner, Loser, Score, Type, Code
		{day("2026-06-06"), "Open", nil, "Ann", "Bob", "+3"},
		{day("2026-06-07"), "Open", nil, "Ann", "Bob", "+5"},
		{day("2026-06-07"), "Open", nil, "Ann", "Bob", "+2", "Handicap"},
		{day("2026-06-07"), "Open", nil, "Ann", "Bob", "+1", "h"},
		{day("2026-06-08"), nil, nil, "Ann", "Bob", "+9", "Handicap"},
		{day("2026-06-08"), "Golf Day", nil, "Cat", "Ann", "7-5", nil, "GC"},
	}
	path := gradingBook(t, t.TempDir(), map[string]any{"Minimum games": 0}, players, games)
	scoreGrading(t, path, "")
	h := readWritten(t, path, "Handicaps")
	type row struct{ player, code, hcp, index, games, change, after, opponent string }
	var got []row
	for i := range h.rows {
		got = append(got, row{h.text(t, i, "Player"), h.text(t, i, "Code"), h.text(t, i, "Handicap"), h.text(t, i, "Index"),
			h.text(t, i, "Games"), h.text(t, i, "Change due"), h.text(t, i, "After game"), h.text(t, i, "Opponent")})
	}
	want := []row{
		{"Ann", "AC", "11", "1208", "5", "12 → 11", "6", "Bob"},
		{"Bob", "AC", "8", "1312", "5", "", "", ""},
		{"Ann", "GC", "14", "1044", "1", "", "", ""},
		{"Cat", "GC", "10", "1228", "1", "", "", ""},
	}
	if len(got) != len(want) {
		t.Fatalf("Handicaps rows %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Handicaps row %d: %+v, want %+v", i+2, got[i], want[i])
		}
	}
	if d := h.date(t, 0, "Changed on"); d != "2026-06-08" {
		t.Errorf("Ann changed on %s, want 2026-06-08", d)
	}

	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Player Cards")
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, r := range rows {
		all = append(all, strings.Join(r, "|"))
	}
	text := strings.Join(all, "\n")
	for _, w := range []string{
		"AC handicap card: handicap 11, index 1208",
		"GC handicap card: handicap 14, index 1044",
		"Bob (8)|L|+3|+14",
		"Bob (8)|H|+9|+10",
		"Cat (10)|L|5-7|-6",
		"handicap 12 → 11 on 8 June 2026",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("Player Cards lack %q:\n%s", w, text)
		}
	}
}
