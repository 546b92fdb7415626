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

	// doubt is the Result as typed when it reads as the tricks taken but
	// is more likely an overtrick (or "made exactly") that Excel turned
	// into a number: "1" on 4♠ is nine down as written, +1 as meant.
	// Settle warns about it unless the row's Score settles the reading.
	doubt string
}

// TricksTaken says that the Result was typed under a header that means the
// tricks taken ("Tricks"): a bare number is then what it says, and no
// warning doubts it.
func (l *TravellerLine) TricksTaken() { l.doubt = "" }

// ReadTravellerLine reads the Contract, By, Result and Score cells of a
// traveller line. Each problem names its column (Contract, By, Result or
// Score) but no sheet or row, which the caller knows. When any problem is an
// error the line could not be read. A result typed in the Contract cell
// ("4S=", "4S+1", "4S 10", "3NTX-2") is read when the Result cell is empty.
func ReadTravellerLine(contract, by, result, score string) (TravellerLine, []problem.Problem) {
	var l TravellerLine
	probs := l.readContract(strings.TrimSpace(contract), strings.TrimSpace(by), strings.TrimSpace(result))
	if strings.TrimSpace(result) == "" && looksLikeResult(score) {
		if c, err := ParseContract(strings.TrimSpace(contract)); err == nil && !c.IsPassedOut() {
			// The result typed one cell too far: one error that says so,
			// in place of "no result" and "not a score".
			kept := []problem.Problem{{Column: "Score",
				Msg:  fmt.Sprintf("score %q looks like the result of %s, and Result is empty", strings.TrimSpace(score), c),
				Hint: "type the result in Result, and leave Score empty or give the NS score"}}
			for _, p := range probs {
				if p.Column != "Result" {
					kept = append(kept, p)
				}
			}
			return l, kept
		}
	}
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
		// Many scorers write the result with the contract: 4S=, 4S+1, 4S 10.
		cpart, rpart, split := SplitContractResult(ctext)
		if !split {
			return []problem.Problem{bad("Contract", err)}
		}
		c2, err2 := ParseContract(cpart)
		if err2 != nil {
			return []problem.Problem{bad("Contract", err)}
		}
		if res != "" {
			return []problem.Problem{{Column: "Contract",
				Msg:  fmt.Sprintf("contract %q holds a result too, and Result says %q", ctext, res),
				Hint: fmt.Sprintf("type the contract alone (%s) and the result in Result", cpart)}}
		}
		c, res = c2, rpart
	}
	l.Contract = c
	if c.IsPassedOut() {
		l.HasContract = true
		if by != "" || res != "" {
			col := "By"
			if by == "" {
				col = "Result"
			}
			return []problem.Problem{{Column: col, Warning: true,
				Msg:  fmt.Sprintf("the board was passed out, so By %q and Result %q are not read", by, res),
				Hint: "leave By and Result empty for a passed-out board, or correct the contract"}}
		}
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
		if doubtful(res, c, tricks) {
			l.doubt = strings.TrimSpace(res)
		}
	}
	l.HasContract = !problem.HasErrors(probs)
	return probs
}

// doubtful notices a Result that reads as the tricks taken but is far more
// likely an overtrick that Excel turned into a number ("1" on 4♠ is nine
// down as written, while +1 is what the scorer typed), or a 0 typed for
// "made exactly" (many scorers write 0 for =).
func doubtful(res string, c Contract, tricks int) bool {
	n, err := strconv.Atoi(strings.TrimSpace(res))
	if err != nil || n < 0 || strings.HasPrefix(strings.TrimSpace(res), "+") {
		return false
	}
	down := c.Level + 6 - tricks
	return down >= 5 && c.Level+6+n <= 13
}

// meant is how a doubtful Result was probably meant: "+1" for 1, "=" for 0;
// and the tricks that would make.
func (l *TravellerLine) meant() (string, int) {
	n, _ := strconv.Atoi(l.doubt)
	if n == 0 {
		return "=", l.Contract.Level + 6
	}
	return "+" + l.doubt, l.Contract.Level + 6 + n
}

// doubtWarning is the warning about a doubtful Result that nothing on the
// row settles.
func (l *TravellerLine) doubtWarning() problem.Problem {
	n, _ := strconv.Atoi(l.doubt)
	taken := fmt.Sprintf("%d tricks", n)
	switch n {
	case 0:
		taken = "no tricks"
	case 1:
		taken = "1 trick"
	}
	m, _ := l.meant()
	was := m
	hint := fmt.Sprintf("Excel turns a typed %s into the number %d; type '%s (with the apostrophe), or the tricks taken", m, n, m)
	if n == 0 {
		was = "= (made exactly)"
		hint = "type = for made exactly, +1 for an overtrick, or the tricks taken"
	}
	return problem.Problem{Column: "Result", Warning: true, Hint: hint,
		Msg: fmt.Sprintf("result %s is read as %s taken, %s down %d; if %s was meant, the score is wrong",
			l.doubt, taken, l.Contract, l.Contract.Level+6-l.Tricks, was)}
}

// looksLikeResult tells a Score cell that holds a result: =, or an
// overtrick or undertrick count (+1, -2; no score is so small).
func looksLikeResult(score string) bool {
	t := strings.NewReplacer("\u2212", "-", "\u2013", "-").Replace(strings.TrimSpace(score))
	if t == "=" {
		return true
	}
	if len(t) < 2 || (t[0] != '+' && t[0] != '-') {
		return false
	}
	n, err := strconv.Atoi(t[1:])
	if t[0] == '+' {
		return err == nil && n >= 1 && n <= 6 // at most six overtricks
	}
	return err == nil && n >= 1 && n <= 13
}

// Settle settles the line's score on a board: an empty Score is computed
// from the contract, a typed score must agree with the contract when both
// are given, and a table score (or each part of a weighted score) must be
// possible at the board's vulnerability. It changes l.Score only where the
// score was missing. A Result that reads as the tricks taken but is more
// likely an overtrick turned into a number ("1" on 4♠) is a warning on the
// Result column unless a typed score settles which was meant. The other
// problems are on the Score column, without a sheet or row.
func (l *TravellerLine) Settle(board int) []problem.Problem {
	nsVul, ewVul := Vulnerability(board)
	if l.HasContract {
		computed := Score(l.Contract, l.Declarer, l.Tricks, board)
		switch l.Score.Kind {
		case Missing:
			l.Score = TableScore{Kind: Real, NS: computed}
			if l.doubt != "" {
				return []problem.Problem{l.doubtWarning()}
			}
			return nil
		case Real:
			if l.Score.NS != computed {
				by := ""
				if !l.Contract.IsPassedOut() {
					by = " by " + l.Declarer.String()
				}
				hint := "correct either the score or the contract; or leave Score empty to have it computed"
				if l.doubt != "" {
					if m, tricks := l.meant(); Score(l.Contract, l.Declarer, tricks, board) == l.Score.NS {
						hint = fmt.Sprintf("the score is that of %s%s %s: Excel turns a typed %s into a number; type '%s (with the apostrophe) in Result", l.Contract, by, m, m, m)
					}
				}
				return []problem.Problem{{Column: "Score", Hint: hint,
					Msg: fmt.Sprintf("score %d does not match %s%s %s on board %d (%s vulnerable): that scores %d",
						l.Score.NS, l.Contract, by, l.Contract.ResultString(l.Tricks), board, VulnerabilityName(nsVul, ewVul), computed)}}
			}
			return nil // the score confirms the contract and result as read
		}
	}
	var probs []problem.Problem
	if l.HasContract {
		// An adjusted score, a weighted score or NP stands; the contract
		// beside it is not scored and should not be on the traveller.
		desc := l.Contract.String()
		if !l.Contract.IsPassedOut() {
			desc += " by " + l.Declarer.String() + " " + l.Contract.ResultString(l.Tricks)
		}
		what := map[ScoreKind]string{Artificial: "an artificial adjusted score", Weighted: "a weighted score", NotPlayed: "NP (not played)"}[l.Score.Kind]
		probs = append(probs, problem.Problem{Column: "Score", Warning: true,
			Msg:  fmt.Sprintf("Score is %s, so the contract %s beside it is not scored", what, desc),
			Hint: "leave Contract, By and Result empty beside an adjusted score or NP; or clear Score to score the contract"})
	}
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
