// Package movement makes the pairs movements a director runs a session by
// (who plays whom, at which table, on which boards, round by round) and
// checks the rows of a Results sheet against one.
//
// Movements:
//   - Mitchell: NS stationary, EW up one table, boards down one; an odd
//     number of tables. MitchellSkip and MitchellRelay are the two ways of
//     playing an even number of tables: the EW pairs skip a table after
//     half the rounds, or a bye stand between tables N/2 and N/2+1 with
//     tables 1 and N sharing boards. ArrowSwitch makes any of them one field.
//   - Howell: complete Howells for 4 to 14 pairs (2 to 7 tables), from
//     published tables (see howellTables for whose).
//
// Every generator takes a number of rounds; 0 is the full movement, fewer
// stop it early, as clubs often do. Make builds one from what the command
// line asks for (tables or pairs, rounds, boards per round, an arrow
// switch); WithPhantom empties a pair's seat, for a Mitchell of an odd
// number of pairs.
//
// Pair numbers: in a Mitchell the NS pairs are 1 to T and the EW pairs 1 to
// T, two fields told apart by Direction. Arrow-switched, the Mitchell is one
// field: NS pair t stays t and EW pair e becomes T+e. In a Howell the pairs
// are 1 to P, one field, and with an odd number of pairs the missing pair
// P+1 is a phantom whose opponents sit out. A Seat with nobody (Number 0) on
// one side is a sit-out.
//
// Board set s holds boards (s−1)·B+1 to s·B, B the boards per round.
//
// Check compares typed rows with a movement; Infer gives the movement rows
// imply when there is none; FromEntries reads the movement back from the
// rows of a Movement sheet's cards; Balance measures how evenly the movement sets
// every pair against every other; TableCards and GuideCards are the cards
// the workbook prints.
//
// The package is pure: no files, no workbooks, no logging.
package movement
