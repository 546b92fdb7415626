package grading

import (
	"strconv"
	"strings"
)

// Margin is a game's score written the croquetrecords way, as the
// winner's margin with its sign and how the game ended: 26-14 → +12,
// 26-0tp → +26tp, 17-12T → +5t, +17tp as it is, a bare number (a margin
// the spreadsheet took for a number) 17 → +17. ok is false for a score it
// cannot read, and for none.
func Margin(score string) (string, bool) {
	s := strings.TrimSpace(score)
	if m := scoreRE.FindStringSubmatch(s); m != nil {
		w, _ := strconv.Atoi(m[1])
		l, _ := strconv.Atoi(m[2])
		if w < l {
			return "", false
		}
		return "+" + strconv.Itoa(w-l) + strings.ToLower(m[3]), true
	}
	if m := marginRE.FindStringSubmatch(s); m != nil && m[1] == "+" {
		return "+" + m[2] + strings.ToLower(m[3]), true
	}
	if n, err := strconv.Atoi(s); err == nil && n >= 1 && n <= 26 {
		return "+" + s, true
	}
	return "", false
}

// Points are a game's points when its Score gives both (7-5, 26-14,
// 17-12T): the winner's and the loser's. ok is false for a margin (+12),
// which gives no points, for a score it cannot read, and for one whose
// loser has the more points.
func Points(score string) (winner, loser int, ok bool) {
	w, l, ok := parseScore(strings.TrimSpace(score))
	if !ok || w < l {
		return 0, 0, false
	}
	return w, l, true
}
