package crosscheck

// The oracle against the worked examples of the seed documents and the
// issues, so that the oracle itself is known to follow them.

import (
	"math/big"
	"testing"
)

// boardEvent is a one-session event whose boards are given as lists of NS
// scores; every table has its own NS and EW pair.
func boardEvent(s settings, boards ...[]row) *event {
	ev := &event{s: s}
	for b, rs := range boards {
		for t, r := range rs {
			for len(ev.pairs) < 2*(t+1) {
				ev.pairs = append(ev.pairs, pair{id: itoa(len(ev.pairs) + 1)})
			}
			r.session, r.board, r.ns, r.ew = 1, b+1, 2*t, 2*t+1
			ev.rows = append(ev.rows, r)
		}
	}
	return ev
}

func scores(ns ...int) []row {
	var rs []row
	for _, v := range ns {
		rs = append(rs, row{kind: realScore, score: v})
	}
	return rs
}

func weighted(parts ...int) row {
	r := row{kind: weightedScore}
	for i := 0; i < len(parts); i += 2 {
		r.parts = append(r.parts, part{w: rat(int64(parts[i]), 100), score: parts[i+1]})
	}
	return r
}

func f2(x *big.Rat) float64 {
	f, _ := roundTo(x, rat(1, 100)).Float64()
	return f
}

func wantLines(t *testing.T, name string, got []line, from int, pick func(line) *big.Rat, want ...float64) {
	t.Helper()
	for i, w := range want {
		if g := f2(pick(got[from+i])); g != w {
			t.Errorf("%s: line %d = %v, want %v", name, from+i, g, w)
		}
	}
}

func nsOf(l line) *big.Rat  { return l.ns }
func pctOf(l line) *big.Rat { return mul(l.nsPct, ri(100)) }

func TestOracleSeed000(t *testing.T) {
	s := defaultSettings()
	out := scoreEvent(boardEvent(s, scores(430, 400, -50)))
	wantLines(t, "3 tables", out.lines, 0, nsOf, 4, 2, 0)
	out = scoreEvent(boardEvent(s, scores(430, 430, 400, 400, -50, -50)))
	wantLines(t, "6 tables", out.lines, 0, nsOf, 9, 9, 5, 5, 1, 1)
	wantLines(t, "6 tables %", out.lines, 0, pctOf, 90, 90, 50, 50, 10, 10)
	s.method = ascherman
	out = scoreEvent(boardEvent(s, scores(430, 400, -50)))
	wantLines(t, "Ascherman %", out.lines, 0, pctOf, 83.33, 50, 16.67)
	out = scoreEvent(boardEvent(s, scores(430, 430, 400, 400, -50, -50)))
	wantLines(t, "Ascherman % (6)", out.lines, 0, pctOf, 83.33, 83.33, 50, 50, 16.67, 16.67)
	// Seed 004's Ascherman table: 100, 90, 80 NS and 50 EW (NS −50).
	out = scoreEvent(boardEvent(s, scores(100, 90, 80, -50)))
	wantLines(t, "Ascherman points", out.lines, 0, nsOf, 7, 5, 3, 1)
	wantLines(t, "Ascherman %", out.lines, 0, pctOf, 87.5, 62.5, 37.5, 12.5)
	s.method = norwegian
	out = scoreEvent(boardEvent(s, scores(100, 90, 80, -50)))
	wantLines(t, "Norwegian points", out.lines, 0, nsOf, 3, 1, -1, -3)
	wantLines(t, "Norwegian %", out.lines, 0, pctOf, 87.5, 62.5, 37.5, 12.5)
}

func TestOracleSeed004Neuberg(t *testing.T) {
	s := defaultSettings()
	// Board 1 has 5 results, board 2 the 4 of the example: 100, 50, 50, −50.
	out := scoreEvent(boardEvent(s, scores(10, 20, 30, 40, 50), scores(100, 50, 50, -50)))
	wantLines(t, "NS", out.lines, 5, nsOf, 7.75, 4, 4, 0.25)
	wantLines(t, "EW", out.lines, 5, func(l line) *big.Rat { return l.ew }, 0.25, 4, 4, 7.75)
	if f2(out.lines[5].top) != 8 {
		t.Errorf("top %v, want 8", out.lines[5].top)
	}
	s.american = true
	out = scoreEvent(boardEvent(s, scores(10, 20, 30, 40, 50), scores(100, 50, 50, -50)))
	wantLines(t, "American NS", out.lines, 5, nsOf, 3.88, 2, 2, 0.13)
}

func TestOracleWeighted(t *testing.T) {
	s := defaultSettings()
	b := scores(110, 110, 110, 110, 110, 50, 50, 50, -50, -50, -110, -110)
	b = append(b, weighted(60, 110, 40, -50))
	out := scoreEvent(boardEvent(s, b))
	wantLines(t, "+110", out.lines, 0, nsOf, 19.4)
	wantLines(t, "+50", out.lines, 5, nsOf, 10.8)
	wantLines(t, "-50", out.lines, 8, nsOf, 5.4)
	wantLines(t, "-110", out.lines, 10, nsOf, 1.0)
	wantLines(t, "weighted", out.lines, 12, nsOf, 13.8)
	if f2(out.lines[0].top) != 24 {
		t.Errorf("top %v, want 24", out.lines[0].top)
	}
}

func TestOracleIMPs(t *testing.T) {
	s := defaultSettings()
	s.method = crossIMPs
	out := scoreEvent(boardEvent(s, scores(620, 170, 140, 140, -100)))
	wantLines(t, "cross-IMPs", out.lines, 0, nsOf, 10.5, -0.25, -1.25, -1.25, -7.75)
	s.method = butler
	out = scoreEvent(boardEvent(s, scores(-650, -170, -1440, 100, -170, -200)))
	if f2(out.lines[0].datum) != -300 {
		t.Errorf("datum %v, want -300", out.lines[0].datum)
	}
	wantLines(t, "Butler", out.lines, 0, nsOf, -8, 4, -15, 9, 4, 3)
	for _, c := range []struct {
		diff int64
		want float64
	}{{45, 1.5}, {165, 4.5}, {365, 8.5}, {425, 9.5}, {495, 10.5}, {595, 11.5}, {895, 13.5},
		{1495, 16.5}, {2495, 20.5}, {4245, 24}, {5000, 24}, {-165, -4.5}, {10, 0.33}, {20, 0.67}, {0, 0}} {
		if g := f2(bastilleIMPs(c.diff)); g != c.want {
			t.Errorf("Bastille %d = %v, want %v", c.diff, g, c.want)
		}
	}
	for _, c := range []struct{ diff, want int }{{10, 0}, {20, 1}, {40, 1}, {50, 2}, {3990, 23}, {4000, 24}, {-600, -12}} {
		if g := imps(c.diff); g != c.want {
			t.Errorf("IMPs %d = %d, want %d", c.diff, g, c.want)
		}
	}
}

func TestOracleLaw77(t *testing.T) {
	for _, c := range []struct {
		board  int
		c      contract
		by     byte
		tricks int
		want   int
	}{
		{1, contract{4, spades, 0}, 'N', 10, 420},
		{2, contract{4, spades, 0}, 'N', 10, 620},
		{1, contract{3, notrump, 0}, 'E', 9, -400},
		{1, contract{1, notrump, 0}, 'S', 8, 120},
		{1, contract{2, hearts, 1}, 'N', 8, 470},
		{1, contract{1, clubs, 2}, 'N', 7, 230},
		{4, contract{5, diamonds, 1}, 'W', 9, 500},
		{1, contract{4, hearts, 1}, 'S', 6, -800},
		{1, contract{6, notrump, 0}, 'N', 12, 990},
		{4, contract{7, clubs, 0}, 'S', 13, 2140},
		{1, contract{3, notrump, 0}, 'N', 11, 460},
		{1, contract{0, 0, 0}, 'N', 0, 0},
	} {
		if g := nsScore(c.board, c.c, c.by, c.tricks); g != c.want {
			t.Errorf("board %d %v by %c %d tricks: %d, want %d", c.board, c.c, c.by, c.tricks, g, c.want)
		}
	}
}

func TestOracleSeed003Combine(t *testing.T) {
	// 31 matchpoints on two boards of 12 results (top 22) are 28.25 on
	// top 20: Neuberg per board, 15.5 each.
	v := add(factorEuropean(rat(31, 2), 12, 11), factorEuropean(rat(31, 2), 12, 11))
	if f2(v) != 28.25 {
		t.Errorf("got %v, want 28.25", f2(v))
	}
	// 305 on 24 boards of top 22 become 277.58 on top 20.
	v = new(big.Rat)
	for i := 0; i < 24; i++ {
		v.Add(v, factorEuropean(rat(305, 24), 12, 11))
	}
	if f2(v) != 277.58 {
		t.Errorf("got %v, want 277.58", f2(v))
	}
}
