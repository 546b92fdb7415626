// Command bench measures scorebook at federation scale against the floor:
// the least work any tool must do with excelize to score a pairs workbook
// (floor.go: open it, read every Results row, stream-write sheets of the
// size scorebook writes, save).
//
//	go run ./internal/bench gen big.xlsx [-tables 4000] [-boards 50] [-scoring Matchpoints]
//	go run ./internal/bench floor big.xlsx out.xlsx
//	go run ./internal/bench compare big.xlsx [-runs 5] [-against OLD-SCOREBOOK]
//	go run ./internal/bench gen-folder nights/ [-books 1000]
//	go run ./internal/bench folder [-books 1000] [-runs 3]
//
// compare builds scorebook, then runs the floor (or, with -against, another
// scorebook: the one before a change) and scorebook alternately, each as
// its own process, and prints the median wall time, CPU time (user and
// system: on a loaded machine the steadier figure) and peak memory
// (maximum resident set size) of each and their ratios. folder writes a
// federation's folder of club nights (gen.ClubNight) and runs `scorebook
// score FOLDER` over a fresh copy of it on one core and on two
// (GOMAXPROCS), alternately, printing workbooks a second, the speed-up and
// peak memory.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"syscall"
	"time"

	"github.com/scorebook/scorebook/internal/gen"
	"github.com/scorebook/scorebook/xlsx"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "gen":
		err = generate(os.Args[2:])
	case "floor":
		if len(os.Args) != 4 {
			usage()
		}
		err = floor(os.Args[2], os.Args[3])
	case "compare":
		err = compare(os.Args[2:])
	case "folder":
		err = folder(os.Args[2:])
	case "gen-folder":
		if len(os.Args) < 3 {
			usage()
		}
		fs := flag.NewFlagSet("gen-folder", flag.ExitOnError)
		books := fs.Int("books", 1000, "club-night workbooks")
		seed := fs.Int64("seed", 1, "random seed")
		fs.Parse(os.Args[3:])
		err = writeFolder(os.Args[2], *books, *seed)
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: bench gen BIG.xlsx [flags] | bench floor BIG.xlsx OUT.xlsx | bench compare BIG.xlsx [-runs 5] [-against OLD]\n"+
		"       bench gen-folder DIR [-books 1000] | bench folder [-books 1000] [-runs 3] [-dir DIR]")
	os.Exit(2)
}

// generate writes a simultaneous pairs (gen.Simultaneous).
func generate(args []string) error {
	fs := flag.NewFlagSet("gen", flag.ExitOnError)
	tables := fs.Int("tables", 4000, "tables (a multiple of 5)")
	boards := fs.Int("boards", 50, "boards (a multiple of 5)")
	scoring := fs.String("scoring", "Matchpoints", "the Event sheet's Scoring")
	seed := fs.Int64("seed", 1, "random seed")
	if len(args) < 1 {
		usage()
	}
	out := args[0]
	fs.Parse(args[1:])
	t, err := gen.Simultaneous(*tables, *boards, *scoring, *seed)
	if err != nil {
		return err
	}
	os.Remove(out)
	return xlsx.WriteTemplate(out, t)
}

type measure struct {
	wall time.Duration
	cpu  time.Duration // user and system
	rss  int64         // bytes
}

func run(name string, args ...string) (measure, error) {
	cmd := exec.Command(name, args...)
	cmd.Stderr = os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return measure{}, fmt.Errorf("%s: %w", filepath.Base(name), err)
	}
	m := measure{wall: time.Since(start), cpu: cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		m.rss = ru.Maxrss * 1024 // kilobytes on Linux
	}
	return m, nil
}

func median(ms []measure) measure {
	w := make([]time.Duration, len(ms))
	c := make([]time.Duration, len(ms))
	r := make([]int64, len(ms))
	for i, m := range ms {
		w[i], c[i], r[i] = m.wall, m.cpu, m.rss
	}
	sort.Slice(w, func(i, j int) bool { return w[i] < w[j] })
	sort.Slice(c, func(i, j int) bool { return c[i] < c[j] })
	sort.Slice(r, func(i, j int) bool { return r[i] < r[j] })
	return measure{w[len(w)/2], c[len(c)/2], r[len(r)/2]}
}

func compare(args []string) error {
	fs := flag.NewFlagSet("compare", flag.ExitOnError)
	runs := fs.Int("runs", 5, "runs of each")
	other := fs.String("against", "", "a scorebook `BINARY` to run in the floor's place (before and after a change)")
	if len(args) < 1 {
		usage()
	}
	in := args[0]
	fs.Parse(args[1:])
	dir, err := os.MkdirTemp("", "scorebook-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	self, err := os.Executable()
	if err != nil {
		return err
	}
	scorebook, cleanup, err := buildScorebook()
	if err != nil {
		return err
	}
	defer cleanup()
	// What scorebook is measured against: the floor, or -against's command
	// scoring the same workbook.
	base, targets := "floor", " (targets against the floor: ≤ 1.1× and ≤ 1.25×)"
	against := func() (measure, error) { return run(self, "floor", in, filepath.Join(dir, "floor.xlsx")) }
	if *other != "" {
		base, targets = "against", ""
		against = func() (measure, error) {
			return run(*other, "score", "--quiet", in, "--out", filepath.Join(dir, "other.xlsx"))
		}
	}
	var floors, scores []measure
	for i := 0; i < *runs; i++ {
		f, err := against()
		if err != nil {
			return err
		}
		s, err := run(scorebook, "score", "--quiet", in, "--out", filepath.Join(dir, "scored.xlsx"))
		if err != nil {
			return err
		}
		fmt.Printf("run %d: %s %v (CPU %v) %s, scorebook %v (CPU %v) %s\n", i+1, base, f.wall.Round(time.Millisecond), f.cpu.Round(time.Millisecond), mb(f.rss),
			s.wall.Round(time.Millisecond), s.cpu.Round(time.Millisecond), mb(s.rss))
		floors, scores = append(floors, f), append(scores, s)
	}
	f, s := median(floors), median(scores)
	fmt.Printf("median of %d: %s %v (CPU %v) %s, scorebook %v (CPU %v) %s: wall %.2f×, CPU %.2f×, memory %.2f×%s\n",
		*runs, base, f.wall.Round(time.Millisecond), f.cpu.Round(time.Millisecond), mb(f.rss), s.wall.Round(time.Millisecond), s.cpu.Round(time.Millisecond), mb(s.rss),
		s.wall.Seconds()/f.wall.Seconds(), s.cpu.Seconds()/f.cpu.Seconds(), float64(s.rss)/float64(f.rss), targets)
	return nil
}

// buildScorebook builds the scorebook command into a temporary folder,
// which cleanup removes.
func buildScorebook() (path string, cleanup func(), err error) {
	return build("github.com/scorebook/scorebook/cmd/scorebook", "scorebook")
}

// build builds a command into a temporary folder, which cleanup removes.
func build(pkg, name string) (path string, cleanup func(), err error) {
	dir, err := os.MkdirTemp("", "scorebook-build-")
	if err != nil {
		return "", nil, err
	}
	path = filepath.Join(dir, name)
	cmd := exec.Command("go", "build", "-o", path, pkg)
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		os.RemoveAll(dir)
		return "", nil, fmt.Errorf("building %s: %w", name, err)
	}
	return path, func() { os.RemoveAll(dir) }, nil
}

func mb(b int64) string { return fmt.Sprintf("%.0f MB", float64(b)/(1<<20)) }
