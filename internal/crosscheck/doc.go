// Package crosscheck is an independent check of scorebook's pairs scoring.
//
// Its tests hold a second implementation of the pairs rules of WORKBOOK.md
// (the oracle, written from the contract alone: every result compared with
// every other, exact rational arithmetic), a generator of random events, and
// a test that writes each event as a workbook, scores it with the scorebook
// command, reads the Ranking, Travellers and Scorecards sheets back and
// compares every number with the oracle to two decimals.
//
//	go test ./internal/crosscheck                       # the default run
//	go test ./internal/crosscheck -crosscheck.n=2000    # a longer one
//	CROSSCHECK_N=2000 go test ./internal/crosscheck     # the same
//
// Some workbooks are re-saved by LibreOffice (soffice) before scoring; those
// are skipped when soffice is absent, unless SCOREBOOK_REQUIRE_LIBREOFFICE=1.
//
// Other knobs: CROSSCHECK_SEED=n starts the seeds elsewhere (runs are
// deterministic for a seed), CROSSCHECK_KEEP=dir keeps the workbooks that
// disagree, CROSSCHECK_SHOW=n shows more differences per workbook.
//
// The TestHand… tests are small events worked by hand; a known discrepancy
// between scorebook and WORKBOOK.md is a failing (or, where the contract
// needs a decision, skipped) TestHand… test with the case in its comment.
//
// The package has no code outside its tests but deps.go.
//
// The tests run the scorebook binary, built from ./cmd/scorebook; go test
// caches a test's result by what its binary links, so the binary links the
// packages scorebook is built from (see deps.go) and a change to any of them
// runs the cross-check again.
package crosscheck
