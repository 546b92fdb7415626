package xlsx

import (
	"archive/zip"
	"bytes"
	"fmt"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/xuri/excelize/v2"
)

// ownerName is the defined name, scoped to each sheet scorebook writes, by
// which a workbook records which sheets are the tool's. A sheet-scoped name
// travels with its sheet when the sheet is renamed, moved or the workbook is
// saved by Excel or LibreOffice (which renumber sheet ids), so a director's
// own sheet that takes the name of a tool sheet is still recognised as the
// director's, and a tool sheet stays the tool's.
const ownerName = guard.OwnerName

// OwnerName is the defined name that marks a sheet as scorebook's (see
// ownsSheet), for tests that read a workbook without this package.
const OwnerName = ownerName

// ownsSheet reports whether the named sheet is the tool's: it carries the
// tool's sheet-scoped name.
func (b *Book) ownsSheet(name string) bool {
	for _, d := range b.f.GetDefinedName() {
		if d.Name == ownerName && d.Scope == name {
			return true
		}
	}
	return false
}

// markCopyOf records in the workbook that it is a scored copy of the
// workbook at source (a zip on disk), or removes the record when source is
// "" (a workbook scored in place is the director's own).
func (b *Book) markCopyOf(source string) error {
	_ = b.f.DeleteDefinedName(&excelize.DefinedName{Name: guard.CopyName}) // an earlier mark, if any
	if source == "" {
		return nil
	}
	digest := "unreadable"
	if zr, err := zip.OpenReader(source); err == nil {
		digest = guard.DirectorDigest(&zr.Reader)
		zr.Close()
	}
	v := filepath.Base(source) + "|" + digest
	return b.f.SetDefinedName(&excelize.DefinedName{Name: guard.CopyName,
		RefersTo: `"` + strings.ReplaceAll(v, `"`, `""`) + `"`})
}

// markOwned records that the sheet is the tool's.
func (b *Book) markOwned(sheet string) error {
	if b.ownsSheet(sheet) {
		return nil
	}
	return b.f.SetDefinedName(&excelize.DefinedName{Name: ownerName, RefersTo: absRef(sheet, "$A$1"), Scope: sheet})
}

// absRef is a reference to a range of a sheet: 'Ranking'!$A$1.
func absRef(sheet, ref string) string {
	return "'" + strings.ReplaceAll(sheet, "'", "''") + "'!" + ref
}

// renameOwned finds the tool's sheet of an output written before in
// another language (a Dutch run's Uitslag, for an English run's Ranking):
// when the workbook has no sheet of the spec's name, but has a sheet of the
// tool's named as its Key is in any language, that sheet is renamed in
// place. Its part, and so its place among the tabs, stays; the director's
// sheets are not touched, and the sheet's own defined names (the tool's
// mark, its print titles and print area) follow it.
func (b *Book) renameOwned(spec report.Sheet) error {
	if spec.Key == "" {
		return nil
	}
	if _, ok := b.sheet(spec.Name); ok {
		return nil
	}
	for _, l := range lang.All {
		old, ok := b.sheet(report.In(l, spec.Key))
		if !ok || !b.ownsSheet(old) {
			continue
		}
		return b.renameSheet(old, spec.Name)
	}
	return nil
}

// renameSheet renames a tool sheet, and the references to it of the
// workbook's defined names.
func (b *Book) renameSheet(from, to string) error {
	// The references first, written as the tool writes them ('Ranking'!$A$1),
	// before excelize's own renaming finds them.
	if wb := b.f.WorkBook; wb != nil && wb.DefinedNames != nil {
		for i, d := range wb.DefinedNames.DefinedName {
			wb.DefinedNames.DefinedName[i].Data = renameRefs(d.Data, from, to)
		}
	}
	if err := b.f.SetSheetName(from, to); err != nil {
		return err
	}
	delete(b.sheets, fold(from))
	b.sheets[fold(to)] = to
	delete(b.sameNames, fold(from))
	b.sameNames[fold(to)] = []string{to}
	orig := from
	if o, ok := b.renamed[from]; ok {
		orig = o
		delete(b.renamed, from)
	}
	if b.renamed == nil {
		b.renamed = map[string]string{}
	}
	b.renamed[to] = orig
	if p, ok := b.toolParts[from]; ok {
		delete(b.toolParts, from)
		b.toolParts[to] = p
	}
	return nil
}

// renameRefs is a defined name's formula with its references to sheet from
// made references to sheet to: 'from'!$A$1 and from!$A$1 both become
// 'to'!$A$1.
func renameRefs(formula, from, to string) string {
	quoted := func(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'!" }
	formula = strings.ReplaceAll(formula, quoted(from), quoted(to))
	bare := regexp.MustCompile(`(^|[^A-Za-z0-9_.'!])` + regexp.QuoteMeta(from) + `!`)
	return bare.ReplaceAllString(formula, "${1}"+strings.ReplaceAll(quoted(to), "$", "$$"))
}

// prepareSheet makes an empty tool-owned sheet of the name: an existing one
// of the tool's is cleared in place; otherwise a new sheet is added.
func (b *Book) prepareSheet(name string) (string, error) {
	if existing, ok := b.sheet(name); ok {
		if !b.ownsSheet(existing) {
			return "", fmt.Errorf("%s is not scorebook's sheet", existing)
		}
		p, ok := b.partOf(existing)
		if !ok {
			return "", fmt.Errorf("cannot find the part of sheet %s", existing)
		}
		b.clearPart(p)
		b.toolParts[existing] = p
		if err := b.dropCalcChain(existing); err != nil {
			return "", err
		}
		return existing, nil
	}
	if err := b.checkNewSheetPart(); err != nil {
		return "", err
	}
	if _, err := b.f.NewSheet(name); err != nil {
		return "", err
	}
	b.sheets[fold(name)] = name
	b.toolParts[name] = newSheetPart(b.f)
	return name, b.markOwned(name)
}

// newSheetPart is the part excelize gave the sheet it added last: named
// after the highest sheet id (see checkNewSheetPart).
func newSheetPart(f *excelize.File) string {
	id := 0
	for _, s := range f.WorkBook.Sheets.Sheet {
		id = max(id, s.SheetID)
	}
	return fmt.Sprintf("xl/worksheets/sheet%d.xml", id)
}

// views says which sheet the saved workbook opens on: the first tool sheet
// written, the only one selected. Every worksheet part the workbook had is
// listed, for the tabSelected flag to come off the others.
func (b *Book) views() (*guard.Views, map[string]bool) {
	part, ok := b.toolParts[b.openOn]
	if !ok {
		return nil, nil
	}
	v := &guard.Views{Selected: part, ActiveTab: -1, Open: b.openOn}
	for i, s := range b.f.GetSheetList() {
		if s == b.openOn {
			v.ActiveTab = i
		}
	}
	if v.ActiveTab < 0 {
		return nil, nil
	}
	wbPath, list := guard.WorkbookSheets(b.part)
	v.Workbook = wbPath
	sheets := map[string]bool{}
	for _, s := range list {
		if p, ok := b.partOf(s.Name); ok {
			sheets[p] = true
		}
	}
	return v, sheets
}

const blankWorksheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
	`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
	`<dimension ref="A1"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetData/></worksheet>`

// partOf finds a sheet's worksheet part from the workbook and its
// relationships as they were in the file (the tool only clears sheets that
// were already there when it opened the file).
func (b *Book) partOf(sheet string) (string, bool) {
	if orig, ok := b.renamed[sheet]; ok {
		sheet = orig // its name in the file
	}
	wbPath, list := guard.WorkbookSheets(b.part)
	for _, s := range list {
		if s.Name != sheet {
			continue
		}
		for _, r := range b.rels(guard.RelsPath(wbPath)) {
			if r.ID == s.RID {
				return guard.Resolve(wbPath, r.Target), true
			}
		}
	}
	return "", false
}

func (b *Book) part(p string) []byte {
	if v, ok := b.f.Pkg.Load(p); ok {
		if data, ok := v.([]byte); ok {
			return data
		}
	}
	return nil
}

func (b *Book) rels(p string) []guard.Rel { return guard.ParseRels(b.part(p)) }

// clearPart empties a tool-owned worksheet part and removes what hangs from
// it (drawings, charts, tables), so that a re-run adds them afresh instead of
// piling them up.
func (b *Book) clearPart(p string) {
	var drop []string
	var walk func(part string, depth int)
	walk = func(part string, depth int) {
		if depth > 3 {
			return
		}
		rp := guard.RelsPath(part)
		for _, r := range b.rels(rp) {
			if r.Mode == "External" {
				continue
			}
			t := guard.Resolve(part, r.Target)
			if strings.HasPrefix(t, "xl/drawings/") || strings.HasPrefix(t, "xl/charts/") || strings.HasPrefix(t, "xl/tables/") {
				drop = append(drop, t)
				walk(t, depth+1)
			}
		}
		if b.part(rp) != nil {
			drop = append(drop, rp)
		}
	}
	walk(p, 0)
	for _, d := range drop {
		b.f.Pkg.Delete(d)
		b.f.Relationships.Delete(d)
		b.f.Drawings.Delete(d)
	}
	b.removeContentTypes(drop)
	b.f.Sheet.Delete(p)
	b.f.Pkg.Store(p, []byte(blankWorksheet))
}

var overrideRE = regexp.MustCompile(`<Override [^>]*PartName="([^"]+)"[^>]*/>`)

// removeContentTypes drops the content types of removed parts, from
// excelize's loaded copy or, when not loaded, from the part itself.
func (b *Book) removeContentTypes(parts []string) {
	gone := map[string]bool{}
	for _, p := range parts {
		gone["/"+p] = true
	}
	if ct := b.f.ContentTypes; ct != nil {
		kept := ct.Overrides[:0]
		for _, o := range ct.Overrides {
			if !gone[o.PartName] {
				kept = append(kept, o)
			}
		}
		ct.Overrides = kept
		return
	}
	data := b.part("[Content_Types].xml")
	if data == nil {
		return
	}
	out := overrideRE.ReplaceAllFunc(data, func(m []byte) []byte {
		if gone[string(overrideRE.FindSubmatch(m)[1])] {
			return nil
		}
		return m
	})
	if !bytes.Equal(out, data) {
		b.f.Pkg.Store("[Content_Types].xml", out)
	}
}

// checkNewSheetPart makes sure that the sheet excelize adds next gets a part
// of its own. excelize names the part after the highest sheet id plus one,
// without looking whether a sheet's part already has that name, which a
// workbook written by some programs may have: the new sheet would then
// replace that sheet.
func (b *Book) checkNewSheetPart() error {
	id := 0
	if b.f.WorkBook != nil {
		for _, s := range b.f.WorkBook.Sheets.Sheet {
			id = max(id, s.SheetID)
		}
	}
	part := fmt.Sprintf("xl/worksheets/sheet%d.xml", id+1)
	_, inPkg := b.f.Pkg.Load(part)
	_, loaded := b.f.Sheet.Load(part)
	if inPkg || loaded {
		return problem.New("open the workbook in Excel or LibreOffice and save it, then run scorebook again",
			"scorebook cannot add its sheets to this workbook without overwriting one of yours (its sheets are numbered unusually); nothing was written")
	}
	return nil
}

// calcChainPart is where a workbook keeps the order in which Excel last
// calculated its formulas.
const calcChainPart = guard.CalcChainPart

// dropCalcChain removes a cleared tool sheet's cells from the calculation
// chain: a formula a director added to the sheet is gone, and Excel offers
// to repair a workbook whose chain names a cell without a formula. When no
// cell is left, the chain goes, with its content type and its relationship
// from the workbook.
func (b *Book) dropCalcChain(sheet string) error {
	chain := b.f.CalcChain
	if chain == nil || b.f.WorkBook == nil {
		return nil
	}
	id := -1
	for _, s := range b.f.WorkBook.Sheets.Sheet {
		if s.Name == sheet {
			id = s.SheetID
		}
	}
	if id < 0 {
		return nil
	}
	// An entry without i is on the sheet of the entry before it: each kept
	// entry gets its sheet written out, as the one before may be gone. A
	// chain with no entry on the sheet is left as it was (written as the
	// file had it).
	current := 0
	on := false
	for _, c := range chain.C {
		if c.I != 0 {
			current = c.I
		}
		on = on || current == id
	}
	if !on {
		return nil
	}
	b.calcChainEdited = true
	kept := chain.C[:0]
	current = 0
	for _, c := range chain.C {
		if c.I != 0 {
			current = c.I
		}
		if current == id {
			continue
		}
		c.I = current
		kept = append(kept, c)
	}
	chain.C = kept
	if len(kept) > 0 {
		return nil
	}
	b.f.CalcChain = nil
	b.f.Pkg.Delete(calcChainPart)
	b.removeContentTypes([]string{calcChainPart})
	return b.dropRelationship("xl/_rels/workbook.xml.rels", "calcChain.xml")
}

var relationshipRE = regexp.MustCompile(`<Relationship\b[^>]*?Target="([^"]+)"[^>]*?(?:/>|>\s*</Relationship>)`)

// dropRelationship removes a part's relationships to a target whose name
// ends as given, from excelize's loaded copy or, when not loaded, from the
// part itself.
func (b *Book) dropRelationship(rels, target string) error {
	if v, ok := b.f.Relationships.Load(rels); ok && v != nil {
		// excelize's type is its own: its Relationships field is reached
		// by reflection.
		list := reflect.ValueOf(v).Elem().FieldByName("Relationships")
		if !list.IsValid() || !list.CanSet() {
			return fmt.Errorf("cannot edit the workbook's relationships")
		}
		out := reflect.MakeSlice(list.Type(), 0, list.Len())
		for i := 0; i < list.Len(); i++ {
			if !strings.HasSuffix(list.Index(i).FieldByName("Target").String(), target) {
				out = reflect.Append(out, list.Index(i))
			}
		}
		list.Set(out)
		return nil
	}
	data := b.part(rels)
	if data == nil {
		return nil
	}
	out := relationshipRE.ReplaceAllFunc(data, func(m []byte) []byte {
		if strings.HasSuffix(string(relationshipRE.FindSubmatch(m)[1]), target) {
			return nil
		}
		return m
	})
	if !bytes.Equal(out, data) {
		b.f.Pkg.Store(rels, out)
	}
	return nil
}
