package bridge

import (
	"strconv"
	"strings"
	"unicode"
)

// Strain is the denomination of a contract: one of the four suits or
// no trumps, in the order of the auction.
type Strain int

// The strains, lowest first.
const (
	Clubs Strain = iota
	Diamonds
	Hearts
	Spades
	NoTrump
)

// String returns the suit symbol (♣ ♦ ♥ ♠) or "NT".
func (s Strain) String() string {
	switch s {
	case Clubs:
		return "♣"
	case Diamonds:
		return "♦"
	case Hearts:
		return "♥"
	case Spades:
		return "♠"
	case NoTrump:
		return "NT"
	}
	return "Strain(" + strconv.Itoa(int(s)) + ")"
}

// Doubling says whether a contract was doubled or redoubled.
type Doubling int

// The three states of a contract.
const (
	Undoubled Doubling = iota
	Doubled
	Redoubled
)

// String returns "" for an undoubled contract, "X" for doubled and "XX"
// for redoubled, as they are written after the contract.
func (d Doubling) String() string {
	switch d {
	case Undoubled:
		return ""
	case Doubled:
		return "X"
	case Redoubled:
		return "XX"
	}
	return "Doubling(" + strconv.Itoa(int(d)) + ")"
}

// Contract is the final contract of a board. Level is the number of tricks
// bid over the book of six (1–7); a Level of 0 means the board was passed
// out, and then Strain and Doubling mean nothing.
type Contract struct {
	Level    int
	Strain   Strain
	Doubling Doubling
}

// PassedOut is the contract of a board nobody bid on. It is the zero Contract.
var PassedOut Contract

// IsPassedOut reports whether the board was passed out.
func (c Contract) IsPassedOut() bool { return c.Level == 0 }

// String returns the contract as it is shown on a traveller, with suit
// symbols: "4♠", "3NT", "5♦X", "6♥XX", or "Pass" for a passed-out board.
// ParseContract reads it back.
func (c Contract) String() string {
	if c.IsPassedOut() {
		return "Pass"
	}
	return strconv.Itoa(c.Level) + c.Strain.String() + c.Doubling.String()
}

const (
	hintContract = "contracts look like 4S, 3NT, 5DX, 6HXX or Pass"
	hintLevel    = "the level is the number of tricks bid over six, 1 to 7, as in 4S or 3NT"
	hintStrain   = "strains are C D H S NT"
	hintDoubling = "write X for doubled and XX for redoubled, as in 5DX or 6HXX"
)

// passWords are the ways a director writes a passed-out board, upper case
// and without spaces.
var passWords = map[string]bool{
	"P": true, "PASS": true, "PASSED": true, "PASSEDOUT": true, "PASSOUT": true,
	"AP": true, "ALLPASS": true,
}

// strainWords maps each accepted spelling of a strain, upper case, to the
// strain. The outline suit symbols are accepted as well as the solid ones.
var strainWords = map[string]Strain{
	"C": Clubs, "♣": Clubs, "♧": Clubs,
	"D": Diamonds, "♦": Diamonds, "♢": Diamonds,
	"H": Hearts, "♥": Hearts, "♡": Hearts,
	"S": Spades, "♠": Spades, "♤": Spades,
	"N": NoTrump, "NT": NoTrump,
}

// ParseContract reads a contract as a director types it: a level 1–7, a
// strain (C D H S N NT, or a suit symbol ♣ ♦ ♥ ♠ ♧ ♢ ♡ ♤) and an optional
// X or XX (or * and **); case and spaces do not matter ("4S", "3nt", "4 ♠ X", "4S*"). A board
// passed out is written Pass, P, AP or Passed, and gives PassedOut.
//
// The error message names the contract and the part that is wrong
// (`contract "5Q": unknown strain "Q"`), so callers need only say where it
// was found.
func ParseContract(s string) (Contract, error) { return parseContract(letters{}, s) }

func parseContract(ls letters, s string) (Contract, error) {
	// A star for a double (4S*, 4S** redoubled) is how many travellers
	// and ACBL scoring write it.
	t := strings.ReplaceAll(compact(s), "*", "X")
	if t == "" {
		return PassedOut, errorf(hintContract, "contract is empty")
	}
	shown := strings.TrimSpace(s)
	if passWords[upperASCII(t)] || ls.passes[upperASCII(t)] {
		return PassedOut, nil
	}

	i := 0
	for i < len(t) && '0' <= t[i] && t[i] <= '9' {
		i++
	}
	if i == 0 {
		return PassedOut, errorf(hintContract, "contract %q does not start with a level 1–7", shown)
	}
	digits := strings.TrimLeft(t[:i], "0")
	if len(digits) != 1 || digits[0] > '7' {
		if digits == "" {
			digits = "0"
		}
		return PassedOut, errorf(hintLevel, "contract %q: level %s is not 1–7", shown, digits)
	}
	c := Contract{Level: int(digits[0] - '0')}

	rest := t[i:]
	j := strings.IndexAny(rest, "xX")
	if j < 0 {
		j = len(rest)
	}
	word, doubling := rest[:j], rest[j:]
	if word == "" {
		return PassedOut, ls.strainError("contract %q: no strain after the level", shown)
	}
	// The language's letters first: French and German C is hearts.
	strain, ok := ls.strains[upperASCII(word)]
	if !ok {
		strain, ok = strainWords[upperASCII(word)]
	}
	if !ok {
		return PassedOut, ls.strainError("contract %q: unknown strain %q", shown, word)
	}
	c.Strain = strain

	switch upperASCII(doubling) {
	case "":
		c.Doubling = Undoubled
	case "X":
		c.Doubling = Doubled
	case "XX":
		c.Doubling = Redoubled
	default:
		return PassedOut, errorf(hintDoubling, "contract %q: doubling %q is not X or XX", shown, doubling)
	}
	return c, nil
}

// compact removes every space from s, and the invisible characters that
// phones and word processors put around suit symbols (variation selectors,
// zero-width spaces and joiners, byte order marks).
func compact(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case unicode.IsSpace(r), r == '\uFE0E', r == '\uFE0F',
			r == '\u200B', r == '\u200C', r == '\u200D', r == '\u2060', r == '\uFEFF':
			return -1
		}
		return r
	}, s)
}

// upperASCII upper-cases the ASCII letters of s and nothing else, so that
// look-alikes such as the long s (ſ) or the Kelvin sign are not read as
// letters of a contract or a seat.
func upperASCII(s string) string {
	return strings.Map(func(r rune) rune {
		if 'a' <= r && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}, s)
}

// SplitContractResult splits a contract typed with its result in one cell,
// as many scorers write it: "4S=", "4S+1", "3NTX-2", "4S 10" (the tricks
// taken). ok is false when the text has no result after the contract.
// Neither part is checked.
func SplitContractResult(s string) (contract, result string, ok bool) {
	t := compact(s)
	i := 0
	for i < len(t) && '0' <= t[i] && t[i] <= '9' {
		i++
	}
	if i == 0 {
		return "", "", false
	}
	j := strings.IndexAny(t[i:], "=+-–−0123456789")
	if j <= 0 {
		return "", "", false
	}
	return t[:i+j], t[i+j:], true
}
