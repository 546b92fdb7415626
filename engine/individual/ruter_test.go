package individual

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/pbn"
)

// ruterFile is a real individual: Nesodden BK's "Høstsingel2022" of
// 2022-10-04 (Norway), 20 players at 5 tables, 9 rounds of 3 boards, as
// Ruter i Norge 4.14.2 exported it to PBN, scored MatchPoints;MP1. It
// lies in the shared test data beside the repository
// (/work/shared/data/realworld-pbn/README.md names its source,
// gerhardsletten/jrbridge-pbn-api:api/_src/__tests__/sample/individuals.pbn
// @79bcc82bdd5956c0fb5a2fbd123859d8d050cc51), not copied in.
var ruterFile = filepath.Join("..", "..", "..", "shared", "data", "realworld-pbn", "nbf-nesodden-hostsingel-2022-individual.pbn")

// ruterLine is one ScoreTable line as Ruter published it.
type ruterLine struct {
	row     int        // index into the event's rows
	mp, pct [4]float64 // each seat's MP and percentage
}

// ruterTotal is one TotalScoreTable line.
type ruterTotal struct {
	rank, player, boards int
	mp, pct              float64
	name                 string
}

// readRuter reads the file into an event (each board's ScoreTable lines
// as rows, the TotalScoreTable's players as Players), with what Ruter
// published for each line and each player.
func readRuter(t *testing.T, s Settings) (*Event, []ruterLine, []ruterTotal) {
	t.Helper()
	data, err := os.ReadFile(ruterFile)
	if err != nil {
		t.Skipf("%s: not here (the shared test data lies beside the repository)", ruterFile)
	}
	f, err := pbn.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	ev := &Event{Settings: s}
	var lines []ruterLine
	var totals []ruterTotal
	num := func(v string) float64 {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatalf("%q: %v", v, err)
		}
		return x
	}
	for _, g := range f.Games {
		board, _ := g.Get("Board")
		if tag := g.Tag("TotalScoreTable"); tag != nil && len(totals) == 0 {
			tab, err := tag.Table()
			if err != nil {
				t.Fatal(err)
			}
			col := columns(tab)
			for _, r := range tab.Rows {
				tot := ruterTotal{rank: int(num(r[col["Rank"]])), player: int(num(r[col["PlayerId"]])), boards: int(num(r[col["NrBoards"]])),
					mp: num(r[col["TotalScoreMP"]]), pct: num(r[col["TotalPercentage"]]), name: r[col["Name"]]}
				totals = append(totals, tot)
				ev.Players = append(ev.Players, Player{Number: tot.player, Name: tot.name, Club: r[col["Club"]], ID: r[col["MemberID"]], Line: len(ev.Players) + 2})
			}
		}
		tag := g.Tag("ScoreTable")
		if tag == nil {
			continue
		}
		tab, err := tag.Table()
		if err != nil {
			t.Fatal(err)
		}
		col := columns(tab)
		for _, r := range tab.Rows {
			row := ResultRow{Row: Row{Line: len(ev.Rows) + 2, Board: int(num(board)), Round: int(num(r[col["Round"]])), Table: int(num(r[col["Table"]]))}}
			var l ruterLine
			for i, seat := range []string{"North", "South", "East", "West"} {
				row.Seats[i] = int(num(r[col["PlayerId_"+seat]]))
				l.mp[i] = num(r[col["MP_"+seat]])
				l.pct[i] = num(r[col["Percentage_"+seat]])
			}
			score := 0
			if v := r[col["Score_NS"]]; v != "-" {
				score = int(num(v))
			} else {
				score = -int(num(r[col["Score_EW"]]))
			}
			row.TravellerLine = bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Real, NS: score}}
			l.row = len(ev.Rows)
			ev.Rows = append(ev.Rows, row)
			lines = append(lines, l)
		}
	}
	if len(ev.Rows) != 135 || len(totals) != 20 {
		t.Fatalf("%d lines and %d players; the README says 135 and 20", len(ev.Rows), len(totals))
	}
	return ev, lines, totals
}

func columns(tab pbn.Table) map[string]int {
	m := map[string]int{}
	for i, c := range tab.Columns {
		m[c.Name] = i
	}
	return m
}

// Ruter's MP1 matchpoints are relative to the average: 2k+m−n for a
// result that beats k of the board's n and ties m (itself counted), which
// is the Norwegian method's (2k+m−n)·N/n where every board has N = n = 5
// results; its percentages are the European matchpoints' share of the top
// (2k+m−1 of 2n−2), over the 27 boards for a player's total, and it ranks
// by them. So every line's MP for the four players, every player's total
// MP, and, scored at matchpoints, every line's percentages and every
// player's percentage (to Ruter's two decimals), place and boards.
func TestRuterIndividual(t *testing.T) {
	s := DefaultSettings()
	s.Scoring = pairs.Norwegian
	ev, lines, totals := readRuter(t, s)
	res := mustScore(t, ev)
	for i, l := range lines {
		got := res.Lines[i]
		want := [4]float64{got.NS, got.NS, got.EW, got.EW}
		if want != l.mp {
			t.Errorf("board %d table %d: MP %v, Ruter %v", ev.Rows[l.row].Board, ev.Rows[l.row].Table, want, l.mp)
		}
	}
	byNumber := map[int]Standing{}
	for _, st := range res.Standings {
		byNumber[ev.Players[st.Player].Number] = st
	}
	for _, tot := range totals {
		if st := byNumber[tot.player]; st.Score != tot.mp || st.Boards != tot.boards {
			t.Errorf("player %d %s: %g MP on %d boards, Ruter %g on %d", tot.player, tot.name, st.Score, st.Boards, tot.mp, tot.boards)
		}
	}

	s.Scoring = pairs.Matchpoints
	ev, lines, totals = readRuter(t, s)
	res = mustScore(t, ev)
	for i, l := range lines {
		got := res.Lines[i]
		pcts := [4]float64{got.NSPct, got.NSPct, got.EWPct, got.EWPct}
		for seat := range pcts {
			// Ruter prints whole percentages: 12.5% as 13 (or 12).
			if math.Abs(pcts[seat]*100-l.pct[seat]) > 0.5 {
				t.Errorf("board %d table %d %s: %g%%, Ruter %g%%", ev.Rows[l.row].Board, ev.Rows[l.row].Table, SeatColumns[seat], pcts[seat]*100, l.pct[seat])
			}
		}
	}
	byNumber = map[int]Standing{}
	for _, st := range res.Standings {
		byNumber[ev.Players[st.Player].Number] = st
	}
	for _, tot := range totals {
		st := byNumber[tot.player]
		if got := strconv.FormatFloat(st.Pct*100, 'f', 2, 64); got != strconv.FormatFloat(tot.pct, 'f', 2, 64) || st.Place.N != tot.rank || st.Place.Tied {
			t.Errorf("player %d %s: %s%% place %s, Ruter %.2f%% place %d", tot.player, tot.name, got, st.Place, tot.pct, tot.rank)
		}
		// The total of MP relative to the average is the matchpoints less
		// half of each board's top: 2k+m−n = (2k+m−1) − (n−1).
		if rel := st.Score - st.Top/2; rel != tot.mp {
			t.Errorf("player %d: %g MP less half the top, Ruter %g", tot.player, rel, tot.mp)
		}
	}
	if w := ev.Players[res.Standings[0].Player]; w.Number != 3 || !strings.HasPrefix(w.Name, "Rolf") {
		t.Errorf("winner %d %s; Ruter's is 3 Rolf Sjødal", w.Number, w.Name)
	}
}
