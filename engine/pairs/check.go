package pairs

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// checkPairs checks the Pairs sheet and resolves each Results row's pairs.
// A pair without an identifier, or listed again under an identifier
// already taken in its direction, is reported and named by no row.
func checkPairs(ev *Event) []problem.Problem {
	var probs []problem.Problem
	ids := map[string][]int{} // folded identifier → pairs with it
	for i, p := range ev.Pairs {
		bad := false
		if p.ID == "" {
			probs = append(probs, problem.New("give each pair a number or code such as 3 or A12",
				"the pair has no identifier").At(SheetPairs, p.Line, "Pair"))
			bad = true
		}
		for n, col := range []string{lang.Key("Player 1"), lang.Key("Player 2")} {
			if n < len(p.Names) && strings.TrimSpace(p.Names[n]) != "" || p.Phantom() {
				continue // a phantom has one player or none
			}
			if n == 1 && len(p.Names) > 0 && strings.TrimSpace(p.Names[0]) != "" {
				// A player on their own: allowed.
				w := problem.New("type the second player's name; for a phantom pair, which is never ranked, type Phantom as a player's name",
					"pair %s has no player 2; it is ranked as a pair of one", p.ID).At(SheetPairs, p.Line, col)
				w.Warning = true
				probs = append(probs, w)
				continue
			}
			probs = append(probs, problem.New("type the player's name (or a placeholder such as Visitor)",
				"pair %s has no %s", p.ID, lang.Keyed(col)).At(SheetPairs, p.Line, col)) // Speler 1 in Dutch: the header
		}
		if bad {
			continue
		}
		key := strings.ToLower(p.ID)
		for _, other := range ids[key] {
			o := ev.Pairs[other]
			if o.Direction == Either || p.Direction == Either || o.Direction == p.Direction {
				probs = append(probs, problem.New("give each pair its own identifier; in a Mitchell that reuses numbers, give each its Direction",
					"pair %s is listed twice (also on row %d)", p.ID, o.Line).At(SheetPairs, p.Line, "Pair"))
				bad = true
			}
		}
		if !bad {
			ids[key] = append(ids[key], i)
		}
	}
	if len(ev.Pairs) == 0 {
		probs = append(probs, problem.Problem{Sheet: SheetPairs, Msg: "Pairs lists no pairs", Hint: "type one row per pair: Pair, Player 1, Player 2"})
	}
	lookup := func(id string, dir Direction) (int, string) {
		cands := ids[strings.ToLower(id)]
		for _, i := range cands {
			if d := ev.Pairs[i].Direction; d == Either || d == dir {
				return i, ""
			}
		}
		if len(cands) > 0 {
			p := ev.Pairs[cands[0]]
			return -1, fmt.Sprintf("pair %s is listed as %s in Pairs (row %d) but sits %s here", id, p.Direction, p.Line, dir)
		}
		return -1, fmt.Sprintf("pair %s is not in Pairs", id)
	}
	for i := range ev.SitOuts {
		so := &ev.SitOuts[i]
		so.Pair = -1
		j, msg := lookup(so.PairID, so.Side)
		if j < 0 {
			probs = append(probs, problem.New("every pair must be listed in the Pairs sheet", "%s", msg).At(SheetResults, so.Line, so.Side.String()))
			continue
		}
		so.Pair = j
	}
	for i := range ev.Rows {
		r := &ev.Rows[i]
		r.NS, r.EW = -1, -1
		for _, side := range []struct {
			col string
			id  string
			dir Direction
			dst *int
		}{{"NS", r.NSID, NS, &r.NS}, {"EW", r.EWID, EW, &r.EW}} {
			if side.id == "" {
				probs = append(probs, rowProblem(r, side.col, "type the pair's identifier as in Pairs", "the %s pair is missing", side.col))
				continue
			}
			j, msg := lookup(side.id, side.dir)
			if j < 0 {
				probs = append(probs, rowProblem(r, side.col, "every pair must be listed in the Pairs sheet", "%s", msg))
				continue
			}
			*side.dst = j
		}
	}
	return probs
}

// known reports whether the row's session, board and pairs are known: the
// rows the checks of who met whom on which board can use.
func (r *Row) known() bool { return r.Session > 0 && r.Board > 0 && r.NS >= 0 && r.EW >= 0 }

// Check checks the Pairs sheet, resolves each row's pairs, settles each
// row's score and checks the rows against each other. A Score cell left
// empty is computed from the contract; a typed score must agree with the
// contract when both are given, and must be possible on the board. It
// reports every problem, errors and warnings alike, and changes
// ev.Rows[i].Score only where the score was missing. Score checks more:
// the fields and the sessions.
func Check(ev *Event) []problem.Problem {
	_, probs := check(ev)
	return probs
}

// check is Check, which also returns the rows whose session, board and
// pairs are known; the others take no part in the checks of who met whom.
func check(ev *Event) ([]int, []problem.Problem) {
	probs := splitSitOuts(ev)
	start := len(probs)
	probs = append(probs, checkPairs(ev)...)
	end := len(probs) // the problems of pairs not found in Pairs are among these
	if len(ev.Rows) == 0 {
		probs = append(probs, problem.Problem{Sheet: SheetResults, Msg: "Results has no results", Hint: "type one row per board played at a table: Board, NS, EW and a Score or a Contract, By and Result"})
		return nil, probs
	}
	var known []int
	for i := range ev.Rows {
		r := &ev.Rows[i]
		if !r.known() {
			continue
		}
		known = append(known, i)
		probs = append(probs, checkScore(ev, r)...)
	}
	// Rows checked against a movement need no other check of who played
	// which board: the movement says it better.
	mprobs, checked, seated := checkMovement(ev, known)
	nameSeated(probs[start:end], seated)
	probs = append(probs, checkMeetings(ev, known, checked)...)
	probs = append(probs, checkCoverage(ev, known, checked)...)
	probs = append(probs, mprobs...)
	if ev.Settings.SitOutScored && ev.Settings.Scoring == TotalPoints && len(ev.SitOuts) > 0 {
		probs = append(probs, problem.Problem{Sheet: SheetEvent, Column: "Sit-out",
			Hint: "set Sit-out to Not scored, or give each sit-out row an assigned score and the opponent's pair number"}.
			Says("Sit-out is %g%% but the event is scored at total points, where a percentage means nothing", ev.Settings.SitOutPercent))
	}
	return known, probs
}

// nobody reports whether a pair cell names nobody: empty, or 0.
func nobody(id string) bool { return id == "" || id == "0" }

// splitSitOuts moves the rows of one pair and nobody against it from
// ev.Rows to ev.SitOuts. A sit-out has no result: one with a score or a
// contract is an error (the opponent's number was most likely left out).
// A row naming nobody at all stays, to be reported as missing its pairs.
func splitSitOuts(ev *Event) []problem.Problem {
	var probs []problem.Problem
	kept := ev.Rows[:0]
	for _, r := range ev.Rows {
		nsNobody, ewNobody := nobody(r.NSID), nobody(r.EWID)
		if nsNobody == ewNobody {
			if r.NSID == "0" {
				r.NSID = ""
			}
			if r.EWID == "0" {
				r.EWID = ""
			}
			kept = append(kept, r)
			continue
		}
		so := SitOut{Line: r.Line, Session: r.Session, Round: r.Round, Table: r.Table, Board: r.Board, PairID: r.NSID, Side: NS, Pair: -1, Unread: r.Unread}
		empty := lang.Word("EW")
		if nsNobody {
			so.PairID, so.Side, empty = r.EWID, EW, lang.Word("NS")
		}
		if k := r.Score.Kind; k != bridge.Missing && k != bridge.NotPlayed || r.HasContract {
			probs = append(probs, rowProblem(&r, string(empty), "", "the row has a result but no %s pair", empty).
				Hinting("type the %s pair; a row with nobody against a pair is a sit-out, which has no result", empty))
			so.Unread = true
		}
		ev.SitOuts = append(ev.SitOuts, so)
	}
	clear(ev.Rows[len(kept):])
	ev.Rows = kept
	return probs
}

func checkScore(ev *Event, r *Row) []problem.Problem {
	var probs []problem.Problem
	if r.NS == r.EW {
		probs = append(probs, rowProblem(r, "EW", "a pair cannot play against itself; check the pair numbers on the traveller",
			"%s meets itself", pairName(ev.Pairs[r.NS])))
	}
	if !r.Unread {
		for _, p := range r.Settle(r.Board) {
			probs = append(probs, p.At(SheetResults, r.Line, p.Column))
		}
	}
	if r.Score.Kind == bridge.Artificial && ev.Settings.Scoring == TotalPoints {
		probs = append(probs, rowProblem(r, "Score", "at total points, enter an assigned score (such as 420) or a weighted score instead",
			"artificial adjusted score %s cannot be scored at total points", r.Score))
	}
	return probs
}

// checkMeetings finds a pair that plays a board twice in a session. When one
// of the two rows is out of line with its neighbours on the sheet (board 17
// among board 7's rows: a typing slip), that row is the likely cause: one
// error, on its Board cell, names the pairs it clashes with and the board
// its neighbours suggest.
//
// Sessions checked against a movement are left out: a pair that plays a
// board twice sits, on one of the two rows, where the movement does not
// have it, and that row is reported there.
func checkMeetings(ev *Event, known []int, checked map[int]bool) []problem.Problem {
	type key struct{ session, board, pair int }
	first := map[key]int{} // → index into ev.Rows
	var probs []problem.Problem
	type clash struct {
		pair  int
		other int // the other row, an index
	}
	suspects := map[int][]clash{} // the row out of line → its clashes
	var order []int
	for _, i := range known {
		r := &ev.Rows[i]
		if checked[r.Session] {
			continue
		}
		for _, side := range []struct {
			pair   int
			column string
		}{{r.NS, "NS"}, {r.EW, "EW"}} {
			k := key{r.Session, r.Board, side.pair}
			prevI, dup := first[k]
			if !dup {
				first[k] = i
				continue
			}
			if prevI == i {
				continue
			}
			prev := &ev.Rows[prevI]
			switch {
			case outOfLine(ev, i) && !outOfLine(ev, prevI):
				if suspects[i] == nil {
					order = append(order, i)
				}
				suspects[i] = append(suspects[i], clash{side.pair, prevI})
			case outOfLine(ev, prevI) && !outOfLine(ev, i):
				if suspects[prevI] == nil {
					order = append(order, prevI)
				}
				suspects[prevI] = append(suspects[prevI], clash{side.pair, i})
			default:
				// A pair number typed wrong: the row whose pair is out of
				// line with its neighbours' (NS 3 among NS 2's rows) is the
				// likely cause.
				at, other := i, prevI
				meant, ok := pairOutOfLine(ev, prevI, side.column)
				if _, also := pairOutOfLine(ev, i, side.column); ok && !also {
					at, other = prevI, i
				} else if meant, ok = pairOutOfLine(ev, i, side.column); !ok {
					probs = append(probs, rowProblem(r, side.column, "each pair plays a board once per session; check the pair and board numbers",
						"%s plays board %d twice in session %d (also on row %d)", pairName(ev.Pairs[side.pair]), r.Board, r.Session, prev.Line))
					break
				} else if _, also := pairOutOfLine(ev, prevI, side.column); also {
					probs = append(probs, rowProblem(r, side.column, "each pair plays a board once per session; check the pair and board numbers",
						"%s plays board %d twice in session %d (also on row %d)", pairName(ev.Pairs[side.pair]), r.Board, r.Session, prev.Line))
					break
				}
				above, below := rowNeighbours(ev, at)
				probs = append(probs, rowProblem(&ev.Rows[at], side.column, "check the pair number on the traveller; each pair plays a board once per session",
					"%s plays board %d twice in session %d (also on row %d), and this row is out of line with rows %d and %d, %s's: was %s meant?",
					pairName(ev.Pairs[side.pair]), r.Board, r.Session, ev.Rows[other].Line, ev.Rows[above].Line, ev.Rows[below].Line,
					pairName(ev.Pairs[meant]), pairName(ev.Pairs[meant])))
			}
		}
	}
	for _, i := range order {
		r := &ev.Rows[i]
		var also []problem.Part
		cs := suspects[i]
		sort.Slice(cs, func(a, b int) bool { return cs[a].other < cs[b].other })
		for _, c := range cs {
			also = append(also, problem.Say("%s plays it on row %d too", pairName(ev.Pairs[c.pair]), ev.Rows[c.other].Line))
		}
		const hint = "check the board number on the traveller; each pair plays a board once per session"
		if b := meantBoard(ev, i); b > 0 {
			probs = append(probs, rowProblem(r, "Board", hint, "board %d is out of line with %s, and %s: was board %d meant?", r.Board, neighbours(ev, i), problem.Join("; ", also...), b))
		} else {
			probs = append(probs, rowProblem(r, "Board", hint, "board %d is out of line with %s, and %s", r.Board, neighbours(ev, i), problem.Join("; ", also...)))
		}
	}
	// A pair that sits out a board it plays, or sits it out twice.
	sat := map[key]int{} // → the sit-out's row
	for _, so := range ev.SitOuts {
		if so.Pair < 0 || so.Session < 1 || so.Board < 1 || checked[so.Session] {
			continue
		}
		k := key{so.Session, so.Board, so.Pair}
		name := pairName(ev.Pairs[so.Pair])
		switch i, plays := first[k]; {
		case plays:
			probs = append(probs, problem.New("a pair that plays a board does not sit it out; check the pair and board numbers",
				"%s sits out board %d of session %d here but plays it on row %d", name, so.Board, so.Session, ev.Rows[i].Line).At(SheetResults, so.Line, so.Side.String()))
		case sat[k] > 0:
			probs = append(probs, problem.New("delete one of the two rows",
				"%s sits out board %d of session %d twice (also on row %d)", name, so.Board, so.Session, sat[k]).At(SheetResults, so.Line, so.Side.String()))
		default:
			sat[k] = so.Line
		}
	}
	return probs
}

// pairName names a pair as the director knows it: "NS 5" or "EW 5" in a
// Mitchell whose Pairs sheet gives directions, else "pair 5".
func pairName(p Pair) problem.Part {
	if p.Direction != Either {
		return problem.Part{Format: "%s %s", Args: []any{p.Direction.word(), p.ID}}
	}
	return problem.Say("pair %s", p.ID)
}

// rowNeighbours are the rows just above and below row i on the sheet, in
// its session, whose boards are known (−1 for none).
func rowNeighbours(ev *Event, i int) (above, below int) {
	above, below = -1, -1
	r := ev.Rows[i]
	if j := i - 1; j >= 0 && ev.Rows[j].Board > 0 && ev.Rows[j].Session == r.Session {
		above = j
	}
	if j := i + 1; j < len(ev.Rows) && ev.Rows[j].Board > 0 && ev.Rows[j].Session == r.Session {
		below = j
	}
	return above, below
}

// outOfLine reports whether row i's board is far from its neighbours' on
// the sheet: neither the same nor the next or previous board, whether the
// sheet lists the rows board by board or round by round.
func outOfLine(ev *Event, i int) bool {
	above, below := rowNeighbours(ev, i)
	if above < 0 && below < 0 {
		return false
	}
	for _, j := range []int{above, below} {
		if j >= 0 {
			if d := ev.Rows[j].Board - ev.Rows[i].Board; d >= -1 && d <= 1 {
				return false
			}
		}
	}
	return true
}

// pairOutOfLine reports whether row i's pair on one side (column "NS" or
// "EW") differs from the pair that both its neighbours on the sheet have
// there (rows listed pair by pair, a scorecard at a time), and that pair.
func pairOutOfLine(ev *Event, i int, column string) (meant int, ok bool) {
	above, below := rowNeighbours(ev, i)
	if above < 0 || below < 0 {
		return 0, false
	}
	pair := func(j int) int {
		if column == "NS" {
			return ev.Rows[j].NS
		}
		return ev.Rows[j].EW
	}
	a, b, p := pair(above), pair(below), pair(i)
	if a < 0 || a != b || a == p || a == ev.Rows[i].NS || a == ev.Rows[i].EW {
		return 0, false // not the row's own other pair either
	}
	// A pair's own rows are three boards: rows listed board by board,
	// where a neighbour may share the row's board, tell nothing.
	ba, bb, br := ev.Rows[above].Board, ev.Rows[below].Board, ev.Rows[i].Board
	if ba == br || bb == br || ba == bb {
		return 0, false
	}
	return a, true
}

// neighbours describes row i's neighbours: "rows 38 and 40 (board 7)".
func neighbours(ev *Event, i int) problem.Part {
	above, below := rowNeighbours(ev, i)
	switch {
	case above >= 0 && below >= 0 && ev.Rows[above].Board == ev.Rows[below].Board:
		return problem.Say("rows %d and %d (board %d)", ev.Rows[above].Line, ev.Rows[below].Line, ev.Rows[above].Board)
	case above >= 0 && below >= 0:
		return problem.Say("rows %d and %d (boards %d and %d)", ev.Rows[above].Line, ev.Rows[below].Line, ev.Rows[above].Board, ev.Rows[below].Board)
	case above >= 0:
		return problem.Say("row %d (board %d)", ev.Rows[above].Line, ev.Rows[above].Board)
	}
	return problem.Say("row %d (board %d)", ev.Rows[below].Line, ev.Rows[below].Board)
}

// meantBoard is the board row i's neighbours suggest: theirs when they
// agree (or there is one), the one between them when they are two apart
// (round by round: 6, ?, 8); 0 when they suggest none.
func meantBoard(ev *Event, i int) int {
	above, below := rowNeighbours(ev, i)
	switch {
	case above >= 0 && below >= 0:
		a, b := ev.Rows[above].Board, ev.Rows[below].Board
		if a == b {
			return a
		}
		if b-a == 2 {
			return a + 1
		}
		return 0
	case above >= 0:
		return ev.Rows[above].Board
	case below >= 0:
		return ev.Rows[below].Board
	}
	return 0
}

// checkCoverage warns about a board with a single result and a pair that
// may be missing a traveller row: one with rows on fewer boards of its
// session than the other pairs of its field and direction (NS or EW in a
// Mitchell, everyone in a Howell), so that a Mitchell of fewer rounds than
// tables or a skip Mitchell, where every pair misses some boards, warns of
// nothing. A sit-out row counts as a row. When the boards that the pair
// and one other (its opponent on the row left out) have no row on make up
// the shortfall, the warning names them.
//
// It looks at the known rows, and says nothing of a board that a row whose
// session, board or pairs are not known may be on: that row may be the one
// missing. (So the warnings come in the same run as the errors of the
// cells.)
//
// Sessions checked against a movement are left out of the second warning:
// a row of the movement that is missing is an error there.
func checkCoverage(ev *Event, known []int, checked map[int]bool) []problem.Problem {
	type bk struct{ session, board int }
	// Boards a row not known may be on; −1 for any session or board.
	var doubtful []bk
	isKnown := make([]bool, len(ev.Rows))
	for _, i := range known {
		isKnown[i] = true
	}
	for i := range ev.Rows {
		if r := &ev.Rows[i]; !isKnown[i] {
			doubtful = append(doubtful, bk{r.Session, r.Board})
		}
	}
	for _, so := range ev.SitOuts {
		if so.Pair < 0 || so.Session < 1 || so.Board < 1 {
			doubtful = append(doubtful, bk{so.Session, so.Board})
		}
	}
	for i := range doubtful {
		if doubtful[i].session < 1 {
			doubtful[i].session = -1
		}
		if doubtful[i].board < 1 {
			doubtful[i].board = -1
		}
	}
	inDoubt := func(k bk) bool {
		for _, d := range doubtful {
			if (d.session < 0 || d.session == k.session) && (d.board < 0 || d.board == k.board) {
				return true
			}
		}
		return false
	}
	boards := map[bk][]*Row{}
	sat := map[bk][]int{} // the pairs that sit out each board
	// Where each pair sits in each session: a bit for NS, one for EW.
	type sp struct{ session, pair int }
	dirs := map[sp]uint8{}
	for _, i := range known {
		r := &ev.Rows[i]
		k := bk{r.Session, r.Board}
		boards[k] = append(boards[k], r)
		dirs[sp{r.Session, r.NS}] |= 1 << NS
		dirs[sp{r.Session, r.EW}] |= 1 << EW
	}
	for _, so := range ev.SitOuts {
		if so.Pair >= 0 && so.Session > 0 && so.Board > 0 {
			k := bk{so.Session, so.Board}
			sat[k] = append(sat[k], so.Pair)
			dirs[sp{so.Session, so.Pair}] |= 1 << so.Side
		}
	}
	keys := make([]bk, 0, len(boards)+len(sat))
	for k := range boards {
		keys = append(keys, k)
	}
	for k := range sat {
		if _, ok := boards[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].session != keys[j].session {
			return keys[i].session < keys[j].session
		}
		return keys[i].board < keys[j].board
	})
	var probs []problem.Problem
	for _, k := range keys {
		if inDoubt(k) {
			continue
		}
		rows := boards[k]
		results := 0
		for _, r := range rows {
			if r.Score.IsResult() {
				results++
			}
		}
		if results == 1 && len(rows) == 1 {
			p := rowProblem(rows[0], "Board", "a board needs two results to be compared; check the board number",
				"board %d has a single result in session %d", k.board, k.session)
			p.Warning = true
			probs = append(probs, p)
		}
	}

	sessions := map[int][]bk{}
	var order []int
	for _, k := range keys {
		if sessions[k.session] == nil {
			order = append(order, k.session)
		}
		sessions[k.session] = append(sessions[k.session], k)
	}
	type warning struct {
		pair int
		p    problem.Problem
	}
	on := make([]bool, len(ev.Pairs)) // the pairs with a row on the board at hand
	for _, session := range order {
		if checked[session] {
			continue
		}
		var pairs []int
		oneField := false
		for key, ds := range dirs {
			if key.session == session {
				pairs = append(pairs, key.pair)
				oneField = oneField || ds == 1<<NS|1<<EW
			}
		}
		if len(pairs) < 6 {
			continue
		}
		sort.Ints(pairs)
		// Each pair's field: one, or NS and EW apart.
		field := func(p int) Direction {
			switch {
			case oneField:
				return Either
			case dirs[sp{session, p}] == 1<<NS:
				return NS
			}
			return EW
		}
		count := map[int]int{}
		missing := map[int][]int{} // pair → boards it and one other pair have no row on
		for _, k := range sessions[session] {
			if inDoubt(k) {
				for _, p := range pairs {
					count[p]++ // a row not known may be the pair's
				}
				continue
			}
			for _, r := range boards[k] {
				on[r.NS], on[r.EW] = true, true
			}
			for _, p := range sat[k] {
				on[p] = true
			}
			var off []int
			for _, p := range pairs {
				if on[p] {
					count[p]++
				} else if len(off) < 3 {
					off = append(off, p)
				}
			}
			if len(off) == 2 && (oneField || field(off[0]) != field(off[1])) {
				for _, p := range off {
					missing[p] = append(missing[p], k.board)
				}
			}
			for _, r := range boards[k] {
				on[r.NS], on[r.EW] = false, false
			}
			for _, p := range sat[k] {
				on[p] = false
			}
		}
		most := map[Direction]int{}
		for _, p := range pairs {
			most[field(p)] = max(most[field(p)], count[p])
		}
		var ws []warning
		for _, p := range pairs {
			f := field(p)
			short := most[f] - count[p]
			if short <= 0 {
				continue
			}
			pr := problem.Problem{Sheet: SheetPairs, Row: ev.Pairs[p].Line, Column: "Pair", Warning: true,
				Hint: "a traveller row may be missing; enter NP if the board was not played"}
			if bs := missing[p]; len(bs) == short {
				list := make([]string, len(bs))
				for i, b := range bs {
					list[i] = strconv.Itoa(b)
				}
				if len(list) > 1 {
					pr = pr.Says("%s has no result on boards %s of session %d, which every other pair played", pairName(ev.Pairs[p]), strings.Join(list, ", "), session)
				} else {
					pr = pr.Says("%s has no result on board %s of session %d, which every other pair played", pairName(ev.Pairs[p]), strings.Join(list, ", "), session)
				}
			} else if f != Either {
				pr = pr.Says("%s has rows on %d boards of session %d, the other %s pairs on %d", pairName(ev.Pairs[p]), count[p], session, f.word(), most[f])
			} else {
				pr = pr.Says("%s has rows on %d boards of session %d, the other pairs on %d", pairName(ev.Pairs[p]), count[p], session, most[f])
			}
			ws = append(ws, warning{p, pr})
		}
		sort.SliceStable(ws, func(i, j int) bool { return ev.Pairs[ws[i].pair].Line < ev.Pairs[ws[j].pair].Line })
		for _, w := range ws {
			probs = append(probs, w.p)
		}
	}
	return probs
}

// CheckLeads checks each row's opening lead against its board's deal, for
// the boards dealOf has a deal for (the Hands sheet's): the lead is a card
// of the hand on declarer's left (deal.CheckLead). Each lead that is not
// is an error at its Lead cell, naming who holds the card.
func CheckLeads(rows []Row, dealOf func(session, board int) (deal.Deal, bool)) []problem.Problem {
	var probs []problem.Problem
	for i := range rows {
		r := &rows[i]
		if p := CheckLead(r.TravellerLine, r.Line, r.Session, r.Board, dealOf); p != nil {
			probs = append(probs, *p)
		}
	}
	return probs
}

// CheckLead checks one Results row's opening lead (a pairs or a teams
// event's: row line, board board of session or round group), as
// CheckLeads does; nil when it is right or cannot be checked (no lead, no
// declarer, no deal).
func CheckLead(l bridge.TravellerLine, line, group, board int, dealOf func(group, board int) (deal.Deal, bool)) *problem.Problem {
	if l.Lead.IsZero() || !l.HasContract || l.Contract.IsPassedOut() {
		return nil
	}
	d, ok := dealOf(group, board)
	if !ok {
		return nil
	}
	err := d.CheckLead(l.Declarer, l.Lead)
	if err == nil {
		return nil
	}
	p := problem.From(err)
	p = p.Says("board %d: %s", board, p.Part()).At(SheetResults, line, "Lead")
	return &p
}
