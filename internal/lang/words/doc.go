// Package words holds the language catalogues, one list per language (nl,
// fr, de, el, pl, nb): for each English word or message the code says (the
// key, exactly as the code passes it to lang.T, lang.F or lang.Key, Go verbs
// and all), the word that language uses, with the source it was taken from
// (SOURCES.md). README.md says how the lists were made and where a word
// differs by context; unused/ keeps researched rows no code says yet.
//
// The package has no code: its test checks that no list gives a key twice,
// that every word keeps its key's verbs (%d %s %q %v, reordered with %[n]s),
// and that every cited source is one SOURCES.md describes. That the lists
// have every key the code says, and no other, is internal/lang's
// TestCataloguesComplete.
package words
