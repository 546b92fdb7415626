package teams_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/teams"
)

// exampleDeal is the deal of the PBN standard's example game (§1.2): North
// ♠— ♥63 ♦AKQ987 ♣A9732, East ♠A8654 ♥KQ5 ♦10 ♣QJ106, South ♠J973
// ♥J98742 ♦3 ♣K4, West ♠KQ102 ♥A10 ♦J6542 ♣85.
const exampleDeal = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

// A teams match's leads, as a pairs event's: on the Travellers, in the
// PBN file (a Lead tag, each table's game its own) and the USEBIO file,
// and checked against the deal. West (♠K) leads against South's 4♥ at one
// table, East (♥K) against North's 3NT at the other.
func TestTeamsLeads(t *testing.T) {
	book := func(lead2 string) string {
		return writeBook(t, eventSheet(), teamsSheet("1", "2"),
			sheet("Results", resultsHeader+",Lead",
				[]any{1, 1, 1, 2, "4H", "S", "=", nil, "SK"},
				[]any{1, 1, 2, 1, "3NT", "N", "-1", nil, lead2}),
			sheet("Hands", "Board,Deal", []any{1, exampleDeal}))
	}
	path := book("♥K")
	s, _ := xlsxtest.Score(t, teams.Kind{}, path, "")
	var got []string
	for _, r := range sheetRecords(t, path, "Travellers") {
		got = append(got, r["Lead"])
	}
	if want := []string{"♠K", "♥K"}; !slices.Equal(got, want) {
		t.Errorf("Travellers' leads %q, want %q", got, want)
	}
	exports := s.(xlsx.Exporter).Exports()
	var buf bytes.Buffer
	if _, err := exports["pbn"](&buf); err != nil {
		t.Fatal(err)
	}
	games, err := exporttest.ReadPBN(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, g := range games {
		got = append(got, g.Tags["Declarer"]+" "+g.Tags["Lead"])
	}
	slices.Sort(got)
	if want := []string{"N HK", "S SK"}; !slices.Equal(got, want) {
		t.Errorf("PBN games' declarers and leads %q, want %q", got, want)
	}
	buf.Reset()
	if _, err := exports["usebio"](&buf); err != nil {
		t.Fatal(err)
	}
	u, err := exporttest.ReadUSEBIO(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, m := range u.Matches {
		for _, b := range m.Boards {
			for _, l := range b.Lines {
				got = append(got, l.PlayedBy+" "+l.Lead)
			}
		}
	}
	slices.Sort(got)
	if want := []string{"N KH", "S KS"}; !slices.Equal(got, want) {
		t.Errorf("USEBIO lines' declarers and leads %q, want %q", got, want)
	}

	// Against North's 3NT East leads, and ♣K is South's card: an error at
	// the Lead cell of row 3.
	fs := checkTeams(t, book("CK"))
	var errs []string
	for _, p := range fs {
		if !p.Warning {
			errs = append(errs, xlsxtest.String(p))
		}
	}
	if want := []string{"Results!I3: board 1: lead ♣K is in South's hand, but East leads against declarer North"}; !slices.Equal(errs, want) {
		t.Errorf("errors %q, want %q", errs, want)
	}
}
