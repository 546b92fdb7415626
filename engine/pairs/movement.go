package pairs

import (
	"slices"
	"strconv"

	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// checkMovement checks the rows that say where they were played (a Round
// and a Table) against the movement: the Movement sheet's when the workbook
// has one, else the movement the rows of each session imply
// (movement.Infer). A pair at a table it cannot be at, NS and EW swapped, a
// board the table did not have that round and a row of the movement with no
// row on Results are errors at their cells, every one in the same run.
// Sit-outs take part: their empty seat is nobody's.
//
// When no row gives both a Round and a Table, nothing is checked. When some
// do, a row that does not is an error. Rows whose cells could not be read
// are left out, and then no row of the movement is reported missing: the
// row left out may be it.
//
// A row whose pair number names no pair of Pairs (EW 4 typed as 11) is
// not checked, but the movement says who sits there: seated has, for its
// cell, the pair the movement (the sheet's, or the one the other rows
// imply) has at the row's table that round, when it tells.
//
// It returns the problems, the sessions whose rows were checked against a
// movement, and seated.
func checkMovement(ev *Event, known []int) ([]problem.Problem, map[int]bool, map[cell]seatedPair) {
	type item struct {
		line, session, round, table, board int
		ns, ew                             string
		ok                                 bool    // session, board and pairs known
		unlisted                           [2]bool // NS, EW: a pair number that names no pair; session and board known
	}
	placed := false
	for i := range ev.Rows {
		if r := &ev.Rows[i]; r.Round > 0 && r.Table > 0 {
			placed = true
			break
		}
	}
	for _, so := range ev.SitOuts {
		placed = placed || so.Round > 0 && so.Table > 0
	}
	if !placed {
		return nil, nil, nil
	}
	var items []item
	isKnown := make([]bool, len(ev.Rows))
	for _, i := range known {
		isKnown[i] = true
	}
	for i, r := range ev.Rows {
		it := item{line: r.Line, session: r.Session, round: r.Round, table: r.Table, board: r.Board, ns: r.NSID, ew: r.EWID, ok: isKnown[i]}
		if !it.ok && r.Session > 0 && r.Board > 0 {
			it.unlisted = [2]bool{unlisted(r.NS, r.NSID), unlisted(r.EW, r.EWID)}
			if r.NS < 0 && !it.unlisted[0] || r.EW < 0 && !it.unlisted[1] {
				it.unlisted = [2]bool{}
			}
		}
		items = append(items, it)
	}
	for _, so := range ev.SitOuts {
		it := item{line: so.Line, session: so.Session, round: so.Round, table: so.Table, board: so.Board,
			ok: so.Pair >= 0 && so.Session > 0 && so.Board > 0 && !so.Unread}
		if so.Side == NS {
			it.ns = so.PairID
		} else {
			it.ew = so.PairID
		}
		items = append(items, it)
	}
	slices.SortStableFunc(items, func(a, b item) int { return a.line - b.line })
	var probs []problem.Problem
	partial, numbered := false, true
	rows := map[int][]movement.Row{}
	// unplaced are the rows whose pair numbers name no pair, by session.
	unplaced := map[int][]item{}
	var sessions []int
	for _, it := range items {
		switch {
		case it.round < 0 || it.table < 0:
			partial = true // the reader has reported the cell
			continue
		case it.round == 0 || it.table == 0:
			col := lang.Key("Round")
			if it.round > 0 {
				col = lang.Key("Table")
			}
			probs = append(probs, problem.New("type the Round and Table of every row, or of none",
				"the row has no %s, while other rows say where each board was played", lang.Keyed(col)).At(SheetResults, it.line, col))
			partial = true
			continue
		case !it.ok:
			partial = true
			if it.unlisted != [2]bool{} {
				unplaced[it.session] = append(unplaced[it.session], it)
			}
			continue
		}
		ns, ok1 := pairNumber(it.ns)
		ew, ok2 := pairNumber(it.ew)
		if !ok1 || !ok2 {
			numbered = false
			continue
		}
		if rows[it.session] == nil {
			sessions = append(sessions, it.session)
		}
		rows[it.session] = append(rows[it.session], movement.Row{Line: it.line, Round: it.round, Table: it.table, Board: it.board, NS: ns, EW: ew})
	}
	if !numbered {
		return append(probs, problem.Problem{Sheet: SheetResults, Warning: true,
			Msg:  "the pairs are not all numbered, so the rows are not checked against the movement",
			Hint: "number the pairs 1, 2, … to have each row checked against the Round and Table it gives"}), nil, nil
	}
	var sheet movement.Movement
	sheetOK := true
	if ev.HasMovement {
		var ms []movement.Mismatch
		sheet, ms = movement.FromEntries(ev.Movement)
		for _, m := range ms {
			probs = append(probs, mismatchProblem(m, SheetMovement, 0))
		}
		sheetOK = len(ms) == 0
	}
	slices.Sort(sessions)
	checked := map[int]bool{}
	seated := map[cell]seatedPair{}
	for _, session := range sessions {
		inSession := 0
		if len(sessions) > 1 {
			inSession = session
		}
		m := sheet
		if !ev.HasMovement {
			var err error
			if m, err = movement.Infer(rows[session]); err != nil {
				for _, mm := range err.(movement.Mismatches) {
					probs = append(probs, mismatchProblem(mm, SheetResults, inSession))
				}
				continue
			}
		} else if !sheetOK {
			continue
		}
		checked[session] = true
		for _, it := range unplaced[session] {
			ns, _ := strconv.Atoi(it.ns)
			ew, _ := strconv.Atoi(it.ew)
			row := movement.Row{Line: it.line, Round: it.round, Table: it.table, Board: it.board, NS: ns, EW: ew}
			for d, dir := range []movement.Direction{movement.NS, movement.EW} {
				if !it.unlisted[d] {
					continue
				}
				if p, ok := m.Seated(row, dir); ok {
					seated[cell{it.line, dir.String()}] = seatedPair{it.round, it.table, p.Number}
				}
			}
		}
		check := movement.Check
		if ev.Settings.SitOutScored {
			check = movement.CheckSitOuts
		}
		for _, mm := range check(m, rows[session]) {
			if partial && mm.Kind == movement.Missing {
				continue
			}
			probs = append(probs, mismatchProblem(mm, SheetResults, inSession))
		}
	}
	return probs, checked, seated
}

// cell is a Results cell: its row and column (NS or EW).
type cell struct {
	line   int
	column string
}

// seatedPair is the pair the movement has at a table in a round.
type seatedPair struct{ round, table, pair int }

// unlisted reports whether a row's pair is a number (from 1) that names no
// pair of Pairs: i is the pair the lookup found, −1 for none.
func unlisted(i int, id string) bool {
	n, ok := pairNumber(id)
	return i < 0 && ok && n > 0
}

// nameSeated adds to the error of a Results cell whose pair number names
// no pair who the movement seats there (seated, from checkMovement): "pair
// 11 is not in Pairs; at table 2 in round 1 the movement has pair 4 there".
func nameSeated(probs []problem.Problem, seated map[cell]seatedPair) {
	for i := range probs {
		p := &probs[i]
		s, ok := seated[cell{p.Row, p.Column}]
		if !ok || p.Sheet != SheetResults || p.Warning {
			continue
		}
		*p = p.Says("%s; at table %d in round %d the movement has pair %d there", p.Part(), s.table, s.round, s.pair).
			Hinting("type pair %d, or correct the Round and Table; %s", s.pair, p.HintPart())
	}
}

// pairNumber reads a pair identifier as the movement numbers pairs: 1, 2, …;
// nobody (a sit-out's empty seat) is 0.
func pairNumber(id string) (int, bool) {
	if nobody(id) {
		return 0, true
	}
	n, err := strconv.Atoi(id)
	return n, err == nil && n > 0
}

// mismatchProblem is a mismatch as the engine reports it: an error at the
// row's cell, or on the sheet for a row of the movement that is missing
// (naming the session when the event has several).
func mismatchProblem(m movement.Mismatch, sheet string, session int) problem.Problem {
	p := m.Problem(sheet)
	if m.Line == 0 {
		p.Column = ""
		if session > 0 {
			p = p.Says("%s in session %d", p.Part(), session)
		}
	}
	return p
}
