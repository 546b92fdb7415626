// Package individual scores individual events: every player changes
// partner, each board is scored as in a pairs event (NS against NS, EW
// against EW), and each player takes the score of their side on every board
// they played. It also holds the individual movements.
//
// # Movements
//
// Lookup (by players) and ForTables (by tables) give the movement offered;
// Offered lists them all:
//
//	players  tables  movement             rounds  boards a round  boards  boards move
//	      8       2  complete individual       7               3      21  both tables play the round's set, passing it across
//	     12       3  complete individual      11               2      22  barometer: a copy of the round's set at each table
//	     16       4  complete individual      15               2      30  barometer: a copy of the round's set at each table
//	     20       5  Rainbow                   5               4      20  down one table
//	     28       7  Rainbow                   7               3      21  down one table
//	     44      11  Rainbow                  11               2      22  down one table
//	     52      13  Rainbow                  13               2      26  down one table
//
// WithBoards changes the boards a round. The complete individuals
// (Complete) are transcribed from the Versloot collection of individual
// movements in github.com/hansvanstaveren/movements (08BH07, 12BH11,
// 16BH15): every player partners every other player once and meets every
// other player twice as an opponent; the highest-numbered player sits
// North at table 1 throughout. The Rainbow (Rainbow) is Baron Barclay's
// (http://www.baronbarclay.com/rainbow.html), the EBU's "Prime Number"
// movement: North stays, the boards move down one table, South up one,
// East up two and West down two; players are numbered North t, South
// tables+t, East 2·tables+t and West 3·tables+t at table t, and each
// meets every player of the other three lines once (partnering the
// players of the line opposite) and none of his own.
//
// Movement.Check checks a Results row against the movement (the round and
// table exist, the four players are the ones seated there, the board is
// the table's), and Movement.Missing lists the boards of the movement no
// row gives and the rows that give a board twice; both say their problems
// as package problem does, placed on the Results sheet.
package individual
