package grading

import (
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"
	"math"
	"strings"

	"github.com/scorebook/scorebook/engine/setting"
)

// Precision says how the Index/Grade system carries its adjustments from
// game to game.
type Precision int

const (
	// Official keeps every adjustment, Index and Grade unrounded from game
	// to game, as the official computation does (seed 002, remark (a):
	// "actual computer calculations … are based on the formula"; only what
	// is published is rounded). It is the default.
	Official Precision = iota
	// Table rounds each game's adjustment to a whole number, as the
	// adjustment table does, and carries the rounded Index forward: the
	// figures of a club that grades by hand from the table.
	Table
)

// String returns the name used on the Grading sheet: "Official" or "Table".
func (p Precision) String() string {
	switch p {
	case Official:
		return "Official"
	case Table:
		return "Table"
	}
	return fmt.Sprintf("Precision(%d)", int(p))
}

// precisionChoices are the spellings of each Precision, the sheet's name
// first. Exact is the name Official had before; Published, the name Table
// had, is read too but with a warning (see renamedPrecision).
var precisionChoices = [][]string{{lang.Key("Official"), "Exact", "Unrounded"}, {lang.Key("Table"), "Rounded", "Published"}}

// renamedPrecision is the former name of Table, read as Table with a
// warning that it was renamed.
const renamedPrecision = "Published"

// ParsePrecision reads a Precision setting, ignoring case, spaces and
// hyphens ("official", " Table "). renamed reports the former name
// Published, read as Table.
func ParsePrecision(s string) (p Precision, renamed bool, err error) {
	i, ok := setting.Match(s, precisionChoices...)
	if !ok {
		return 0, false, fmt.Errorf("precision %q is not Official or Table", strings.TrimSpace(s))
	}
	return Precision(i), setting.Key(s) == setting.Key(renamedPrecision), nil
}

// classFactor is the multiplier of the adjustment for each class of event.
var classFactor = [4]float64{1: 1.2, 2: 1, 3: 0.8}

// validClass reports whether class is 1, 2 or 3.
func validClass(class int) bool { return class >= 1 && class <= 3 }

// Adjustment returns how much the winner's Index rises (and the loser's
// falls) when the difference of Indices before the game is d = winner − loser:
// 50 / (1 + 10^(d/500)), times 1.2 for class 1 or 0.8 for class 3, rounded to
// a whole number (halves away from zero) when p is Table.
// It panics if class is not 1, 2 or 3; Replay reports such games instead.
func Adjustment(d float64, class int, p Precision) float64 {
	if !validClass(class) {
		panic(fmt.Sprintf("grading: class %d is not 1, 2 or 3", class))
	}
	a := classFactor[class] * 50 / (1 + math.Pow(10, d/500))
	if p == Table {
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
