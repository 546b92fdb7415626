package xlsx

import (
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/internal/export"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/internal/webpage"

	"github.com/scorebook/scorebook/engine/problem"
)

// ExportFormat is a file format a scored event can be written in besides
// the workbook, from the same scoring run: USEBIO for a federation, PBN for
// BridgeWebs and hand-analysis programs. The command offers a flag per
// format (--usebio FILE); a kind offers the formats it can write (Exporter).
type ExportFormat struct {
	Name  string // the flag's name and the key in Exports: "usebio"
	Ext   string // the usual extension: ".xml"
	Usage string // what the file is, for the flag's help
}

// ExportFormats are the export formats, in the order the command lists
// their flags. A new format is a line here and an Export in the kinds that
// can write it.
var ExportFormats = []ExportFormat{
	{Name: "usebio", Ext: ".xml", Usage: "the results as USEBIO 1.2 XML (for the EBU, BridgeWebs, Pianola)"},
	{Name: "pbn", Ext: ".pbn", Usage: "the results and deals as PBN 2.1 (for BridgeWebs, hand analysis)"},
	{Name: "html", Ext: ".html", Usage: "the results as a web page (to email, or put on the club's site)"},
	{Name: "croquetrecords", Ext: ".txt", Usage: "croquet: each AC event's games in the text layout croquetrecords.com reads (with --event NAME, one event's)"},
	{Name: "gcrankings", Ext: ".txt", Usage: "croquet: each GC event's games in the layout the WCF Golf Croquet ranking takes (with --event NAME, one event's)"},
}

// EventScoped is a scored event whose exports can be limited to one of
// its events (score --event NAME): a grading list's, whose games are of
// many events.
type EventScoped interface {
	OnlyEvent(name string)
}

// PageExport is a kind's web page export: the sheets it writes (those
// named in only, or all of them) made into one page (webpage.Write), titled
// title(r) as the sheets are; into a set of linked pages when the page
// would pass webpage.Limit and the writer has a folder for them (WithPages).
func PageExport[R any](outs []Output[R], title func(R) string, only ...string) ExportTo[R] {
	return ExportTo[R]{Format: "html", Write: func(r R, w io.Writer) ([]problem.Problem, error) {
		t := title(r)
		var sheets []report.Sheet
		for _, s := range Sheets(outs, r, t) {
			if len(only) == 0 || slices.Contains(only, s.Key) {
				sheets = append(sheets, s)
			}
		}
		page := webpage.Page{Title: t, Sheets: sheets, Generator: export.ProgramName + " " + export.ProgramVersion()}
		if len(sheets) > 0 {
			page.Lang = sheets[0].Lang
		}
		if pw, ok := w.(pagesWriter); ok {
			return nil, webpage.WriteSet(w, pw.set, page)
		}
		return nil, webpage.Write(w, page)
	}}
}

// pagesWriter is an html Export's writer with a folder for the pages of a
// page too big for one file (WithPages).
type pagesWriter struct {
	io.Writer
	set webpage.Set
}

// WithPages gives an html Export's writer, for the page file page
// ("congress.html"), the folder beside it (folder, "congress_files") where
// create makes the pages of a page that would pass webpage.Limit: such a
// page is written as a set of linked pages. Without it a page is one file,
// however big.
func WithPages(w io.Writer, page, folder string, create func(name string) (io.Writer, error)) io.Writer {
	return pagesWriter{Writer: w, set: webpage.Set{Page: page, Folder: folder, Create: create}}
}

// PagesFolder is the folder of the pages of a page too big for one file,
// beside it: congress.html's is congress_files.
func PagesFolder(page string) string {
	return strings.TrimSuffix(page, filepath.Ext(page)) + "_files"
}

// Export writes a scored event in one format to w. It returns the warnings
// of what the format cannot hold exactly (a weighted score, a percentage
// its notation has no room for), each at the sheet, row and column it
// comes from for the workbook to place, and the first error writing.
type Export func(w io.Writer) ([]problem.Problem, error)

// Exporter is a scored event that can be written as files besides the
// workbook. Exports returns its writers by format name (ExportFormat.Name);
// a format the kind cannot write is missing.
type Exporter interface {
	Exports() map[string]Export
}

// ExportTo is one format a kind writes, and how, from its scored event R.
// A kind lists its exports once, as it lists its Outputs.
type ExportTo[R any] struct {
	Format string // an ExportFormat's Name
	Write  func(r R, w io.Writer) ([]problem.Problem, error)
}

// BridgeExports are a bridge event's exports: USEBIO and PBN, written by
// the kind's usebio and pbn, and the web page of its sheets (PageExport),
// titled page(r) as they are.
func BridgeExports[R any](usebio, pbn func(R, io.Writer) ([]problem.Problem, error), outs []Output[R], page func(R) string) []ExportTo[R] {
	return []ExportTo[R]{{Format: "usebio", Write: usebio}, {Format: "pbn", Write: pbn}, PageExport(outs, page)}
}

// Exports makes the Exports of r from a kind's list.
func Exports[R any](list []ExportTo[R], r R) map[string]Export {
	out := make(map[string]Export, len(list))
	for _, e := range list {
		out[e.Format] = func(w io.Writer) ([]problem.Problem, error) { return e.Write(r, w) }
	}
	return out
}

// ExportFormatNamed returns the export format of a name.
func ExportFormatNamed(name string) (ExportFormat, bool) {
	for _, f := range ExportFormats {
		if f.Name == name {
			return f, true
		}
	}
	return ExportFormat{}, false
}
