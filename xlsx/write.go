package xlsx

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode/utf16"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"

	"github.com/xuri/excelize/v2"
)

type styles struct {
	header int
	body   map[report.Format]int
	// For reports: a block's heading and notes, its header lines aligned
	// as their columns' values, and its totals.
	heading, note int
	headers       map[report.Format]int
	total         map[report.Format]int
	marked        map[report.Mark]map[report.Format]int // body lines that stand out
}

// datedStyles are the styles with dates shown in a format of their own (a
// language's, lang.DateFormat), made once per workbook and format.
func (b *Book) datedStyles(st *styles, code string) (*styles, error) {
	if d, ok := b.dated[code]; ok {
		return d, nil
	}
	id, err := b.f.NewStyle(&excelize.Style{CustomNumFmt: &code, Alignment: &excelize.Alignment{Horizontal: report.Date.Align()}})
	if err != nil {
		return nil, err
	}
	d := *st
	d.body = make(map[report.Format]int, len(st.body))
	for f, v := range st.body {
		d.body[f] = v
	}
	d.body[report.Date] = id
	if b.dated == nil {
		b.dated = map[string]*styles{}
	}
	b.dated[code] = &d
	return &d, nil
}

func (b *Book) getStyles() (*styles, error) {
	if b.styles != nil {
		return b.styles, nil
	}
	s := &styles{body: map[report.Format]int{}}
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
		f    report.Format
		code string
	}{{report.Integer, "0"}, {report.Dec2, "0.00"}, {report.Percent, "0.00%"}, {report.Whole, "0"}, {report.Date, "yyyy-mm-dd"}, {report.Signed, "+0;-0;0"}} {
		st := &excelize.Style{CustomNumFmt: &fc.code}
		if fc.f == report.Date {
			st.Alignment = &excelize.Alignment{Horizontal: report.Date.Align()}
		}
		if s.body[fc.f], err = b.f.NewStyle(st); err != nil {
			return nil, err
		}
	}
	if s.body[report.Text], err = b.f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{Vertical: "top"}}); err != nil {
		return nil, err
	}
	if s.body[report.Code], err = b.f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "top"}}); err != nil {
		return nil, err
	}
	if s.body[report.Wrapped], err = b.f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{Vertical: "top", WrapText: true}}); err != nil {
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
			out = append(out, problem.Problem{Sheet: existing}.
				Says("%s is not scorebook's sheet, and scorebook writes a sheet of that name", existing).
				Hinting("rename your sheet %q (or delete it if it is an old copy of what scorebook writes), then run scorebook again", existing))
		}
	}
	return out
}

// WriteResults writes a kind's result sheets (WriteSheets): in the saved
// workbook they stand first in the tab order, in the order given, before the
// director's sheets (which keep their order), so that the whole workbook
// prints or exports with its results first; it opens on the first of them,
// the only tab selected.
func (b *Book) WriteResults(specs []report.Sheet) error {
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
func (b *Book) WriteSheets(specs []report.Sheet) error {
	var names []string
	for _, s := range specs {
		if err := b.renameOwned(s); err != nil {
			return fmt.Errorf("renaming %s: %w", s.Name, err)
		}
		names = append(names, s.Name)
	}
	if fs := b.CheckTargets(names...); len(fs) > 0 {
		p := fs[0] // its Error says its sheet: "Ranking: Ranking is not scorebook's sheet, …"
		return &p
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

func (b *Book) writeSheet(spec report.Sheet) error {
	st, err := b.getStyles()
	if err != nil {
		return err
	}
	if spec.DateFormat != "" {
		if st, err = b.datedStyles(st, spec.DateFormat); err != nil {
			return err
		}
	}
	name, err := b.prepareSheet(spec.Name)
	if err != nil {
		return err
	}
	f := b.f
	isReport := spec.Blocks != nil
	if spec.Each == nil && !isReport {
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
	if isReport {
		widths, rows, err = reportWidths(spec)
	} else {
		widths, err = fitWidths(spec)
	}
	if err != nil {
		return err
	}
	last, _ := excelize.CoordinatesToCellName(len(spec.Cols), max(rows, 1))
	if !isReport {
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
	if isReport {
		// A report's page breaks are placed by measuring the page: its
		// margins are stated (Excel's Normal margins), not left to each
		// program's defaults (LibreOffice's differ).
		if err := f.SetPageMargins(name, reportMargins); err != nil {
			return err
		}
	}
	if err := f.SetHeaderFooter(name, &excelize.HeaderFooterOptions{
		OddHeader: pageHeader(spec.Title, spec.Name),
		OddFooter: pageFooter(spec.Lang, DateText(spec.Lang, spec.Date)),
	}); err != nil {
		return err
	}
	if !isReport {
		if err := b.setPrintTitles(name); err != nil {
			return err
		}
	} else if err := b.dropTableNames(name); err != nil {
		return err
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
	if isReport {
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
			if t, ok := v.(string); ok && c.Format == report.Wrapped {
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
func fitWidths(spec report.Sheet) ([]float64, error) {
	widths := make([]float64, len(spec.Cols))
	for i, c := range spec.Cols {
		widths[i] = c.Width
	}
	err := spec.Each(func(row []any) error {
		for i, v := range row {
			if t, ok := report.Unlink(v).(string); ok && i < len(widths) {
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
	case report.Link:
		return cellValue(x.Value)
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil
		}
		return report.Round15(x)
	case string:
		return x // the stream writer writes strings as inline text, never formulas
	}
	return v
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
	return bold + fitHeader(title, maxHeader-utf16Len(bold)-utf16Len(right)) + right
}

// pageFooter is a page footer with the date on the left, as the page
// header writes it (Excel's &D would print the printing computer's date in
// its locale's order: 12/02/2026 under a header of 2026-11-24), and the
// page number on the right.
func pageFooter(l lang.Lang, date string) string {
	right := "&R" + l.T("Page &P of &N")
	if date == "" {
		return right
	}
	return "&L" + fitHeader(date, maxHeader-2-utf16Len(right)) + right
}

// fitHeader escapes text for a page header or footer, shortened with an
// ellipsis to room UTF-16 units (as Excel counts).
func fitHeader(text string, room int) string {
	t := escapeHeader(text)
	if utf16Len(t) <= room {
		return t
	}
	var b strings.Builder
	used := 1 // the ellipsis
	for _, r := range text {
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
	return b.String() + "…"
}

// Dated gives each sheet the date its page footer prints: the event's
// date, as the page header writes it.
func Dated(specs []report.Sheet, date string) []report.Sheet {
	for i := range specs {
		specs[i].Date = date
	}
	return specs
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

// dropTableNames removes the names a sheet had as a table, its print
// titles and its filter's range, when it is written as a report: a
// Mitchell's Ranking scored before as a Howell would otherwise repeat its
// first line, the heading, on every printed page.
func (b *Book) dropTableNames(sheet string) error {
	for _, d := range b.f.GetDefinedName() {
		if (d.Name == "_xlnm.Print_Titles" || d.Name == "_xlnm._FilterDatabase") && d.Scope == sheet {
			if err := b.f.DeleteDefinedName(&excelize.DefinedName{Name: d.Name, Scope: sheet}); err != nil {
				return err
			}
		}
	}
	return nil
}
