package pairs

import (
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/xlsx"
)

// The names a pairs event's sheets and headers go by: the contract's
// (docs/WORKBOOK.md), then the other spellings accepted — the obvious
// English ones, and the words Dutch, French and German scoring programs and
// clubs put on their travellers and result pages (NBB: Spel, NZ, OW,
// Resultaat, Uitkomst; FFB: Donne, NS, EO, Contrat, Déclarant, Marque,
// Entame; DBV: Board, NS, OW, Kontrakt, Alleinspieler, Ergebnis for the
// score, Ausspiel). The teams kind
// reads the board columns and the Hands sheet too.

var _ = xlsx.SheetAliases(engine.SheetEvent, "Evenement", "Toernooi", "Événement", "Tournoi", "Turnier", "Veranstaltung")
var _ = xlsx.SheetAliases(engine.SheetPairs, "Paren", "Paires", "Paare")
var _ = xlsx.SheetAliases(engine.SheetResults, "Uitslagen", "Resultaten", "Résultats", "Resultats", "Ergebnisse")

var (
	pairsColumns = []xlsx.Column{
		{Name: "Pair", Aliases: []string{"Pair no", "Paar", "Paire"}, Required: true},
		{Name: "Player 1", Aliases: []string{"Player1", "Name 1", "Speler 1", "Joueur 1", "Spieler 1"}, Required: true},
		{Name: "Player 2", Aliases: []string{"Player2", "Name 2", "Speler 2", "Joueur 2", "Spieler 2"}, Required: true},
		{Name: "Direction", Aliases: []string{"Dir", "Richting", "Ligne", "Richtung"}},
		{Name: "Player 1 ID", Aliases: []string{"Player 1 number", "Bondsnummer 1", "Licence 1", "Mitgliedsnummer 1"}},
		{Name: "Player 2 ID", Aliases: []string{"Player 2 number", "Bondsnummer 2", "Licence 2", "Mitgliedsnummer 2"}},
		// Each player's handicap in percent, for a handicapped ranking.
		{Name: "Handicap 1", Aliases: []string{"Hcp 1", "H'cap 1"}},
		{Name: "Handicap 2", Aliases: []string{"Hcp 2", "H'cap 2"}},
	}
	// BoardColumns are the columns of a Results sheet after the first: one
	// board played at one table. The teams kind reads them too. A Result
	// headed by one of tricksHeaders holds the tricks taken.
	BoardColumns = []xlsx.Column{
		{Name: "Board", Aliases: []string{"Bd", "Brd", "Board no", "Spel", "Donne", "Étui", "Spiel"}, Required: true},
		{Name: "NS", Aliases: []string{"N-S", "N/S", "NS pair", "NZ", "N-Z", "N/Z", "Paire NS", "Paar NS"}, Required: true},
		{Name: "EW", Aliases: []string{"E-W", "E/W", "EW pair", "OW", "O-W", "O/W", "EO", "E-O", "E/O", "Paire EO", "Paar OW"}, Required: true},
		{Name: "Contract", Aliases: []string{"Contrat", "Kontrakt"}, Needs: []string{"By", "Result"}},
		{Name: "By", Aliases: []string{"Declarer", "Decl", "Leider", "Déclarant", "Declarant", "Alleinspieler"}},
		{Name: "Result", Aliases: []string{"Res", "Tricks", "Resultaat", "Slagen", "Résultat", "Resultat", "Plis", "Levées", "Stiche"}},
		{Name: "Score", Aliases: []string{"NS Score", "Score NS", "NS Points", "Score NZ", "NZ Score", "Marque", "Marque NS", "Ergebnis", "Punkte NS", "NS Punkte"},
			Or: []string{"Contract", "By", "Result"}},
		// The opening lead, when the traveller gives it: NBB's Uitkomst
		// (Start on the Bridgemate's traveller), FFB's Entame, DBV's Ausspiel.
		{Name: "Lead", Aliases: []string{"Opening lead", "Ld", "Uitkomst", "Start", "Entame", "Ausspiel"}},
	}
	resultsColumns = append(append([]xlsx.Column{{Name: "Session", Aliases: []string{"Sess", "Zitting", "Séance", "Seance", "Durchgang", "Sitzung"}}}, BoardColumns...),
		roundColumn, xlsx.Column{Name: "Table", Aliases: []string{"Tbl", "Table no", "Tafel", "Tisch"}})
	roundColumn = xlsx.Column{Name: "Round", Aliases: []string{"Rnd", "Ronde", "Tour", "Runde"}}
	// movementColumns are the columns of the Movement sheet that scorebook
	// reads: each card's rows. Its Card and Note columns are for people.
	movementColumns = []xlsx.Column{
		{Name: "Round", Required: true},
		{Name: "Table", Required: true},
		{Name: "NS", Required: true},
		{Name: "EW", Required: true},
		{Name: "Boards", Required: true},
	}
	// handsColumns are the Hands sheet's, in the order ReadHands reads
	// them: a board (of a session, or of a round, when the event has
	// several: a teams event's Hands say Round), and its deal as one PBN
	// Deal (N:AK93.QJ2.T85.A74 …) or as four hands in PBN suit order
	// (S.H.D.C). A deal is a verdeling, a distribution (a donne is the
	// board), a Verteilung.
	handsColumns = []xlsx.Column{
		{Name: "Session", Aliases: append([]string{"Round", "Rnd", "Ronde", "Tour", "Runde"}, resultsColumns[0].Aliases...)},
		BoardColumns[0],
		{Name: "Deal", Aliases: []string{"PBN", "Verdeling", "Distribution", "Verteilung"}},
		{Name: "North", Aliases: []string{"Noord", "Nord"}},
		{Name: "East", Aliases: []string{"Oost", "Est", "Ost"}},
		{Name: "South", Aliases: []string{"Zuid", "Sud", "Süd"}},
		{Name: "West", Aliases: []string{"Ouest"}},
		// The deal's double-dummy table, which scorebook hands adds: as
		// PBN's DoubleDummyTricks, under that tag's name (Double dummy
		// before).
		{Name: "DoubleDummyTricks", Aliases: []string{"Double dummy"}},
		// The SHA-256 of the set's PBN file, which scorebook deal adds: the
		// commitment a director publishes before play.
		{Name: "Digest", Aliases: []string{"SHA-256", "SHA256"}},
	}
)

// tricksHeaders are the Result headers that say the column holds the tricks
// taken: a bare number there is never an overtrick Excel turned into a
// number (bridge.TravellerLine.TricksTaken). Lower case.
var tricksHeaders = map[string]bool{"tricks": true, "slagen": true, "plis": true, "levées": true, "stiche": true}
