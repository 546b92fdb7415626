package teams_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	engineteams "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/scorebook/scorebook/xlsx/teams"
)

// reads are the sheets a teams event reads.
var reads = teams.Kind{}.Reads()

func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// lastValue tells, of a sheet the sniff scans when the workbook at path is
// opened to read a teams event, the last row holding a value, and whether
// the scan knows it exactly (see xlsxtest.ReadBoth).
func lastValue(path string) func(sheet string) (int, bool) {
	return func(sheet string) (int, bool) {
		read := func(s string) bool {
			return slices.ContainsFunc(reads, func(r string) bool { return fold(r) == fold(s) })
		}
		sn, err := guard.Sniff(path, "", read)
		if err != nil || sn == nil {
			return 0, false
		}
		scan, ok := sn.Scans[fold(sheet)]
		return scan.LastValue, ok && scan.Exact
	}
}

// resultsRead and teamsRead are what a teams event read holds, nothing when
// it could not be read.
func resultsRead(te *teams.Event) []engineteams.BoardResult {
	if te == nil {
		return nil
	}
	return te.Results
}

func teamsRead(te *teams.Event) []engineteams.Team {
	if te == nil {
		return nil
	}
	return te.Teams
}

func FuzzReadTeams(f *testing.F) {
	f.Add("Setting\tValue\nScoring\tIMPs\nVP scale\tCustom\nBye VP\t12", "Team\tName\n1\tRed\n2\tBlue",
		"Round\tBoard\tNS\tEW\tScore\n1\t1\t1\t2\t420\n1\t1\t2\t1\t-400", "IMPs from\tIMPs to\tWinner VP\tLoser VP\n0\t2\t10\t10\n3\t\t12\t8")
	f.Add("Setting\tValue\nVP scale\tACBL 30\nBye VP\tx", "Team\tName\tPlayers\n1\tRed\tA, B\n1\tRed", "Board\tNS\tEW\tScore\n1\t1\t1\tA+/A-", "")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, event, teamsText, results, scale string) {
		path := filepath.Join(dir, "teams.xlsx")
		sheets := []xlsxtest.FuzzSheet{{Name: "Teams", Text: teamsText}, {Name: "Results", Text: results}, {Name: "Event", Text: event}}
		if scale != "" {
			sheets = append(sheets, xlsxtest.FuzzSheet{Name: "VP Scale", Text: scale})
		}
		xlsxtest.FuzzBook(t, path, sheets...)
		b, te, fs, ok := xlsxtest.ReadBoth(t, path, reads, lastValue(path), func(b *xlsx.Book) (*teams.Event, []problem.Problem) { return teams.Read(b) },
			func(a, b *teams.Event) bool {
				return len(resultsRead(a)) == len(resultsRead(b)) && len(teamsRead(a)) == len(teamsRead(b))
			})
		if !ok {
			return
		}
		defer b.Close()
		if te == nil {
			return
		}
		unread := false
		for _, r := range te.Results {
			unread = unread || r.Unread
		}
		if unread && !problem.HasErrors(fs) {
			t.Errorf("a row was left unread without an error: %v", fs)
		}
		// Every problem the engine finds, errors and warnings, placed.
		scored, probs := teams.Kind{}.Score(b)
		xlsxtest.CheckProblemRules(t, probs)
		if scored != nil {
			if err := scored.Write(b); err != nil {
				t.Fatalf("writing: %v", err)
			}
		}
	})
}
