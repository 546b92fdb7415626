package pairs

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/rank"
)

// Line is one traveller line's scores: one row of the Results sheet.
type Line struct {
	Points

	e       float64 // European matchpoints 2k+m−1 for NS (matchpoint methods)
	n       int     // real results on the board
	session int     // index into Result.Sessions
	nsP     float64 // an artificial score's percentages, as awarded
	ewP     float64
}

// Points are a traveller line's scores, as a board scored as a pairs event
// scores it gives them: a pairs event's line (Line) and an individual's
// (engine/individual.Line).
type Points struct {
	Row    int  // index into the event's rows
	Played bool // false for NP
	// NS and EW are the row's points for each side: matchpoints, Ascherman or
	// Norwegian points, IMPs, or total points.
	NS, EW float64
	// Top is the board's top (matchpoint methods).
	Top float64
	// NSPct and EWPct are each side's share of the top (matchpoint methods),
	// valid when HasPct.
	NSPct, EWPct float64
	HasPct       bool
	// Datum is the board's datum (Butler, Bastille).
	Datum    int
	HasDatum bool
}

// SessionScore is a pair's result in one session.
type SessionScore struct {
	Played bool
	Boards int
	Score  float64
	Top    float64
	Pct    float64
}

// Standing is a pair's line in the ranking.
type Standing struct {
	Pair     int       // index into Event.Pairs
	Field    Direction // NS or EW in a Mitchell, Either in a Howell
	Place    rank.Place
	Boards   int
	Score    float64
	Top      float64
	Pct      float64
	Sessions []SessionScore // one per Result.Sessions
	// Award is what each player of the pair gets by the Awards setting,
	// from the scratch ranking (Place); 0 without one.
	Award float64
	// Handicap is the pair's handicap in percent (2.5 for +2.5%),
	// HandicapPct its percentage with it (a share, as Pct) and
	// HandicapPlace its place by that in its field,
	// when the event is handicapped (Result.Handicapped).
	Handicap, HandicapPct float64
	HandicapPlace         rank.Place
}

// SitOutLine is what a pair scores on a board it sits out: with the
// Sit-out setting a percentage, that share of the board's top (its IMP
// value at IMPs); nothing when Not scored. A sit-out is never a result on
// the board.
type SitOutLine struct {
	SitOut int  // index into Event.SitOuts
	Scored bool // false when Not scored (or the board has no session scored)
	// Points is the pair's points; Top the board's top and Pct the share of
	// it (matchpoint methods, valid when HasPct).
	Points, Top float64
	Pct         float64
	HasPct      bool

	session int // index into Result.Sessions
}

// Result is a scored pairs event.
type Result struct {
	Settings  Settings
	Sessions  []int        // session numbers, ascending
	Mitchell  bool         // NS and EW are ranked apart
	Lines     []Line       // one per Event.Rows, in the same order
	SitOuts   []SitOutLine // one per Event.SitOuts, in the same order
	Standings []Standing   // NS field then EW field in a Mitchell; each by rank
	Boards    int          // boards in play, counting each session's boards apart
	// Handicapped says the standings have a handicapped ranking beside
	// the scratch one.
	Handicapped bool
}

type boardGroup struct {
	session int // index
	board   int
	rows    []int
	n       int // real results
	scored  int // rows that are not NP
	top     float64
}

type scorer struct {
	ev       *Event
	s        Settings
	res      *Result
	boards   []*boardGroup
	sessionN []int // N per session index
}

// Score checks and scores the event. It returns every problem found,
// errors and warnings together, and a Result only when none is an error and
// every row could be read (see Row). It resolves each row's pairs (NS, EW)
// and settles each row's score (see Check).
func Score(ev *Event) (*Result, []problem.Problem) {
	sc := &scorer{ev: ev, s: ev.Settings, res: &Result{Settings: ev.Settings}}
	fields, probs := sc.check()
	unread := false
	for i := range ev.Rows {
		unread = unread || ev.Rows[i].Unread || !ev.Rows[i].known()
	}
	for _, so := range ev.SitOuts {
		unread = unread || so.Unread || so.Pair < 0 || so.Session < 1 || so.Board < 1
	}
	if problem.HasErrors(probs) || unread {
		return nil, probs
	}
	sc.res.Mitchell = fields != nil
	for _, b := range sc.boards {
		sc.scoreBoard(b)
	}
	sc.scoreSitOuts()
	sessions := sc.sessionTotals()
	standings := sc.combine(sessions)
	probs = append(probs, missedSessions(standings, ev.Pairs, sc.res.Sessions, sc.s.Scoring.IsMatchpoint())...)
	sc.res.Standings = rankStandings(standings, sc.s.Scoring.IsMatchpoint(), fields, ev.Pairs)
	probs = append(probs, sc.handicap()...)
	sc.award()
	return sc.res, probs
}

// StandingsPerComparison is, for a cross-IMPs event whose result res is scored as
// totals (each board's IMPs summed over its comparisons), each pair's
// standing with the boards scored per comparison instead (each board's
// total over its comparisons: IMPs a board), by pair; nil for any other
// event, or when it cannot be scored again.
func StandingsPerComparison(ev *Event, res *Result) map[int]Standing {
	if s := res.Settings; s.Scoring != CrossIMPs || s.CrossIMPs != TotalComparisons {
		return nil
	}
	again := *ev
	again.Settings.CrossIMPs = PerComparison
	r, _ := Score(&again)
	if r == nil {
		return nil
	}
	out := map[int]Standing{}
	for _, st := range r.Standings {
		out[st.Pair] = st
	}
	return out
}

// missedSessions warns about each ranked pair that played in some sessions
// of the event but not all (numbers are the event's session numbers): at
// percentages it is ranked on the boards it played, by IMPs or points its
// total has nothing for the others; either may not be what a member
// reading the ranking expects of an event over sessions.
func missedSessions(standings []Standing, pairs []Pair, numbers []int, byPercent bool) []problem.Problem {
	var probs []problem.Problem
	for _, st := range standings {
		if len(st.Sessions) < 2 || len(st.Sessions) != len(numbers) {
			return nil
		}
		var played, missed []string
		for s, ss := range st.Sessions {
			if ss.Played {
				played = append(played, strconv.Itoa(numbers[s]))
			} else {
				missed = append(missed, strconv.Itoa(numbers[s]))
			}
		}
		if len(missed) == 0 {
			continue
		}
		p := pairs[st.Pair]
		what := func(ns []string) problem.Part {
			if len(ns) == 1 {
				return problem.Say("session %s", ns[0])
			}
			return problem.Say("sessions %s", strings.Join(ns, ", "))
		}
		pr := problem.Problem{Sheet: SheetPairs, Row: p.Line, Column: "Pair", Warning: true}
		if byPercent {
			pr = pr.Says("%s played only in %s, not in %s (%d boards), and is ranked on those", pairName(p), what(played), what(missed), st.Boards).
				Hinting("a pair that missed a session is ranked on the boards it played; if it should not be ranked with the others, score the sessions apart")
		} else {
			pr = pr.Says("%s played only in %s, not in %s: its total has nothing for it", pairName(p), what(played), what(missed)).
				Hinting("totals of IMPs or points add up the sessions played; if it should not be ranked with the others, score the sessions apart")
		}
		probs = append(probs, pr)
	}
	return probs
}

// check runs every check and returns each pair's direction when NS and EW
// are ranked apart. The checks that a row left out could set off wrongly
// (the boards' tops) wait until every row is known.
func (sc *scorer) check() (map[int]Direction, []problem.Problem) {
	known, probs := check(sc.ev)
	if len(known) == 0 {
		return nil, probs
	}
	sc.group(known)
	fields, fieldProbs := sc.fields(known)
	probs = append(probs, fieldProbs...)
	if fields == nil {
		probs = append(probs, sc.sharedNumbers()...)
	}
	partial := len(known) < len(sc.ev.Rows)
	if !partial && len(sc.res.Sessions) > 1 && sc.s.Scoring == Matchpoints && sc.s.Sessions == PlainSum {
		if p := sc.checkEqualTops(); p != nil {
			probs = append(probs, *p)
		}
	}
	return fields, probs
}

// sharedNumbers finds pairs that share an identifier (an NS and an EW pair
// of a Mitchell, told apart by Direction) in an event ranked as one field,
// where the ranking could not tell them apart.
func (sc *scorer) sharedNumbers() []problem.Problem {
	var probs []problem.Problem
	first := map[string]Pair{}
	for _, p := range sc.ev.Pairs {
		key := strings.ToLower(p.ID)
		if q, ok := first[key]; ok {
			if p.Direction == Either || q.Direction == Either || p.Direction == q.Direction {
				continue // listed twice in one direction: checkPairs says so
			}
			probs = append(probs, problem.Problem{Sheet: "Pairs", Row: p.Line, Column: "Pair",
				Hint: "in a Howell give each pair its own number; numbers may repeat only in a Mitchell (Field Mitchell or Auto)"}.
				Says("pair %s is listed twice (also on row %d), but the event is ranked as one field", p.ID, q.Line))
			continue
		}
		first[key] = p
	}
	return probs
}

// group sorts the rows into sessions and boards.
func (sc *scorer) group(known []int) {
	ev := sc.ev
	seen := map[int]bool{}
	for _, i := range known {
		r := ev.Rows[i]
		if !seen[r.Session] {
			seen[r.Session] = true
			sc.res.Sessions = append(sc.res.Sessions, r.Session)
		}
	}
	sort.Ints(sc.res.Sessions)
	sessionIndex := map[int]int{}
	for i, s := range sc.res.Sessions {
		sessionIndex[s] = i
	}
	type key struct{ session, board int }
	index := map[key]*boardGroup{}
	sc.res.Lines = make([]Line, len(ev.Rows))
	for _, i := range known {
		r := ev.Rows[i]
		k := key{sessionIndex[r.Session], r.Board}
		b := index[k]
		if b == nil {
			b = &boardGroup{session: k.session, board: r.Board}
			index[k] = b
			sc.boards = append(sc.boards, b)
		}
		b.rows = append(b.rows, i)
		if r.Score.IsResult() {
			b.n++
		}
		if r.Score.Kind != bridge.NotPlayed {
			b.scored++
		}
		sc.res.Lines[i] = Line{Points: Points{Row: i, Played: r.Score.Kind != bridge.NotPlayed}, session: k.session}
	}
	sort.Slice(sc.boards, func(i, j int) bool {
		a, b := sc.boards[i], sc.boards[j]
		if a.session != b.session {
			return a.session < b.session
		}
		return a.board < b.board
	})
	sc.res.Boards = len(sc.boards)
	sc.sessionN = make([]int, len(sc.res.Sessions))
	for _, b := range sc.boards {
		if b.scored > sc.sessionN[b.session] {
			sc.sessionN[b.session] = b.scored
		}
	}
}

// fields decides whether the event ranks NS and EW apart, and returns each
// pair's direction when it does (nil for one field). Each session is a Howell
// when any pair sits both ways in it (Auto); the event is one field when any
// session is a Howell or any pair changes direction between sessions.
func (sc *scorer) fields(known []int) (map[int]Direction, []problem.Problem) {
	var probs []problem.Problem
	if sc.s.Field == Howell {
		return nil, nil
	}
	type seat struct {
		dir  Direction
		line int
	}
	perSession := make([]map[int]seat, len(sc.res.Sessions))
	for i := range perSession {
		perSession[i] = map[int]seat{}
	}
	mitchell := true
	for _, i := range known {
		r := sc.ev.Rows[i]
		s := sc.res.Lines[i].session
		for _, side := range []struct {
			pair int
			dir  Direction
		}{{r.NS, NS}, {r.EW, EW}} {
			prev, ok := perSession[s][side.pair]
			if !ok {
				perSession[s][side.pair] = seat{side.dir, r.Line}
				continue
			}
			if prev.dir != side.dir {
				if sc.s.Field == Mitchell {
					probs = append(probs, rowProblem(&sc.ev.Rows[i], side.dir.String(),
						"set Field to Howell or Auto, or correct the pair number",
						"Field is Mitchell but pair %s sits %s here and %s on row %d", sc.ev.Pairs[side.pair].ID, side.dir, prev.dir, prev.line))
					perSession[s][side.pair] = seat{side.dir, r.Line} // report each change once
				}
				mitchell = false
			}
		}
	}
	if !mitchell {
		return nil, probs
	}
	// A pair that changes direction between sessions makes one field.
	dir := map[int]Direction{}
	for _, m := range perSession {
		for p, st := range m {
			if d, ok := dir[p]; ok && d != st.dir {
				return nil, probs
			}
			dir[p] = st.dir
		}
	}
	return dir, probs
}

// scoreBoard scores the results of one board; artificial scores are valued
// later, when the pairs' session percentages are known.
func (sc *scorer) scoreBoard(b *boardGroup) {
	rows := sc.ev.Rows
	lines := sc.res.Lines
	results := make([]bridge.TableScore, len(b.rows))
	for i, r := range b.rows {
		results[i] = rows[r].Score
	}
	n := float64(b.n)
	N := float64(sc.sessionN[b.session])
	m := sc.s.Scoring
	switch {
	case m.IsMatchpoint():
		b.top = sc.top(b.n, sc.sessionN[b.session])
		e := EuropeanMatchpoints(results)
		for i, r := range b.rows {
			l := &lines[r]
			l.Top, l.n = b.top, b.n
			if !results[i].IsResult() {
				continue
			}
			l.e = e[i]
			l.NS = sc.s.BoardPoints.Round(sc.points(e[i], b.n, N))
			l.EW = sc.s.BoardPoints.Round(sc.points(2*(n-1)-e[i], b.n, N))
			l.NSPct, l.EWPct, l.HasPct = sc.pct(l.NS, b.top), sc.pct(l.EW, b.top), b.top > 0
		}
	case m == CrossIMPs:
		sums := CrossIMPSums(results)
		for i, r := range b.rows {
			if results[i].IsResult() {
				v := sums[i]
				if sc.s.CrossIMPs == PerComparison {
					if b.n > 1 {
						v /= n - 1
					} else {
						v = 0
					}
				}
				v = sc.s.BoardPoints.Round(v)
				lines[r].NS, lines[r].EW = v, 0-v // 0−v: no −0 for a zero
			}
			lines[r].n = b.n
		}
	case m.HasDatum():
		unit := 10
		if m == Bastille {
			unit = 1
		}
		datum, ok := Datum(results, sc.s.ButlerDiscard, unit)
		imps := DatumIMPs(results, datum, m == Bastille)
		for i, r := range b.rows {
			l := &lines[r]
			l.Datum, l.HasDatum, l.n = datum, ok, b.n
			if results[i].IsResult() {
				v := sc.s.BoardPoints.Round(imps[i])
				l.NS, l.EW = v, 0-v
			}
		}
	default: // total points
		for i, r := range b.rows {
			if results[i].IsResult() {
				v := results[i].Mean()
				lines[r].NS, lines[r].EW = v, 0-v // 0−v: no −0 for a zero
			}
		}
	}
}

// scoreSitOuts values the sit-outs: with the Sit-out setting a percentage,
// that share of the board's top (as an artificial score of that percentage
// would be, but given to one pair and counted in no board's n or N).
func (sc *scorer) scoreSitOuts() {
	ev := sc.ev
	sc.res.SitOuts = make([]SitOutLine, len(ev.SitOuts))
	sessionIndex := map[int]int{}
	for i, s := range sc.res.Sessions {
		sessionIndex[s] = i
	}
	type key struct{ session, board int }
	boards := map[key]*boardGroup{}
	for _, b := range sc.boards {
		boards[key{b.session, b.board}] = b
	}
	for i, so := range ev.SitOuts {
		l := &sc.res.SitOuts[i]
		l.SitOut = i
		s, ok := sessionIndex[so.Session]
		if !ok || !sc.s.SitOutScored {
			continue
		}
		l.Scored, l.session = true, s
		n := 0
		l.Top = sc.top(0, sc.sessionN[s])
		if b := boards[key{s, so.Board}]; b != nil {
			n = b.n
			if sc.s.Scoring.IsMatchpoint() {
				l.Top = b.top
			}
		}
		if !sc.s.Scoring.IsMatchpoint() {
			l.Top = 0
		}
		pct, pts := sc.awardValue(bridge.Award{Kind: bridge.PercentAward, Percent: sc.s.SitOutPercent}, math.NaN(), l.Top, max(n-1, 0))
		l.Points = sc.s.BoardPoints.Round(pts)
		if sc.s.Scoring.IsMatchpoint() {
			l.Pct, l.HasPct = pct, l.Top > 0
		}
	}
}

// Neuberg factors European matchpoints s on a board of n results to a board
// of N results: (s+1)·N/n − 1.
func Neuberg(s float64, n, N int) float64 {
	return (s+1)*float64(N)/float64(n) - 1
}

// WeightedPercentage combines session percentages weighted by the boards
// played in each: Σ pct·boards / Σ boards.
func WeightedPercentage(sessions []SessionScore) float64 {
	w, boards := 0.0, 0
	for _, ss := range sessions {
		w += ss.Pct * float64(ss.Boards)
		boards += ss.Boards
	}
	if boards == 0 {
		return 0
	}
	return w / float64(boards)
}

// top is a matchpoint board's top with n real results in a session whose
// largest board has N scored rows.
func (sc *scorer) top(n, N int) float64 {
	switch sc.s.Scoring {
	case Ascherman:
		return 2 * float64(N)
	case Norwegian:
		return float64(N)
	}
	t := 2 * float64(n-1)
	if sc.s.Neuberg {
		t = 2 * float64(N-1)
	}
	if t < 0 {
		t = 0
	}
	if sc.s.Scale == American {
		t /= 2
	}
	return t
}

// points turns European matchpoints e on a board of n results into the
// method's points with N the session's largest board.
func (sc *scorer) points(e float64, n int, N float64) float64 {
	nf := float64(n)
	switch sc.s.Scoring {
	case Ascherman:
		return (e + 1) * N / nf
	case Norwegian:
		return (e + 1 - nf) * N / nf
	}
	if sc.s.Neuberg && nf < N {
		e = Neuberg(e, n, int(N))
	}
	if sc.s.Scale == American {
		e /= 2
	}
	return e
}

// pct is a side's share of the board for its points.
func (sc *scorer) pct(points, top float64) float64 {
	if top <= 0 {
		return 0
	}
	if sc.s.Scoring == Norwegian {
		return (points/top + 1) / 2
	}
	return points / top
}

// share turns points and top into the numbers whose ratio is the percentage
// (Norwegian points run from −top to +top).
func (sc *scorer) share(points, top float64) (float64, float64) {
	if sc.s.Scoring == Norwegian {
		return points + top, 2 * top
	}
	return points, top
}

// awardValue values one side's artificial score: its percentage, and its
// points on a board with top (matchpoints) or its IMPs (cross-IMPs with c
// comparisons, Butler, Bastille). own is the pair's percentage on its other
// boards of the session, NaN when it has none (matchpoint methods).
func (sc *scorer) awardValue(a bridge.Award, own, top float64, comparisons int) (pct, points float64) {
	m := sc.s.Scoring
	if m.IsIMP() {
		mult := 1.0
		if !sc.s.IMPsABoard() {
			mult = float64(comparisons)
		}
		// Law 12C2's Session rule speaks of percentages: at IMPs Average
		// plus and minus are ±3 IMPs whatever the rule.
		var v float64
		switch a.Kind {
		case bridge.AveragePlus:
			v = 3 * mult
		case bridge.AverageAward:
			v = 0
		case bridge.AverageMinus:
			v = -3 * mult
		default:
			v = (a.Percent - 50) * 0.3 * mult
		}
		return math.NaN(), v
	}
	// In percent first: 60·12/100 is 7.2, where 0.6·12 is 7.1999….
	var percent float64
	switch a.Kind {
	case bridge.AveragePlus:
		percent = sc.s.AveragePlus
		if sc.s.AveragePlusRule == SessionRule && !math.IsNaN(own) && own*100 > percent {
			percent = own * 100
		}
	case bridge.AverageAward:
		percent = sc.s.Average
	case bridge.AverageMinus:
		percent = sc.s.AverageMinus
		if sc.s.AveragePlusRule == SessionRule && !math.IsNaN(own) && own*100 < percent {
			percent = own * 100
		}
	default:
		percent = a.Percent
	}
	if sc.s.Scoring == Norwegian {
		return percent / 100, (2*percent - 100) * top / 100
	}
	return percent / 100, percent * top / 100
}

// AwardValue values one side's artificial score as Score does: its
// percentage and its points on a board with top (matchpoints), or its IMPs
// (cross-IMPs with that many comparisons, Butler, Bastille). own is the
// side's percentage on its other boards of the session, NaN when it has
// none; the Session rule (Law 12C2) compares Average plus and minus with
// it. An individual event, whose two players on a side have each their own
// percentage, values each player's award with it.
func (s Settings) AwardValue(a bridge.Award, own, top float64, comparisons int) (pct, points float64) {
	return (&scorer{s: s}).awardValue(a, own, top, comparisons)
}

// sums adds up a pair's boards in a session.
type sums struct {
	boards          int
	score, top      float64
	share, shareTop float64 // the numbers whose ratio is the percentage
}

func (s *sums) add(pts, top float64, share func(pts, top float64) (float64, float64)) {
	s.boards++
	s.score += pts
	s.top += top
	sp, st := share(pts, top)
	s.share += sp
	s.shareTop += st
}

func (s *sums) pct() float64 {
	if s.shareTop <= 0 {
		return 0
	}
	return s.share / s.shareTop
}

// tally is a pair's session: every board it played, and the boards with a
// real or weighted result (for the Session rule).
type tally struct{ all, results sums }

// sessionTotals values the artificial scores and adds up each pair's
// sessions. It returns, per session index, the tallies by pair.
func (sc *scorer) sessionTotals() []map[int]*tally {
	rows, lines := sc.ev.Rows, sc.res.Lines
	out := make([]map[int]*tally, len(sc.res.Sessions))
	for i := range out {
		out[i] = map[int]*tally{}
	}
	add := func(i int, pick func(*tally) *sums) {
		r, l := rows[i], &lines[i]
		for _, side := range [2]struct {
			pair int
			pts  float64
		}{{r.NS, l.NS}, {r.EW, l.EW}} {
			t := out[l.session][side.pair]
			if t == nil {
				t = &tally{}
				out[l.session][side.pair] = t
			}
			pick(t).add(side.pts, l.Top, sc.share)
		}
	}
	// First the results, which the Session rule needs.
	for i, r := range rows {
		if r.Score.IsResult() {
			add(i, func(t *tally) *sums { return &t.results })
		}
	}
	own := func(s, pair int) float64 {
		t := out[s][pair]
		if t == nil || t.results.shareTop <= 0 {
			return math.NaN()
		}
		return t.results.pct()
	}
	for i, r := range rows {
		l := &lines[i]
		if r.Score.Kind != bridge.Artificial {
			continue
		}
		// At total cross-IMPs an artificial score is worth ±3 IMPs for each
		// comparison a result on the board makes.
		comparisons := max(l.n-1, 0)
		l.nsP, l.NS = sc.awardValue(r.Score.NSAward, own(l.session, r.NS), l.Top, comparisons)
		l.ewP, l.EW = sc.awardValue(r.Score.EWAward, own(l.session, r.EW), l.Top, comparisons)
		l.NS, l.EW = sc.s.BoardPoints.Round(l.NS), sc.s.BoardPoints.Round(l.EW)
		if sc.s.Scoring.IsMatchpoint() {
			l.NSPct, l.EWPct, l.HasPct = l.nsP, l.ewP, l.Top > 0
		}
	}
	for i := range rows {
		if lines[i].Played {
			add(i, func(t *tally) *sums { return &t.all })
		}
	}
	for i, l := range sc.res.SitOuts {
		if !l.Scored {
			continue
		}
		pair := sc.ev.SitOuts[i].Pair
		t := out[l.session][pair]
		if t == nil {
			t = &tally{}
			out[l.session][pair] = t
		}
		t.all.add(l.Points, l.Top, sc.share)
	}
	return out
}

// combine adds up each pair's sessions by the Sessions setting.
func (sc *scorer) combine(sessions []map[int]*tally) []Standing {
	present := map[int]bool{}
	for _, m := range sessions {
		for p := range m {
			present[p] = true
		}
	}
	var standings []Standing
	for p := range sc.ev.Pairs {
		if !present[p] || sc.ev.Pairs[p].Phantom() {
			continue // a phantom is never ranked
		}
		st := Standing{Pair: p, Sessions: make([]SessionScore, len(sessions))}
		for s, m := range sessions {
			if t := m[p]; t != nil {
				a := t.all
				st.Sessions[s] = SessionScore{Played: true, Boards: a.boards, Score: a.score, Top: a.top, Pct: a.pct()}
				st.Boards += a.boards
				st.Score += a.score
				st.Top += a.top
			}
		}
		standings = append(standings, st)
	}
	m := sc.s.Scoring
	if !m.IsMatchpoint() {
		return standings
	}
	if len(sessions) == 1 {
		for i := range standings {
			standings[i].Pct = standings[i].Sessions[0].Pct
		}
		return standings
	}
	if m == Matchpoints && sc.s.Sessions == Percentages {
		for i := range standings {
			standings[i].Pct = WeightedPercentage(standings[i].Sessions)
		}
		return standings
	}
	if m == Matchpoints && sc.s.Sessions == PlainSum { // tops checked equal by check
		for i := range standings {
			st := &standings[i]
			if st.Top > 0 {
				st.Pct = st.Score / st.Top
			}
		}
		return standings
	}
	// Every board factored to the event's largest N: the Neuberg combination,
	// and Ascherman and Norwegian, whose percentages need no conversion.
	Ne := 0
	for _, n := range sc.sessionN {
		if n > Ne {
			Ne = n
		}
	}
	index := map[int]int{}
	for i, st := range standings {
		index[st.Pair] = i
	}
	factored := make([]sums, len(standings))
	addTo := func(pair int, pts, top float64) {
		if i, ok := index[pair]; ok { // a phantom is not ranked
			factored[i].add(pts, top, sc.share)
		}
	}
	for i, r := range sc.ev.Rows {
		l := &sc.res.Lines[i]
		if !l.Played {
			continue
		}
		ns, ew, top := sc.rescale(l, float64(Ne))
		addTo(r.NS, ns, top)
		addTo(r.EW, ew, top)
	}
	for i, l := range sc.res.SitOuts {
		if l.Scored {
			pts, top := sc.rescaleSitOut(l, float64(Ne))
			addTo(sc.ev.SitOuts[i].Pair, pts, top)
		}
	}
	for i, f := range factored {
		standings[i].Score, standings[i].Top, standings[i].Pct = f.score, f.top, f.pct()
	}
	return standings
}

// rescale returns a line's points and top with every board factored to
// Ne, each board's points rounded as the Board points setting says.
func (sc *scorer) rescale(l *Line, Ne float64) (ns, ew, top float64) {
	ns, ew, top = sc.rescaleExact(l, Ne)
	return sc.s.BoardPoints.Round(ns), sc.s.BoardPoints.Round(ew), top
}

func (sc *scorer) rescaleExact(l *Line, Ne float64) (ns, ew, top float64) {
	N := float64(sc.sessionN[l.session])
	switch sc.s.Scoring {
	case Ascherman, Norwegian:
		return l.NS * Ne / N, l.EW * Ne / N, l.Top * Ne / N
	}
	top = 2 * (Ne - 1)
	if sc.s.Scale == American {
		top /= 2
	}
	if sc.ev.Rows[l.Row].Score.Kind == bridge.Artificial {
		return l.nsP * top, l.ewP * top, top
	}
	n := float64(l.n)
	ns = Neuberg(l.e, l.n, int(Ne))
	ew = Neuberg(2*(n-1)-l.e, l.n, int(Ne))
	if sc.s.Scale == American {
		ns, ew = ns/2, ew/2
	}
	return ns, ew, top
}

// rescaleSitOut is a sit-out's points and top with every board factored to
// Ne (matchpoint methods).
func (sc *scorer) rescaleSitOut(l SitOutLine, Ne float64) (pts, top float64) {
	N := float64(sc.sessionN[l.session])
	switch sc.s.Scoring {
	case Ascherman, Norwegian:
		return sc.s.BoardPoints.Round(l.Points * Ne / N), l.Top * Ne / N
	}
	top = 2 * (Ne - 1)
	if sc.s.Scale == American {
		top /= 2
	}
	return sc.s.BoardPoints.Round(sc.s.SitOutPercent / 100 * top), top
}

// checkEqualTops allows the plain sum of matchpoints only when every board of
// the event has the same top.
func (sc *scorer) checkEqualTops() *problem.Problem {
	tops := map[float64][]int{}
	var order []float64
	for _, b := range sc.boards {
		if b.scored == 0 {
			continue
		}
		top := sc.top(b.n, sc.sessionN[b.session])
		if _, ok := tops[top]; !ok {
			order = append(order, top)
		}
		tops[top] = append(tops[top], b.session)
	}
	if len(order) <= 1 {
		return nil
	}
	var parts []problem.Part
	for _, t := range order {
		seen := map[int]bool{}
		var ss []string
		for _, s := range tops[t] {
			if !seen[s] {
				seen[s] = true
				ss = append(ss, fmt.Sprint(sc.res.Sessions[s]))
			}
		}
		parts = append(parts, problem.Say("top %g in session %s", t, strings.Join(ss, ", ")))
	}
	p := problem.Problem{Sheet: "Event", Column: "Sessions", Hint: "set Sessions to Percentages or Neuberg"}.
		Says("Sessions is Matchpoints but the boards' tops differ: %s", problem.Join("; ", parts...))
	return &p
}
