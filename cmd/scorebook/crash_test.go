package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/scorebook/scorebook/internal/xlsxtest"

	"github.com/scorebook/scorebook/internal/gen"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

// crashBook writes a pairs workbook big enough that saving takes a while:
// tables × boards results in five-table Mitchell clubs.
func crashBook(t *testing.T, path string, tables, boards int) {
	t.Helper()
	rng := rand.New(rand.NewSource(7))
	deals := make([]gen.Deal, boards+1)
	for b := range deals {
		deals[b] = gen.RandomDeal(rng)
	}
	tpl := templates.Pairs()
	const club = 5
	for c := 0; c < tables/club; c++ {
		for i := 1; i <= 2*club; i++ {
			tpl.Sheets[1].Rows = append(tpl.Sheets[1].Rows, templates.Row{Cells: []any{c*2*club + i, gen.PlayerName(rng), gen.PlayerName(rng)}})
		}
		for round := 0; round < club; round++ {
			for table := 0; table < club; table++ {
				ns, ew := c*2*club+1+table, c*2*club+club+1+(table+round)%club
				set := (table - round + club) % club
				for k := 0; k < boards/club; k++ {
					board := set*boards/club + k + 1
					tpl.Sheets[2].Rows = append(tpl.Sheets[2].Rows, templates.Row{Cells: gen.ResultRow(rng, 1, board, fmt.Sprint(ns), fmt.Sprint(ew), deals[board])})
				}
			}
		}
	}
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
}

// Killing scorebook at any moment leaves the workbook whole: either exactly
// as it was, or completely scored; never half written. A run that ends
// normally leaves no temporary file behind.
func TestKillAtAnyMomentLeavesTheWorkbookWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and kills scorebook many times")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "scorebook")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	original := filepath.Join(dir, "original.xlsx")
	crashBook(t, original, 200, 10) // 2,000 results
	want, _ := os.ReadFile(original)

	// How long a whole run takes, to spread the kills over it.
	work := filepath.Join(dir, "work")
	os.Mkdir(work, 0o755)
	book := filepath.Join(work, "club.xlsx")
	os.WriteFile(book, want, 0o644)
	start := time.Now()
	if out, err := exec.Command(bin, "score", "--quiet", book).CombinedOutput(); err != nil {
		t.Fatalf("scorebook: %v\n%s", err, out)
	}
	whole := time.Since(start)
	folderHolds(t, work, "club.xlsx")
	scored, _ := os.ReadFile(book)

	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	kills := 8
	for i := 0; i < kills; i++ {
		os.RemoveAll(work)
		os.Mkdir(work, 0o755)
		os.WriteFile(book, want, 0o644)
		cmd := exec.Command(bin, "score", "--quiet", book)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Spread the kills over the run, weighted towards its end, where
		// the save happens.
		at := time.Duration(float64(whole) * (0.3 + 0.9*rng.Float64()))
		time.Sleep(at)
		_ = cmd.Process.Signal(syscall.SIGKILL)
		_ = cmd.Wait()
		got, err := os.ReadFile(book)
		if err != nil {
			t.Fatalf("kill %d at %v: the workbook is gone: %v", i, at, err)
		}
		switch {
		case bytes.Equal(got, want):
		case bytes.Equal(got, scored) || sameSheets(t, book, scored):
		default:
			t.Fatalf("kill %d at %v: the workbook is neither the original nor the scored one", i, at)
		}
		if _, err := xlsxtest.Dump(book); err != nil {
			t.Fatalf("kill %d at %v: the workbook does not open: %v", i, at, err)
		}
		// A killed run may leave its hidden temporary file; the next run
		// scores the workbook all the same and leaves nothing new.
		before := names(t, work)
		if out, err := exec.Command(bin, "score", "--quiet", book).CombinedOutput(); err != nil {
			t.Fatalf("kill %d: the next run failed: %v\n%s", i, err, out)
		}
		if after := names(t, work); after != before && !(strings.Contains(before, ".club.scorebook-") && after == "club.xlsx") {
			t.Errorf("kill %d: the folder held %q, after a clean run %q", i, before, after)
		}
	}
}

// sameSheets reports whether a workbook has the same written sheets as the
// scored bytes (the zip may order its parts differently).
func sameSheets(t *testing.T, path string, scored []byte) bool {
	t.Helper()
	other := filepath.Join(t.TempDir(), "scored.xlsx")
	os.WriteFile(other, scored, 0o644)
	a, err1 := xlsxtest.Dump(path)
	b, err2 := xlsxtest.Dump(other)
	return err1 == nil && err2 == nil && a == b
}

func names(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return strings.Join(out, " ")
}

func folderHolds(t *testing.T, dir string, want ...string) {
	t.Helper()
	if got := names(t, dir); got != strings.Join(want, " ") {
		t.Errorf("the folder holds %q, want %q", got, strings.Join(want, " "))
	}
}
