package dd

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/deal"
)

var measure = flag.String("dd.measure", "", "TestMeasure: \"endings\" (12 ten-card endings), \"deals:N\" or \"deals:I:N\" (seeded random deals I to N-1), or \"list:I:N\" (deals I to N-1 of DDS's list); reports nodes and time")

// measureEndings are the 12 seeded ten-card endings the measurements in
// doc.go count nodes on.
func measureEndings() []deal.Deal {
	r := rand.New(rand.NewPCG(10, 19))
	ds := make([]deal.Deal, 12)
	for i := range ds {
		ds[i] = randomEnding(r, 10)
	}
	return ds
}

// TestMeasure solves a fixed set of positions, all 20 results each, and
// reports the nodes and the time: the measure each change in doc.go was
// judged by. It is a measurement, not a test.
func TestMeasure(t *testing.T) {
	var ds []deal.Deal
	switch m := *measure; {
	case m == "":
		t.Skip("run with -dd.measure=endings or -dd.measure=deals:N")
	case m == "endings":
		ds = measureEndings()
	case strings.HasPrefix(m, "list:"):
		// list:I:N is deals I to N-1 of DDS's list.
		var i, n int
		if _, err := fmt.Sscanf(m, "list:%d:%d", &i, &n); err != nil {
			t.Fatal(err)
		}
		ds = dealsOf(readDDSList(t)[i:n])
	default:
		// deals:N is the first N deals, deals:I:N deals I to N-1.
		var i, n int
		if _, err := fmt.Sscanf(m, "deals:%d:%d", &i, &n); err != nil {
			i = 0
			if _, err := fmt.Sscanf(m, "deals:%d", &n); err != nil {
				t.Fatal(err)
			}
		}
		ds = benchDeals(n)[i:]
	}
	// DD_TABLEBITS sets the table's size, DD_OFF=tt,quick,order,equiv,lowwin
	// turns methods off: what doc.go's measurements compare.
	bits, _ := strconv.Atoi(os.Getenv("DD_TABLEBITS"))
	v := NewSolver(Options{TableBits: bits})
	off := os.Getenv("DD_OFF")
	v.s.noTT = strings.Contains(off, "tt")
	v.s.noQuick = strings.Contains(off, "quick")
	v.s.noOrder = strings.Contains(off, "order")
	v.s.noEquiv = strings.Contains(off, "equiv")
	v.s.noLowWin = strings.Contains(off, "lowwin")
	start := time.Now()
	for i, d := range ds {
		n0, t0 := v.Nodes(), time.Now()
		if _, err := v.Solve(d); err != nil {
			t.Fatal(err)
		}
		if testing.Verbose() {
			t.Logf("%2d: %9d nodes %v", i, v.Nodes()-n0, time.Since(t0).Round(time.Millisecond))
		}
	}
	t.Logf("%d positions: %d nodes, %v", len(ds), v.Nodes(), time.Since(start).Round(time.Millisecond))
}
