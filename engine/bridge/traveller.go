package bridge

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// TravellerLine is how a board went at one table, as the scorer typed it on
// the traveller: the Score cell, and the contract, declarer and result when
// they are given. It is the same in a pairs and a teams event.
type TravellerLine struct {
	Score TableScore // what the Score cell says; Kind Missing when it is empty

	// The contract, when given.
	HasContract bool
	Contract    Contract
	Declarer    Seat
	Tricks      int
}

// ReadTravellerLine reads the Contract, By, Result and Score cells of a
// traveller line. Each problem names its column (Contract, By, Result or
// Score) but no sheet or row, which the caller knows. When any problem is an
// error the line could not be read; a warning is a Result that is far more
// likely an overtrick Excel turned into a number ("1" on 4♠ reads as one
// trick taken).
func ReadTravellerLine(contract, by, result, score string) (TravellerLine, []problem.Problem) {
	var l TravellerLine
	probs := l.readContract(strings.TrimSpace(contract), strings.TrimSpace(by), strings.TrimSpace(result))
	sc, err := ParseTableScore(score)
	if err != nil {
		p := problem.From(err)
		p.Column = "Score"
		probs = append(probs, p)
	}
	l.Score = sc
	return l, probs
}

func (l *TravellerLine) readContract(ctext, by, res string) []problem.Problem {
	bad := func(col string, err error) problem.Problem {
		p := problem.From(err)
		p.Column = col
		return p
	}
	if ctext == "" {
		if by != "" || res != "" {
			col := "By"
			if by == "" {
				col = "Result"
			}
			return []problem.Problem{{Column: "Contract", Msg: fmt.Sprintf("%s is given but the contract is missing", strings.ToLower(col)),
				Hint: "type the contract, such as 4S, 3NT or Pass"}}
		}
		return nil
	}
	// The parsers' messages name the value: `contract "5Q": unknown strain "Q"`.
	c, err := ParseContract(ctext)
	if err != nil {
		return []problem.Problem{bad("Contract", err)}
	}
	l.Contract = c
	if c.IsPassedOut() {
		l.HasContract = true
		return nil
	}
	var probs []problem.Problem
	if by == "" {
		probs = append(probs, problem.Problem{Column: "By", Msg: fmt.Sprintf("contract %s has no declarer", c), Hint: "type the declarer: N, E, S or W"})
	} else if seat, err := ParseSeat(by); err != nil {
		probs = append(probs, bad("By", err))
	} else {
		l.Declarer = seat
	}
	if res == "" {
		probs = append(probs, problem.Problem{Column: "Result", Msg: fmt.Sprintf("contract %s has no result", c), Hint: "type =, +1, -2, or the tricks taken"})
	} else if tricks, err := ParseResult(res, c); err != nil {
		probs = append(probs, bad("Result", err))
	} else {
		l.Tricks = tricks
		if w, warn := overtrickTypedAsNumber(res, c, tricks); warn {
			probs = append(probs, problem.Problem{Column: "Result", Warning: true, Msg: w,
				Hint: "Excel turns a typed +1 into the number 1; type '+1 (with the apostrophe), or the tricks taken"})
		}
	}
	l.HasContract = !problem.HasErrors(probs)
	return probs
}

// overtrickTypedAsNumber notices a Result that reads as the tricks taken but
// is far more likely an overtrick that Excel turned into a number: "1" on 4♠
// is nine down as written, while +1 is what the scorer typed.
func overtrickTypedAsNumber(res string, c Contract, tricks int) (string, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(res))
	if err != nil || n < 1 || strings.HasPrefix(strings.TrimSpace(res), "+") {
		return "", false
	}
	down := c.Level + 6 - tricks
	if down < 5 || c.Level+6+n > 13 {
		return "", false
	}
	return fmt.Sprintf("result %d is read as %d trick%s taken, %s down %d; if +%d was meant, the score is wrong",
		n, n, map[bool]string{true: "", false: "s"}[n == 1], c, down, n), true
}

// Settle settles the line's score on a board: an empty Score is computed
// from the contract, a typed score must agree with the contract when both
// are given, and a table score (or each part of a weighted score) must be
// possible at the board's vulnerability. It changes l.Score only where the
// score was missing. The problems are on the Score column, without a sheet
// or row.
func (l *TravellerLine) Settle(board int) []problem.Problem {
	nsVul, ewVul := Vulnerability(board)
	if l.HasContract {
		computed := Score(l.Contract, l.Declarer, l.Tricks, board)
		switch l.Score.Kind {
		case Missing:
			l.Score = TableScore{Kind: Real, NS: computed}
			return nil
		case Real:
			if l.Score.NS != computed {
				by := ""
				if !l.Contract.IsPassedOut() {
					by = " by " + l.Declarer.String()
				}
				return []problem.Problem{{Column: "Score", Hint: "correct either the score or the contract; or leave Score empty to have it computed",
					Msg: fmt.Sprintf("score %d does not match %s%s %s on board %d (%s vulnerable): that scores %d",
						l.Score.NS, l.Contract, by, l.Contract.ResultString(l.Tricks), board, VulnerabilityName(nsVul, ewVul), computed)}}
			}
			return nil
		}
	}
	var probs []problem.Problem
	switch l.Score.Kind {
	case Missing:
		probs = append(probs, problem.Problem{Column: "Score", Hint: "type the NS score, or the Contract, By and Result",
			Msg: fmt.Sprintf("board %d has no score and no contract", board)})
	case Real:
		if !IsPossibleScore(l.Score.NS, nsVul, ewVul) {
			probs = append(probs, impossible(board, l.Score.NS, nsVul, ewVul))
		}
	case Weighted:
		for _, p := range l.Score.Parts {
			if !IsPossibleScore(p.Score, nsVul, ewVul) {
				probs = append(probs, impossible(board, p.Score, nsVul, ewVul))
			}
		}
	}
	return probs
}

// VulnerabilityName names who is vulnerable: "none", "NS", "EW" or "all".
func VulnerabilityName(ns, ew bool) string {
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
func impossible(board, score int, nsVul, ewVul bool) problem.Problem {
	var others []string
	for _, v := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		if v != [2]bool{nsVul, ewVul} && IsPossibleScore(score, v[0], v[1]) {
			others = append(others, VulnerabilityName(v[0], v[1]))
		}
	}
	if len(others) > 0 {
		return problem.Problem{Column: "Score", Warning: true, Hint: "check the board number and the score",
			Msg: fmt.Sprintf("score %d is impossible on board %d (%s vulnerable); it is possible only with %s vulnerable",
				score, board, VulnerabilityName(nsVul, ewVul), strings.Join(others, " or "))}
	}
	return problem.Problem{Column: "Score", Hint: "scores are from NS's side, as on the traveller; check for a typing error",
		Msg: fmt.Sprintf("score %d is impossible on board %d: no contract scores it", score, board)}
}

// Mean is a result's NS score; a weighted score counts as its weighted
// mean.
func (s TableScore) Mean() float64 {
	if s.Kind == Weighted {
		v := 0.0
		for _, p := range s.Parts {
			v += p.Weight * float64(p.Score)
		}
		return v
	}
	return float64(s.NS)
}
