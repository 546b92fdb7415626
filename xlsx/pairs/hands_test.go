package pairs_test

import (
	"maps"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// Deals from their sources, with each hand of the first written out.
const (
	// The PBN standard's example game (PBN 2.1, §1.2).
	standardPBN = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
	stdN        = ".63.AKQ987.A9732"
	stdE        = "A8654.KQ5.T.QJT6"
	stdS        = "J973.J98742.3.K4"
	stdW        = "KQT2.AT.J6542.85"
	// The same deal from East, as a Deal tag may give it (§3.4.11: the
	// first seat, then the hands clockwise).
	standardFromEast = "E:" + stdE + " " + stdS + " " + stdW + " " + stdN
	// The worked example of Duplimate's description of its files
	// (engine/deal/testdata/README: convert.dup).
	convertPBN = "N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76"

	// The standard's deal spoilt by hand. East holds ♠K for ♠A: ♠K is in
	// East's and West's hands, ♠A in none. North lacks ♣2: 12 cards, and
	// ♣2 in no hand.
	eastSpadeKing = "K8654.KQ5.T.QJT6"
	dealtTwice    = "N:" + stdN + " " + eastSpadeKing + " " + stdS + " " + stdW
	north12       = ".63.AKQ987.A973"
	twelveCards   = "N:" + north12 + " " + stdE + " " + stdS + " " + stdW
)

func mustDeal(t *testing.T, pbn string) deal.Deal {
	t.Helper()
	d, err := deal.ParsePBN(pbn)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// handsBook writes a workbook of a Hands sheet (and the sheets of a pairs
// event, which it needs none of) and opens it.
func handsBook(t *testing.T, header string, rows ...[]any) *xlsx.Book {
	t.Helper()
	path := filepath.Join(t.TempDir(), "hands.xlsx")
	xlsxtest.WriteBook(t, path,
		xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", []any{1, "Ann", "Bob"}, []any{2, "Cat", "Dan"}),
		xlsxtest.Sheet("Results", "Board,NS,EW,Score", []any{1, 1, 2, 420}),
		xlsxtest.Sheet("Hands", header, rows...))
	return openBook(t, path)
}

// Deals as a Hands sheet gives them: one PBN Deal a board, or four hands
// under North, East, South and West; by session or round when the sheet
// says, else for every session (0).
func TestReadHands(t *testing.T) {
	std, conv := mustDeal(t, standardPBN), mustDeal(t, convertPBN)
	for _, tc := range []struct {
		name   string
		header string
		rows   [][]any
		want   map[pairs.BoardID]deal.Deal
	}{
		{"a Deal column", "Board,Deal",
			[][]any{{1, standardPBN}, {2, convertPBN}, {17, standardFromEast}},
			map[pairs.BoardID]deal.Deal{{0, 1}: std, {0, 2}: conv, {0, 17}: std}},
		{"spaces around the deal", "Board,Deal",
			[][]any{{3, "  " + standardPBN + " "}},
			map[pairs.BoardID]deal.Deal{{0, 3}: std}},
		{"four hands", "Board,North,East,South,West",
			[][]any{{1, stdN, stdE, stdS, stdW}, {2, "J987.JT7643.A4.Q", ".KQ2.QT9.AK98543", "AQ42.A8.KJ762.J2", "KT653.95.853.T76"}},
			map[pairs.BoardID]deal.Deal{{0, 1}: std, {0, 2}: conv}},
		{"four hands as typed: 10 for the ten, a dash for a void, lower case", "Board,North,East,South,West",
			[][]any{{1, "-.63.akq987.a9732", "A8654.KQ5.10.QJ106", "J973.J98742.3.K4", "KQ102.A10.J6542.85"}},
			map[pairs.BoardID]deal.Deal{{0, 1}: std}},
		{"the hands in another column order", "West,Board,South,North,East",
			[][]any{{stdW, 4, stdS, stdN, stdE}},
			map[pairs.BoardID]deal.Deal{{0, 4}: std}},
		{"the Deal is read when both are given", "Board,Deal,North,East,South,West",
			[][]any{{1, convertPBN, stdN, stdE, stdS, stdW}, {2, nil, stdN, stdE, stdS, stdW}},
			map[pairs.BoardID]deal.Deal{{0, 1}: conv, {0, 2}: std}},
		{"by session; an empty Session is every session's", "Session,Board,Deal",
			[][]any{{1, 1, standardPBN}, {2, 1, convertPBN}, {nil, 5, standardPBN}},
			map[pairs.BoardID]deal.Deal{{1, 1}: std, {2, 1}: conv, {0, 5}: std}},
		{"by round, as a teams event numbers them", "Round,Board,Deal",
			[][]any{{1, 1, standardPBN}, {3, 1, convertPBN}},
			map[pairs.BoardID]deal.Deal{{1, 1}: std, {3, 1}: conv}},
		{"one board in two sessions is no board given twice", "Session,Board,Deal",
			[][]any{{1, 1, standardPBN}, {nil, 1, convertPBN}},
			map[pairs.BoardID]deal.Deal{{1, 1}: std, {0, 1}: conv}},
		{"Dutch headers", "Zitting,Spel,Verdeling",
			[][]any{{1, 1, standardPBN}},
			map[pairs.BoardID]deal.Deal{{1, 1}: std}},
		{"French headers", "Séance,Donne,Nord,Est,Sud,Ouest",
			[][]any{{2, 1, stdN, stdE, stdS, stdW}},
			map[pairs.BoardID]deal.Deal{{2, 1}: std}},
		{"German headers, by round", "Runde,Spiel,Nord,Ost,Süd,West",
			[][]any{{3, 1, stdN, stdE, stdS, stdW}},
			map[pairs.BoardID]deal.Deal{{3, 1}: std}},
		{"other columns are left alone", "Board,Dealer,Vulnerable,Deal,Notes",
			[][]any{{1, "N", "None", standardPBN, "from the machine"}},
			map[pairs.BoardID]deal.Deal{{0, 1}: std}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hands, probs := pairs.ReadHands(handsBook(t, tc.header, tc.rows...))
			got := hands.Deals
			if len(probs) > 0 {
				t.Fatalf("problems %q", xlsxtest.Strings(probs))
			}
			if !maps.Equal(got, tc.want) {
				t.Errorf("deals %v, want %v", got, tc.want)
			}
		})
	}
}

// A workbook without a Hands sheet has no deals, and nothing is wrong.
func TestReadHandsNone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none.xlsx")
	xlsxtest.WriteBook(t, path, xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", []any{1, "Ann", "Bob"}),
		xlsxtest.Sheet("Results", "Board,NS,EW,Score", []any{1, 1, 1, 420}))
	got, probs := pairs.ReadHands(openBook(t, path))
	if got.Deals != nil || got.DD != nil || probs != nil {
		t.Errorf("deals %v, problems %q; want none", got, xlsxtest.Strings(probs))
	}
}

// Every problem of a Hands sheet in one run, each at its cell (or its
// row, for a four-hand deal whose cards are wrong together), with its
// hint; the rows with a problem are left out, the others read.
func TestReadHandsProblems(t *testing.T) {
	std := mustDeal(t, standardPBN)
	for _, tc := range []struct {
		name   string
		header string
		rows   [][]any
		want   []string // the problems as printed
		deals  map[pairs.BoardID]deal.Deal
	}{
		{"a Deal column", "Session,Board,Deal", [][]any{
			{nil, 1, standardPBN},
			{nil, 2, "N:AK"},
			{nil, 3, dealtTwice},
			{nil, 1, convertPBN},
			{"x", 4, standardPBN},
			{nil, "b", standardPBN},
			{nil, 6, nil},
			{nil, 7, twelveCards},
			{"x", 8, "N:AK"},       // two problems on one row
			{nil, 2, convertPBN},   // board 2 again, whose first deal was wrong
			{nil, 9, "North: AK."}, // no seat
		}, []string{
			`Hands!C3: deal "N:AK" has 1 hands, not 4`,
			`Hands!C4: ♠K is in both East's and West's hands`,
			`Hands!C4: ♠A is in no hand`,
			`Hands!B5: board 1's deal is given twice (also on row 2)`,
			`Hands!A6: session "x" is not a number`,
			`Hands!B7: board "b" is not a board number`,
			`Hands!C8: the deal is missing`,
			`Hands!C9: North has 12 cards`,
			`Hands!C9: ♣2 is in no hand`,
			`Hands!A10: session "x" is not a number`,
			`Hands!C10: deal "N:AK" has 1 hands, not 4`,
			`Hands!B11: board 2's deal is given twice (also on row 3)`,
			`Hands!C12: deal "North: AK.": "North" is not N, E, S or W`,
		}, map[pairs.BoardID]deal.Deal{{0, 1}: std}},
		{"four hands", "Board,North,East,South,West", [][]any{
			{1, north12, stdE, stdS, stdW},
			{2, "AK.QJ", stdE, stdS, stdW},
			{3, nil, stdE, stdS, stdW},
			{4, stdN, eastSpadeKing, stdS, stdW},
			{5, stdN, stdE, stdS, stdW},
			{6, stdN, stdE, stdS, "KQT2.AT.J6542.8X"},
		}, []string{
			`Hands!B2: North has 12 cards`, // at the hand's own cell
			`Hands row 2: ♣2 is in no hand`,
			`Hands!B3: hand "AK.QJ" has 2 suits, not 4`,
			`Hands!B4: North's hand is missing`,
			`Hands row 5: ♠K is in both East's and West's hands`,
			`Hands row 5: ♠A is in no hand`,
			`Hands!E7: hand "KQT2.AT.J6542.8X": "X" is not a rank`,
		}, map[pairs.BoardID]deal.Deal{{0, 5}: std}},
		{"a Deal column and a North", "Board,Deal,North", [][]any{
			{1, nil, stdN},
		}, []string{
			`Hands!B2: the deal is missing`,
		}, map[pairs.BoardID]deal.Deal{}},
		{"no Board column", "Deal", [][]any{
			{standardPBN},
		}, []string{`Hands row 1: missing column "Board"; the headers found are "Deal"`}, nil},
		{"neither a Deal nor four hands", "Board,North,East", [][]any{
			{1, stdN, stdE},
		}, []string{
			`Hands row 1: Hands has no Deal column, nor North, East, South and West`,
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hands, probs := pairs.ReadHands(handsBook(t, tc.header, tc.rows...))
			got := hands.Deals
			if s := xlsxtest.Strings(probs); !slices.Equal(s, tc.want) {
				t.Errorf("problems\n\t%q\nwant\n\t%q", s, tc.want)
			}
			for _, p := range probs {
				if p.Warning || p.Hint == "" {
					t.Errorf("%s: a warning, or no hint (%q)", xlsxtest.String(p), p.Hint)
				}
			}
			if !maps.Equal(got, tc.deals) {
				t.Errorf("deals %v, want %v", got, tc.deals)
			}
		})
	}
}

// A board's deal: its session's own, else the one given for every
// session.
func TestDealOf(t *testing.T) {
	std, conv := mustDeal(t, standardPBN), mustDeal(t, convertPBN)
	deals := map[pairs.BoardID]deal.Deal{{0, 1}: std, {2, 1}: conv, {1, 3}: conv}
	for _, tc := range []struct {
		session, board int
		want           *deal.Deal
	}{
		{1, 1, &std},  // every session's
		{2, 1, &conv}, // session 2's own
		{3, 1, &std},
		{0, 1, &std}, // an event of one session
		{1, 3, &conv},
		{2, 3, nil}, // session 1's board 3 only
		{1, 2, nil},
		{0, 3, nil},
	} {
		got, ok := pairs.DealOf(deals, tc.session, tc.board)
		switch {
		case tc.want == nil && ok:
			t.Errorf("session %d board %d: a deal, want none", tc.session, tc.board)
		case tc.want != nil && (!ok || got != *tc.want):
			t.Errorf("session %d board %d: %v %v, want %v", tc.session, tc.board, got, ok, *tc.want)
		}
	}
	if _, ok := pairs.DealOf(nil, 1, 1); ok {
		t.Error("a deal from no deals")
	}
}

// The Hands sheet `scorebook hands` writes: a row a board, by session and
// board, each deal as PBN from North; a Session column only when a deal
// has a session.
func TestHandsSheet(t *testing.T) {
	std, conv := mustDeal(t, standardPBN), mustDeal(t, convertPBN)
	s := pairs.HandsSheet(pairs.Hands{Deals: map[pairs.BoardID]deal.Deal{{0, 10}: conv, {0, 2}: std, {0, 1}: conv}})
	if s.Name != "Hands" || len(s.Cols) != 2 || s.Cols[0].Header != "Board" || s.Cols[1].Header != "Deal" {
		t.Errorf("sheet %q, columns %v", s.Name, s.Cols)
	}
	want := [][]any{{1, convertPBN}, {2, standardPBN}, {10, convertPBN}}
	if !slices.EqualFunc(s.Rows, want, slices.Equal) {
		t.Errorf("rows %v, want %v", s.Rows, want)
	}
	// From East, the deal is written from North all the same.
	s = pairs.HandsSheet(pairs.Hands{Deals: map[pairs.BoardID]deal.Deal{{2, 1}: conv, {1, 3}: std, {0, 4}: mustDeal(t, standardFromEast), {1, 1}: std}})
	if len(s.Cols) != 3 || s.Cols[0].Header != "Session" {
		t.Errorf("columns %v", s.Cols)
	}
	want = [][]any{{nil, 4, standardPBN}, {1, 1, standardPBN}, {1, 3, standardPBN}, {2, 1, convertPBN}}
	if !slices.EqualFunc(s.Rows, want, slices.Equal) {
		t.Errorf("rows %v, want %v", s.Rows, want)
	}
}

// A Hands sheet written and read again gives the same deals: deals at
// random, the two of the sources (a void hand's suit among them), with
// and without sessions.
func TestHandsSheetRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 13))
	random := map[pairs.BoardID]deal.Deal{}
	for b := 1; b <= 36; b++ {
		random[pairs.BoardID{Board: b}] = randomDeal(rng)
	}
	sessions := map[pairs.BoardID]deal.Deal{{0, 1}: mustDeal(t, standardPBN), {0, 2}: mustDeal(t, convertPBN)}
	for s := 1; s <= 3; s++ {
		for b := 1; b <= 4; b++ {
			sessions[pairs.BoardID{Session: s, Board: b + (s-1)*4}] = randomDeal(rng)
		}
	}
	// Tables as scorebook hands computes them, for some of the boards:
	// any numbers from 0 to 13 read back as written.
	tables := map[pairs.BoardID]dd.Table{}
	for id := range sessions {
		if id.Board%2 == 0 {
			var tab dd.Table
			for d := range 4 {
				for s := range 5 {
					tab[d][s] = rng.IntN(14)
				}
			}
			tables[id] = tab
		}
	}
	for name, deals := range map[string]map[pairs.BoardID]deal.Deal{"random": random, "sessions": sessions} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "book.xlsx")
			xlsxtest.WriteBook(t, path, xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2", []any{1, "Ann", "Bob"}))
			b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: reads})
			if err != nil {
				t.Fatal(err)
			}
			written := pairs.Hands{Deals: deals}
			if name == "sessions" {
				written.DD = tables
			}
			if err := b.WriteSheets([]report.Sheet{pairs.HandsSheet(written)}); err != nil {
				t.Fatal(err)
			}
			if err := b.Save(xlsx.SaveOptions{}); err != nil {
				t.Fatal(err)
			}
			b.Close()
			hands, probs := pairs.ReadHands(openBook(t, path))
			got := hands.Deals
			if len(hands.DD) != len(written.DD) || !maps.Equal(hands.DD, written.DD) {
				t.Errorf("read %d double-dummy tables, wrote %d, or they differ", len(hands.DD), len(written.DD))
			}
			if len(probs) > 0 {
				t.Fatalf("problems %q", xlsxtest.Strings(probs))
			}
			if !maps.Equal(got, deals) {
				for id, d := range deals {
					if got[id] != d {
						t.Errorf("%+v: read %s, wrote %s", id, got[id].PBN(bridge.North), d.PBN(bridge.North))
					}
				}
				t.Fatalf("read %d deals, wrote %d", len(got), len(deals))
			}
		})
	}
}

// TestMissingDeals: a night of 25 boards with 21 deals on Hands warns once
// about boards 22 to 25; a session's own deals count, and a workbook
// without deals warns of nothing.
func TestMissingDeals(t *testing.T) {
	std := mustDeal(t, standardPBN)
	deals := map[pairs.BoardID]deal.Deal{}
	for b := 1; b <= 21; b++ {
		deals[pairs.BoardID{Session: 0, Board: b}] = std
	}
	var played []pairs.BoardID
	for b := 1; b <= 25; b++ {
		played = append(played, pairs.BoardID{Session: 1, Board: b}, pairs.BoardID{Session: 1, Board: b})
	}
	var got []string
	for _, p := range pairs.MissingDeals(deals, played, "session", 1, true) {
		got = append(got, p.Place()+": "+p.Msg)
	}
	want := []string{"Hands: no deal for boards 22-25, so their travellers show no hand"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}

	// Two sessions, deals given for session 2's board 3 only.
	deals = map[pairs.BoardID]deal.Deal{{Session: 2, Board: 3}: std}
	played = []pairs.BoardID{{Session: 1, Board: 3}, {Session: 2, Board: 3}, {Session: 2, Board: 4}}
	got = nil
	for _, p := range pairs.MissingDeals(deals, played, "session", 2, true) {
		got = append(got, p.Msg)
	}
	want = []string{"no deal for board 3 of session 1, so its traveller shows no hand",
		"no deal for board 4 of session 2, so its traveller shows no hand"}
	if !slices.Equal(got, want) {
		t.Errorf("two sessions: got %q\nwant %q", got, want)
	}
	// Teams travellers show no hand: the exports are what lack the deal.
	got = nil
	for _, p := range pairs.MissingDeals(deals, played[2:], "round", 2, false) {
		got = append(got, p.Msg)
	}
	want = []string{"no deal for board 4 of round 2, so the PBN and USEBIO files carry none for it"}
	if !slices.Equal(got, want) {
		t.Errorf("teams: got %q\nwant %q", got, want)
	}
	if ps := pairs.MissingDeals(nil, played, "session", 2, true); len(ps) != 0 {
		t.Errorf("no deals: %v", ps)
	}
}

// With double-dummy tables, the Hands sheet shows each board's makes as the
// travellers do, a cell for each declarer and strain (N NT, N ♠ … W ♣):
// the level made, "–" when not even one; then the par; and keeps the table
// for scorebook in the last column, DoubleDummyTricks. The table is the
// one-suit deal's (each hand a whole suit, TestHandLinesAnalysis): N and S
// take 13 tricks in ♠ and ♦ and none elsewhere, E and W 13 in ♥ and ♣. As
// PBN's DoubleDummyTricks, declarers N S E W each NT ♠ ♥ ♦ ♣, 13 a "d":
// 0d0d0 0d0d0 00d0d 00d0d. Par on board 1 (North deals, none vulnerable):
// 7♠ by N/S, NS +1510 (TestHandLinesAnalysis).
func TestHandsSheetMakes(t *testing.T) {
	var tab dd.Table
	for _, seat := range []bridge.Seat{bridge.North, bridge.South} {
		tab[seat][bridge.Spades], tab[seat][bridge.Diamonds] = 13, 13
	}
	for _, seat := range []bridge.Seat{bridge.East, bridge.West} {
		tab[seat][bridge.Hearts], tab[seat][bridge.Clubs] = 13, 13
	}
	d := mustDeal(t, "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
	s := pairs.HandsSheet(pairs.Hands{Deals: map[pairs.BoardID]deal.Deal{{0, 1}: d, {0, 2}: d}, DD: map[pairs.BoardID]dd.Table{{0, 1}: tab}})
	var headers []string
	for _, c := range s.Cols {
		headers = append(headers, c.Header)
	}
	wantHeaders := []string{"Board", "Deal", "N NT", "N ♠", "N ♥", "N ♦", "N ♣", "S NT", "S ♠", "S ♥", "S ♦", "S ♣",
		"E NT", "E ♠", "E ♥", "E ♦", "E ♣", "W NT", "W ♠", "W ♥", "W ♦", "W ♣", "Par", "DoubleDummyTricks"}
	if !slices.Equal(headers, wantHeaders) {
		t.Fatalf("headers %q, want %q", headers, wantHeaders)
	}
	pbn := d.PBN(bridge.North)
	want := [][]any{
		{1, pbn, "–", 7, "–", 7, "–", "–", 7, "–", 7, "–", "–", "–", 7, "–", 7, "–", "–", 7, "–", 7, "7♠ by N/S, NS +1510", "0d0d00d0d000d0d00d0d"},
		// A board without a table has none of it.
		{2, pbn, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil},
	}
	if !slices.EqualFunc(s.Rows, want, slices.Equal) {
		t.Errorf("rows\n%v\nwant\n%v", s.Rows, want)
	}
}

// A Hands sheet written before the table's column took PBN's tag name,
// under Double dummy, is read as before.
func TestReadHandsDoubleDummyHeader(t *testing.T) {
	for _, header := range []string{"Double dummy", "DoubleDummyTricks"} {
		path := filepath.Join(t.TempDir(), "book.xlsx")
		xlsxtest.WriteBook(t, path, xlsxtest.Sheet("Hands", "Board,Deal,"+header,
			[]any{1, "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432", "0d0d00d0d000d0d00d0d"}))
		hands, probs := pairs.ReadHands(openBook(t, path))
		tab, ok := hands.DD[pairs.BoardID{Board: 1}]
		if len(probs) > 0 || !ok || tab[bridge.North][bridge.Spades] != 13 || tab[bridge.East][bridge.Clubs] != 13 || tab[bridge.West][bridge.NoTrump] != 0 {
			t.Errorf("%s: table %v %v, problems %q", header, tab, ok, xlsxtest.Strings(probs))
		}
	}
}
