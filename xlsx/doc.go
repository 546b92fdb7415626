// Package xlsx is the only part of scorebook that knows about workbooks. It
// sniffs and opens a file (refusing one that is not an Excel workbook, is
// damaged, or is too large to open safely: see sniff.go and sheetscan.go),
// refuses one that is open in Excel or LibreOffice,
// reads the director's sheets by their headers into the engine's types
// (every problem carrying its sheet and cell), writes the tool-owned results
// sheets, and saves the workbook atomically.
//
// What the results sheets hold is described apart, in internal/report
// (columns, rows and report blocks), and rendered here into the workbook, as
// internal/webpage renders the same sheets into a web page: xlsx is the
// workbook renderer, and the only one that knows about workbooks (a sheet's
// Before, given the Book as a report.Drawer, adds its charts).
//
// The director's own worksheets are never loaded for editing: they are read
// with excelize's streaming row iterator, so excelize writes their parts back
// exactly as they were. Each tool sheet carries a name scoped to it
// (scorebook_sheet), which travels with the sheet through renames, moves and
// saves by other programs; a sheet of a tool sheet's name without it is the
// director's and is never overwritten. On a re-run the tool's sheets are cleared and refilled in
// place, never deleted, because deleting a sheet makes excelize rewrite every
// sheet whose references it adjusts.
package xlsx
