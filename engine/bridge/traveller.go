package bridge

import (
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// TravellerLine is how a board went at one table, as the scorer typed it on
// the traveller: the Score cell, and the contract, declarer and result when
// they are given. It is the same in a pairs and a teams event.
type TravellerLine struct {
	Score TableScore // what the Score cell says; Kind Missing when it is empty

	// The contract, when given.
	HasContract bool
	// Lead is the opening lead, when the traveller gives it (ReadLead);
	// the zero Card when not.
	Lead     Card
	Contract Contract
	Declarer Seat
	Tricks   int

	// doubt is the Result as typed in the Result cell when it is a bare
	// number, read as the tricks taken: Excel turns a typed +1 into the
	// number 1, so "1" on 6♥X may be eleven down as written or +1 as
	// meant. Settle doubts it (doubtful, farDown) unless the row's Score
	// settles the reading. A result typed with the contract in one cell
	// ("4S 10") is text as typed, and is not doubted.
	doubt string
	// tricksColumn says the Result column is headed as the tricks taken
	// ("Tricks"): a bare number there is what it says, and only a reading
	// too far down to believe is doubted.
	tricksColumn bool
}

// TricksTaken says that the Result was typed under a header that means the
// tricks taken ("Tricks"): a bare number is then what it says, and no
// warning doubts it; a reading seven or more down is still an error unless
// the Score settles it.
func (l *TravellerLine) TricksTaken() { l.tricksColumn = true }

// ReadTravellerLine reads the Contract, By, Result and Score cells of a
// traveller line. Each problem names its column (Contract, By, Result or
// Score) but no sheet or row, which the caller knows. When any problem is an
// error the line could not be read. A result typed in the Contract cell
// ("4S=", "4S+1", "4S 10", "3NTX-2") is read when the Result cell is empty.
func ReadTravellerLine(contract, by, result, score string) (TravellerLine, []problem.Problem) {
	return ReadTravellerLineIn(lang.English, contract, by, result, score)
}

// ReadTravellerLineIn is ReadTravellerLine for a workbook in a language:
// its letters for the suits and seats are read (ParseContractIn,
// ParseSeatIn).
func ReadTravellerLineIn(in lang.Lang, contract, by, result, score string) (TravellerLine, []problem.Problem) {
	var l TravellerLine
	ls := lettersIn(in)
	probs := l.readContract(ls, strings.TrimSpace(contract), strings.TrimSpace(by), strings.TrimSpace(result))
	if strings.TrimSpace(result) == "" && looksLikeResult(score) {
		if c, err := parseContract(ls, strings.TrimSpace(contract)); err == nil && !c.IsPassedOut() {
			// The result typed one cell too far: one error that says so,
			// in place of "no result" and "not a score".
			kept := []problem.Problem{problem.Problem{Column: "Score",
				Hint: "type the result in Result, and leave Score empty or give the NS score"}.
				Says("score %q looks like the result of %s, and Result is empty", strings.TrimSpace(score), c)}
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

// ReadLead reads the Lead cell of a traveller line: empty, or the card
// led (ParseCard). A card that does not read is an error on the Lead
// column; a lead beside a board passed out, which no one led to, a
// warning, and it is not kept. Read it after ReadTravellerLine.
func (l *TravellerLine) ReadLead(lead string) []problem.Problem {
	if strings.TrimSpace(lead) == "" {
		return nil
	}
	c, err := ParseCard(lead)
	if err != nil {
		p := problem.From(err)
		p.Column = "Lead"
		return []problem.Problem{p}
	}
	if l.HasContract && l.Contract.IsPassedOut() {
		return []problem.Problem{problem.Problem{Column: "Lead", Warning: true,
			Hint: "leave Lead empty for a passed-out board, or correct the contract"}.
			Says("the board was passed out, so lead %s is not read", c)}
	}
	l.Lead = c
	return nil
}

func (l *TravellerLine) readContract(ls letters, ctext, by, res string) []problem.Problem {
	bad := func(col string, err error) problem.Problem {
		p := problem.From(err)
		p.Column = col
		return p
	}
	if ctext == "" {
		if by != "" || res != "" {
			const hint = "type the contract, such as 4S, 3NT or Pass"
			if by == "" {
				return []problem.Problem{{Column: "Contract", Msg: "result is given but the contract is missing", Hint: hint}}
			}
			return []problem.Problem{{Column: "Contract", Msg: "by is given but the contract is missing", Hint: hint}}
		}
		return nil
	}
	// The parsers' messages name the value: `contract "5Q": unknown strain "Q"`.
	oneCell := false // the result typed with the contract, as text
	c, err := parseContract(ls, ctext)
	if err != nil {
		// Many scorers write the result with the contract: 4S=, 4S+1, 4S 10.
		cpart, rpart, split := SplitContractResult(ctext)
		if !split {
			return []problem.Problem{bad("Contract", err)}
		}
		c2, err2 := parseContract(ls, cpart)
		if err2 != nil {
			return []problem.Problem{bad("Contract", err)}
		}
		if res != "" {
			return []problem.Problem{problem.Problem{Column: "Contract"}.
				Says("contract %q holds a result too, and Result says %q", ctext, res).
				Hinting("type the contract alone (%s) and the result in Result", cpart)}
		}
		c, res, oneCell = c2, rpart, true
	}
	l.Contract = c
	if c.IsPassedOut() {
		l.HasContract = true
		if by != "" || res != "" {
			col := "By"
			if by == "" {
				col = "Result"
			}
			return []problem.Problem{problem.Problem{Column: col, Warning: true,
				Hint: "leave By and Result empty for a passed-out board, or correct the contract"}.
				Says("the board was passed out, so By %q and Result %q are not read", by, res)}
		}
		return nil
	}
	var probs []problem.Problem
	if by == "" {
		probs = append(probs, problem.Problem{Column: "By", Hint: "type the declarer: N, E, S or W"}.Says("contract %s has no declarer", c))
	} else if seat, err := parseSeat(ls, by); err != nil {
		probs = append(probs, bad("By", err))
	} else {
		l.Declarer = seat
	}
	if res == "" {
		probs = append(probs, problem.Problem{Column: "Result", Hint: "type =, +1, -2, or the tricks taken"}.Says("contract %s has no result", c))
	} else if tricks, err := ParseResult(res, c); err != nil {
		probs = append(probs, bad("Result", err))
	} else {
		l.Tricks = tricks
		if bare(res) && !oneCell {
			l.doubt = strings.TrimSpace(res)
		}
	}
	l.HasContract = !problem.HasErrors(probs)
	return probs
}

// bare reports whether a Result is a number without a sign: the tricks
// taken, or an overtrick count (or 0 for "made exactly") that Excel turned
// into a number.
func bare(res string) bool {
	t := strings.TrimSpace(res)
	n, err := strconv.Atoi(t)
	return err == nil && n >= 0 && !strings.HasPrefix(t, "+")
}

// farDown is how far down a reading seven or more down is doubted: no
// board goes so far down often enough to score it unchecked, while a typed
// +1 that Excel turned into 1 gives exactly such a reading on any contract
// of level 1 to 6 (1 trick taken is 6 to 11 down).
const farDown = 7

// down is how many tricks the contract went down as read (0 or less when it
// made).
func (l *TravellerLine) down() int { return l.Contract.Level + 6 - l.Tricks }

// overtrick is how the doubted Result reads as an overtrick count: "+1" for
// 1, "=" for 0; the tricks that would make; and whether that reading is
// possible (at most 13 tricks).
func (l *TravellerLine) overtrick() (string, int, bool) {
	n, _ := strconv.Atoi(l.doubt)
	tricks := l.Contract.Level + 6 + n
	if n == 0 {
		return "=", tricks, true
	}
	return "+" + l.doubt, tricks, tricks <= 13
}

// doubtful reports whether the doubted Result is worth a warning: it
// reads five or six down, far more likely an overtrick turned into a
// number, which is possible. A Result under a Tricks header is not
// doubted so.
func (l *TravellerLine) doubtful() bool {
	_, _, ok := l.overtrick()
	return l.doubt != "" && !l.tricksColumn && l.down() >= 5 && l.down() < farDown && ok
}

// tooFarDown reports whether the doubted Result reads seven or more down:
// an error unless the Score settles it.
func (l *TravellerLine) tooFarDown() bool { return l.doubt != "" && l.down() >= farDown }

// doubtWarning is the warning about a doubtful Result that nothing on the
// row settles.
func (l *TravellerLine) doubtWarning() problem.Problem {
	m, _, _ := l.overtrick()
	p := problem.Problem{Column: "Result", Warning: true}.
		Hinting("Excel turns a typed %s into the number %s; type '%s (with the apostrophe), or the tricks taken", m, l.doubt, m)
	switch l.Tricks {
	case 0:
		return p.Says("result %s is read as no tricks taken, %s down %d; if %s was meant, the score is wrong", l.doubt, l.Contract, l.down(), m)
	case 1:
		return p.Says("result %s is read as 1 trick taken, %s down %d; if %s was meant, the score is wrong", l.doubt, l.Contract, l.down(), m)
	}
	return p.Says("result %s is read as %d tricks taken, %s down %d; if %s was meant, the score is wrong", l.doubt, l.Tricks, l.Contract, l.down(), m)
}

// farDownError is the error about a Result read seven or more down that
// nothing on the row settles: a typed +1 that Excel stored as 1 would be
// published as eleven down.
func (l *TravellerLine) farDownError() problem.Problem {
	c, by := l.Contract, l.Declarer.word()
	m, tricks, ok := l.overtrick()
	p := problem.Problem{Column: "Result"}
	switch {
	case !ok:
		p = p.Hinting("Excel turns a typed +1 into the number 1: type the result with its sign ('+1, =, -%d) or the tricks taken in full; or give the Score", l.down())
	case m == "=":
		p = p.Hinting("Excel turns a typed %s into the number %s: type = or %d (the tricks taken in full) for %s by %s %s, or -%d for %d down; or give the Score",
			m, l.doubt, tricks, c, by, m, l.down(), l.down())
	default:
		p = p.Hinting("Excel turns a typed %s into the number %s: type '%s (with the apostrophe) or %d (the tricks taken in full) for %s by %s %s, or -%d for %d down; or give the Score",
			m, l.doubt, m, tricks, c, by, m, l.down(), l.down())
	}
	switch l.Tricks {
	case 0:
		return p.Says("result %s is read as no tricks taken, %s by %s down %d, too far down to score unchecked", l.doubt, c, by, l.down())
	case 1:
		return p.Says("result %s is read as 1 trick taken, %s by %s down %d, too far down to score unchecked", l.doubt, c, by, l.down())
	}
	return p.Says("result %s is read as %d tricks taken, %s by %s down %d, too far down to score unchecked", l.doubt, l.Tricks, c, by, l.down())
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
// score was missing. A bare number Result read as the tricks taken is
// settled by a typed score: the tricks-taken reading when the score is
// that, the overtrick one ("1" as +1, "0" as =) when the score is that, and
// the line then holds the overtrick's tricks. Unsettled, a reading seven or
// more down is an error on the Result column ("1" on 6♥X, a typed +1 that
// Excel stored as 1), and a reading five or six down whose overtrick
// reading is possible ("4" on 3NT) a warning. The other
// problems are on the Score column, without a sheet or row.
func (l *TravellerLine) Settle(board int) []problem.Problem {
	nsVul, ewVul := Vulnerability(board)
	if l.HasContract {
		computed := Score(l.Contract, l.Declarer, l.Tricks, board)
		switch l.Score.Kind {
		case Missing:
			l.Score = TableScore{Kind: Real, NS: computed}
			switch {
			case l.tooFarDown():
				return []problem.Problem{l.farDownError()}
			case l.doubtful():
				return []problem.Problem{l.doubtWarning()}
			}
			return nil
		case Real:
			if l.Score.NS != computed {
				if l.doubt != "" {
					// A Score that is the overtrick's says what was meant.
					if _, tricks, ok := l.overtrick(); ok && Score(l.Contract, l.Declarer, tricks, board) == l.Score.NS {
						l.Tricks, l.doubt = tricks, ""
						return nil
					}
				}
				p := problem.Problem{Column: "Score", Hint: "correct either the score or the contract; or leave Score empty to have it computed"}
				vul := vulnerabilityWord(nsVul, ewVul)
				if l.Contract.IsPassedOut() {
					return []problem.Problem{p.Says("score %d does not match %s %s on board %d (%s vulnerable): that scores %d",
						l.Score.NS, lang.Word("Pass"), l.Contract.ResultString(l.Tricks), board, vul, computed)}
				}
				return []problem.Problem{p.Says("score %d does not match %s by %s %s on board %d (%s vulnerable): that scores %d",
					l.Score.NS, l.Contract, l.Declarer.word(), l.Contract.ResultString(l.Tricks), board, vul, computed)}
			}
			return nil // the score confirms the contract and result as read
		}
	}
	var probs []problem.Problem
	if l.HasContract {
		// An adjusted score, a weighted score or NP stands; the contract
		// beside it is not scored and should not be on the traveller.
		what := map[ScoreKind]lang.Word{Artificial: "an artificial adjusted score", Weighted: "a weighted score", NotPlayed: "NP (not played)"}[l.Score.Kind]
		p := problem.Problem{Column: "Score", Warning: true,
			Hint: "leave Contract, By and Result empty beside an adjusted score or NP; or clear Score to score the contract"}
		if l.Contract.IsPassedOut() {
			p = p.Says("Score is %s, so the contract %s beside it is not scored", what, lang.Word("Pass"))
		} else {
			p = p.Says("Score is %s, so the contract %s by %s %s beside it is not scored", what, l.Contract, l.Declarer.word(), l.Contract.ResultString(l.Tricks))
		}
		probs = append(probs, p)
	}
	switch l.Score.Kind {
	case Missing:
		probs = append(probs, problem.Problem{Column: "Score", Hint: "type the NS score, or the Contract, By and Result"}.
			Says("board %d has no score and no contract", board))
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

// vulnerabilityWord is VulnerabilityName as a message says it,
// translated with it.
func vulnerabilityWord(ns, ew bool) lang.Word {
	switch {
	case ns && ew:
		return lang.Word("all")
	case ns:
		return lang.Word("NS")
	case ew:
		return lang.Word("EW")
	}
	return lang.Word("none")
}

// impossible explains a score that no contract gives at the board's
// vulnerability: an error, or a warning when it would be possible at another.
func impossible(board, score int, nsVul, ewVul bool) problem.Problem {
	var others []any
	for _, v := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		if v != [2]bool{nsVul, ewVul} && IsPossibleScore(score, v[0], v[1]) {
			others = append(others, vulnerabilityWord(v[0], v[1]))
		}
	}
	args := append([]any{score, board, vulnerabilityWord(nsVul, ewVul)}, others...)
	p := problem.Problem{Column: "Score", Warning: true, Hint: "check the board number and the score"}
	switch len(others) {
	case 1:
		return p.Says("score %d is impossible on board %d (%s vulnerable); it is possible only with %s vulnerable", args...)
	case 2:
		return p.Says("score %d is impossible on board %d (%s vulnerable); it is possible only with %s or %s vulnerable", args...)
	case 3:
		return p.Says("score %d is impossible on board %d (%s vulnerable); it is possible only with %s or %s or %s vulnerable", args...)
	}
	return problem.Problem{Column: "Score", Hint: "scores are from NS's side, as on the traveller; check for a typing error"}.
		Says("score %d is impossible on board %d: no contract scores it", score, board)
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
