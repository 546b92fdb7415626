package pairs_test

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/xuri/excelize/v2"
)

// pageOf is a scored event's web page.
func pageOf(t *testing.T, s xlsx.Scored) []byte {
	t.Helper()
	data, _ := exportFile(t, s, "html")
	return data
}

// rankingRows reads a scored workbook's Ranking as shown.
func rankingRows(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Ranking")
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// A director prints a Mitchell's Ranking and hands it round: the
// North-South field and the East-West field are two tables, each under its
// own heading and a header line, as FFB, BridgeWebs and EBUScore print
// them. The club night sample is a Mitchell of 7 NS pairs (1-7) and 7 EW
// pairs (8-14): each pair is on the Ranking once, under its field's
// heading, with its direction. The web page has the two tables too.
func TestMitchellRankingIsTwoTables(t *testing.T) {
	path := xlsxtest.CopyTo(t, filepath.Join("..", "..", "samples", "club-night.xlsx"), t.TempDir())
	s, _ := xlsxtest.Score(t, pairs.Kind{}, path, "")
	rows := rankingRows(t, path)
	header := []string{"Rank", "Pair", "Direction", "Names", "Boards", "Score", "Top", "%"}
	seen := map[string]int{}
	field := ""
	var headings []string
	for i := 0; i < len(rows); i++ {
		r := rows[i]
		switch {
		case len(r) == 0:
			continue
		case len(r) == 1:
			headings = append(headings, r[0])
			field = map[string]string{"North-South": "NS", "East-West": "EW"}[r[0]]
			if i+1 >= len(rows) || !slices.Equal(rows[i+1], header) {
				t.Fatalf("Ranking row %d: the heading %q is not over the header line %v", i+1, r[0], header)
			}
			i++
		case field == "":
			t.Fatalf("Ranking row %d: %v before a field's heading", i+1, r)
		default:
			if r[2] != field {
				t.Errorf("Ranking row %d: pair %s %s under the %s heading", i+1, r[1], r[2], field)
			}
			seen[r[1]]++
		}
	}
	if want := []string{"North-South", "East-West"}; !slices.Equal(headings, want) {
		t.Errorf("the Ranking's headings are %q, want %q", headings, want)
	}
	for p := 1; p <= 14; p++ {
		if id := strconv.Itoa(p); seen[id] != 1 {
			t.Errorf("pair %s is on the Ranking %d times", id, seen[id])
		}
	}
	if len(seen) != 14 {
		t.Errorf("the Ranking has pairs %v, want 1 to 14", seen)
	}
	// The leaders, under the first line of each table: pair 2 (60.75%)
	// and pair 10 (60.38%), as the samples' golden dump has them.
	if rows[2][1] != "2" || rows[2][0] != "1" || rows[2][7] != "60.75%" {
		t.Errorf("the NS field's first line is %v", rows[2])
	}

	page, err := exporttest.ReadPage(pageOf(t, s))
	if err != nil {
		t.Fatal(err)
	}
	r := page.Section("Ranking")
	if r == nil {
		t.Fatal("the page has no Ranking")
	}
	var h3, tables []string
	for i, k := range r.Kinds {
		switch {
		case k == "h3":
			h3 = append(h3, r.Lines[i][0])
		case k == "th":
			tables = append(tables, strings.Join(r.Lines[i], " "))
		}
	}
	if !slices.Equal(h3, []string{"North-South", "East-West"}) || len(tables) != 2 || len(r.Minor) != 2 {
		t.Errorf("the page's Ranking has the headings %q and %d tables (%q)", h3, len(r.Minor), tables)
	}
	// On a phone the direction is left out: the heading says it.
	for _, m := range r.Minor {
		if !slices.Contains(m, "Direction") {
			t.Errorf("a phone shows the Direction column (minor columns %q)", m)
		}
	}
}

// A Howell's Ranking stays one table, its header in row 1; and a
// workbook scored as a Howell (Field Howell) and again as a Mitchell keeps
// no print titles or filter of the old table on the new Ranking, which
// would print its heading at the top of every page.
func TestHowellRankingIsOneTable(t *testing.T) {
	path := xlsxtest.CopyTo(t, filepath.Join("..", "..", "samples", "howell.xlsx"), t.TempDir())
	xlsxtest.Score(t, pairs.Kind{}, path, "")
	rows := rankingRows(t, path)
	if !slices.Equal(rows[0][:3], []string{"Rank", "Pair", "Names"}) || len(rows) != 11 {
		t.Errorf("the Howell's Ranking starts %v and has %d rows, want its header and 10 pairs", rows[0], len(rows))
	}

	path = xlsxtest.CopyTo(t, filepath.Join("..", "..", "samples", "club-night.xlsx"), t.TempDir())
	setField(t, path, "Howell")
	xlsxtest.Score(t, pairs.Kind{}, path, "")
	if got := tableNames(t, path); len(got) != 2 {
		t.Fatalf("scored as a Howell, the Ranking has the names %v, want its print titles and filter", got)
	}
	setField(t, path, "Auto")
	xlsxtest.Score(t, pairs.Kind{}, path, "")
	if got := tableNames(t, path); len(got) != 0 {
		t.Errorf("scored as a Mitchell, the Ranking keeps the table's names %v", got)
	}
	if rows := rankingRows(t, path); rows[0][0] != "North-South" {
		t.Errorf("the Mitchell's Ranking starts %v", rows[0])
	}
}

// setField sets the Event sheet's Field setting.
func setField(t *testing.T, path, value string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Event")
	if err != nil {
		t.Fatal(err)
	}
	at := len(rows) + 1
	for i, r := range rows {
		if len(r) > 0 && r[0] == "Field" {
			at = i + 1
		}
	}
	if err := f.SetSheetRow("Event", "A"+strconv.Itoa(at), &[]any{"Field", value}); err != nil {
		t.Fatal(err)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
}

// tableNames are the Ranking's print titles and filter range.
func tableNames(t *testing.T, path string) []string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	for _, d := range f.GetDefinedName() {
		if d.Scope == "Ranking" && (d.Name == "_xlnm.Print_Titles" || d.Name == "_xlnm._FilterDatabase") {
			out = append(out, d.Name)
		}
	}
	return out
}
