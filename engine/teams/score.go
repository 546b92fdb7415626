package teams

import (
	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/problem"
)

const artificialHint = "in a teams match an artificial score is A+ (+3 IMPs), A= (0) or A- (-3 IMPs) for each side, such as A+/A- or A=/A="

// settle settles a Results row's traveller line (bridge.TravellerLine.Settle:
// a missing score computed from the contract, a typed one checked against
// it) and takes from it what a teams match scores: a table score, or an
// artificial score of Average plus, Average or Average minus for each side.
// A percentage, a weighted score and NP have no meaning in a teams match:
// they are a problem on the row's Score cell, and the row keeps a score of
// 0 so that its match can still be checked.
func (r *BoardResult) settle() []problem.Problem {
	var probs []problem.Problem
	for _, p := range r.Line.Settle(r.Board) {
		probs = append(probs, p.At(SheetResults, r.Row, p.Column))
	}
	bad := func(hint, format string, args ...any) []problem.Problem {
		return append(probs, problem.New(hint, format, args...).At(SheetResults, r.Row, "Score"))
	}
	sc := r.Line.Score
	switch sc.Kind {
	case bridge.Real:
		r.score = sc.NS
	case bridge.Artificial:
		ns, nsOK := adjustedAward(sc.NSAward)
		ew, ewOK := adjustedAward(sc.EWAward)
		if !nsOK || !ewOK {
			return bad(artificialHint, "adjusted score %q gives a percentage, which a teams match cannot score", r.ScoreTyped)
		}
		r.nsAdjusted, r.ewAdjusted = ns, ew
	case bridge.Weighted:
		return bad("give the table score, or an artificial score: "+artificialHint,
			"weighted score %q cannot be scored in a teams match", r.ScoreTyped)
	case bridge.NotPlayed:
		return bad("give the table that did not play it an artificial score, such as A=/A=, or delete both rows of the board",
			"a board not played (NP) cannot be scored in a teams match")
	}
	return probs
}

func adjustedAward(a bridge.Award) (Adjusted, bool) {
	switch a.Kind {
	case bridge.AveragePlus:
		return AveragePlus, true
	case bridge.AverageAward:
		return Average, true
	case bridge.AverageMinus:
		return AverageMinus, true
	}
	return NotAdjusted, false
}
