package bridge

import (
	"fmt"
	"strings"
)

// DeclarerScore returns the score of a board for the declaring side under
// Law 77: positive when the contract is made, negative when it goes down,
// and 0 for a passed-out board. vulnerable is the declaring side's
// vulnerability.
//
// Made contracts score their trick points (20 a trick in a minor, 30 in a
// major, 40 for the first trick and 30 for each other in no trumps, doubled
// twice and redoubled four times over), a game bonus of 300 not vulnerable
// or 500 vulnerable when the trick points reach 100 and a part-score bonus
// of 50 when they do not, 500 or 750 for a small slam, 1000 or 1500 for a
// grand slam, 50 or 100 for making a doubled or redoubled contract, and the
// overtricks: at trick value undoubled, 100 or 200 each doubled, 200 or 400
// each redoubled. Undertricks cost 50 or 100 each undoubled; doubled not
// vulnerable 100 for the first, 200 for the second and third and 300 for
// each after; doubled vulnerable 200 for the first and 300 for each after;
// redoubled twice as much as doubled.
//
// tricks is the number of tricks the declarer took, 0–13. DeclarerScore
// panics on a contract or a trick count that cannot occur; ParseContract and
// ParseResult never produce one.
func DeclarerScore(c Contract, tricks int, vulnerable bool) int {
	if c.IsPassedOut() {
		return 0
	}
	checkContract(c, tricks)
	pick := func(notVul, vul int) int {
		if vulnerable {
			return vul
		}
		return notVul
	}
	factor := [...]int{Undoubled: 1, Doubled: 2, Redoubled: 4}[c.Doubling]

	need := c.Level + 6
	if tricks < need {
		down := need - tricks
		var penalty int
		switch {
		case c.Doubling == Undoubled:
			penalty = down * pick(50, 100)
		case vulnerable:
			penalty = 200 + (down-1)*300
		default:
			penalty = 100 + 200*min(down-1, 2) + 300*max(down-3, 0)
		}
		if c.Doubling == Redoubled {
			penalty *= 2
		}
		return -penalty
	}

	perTrick := 20
	if c.Strain == Hearts || c.Strain == Spades || c.Strain == NoTrump {
		perTrick = 30
	}
	trickPoints := c.Level * perTrick
	if c.Strain == NoTrump {
		trickPoints += 10
	}
	trickPoints *= factor

	score := trickPoints
	if trickPoints >= 100 {
		score += pick(300, 500)
	} else {
		score += 50
	}
	switch c.Level {
	case 6:
		score += pick(500, 750)
	case 7:
		score += pick(1000, 1500)
	}
	over := tricks - need
	switch c.Doubling {
	case Undoubled:
		score += over * perTrick
	case Doubled:
		score += 50 + over*pick(100, 200)
	case Redoubled:
		score += 100 + over*pick(200, 400)
	}
	return score
}

func checkContract(c Contract, tricks int) {
	if c.Level < 0 || c.Level > 7 || c.Strain < Clubs || c.Strain > NoTrump ||
		c.Doubling < Undoubled || c.Doubling > Redoubled {
		panic(fmt.Sprintf("bridge: impossible contract %#v", c))
	}
	if tricks < 0 || tricks > 13 {
		panic(fmt.Sprintf("bridge: %d tricks is not 0–13", tricks))
	}
}

// Score returns the score of a board from North-South's side: the
// declarer's score when North or South declared, its negative when East or
// West did. The vulnerability follows the board number (see Vulnerability).
// A passed-out board scores 0 whoever is named as declarer.
func Score(c Contract, declarer Seat, tricks int, board int) int {
	ns, ew := Vulnerability(board)
	if declarer.IsNS() {
		return DeclarerScore(c, tricks, ns)
	}
	return -DeclarerScore(c, tricks, ew)
}

// possibleScores[nsVul][ewVul] holds every North-South score that some
// contract, declarer and result can give at that vulnerability.
var possibleScores = func() (sets [2][2]map[int]bool) {
	for nsVul := range 2 {
		for ewVul := range 2 {
			set := map[int]bool{0: true} // passed out
			for level := 1; level <= 7; level++ {
				for strain := Clubs; strain <= NoTrump; strain++ {
					for doubling := Undoubled; doubling <= Redoubled; doubling++ {
						c := Contract{level, strain, doubling}
						for tricks := 0; tricks <= 13; tricks++ {
							set[DeclarerScore(c, tricks, nsVul == 1)] = true
							set[-DeclarerScore(c, tricks, ewVul == 1)] = true
						}
					}
				}
			}
			sets[nsVul][ewVul] = set
		}
	}
	return sets
}()

// IsPossibleScore reports whether a North-South score can happen at the
// given vulnerability: whether some contract, doubled or not, declared by
// either side, with some number of tricks, scores exactly nsScore for
// North-South. A director's typing slip (425, or 420 when North-South are
// vulnerable) is not.
func IsPossibleScore(nsScore int, nsVul, ewVul bool) bool {
	return possibleScores[b2i(nsVul)][b2i(ewVul)][nsScore]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

const hintScore = "a score is a whole number of points from North-South's side, a multiple of 10, like 420 or -50"

// ParseScore reads a North-South score as a director types it: a whole
// number, optionally signed ("420", " -50 ", "+110"; an en dash or a minus
// sign may stand for the hyphen), that is a multiple of 10. A number shown
// with zero decimals ("420.00") is accepted as well, as a spreadsheet may
// display it so. ParseScore does not ask whether the score can happen; see
// IsPossibleScore.
func ParseScore(s string) (int, error) {
	shown := strings.TrimSpace(s)
	if shown == "" {
		return 0, errorf(hintScore, "score is empty")
	}
	sign, t := cutSign(shown)
	if sign == 0 {
		sign = 1
	}
	t = strings.TrimSpace(t)
	if whole, frac, ok := strings.Cut(t, "."); ok && frac != "" && strings.Trim(frac, "0") == "" {
		t = whole
	}
	digits, ok := allDigits(t)
	if !ok {
		return 0, errorf(hintScore, "score %q is not a whole number", shown)
	}
	if len(digits) > 9 {
		return 0, errorf(hintScore, "score %q is far larger than any bridge score", shown)
	}
	n := 0
	for i := 0; i < len(digits); i++ {
		n = n*10 + int(digits[i]-'0')
	}
	if n%10 != 0 {
		return 0, errorf(hintScore, "score %q is not a multiple of 10", shown)
	}
	return sign * n, nil
}
