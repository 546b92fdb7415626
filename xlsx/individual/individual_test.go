package individual_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/individual"
	"github.com/xuri/excelize/v2"
)

const resultsHeader = "Round,Table,Board,North,South,East,West,Contract,By,Result,Score"

// twelve are the players of the engine's hand-worked event.
func twelve(extra ...[]any) templates.Sheet {
	var rows [][]any
	for p := 1; p <= 12; p++ {
		rows = append(rows, []any{p, fmt.Sprintf("Player %d", p), "Nesodden BK", fmt.Sprintf("%05d", p)})
	}
	return xlsxtest.Sheet("Players", "Player,Name,Club,Player ID", append(rows, extra...)...)
}

// twoBoards is engine/individual's TestMatchpointsByHand, typed as a
// director types it: board 1 by contracts (4S= by N is +420, 4S+1 +450),
// board 2 by scores.
func twoBoards() templates.Sheet {
	return xlsxtest.Sheet("Results", resultsHeader,
		[]any{1, 1, 1, 1, 2, 3, 4, "4S", "N", "=", nil},
		[]any{1, 2, 1, 5, 6, 7, 8, "4S", "N", "+1", nil},
		[]any{1, 3, 1, 9, 10, 11, 12, nil, nil, nil, 420},
		[]any{2, 1, 2, 1, 6, 11, 4, nil, nil, nil, -100},
		[]any{2, 2, 2, 5, 10, 3, 8, nil, nil, nil, 110},
		[]any{2, 3, 2, 9, 2, 7, 12, nil, nil, nil, -100},
	)
}

func write(t *testing.T, sheets ...templates.Sheet) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "individual.xlsx")
	xlsxtest.WriteBook(t, path, sheets...)
	return path
}

func rows(t *testing.T, path, sheet string) [][]string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rs, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// The hand-worked event (engine/individual's TestMatchpointsByHand) scored
// from a workbook: the Ranking by percentage, each player's number, name
// and club; the travellers name the four players; each scorecard gives the
// partner and the opponents.
func TestScoreWorkbook(t *testing.T) {
	path := write(t, xlsxtest.Sheet("Event", "Setting,Value", []any{"Title", "Christmas individual"}), twelve(), twoBoards())
	s, probs := xlsxtest.Score(t, individual.Kind{}, path, "")
	if len(probs) > 0 {
		t.Errorf("warnings: %v", probs)
	}
	rk := rows(t, path, "Ranking")
	var got []string
	for _, r := range rk {
		if len(r) > 0 {
			got = append(got, strings.Join(r, "|"))
		}
	}
	want := []string{
		"Rank|Player|Name|Club|Boards|Score|Top|%",
		"1|5|Player 5|Nesodden BK|2|8.00|8|100.00%",
		"2=|4|Player 4|Nesodden BK|2|6.00|8|75.00%",
	}
	if len(got) < 3 || strings.Join(got[:3], "\n") != strings.Join(want, "\n") {
		t.Errorf("Ranking:\n%s\nwant it to begin:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if last := got[len(got)-1]; last != "12|8|Player 8|Nesodden BK|2|0.00|8|0.00%" {
		t.Errorf("last line %q", last)
	}
	tr := strings.Join(flat(rows(t, path, "Travellers")), "\n")
	for _, w := range []string{"Board 1", "1|5 Player 5|6 Player 6|7 Player 7|8 Player 8|4♠|N|+1|450|4.00|0.00|100.00%|0.00%"} {
		if !strings.Contains(tr, w) {
			t.Errorf("Travellers lack %q:\n%s", w, tr)
		}
	}
	cards := strings.Join(flat(rows(t, path, "Scorecards")), "\n")
	for _, w := range []string{"Player 6: Player 6", "2|S|1 Player 1|11 Player 11 & 4 Player 4||||-100|1.00|25.00%", "Total||||||||5.00|62.50%"} {
		if !strings.Contains(cards, w) {
			t.Errorf("Scorecards lack %q:\n%s", w, cards)
		}
	}
	sum := s.Summary(lang.English)
	if len(sum.Lines) != 2 || sum.Lines[1] != "winner: player 5 Player 5, 100.00%" {
		t.Errorf("summary %v", sum)
	}
}

// flat is each row's cells joined by |, empty rows left out.
func flat(rs [][]string) []string {
	var out []string
	for _, r := range rs {
		if len(r) > 0 {
			out = append(out, strings.Join(r, "|"))
		}
	}
	return out
}

// The director's slips, all in one run, each named by its cell: a player
// seated twice at a table, a player number not in Players, a seat that is
// not a number; the workbook is not scored.
func TestProblemsAtCells(t *testing.T) {
	res := twoBoards()
	res.Rows[0].Cells[5] = 1   // E1 at row 2: player 1 at North and East
	res.Rows[1].Cells[6] = 14  // W3: not in Players
	res.Rows[2].Cells[3] = "x" // D4: not a number
	path := write(t, twelve(), res)
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: individual.Kind{}.Reads()})
	s, probs := individual.Kind{}.Score(b)
	if s != nil {
		t.Fatal("scored despite errors")
	}
	var got []string
	for _, p := range probs {
		if !p.Warning {
			got = append(got, p.Error())
		}
	}
	want := []string{
		`Results!D4: player "x" is not a player number`,
		`Results!F2: player 1 is seated twice at the table, at N and E`,
		`Results!G3: player 14 is not in Players`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
