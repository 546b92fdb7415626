package pairs

import (
	"path/filepath"
	"testing"

	"github.com/scorebook/scorebook/internal/importer"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

// An import into a workbook made in French reads its settings in French
// and writes them so: a value typed as the file has it, in the sheet's
// words (Scoring IMP croisés, the file's Cross-IMPs), is no disagreement;
// the template's default in French (Field Auto) is replaced by the file's
// value in French words; a setting the sheet lacks is added by its French
// name, a choice's value in French words (Neuberg Non). A value that differs is kept, the warning naming the setting as
// the sheet does.
func TestImportIntoATemplateInFrench(t *testing.T) {
	l := lang.French
	path := filepath.Join(t.TempDir(), "mardi.xlsx")
	tpl := templates.Pairs().In(l)
	// The director chose Cross-IMPs from the drop-down, and deleted the
	// Club row.
	for i, s := range tpl.Sheets {
		if s.Name != l.T("Event") {
			continue
		}
		var rows []templates.Row
		for _, r := range s.Rows {
			switch r.Cells[0] {
			case l.T("Scoring"):
				r.Cells = []any{r.Cells[0], l.T("Cross-IMPs"), r.Cells[2]}
			case l.T("Club"), "Neuberg":
				continue
			case l.T("Matchpoint scale"):
				r.Cells = []any{r.Cells[0], l.T("American"), r.Cells[2]}
			}
			rows = append(rows, r)
		}
		tpl.Sheets[i].Rows = rows
	}
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		t.Fatal(err)
	}
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Kind{}.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ev := &importer.Event{Settings: []importer.Setting{
		{Name: "Scoring", Value: "Cross-IMPs", Place: "EVENT_TYPE"},
		{Name: "Field", Value: "Mitchell", Place: "Section.Winners"},
		{Name: "Club", Value: "Hartfield", Place: "CLUB_NAME"},
		{Name: "Matchpoint scale", Value: "European", Place: "file"},
		{Name: "Neuberg", Value: "No", Place: "file"},
	}}
	im := &Import{cells: map[string]map[int]map[string]any{}}
	probs := im.planSettings(b, ev)
	if len(probs) != 1 || probs[0].Cell != "B9" ||
		probs[0].Msg != l.T("Matchpoint scale")+` is "`+l.T("American")+`" here, but the file says "European" (file)` {
		t.Errorf("problems: %v", probs)
	}
	rows := im.cells["Event"]
	var field any
	added := map[any]any{}
	for line, cols := range rows {
		if v, ok := cols["Value"].(xlsx.Replacing); ok && line == 10 {
			field = v.Value
		}
		if n, ok := cols["Setting"]; ok {
			added[n] = cols["Value"]
		}
	}
	// Neuberg No is Neuberg Non in French (fr.tsv).
	if field != "Mitchell" || len(added) != 2 || added[l.T("Club")] != "Hartfield" || added["Neuberg"] != "Non" || im.Settings != 3 {
		t.Errorf("cells %v (settings %d)", rows, im.Settings)
	}
}
