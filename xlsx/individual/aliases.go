package individual

import (
	engine "github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// The names an individual event's sheets and headers go by: the contract's
// (docs/WORKBOOK.md), then the other spellings accepted. The Event and
// Results sheets are a pairs event's (xlsx/pairs declares their other
// names); the board columns are the pairs' too.

var _ = xlsx.SheetAliases(engine.SheetPlayers, "Spelers", "Joueurs", "Spieler")

var (
	playersColumns = []xlsx.Column{
		{Name: "Player", Aliases: []string{"Player no", "Number", "No", "Nr", "Speler", "Joueur", "Spieler"}, Required: true},
		{Name: "Name", Aliases: []string{"Player name", "Naam", "Nom", "Navn"}, Required: true},
		{Name: "Club", Aliases: []string{"Vereniging", "Verein", "Klubb"}},
		{Name: "Player ID", Aliases: []string{"ID", "Member number", "Federation number", "Bondsnummer", "Licence", "Mitgliedsnummer", "MemberID"}},
	}
	// seatColumns are the four seats' player numbers, named in full: the
	// letters alone would clash between languages (O is East in Dutch and
	// West in French), so only the unambiguous ones are aliases.
	seatColumns = []xlsx.Column{
		{Name: "North", Aliases: []string{"N"}, Required: true},
		{Name: "South", Aliases: []string{"S", "Z"}, Required: true},
		{Name: "East", Aliases: []string{"E", "Ø"}, Required: true},
		{Name: "West", Aliases: []string{"W", "V"}, Required: true},
	}
	// resultsColumns: where the board was played, the board, the four
	// players, then how it went, as a pairs event's Results has it.
	resultsColumns = append(append([]xlsx.Column{
		{Name: "Round", Aliases: []string{"Rnd", "Ronde", "Tour", "Runde"}},
		{Name: "Table", Aliases: []string{"Tbl", "Table no", "Tafel", "Tisch"}},
		pairs.BoardColumns[0],
	}, seatColumns...), pairs.BoardColumns[3:]...)
)

// Indexes into a Results row's cells.
const (
	rRound = iota
	rTable
	rBoard
	rNorth    // then South, East, West
	rContract = rNorth + 4
)
