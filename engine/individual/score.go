package individual

import (
	"math"
	"strconv"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/rank"
	"github.com/scorebook/scorebook/internal/lang"
)

// Line is one traveller line's scores: a Results row with four players,
// scored as a pairs event scores it (engine/pairs.Points), its Row an
// index into Event.Rows.
type Line = pairs.Points

// Card is one board on a player's scorecard: a board played (its row and
// the player's seat) or sat out.
type Card struct {
	Row  int // index into Event.Rows
	Seat int // 0 North, 1 South, 2 East, 3 West
	// SitOut says that the player sat the board out: Scored when the
	// Sit-out setting gives a percentage for it.
	SitOut, Scored bool
	Played         bool // a board played and not NP
	// Points are the player's points on the board, Top the board's top and
	// Pct the share of it (matchpoint methods, valid when HasPct).
	Points, Top, Pct float64
	HasPct           bool
}

// Counts says whether the card counts in the player's total.
func (c Card) Counts() bool { return c.Played || c.Scored }

// Standing is a player's line in the ranking.
type Standing struct {
	Player int // index into Event.Players
	Place  rank.Place
	Boards int // the boards counted: played, and sat out when scored
	Score  float64
	Top    float64
	Pct    float64
	Cards  []Card // in the order of the rows
}

// Result is a scored individual event.
type Result struct {
	Settings  Settings
	Lines     []Line     // one per row with four players, in the order of the rows
	Standings []Standing // by rank; phantoms are not ranked
	Boards    int        // boards in play
}

// Score checks and scores the event. Each board is scored as a pairs event
// scores it (engine/pairs.Score), NS against NS and EW against EW, with
// each side of each row a partnership of its own; each player takes the
// score of their side on each board they played, or what the Sit-out
// setting gives on a board they sat out (a row with an empty seat). A
// player's total is the sum, their percentage over the boards counted;
// everyone is ranked in one field.
//
// It returns every problem found, errors and warnings together, and a
// Result only when none is an error and every row could be read. It
// settles each row's score (a Score left empty is the contract's).
func Score(ev *Event) (*Result, []problem.Problem) {
	byNumber, probs := checkPlayers(ev)
	probs = append(probs, checkRows(ev, byNumber)...)
	probs = append(probs, checkMovement(ev)...)
	if len(ev.Rows) == 0 {
		probs = append(probs, problem.Problem{Sheet: SheetResults, Msg: "Results has no results",
			Hint: "type one row per board played at a table: Board, N, S, E, W and a Score or a Contract, By and Result"})
		return nil, probs
	}

	// The event as a pairs event: each side of each row a partnership of
	// its own, met once, so that every board is scored as a pairs event
	// scores it and nothing else of the pairs' checks (who met whom) applies.
	s := ev.Settings.Settings
	s.Field, s.Sessions = pairs.Howell, pairs.Percentages
	pev := pairs.Event{Settings: s}
	var played []int // pev.Rows[j] is ev.Rows[played[j]]
	type sat struct{ row, seat int }
	var sits []sat // pev.SitOuts[k] is sits[k]
	pair := func(id string) string {
		pev.Pairs = append(pev.Pairs, pairs.Pair{ID: id, Names: []string{id, id}})
		return id
	}
	for i, r := range ev.Rows {
		unread := r.Unread || r.Board < 1
		for _, p := range r.Seats {
			unread = unread || p < 0
		}
		switch n := r.Seated(); {
		case n == 4:
			id := strconv.Itoa(i)
			pev.Rows = append(pev.Rows, pairs.Row{Line: r.Line, Session: 1, Board: r.Board,
				NSID: pair("n" + id), EWID: pair("e" + id), TravellerLine: r.TravellerLine, Unread: unread})
			played = append(played, i)
		case n > 0:
			for seat, p := range r.Seats {
				if p == 0 {
					continue
				}
				id := pair("s" + strconv.Itoa(i) + "-" + strconv.Itoa(seat))
				row := pairs.Row{Line: r.Line, Session: 1, Board: r.Board, NSID: id, Unread: unread}
				if seat >= 2 {
					row.NSID, row.EWID = "", id
				}
				row.Score.Kind = bridge.Missing
				pev.Rows = append(pev.Rows, row)
				sits = append(sits, sat{i, seat})
			}
		}
	}
	if len(played) == 0 {
		probs = append(probs, problem.Problem{Sheet: SheetResults, Msg: "Results has no board played by four players",
			Hint: "type one row per board played at a table: Board, N, S, E, W and a Score or a Contract, By and Result"})
		return nil, probs
	}
	pres, pprobs := pairs.Score(&pev)
	for _, p := range pprobs {
		// The pairs' own sheet holds only the partnerships made up here;
		// checkPlayers and checkRows say what is wrong with the players.
		if p.Sheet != pairs.SheetPairs {
			probs = append(probs, p)
		}
	}
	for j, i := range played {
		ev.Rows[i].TravellerLine = pev.Rows[j].TravellerLine // settled
	}
	if pres == nil || problem.HasErrors(probs) {
		return nil, probs
	}

	res := &Result{Settings: ev.Settings, Boards: pres.Boards, Lines: make([]Line, len(played))}
	cards := make([][]Card, len(ev.Players))
	for j, i := range played {
		pl := pres.Lines[j]
		l := pl.Points
		l.Row = i
		res.Lines[j] = l
		for seat, p := range ev.Rows[i].Seats {
			c := Card{Row: i, Seat: seat, Played: l.Played, Points: l.NS, Top: l.Top, Pct: l.NSPct, HasPct: l.HasPct}
			if seat >= 2 {
				c.Points, c.Pct = l.EW, l.EWPct
			}
			pi := byNumber[p]
			cards[pi] = append(cards[pi], c)
		}
	}
	for k, so := range pres.SitOuts {
		st := sits[k]
		pi := byNumber[ev.Rows[st.row].Seats[st.seat]]
		cards[pi] = append(cards[pi], Card{Row: st.row, Seat: st.seat, SitOut: true, Scored: so.Scored,
			Points: so.Points, Top: so.Top, Pct: so.Pct, HasPct: so.HasPct})
	}
	for pi := range cards {
		sortCards(cards[pi])
		if ev.Settings.AveragePlusRule == pairs.SessionRule && ev.Settings.Scoring.IsMatchpoint() {
			sessionRule(ev, cards[pi])
		}
	}
	res.Standings = standings(ev, cards)
	return res, probs
}

// sortCards puts a player's cards in the order of the rows.
func sortCards(cs []Card) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j].Row < cs[j-1].Row; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// sessionRule values a player's Average plus and Average minus by Law
// 12C2's Session rule with the player's own percentage on the boards they
// played with a result: the two players of a side each have their own, so
// each may score the board differently (engine/pairs.Settings.AwardValue).
func sessionRule(ev *Event, cs []Card) {
	share, top := 0.0, 0.0
	for _, c := range cs {
		if !c.SitOut && ev.Rows[c.Row].Score.IsResult() && c.HasPct {
			share += c.Pct * c.Top
			top += c.Top
		}
	}
	own := math.NaN()
	if top > 0 {
		own = share / top
	}
	s := ev.Settings.Settings
	for i := range cs {
		c := &cs[i]
		sc := ev.Rows[c.Row].Score
		if c.SitOut || sc.Kind != bridge.Artificial {
			continue
		}
		a := sc.NSAward
		if c.Seat >= 2 {
			a = sc.EWAward
		}
		if a.Kind != bridge.AveragePlus && a.Kind != bridge.AverageMinus {
			continue
		}
		pct, pts := s.AwardValue(a, own, c.Top, 0)
		c.Pct, c.Points = pct, s.BoardPoints.Round(pts)
	}
}

// standings adds up each player's cards and ranks them: by percentage for
// matchpoint methods, by score otherwise, equal at two decimals sharing a
// place, a tie listed by player number.
func standings(ev *Event, cards [][]Card) []Standing {
	var out []Standing
	byPct := ev.Settings.Scoring.IsMatchpoint()
	for pi, cs := range cards {
		if len(cs) == 0 || ev.Players[pi].Phantom() {
			continue
		}
		st := Standing{Player: pi, Cards: cs}
		share := 0.0
		for _, c := range cs {
			if !c.Counts() {
				continue
			}
			st.Boards++
			st.Score += c.Points
			st.Top += c.Top
			share += c.Pct * c.Top
		}
		if byPct && st.Top > 0 {
			// Σ pct·top / Σ top: points over the tops, and for Norwegian
			// points (−top to +top) the share of the board each stands for.
			st.Pct = share / st.Top
		}
		out = append(out, st)
	}
	places := rank.Rank(out, rank.By[Standing]{
		Key: func(s Standing) int64 {
			if byPct {
				return rank.Hundredths(s.Pct * 100)
			}
			return rank.Hundredths(s.Score)
		},
		Tie: func(a, b Standing) int {
			return ev.Players[a.Player].Number - ev.Players[b.Player].Number
		},
	})
	for i := range out {
		out[i].Place = places[i]
	}
	return out
}

// seatWord is a seat as a message says it.
func seatWord(seat int) lang.Word {
	return [4]lang.Word{lang.Word("N"), lang.Word("S"), lang.Word("E"), lang.Word("W")}[seat]
}
