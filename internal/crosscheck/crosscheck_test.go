package crosscheck

// The end-to-end check: random events are written as workbooks, scored by
// the scorebook command, and every number of the Ranking, Travellers and
// Scorecards sheets is compared with the oracle to two decimals.

import (
	"flag"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var nFlag = flag.Int("crosscheck.n", 0, "random one-session events to check (default 120; or env CROSSCHECK_N)")

// eventCount is how many one-session events to generate; the other kinds
// scale with it.
func eventCount() int {
	if *nFlag > 0 {
		return *nFlag
	}
	if v, err := strconv.Atoi(os.Getenv("CROSSCHECK_N")); err == nil && v > 0 {
		return v
	}
	return 120
}

// seedBase lets a run start elsewhere: CROSSCHECK_SEED=1000.
func seedBase() uint64 {
	if v, err := strconv.ParseUint(os.Getenv("CROSSCHECK_SEED"), 10, 64); err == nil {
		return v
	}
	return 0
}

// tally counts what was compared.
type tally struct {
	events, lines, pairs, cards, values int
	refused                             int      // events the contract makes an error, checked to be refused
	hidden                              []string // differences below display precision
	features                            features
}

// checker compares one scored workbook with the oracle.
type checker struct {
	ge       *genEvent
	out      *outcome
	sheets   map[string]*sheetTable
	problems []string
	t        *tally
}

func (c *checker) fail(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

// num compares a written number with the oracle's exact value, in display
// units (scale 100 for a percentage): equal when both round to the same two
// decimals, or within 1e-9 (rounding-boundary noise). want nil: the cell
// must be empty.
func (c *checker) num(where, col, got string, want *big.Rat, scale int64) {
	c.t.values++
	if want == nil {
		if got != "" {
			c.fail("%s: %s = %s, want empty", where, col, got)
		}
		return
	}
	w := mul(want, ri(int(scale)))
	wf, _ := w.Float64()
	if got == "" {
		c.fail("%s: %s is empty, want %.2f", where, col, wf)
		return
	}
	g, err := strconv.ParseFloat(got, 64)
	if err != nil {
		c.fail("%s: %s = %q, want %.2f", where, col, got, wf)
		return
	}
	g *= float64(scale)
	wr, _ := roundTo(w, rat(1, 100)).Float64()
	gr := math.Round(g*100) / 100 // halves away from zero
	if d := math.Abs(g - wf); d <= 1e-9 {
		return
	} else if gr == wr || math.Abs(gr-wr) < 1e-9 {
		if d > 1e-6 && len(c.t.hidden) < 20 {
			c.t.hidden = append(c.t.hidden, fmt.Sprintf("%s %s: %s: %s = %.9f, oracle %.9f", c.ge.name, c.ge.describe, where, col, g, wf))
		}
		return
	}
	c.fail("%s: %s = %.4f, want %.4f", where, col, g, wf)
}

func (c *checker) text(where, col, got, want string) {
	c.t.values++
	if got != want {
		c.fail("%s: %s = %q, want %q", where, col, got, want)
	}
}

func (c *checker) pairLabel(pi int) string {
	p := c.ge.ev.pairs[pi]
	if p.dir != "" {
		return p.id + " " + p.dir
	}
	return p.id
}

// cellsText is what a row's cells say, for messages.
func cellsText(c map[string]any) string {
	if v, ok := c["Score"]; ok {
		return strings.TrimSpace(fmt.Sprint(v))
	}
	return strings.TrimSpace(fmt.Sprintf("%v %v %v", c["Contract"], c["By"], c["Result"]))
}

func (c *checker) compare() {
	ev, out, s := c.ge.ev, c.out, c.ge.ev.s
	multi := len(out.sessions) > 1
	m := s.method

	// Travellers: one line per row.
	tr := c.sheets["Travellers"]
	trRows := map[string][]string{}
	for _, r := range tr.rows {
		k := strings.Join([]string{tr.get(r, "Session"), tr.get(r, "Board"), tr.get(r, "NS"), tr.get(r, "EW")}, "/")
		if _, dup := trRows[k]; dup {
			c.fail("Travellers: line %s twice", k)
		}
		trRows[k] = r
	}
	if len(tr.rows) != len(ev.rows) {
		c.fail("Travellers: %d lines, want %d", len(tr.rows), len(ev.rows))
	}
	for i, r := range ev.rows {
		l := out.lines[i]
		k := fmt.Sprintf("%d/%d/%s/%s", r.session, r.board, ev.pairs[r.ns].id, ev.pairs[r.ew].id)
		got, ok := trRows[k]
		where := fmt.Sprintf("Travellers session %d board %d NS %s EW %s (%s)", r.session, r.board, ev.pairs[r.ns].id, ev.pairs[r.ew].id, cellsText(c.ge.cells[i]))
		if !ok {
			c.fail("%s: line missing", where)
			continue
		}
		c.t.lines++
		if r.kind == realScore {
			c.num(where, "NS Score", tr.get(got, "NS Score"), ri(r.score), 1)
		}
		var ns, ew, nsPct, ewPct *big.Rat
		if l.played {
			ns, ew, nsPct, ewPct = l.ns, l.ew, l.nsPct, l.ewPct
		}
		switch {
		case m.isMP():
			c.num(where, "NS MP", tr.get(got, "NS MP"), ns, 1)
			c.num(where, "EW MP", tr.get(got, "EW MP"), ew, 1)
			c.num(where, "NS %", tr.get(got, "NS %"), nsPct, 100)
			c.num(where, "EW %", tr.get(got, "EW %"), ewPct, 100)
		case m.isIMP():
			if m == butler || m == bastille {
				var d *big.Rat
				if l.played {
					d = l.datum
				}
				if l.played && !l.result && tr.get(got, "Datum") == "" {
					d = nil // an artificial score's line may leave the datum out
				}
				c.num(where, "Datum", tr.get(got, "Datum"), d, 1)
			}
			c.num(where, "NS IMPs", tr.get(got, "NS IMPs"), ns, 1)
			c.num(where, "EW IMPs", tr.get(got, "EW IMPs"), ew, 1)
		default:
			c.num(where, "NS Points", tr.get(got, "NS Points"), ns, 1)
			c.num(where, "EW Points", tr.get(got, "EW Points"), ew, 1)
		}
	}

	// Ranking: one line per pair.
	rk := c.sheets["Ranking"]
	if rk.has("Direction") != out.mitchell {
		c.fail("Ranking: Direction column %v, want %v (Mitchell)", rk.has("Direction"), out.mitchell)
	}
	rkRows := map[string][]string{}
	for _, r := range rk.rows {
		// The names tell apart the NS and EW pairs of a Mitchell that reuses
		// numbers, even when it is ranked as one field.
		k := rk.get(r, "Pair") + " " + rk.get(r, "Names")
		if out.mitchell {
			k += " " + rk.get(r, "Direction")
		}
		rkRows[k] = r
	}
	if len(rk.rows) != len(out.standings) {
		c.fail("Ranking: %d pairs, want %d", len(rk.rows), len(out.standings))
	}
	unit := "IMPs"
	if m == totalPoints {
		unit = "Points"
	}
	for _, st := range out.standings {
		p := ev.pairs[st.pair]
		k := p.id + " " + pairNames(p)
		if out.mitchell {
			k += " " + st.field
		}
		where := "Ranking pair " + c.pairLabel(st.pair)
		if out.mitchell {
			where += " (" + st.field + " field)"
		}
		got, ok := rkRows[k]
		if !ok {
			c.fail("%s: missing", where)
			continue
		}
		c.t.pairs++
		if g := rk.get(got, "Rank"); g != st.altRank {
			c.text(where, "Rank", g, st.rankText)
		} else {
			c.t.values++
		}
		c.num(where, "Boards", rk.get(got, "Boards"), ri(st.boards), 1)
		c.num(where, "Score", rk.get(got, "Score"), st.score, 1)
		if m.isMP() {
			c.num(where, "Top", rk.get(got, "Top"), st.top, 1)
		}
		if m.isMP() {
			c.num(where, "%", rk.get(got, "%"), st.pct, 100)
		}
		if multi {
			for si, sess := range out.sessions {
				ss := st.sessions[si]
				if m.isMP() {
					col := fmt.Sprintf("Session %d %%", sess)
					var want *big.Rat
					if ss.played {
						want = ss.pct
					}
					c.num(where, col, rk.get(got, col), want, 100)
				} else {
					col := fmt.Sprintf("Session %d %s", sess, unit)
					var want *big.Rat
					if ss.played {
						want = ss.score
					}
					c.num(where, col, rk.get(got, col), want, 1)
				}
			}
		}
	}

	// Scorecards: one line per pair and board.
	sc := c.sheets["Scorecards"]
	scRows := map[string][]string{}
	for _, r := range sc.rows {
		sess := sc.get(r, "Session")
		if sess == "" {
			sess = "1"
		}
		k := strings.Join([]string{sc.get(r, "Pair"), sc.get(r, "Direction"), sess, sc.get(r, "Board")}, "/")
		scRows[k] = r
	}
	if len(sc.rows) != 2*len(ev.rows) {
		c.fail("Scorecards: %d lines, want %d", len(sc.rows), 2*len(ev.rows))
	}
	ptsCol := map[bool]string{true: "MP", false: unit}[m.isMP()]
	for i, r := range ev.rows {
		l := out.lines[i]
		for _, side := range []struct {
			pi       int
			dir      string
			pts, pct *big.Rat
		}{{r.ns, "NS", l.ns, l.nsPct}, {r.ew, "EW", l.ew, l.ewPct}} {
			k := fmt.Sprintf("%s/%s/%d/%d", ev.pairs[side.pi].id, side.dir, r.session, r.board)
			where := fmt.Sprintf("Scorecards pair %s session %d board %d %s (%s)", c.pairLabel(side.pi), r.session, r.board, side.dir, cellsText(c.ge.cells[i]))
			got, ok := scRows[k]
			if !ok {
				c.fail("%s: missing", where)
				continue
			}
			c.t.cards++
			if !l.played {
				side.pts, side.pct = nil, nil
			}
			c.num(where, ptsCol, sc.get(got, ptsCol), side.pts, 1)
			if m.isMP() {
				c.num(where, "%", sc.get(got, "%"), side.pct, 100)
			}
		}
	}
}

// check generates nothing: it scores and compares the given events.
func check(t *testing.T, events []*genEvent, libreoffice bool) *tally {
	t.Helper()
	dir := t.TempDir()
	var paths []string
	for _, ge := range events {
		p := filepath.Join(dir, ge.name+".xlsx")
		if err := writeWorkbook(ge, p); err != nil {
			t.Fatalf("%s: %v", ge.name, err)
		}
		paths = append(paths, p)
	}
	if libreoffice {
		if !resaveWithLibreOffice(t, paths) {
			t.Skip("soffice is not installed (set SCOREBOOK_REQUIRE_LIBREOFFICE=1 to make this an error)")
		}
	}
	log := runScorebook(t, paths)
	tl := &tally{features: features{}}
	failed := 0
	for i, ge := range events {
		out := scoreEvent(ge.ev)
		sheets, err := readSheets(paths[i])
		if err != nil {
			t.Fatalf("%s: %v", ge.name, err)
		}
		if ge.expectsError && out.err == "" {
			t.Errorf("%s (%s): drawn to be an error, but the oracle scores it: the generator is wrong", ge.name, ge.describe)
		}
		if out.err != "" {
			// The contract makes this event an error: nothing may be
			// written, and check says why.
			msg, code := checkMessages(t, paths[i])
			if sheets != nil || code != 1 {
				t.Errorf("%s (%s): %s, but scorebook scored it (check exit %d):\n%s", ge.name, ge.describe, out.err, code, msg)
			} else if want := refusals[out.err]; want == nil || !want.MatchString(msg) {
				t.Errorf("%s (%s): %s, but check does not say %v:\n%s", ge.name, ge.describe, out.err, want, msg)
			}
			tl.events++
			tl.refused++
			continue
		}
		if sheets == nil {
			msg, _ := checkMessages(t, paths[i])
			t.Errorf("%s (%s): not scored:\n%s", ge.name, ge.describe, msg)
			failed++
			keep(t, paths[i])
			continue
		}
		tl.features.count(ge, out)
		c := &checker{ge: ge, out: out, sheets: sheets, t: tl}
		c.compare()
		tl.events++
		if len(c.problems) > 0 {
			failed++
			keep(t, paths[i])
			sort.Strings(c.problems)
			shown := c.problems
			limit := 12
			if v, err := strconv.Atoi(os.Getenv("CROSSCHECK_SHOW")); err == nil {
				limit = v
			}
			if len(shown) > limit {
				shown = shown[:limit]
			}
			t.Errorf("%s (%s): %d differences\n  %s", ge.name, ge.describe, len(c.problems), strings.Join(shown, "\n  "))
		}
	}
	if failed > 0 {
		t.Logf("scorebook said:\n%s", log)
	}
	t.Logf("%d events (%d refused), %d traveller lines, %d ranking lines, %d scorecard lines, %d values compared",
		tl.events, tl.refused, tl.lines, tl.pairs, tl.cards, tl.values)
	t.Logf("exercised:%v", tl.features)
	for _, h := range tl.hidden {
		t.Logf("below display precision: %s", h)
	}
	return tl
}

// refusals are what check says for each error the oracle finds.
var refusals = map[string]*regexp.Regexp{
	// On the Sessions setting's value.
	"boards of the event have different tops": regexp.MustCompile(`(?m)^error: Event!B\d+: Sessions is Matchpoints but the boards' tops differ: `),
}

// keep copies a failing workbook to $CROSSCHECK_KEEP, when set.
func keep(t *testing.T, path string) {
	dir := os.Getenv("CROSSCHECK_KEEP")
	if dir == "" {
		return
	}
	data, err := os.ReadFile(path)
	if err == nil {
		os.MkdirAll(dir, 0o755)
		err = os.WriteFile(filepath.Join(dir, filepath.Base(path)), data, 0o644)
	}
	if err != nil {
		t.Logf("keeping %s: %v", path, err)
	}
}

// TestCrosscheckSessions: random one-session Mitchell and Howell events in
// every scoring method and setting.
func TestCrosscheckSessions(t *testing.T) {
	t.Parallel()
	var events []*genEvent
	base := seedBase()
	for i := 0; i < eventCount(); i++ {
		events = append(events, randomSession(base+uint64(i)))
	}
	check(t, events, false)
}

// TestCrosscheckTwoSessions: random two-session Howell events, the second
// session with more pairs and more boards, each combined by Percentages and
// by Neuberg (and, for a few, Matchpoints, which is an error when the
// sessions' tops differ).
func TestCrosscheckTwoSessions(t *testing.T) {
	t.Parallel()
	var events []*genEvent
	base := seedBase()
	for i := 0; i < max(eventCount()/4, 4); i++ {
		combines := []string{"Percentages", "Neuberg"}
		if i%5 == 0 {
			combines = append(combines, "Matchpoints")
		}
		events = append(events, randomTwoSessions(base+uint64(i), combines...)...)
	}
	// How often the way of combining changes the winner (seed 003).
	winners := map[string]string{}
	differ, pairsOf := 0, 0
	for _, ge := range events {
		out := scoreEvent(ge.ev)
		var w []string
		for _, st := range out.standings {
			if st.rank == 1 {
				w = append(w, ge.ev.pairs[st.pair].id)
			}
		}
		sort.Strings(w)
		seed, comb, _ := strings.Cut(ge.name, "-howell-")
		switch comb {
		case "percentages":
			winners[seed] = strings.Join(w, ",")
		case "neuberg":
			if p, ok := winners[seed]; ok && ge.ev.s.method == matchpoints {
				pairsOf++
				if p != strings.Join(w, ",") {
					differ++
				}
			}
		}
	}
	t.Logf("matchpoint events whose winner differs between Percentages and Neuberg: %d of %d", differ, pairsOf)
	// A few whose sessions' tops differ, which the plain sum must refuse
	// (whatever else is drawn).
	for i := range 3 {
		events = append(events, twoSessions(base+uint64(i), "unequal", "Matchpoints")...)
	}
	check(t, events, false)
}

// TestCrosscheckTwoSessionsOther: two-session Mitchells (NS and EW ranked
// apart across sessions, or one field when a pair changes direction), and
// Howells of two equal sessions combined by the plain sum of matchpoints.
func TestCrosscheckTwoSessionsOther(t *testing.T) {
	t.Parallel()
	var events []*genEvent
	base := seedBase()
	for i := 0; i < max(eventCount()/10, 4); i++ {
		events = append(events, twoSessions(base+uint64(i), "mitchell", "Percentages", "Neuberg")...)
		events = append(events, twoSessions(base+uint64(i), "equal", "Matchpoints")...)
	}
	check(t, events, false)
}

// TestCrosscheckLibreOffice: a few events re-saved by LibreOffice first.
func TestCrosscheckLibreOffice(t *testing.T) {
	t.Parallel()
	var events []*genEvent
	base := seedBase() + 50000
	for i := 0; i < max(eventCount()/25, 4); i++ {
		ge := randomSession(base + uint64(i))
		ge.name = "lo-" + ge.name
		events = append(events, ge)
	}
	for _, ge := range randomTwoSessions(base+1, "Percentages", "Neuberg") {
		ge.name = "lo-" + ge.name
		events = append(events, ge)
	}
	check(t, events, true)
}
