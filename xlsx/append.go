package xlsx

import (
	"fmt"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
)

// AppendRows adds rows to a director's sheet, read by its headers before
// (ReadTable or ScanTable), below its last row that holds anything: each
// row's values by column, the contract's header naming it (values are whole
// numbers or text). It is the one change scorebook makes to a director's
// sheet, and only when the director asks (scorebook draw): the sheet's part
// is edited as XML, the new rows inserted and the range it declares widened,
// and everything else in it kept byte for byte. It returns the first and
// last sheet rows written.
func (b *Book) AppendRows(sheet string, rows []map[string]any) (first, last int, err error) {
	t, ok := b.tables[fold(sheet)]
	if !ok {
		return 0, 0, fmt.Errorf("%s was not read", sheet)
	}
	p, ok := b.partOf(t.Sheet)
	if !ok {
		return 0, 0, fmt.Errorf("cannot find the part of sheet %s", t.Sheet)
	}
	if _, loaded := b.f.Sheet.Load(p); loaded {
		return 0, 0, fmt.Errorf("sheet %s is loaded", t.Sheet)
	}
	data := b.part(p)
	if data == nil {
		return 0, 0, problem.New("add the rows by hand, or split the workbook", "%s is too large for scorebook to add rows to", t.Sheet)
	}
	cells := make([][]guard.NewCell, len(rows))
	for i, row := range rows {
		for name, v := range row {
			c, ok := t.cols[fold(name)]
			if !ok {
				p := problem.Problem{}.Says("%s has no %s column", t.Sheet, name).Hinting("add a column headed %s to %s", name, t.Sheet)
				return 0, 0, &p
			}
			cells[i] = append(cells[i], guard.NewCell{Col: c + 1, Value: v})
		}
	}
	out, first, err := guard.AppendRows(data, cells)
	if err != nil {
		return 0, 0, problem.New("open the workbook in Excel or LibreOffice and save it, then run scorebook again", "cannot add rows to %s: %v", t.Sheet, err)
	}
	b.f.Pkg.Store(p, out)
	return first, first + len(rows) - 1, nil
}

// FillCells writes cells into a director's sheet, read by its headers
// before (ReadTable, ScanTable or ReadSettings): by sheet row, each row's
// values by column header (whole numbers or text). A row the sheet has is
// filled only in cells that hold nothing; a row it lacks is added. Like
// AppendRows, it edits the sheet's part as XML and keeps everything else
// in it byte for byte; the other parts of the workbook are untouched. It
// is how scorebook import adds what a results file tells to the input
// sheets without writing over what was typed.
func (b *Book) FillCells(sheet string, rows map[int]map[string]any) error {
	t, ok := b.tables[fold(sheet)]
	if !ok {
		return fmt.Errorf("%s was not read", sheet)
	}
	p, ok := b.partOf(t.Sheet)
	if !ok {
		return fmt.Errorf("cannot find the part of sheet %s", t.Sheet)
	}
	if _, loaded := b.f.Sheet.Load(p); loaded {
		return fmt.Errorf("sheet %s is loaded", t.Sheet)
	}
	data := b.part(p)
	if data == nil {
		return problem.New("type the rows by hand, or split the workbook", "%s is too large for scorebook to fill", t.Sheet)
	}
	cells := make(map[int][]guard.NewCell, len(rows))
	for line, row := range rows {
		for name, v := range row {
			c, ok := t.cols[fold(name)]
			if !ok {
				p := problem.Problem{}.Says("%s has no %s column", t.Sheet, name).Hinting("add a column headed %s to %s", name, t.Sheet)
				return &p
			}
			nc := guard.NewCell{Col: c + 1, Value: v}
			if r, ok := v.(Replacing); ok {
				nc.Value, nc.Replace = r.Value, true
			}
			cells[line] = append(cells[line], nc)
		}
	}
	out, err := guard.FillCells(data, cells)
	if err != nil {
		return problem.New("open the workbook in Excel or LibreOffice and save it, then run scorebook again", "cannot fill %s: %v", t.Sheet, err)
	}
	b.f.Pkg.Store(p, out)
	return nil
}

// Replacing is a value FillCells writes over what its cell holds: a
// setting the template carried and the director left as it was.
type Replacing struct{ Value any }

// LastRow is the last sheet row of a table read before that holds
// anything (its header row when it has no rows), or 0 when it was not read.
func (b *Book) LastRow(sheet string) int {
	t, ok := b.tables[fold(sheet)]
	if !ok {
		return 0
	}
	last := t.HeaderRow
	for _, r := range t.Rows {
		last = max(last, r.Line)
	}
	return last
}
