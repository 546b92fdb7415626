package grading

// The sheets a problem can point at. Row is the source row given in
// Game.Row or Player.Row, 0 for a setting on the Grading sheet; Column is
// the logical column ("Date", "Winner", "Loser", "Class" on Games; "Player",
// "Index", "Grade" on Players; the setting's name on Grading).
const (
	SheetGames   = "Games"
	SheetPlayers = "Players"
	SheetGrading = "Grading"
	// SheetHandicaps is the sheet of the AHS cards a run writes.
	SheetHandicaps = "Handicaps"
)
