package main

// Benchmarks of the two measurements the bench command makes, small by
// default so that CI's single run (-benchtime 1x) takes well under a minute;
// the environment sets the sizes the README's figures are measured at:
//
//	SCOREBOOK_BENCH_BOOKS=1000 go test ./internal/bench -run '^$' -bench Folder -benchtime 1x
//	SCOREBOOK_BENCH_TABLES=4000 SCOREBOOK_BENCH_BOARDS=50 go test ./internal/bench -run '^$' -bench Floor -benchtime 1x

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/scorebook/scorebook/internal/gen"
	"github.com/scorebook/scorebook/xlsx"
)

// envInt is the environment's number, or def.
func envInt(b *testing.B, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 {
		b.Fatalf("%s=%q: not a positive number", name, s)
	}
	return n
}

// BenchmarkFolder runs `scorebook score FOLDER` over a federation's folder
// of club nights (SCOREBOOK_BENCH_BOOKS of them, 20 by default) on one core
// and then on two, each run on a fresh copy: workbooks a second on each,
// the speed-up, CPU time a workbook and peak memory.
func BenchmarkFolder(b *testing.B) {
	books := envInt(b, "SCOREBOOK_BENCH_BOOKS", 20)
	dir := b.TempDir()
	pristine := filepath.Join(dir, "nights")
	if err := writeFolder(pristine, books, 1); err != nil {
		b.Fatal(err)
	}
	scorebook, cleanup, err := buildScorebook()
	if err != nil {
		b.Fatal(err)
	}
	defer cleanup()
	var one, two folderRun
	b.ResetTimer()
	for range b.N {
		r1, err := scoreFolder(scorebook, pristine, filepath.Join(dir, "scored"), 1)
		if err != nil {
			b.Fatal(err)
		}
		r2, err := scoreFolder(scorebook, pristine, filepath.Join(dir, "scored"), 2)
		if err != nil {
			b.Fatal(err)
		}
		one.wall, one.user, one.rss = one.wall+r1.wall, one.user+r1.user, max(one.rss, r1.rss)
		two.wall, two.user, two.rss = two.wall+r2.wall, two.user+r2.user, max(two.rss, r2.rss)
	}
	n := float64(b.N * books)
	b.ReportMetric(n/one.wall.Seconds(), "books/s-1core")
	b.ReportMetric(n/two.wall.Seconds(), "books/s-2cores")
	b.ReportMetric(one.wall.Seconds()/two.wall.Seconds(), "speedup")
	b.ReportMetric(float64(one.user.Milliseconds())/n, "cpu-ms/book")
	b.ReportMetric(float64(two.rss)/(1<<20), "peak-MB-2cores")
}

// BenchmarkFloor scores a simultaneous pairs (SCOREBOOK_BENCH_TABLES ×
// SCOREBOOK_BENCH_BOARDS, 100 × 10 by default) once with the floor and once
// with scorebook, each its own process: the ratios of their times and of
// their peak memory.
func BenchmarkFloor(b *testing.B) {
	tables, boards := envInt(b, "SCOREBOOK_BENCH_TABLES", 100), envInt(b, "SCOREBOOK_BENCH_BOARDS", 10)
	dir := b.TempDir()
	in := filepath.Join(dir, "big.xlsx")
	t, err := gen.Simultaneous(tables, boards, "Matchpoints", 1)
	if err == nil {
		err = xlsx.WriteTemplate(in, t)
	}
	if err != nil {
		b.Fatal(err)
	}
	scorebook, cleanup, err := buildScorebook()
	if err != nil {
		b.Fatal(err)
	}
	defer cleanup()
	self, cleanupSelf, err := build("github.com/scorebook/scorebook/internal/bench", "bench")
	if err != nil {
		b.Fatal(err)
	}
	defer cleanupSelf()
	var floors, scores []measure
	b.ResetTimer()
	for range b.N {
		f, err := run(self, "floor", in, filepath.Join(dir, "floor.xlsx"))
		if err != nil {
			b.Fatal(err)
		}
		s, err := run(scorebook, "score", "--quiet", in, "--out", filepath.Join(dir, "scored.xlsx"))
		if err != nil {
			b.Fatal(err)
		}
		floors, scores = append(floors, f), append(scores, s)
	}
	f, s := median(floors), median(scores)
	b.ReportMetric(s.wall.Seconds()/f.wall.Seconds(), "time-ratio")
	b.ReportMetric(float64(s.rss)/float64(f.rss), "memory-ratio")
	b.ReportMetric(float64(s.rss)/(1<<20), "scorebook-peak-MB")
}
