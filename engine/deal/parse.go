package deal

import (
	"github.com/scorebook/scorebook/internal/lang"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
)

const (
	hintDeal = "a deal is written as in PBN: the first seat, a colon and the four hands clockwise, N:AK93.QJ2.T85.A74 QT7.AK84.QJ2.KJ2 …"
	hintHand = "a hand is its four suits in the order spades.hearts.diamonds.clubs, separated by dots; a void is nothing between two dots: AK93.QJ2..AJT742"
	hintRank = "ranks are A K Q J T (or 10) 9 8 7 6 5 4 3 2"
)

// ParsePBN reads a deal written as the value of a PBN Deal tag (§3.4.11):
// the seat of the first hand (N, E, S or W), a colon, and the four hands
// clockwise from it, separated by spaces, each hand its four suits in the
// order spades, hearts, diamonds, clubs separated by dots:
//
//	N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85
//
// Import format's freedoms are accepted: lower case, ranks in any order, more
// than one space between hands. So are, leniently, 10 for the ten and "-" or
// "—" for a void suit. One hand may be given as "-" (not given, §3.4.11): it
// is then the 13 cards the other three do not hold. The deal is checked as
// Check does; the error is Errors, or one *Error for a deal that cannot be
// read.
func ParsePBN(s string) (Deal, error) {
	var d Deal
	t := strings.TrimSpace(s)
	colon := strings.IndexByte(t, ':')
	if colon < 0 {
		return d, errorf(hintDeal, "deal %q does not start with the first seat and a colon", clip(t))
	}
	first, ok := parseSeat(strings.TrimSpace(t[:colon]))
	if !ok {
		return d, errorf(hintDeal, "deal %q: %q is not N, E, S or W", clip(t), t[:colon])
	}
	hands := strings.Fields(t[colon+1:])
	if len(hands) != 4 {
		return d, errorf(hintDeal, "deal %q has %d hands, not 4", clip(t), len(hands))
	}
	if n := countDashes(hands); n > 1 {
		return d, errorf("scorebook needs the four hands; one hand given as - is worked out from the other three",
			"deal %q gives only %d hands", clip(t), 4-n)
	}
	notGiven := -1
	for i, h := range hands {
		seat := (int(first) + i) & 3
		if h == "-" {
			notGiven = seat
			continue
		}
		hand, err := parseHand(h, seatHands[seat])
		if err != nil {
			return d, err
		}
		d[seat] = hand
	}
	if notGiven >= 0 {
		for i := 0; i < 52; i++ {
			if _, n := d.owner(i); n == 0 {
				c := cardAt(i)
				d[notGiven][c.Suit] = d[notGiven][c.Suit].Add(c.Rank)
			}
		}
	}
	return d, d.Check()
}

// ParseHand reads one hand written as PBN writes each hand of a deal: four
// suits in the order spades, hearts, diamonds, clubs, separated by dots, with
// nothing between two dots for a void (AK93.QJ2..AJT742), as a workbook's
// North, East, South and West columns give them. Spaces are ignored; 10 for
// the ten and "-" or "—" for a void suit are accepted. It checks the syntax
// only: that the hand holds 13 cards is Deal.Check's to say.
func ParseHand(s string) (Hand, error) {
	return parseHand(strings.Join(strings.Fields(s), ""), lang.Word("hand"))
}

func parseHand(s string, who lang.Word) (Hand, error) {
	var h Hand
	suits := strings.Split(s, ".")
	if len(suits) != 4 {
		return h, errorf(hintHand, "%s %q has %d suits, not 4", who, s, len(suits))
	}
	for i, suit := range suits {
		if suit == "-" || suit == "—" || suit == "–" {
			continue
		}
		for j := 0; j < len(suit); j++ {
			r := rankOf(suit[j])
			if suit[j] == '1' && j+1 < len(suit) && suit[j+1] == '0' {
				r = Ten
				j++
			}
			if r == 0 {
				return h, errorf(hintRank, "%s %q: %q is not a rank", who, s, badRune(suit[j:]))
			}
			if h[i].Has(r) {
				return h, errorf("each card is in a hand once", "%s %q holds %s twice", who, s, Card{Suit(i), r})
			}
			h[i] = h[i].Add(r)
		}
	}
	return h, nil
}

func countDashes(hands []string) int {
	n := 0
	for _, h := range hands {
		if h == "-" {
			n++
		}
	}
	return n
}

// rankOf returns the rank of a PBN rank character, in either case, or 0.
func rankOf(c byte) int {
	switch c {
	case 'A', 'a':
		return Ace
	case 'K', 'k':
		return King
	case 'Q', 'q':
		return Queen
	case 'J', 'j':
		return Jack
	case 'T', 't':
		return Ten
	}
	if c >= '2' && c <= '9' {
		return int(c - '0')
	}
	return 0
}

func parseSeat(s string) (bridge.Seat, bool) {
	switch s {
	case "N", "n":
		return bridge.North, true
	case "E", "e":
		return bridge.East, true
	case "S", "s":
		return bridge.South, true
	case "W", "w":
		return bridge.West, true
	}
	return bridge.North, false
}

// badRune returns the first character of s, whole even when it is not ASCII.
func badRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return s
}

// clip shortens a long value for a message.
func clip(s string) string {
	if len(s) <= 80 {
		return s
	}
	cut := 77
	for cut > 0 && s[cut]&0xc0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}
