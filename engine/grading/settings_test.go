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
		{Name: "precision", Value: " exact ", Line: 5},
		{Name: "Title", Value: "Ryde CC", Line: 6},
	})
	want := Settings{AsOf: asOf, MinimumGames: 8, WindowMonths: 6, Precision: Exact}
	if s != want || len(probs) != 0 {
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
		`5 Value false: precision "Rough" is not Published or Exact`,
		`6 Setting false: setting "Minimum" is given twice (also on row 3)`,
		`7 Setting true: unknown setting "Colour" is ignored`,
		`8 Setting false: setting "As of" is given twice (also on row 2)`,
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
	p := LeftOut(7, " Golf Croquet ")
	if p.Row != 7 || p.Column != "Type" || !p.Warning || p.Hint == "" ||
		p.Msg != `game of type "Golf Croquet" is left out: only 26-point Advanced Singles games are graded` {
		t.Errorf("LeftOut: %+v", p)
	}
}
