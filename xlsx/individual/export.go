package individual

import (
	"io"
	"sort"
	"strconv"

	engine "github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/export"
	"github.com/scorebook/scorebook/internal/pbn"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// exports are the files an individual event is written as besides the
// workbook, from the same scored event as its sheets.
var exports = xlsx.BridgeExports(writeUSEBIO, writePBN, outputs, func(sc *scored) string { return sc.page })

// Exports offers the individual event's exports (xlsx.Exporter).
func (sc *scored) Exports() map[string]xlsx.Export { return xlsx.Exports(exports, sc) }

// title is the event's title, or what it is.
func (sc *scored) title() string {
	if sc.ev.Title != "" {
		return sc.ev.Title
	}
	return sc.page
}

// seatPoints are each player's points and percentage on each row they
// played, by row and seat: a side's, or the player's own where the Session
// rule values an Average plus or minus by their own percentage.
func (sc *scored) seatPoints() map[[2]int]engine.Card {
	out := map[[2]int]engine.Card{}
	for _, st := range sc.res.Standings {
		for _, c := range st.Cards {
			if !c.SitOut {
				out[[2]int{c.Row, c.Seat}] = c
			}
		}
	}
	return out
}

// writePBN writes the event as PBN 2.1, as Ruter i Norge publishes an
// individual (Competition "Individuals"): a game per board with its deal
// when known and its ScoreTable, each line's four players by number
// (PlayerId_North … PlayerId_West) with each player's points and
// percentage; the first game also carries the TotalScoreTable of players.
func writePBN(sc *scored, w io.Writer) ([]problem.Problem, error) {
	ev, res := sc.ev, sc.res
	set := res.Settings
	m := set.Scoring
	var warns []problem.Problem
	date, ok := export.PBNDate(ev.Date)
	if !ok {
		warns = append(warns, export.NoDate("PBN", engine.SheetEvent, ev.Date))
	}
	seats := [4]string{"North", "South", "East", "West"}
	cols := []string{"Table", "Round"}
	for _, s := range seats {
		cols = append(cols, "PlayerId_"+s)
	}
	cols = pairs.PBNPlayCols(cols, sc.leads)
	unit := "MP_"
	if m.IsIMP() {
		unit = "IMP_"
	}
	if m.IsMatchpoint() || m.IsIMP() {
		for _, s := range seats {
			cols = append(cols, unit+s)
		}
	}
	if m.IsMatchpoint() {
		for _, s := range seats {
			cols = append(cols, "Percentage_"+s)
		}
	}
	points := sc.seatPoints()
	var games []export.Game
	for _, lines := range byBoard(ev, res, lineOrder(ev, res)) {
		board := ev.Rows[res.Lines[lines[0]].Row].Board
		g := pairs.PBNGame(sc.title(), ev.Club.Name, date, set.Settings, "Individuals", ev.Deals, ev.DD, 1, board)
		var rows [][]string
		for _, i := range lines {
			l := res.Lines[i]
			if !l.Played {
				continue
			}
			r := ev.Rows[l.Row]
			row := []string{place(r.Table), place(r.Round)}
			for _, p := range r.Seats {
				row = append(row, strconv.Itoa(p))
			}
			row, weighted := pairs.PBNPlay(row, r.TravellerLine, sc.leads)
			if weighted {
				warns = append(warns, pairs.WeightedWarning("PBN", r.Line, r.Score, pairs.UnitWords(m)))
			}
			cards := [4]engine.Card{}
			for s := range seats {
				cards[s] = points[[2]int{l.Row, s}]
				if _, ok := points[[2]int{l.Row, s}]; !ok { // a phantom's seat: the side's
					cards[s] = engine.Card{Points: l.NS, Pct: l.NSPct, HasPct: l.HasPct}
					if s >= 2 {
						cards[s].Points, cards[s].Pct = l.EW, l.EWPct
					}
				}
			}
			if m.IsMatchpoint() || m.IsIMP() {
				for _, c := range cards {
					row = append(row, export.Points(c.Points))
				}
			}
			if m.IsMatchpoint() {
				for _, c := range cards {
					if c.HasPct {
						row = append(row, export.Points(c.Pct*100))
					} else {
						row = append(row, "-")
					}
				}
			}
			rows = append(rows, row)
		}
		if len(rows) == 0 {
			continue
		}
		g.Tables["ScoreTable"] = export.Table(cols, rows, "Contract")
		if len(games) == 0 {
			g.Tables["TotalScoreTable"] = sc.totalScoreTable()
		}
		games = append(games, g)
	}
	return warns, export.WritePBN(w, games)
}

// place is a Round or Table element: "-" when the row gives none.
func place(n int) string {
	if n < 1 {
		return "-"
	}
	return strconv.Itoa(n)
}

// totalScoreTable is the ranking as a TotalScoreTable of players, as Ruter
// writes an individual's: each ranked player's place, number, total,
// percentage (matchpoint methods), name, boards, club and member number.
func (sc *scored) totalScoreTable() pbn.Table {
	ev, res := sc.ev, sc.res
	m := res.Settings.Scoring
	cols := []string{"Rank", "PlayerId", pairs.PBNTotalScore(m)}
	if m.IsMatchpoint() {
		cols = append(cols, "TotalPercentage")
	}
	cols = append(cols, "Name", "NrBoards", "Club", "MemberID")
	var rows [][]string
	for _, st := range res.Standings {
		p := ev.Players[st.Player]
		row := []string{strconv.Itoa(st.Place.N), strconv.Itoa(p.Number), pairs.PBNTotal(m, st.Score)}
		if m.IsMatchpoint() {
			row = append(row, export.Fixed(st.Pct*100))
		}
		rows = append(rows, append(row, p.Name, strconv.Itoa(st.Boards), p.Club, p.ID))
	}
	return export.Table(cols, rows, "Name", "Club", "MemberID")
}

// writeUSEBIO writes the event as USEBIO 1.2 with EVENT_TYPE INDIVIDUAL
// (export.Individual): the club, the event, and each ranked player's
// number, name, member number, total, percentage and place, which is what
// a federation's masterpoint upload reads, and the hands the event has.
// It has no BOARD of traveller lines: USEBIO's TRAVELLER_LINE names an NS
// and an EW pair, and no source gives the elements of a line of four
// players; the PBN export has them.
func writeUSEBIO(sc *scored, w io.Writer) ([]problem.Problem, error) {
	ev, res := sc.ev, sc.res
	m := res.Settings.Scoring
	warns := export.NoClub(engine.SheetEvent, ev.Club.Name, ev.Club.ID)
	date, ok := export.USEBIODate(ev.Date)
	if !ok {
		warns = append(warns, export.NoDate("USEBIO", engine.SheetEvent, ev.Date))
	}
	scoring := ""
	if m.IsIMP() {
		scoring = "IMPS"
	}
	xe := export.Event{Type: export.Individual, Identifier: ev.Club.EventID, Description: sc.title(),
		ProgramName: export.ProgramName, ProgramVersion: export.ProgramVersion(), WinnerType: 1,
		Title: sc.title(), Date: date, MPsAwarded: "N", SessionCount: 1, SectionCount: 1,
		ChargeRate: ev.Club.ChargeCode, ScoringMethod: scoring,
		Participants: &export.Participants{EventType: export.Individual}}
	for _, st := range res.Standings {
		p := ev.Players[st.Player]
		e := export.Entrant{Number: strconv.Itoa(p.Number), Name: p.Name, NationalID: p.ID, TotalScore: export.Fixed(st.Score), Place: st.Place.N}
		if m.IsMatchpoint() {
			e.Percentage = export.Fixed(st.Pct * 100)
		}
		xe.Participants.Players = append(xe.Participants.Players, e)
	}
	doc := &export.USEBIO{Version: export.USEBIOVersion, Club: export.Club{Name: ev.Club.Name, ID: ev.Club.ID}, Event: xe}
	var deals []export.BoardDeal
	seen := map[int]bool{}
	for _, l := range res.Lines {
		b := ev.Rows[l.Row].Board
		if d, ok := pairs.DealOf(ev.Deals, 1, b); ok && !seen[b] {
			seen[b] = true
			deals = append(deals, export.BoardDeal{Group: 1, Board: b, Deal: d})
		}
	}
	sort.Slice(deals, func(i, j int) bool { return deals[i].Board < deals[j].Board })
	doc.Handset, _ = export.NewHandset(deals) // one group: no board dealt twice
	return warns, doc.Write(w)
}
