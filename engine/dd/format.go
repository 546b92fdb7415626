package dd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
)

// pbnStrains are the strains in the order PBN writers list them in an
// OptimumResultTable and DoubleDummyTricks: NT ♠ ♥ ♦ ♣.
var pbnStrains = [5]bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs}

// pbnDeclarers are the declarers in the order of Bridge Composer's and
// BridgeWebs' OptimumResultTable and of DoubleDummyTricks: N S E W.
var pbnDeclarers = [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}

// OptimumResultTableHeader is the value of PBN's OptimumResultTable tag;
// the rows of OptimumResultTable follow it.
const OptimumResultTableHeader = `Declarer;Denomination\2R;Result\2R`

// OptimumResultTable returns the 20 rows PBN writes under
// [OptimumResultTable "Declarer;Denomination\2R;Result\2R"], in the order
// real hand records have them (Bridge Composer, BridgeWebs): declarers N, S,
// E, W, each with NT, S, H, D, C, the denomination right-aligned in two
// columns and the result in two:
//
//	N NT  9
//	N  S 10
func OptimumResultTable(t Table) []string {
	rows := make([]string, 0, 20)
	for _, d := range pbnDeclarers {
		for _, s := range pbnStrains {
			rows = append(rows, d.String()+" "+pad2(strainLetters(s))+" "+pad2(strconv.Itoa(t[d][s])))
		}
	}
	return rows
}

// DoubleDummyTricks returns the value of PBN's DoubleDummyTricks tag: 20
// hexadecimal digits, declarers N S E W, each NT S H D C.
func DoubleDummyTricks(t Table) string {
	var b strings.Builder
	for _, d := range pbnDeclarers {
		for _, s := range pbnStrains {
			b.WriteByte("0123456789abcd"[t[d][s]])
		}
	}
	return b.String()
}

func pad2(s string) string {
	if len(s) < 2 {
		return " " + s
	}
	return s
}

// strainLetters writes a strain as PBN does: C D H S NT.
func strainLetters(s bridge.Strain) string {
	if s == bridge.NoTrump {
		return "NT"
	}
	return string("CDHS"[s])
}

// OptimumScore returns the value of PBN's OptimumScore tag: "NS 420" when
// the par score is North-South's gain (or 0), "EW 620" when it is
// East-West's, as BridgeWebs and Bridge Composer write it.
func OptimumScore(p ParResult) string {
	if p.Score < 0 {
		return "EW " + strconv.Itoa(-p.Score)
	}
	return "NS " + strconv.Itoa(p.Score)
}

// OptimumContract returns the value of PBN's OptimumContract tag: the first
// par contract as level, strain, X if doubled, declarer and tricks ("4S N
// 10", "5HX E 9"), or "Pass" when the deal is passed out at par.
func OptimumContract(p ParResult) string {
	if p.PassedOut() {
		return "Pass"
	}
	c := p.Contracts[0]
	s := strconv.Itoa(c.Contract.Level) + strainLetters(c.Contract.Strain)
	if c.Contract.Doubling == bridge.Doubled {
		s += "X"
	}
	return s + " " + c.Declarers[0].String() + " " + strconv.Itoa(c.Tricks)
}

// sideName names the declarers of a par contract: "N", "S", or "N/S" when
// either makes as many tricks.
func sideName(ds []bridge.Seat) string {
	if len(ds) == 2 {
		return ds[0].String() + "/" + ds[1].String()
	}
	return ds[0].String()
}

// ParText returns par as a traveller heading shows it, with the declaring
// side's score as Bridge Composer gives it: "Par: 4♠ by N/S, NS +420",
// "Par: 5♥X by E, EW -300" (East–West's sacrifice, two down), "Par: passed
// out".
func ParText(p ParResult) string {
	if p.PassedOut() {
		return "Par: passed out"
	}
	c := p.Contracts[0]
	side := "NS"
	score := p.Score
	if !c.Declarers[0].IsNS() {
		side, score = "EW", -score
	}
	return "Par: " + c.Contract.String() + " by " + sideName(c.Declarers) + ", " + side + " " + signed(score)
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// Makeable returns the highest contract each declarer makes in each strain,
// as a traveller heading shows them: for each strain (NT ♠ ♥ ♦ ♣) in which
// a side makes at least one level, the level and the declarers who make it
// ("4♠ by N/S", "3NT by N", "2♦ by E/W"), the best of the two sides first.
// A declarer who makes fewer tricks than partner is left out; a strain
// listed for both sides (each makes a part score) appears twice.
func Makeable(t Table) []string {
	var out []string
	for _, s := range pbnStrains {
		for _, side := range [2][2]bridge.Seat{{bridge.North, bridge.South}, {bridge.East, bridge.West}} {
			a, b := t[side[0]][s], t[side[1]][s]
			best := max(a, b)
			if best < 7 {
				continue
			}
			var who []bridge.Seat
			if a == best {
				who = append(who, side[0])
			}
			if b == best {
				who = append(who, side[1])
			}
			c := bridge.Contract{Level: best - 6, Strain: s}
			out = append(out, c.String()+" by "+sideName(who))
		}
	}
	return out
}

// ParseDoubleDummyTricks reads the value of PBN's DoubleDummyTricks tag
// (see DoubleDummyTricks): 20 hexadecimal digits, each 0 to 13, declarers N
// S E W, each NT S H D C.
func ParseDoubleDummyTricks(s string) (Table, error) {
	var t Table
	s = strings.ToLower(strings.TrimSpace(s))
	if len(s) != 20 {
		return t, fmt.Errorf("%q is not 20 digits, one per declarer and strain", s)
	}
	for i := range 20 {
		n := strings.IndexByte("0123456789abcd", s[i])
		if n < 0 {
			return t, fmt.Errorf("%q: %q is not a number of tricks (0 to 9, a to d for 10 to 13)", s, s[i])
		}
		t[pbnDeclarers[i/5]][pbnStrains[i%5]] = n
	}
	return t, nil
}
