package bws

import (
	"fmt"
	"strings"
	"time"

	"github.com/scorebook/scorebook/internal/jet"
)

// Section is a row of the Section table.
type Section struct {
	ID          int
	Letter      string // trimmed: the pads pad it ("A  ")
	Tables      int
	MissingPair int
	Session     int
	// Winners is 1 for a one-winner movement (one ranking), 2 for a
	// two-winner one (NS and EW ranked apart), 0 when the scoring program
	// did not say (the Bridgemate developer's guide added the column in its
	// revision 44; TabScore reads it so: RankingList.cs, Database.cs).
	Winners int
	// ScoringType is the section's scoring as BCS codes it (4 is team
	// scoring, the guide's revision 47: importer refuses it); its other codes do not set Scoring.
	ScoringType int
}

// Seating is a row of RoundData: who plays which boards at a table in a
// round.
type Seating struct {
	Section, Table, Round int
	NS, EW                int // pair numbers
	LowBoard, HighBoard   int
	CustomBoards          string
}

// Record is a row of ReceivedData: one result as entered at a table.
type Record struct {
	ID                    int
	Section, Table, Round int
	Board                 int
	PairNS, PairEW        int
	Declarer              int    // the declaring pair's number
	Seat                  string // NS/EW: the declarer's seat, N E S W
	Contract              string // "4 H x", "3 NT", "PASS"
	Result                string // "=", "+1", "-2"
	Lead                  string // "S10"
	Remarks               string
	Erased                bool
}

// Player is a row of PlayerNumbers.
type Player struct {
	Section, Table, Round int
	Direction             string // N E S W
	Number                string // member number, as text
	Name                  string
}

// Hand is a row of HandRecord: a board's deal in one section, each hand's
// suits as PBN writes them ("AKQT2", T the ten; "" a void).
type Hand struct {
	Section, Board int
	// Suits[seat][suit]: seats N E S W, suits S H D C.
	Suits [4][4]string
}

// Input is what Map reads: the tables' rows, in the database's order.
type Input struct {
	SessionName string
	Date        time.Time // the Session's date; zero when not given
	Sections    []Section
	Seatings    []Seating
	Records     []Record
	Players     []Player
	Hands       []Hand
	// Members are PlayerNames' names by member number (its ID and strID),
	// for a PlayerNumbers row that gives a number and no name.
	Members map[string]string
}

// source reads one table's columns by name.
type source struct {
	name string
	cols map[string]int
	rows [][]any
}

func readSource(db *jet.DB, name string, optional bool) (*source, error) {
	t, err := db.Table(name)
	if err != nil {
		if optional {
			return &source{name: name}, nil
		}
		return nil, fmt.Errorf("bws: the database has no %s table, so it is not a Bridgemate result file", name)
	}
	rows, err := t.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("bws: reading table %s: %w", name, err)
	}
	s := &source{name: name, cols: map[string]int{}, rows: rows}
	for i, c := range t.Columns {
		s.cols[strings.ToLower(c.Name)] = i
	}
	return s, nil
}

func (s *source) need(cols ...string) error {
	for _, c := range cols {
		if _, ok := s.cols[strings.ToLower(c)]; !ok {
			return fmt.Errorf("bws: table %s has no %s column", s.name, c)
		}
	}
	return nil
}

func (s *source) value(row []any, col string) any {
	i, ok := s.cols[strings.ToLower(col)]
	if !ok {
		return nil
	}
	return row[i]
}

func (s *source) int(row []any, col string) int {
	switch v := s.value(row, col).(type) {
	case uint8:
		return int(v)
	case int16:
		return int(v)
	case int32:
		return int(v)
	case int64:
		return int(v)
	case float64:
		return int(v)
	case bool:
		if v {
			return 1
		}
	}
	return 0
}

func (s *source) text(row []any, col string) string {
	switch v := s.value(row, col).(type) {
	case string:
		return strings.TrimSpace(v)
	case nil:
		return ""
	default:
		return strings.TrimSpace(fmt.Sprint(v))
	}
}

func (s *source) bool(row []any, col string) bool {
	b, _ := s.value(row, col).(bool)
	return b
}

// Load reads the tables Map needs from a .bws database. The database is
// read, never written: a caller importing a file the pads may still be
// writing opens a copy.
func Load(db *jet.DB) (*Input, error) {
	in := &Input{}
	sec, err := readSource(db, "Section", false)
	if err != nil {
		return nil, err
	}
	rd, err := readSource(db, "RoundData", false)
	if err != nil {
		return nil, err
	}
	rc, err := readSource(db, "ReceivedData", false)
	if err != nil {
		return nil, err
	}
	pn, err := readSource(db, "PlayerNumbers", true)
	if err != nil {
		return nil, err
	}
	ses, err := readSource(db, "Session", true)
	if err != nil {
		return nil, err
	}
	hr, err := readSource(db, "HandRecord", true)
	if err != nil {
		return nil, err
	}
	names, err := readSource(db, "PlayerNames", true)
	if err != nil {
		return nil, err
	}
	for _, c := range []struct {
		s    *source
		cols []string
	}{
		{sec, []string{"ID", "Letter"}},
		{rd, []string{"Section", "Table", "Round", "NSPair", "EWPair"}},
		{rc, []string{"ID", "Section", "Table", "Round", "Board", "PairNS", "PairEW", "NS/EW", "Contract", "Result"}},
	} {
		if err := c.s.need(c.cols...); err != nil {
			return nil, err
		}
	}
	if len(ses.rows) > 0 {
		in.SessionName = ses.text(ses.rows[0], "Name")
		if d, ok := ses.value(ses.rows[0], "Date").(time.Time); ok {
			in.Date = d
		}
	}
	for _, r := range sec.rows {
		in.Sections = append(in.Sections, Section{
			ID: sec.int(r, "ID"), Letter: sec.text(r, "Letter"), Tables: sec.int(r, "Tables"),
			MissingPair: sec.int(r, "MissingPair"), Session: sec.int(r, "Session"),
			Winners: sec.int(r, "Winners"), ScoringType: sec.int(r, "ScoringType"),
		})
	}
	for _, r := range rd.rows {
		in.Seatings = append(in.Seatings, Seating{
			Section: rd.int(r, "Section"), Table: rd.int(r, "Table"), Round: rd.int(r, "Round"),
			NS: rd.int(r, "NSPair"), EW: rd.int(r, "EWPair"),
			LowBoard: rd.int(r, "LowBoard"), HighBoard: rd.int(r, "HighBoard"),
			CustomBoards: rd.text(r, "CustomBoards"),
		})
	}
	for _, r := range rc.rows {
		in.Records = append(in.Records, Record{
			ID: rc.int(r, "ID"), Section: rc.int(r, "Section"), Table: rc.int(r, "Table"),
			Round: rc.int(r, "Round"), Board: rc.int(r, "Board"),
			PairNS: rc.int(r, "PairNS"), PairEW: rc.int(r, "PairEW"), Declarer: rc.int(r, "Declarer"),
			Seat: rc.text(r, "NS/EW"), Contract: rc.text(r, "Contract"), Result: rc.text(r, "Result"),
			Lead: rc.text(r, "LeadCard"), Remarks: rc.text(r, "Remarks"), Erased: rc.bool(r, "Erased"),
		})
	}
	for _, r := range pn.rows {
		in.Players = append(in.Players, Player{
			Section: pn.int(r, "Section"), Table: pn.int(r, "Table"), Round: pn.int(r, "Round"),
			Direction: pn.text(r, "Direction"), Number: pn.text(r, "Number"), Name: pn.text(r, "Name"),
		})
	}
	seats, suits := []string{"North", "East", "South", "West"}, []string{"Spades", "Hearts", "Diamonds", "Clubs"}
	for _, r := range hr.rows {
		h := Hand{Section: hr.int(r, "Section"), Board: hr.int(r, "Board")}
		for i, seat := range seats {
			for j, suit := range suits {
				h.Suits[i][j] = hr.text(r, seat+suit)
			}
		}
		in.Hands = append(in.Hands, h)
	}
	for _, r := range names.rows {
		name := names.text(r, "Name")
		if name == "" {
			continue
		}
		if in.Members == nil {
			in.Members = map[string]string{}
		}
		for _, col := range []string{"ID", "strID"} {
			if id := names.text(r, col); id != "" && id != "0" {
				in.Members[id] = name
			}
		}
	}
	return in, nil
}
