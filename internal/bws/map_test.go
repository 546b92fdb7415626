package bws

import (
	"reflect"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/jet/jetwrite"
)

// A three-table Howell-like section of one letter: each pair number sits
// once a round, so pairs are numbers, without a direction, and without the
// section letter (one section).
func howell() *Input {
	return &Input{
		Sections: []Section{{ID: 1, Letter: "A", Tables: 2}},
		Seatings: []Seating{
			{Section: 1, Table: 1, Round: 1, NS: 1, EW: 2, LowBoard: 1, HighBoard: 2},
			{Section: 1, Table: 2, Round: 1, NS: 3, EW: 4, LowBoard: 3, HighBoard: 4},
			{Section: 1, Table: 1, Round: 2, NS: 4, EW: 1, LowBoard: 3, HighBoard: 4},
			{Section: 1, Table: 2, Round: 2, NS: 2, EW: 3, LowBoard: 1, HighBoard: 2},
		},
		Players: []Player{
			{Section: 1, Table: 1, Direction: "N", Name: "Ann Bell", Number: "101"},
			{Section: 1, Table: 1, Direction: "S", Name: "Bob Cole", Number: "102"},
			{Section: 1, Table: 1, Direction: "E", Name: "Cat Dunn"},
			{Section: 1, Table: 1, Direction: "W", Name: "Dan Eyre"},
			{Section: 1, Table: 2, Direction: "N", Name: "Eve Ford"},
			// a substitute for pair 2's West (Dan Eyre) from round 2, where
			// pair 2 sits NS at table 2: South
			{Section: 1, Table: 2, Round: 2, Direction: "S", Name: "Sam Sub", Number: "199"},
			// a number without a name: looked up in PlayerNames
			{Section: 1, Table: 2, Direction: "S", Number: "305"},
		},
		Members: map[string]string{"305": "Fay Gold"},
		// Board 1 of club-251223.pbn, whose Deal is
		// "N:83.A985.J7432.T9 QT.QJ.AK65.AKJ74 AJ976.7642.T.852 K542.KT3.Q98.Q63".
		Hands: []Hand{{Section: 1, Board: 1, Suits: [4][4]string{
			{"83", "A985", "J7432", "T9"}, {"QT", "QJ", "AK65", "AKJ74"},
			{"AJ976", "7642", "T", "852"}, {"K542", "KT3", "Q98", "Q63"},
		}}, {Section: 1, Board: 2}}, // board 2's row left empty: no deal
		Records: []Record{
			{ID: 1, Section: 1, Table: 1, Round: 1, Board: 1, PairNS: 1, PairEW: 2, Declarer: 1, Seat: "N", Contract: "4 S", Result: "+1"},
			{ID: 2, Section: 1, Table: 1, Round: 1, Board: 2, PairNS: 1, PairEW: 2, Contract: "PASS"},
			{ID: 3, Section: 1, Table: 2, Round: 1, Board: 3, PairNS: 3, PairEW: 4, Declarer: 4, Seat: "W", Contract: "3 NT x", Result: "-2", Lead: "S10"},
			{ID: 4, Section: 1, Table: 1, Round: 2, Board: 3, PairNS: 4, PairEW: 1, Declarer: 1, Seat: "E", Contract: "6 H xx", Result: "="},
			{ID: 5, Section: 1, Table: 1, Round: 1, Board: 1, PairNS: 1, PairEW: 2, Declarer: 2, Seat: "E", Contract: "5 D", Result: "-1"}, // re-entered: replaces 1
			{ID: 6, Section: 1, Table: 2, Round: 2, Board: 1, PairNS: 2, PairEW: 3, Declarer: 2, Seat: "S", Contract: "1 C", Result: "+6", Erased: true},
		},
	}
}

func TestMapHowell(t *testing.T) {
	ev := mapOK(t, howell())
	var ids []string
	for _, p := range ev.Pairs {
		if p.Direction != pairs.Either {
			t.Errorf("pair %s has direction %v", p.ID, p.Direction)
		}
		ids = append(ids, p.ID)
	}
	if !reflect.DeepEqual(ids, []string{"1", "2", "3", "4"}) {
		t.Errorf("pairs %v", ids)
	}
	if p := ev.Pairs[0]; p.Names != [2]string{"Ann Bell", "Bob Cole"} || p.Numbers != [2]string{"101", "102"} {
		t.Errorf("pair 1 %+v", p)
	}
	// Pair 2: East and West at table 1 in the first round; West replaced
	// by the substitute entered at table 2 South in round 2.
	if p := ev.Pairs[1]; p.Names != [2]string{"Cat Dunn", "Sam Sub"} || p.Numbers != [2]string{"", "199"} {
		t.Errorf("pair 2 %+v", p)
	}
	if p := ev.Pairs[2]; p.Names != [2]string{"Eve Ford", "Fay Gold"} || p.Numbers != [2]string{"", "305"} {
		t.Errorf("pair 3 %+v", p)
	}
	wantDeals := []Deal{{Section: "A", Board: 1, PBN: "N:83.A985.J7432.T9 QT.QJ.AK65.AKJ74 AJ976.7642.T.852 K542.KT3.Q98.Q63"}}
	if !reflect.DeepEqual(ev.Deals, wantDeals) {
		t.Errorf("deals %v", ev.Deals)
	}
	if !reflect.DeepEqual(ev.Erased, []int{6}) || !reflect.DeepEqual(ev.Replaced, []Replacement{{1, 5}}) {
		t.Errorf("erased %v replaced %v", ev.Erased, ev.Replaced)
	}
	// By round, table and board: records 5 (for 1), 2, 3, then 4.
	want := []Result{
		{ID: 5, Section: "A", Table: 1, Round: 1, Board: 1, NS: "1", EW: "2",
			Contract: bridge.Contract{Level: 5, Strain: bridge.Diamonds}, Declarer: bridge.East, Tricks: 10,
			ContractText: "5 D", Outcome: "-1"},
		{ID: 2, Section: "A", Table: 1, Round: 1, Board: 2, NS: "1", EW: "2", Contract: bridge.PassedOut, ContractText: "PASS"},
		{ID: 3, Section: "A", Table: 2, Round: 1, Board: 3, NS: "3", EW: "4",
			Contract: bridge.Contract{Level: 3, Strain: bridge.NoTrump, Doubling: bridge.Doubled}, Declarer: bridge.West, Tricks: 7,
			ContractText: "3 NT x", Outcome: "-2", Lead: "S10"},
		{ID: 4, Section: "A", Table: 1, Round: 2, Board: 3, NS: "4", EW: "1",
			Contract: bridge.Contract{Level: 6, Strain: bridge.Hearts, Doubling: bridge.Redoubled}, Declarer: bridge.East, Tricks: 12,
			ContractText: "6 H xx", Outcome: "="},
	}
	if !reflect.DeepEqual(ev.Results, want) {
		t.Errorf("results\n%+v\nwant\n%+v", ev.Results, want)
	}
}

// With two sections pairs take their section's letter; a Mitchell's
// numbers repeated NS and EW in a round make pairs of a direction.
func TestMapSectionsAndMitchell(t *testing.T) {
	in := &Input{
		Sections: []Section{{ID: 1, Letter: "A"}, {ID: 2, Letter: "B"}},
		Seatings: []Seating{
			{Section: 1, Table: 1, Round: 1, NS: 1, EW: 1},
			{Section: 1, Table: 2, Round: 1, NS: 2, EW: 2},
			{Section: 2, Table: 1, Round: 1, NS: 1, EW: 2},
		},
		Records: []Record{
			{ID: 1, Section: 2, Table: 1, Round: 1, Board: 7, PairNS: 1, PairEW: 2, Declarer: 1, Seat: "S", Contract: "2 H", Result: "="},
			{ID: 2, Section: 1, Table: 2, Round: 1, Board: 1, PairNS: 2, PairEW: 2, Declarer: 2, Seat: "W", Contract: "1 NT", Result: "+2"},
		},
	}
	ev := mapOK(t, in)
	var got []string
	for _, p := range ev.Pairs {
		got = append(got, p.ID+" "+p.Direction.String())
	}
	want := []string{"A1 NS", "A2 NS", "A1 EW", "A2 EW", "B1 ", "B2 "}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("pairs %q, want %q", got, want)
	}
	if len(ev.Results) != 2 || ev.Results[0].NS != "A2" || ev.Results[0].EW != "A2" || ev.Results[1].NS != "B1" || ev.Results[1].EW != "B2" {
		t.Errorf("results %+v", ev.Results)
	}
}

// Every bad record is reported in one pass, each with its place, and the
// event is nil.
func TestMapBadRecords(t *testing.T) {
	in := howell()
	in.Records = append(in.Records,
		Record{ID: 10, Section: 1, Table: 2, Round: 2, Board: 1, PairNS: 2, PairEW: 3, Declarer: 2, Seat: "S", Contract: "5 Q", Result: "="},
		Record{ID: 11, Section: 1, Table: 2, Round: 2, Board: 2, PairNS: 2, PairEW: 3, Declarer: 2, Seat: "S", Contract: "4 S", Result: "+4"},
		Record{ID: 12, Section: 1, Table: 1, Round: 2, Board: 4, PairNS: 4, PairEW: 3, Declarer: 4, Seat: "N", Contract: "2 D", Result: "="},
		Record{ID: 13, Section: 9, Table: 1, Round: 1, Board: 1, PairNS: 1, PairEW: 2, Contract: "PASS"},
		Record{ID: 14, Section: 1, Table: 2, Round: 1, Board: 9, PairNS: 3, PairEW: 4, Declarer: 3, Seat: "N", Contract: "1 S", Result: "="},
		Record{ID: 15, Section: 1, Table: 2, Round: 1, Board: 4, PairNS: 3, PairEW: 4, Declarer: 4, Seat: "N", Contract: "1 S", Result: "="},
		Record{ID: 16, Section: 1, Table: 2, Round: 1, Board: 4, PairNS: 3, PairEW: 4, Declarer: 3, Seat: "Q", Contract: "1 S", Result: "="},
		Record{ID: 17, Section: 1, Table: 3, Round: 1, Board: 5, PairNS: 5, PairEW: 6, Contract: "PASS"},
	)
	ev, probs := Map(in)
	if ev != nil {
		t.Error("an event despite bad records")
	}
	var got []string
	for _, p := range probs {
		got = append(got, p.Error())
		if p.Hint == "" {
			t.Errorf("no hint: %s", p.Error())
		}
	}
	want := []string{
		`ReceivedData ID 10 (section A table 2 round 2 board 1): contract "5 Q": unknown strain "Q"`,
		`ReceivedData ID 11 (section A table 2 round 2 board 2): result "+4" gives 14 tricks`,
		`ReceivedData ID 12 (section A table 1 round 2 board 4): the record's pairs are NS 4 and EW 3, but RoundData seats NS 4 and EW 1`,
		`ReceivedData ID 13 (section 9 table 1 round 1 board 1): no section 9 in the Section table`,
		`ReceivedData ID 14 (section A table 2 round 1 board 9): RoundData gives boards 3-4 to table 2 in round 1`,
		`ReceivedData ID 16 (section A table 2 round 1 board 4): NS/EW: declarer "Q" is not N, E, S or W`,
		`ReceivedData ID 17 (section A table 3 round 1 board 5): RoundData has no table 3 in round 1`,
	}
	// Record 16 replaces 15 (same table, round and board), so 15's wrong
	// Declarer is not reported: only the record that counts is checked.
	if len(got) != len(want) {
		t.Errorf("%d problems, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for i := range min(len(got), len(want)) {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("problem %d:\n%s\nwant\n%s", i, got[i], want[i])
		}
	}
}

func TestMapDeclarerPair(t *testing.T) {
	in := howell()
	in.Records = in.Records[:1]
	in.Records[0].Declarer = 2 // pair 2 sits EW, but the declarer is North
	_, probs := Map(in)
	if len(probs) != 1 || !strings.Contains(probs[0].Error(), "declarer N is pair 1, but the record's Declarer is 2") {
		t.Errorf("problems %v", probs)
	}
}

// The Section table's Winners (1 one winner, 2 two winners, 0 not said;
// TabScore's RankingList.cs reads it so) tells the Field when every
// section says the same; written to a .bws and read back it says the same.
func TestFieldFromWinners(t *testing.T) {
	for _, c := range []struct {
		winners []int
		want    string
	}{
		{[]int{1}, "Howell"},
		{[]int{2}, "Mitchell"},
		{[]int{0}, ""},
		{[]int{2, 2}, "Mitchell"},
		{[]int{1, 2}, ""}, // the sections differ: nothing is told
		{[]int{2, 0}, ""},
	} {
		in := howell()
		in.Sections = nil
		for i, w := range c.winners {
			in.Sections = append(in.Sections, Section{ID: i + 1, Letter: string(rune('A' + i)), Tables: 2, Winners: w})
		}
		if got := mapOK(t, in).Field; got != c.want {
			t.Errorf("Winners %v: Field %q, want %q", c.winners, got, c.want)
		}
		if got := mapOK(t, load(t, buildBWS(jetwrite.Jet4, in))).Field; got != c.want {
			t.Errorf("Winners %v, from the file: Field %q, want %q", c.winners, got, c.want)
		}
	}
}
