package grading_test

import (
	"math"
	"path/filepath"
	"strconv"
	"testing"

	enginegrading "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/xuri/excelize/v2"
)

// scoreGrading runs the whole grading path on a workbook, as `scorebook
// score` does, and fails the test on any error.
func scoreGrading(t testing.TB, path, out string) *enginegrading.Result {
	t.Helper()
	scored, _ := xlsxtest.Score(t, grading.Kind{}, path, out)
	return grading.ResultOf(scored)
}

// written is a tool sheet read back from a scored workbook: its rows of raw
// values by header.
type written struct {
	header map[string]int
	rows   [][]string
}

func readWritten(t *testing.T, path, sheet string) *written {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s is empty", sheet)
	}
	w := &written{header: map[string]int{}}
	for i, h := range rows[0] {
		w.header[h] = i
	}
	w.rows = rows[1:]
	return w
}

func (w *written) text(t *testing.T, r int, col string) string {
	t.Helper()
	i, ok := w.header[col]
	if !ok {
		t.Fatalf("no column %q", col)
	}
	if i >= len(w.rows[r]) {
		return ""
	}
	return w.rows[r][i]
}

func (w *written) number(t *testing.T, r int, col string) float64 {
	t.Helper()
	s := w.text(t, r, col)
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("row %d %s: %q is not a number", r+2, col, s)
	}
	return f
}

func (w *written) date(t *testing.T, r int, col string) string {
	t.Helper()
	d, err := excelize.ExcelDateToTime(w.number(t, r, col), false)
	if err != nil {
		t.Fatal(err)
	}
	return d.Format("2006-01-02")
}

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// The worked examples of seed 002 (Louis Nel, December 2001), through a
// workbook: Peter (1881) beats John (1992): D = −111, A = 31, 1912 and 1961;
// John beats Peter: A = 19, 1862 and 2011. Then the same with Class 1 (×1.2)
// and Class 3 (×0.8), a Grade of 2400 (S = 94) and one of 2800 (S capped at
// 97).
func TestGradingSeedExamples(t *testing.T) {
	players := [][]any{
		{"Peter", 1881, 1881}, {"John", 1992, 1992},
		{"Peter B", 1881, 1881}, {"John B", 1992, 1992},
		{"Peter C", 1881, 1881}, {"John C", 1992, 1992},
		{"Peter D", 1881, 1881}, {"John D", 1992, 1992},
		{"Ann", 2400, 2400}, {"Bob", 2400, 2400},
		{"Cath", 2800, 2800}, {"Dan", 2000, 2000},
	}
	games := [][]any{
		{day("2026-03-01"), "Club", nil, "Peter", "John"},
		{day("2026-03-02"), "Club", 2, "John B", "Peter B"},
		{day("2026-03-03"), "Open", 1, "Peter C", "John C"},
		{day("2026-03-04"), "Plate", 3, "Peter D", "John D"},
		{day("2026-03-05"), "Club", nil, "Ann", "Bob"},
		{day("2026-03-06"), "Club", nil, "Cath", "Dan"},
	}
	dir := t.TempDir()
	// The seed's figures are those of its table: Precision Table.
	path := gradingBook(t, dir, map[string]any{"Minimum games": 1, "Precision": "Table"}, players, games)
	scoreGrading(t, path, "")

	log := readWritten(t, path, "Grading Log")
	want := []struct {
		winner, loser      string
		class              int
		d, a               float64
		wIndex, wGrade     float64
		lIndex, lGrade     float64
		date, event, score string
	}{
		{"Peter", "John", 2, -111, 31, 1912, 1884.1, 1961, 1988.9, "2026-03-01", "Club", ""},
		{"John B", "Peter B", 2, 111, 19, 2011, 1993.9, 1862, 1879.1, "2026-03-02", "Club", ""},
		{"Peter C", "John C", 1, -111, 38, 1919, 1884.8, 1954, 1988.2, "2026-03-03", "Open", ""},
		{"Peter D", "John D", 3, -111, 25, 1906, 1883.5, 1967, 1989.5, "2026-03-04", "Plate", ""},
		{"Ann", "Bob", 2, 0, 25, 2425, 2401.5, 2375, 2398.5, "2026-03-05", "Club", ""},
		{"Cath", "Dan", 2, 800, 1, 2801, 2800.03, 1999, 1999.9, "2026-03-06", "Club", ""},
	}
	if len(log.rows) != len(want) {
		t.Fatalf("Grading Log has %d rows, want %d", len(log.rows), len(want))
	}
	for i, w := range want {
		if log.text(t, i, "Winner") != w.winner || log.text(t, i, "Loser") != w.loser ||
			log.date(t, i, "Date") != w.date || log.text(t, i, "Event") != w.event || log.number(t, i, "Class") != float64(w.class) ||
			log.number(t, i, "Games row") != float64(i+2) {
			t.Errorf("log row %d: %v, want %s beats %s on %s", i+2, log.rows[i], w.winner, w.loser, w.date)
		}
		for _, c := range []struct {
			col  string
			want float64
		}{{"D", w.d}, {"Adjustment", w.a}, {"Winner Index", w.wIndex}, {"Winner Grade", w.wGrade},
			{"Loser Index", w.lIndex}, {"Loser Grade", w.lGrade}} {
			if got := log.number(t, i, c.col); !near(got, c.want, 1e-9) {
				t.Errorf("log row %d (%s beats %s): %s = %v, want %v", i+2, w.winner, w.loser, c.col, got, c.want)
			}
		}
	}

	ranking := readWritten(t, path, "Ranking")
	wantRanks := []struct {
		rank, player  string
		grade, change float64
	}{
		{"1", "Cath", 2800.03, 0.03}, {"2", "Ann", 2401.5, 1.5}, {"3", "Bob", 2398.5, -1.5},
		{"4", "Dan", 1999.9, -0.1}, {"5", "John B", 1993.9, 1.9}, {"6", "John D", 1989.5, -2.5},
		{"7", "John", 1988.9, -3.1}, {"8", "John C", 1988.2, -3.8}, {"9", "Peter C", 1884.8, 3.8},
		{"10=", "Peter", 1884.1, 3.1}, {"10=", "Peter D", 1883.5, 2.5}, {"12", "Peter B", 1879.1, -1.9},
	}
	if len(ranking.rows) != len(wantRanks) {
		t.Fatalf("Ranking has %d rows, want %d", len(ranking.rows), len(wantRanks))
	}
	for i, w := range wantRanks {
		if got := ranking.text(t, i, "Rank"); got != w.rank || ranking.text(t, i, "Player") != w.player {
			t.Errorf("ranking row %d: %s %s, want %s %s", i+2, got, ranking.text(t, i, "Player"), w.rank, w.player)
		}
		if !near(ranking.number(t, i, "Grade"), w.grade, 1e-9) || !near(ranking.number(t, i, "Change"), w.change, 1e-9) ||
			ranking.number(t, i, "Games") != 1 || ranking.text(t, i, "Eligible") != "Yes" {
			t.Errorf("ranking row %d: %v, want grade %v change %v, 1 game, eligible", i+2, ranking.rows[i], w.grade, w.change)
		}
	}

	// The default, the official computation, keeps the adjustment
	// unrounded: 31.2540810747805.
	exact := gradingBook(t, t.TempDir(), nil, players[:2], games[:1])
	scoreGrading(t, exact, "")
	log = readWritten(t, exact, "Grading Log")
	a := 50 / (1 + math.Pow(10, -111.0/500))
	if got := log.number(t, 0, "Adjustment"); !near(got, 31.2540810747805, 1e-9) || !near(log.number(t, 0, "Winner Index"), 1881+a, 1e-9) {
		t.Errorf("exact adjustment %v, winner index %v; want 31.2540810747805 and %v", got, log.number(t, 0, "Winner Index"), 1881+a)
	}
	checkFormats(t, exact, "Grading Log", map[string]string{"D": "0.00", "Adjustment": "0.00", "Winner Index": "0", "Loser Grade": "0", "Date": "yyyy-mm-dd"})
	checkFormats(t, path, "Grading Log", map[string]string{"D": "0", "Adjustment": "0", "Winner Index": "0"})
	checkFormats(t, path, "Ranking", map[string]string{"Grade": "0", "Index": "0", "Change": "+0;-0;0"})
}

// checkFormats checks the number format of the first value of columns.
func checkFormats(t *testing.T, path, sheet string, want map[string]string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	for i, h := range rows[0] {
		code, ok := want[h]
		if !ok {
			continue
		}
		ref, _ := excelize.CoordinatesToCellName(i+1, 2)
		id, err := f.GetCellStyle(sheet, ref)
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.GetStyle(id)
		if err != nil {
			t.Fatal(err)
		}
		if st.CustomNumFmt == nil || *st.CustomNumFmt != code {
			got := "none"
			if st.CustomNumFmt != nil {
				got = *st.CustomNumFmt
			}
			t.Errorf("%s %s (%s): number format %s, want %s", filepath.Base(path), h, ref, got, code)
		}
	}
}
