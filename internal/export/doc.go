// Package export holds what the export formats of scored bridge events
// share, whatever the kind of event: USEBIO 1.2's element set, its
// notations and how a document is written (usebio.go), and a PBN 2.1
// results game's tags, notations and tables (pbn.go). What goes in them is
// each kind's own business: xlsx/pairs and xlsx/teams fill them from their
// scored events (their export.go).
//
// USEBIO follows the element set that real files written by club scoring
// programs have (Compscore3's BUTLER_PAIRS and CROSS_IMP files, as stored in
// abftech/cobalt's tests) and that the EBU's importers accept; the DTD
// itself (usebio_v1_2.dtd) could not be obtained, so the order and optional
// elements follow those files. PBN follows the standard 2.1 and the results
// files Magic Contest writes (internal/pbn/testdata/magic.pbn).
//
// Everything here is pure: values in, bytes out.
package export
