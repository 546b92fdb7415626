package grading

import "github.com/scorebook/scorebook/xlsx"

// exports are the files a grading list is written as besides the
// workbook: a web page of the ranking, the games in order and the players'
// cards (the History sheet's charts have no place on it).
var exports = []xlsx.ExportTo[*scored]{
	xlsx.PageExport(outputs, func(sc *scored) string { return sc.page }, "Ranking", "Grading Log", "Player Cards", SheetResultsGrid),
	{Format: "croquetrecords", Write: writeCroquetRecords},
	{Format: "gcrankings", Write: writeGCRankings},
}

// Exports offers the grading list's exports (xlsx.Exporter).
func (sc *scored) Exports() map[string]xlsx.Export { return xlsx.Exports(exports, sc) }
