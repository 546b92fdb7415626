package pairs

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
)

// Check settles each row's score and checks the rows against each other. A
// Score cell left empty is computed from the contract; a typed score must
// agree with the contract when both are given, and must be possible on the
// board. It reports every problem, errors and warnings alike, and changes
// ev.Rows[i].Score only where the score was missing.
func Check(ev *Event) []Problem {
	var probs []Problem
	if len(ev.Rows) == 0 {
		return []Problem{{Sheet: "Results", Msg: "Results has no results", Hint: "type one row per board played at a table: Board, NS, EW and a Score or a Contract, By and Result"}}
	}
	for i := range ev.Rows {
		probs = append(probs, checkScore(ev, &ev.Rows[i])...)
	}
	probs = append(probs, checkMeetings(ev)...)
	if !HasErrors(probs) {
		probs = append(probs, checkCoverage(ev)...)
	}
	return probs
}

func checkScore(ev *Event, r *Row) []Problem {
	var probs []Problem
	if r.NS == r.EW {
		probs = append(probs, rowProblem(r, "EW", "a pair cannot play against itself; check the pair numbers on the traveller",
			"pair %s meets itself", ev.Pairs[r.NS].ID))
	}
	probs = append(probs, SettleScore(r)...)
	if r.Score.Kind == Artificial && ev.Settings.Scoring == TotalPoints {
		probs = append(probs, rowProblem(r, "Score", "at total points, enter an assigned score (such as 420) or a weighted score instead",
			"artificial adjusted score %s cannot be scored at total points", r.Score))
	}
	return probs
}

// SettleScore settles one traveller row's score, for pairs and teams alike:
// an empty Score is computed from the contract, a typed score must agree
// with the contract when both are given, and a table score (or each part of
// a weighted score) must be possible at the board's vulnerability. It
// changes r.Score only where the score was missing.
func SettleScore(r *Row) []Problem {
	if r.Unread {
		return nil
	}
	nsVul, ewVul := bridge.Vulnerability(r.Board)
	if r.HasContract {
		computed := bridge.Score(r.Contract, r.Declarer, r.Tricks, r.Board)
		switch r.Score.Kind {
		case Missing:
			r.Score = Score{Kind: Real, NS: computed}
			return nil
		case Real:
			if r.Score.NS != computed {
				by := ""
				if !r.Contract.IsPassedOut() {
					by = " by " + r.Declarer.String()
				}
				return []Problem{rowProblem(r, "Score", "correct either the score or the contract; or leave Score empty to have it computed",
					"score %d does not match %s%s %s on board %d (%s vulnerable): that scores %d",
					r.Score.NS, r.Contract, by, r.Contract.ResultString(r.Tricks), r.Board, vulName(nsVul, ewVul), computed)}
			}
			return nil
		}
	}
	var probs []Problem
	switch r.Score.Kind {
	case Missing:
		probs = append(probs, rowProblem(r, "Score", "type the NS score, or the Contract, By and Result",
			"board %d has no score and no contract", r.Board))
	case Real:
		if !bridge.IsPossibleScore(r.Score.NS, nsVul, ewVul) {
			probs = append(probs, impossible(r, r.Score.NS, nsVul, ewVul))
		}
	case Weighted:
		for _, p := range r.Score.Parts {
			if !bridge.IsPossibleScore(p.Score, nsVul, ewVul) {
				probs = append(probs, impossible(r, p.Score, nsVul, ewVul))
			}
		}
	}
	return probs
}

func vulName(ns, ew bool) string {
	switch {
	case ns && ew:
		return "all"
	case ns:
		return "NS"
	case ew:
		return "EW"
	}
	return "none"
}

// impossible explains a score that no contract gives at the board's
// vulnerability: an error, or a warning when it would be possible at another.
func impossible(r *Row, score int, nsVul, ewVul bool) Problem {
	var others []string
	for _, v := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		if v != [2]bool{nsVul, ewVul} && bridge.IsPossibleScore(score, v[0], v[1]) {
			others = append(others, vulName(v[0], v[1]))
		}
	}
	if len(others) > 0 {
		p := rowProblem(r, "Score", "check the board number and the score",
			"score %d is impossible on board %d (%s vulnerable); it is possible only with %s vulnerable",
			score, r.Board, vulName(nsVul, ewVul), strings.Join(others, " or "))
		p.Warning = true
		return p
	}
	return rowProblem(r, "Score", "scores are from NS's side, as on the traveller; check for a typing error",
		"score %d is impossible on board %d: no contract scores it", score, r.Board)
}

// checkMeetings finds a pair that plays a board twice in a session.
func checkMeetings(ev *Event) []Problem {
	type key struct{ session, board, pair int }
	first := map[key]*Row{}
	var probs []Problem
	for i := range ev.Rows {
		r := &ev.Rows[i]
		for _, side := range []struct {
			pair   int
			column string
		}{{r.NS, "NS"}, {r.EW, "EW"}} {
			k := key{r.Session, r.Board, side.pair}
			if prev, dup := first[k]; dup {
				if prev != r {
					probs = append(probs, rowProblem(r, side.column, "each pair plays a board once per session; check the pair and board numbers",
						"pair %s plays board %d twice in session %d (also on row %d)", ev.Pairs[side.pair].ID, r.Board, r.Session, prev.Line))
				}
				continue
			}
			first[k] = r
		}
	}
	return probs
}

// checkCoverage warns about a board with a single result and a pair with no
// row on boards every other pair of its session played.
func checkCoverage(ev *Event) []Problem {
	type bk struct{ session, board int }
	boards := map[bk][]*Row{}
	sessionPairs := map[int]map[int]bool{}
	for i := range ev.Rows {
		r := &ev.Rows[i]
		k := bk{r.Session, r.Board}
		boards[k] = append(boards[k], r)
		if sessionPairs[r.Session] == nil {
			sessionPairs[r.Session] = map[int]bool{}
		}
		sessionPairs[r.Session][r.NS] = true
		sessionPairs[r.Session][r.EW] = true
	}
	keys := make([]bk, 0, len(boards))
	for k := range boards {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].session != keys[j].session {
			return keys[i].session < keys[j].session
		}
		return keys[i].board < keys[j].board
	})
	var probs []Problem
	type missKey struct{ session, pair int }
	missed := map[missKey][]int{}
	var missOrder []missKey
	for _, k := range keys {
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
		all := sessionPairs[k.session]
		if len(all) < 6 {
			continue
		}
		played := map[int]bool{}
		for _, r := range rows {
			played[r.NS], played[r.EW] = true, true
		}
		// A traveller row left out leaves exactly two pairs off a board
		// that everyone else played; one pair off it is a sit-out.
		if miss := len(all) - len(played); miss == 2 {
			for p := range all {
				if !played[p] {
					mk := missKey{k.session, p}
					if missed[mk] == nil {
						missOrder = append(missOrder, mk)
					}
					missed[mk] = append(missed[mk], k.board)
				}
			}
		}
	}
	sort.Slice(missOrder, func(i, j int) bool {
		a, b := missOrder[i], missOrder[j]
		if a.session != b.session {
			return a.session < b.session
		}
		return ev.Pairs[a.pair].Line < ev.Pairs[b.pair].Line
	})
	for _, mk := range missOrder {
		var list []string
		for _, b := range missed[mk] {
			list = append(list, strconv.Itoa(b))
		}
		noun := "board"
		if len(list) > 1 {
			noun = "boards"
		}
		probs = append(probs, Problem{Sheet: "Pairs", Row: ev.Pairs[mk.pair].Line, Column: "Pair", Warning: true,
			Msg: fmt.Sprintf("pair %s has no result on %s %s of session %d, which every other pair played",
				ev.Pairs[mk.pair].ID, noun, strings.Join(list, ", "), mk.session),
			Hint: "a traveller row may be missing; enter NP if the board was not played"})
	}
	return probs
}
