package pairs

import (
	"fmt"
	"strings"
	"testing"
)

// Two sessions worked by hand, where the way sessions combine changes the
// winner. Session 1 has three tables (N = 3, top 4); session 2 five (N = 5,
// top 8); pairs keep their direction, so NS and EW are ranked apart.
//
// Session 1, boards 1, 8, 11: X 420, Y 400, P1 −50 every time, so X scores
// 4 of 4 (100%), Y 2 of 4 (50%), P1 0.
// Session 2, boards 1, 8, 11 (other deals): X scores 2, 2, 2 of 8 (25%) and Y
// 6, 6, 5 of 8 (70.83%); Q1 8, 0, 5 (54.17%); Q2 and Q3 12 of 24 (50%).
//
// Percentages (board-weighted): X (3·100 + 3·25)/6 = 62.50%, Y (3·50 +
// 3·70.83)/6 = 60.42%: X wins.
// Neuberg (every board to N = 5, top 8): a session 1 top becomes
// (4+1)·5/3 − 1 = 7.33, a half top (2+1)·5/3 − 1 = 4, a zero (0+1)·5/3 − 1 =
// 0.67. X: 3·7.33 + 6 = 28 of 48 = 58.33%; Y: 3·4 + 17 = 29 of 48 = 60.42%:
// Y wins.
var twoSessionRows = []testRow{
	{1, 1, "X", "P2", "420"}, {1, 1, "Y", "P3", "400"}, {1, 1, "P1", "P4", "-50"},
	{1, 8, "X", "P3", "420"}, {1, 8, "Y", "P4", "400"}, {1, 8, "P1", "P2", "-50"},
	{1, 11, "X", "P4", "420"}, {1, 11, "Y", "P2", "400"}, {1, 11, "P1", "P3", "-50"},
	{2, 1, "Q1", "Q4", "490"}, {2, 1, "Y", "Q5", "460"}, {2, 1, "Q2", "Q6", "430"}, {2, 1, "X", "Q7", "400"}, {2, 1, "Q3", "Q8", "-50"},
	{2, 8, "Q2", "Q4", "490"}, {2, 8, "Y", "Q6", "460"}, {2, 8, "Q3", "Q7", "430"}, {2, 8, "X", "Q8", "400"}, {2, 8, "Q1", "Q5", "-50"},
	{2, 11, "Q3", "Q4", "490"}, {2, 11, "Y", "Q7", "430"}, {2, 11, "Q1", "Q8", "430"}, {2, 11, "X", "Q5", "400"}, {2, 11, "Q2", "Q6", "-50"},
}

func nsField(ev *Event, res *Result) string {
	var b strings.Builder
	for _, st := range res.Standings {
		if st.Field != NS {
			continue
		}
		b.WriteString(ev.Pairs[st.Pair].ID + " " + st.Place.String() + " " + pct2(st.Pct) + "\n")
	}
	return b.String()
}

func pct2(p float64) string { return fmt.Sprintf("%.2f", p*100) }

func TestSessionsChangeTheWinner(t *testing.T) {
	s := DefaultSettings()
	ev := buildEvent(t, s, twoSessionRows)
	res := mustScore(t, ev)
	if !res.Mitchell || len(res.Sessions) != 2 {
		t.Fatalf("Mitchell %v, sessions %v", res.Mitchell, res.Sessions)
	}
	want := "X 1 62.50\nY 2 60.42\nQ1 3 54.17\nQ2 4= 50.00\nQ3 4= 50.00\nP1 6 0.00\n"
	if got := nsField(ev, res); got != want {
		t.Errorf("Percentages:\n%s\nwant:\n%s", got, want)
	}
	x := res.Standings[0]
	if x.Sessions[0].Pct != 1 || x.Sessions[1].Pct != 0.25 || x.Boards != 6 {
		t.Errorf("X's sessions: %+v", x.Sessions)
	}
	// P1 played only session 1: its session 2 column is empty.
	for _, st := range res.Standings {
		if ev.Pairs[st.Pair].ID == "P1" && st.Sessions[1].Played {
			t.Error("P1 shown in session 2")
		}
	}

	s.Sessions = NeubergCombine
	ev = buildEvent(t, s, twoSessionRows)
	res = mustScore(t, ev)
	want = "Y 1 60.42\nX 2 58.33\nQ1 3 54.17\nQ2 4= 50.00\nQ3 4= 50.00\nP1 6 8.33\n"
	if got := nsField(ev, res); got != want {
		t.Errorf("Neuberg:\n%s\nwant:\n%s", got, want)
	}
	if y := res.Standings[0]; !near(y.Score, 29) || y.Top != 48 {
		t.Errorf("Y under Neuberg: %v of %v, want 29 of 48", y.Score, y.Top)
	}

	// The plain sum is refused: the sessions' tops differ.
	s.Sessions = PlainSum
	ev = buildEvent(t, s, twoSessionRows)
	_, probs := Score(ev)
	if len(probs) != 1 || probs[0].Msg != "Sessions is Matchpoints but the boards' tops differ: top 4 in session 1; top 8 in session 2" {
		t.Errorf("plain sum: %v", probs)
	}

	// Ascherman percentages combine without conversion. X: session 1
	// (2·2+1)/6 = 83.33% a board, session 2 (2·1+1)/10 = 30%: (3·83.33 +
	// 3·30)/6 = 56.67%. Y: (2·1+1)/6 = 50%, then 7/10, 7/10 and (2·2+2)/10:
	// (1.5 + 2.0)/6 = 58.33%.
	s = DefaultSettings()
	s.Scoring = Ascherman
	ev = buildEvent(t, s, twoSessionRows)
	res = mustScore(t, ev)
	want = "Y 1 58.33\nX 2 56.67\nQ1 3 53.33\nQ2 4= 50.00\nQ3 4= 50.00\nP1 6 16.67\n"
	if got := nsField(ev, res); got != want {
		t.Errorf("Ascherman:\n%s\nwant:\n%s", got, want)
	}
}
