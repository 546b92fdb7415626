package xlsx

import (
	"fmt"
	"math"
	"strings"

	"github.com/xuri/excelize/v2"
)

// A report is a tool sheet made to be printed and read by people: blocks of
// lines, one a board's traveller or a pair's card, each kept together on a
// printed page. Its lines still sit in the sheet's columns, so that a program
// can read it too: a block's lines of results come under a header line with
// the columns' names.

// Block is a block of a report.
type Block struct {
	Lines []Line
	// NewPage starts the block on a new printed page.
	NewPage bool
}

// LineKind is what a line of a report is, which sets its look.
type LineKind int

const (
	// Body is a line of values, each in its column's format.
	Body LineKind = iota
	// Heading is a block's title, in its first cell: "Board 7".
	Heading
	// Note is a line of text under a heading (dealer and vulnerability, a
	// pair's rank and score), or a hand.
	Note
	// Header names the columns of the lines below it.
	Header
	// Total is a body line in bold under a rule: a card's total.
	Total
	// Gap is an empty line, between blocks.
	Gap
)

// Line is one line of a report: its cells in the sheet's columns. A cell
// is a value as for a table, or Rich text.
type Line struct {
	Kind  LineKind
	Cells []any
}

// Run is a piece of rich text.
type Run struct {
	Text string
	Red  bool // hearts and diamonds
	Bold bool
}

// Rich is a cell of text in pieces of their own look: 4♥ with a red heart.
type Rich []Run

// String is the text without its look.
func (r Rich) String() string {
	var b strings.Builder
	for _, run := range r {
		b.WriteString(run.Text)
	}
	return b.String()
}

func (r Rich) runs() []excelize.RichTextRun {
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

// Heights of a report's lines, in points.
const (
	headingHeight = 21
	headerHeight  = 30
)

// pageRoom is how much of a sheet, in points of row height, a printed page
// holds: the printable height of a letter or A4 page, whichever is smaller
// (less the default margins: three quarters of an inch above and below,
// 0.7 inch each side), divided by the scale at which the sheet is printed
// to fit the page's width, less a tenth to spare (programs differ a little
// in the heights they give rows).
func pageRoom(landscape bool, widths []float64) float64 {
	pageWidth, pageHeight := 595.0, 792.0 // A4's width, letter's height
	if landscape {
		pageWidth, pageHeight = 792, 595
	}
	printWidth, printHeight := pageWidth-2*50.4, pageHeight-2*54
	sheetWidth := 0.0
	for _, w := range widths {
		sheetWidth += (7*w + 5) * 0.75 // a column of w characters, in points
	}
	scale := 1.0
	if sheetWidth > printWidth {
		scale = math.Floor(printWidth/sheetWidth*100) / 100
	}
	return printHeight / scale * 0.9
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
	s.headers, s.total = map[Format]int{}, map[Format]int{}
	for _, f := range []Format{Text, Integer, Dec2, Percent, Whole, Date, Code, Signed, Wrapped} {
		if s.headers[f], err = b.f.NewStyle(&excelize.Style{
			Font:      &excelize.Font{Bold: true},
			Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"DDEBF7"}},
			Border:    []excelize.Border{{Type: "bottom", Color: "5B9BD5", Style: 1}},
			Alignment: &excelize.Alignment{Horizontal: align(f), Vertical: "center", WrapText: true},
		}); err != nil {
			return err
		}
		st := &excelize.Style{Font: &excelize.Font{Bold: true}, Border: []excelize.Border{{Type: "top", Color: "404040", Style: 1}},
			Alignment: &excelize.Alignment{Horizontal: align(f), Vertical: "top"}}
		if code := numberFormat(f); code != "" {
			st.CustomNumFmt = &code
		}
		if s.total[f], err = b.f.NewStyle(st); err != nil {
			return err
		}
	}
	return nil
}

// numberFormat is a format's number format code, "" for text.
func numberFormat(f Format) string {
	switch f {
	case Integer, Whole:
		return "0"
	case Dec2:
		return "0.00"
	case Percent:
		return "0.00%"
	case Date:
		return "yyyy-mm-dd"
	case Signed:
		return "+0;-0;0"
	}
	return ""
}

// lineHeightOf is a line's height in points.
func lineHeightOf(l Line) float64 {
	switch l.Kind {
	case Heading:
		return headingHeight
	case Header:
		return headerHeight
	}
	return lineHeight
}

// writeReport streams a report's blocks, starting a new printed page before
// a block that the page has no room left for (a block longer than a page
// starts a page of its own and runs on).
func writeReport(sw *excelize.StreamWriter, spec Sheet, st *styles, widths []float64) error {
	room := pageRoom(spec.Landscape || len(spec.Cols) > 8, widths)
	used, r, breaks := 0.0, 1, 0
	cells := make([]any, len(spec.Cols))
	styled := make([]excelize.Cell, len(spec.Cols))
	runs := map[*Run][]excelize.RichTextRun{} // each rich text converted once
	return spec.Blocks(func(bl Block) error {
		height := 0.0
		for _, l := range bl.Lines {
			height += lineHeightOf(l)
		}
		if r > 1 && (bl.NewPage || used+height > room) && breaks < maxPageBreaks {
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
				if rich, ok := v.(Rich); ok && len(rich) > 0 {
					r, ok := runs[&rich[0]]
					if !ok {
						r = rich.runs()
						runs[&rich[0]] = r
					}
					v = r
				} else {
					v = cellValue(v)
				}
				style := st.body[c.Format]
				switch l.Kind {
				case Heading:
					style = st.heading
				case Note:
					style = st.note
				case Header:
					style = st.headers[c.Format]
				case Total:
					style = st.total[c.Format]
				}
				if v == nil && l.Kind != Header && l.Kind != Total {
					cells[i] = nil
					continue
				}
				styled[i] = excelize.Cell{StyleID: style, Value: v}
				cells[i] = &styled[i]
			}
			ref, _ := excelize.CoordinatesToCellName(1, r)
			r++
			var err error
			switch h := lineHeightOf(l); l.Kind {
			case Heading, Header:
				err = sw.SetRow(ref, cells, excelize.RowOpts{Height: h})
			default:
				err = sw.SetRow(ref, cells)
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
func reportWidths(spec Sheet) ([]float64, int, error) {
	lines := 0
	widths := make([]float64, len(spec.Cols))
	for i, c := range spec.Cols {
		widths[i] = c.Width
	}
	seen := 0 // lines so far, and the last that is not a gap
	err := spec.Blocks(func(bl Block) error {
		for _, l := range bl.Lines {
			seen++
			if l.Kind != Gap {
				lines = seen
			}
			if l.Kind == Heading || l.Kind == Note || l.Kind == Gap {
				continue
			}
			for i, v := range l.Cells {
				if i >= len(widths) {
					break
				}
				var t string
				switch x := v.(type) {
				case string:
					t = x
				case Rich:
					t = x.String()
				default:
					continue
				}
				w := textWidth(t) + 2
				if l.Kind == Header {
					w = math.Min(w, 12) // a header wraps
				}
				widths[i] = max(widths[i], min(w, maxFitWidth))
			}
		}
		return nil
	})
	return widths, lines, err
}
