package pairs

import (
	"testing"

	"github.com/scorebook/scorebook/xlsx"
)

// No two columns of a sheet are found by one header, in any language.
func TestAliasesDoNotClash(t *testing.T) {
	for name, spec := range map[string][]xlsx.Column{"Pairs": pairsColumns, "Results": resultsColumns,
		"Movement": movementColumns, "Hands": handsColumns} {
		for _, c := range xlsx.Clashes(spec) {
			t.Errorf("%s: %s", name, c)
		}
	}
}
