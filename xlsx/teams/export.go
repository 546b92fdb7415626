package teams

import (
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"
	"io"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/problem"
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/export"
	"github.com/scorebook/scorebook/internal/pbn"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// exports are the files a teams event is written as besides the workbook,
// from the same scored event as its sheets.
var exports = xlsx.BridgeExports(writeUSEBIO, writePBN, outputs, func(sc *scored) string { return sc.page })

// Exports offers the teams event's exports (xlsx.Exporter).
func (sc *scored) Exports() map[string]xlsx.Export { return xlsx.Exports(exports, sc) }

// title is the event's title, or the workbook's name.
func (sc *scored) title() string {
	if sc.ev.Title != "" {
		return sc.ev.Title
	}
	return sc.name
}

// table is one table of a board of a match: the Results row (an index) and
// whether the match's home team sat NS there (the open room).
type table struct {
	row  int
	home bool
}

// tables are a comparison's two tables, the home team's NS table first,
// as the Travellers sheet lists them.
func (sc *scored) tables(c engine.Comparison) []table {
	var out []table
	for _, t := range []struct {
		source int
		home   bool
	}{{c.HomeRow, true}, {c.AwayRow, false}} {
		if i, ok := sc.rowAt()[t.source]; ok {
			out = append(out, table{row: i, home: t.home})
		}
	}
	return out
}

// rowAt maps the Results sheet's rows to the event's results.
func (sc *scored) rowAt() map[int]int {
	if sc.at == nil {
		sc.at = make(map[int]int, len(sc.ev.Results))
		for i, r := range sc.ev.Results {
			sc.at[r.Row] = i
		}
	}
	return sc.at
}

// dealOf is a board's deal in a round, when the event has it: the one
// given for its round, else the one given for every round (a Hands sheet
// without a Round column).
func (sc *scored) dealOf(round, board int) (deal.Deal, bool) {
	return pairs.DealOf(sc.ev.Deals, round, board)
}

// optimum is a board's double-dummy analysis for the PBN file, when the
// Hands sheet has it.
func (sc *scored) optimum(round, board int) (export.Optimum, bool) {
	t, ok := pairs.DDOf(sc.ev.DD, round, board)
	if !ok {
		return export.Optimum{}, false
	}
	return export.NewOptimum(t, pairs.ParOf(t, board)), true
}

// rounds counts the rounds played.
func (sc *scored) rounds() int {
	seen := map[int]bool{}
	for _, m := range sc.res.Matches {
		seen[m.Round] = true
	}
	return len(seen)
}

// artificialPercent is the percentage an award stands for in USEBIO's
// notation: Average plus, Average and Average minus are 60, 50 and 40 (+3,
// 0 and −3 IMPs).
func artificialPercent(a bridge.Award) float64 {
	switch a.Kind {
	case bridge.AveragePlus:
		return 60
	case bridge.AverageMinus:
		return 40
	}
	return 50
}

// splitList splits a list typed in a cell: names or numbers separated by
// commas, semicolons, ampersands or slashes (and, for numbers, spaces).
func splitList(s string, spaces bool) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == ',' || r == ';' || r == '&' || r == '/' || spaces && (r == ' ' || r == '\t' || r == '\n')
	})
}

// teamPlayers are a team's players for USEBIO: the names of Players, each
// with the member number at its place in Player IDs. When the two lists
// differ in length, the numbers are given in order as far as they go, with
// a warning on the team's Player IDs.
func teamPlayers(t engine.Team) ([]export.Player, *problem.Problem) {
	var out []export.Player
	names := splitList(t.Players, false)
	ids := splitList(t.PlayerIDs, true)
	for i, n := range names {
		p := export.Player{Name: strings.TrimSpace(n)}
		if i < len(ids) {
			p.NationalID = strings.TrimSpace(ids[i])
		}
		if p.Name != "" {
			out = append(out, p)
		}
	}
	if len(ids) > 0 && len(ids) != len(out) {
		p := problem.Problem{Sheet: engine.SheetTeams, Row: t.Row, Column: "Player IDs", Warning: true,
			Hint: "give one member number per player, in the order of Players, separated by commas"}.
			Says("team %s has %d players and %d member numbers: the USEBIO file gives the numbers to the players in order", t.ID, len(out), len(ids))
		return out, &p
	}
	return out, nil
}

// ---- USEBIO 1.2

// writeUSEBIO writes the event as USEBIO 1.2 (see export.USEBIO): the club,
// the event (SWISS_TEAMS, or TEAMS_OF_FOUR for an event of one round), each
// ranked team's total and place with its players, and a MATCH per match of
// the Matches sheet with each board's IMPs for the match's TEAM (its home
// team) and the board's two traveller lines; a bye is a MATCH without an
// opponent. The half-matches of a triple carry each team's VPs for the
// whole round, as the Matches sheet does: totals are the teams'.
func writeUSEBIO(sc *scored, w io.Writer) ([]problem.Problem, error) {
	te, res := sc.ev, sc.res
	warns := export.NoClub(engine.SheetEvent, te.Club.Name, te.Club.ID)
	date, ok := export.USEBIODate(te.Date)
	if !ok {
		warns = append(warns, export.NoDate("USEBIO", engine.SheetEvent, te.Date))
	}
	eventType := export.SwissTeams
	if sc.rounds() == 1 {
		eventType = export.TeamsOfFour
	}
	matchScoring := "VPS"
	if res.ByIMPs {
		matchScoring = "IMPS"
	}
	ev := export.Event{Type: eventType, Identifier: te.Club.EventID, Description: sc.title(),
		ProgramName: export.ProgramName, ProgramVersion: export.ProgramVersion(), WinnerType: 1,
		Title: sc.title(), Date: date, MPsAwarded: "N", SessionCount: 1, SectionCount: 1,
		ChargeRate: te.Club.ChargeCode, MatchScoringMethod: matchScoring}

	byID := map[string]engine.Team{}
	for _, t := range te.Teams {
		if _, ok := byID[t.ID]; !ok {
			byID[t.ID] = t
		}
	}
	ev.Participants = &export.Participants{EventType: eventType}
	for _, st := range res.Ranking {
		total := export.Fixed(st.VP)
		if res.ByIMPs {
			total = export.Fixed(float64(st.IMPsFor - st.IMPsAgainst))
		}
		players, warn := teamPlayers(byID[st.Team])
		if warn != nil {
			warns = append(warns, *warn)
		}
		ev.Participants.Teams = append(ev.Participants.Teams, export.Team{ID: st.Team, Name: st.Name,
			TotalScore: total, Place: st.Place.N, Players: players})
	}

	var deals []export.BoardDeal
	for _, m := range res.Matches {
		xm := export.Match{Round: m.Round, Team: m.Home}
		if !res.ByIMPs {
			xm.TeamVP = export.Points(m.HomeVP)
		}
		if m.Bye {
			ev.Matches = append(ev.Matches, xm)
			continue
		}
		xm.OpposingTeam = m.Away
		xm.TeamScore, xm.OpposingTeamScore = strconv.Itoa(m.HomeIMPs), strconv.Itoa(m.AwayIMPs)
		if !res.ByIMPs {
			xm.OpposingTeamVP = export.Points(m.AwayVP)
		}
		for _, c := range m.Comparisons {
			xb := export.Board{EventType: eventType, Number: c.Board, IMPs: strconv.Itoa(c.HomeIMPs)}
			for _, t := range sc.tables(c) {
				xb.Lines = append(xb.Lines, usebioLine(te.Results[t.row], t.home))
			}
			xm.Boards = append(xm.Boards, xb)
			if d, ok := sc.dealOf(m.Round, c.Board); ok {
				deals = append(deals, export.BoardDeal{Group: m.Round, Board: c.Board, Deal: d})
			}
		}
		ev.Matches = append(ev.Matches, xm)
	}

	doc := &export.USEBIO{Version: export.USEBIOVersion, Club: export.Club{Name: te.Club.Name, ID: te.Club.ID}, Event: ev}
	hs, clashes := export.NewHandset(deals)
	doc.Handset = hs
	for _, c := range clashes {
		warns = append(warns, c.Warning(lang.Word("round")))
	}
	return warns, doc.Write(w)
}

// usebioLine is a table's traveller line: where the match's home team sat,
// the teams, and how the board went; an artificial score is A6040 (A+ is
// 60%, A= 50%, A- 40%).
func usebioLine(r engine.BoardResult, home bool) export.Line {
	line := export.Line{Direction: "EW", NSPair: r.NS, EWPair: r.EW}
	if home {
		line.Direction = "NS"
	}
	l := r.Line
	switch l.Score.Kind {
	case bridge.Real:
		if l.HasContract {
			line.Contract = export.USEBIOContract(l.Contract)
			if !l.Contract.IsPassedOut() {
				line.PlayedBy = l.Declarer.String()
				line.Lead = export.USEBIOCard(l.Lead)
				line.Tricks = strconv.Itoa(l.Tricks)
			}
		}
		line.Score = strconv.Itoa(l.Score.NS)
	case bridge.Artificial:
		line.Score, _ = export.Artificial(artificialPercent(l.Score.NSAward), artificialPercent(l.Score.EWAward))
	}
	return line
}

// ---- PBN 2.1

// writePBN writes the event as PBN 2.1 (see export.Game): a game per board
// per table of every match, in the order of the Matches sheet, the open
// room (the home team NS) first, with the Room, the Round, the two teams,
// the table's contract and result, its score and each side's IMPs on the
// board; the first game also carries the TotalScoreTable.
func writePBN(sc *scored, w io.Writer) ([]problem.Problem, error) {
	te, res := sc.ev, sc.res
	var warns []problem.Problem
	date, ok := export.PBNDate(te.Date)
	if !ok {
		warns = append(warns, export.NoDate("PBN", engine.SheetEvent, te.Date))
	}
	names := map[string]string{}
	for _, st := range res.Ranking {
		names[st.Team] = st.Name
	}
	var games []export.Game
	for _, m := range res.Matches {
		if m.Bye {
			continue
		}
		for _, c := range m.Comparisons {
			for _, t := range sc.tables(c) {
				r, tl := te.Results[t.row], res.Travellers[t.row]
				g := export.Game{Event: sc.title(), Site: te.Club.Name, Date: date, Board: c.Board, Scoring: "IMP",
					Tags: map[string]string{"Competition": "Teams", "Round": strconv.Itoa(m.Round),
						"HomeTeam": names[m.Home], "VisitTeam": names[m.Away], "Room": "Closed",
						"ScoreIMP": fmt.Sprintf("NS %d EW %d", tl.NSIMPs, tl.EWIMPs)}}
				if t.home {
					g.Tags["Room"] = "Open"
				}
				if d, ok := sc.dealOf(m.Round, c.Board); ok {
					g.Deal = &d
					if o, ok := sc.optimum(m.Round, c.Board); ok {
						o.AddTo(&g)
					}
				}
				l := r.Line
				switch l.Score.Kind {
				case bridge.Real:
					switch {
					case !l.HasContract:
						g.Declarer, g.Contract, g.Result = "?", "?", "?"
					case l.Contract.IsPassedOut():
						g.Contract = "Pass"
					default:
						g.Declarer, g.Contract, g.Result = l.Declarer.String(), export.PBNContract(l.Contract), strconv.Itoa(l.Tricks)
						if !l.Lead.IsZero() {
							// The table's opening lead, in a tag of its
							// own (PBN is expandable with tags, §4.9): SK.
							g.Tags["Lead"] = l.Lead.PBN()
						}
					}
					g.Tags["Score"] = "NS " + strconv.Itoa(l.Score.NS)
				case bridge.Artificial:
					g.Declarer, g.Contract, g.Result = "?", "?", "?"
					g.Tags["Description"] = "artificial score " + l.Score.String()
				}
				if len(games) == 0 {
					if g.Tables == nil {
						g.Tables = map[string]pbn.Table{}
					}
					g.Tables["TotalScoreTable"] = sc.totalScoreTable()
				}
				games = append(games, g)
			}
		}
	}
	return warns, export.WritePBN(w, games)
}

// totalScoreTable is the ranking as a TotalScoreTable (§5.10), with the
// columns results programs write for teams: Rank (a tie gives each the best
// place), TeamId, TeamName, Roster (when Teams lists the players) and
// TotalScoreVP, or TotalScoreIMP (the net IMPs) when the VP scale is None.
func (sc *scored) totalScoreTable() pbn.Table {
	res := sc.res
	cols := []string{"Rank", "TeamId", "TeamName"}
	if sc.ev.HasPlayers {
		cols = append(cols, "Roster")
	}
	if res.ByIMPs {
		cols = append(cols, "TotalScoreIMP")
	} else {
		cols = append(cols, "TotalScoreVP")
	}
	var rows [][]string
	for _, st := range res.Ranking {
		row := []string{strconv.Itoa(st.Place.N), st.Team, st.Name}
		if sc.ev.HasPlayers {
			row = append(row, st.Players)
		}
		if res.ByIMPs {
			row = append(row, strconv.Itoa(st.IMPsFor-st.IMPsAgainst))
		} else {
			row = append(row, export.Fixed(st.VP))
		}
		rows = append(rows, row)
	}
	return export.Table(cols, rows, "TeamName", "Roster")
}
