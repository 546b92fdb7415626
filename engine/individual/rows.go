package individual

import (
	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// checkPlayers checks the Players sheet and returns each player's index by
// number. A player without a number, or listed again under a number
// already taken, is reported and named by no row.
func checkPlayers(ev *Event) (map[int]int, []problem.Problem) {
	var probs []problem.Problem
	byNumber := map[int]int{}
	for i, p := range ev.Players {
		switch {
		case p.Number < 0: // the reader said what is wrong
		case p.Number == 0:
			probs = append(probs, problem.New("give each player a number: 1, 2, …",
				"the player has no number").At(SheetPlayers, p.Line, "Player"))
		default:
			if j, dup := byNumber[p.Number]; dup {
				probs = append(probs, problem.New("give each player their own number",
					"player %d is listed twice (also on row %d)", p.Number, ev.Players[j].Line).At(SheetPlayers, p.Line, "Player"))
				break
			}
			byNumber[p.Number] = i
		}
		if p.name() == "" {
			probs = append(probs, problem.New("type the player's name (or a placeholder such as Visitor)",
				"player %d has no name", p.Number).At(SheetPlayers, p.Line, "Name"))
		}
	}
	if len(ev.Players) == 0 {
		probs = append(probs, problem.Problem{Sheet: SheetPlayers, Msg: "Players lists no players",
			Hint: "type one row per player: Player (a number) and Name"})
	}
	return byNumber, probs
}

// checkRows checks who sits where: every player named is in Players, sits
// once at the table, plays (or sits out) each board once and sits at one
// table a round; a row names some player, and a row with an empty seat (a
// sit-out) has no result.
func checkRows(ev *Event, byNumber map[int]int) []problem.Problem {
	var probs []problem.Problem
	type boardKey struct{ board, player int }
	type roundKey struct{ round, player int }
	type where struct{ table, line int }
	onBoard := map[boardKey]int{}   // → the row's line
	inRound := map[roundKey]where{} // → where the player sat
	told := map[roundKey]bool{}     // a player's second table in a round, reported once
	at := func(r *ResultRow, seat int, p *problem.Problem) problem.Problem {
		return p.At(SheetResults, r.Line, SeatColumns[seat])
	}
	for i := range ev.Rows {
		r := &ev.Rows[i]
		if r.Seated() == 0 {
			probs = append(probs, at(r, 0, problem.New("type the four players' numbers as on the traveller",
				"the row names no players")))
			continue
		}
		for seat, p := range r.Seats {
			if p <= 0 {
				continue
			}
			if _, ok := byNumber[p]; !ok {
				probs = append(probs, at(r, seat, problem.New("every player must be listed in the Players sheet",
					"player %d is not in Players", p)))
			}
			twice := false
			for other := 0; other < seat; other++ {
				if r.Seats[other] == p {
					probs = append(probs, at(r, seat, problem.New("a player sits in one seat; check the player numbers on the traveller",
						"player %d is seated twice at the table, at %s and %s", p, seatWord(other), seatWord(seat))))
					twice = true
					break
				}
			}
			if twice {
				continue
			}
			if r.Board > 0 {
				k := boardKey{r.Board, p}
				if line, dup := onBoard[k]; dup {
					probs = append(probs, at(r, seat, problem.New("each player plays a board once; check the player and board numbers",
						"player %d is on board %d twice (also on row %d)", p, r.Board, line)))
				} else {
					onBoard[k] = r.Line
				}
			}
			if r.Round > 0 && r.Table > 0 {
				k := roundKey{r.Round, p}
				if w, ok := inRound[k]; ok && w.table != r.Table && !told[k] {
					told[k] = true
					probs = append(probs, at(r, seat, problem.New("a player sits at one table a round; check the player, round and table numbers",
						"player %d sits at table %d in round %d here and at table %d on row %d", p, r.Table, r.Round, w.table, w.line)))
				} else if !ok {
					inRound[k] = where{r.Table, r.Line}
				}
			}
		}
		if r.Seated() < 4 {
			if k := r.Score.Kind; k != bridge.Missing && k != bridge.NotPlayed || r.HasContract {
				empty := 0
				for empty < 3 && r.Seats[empty] != 0 {
					empty++
				}
				probs = append(probs, at(r, empty, problem.New("type the missing player's number; a row with an empty seat is a sit-out, which has no result",
					"the row has a result but nobody at %s", seatWord(empty))))
				r.Unread = true
			}
		}
	}
	return probs
}

// checkMovement checks the rows that give their Round and Table against
// the movement the Event sheet names (Movement.Check), and that every
// board the movement plays at a table in a round has one row
// (Movement.Missing). Rows that give neither are left out; a row that
// gives one of them only is told to give both.
func checkMovement(ev *Event) []problem.Problem {
	m := ev.Settings.Plan
	if m == nil {
		return nil
	}
	var probs []problem.Problem
	var placed []Row
	for _, r := range ev.Rows {
		if r.Round < 0 || r.Table < 0 || r.Board < 1 {
			continue // the reader said what is wrong
		}
		if r.Round == 0 && r.Table == 0 {
			continue
		}
		if r.Round == 0 || r.Table == 0 {
			col, word := "Round", lang.Word("Round")
			if r.Table == 0 {
				col, word = "Table", lang.Word("Table")
			}
			probs = append(probs, problem.New("type the row's Round and Table, as the movement has them",
				"the row gives no %s, so it cannot be checked against the movement", word).At(SheetResults, r.Line, col))
			continue
		}
		row := r.Row
		for _, p := range m.Check(row) {
			probs = append(probs, seatColumn(p))
		}
		placed = append(placed, row)
	}
	if len(placed) > 0 {
		for _, p := range m.Missing(placed) {
			probs = append(probs, seatColumn(p))
		}
	}
	return probs
}

// seatColumn is a movement's problem placed at the Results sheet's seat
// column: the movement names a seat by its letter (N), the sheet by its
// word (North).
func seatColumn(p problem.Problem) problem.Problem {
	for i, letter := range [4]string{"N", "S", "E", "W"} {
		if p.Column == letter {
			p.Column = SeatColumns[i]
		}
	}
	return p
}
