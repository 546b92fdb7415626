package bridge

import "math"

// impSteps holds the lower bound of each step of the WBF IMP scale: a
// difference of at least impSteps[i] points is worth i+1 IMPs.
var impSteps = [24]int{
	20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
	750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
}

// IMPs converts a score difference into International Match Points on the
// WBF scale (0–10 → 0, 20–40 → 1, … 4000 and more → 24). A negative
// difference gives negative IMPs.
func IMPs(diff int) int {
	sign := 1
	if diff < 0 {
		sign = -1
	}
	imps := 0
	for imps < len(impSteps) && sign*diff >= impSteps[imps] {
		imps++
	}
	if diff < -impSteps[len(impSteps)-1] { // also when -diff would overflow
		imps = len(impSteps)
	}
	return sign * imps
}

// IMPStep returns the smallest difference worth imps IMPs (1 ≤ imps ≤ 24).
func IMPStep(imps int) int { return impSteps[imps-1] }

// bastillePieces are the pieces of the Bastille linear scale: a difference
// up to upTo is worth (diff+add)/div IMPs. Neighbouring pieces give the
// same IMPs at the difference where they meet, so the scale has no jumps.
var bastillePieces = [...]struct{ upTo, add, div float64 }{
	{45, 0, 30},
	{165, 15, 40},
	{365, 60, 50},
	{425, 145, 60},
	{495, 240, 70},
	{595, 555, 100},
	{895, 1130, 150},
	{1495, 1805, 200},
	{2495, 2630, 250},
	{4245, 7755, 500},
}

// BastilleIMPs converts a difference from the datum into IMPs on the
// Bastille linear scale, used with a datum rounded to the nearest point
// rather than the nearest 10. The IMPs grow in straight lines between the
// differences 0, 45, 165, 365, 425, 495, 595, 895, 1495, 2495 and 4245:
//
//	up to   45: diff / 30           up to  595: (diff +  555) / 100
//	up to  165: (diff +  15) / 40   up to  895: (diff + 1130) / 150
//	up to  365: (diff +  60) / 50   up to 1495: (diff + 1805) / 200
//	up to  425: (diff + 145) / 60   up to 2495: (diff + 2630) / 250
//	up to  495: (diff + 240) / 70   up to 4245: (diff + 7755) / 500
//
// and more than 4245 is worth 24. The result is rounded to 2 decimals,
// halves away from zero (1000 → 14.025 → 14.03), and a negative difference
// gives negative IMPs.
func BastilleIMPs(diff float64) float64 {
	if math.IsNaN(diff) {
		return diff
	}
	a := math.Abs(diff)
	hundredths := 2400.0
	for _, p := range bastillePieces {
		if a <= p.upTo {
			hundredths = roundHalfUp((a + p.add) * 100 / p.div)
			break
		}
	}
	if hundredths == 0 {
		return 0 // never -0
	}
	return math.Copysign(hundredths, diff) / 100
}

// roundHalfUp rounds a non-negative x to the nearest whole number, halves
// up. x is a quotient computed in binary floating point, so a value that is
// a half in exact arithmetic may come out a hair below it (14.025 is stored
// as 14.02499…); the tolerance of a millionth puts it back. Differences are
// whole points or at worst a few decimals, so no true value lies that close
// to a half without being one.
func roundHalfUp(x float64) float64 {
	return math.Floor(x + 0.5 + 1e-6)
}
