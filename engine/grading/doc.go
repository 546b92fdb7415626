// Package grading keeps croquet grades for 26-point Advanced Singles games,
// by one of two systems of Louis Nel's: the Index/Grade system he described
// in December 2001 (the default), or Dynamic Grading as he defined it in
// "Improved Dynamic Grading" (April 2013), the Setting System DG.
//
// Under the Index/Grade system every player has an Index, which moves after
// every game, and a Grade, a steadier figure that follows the Index. Under
// DG every player has one grade. Players are ranked by Grade.
//
// # After each game, Index/Grade
//
// With D = the winner's Index − the loser's Index before the game, the winner's
// Index rises and the loser's falls by the Adjustment
//
//	A(D) = 50 / (1 + 10^(D/500))
//
// multiplied by 1.2 for a Class 1 event (prestigious, such as the British
// Open) or by 0.8 for a Class 3 event (consolation or plate); Class 2 is a
// normal event. The official computation (Precision Official, the default)
// keeps the adjustment, and so every Index and Grade, unrounded from game to
// game: "actual computer calculations of adjustments are based on the
// formula" and only "when published, the calculated value is rounded" (seed
// 002, remark (a)). Precision Table rounds each adjustment to a whole number
// (halves away from zero), as the adjustment table, which is exactly this
// formula rounded, and carries the rounded Index forward: the figures of a
// club that grades by hand from the table.
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
// # After each game, DG
//
// The loser's win probability before the game is
//
//	LPW = 1 / (1 + 10^((winner's grade − loser's grade)/500))
//
// and the winner's grade rises by M × LPW and the loser's falls by M × LPW,
// each with their own modulator M, so a game need not be zero-sum. M is 24
// for a player's first 34 games; from the 35th on it is min(37.7, 9.56 +
// 0.58 × RSD), RSD the population standard deviation of the player's 35
// most recent grades before the game (the start grade counting as one).
// Every constant is a setting (DGConstants). Class factors are not applied.
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
