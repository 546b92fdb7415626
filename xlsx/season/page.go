package season

import (
	"bytes"
	"io"

	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/internal/durable"
	"github.com/scorebook/scorebook/internal/export"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/webpage"
)

// Page is the season as a web page: the very sheets the season workbook
// gets, the competitions' and the Season Cards, one section each.
func Page(res *season.Result, l lang.Lang, title string) ([]byte, error) {
	var b bytes.Buffer
	err := webpage.Write(&b, webpage.Page{Title: title, Sheets: Sheets(res, l, title), Lang: l,
		Generator: export.ProgramName + " " + export.ProgramVersion()})
	return b.Bytes(), err
}

// WriteFile writes a page durably: beside its target first, then renamed
// over it.
func WriteFile(path string, data []byte) error {
	return durable.Write(path, durable.Options{Mode: 0o644}, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
