package pairs_test

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/scorebook/scorebook/xlsx/pairs"
)

// dutchLetters are a contract's and a seat's letters as a Dutch scorer
// types them: klaveren K, ruiten R, harten H, schoppen S, sans atout SA;
// noord N, oost O, zuid Z, west W.
var dutchStrain = strings.NewReplacer("NT", "SA", "C", "K", "D", "R")
var dutchSeat = map[string]string{"N": "N", "E": "O", "S": "Z", "W": "W"}

// TestResultsInDutchLetters: the club-night sample with its Language set
// to Dutch and every contract and declarer typed in Dutch letters reads
// as the English sample, row for row.
func TestResultsInDutchLetters(t *testing.T) {
	f, err := excelize.OpenFile("../../samples/club-night.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Event")
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		if len(r) > 0 && r[0] == "Language" {
			if err := f.SetCellStr("Event", "B"+itoa(i+1), "Nederlands"); err != nil {
				t.Fatal(err)
			}
		}
	}
	results, err := f.GetRows("Results")
	if err != nil {
		t.Fatal(err)
	}
	changed := 0
	for i, r := range results[1:] {
		row := itoa(i + 2)
		if len(r) > 4 && r[4] != "" {
			if d := dutchStrain.Replace(r[4]); d != r[4] {
				changed++
				if err := f.SetCellStr("Results", "E"+row, d); err != nil {
					t.Fatal(err)
				}
			}
		}
		if len(r) > 5 && r[5] != "" {
			if d := dutchSeat[r[5]]; d != r[5] {
				changed++
				if err := f.SetCellStr("Results", "F"+row, d); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if changed < 20 {
		t.Fatalf("only %d cells in Dutch letters", changed)
	}
	dutch := filepath.Join(t.TempDir(), "dutch.xlsx")
	if err := f.SaveAs(dutch); err != nil {
		t.Fatal(err)
	}

	en, fs := pairs.Read(openBook(t, "../../samples/club-night.xlsx"))
	if len(fs) > 0 {
		t.Fatalf("English: %v", fs)
	}
	nl, fs := pairs.Read(openBook(t, dutch))
	if len(fs) > 0 {
		t.Fatalf("Dutch: %v", fs)
	}
	if len(en.Rows) != len(nl.Rows) {
		t.Fatalf("%d rows in Dutch, %d in English", len(nl.Rows), len(en.Rows))
	}
	for i := range en.Rows {
		e, n := en.Rows[i].TravellerLine, nl.Rows[i].TravellerLine
		if e.Contract != n.Contract || e.Declarer != n.Declarer || e.Tricks != n.Tricks || e.Score.NS != n.Score.NS {
			t.Errorf("row %d: Dutch %v by %v, %d tricks, %d; English %v by %v, %d tricks, %d",
				en.Rows[i].Line, n.Contract, n.Declarer, n.Tricks, n.Score.NS, e.Contract, e.Declarer, e.Tricks, e.Score.NS)
		}
	}
	// Scored, the two rank every pair alike.
	es, fs := pairs.ScoreEvent(en, "club-night")
	if es == nil {
		t.Fatalf("English scored: %v", fs)
	}
	ns, fs := pairs.ScoreEvent(nl, "club-night")
	if ns == nil {
		t.Fatalf("Dutch scored: %v", fs)
	}
	if e, n := fmt.Sprint(pairs.ResultOf(es).Standings), fmt.Sprint(pairs.ResultOf(ns).Standings); e != n {
		t.Errorf("Dutch ranking %s, English %s", n, e)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
