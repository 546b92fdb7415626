package bws

import (
	"bytes"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/jet"
	"github.com/scorebook/scorebook/internal/jet/jetwrite"
)

// buildBWS writes in's records as a .bws of the Bridgemate schema (the
// columns and types of the real file's tables, as internal/jet reads them
// from club-251223.bws), in Jet 3 or Jet 4.
func buildBWS(ver jetwrite.Version, in *Input) []byte {
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

// The hand-made Howell, written to a .bws of the Bridgemate schema in each
// format, loads and maps as it does from memory.
func TestBuiltBWS(t *testing.T) {
	in := howell()
	in.SessionName, in.Date = "Tuesday pairs", time.Date(2026, 1, 6, 0, 0, 0, 0, time.UTC)
	want := mapOK(t, in)
	for _, ver := range []jetwrite.Version{jetwrite.Jet3, jetwrite.Jet4} {
		got := mapOK(t, load(t, buildBWS(ver, in)))
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Jet %d:\n%+v\nwant\n%+v", ver, got, want)
		}
	}
}

// A database without the Bridgemate tables is not a result file.
func TestLoadNotBWS(t *testing.T) {
	b := jetwrite.Write(jetwrite.Jet4, jetwrite.Table{Name: "Other", Columns: []jetwrite.Column{{Name: "A", Type: jetwrite.Long}}})
	db, err := jet.Open(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(db); err == nil || !strings.Contains(err.Error(), "no Section table") {
		t.Errorf("load: %v", err)
	}
}

// FuzzLoad reads any bytes as a .bws: an error from the reader, an error
// from Load, or an event or a list of problems from Map; never a panic.
// Map's result holds together: every result's pairs are pairs of the event.
func FuzzLoad(f *testing.F) {
	f.Add(buildBWS(jetwrite.Jet3, howell()))
	f.Fuzz(func(t *testing.T, data []byte) {
		db, err := jet.Open(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			if !errors.Is(err, jet.ErrCorrupt) {
				t.Fatalf("open: %v", err)
			}
			return
		}
		in, err := Load(db)
		if err != nil {
			return
		}
		ev, probs := Map(in)
		if ev == nil && !problem.HasErrors(probs) {
			t.Fatal("no event and no error")
		}
		if ev == nil {
			return
		}
		ids := map[string]bool{}
		for _, p := range ev.Pairs {
			ids[p.ID] = true
		}
		for _, r := range ev.Results {
			if !ids[r.NS] || !ids[r.EW] {
				t.Fatalf("result %d names pairs %q and %q, not both of the event", r.ID, r.NS, r.EW)
			}
		}
	})
}
