package kinds

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// A formula a director added to a tool sheet leaves its cell in the
// calculation chain; when the sheet is refilled, the chain must not name
// it, or Excel offers to repair the file (issue 17 item 15). A chain left
// empty goes, with its content type and relationship.
func TestCalcChainOfRefilledSheet(t *testing.T) {
	dir := t.TempDir()
	src := xlsxtest.CopyTo(t, filepath.Join("..", "..", "samples", "club-night.xlsx"), dir)
	xlsxtest.Score(t, pairs.Kind{}, src, "")
	// The scored workbook's sheet ids: Event 1, Pairs 2, Results 3, then
	// the tool's sheets, Ranking first.
	ranking := sheetID(t, xlsxtest.ReadZip(t, src)["xl/workbook.xml"], "Ranking")
	withChain := func(name, entries string) string {
		return rezip(t, src, name, func(p *part) {
			switch p.name {
			case "[Content_Types].xml":
				p.data = bytes.Replace(p.data, []byte("</Types>"),
					[]byte(`<Override PartName="/xl/calcChain.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.calcChain+xml"/></Types>`), 1)
			case "xl/_rels/workbook.xml.rels":
				p.data = bytes.Replace(p.data, []byte("</Relationships>"),
					[]byte(`<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/calcChain" Target="calcChain.xml"/></Relationships>`), 1)
			}
		}, part{name: "xl/calcChain.xml", data: []byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<calcChain xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` + entries + `</calcChain>`)})
	}

	// The director's formula on Pairs stays in the chain; the two on
	// Ranking (the second without i: on the sheet of the one before) go.
	path := withChain("mixed.xlsx", `<c r="J2" i="`+ranking+`"/><c r="J3"/><c r="D2" i="2"/>`)
	xlsxtest.Score(t, pairs.Kind{}, path, "")
	parts := xlsxtest.ReadZip(t, path)
	chain := string(parts["xl/calcChain.xml"])
	if !strings.Contains(chain, `r="D2" i="2"`) || strings.Contains(chain, `"J2"`) || strings.Contains(chain, `"J3"`) {
		t.Errorf("calcChain after the refill: %s", chain)
	}

	// Only Ranking's formulas: the chain goes.
	path = withChain("ranking.xlsx", `<c r="J2" i="`+ranking+`"/><c r="J3"/>`)
	xlsxtest.Score(t, pairs.Kind{}, path, "")
	parts = xlsxtest.ReadZip(t, path)
	if _, ok := parts["xl/calcChain.xml"]; ok {
		t.Errorf("an empty calcChain is kept: %s", parts["xl/calcChain.xml"])
	}
	for _, p := range []string{"[Content_Types].xml", "xl/_rels/workbook.xml.rels"} {
		if bytes.Contains(parts[p], []byte("calcChain")) {
			t.Errorf("%s still names the calcChain: %s", p, parts[p])
		}
	}
}

func sheetID(t *testing.T, workbook []byte, name string) string {
	t.Helper()
	m := regexp.MustCompile(`<sheet name="` + name + `" sheetId="(\d+)"`).FindSubmatch(workbook)
	if m == nil {
		t.Fatalf("no sheet %s in %s", name, workbook)
	}
	return string(m[1])
}
