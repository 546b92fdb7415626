package pairs_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/xuri/excelize/v2"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// marksBook writes and scores a three-table Mitchell of three boards: NS
// pairs 1–3, EW pairs 4–6, under the Scoring given (the default, MP, when
// empty). It returns the workbook's path and its web page.
//
// Board 1 (none vulnerable): NS 1 v EW 4 4S by N = +420, NS 2 v EW 5 4S by
// N −1 −50, NS 3 v EW 6 2S by N +2 +170; the top is 2 matchpoints, so NS 1
// scores 2 (100%, a top), NS 3 1 (50%), NS 2 0 (0%, a bottom), and the EW
// pairs the rest (EW 4 0%, EW 6 50%, EW 5 100%).
// Board 2 (N-S vulnerable): NS 1 v EW 5 and NS 2 v EW 6 3NT by S = +600,
// NS 3 v EW 4 3NT by S −1 −100: NS 1 and NS 2 1.5 each (75%, neither top
// nor bottom), NS 3 0%; EW 5 and EW 6 25%, EW 4 100%.
// Board 3 (E-W vulnerable): NS 1 v EW 6 an artificial A60/40, NS 2 v EW 4
// 1NT by N = +90, NS 3 v EW 5 1NT by N +1 +120.
func marksBook(t *testing.T, scoring string) (string, []byte) {
	t.Helper()
	event := [][]any{{"Title", "Marks"}, {"Date", "2026-12-01"}}
	if scoring != "" {
		event = append(event, []any{"Scoring", scoring})
	}
	pairsRows := [][]any{{1, "Ann Bell", "Bob Cole"}, {2, "Cat Dunn", "Dan Ames"}, {3, "Eve Ford", "Fay Gill"},
		{4, "Gus Hart", "Hal Ives"}, {5, "Ian Jude", "Jan Kerr"}, {6, "Kay Lamb", "Lou Moss"}}
	results := [][]any{
		{1, 1, 1, 4, "4S", "N", "=", nil}, {1, 1, 2, 5, "4S", "N", "-1", nil}, {1, 1, 3, 6, "2S", "N", "+2", nil},
		{1, 2, 1, 5, "3NT", "S", "=", nil}, {1, 2, 2, 6, "3NT", "S", "=", nil}, {1, 2, 3, 4, "3NT", "S", "-1", nil},
		{1, 3, 1, 6, nil, nil, nil, "A60/40"}, {1, 3, 2, 4, "1NT", "N", "=", nil}, {1, 3, 3, 5, "1NT", "N", "+1", nil},
	}
	path := filepath.Join(t.TempDir(), "marks.xlsx")
	xlsxtest.WriteBook(t, path,
		xlsxtest.Sheet("Event", "Setting,Value", event...),
		xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", pairsRows...),
		xlsxtest.Sheet("Results", "Session,Board,NS,EW,Contract,By,Result,Score", results...))
	scored, _ := xlsxtest.Score(t, pairs.Kind{}, path, "")
	page, _ := exportFile(t, scored, "html")
	return path, page
}

// sheetMarks reads the Scorecards sheet's marked lines: "card heading,
// board" and the fill of every cell of the line (which must be one fill
// across the line), and the headings of the cards with a legend.
func sheetMarks(t *testing.T, path string) (marks map[string]string, legends []string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Scorecards")
	if err != nil {
		t.Fatal(err)
	}
	marks = map[string]string{}
	card := ""
	for r, row := range rows {
		if len(row) == 0 {
			continue
		}
		switch {
		case row[0] == report.MarkLegend:
			legends = append(legends, card)
			continue
		case strings.Contains(row[0], ": "):
			card, _, _ = strings.Cut(row[0], ":")
			continue
		case row[0] == "Board":
			continue // the header, in the header's fill
		}
		fills := map[string]bool{}
		for c := range row {
			ref, _ := excelize.CoordinatesToCellName(c+1, r+1)
			id, err := f.GetCellStyle("Scorecards", ref)
			if err != nil {
				t.Fatal(err)
			}
			st, err := f.GetStyle(id)
			if err != nil {
				t.Fatal(err)
			}
			fill := ""
			if st.Fill.Pattern == 1 && len(st.Fill.Color) > 0 {
				fill = strings.ToUpper(st.Fill.Color[0])
				if len(fill) == 8 {
					fill = fill[2:] // ARGB
				}
			}
			fills[fill] = true
		}
		if len(fills) != 1 {
			t.Errorf("Scorecards row %d: the line's cells have fills %v, want one across the line", r+1, fills)
		}
		for fill := range fills {
			if fill != "" {
				marks[card+", board "+row[0]] = fill
			}
		}
	}
	return marks, legends
}

// pageMarks reads the web page's Scorecards: "card heading, board" and
// the class of every marked line, each with its title, and the headings
// of the cards with a legend.
func pageMarks(t *testing.T, page []byte) (marks map[string]string, legends []string) {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	marks = map[string]string{}
	var text func(n *html.Node) string
	text = func(n *html.Node) string {
		if n.Type == html.TextNode {
			return n.Data
		}
		var b strings.Builder
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			b.WriteString(text(c))
		}
		return b.String()
	}
	attr := func(n *html.Node, key string) string {
		for _, a := range n.Attr {
			if a.Key == key {
				return a.Val
			}
		}
		return ""
	}
	inCards, card := false, ""
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.H2:
				inCards = strings.TrimSpace(text(n)) == "Scorecards"
			case atom.H3:
				card, _, _ = strings.Cut(text(n), ":")
			case atom.P:
				if inCards && strings.TrimSpace(text(n)) == report.MarkLegend {
					legends = append(legends, card)
				}
			case atom.Tr:
				if class := attr(n, "class"); inCards && (class == "top" || class == "bottom") {
					if attr(n, "title") == "" {
						t.Errorf("a %s line of %s has no title: its mark is colour alone", class, card)
					}
					for c := n.FirstChild; c != nil; c = c.NextSibling {
						if c.DataAtom == atom.Td {
							marks[card+", board "+strings.TrimSpace(text(c))] = class
							break
						}
					}
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return marks, legends
}

// On each scorecard, at matchpoints, the pair's tops (80% and over) are
// shaded light green across the line and its bottoms (20% and under)
// light red, in the sheet and on the page (where the lines have the
// classes top and bottom and a title saying so), and a card with any has
// a legend in words; a board at 75% or 50% is not marked. At IMPs nothing
// is marked: there are no percentages.
func TestScorecardsMarkTopsAndBottoms(t *testing.T) {
	path, page := marksBook(t, "")
	// From marksBook's comment: 100% for NS 1 and EW 5 on board 1, EW 4
	// on board 2; 0% for NS 2 and EW 4 on board 1, NS 3 on board 2. EW 6
	// (50%, 25%, 40%) has none.
	wantSheet := map[string]string{
		"NS 1, board 1": "C6EFCE", "EW 5, board 1": "C6EFCE", "EW 4, board 2": "C6EFCE",
		"NS 2, board 1": "FFC7CE", "EW 4, board 1": "FFC7CE", "NS 3, board 2": "FFC7CE",
	}
	marks, legends := sheetMarks(t, path)
	pmarks, plegends := pageMarks(t, page)
	// Board 3: NS 1 and EW 6 have their artificial 60% and 40%; the other
	// two tables are matchpointed against each other (n = 2 results, +120
	// scoring 2 and +90 0 on a top of 2) and factored by Neuberg (on by
	// default) to N = 3: (S+1)·N/n−1 is 3.5 and 0.5 on a top of 4, so NS 3
	// and EW 4 have 87.5%, NS 2 and EW 5 12.5%.
	wantSheet["NS 3, board 3"], wantSheet["EW 4, board 3"] = "C6EFCE", "C6EFCE"
	wantSheet["NS 2, board 3"], wantSheet["EW 5, board 3"] = "FFC7CE", "FFC7CE"
	if fmt.Sprint(marks) != fmt.Sprint(wantSheet) {
		t.Errorf("the sheet's marked lines are %v, want %v", marks, wantSheet)
	}
	wantPage := map[string]string{}
	for k, fill := range wantSheet {
		wantPage[k] = map[string]string{"C6EFCE": "top", "FFC7CE": "bottom"}[fill]
	}
	if fmt.Sprint(pmarks) != fmt.Sprint(wantPage) {
		t.Errorf("the page's marked lines are %v, want %v", pmarks, wantPage)
	}
	for _, l := range [][]string{legends, plegends} {
		has := map[string]bool{}
		for _, c := range l {
			has[c] = true
		}
		for k := range wantSheet {
			card, _, _ := strings.Cut(k, ",")
			if !has[card] {
				t.Errorf("card %s has marked lines and no legend (legends on %v)", card, l)
			}
		}
		if has["EW 6"] {
			t.Errorf("card EW 6 (50%%, 25%%, 40%%) has a legend")
		}
	}

	path, page = marksBook(t, "Butler")
	if marks, legends := sheetMarks(t, path); len(marks) > 0 || len(legends) > 0 {
		t.Errorf("at Butler IMPs the sheet marks %v and has legends on %v, want none", marks, legends)
	}
	if marks, legends := pageMarks(t, page); len(marks) > 0 || len(legends) > 0 {
		t.Errorf("at Butler IMPs the page marks %v and has legends on %v, want none", marks, legends)
	}
}

// A traveller's lines are in order of NS score, best first, as its
// frequency table is: equal scores in NS pair order, and the lines with no
// table score (an artificial score) last.
func TestTravellerLinesByNSScore(t *testing.T) {
	path, _ := marksBook(t, "")
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Travellers")
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	got := map[string][]string{} // board: its lines, "NS pair score"
	for _, row := range rows {
		if len(row) > 2 && row[0] == "Board" && row[1] == "NS" {
			for i, h := range row {
				col[h] = i
			}
			continue
		}
		if len(col) == 0 || len(row) <= col["NS Score"] || row[col["NS"]] == "" {
			continue
		}
		b := row[col["Board"]]
		got[b] = append(got[b], row[col["NS"]]+" "+row[col["NS Score"]])
		if len(row) > col["NS Names"] && row[col["NS Names"]] == "" {
			t.Errorf("board %s: a line without names %v", b, row)
		}
	}
	// From marksBook's comment.
	want := map[string][]string{
		"1": {"1 420", "3 170", "2 -50"},
		"2": {"1 600", "2 600", "3 -100"},
		"3": {"3 120", "2 90", "1 A60/40"},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the traveller lines are %v, want %v", got, want)
	}
}
