package bridge

import (
	"strconv"
	"strings"
)

// ParseResult reads the result of a board for contract c and returns the
// number of tricks the declarer took (0–13). A result is written relative to
// the contract ("=", "+1", "-2"; an en dash or a minus sign may stand for the
// hyphen) or as the tricks taken ("10"). Spaces do not matter.
//
// A passed-out board has no result: ParseResult accepts only an empty
// result for it, and returns 0.
func ParseResult(s string, c Contract) (tricks int, err error) {
	t := compact(s)
	shown := strings.TrimSpace(s)
	if c.IsPassedOut() {
		if t != "" {
			return 0, errorf("leave the result empty when the board is passed out",
				"result %q given for a passed-out board", shown)
		}
		return 0, nil
	}
	hint := resultHint(c)
	if t == "" {
		return 0, errorf(hint, "result is empty")
	}
	book := c.Level + 6

	if t == "=" {
		return book, nil
	}
	sign, t := cutSign(t)
	digits, ok := allDigits(t)
	if !ok {
		return 0, errorf(hint, "result %q is not =, +N, -N or the tricks taken 0–13", shown)
	}
	if len(digits) > 2 { // far more tricks than there are in a deck
		if sign < 0 {
			return 0, errorf(hint, "result %q means %s down; %s can go at most %d down",
				shown, digits, c, book)
		}
		return 0, errorf(hint, "result %q gives more than 13 tricks", shown)
	}
	n, _ := strconv.Atoi(digits)
	switch sign {
	case 0:
		tricks = n
	case 1:
		tricks = book + n
	case -1:
		tricks = book - n
		if tricks < 0 {
			return 0, errorf(hint, "result %q means %d down; %s can go at most %d down",
				shown, n, c, book)
		}
	}
	if tricks > 13 {
		return 0, errorf(hint, "result %q gives %d tricks; at most 13", shown, tricks)
	}
	return tricks, nil
}

// allDigits reports whether s is a non-empty run of ASCII digits, and
// returns it without leading zeros ("0" for zero).
func allDigits(s string) (string, bool) {
	if s == "" {
		return "", false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return "", false
		}
	}
	if s = strings.TrimLeft(s, "0"); s == "" {
		s = "0"
	}
	return s, true
}

func resultHint(c Contract) string {
	book := c.Level + 6
	best := "=" // a grand slam has no overtricks
	if book < 13 {
		best = "+" + strconv.Itoa(13-book)
	}
	return "write =, +1, -2 or the tricks taken; " + c.String() + " needs " +
		strconv.Itoa(book) + " tricks, so results run from -" + strconv.Itoa(book) + " to " + best
}

// ResultString writes the result of a board in the usual way, relative to
// the contract: "=" when the declarer took exactly the tricks bid, "+1" for
// one overtrick, "-2" for two down. It returns "" for a passed-out board.
func (c Contract) ResultString(tricks int) string {
	if c.IsPassedOut() {
		return ""
	}
	switch d := tricks - c.Level - 6; {
	case d == 0:
		return "="
	case d > 0:
		return "+" + strconv.Itoa(d)
	default:
		return strconv.Itoa(d)
	}
}

// cutSign cuts a leading sign off t: 1 for "+", -1 for "-" (or an en dash
// or a minus sign, which stand for the hyphen), 0 when there is none.
func cutSign(t string) (sign int, rest string) {
	for _, m := range []struct {
		prefix string
		sign   int
	}{{"+", 1}, {"-", -1}, {"–", -1}, {"−", -1}} {
		if rest, ok := strings.CutPrefix(t, m.prefix); ok {
			return m.sign, rest
		}
	}
	return 0, t
}
