package individual

import (
	"strings"

	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	engine "github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// Event is an individual event as read from a workbook.
type Event struct {
	engine.Event
	Title string // the Event sheet's Title
	Date  string // the Event sheet's Date: 2026-11-24, or as typed when it is not a date
	// Club is the Event sheet's Club, Club ID, Event ID and Charge code,
	// for the exports.
	Club xlsx.Club
	// Deals are the boards' deals, from the Hands sheet (as a pairs
	// event's, session 1), and DD their double-dummy tables.
	Deals   map[pairs.BoardID]deal.Deal
	DD      map[pairs.BoardID]dd.Table
	Digests map[int]string
	// HasClub says that a player has a Club: the sheets then print it.
	HasClub bool
}

// Read reads an individual event: the Event, Players and Results sheets
// (and Hands, when there), each cell converted to what the engine takes.
// It returns the problems of the cells it could not convert, placed at
// their cells, and no event when a sheet the engine needs could not be
// read at all.
func Read(b *xlsx.Book) (*Event, []problem.Problem) {
	ev := &Event{}
	values, probs := b.ReadSettings(engine.SheetEvent)
	ev.Title, ev.Date = xlsx.SettingText(values, "Title"), xlsx.SettingDate(values, "Date")
	ev.Club = xlsx.ClubSettings(values)
	settings, sp := engine.ParseSettings(values)
	probs = append(probs, b.Place(sp)...)
	ev.Settings = settings
	b.SetLanguage(ev.Settings.Language)

	playersOK, fs := readPlayers(b, ev)
	probs = append(probs, fs...)
	resultsOK, fs := readResults(b, ev)
	probs = append(probs, fs...)
	hands, fs := pairs.ReadHands(b)
	ev.Deals, ev.DD, ev.Digests = hands.Deals, hands.DD, hands.Digests
	probs = append(probs, fs...)
	if !playersOK || !resultsOK {
		return nil, probs
	}
	return ev, probs
}

func readPlayers(b *xlsx.Book, ev *Event) (bool, []problem.Problem) {
	t, probs := b.ReadTable(engine.SheetPlayers, playersColumns)
	if t == nil {
		return false, probs
	}
	for _, r := range t.Rows {
		p := engine.Player{Line: r.Line, Name: strings.TrimSpace(r.Cells[1]), Club: strings.TrimSpace(r.Cells[2]),
			// A federation number is kept as typed: 012345 is not 12345.
			ID: strings.TrimSpace(r.Cells[3])}
		if s := strings.TrimSpace(r.Cells[0]); s != "" {
			n, ok := xlsx.ParseInt(s)
			if !ok || n < 1 {
				probs = append(probs, t.Problem(r.Line, "Player", "players are numbered 1, 2, …", "player %q is not a player number", s))
				n = -1
			}
			p.Number = n
		}
		ev.HasClub = ev.HasClub || p.Club != ""
		ev.Players = append(ev.Players, p)
	}
	return true, probs
}

// readResults reads the Results sheet, each row as it is read.
func readResults(b *xlsx.Book, ev *Event) (bool, []problem.Problem) {
	var probs []problem.Problem
	t, fs := b.ScanTable(engine.SheetResults, resultsColumns, func(t *xlsx.Table, r xlsx.Row) {
		row, ps := readResult(t, r, ev.Settings.Language)
		ev.Rows = append(ev.Rows, row)
		probs = append(probs, ps...)
	})
	if t == nil {
		return false, fs
	}
	return true, append(fs, probs...)
}

// readResult reads one Results row; a cell that cannot be converted is
// reported, left unknown and the row marked Unread.
func readResult(t *xlsx.Table, r xlsx.Row, in lang.Lang) (engine.ResultRow, []problem.Problem) {
	row := engine.ResultRow{Row: engine.Row{Line: r.Line}}
	var probs []problem.Problem
	// The board and how it went are read as a pairs event's are: the
	// cells put where its reader looks for them.
	as := xlsx.Row{Line: r.Line, Cells: make([]string, pairs.RLead+1)}
	as.Cells[pairs.RBoard] = r.Cells[rBoard]
	copy(as.Cells[pairs.RContract:], r.Cells[rContract:rContract+5])
	var ok bool
	if row.Board, ok = pairs.BoardNumber(t, as, &probs); !ok {
		row.Board, row.Unread = -1, true
	}
	row.Round = pairs.PlaceNumber(t, r, rRound, "Round", &probs)
	row.Table = pairs.PlaceNumber(t, r, rTable, "Table", &probs)
	for seat := range row.Seats {
		col := seatColumns[seat].Name
		s := strings.TrimSpace(r.Cells[rNorth+seat])
		if s == "" {
			continue
		}
		n, isInt := xlsx.ParseInt(s)
		if !isInt || n < 0 {
			probs = append(probs, t.Problem(r.Line, col, "type the player's number as in Players; leave the seat empty for nobody (a sit-out)", "player %q is not a player number", s))
			n, row.Unread = -1, true
		}
		row.Seats[seat] = n
	}
	var unread bool
	row.TravellerLine, unread = pairs.ReadPlayed(t, as, in, &probs)
	row.Unread = row.Unread || unread
	return row, probs
}
