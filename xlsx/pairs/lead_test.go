package pairs_test

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/xuri/excelize/v2"
)

// leadBook writes a club night of one board played at five tables, the
// opening lead typed in the Lead column (headed header) as each scorer
// types it, and the
// board's deal on Hands: the PBN standard's example deal (exampleDeal),
// North ♠— ♥63 ♦AKQ987 ♣A9732, East ♠A8654 ♥KQ5 ♦10 ♣QJ106, South ♠J973
// ♥J98742 ♦3 ♣K4, West ♠KQ102 ♥A10 ♦J6542 ♣85.
func leadBook(t *testing.T, header string, leads ...any) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "leads.xlsx")
	var pairRows, results [][]any
	for p := 1; p <= 10; p++ {
		pairRows = append(pairRows, []any{p, "North " + string(rune('A'+p-1)), "South " + string(rune('A'+p-1))})
	}
	contracts := [][3]any{{"4H", "S", "="}, {"3NT", "N", "-1"}, {"4H", "S", "-1"}, {"2D", "N", "+1"}, {"4S", "E", "="}}
	for i, c := range contracts {
		results = append(results, []any{1, i + 1, i + 6, c[0], c[1], c[2], leads[i]})
	}
	xlsxtest.WriteBook(t, path,
		xlsxtest.Sheet("Event", "Setting,Value", []any{"Title", "Leads"}, []any{"Date", "2026-11-24"}, []any{"Scoring", "Matchpoints"}),
		xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", pairRows...),
		xlsxtest.Sheet("Results", "Board,NS,EW,Contract,By,Result,"+header, results...),
		xlsxtest.Sheet("Hands", "Board,Deal", []any{1, exampleDeal}))
	return path
}

// exampleDeal is the deal of the PBN standard's example game (§1.2).
const exampleDeal = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"

// A lead typed as SK, ♥K, S10, QC (rank first) or left empty is shown as
// the card on the traveller and both pairs' scorecards and on the web page,
// and written to PBN (SK: suit, then rank, T for the ten) and USEBIO (KS:
// rank, then suit, as Compscore3's LEAD). Each is from the hand on
// declarer's left in the deal: West (♠K, ♠10) against South, East (♥K,
// ♣Q) against North.
func TestLeadRoundTrip(t *testing.T) {
	path := leadBook(t, "Lead", "SK", "♥K", "S10", "QC", nil)
	s, _ := xlsxtest.Score(t, pairs.Kind{}, path, "")
	shown := []string{"♠K", "♥K", "♠10", "♣Q", ""} // by NS pair 1 to 5

	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// The traveller: each line's Lead, found by its NS pair.
	rows, err := f.GetRows("Travellers")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	lead, ns := -1, -1
	for _, r := range rows {
		if i := slices.Index(r, "Lead"); i >= 0 && slices.Contains(r, "NS") {
			lead, ns = i, slices.Index(r, "NS")
			continue
		}
		if lead >= 0 && len(r) > ns && r[ns] != "" {
			v := ""
			if lead < len(r) {
				v = r[lead]
			}
			got[r[ns]] = v
		}
	}
	for p, want := range shown {
		if g := got[string(rune('1'+p))]; g != want {
			t.Errorf("traveller: NS pair %d's lead %q, want %q", p+1, g, want)
		}
	}
	// The scorecards: each line is on the NS pair's card and the EW pair's.
	rows, err = f.GetRows("Scorecards")
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	lead = -1
	for _, r := range rows {
		if i := slices.Index(r, "Lead"); i >= 0 && slices.Contains(r, "Opponents") {
			lead = i
			continue
		}
		if lead >= 0 && lead < len(r) && r[lead] != "" {
			count[r[lead]]++
		}
	}
	for _, want := range shown[:4] {
		if count[want] != 2 {
			t.Errorf("scorecards show lead %s %d times, want 2 (%v)", want, count[want], count)
		}
	}

	// The web page: the traveller lines carry the same cards, the hearts red.
	e := s.(xlsx.Exporter).Exports()
	data, _ := exportFile(t, s, "html")
	page, err := exporttest.ReadPage(data)
	if err != nil {
		t.Fatal(err)
	}
	sec := page.Section("Travellers")
	if sec == nil {
		t.Fatal("the page has no Travellers")
	}
	for _, want := range shown[:4] {
		if !slices.ContainsFunc(sec.Lines, func(l []string) bool { return slices.Contains(l, want) }) {
			t.Errorf("the page's travellers show no lead %s", want)
		}
	}
	// The header of the lines (after the frequencies' header).
	header := -1
	for i, k := range sec.Kinds {
		if k == "th" && slices.Contains(sec.Lines[i], "Contract") {
			header = i
		}
	}
	if header < 0 || !slices.Equal(sec.Lines[header][7:10], []string{"Result", "Lead", "NS Score"}) {
		t.Errorf("the page's traveller header has no Lead after Result: %v", sec.Lines)
	}

	// PBN: the ScoreTable's Lead column, "?" for the board played without one.
	if e["pbn"] == nil || e["usebio"] == nil {
		t.Fatal("no PBN or USEBIO export")
	}
	data, _ = exportFile(t, s, "pbn")
	games, err := exporttest.ReadPBN(data)
	if err != nil {
		t.Fatal(err)
	}
	st := games[0].Tables["ScoreTable"]
	pbnLeads := map[string]string{}
	for _, row := range st.Rows {
		id, _ := st.Col(row, "PairId_NS")
		pbnLeads[id], _ = st.Col(row, "Lead")
	}
	for p, want := range []string{"SK", "HK", "ST", "CQ", "?"} {
		if g := pbnLeads[string(rune('1'+p))]; g != want {
			t.Errorf("PBN: NS pair %d's lead %q, want %q", p+1, g, want)
		}
	}
	// USEBIO: LEAD, rank first; none on the line without a lead.
	data, _ = exportFile(t, s, "usebio")
	u, err := exporttest.ReadUSEBIO(data)
	if err != nil {
		t.Fatal(err)
	}
	uLeads := map[string]string{}
	for _, l := range u.Boards[0].Lines {
		uLeads[strings.TrimSuffix(l.NS, "NS")] = l.Lead // the pairs sit one way: 1NS
	}
	for p, want := range []string{"KS", "KH", "TS", "QC", ""} {
		if g := uLeads[string(rune('1'+p))]; g != want {
			t.Errorf("USEBIO: NS pair %d's lead %q, want %q", p+1, g, want)
		}
	}
	if !regexp.MustCompile(`<PLAYED_BY>S</PLAYED_BY>\s*<LEAD>KS</LEAD>\s*<TRICKS>10</TRICKS>`).Match(data) {
		t.Errorf("USEBIO: LEAD is not between PLAYED_BY and TRICKS")
	}
}

// A lead from the wrong hand is an error at its cell, naming who holds the
// card and who leads; a lead that is no card is an error at its cell with
// the hint of what a card is. Both come in one run; nothing is scored.
func TestLeadErrors(t *testing.T) {
	// Row 2: ♠A is East's, but West leads against South's 4♥. Row 4: X7.
	// Row 5: ♣Q against North is East's lead, and East's card: right.
	path := leadBook(t, "Lead", "SA", "♥K", "X7", "QC", "S2")
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: pairs.Kind{}.Reads()})
	s, probs := pairs.Kind{}.Score(b)
	if s != nil {
		t.Fatal("an event with a lead from the wrong hand was scored")
	}
	// Row 6: South leads against East's 4♠, and South's spades are
	// ♠J973: the ♠2 is West's.
	want := []string{
		`Results!G4: lead "X7" has no suit`,
		"Results!G2: board 1: lead ♠A is in East's hand, but West leads against declarer South",
		"Results!G6: board 1: lead ♠2 is in West's hand, but South leads against declarer East",
	}
	var got []string
	hints := map[string]string{}
	for _, p := range probs {
		if p.Warning {
			continue
		}
		got = append(got, xlsxtest.String(p))
		hints[xlsxtest.Cell(p)] = p.Hint
	}
	if !slices.Equal(got, want) {
		t.Errorf("errors\n%q\nwant\n%q", got, want)
	}
	if h := hints["G4"]; !strings.Contains(h, "SK or ♠K") || !strings.Contains(h, "10 (or T)") {
		t.Errorf("the hint of a lead that is no card: %q", h)
	}
	if h := hints["G2"]; !strings.Contains(h, "declarer's left") {
		t.Errorf("the hint of a lead from the wrong hand: %q", h)
	}
}

// The Lead column goes by the words Dutch, French and German travellers
// head it with.
func TestLeadAliases(t *testing.T) {
	for _, header := range []string{"Opening lead", "Uitkomst", "Start", "Entame", "Ausspiel"} {
		path := leadBook(t, header, "sk", "KH", "♠T", "♣ q", nil)
		b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: pairs.Kind{}.Reads()})
		s, _ := xlsxtest.ScoreBook(t, pairs.Kind{}, b)
		var got []string
		for _, r := range pairs.EventOf(s).Rows {
			got = append(got, r.Lead.String())
		}
		if want := []string{"♠K", "♥K", "♠10", "♣Q", ""}; !slices.Equal(got, want) {
			t.Errorf("%s: leads %q, want %q", header, got, want)
		}
	}
}
