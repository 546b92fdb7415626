package grading

import "github.com/scorebook/scorebook/engine/problem"

// The sheets a Problem can point at.
const (
	SheetGames   = "Games"
	SheetPlayers = "Players"
	SheetGrading = "Grading"
)

// A Problem is something wrong with the input that stops the run. The
// workbook layer turns Sheet, Row and Column into a cell (Games!C17). Row is
// the source row given in Game.Row or Player.Row, 0 for a setting on the
// Grading sheet; Column is the logical column ("Date", "Winner", "Loser",
// "Class" on Games; "Player", "Index", "Grade" on Players; the setting's
// name on Grading).
type Problem = problem.Problem

// Problems is every Problem found in one pass, in order: settings, then
// players and games in the order given. Replay returns it as its error.
type Problems = problem.List
