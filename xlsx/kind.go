package xlsx

import (
	"github.com/scorebook/scorebook/internal/lang"
	"path/filepath"
	"strings"
	"time"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/templates"
	"github.com/xuri/excelize/v2"
)

// Kind is the workbook side of one kind of event: a pairs event, a teams
// event, croquet grading. Each lives in its own package under xlsx/ (its
// input sheets and header aliases, the conversion of cells into its engine's
// input, its output sheets and its summary); xlsx/kinds lists them, and the
// command runs one flow for all of them: open, Score, check the sheets it
// writes, print the summary, Write, save.
type Kind interface {
	// Name is the word `scorebook new` takes: "pairs".
	Name() string
	// Noun says what a workbook of the kind is: "pairs event", a word
	// said in the director's language.
	Noun() lang.Word
	// ANoun is the Noun with its English indefinite article: "an
	// individual event" (the other languages' word is the Noun's).
	ANoun() lang.Word
	// Marks are the sheets that tell a workbook of this kind: Results and
	// Pairs.
	Marks() []string
	// Reads lists every sheet the kind reads.
	Reads() []string
	// Writes lists the sheets the kind writes, from its writers.
	Writes() []string
	// Template is the kind's blank workbook.
	Template() templates.Template
	// Score reads the workbook, checks it and scores it. It returns every
	// problem, placed at its cell, and the scored event when none is an
	// error.
	Score(b *Book) (Scored, []problem.Problem)
}

// Scored is a scored event, ready to be summed up and written.
type Scored interface {
	// Summary says what was scored, in a few lines, in a language.
	Summary(l lang.Lang) Summary
	// Write writes the kind's sheets into the workbook.
	Write(b *Book) error
}

// Summary is what the command prints of a scored workbook: a title (the
// event's, or what it is) and a few lines (the scoring, the size, the
// leaders).
type Summary struct {
	Title string
	Lines []string
}

// SummaryTitle is a summary's title: the event's title, or untitled (what
// the event is) when it has none, then its date when it has one.
func SummaryTitle(title, untitled, date string) string {
	if title == "" {
		title = untitled
	}
	if date != "" {
		title += ", " + date
	}
	return title
}

// Output is one sheet a kind writes, and how to make it from the scored
// event R. A kind lists its outputs once; the names it writes (Writes) come
// from the list, so that they cannot drift from what is written.
type Output[R any] struct {
	Name  string
	Sheet func(r R, title string) report.Sheet
	// When, if not nil, says whether r has the sheet at all (hand records
	// only when the Hands sheet has deals). Such an output is not among
	// the names a kind always writes (Names); that a director's own sheet
	// does not take its name is checked when it is written.
	When func(r R) bool
}

// Names lists the outputs' sheet names, those written whatever the event
// (When is nil).
func Names[R any](outs []Output[R]) []string {
	names := make([]string, 0, len(outs))
	for _, o := range outs {
		if o.When == nil {
			names = append(names, o.Name)
		}
	}
	return names
}

// Sheets makes the outputs' sheets of r, each titled title: each named in
// its language (the sheet's Lang, which its builder sets), its English name
// kept as its Key.
func Sheets[R any](outs []Output[R], r R, title string) []report.Sheet {
	specs := make([]report.Sheet, 0, len(outs))
	for _, o := range outs {
		if o.When != nil && !o.When(r) {
			continue
		}
		s := o.Sheet(r, title)
		s.Name, s.Key = report.In(s.Lang, o.Name), o.Name
		specs = append(specs, s)
	}
	return specs
}

// PageTitle is what the results sheets print at the top of each page: the
// event's title (or the file's name) and its date.
func (b *Book) PageTitle(title, date string) string { return b.PageTitleIn(lang.English, title, date) }

// PageTitleIn is the page title in a language: its date, when it is one
// (yyyy-mm-dd), as the language writes a date (lang.Date: 24 november
// 2026); other text as the director typed it.
func (b *Book) PageTitleIn(l lang.Lang, title, date string) string {
	date = DateText(l, date)
	if title == "" {
		name := b.Path
		if i := strings.LastIndexAny(name, `/\`); i >= 0 {
			name = name[i+1:]
		}
		title = strings.TrimSuffix(name, filepath.Ext(name))
	}
	if date != "" {
		title += " — " + date
	}
	return title
}

// Owns reports whether the sheet is one of scorebook's own.
func (b *Book) Owns(sheet string) bool { return b.ownsSheet(sheet) }

// AddChart adds a chart to a tool sheet, at a cell; for a sheet's Before.
func (b *Book) AddChart(sheet, cell string, chart *excelize.Chart) error {
	return b.f.AddChart(sheet, cell, chart)
}

// InsertPageBreak starts a printed page at a cell of a tool sheet; for a
// sheet's Before.
func (b *Book) InsertPageBreak(sheet, cell string) error { return b.f.InsertPageBreak(sheet, cell) }

// DateText is an event's date as a page header or footer prints it in a
// language: a date written yyyy-mm-dd as the language writes dates
// (lang.Date), other text as it is.
func DateText(l lang.Lang, date string) string {
	if l == lang.English {
		return date
	}
	if t, err := time.Parse("2006-01-02", strings.TrimSpace(date)); err == nil {
		return l.Date(t)
	}
	return date
}
