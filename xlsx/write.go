package xlsx

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/rank"

	"github.com/xuri/excelize/v2"
)

// Format is how a written column's values are shown.
type Format int

const (
	Text    Format = iota
	Integer        // 0
	Dec2           // 0.00: matchpoints, IMPs, VPs
	Percent        // 0.00%
	Whole          // 0, for indices and grades kept at full precision
	Date           // yyyy-mm-dd
	Code           // short text centred: ranks, pair numbers, directions
	Signed         // +0;-0;0, a change shown in whole numbers with its sign
	Wrapped        // long text, wrapped within the column's width rather than cut off or spilling over
)

// Col is a column of a tool-owned sheet.
type Col struct {
	Header string
	Width  float64
	Format Format
	// For the web page on a phone's narrow screen, where a ranking must
	// fit without scrolling sideways: Short is a shorter header ("Dir"
	// for Direction), and a Minor column (boards played, the top) is left
	// out. The sheets ignore both.
	Short string
	Minor bool
}

// Sheet is a tool-owned sheet: its name, columns and rows. A nil value
// leaves the cell empty.
type Sheet struct {
	Name  string
	Title string // printed at the top of each page
	Cols  []Col
	Rows  [][]any
	// For large sheets, instead of Rows: N rows, emitted one at a time by
	// Each (the row passed to emit may be reused once emit returns).
	N    int
	Each func(emit func(row []any) error) error
	// Landscape prints the sheet across the page whatever its number of
	// columns (charts beside the table make it wide).
	Landscape bool
	// Before is called on the emptied sheet before its rows are streamed:
	// charts and anything else that hangs from the worksheet must be added
	// then, because the stream writer writes the worksheet's other parts from
	// what the sheet holds when streaming starts. The charts may refer to
	// the rows about to be written.
	Before func(b *Book, sheet string) error
	// Blocks, instead of Rows or Each, makes the sheet a report to print:
	// blocks of lines (a board's traveller, a pair's card), each kept on
	// one printed page, with no header row of the sheet's own. Cols then
	// give the columns' widths and the formats of body and total lines.
	Blocks func(emit func(Block) error) error
}

// PlaceCell is a rank as a results sheet writes it: a number, the text "3="
// when tied, or nothing for no rank.
func PlaceCell(p rank.Place) any {
	switch {
	case p.N == 0:
		return nil
	case p.Tied:
		return p.String()
	}
	return p.N
}

type styles struct {
	header int
	body   map[Format]int
	// For reports: a block's heading and notes, its header lines aligned
	// as their columns' values, and its totals.
	heading, note int
	headers       map[Format]int
	total         map[Format]int
}

// align is how a column's values stand in their cells: numbers to the
// right, codes and dates centred (a date beside text would touch it), text
// to the left.
func align(f Format) string {
	switch f {
	case Integer, Dec2, Percent, Whole, Signed:
		return "right"
	case Code, Date:
		return "center"
	}
	return "left"
}

func (b *Book) getStyles() (*styles, error) {
	if b.styles != nil {
		return b.styles, nil
	}
	s := &styles{body: map[Format]int{}}
	var err error
	s.header, err = b.f.NewStyle(&excelize.Style{
		Font:      &excelize.Font{Bold: true},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"DDEBF7"}},
		Border:    []excelize.Border{{Type: "bottom", Color: "5B9BD5", Style: 1}},
		Alignment: &excelize.Alignment{Vertical: "center", WrapText: true},
	})
	if err != nil {
		return nil, err
	}
	// In a fixed order, so that the same workbook always gets the same
	// style numbers.
	for _, fc := range []struct {
		f    Format
		code string
	}{{Integer, "0"}, {Dec2, "0.00"}, {Percent, "0.00%"}, {Whole, "0"}, {Date, "yyyy-mm-dd"}, {Signed, "+0;-0;0"}} {
		st := &excelize.Style{CustomNumFmt: &fc.code}
		if fc.f == Date {
			st.Alignment = &excelize.Alignment{Horizontal: align(Date)}
		}
		if s.body[fc.f], err = b.f.NewStyle(st); err != nil {
			return nil, err
		}
	}
	if s.body[Text], err = b.f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{Vertical: "top"}}); err != nil {
		return nil, err
	}
	if s.body[Code], err = b.f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "top"}}); err != nil {
		return nil, err
	}
	if s.body[Wrapped], err = b.f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{Vertical: "top", WrapText: true}}); err != nil {
		return nil, err
	}
	if err := b.reportStyles(s); err != nil {
		return nil, err
	}
	b.styles = s
	return s, nil
}

// CheckTargets refuses to write a sheet that has a tool sheet's name but is
// the director's own. It is called before anything is written.
func (b *Book) CheckTargets(names ...string) []problem.Problem {
	var out []problem.Problem
	partChecked := false
	for _, n := range names {
		existing, ok := b.sheet(n)
		if !ok {
			if err := b.checkNewSheetPart(); !partChecked && err != nil {
				out = append(out, problem.From(err))
			}
			partChecked = true
			continue
		}
		if !b.ownsSheet(existing) {
			out = append(out, problem.Problem{Sheet: existing,
				Msg:  fmt.Sprintf("%s is not scorebook's sheet, and scorebook writes a sheet of that name", existing),
				Hint: fmt.Sprintf("rename your sheet %q (or delete it if it is an old copy of what scorebook writes), then run scorebook again", existing)})
		}
	}
	return out
}

// WriteResults writes a kind's result sheets (WriteSheets): in the saved
// workbook they stand first in the tab order, in the order given, before the
// director's sheets (which keep their order), so that the whole workbook
// prints or exports with its results first; it opens on the first of them,
// the only tab selected.
func (b *Book) WriteResults(specs []Sheet) error {
	if err := b.WriteSheets(specs); err != nil {
		return err
	}
	if len(specs) > 0 {
		b.openOn, _ = b.sheet(specs[0].Name)
	}
	if b.workbook != nil {
		b.workbook.Front = nil
		for _, s := range specs {
			name, _ := b.sheet(s.Name)
			b.workbook.Front = append(b.workbook.Front, name)
		}
	}
	return nil
}

// WriteSheets writes the tool-owned sheets, creating them or clearing and
// refilling them in place.
func (b *Book) WriteSheets(specs []Sheet) error {
	var names []string
	for _, s := range specs {
		names = append(names, s.Name)
	}
	if fs := b.CheckTargets(names...); len(fs) > 0 {
		msg := fs[0].Msg
		if fs[0].Sheet != "" {
			msg = fs[0].Sheet + ": " + msg
		}
		return problem.New(fs[0].Hint, "%s", msg)
	}
	for _, s := range specs {
		if err := b.writeSheet(s); err != nil {
			return fmt.Errorf("writing %s: %w", s.Name, err)
		}
	}
	b.sortContentTypes()
	return nil
}

// sortContentTypes puts the content types of the parts in order of their
// names: a re-run removes the content types of a tool sheet's charts and
// adds them back at the end; in order, the second run's list is the
// first's. The content types of file extensions that excelize adds with a
// chart (the image formats) come in an order of its own that changes from
// run to run: those it added are put in order of their extensions, after
// the workbook's own.
func (b *Book) sortContentTypes() {
	ct := b.f.ContentTypes
	if ct == nil {
		return
	}
	sort.SliceStable(ct.Overrides, func(i, j int) bool { return ct.Overrides[i].PartName < ct.Overrides[j].PartName })
	had := map[string]bool{}
	for _, m := range extensionRE.FindAllSubmatch(b.origTypes, -1) {
		had[string(m[1])] = true
	}
	sort.SliceStable(ct.Defaults, func(i, j int) bool {
		hi, hj := had[ct.Defaults[i].Extension], had[ct.Defaults[j].Extension]
		if hi || hj {
			return hi && !hj
		}
		return ct.Defaults[i].Extension < ct.Defaults[j].Extension
	})
}

var extensionRE = regexp.MustCompile(`<Default [^>]*Extension="([^"]+)"`)

func (b *Book) writeSheet(spec Sheet) error {
	st, err := b.getStyles()
	if err != nil {
		return err
	}
	name, err := b.prepareSheet(spec.Name)
	if err != nil {
		return err
	}
	f := b.f
	report := spec.Blocks != nil
	if spec.Each == nil && !report {
		spec.N = len(spec.Rows)
		spec.Each = func(emit func([]any) error) error {
			for _, row := range spec.Rows {
				if err := emit(row); err != nil {
					return err
				}
			}
			return nil
		}
	}
	var widths []float64
	rows := spec.N + 1
	if report {
		widths, rows, err = reportWidths(spec)
	} else {
		widths, err = fitWidths(spec)
	}
	if err != nil {
		return err
	}
	last, _ := excelize.CoordinatesToCellName(len(spec.Cols), max(rows, 1))
	if !report {
		if err := f.AutoFilter(name, "A1:"+last, nil); err != nil {
			return err
		}
	}
	fitToPage, fitWidth, fitHeight := true, 1, 0
	if err := f.SetSheetProps(name, &excelize.SheetPropsOptions{FitToPage: &fitToPage, TabColorRGB: ptr("70AD47")}); err != nil {
		return err
	}
	orientation := "portrait"
	if len(spec.Cols) > 8 || spec.Landscape {
		orientation = "landscape"
	}
	if err := f.SetPageLayout(name, &excelize.PageLayoutOptions{FitToWidth: &fitWidth, FitToHeight: &fitHeight, Orientation: &orientation}); err != nil {
		return err
	}
	if err := f.SetHeaderFooter(name, &excelize.HeaderFooterOptions{
		OddHeader: pageHeader(spec.Title, spec.Name),
		OddFooter: "&LPrinted &D&RPage &P of &N",
	}); err != nil {
		return err
	}
	if !report {
		if err := b.setPrintTitles(name); err != nil {
			return err
		}
	}
	if spec.Before != nil {
		if err := spec.Before(b, name); err != nil {
			return err
		}
	}
	// The sheet declares its true range: the stream writer would say A1,
	// and a reader that trusts it (openpyxl's read-only mode, which pandas
	// uses) would see one cell.
	if err := f.SetSheetDimension(name, "A1:"+last); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(name)
	if err != nil {
		return err
	}
	// The stream writer puts each column set before those set already: set
	// them from the last, so that they are written in ascending order as
	// Excel expects.
	for i := len(spec.Cols) - 1; i >= 0; i-- {
		if err := sw.SetColWidth(i+1, i+1, widths[i]); err != nil {
			return err
		}
	}
	if report {
		if err := writeReport(sw, spec, st, widths); err != nil {
			return err
		}
		return sw.Flush()
	}
	if err := sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft",
		Selection: []excelize.Selection{{SQRef: "A2", ActiveCell: "A2", Pane: "bottomLeft"}}}); err != nil {
		return err
	}
	header := make([]any, len(spec.Cols))
	for i, c := range spec.Cols {
		header[i] = excelize.Cell{StyleID: st.headers[c.Format], Value: c.Header}
	}
	if err := sw.SetRow("A1", header, excelize.RowOpts{Height: 30}); err != nil {
		return err
	}
	cells := make([]any, len(spec.Cols))
	styled := make([]excelize.Cell, len(spec.Cols))
	r := 2
	err = spec.Each(func(row []any) error {
		lines := 1
		for i, c := range spec.Cols {
			var v any
			if i < len(row) {
				v = cellValue(row[i])
			}
			styled[i] = excelize.Cell{StyleID: st.body[c.Format], Value: v}
			cells[i] = &styled[i]
			if t, ok := v.(string); ok && c.Format == Wrapped {
				lines = max(lines, int(math.Ceil(textWidth(t)/widths[i])))
			}
		}
		ref, _ := excelize.CoordinatesToCellName(1, r)
		r++
		if lines > 1 {
			// Wrapped text needs its row's height: not every program
			// fits rows to their text when it opens a file.
			return sw.SetRow(ref, cells, excelize.RowOpts{Height: lineHeight * float64(lines)})
		}
		return sw.SetRow(ref, cells)
	})
	if err != nil {
		return err
	}
	if r-2 != spec.N {
		return fmt.Errorf("%s: %d rows written, %d announced", spec.Name, r-2, spec.N)
	}
	return sw.Flush()
}

// maxFitWidth is the widest a column grows to fit its text; wrapped
// columns wrap longer text, others cut it off at the column's edge.
const maxFitWidth = 60

// lineHeight is the height of a line of body text, in points.
const lineHeight = 15

// fitWidths returns each column's width: the spec's, or wider to fit the
// longest text the column will hold (up to maxFitWidth), so that names,
// events and weighted scores are not cut off. It reads the rows once more
// before they are written.
func fitWidths(spec Sheet) ([]float64, error) {
	widths := make([]float64, len(spec.Cols))
	for i, c := range spec.Cols {
		widths[i] = c.Width
	}
	err := spec.Each(func(row []any) error {
		for i, v := range row {
			if t, ok := v.(string); ok && i < len(widths) {
				widths[i] = max(widths[i], min(textWidth(t)+2, maxFitWidth))
			}
		}
		return nil
	})
	return widths, err
}

// textWidth is about how wide a text is in Excel's column-width units (the
// width of a digit in the default font): letters are a little narrower on
// average, capitals and wide symbols wider.
func textWidth(s string) float64 {
	w := 0.0
	for _, r := range s {
		switch {
		case r >= 'A' && r <= 'Z', r == 'm', r == 'w', r == '%', r == '@':
			w += 1.25
		case r == 'i', r == 'l', r == 'j', r == 't', r == 'f', r == '.', r == ',', r == ';', r == ' ', r == '\'', r == '/', r == '-':
			w += 0.6
		default:
			w++
		}
	}
	return w
}

// cellValue makes a value safe to write: numbers stay numbers (NaN and
// infinities become empty), and text is always text, never a formula.
func cellValue(v any) any {
	switch x := v.(type) {
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil
		}
		return round15(x)
	case string:
		return x // the stream writer writes strings as inline text, never formulas
	}
	return v
}

// round15 rounds a number to the 15 significant digits a cell holds.
// excelize cuts a number's digits after the fifteenth, so 55% computed as
// 0.5499999999999999 would be stored as 0.549999999999999; rounded first,
// it is stored as 0.55, as Excel would show it.
func round15(x float64) float64 {
	if h := x * 100; h == math.Trunc(h) && h/100 == x && math.Abs(h) < 1e13 {
		return x // whole numbers and hundredths, the commonest, are short already
	}
	r, err := strconv.ParseFloat(strconv.FormatFloat(x, 'g', 15, 64), 64)
	if err != nil {
		return x
	}
	return r
}

func escapeHeader(s string) string { return strings.ReplaceAll(s, "&", "&&") }

// utf16Len is the length of s in UTF-16 units, as Excel counts.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// maxHeader is the longest page header Excel takes, in characters.
const maxHeader = 255

// pageHeader is a page header with the event's title on the left and the
// sheet's name on the right; a title too long for a header is shortened.
func pageHeader(title, sheet string) string {
	const bold = "&L&\"-,Bold\""
	right := "&R" + escapeHeader(sheet)
	room := maxHeader - utf16Len(bold) - utf16Len(right)
	t := escapeHeader(title)
	if utf16Len(t) > room {
		var b strings.Builder
		used := 1 // the ellipsis
		for _, r := range title {
			w := utf16.RuneLen(r) // Excel counts UTF-16 units
			if r == '&' {
				w = 2 // written doubled
			}
			if used+w > room {
				break
			}
			used += w
			b.WriteString(escapeHeader(string(r)))
		}
		t = b.String() + "…"
	}
	return bold + t + right
}

func ptr[T any](v T) *T { return &v }

// setPrintTitles repeats the header row on every printed page.
func (b *Book) setPrintTitles(sheet string) error {
	ref := absRef(sheet, "$1:$1")
	for _, d := range b.f.GetDefinedName() {
		if d.Name == "_xlnm.Print_Titles" && d.Scope == sheet {
			if d.RefersTo == ref {
				return nil
			}
			if err := b.f.DeleteDefinedName(&excelize.DefinedName{Name: d.Name, Scope: sheet}); err != nil {
				return err
			}
		}
	}
	return b.f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: ref, Scope: sheet})
}

// C is a column: its header, its width (in characters) and its format.
func C(header string, width float64, format Format) Col {
	return Col{Header: header, Width: width, Format: format}
}

// Abbrev is the column with a shorter header for a phone's screen.
func (c Col) Abbrev(short string) Col { c.Short = short; return c }

// Detail is the column as a detail, left out of the web page on a phone's
// screen.
func (c Col) Detail() Col { c.Minor = true; return c }
