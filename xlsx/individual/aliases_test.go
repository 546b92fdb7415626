package individual

import (
	"testing"

	"github.com/scorebook/scorebook/xlsx"
)

// No header finds two columns of a sheet, in any language.
func TestNoClashes(t *testing.T) {
	for name, cols := range map[string][]xlsx.Column{"Players": playersColumns, "Results": resultsColumns} {
		if c := xlsx.Clashes(cols); len(c) > 0 {
			t.Errorf("%s: %v", name, c)
		}
	}
}
