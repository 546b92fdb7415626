package xlsx_test

import (
	"path/filepath"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

// A template in a language says its drop-down lists' message in it: the
// grading template's Games Code list (closed) in Dutch says Niet in de
// lijst, Kies een van de waarden uit de lijst. (nl.tsv); the players'
// lists name the Dutch Players sheet. In English they are as before.
func TestListMessagesInTheLanguage(t *testing.T) {
	for _, c := range []struct {
		l                      lang.Lang
		title, closed, players string
	}{
		{lang.English, "Not in the list", "Choose one of the values in the list.",
			"Choose one of the values in Players!$A$2:$A$5000; add a new one there first."},
		{lang.Dutch, "Niet in de lijst", "Kies een van de waarden uit de lijst.",
			"Kies een van de waarden in Spelers!$A$2:$A$5000; voeg daar eerst een nieuwe toe."},
	} {
		tpl := templates.Grading().In(c.l)
		path := filepath.Join(t.TempDir(), "grading.xlsx")
		if err := xlsx.WriteTemplate(path, tpl); err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		dvs, err := f.GetDataValidations(c.l.T("Games"))
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		found := map[string]string{}
		for _, dv := range dvs {
			if dv.ErrorTitle != nil && dv.Error != nil {
				found[dv.Sqref] = *dv.ErrorTitle + " / " + *dv.Error
			}
		}
		if got, want := found["H2:H5000"], c.title+" / "+c.closed; got != want {
			t.Errorf("%s: the Code list says %q, want %q", c.l, got, want)
		}
		if got, want := found["D2:D5000"], c.title+" / "+c.players; got != want {
			t.Errorf("%s: the Winner list says %q, want %q", c.l, got, want)
		}
	}
}
