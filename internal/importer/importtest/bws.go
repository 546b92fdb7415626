// Package importtest builds the files scorebook import reads, for tests:
// a .bws of the Bridgemate schema (the columns and types of a real
// Bridgemate database's tables, as internal/jet reads them from the real
// club-251223.bws), written with internal/jet/jetwrite, and a small
// Mitchell to write into one.
package importtest

import (
	"strconv"
	"time"

	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/internal/bws"
	"github.com/scorebook/scorebook/internal/jet/jetwrite"
)

// BuildBWS writes in's records as a .bws of the Bridgemate schema, in Jet 3
// or Jet 4.
func BuildBWS(ver jetwrite.Version, in *bws.Input) []byte {
	col := func(name string, t jetwrite.Type, size int) jetwrite.Column {
		return jetwrite.Column{Name: name, Type: t, Size: size, Compress: true}
	}
	i16 := func(v int) any { return int16(v) }
	txt := func(s string) any {
		if s == "" {
			return nil
		}
		return s
	}
	session := jetwrite.Table{Name: "Session", Columns: []jetwrite.Column{
		col("ID", jetwrite.Int, 0), col("Name", jetwrite.Text, 40), col("Date", jetwrite.DateTime, 0),
		col("Time", jetwrite.DateTime, 0), col("GUID", jetwrite.Text, 80), col("Status", jetwrite.Int, 0),
		col("ShowInApp", jetwrite.Bool, 0),
	}, Rows: [][]any{{int16(1), in.SessionName, in.Date, nil, nil, int16(0), false}}}
	section := jetwrite.Table{Name: "Section", Columns: []jetwrite.Column{
		col("ID", jetwrite.Int, 0), col("Letter", jetwrite.Text, 3), col("Tables", jetwrite.Int, 0),
		col("MissingPair", jetwrite.Int, 0), col("EWMoveBeforePlay", jetwrite.Long, 0), col("Session", jetwrite.Int, 0),
		col("ScoringType", jetwrite.Int, 0), col("Winners", jetwrite.Int, 0),
	}}
	for _, s := range in.Sections {
		section.Rows = append(section.Rows, []any{i16(s.ID), s.Letter + "  ", i16(s.Tables), i16(s.MissingPair),
			int32(0), i16(s.Session), i16(s.ScoringType), i16(s.Winners)})
	}
	rounds := jetwrite.Table{Name: "RoundData", Columns: []jetwrite.Column{
		col("Section", jetwrite.Int, 0), col("Table", jetwrite.Int, 0), col("Round", jetwrite.Int, 0),
		col("NSPair", jetwrite.Int, 0), col("EWPair", jetwrite.Int, 0), col("LowBoard", jetwrite.Int, 0),
		col("HighBoard", jetwrite.Int, 0), col("CustomBoards", jetwrite.Text, 255),
	}}
	for _, s := range in.Seatings {
		rounds.Rows = append(rounds.Rows, []any{i16(s.Section), i16(s.Table), i16(s.Round), i16(s.NS), i16(s.EW),
			i16(s.LowBoard), i16(s.HighBoard), txt(s.CustomBoards)})
	}
	received := jetwrite.Table{Name: "ReceivedData", Columns: []jetwrite.Column{
		col("ID", jetwrite.Long, 0), col("Section", jetwrite.Int, 0), col("Table", jetwrite.Int, 0),
		col("Round", jetwrite.Int, 0), col("Board", jetwrite.Int, 0), col("PairNS", jetwrite.Int, 0),
		col("PairEW", jetwrite.Int, 0), col("Declarer", jetwrite.Int, 0), col("NS/EW", jetwrite.Text, 2),
		col("Contract", jetwrite.Text, 10), col("Result", jetwrite.Text, 10), col("LeadCard", jetwrite.Text, 10),
		col("Remarks", jetwrite.Text, 255), col("DateLog", jetwrite.DateTime, 0), col("TimeLog", jetwrite.DateTime, 0),
		col("Processed", jetwrite.Bool, 0), col("Erased", jetwrite.Bool, 0),
	}}
	for _, r := range in.Records {
		received.Rows = append(received.Rows, []any{int32(r.ID), i16(r.Section), i16(r.Table), i16(r.Round),
			i16(r.Board), i16(r.PairNS), i16(r.PairEW), i16(r.Declarer), txt(r.Seat), txt(r.Contract),
			txt(r.Result), txt(r.Lead), txt(r.Remarks), in.Date, nil, false, r.Erased})
	}
	players := jetwrite.Table{Name: "PlayerNumbers", Columns: []jetwrite.Column{
		col("Section", jetwrite.Int, 0), col("Table", jetwrite.Int, 0), col("Direction", jetwrite.Text, 2),
		col("Number", jetwrite.Text, 16), col("Name", jetwrite.Text, 18), col("Round", jetwrite.Int, 0),
		col("Updated", jetwrite.Bool, 0),
	}}
	for _, p := range in.Players {
		players.Rows = append(players.Rows, []any{i16(p.Section), i16(p.Table), txt(p.Direction), txt(p.Number),
			txt(p.Name), i16(p.Round), false})
	}
	hands := jetwrite.Table{Name: "HandRecord", Columns: []jetwrite.Column{col("Section", jetwrite.Int, 0), col("Board", jetwrite.Int, 0)}}
	for _, seat := range []string{"North", "East", "South", "West"} {
		for _, suit := range []string{"Spades", "Hearts", "Diamonds", "Clubs"} {
			hands.Columns = append(hands.Columns, col(seat+suit, jetwrite.Text, 13))
		}
	}
	for _, h := range in.Hands {
		row := []any{i16(h.Section), i16(h.Board)}
		for _, seat := range h.Suits {
			for _, suit := range seat {
				row = append(row, txt(suit))
			}
		}
		hands.Rows = append(hands.Rows, row)
	}
	members := jetwrite.Table{Name: "PlayerNames", Columns: []jetwrite.Column{
		col("ID", jetwrite.Long, 0), col("Name", jetwrite.Text, 18), col("strID", jetwrite.Text, 18),
	}}
	for id, name := range in.Members {
		n, _ := strconv.Atoi(id)
		members.Rows = append(members.Rows, []any{int32(n), name, id})
	}
	return jetwrite.Write(ver, session, section, rounds, received, players, hands, members)
}

// Tuesday is a small club night at the pads: one section of two tables,
// four pairs in a Mitchell (NS 1 and 2 stay, EW 1 and 2 move), two rounds
// of two boards, entered at the tables; board 4 at table 2 was entered
// twice (record 9 replaces record 8, as the pads do), and record 5 was
// erased. Names are entered before play (round 0); board 1's deal is in
// HandRecord.
//
// The results, worked by hand (board 1 dealer N, none vulnerable; board 2
// dealer E, NS vulnerable; board 3 dealer S, EW vulnerable; board 4 dealer
// W, both):
//
//	record 1, table 1 round 1 board 1: NS 1 v EW 1, 4 S by N =,   NS +420, lead HK
//	record 2, table 1 round 1 board 2: NS 1 v EW 1, 3 NT by E -1, NS +50
//	record 3, table 2 round 1 board 3: NS 2 v EW 2, 2 H by S +1,  NS +140
//	record 4, table 2 round 1 board 4: NS 2 v EW 2, PASS
//	record 5, table 1 round 2 board 3: erased
//	record 6, table 1 round 2 board 3: NS 1 v EW 2, 3 H by N =,   NS +140
//	record 7, table 1 round 2 board 4: NS 1 v EW 2, 4 S x by W -2, NS +500
//	record 8, table 2 round 2 board 1: NS 2 v EW 1, 4 S by N -1 (replaced)
//	record 9, table 2 round 2 board 1: NS 2 v EW 1, 4 S by N +1,  NS +450
//	record 10, table 2 round 2 board 2: NS 2 v EW 1, 1 NT by S =, NS +90 (NS vulnerable: 90)
func Tuesday() *bws.Input {
	in := &bws.Input{SessionName: "Tuesday pairs", Date: time.Date(2026, 1, 6, 0, 0, 0, 0, time.UTC)}
	in.Sections = []bws.Section{{ID: 1, Letter: "A", Tables: 2, Session: 1}}
	in.Seatings = []bws.Seating{
		{Section: 1, Table: 1, Round: 1, NS: 1, EW: 1, LowBoard: 1, HighBoard: 2},
		{Section: 1, Table: 2, Round: 1, NS: 2, EW: 2, LowBoard: 3, HighBoard: 4},
		{Section: 1, Table: 1, Round: 2, NS: 1, EW: 2, LowBoard: 3, HighBoard: 4},
		{Section: 1, Table: 2, Round: 2, NS: 2, EW: 1, LowBoard: 1, HighBoard: 2},
	}
	rec := func(id, table, round, board, ns, ew, declarer int, seat, contract, result, lead string) bws.Record {
		return bws.Record{ID: id, Section: 1, Table: table, Round: round, Board: board, PairNS: ns, PairEW: ew,
			Declarer: declarer, Seat: seat, Contract: contract, Result: result, Lead: lead}
	}
	in.Records = []bws.Record{
		rec(1, 1, 1, 1, 1, 1, 1, "N", "4 S", "=", "HK"),
		rec(2, 1, 1, 2, 1, 1, 1, "E", "3 NT", "-1", ""),
		rec(3, 2, 1, 3, 2, 2, 2, "S", "2 H", "+1", ""),
		rec(4, 2, 1, 4, 2, 2, 0, "", "PASS", "", ""),
		rec(5, 1, 2, 3, 1, 2, 1, "N", "7 NT", "=", ""),
		rec(6, 1, 2, 3, 1, 2, 1, "N", "3 H", "=", ""),
		rec(7, 1, 2, 4, 1, 2, 2, "W", "4 S x", "-2", ""),
		rec(8, 2, 2, 1, 2, 1, 2, "N", "4 S", "-1", ""),
		rec(9, 2, 2, 1, 2, 1, 2, "N", "4 S", "+1", ""),
		rec(10, 2, 2, 2, 2, 1, 2, "S", "1 NT", "=", ""),
	}
	in.Records[4].Erased = true
	player := func(table int, dir, number, name string) bws.Player {
		return bws.Player{Section: 1, Table: table, Round: 0, Direction: dir, Number: number, Name: name}
	}
	in.Players = []bws.Player{
		player(1, "N", "101", "Ann North"), player(1, "S", "102", "Bob South"),
		player(1, "E", "103", "Cat East"), player(1, "W", "104", "Dan West"),
		player(2, "N", "105", "Eve North"), player(2, "S", "106", "Fay South"),
		player(2, "E", "107", "Gus East"), player(2, "W", "108", "Hal West"),
	}
	// Board 1's deal is the real FFB file's board 1:
	// N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8.
	in.Hands = []bws.Hand{{Section: 1, Board: 1, Suits: [4][4]string{
		{"KQT6", "AJT", "T984", "65"}, {"A2", "K9876", "72", "9742"},
		{"J543", "43", "AQ5", "AKJ3"}, {"987", "Q52", "KJ63", "QT8"},
	}}}
	return in
}

// ClubNight is a night at the pads as scorebook new pairs --tables 3
// --boards-per-round 2 lays it out: a 3-table Mitchell, 3 rounds of 2
// boards, NS 1 to 3 staying at their tables, EW 1 to 3 moving. Every board
// is played in 4 S by North: made exactly at table 1, with an overtrick at
// table 2, one down at table 3, so that on every board (3 results, top 4,
// European matchpoints) NS 2 gets 4, NS 1 2 and NS 3 0, and each EW pair,
// meeting each NS pair on 2 boards, 2·(2+0+4) = 12 of 24. NS 2 wins with
// 100%, NS 1 has 50%, NS 3 0%, every EW pair 50%. The lead is the king of
// hearts everywhere. At table 3, round 1, the first board was entered
// first as 4 S +1 by mistake and entered again (the later record counts);
// an erased record of a board never played (7 NT) is left in the table.
// Each table's players are entered before play.
func ClubNight() *bws.Input {
	m, err := movement.Make(movement.Spec{Tables: 3, BoardsPerRound: 2})
	if err != nil {
		panic(err)
	}
	in := &bws.Input{SessionName: "Tuesday pairs", Date: time.Date(2026, 1, 6, 0, 0, 0, 0, time.UTC)}
	in.Sections = []bws.Section{{ID: 1, Letter: "A", Tables: 3, Session: 1}}
	id := 0
	for _, round := range m.Seats {
		for _, s := range round {
			in.Seatings = append(in.Seatings, bws.Seating{Section: 1, Table: s.Table, Round: s.Round, NS: s.NS.Number, EW: s.EW.Number,
				LowBoard: s.Boards[0], HighBoard: s.Boards[len(s.Boards)-1]})
			for i, b := range s.Boards {
				result := [...]string{"=", "+1", "-1"}[s.Table-1]
				rec := bws.Record{Section: 1, Table: s.Table, Round: s.Round, Board: b, PairNS: s.NS.Number, PairEW: s.EW.Number,
					Declarer: s.NS.Number, Seat: "N", Contract: "4 S", Result: result, Lead: "HK"}
				if s.Table == 3 && s.Round == 1 && i == 0 {
					id++
					wrong := rec
					wrong.ID, wrong.Result = id, "+1"
					in.Records = append(in.Records, wrong)
				}
				id++
				rec.ID = id
				in.Records = append(in.Records, rec)
			}
		}
	}
	id++
	in.Records = append(in.Records, bws.Record{ID: id, Section: 1, Table: 1, Round: 1, Board: 1, PairNS: 1, PairEW: 1,
		Declarer: 1, Seat: "N", Contract: "7 NT", Result: "=", Erased: true})
	names := [][4]string{{"Ann Archer", "Ben Baker", "Cath Cole", "Dev Dean"}, {"Eve Ellis", "Finn Ford", "Gail Grant", "Hugh Hale"},
		{"Ida Irwin", "Joe Judd", "Kay Kent", "Lou Lamb"}}
	for t, n := range names {
		for k, dir := range []string{"N", "S", "E", "W"} {
			in.Players = append(in.Players, bws.Player{Section: 1, Table: t + 1, Direction: dir,
				Number: strconv.Itoa(1000 + 4*t + k + 1), Name: n[k]})
		}
	}
	return in
}
