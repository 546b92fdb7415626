package grading

import (
	"fmt"
	"math"
	"strings"
)

// Precision says whether Index adjustments are rounded to whole numbers.
type Precision int

const (
	// Published rounds every adjustment to a whole number, as the
	// adjustment table does. It is the default.
	Published Precision = iota
	// Exact keeps adjustments unrounded.
	Exact
)

// String returns the name used on the Grading sheet: "Published" or "Exact".
func (p Precision) String() string {
	switch p {
	case Published:
		return "Published"
	case Exact:
		return "Exact"
	}
	return fmt.Sprintf("Precision(%d)", int(p))
}

// ParsePrecision reads a Precision setting, ignoring case and surrounding
// spaces ("published", " Exact ").
func ParsePrecision(s string) (Precision, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "published":
		return Published, nil
	case "exact":
		return Exact, nil
	}
	return 0, fmt.Errorf("precision %q is not Published or Exact", s)
}

// classFactor is the multiplier of the adjustment for each class of event.
var classFactor = [4]float64{1: 1.2, 2: 1, 3: 0.8}

// validClass reports whether class is 1, 2 or 3.
func validClass(class int) bool { return class >= 1 && class <= 3 }

// Adjustment returns how much the winner's Index rises (and the loser's
// falls) when the difference of Indices before the game is d = winner − loser:
// 50 / (1 + 10^(d/500)), times 1.2 for class 1 or 0.8 for class 3, rounded to
// a whole number (halves away from zero) when p is Published.
// It panics if class is not 1, 2 or 3; Replay reports such games instead.
func Adjustment(d float64, class int, p Precision) float64 {
	if !validClass(class) {
		panic(fmt.Sprintf("grading: class %d is not 1, 2 or 3", class))
	}
	a := classFactor[class] * 50 / (1 + math.Pow(10, d/500))
	if p == Published {
		a = math.Round(a) // math.Round rounds halves away from zero
	}
	return a
}

// Stabilisation returns S, the percentage of the old Grade kept after a game:
// 90 for a Grade up to 2000, otherwise 80 + (Grade − 1000)/100, at most 97.
// S is not rounded (a Grade of 2150 gives 91.5).
func Stabilisation(grade float64) float64 {
	if grade <= 2000 {
		return 90
	}
	return math.Min(97, 80+(grade-1000)/100)
}

// NewGrade returns the Grade after a game: S% of the old Grade plus
// (100 − S)% of the new Index, S taken from the old Grade.
func NewGrade(oldGrade, newIndex float64) float64 {
	s := Stabilisation(oldGrade)
	return (s*oldGrade + (100-s)*newIndex) / 100
}
