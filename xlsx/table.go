package xlsx

import (
	"archive/zip"
	"encoding/xml"
	"errors"
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/xuri/excelize/v2"
)

// Column is a column the tool reads from a director's sheet.
type Column struct {
	Name     string   // the contract's header
	Aliases  []string // other spellings accepted
	Required bool
	// Or are the columns that may stand in for a missing one: Score may
	// be left out when Contract, By and Result are there.
	Or []string
	// Needs are the columns a column needs beside it: a Contract needs its
	// By and Result.
	Needs []string
}

// Table is a director's sheet read by its headers. Only the columns the tool
// knows are kept; the others are left alone.
type Table struct {
	Sheet     string            // the workbook's spelling of the sheet name
	HeaderRow int               // 1-based
	cols      map[string]int    // folded column name → 0-based index
	headers   map[string]string // folded column name → its header as found
	Rows      []Row             // ReadTable's rows
	Count     int               // non-blank rows below the header
}

// Row is a row of a table: its cells in the order of the columns asked for.
type Row struct {
	Line  int      // 1-based sheet row
	Cells []string // by the spec's column order; "" when absent
}

// Has reports whether the sheet has the column.
func (t *Table) Has(name string) bool { _, ok := t.cols[fold(name)]; return ok }

// Header returns the column's header as the sheet spells it, "" when the
// sheet has no such column: a Result column headed "Tricks" holds the
// tricks taken.
func (t *Table) Header(name string) string { return t.headers[fold(name)] }

// Cell returns the address of a column on a row, "F17", or "" when the sheet
// has no such column (or line is 0).
func (t *Table) Cell(line int, name string) string {
	i, ok := t.cols[fold(name)]
	if !ok || line == 0 {
		return ""
	}
	ref, _ := excelize.CoordinatesToCellName(i+1, line)
	return ref
}

// Problem is a problem at a column of a row of the table, placed at its
// cell: an error, or a warning when warning is set.
func (t *Table) Problem(line int, col, hint, format string, args ...any) problem.Problem {
	return t.At(line, col, *problem.New(hint, format, args...))
}

// At is a problem (a parse function's, without a place) placed at a column
// of a row of the table, at its cell.
func (t *Table) At(line int, col string, p problem.Problem) problem.Problem {
	p.Sheet, p.Row, p.Column, p.Cell = t.Sheet, line, col, t.Cell(line, col)
	if p.Cell == "" {
		p.Column = ""
	}
	return p
}

// Parsed is the problem of a cell whose value a parse function refused, at
// the cell: the parser's message and hint.
func (t *Table) Parsed(line int, col string, err error) problem.Problem {
	return t.At(line, col, problem.From(err))
}

// ReadTable reads a sheet whose header row is its first non-empty row. Blank
// rows are skipped; cell values are raw (numbers as typed, dates as serial
// numbers, not as shown). A missing required column is a finding that
// names the headers found. The table is nil when the sheet cannot be read by
// its headers; findings may come with a table too (a row that could not be
// read), and must be kept.
func (b *Book) ReadTable(name string, spec []Column) (*Table, []problem.Problem) {
	var rows []Row
	t, fs := b.ScanTable(name, spec, func(_ *Table, r Row) { rows = append(rows, r) })
	if t != nil {
		t.Rows = rows
	}
	return t, fs
}

// ScanTable is ReadTable for large sheets: each row is handed to each as it
// is read instead of being kept.
//
// The sheet is read with excelize's streaming row iterator, never loaded
// whole (excelize would then rewrite its XML). Reading stops after the last
// row the sniff saw a value in (see sheetScan): rows below it are empty,
// however many of them are formatted. A sheet that ends before that row, or
// runs past Excel's last row, is damaged and refused.
func (b *Book) ScanTable(name string, spec []Column, each func(t *Table, r Row)) (*Table, []problem.Problem) {
	sheetName, ok := b.sheet(name)
	if !ok {
		return nil, []problem.Problem{problem.Problem{Sheet: name,
			Hint: "scorebook new pairs|teams|grading NEW.xlsx writes a workbook with every sheet it reads"}.Says("there is no %s sheet", name)}
	}
	if same := b.sameNames[fold(name)]; len(same) > 1 {
		return nil, []problem.Problem{problem.Problem{Sheet: name,
			Hint: "names are matched ignoring case and surrounding spaces; rename or delete all but one of them"}.
			Says("%d sheets are called %s: %s", len(same), name, strings.Join(quoteSlice(same), ", "))}
	}
	t := &Table{Sheet: sheetName, cols: map[string]int{}, headers: map[string]string{}}
	b.tables[fold(name)] = t
	b.tables[fold(sheetName)] = t
	scan, scanned := b.scans[fold(sheetName)]
	exact := scanned && scan.Exact
	damaged := func(line int, p *problem.Problem) []problem.Problem {
		return []problem.Problem{p.At(sheetName, max(line, 0), "")}
	}
	if scanned && scan.UTF16 {
		return nil, []problem.Problem{{Sheet: sheetName, Msg: "the sheet is stored in UTF-16, which scorebook cannot read",
			Hint: "open the workbook in Excel or LibreOffice and save it, then run scorebook again"}}
	}
	if scanned && scan.HugeRow != 0 {
		return nil, damaged(max(scan.HugeRow, 0), problem.New(guard.HintDamaged, "a cell holds more than %s of text, far more than a cell can hold (%d characters); the workbook is damaged or was not written by a spreadsheet program",
			guard.Size(guard.MaxTextRun), guard.MaxCellChars))
	}
	// A plain sheet is read by guard's row reader, as excelize's iterator
	// reads it but without its XML decoder; any other through excelize.
	var next func() ([]string, bool, error)
	var rowsErr func() error // excelize's iterator's error once it ends
	if rr, closeRows := b.rowReader(scan, scanned); rr != nil {
		defer closeRows()
		next = rr.Next
	} else {
		rows, err := b.f.Rows(sheetName)
		if err != nil {
			return nil, damaged(0, problem.New(guard.HintDamaged, "the sheet cannot be read; the workbook is damaged"))
		}
		defer rows.Close()
		opts := excelize.Options{RawCellValue: true}
		next = func() ([]string, bool, error) { return nextRow(rows, opts) }
		rowsErr = rows.Error
	}
	index := make([]int, len(spec)) // spec column → sheet column, −1 when absent
	line := 0
	var findings []problem.Problem
	merges := newMerges(scan.Merged)
	bools := newBooleans(scan.Booleans)
	for {
		cells, more, err := next()
		if !more {
			break
		}
		line++
		if line > excelize.TotalRows {
			return nil, damaged(0, problem.New(guard.HintDamaged, "the sheet has more rows than Excel allows (%d); the workbook is damaged or was not written by a spreadsheet program", excelize.TotalRows))
		}
		if err != nil {
			return nil, damaged(line, readError(err))
		}
		if t.HeaderRow > 0 {
			bools.show(line, index, cells)
			cells = merges.fill(line, cells)
		}
		if !blank(cells) {
			long := t.checkLength(line, index, cells)
			findings = append(findings, long...)
			if t.HeaderRow == 0 {
				t.HeaderRow = line
				if fs := t.matchHeaders(spec, cells, index); len(fs) > 0 {
					return nil, append(findings, fs...)
				}
			} else {
				r := Row{Line: line, Cells: make([]string, len(spec))}
				for i, c := range index {
					if c >= 0 && c < len(cells) {
						r.Cells[i] = cells[c]
					}
				}
				if !blank(r.Cells) {
					t.Count++
					each(t, r)
				}
			}
		}
		if exact && line >= scan.LastValue {
			break // no row below holds a value
		}
	}
	if rowsErr != nil {
		if err := rowsErr(); err != nil {
			return nil, damaged(line+1, readError(err))
		}
	}
	if exact && (line < scan.LastValue || !scan.Closed) {
		// excelize's iterator stops quietly at an XML error; the scan did
		// not find the end of the rows either.
		return nil, damaged(line+1, problem.New(guard.HintDamaged, "the sheet cannot be read past row %d; the workbook is damaged", line))
	}
	if t.HeaderRow == 0 {
		var names []string
		for _, c := range spec {
			names = append(names, c.Name)
		}
		return nil, append(findings, problem.Problem{Sheet: sheetName}.Says("%s is empty", sheetName).
			Hinting("the first row holds the headers: %s", strings.Join(names, ", ")))
	}
	findings = append(findings, merges.across(t, index)...)
	return t, append(findings, t.uncalculated(scan, index)...)
}

// booleans walks the sheet's TRUE and FALSE cells (the scan's) alongside
// the rows read, column by column.
type booleans struct {
	rows map[int][]int32 // 1-based column → rows, ascending
	next map[int]int     // column → index of its next row in rows
}

func newBooleans(rows map[int][]int32) *booleans {
	if len(rows) == 0 {
		return nil
	}
	return &booleans{rows: rows, next: map[int]int{}}
}

// show writes the TRUE and FALSE cells of the columns read as they are
// shown, TRUE and FALSE: excelize's raw value of such a cell is 1 or 0,
// which a number column would take for a number. A column that wants a
// number then refuses it at the cell.
func (bs *booleans) show(line int, index []int, cells []string) {
	if bs == nil {
		return
	}
	for _, c := range index {
		if c < 0 || c >= len(cells) {
			continue
		}
		rows, i := bs.rows[c+1], bs.next[c+1]
		for i < len(rows) && int(rows[i]) < line {
			i++
		}
		bs.next[c+1] = i
		if i < len(rows) && int(rows[i]) == line {
			switch cells[c] {
			case "1":
				cells[c] = "TRUE"
			case "0":
				cells[c] = "FALSE"
			}
		}
	}
}

// merged is a merged range of cells, by 1-based column and row.
type merged struct {
	ref            string
	c1, r1, c2, r2 int
	top            string // the value of its first cell, once read
}

type mergeSet []*merged

func newMerges(refs []string) mergeSet {
	var ms mergeSet
	for _, ref := range refs {
		from, to, ok := strings.Cut(ref, ":")
		if !ok {
			continue
		}
		c1, r1, err1 := excelize.CellNameToCoordinates(from)
		c2, r2, err2 := excelize.CellNameToCoordinates(to)
		if err1 == nil && err2 == nil && c1 <= c2 && r1 <= r2 {
			ms = append(ms, &merged{ref: ref, c1: c1, r1: r1, c2: c2, r2: r2})
		}
	}
	return ms
}

// fill gives the cells of a column's merged range the value of its first
// cell, as the director sees it: a Session or Type merged down over the
// rows it applies to. (excelize reads every cell of the range but the
// first as empty.) Ranges across columns are reported instead, by across.
func (ms mergeSet) fill(line int, cells []string) []string {
	for _, m := range ms {
		if m.c1 != m.c2 || line < m.r1 || line > m.r2 {
			continue
		}
		if line == m.r1 {
			if m.c1 <= len(cells) {
				m.top = cells[m.c1-1]
			}
			continue
		}
		for len(cells) < m.c1 {
			cells = append(cells, "")
		}
		if cells[m.c1-1] == "" {
			cells[m.c1-1] = m.top
		}
	}
	return cells
}

// across reports merged ranges that span columns read, below the header:
// which column their value belongs to is not clear.
func (ms mergeSet) across(t *Table, index []int) []problem.Problem {
	var out []problem.Problem
	for _, m := range ms {
		if m.c1 == m.c2 || m.r2 <= t.HeaderRow {
			continue
		}
		for _, c := range index {
			if c >= 0 && c+1 >= m.c1 && c+1 <= m.c2 {
				_, r1, _ := excelize.CellNameToCoordinates(strings.Split(m.ref, ":")[0])
				out = append(out, problem.Problem{Sheet: t.Sheet, Row: r1, Cell: m.ref, Msg: "these cells are merged across columns that scorebook reads",
					Hint: "unmerge them and type each value in its own cell"})
				break
			}
		}
	}
	return out
}

// uncalculated reports the cells of the columns read that hold a formula
// with no value (excelize reads them as empty): a program wrote the file
// without calculating it.
func (t *Table) uncalculated(scan guard.Scan, index []int) []problem.Problem {
	read := map[int]bool{}
	for _, c := range index {
		if c >= 0 {
			read[c+1] = true
		}
	}
	type cell struct{ col, row int }
	var cells []cell
	for ref := range scan.Uncalculated {
		if col, row, err := excelize.CellNameToCoordinates(ref); err == nil && row > t.HeaderRow && read[col] {
			cells = append(cells, cell{col, row})
		}
	}
	sort.Slice(cells, func(i, j int) bool {
		return cells[i].row < cells[j].row || cells[i].row == cells[j].row && cells[i].col < cells[j].col
	})
	var out []problem.Problem
	for _, c := range cells {
		ref, _ := excelize.CoordinatesToCellName(c.col, c.row)
		out = append(out, problem.Problem{Sheet: t.Sheet, Row: c.row, Cell: ref, Msg: "the cell holds a formula whose value was never calculated",
			Hint: "open the workbook in Excel or LibreOffice and save it, which stores each formula's value; then run scorebook again"})
	}
	return out
}

// nextRow reads the next row's cells, if there is a row; a panic in excelize
// (on XML no one foresaw) is an error.
func nextRow(rows *excelize.Rows, opts excelize.Options) (cells []string, more bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			more, err = true, fmt.Errorf("excelize: %s", firstLine(fmt.Sprint(r)))
		}
	}()
	if !rows.Next() {
		return nil, false, nil
	}
	cells, err = rows.Columns(opts)
	return cells, true, err
}

// checkLength refuses cells longer than a cell can hold in Excel: no
// spreadsheet program writes them. Before the header row is found every cell
// of a row is checked, after it the cells of the columns read. A cell too
// long is reported and cut to its first characters and "…", so that the row
// is still read (a pair with a long name is still a pair) and any other
// finding about the cell quotes it in a few words.
func (t *Table) checkLength(line int, index []int, cells []string) []problem.Problem {
	var out []problem.Problem
	check := func(i int) {
		if i < 0 || i >= len(cells) || len(cells[i]) <= guard.MaxCellChars {
			return
		}
		if n := utf8.RuneCountInString(cells[i]); n > guard.MaxCellChars {
			ref, _ := excelize.CoordinatesToCellName(i+1, line)
			out = append(out, problem.Problem{Sheet: t.Sheet, Row: line, Cell: ref,
				Hint: "a cell holds at most 32,767 characters; shorten it, or check that the workbook is not damaged"}.
				Says("the cell holds %d characters, more than a cell can hold (%d)", n, guard.MaxCellChars))
			cells[i] = string([]rune(cells[i][:100])[:20]) + "…"
		}
	}
	if t.HeaderRow == 0 {
		for i := range cells {
			check(i)
		}
		return out
	}
	for _, i := range index {
		check(i)
	}
	return out
}

// readError explains excelize's failure to read a row.
func readError(err error) *problem.Problem {
	var syntax *xml.SyntaxError
	switch {
	case errors.Is(err, excelize.ErrMaxRows):
		return problem.New(guard.HintDamaged, "the sheet has more rows than Excel allows (%d); the workbook is damaged", excelize.TotalRows)
	case errors.As(err, &syntax):
		return problem.New(guard.HintDamaged, "the sheet cannot be read: its XML is not well-formed (line %d); the workbook is damaged", syntax.Line)
	case strings.Contains(err.Error(), "shared string"):
		return problem.New(guard.HintDamaged, "a cell refers to text the workbook does not hold; the workbook is damaged")
	case strings.Contains(err.Error(), "coordinates"), strings.Contains(err.Error(), "cell name"), strings.Contains(err.Error(), "column number"):
		return problem.New(guard.HintDamaged, "a cell has an impossible address; the workbook is damaged")
	}
	return problem.New(guard.HintDamaged, "the sheet cannot be read; the workbook is damaged")
}

func (t *Table) matchHeaders(spec []Column, cells []string, index []int) []problem.Problem {
	var found []string
	byName := map[string]int{}
	var findings []problem.Problem
	for i, c := range cells {
		if strings.TrimSpace(c) == "" {
			continue
		}
		found = append(found, strings.TrimSpace(c))
		key := fold(c)
		if prev, dup := byName[key]; dup {
			if known(spec, key) {
				ref, _ := excelize.CoordinatesToCellName(i+1, t.HeaderRow)
				prevRef, _ := excelize.CoordinatesToCellName(prev+1, t.HeaderRow)
				findings = append(findings, problem.Problem{Sheet: t.Sheet, Row: t.HeaderRow, Cell: ref, Hint: "rename or delete one of them"}.
					Says("column %q appears twice (also in %s)", strings.TrimSpace(c), prevRef))
			}
			continue
		}
		byName[key] = i
	}
	for s, c := range spec {
		index[s] = -1
		for _, n := range c.spellings() {
			if i, ok := byName[fold(n)]; ok {
				index[s] = i
				t.cols[fold(c.Name)] = i
				t.headers[fold(c.Name)] = strings.TrimSpace(cells[i])
				break
			}
		}
	}
	// Every column missing, in one message.
	var missing []string // as listed: "Score" (or "Contract", "By" and "Result")
	var names []string   // the columns named, for the hint
	miss := func(item string, cols ...string) {
		for _, m := range missing {
			if m == item {
				return
			}
		}
		missing = append(missing, item)
		names = append(names, cols...)
	}
	for _, c := range spec {
		switch {
		case t.Has(c.Name):
			for _, n := range c.Needs {
				if !t.Has(n) {
					miss(strconv.Quote(n), n)
				}
			}
		case c.Required:
			miss(strconv.Quote(c.Name), c.Name)
		case len(c.Or) > 0:
			var absent []string
			for _, n := range c.Or {
				if !t.Has(n) {
					absent = append(absent, n)
				}
			}
			switch {
			case len(absent) == len(c.Or):
				miss(fmt.Sprintf("%q (or %s)", c.Name, andList(quoteSlice(c.Or))), append([]string{c.Name}, c.Or...)...)
			default: // some of the others are there: the rest are missing
				for _, n := range absent {
					miss(strconv.Quote(n), n)
				}
			}
		}
	}
	if len(missing) > 0 {
		noun := lang.Word("column")
		if len(missing) > 1 {
			noun = lang.Word("columns")
		}
		var unknown []string
		for _, h := range found {
			if !known(spec, fold(h)) {
				unknown = append(unknown, h)
			}
		}
		p := problem.Problem{Sheet: t.Sheet, Row: t.HeaderRow}.
			Hinting("the header row is the sheet's first non-empty row; headers may come in any order%s", otherSpellings(spec, names))
		if len(unknown) > 0 && len(unknown) < len(found) {
			p = p.Says("missing %s %s; the headers found are %s, of which scorebook does not know %s",
				noun, strings.Join(missing, ", "), QuoteList(found), QuoteList(unknown))
		} else {
			p = p.Says("missing %s %s; the headers found are %s", noun, strings.Join(missing, ", "), QuoteList(found))
		}
		findings = append(findings, p)
	}
	return findings
}

// otherSpellings lists the other headers accepted for the columns named:
// `; "EW" may also be headed "E-W", "E/W", "OW"`.
func otherSpellings(spec []Column, names []string) string {
	var parts []string
	for _, n := range names {
		for _, c := range spec {
			if c.Name != n || len(c.Aliases) == 0 {
				continue
			}
			as := c.Aliases
			if len(as) > 5 {
				as = as[:5]
			}
			parts = append(parts, fmt.Sprintf("%q may also be headed %s", c.Name, strings.Join(quoteSlice(as), ", ")))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "; " + strings.Join(parts, "; ")
}

// andList joins "A", "B" and "C".
func andList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

func known(spec []Column, key string) bool {
	for _, c := range spec {
		for _, n := range c.spellings() {
			if fold(n) == key {
				return true
			}
		}
	}
	return false
}

// QuoteList quotes names for a message: "A", "B"; or says none.
func QuoteList(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	q := make([]string, len(names))
	for i, n := range names {
		if r := []rune(n); len(r) > 40 {
			n = string(r[:37]) + "…"
		}
		q[i] = strconv.Quote(n)
	}
	return strings.Join(q, ", ")
}

// blank reports whether every cell is empty or spaces.
func blank(cells []string) bool {
	for _, c := range cells {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

// ParseInt reads a whole number typed as a number or as text ("12", " 12 ",
// "12.0").
func ParseInt(s string) (int, bool) {
	t := strings.TrimSpace(s)
	if n, err := strconv.Atoi(t); err == nil {
		return n, true
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1e9 {
		return 0, false
	}
	return int(f), true
}

// Identifier normalises a pair or team identifier: a number typed as 3 or
// "3.0" reads as "3".
func Identifier(s string) string {
	t := strings.TrimSpace(s)
	if f, err := strconv.ParseFloat(t, 64); err == nil && f == math.Trunc(f) && math.Abs(f) < 1e9 && !strings.ContainsAny(t, "eE") {
		return strconv.Itoa(int(f))
	}
	return t
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// rowReader opens a plain sheet's part (guard.Scan.Plain) for guard's row
// reader, with the shared strings excelize would read: nil when the sheet
// is to be read by excelize (not plain, a workbook opened with a password,
// shared strings too large to have been kept, or elsewhere than where the
// sniff read them, or streamed by excelize), or excelize has the sheet
// in memory.
func (b *Book) rowReader(scan guard.Scan, scanned bool) (*guard.RowReader, func()) {
	if !scanned || !scan.Plain || b.password != "" || len(b.strings) > guard.StreamedPart {
		// A table of shared strings that large excelize reads a string at
		// a time from a temporary file.
		return nil, nil
	}
	if ws, ok := b.f.Sheet.Load(strings.ReplaceAll(scan.Part, "\\", "/")); ok && ws != nil {
		return nil, nil // excelize holds the sheet, maybe changed, and reads it from there
	}
	zr, err := zip.OpenReader(b.Path)
	if err != nil {
		return nil, nil
	}
	if b.changedOnDisk() {
		zr.Close()
		return nil, nil // not the file excelize read
	}
	var part *zip.File
	hasStrings := false
	for _, f := range zr.File {
		switch {
		case f.Name == scan.Part:
			part = f
		case f.Name == guard.SharedStringsPart:
			hasStrings = true
		case sharedStringsElsewhere(f.Name):
			zr.Close()
			return nil, nil // shared strings under another name: excelize's to find
		}
	}
	if part == nil || hasStrings && b.strings == nil {
		zr.Close()
		return nil, nil
	}
	if !b.sstRead {
		b.sst, b.sstErr = guard.ReadSharedStrings(b.strings)
		b.sstRead = true
	}
	if b.sstErr != nil {
		zr.Close()
		return nil, nil
	}
	rc, err := part.Open()
	if err != nil {
		zr.Close()
		return nil, nil
	}
	return guard.NewRowReader(rc, b.sst), func() { rc.Close(); zr.Close() }
}

// sharedStringsElsewhere says a part's name is a shared strings part's in
// another case or folder than xl/sharedStrings.xml.
func sharedStringsElsewhere(name string) bool {
	return name != guard.SharedStringsPart && strings.HasSuffix(strings.ToLower(name), "sharedstrings.xml")
}
