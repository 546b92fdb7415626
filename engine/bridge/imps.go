package bridge

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
		sign, diff = -1, -diff
	}
	imps := 0
	for imps < len(impSteps) && diff >= impSteps[imps] {
		imps++
	}
	return sign * imps
}

// IMPStep returns the smallest difference worth imps IMPs (1 ≤ imps ≤ 24).
func IMPStep(imps int) int { return impSteps[imps-1] }
