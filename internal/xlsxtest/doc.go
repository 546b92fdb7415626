// Package xlsxtest helps the tests of the workbook layer (xlsx and the
// packages of its kinds) and of the command: it writes workbooks from
// templates' sheets, copies fixtures, scores a workbook with a kind as
// `scorebook score` does, reads back what scorebook writes (a text dump of
// the tool's sheets for golden files, a sheet's records, the parts of the
// zip), prints problems as a director reads them, and holds what the fuzz
// targets of the readers share.
//
// It knows no kind: a test passes the kind it means (pairs.Kind{}), so that
// the kinds' own tests can use it.
package xlsxtest
