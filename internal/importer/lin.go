package importer

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/problem"
)

// ReadLIN reads BBO's hand records in LIN, the pipe-separated notation of
// Bridge Base Online's hand viewer and the files its "My hands" and
// tournament pages give. BBO has never published the format; what is read
// here is what its users worked out and BBO's staff confirmed on BBO's own
// forums ("lin file format structure", 2007, and "Lin file format", 2021,
// www.bridgebase.com/forums: a file is pairs of a two-letter code and a
// value, code|value|):
//   - qx|o1| (or c1) opens a board: o the open room, c the closed, then the
//     board's number; ah|Board 1| titles it.
//   - md|3S269H2568QADTQC2T,S47AHJD3479C4567Q,S58QH479KDKAC38JA,| is the
//     deal: a digit for the dealer (1 South, 2 West, 3 North, 4 East), then
//     the hands of South, West, North and East, each suit's letter before
//     its cards; the last hand may be left out, being the cards left.
//   - sv|o| the vulnerability (o or 0 none, n NS, e EW, b both); pn| the
//     players South, West, North, East; mb| the calls, pc| the cards played.
//
// Only the deals are read: LIN has no traveller of the field, and BBO's
// tournament results have no documented layout, so a LIN file fills Hands
// and no Results.
func ReadLIN(data []byte) (*Event, []problem.Problem) {
	ev := &Event{Format: "BBO LIN"}
	var probs []problem.Problem
	text := string(data)
	board, line := 0, 1
	seen := map[int]bool{}
	pos := 0
	for pos < len(text) {
		// code|value|
		bar := strings.IndexByte(text[pos:], '|')
		if bar < 0 {
			break
		}
		code := strings.ToLower(strings.TrimSpace(text[pos : pos+bar]))
		rest := pos + bar + 1
		end := strings.IndexByte(text[rest:], '|')
		if end < 0 {
			end = len(text) - rest
		}
		value := text[rest : rest+end]
		here := line
		line += strings.Count(text[pos:min(rest+end+1, len(text))], "\n")
		pos = min(rest+end+1, len(text))
		switch code {
		case "qx":
			v := strings.TrimSpace(value)
			n, err := strconv.Atoi(strings.TrimLeft(v, "oOcC"))
			if err != nil || n < 1 {
				probs = append(probs, at(fmt.Sprintf("line %d", here), problem.New("qx|o1| names board 1 of the open room", "board %q is not a board number", v)))
				board = -1
				continue
			}
			board = n
		case "ah":
			v := strings.TrimSpace(value)
			if f := strings.Fields(v); len(f) == 2 && strings.EqualFold(f[0], "Board") {
				if n, err := strconv.Atoi(f[1]); err == nil && n > 0 {
					board = n
				}
			}
		case "md":
			place := fmt.Sprintf("line %d", here)
			if board > 0 {
				place = fmt.Sprintf("board %d, line %d", board, here)
			}
			if board == 0 {
				probs = append(probs, at(place, problem.New("each deal follows its board's qx|o1| or ah|Board 1|", "a deal without a board number")))
				continue
			}
			if board < 0 {
				continue
			}
			d, err := linDeal(value)
			if err != nil {
				probs = append(probs, at(place, from(err)))
				continue
			}
			if !seen[board] {
				seen[board] = true
				ev.Deals = append(ev.Deals, Deal{Board: board, Deal: d, Place: place})
			}
		}
	}
	if len(ev.Deals) == 0 && !problem.HasErrors(probs) {
		probs = append(probs, *problem.New("check that this is a BBO hand record in LIN", "the file has no deals (md|…|)"))
	}
	if problem.HasErrors(probs) {
		return nil, probs
	}
	return ev, probs
}

// linDeal reads LIN's md value: the dealer's digit, then South's, West's,
// North's and East's hands, each "S…H…D…C…"; the last may be left out.
func linDeal(v string) (deal.Deal, error) {
	v = strings.TrimSpace(v)
	if v != "" && v[0] >= '0' && v[0] <= '9' {
		v = v[1:]
	}
	hands := strings.Split(v, ",")
	if len(hands) < 3 || len(hands) > 4 {
		return deal.Deal{}, problem.New("md|… gives the hands of South, West, North and East, each suit's letter before its cards", "deal %q does not have four hands", v)
	}
	var pbnHands [4]string     // N E S W
	order := []int{2, 3, 0, 1} // South, West, North, East → index in N E S W
	missing := -1
	for i := 0; i < 4; i++ {
		h := ""
		if i < len(hands) {
			h = strings.ToUpper(strings.TrimSpace(hands[i]))
		}
		if h == "" {
			if missing >= 0 {
				return deal.Deal{}, problem.New("only the last hand may be left out", "deal %q leaves out two hands", v)
			}
			missing = order[i]
			continue
		}
		suits := map[byte]string{}
		cur := byte(0)
		for j := 0; j < len(h); j++ {
			switch c := h[j]; c {
			case 'S', 'H', 'D', 'C':
				cur = c
				suits[c] += ""
			default:
				if cur == 0 {
					return deal.Deal{}, problem.New("each hand starts with a suit's letter: S, H, D or C", "hand %q: a card before its suit", h)
				}
				suits[cur] += string(c)
			}
		}
		pbnHands[order[i]] = suits['S'] + "." + suits['H'] + "." + suits['D'] + "." + suits['C']
	}
	if missing >= 0 {
		// The cards left.
		var held [4]map[byte]bool
		for s := range held {
			held[s] = map[byte]bool{}
		}
		for seat, h := range pbnHands {
			if seat == missing {
				continue
			}
			for s, part := range strings.Split(h, ".") {
				for k := 0; k < len(part) && s < 4; k++ {
					held[s][part[k]] = true
				}
			}
		}
		var parts []string
		for s := 0; s < 4; s++ {
			var b strings.Builder
			for _, r := range []byte("AKQJT98765432") {
				if !held[s][r] {
					b.WriteByte(r)
				}
			}
			parts = append(parts, b.String())
		}
		pbnHands[missing] = strings.Join(parts, ".")
	}
	d, err := deal.ParsePBN("N:" + strings.Join(pbnHands[:], " "))
	if err != nil {
		return d, err
	}
	return d, d.Check()
}
