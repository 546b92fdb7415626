package pairs

import (
	"strings"

	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/movement"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/xlsx"
)

// Event is a pairs event as read from a workbook.
type Event struct {
	engine.Event
	Title string // the Event sheet's Title, or the file name
	Date  string // the Event sheet's Date: 2026-11-24, or as typed when it is not a date
	// Club is the Event sheet's Club, Club ID, Event ID and Charge code,
	// for the exports.
	Club xlsx.Club
	// Deals are the boards' deals, from the Hands sheet, for the boards it
	// has: their hands are printed and exported with the results.
	Deals map[BoardID]deal.Deal
	// DD are the double-dummy tables the Hands sheet has for them.
	DD map[BoardID]dd.Table
	// Digests are the SHA-256 digests of the sets scorebook deal dealt,
	// by session, as the Hands sheet has them.
	Digests map[int]string
}

// BoardID names a board of an event: its number in a session (a pairs
// event) or a round (a teams event, whose rounds may deal their boards
// afresh).
type BoardID struct{ Session, Board int }

// Indexes into a Results row's cells. RGroup is the first column, the one
// rows are grouped by: Session for a pairs event, Round for a teams event.
const (
	RGroup = iota
	RBoard
	RNS
	REW
	RContract
	RBy
	RResult
	RScore
	RLead
	// A pairs event's Results rows may also say where the board was played.
	RRound
	RTable
)

// Read reads a pairs event: the Event, Pairs and Results sheets, each cell
// converted to what the engine takes. It returns the problems of the cells
// it could not convert, placed at their cells, and no event when a sheet
// the engine needs could not be read at all.
func Read(b *xlsx.Book) (*Event, []problem.Problem) {
	ev := &Event{}
	values, probs := b.ReadSettings(engine.SheetEvent)
	ev.Title, ev.Date = xlsx.SettingText(values, "Title"), xlsx.SettingDate(values, "Date")
	ev.Club = xlsx.ClubSettings(values)
	settings, sp := engine.ParseSettings(values)
	probs = append(probs, b.Place(sp)...)
	ev.Settings = settings
	b.SetLanguage(ev.Settings.Language)

	pairsOK, fs := readPairs(b, &ev.Event)
	probs = append(probs, fs...)
	resultsOK, placed, fs := readResults(b, &ev.Event)
	probs = append(probs, fs...)
	if placed {
		// The Movement sheet is read only when rows can be checked against
		// it: a sheet of the director's of that name is left alone otherwise.
		probs = append(probs, readMovement(b, &ev.Event)...)
	}
	probs = append(probs, readAwards(b, &ev.Event)...)
	var hands Hands
	hands, fs = ReadHands(b)
	ev.Deals, ev.DD, ev.Digests = hands.Deals, hands.DD, hands.Digests
	probs = append(probs, fs...)
	if !pairsOK || !resultsOK {
		return nil, probs
	}
	return ev, probs
}

func readPairs(b *xlsx.Book, ev *engine.Event) (bool, []problem.Problem) {
	t, probs := b.ReadTable(engine.SheetPairs, pairsColumns)
	if t == nil {
		return false, probs
	}
	for _, r := range t.Rows {
		// Member numbers are kept as typed, never read as numbers: 012345
		// is not 12345 (a number cell has lost the zero already; the
		// template's ID columns are text).
		p := engine.Pair{ID: xlsx.Identifier(r.Cells[0]), Line: r.Line,
			Names: []string{strings.TrimSpace(r.Cells[1]), strings.TrimSpace(r.Cells[2])},
			IDs:   []string{strings.TrimSpace(r.Cells[4]), strings.TrimSpace(r.Cells[5])}}
		for k, col := range handicapColumns {
			h, bad := readHandicap(t, r, col, r.Cells[6+k])
			if bad != nil {
				probs = append(probs, *bad)
			}
			p.Handicaps[k] = h
			ev.Handicapped = ev.Handicapped || strings.TrimSpace(r.Cells[6+k]) != ""
		}
		d := strings.NewReplacer("/", "", "\\", "").Replace(r.Cells[3])
		i, ok := setting.Match(d, directionWords...)
		switch {
		case strings.TrimSpace(d) == "":
		case ok:
			p.Direction = []engine.Direction{engine.NS, engine.EW}[i]
		default:
			probs = append(probs, t.Problem(r.Line, "Direction", "write NS or EW, or leave it empty",
				"direction %q is not NS or EW", strings.TrimSpace(r.Cells[3])))
		}
		ev.Pairs = append(ev.Pairs, p)
	}
	return true, probs
}

// maxRowsHint caps the rows made room for before Results is read.
const maxRowsHint = 1 << 18

// readResults reads the Results sheet. It may hold hundreds of thousands
// of rows: each is turned into an engine row as it is read, not kept. It
// reports too whether the sheet has Round and Table columns.
func readResults(b *xlsx.Book, ev *engine.Event) (ok, placed bool, _ []problem.Problem) {
	var probs []problem.Problem
	ids := map[string]string{} // each identifier once, however many rows name it
	intern := func(s string) string {
		if id, ok := ids[s]; ok {
			return id
		}
		ids[s] = s
		return s
	}
	// Grown one row at a time, the rows of a national event are copied
	// over and over: sized from the sheet's last row (capped, as a sheet's
	// last value may be far below its rows).
	ev.Rows = make([]engine.Row, 0, min(b.RowsHint(engine.SheetResults), maxRowsHint))
	t, fs := b.ScanTable(engine.SheetResults, resultsColumns, func(t *xlsx.Table, r xlsx.Row) {
		row, ps := readResult(t, r, ev.Settings.Language)
		row.NSID, row.EWID = intern(row.NSID), intern(row.EWID)
		ev.Rows = append(ev.Rows, row)
		probs = append(probs, ps...)
	})
	if t == nil {
		return false, false, fs
	}
	return true, t.Has("Round") && t.Has("Table"), append(fs, probs...)
}

// readResult reads one Results row, converting each cell; a cell that
// cannot be converted is reported, left unknown and the row marked Unread.
func readResult(t *xlsx.Table, r xlsx.Row, in lang.Lang) (engine.Row, []problem.Problem) {
	row := engine.Row{Line: r.Line, NSID: xlsx.Identifier(r.Cells[RNS]), EWID: xlsx.Identifier(r.Cells[REW])}
	var probs []problem.Problem
	var ok bool
	row.Session, ok = GroupNumber(t, r, "Session", &probs)
	if !ok {
		row.Session, row.Unread = -1, true
	}
	if row.Board, ok = BoardNumber(t, r, &probs); !ok {
		row.Board, row.Unread = -1, true
	}
	// Where the board was played is not needed to score it: a cell that
	// cannot be read is reported, and the row left out of the movement's
	// checks.
	row.Round = PlaceNumber(t, r, RRound, "Round", &probs)
	row.Table = PlaceNumber(t, r, RTable, "Table", &probs)
	var unread bool
	row.TravellerLine, unread = ReadPlayed(t, r, in, &probs)
	row.Unread = row.Unread || unread
	return row, probs
}

// ReadPlayed reads how the board went at a table (ReadLine), its problems
// added to probs. A line that cannot be read is kept for the checks of who
// met whom, with nothing scored: unread says so.
func ReadPlayed(t *xlsx.Table, r xlsx.Row, in lang.Lang, probs *[]problem.Problem) (_ bridge.TravellerLine, unread bool) {
	line, ps := ReadLine(t, r, in)
	*probs = append(*probs, ps...)
	if problem.HasErrors(ps) {
		line.Score = bridge.TableScore{Kind: bridge.Real}
		return line, true
	}
	return line, false
}

// lettersOf is the language whose letters a Results sheet's contracts and
// declarers are read in. French and German letters give C another suit
// than English does (cœur, hearts, not clubs): a sheet headed in English
// (Contract, By), typed from the English template, is read in English
// letters whatever its Language setting, so that turning an English
// workbook's results into French never turns its clubs into hearts. A
// sheet headed in the language (Contrat, Kontrakt) is read in its letters.
// The other languages' letters mean nothing else in English.
func lettersOf(t *xlsx.Table, in lang.Lang) lang.Lang {
	if in != lang.French && in != lang.German {
		return in
	}
	for _, col := range []string{"Contract", "By"} {
		if h := strings.TrimSpace(t.Header(col)); h != "" {
			if strings.EqualFold(h, col) {
				return lang.English
			}
			return in
		}
	}
	return in
}

// ReadLine reads how a board went at a table, as every Results sheet says
// it: the contract, declarer and result when given, and the Score cell as
// typed (bridge.ReadTravellerLine), its problems placed at their cells.
// The suits and seats are read in the workbook's language as well
// (bridge.ReadTravellerLineIn: Dutch 4SA by Z).
func ReadLine(t *xlsx.Table, r xlsx.Row, in lang.Lang) (bridge.TravellerLine, []problem.Problem) {
	line, ps := bridge.ReadTravellerLineIn(lettersOf(t, in), r.Cells[RContract], r.Cells[RBy], r.Cells[RResult], r.Cells[RScore])
	if tricksHeaders[strings.ToLower(t.Header("Result"))] {
		line.TricksTaken()
	}
	ps = append(ps, line.ReadLead(r.Cells[RLead])...)
	for i, p := range ps {
		ps[i] = t.At(r.Line, p.Column, p)
	}
	return line, ps
}

// GroupNumber reads a row's first cell, its Session or Round: a number from
// 1, or 1 when the cell (or the column) is empty.
func GroupNumber(t *xlsx.Table, r xlsx.Row, col string, probs *[]problem.Problem) (int, bool) {
	s := strings.TrimSpace(r.Cells[RGroup])
	if s == "" {
		return 1, true
	}
	n, isInt := xlsx.ParseInt(s)
	if !isInt || n < 1 {
		*probs = append(*probs, notNumbered(t, r.Line, col, s))
		return 0, false
	}
	return n, true
}

// notNumbered is the problem of a Session, Round or Table cell that is not
// a number from 1.
func notNumbered(t *xlsx.Table, line int, col, s string) problem.Problem {
	switch col {
	case "Session":
		return t.Problem(line, col, "sessions are numbered 1, 2, …", "session %q is not a session number", s)
	case "Round":
		return t.Problem(line, col, "rounds are numbered 1, 2, …", "round %q is not a round number", s)
	}
	return t.Problem(line, col, "tables are numbered 1, 2, …", "table %q is not a table number", s)
}

// BoardNumber reads a row's Board cell.
func BoardNumber(t *xlsx.Table, r xlsx.Row, probs *[]problem.Problem) (int, bool) {
	s := strings.TrimSpace(r.Cells[RBoard])
	if s == "" {
		*probs = append(*probs, t.Problem(r.Line, "Board", "type the board number", "the board number is missing"))
		return 0, false
	}
	n, isInt := xlsx.ParseInt(s)
	if !isInt || n < 1 {
		*probs = append(*probs, t.Problem(r.Line, "Board", "boards are numbered 1, 2, …", "board %q is not a board number", s))
		return 0, false
	}
	return n, true
}

// PlaceNumber reads a Round or Table cell, cell i of the row: 0 when
// empty, −1 when it is not a number from 1.
func PlaceNumber(t *xlsx.Table, r xlsx.Row, i int, col string, probs *[]problem.Problem) int {
	s := strings.TrimSpace(r.Cells[i])
	if s == "" {
		return 0
	}
	n, isInt := xlsx.ParseInt(s)
	if !isInt || n < 1 {
		*probs = append(*probs, notNumbered(t, r.Line, col, s))
		return -1
	}
	return n
}

// readMovement reads the Movement sheet, when the workbook has one: each
// row of its table cards and guide cards, a table in a round. A row that
// repeats the header (each card has its own, for printing) is skipped.
func readMovement(b *xlsx.Book, ev *engine.Event) []problem.Problem {
	if !b.HasSheet(engine.SheetMovement) {
		return nil
	}
	t, probs := b.ReadTable(engine.SheetMovement, movementColumns)
	if t == nil {
		return probs
	}
	ev.HasMovement = true
	for _, r := range t.Rows {
		if strings.EqualFold(strings.TrimSpace(r.Cells[0]), "Round") && strings.EqualFold(strings.TrimSpace(r.Cells[1]), "Table") {
			continue
		}
		e := movement.Entry{Line: r.Line}
		for i, col := range []string{"Round", "Table"} {
			n, ok := xlsx.ParseInt(r.Cells[i])
			if !ok || n < 1 {
				probs = append(probs, notNumbered(t, r.Line, col, strings.TrimSpace(r.Cells[i])))
				n = -1
			}
			if i == 0 {
				e.Round = n
			} else {
				e.Table = n
			}
		}
		for i, col := range []string{"NS", "EW"} {
			s := strings.TrimSpace(r.Cells[2+i])
			n, ok := 0, true
			if s != "" {
				n, ok = xlsx.ParseInt(s)
			}
			if !ok || n < 0 {
				probs = append(probs, t.Problem(r.Line, col, "the movement numbers the pairs 1, 2, …; leave the cell empty for nobody (a sit-out)", "pair %q is not a pair number", s))
				e.Round = -1
			}
			if i == 0 {
				e.NS = n
			} else {
				e.EW = n
			}
		}
		bs, err := movement.ParseBoards(r.Cells[4])
		if err != nil {
			probs = append(probs, t.Parsed(r.Line, "Boards", err))
			e.Round = -1
		}
		e.Boards = bs
		ev.Movement = append(ev.Movement, e)
	}
	return probs
}

// directionWords are a Pairs row's Direction, NS or EW, by the spellings
// below and each language's word (NZ and OW in Dutch, ΒΝ and ΑΔ in Greek,
// ØV in Norwegian), as a template in the language is typed.
var directionWords = [][]string{{lang.Key("NS"), "N-S", "NZ"}, {lang.Key("EW"), "E-W", "OW", "EO"}}
