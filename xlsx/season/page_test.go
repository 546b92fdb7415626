package season

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/xuri/excelize/v2"
)

// The season's page, read back by an HTML5 parser: a section per sheet, in
// the workbook's order, the championship's leader and percentage as the
// sheet shows them, nothing fetched and no script.
func TestPageReadsBack(t *testing.T) {
	dir := t.TempDir()
	paths, _ := nights(t, dir, 4)
	path := newSeason(t, t.TempDir(), nil)
	res, _ := run(t, path, paths)
	data, err := Page(res, lang.English, "Hartfield 2026")
	if err != nil {
		t.Fatal(err)
	}
	p, err := exporttest.ReadPage(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Problems) > 0 {
		t.Errorf("page problems: %v", p.Problems)
	}
	var names []string
	for _, s := range p.Sections {
		names = append(names, s.Name)
	}
	if want := []string{"Club Championship", "Ladder", "Partnership Championship", "Season Cards", "Handicaps"}; !slices.Equal(names, want) {
		t.Errorf("sections %q, want %q", names, want)
	}
	first := res.Tables[0].Standings[0]
	leader := res.Persons[first.Persons[0]].Name
	pct := lang.English.Percent(first.Value, 2)
	found := false
	for i, l := range p.Sections[0].Lines {
		if p.Sections[0].Kinds[i] == "td" && slices.Contains(l, leader) && slices.Contains(l, pct) {
			found = true
			break
		}
	}
	if !found {
		t.Errorf("no line of %s %s in %q", leader, pct, p.Sections[0].Lines)
	}
	if !strings.HasPrefix(p.Title, "Hartfield 2026") {
		t.Errorf("title %q", p.Title)
	}
}

// A season in Dutch: the season's sheets in Dutch, the competitions' own
// names as the secretary gave them; turned back into English, the Season
// Cards are renamed in place, never written twice.
func TestSeasonInDutch(t *testing.T) {
	dir := t.TempDir()
	paths, _ := nights(t, dir, 2)
	path := newSeason(t, t.TempDir(), func(f *excelize.File) { f.SetCellValue("Season", "B3", "nl") })
	run(t, path, paths)
	sheets := func() []string {
		f, err := excelize.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		return f.GetSheetList()
	}
	if got := sheets(); !slices.Equal(got[:4], []string{"Club Championship", "Ladder", "Partnership Championship", "Seizoenskaarten"}) {
		t.Errorf("sheets %q", got)
	}
	f, _ := excelize.OpenFile(path)
	f.SetCellValue("Season", "B3", "English")
	f.Save()
	f.Close()
	run(t, path, paths)
	if got := sheets(); !slices.Equal(got, []string{"Club Championship", "Ladder", "Partnership Championship", "Season Cards", "Handicaps", "Season", "Competitions", "Players"}) {
		t.Errorf("sheets %q", got)
	}
}

// A night that is not a pairs event's workbook is refused, naming it.
func TestNightNotPairs(t *testing.T) {
	path := newSeason(t, t.TempDir(), nil)
	_, _, err := ReadNight(path)
	if err == nil || err.Error() != filepath.Base(path)+" is not a pairs event: it has no Results sheet" {
		t.Errorf("got %v", err)
	}
}
