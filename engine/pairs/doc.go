// Package pairs scores a pairs event: each board's results are compared with
// the other results on the board (matchpoints, Ascherman, Norwegian,
// cross-IMPs, Butler, Bastille or total points), adjusted and weighted scores
// are applied, boards with fewer results are factored up by Neuberg's formula,
// and the pairs are ranked in one field (Howell) or two (Mitchell), per session
// and over the whole event.
//
// The package is pure: it takes an Event filled in by the workbook reader
// (xlsx/pairs) and returns a Result that the workbook writer prints, with
// every problem, errors and warnings together: the Pairs sheet's, each
// row's (its pairs, its score settled by bridge.TravellerLine), and the
// event's (who met whom, the fields, the sessions; rows that give their
// Round and Table against the movement, the Movement sheet's or the one the
// rows imply). A row with one pair and nobody against it is a sit-out,
// never a result on the board (the Sit-out setting says whether the pair
// scores on it); a pair named Phantom plays but is never ranked. Nothing here reads files,
// logs or rounds a number for display; every number keeps full precision.
//
// The definitions follow the workbook contract (WORKBOOK.md). For a board with
// n real results, a result with k results lower and m equal (itself included)
// scores:
//
//	European matchpoints  2k+m−1 on a top of 2(n−1)
//	American matchpoints  k+(m−1)/2 on a top of n−1
//	Ascherman             (2k+m)·N/n on a top of 2N
//	Norwegian             (2k+m−n)·N/n on a top of N
//
// where N is the largest number of scored rows on any board of the session.
// With Neuberg on, a matchpoint board with fewer than N results is factored to
// N: (S+1)·N/n−1 (American (S+½)·N/n−½) on a top of 2(N−1) (N−1).
package pairs
