// Package grading keeps croquet Indices and Grades for 26-point Advanced
// Singles games, following the system Louis Nel described in December 2001.
//
// Every player has an Index, which moves after every game, and a Grade, a
// steadier figure that follows the Index. Players are ranked by Grade.
//
// # After each game
//
// With D = the winner's Index − the loser's Index before the game, the winner's
// Index rises and the loser's falls by the Adjustment
//
//	A(D) = 50 / (1 + 10^(D/500))
//
// multiplied by 1.2 for a Class 1 event (prestigious, such as the British
// Open) or by 0.8 for a Class 3 event (consolation or plate) before it is
// rounded to a whole number; Class 2 is a normal event. Rounding is to the
// nearest whole number, halves away from zero. The published adjustment table
// is exactly this formula rounded. With Precision Exact the adjustment is not
// rounded at all (the "internal index" view).
//
// Then each player's Grade moves towards the new Index:
//
//	New Grade = S% of the old Grade + (100 − S)% of the new Index
//
// where the stabilisation percentage S is 90 for a Grade of 2000 or less and
// 80 + (Grade − 1000)/100 above that, but never more than 97 (a Grade of 2400
// gives S = 94). S is worked out from the Grade before the game and is not
// rounded. Grades are kept at full precision; only the printed sheets show
// them as whole numbers.
//
// # The monthly run
//
// Every run starts again from the starting Index and Grade the ranking officer
// entered for each player and replays every game in date order; games played
// on the same date are taken in the order of the Games sheet. A corrected or
// late game is therefore simply typed in (anywhere on the sheet) and the run
// repeated: everything after it is worked out again.
//
// Games dated after the As of date are not played; As of defaults to the date
// of the latest game. A player is eligible for the ranking list after at least
// Minimum games (10) games in the Window months (12) ending at As of: a game
// dated d counts when AsOf − Window months < d ≤ AsOf. Months are calendar
// months as Go's time.AddDate counts them, so one month before 31 March is
// "31 February", which AddDate turns into 3 March (2 March in a leap year).
//
// Eligible players are ranked by Grade, highest first. Players whose Grades
// are equal when rounded to whole numbers share a rank, shown as "3=", and are
// listed by name. Change is the Grade at As of less the Grade after all games
// dated on or before As of less one month; a player with no games in that
// month has a Change of 0.
//
// Only the calendar date of a game counts, not the time of day.
//
// This package does no file or workbook work: the workbook layer
// (xlsx/grading) fills the Event from the Players and Games sheets (every
// game, of every type: Replay leaves out the games Graded refuses) and hands
// the Grading sheet's rows to ParseSettings, calls Replay, and prints the
// Result (Ranking, Grading Log and history) and the problems, each placed
// at its cell.
package grading
