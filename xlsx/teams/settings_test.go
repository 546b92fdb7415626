package teams_test

import (
	"testing"
	"time"

	engineteams "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/teams"
)

var (
	tuesday  = time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	dateCell = xlsxtest.StyledCell{Value: tuesday, NumFmt: 14}
)

// TestTeamsEventReadRaw: a teams event's Date cell prints in ISO, and a Bye
// VP with a format that adds text reads as its number.
func TestTeamsEventReadRaw(t *testing.T) {
	path := xlsxtest.SettingsBook(t, map[string][][]any{
		"Event": {
			{"Setting", "Value"},
			{"Date", dateCell},
			{"VP scale", "ACBL 30"},
			{"Bye VP", xlsxtest.StyledCell{Value: 18, Custom: `0.0" VP"`}}, // shows 18.0 VP
		},
		"Teams":   {{"Team", "Name"}, {1, "Red"}, {2, "Blue"}},
		"Results": {{"Round", "Board", "NS", "EW", "Score"}, {1, 1, 1, 2, 420}, {1, 1, 2, 1, 420}},
	}, "Event", "Teams", "Results")
	te, fs := teams.Read(xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: teams.Kind{}.Reads()}))
	want := engineteams.Settings{Scale: engineteams.ACBL30{}, ByeVP: 18, ByeVPSet: true}
	if len(fs) > 0 || te.Date != "2026-11-24" || te.Settings != want {
		t.Errorf("date %q, settings %+v %v; want 2026-11-24, %+v", te.Date, te.Settings, fs, want)
	}
}

// TestTeamsClubAndPlayerIDs: a teams event reads the Club settings and the
// optional Player IDs column as typed.
func TestTeamsClubAndPlayerIDs(t *testing.T) {
	path := xlsxtest.SettingsBook(t, map[string][][]any{
		"Event":   {{"Setting", "Value"}, {"Club", "Hartfield BC"}, {"Club ID", 4680}},
		"Teams":   {{"Team", "Name", "Players", "Player IDs"}, {1, "Red", "Ann, Bob", "012345, 678901"}, {2, "Blue", "Cat, Dan", nil}},
		"Results": {{"Round", "Board", "NS", "EW", "Score"}, {1, 1, 1, 2, 420}, {1, 1, 2, 1, 420}},
	}, "Event", "Teams", "Results")
	te, fs := teams.Read(xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: teams.Kind{}.Reads()}))
	if len(fs) > 0 {
		t.Fatalf("findings %v", fs)
	}
	if te.Club != (xlsx.Club{Name: "Hartfield BC", ID: "4680"}) {
		t.Errorf("club %+v", te.Club)
	}
	if te.Teams[0].PlayerIDs != "012345, 678901" || te.Teams[1].PlayerIDs != "" {
		t.Errorf("player IDs %q, %q", te.Teams[0].PlayerIDs, te.Teams[1].PlayerIDs)
	}
}
