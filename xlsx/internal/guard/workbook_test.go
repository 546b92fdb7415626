package guard

import (
	"strings"
	"testing"
)

// The ends of an XML part whose root declares more namespaces than the
// first bytes kept hold: Google Sheets writes an empty drawing so, its root
// closing itself after some 1,100 bytes of declarations (exceljs's
// spec/integration/data/google-sheets.xlsx, xl/drawings/drawing1.xml, has a
// declaration ending in a carriage return, then such a root).
func TestXMLEndsLongRoot(t *testing.T) {
	decls := ""
	for i := 0; i < 30; i++ {
		decls += ` xmlns:n` + strings.Repeat("x", i%3) + string(rune('a'+i%26)) + `="http://schemas.example.com/drawing/2016/` + strings.Repeat("n", i) + `"`
	}
	root := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\r" + `<xdr:wsDr` + decls
	for _, tt := range []struct {
		name, part string
		whole      bool
	}{
		{"self-closed", root + `/>`, true},
		{"self-closed, written in small pieces", root + `/>`, true},
		{"with content", root + `><xdr:oneCellAnchor/></xdr:wsDr>`, true},
		{"cut in the root's tag", root[:len(root)-40], false},
		{"cut in the content", root + `><xdr:oneCellAnchor/>`, false},
	} {
		var e xmlEnds
		step := len(tt.part)
		if strings.Contains(tt.name, "small pieces") {
			step = 100
		}
		for p := tt.part; len(p) > 0; {
			k := min(step, len(p))
			e.Write([]byte(p[:k]))
			p = p[k:]
		}
		if got := e.complete(); got != tt.whole {
			t.Errorf("%s (%d bytes): complete %v, want %v", tt.name, len(tt.part), got, tt.whole)
		}
	}
}

func TestMergeWorkbook(t *testing.T) {
	const main = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`
	// The file's part: a protection with its legacy password, an Excel 4
	// macro name, a print area scoped to the second sheet.
	orig := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
		`<workbook ` + main + `><workbookPr codeName="ThisWorkbook" defaultThemeVersion="124226"/>` +
		`<workbookProtection workbookPassword="CBEB" lockStructure="1"/>` +
		`<bookViews><workbookView xWindow="240" firstSheet="1" activeTab="1"/></bookViews>` +
		`<sheets><sheet name="Pairs" sheetId="1" r:id="rId1"/><sheet name="Results" sheetId="2" r:id="rId2"/></sheets>` +
		`<definedNames><definedName name="Auto_Open" xlm="1" hidden="1">Macro1!$A$1</definedName>` +
		`<definedName name="_xlnm.Print_Area" localSheetId="1">Results!$A$1:$F$20</definedName></definedNames>` +
		`<calcPr calcId="145621"/></workbook>`
	// What excelize writes after adding Ranking: the protection's password
	// and the name's xlm lost, a name of scorebook's added.
	out := `<workbook ` + main + `><workbookPr codeName="ThisWorkbook"/><workbookProtection lockStructure="true"/>` +
		`<bookViews><workbookView xWindow="240" activeTab="1"/></bookViews>` +
		`<sheets><sheet name="Pairs" sheetId="1" r:id="rId1"/><sheet name="Results" sheetId="2" r:id="rId2"/><sheet name="Ranking" sheetId="3" r:id="rId9"/></sheets>` +
		`<definedNames><definedName name="Auto_Open" hidden="true" xlm="0">Macro1!$A$1</definedName>` +
		`<definedName name="_xlnm.Print_Area" localSheetId="1">Results!$A$1:$F$20</definedName>` +
		`<definedName name="scorebook_sheet" localSheetId="2">&apos;Ranking&apos;!$A$1</definedName></definedNames>` +
		`<calcPr calcId="145621"/></workbook>`
	got, pos := MergeWorkbook([]byte(orig), []byte(out), []string{"Ranking"})
	want := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
		`<workbook ` + main + `><workbookPr codeName="ThisWorkbook" defaultThemeVersion="124226"/>` +
		`<workbookProtection workbookPassword="CBEB" lockStructure="1"/>` +
		`<bookViews><workbookView xWindow="240" firstSheet="1" activeTab="1"/></bookViews>` +
		`<sheets><sheet name="Ranking" sheetId="3" r:id="rId9"/><sheet name="Pairs" sheetId="1" r:id="rId1"/><sheet name="Results" sheetId="2" r:id="rId2"/></sheets>` +
		`<definedNames><definedName name="Auto_Open" xlm="1" hidden="1">Macro1!$A$1</definedName>` +
		`<definedName name="_xlnm.Print_Area" localSheetId="2">Results!$A$1:$F$20</definedName>` +
		`<definedName name="scorebook_sheet" localSheetId="0">&#39;Ranking&#39;!$A$1</definedName></definedNames>` +
		`<calcPr calcId="145621"/></workbook>`
	if string(got) != want {
		t.Errorf("merged:\n%s\nwant:\n%s", got, want)
	}
	if pos["Ranking"] != 0 || pos["Pairs"] != 1 || pos["Results"] != 2 {
		t.Errorf("positions %v", pos)
	}
	// The active tab set on the merged part: the first tab shown goes, so
	// that Ranking is in sight.
	if v := string(setActiveTab(got, pos["Ranking"])); !strings.Contains(v, `<workbookView xWindow="240"/>`) {
		t.Errorf("active tab: %s", v)
	}
}

// A part whose main namespace has a prefix (Hancell writes x:workbook) and
// whose sheets declare the relationships' namespace themselves (openpyxl's
// way), without defined names: the new sheet and the new name are written
// with the part's prefix, declaring r where the root does not.
func TestMergeWorkbookPrefixed(t *testing.T) {
	orig := `<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
		`<x:sheets><x:sheet xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" name="Sheet2" sheetId="1" r:id="R1"/></x:sheets>` +
		`<x:calcPr/></x:workbook>`
	out := `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
		`<sheets><sheet name="Sheet2" sheetId="1" r:id="R1"/><sheet name="A&amp;B" sheetId="2" r:id="rId3"/></sheets>` +
		`<definedNames><definedName name="scorebook_sheet" localSheetId="1">'A&amp;B'!$A$1</definedName></definedNames><calcPr/></workbook>`
	got, _ := MergeWorkbook([]byte(orig), []byte(out), []string{"A&B"})
	want := `<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
		`<x:sheets><x:sheet name="A&amp;B" sheetId="2" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rId3"/>` +
		`<x:sheet xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" name="Sheet2" sheetId="1" r:id="R1"/></x:sheets>` +
		`<x:definedNames><x:definedName name="scorebook_sheet" localSheetId="0">&#39;A&amp;B&#39;!$A$1</x:definedName></x:definedNames>` +
		`<x:calcPr/></x:workbook>`
	if string(got) != want {
		t.Errorf("merged:\n%s\nwant:\n%s", got, want)
	}
}

// Google Sheets writes an empty <definedNames/>: scorebook's names go in it.
func TestMergeWorkbookEmptyNames(t *testing.T) {
	const ns = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`
	orig := `<workbook ` + ns + `><workbookPr/><sheets><sheet state="visible" name="Sheet1" sheetId="1" r:id="rId4"/></sheets><definedNames/><calcPr/></workbook>`
	out := `<workbook ` + ns + `><sheets><sheet name="Sheet1" sheetId="1" r:id="rId4"/><sheet name="Ranking" sheetId="2" r:id="rId5"/></sheets>` +
		`<definedNames><definedName name="scorebook_sheet" localSheetId="1">Ranking!$A$1</definedName></definedNames></workbook>`
	got, _ := MergeWorkbook([]byte(orig), []byte(out), []string{"Ranking"})
	want := `<workbook ` + ns + `><workbookPr/><sheets><sheet name="Ranking" sheetId="2" r:id="rId5"/><sheet state="visible" name="Sheet1" sheetId="1" r:id="rId4"/></sheets>` +
		`<definedNames><definedName name="scorebook_sheet" localSheetId="0">Ranking!$A$1</definedName></definedNames><calcPr/></workbook>`
	if string(got) != want {
		t.Errorf("merged:\n%s\nwant:\n%s", got, want)
	}
}
