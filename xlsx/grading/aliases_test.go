package grading

import (
	"testing"

	"github.com/scorebook/scorebook/xlsx"
)

// No two columns of a sheet are found by one header, in any language.
func TestAliasesDoNotClash(t *testing.T) {
	for name, spec := range map[string][]xlsx.Column{"Players": playersColumns, "Games": gamesColumns} {
		for _, c := range xlsx.Clashes(spec) {
			t.Errorf("%s: %s", name, c)
		}
	}
}
