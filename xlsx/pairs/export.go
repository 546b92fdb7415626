package pairs

import (
	"github.com/scorebook/scorebook/internal/lang"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/export"
	"github.com/scorebook/scorebook/internal/pbn"
	"github.com/scorebook/scorebook/xlsx"
)

// exports are the files a pairs event is written as besides the workbook,
// from the same scored event as its sheets.
var exports = xlsx.BridgeExports(writeUSEBIO, writePBN, outputs, func(sc *scored) string { return sc.page })

// Exports offers the pairs event's exports (xlsx.Exporter).
func (sc *scored) Exports() map[string]xlsx.Export { return xlsx.Exports(exports, sc) }

// title is the event's title, or the workbook's name.
func (sc *scored) title() string {
	if sc.ev.Title != "" {
		return sc.ev.Title
	}
	return sc.name
}

// board is one board of a session, with its played lines (indexes into the
// rows) in the order of the Travellers sheet.
type board struct {
	session, number int
	lines           []int
}

// boards groups the played lines by session and board, in the order of the
// Travellers sheet. A row not played (NP) has no line in the exports.
func (sc *scored) boards() []board {
	var out []board
	for _, i := range lineOrder(sc.ev, sc.res) {
		if !sc.res.Lines[i].Played {
			continue
		}
		r := sc.ev.Rows[i]
		if n := len(out); n == 0 || out[n-1].session != r.Session || out[n-1].number != r.Board {
			out = append(out, board{session: r.Session, number: r.Board})
		}
		out[len(out)-1].lines = append(out[len(out)-1].lines, i)
	}
	return out
}

// dealOf is a board's deal, when the event has it: the one given for its
// session, else the one given for every session (a Hands sheet without a
// Session column), as the Travellers sheet prints it.
func (sc *scored) dealOf(b board) (deal.Deal, bool) {
	return DealOf(sc.ev.Deals, b.session, b.number)
}

// weightedMean is the NS score the exports give a weighted score, which
// neither format can write: its mean, to the nearest 10 (halves away from
// zero).
func weightedMean(s bridge.TableScore) int {
	return int(math.Round(s.Mean()/10)) * 10
}

// WeightedWarning is the warning of a Results row (its sheet line) whose
// weighted score s a file format cannot write: the file gives its mean.
func WeightedWarning(format string, line int, s bridge.TableScore, unit lang.Word) problem.Problem {
	return problem.Problem{Sheet: engine.SheetResults, Row: line, Column: "Score", Warning: true,
		Hint: "the points, totals and places in the file are exact; only the line's score is approximate"}.
		Says("weighted score %q has no %s notation: the file gives its mean, %d, as the score, with the %s scorebook awarded",
			s.String(), format, weightedMean(s), unit)
}

// UnitWords names a method's points in a sentence.
func UnitWords(m engine.Method) lang.Word {
	switch {
	case m.IsMatchpoint():
		return lang.Word("matchpoints")
	case m.IsIMP():
		return lang.Word("IMPs")
	}
	return lang.Word("points")
}

// ---- USEBIO 1.2

// usebioType is a method's EVENT_TYPE and SCORING_METHOD: MP_PAIRS for the
// matchpoint methods, BUTLER_PAIRS for Butler and Bastille (IMPs against a
// datum), CROSS_IMP, and AGGREGATE for total points.
func usebioType(m engine.Method) (eventType, scoring string) {
	switch {
	case m.IsMatchpoint():
		return export.MPPairs, ""
	case m == engine.CrossIMPs:
		return export.CrossIMP, "IMPS"
	case m.HasDatum():
		return export.ButlerPairs, "IMPS"
	}
	return export.Aggregate, ""
}

// labels are the pairs' numbers as the files give them: in a Mitchell the
// number and direction (1NS, 1EW), in a Howell the number.
func (sc *scored) labels() []string {
	out := make([]string, len(sc.ev.Pairs))
	for i, p := range sc.ev.Pairs {
		out[i] = p.ID
	}
	if sc.res.Mitchell {
		for _, st := range sc.res.Standings {
			out[st.Pair] = sc.ev.Pairs[st.Pair].ID + st.Field.String()
		}
	}
	return out
}

// players are a pair's players with their member numbers; a player with
// neither a name nor a number is left out.
func players(p engine.Pair) []export.Player {
	var out []export.Player
	for i, name := range p.Names {
		id := ""
		if i < len(p.IDs) {
			id = p.IDs[i]
		}
		if name = strings.TrimSpace(name); name != "" || id != "" {
			out = append(out, export.Player{Name: name, NationalID: id})
		}
	}
	return out
}

// awardPercent is the percentage an artificial award stands for: at IMPs
// Average plus, Average and Average minus are 60, 50 and 40 (+3, 0 and −3
// IMPs); at matchpoints the Event sheet's percentages.
func awardPercent(a bridge.Award, s engine.Settings) float64 {
	imp := s.Scoring.IsIMP()
	switch a.Kind {
	case bridge.AveragePlus:
		if imp {
			return 60
		}
		return s.AveragePlus
	case bridge.AverageAward:
		if imp {
			return 50
		}
		return s.Average
	case bridge.AverageMinus:
		if imp {
			return 40
		}
		return s.AverageMinus
	}
	return a.Percent
}

// writeUSEBIO writes the event as USEBIO 1.2 (see export.USEBIO): the
// club, the event, each ranked pair's total, percentage and place, each
// board's traveller lines with their points, and the hands the event has.
func writeUSEBIO(sc *scored, w io.Writer) ([]problem.Problem, error) {
	pe, res := sc.ev, sc.res
	set := res.Settings
	m := set.Scoring
	warns := export.NoClub(engine.SheetEvent, pe.Club.Name, pe.Club.ID)
	eventType, scoring := usebioType(m)
	date, ok := export.USEBIODate(pe.Date)
	if !ok {
		warns = append(warns, export.NoDate("USEBIO", engine.SheetEvent, pe.Date))
	}
	winner := 1
	if res.Mitchell {
		winner = 2
	}
	ev := export.Event{Type: eventType, Identifier: pe.Club.EventID, Description: sc.title(),
		ProgramName: export.ProgramName, ProgramVersion: export.ProgramVersion(), WinnerType: winner,
		Title: sc.title(), Date: date, MPsAwarded: "N", SessionCount: len(res.Sessions), SectionCount: 1,
		ChargeRate: pe.Club.ChargeCode, ScoringMethod: scoring}

	labels := sc.labels()
	ev.Participants = &export.Participants{EventType: eventType}
	for _, st := range res.Standings {
		p := export.Pair{Number: labels[st.Pair], TotalScore: export.Fixed(st.Score), Place: st.Place.N,
			Players: players(pe.Pairs[st.Pair])}
		if res.Mitchell {
			p.Direction = st.Field.String()
		}
		if m.IsMatchpoint() {
			p.Percentage = export.Fixed(st.Pct * 100)
		}
		ev.Participants.Pairs = append(ev.Participants.Pairs, p)
	}

	bySession := map[int][]export.Board{}
	for _, b := range sc.boards() {
		xb := export.Board{EventType: eventType, Number: b.number}
		for _, i := range b.lines {
			r, l := pe.Rows[i], res.Lines[i]
			if m.HasDatum() && l.HasDatum && xb.Average == "" {
				xb.Average = strconv.Itoa(l.Datum)
			}
			line, warn := usebioLine(r, l, set, labels)
			if warn != nil {
				warns = append(warns, *warn)
			}
			xb.Lines = append(xb.Lines, line)
		}
		bySession[b.session] = append(bySession[b.session], xb)
	}
	if len(res.Sessions) == 1 {
		ev.Boards = bySession[res.Sessions[0]]
	} else {
		for _, s := range res.Sessions {
			ev.Sessions = append(ev.Sessions, export.Session{ID: s, Boards: bySession[s]})
		}
	}

	doc := &export.USEBIO{Version: export.USEBIOVersion, Club: export.Club{Name: pe.Club.Name, ID: pe.Club.ID}, Event: ev}
	hs, hw := sc.handset()
	doc.Handset = hs
	warns = append(warns, hw...)
	return warns, doc.Write(w)
}

// usebioLine is one traveller line: the pairs, how the board went and each
// side's points. An artificial score is A6040 without a contract; a
// weighted score, which USEBIO cannot write, is given as its mean, with a
// warning; so is a percentage the A notation cannot hold.
func usebioLine(r engine.Row, l engine.Line, set engine.Settings, labels []string) (export.Line, *problem.Problem) {
	m := set.Scoring
	line := export.Line{NSPair: labels[r.NS], EWPair: labels[r.EW]}
	var warn *problem.Problem
	switch r.Score.Kind {
	case bridge.Real:
		if r.HasContract {
			line.Contract = export.USEBIOContract(r.Contract)
			if !r.Contract.IsPassedOut() {
				line.PlayedBy = r.Declarer.String()
				line.Lead = export.USEBIOCard(r.Lead)
				line.Tricks = strconv.Itoa(r.Tricks)
			}
		}
		line.Score = strconv.Itoa(r.Score.NS)
	case bridge.Artificial:
		ns, ew := awardPercent(r.Score.NSAward, set), awardPercent(r.Score.EWAward, set)
		if m.IsMatchpoint() && l.HasPct {
			ns, ew = l.NSPct*100, l.EWPct*100 // as awarded, the Session rule included
		}
		var exact bool
		line.Score, exact = export.Artificial(ns, ew)
		if !exact {
			p := problem.Problem{Sheet: engine.SheetResults, Row: r.Line, Column: "Score", Warning: true,
				Hint: "the points, totals and places in the file are exact; only the line's score is rounded"}.
				Says("adjusted score %s gives NS %s%% and EW %s%%, which USEBIO's notation (whole percentages, two digits) cannot hold: the file says %s, with the %s scorebook awarded",
					r.Score.String(), export.Points(ns), export.Points(ew), line.Score, UnitWords(m))
			warn = &p
		}
	case bridge.Weighted:
		line.Score = strconv.Itoa(weightedMean(r.Score))
		p := WeightedWarning("USEBIO", r.Line, r.Score, UnitWords(m))
		warn = &p
	}
	ns, ew := export.Points(l.NS), export.Points(l.EW)
	switch {
	case m.IsMatchpoint():
		line.NSMatchPoints, line.EWMatchPoints = ns, ew
	case m == engine.CrossIMPs:
		line.NSCrossIMPPoints, line.EWCrossIMPPoints = ns, ew
	case m.HasDatum():
		line.NSButlerPoints, line.EWButlerPoints = ns, ew
	}
	return line, warn
}

// handset is the HANDSET of the deals of the boards played (see
// export.NewHandset), nil when the event has none, and the warnings of the
// board numbers two sessions deal differently.
func (sc *scored) handset() (*export.Handset, []problem.Problem) {
	var deals []export.BoardDeal
	for _, b := range sc.boards() {
		if d, ok := sc.dealOf(b); ok {
			deals = append(deals, export.BoardDeal{Group: b.session, Board: b.number, Deal: d})
		}
	}
	hs, clashes := export.NewHandset(deals)
	var warns []problem.Problem
	for _, c := range clashes {
		warns = append(warns, c.Warning(lang.Word("session")))
	}
	return hs, warns
}

// ---- PBN 2.1

// pbnScoring is a method's Scoring tag value (§3.4.12): MP (MP;MP2 on the
// American scale), MP;Ascherman, MP;Norwegian, IMP;Cross2 (cross-IMPs per
// comparison), IMP;Cross (in total), IMP;Butler, IMP;Bastille, or
// TotalPoints.
func pbnScoring(s engine.Settings) string {
	switch s.Scoring {
	case engine.Matchpoints:
		if s.Scale == engine.American {
			return "MP;MP2"
		}
		return "MP"
	case engine.Ascherman:
		return "MP;Ascherman"
	case engine.Norwegian:
		return "MP;Norwegian"
	case engine.CrossIMPs:
		if s.CrossIMPs == engine.PerComparison {
			return "IMP;Cross2"
		}
		return "IMP;Cross"
	case engine.Butler:
		return "IMP;Butler"
	case engine.Bastille:
		return "IMP;Bastille"
	}
	return "TotalPoints"
}

// pbnScores are the Score_NS and Score_EW elements of a score, as results
// programs write them: the score in the column of the side that scored it
// and "-" in the other (0 in both for a board passed out).
func pbnScores(ns int) (string, string) {
	switch {
	case ns > 0:
		return strconv.Itoa(ns), "-"
	case ns < 0:
		return "-", strconv.Itoa(-ns)
	}
	return "0", "0"
}

// writePBN writes the event as PBN 2.1 (see export.Game): a game per board
// of each session, with its deal when known and its ScoreTable; the first
// game also carries the TotalScoreTable.
func writePBN(sc *scored, w io.Writer) ([]problem.Problem, error) {
	pe, res := sc.ev, sc.res
	set := res.Settings
	m := set.Scoring
	var warns []problem.Problem
	date, ok := export.PBNDate(pe.Date)
	if !ok {
		warns = append(warns, export.NoDate("PBN", engine.SheetEvent, pe.Date))
	}
	cols := PBNPlayCols([]string{"PairId_NS", "PairId_EW"}, sc.leads)
	switch {
	case m.IsMatchpoint():
		cols = append(cols, "MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW")
	case m.IsIMP():
		cols = append(cols, "IMP_NS", "IMP_EW")
	}
	var games []export.Game
	for _, b := range sc.boards() {
		g := PBNGame(sc.title(), pe.Club.Name, date, set, "Pairs", pe.Deals, pe.DD, b.session, b.number)
		if len(res.Sessions) > 1 {
			g.Tags["Round"] = strconv.Itoa(b.session)
		}
		var rows [][]string
		for _, i := range b.lines {
			r, l := pe.Rows[i], res.Lines[i]
			row := []string{pe.Pairs[r.NS].ID, pe.Pairs[r.EW].ID}
			row, weighted := PBNPlay(row, r.TravellerLine, sc.leads)
			if weighted {
				warns = append(warns, WeightedWarning("PBN", r.Line, r.Score, UnitWords(m)))
			}
			switch {
			case m.IsMatchpoint():
				row = append(row, export.Points(l.NS), export.Points(l.EW))
				if l.HasPct {
					row = append(row, export.Points(l.NSPct*100), export.Points(l.EWPct*100))
				} else {
					row = append(row, "-", "-")
				}
			case m.IsIMP():
				row = append(row, export.Points(l.NS), export.Points(l.EW))
			}
			rows = append(rows, row)
		}
		g.Tables["ScoreTable"] = export.Table(cols, rows, "Contract")
		if len(games) == 0 {
			g.Tables["TotalScoreTable"] = sc.totalScoreTable()
		}
		games = append(games, g)
	}
	return warns, export.WritePBN(w, games)
}

// totalScoreTable is the ranking as a TotalScoreTable (§5.10): each ranked
// pair's place (Rank: a tie gives each the best place), number, direction
// (in a Mitchell), total, percentage (matchpoint methods), names (separated
// by ';'), boards played and, when the Pairs sheet gives them, the
// players' member numbers (MemberID1, MemberID2, as Magic Contest writes
// them).
func (sc *scored) totalScoreTable() pbn.Table {
	pe, res := sc.ev, sc.res
	m := res.Settings.Scoring
	cols := []string{"Rank", "PairId", "Direction", PBNTotalScore(m)}
	if m.IsMatchpoint() {
		cols = append(cols, "TotalPercentage")
	}
	cols = append(cols, "Names", "NrBoards")
	ids := false
	for _, st := range res.Standings {
		for _, id := range pe.Pairs[st.Pair].IDs {
			ids = ids || id != ""
		}
	}
	if ids {
		cols = append(cols, "MemberID1", "MemberID2")
	}
	var rows [][]string
	for _, st := range res.Standings {
		p := pe.Pairs[st.Pair]
		dir := "-"
		if res.Mitchell {
			dir = st.Field.String()
		}
		row := []string{strconv.Itoa(st.Place.N), p.ID, dir, PBNTotal(m, st.Score)}
		if m.IsMatchpoint() {
			row = append(row, export.Fixed(st.Pct*100))
		}
		var names []string
		for _, n := range p.Names {
			if n = strings.TrimSpace(n); n != "" {
				names = append(names, n)
			}
		}
		row = append(row, strings.Join(names, ";"), strconv.Itoa(st.Boards))
		if ids {
			for i := range 2 {
				id := ""
				if i < len(p.IDs) {
					id = p.IDs[i]
				}
				row = append(row, id)
			}
		}
		rows = append(rows, row)
	}
	return export.Table(cols, rows, "Names", "MemberID1", "MemberID2")
}

// pbnLead is a ScoreTable's Lead: the card (SK, HT), "?" when a board
// played has none given, "-" when none was led (a board passed out).
func pbnLead(l bridge.TravellerLine) string {
	switch {
	case !l.Lead.IsZero():
		return l.Lead.PBN()
	case l.HasContract && l.Contract.IsPassedOut():
		return "-"
	}
	return "?"
}

// PBNGame is a board's game, before its tables: the event's title, site
// and date, the Scoring tag of the settings s, the Competition tag, and the
// board's deal with its double-dummy analysis when deals and tables have
// them (for the session, or for every session).
func PBNGame(title, site, date string, s engine.Settings, competition string, deals map[BoardID]deal.Deal, tables map[BoardID]dd.Table, session, board int) export.Game {
	g := export.Game{Event: title, Site: site, Date: date, Board: board, Scoring: pbnScoring(s),
		Tags: map[string]string{"Competition": competition}, Tables: map[string]pbn.Table{}}
	if d, ok := DealOf(deals, session, board); ok {
		g.Deal = &d
		if t, ok := DDOf(tables, session, board); ok {
			export.NewOptimum(t, ParOf(t, board)).AddTo(&g)
		}
	}
	return g
}

// PBNPlayCols appends to a ScoreTable's columns those PBNPlay fills:
// Contract, Declarer, Result, Lead when leads (the opening lead, as Magic
// Contest's ScoreTables have it: a column of PBN's own names may be added,
// §5.2), Score_NS and Score_EW.
func PBNPlayCols(cols []string, leads bool) []string {
	cols = append(cols, "Contract", "Declarer", "Result")
	if leads {
		cols = append(cols, "Lead")
	}
	return append(cols, "Score_NS", "Score_EW")
}

// PBNPlay appends to a ScoreTable row how the board went: the Contract,
// Declarer and Result ("?" when the row has a score but no contract), the
// Lead when leads, and Score_NS and Score_EW; an artificial score's awards
// have no contract, and a weighted score, which PBN cannot write, is given
// as its mean: weighted says so (WeightedWarning).
func PBNPlay(row []string, r bridge.TravellerLine, leads bool) (_ []string, weighted bool) {
	switch r.Score.Kind {
	case bridge.Real:
		switch {
		case !r.HasContract:
			row = append(row, "?", "?", "?")
		case r.Contract.IsPassedOut():
			row = append(row, "Pass", "-", "-")
		default:
			row = append(row, export.PBNContract(r.Contract), r.Declarer.String(), strconv.Itoa(r.Tricks))
		}
		if leads {
			row = append(row, pbnLead(r))
		}
		ns, ew := pbnScores(r.Score.NS)
		row = append(row, ns, ew)
	case bridge.Artificial:
		row = append(row, "-", "-", "-")
		if leads {
			row = append(row, "-")
		}
		row = append(row, r.Score.NSAward.String(), r.Score.EWAward.String())
	case bridge.Weighted:
		row = append(row, "-", "-", "-")
		if leads {
			row = append(row, "-")
		}
		ns, ew := pbnScores(weightedMean(r.Score))
		row = append(row, ns, ew)
		weighted = true
	}
	return row, weighted
}

// PBNTotalScore is the TotalScoreTable's column of the totals, by the
// method m: TotalScoreMP, TotalScoreIMP or TotalScore.
func PBNTotalScore(m engine.Method) string {
	switch {
	case m.IsMatchpoint():
		return "TotalScoreMP"
	case m.IsIMP():
		return "TotalScoreIMP"
	}
	return "TotalScore"
}

// PBNTotal is a total in the TotalScoreTable: total points whole, others
// with their decimals.
func PBNTotal(m engine.Method, score float64) string {
	if m == engine.TotalPoints {
		return export.Points(score)
	}
	return export.Fixed(score)
}
