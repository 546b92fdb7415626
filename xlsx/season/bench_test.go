package season

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/scorebook/scorebook/internal/seasongen"
)

// BenchmarkSeason52Nights is a year's season of a big club: 52 nights of
// up to 15 tables (Mitchells of 30 pairs, and every third night a Howell
// of 12), each a scored workbook; one run reads and scores every night in
// memory, computes the three competitions of the template, writes their
// sheets and the Season Cards into the season workbook and saves it. The
// target is under 5 s a run. It reports the user CPU time a run takes
// (user-s/op, and sys-s/op the system's) besides the wall time, the machines it runs on being shared.
func BenchmarkSeason52Nights(b *testing.B) {
	dir := b.TempDir()
	s := seasongen.Plan(seasongen.Spec{Nights: 52, Tables: 15, Members: 80, Seed: 52, Start: time.Date(2026, 1, 6, 0, 0, 0, 0, time.UTC)})
	paths, err := seasongen.Write(dir, s, 52)
	if err != nil {
		b.Fatal(err)
	}
	tables := 0
	for _, n := range s.Nights {
		tables = max(tables, len(n.Pairs)/2)
	}
	if tables != 15 {
		b.Fatalf("the biggest night has %d tables, not 15", tables)
	}
	path := newSeason(b, filepath.Join(dir), nil)
	b.ReportAllocs()
	var before syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &before)
	for b.Loop() {
		run(b, path, paths)
	}
	var after syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &after)
	user := time.Duration(after.Utime.Nano() - before.Utime.Nano())
	sys := time.Duration(after.Stime.Nano() - before.Stime.Nano())
	b.ReportMetric(user.Seconds()/float64(b.N), "user-s/op")
	b.ReportMetric(sys.Seconds()/float64(b.N), "sys-s/op")
}
