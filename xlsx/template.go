package xlsx

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/durable"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/xuri/excelize/v2"
)

// WriteTemplate writes a blank workbook for `scorebook new`. It never
// replaces an existing file.
func WriteTemplate(path string, t templates.Template) error {
	exists := problem.New("choose a new file name; scorebook new never replaces a workbook", "%s already exists", path)
	if _, err := os.Stat(path); err == nil {
		return exists
	} else if !errors.Is(err, os.ErrNotExist) {
		return problem.New("check that the file and its folder exist and that you may read them", "%s: %v", path, guard.PlainErr(err))
	}
	f := excelize.NewFile()
	defer f.Close()
	bold, err := f.NewStyle(&excelize.Style{
		Font:   &excelize.Font{Bold: true},
		Fill:   excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"FFF2CC"}},
		Border: []excelize.Border{{Type: "bottom", Color: "BF9000", Style: 1}},
	})
	if err != nil {
		return err
	}
	dateStyle, err := f.NewStyle(&excelize.Style{CustomNumFmt: ptr("yyyy-mm-dd")})
	if err != nil {
		return err
	}
	for i, s := range t.Sheets {
		if i == 0 {
			if err := f.SetSheetName("Sheet1", s.Name); err != nil {
				return err
			}
		} else if _, err := f.NewSheet(s.Name); err != nil {
			return err
		}
		// Drop-down lists first: the stream writer keeps what the sheet holds
		// when streaming starts.
		for r, row := range s.Rows {
			if len(row.Choices) == 0 {
				continue
			}
			ref, _ := excelize.CoordinatesToCellName(row.ChoiceColumn+1, r+2)
			dv := excelize.NewDataValidation(true)
			dv.Sqref = ref
			if err := dv.SetDropList(row.Choices); err != nil {
				return err
			}
			if err := f.AddDataValidation(s.Name, dv); err != nil {
				return err
			}
		}
		if err := addLists(f, s, t.Lang); err != nil {
			return err
		}
		if s.OnePage {
			fit, one, landscape := true, 1, "landscape"
			if err := f.SetSheetProps(s.Name, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
				return err
			}
			if err := f.SetPageLayout(s.Name, &excelize.PageLayoutOptions{FitToWidth: &one, FitToHeight: &one, Orientation: &landscape}); err != nil {
				return err
			}
		}
		switch {
		case s.Print != nil:
			if err := printLayout(f, s, t.Lang); err != nil {
				return err
			}
		case !s.OnePage:
			// A blank sheet printed to fill in by hand (a traveller, the
			// pairs' names): one page wide, so no column goes to a page of
			// its own.
			if err := oneWide(f, s.Name, nil); err != nil {
				return err
			}
		}
		if len(s.Rows) > 0 {
			// The sheet declares the range it fills (the stream writer
			// would say A1).
			width := max(len(s.Columns), 1)
			for _, r := range s.Rows {
				width = max(width, len(r.Cells))
			}
			last, _ := excelize.CoordinatesToCellName(width, len(s.Rows)+1)
			if err := f.SetSheetDimension(s.Name, "A1:"+last); err != nil {
				return err
			}
		}
		sw, err := f.NewStreamWriter(s.Name)
		if err != nil {
			return err
		}
		cols, err := columnStyles(f, s)
		if err != nil {
			return err
		}
		widths := templateWidths(s)
		// The stream writer puts each column set before those set already,
		// and writes them in that order: set them from the last, so that
		// they are written in ascending order as Excel expects.
		for c := len(s.Columns) - 1; c >= 0; c-- {
			if err := sw.SetColWidth(c+1, c+1, widths[c]); err != nil {
				return err
			}
			if cols[c].body == 0 {
				continue
			}
			if err := sw.SetColStyle(c+1, c+1, cols[c].body); err != nil {
				return err
			}
		}
		if err := sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}); err != nil {
			return err
		}
		headerStyle := func(c int) int {
			if c < len(cols) && cols[c].header != 0 {
				return cols[c].header
			}
			return bold
		}
		header := make([]any, len(s.Columns))
		for c, column := range s.Columns {
			header[c] = excelize.Cell{StyleID: headerStyle(c), Value: column.Header}
		}
		if err := sw.SetRow("A1", header); err != nil {
			return err
		}
		var breaks, headers map[int]bool
		if s.Print != nil {
			breaks, headers = set(s.Print.Breaks), set(s.Print.Headers)
		}
		for r, row := range s.Rows {
			cells := make([]any, len(row.Cells))
			for c, v := range row.Cells {
				switch v.(type) {
				case time.Time:
					cells[c] = excelize.Cell{StyleID: dateStyle, Value: v}
				case nil:
				default:
					switch {
					case headers[r]:
						cells[c] = excelize.Cell{StyleID: headerStyle(c), Value: v}
					case v == "":
					case c < len(cols) && cols[c].aligned:
						cells[c] = excelize.Cell{StyleID: cols[c].body, Value: v}
					default:
						cells[c] = v
					}
				}
			}
			ref, _ := excelize.CoordinatesToCellName(1, r+2)
			if breaks[r] {
				if err := sw.InsertPageBreak(ref); err != nil {
					return err
				}
			}
			if err := sw.SetRow(ref, cells); err != nil {
				return err
			}
		}
		if err := sw.Flush(); err != nil {
			return err
		}
	}
	err = durable.Write(path, durable.Options{Mode: 0o644, NoReplace: true}, func(w io.Writer) error {
		_, err := f.WriteTo(w)
		return err
	})
	var pe *os.PathError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, os.ErrExist):
		return exists
	case errors.As(err, &pe) && pe.Op == "createtemp":
		return problem.New("check that the folder exists and that you may write in it", "cannot write in %s: %v", filepath.Dir(path), guard.PlainErr(err))
	}
	return diskError(path, err)
}

// columnStyle is a template column's style for the cells under its
// header (its number format and alignment; 0 for none) and for its header
// (bold in the header's fill, aligned as the column; 0 for the plain
// header style).
type columnStyle struct {
	body, header int
	aligned      bool // the cells written need the style too
}

func columnStyles(f *excelize.File, s templates.Sheet) ([]columnStyle, error) {
	out := make([]columnStyle, len(s.Columns))
	for c := range s.Columns {
		code, formatted := s.Formats[c]
		a, aligned := s.Align[c]
		if !formatted && !aligned {
			continue
		}
		body := &excelize.Style{}
		if formatted {
			body.CustomNumFmt = &code
		}
		if aligned {
			body.Alignment = &excelize.Alignment{Horizontal: a.Horizontal, Indent: a.Indent}
		}
		var err error
		if out[c].body, err = f.NewStyle(body); err != nil {
			return nil, err
		}
		out[c].aligned = aligned
		if !aligned {
			continue
		}
		if out[c].header, err = f.NewStyle(&excelize.Style{
			Font:      &excelize.Font{Bold: true},
			Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"FFF2CC"}},
			Border:    []excelize.Border{{Type: "bottom", Color: "BF9000", Style: 1}},
			Alignment: &excelize.Alignment{Horizontal: a.Horizontal, Indent: a.Indent},
		}); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// templateWidths are a template's column widths: as given, or for a sheet
// of cards to print wider where a column's longest text needs it (bold
// headers a tenth wider, an indent's characters and two of padding added).
func templateWidths(s templates.Sheet) []float64 {
	widths := make([]float64, len(s.Columns))
	for c, col := range s.Columns {
		widths[c] = col.Width
	}
	if s.Print == nil {
		return widths
	}
	fit := func(c int, text string, bold bool) {
		if c >= len(widths) || text == "" {
			return
		}
		w := textWidth(text)
		if bold {
			w *= 1.1
		}
		widths[c] = max(widths[c], w+2+float64(s.Align[c].Indent))
	}
	for c, col := range s.Columns {
		fit(c, col.Header, true)
	}
	for _, r := range s.Rows {
		for c, v := range r.Cells {
			switch x := v.(type) {
			case string:
				fit(c, x, false)
			case int:
				fit(c, strconv.Itoa(x), false)
			}
		}
	}
	return widths
}

func set(xs []int) map[int]bool {
	m := make(map[int]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// oneWide prints a sheet one page wide and as many tall as it needs, in
// the orientation given (nil: the printer's).
func oneWide(f *excelize.File, sheet string, orientation *string) error {
	fit, one, none := true, 1, 0
	if err := f.SetSheetProps(sheet, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return err
	}
	return f.SetPageLayout(sheet, &excelize.PageLayoutOptions{FitToWidth: &one, FitToHeight: &none, Orientation: orientation})
}

// printLayout prints a sheet of cards one page wide, with its page header,
// and its footer in the template's language.
func printLayout(f *excelize.File, s templates.Sheet, l lang.Lang) error {
	portrait := "portrait"
	if err := oneWide(f, s.Name, &portrait); err != nil {
		return err
	}
	return f.SetHeaderFooter(s.Name, &excelize.HeaderFooterOptions{
		OddHeader: pageHeader(s.Print.Header, s.Name),
		OddFooter: "&R" + l.T("Page &P of &N"),
	})
}

// listRows is how far down a column's drop-down list reaches.
const listRows = 5000

// addLists offers a sheet's column drop-down lists below the header; the
// message of a closed list is in the template's language.
func addLists(f *excelize.File, s templates.Sheet, lg lang.Lang) error {
	for _, l := range s.Lists {
		first, _ := excelize.CoordinatesToCellName(l.Column+1, 2)
		last, _ := excelize.CoordinatesToCellName(l.Column+1, listRows)
		dv := excelize.NewDataValidation(true)
		dv.Sqref = first + ":" + last
		if l.From != "" {
			dv.SetSqrefDropList(l.From)
		} else if err := dv.SetDropList(l.Choices); err != nil {
			return err
		}
		if !l.Open {
			msg := lg.T("Choose one of the values in the list.")
			if l.From != "" {
				msg = lg.F("Choose one of the values in %s; add a new one there first.", l.From)
			}
			dv.SetError(excelize.DataValidationErrorStyleStop, lg.T("Not in the list"), msg)
		}
		if err := f.AddDataValidation(s.Name, dv); err != nil {
			return err
		}
	}
	return nil
}
