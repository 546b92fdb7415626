package dd

import (
	"flag"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/deal"
)

var distDeals = flag.Int("dd.dist", 0, "TestDistribution: solve this many seeded random deals on one core and report the time per deal")

// benchDeals are seeded random deals, the same every run.
func benchDeals(n int) []deal.Deal {
	r := rand.New(rand.NewPCG(2024, 19))
	ds := make([]deal.Deal, n)
	for i := range ds {
		ds[i] = randomDeal(r)
	}
	return ds
}

// BenchmarkSolve solves the full table of one deal after another (a fixed
// set of 20 random deals, round and round).
func BenchmarkSolve(b *testing.B) {
	ds := benchDeals(20)
	v := NewSolver(Options{})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := v.Solve(ds[i%len(ds)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(v.Nodes())/float64(b.N), "nodes/op")
}

// BenchmarkSession solves a 36-board session with SolveAll on every core.
func BenchmarkSession(b *testing.B) {
	ds := benchDeals(36)
	for i := 0; i < b.N; i++ {
		SolveAll(ds, 0, Options{})
	}
}

// TestDistribution reports the time each of -dd.dist seeded random deals
// takes on one core: median, 90th percentile and worst. It is a
// measurement, not a test: it fails nothing.
func TestDistribution(t *testing.T) {
	if *distDeals == 0 {
		t.Skip("run with -dd.dist=N")
	}
	ds := benchDeals(*distDeals)
	v := NewSolver(Options{})
	times := make([]time.Duration, len(ds))
	var nodes []uint64
	for i, d := range ds {
		n0 := v.Nodes()
		start := time.Now()
		if _, err := v.Solve(d); err != nil {
			t.Fatal(err)
		}
		times[i] = time.Since(start)
		nodes = append(nodes, v.Nodes()-n0)
	}
	worst := slices.Index(times, slices.Max(times))
	var total time.Duration
	for _, x := range times {
		total += x
	}
	sorted := slices.Clone(times)
	slices.Sort(sorted)
	slices.Sort(nodes)
	t.Logf("%d deals: mean %v, median %v, p90 %v, p99 %v, worst %v (deal %d); nodes median %d, p90 %d, worst %d",
		len(ds), total/time.Duration(len(ds)), sorted[len(ds)/2], sorted[len(ds)*9/10], sorted[len(ds)*99/100], sorted[len(ds)-1], worst,
		nodes[len(ds)/2], nodes[len(ds)*9/10], nodes[len(ds)-1])
}

var listFrom = flag.Int("dd.from", 0, "BenchmarkDDSList: the first deal of DDS's list to solve (0 to 99)")
var listTo = flag.Int("dd.to", 100, "BenchmarkDDSList: one past the last deal of DDS's list to solve")

// BenchmarkDDSList solves the full tables of DDS's list of 100 deals
// (testdata/dds-list100.txt), one after another on one goroutine with one
// Solver, and checks every table against the one DDS computed: the figure
// the README sets against DDS's own time on the list. -dd.from and -dd.to
// restrict it to some of the deals (for instruction counts).
func BenchmarkDDSList(b *testing.B) {
	ls := readDDSList(b)[*listFrom:*listTo]
	v := NewSolver(Options{})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, l := range ls {
			t, err := v.Solve(l.deal)
			if err != nil {
				b.Fatal(err)
			}
			if t != l.table {
				b.Fatalf("line %d: table %v, DDS %v", l.line, t, l.table)
			}
		}
	}
	b.ReportMetric(float64(v.Nodes())/float64(b.N), "nodes/op")
}
