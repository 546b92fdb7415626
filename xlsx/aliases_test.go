package xlsx

import (
	"slices"
	"testing"
)

// A settings sheet's Setting and Value are found in every language, and
// by no one word.
func TestSettingColumnsInEveryLanguage(t *testing.T) {
	for _, c := range Clashes(settingColumns) {
		t.Error(c)
	}
	// The catalogues' words: Dutch Instelling, Greek Ρύθμιση, Polish
	// Ustawienie; Waarde, Τιμή, Wartość.
	setting, value := settingColumns[0].spellings(), settingColumns[1].spellings()
	for _, w := range []string{"Ρύθμιση", "Ustawienie", "Innstilling"} {
		if !slices.Contains(setting, w) {
			t.Errorf("Setting is not found by %q: %q", w, setting)
		}
	}
	for _, w := range []string{"Τιμή", "Wartość", "Verdi"} {
		if !slices.Contains(value, w) {
			t.Errorf("Value is not found by %q: %q", w, value)
		}
	}
}

// A sheet a kind writes has no other names; one it reads has its name in
// every language.
func TestSheetNamesInEveryLanguage(t *testing.T) {
	SheetAliases("Pairs") // as xlsx/pairs declares it
	if as := aliasesOf("Ranking"); len(as) != 0 {
		t.Errorf("Ranking, written, is found by %q", as)
	}
	// Greek Ζεύγη, Polish Pary, Dutch Paren.
	for _, w := range []string{"Ζεύγη", "Pary", "Paren"} {
		if as := aliasesOf("Pairs"); !slices.Contains(as, w) {
			t.Errorf("Pairs is not found by %q: %q", w, as)
		}
	}
}
