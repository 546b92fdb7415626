package crosscheck

// Small events worked by hand: each is checked against numbers worked out
// on paper (so that the oracle is checked too) and then scored by scorebook
// and compared with the oracle like the random events.

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"testing"
)

// handRow is a Results row: session, board, NS, EW and the Score cell.
type handRow struct {
	session, board int
	ns, ew         string
	score          string
}

// handEvent builds an event from Event sheet rows and Results rows. Pairs
// are the identifiers met in the rows, in order; all sit as typed.
func handEvent(t *testing.T, name string, s settings, eventRows [][2]any, rows []handRow) *genEvent {
	t.Helper()
	ge := &genEvent{name: name, ev: &event{s: s}, eventSheet: eventRows, describe: name}
	index := map[string]int{}
	id := func(p string) int {
		if i, ok := index[p]; ok {
			return i
		}
		index[p] = len(ge.ev.pairs)
		ge.ev.pairs = append(ge.ev.pairs, pair{id: p})
		ge.pairCells = append(ge.pairCells, p)
		return index[p]
	}
	for _, hr := range rows {
		r := row{session: hr.session, board: hr.board, ns: id(hr.ns), ew: id(hr.ew)}
		text := strings.TrimSpace(hr.score)
		switch {
		case strings.EqualFold(text, "NP"):
			r.kind = notPlayed
		case strings.HasPrefix(text, "A"):
			r.kind = artificialScore
			r.nsAward, r.ewAward = parseAward(text)
		case strings.Contains(text, "%"):
			r.kind = weightedScore
			for _, p := range strings.Split(text, ";") {
				var w int64
				var sc int
				if _, err := fmt.Sscanf(strings.TrimSpace(p), "%d%% %d", &w, &sc); err != nil {
					t.Fatalf("%s: %q: %v", name, p, err)
				}
				r.parts = append(r.parts, part{w: rat(w, 100), score: sc})
			}
		default:
			v, err := strconv.Atoi(text)
			if err != nil {
				t.Fatalf("%s: %q: %v", name, text, err)
			}
			r.kind, r.score = realScore, v
		}
		ge.ev.rows = append(ge.ev.rows, r)
		ge.cells = append(ge.cells, map[string]any{"Score": hr.score})
	}
	ge.resultCols = []string{"Session", "Board", "NS", "EW", "Score"}
	return ge
}

// lineOf finds the oracle's line for a row by board and NS pair.
func lineOf(t *testing.T, ge *genEvent, out *outcome, session, board int, ns string) line {
	t.Helper()
	for i, r := range ge.ev.rows {
		if r.session == session && r.board == board && ge.ev.pairs[r.ns].id == ns {
			return out.lines[i]
		}
	}
	t.Fatalf("no row for board %d NS %s", board, ns)
	return line{}
}

func wantRat(t *testing.T, what string, got *big.Rat, want float64) {
	t.Helper()
	if g := f2(got); g != want {
		t.Errorf("oracle: %s = %v, want %v (worked by hand)", what, g, want)
	}
}

// butlerSessionRule: the Session rule does not change an artificial score
// at IMPs. Butler, discard 0, Average plus rule Session; a Mitchell of
// three tables and two boards:
//
//	board 1: NS 1 v EW 4 +420, NS 2 v EW 5 +420, NS 3 v EW 6 −50
//	         datum (420+420−50)/3 = 263.3 → 260; IMPs +4, +4, −7
//	board 2: NS 1 v EW 5 A+/A-, NS 2 v EW 6 +100, NS 3 v EW 4 +100
//	         datum 100; IMPs 0, 0
//
// WORKBOOK.md and issue 5: an artificial score at IMPs is Average plus +3,
// Average minus −3. So NS 1 has 4+3 = 7 IMPs, EW 5 has −4−3 = −7.
func butlerSessionRule(t *testing.T) *genEvent {
	s := defaultSettings()
	s.method, s.sessionRule, s.discardCount = butler, true, 0
	return handEvent(t, "butler-session-rule", s,
		[][2]any{{"Scoring", "Butler"}, {"Butler discard", 0}, {"Average plus rule", "Session"}},
		[]handRow{
			{1, 1, "1", "4", "420"}, {1, 1, "2", "5", "420"}, {1, 1, "3", "6", "-50"},
			{1, 2, "1", "5", "A+/A-"}, {1, 2, "2", "6", "100"}, {1, 2, "3", "4", "100"},
		})
}

func TestHandButlerSessionRule(t *testing.T) {
	ge := butlerSessionRule(t)
	out := scoreEvent(ge.ev)
	wantRat(t, "board 1 datum", lineOf(t, ge, out, 1, 1, "1").datum, 260)
	wantRat(t, "board 1 NS 1", lineOf(t, ge, out, 1, 1, "1").ns, 4)
	wantRat(t, "board 1 NS 3", lineOf(t, ge, out, 1, 1, "3").ns, -7)
	wantRat(t, "board 2 NS 1 (A+)", lineOf(t, ge, out, 1, 2, "1").ns, 3)
	wantRat(t, "board 2 EW 5 (A-)", lineOf(t, ge, out, 1, 2, "1").ew, -3)
	check(t, []*genEvent{ge}, false)
}

// sessionRuleTwoAwards: Matchpoints, Average plus rule Session, a pair with
// two artificial scores. Law 12C2's "percentage on its other boards" is read
// as the boards where the pair has a result. Mitchell, three tables, three
// boards, European, Neuberg (every board has 3 scored rows, N = 3, top 4):
//
//	board 1: NS 1 v EW 4 +420 (4), NS 2 v EW 5 +400 (2), NS 3 v EW 6 −50 (0)
//	board 2: NS 1 v EW 5 A+/A-, NS 2 v EW 6 +140, NS 3 v EW 4 +110: two
//	         results, factored to 3 by Neuberg: 2 → (2+1)·3/2−1 = 3.5 and
//	         0 → (0+1)·3/2−1 = 0.5
//	board 3: NS 1 v EW 6 A+/A=, NS 2 v EW 4 +50, NS 3 v EW 5 −100
//
// NS 1's result: only board 1, 4 of 4 = 100%; so A+ is 100% on both boards
// 2 and 3 (4 matchpoints each). (Counting the other artificial board at 60%
// would give 80%.)
func TestHandSessionRuleTwoAwards(t *testing.T) {
	s := defaultSettings()
	s.sessionRule = true
	ge := handEvent(t, "session-rule-two-awards", s,
		[][2]any{{"Average plus rule", "Session"}},
		[]handRow{
			{1, 1, "1", "4", "420"}, {1, 1, "2", "5", "400"}, {1, 1, "3", "6", "-50"},
			{1, 2, "1", "5", "A+/A-"}, {1, 2, "2", "6", "140"}, {1, 2, "3", "4", "110"},
			{1, 3, "1", "6", "A+/A="}, {1, 3, "2", "4", "50"}, {1, 3, "3", "5", "-100"},
		})
	out := scoreEvent(ge.ev)
	wantRat(t, "board 2 NS 2", lineOf(t, ge, out, 1, 2, "2").ns, 3.5)
	wantRat(t, "board 2 NS 3", lineOf(t, ge, out, 1, 2, "3").ns, 0.5)
	wantRat(t, "board 2 NS 1 (A+)", lineOf(t, ge, out, 1, 2, "1").ns, 4)
	wantRat(t, "board 3 NS 1 (A+)", lineOf(t, ge, out, 1, 3, "1").ns, 4)
	check(t, []*genEvent{ge}, false)
}

// bastilleHalfDatum is the minimal case of the datum discrepancy. Bastille,
// discard 0, board 1 (nobody vulnerable), two tables:
//
//	NS 1 v EW 3  −50
//	NS 2 v EW 4  70% 170; 30% −100   (weighted mean 119 − 30 = 89)
//
// The mean is (−50 + 89)/2 = 19.5, so the datum "rounded to the nearest 1,
// halves away from zero" is 20. Then on the linear scale:
//
//	NS 1: −50 − 20 = −70: (70+15)/40 = 2.125 → −2.13
//	NS 2: 170 − 20 = 150: 165/40 = 4.125 → 4.13; −100 − 20 = −120:
//	      135/40 = 3.375 → −3.38; 0.7·4.13 − 0.3·3.38 = 1.877 → 1.88
func bastilleHalfDatum(t *testing.T) *genEvent {
	s := defaultSettings()
	s.method, s.discardCount = bastille, 0
	return handEvent(t, "bastille-half-datum", s,
		[][2]any{{"Scoring", "Bastille"}, {"Butler discard", 0}},
		[]handRow{{1, 1, "1", "3", "-50"}, {1, 1, "2", "4", "70% 170; 30% -100"}})
}

func TestHandBastilleHalfDatum(t *testing.T) {
	ge := bastilleHalfDatum(t)
	out := scoreEvent(ge.ev)
	wantRat(t, "datum", lineOf(t, ge, out, 1, 1, "1").datum, 20)
	wantRat(t, "NS 1", lineOf(t, ge, out, 1, 1, "1").ns, -2.13)
	wantRat(t, "NS 2", lineOf(t, ge, out, 1, 1, "2").ns, 1.88)
	check(t, []*genEvent{ge}, false)
}

// The same at Butler. Butler, discard 0, board 1 (nobody vulnerable):
//
//	NS 1 v EW 3  +50
//	NS 2 v EW 4  45% 400; 55% −400   (weighted mean 180 − 220 = −40)
//
// The mean is (50 − 40)/2 = 5, so the datum rounded to the nearest 10,
// halves away from zero, is 10. IMPs: NS 1 50 − 10 = 40 → 1; NS 2
// 0.45·IMP(390) + 0.55·IMP(−410) = 0.45·9 − 0.55·9 = −0.90.
func TestHandButlerHalfDatum(t *testing.T) {
	s := defaultSettings()
	s.method, s.discardCount = butler, 0
	ge := handEvent(t, "butler-half-datum", s,
		[][2]any{{"Scoring", "Butler"}, {"Butler discard", 0}},
		[]handRow{{1, 1, "1", "3", "50"}, {1, 1, "2", "4", "45% 400; 55% -400"}})
	out := scoreEvent(ge.ev)
	wantRat(t, "datum", lineOf(t, ge, out, 1, 1, "1").datum, 10)
	wantRat(t, "NS 1", lineOf(t, ge, out, 1, 1, "1").ns, 1)
	wantRat(t, "NS 2", lineOf(t, ge, out, 1, 1, "2").ns, -0.9)
	check(t, []*genEvent{ge}, false)
}
