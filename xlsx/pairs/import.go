package pairs

import (
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/internal/importer"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
)

// Import is what importing a results file adds to a pairs workbook's input
// sheets: cells by sheet and row, the deals for Hands, and a count of
// each. Nothing a scorer typed is written over: a row of Results or Pairs
// that says something else than the file keeps what it says (a warning
// names both); a setting is set only where the Event sheet still holds the
// template's value (or nothing).
type Import struct {
	cells map[string]map[int]map[string]any // sheet → row → column → value
	Hands *Hands                            // nil when Hands is not written

	Settings, NewPairs, FilledPairs, NewRows, FilledRows, Deals int
	Same                                                        int // results already in the workbook as the file has them
}

// ImportOptions say how a file's event goes into the workbook.
type ImportOptions struct {
	// Session is the Session of the Results rows added (0: none written,
	// which reads as session 1).
	Session int
}

// PlanImport works out what importing ev into the workbook adds, reading
// its Event, Pairs, Results and Hands sheets. Its problems are the
// workbook's own (a sheet that cannot be read) as errors, and each
// disagreement between a typed row or setting and the file as a warning,
// naming the cell, both values and the file's record.
func PlanImport(b *xlsx.Book, ev *importer.Event, opt ImportOptions) (*Import, []problem.Problem) {
	im := &Import{cells: map[string]map[int]map[string]any{}}
	var probs []problem.Problem
	probs = append(probs, im.planSettings(b, ev)...)
	probs = append(probs, im.planPairs(b, ev)...)
	probs = append(probs, im.planResults(b, ev, opt)...)
	probs = append(probs, im.planHands(b, ev)...)
	return im, probs
}

func (im *Import) set(sheet string, line int, col string, v any) {
	rows := im.cells[sheet]
	if rows == nil {
		rows = map[int]map[string]any{}
		im.cells[sheet] = rows
	}
	if rows[line] == nil {
		rows[line] = map[string]any{}
	}
	rows[line][col] = v
}

// Write writes the planned cells into the input sheets, and Hands.
func (im *Import) Write(b *xlsx.Book) error {
	for _, sheet := range []string{engine.SheetEvent, engine.SheetPairs, engine.SheetResults} {
		if rows := im.cells[sheet]; len(rows) > 0 {
			if err := b.FillCells(sheet, rows); err != nil {
				return err
			}
		}
	}
	if im.Hands != nil && im.Deals > 0 {
		return b.WriteSheets([]report.Sheet{HandsSheet(*im.Hands)})
	}
	return nil
}

// Changes says whether the import adds anything.
func (im *Import) Changes() bool {
	return len(im.cells) > 0 || (im.Hands != nil && im.Deals > 0)
}

func warn(p problem.Problem) problem.Problem {
	p.Warning = true
	return p
}

func (im *Import) planSettings(b *xlsx.Book, ev *importer.Event) []problem.Problem {
	if len(ev.Settings) == 0 {
		return nil
	}
	if !b.HasSheet(engine.SheetEvent) {
		return []problem.Problem{warn(*problem.New("add an Event sheet (scorebook new pairs makes one) to keep the event's settings",
			"the workbook has no Event sheet: the file's %s are not imported", settingNames(ev.Settings)))}
	}
	values, probs := b.ReadSettings(engine.SheetEvent)
	if problem.HasErrors(probs) {
		return probs
	}
	// The sheet's language: a setting it lacks, or a value it is given,
	// is written in its words (Berekening, Cross-imps in Dutch).
	l := lang.English
	if st, _ := engine.ParseSettings(values); st.Language != lang.English {
		l = st.Language
	}
	next := b.LastRow(engine.SheetEvent) + 1
	for _, s := range ev.Settings {
		var found *setting.Value
		for i := range values {
			if setting.Is(values[i].Name, s.Name) {
				found = &values[i]
				break
			}
		}
		sp := specNamed(s.Name)
		switch {
		case found == nil:
			im.set(engine.SheetEvent, next, "Setting", setting.Say(l, s.Name))
			im.set(engine.SheetEvent, next, "Value", sayValue(l, sp, s.Value))
			next++
			im.Settings++
		case sameSetting(b, sp, found.Value, s.Value):
		case strings.TrimSpace(found.Value) == "":
			im.set(engine.SheetEvent, found.Line, "Value", sayValue(l, sp, s.Value))
			im.Settings++
		case sp.Default != "" && sameSetting(b, sp, found.Value, sp.Default):
			// The template's value (in its language), untouched: the file tells.
			im.set(engine.SheetEvent, found.Line, "Value", xlsx.Replacing{Value: sayValue(l, sp, s.Value)})
			im.Settings++
		default:
			probs = append(probs, warn(problem.New("the Event sheet's value is kept; change it there if the file is right",
				"%s is %q here, but the file says %q (%s)", found.Name, found.Value, s.Value, s.Place).At(engine.SheetEvent, found.Line, "Value")))
		}
	}
	return b.Place(probs)
}

// specNamed is the pairs setting a file's setting is (Scoring, Date, …),
// or a spec of that name alone.
func specNamed(name string) setting.Spec[engine.Settings] {
	for _, sp := range engine.SettingsTable.Specs {
		if setting.Is(name, sp.Names[0]) {
			return sp
		}
	}
	return setting.Spec[engine.Settings]{Names: []string{name}}
}

// sayValue is a file's value of a setting as a sheet in the language
// writes it: a choice in its words (Cross-imps), anything else as it is.
func sayValue(l lang.Lang, sp setting.Spec[engine.Settings], value string) string {
	if i, ok := setting.Match(value, sp.Choices...); ok {
		return setting.Say(l, sp.Choices[i][0])
	}
	return value
}

// sameSetting reports whether a setting's value in the sheet says what the
// file's does: the same words, the same choice in any language's words
// (Cross-imps is Cross-IMPs), or the same date.
func sameSetting(b *xlsx.Book, sp setting.Spec[engine.Settings], typed, file string) bool {
	if strings.EqualFold(strings.TrimSpace(typed), strings.TrimSpace(file)) {
		return true
	}
	if i, ok := setting.Match(typed, sp.Choices...); ok {
		if j, ok := setting.Match(file, sp.Choices...); ok {
			return i == j
		}
	}
	if sp.Names[0] == "Date" {
		t1, err1 := b.ParseDate(typed)
		t2, err2 := b.ParseDate(file)
		return err1 == nil && err2 == nil && t1.Equal(t2)
	}
	return false
}

func settingNames(ss []importer.Setting) string {
	var names []string
	for _, s := range ss {
		names = append(names, s.Name)
	}
	return strings.Join(names, ", ")
}

func (im *Import) planPairs(b *xlsx.Book, ev *importer.Event) []problem.Problem {
	if len(ev.Pairs) == 0 {
		return nil
	}
	t, probs := b.ReadTable(engine.SheetPairs, pairsColumns)
	if t == nil {
		return probs
	}
	type typed struct {
		line         int
		id, dir      string
		names, ids   [2]string
		hasDirection bool
	}
	var rows []typed
	for _, r := range t.Rows {
		d := strings.ToUpper(strings.NewReplacer("-", "", "/", "", " ", "").Replace(r.Cells[3]))
		switch d {
		case "NZ":
			d = "NS"
		case "OW", "EO":
			d = "EW"
		}
		rows = append(rows, typed{line: r.Line, id: xlsx.Identifier(r.Cells[0]), dir: d,
			names: [2]string{strings.TrimSpace(r.Cells[1]), strings.TrimSpace(r.Cells[2])},
			ids:   [2]string{strings.TrimSpace(r.Cells[4]), strings.TrimSpace(r.Cells[5])}})
	}
	next := b.LastRow(engine.SheetPairs) + 1
	hasDir, hasIDs := t.Has("Direction"), t.Has("Player 1 ID") && t.Has("Player 2 ID")
	for _, p := range ev.Pairs {
		var match *typed
		for i := range rows {
			if strings.EqualFold(rows[i].id, p.ID) && (rows[i].dir == "" || p.Direction == "" || rows[i].dir == p.Direction) {
				match = &rows[i]
				break
			}
		}
		if match == nil {
			im.set(engine.SheetPairs, next, "Pair", cellValue(p.ID))
			for k, col := range []string{"Player 1", "Player 2"} {
				if p.Names[k] != "" {
					im.set(engine.SheetPairs, next, col, p.Names[k])
				}
			}
			if p.Direction != "" && hasDir {
				im.set(engine.SheetPairs, next, "Direction", p.Direction)
			}
			for k, col := range []string{"Player 1 ID", "Player 2 ID"} {
				if p.IDs[k] != "" && hasIDs {
					im.set(engine.SheetPairs, next, col, p.IDs[k])
				}
			}
			rows = append(rows, typed{line: next, id: p.ID, dir: p.Direction, names: p.Names, ids: p.IDs})
			next++
			im.NewPairs++
			continue
		}
		filled := false
		for k, col := range []string{lang.Key("Player 1"), lang.Key("Player 2"), lang.Key("Player 1 ID"), lang.Key("Player 2 ID")} {
			file, here := p.Names[k%2], match.names[k%2]
			if k >= 2 {
				if !hasIDs {
					continue
				}
				file, here = p.IDs[k%2], match.ids[k%2]
			}
			switch {
			case file == "" || strings.EqualFold(file, here):
			case here == "":
				im.set(engine.SheetPairs, match.line, col, file)
				filled = true
			default:
				probs = append(probs, warn(problem.New("the typed value is kept; change it there if the file is right",
					"pair %s's %s is %q here, but the file says %q (%s)", p.ID, lang.Keyed(col), here, file, p.Place).At(engine.SheetPairs, match.line, col)))
			}
		}
		if filled {
			im.FilledPairs++
		}
	}
	return b.Place(probs)
}

// cellValue writes a pair's number as a number, and an identifier with a
// letter (A1) as text.
func cellValue(id string) any {
	if n, ok := xlsx.ParseInt(id); ok {
		return n
	}
	return id
}

// resultColumns are the Results columns an imported line fills, in order.
var resultColumns = []string{"Contract", "By", "Result", "Score", "Lead"}

func (im *Import) planResults(b *xlsx.Book, ev *importer.Event, opt ImportOptions) []problem.Problem {
	if len(ev.Results) == 0 {
		return nil
	}
	t, probs := b.ReadTable(engine.SheetResults, resultsColumns)
	if t == nil {
		return probs
	}
	type key struct {
		session, board int
		ns, ew         string
	}
	type typed struct {
		line  int
		cells []string // Contract, By, Result, Score, Lead
		file  bool     // added from a file of this import
		place string
	}
	rows := map[key]*typed{}
	for _, r := range t.Rows {
		session, ok := xlsx.ParseInt(strings.TrimSpace(r.Cells[RGroup]))
		if strings.TrimSpace(r.Cells[RGroup]) == "" {
			session, ok = 1, true
		}
		board, bok := xlsx.ParseInt(strings.TrimSpace(r.Cells[RBoard]))
		if !ok || !bok {
			continue // check reports it
		}
		k := key{session, board, strings.ToUpper(xlsx.Identifier(r.Cells[RNS])), strings.ToUpper(xlsx.Identifier(r.Cells[REW]))}
		if _, dup := rows[k]; !dup {
			rows[k] = &typed{line: r.Line, cells: []string{r.Cells[RContract], r.Cells[RBy], r.Cells[RResult], r.Cells[RScore], r.Cells[RLead]}}
		}
	}
	if opt.Session > 0 && !t.Has("Session") {
		return append(probs, problem.New("add a Session column to Results, or import without --session",
			"Results has no Session column for session %d's rows", opt.Session).At(engine.SheetResults, t.HeaderRow, ""))
	}
	session := max(opt.Session, 1)
	next := b.LastRow(engine.SheetResults) + 1
	leadsLost := 0
	for _, r := range ev.Results {
		file := []string{r.Contract, r.By, r.Result, r.Score, r.Lead}
		k := key{session, r.Board, strings.ToUpper(r.NS), strings.ToUpper(r.EW)}
		row, ok := rows[k]
		if r.Lead != "" && !t.Has("Lead") {
			leadsLost++
			file[4] = ""
		}
		if !ok {
			if opt.Session > 0 {
				im.set(engine.SheetResults, next, "Session", opt.Session)
			}
			im.set(engine.SheetResults, next, "Board", r.Board)
			im.set(engine.SheetResults, next, "NS", cellValue(r.NS))
			im.set(engine.SheetResults, next, "EW", cellValue(r.EW))
			if r.Round > 0 && t.Has("Round") {
				im.set(engine.SheetResults, next, "Round", r.Round)
			}
			if r.Table > 0 && t.Has("Table") {
				im.set(engine.SheetResults, next, "Table", r.Table)
			}
			for i, col := range resultColumns {
				if file[i] != "" && t.Has(col) {
					im.set(engine.SheetResults, next, col, file[i])
				}
			}
			rows[k] = &typed{line: next, cells: file, file: true, place: r.Place}
			next++
			im.NewRows++
			continue
		}
		empty := true
		for _, c := range row.cells[:4] {
			empty = empty && strings.TrimSpace(c) == ""
		}
		if empty {
			// A row of the movement, or typed with its pairs only: the
			// file fills it.
			for i, col := range resultColumns {
				if file[i] != "" && strings.TrimSpace(row.cells[i]) == "" && t.Has(col) {
					im.set(engine.SheetResults, row.line, col, file[i])
				}
			}
			row.cells = file
			im.FilledRows++
			continue
		}
		if sameLine(row.cells, file) {
			if file[4] != "" && strings.TrimSpace(row.cells[4]) == "" && t.Has("Lead") && !row.file {
				im.set(engine.SheetResults, row.line, "Lead", file[4])
			}
			im.Same++
			continue
		}
		here := lineText(row.cells)
		where := "the row typed"
		if row.file {
			where = "the row imported from " + row.place
		}
		probs = append(probs, warn(problem.New("the row as it is is kept; correct it there if the file is right",
			"board %d, NS %s v EW %s: %s says %s, but the file says %s (%s)", r.Board, r.NS, r.EW, where, here, lineText(file), r.Place).At(engine.SheetResults, row.line, "Contract")))
	}
	if leadsLost > 0 {
		probs = append(probs, warn(problem.New("add a Lead column to Results and import again to keep them",
			"no Lead column: the file's %d leads are not imported", leadsLost).At(engine.SheetResults, 0, "")))
	}
	return b.Place(probs)
}

// sameLine reports whether a typed row and the file's line say the same:
// the same contract, declarer and tricks, or the same score.
func sameLine(typed, file []string) bool {
	a, pa := bridge.ReadTravellerLine(typed[0], typed[1], typed[2], typed[3])
	b, pb := bridge.ReadTravellerLine(file[0], file[1], file[2], file[3])
	if problem.HasErrors(pa) || problem.HasErrors(pb) {
		return false
	}
	if a.HasContract != b.HasContract || a.Score.String() != b.Score.String() && a.Score.Kind != bridge.Missing && b.Score.Kind != bridge.Missing {
		return false
	}
	if a.HasContract && (a.Contract != b.Contract || !a.Contract.IsPassedOut() && (a.Declarer != b.Declarer || a.Tricks != b.Tricks)) {
		return false
	}
	if typed[4] != "" && file[4] != "" {
		ca, ea := bridge.ParseCard(typed[4])
		cb, eb := bridge.ParseCard(file[4])
		if ea == nil && eb == nil && ca != cb {
			return false
		}
	}
	return true
}

// lineText is a line as a message quotes it: "4S by N +1, lead SK".
func lineText(c []string) string {
	var parts []string
	if strings.TrimSpace(c[0]) != "" {
		parts = append(parts, strings.TrimSpace(strings.Join([]string{strings.TrimSpace(c[0]), "by", strings.TrimSpace(c[1]), strings.TrimSpace(c[2])}, " ")))
	}
	if strings.TrimSpace(c[3]) != "" {
		parts = append(parts, "score "+strings.TrimSpace(c[3]))
	}
	if strings.TrimSpace(c[4]) != "" {
		parts = append(parts, "lead "+strings.TrimSpace(c[4]))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return fmt.Sprintf("%q", strings.Join(parts, ", "))
}

func (im *Import) planHands(b *xlsx.Book, ev *importer.Event) []problem.Problem {
	if len(ev.Deals) == 0 {
		return nil
	}
	if b.HasSheet(SheetHands) && !b.Owns(SheetHands) {
		return b.Place([]problem.Problem{warn(problem.New("rename your Hands sheet to let scorebook write the deals",
			"Hands is a sheet of yours: the file's %d deals are not imported", len(ev.Deals)).At(SheetHands, 0, ""))})
	}
	h := Hands{Deals: map[BoardID]deal.Deal{}}
	var probs []problem.Problem
	if b.HasSheet(SheetHands) {
		kept, ps := ReadHands(b)
		if problem.HasErrors(ps) {
			return ps
		}
		h = kept
		if h.Deals == nil {
			h.Deals = map[BoardID]deal.Deal{}
		}
	}
	for _, d := range ev.Deals {
		id := BoardID{Board: d.Board}
		old, ok := h.Deals[id]
		if !ok {
			// A deal kept for session 1 counts as this board's too.
			old, ok = h.Deals[BoardID{Session: 1, Board: d.Board}]
		}
		switch {
		case !ok:
			h.Deals[id] = d.Deal
			im.Deals++
		case old != d.Deal:
			probs = append(probs, warn(problem.New("the deal on Hands is kept; run scorebook hands to replace the deals",
				"board %d: the deal on Hands is not the file's (%s)", d.Board, d.Place).At(SheetHands, 0, "")))
		}
	}
	im.Hands = &h
	return b.Place(probs)
}
