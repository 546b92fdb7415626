package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"syscall"
	"time"

	"github.com/scorebook/scorebook/internal/gen"
	"github.com/scorebook/scorebook/xlsx"
)

// clubs are the clubs of the federation's folder, one a workbook in turn.
var clubs = []string{"Hartfield", "Ashdown", "Crowborough", "Uckfield", "Lewes", "Seaford", "Heathfield", "Mayfield"}

// writeFolder writes n club nights (gen.ClubNight) into dir, from seed:
// night-0001.xlsx and on.
func writeFolder(dir string, n int, seed int64) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	rng := rand.New(rand.NewSource(seed))
	start := time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)
	for i := range n {
		club := clubs[i%len(clubs)]
		date := start.AddDate(0, 0, 7*(i/len(clubs)))
		path := filepath.Join(dir, fmt.Sprintf("night-%04d.xlsx", i+1))
		os.Remove(path)
		if err := xlsx.WriteTemplate(path, gen.ClubNight(rng, club+" Bridge Club", date)); err != nil {
			return err
		}
	}
	return nil
}

// copyFolder copies the workbooks of from into a fresh folder to, so that
// each run scores workbooks never scored.
func copyFolder(from, to string) error {
	os.RemoveAll(to)
	if err := os.MkdirAll(to, 0o755); err != nil {
		return err
	}
	entries, err := os.ReadDir(from)
	if err != nil {
		return err
	}
	for _, e := range entries {
		src, err := os.Open(filepath.Join(from, e.Name()))
		if err != nil {
			return err
		}
		dst, err := os.Create(filepath.Join(to, e.Name()))
		if err == nil {
			_, err = io.Copy(dst, src)
			if cerr := dst.Close(); err == nil {
				err = cerr
			}
		}
		src.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

// folderRun is one `scorebook score FOLDER` on some cores.
type folderRun struct {
	wall, user time.Duration
	rss        int64 // peak resident memory, bytes
}

// scoreFolder scores a fresh copy of the folder with scorebook limited to
// cores (GOMAXPROCS).
func scoreFolder(scorebook, pristine, work string, cores int) (folderRun, error) {
	if err := copyFolder(pristine, work); err != nil {
		return folderRun{}, err
	}
	cmd := exec.Command(scorebook, "score", "--quiet", work)
	cmd.Env = append(os.Environ(), fmt.Sprintf("GOMAXPROCS=%d", cores))
	cmd.Stderr = os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return folderRun{}, fmt.Errorf("scorebook score %s: %w", work, err)
	}
	r := folderRun{wall: time.Since(start), user: cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.rss = ru.Maxrss * 1024
	}
	return r, nil
}

// folder measures `scorebook score FOLDER` over a federation's folder of
// club nights, on one core and on two, alternately, and prints the medians:
// workbooks a second, the speed-up, and peak memory.
func folder(args []string) error {
	fs := flag.NewFlagSet("folder", flag.ExitOnError)
	books := fs.Int("books", 1000, "club-night workbooks in the folder")
	runs := fs.Int("runs", 3, "runs on each number of cores")
	seed := fs.Int64("seed", 1, "random seed")
	keep := fs.String("dir", "", "make the folder here (kept), instead of in a temporary folder")
	fs.Parse(args)
	dir := *keep
	if dir == "" {
		tmp, err := os.MkdirTemp("", "scorebook-folder-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	}
	pristine := filepath.Join(dir, "nights")
	if err := writeFolder(pristine, *books, *seed); err != nil {
		return err
	}
	scorebook, cleanup, err := buildScorebook()
	if err != nil {
		return err
	}
	defer cleanup()
	work := filepath.Join(dir, "scored")
	defer os.RemoveAll(work)
	byCores := map[int][]folderRun{}
	for i := 0; i < *runs; i++ {
		for _, cores := range []int{1, 2} {
			r, err := scoreFolder(scorebook, pristine, work, cores)
			if err != nil {
				return err
			}
			fmt.Printf("run %d, %d core(s): %v, %.1f workbooks/s, CPU %v, peak %s\n", i+1, cores, r.wall.Round(time.Millisecond),
				float64(*books)/r.wall.Seconds(), r.user.Round(time.Millisecond), mb(r.rss))
			byCores[cores] = append(byCores[cores], r)
		}
	}
	one, two := medianRun(byCores[1]), medianRun(byCores[2])
	fmt.Printf("median of %d, %d workbooks: one core %v (%.1f workbooks/s, peak %s), two cores %v (%.1f workbooks/s, peak %s): speed-up %.2f× (target ≥ 1.7×)\n",
		*runs, *books, one.wall.Round(time.Millisecond), float64(*books)/one.wall.Seconds(), mb(one.rss),
		two.wall.Round(time.Millisecond), float64(*books)/two.wall.Seconds(), mb(two.rss), one.wall.Seconds()/two.wall.Seconds())
	return nil
}

func medianRun(rs []folderRun) folderRun {
	w := make([]time.Duration, len(rs))
	u := make([]time.Duration, len(rs))
	m := make([]int64, len(rs))
	for i, r := range rs {
		w[i], u[i], m[i] = r.wall, r.user, r.rss
	}
	sort.Slice(w, func(i, j int) bool { return w[i] < w[j] })
	sort.Slice(u, func(i, j int) bool { return u[i] < u[j] })
	sort.Slice(m, func(i, j int) bool { return m[i] < m[j] })
	return folderRun{w[len(w)/2], u[len(u)/2], m[len(m)/2]}
}
