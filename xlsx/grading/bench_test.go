package grading_test

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/scorebook/scorebook/internal/gradinggen"
	"github.com/scorebook/scorebook/xlsx"
)

// bigGradingBook writes a workbook of 1,000 players and 100,000 games over
// three years.
func bigGradingBook(b *testing.B) string {
	s := gradinggen.Make(gradinggen.Config{
		Seed: 100_000, Players: 1000, Games: 100_000, OtherTypes: 100,
		Start: time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC), Days: 1100, Late: 0.05, TextDates: true,
	})
	path := filepath.Join(b.TempDir(), "big.xlsx")
	if err := xlsx.WriteTemplate(path, s.Template); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkGradingWorkbook is the whole monthly run on a 100,000-game
// workbook: open, read, replay, write Ranking, Grading Log and History (with
// a chart for each ranked player) and save to another file.
func BenchmarkGradingWorkbook(b *testing.B) {
	path := bigGradingBook(b)
	out := filepath.Join(b.TempDir(), "scored.xlsx")
	b.ReportAllocs()
	for b.Loop() {
		scoreGrading(b, path, out)
	}
}
