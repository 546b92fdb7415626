package bridge

import (
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// letters are the suits, no trumps, seats and passes as a director types
// them in a language, upper case: Dutch K R H S and SA (klaveren, ruiten,
// harten, schoppen, sans atout), seats N O Z W; French T K C P and SA
// (trèfle, carreau, cœur, pique), seats N E S O; German T K C P (Treff,
// Karo, Coeur, Pik, as German clubs write them), also Kr and H (Kreuz,
// Herz), and SA, seats N O S W; Polish BA (bez atu) for no trumps.
// A language's letters come first, so a letter that means another thing
// in English (French and German C is hearts, not clubs; French O is west)
// is read as the workbook's language says; an English letter that means
// nothing else in the language is read as in English. Norwegian and Greek
// directors type the English letters.
type letters struct {
	strains map[string]Strain
	seats   map[string]Seat
	passes  map[string]bool
	// strainList and seatList name them for a hint, the language's first.
	strainList, seatList string
}

var languageLetters = map[lang.Lang]letters{
	lang.Dutch: {
		strains:    map[string]Strain{"K": Clubs, "R": Diamonds, "H": Hearts, "S": Spades, "SA": NoTrump},
		seats:      map[string]Seat{"N": North, "O": East, "Z": South, "W": West, "NOORD": North, "OOST": East, "ZUID": South},
		passes:     map[string]bool{"PAS": true, "PASS": true},
		strainList: "K R H S SA", seatList: "N O Z W",
	},
	lang.French: {
		strains:    map[string]Strain{"T": Clubs, "K": Diamonds, "C": Hearts, "P": Spades, "SA": NoTrump},
		seats:      map[string]Seat{"N": North, "E": East, "S": South, "O": West, "NORD": North, "EST": East, "SUD": South, "OUEST": West},
		passes:     map[string]bool{"PASSE": true, "TP": true},
		strainList: "T K C P SA", seatList: "N E S O",
	},
	lang.German: {
		strains: map[string]Strain{"T": Clubs, "KR": Clubs, "K": Diamonds, "C": Hearts, "H": Hearts, "P": Spades, "SA": NoTrump},
		seats: map[string]Seat{"N": North, "O": East, "S": South, "W": West,
			"NORD": North, "OST": East, "SüD": South, "SÜD": South, "SUED": South},
		passes:     map[string]bool{"PASSE": true},
		strainList: "T K C P SA", seatList: "N O S W",
	},
	lang.Polish: {
		strains:    map[string]Strain{"BA": NoTrump},
		passes:     map[string]bool{"PAS": true},
		strainList: "C D H S BA",
	},
}

// lettersIn are the letters of a language; English and the languages that
// type English letters have none of their own.
func lettersIn(l lang.Lang) letters { return languageLetters[l] }

// ParseContractIn is ParseContract for a workbook in a language: the
// language's letters for the suits, no trumps and a pass are read as well
// as the English ones that mean nothing else in it ("4SA", "3K" in Dutch,
// clubs; "4C" in French, hearts).
func ParseContractIn(l lang.Lang, s string) (Contract, error) {
	return parseContract(lettersIn(l), s)
}

// ParseSeatIn is ParseSeat for a workbook in a language: "O" is east in
// Dutch and German and west in French, "Z" south in Dutch; the English
// letters are read where they mean nothing else.
func ParseSeatIn(l lang.Lang, s string) (Seat, error) {
	return parseSeat(lettersIn(l), s)
}

// strainError is the error of a strain that does not read: its hint names
// the language's letters.
func (ls letters) strainError(format string, args ...any) error {
	p := problem.New(hintStrain, format, args...)
	if ls.strainList != "" {
		*p = p.Hinting("strains are %s", ls.strainList)
	}
	return p
}

// seatError is the error of a declarer that does not read, in the
// language's letters.
func (ls letters) seatError(format string, args ...any) error {
	p := problem.New(hintSeat, format, args...)
	if ls.seatList != "" {
		*p = p.Hinting("the declarer is one of %s", ls.seatList)
	}
	return p
}
