// Package webpage renders scorebook's results as one self-contained web
// page, from the same report sheets (internal/report) the workbook
// renderer (xlsx) writes into the workbook: the command's --html.
package webpage
