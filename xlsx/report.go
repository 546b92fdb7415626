package xlsx

import (
	"fmt"
	"math"

	"github.com/scorebook/scorebook/internal/report"

	"github.com/xuri/excelize/v2"
)

// richRuns is rich text as the workbook writes it.
func richRuns(r report.Rich) []excelize.RichTextRun {
	out := make([]excelize.RichTextRun, len(r))
	for i, run := range r {
		out[i] = excelize.RichTextRun{Text: run.Text}
		if run.Red || run.Bold {
			font := &excelize.Font{Bold: run.Bold, Family: "Calibri", Size: 11}
			if run.Red {
				font.Color = redInk
			}
			out[i].Font = font
		}
	}
	return out
}

// redInk is the colour of hearts and diamonds.
const redInk = "C00000"

// Heights of a report's lines, in points. The lines of other heights than
// a body line's are given theirs; body lines, totals and gaps (most of a
// report's lines) have the sheet's default height, 15 points (written as
// the sheet's defaultRowHeight, which LibreOffice and Excel both print),
// so that writing a height on each does not lengthen a large sheet.
const (
	headingHeight = 21
	headerHeight  = 17 // a header line of one line of text
	wrappedHeader = 30 // a header line that wraps
)

// Paper sizes, in points (a point is 1/72 inch): a report is printed on
// letter or A4, and its page breaks are placed for the one that holds less.
var papers = [][2]float64{{612, 792}, {595, 842}} // letter, A4: width and height, portrait

// pageRoom is how much of a sheet, in points of row height, a printed page
// holds on the paper that holds less (letter or A4): the page's height
// within its margins (the header and footer stand inside the margins),
// divided by the scale at which the sheet is printed to fit the page's
// width, as Excel and LibreOffice choose it (a whole percentage, rounded
// down), less 3% to spare for the rounding of column widths.
func pageRoom(landscape bool, widths []float64) float64 {
	// A column of w characters is 7w pixels of 0.75 point wide in the
	// workbook's font (Calibri 11, whose digits are 7 pixels wide; the
	// width excelize writes includes the cell's padding). A wider font
	// standing in for Calibri (DejaVu Sans, where Calibri is not
	// installed) widens the columns, and so prints smaller and holds more.
	sheetWidth := 0.0
	for _, w := range widths {
		sheetWidth += math.Round(7*w) * 0.75
	}
	room := math.Inf(1)
	for _, paper := range papers {
		pageWidth, pageHeight := paper[0], paper[1]
		if landscape {
			pageWidth, pageHeight = pageHeight, pageWidth
		}
		printWidth := pageWidth - 2*marginSide*72
		printHeight := pageHeight - (marginTop+marginBottom)*72
		scale := 1.0
		if sheetWidth > printWidth {
			scale = math.Floor(printWidth/sheetWidth*100) / 100
		}
		room = min(room, printHeight/scale*0.97)
	}
	return room
}

// A report's page margins, in inches: Excel's Normal margins, three
// quarters of an inch above and below (the header and footer 0.3 inch from
// the edge, within them), 0.7 inch each side.
const (
	marginTop, marginBottom, marginSide, marginHeader = 0.75, 0.75, 0.7, 0.3
)

var reportMargins = &excelize.PageLayoutMarginsOptions{
	Top: ptr(marginTop), Bottom: ptr(marginBottom), Left: ptr(marginSide), Right: ptr(marginSide),
	Header: ptr(marginHeader), Footer: ptr(marginHeader),
}

// maxPageBreaks is how many manual page breaks Excel allows on a sheet; a
// longer report prints on from the page before.
const maxPageBreaks = 1000

func (b *Book) reportStyles(s *styles) error {
	var err error
	if s.heading, err = b.f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 13}, Alignment: &excelize.Alignment{Vertical: "bottom"}}); err != nil {
		return err
	}
	if s.note, err = b.f.NewStyle(&excelize.Style{Font: &excelize.Font{Color: "404040"}, Alignment: &excelize.Alignment{Vertical: "top"}}); err != nil {
		return err
	}
	s.headers, s.total = map[report.Format]int{}, map[report.Format]int{}
	for _, f := range []report.Format{report.Text, report.Integer, report.Dec2, report.Percent, report.Whole, report.Date, report.Code, report.Signed, report.Wrapped} {
		if s.headers[f], err = b.f.NewStyle(&excelize.Style{
			Font:      &excelize.Font{Bold: true},
			Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"DDEBF7"}},
			Border:    []excelize.Border{{Type: "bottom", Color: "5B9BD5", Style: 1}},
			Alignment: &excelize.Alignment{Horizontal: f.Align(), Vertical: "center", WrapText: true},
		}); err != nil {
			return err
		}
		st := &excelize.Style{Font: &excelize.Font{Bold: true}, Border: []excelize.Border{{Type: "top", Color: "404040", Style: 1}},
			Alignment: &excelize.Alignment{Horizontal: f.Align(), Vertical: "top"}}
		if code := numberFormat(f); code != "" {
			st.CustomNumFmt = &code
		}
		if s.total[f], err = b.f.NewStyle(st); err != nil {
			return err
		}
	}
	// Marked lines: each body style on a light green or light red fill,
	// made anew rather than copied (GetStyle's copy of a style read back
	// from a workbook differs from the style first made, and a second run
	// would add it again).
	s.marked = map[report.Mark]map[report.Format]int{}
	for _, m := range markFills {
		s.marked[m.mark] = map[report.Format]int{}
		for _, f := range []report.Format{report.Text, report.Integer, report.Dec2, report.Percent, report.Whole, report.Date, report.Code, report.Signed, report.Wrapped} {
			st := &excelize.Style{Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{m.fill}}}
			if code := numberFormat(f); code != "" {
				st.CustomNumFmt = &code
			}
			// Aligned as the body's style of the format (getStyles).
			switch f {
			case report.Date:
				st.Alignment = &excelize.Alignment{Horizontal: "center"}
			case report.Text:
				st.Alignment = &excelize.Alignment{Vertical: "top"}
			case report.Code:
				st.Alignment = &excelize.Alignment{Horizontal: "center", Vertical: "top"}
			case report.Wrapped:
				st.Alignment = &excelize.Alignment{Vertical: "top", WrapText: true}
			}
			var err error
			if s.marked[m.mark][f], err = b.f.NewStyle(st); err != nil {
				return err
			}
		}
	}
	return nil
}

// markFills are the fills of marked lines: Excel's "good" and "bad"
// fills, as ACBLmerge shades a pair's tops and bottoms.
var markFills = []struct {
	mark report.Mark
	fill string
}{{report.Good, "C6EFCE"}, {report.Poor, "FFC7CE"}}

// numberFormat is a format's number format code, "" for text.
func numberFormat(f report.Format) string {
	switch f {
	case report.Integer, report.Whole:
		return "0"
	case report.Dec2:
		return "0.00"
	case report.Percent:
		return "0.00%"
	case report.Date:
		return "yyyy-mm-dd"
	case report.Signed:
		return "+0;-0;0"
	}
	return ""
}

// lineHeightOf is a line's height in points, in columns of the widths
// given: a header line is taller when a column's name wraps (see
// reportWidths).
func lineHeightOf(l report.Line, widths []float64) float64 {
	switch l.Kind {
	case report.Heading:
		return headingHeight
	case report.Header:
		for i, v := range l.Cells {
			if t, ok := report.Unlink(v).(string); ok && i < len(widths) && textWidth(t)+2 > widths[i] {
				return wrappedHeader
			}
		}
		return headerHeight
	}
	return lineHeight
}

// blockHeight is the height of a block's lines, in points, and the height
// without its last lines that are gaps (a gap at the foot of a page needs
// no room on it).
func blockHeight(bl report.Block, widths []float64) (height, inked float64) {
	for _, l := range bl.Lines {
		height += lineHeightOf(l, widths)
		if l.Kind != report.Gap {
			inked = height
		}
	}
	return height, inked
}

// writeReport streams a report's blocks, starting a new printed page before
// a block that the page has no room left for (a block longer than a page
// starts a page of its own and runs on).
func writeReport(sw *excelize.StreamWriter, spec report.Sheet, st *styles, widths []float64) error {
	room := pageRoom(spec.Landscape || len(spec.Cols) > 8, widths)
	used, r, breaks := 0.0, 1, 0
	cells := make([]any, len(spec.Cols))
	styled := make([]excelize.Cell, len(spec.Cols))
	runs := map[*report.Run][]excelize.RichTextRun{} // each rich text converted once
	return spec.Blocks(func(bl report.Block) error {
		height, inked := blockHeight(bl, widths)
		if r > 1 && (bl.NewPage || used+inked > room) && breaks < maxPageBreaks {
			ref, _ := excelize.CoordinatesToCellName(1, r)
			if err := sw.InsertPageBreak(ref); err != nil {
				return err
			}
			breaks++
			used = 0
		}
		used += height
		for _, l := range bl.Lines {
			for i, c := range spec.Cols {
				var v any
				if i < len(l.Cells) {
					v = l.Cells[i]
				}
				if l, ok := v.(report.Link); ok {
					v = l.Value
				}
				if rich, ok := v.(report.Rich); ok && len(rich) > 0 {
					r, ok := runs[&rich[0]]
					if !ok {
						r = richRuns(rich)
						runs[&rich[0]] = r
					}
					v = r
				} else {
					v = cellValue(v)
				}
				style := st.body[c.Format]
				if l.Mark != report.Unmarked && l.Kind == report.Body {
					style = st.marked[l.Mark][c.Format]
				}
				switch l.Kind {
				case report.Heading:
					style = st.heading
				case report.Note, report.Diagram:
					style = st.note
				case report.Header:
					style = st.headers[c.Format]
				case report.Total:
					style = st.total[c.Format]
				}
				if v == nil && l.Kind != report.Header && l.Kind != report.Total && l.Mark == report.Unmarked {
					cells[i] = nil
					continue
				}
				styled[i] = excelize.Cell{StyleID: style, Value: v}
				cells[i] = &styled[i]
			}
			ref, _ := excelize.CoordinatesToCellName(1, r)
			r++
			var err error
			switch l.Kind {
			case report.Body, report.Total, report.Gap:
				err = sw.SetRow(ref, cells)
			default:
				err = sw.SetRow(ref, cells, excelize.RowOpts{Height: lineHeightOf(l, widths)})
			}
			if err != nil {
				return fmt.Errorf("row %d: %w", r-1, err)
			}
		}
		return nil
	})
}

// reportWidths returns each column's width: the spec's, or wider to fit the
// longest text of the block's header, body and total lines (headings, notes
// and hands run on into the cells to their right); and how many lines the
// report has.
func reportWidths(spec report.Sheet) ([]float64, int, error) {
	lines := 0
	widths := make([]float64, len(spec.Cols))
	for i, c := range spec.Cols {
		widths[i] = c.Width
	}
	seen := 0 // lines so far, and the last that is not a gap
	err := spec.Blocks(func(bl report.Block) error {
		for _, l := range bl.Lines {
			seen++
			if l.Kind != report.Gap {
				lines = seen
			}
			if l.Kind == report.Heading || l.Kind == report.Note || l.Kind == report.Diagram || l.Kind == report.Gap {
				continue
			}
			for i, v := range l.Cells {
				if i >= len(widths) {
					break
				}
				var t string
				switch x := report.Unlink(v).(type) {
				case string:
					t = x
				case report.Rich:
					t = x.String()
				default:
					continue
				}
				w := textWidth(t) + 2
				if l.Kind == report.Header {
					w = math.Min(w, 12) // a header wraps
				}
				widths[i] = max(widths[i], min(w, maxFitWidth))
			}
		}
		return nil
	})
	return widths, lines, err
}
