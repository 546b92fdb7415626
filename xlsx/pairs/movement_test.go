package pairs_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// The columns of the Results sheet `scorebook new pairs --tables` writes.
const (
	cBoard = iota
	cRound
	cTable
	cNS
	cEW
	cContract
	cBy
	cResult
	cScore
)

// lines are what a scorer types on a row, whatever the vulnerability: a
// score, or a contract, declarer and result.
var lines = [][4]string{{"", "", "", "110"}, {"2H", "N", "=", ""}, {"1NT", "E", "=", ""}, {"", "", "", "-140"},
	{"3C", "S", "+1", ""}, {"", "", "", "120"}, {"4S", "W", "-2", ""}, {"", "", "", "-90"}, {"2NT", "N", "10", ""}}

// filledIn is the workbook `scorebook new` writes for the movement, with
// the pairs' names and every row's result typed in, and the same event typed
// without Round, Table and the Movement sheet.
func filledIn(m movement.Movement, seed int) (placed, plain templates.Template) {
	placed = templates.PairsFor(m)
	for i := range placed.Sheets {
		s := &placed.Sheets[i]
		switch s.Name {
		case "Pairs":
			for r := range s.Rows {
				s.Rows[r].Cells = append(s.Rows[r].Cells[:1:1], fmt.Sprintf("Ann %d", r), fmt.Sprintf("Bob %d", r), s.Rows[r].Cells[3])
			}
		case "Results":
			for r := range s.Rows {
				row := append(s.Rows[r].Cells, make([]any, 4)...)
				if row[cNS] != nil && row[cEW] != nil {
					l := lines[(seed+r*7)%len(lines)]
					for i, v := range l {
						if v != "" {
							row[cContract+i] = v
						}
					}
				}
				s.Rows[r].Cells = row
			}
		}
	}
	plain = templates.Template{Kind: "pairs"}
	for _, s := range placed.Sheets {
		switch s.Name {
		case "Movement":
			continue
		case "Results":
			p := templates.Sheet{Name: s.Name}
			keep := []int{cBoard, cNS, cEW, cContract, cBy, cResult, cScore}
			for _, c := range keep {
				p.Columns = append(p.Columns, s.Columns[c])
			}
			for _, r := range s.Rows {
				var cells []any
				for _, c := range keep {
					cells = append(cells, r.Cells[c])
				}
				p.Rows = append(p.Rows, templates.Row{Cells: cells})
			}
			s = p
		}
		plain.Sheets = append(plain.Sheets, s)
	}
	return placed, plain
}

// scoreTemplate writes the template, scores it and returns the problems
// and the dump of the sheets written.
func scoreTemplate(t *testing.T, tpl templates.Template) ([]string, string) {
	t.Helper()
	dir := t.TempDir()
	path, out := filepath.Join(dir, "in.xlsx"), filepath.Join(dir, "out.xlsx")
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	_, probs := xlsxtest.Score(t, pairs.Kind{}, path, out)
	dump := ""
	if !slices.ContainsFunc(probs, func(p problem.Problem) bool { return !p.Warning }) {
		var err error
		if dump, err = xlsxtest.Dump(out); err != nil {
			t.Fatal(err)
		}
		// The director's sheets, the Movement sheet among them, come back
		// as they were.
		xlsxtest.DirectorPartsKept(t, xlsxtest.ReadZip(t, path), xlsxtest.ReadZip(t, out))
	}
	return xlsxtest.Strings(probs), dump
}

// movementsToTry are movements of every kind `scorebook new` offers, full
// and shorter, odd numbers of pairs and arrow switches among them.
func movementsToTry(t *testing.T) []movement.Movement {
	var ms []movement.Movement
	add := func(sp movement.Spec) {
		m, err := movement.Make(sp)
		if err != nil {
			t.Fatalf("%+v: %v", sp, err)
		}
		ms = append(ms, m)
	}
	for pairs := 4; pairs <= 14; pairs++ {
		add(movement.Spec{Name: "howell", Pairs: pairs, BoardsPerRound: 2})
	}
	add(movement.Spec{Name: "howell", Tables: 7, Rounds: 9, BoardsPerRound: 3})
	add(movement.Spec{Name: "howell", Pairs: 9, Rounds: 6, BoardsPerRound: 3})
	for _, tables := range []int{3, 5, 7} {
		add(movement.Spec{Tables: tables})
		add(movement.Spec{Pairs: 2*tables - 1, BoardsPerRound: 2})
		add(movement.Spec{Tables: tables, ArrowSwitch: true, BoardsPerRound: 2})
	}
	add(movement.Spec{Tables: 9, Rounds: 7, BoardsPerRound: 3})
	for _, tables := range []int{4, 6, 8} {
		add(movement.Spec{Name: "mitchell-skip", Tables: tables, BoardsPerRound: 2})
		add(movement.Spec{Name: "mitchell-relay", Tables: tables, BoardsPerRound: 2})
		add(movement.Spec{Name: "mitchell-relay", Pairs: 2*tables - 1, Rounds: tables - 1, ArrowSwitch: true, BoardsPerRound: 2})
	}
	return ms
}

// A workbook written by `scorebook new pairs --tables …` for any movement
// offered, filled in and scored, gives the same results as the same rows
// typed without Round, Table and the Movement sheet, and no problem.
func TestNewMovementScoresAsTyped(t *testing.T) {
	for i, m := range movementsToTry(t) {
		placed, plain := filledIn(m, i)
		probs, got := scoreTemplate(t, placed)
		wantProbs, want := scoreTemplate(t, plain)
		if len(probs) > 0 || len(wantProbs) > 0 || got == "" {
			t.Fatalf("%s: %q\nwithout Round and Table: %q", m.Description, probs, wantProbs)
		}
		if got != want {
			t.Fatalf("%s: scored\n%s\nwithout Round and Table\n%s", m.Description, got, want)
		}
	}
}

// The Movement sheet `new` writes reads back as the movement; a blank
// workbook from `new` reports only what the scorer has still to type.
func TestMovementSheetReadsBack(t *testing.T) {
	for _, m := range movementsToTry(t) {
		path := filepath.Join(t.TempDir(), "new.xlsx")
		if err := xlsx.WriteTemplate(path, templates.PairsFor(m)); err != nil {
			t.Fatal(err)
		}
		b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: kinds.Reads()})
		if err != nil {
			t.Fatal(err)
		}
		ev, probs := pairs.Read(b)
		if len(probs) > 0 || !ev.HasMovement {
			t.Fatalf("%s: %v", m.Description, probs)
		}
		got, mis := movement.FromEntries(ev.Movement)
		if len(mis) > 0 || got.Tables != m.Tables || got.Rounds != m.Rounds || got.OneField != m.OneField {
			t.Fatalf("%s: read back as %s: %v", m.Description, got.Description, mis)
		}
		for r := range m.Seats {
			for ti, s := range m.Seats[r] {
				g := got.Seats[r][ti]
				if g.NS != s.NS || g.EW != s.EW || !slices.Equal(g.Boards, s.Boards) {
					t.Fatalf("%s round %d table %d: %+v, want %+v", m.Description, r+1, ti+1, g, s)
				}
			}
		}
		_, fs := pairs.Kind{}.Score(b)
		for _, f := range fs {
			s := xlsxtest.String(f)
			if !strings.Contains(s, "has no Player") && !strings.Contains(s, "has no score and no contract") {
				t.Fatalf("%s: blank workbook: %s", m.Description, s)
			}
		}
		b.Close()
	}
}

// Rows of a workbook from `new` typed with a swapped pair or at a wrong
// table are errors at their cells, all in one run.
func TestNewMovementMistakes(t *testing.T) {
	m, _ := movement.Make(movement.Spec{Name: "howell", Pairs: 8, BoardsPerRound: 2})
	placed, _ := filledIn(m, 1)
	res := &placed.Sheets[2]
	at := func(board, round, table int) int {
		i := slices.IndexFunc(res.Rows, func(r templates.Row) bool {
			return r.Cells[cBoard] == board && r.Cells[cRound] == round && r.Cells[cTable] == table
		})
		if i < 0 {
			t.Fatalf("no row %d %d %d", board, round, table)
		}
		return i
	}
	// Round 1 at table 1: pairs 8 and 1, boards 1 and 2.
	i, j := at(1, 1, 1), at(2, 1, 1)
	sw := res.Rows[i].Cells
	sw[cNS], sw[cEW] = sw[cEW], sw[cNS]
	res.Rows[j].Cells[cTable] = 3
	path := filepath.Join(t.TempDir(), "in.xlsx")
	if err := xlsx.WriteTemplate(path, placed); err != nil {
		t.Fatal(err)
	}
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: kinds.Reads()})
	sc, probs := pairs.Kind{}.Score(b)
	b.Sort(probs)
	want := []string{
		fmt.Sprintf("Results!D%d: NS and EW swapped: at table 1 in round 1 pair 8 sits NS and pair 1 EW", i+2),
		fmt.Sprintf("Results!C%d: pairs 8 and 1 played at table 1 in round 1, not at table 3", j+2),
	}
	if got := xlsxtest.Strings(probs); sc != nil || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
