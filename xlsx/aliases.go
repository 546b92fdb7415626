package xlsx

import (
	"sync"

	"github.com/scorebook/scorebook/internal/lang"
)

// Other names of the sheets the kinds read: each kind declares its own in
// one place (its aliases.go), with its columns' other headers. A sheet is
// found by its contract name first, then by these ("Uitslagen",
// "Résultats" and "Ergebnisse" for Results).
var (
	aliasMu      sync.RWMutex
	sheetAliases = map[string][]string{} // folded contract name → other names
)

// SheetAliases declares other names of a sheet a kind reads. A kind calls
// it once, as its package is initialised; it returns true so that it can
// be called from a variable's declaration.
func SheetAliases(name string, aliases ...string) bool {
	aliasMu.Lock()
	defer aliasMu.Unlock()
	sheetAliases[fold(name)] = append(sheetAliases[fold(name)], aliases...)
	return true
}

// aliasesOf returns the other names of a sheet a kind reads: the kind's,
// then the name in every language (Translations). The sheets scorebook
// writes have none: a director's sheet called Uitslag is not taken for
// the Ranking of an English run.
func aliasesOf(name string) []string {
	aliasMu.RLock()
	defer aliasMu.RUnlock()
	as, read := sheetAliases[fold(name)]
	if !read {
		return nil
	}
	return append(append([]string(nil), as...), lang.Translations(name)...) // its name in every language
}

// spellings are the headers a column is found by: its contract name, its
// aliases, then its name in every language.
func (c Column) spellings() []string {
	return append(append([]string{c.Name}, c.Aliases...), lang.Translations(c.Name)...)
}

// Clashes are the spellings that two columns of one sheet are both found
// by ("Lead and Score: Start"): a workbook headed by one would be read
// wrong. The kinds' tests call it on every sheet's columns.
func Clashes(spec []Column) []string {
	var out []string
	seen := map[string]string{} // folded spelling → the column it finds
	for _, c := range spec {
		for _, n := range c.spellings() {
			if prev, ok := seen[fold(n)]; ok && prev != c.Name {
				out = append(out, prev+" and "+c.Name+": "+n)
				continue
			}
			seen[fold(n)] = c.Name
		}
	}
	return out
}
