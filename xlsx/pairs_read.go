package xlsx

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/setting"
)

// PairsEvent is a pairs event as read from a workbook.
type PairsEvent struct {
	Event pairs.Event
	Title string // the Event sheet's Title, or the file name
	Date  string // the Event sheet's Date: 2026-11-24, or as typed when it is not a date
	// Partial says that some Results rows are missing from Event.Rows:
	// their session, board or pairs could not be read.
	Partial bool
}

var pairsColumns = []column{
	{name: "Pair", required: true},
	{name: "Player 1", required: true},
	{name: "Player 2", required: true},
	{name: "Direction", aliases: []string{"Dir"}},
}

// boardColumns are the columns of a Results sheet after the first: one
// board played at one table.
var boardColumns = []column{
	{name: "Board", required: true},
	{name: "NS", aliases: []string{"N-S", "N/S"}, required: true},
	{name: "EW", aliases: []string{"E-W", "E/W"}, required: true},
	{name: "Contract"},
	{name: "By", aliases: []string{"Declarer"}},
	{name: "Result"},
	{name: "Score", aliases: []string{"NS Score"}},
}

// resultsColumns are a pairs event's Results columns: the Session, then the
// board's.
var resultsColumns = slices.Concat([]column{{name: "Session"}}, boardColumns)

// Indexes into a Results row's cells. rGroup is the first column, the one
// rows are grouped by: Session for a pairs event, Round for a teams event.
const (
	rGroup = iota
	rBoard
	rNS
	rEW
	rContract
	rBy
	rResult
	rScore
)

// eventSettings reads the optional Event sheet: its rows, and the title and
// date to print (the date as 2026-11-24 when it reads as a date).
func (b *Book) eventSettings() (values []setting.Value, title, date string, findings []Finding) {
	values, findings = b.readSettings("Event")
	return values, settingText(values, "Title"), settingDate(values, "Date"), findings
}

// ReadPairs reads a pairs event: the Event, Pairs and Results sheets. It
// returns every problem found; the event is usable only when none is an
// error.
func (b *Book) ReadPairs() (*PairsEvent, []Finding) {
	pe := &PairsEvent{}
	values, title, date, findings := b.eventSettings()
	pe.Title, pe.Date = title, date
	settings, probs := pairs.ParseSettings(values)
	findings = append(findings, b.Locate(probs)...)
	pe.Event.Settings = settings

	ids, fs := b.readPairsSheet(&pe.Event)
	findings = append(findings, fs...)
	findings = append(findings, b.readResults(&pe.Event, ids, &pe.Partial)...)
	return pe, findings
}

type pairIndex map[string][]int // folded identifier → pairs with it

func (b *Book) readPairsSheet(ev *pairs.Event) (pairIndex, []Finding) {
	t, findings := b.readTable("Pairs", pairsColumns)
	if t == nil {
		return nil, findings
	}
	ids := pairIndex{}
	for _, r := range t.rows {
		id := identifier(r.cells[0])
		p := pairs.Pair{ID: id, Line: r.line}
		bad := false
		if id == "" {
			findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Pair"),
				Msg: "the pair has no identifier", Hint: "give each pair a number or code such as 3 or A12"})
			bad = true
		}
		for i, col := range []string{"Player 1", "Player 2"} {
			name := strings.TrimSpace(r.cells[1+i])
			if name == "" {
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, col),
					Msg: fmt.Sprintf("pair %s has no %s", id, strings.ToLower(col)), Hint: "type the player's name (or a placeholder such as Visitor)"})
			}
			p.Names = append(p.Names, name)
		}
		switch d := strings.ToUpper(strings.NewReplacer("-", "", "/", "", " ", "").Replace(r.cells[3])); d {
		case "":
		case "NS":
			p.Direction = pairs.NS
		case "EW":
			p.Direction = pairs.EW
		default:
			findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Direction"),
				Msg: fmt.Sprintf("direction %q is not NS or EW", strings.TrimSpace(r.cells[3])), Hint: "write NS or EW, or leave it empty"})
		}
		if bad {
			continue
		}
		key := fold(id)
		for _, other := range ids[key] {
			o := ev.Pairs[other]
			if o.Direction == pairs.Either || p.Direction == pairs.Either || o.Direction == p.Direction {
				findings = append(findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Pair"),
					Msg:  fmt.Sprintf("pair %s is listed twice (also on row %d)", id, o.Line),
					Hint: "give each pair its own identifier; in a Mitchell that reuses numbers, give each its Direction"})
				bad = true
			}
		}
		if bad {
			continue
		}
		ids[key] = append(ids[key], len(ev.Pairs))
		ev.Pairs = append(ev.Pairs, p)
	}
	if len(ev.Pairs) == 0 && len(findings) == 0 {
		findings = append(findings, Finding{Sheet: t.sheet, Msg: "Pairs lists no pairs", Hint: "type one row per pair: Pair, Player 1, Player 2"})
	}
	return ids, findings
}

// lookup finds the pair sitting dir with identifier id.
func (ids pairIndex) lookup(ev *pairs.Event, id string, dir pairs.Direction) (int, string) {
	cands := ids[fold(id)]
	for _, i := range cands {
		if d := ev.Pairs[i].Direction; d == pairs.Either || d == dir {
			return i, ""
		}
	}
	if len(cands) > 0 {
		p := ev.Pairs[cands[0]]
		return -1, fmt.Sprintf("pair %s is listed as %s in Pairs (row %d) but sits %s here", id, p.Direction, p.Line, dir)
	}
	return -1, fmt.Sprintf("pair %s is not in Pairs", id)
}

func (b *Book) readResults(ev *pairs.Event, ids pairIndex, partial *bool) []Finding {
	// The Results sheet may hold hundreds of thousands of rows: each is
	// turned into an engine row as it is read, not kept.
	var findings []Finding
	t, fs := b.scanTable("Results", resultsColumns, func(t *table, r tableRow) {
		if row, ok := b.readResult(t, r, ev, ids, &findings); ok {
			ev.Rows = append(ev.Rows, row)
		} else {
			*partial = true
		}
	})
	if t == nil {
		*partial = true
		return fs
	}
	if hs := checkResultsHeaders(t); hs != nil {
		ev.Rows = nil
		*partial = true
		return append(fs, hs...)
	}
	return append(append(fs, findings...), noResults(t)...)
}

// readResult reads one Results row. Ok is false when the row's session,
// board or pairs cannot be read; a row whose score cannot be read is kept,
// marked Unread.
func (b *Book) readResult(t *table, r tableRow, ev *pairs.Event, ids pairIndex, findings *[]Finding) (pairs.Row, bool) {
	row := pairs.Row{Line: r.line}
	var ok, boardOK bool
	row.Session, ok = groupNumber(t, r, "Session", findings)
	if row.Board, boardOK = boardNumber(t, r, findings); !boardOK {
		ok = false
	}
	for _, side := range []struct {
		col  string
		cell int
		dir  pairs.Direction
		dst  *int
	}{{"NS", rNS, pairs.NS, &row.NS}, {"EW", rEW, pairs.EW, &row.EW}} {
		id := identifier(r.cells[side.cell])
		if id == "" {
			*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, side.col),
				Msg: fmt.Sprintf("the %s pair is missing", side.col), Hint: "type the pair's identifier as in Pairs"})
			ok = false
			continue
		}
		if ids == nil {
			ok = false
			continue
		}
		i, msg := ids.lookup(ev, id, side.dir)
		if i < 0 {
			*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, side.col),
				Msg: msg, Hint: "every pair must be listed in the Pairs sheet"})
			ok = false
			continue
		}
		*side.dst = i
	}
	if !b.readPlay(t, r, &row, findings) {
		// Kept for the checks of who met whom; nothing is scored.
		row.Unread = true
		row.Score = pairs.Score{Kind: pairs.Real}
	}
	return row, ok
}

// checkResultsHeaders makes sure a Results sheet can give each row a score:
// a Score column, or Contract, By and Result.
func checkResultsHeaders(t *table) []Finding {
	if !t.has("Score") && !t.has("Contract") {
		return []Finding{{Sheet: t.sheet, Cell: fmt.Sprintf("row %d", t.headerRow),
			Msg:  "missing column \"Score\" (or \"Contract\", \"By\" and \"Result\")",
			Hint: "type each board's NS score, or the contract, declarer and result"}}
	}
	if t.has("Contract") {
		var missing []string
		for _, c := range []string{"By", "Result"} {
			if !t.has(c) {
				missing = append(missing, c)
			}
		}
		if len(missing) > 0 {
			return []Finding{{Sheet: t.sheet, Cell: fmt.Sprintf("row %d", t.headerRow),
				Msg:  fmt.Sprintf("there is a Contract column but no %s", strings.Join(quoteSlice(missing), " or ")),
				Hint: "a contract needs its declarer (By: N, E, S, W) and its Result (=, +1, -2 or the tricks taken)"}}
		}
	}
	return nil
}

// noResults is the finding for a Results sheet with headers and no rows.
func noResults(t *table) []Finding {
	if t.count > 0 {
		return nil
	}
	return []Finding{{Sheet: t.sheet, Msg: "Results has no results",
		Hint: "type one row per board played at a table: Board, NS, EW and a Score or a Contract, By and Result"}}
}

// groupNumber reads a row's first cell, its Session or Round: a number from
// 1, or 1 when the cell (or the column) is empty.
func groupNumber(t *table, r tableRow, col string, findings *[]Finding) (int, bool) {
	s := strings.TrimSpace(r.cells[rGroup])
	if s == "" {
		return 1, true
	}
	n, isInt := parseInt(s)
	if !isInt || n < 1 {
		noun := strings.ToLower(col)
		*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, col),
			Msg: fmt.Sprintf("%s %q is not a %s number", noun, s, noun), Hint: noun + "s are numbered 1, 2, …"})
		return 0, false
	}
	return n, true
}

// boardNumber reads a row's Board cell.
func boardNumber(t *table, r tableRow, findings *[]Finding) (int, bool) {
	s := strings.TrimSpace(r.cells[rBoard])
	if s == "" {
		*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Board"),
			Msg: "the board number is missing", Hint: "type the board number"})
		return 0, false
	}
	n, isInt := parseInt(s)
	if !isInt || n < 1 {
		*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Board"),
			Msg: fmt.Sprintf("board %q is not a board number", s), Hint: "boards are numbered 1, 2, …"})
		return 0, false
	}
	return n, true
}

// readPlay reads how a board went at a table, as every Results sheet says
// it: the contract, declarer and result when given, and the Score cell as
// typed.
func (b *Book) readPlay(t *table, r tableRow, row *pairs.Row, findings *[]Finding) bool {
	ok := b.readContract(t, r, row, findings)
	sc, err := pairs.ParseScore(r.cells[rScore])
	if err != nil {
		*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Score"), Msg: err.Error(), Hint: hintOf(err)})
		ok = false
	}
	row.Score = sc
	return ok
}

func quoteSlice(s []string) []string {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = fmt.Sprintf("%q", x)
	}
	return out
}

// readContract reads the Contract, By and Result cells of a row, when given.
func (b *Book) readContract(t *table, r tableRow, row *pairs.Row, findings *[]Finding) bool {
	ctext, by, res := strings.TrimSpace(r.cells[rContract]), strings.TrimSpace(r.cells[rBy]), strings.TrimSpace(r.cells[rResult])
	if ctext == "" {
		if by != "" || res != "" {
			col := "By"
			if by == "" {
				col = "Result"
			}
			*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Contract"),
				Msg: fmt.Sprintf("%s is given but the contract is missing", strings.ToLower(col)), Hint: "type the contract, such as 4S, 3NT or Pass"})
			return false
		}
		return true
	}
	// The parsers' messages name the value: `contract "5Q": unknown strain "Q"`.
	fail := func(col string, err error) {
		*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, col), Msg: err.Error(), Hint: hintOf(err)})
	}
	c, err := bridge.ParseContract(ctext)
	if err != nil {
		fail("Contract", err)
		return false
	}
	row.Contract = c
	if c.IsPassedOut() {
		row.HasContract = true
		return true
	}
	ok := true
	if by == "" {
		*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "By"),
			Msg: fmt.Sprintf("contract %s has no declarer", c), Hint: "type the declarer: N, E, S or W"})
		ok = false
	} else if seat, err := bridge.ParseSeat(by); err != nil {
		fail("By", err)
		ok = false
	} else {
		row.Declarer = seat
	}
	if res == "" {
		*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Result"),
			Msg: fmt.Sprintf("contract %s has no result", c), Hint: "type =, +1, -2, or the tricks taken"})
		ok = false
	} else if tricks, err := bridge.ParseResult(res, c); err != nil {
		fail("Result", err)
		ok = false
	} else {
		row.Tricks = tricks
		if w, warn := overtrickTypedAsNumber(res, c, tricks); warn {
			*findings = append(*findings, Finding{Sheet: t.sheet, Cell: t.cell(r.line, "Result"), Warning: true,
				Msg:  w,
				Hint: "Excel turns a typed +1 into the number 1; type '+1 (with the apostrophe), or the tricks taken"})
		}
	}
	row.HasContract = ok
	return ok
}

// overtrickTypedAsNumber notices a Result that reads as the tricks taken but
// is far more likely an overtrick that Excel turned into a number: "1" on 4♠
// is nine down as written, while +1 is what the scorer typed.
func overtrickTypedAsNumber(res string, c bridge.Contract, tricks int) (string, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(res))
	if err != nil || n < 1 || strings.HasPrefix(strings.TrimSpace(res), "+") {
		return "", false
	}
	down := c.Level + 6 - tricks
	if down < 5 || c.Level+6+n > 13 {
		return "", false
	}
	return fmt.Sprintf("result %d is read as %d trick%s taken, %s down %d; if +%d was meant, the score is wrong",
		n, n, map[bool]string{true: "", false: "s"}[n == 1], c, down, n), true
}

// Locate places the engine's problems on their sheets and cells.
func (b *Book) Locate(probs []problem.Problem) []Finding {
	out := make([]Finding, 0, len(probs))
	for _, p := range probs {
		out = append(out, b.place(p.Sheet, p.Row, p.Column, p.Msg, p.Hint, p.Warning))
	}
	return out
}

// LocateError places the problems an engine returned as its error (a
// problem.List, or one problem); any other error becomes a finding without a
// place.
func (b *Book) LocateError(err error) []Finding {
	var list problem.List
	var one problem.Problem
	switch {
	case err == nil:
		return nil
	case errors.As(err, &list):
		return b.Locate(list)
	case errors.As(err, &one):
		return b.Locate([]problem.Problem{one})
	}
	return []Finding{{Msg: err.Error(), Hint: hintOf(err)}}
}

// place turns a (sheet, row, logical column) into a finding.
func (b *Book) place(sheet string, line int, col, msg, hint string, warning bool) Finding {
	f := Finding{Sheet: sheet, Msg: msg, Hint: hint, Warning: warning}
	if s, ok := b.sheet(sheet); ok {
		f.Sheet = s
	}
	t := b.tables[fold(sheet)]
	if line == 0 && settingsSheets[fold(sheet)] && col != "" {
		// A problem with a setting: its Value cell, when the setting is there.
		if l, ok := b.settings[fold(sheet)][setting.Key(col)]; ok {
			line, col = l, "Value"
		} else {
			f.Msg = msg
			return f
		}
	}
	if t != nil {
		f.Cell = t.cell(line, col)
	} else if line > 0 {
		f.Cell = fmt.Sprintf("row %d", line)
	}
	return f
}
