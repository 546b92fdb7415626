package grading

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

type hinted struct{ msg, hint string }

func (h hinted) Error() string    { return h.msg }
func (h hinted) HintText() string { return h.hint }

func TestParseSettings(t *testing.T) {
	asOf := time.Date(2026, 3, 14, 0, 0, 0, 0, time.UTC)
	s, probs := ParseSettings([]SettingValue{
		{Name: "As at", Value: "46095", Line: 2, Date: asOf}, // a date cell, read by the workbook layer
		{Name: "min-games", Value: "8", Line: 3},
		{Name: "Window months", Value: "6.0", Line: 4},
		{Name: "precision", Value: " table ", Line: 5},
		{Name: "Title", Value: "Ryde CC", Line: 6},
		{Name: "system", Value: "dynamic grading", Line: 7},
		{Name: "DG start M", Value: "20", Line: 8},
		{Name: "DG start games", Value: "10", Line: 9},
		{Name: "DG M base", Value: "9", Line: 10},
		{Name: "DG M per SD", Value: "0.5", Line: 11},
		{Name: "DG M cap", Value: "40", Line: 12},
		{Name: "DG SD window", Value: "20", Line: 13},
	})
	want := Settings{AsOf: asOf, MinimumGames: 8, WindowMonths: 6, System: DG, Precision: Table,
		DG: DGConstants{StartM: 20, StartGames: 10, MBase: 9, MPerSD: 0.5, MCap: 40, SDWindow: 20}, GC: DefaultGC(), AHS: DefaultAHS()}
	if len(probs) != 1 || probs[0].Column != "Precision" || !probs[0].Warning ||
		probs[0].Msg != "precision Table applies to the Index/Grade system only: DG grades are kept unrounded" {
		t.Errorf("Table with DG: %v", probs)
	}
	if s != want {
		t.Errorf("got %+v %v, want %+v", s, probs, want)
	}

	s, probs = ParseSettings([]SettingValue{
		{Name: "As of", Value: "yesterday", Line: 2, DateErr: hinted{`date "yesterday" is not a date`, "type a date, such as 2026-03-14 or 14/3/2026 (day first)"}},
		{Name: "Minimum games", Value: "ten", Line: 3},
		{Name: "Window months", Value: "0", Line: 4},
		{Name: "Precision", Value: "Rough", Line: 5},
		{Name: "Minimum", Value: "4", Line: 6},
		{Name: "Colour", Value: "green", Line: 7},
		{Name: "As of", Value: "soon", Line: 8},
		{Name: "System", Value: "Elo", Line: 9},
		{Name: "DG SD window", Value: "0", Line: 10},
		{Name: "DG M cap", Value: "big", Line: 11},
	})
	if s != DefaultSettings() {
		t.Errorf("bad values changed the settings: %+v", s)
	}
	var got []string
	for _, p := range probs {
		if p.Hint == "" {
			t.Errorf("%v has no hint", p)
		}
		got = append(got, fmt.Sprintf("%d %s %v: %s", p.Row, p.Column, p.Warning, p.Msg))
	}
	wantProbs := []string{
		`2 Value false: as of "yesterday" is not a date`,
		`3 Value false: minimum games "ten" is not a number of games`,
		`4 Value false: window months "0" is not a number of months`,
		`5 Value false: precision "Rough" is not Official or Table`,
		`6 Setting false: setting "Minimum" is given twice (also on row 3)`,
		`7 Setting true: unknown setting "Colour" is ignored`,
		`8 Setting false: setting "As of" is given twice (also on row 2)`,
		`9 Value false: System "Elo" is not one of Index/Grade, DG`,
		`10 Value false: dG SD window "0" is not a whole number from 1 to 100000`,
		`11 Value false: dG M cap "big" is not a number from 0 to 1000`,
	}
	if strings.Join(got, "\n") != strings.Join(wantProbs, "\n") {
		t.Errorf("problems\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(wantProbs, "\n  "))
	}
	if probs[0].Hint != "type a date, such as 2026-03-14 or 14/3/2026 (day first)" {
		t.Errorf("the date's hint is lost: %q", probs[0].Hint)
	}
	// A value the workbook layer could not read as a date, without a reason.
	_, probs = ParseSettings([]SettingValue{{Name: "As of", Value: "soon", Line: 2}})
	if len(probs) != 1 || probs[0].Msg != `as of "soon" is not a date` {
		t.Errorf("got %v", probs)
	}
}

func TestGraded(t *testing.T) {
	for _, typ := range []string{"", "AS", "as", " A.S. ", "Advanced Singles", "advanced singles", "26-point Advanced Singles",
		"26 point AS", "26pt AS", "26 AS", "26-pt advanced singles", "Adv Singles", "adv. singles"} {
		if !Graded(typ) {
			t.Errorf("%q is not read as 26-point Advanced Singles", typ)
		}
	}
	for _, typ := range []string{"Handicap", "14-point AS", "14pt AS", "Golf Croquet", "GC", "Doubles", "Advanced Doubles",
		"26", "Singles", "Level", "Adv", "AD"} {
		if Graded(typ) {
			t.Errorf("%q is read as 26-point Advanced Singles", typ)
		}
	}
	p := LeftOut("Golf Croquet", []int{7}, nil)
	if p.Row != 0 || p.Sheet != SheetGames || !p.Warning || p.Hint == "" ||
		p.Msg != `1 game of type "Golf Croquet" left out: row 7` {
		t.Errorf("LeftOut: %+v", p)
	}
	rows := []int{3, 9, 12, 15, 20, 21, 22, 30, 31, 40, 41, 42}
	p = LeftOut("Handicap", rows, func(row int, column string) string { return fmt.Sprintf("G%d", row) })
	if p.Msg != `12 games of type "Handicap" left out: Games!G3, G9, G12, G15, G20, G21, G22, G30, G31, G40, …` {
		t.Errorf("LeftOut: %q", p.Msg)
	}
	if p = LeftOut("Doubles", rows[:2], nil); p.Msg != `2 games of type "Doubles" left out: rows 3, 9` {
		t.Errorf("LeftOut: %q", p.Msg)
	}
}

// The former name of Table is read as Table, with a warning on its cell
// that it was renamed.
func TestPrecisionRenamed(t *testing.T) {
	s, probs := ParseSettings([]SettingValue{{Name: "Precision", Value: "Published", Line: 5}})
	if s.Precision != Table || len(probs) != 1 {
		t.Fatalf("precision %v, problems %v", s.Precision, probs)
	}
	p := probs[0]
	if !p.Warning || p.Row != 5 || p.Column != "Value" || p.Hint == "" ||
		p.Msg != `precision "Published" was renamed Table: read as Table, each adjustment rounded as the adjustment table` {
		t.Errorf("problem %+v", p)
	}
	// The default is the official computation.
	if s, probs := ParseSettings(nil); s.Precision != Official || s.System != IndexGrade || len(probs) != 0 || s.DG != DefaultDG() {
		t.Errorf("defaults %+v %v", s, probs)
	}
}

// A Type is read as the template offers it in any language: Level's word
// (nl.tsv Gelijk, de.tsv Ohne Vorgabe, el.tsv Χωρίς χάντικαπ) is a level
// game, Handicap's a handicap game; another type, in whatever words
// (14-punts AS), is left out.
func TestParseTypeInAnyLanguage(t *testing.T) {
	for typ, want := range map[string]GameType{
		"Level": Level, "": Level, "AS": Level, "Gelijk": Level, "ohne vorgabe": Level, "Χωρίς χάντικαπ": Level,
		"Jeu égal": Level, "Równa": Level, "Uten handikap": Level,
		"Handicap": HandicapPlay, "hcp": HandicapPlay, "Handikap": HandicapPlay,
		"14-point AS": OtherType, "14-punts AS": OtherType, "One-ball": OtherType, "Niemand": OtherType,
	} {
		if got := ParseType(typ); got != want {
			t.Errorf("ParseType(%q) = %d, want %d", typ, got, want)
		}
	}
}
