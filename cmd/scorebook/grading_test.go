package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/scorebook/scorebook/internal/gradinggen"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

func runCLI(args ...string) (status int, stdout, stderr string) {
	var out, errb bytes.Buffer
	status = run(append([]string{"scorebook"}, args...), &out, &errb)
	return status, out.String(), errb.String()
}

func gradingWorkbook(t *testing.T, players, games [][]any) string {
	t.Helper()
	tpl := templates.Grading()
	for _, p := range players {
		tpl.Sheets[1].Rows = append(tpl.Sheets[1].Rows, templates.Row{Cells: p})
	}
	for _, g := range games {
		tpl.Sheets[2].Rows = append(tpl.Sheets[2].Rows, templates.Row{Cells: g})
	}
	path := filepath.Join(t.TempDir(), "club.xlsx")
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestScoreGradingWithErrorsWritesNothing(t *testing.T) {
	d := time.Date(2026, 3, 14, 0, 0, 0, 0, time.UTC)
	path := gradingWorkbook(t,
		[][]any{{"Peter", 1881, 1881}, {"John", 1992, 1992}},
		[][]any{
			{d, "Club", nil, "Peter", "John"},
			{d, "Club", nil, "Petr", "John"},
			{"31/2/2026", "Club", nil, "Peter", "John"},
			{d, "Club", 5, "John", "John"},
			{d, "Club", nil, "Peter", "John", nil, "14-point AS"},
		})
	before, _ := os.ReadFile(path)
	info, _ := os.Stat(path)
	status, stdout, stderr := runCLI("score", path)
	if status != exitWorkbook {
		t.Errorf("exit status %d, want %d", status, exitWorkbook)
	}
	for _, want := range []string{
		"error: Games!D3: unknown player \"Petr\"\nhint: did you mean \"Peter\"?\n",
		"error: Games!A4: date \"31/2/2026\" is impossible: February 2026 has 28 days\n",
		"error: Games!C5: class \"5\" is not 1, 2 or 3\n",
		"error: Games!E5: \"John\" is both winner and loser\n",
		"warning: Games: 1 game of type \"14-point AS\" left out: Games!G6\n",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if !strings.Contains(stdout, "4 errors; nothing was written") {
		t.Errorf("stdout: %s", stdout)
	}
	after, _ := os.ReadFile(path)
	infoAfter, _ := os.Stat(path)
	if !bytes.Equal(before, after) || !info.ModTime().Equal(infoAfter.ModTime()) {
		t.Error("the workbook changed although it had errors")
	}
	if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 1 {
		t.Errorf("the folder holds %d files, want only the workbook", len(entries))
	}
}

func TestScoreGradingSeason(t *testing.T) {
	s := gradinggen.Make(gradinggen.Config{Seed: 9, Players: 12, Games: 150, OtherTypes: 3,
		Start: time.Date(2025, 4, 5, 0, 0, 0, 0, time.UTC), Days: 150, Late: 0.1, Title: "Ryde CC"})
	path := filepath.Join(t.TempDir(), "season.xlsx")
	if err := xlsx.WriteTemplate(path, s.Template); err != nil {
		t.Fatal(err)
	}
	status, stdout, stderr := runCLI("check", path)
	// Of the three games of other types, the two handicap games count for
	// the handicaps (issue 28), not the grades: one warning, for the third.
	if status != exitOK || !strings.Contains(stdout, "no errors, 1 warning") {
		t.Errorf("check: status %d\n%s%s", status, stdout, stderr)
	}
	status, stdout, stderr = runCLI("score", path)
	if status != exitOK {
		t.Fatalf("score: status %d\n%s%s", status, stdout, stderr)
	}
	for _, want := range []string{
		path + ": Ryde CC, croquet grading as of 2025-09-01 (Index/Grade, Official)\n",
		"  12 players, 150 games played, 1 of other types left out, 2 handicap, doubles or of the other code not graded\n",
		"ranked (10 or more games in the 12 months to 2025-09-01)\n",
		"  1    ",
		"  wrote " + path + "\n",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	// Scoring again gives the same summary and the same sheets.
	first, _ := os.ReadFile(path)
	_, again, _ := runCLI("score", path)
	if again != stdout {
		t.Errorf("second run printed\n%s\nthe first\n%s", again, stdout)
	}
	if second, _ := os.ReadFile(path); len(second) != len(first) {
		t.Errorf("second run: %d bytes, first %d", len(second), len(first))
	}
}

func TestNewGrading(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new.xlsx")
	status, stdout, stderr := runCLI("new", "grading", path)
	if status != exitOK || !strings.Contains(stdout, "a blank grading workbook") {
		t.Fatalf("new grading: %d\n%s%s", status, stdout, stderr)
	}
	status, _, stderr = runCLI("check", path)
	if status != exitWorkbook || !strings.Contains(stderr, "error: Players: Players lists no players") ||
		!strings.Contains(stderr, "error: Games: Games lists no games") {
		t.Errorf("check of a blank grading workbook: %d\n%s", status, stderr)
	}
}
