package importer

import (
	"reflect"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/importer/importtest"
	"github.com/scorebook/scorebook/internal/jet/jetwrite"
)

func smallBWS() []byte { return importtest.BuildBWS(jetwrite.Jet3, importtest.Tuesday()) }

// The hand-made club night (importtest.Tuesday, its results worked there)
// reads the same from Jet 3 and Jet 4: record 5 erased, record 9 in place
// of record 8, the contracts and results written as Results rows take
// them.
func TestReadBWS(t *testing.T) {
	want := []Result{
		{Board: 1, Round: 1, Table: 1, NS: "1", EW: "1", Contract: "4S", By: "N", Result: "=", Lead: "HK"},
		{Board: 2, Round: 1, Table: 1, NS: "1", EW: "1", Contract: "3NT", By: "E", Result: "-1"},
		{Board: 3, Round: 1, Table: 2, NS: "2", EW: "2", Contract: "2H", By: "S", Result: "+1"},
		{Board: 4, Round: 1, Table: 2, NS: "2", EW: "2", Contract: "Pass"},
		{Board: 3, Round: 2, Table: 1, NS: "1", EW: "2", Contract: "3H", By: "N", Result: "="},
		{Board: 4, Round: 2, Table: 1, NS: "1", EW: "2", Contract: "4SX", By: "W", Result: "-2"},
		{Board: 1, Round: 2, Table: 2, NS: "2", EW: "1", Contract: "4S", By: "N", Result: "+1"},
		{Board: 2, Round: 2, Table: 2, NS: "2", EW: "1", Contract: "1NT", By: "S", Result: "="},
	}
	for _, ver := range []jetwrite.Version{jetwrite.Jet3, jetwrite.Jet4} {
		ev, probs := ReadBWS(importtest.BuildBWS(ver, importtest.Tuesday()))
		if ev == nil || problem.HasErrors(probs) {
			t.Fatalf("Jet %d: %v", ver, probs)
		}
		var got []Result
		for _, r := range ev.Results {
			r.Place = ""
			got = append(got, r)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Jet %d results:\n%+v\nwant\n%+v", ver, got, want)
		}
		if len(ev.Pairs) != 4 || ev.Pairs[0].Names != [2]string{"Ann North", "Bob South"} || ev.Pairs[0].Direction != "NS" || ev.Pairs[0].IDs != [2]string{"101", "102"} {
			t.Errorf("Jet %d pairs: %+v", ver, ev.Pairs)
		}
		if ev.SettingValue("Title") != "Tuesday pairs" || ev.SettingValue("Date") != "2026-01-06" || ev.SettingValue("Field") != "" {
			t.Errorf("Jet %d settings: %+v", ver, ev.Settings) // Winners 0: the Field is not told
		}
		if len(ev.Deals) != 1 || ev.Deals[0].Deal.PBN(0) != "N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8" {
			t.Errorf("Jet %d deals: %+v", ver, ev.Deals)
		}
	}
}

// A section's Winners tells the Field: 2 (two winners) a Mitchell, 1 a
// Howell, placed at Section.Winners.
func TestReadBWSField(t *testing.T) {
	for winners, want := range map[int]string{1: "Howell", 2: "Mitchell"} {
		in := importtest.Tuesday()
		in.Sections[0].Winners = winners
		ev, probs := ReadBWS(importtest.BuildBWS(jetwrite.Jet4, in))
		if ev == nil {
			t.Fatal(probs)
		}
		if got := ev.Settings[len(ev.Settings)-1]; got != (Setting{Name: "Field", Value: want, Place: "Section.Winners"}) {
			t.Errorf("Winners %d: %+v, want Field %s", winners, got, want)
		}
	}
}

// A .bws of a teams night (Section.ScoringType 4, team scoring, in the
// Bridgemate developer's guide) is refused whole, with one error.
func TestReadBWSTeams(t *testing.T) {
	in := importtest.Tuesday()
	in.Sections[0].ScoringType = 4
	ev, probs := ReadBWS(importtest.BuildBWS(jetwrite.Jet3, in))
	if ev != nil || len(probs) != 1 || probs[0].Error() != "Section ID 1: section A's ScoringType is 4, team scoring: not a pairs event" {
		t.Errorf("%v", probs)
	}
}

// A .bws with bad records imports nothing: each is reported at its record,
// all in one run.
func TestReadBWSBadRecords(t *testing.T) {
	in := importtest.Tuesday()
	in.Records[0].Contract = "4 Q" // record 1: no such strain
	in.Records[2].Result = "+9"    // record 3: 2H+9 is 17 tricks
	in.Records[6].Lead = "Z9"      // record 7: not a card
	ev, probs := ReadBWS(importtest.BuildBWS(jetwrite.Jet4, in))
	if ev != nil {
		t.Fatal("an event from a file with bad records")
	}
	text := problemsText(probs)
	for _, want := range []string{"ID 1 ", "ID 3 ", "ID 7 "} {
		if !strings.Contains(text, want) {
			t.Errorf("no problem at %s:\n%s", want, text)
		}
	}
}

func problemsText(ps []problem.Problem) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString(p.Error() + " / " + p.Hint + "\n")
	}
	return b.String()
}

const usebioSample = `<?xml version="1.0"?>
<USEBIO Version="1.2">
<CLUB><CLUB_NAME>Riverside BC</CLUB_NAME></CLUB>
<EVENT EVENT_TYPE="MP_PAIRS">
  <TITLE>Tuesday</TITLE><DATE>06/01/2026</DATE><WINNER_TYPE>2</WINNER_TYPE>
  <PARTICIPANTS>
    <PAIR><PAIR_NUMBER>1NS</PAIR_NUMBER><PLAYER><PLAYER_NAME>Ann</PLAYER_NAME><NATIONAL_ID_NUMBER>012</NATIONAL_ID_NUMBER></PLAYER><PLAYER><PLAYER_NAME>Bob</PLAYER_NAME></PLAYER></PAIR>
    <PAIR><PAIR_NUMBER>1EW</PAIR_NUMBER><PLAYER><PLAYER_NAME>Cat</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Dan</PLAYER_NAME></PLAYER></PAIR>
  </PARTICIPANTS>
  <BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1EW</EW_PAIR_NUMBER><CONTRACT>4HX</CONTRACT><PLAYED_BY>N</PLAYED_BY><LEAD>KD</LEAD><TRICKS>9</TRICKS><SCORE>-100</SCORE></TRAVELLER_LINE>
    <TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A6040</SCORE></TRAVELLER_LINE>
  </BOARD>
</EVENT>
</USEBIO>`

func TestReadUSEBIO(t *testing.T) {
	ev, probs := ReadUSEBIO([]byte(usebioSample))
	if ev == nil {
		t.Fatal(problemsText(probs))
	}
	// 4HX by N, 9 tricks: one down; the artificial A6040 is A60/40.
	want := []Result{
		{Board: 1, NS: "1", EW: "1", Contract: "4HX", By: "N", Result: "-1", Lead: "KD"},
		{Board: 1, NS: "2", EW: "2", Score: "A60/40"},
	}
	for i := range ev.Results {
		ev.Results[i].Place = ""
	}
	if !reflect.DeepEqual(ev.Results, want) {
		t.Errorf("results %+v", ev.Results)
	}
	wantSettings := "Title=Tuesday Date=2026-01-06 Club=Riverside BC Scoring=Matchpoints Field=Mitchell"
	var got []string
	for _, s := range ev.Settings {
		got = append(got, s.Name+"="+s.Value)
	}
	if strings.Join(got, " ") != wantSettings {
		t.Errorf("settings %v", got)
	}
	if ev.Pairs[0].ID != "1" || ev.Pairs[0].Direction != "NS" || ev.Pairs[0].IDs[0] != "012" || ev.Pairs[1].Direction != "EW" {
		t.Errorf("pairs %+v", ev.Pairs)
	}
	// Every bad line, in one run.
	bad := strings.Replace(strings.Replace(usebioSample, "<TRICKS>9</TRICKS>", "<TRICKS>nine</TRICKS>", 1), "<BOARD_NUMBER>1</BOARD_NUMBER>", "<BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3</EW_PAIR_NUMBER><CONTRACT>5Q</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>11</TRICKS></TRAVELLER_LINE>", 1)
	ev, probs = ReadUSEBIO([]byte(bad))
	text := problemsText(probs)
	if ev != nil || !strings.Contains(text, "board 1, traveller line 1 (NS 3, EW 3)") || !strings.Contains(text, "board 1, traveller line 2 (NS 1NS, EW 1EW): tricks \"nine\"") {
		t.Errorf("bad lines:\n%s", text)
	}
}

const pbnSample = "[Event \"Club night\"]\r\n[EventDate \"2026.01.06\"]\r\n[Board \"1\"]\r\n[Scoring \"MatchPoints;MP1\"]\r\n" +
	"[Deal \"N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8\"]\r\n" +
	"[TotalScoreTable \"PairId;Direction;TotalScoreMP;TotalPercentage;Names;MemberID1;MemberID2\"]\r\n" +
	"1 \"N-S\" 2 100.0 \"Ann North - Bob South\" \"011\" \"012\"\r\n2 \"E-W\" 0 0.0 \"Cat East - Dan West\" - -\r\n" +
	"[ScoreTable \"Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Lead;Score_NS;Score_EW\"]\r\n" +
	" 1 1 1 2 4S N 10 HK \"420\" -\r\n 2 1 3 4 - - - - \"A+\" \"A-\"\r\n"

func TestReadPBN(t *testing.T) {
	ev, probs := ReadPBN([]byte(pbnSample))
	if ev == nil {
		t.Fatal(problemsText(probs))
	}
	// 4S by N, 10 tricks: made exactly.
	want := []Result{
		{Board: 1, Round: 1, Table: 1, NS: "1", EW: "2", Contract: "4S", By: "N", Result: "=", Lead: "HK"},
		{Board: 1, Round: 1, Table: 2, NS: "3", EW: "4", Score: "A+/-"},
	}
	for i := range ev.Results {
		ev.Results[i].Place = ""
	}
	if !reflect.DeepEqual(ev.Results, want) {
		t.Errorf("results %+v", ev.Results)
	}
	if len(ev.Pairs) != 2 || ev.Pairs[0].Names != [2]string{"Ann North", "Bob South"} || ev.Pairs[0].IDs != [2]string{"011", "012"} {
		t.Errorf("pairs %+v", ev.Pairs)
	}
	if len(ev.Totals) != 2 || ev.Totals[0].Percent != 100 || ev.SettingValue("Date") != "2026-01-06" || ev.SettingValue("Title") != "Club night" {
		t.Errorf("totals %+v, settings %+v", ev.Totals, ev.Settings)
	}
}

const linSample = "qx|o1|md|3S269H2568QADTQC2T,S47AHJD3479C4567Q,S58QH479KDKAC38JA,|rh||ah|Board 1|sv|o|pg||\n" +
	"qx|o2|md|4S9JH579QAD8KAC39Q,S5QKH24TD35TQC56K,S268AH3KD27C247TJ,|rh||ah|Board 2|sv|n|pg||\n"

// The LIN deals of the BBO forum's example (its board 1 and 2): South's,
// West's and North's hands, East's the cards left.
func TestReadLIN(t *testing.T) {
	ev, probs := ReadLIN([]byte(linSample))
	if ev == nil {
		t.Fatal(problemsText(probs))
	}
	// Board 1: South S 269 H 2568QA D TQ C 2T, West S 47A H J D 3479
	// C 4567Q, North S 58Q H 479K D KA C 38JA; East holds the cards left:
	// S KJT3 (of AKQJT98765432 less 269, 47A, 58Q), H T3, D J8652, C K9.
	if len(ev.Deals) != 2 || ev.Deals[0].Board != 1 ||
		ev.Deals[0].Deal.PBN(0) != "N:Q85.K974.AK.AJ83 KJT3.T3.J8652.K9 962.AQ8652.QT.T2 A74.J.9743.Q7654" {
		t.Errorf("deals %+v", ev.Deals)
		for _, d := range ev.Deals {
			t.Log(d.Deal.PBN(0))
		}
	}
	if _, probs := ReadLIN([]byte("qx|o1|md|3S269,,|")); !problem.HasErrors(probs) || !strings.Contains(problemsText(probs), "board 1, line 1") {
		t.Errorf("a bad deal: %v", probs)
	}
}
