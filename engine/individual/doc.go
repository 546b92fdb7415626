// Package individual scores individual events: every player changes
// partner, each board is scored as in a pairs event (NS against NS, EW
// against EW), and each player takes the score of their side on every board
// they played. It also holds the individual movements.
package individual
