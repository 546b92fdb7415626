package teams

import (
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// The names a teams event's sheets and headers go by: the contract's
// (docs/WORKBOOK.md), then the other spellings accepted, English, Dutch,
// French and German. The Event and Results sheets' other names, and the
// board columns', are the pairs kind's (xlsx/pairs/aliases.go).

var _ = xlsx.SheetAliases(engine.SheetTeams, "Viertallen", "Équipes", "Equipes", "Mannschaften")
var _ = xlsx.SheetAliases(engine.SheetVPScale, "VP-schaal", "Barème VP", "VP-Skala")

var (
	teamsColumns = []xlsx.Column{
		{Name: "Team", Aliases: []string{"Team no", "Équipe", "Equipe", "Mannschaft"}, Required: true},
		{Name: "Name", Aliases: []string{"Team name", "Naam", "Nom"}, Required: true},
		{Name: "Players", Aliases: []string{"Spelers", "Joueurs", "Spieler"}},
		{Name: "Player IDs", Aliases: []string{"Player numbers"}},
	}
	// resultsColumns are a teams event's Results columns: the Round, then
	// the board's, as for pairs, and a Session column read only to refuse a
	// sheet numbered by Session instead of Round.
	resultsColumns = append(append([]xlsx.Column{{Name: "Round", Aliases: []string{"Rnd", "Ronde", "Tour", "Runde"}}}, pairs.BoardColumns...), xlsx.Column{Name: "Session"})
	rSession       = len(resultsColumns) - 1
	vpScaleColumns = []xlsx.Column{
		{Name: "IMPs from", Required: true},
		{Name: "IMPs to", Required: true},
		{Name: "Winner VP", Required: true},
		{Name: "Loser VP", Required: true},
	}
)
