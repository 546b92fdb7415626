package grading

import (
	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/xlsx"
)

// The names a grading workbook's sheets and headers go by: the contract's
// (docs/WORKBOOK.md), then the other spellings accepted, English, Dutch,
// French and German.

var _ = xlsx.SheetAliases(engine.SheetGrading) // its name in every language
var _ = xlsx.SheetAliases(engine.SheetPlayers, "Spelers", "Joueurs", "Spieler")
var _ = xlsx.SheetAliases(engine.SheetGames, "Partijen", "Parties", "Spiele")

var (
	// playersColumns are the Players sheet's columns; Index is required
	// by the Index/Grade system only, Index and Grade by the AC grading
	// only, GC Grade by the GC grading only.
	playersColumns = []xlsx.Column{
		{Name: "Player", Aliases: []string{"Name", "Speler", "Naam", "Joueur", "Nom", "Spieler"}, Required: true},
		{Name: "Index", Required: true},
		{Name: "Grade", Required: true},
		{Name: "Club", Aliases: []string{"Vereniging", "Clubnaam", "Verein"}},
		{Name: "Handicap", Aliases: []string{"Hcap", "Handicap now", "Current handicap", "AC Handicap"}},
		{Name: "GC Grade", Aliases: []string{"Golf Grade", "GC Start Grade"}},
		{Name: "GC Handicap", Aliases: []string{"Golf Handicap", "GC Hcap"}},
		{Name: "Handicap Index", Aliases: []string{"AC Handicap Index", "AC Index", "AHS Index"}},
		{Name: "GC Handicap Index", Aliases: []string{"GC Index", "Golf Handicap Index", "GC AHS Index"}},
	}
	gamesColumns = []xlsx.Column{
		{Name: "Date", Aliases: []string{"Datum"}, Required: true},
		{Name: "Winner", Aliases: []string{"Winnaar", "Vainqueur", "Gagnant", "Gewinner", "Sieger"}, Required: true},
		{Name: "Loser", Aliases: []string{"Verliezer", "Perdant", "Verlierer"}, Required: true},
		{Name: "Event", Aliases: []string{"Tournament", "Toernooi", "Tournoi", "Turnier"}},
		{Name: "Class", Aliases: []string{"Klasse", "Classe"}},
		{Name: "Score", Aliases: []string{"Uitslag", "Ergebnis"}},
		{Name: "Type", Aliases: []string{"Game type", "Soort", "Typ", "h/l"}},
		{Name: "Code", Aliases: []string{"Game code", "Discipline"}},
		{Name: "Winner 2", Aliases: []string{"Winner partner", "Winner's partner", "Winning partner"}},
		{Name: "Loser 2", Aliases: []string{"Loser partner", "Loser's partner", "Losing partner"}},
	}
)
