package individual_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/individual"
)

func exportOf(t *testing.T, s xlsx.Scored, format string) []byte {
	t.Helper()
	e, ok := s.(xlsx.Exporter)
	if !ok || e.Exports()[format] == nil {
		t.Fatalf("no %s export", format)
	}
	var buf bytes.Buffer
	warns, err := e.Exports()[format](&buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range warns {
		if !p.Warning {
			t.Errorf("%s: error %v", format, p)
		}
	}
	return buf.Bytes()
}

// The hand-worked event (TestScoreWorkbook) as PBN, read back: a game per
// board with its ScoreTable, each line's four players by number and each
// player's matchpoints and percentage; the first game's TotalScoreTable
// ranks the players.
func TestPBNReadBack(t *testing.T) {
	path := write(t, xlsxtest.Sheet("Event", "Setting,Value", []any{"Title", "Christmas individual"}, []any{"Date", "2026-12-18"}), twelve(), twoBoards())
	s, _ := xlsxtest.Score(t, individual.Kind{}, path, "")
	games, err := exporttest.ReadPBN(exportOf(t, s, "pbn"))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 {
		t.Fatalf("%d games, want 2", len(games))
	}
	g := games[0]
	if g.Tags["Competition"] != "Individuals" || g.Tags["Board"] != "1" || g.Tags["Scoring"] != "MP" {
		t.Errorf("tags %v", g.Tags)
	}
	st := g.Tables["ScoreTable"]
	// Board 1, best NS score first: 450 at table 2 (5-6 v 7-8), 4 of 4.
	want := map[string]string{"Table": "2", "Round": "1", "PlayerId_North": "5", "PlayerId_South": "6", "PlayerId_East": "7", "PlayerId_West": "8",
		"Contract": "4S", "Declarer": "N", "Result": "11", "Score_NS": "450", "Score_EW": "-",
		"MP_North": "4", "MP_South": "4", "MP_East": "0", "MP_West": "0", "Percentage_North": "100", "Percentage_West": "0"}
	for col, v := range want {
		if got, _ := st.Col(st.Rows[0], col); got != v {
			t.Errorf("ScoreTable %s = %q, want %q", col, got, v)
		}
	}
	tt := g.Tables["TotalScoreTable"]
	if len(tt.Rows) != 12 {
		t.Fatalf("%d players in TotalScoreTable", len(tt.Rows))
	}
	for col, v := range map[string]string{"Rank": "1", "PlayerId": "5", "TotalScoreMP": "8.00", "TotalPercentage": "100.00", "Name": "Player 5", "NrBoards": "2", "Club": "Nesodden BK", "MemberID": "00005"} {
		if got, _ := tt.Col(tt.Rows[0], col); got != v {
			t.Errorf("TotalScoreTable %s = %q, want %q", col, got, v)
		}
	}
	if _, ok := games[1].Tables["TotalScoreTable"]; ok {
		t.Error("the second game has a TotalScoreTable too")
	}
}

// The web page, read back: the Ranking, Travellers and Scorecards as
// sections, the winner's name leading to their scorecard.
func TestPageReadBack(t *testing.T) {
	path := write(t, twelve(), twoBoards())
	s, _ := xlsxtest.Score(t, individual.Kind{}, path, "")
	page, err := exporttest.ReadPage(exportOf(t, s, "html"))
	if err != nil {
		t.Fatal(err)
	}
	if len(page.Problems) > 0 {
		t.Errorf("page problems: %v", page.Problems)
	}
	rk := page.Section("Ranking")
	if rk == nil || page.Section("Travellers") == nil || page.Section("Scorecards") == nil {
		t.Fatalf("sections %v", page.Sections)
	}
	if len(rk.Lines) < 2 || !strings.Contains(strings.Join(rk.Lines[1], "|"), "Player 5") {
		t.Errorf("Ranking lines %v", rk.Lines)
	}
	found := false
	for _, l := range rk.Links {
		found = found || l.Text == "Player 5" && strings.HasPrefix(l.Href, "#")
	}
	if !found {
		t.Errorf("the winner's name leads nowhere: %v", rk.Links)
	}
}

// The hand-worked event as USEBIO, read back: EVENT_TYPE INDIVIDUAL and a
// PLAYER per ranked player with number, name, member number, total,
// percentage and place (TestMatchpointsByHand's figures).
func TestUSEBIOReadBack(t *testing.T) {
	path := write(t, xlsxtest.Sheet("Event", "Setting,Value", []any{"Title", "Christmas individual"}, []any{"Date", "2026-12-18"},
		[]any{"Club", "Nesodden BK"}, []any{"Club ID", "0245"}), twelve(), twoBoards())
	s, _ := xlsxtest.Score(t, individual.Kind{}, path, "")
	u, err := exporttest.ReadUSEBIO(exportOf(t, s, "usebio"))
	if err != nil {
		t.Fatal(err)
	}
	if u.EventType != "INDIVIDUAL" || u.ClubName != "Nesodden BK" || u.Date != "18/12/2026" || len(u.Entrants) != 12 {
		t.Fatalf("%+v", u)
	}
	first, second, last := u.Entrants[0], u.Entrants[1], u.Entrants[11]
	if first.Number != "5" || first.Name != "Player 5" || first.ID != "00005" || first.Total != 8 || first.Percentage != 100 || first.Place != 1 {
		t.Errorf("first %+v", first)
	}
	if second.Number != "4" || second.Percentage != 75 || second.Place != 2 {
		t.Errorf("second %+v", second)
	}
	if last.Number != "8" || last.Total != 0 || last.Place != 12 {
		t.Errorf("last %+v", last)
	}
}
