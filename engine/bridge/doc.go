// Package bridge holds the rules of the game that every bridge scoring method
// starts from: what a contract is and how a director writes it on a traveller,
// who declared, how many tricks were taken, what the board is worth under
// Law 77, which side is vulnerable and who deals on each board (Law 2), and
// the two scales that turn a difference in score into International Match
// Points: the WBF IMP scale and the Bastille linear scale.
//
// A contract is written as on a traveller: 4S, 3NT, 5DX, 6HXX, or Pass for a
// board that is passed out. Suit symbols (4♠) and lower case are accepted too.
// A result is written the usual way (=, +1, -2) or as the number of tricks
// the declarer took (10). Scores are from North-South's point of view unless a
// function says otherwise: a North-South score of -620 means East-West bid and
// made a vulnerable 4♥ or 4♠.
//
// A traveller line (TravellerLine) is one table's result on a board as the
// scorer typed it: the Score cell (a table score, an artificial adjusted
// score, a weighted score or NP) and the contract, declarer and result when
// given. ReadTravellerLine reads its cells and Settle checks it against the
// board, for pairs and teams events alike.
//
// Everything here is pure: no files, no workbooks, no logging. The parse
// functions return a *problem.Problem without a place, whose message names
// the bad value and whose hint says what would be accepted, ready to show
// to a director.
package bridge
