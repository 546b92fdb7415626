package crosscheck

// The bridge rules the oracle and the generator need, written from the Laws
// (Law 77 scores, board vulnerability) and the seed documents (the WBF IMP
// scale, the Bastille linear scale of seed 004). Independent of engine/bridge.

import (
	"fmt"
	"math/big"
)

type strain int

const (
	clubs strain = iota
	diamonds
	hearts
	spades
	notrump
)

// contract is a bid contract; level 0 is a passed-out board.
type contract struct {
	level   int
	strain  strain
	doubled int // 0, 1 (X) or 2 (XX)
}

// vulnerable reports whether the side (ns true for North-South) is vulnerable
// on the board: the standard 16-board cycle.
func vulnerable(board int, ns bool) bool {
	// None, NS, EW, All for boards 1..16.
	cycle := [16]string{"-", "NS", "EW", "All", "NS", "EW", "All", "-", "EW", "All", "-", "NS", "All", "-", "NS", "EW"}
	v := cycle[(board-1)%16]
	if v == "All" {
		return true
	}
	if ns {
		return v == "NS"
	}
	return v == "EW"
}

// declarerScore is the declaring side's score (Law 77) when it takes tricks
// tricks.
func declarerScore(c contract, tricks int, vul bool) int {
	if c.level == 0 {
		return 0
	}
	need := c.level + 6
	if tricks < need {
		down := need - tricks
		score := 0
		for i := 1; i <= down; i++ {
			switch c.doubled {
			case 0:
				if vul {
					score += 100
				} else {
					score += 50
				}
			default:
				var u int
				switch {
				case vul && i == 1:
					u = 200
				case vul:
					u = 300
				case i == 1:
					u = 100
				case i <= 3:
					u = 200
				default:
					u = 300
				}
				if c.doubled == 2 {
					u *= 2
				}
				score += u
			}
		}
		return -score
	}
	mult := 1 << c.doubled // 1, 2, 4
	trickValue := func(i int) int {
		switch c.strain {
		case clubs, diamonds:
			return 20
		case hearts, spades:
			return 30
		}
		if i == 1 {
			return 40
		}
		return 30
	}
	contractPoints := 0
	for i := 1; i <= c.level; i++ {
		contractPoints += trickValue(i) * mult
	}
	score := contractPoints
	if contractPoints >= 100 {
		if vul {
			score += 500
		} else {
			score += 300
		}
	} else {
		score += 50
	}
	switch c.level {
	case 6:
		if vul {
			score += 750
		} else {
			score += 500
		}
	case 7:
		if vul {
			score += 1500
		} else {
			score += 1000
		}
	}
	score += 50 * c.doubled // the insult: 50 doubled, 100 redoubled
	over := tricks - need
	for i := 0; i < over; i++ {
		switch c.doubled {
		case 0:
			score += trickValue(2)
		case 1:
			if vul {
				score += 200
			} else {
				score += 100
			}
		case 2:
			if vul {
				score += 400
			} else {
				score += 200
			}
		}
	}
	return score
}

// nsScore is the NS score of a contract played by declarer (one of NESW).
func nsScore(board int, c contract, declarer byte, tricks int) int {
	if c.level == 0 {
		return 0
	}
	ns := declarer == 'N' || declarer == 'S'
	s := declarerScore(c, tricks, vulnerable(board, ns))
	if ns {
		return s
	}
	return -s
}

// wbfIMPs is the WBF IMP scale: the lower ends of the steps 1…24.
var wbfSteps = []int{20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900,
	1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000}

// imps converts a difference in points (a multiple of 10) to IMPs.
func imps(diff int) int {
	sign := 1
	if diff < 0 {
		sign, diff = -1, -diff
	}
	if diff%10 != 0 {
		panic(fmt.Sprintf("imps: %d is not a multiple of 10", diff))
	}
	n := 0
	for _, s := range wbfSteps {
		if diff >= s {
			n++
		}
	}
	return sign * n
}

// bastilleSegments is the linear scale of seed 004: up to `to`, IMP =
// (diff + add) / div.
var bastilleSegments = []struct{ to, add, div int64 }{
	{45, 0, 30}, {165, 15, 40}, {365, 60, 50}, {425, 145, 60}, {495, 240, 70},
	{595, 555, 100}, {895, 1130, 150}, {1495, 1805, 200}, {2495, 2630, 250}, {4245, 7755, 500},
}

// bastilleIMPs converts a whole-point difference to IMPs on the Bastille
// scale, rounded to 2 decimals, halves away from zero.
func bastilleIMPs(diff int64) *big.Rat {
	neg := diff < 0
	if neg {
		diff = -diff
	}
	v := big.NewRat(24, 1)
	for _, s := range bastilleSegments {
		if diff <= s.to {
			v = big.NewRat(diff+s.add, s.div)
			break
		}
	}
	v = roundTo(v, big.NewRat(1, 100))
	if neg {
		v.Neg(v)
	}
	return v
}

// roundTo rounds x to the nearest multiple of unit, halves away from zero.
func roundTo(x, unit *big.Rat) *big.Rat {
	q := new(big.Rat).Quo(x, unit)
	neg := q.Sign() < 0
	q.Abs(q)
	q.Add(q, big.NewRat(1, 2))
	n := new(big.Int).Quo(q.Num(), q.Denom()) // floor of a non-negative number
	if neg {
		n.Neg(n)
	}
	r := new(big.Rat).SetInt(n)
	return r.Mul(r, unit)
}

func (c contract) String() string {
	if c.level == 0 {
		return "Pass"
	}
	s := fmt.Sprintf("%d%s", c.level, [...]string{"C", "D", "H", "S", "NT"}[c.strain])
	return s + [...]string{"", "X", "XX"}[c.doubled]
}

func itoa(n int) string { return fmt.Sprint(n) }
