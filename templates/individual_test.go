package templates

import (
	"fmt"
	"testing"

	"github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/internal/lang"
)

// Every movement offered makes a workbook whose Results rows are the
// movement's plays, each once, and whose cards agree with it: a table
// card's rows are the table's seats, and each guide card's row has the
// player in the seat its note names, beside the partner it names.
func TestIndividualForEveryMovement(t *testing.T) {
	for _, m := range individual.Offered() {
		t.Run(m.Description, func(t *testing.T) {
			tpl := IndividualForIn(m, lang.English)
			var results, cards *Sheet
			for i := range tpl.Sheets {
				switch tpl.Sheets[i].Name {
				case individual.SheetResults:
					results = &tpl.Sheets[i]
				case "Movement":
					cards = &tpl.Sheets[i]
				}
			}
			plays := 0
			for _, round := range m.Seats {
				for _, s := range round {
					plays += len(s.Boards)
				}
			}
			if results == nil || len(results.Rows) != plays {
				t.Fatalf("Results has %d rows, the movement %d plays", len(results.Rows), plays)
			}
			seen := map[[3]int]bool{}
			for _, r := range results.Rows {
				k := [3]int{r.Cells[0].(int), r.Cells[1].(int), r.Cells[2].(int)}
				seat, ok := m.Seat(k[0], k[1])
				if seen[k] || !ok || seat.N != r.Cells[3] || seat.W != r.Cells[6] {
					t.Errorf("row %v", r.Cells)
				}
				seen[k] = true
			}
			guides := 0
			for _, r := range cards.Rows {
				if len(r.Cells) == 0 || r.Cells[0] == "Card" {
					continue
				}
				var p int
				if _, err := fmt.Sscanf(r.Cells[0].(string), "Player %d", &p); err != nil {
					continue // a table card
				}
				guides++
				var seat string
				var partner int
				if _, err := fmt.Sscanf(r.Cells[8].(string), "sit %1s, partner %d", &seat, &partner); err != nil {
					t.Fatalf("note %q: %v", r.Cells[8], err)
				}
				col := map[string]int{"N": 3, "S": 4, "E": 5, "W": 6}[seat]
				mate := map[int]int{3: 4, 4: 3, 5: 6, 6: 5}[col]
				if r.Cells[col] != p || r.Cells[mate] != partner {
					t.Errorf("guide card row %v", r.Cells)
				}
			}
			if guides != m.Players*m.Rounds {
				t.Errorf("%d guide card rows, want %d", guides, m.Players*m.Rounds)
			}
		})
	}
}

// In a language, an individual's template keeps the movement its Movement
// setting names (set after the rows were made), under the setting's word
// (Rozstawienie in Polish): the rows are then checked against it.
func TestIndividualForInKeepsTheMovement(t *testing.T) {
	m := individual.Offered()[0]
	for _, l := range lang.All {
		tpl := IndividualForIn(m, l).In(l)
		found := false
		for _, row := range tpl.Sheets[0].Rows {
			if row.Cells[0] == l.T("Movement") {
				found = true
				if row.Cells[1] != individual.MovementSetting(m) {
					t.Errorf("%s: Movement is %q, want %q", l, row.Cells[1], individual.MovementSetting(m))
				}
			}
		}
		if !found {
			t.Errorf("%s: no Movement setting in %s", l, tpl.Sheets[0].Name)
		}
	}
}
