package season

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	pairsengine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/seasongen"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	pairsxlsx "github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/xuri/excelize/v2"
)

func newSeason(t testing.TB, dir string, edit func(f *excelize.File)) string {
	t.Helper()
	path := filepath.Join(dir, "club-2026.xlsx")
	if err := xlsx.WriteTemplate(path, templates.Season()); err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		f, err := excelize.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		edit(f)
		if err := f.Save(); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	return path
}

// nights writes a short made-up season's nights, scored.
func nights(t *testing.T, dir string, n int) ([]string, seasongen.Season) {
	t.Helper()
	s := seasongen.Plan(seasongen.Spec{Nights: n, Tables: 4, Seed: 5, Start: time.Date(2026, 1, 6, 0, 0, 0, 0, time.UTC)})
	paths, err := seasongen.Write(dir, s, 5)
	if err != nil {
		t.Fatal(err)
	}
	return paths, s
}

// run is `scorebook season`: the season workbook read, the nights read,
// the season computed, written and saved. It fails the test on an error.
func run(t testing.TB, path string, nightPaths []string) (*season.Result, []problem.Problem) {
	t.Helper()
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	w, probs := Read(b)
	var ns []season.Night
	for _, r := range ReadNights(nightPaths) {
		if r.Err != nil || r.Night == nil {
			t.Fatalf("%s: %v %v", r.Path, r.Err, r.Problems)
		}
		ns = append(ns, *r.Night)
	}
	res, ps := season.Compute(w.Season(ns))
	probs = append(probs, b.Place(ps)...)
	probs = append(probs, b.CheckTargets(Names(w.Competitions, w.Settings.Language)...)...)
	if res == nil || problem.HasErrors(probs) {
		t.Fatalf("problems: %v", probs)
	}
	if err := Write(b, res, w.Settings.Language, b.PageTitleIn(w.Settings.Language, w.Title, "")); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(xlsx.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	return res, probs
}

func TestTemplateReadsBack(t *testing.T) {
	path := newSeason(t, t.TempDir(), nil)
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	w, probs := Read(b)
	if len(probs) > 0 {
		t.Fatalf("problems: %v", probs)
	}
	var got []string
	for _, c := range w.Competitions {
		got = append(got, c.Name)
	}
	want := []string{"Club Championship", "Ladder", "Partnership Championship"}
	if !slices.Equal(got, want) || w.Competitions[0].Best != 10 || w.Competitions[0].Minimum != 5 ||
		w.Competitions[1].Rule != season.Ladder || !w.Competitions[2].Partnership || w.Settings.Language != lang.English {
		t.Errorf("competitions %+v", w.Competitions)
	}
}

// The season template in each language (its settings, the Competitions'
// Rule and Partnership as the drop-downs offer them: Kampioenschap, Nee;
// the example competitions named in it: Clubkampioenschap) reads back as
// the English one does.
func TestTemplateInEveryLanguageReadsBack(t *testing.T) {
	for _, l := range lang.All {
		path := filepath.Join(t.TempDir(), "club-2026.xlsx")
		if err := xlsx.WriteTemplate(path, templates.Season().In(l)); err != nil {
			t.Fatal(err)
		}
		b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads})
		if err != nil {
			t.Fatal(err)
		}
		w, probs := Read(b)
		b.Close()
		if len(probs) > 0 {
			t.Errorf("%s: problems: %v", l, probs)
			continue
		}
		c := w.Competitions
		if len(c) != 3 || c[0].Rule != season.Championship || c[1].Rule != season.Ladder || c[2].Rule != season.Championship ||
			c[0].Partnership || !c[2].Partnership || c[0].Best != 10 || w.Settings.Language != l ||
			c[0].Name != l.T("Club Championship") || c[1].Name != l.T("Ladder") || c[2].Name != l.T("Partnership Championship") {
			t.Errorf("%s: competitions %+v, language %v", l, c, w.Settings.Language)
		}
	}
}

// The season's sheets are written into the season workbook, its director's
// sheets (a Notes sheet of the secretary's, the Competitions and Players)
// kept byte for byte; a second run on the same nights gives the same file.
func TestSeasonWrittenAndDirectorsSheetsKept(t *testing.T) {
	dir := t.TempDir()
	paths, s := nights(t, dir, 5)
	path := newSeason(t, t.TempDir(), func(f *excelize.File) {
		f.NewSheet("Notes")
		f.SetCellValue("Notes", "A1", "Subs due in March")
		f.SetCellValue("Players", "A2", s.Typo.Wrong)
		f.SetCellValue("Players", "B2", s.Typo.Said)
	})
	orig := xlsxtest.ReadZip(t, path)
	before := map[string][]byte{}
	for _, p := range paths {
		before[p] = xlsxtest.ReadZip(t, p)["xl/workbook.xml"]
	}
	res, probs := run(t, path, paths)
	for _, p := range probs {
		if p.Warning && bytes.Contains([]byte(p.Msg), []byte(s.Typo.Wrong)) {
			t.Errorf("merged by the Players sheet, and still warned of: %v", p)
		}
	}
	first := xlsxtest.ReadZip(t, path)
	xlsxtest.DirectorPartsKept(t, orig, first)
	var comps []season.Competition
	for _, tb := range res.Tables {
		comps = append(comps, tb.Competition)
	}
	xlsxtest.ToolSheetsOwned(t, path, Names(comps, lang.English))
	run(t, path, paths)
	second := xlsxtest.ReadZip(t, path)
	for name, data := range first {
		if !bytes.Equal(second[name], data) {
			t.Errorf("the second run changed %s", name)
		}
	}
	// Nothing was written to the nights.
	for _, p := range paths {
		if !bytes.Equal(xlsxtest.ReadZip(t, p)["xl/workbook.xml"], before[p]) {
			t.Errorf("%s changed", p)
		}
	}
	// The Season Cards: a row per player per night, as the result has
	// them; the first competition's sheet ranks as the result does.
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if list := f.GetSheetList(); !slices.Equal(list[:4], []string{"Club Championship", "Ladder", "Partnership Championship", "Season Cards"}) {
		t.Errorf("sheets %v", list)
	}
	cards, _ := f.GetRows("Season Cards", excelize.Options{RawCellValue: true})
	if len(cards)-1 != len(res.Cards) || cards[0][0] != "Player" {
		t.Errorf("Season Cards has %d rows, the result %d cards", len(cards)-1, len(res.Cards))
	}
	rows, _ := f.GetRows("Club Championship", excelize.Options{RawCellValue: true})
	var ranked []string
	for _, r := range rows {
		if len(r) > 1 && r[0] != "" && r[0] != "Rank" && r[1] != "" {
			ranked = append(ranked, r[1])
		}
	}
	var want []string
	for _, st := range res.Tables[0].Standings {
		if st.Ranked() {
			want = append(want, res.Persons[st.Persons[0]].Name)
		}
	}
	if !slices.Equal(ranked, want) {
		t.Errorf("Club Championship ranks %q, the result %q", ranked, want)
	}
}

// Every problem of the season workbook is reported in one run, each at its
// cell.
func TestProblemsAtTheirCells(t *testing.T) {
	path := newSeason(t, t.TempDir(), func(f *excelize.File) {
		f.SetCellValue("Competitions", "B3", "Cup")
		f.SetCellValue("Competitions", "D4", "ten")
		f.SetCellValue("Competitions", "F3", "10 8 x")
		f.SetCellValue("Players", "A2", "Bob Smith")
	})
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	_, probs := Read(b)
	b.Sort(probs)
	var got []string
	for _, p := range probs {
		got = append(got, p.Error())
	}
	want := []string{
		`Competitions!B3: rule "Cup" is not Championship or Ladder`,
		`Competitions!F3: points "10 8 x": "x" is not a number of points`,
		`Competitions!D4: best "ten" is not a number of nights`,
		`Players!B2: "Bob Smith" is the same as whom?`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

// A night given twice, under two names, is refused, naming both.
func TestNightGivenTwice(t *testing.T) {
	dir := t.TempDir()
	paths, _ := nights(t, dir, 2)
	copyOf := filepath.Join(dir, "copy.xlsx")
	xlsxtest.WriteZip(t, copyOf, xlsxtest.ReadZip(t, paths[0]))
	var ns []season.Night
	for _, p := range append(paths, copyOf) {
		n, _, err := ReadNight(p)
		if err != nil {
			t.Fatal(err)
		}
		ns = append(ns, *n)
	}
	_, probs := season.Compute(season.Season{Nights: ns})
	if len(probs) != 1 || probs[0].Error() != paths[0]+" and "+copyOf+" are the same night (the same results)" {
		t.Errorf("got %v", probs)
	}
}

// Issue 27: each night's masterpoints (its Awards setting) are summed per
// player in the season. Worked by a second count: every player of every
// ranked pair gets the pair's Award, read from the night itself.
func TestAwardsSummedOverTheNights(t *testing.T) {
	dir := t.TempDir()
	paths, _ := nights(t, dir, 3)
	want := 0.0
	for _, p := range paths {
		xlsxtest.SetSetting(t, p, "Event", "Awards", "ACBL club")
		r := ReadNights([]string{p})[0]
		if r.Err != nil || r.Night == nil {
			t.Fatalf("%s: %v %v", p, r.Err, r.Problems)
		}
		for _, f := range r.Night.Fields {
			for _, pair := range f.Pairs {
				for _, a := range pair.Awards {
					want += a
				}
			}
		}
	}
	if want == 0 {
		t.Fatal("the nights' ACBL club awards are all 0")
	}
	res, _ := run(t, newSeason(t, t.TempDir(), nil), paths)
	got := 0.0
	for _, p := range res.Persons {
		got += p.Awards
	}
	if math.Abs(got-want) > 1e-9 {
		t.Errorf("the players' awards sum to %v, the nights' to %v", got, want)
	}
}

// The Handicaps sheet: a line per player, by name, each proposal the rule
// of the Season sheet (here from 3 nights) gives the player's average over
// the nights, worked again from the cards; the current handicap is the
// one the last night's Pairs gives (Handicap 1 and Handicap 2 typed in
// it: +1 for every first player, −2 for every second).
func TestHandicapsSheet(t *testing.T) {
	dir := t.TempDir()
	paths, _ := nights(t, dir, 4)
	last := paths[len(paths)-1]
	f, err := excelize.OpenFile(last)
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := f.GetRows("Pairs")
	col := len(rows[0])
	h1, _ := excelize.CoordinatesToCellName(col+1, 1)
	h2, _ := excelize.CoordinatesToCellName(col+2, 1)
	f.SetCellStr("Pairs", h1, "Handicap 1")
	f.SetCellStr("Pairs", h2, "Handicap 2")
	for r := 2; r <= len(rows); r++ {
		a, _ := excelize.CoordinatesToCellName(col+1, r)
		b, _ := excelize.CoordinatesToCellName(col+2, r)
		f.SetCellValue("Pairs", a, 1)
		f.SetCellValue("Pairs", b, -2)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	path := newSeason(t, t.TempDir(), nil)
	xlsxtest.SetSetting(t, path, "Season", "Handicap nights", "3")
	res, _ := run(t, path, paths)
	// The current handicaps, from the last night's Pairs as typed.
	ln := ReadNights([]string{last})[0].Night
	current := map[string]float64{}
	for _, fd := range ln.Fields {
		for _, p := range fd.Pairs {
			for k, pl := range p.Players {
				current[season.Fold(pl.Name)] = []float64{1, -2}[k]
			}
		}
	}
	sums, counts := map[int]float64{}, map[int]int{}
	for _, c := range res.Cards {
		sums[c.Person] += c.Pct
		counts[c.Person]++
	}
	g, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	got, _ := g.GetRows("Handicaps", excelize.Options{RawCellValue: true})
	if len(got) < 3 || got[2][0] != "Player" || len(got[2]) != 6 {
		t.Fatalf("Handicaps starts %q", got[:min(3, len(got))])
	}
	if got[1][0] != "proposed: (50% − the player's average) × 0.5, to the nearest 1, at most 6 either way, after 3 nights" {
		t.Errorf("the rule's line %q", got[1][0])
	}
	body := got[3:]
	if len(body) != len(res.Persons) {
		t.Fatalf("%d lines, %d players", len(body), len(res.Persons))
	}
	proposed := 0
	for i, p := range res.Persons {
		row := append(body[i], make([]string, 6)...)
		avg := sums[i] / float64(counts[i])
		if row[0] != p.Name || row[1] != strconv.Itoa(counts[i]) {
			t.Errorf("line %d: %q, want %s %d", i+1, row, p.Name, counts[i])
			continue
		}
		if v, _ := strconv.ParseFloat(row[2], 64); math.Abs(v-avg) > 1e-12 {
			t.Errorf("%s: average %s, want %v", p.Name, row[2], avg)
		}
		// (50 − avg) × ½ rounded, halves away from zero, at most 6.
		want := max(-6, min(6, math.Round((5000-float64(int(avg*10000+0.5)))/200)))
		cur, played := current[season.Fold(p.Name)]
		switch {
		case counts[i] < 3 && row[3] != "":
			t.Errorf("%s: %d nights, proposed %s", p.Name, counts[i], row[3])
		case counts[i] >= 3 && row[3] != strconv.FormatFloat(want, 'f', -1, 64):
			t.Errorf("%s: proposed %s, want %v (average %v)", p.Name, row[3], want, avg)
		case played && row[4] != strconv.FormatFloat(cur, 'f', -1, 64):
			t.Errorf("%s: current %s, want %v", p.Name, row[4], cur)
		case !played && row[4] != "":
			t.Errorf("%s: not on the last night, current %q", p.Name, row[4])
		case played && counts[i] >= 3 && row[5] != strconv.FormatFloat(want-cur, 'f', -1, 64):
			t.Errorf("%s: change %s, want %v", p.Name, row[5], want-cur)
		}
		if counts[i] >= 3 {
			proposed++
		}
	}
	if proposed == 0 || proposed == len(res.Persons) {
		t.Errorf("%d of %d players proposed a handicap: the test proves little", proposed, len(res.Persons))
	}
}

// A night scored by Butler IMPs counts in a championship whose IMP rule is
// NGS: each pair at 50% + 6.5% for each of its IMPs a board (its Score
// over its Boards, as the night's Ranking gives them), worked again here
// from the night read on its own; without the rule the night is refused.
func TestIMPNightInAChampionship(t *testing.T) {
	dir := t.TempDir()
	paths, _ := nights(t, dir, 3)
	imp := paths[1]
	xlsxtest.SetSetting(t, imp, "Event", "Scoring", "Butler")
	r := ReadNights([]string{imp})[0]
	if r.Err != nil || r.Night == nil || !r.Night.IMPs || !r.Night.NoPct {
		t.Fatalf("%s: %v %v %+v", imp, r.Err, r.Problems, r.Night)
	}
	want := map[string]float64{} // a player's folded name → the night's percentage by the rule
	for _, f := range r.Night.Fields {
		for _, p := range f.Pairs {
			for _, pl := range p.Players {
				want[season.Fold(pl.Name)] = 0.5 + 0.065*p.IMPs
			}
		}
	}
	path := newSeason(t, t.TempDir(), func(f *excelize.File) {
		f.SetCellValue("Competitions", "G2", "NGS")
		f.SetCellValue("Competitions", "B3", "Championship")
		f.SetCellValue("Competitions", "G3", "NGS")
		f.SetCellValue("Competitions", "G4", "6.5")
	})
	res, _ := run(t, path, paths)
	checked := 0
	for _, c := range res.Cards {
		if !res.Nights[c.Night].NoPct {
			continue
		}
		w, ok := want[season.Fold(res.Persons[c.Person].Name)]
		if !ok {
			continue // a name the Players sheet would join: not this test's
		}
		// The player's championship: the average of every night (best 10
		// of 3), this one by the rule.
		sum, n := 0.0, 0
		for _, d := range res.Cards {
			if d.Person == c.Person {
				if res.Nights[d.Night].NoPct {
					sum += w
				} else {
					sum += d.Pct
				}
				n++
			}
		}
		for _, st := range res.Tables[0].Standings {
			if st.Persons[0] == c.Person && math.Abs(st.Value-sum/float64(n)) > 1e-12 {
				t.Errorf("%s: %v, want %v", res.Persons[c.Person].Name, st.Value, sum/float64(n))
			}
		}
		checked++
	}
	if checked < 8 {
		t.Errorf("%d players of the IMP night checked", checked)
	}
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, _ := f.GetRows("Club Championship")
	if len(rows) < 3 || rows[2][0] != "a night at IMPs counts 50% and 6.5% for each IMP a board" {
		t.Errorf("the rule's line: %q", rows[:min(3, len(rows))])
	}
	// The Season Cards show the IMP night's IMPs a board, and its
	// percentage by the one rule (the three championships' 6.5).
	cards, _ := f.GetRows("Season Cards")
	pctCol, impCol, shown := -1, -1, 0
	for _, row := range cards {
		if pctCol < 0 {
			pctCol, impCol = slices.Index(row, "%"), slices.Index(row, "IMPs a board")
			continue
		}
		if impCol >= 0 && len(row) > impCol && row[impCol] != "" {
			if row[pctCol] == "" {
				t.Errorf("an IMP night's card without its %%: %q", row)
			}
			shown++
		}
	}
	if impCol < 0 || shown < 8 {
		t.Errorf("IMPs a board column %d, %d cards at IMPs", impCol, shown)
	}

	// Without the rule: refused at the IMP rule cell.
	path = newSeason(t, t.TempDir(), nil)
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: Reads})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	w, _ := Read(b)
	var ns []season.Night
	for _, r := range ReadNights(paths) {
		ns = append(ns, *r.Night)
	}
	_, probs := season.Compute(season.Season{Nights: ns, Competitions: w.Competitions})
	probs = b.Place(probs)
	if len(probs) != 2 || probs[0].Error() != "Competitions!G2: "+imp+" is scored by IMPs, and Club Championship is a championship without an IMP rule" {
		t.Errorf("got %v", probs)
	}
}

// A cross-IMPs night scored as totals counts in a championship by its IMPs
// a board per comparison: the same night read again with Cross-IMPs set
// Per comparison (the engine's own per-comparison scoring, the second
// computation) gives each pair the IMPs a board the totals night is
// counted by, and the places stay the totals night's. By hand: a pair
// that is +1.3 IMPs a board per comparison counts 50% + 6.5 × 1.3% =
// 58.45% by the NGS rule, whatever its totals are (+1.3 × 12 = +15.6 a
// board in a field of 13 results a board). The night here is a Mitchell
// of 5 tables, each board played at all five: a result is compared with
// the 4 others of its line, so the engine's totals are 4 × the IMPs a
// board per comparison the season gets (a board of 420 against 420, 170,
// −50 and 450 is 0 + 6 + 10 − 1 = +15 IMPs on the totals night, +15/4 =
// +3.75 per comparison; 250 is 6 IMPs, 470 is 10, 30 is 1).
func TestCrossIMPTotalsNightInAChampionship(t *testing.T) {
	if got := season.IMPPct(1.3, season.NGSIMPRate); math.Abs(got-0.5845) > 1e-12 {
		t.Errorf("+1.3 IMPs a board by the NGS: %v, want 0.5845", got)
	}
	plan := seasongen.Plan(seasongen.Spec{Nights: 2, Tables: 8, Seed: 5, Start: time.Date(2026, 1, 6, 0, 0, 0, 0, time.UTC)})
	paths, err := seasongen.Write(t.TempDir(), plan, 5)
	if err != nil {
		t.Fatal(err)
	}
	totals := paths[1] // 10 pairs: a Mitchell of 5 tables
	xlsxtest.SetSetting(t, totals, "Event", "Scoring", "Cross-IMPs")
	xlsxtest.SetSetting(t, totals, "Event", "Cross-IMPs", "Total")
	per := filepath.Join(t.TempDir(), "per.xlsx")
	data, err := os.ReadFile(totals)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(per, data, 0o644); err != nil {
		t.Fatal(err)
	}
	xlsxtest.SetSetting(t, per, "Event", "Cross-IMPs", "Per comparison")
	reads := ReadNights([]string{totals, per})
	tn, pn := reads[0].Night, reads[1].Night
	if tn == nil || pn == nil || !tn.IMPs || !pn.IMPs {
		t.Fatalf("%v %v / %v %v", reads[0].Err, reads[0].Problems, reads[1].Err, reads[1].Problems)
	}
	// The totals night as the engine ranks it (each board's IMPs summed
	// over its 4 comparisons), by the pair's first player.
	byTotals := map[string]pairsengine.Standing{}
	{
		k := pairsxlsx.Kind{}
		b, err := xlsx.Open(totals, xlsx.OpenOptions{Reads: k.Reads(), ReadOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		ev, _ := pairsxlsx.Read(b)
		b.Close()
		if ev == nil {
			t.Fatal("the totals night not read")
		}
		played := map[int]int{}
		for _, r := range ev.Rows {
			played[r.Board]++
		}
		for board, n := range played {
			if n != 5 {
				t.Fatalf("board %d played %d times, not at all 5 tables", board, n)
			}
		}
		res, _ := pairsengine.Score(&ev.Event)
		if res == nil || !res.Mitchell || res.Settings.CrossIMPs != pairsengine.TotalComparisons {
			t.Fatal("the totals night not scored as a Mitchell's totals")
		}
		for _, st := range res.Standings {
			byTotals[ev.Pairs[st.Pair].Names[0]] = st
		}
	}
	fourfold := 0
	for _, f := range tn.Fields {
		for _, p := range f.Pairs {
			st, ok := byTotals[p.Players[0].Name]
			if !ok || st.Boards == 0 {
				t.Fatalf("%s: not in the totals night's ranking", p.Players[0].Name)
			}
			if got := st.Score / float64(st.Boards); math.Abs(got-4*p.IMPs) > 1e-9 {
				t.Errorf("%s: %v IMPs a board on the totals night, the season's %v a board per comparison, not a quarter", p.Players[0].Name, got, p.IMPs)
			}
			if p.IMPs != 0 {
				fourfold++
			}
		}
	}
	if fourfold < 8 {
		t.Errorf("%d pairs with IMPs checked against the totals", fourfold)
	}
	checked := 0
	for i, f := range tn.Fields {
		for j, p := range f.Pairs {
			q := pn.Fields[i].Pairs[j]
			if p.Players[0].Name != q.Players[0].Name {
				t.Fatalf("field %d line %d: %s, per comparison %s", i, j, p.Players[0].Name, q.Players[0].Name)
			}
			if math.Abs(p.IMPs-q.IMPs) > 1e-12 {
				t.Errorf("%s: %v IMPs a board, per comparison %v", p.Players[0].Name, p.IMPs, q.IMPs)
			}
			if p.IMPs != 0 {
				checked++
			}
		}
	}
	if checked < 4 {
		t.Errorf("%d pairs with IMPs checked", checked)
	}
	// The championship takes it by the NGS rule, and refuses it without.
	c := []season.Competition{{Name: "Club Championship", Rule: season.Championship, IMPRate: season.NGSIMPRate, Line: 2}}
	if _, probs := season.Compute(season.Season{Nights: []season.Night{*reads[0].Night}, Competitions: c}); problem.HasErrors(probs) {
		t.Errorf("with the NGS rule: %v", probs)
	}
	c[0].IMPRate = 0
	if _, probs := season.Compute(season.Season{Nights: []season.Night{*reads[0].Night}, Competitions: c}); !problem.HasErrors(probs) {
		t.Error("without an IMP rule the totals night was counted")
	}
}

// The Season sheet's Handicap window reaches the Handicaps sheet: each
// player's Nights are at most the window (of four nights, the latest two)
// and a line under the rule says it.
func TestHandicapWindowFromTheSeasonSheet(t *testing.T) {
	paths, _ := nights(t, t.TempDir(), 4)
	path := newSeason(t, t.TempDir(), nil)
	xlsxtest.SetSetting(t, path, "Season", "Handicap window", "2")
	res, _ := run(t, path, paths)
	most := 0
	for _, p := range res.Handicaps {
		if p.Nights > 2 || p.Played < p.Nights {
			t.Errorf("%s: %d nights of %d played, window 2", res.Persons[p.Person].Name, p.Nights, p.Played)
		}
		most = max(most, p.Played)
	}
	if most < 3 {
		t.Errorf("no player played more than the window (%d): the test proves little", most)
	}
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, _ := f.GetRows("Handicaps")
	if len(rows) < 4 || rows[2][0] != "the average is of each player's latest 2 nights" {
		t.Errorf("the window's line: %q", rows[:min(4, len(rows))])
	}
}
