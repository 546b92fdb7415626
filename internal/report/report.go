// Package report is what scorebook writes, apart from how it is written:
// the sheets of results as columns and rows, or as a report of blocks of
// lines (a board's traveller, a pair's card). The workbook (xlsx) and the
// web page (internal/webpage) are both rendered from these same values, so
// that they show the same figures in the same number formats.
package report

import (
	"math"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/rank"
	"github.com/scorebook/scorebook/internal/lang"

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

// Align is how a column's values stand in their cells: numbers to the
// right, codes and dates centred (a date beside text would touch it), text
// to the left.
func (f Format) Align() string {
	switch f {
	case Integer, Dec2, Percent, Whole, Signed:
		return "right"
	case Code, Date:
		return "center"
	}
	return "left"
}

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
	// Wraps keeps a column of text in its line on a phone, wrapping (a
	// ranking's names): the web page does not stack its table, as it
	// stacks a wide one, its texts under its figures.
	Wraps bool
}

// C is a column: its header, its width (in characters) and its format.
func C(header string, width float64, format Format) Col {
	return Col{Header: header, Width: width, Format: format}
}

// Abbrev is the column with a shorter header for a phone's screen.
func (c Col) Abbrev(short string) Col { c.Short = short; return c }

// Wrapping is the column of text kept in its line on a phone, wrapping.
func (c Col) Wrapping() Col { c.Wraps = true; return c }

// Detail is the column as a detail, left out of the web page on a phone's
// screen.
func (c Col) Detail() Col { c.Minor = true; return c }

// Sheet is a tool-owned sheet: its name, columns and rows. A nil value
// leaves the cell empty.
type Sheet struct {
	Name string
	// Key is the sheet's name in English, as its kind lists it (Name is
	// Key in Lang): the workbook finds its sheet of an earlier run, written
	// in another language, by it.
	Key string
	// Lang is the language of the sheet's words, which the renderers write
	// their own words in (a page's footer, the web page's contents).
	Lang  lang.Lang
	Title string // printed at the top of each page
	// Date is printed at the foot of each page: the event's date as the
	// page header writes it (Dated); the footer has no date without it.
	Date string
	// DateFormat is the number format of the sheet's Date columns, when
	// not yyyy-mm-dd: a language's (lang.DateFormat).
	DateFormat string
	Cols       []Col
	Rows       [][]any
	// For large sheets, instead of Rows: N rows, emitted one at a time by
	// Each (the row passed to emit may be reused once emit returns).
	N    int
	Each func(emit func(row []any) error) error
	// Landscape prints the sheet across the page whatever its number of
	// columns (charts beside the table make it wide).
	Landscape bool
	// Before is called by the workbook renderer on the emptied sheet
	// before its rows are streamed: charts and anything else that hangs
	// from the worksheet must be added then, because the stream writer
	// writes the worksheet's other parts from what the sheet holds when
	// streaming starts. The charts may refer to the rows about to be
	// written. The web page has no charts and does not call it.
	Before func(d Drawer, sheet string) error
	// Blocks, instead of Rows or Each, makes the sheet a report to print:
	// blocks of lines (a board's traveller, a pair's card), each kept on
	// one printed page, with no header row of the sheet's own. Cols then
	// give the columns' widths and the formats of body and total lines.
	Blocks func(emit func(Block) error) error
}

// Drawer is the workbook a sheet is being written into, as its Before
// sees it: charts and page breaks added to the sheet (xlsx.Book is one).
type Drawer interface {
	// ReservePartNumbers is called before adding charts, and the
	// function it returns after.
	ReservePartNumbers() (release func())
	AddChart(sheet, cell string, chart *excelize.Chart) error
	InsertPageBreak(sheet, cell string) error
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
	// Key names the block for the Links of any sheet that lead to it:
	// "pair NS 5" for a pair's card, "board 1-7" for a board's traveller.
	Key string
}

// Link is a cell that leads to a block of a report: a pair's names in the
// Ranking to its card, a board's number on a card to its traveller. The web
// page makes it a link to the block whose Key is To (text alone when no
// block has it); the workbook writes Value, as any other cell.
type Link struct {
	Value any
	To    string
}

// Unlink is a cell's value without its link.
func Unlink(v any) any {
	if l, ok := v.(Link); ok {
		return l.Value
	}
	return v
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
	// Diagram is a line of a diagram laid out in the sheet's columns, such
	// as a hand diagram with the hands at the compass points: in a sheet it
	// looks as a Note, and a web page draws a run of them as a small grid
	// of just the columns they fill.
	Diagram
)

// Line is one line of a report: its cells in the sheet's columns. A cell
// is a value as for a table, or Rich text.
type Line struct {
	Kind  LineKind
	Cells []any
	// Mark makes a body line stand out: a board that was a pair's top or
	// bottom, on its card.
	Mark Mark
}

// HeaderLine is a Header line naming the columns cols, each by its header.
func HeaderLine(cols []Col) Line {
	l := Line{Kind: Header, Cells: make([]any, len(cols))}
	for i, c := range cols {
		l.Cells[i] = c.Header
	}
	return l
}

// Mark is how a body line of a report stands out from the others.
type Mark int

const (
	Unmarked Mark = iota
	// Good is a board at MarkTop or over for the pair whose card it is:
	// shaded light green (C6EFCE, Excel's "good" fill, as ACBLmerge
	// colours a top), class "top" on the web page.
	Good
	// Poor is a board at MarkBottom or under: shaded light red (FFC7CE),
	// class "bottom" on the web page.
	Poor
)

// The percentages at and beyond which a pair's board is marked on its
// card: 80% and over is a top, 20% and under a bottom.
const (
	MarkTop    = 0.80
	MarkBottom = 0.20
)

// MarkOf is the mark of a board scored pct (0.8 for 80%): Good at MarkTop
// and over, Poor at MarkBottom and under. The percentage is compared as
// the cell holds it (Round15), so that 80% computed as 0.7999999999999999
// is a top, as it shows.
func MarkOf(pct float64) Mark {
	switch p := Round15(pct); {
	case p >= MarkTop:
		return Good
	case p <= MarkBottom:
		return Poor
	}
	return Unmarked
}

// MarkLegend is the note on a card that has marked lines, saying what
// the shading means in words (in English; MarkLegendIn for a language).
var MarkLegend = lang.Key("Shaded: tops (80% and over) green, bottoms (20% and under) red")

// MarkLegendIn is the legend in a language.
func MarkLegendIn(l lang.Lang) string { return In(l, MarkLegend) }

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

// Round15 rounds a number to the 15 significant digits a cell holds.
// excelize cuts a number's digits after the fifteenth, so 55% computed as
// 0.5499999999999999 would be stored as 0.549999999999999; rounded first,
// it is stored as 0.55, as Excel would show it. The web page shows the
// number the cell holds.
func Round15(x float64) float64 {
	if h := x * 100; h == math.Trunc(h) && h/100 == x && math.Abs(h) < 1e13 {
		return x // whole numbers and hundredths, the commonest, are short already
	}
	r, err := strconv.ParseFloat(strconv.FormatFloat(x, 'g', 15, 64), 64)
	if err != nil {
		return x
	}
	return r
}

// In is a word the code names before it knows the language (marked with
// lang.Key where it is written: a sheet's name in a list of outputs, a
// seat's name in a table), in the language.
func In(l lang.Lang, format string) string { return l.T(format) }
