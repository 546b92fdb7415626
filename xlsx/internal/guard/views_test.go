package guard

import (
	"bytes"
	"strings"
	"testing"
)

func TestSelectTab(t *testing.T) {
	for _, tc := range []struct {
		head     string
		selected bool
		want     string
	}{
		// A director's sheet that was selected loses the flag, and nothing else.
		{`<sheetViews><sheetView tabSelected="1" workbookViewId="0"><selection activeCell="B2"/></sheetView></sheetViews>`, false,
			`<sheetViews><sheetView workbookViewId="0"><selection activeCell="B2"/></sheetView></sheetViews>`},
		// One that was not comes back byte for byte.
		{`<sheetViews><sheetView  workbookViewId="0" zoomScale="90"/></sheetViews>`, false,
			`<sheetViews><sheetView  workbookViewId="0" zoomScale="90"/></sheetViews>`},
		// The selected sheet gets it on its first view only.
		{`<sheetViews><sheetView workbookViewId="0"/><sheetView tabSelected="true" workbookViewId="1"/></sheetViews>`, true,
			`<sheetViews><sheetView tabSelected="1" workbookViewId="0"/><sheetView workbookViewId="1"/></sheetViews>`},
		{`<x:sheetViews><x:sheetView tabSelected='1' workbookViewId="0"></x:sheetView></x:sheetViews>`, false,
			`<x:sheetViews><x:sheetView workbookViewId="0"></x:sheetView></x:sheetViews>`},
		{`<sheetViews><sheetView/></sheetViews>`, true, `<sheetViews><sheetView tabSelected="1"/></sheetViews>`},
	} {
		if got := string(selectTab([]byte(tc.head), tc.selected)); got != tc.want {
			t.Errorf("selectTab(%s, %v)\n got %s\nwant %s", tc.head, tc.selected, got, tc.want)
		}
	}
}

func TestSetActiveTab(t *testing.T) {
	for _, tc := range []struct {
		wb   string
		tab  int
		want string
	}{
		{`<workbook><bookViews><workbookView xWindow="0" activeTab="2" windowWidth="9"/></bookViews><sheets/></workbook>`, 4,
			`<workbook><bookViews><workbookView activeTab="4" xWindow="0" windowWidth="9"/></bookViews><sheets/></workbook>`},
		{`<workbook><bookViews><workbookView activeTab="2"></workbookView></bookViews><sheets/></workbook>`, 0,
			`<workbook><bookViews><workbookView></workbookView></bookViews><sheets/></workbook>`},
		{`<workbook><workbookPr/><sheets><sheet name="A"/></sheets></workbook>`, 3,
			`<workbook><workbookPr/><bookViews><workbookView activeTab="3"/></bookViews><sheets><sheet name="A"/></sheets></workbook>`},
	} {
		if got := string(setActiveTab([]byte(tc.wb), tc.tab)); got != tc.want {
			t.Errorf("setActiveTab(%s, %d)\n got %s\nwant %s", tc.wb, tc.tab, got, tc.want)
		}
	}
}

// The head editor edits only the part's head, however the part is written.
func TestHeadEditor(t *testing.T) {
	part := `<worksheet><sheetViews><sheetView tabSelected="1" workbookViewId="0"/></sheetViews><sheetData>` +
		strings.Repeat(`<row r="1"><c r="A1"><v>tabSelected="1"</v></c></row>`, 1000) + `</sheetData></worksheet>`
	want := strings.Replace(part, ` tabSelected="1"`, "", 1)
	for _, chunk := range []int{1, 7, 100, len(part)} {
		var out bytes.Buffer
		h := &headEditor{w: &out, edit: func(b []byte) []byte { return selectTab(b, false) }}
		for i := 0; i < len(part); i += chunk {
			h.Write([]byte(part[i:min(i+chunk, len(part))]))
		}
		h.finish()
		if out.String() != want {
			t.Errorf("chunks of %d: the part changed beyond its head", chunk)
		}
	}
}
