package xlsx

import "sync"

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

// aliasesOf returns the other names of a sheet.
func aliasesOf(name string) []string {
	aliasMu.RLock()
	defer aliasMu.RUnlock()
	return sheetAliases[fold(name)]
}
