package grading_test

import (
	"testing"
	"time"

	enginegrading "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
)

var (
	tuesday  = time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	dateCell = xlsxtest.StyledCell{Value: tuesday, NumFmt: 14}
)

// TestGradingSettingsReadRaw: As of in a date cell, and numbers whose format
// adds text, read as they are held.
func TestGradingSettingsReadRaw(t *testing.T) {
	path := xlsxtest.SettingsBook(t, map[string][][]any{
		"Grading": {
			{"Setting", "Value"},
			{"As of", dateCell},
			{"Minimum games", xlsxtest.StyledCell{Value: 8, Custom: `0" games"`}},
			{"Window months", xlsxtest.StyledCell{Value: 6, Custom: `0" months"`}},
			{"Title", "Ryde CC"},
		},
		"Players": {{"Player", "Index", "Grade"}, {"Ann", 2000, 2000}, {"Bob", 1900, 1900}},
		"Games":   {{"Date", "Winner", "Loser"}, {xlsxtest.StyledCell{Value: tuesday.AddDate(0, 0, -7), NumFmt: 14}, "Ann", "Bob"}},
	}, "Grading", "Players", "Games")
	g, fs := grading.Read(xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: grading.Kind{}.Reads()}))
	want := enginegrading.Settings{AsOf: tuesday, MinimumGames: 8, WindowMonths: 6, Precision: enginegrading.Official, DG: enginegrading.DefaultDG(), GC: enginegrading.DefaultGC(), AHS: enginegrading.DefaultAHS()}
	if len(fs) > 0 || g.Settings != want || g.Title != "Ryde CC" {
		t.Errorf("settings %+v, title %q, %v; want %+v", g.Settings, g.Title, fs, want)
	}
}
