package bridge

import "fmt"

// vulnerable lists, for boards 1 to 16, whether North-South and East-West
// are vulnerable (Law 2): None, NS, EW, All, NS, EW, All, None, EW, All,
// None, NS, All, None, NS, EW.
var vulnerable = [16][2]bool{
	{false, false}, {true, false}, {false, true}, {true, true},
	{true, false}, {false, true}, {true, true}, {false, false},
	{false, true}, {true, true}, {false, false}, {true, false},
	{true, true}, {false, false}, {true, false}, {false, true},
}

// Vulnerability returns whether North-South and East-West are vulnerable on
// a board, following Law 2. The pattern of boards 1–16 repeats: board 17 is
// like board 1, board 33 like board 1 again. Board numbers start at 1;
// Vulnerability panics on a board number below 1.
func Vulnerability(board int) (ns, ew bool) {
	v := vulnerable[boardIndex(board)%16]
	return v[0], v[1]
}

// Dealer returns the dealer of a board (Law 2): North deals board 1, East
// board 2, South board 3, West board 4, and so round again. Dealer panics
// on a board number below 1.
func Dealer(board int) Seat {
	return Seat(boardIndex(board) % 4)
}

func boardIndex(board int) int {
	if board < 1 {
		panic(fmt.Sprintf("bridge: board %d: board numbers start at 1", board))
	}
	return board - 1
}
