package pairs_test

import (
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// smallHowellBook is engine/pairs' small Howell worked by hand (its
// awards_test.go): pair 2 first at 83.33%, pairs 1 and 3 second equal at
// 50%, pair 4 last at 16.67%; with the Event rows and Pairs columns given.
func smallHowellBook(t *testing.T, event [][]any, pairsHeader []any, pairRows [][]any, more map[string][][]any) string {
	t.Helper()
	sheets := map[string][][]any{
		"Event": append([][]any{{"Setting", "Value"}}, event...),
		"Pairs": append([][]any{pairsHeader}, pairRows...),
		"Results": {
			{"Session", "Board", "NS", "EW", "Score"},
			{1, 1, 1, 2, 420}, {1, 1, 3, 4, 450},
			{1, 2, 1, 3, 100}, {1, 2, 2, 4, 100},
			{1, 3, 4, 1, -50}, {1, 3, 2, 3, 110},
		},
	}
	order := []string{"Event", "Pairs", "Results"}
	for name, rows := range more {
		sheets[name] = rows
		order = append(order, name)
	}
	return xlsxtest.SettingsBook(t, sheets, order...)
}

var fourPairs = [][]any{{1, "Ann", "Bob"}, {2, "Cat", "Dan"}, {3, "Eve", "Fay"}, {4, "Gus", "Hal"}}

// rankingText is the Ranking's pair, award and handicap cells, one line a
// pair, as stored.
func rankingText(t *testing.T, path string, cols ...string) string {
	t.Helper()
	var b strings.Builder
	for _, r := range xlsxtest.SheetRecords(t, path, "Ranking") {
		var cells []string
		for _, c := range cols {
			cells = append(cells, r[c])
		}
		b.WriteString(strings.Join(cells, " ") + "\n")
	}
	return b.String()
}

// The ACBL's awards on the Ranking, per player: 4 pairs, first 0.40,
// second 0.28, shared by the two second equal, 0.14 each (worked in
// engine/pairs' TestAwards).
func TestRankingAwardACBL(t *testing.T) {
	path := smallHowellBook(t, [][]any{{"Awards", "ACBL club"}}, []any{"Pair", "Player 1", "Player 2"}, fourPairs, nil)
	s, _ := xlsxtest.Score(t, pairs.Kind{}, path, "")
	if got, want := rankingText(t, path, "Rank", "Pair", "Award"), "1 2 0.4\n2= 1 0.14\n2= 3 0.14\n4 4 0\n"; got != want {
		t.Errorf("Ranking:\n%s\nwant\n%s", got, want)
	}
	// The web page's Ranking has the column too, at two decimals.
	page, err := exporttest.ReadPage(pageOf(t, s))
	if err != nil {
		t.Fatal(err)
	}
	sec := page.Section("Ranking")
	if sec == nil {
		t.Fatal("the page has no Ranking")
	}
	var lines []string
	for i, l := range sec.Lines {
		if sec.Kinds[i] == "th" || sec.Kinds[i] == "td" {
			lines = append(lines, strings.Join(l, " | "))
		}
	}
	want := []string{"Rank | Pair | Names | Boards | Score | Top | % | Award", "1 | 2 | Cat & Dan | 3 | 5.00 | 6 | 83.33% | 0.40",
		"2= | 1 | Ann & Bob | 3 | 3.00 | 6 | 50.00% | 0.14", "2= | 3 | Eve & Fay | 3 | 3.00 | 6 | 50.00% | 0.14", "4 | 4 | Gus & Hal | 3 | 1.00 | 6 | 16.67% | 0.00"}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("the page's Ranking:\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}

// A club's own scale in an Awards sheet, and a handicapped ranking beside
// the scratch one: pair 1's players +5 and empty, pair 2's −5 and −5,
// pair 4's +40 and +40, summed (the default Handicap rule): pair 4 first
// at 96.67%, pair 2 73.33%, pair 1 55%, pair 3 50% (engine/pairs'
// TestHandicaps). The awards stay the scratch ranking's.
func TestRankingHandicapsAndTable(t *testing.T) {
	path := smallHowellBook(t, [][]any{{"Awards", "Table"}},
		[]any{"Pair", "Player 1", "Player 2", "Handicap 1", "Handicap 2"},
		[][]any{{1, "Ann", "Bob", 5, nil}, {2, "Cat", "Dan", "-5", "-5%"}, {3, "Eve", "Fay"}, {4, "Gus", "Hal", "+40", 40}},
		map[string][][]any{"Awards": {{"Place", "Points"}, {1, 10}, {2, 7}, {3, 5}}})
	xlsxtest.Score(t, pairs.Kind{}, path, "")
	got := rankingText(t, path, "Pair", "Award", "Handicap", "Handicap %", "Handicap rank")
	want := "2 10 -0.1 0.733333333333333 2\n1 6 0.05 0.55 3\n3 6 0 0.5 4\n4 0 0.8 0.966666666666667 1\n"
	if got != want {
		t.Errorf("Ranking:\n%s\nwant\n%s", got, want)
	}
}

// Without an Awards setting or a handicap the Ranking is as it always
// was: no Award, no handicap columns (Handicap columns left empty give
// none).
func TestRankingWithoutAwards(t *testing.T) {
	for _, header := range [][]any{{"Pair", "Player 1", "Player 2"}, {"Pair", "Player 1", "Player 2", "Handicap 1", "Handicap 2"}} {
		path := smallHowellBook(t, nil, header, fourPairs, nil)
		xlsxtest.Score(t, pairs.Kind{}, path, "")
		rows := rankingRows(t, path)
		if got := strings.Join(rows[0], ","); got != "Rank,Pair,Names,Boards,Score,Top,%" {
			t.Errorf("Pairs headed %v: the Ranking's header is %s", header, got)
		}
	}
}

// A bad handicap is named by its cell; an Awards setting of Table without
// the sheet, or with a bad row, is told.
func TestAwardsProblems(t *testing.T) {
	for _, c := range []struct {
		name  string
		event [][]any
		pairs [][]any
		more  map[string][][]any
		want  []string
	}{
		{"a handicap that is not a number", nil, [][]any{{1, "Ann", "Bob", "two", nil}, {2, "Cat", "Dan"}, {3, "Eve", "Fay"}, {4, "Gus", "Hal"}}, nil,
			[]string{`Pairs!D2: handicap "two" is not a number of percent`}},
		{"a handicap too large", nil, [][]any{{1, "Ann", "Bob"}, {2, "Cat", "Dan", nil, 60}, {3, "Eve", "Fay"}, {4, "Gus", "Hal"}}, nil,
			[]string{`Pairs!E3: handicap 60% is more than 50% either way`}},
		{"Table without an Awards sheet", [][]any{{"Awards", "Table"}}, fourPairs, nil,
			[]string{"Event: the Awards setting is Table, but the workbook has no Awards sheet"}},
		{"a bad Awards sheet", [][]any{{"Awards", "Table"}}, fourPairs,
			map[string][][]any{"Awards": {{"Place", "Points"}, {1, 10}, {"first", 7}, {1, 5}, {3, "many"}}},
			[]string{`Awards!A3: place "first" is not a place`, "Awards!A4: place 1 is on row 2 too", `Awards!B5: points "many" are not a number of points`}},
	} {
		header := []any{"Pair", "Player 1", "Player 2", "Handicap 1", "Handicap 2"}
		path := smallHowellBook(t, c.event, header, c.pairs, c.more)
		b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: pairs.Kind{}.Reads()})
		_, probs := pairs.Kind{}.Score(b)
		var got []string
		for _, p := range probs {
			got = append(got, p.Error())
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s:\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
}
