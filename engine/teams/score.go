package teams

import (
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/pairs"
)

const artificialHint = "in a teams match an artificial score is A+ (+3 IMPs), A= (0) or A- (-3 IMPs) for each side, such as A+/A- or A=/A="

// SetScore puts a Results row's score into r. The Score cell is read as for
// a pairs event (pairs.ParseScore, and pairs.SettleScore computes a missing
// score from the contract); a teams match takes a table score, or an
// artificial score of Average plus, Average or Average minus for each side.
// A percentage, a weighted score and NP have no meaning in a teams match:
// they are a problem on the row's Score cell, and r keeps a score of 0 so
// that its match can still be checked. typed is the cell as typed, to quote.
func (r *BoardResult) SetScore(sc pairs.Score, typed string) []Problem {
	problem := func(msg, hint string) []Problem {
		return []Problem{{Sheet: SheetResults, Row: r.Row, Column: "Score", Msg: msg, Hint: hint}}
	}
	typed = strings.TrimSpace(typed)
	switch sc.Kind {
	case pairs.Real:
		r.Score = sc.NS
	case pairs.Artificial:
		ns, nsOK := adjustedAward(sc.NSAward)
		ew, ewOK := adjustedAward(sc.EWAward)
		if !nsOK || !ewOK {
			return problem(fmt.Sprintf("adjusted score %q gives a percentage, which a teams match cannot score", typed), artificialHint)
		}
		r.NSAdjusted, r.EWAdjusted = ns, ew
	case pairs.Weighted:
		return problem(fmt.Sprintf("weighted score %q cannot be scored in a teams match", typed),
			"give the table score, or an artificial score: "+artificialHint)
	case pairs.NotPlayed:
		return problem("a board not played (NP) cannot be scored in a teams match",
			"give the table that did not play it an artificial score, such as A=/A=, or delete both rows of the board")
	}
	return nil
}

func adjustedAward(a pairs.Award) (Adjusted, bool) {
	switch a.Kind {
	case pairs.AveragePlus:
		return AveragePlus, true
	case pairs.AverageAward:
		return Average, true
	case pairs.AverageMinus:
		return AverageMinus, true
	}
	return NotAdjusted, false
}
