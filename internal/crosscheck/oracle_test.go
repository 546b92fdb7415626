package crosscheck

// The oracle: a second implementation of WORKBOOK.md's pairs scoring ("Pairs
// event" and "How the numbers are defined"), written from the contract and
// nothing else. It is meant to be obviously right rather than fast: every
// result is compared with every other result (no frequency tables), and all
// arithmetic is exact (big.Rat), so that ties and halves are decided exactly.
//
// Where WORKBOOK.md is silent, the choice taken is marked "Reading:" and is
// listed in the package's report.

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
)

type method int

const (
	matchpoints method = iota
	ascherman
	norwegian
	crossIMPs
	butler
	bastille
	totalPoints
)

var methodNames = [...]string{"Matchpoints", "Ascherman", "Norwegian", "Cross-IMPs", "Butler", "Bastille", "Total points"}

func (m method) String() string { return methodNames[m] }

// isMP: the methods that rank by percentage.
func (m method) isMP() bool { return m == matchpoints || m == ascherman || m == norwegian }

func (m method) isIMP() bool { return m == crossIMPs || m == butler || m == bastille }

// settings are the Event sheet's settings, as the oracle understands them.
type settings struct {
	method                 method
	american               bool
	field                  string // Auto, Mitchell or Howell
	neuberg                bool
	avgPlus, avg, avgMinus *big.Rat // percent: 60, 50, 40
	sessionRule            bool     // Average plus rule: Session (Law 12C2)
	discardCount           int
	discardShare           *big.Rat // a fraction, nil when the discard is a count
	crossTotal             bool     // Cross-IMPs: Total (else Per comparison)
	combine                string   // Percentages, Neuberg or Matchpoints
}

func defaultSettings() settings {
	return settings{method: matchpoints, field: "Auto", neuberg: true,
		avgPlus: big.NewRat(60, 1), avg: big.NewRat(50, 1), avgMinus: big.NewRat(40, 1),
		discardCount: 1, combine: "Percentages"}
}

// pair is a line of the Pairs sheet. dir is "NS" or "EW" when the sheet gives
// a Direction, else "".
type pair struct{ id, dir string }

type rowKind int

const (
	realScore rowKind = iota
	weightedScore
	artificialScore
	notPlayed
)

type part struct {
	w     *big.Rat // a fraction; a score's parts add up to 1
	score int      // NS
}

// award is one side's part of an artificial adjusted score: '+', '=', '-'
// (the Event's Average plus, Average, Average minus) or '%' (pct percent).
type award struct {
	kind byte
	pct  *big.Rat
}

type row struct {
	session, board   int
	ns, ew           int // indexes into event.pairs
	kind             rowKind
	score            int    // realScore: the NS score
	parts            []part // weightedScore
	nsAward, ewAward award  // artificialScore
}

// isResult: real and weighted scores are results; artificial scores and NP
// are not ("they are not counted in n and nobody is compared with them").
func (r row) isResult() bool { return r.kind == realScore || r.kind == weightedScore }

// resultParts is a result as weighted parts: a table score is one part of
// weight 1.
func (r row) resultParts() []part {
	if r.kind == weightedScore {
		return r.parts
	}
	return []part{{w: big.NewRat(1, 1), score: r.score}}
}

type event struct {
	s     settings
	pairs []pair
	rows  []row
}

// line is one traveller line as the oracle scores it.
type line struct {
	played       bool
	ns, ew       *big.Rat // matchpoints (or Ascherman/Norwegian points), IMPs or points
	top          *big.Rat // matchpoint methods
	nsPct, ewPct *big.Rat // matchpoint methods: a fraction
	datum        *big.Rat // Butler and Bastille

	// For combining sessions by Neuberg: the European matchpoints before
	// factoring (results), the percentages (artificial scores), n.
	result     bool
	rawNS      *big.Rat
	rawEW      *big.Rat
	n          int
	awardNSPct *big.Rat
	awardEWPct *big.Rat
}

type sessionScore struct {
	played          bool
	boards          int
	score, top, pct *big.Rat
}

type standing struct {
	pair            int
	field           string // NS or EW in a Mitchell, "" in a Howell
	rank            int
	tied            bool
	boards          int
	score, top, pct *big.Rat
	sessions        []sessionScore
	rankText        string // "3" or "3="
	altRank         string // the same with exact halves rounded down
}

type outcome struct {
	lines     []line
	standings []standing
	mitchell  bool
	sessions  []int
	bigN      map[int]int // session → N
	err       string      // the event is an error by the contract
}

func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

func ri(n int) *big.Rat { return big.NewRat(int64(n), 1) }

func add(a, b *big.Rat) *big.Rat { return new(big.Rat).Add(a, b) }

func sub(a, b *big.Rat) *big.Rat { return new(big.Rat).Sub(a, b) }

func mul(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }

func quo(a, b *big.Rat) *big.Rat { return new(big.Rat).Quo(a, b) }

func neg(a *big.Rat) *big.Rat { return new(big.Rat).Neg(a) }

// europeanRaw is 2k+m−1 for row i against the other results of its board:
// 2 for every result beaten, 1 for every tie, counting each part of a
// weighted score (its own or another row's) at its weight. The row itself is
// the "−1" of m: a row is never compared with itself, nor a weighted score's
// parts with each other. ns false scores the EW side (lower NS scores win).
func europeanRaw(rows []row, i int, others []int, ns bool) *big.Rat {
	total := new(big.Rat)
	for _, j := range others {
		if j == i {
			continue
		}
		for _, p := range rows[i].resultParts() {
			for _, q := range rows[j].resultParts() {
				var pts int64
				switch {
				case p.score == q.score:
					pts = 1
				case (p.score > q.score) == ns:
					pts = 2
				}
				total.Add(total, mul(mul(p.w, q.w), rat(pts, 1)))
			}
		}
	}
	return total
}

// crossIMPSum is the IMPs of row i against every other result on its board.
func crossIMPSum(rows []row, i int, others []int) *big.Rat {
	total := new(big.Rat)
	for _, j := range others {
		if j == i {
			continue
		}
		for _, p := range rows[i].resultParts() {
			for _, q := range rows[j].resultParts() {
				total.Add(total, mul(mul(p.w, q.w), ri(imps(p.score-q.score))))
			}
		}
	}
	return total
}

// weightedMean is a result's NS score: a weighted score counts at the mean of
// its parts.
func weightedMean(r row) *big.Rat {
	v := new(big.Rat)
	for _, p := range r.resultParts() {
		v.Add(v, mul(p.w, ri(p.score)))
	}
	return v
}

// discardOf is how many results leave the datum at each end of a board of n
// results. Reading (engine/pairs doc, Discard.Of): a share is rounded down,
// and at least one result always stays.
func (s settings) discardOf(n int) int {
	d := s.discardCount
	if s.discardShare != nil {
		f := mul(s.discardShare, ri(n))
		d = int(new(big.Int).Quo(f.Num(), f.Denom()).Int64())
	}
	for d > 0 && n-2*d < 1 {
		d--
	}
	return d
}

// datum is the mean of the board's NS results after the discard, rounded to
// the nearest unit (10 for Butler, 1 for Bastille), halves away from zero.
func datum(rows []row, results []int, s settings, unit int64) *big.Rat {
	var vals []*big.Rat
	for _, j := range results {
		vals = append(vals, weightedMean(rows[j]))
	}
	sort.Slice(vals, func(a, b int) bool { return vals[a].Cmp(vals[b]) < 0 })
	d := s.discardOf(len(vals))
	kept := vals[d : len(vals)-d]
	sum := new(big.Rat)
	for _, v := range kept {
		sum.Add(sum, v)
	}
	return roundTo(quo(sum, ri(len(kept))), rat(unit, 1))
}

// awardPct is the percentage (a fraction) an artificial award is worth: own
// is the pair's percentage on its other boards of the session (nil when it
// has none), used by the Session (Law 12C2) rule.
func (s settings) awardPct(a award, own *big.Rat) *big.Rat {
	var p *big.Rat
	switch a.kind {
	case '+':
		p = quo(s.avgPlus, ri(100))
		if s.sessionRule && own != nil && own.Cmp(p) > 0 {
			p = own
		}
	case '=':
		p = quo(s.avg, ri(100))
	case '-':
		p = quo(s.avgMinus, ri(100))
		if s.sessionRule && own != nil && own.Cmp(p) < 0 {
			p = own
		}
	case '%':
		p = quo(a.pct, ri(100))
	default:
		panic("bad award")
	}
	return new(big.Rat).Set(p)
}

// awardIMPs is an artificial award at IMPs: Average plus +3, Average 0,
// Average minus −3 per comparison.
func awardIMPs(a award) int {
	switch a.kind {
	case '+':
		return 3
	case '=':
		return 0
	case '-':
		return -3
	}
	panic(fmt.Sprintf("an award of %v%% at IMPs is not defined by WORKBOOK.md", a.pct))
}

// factorEuropean is Neuberg's formula on European matchpoints: (S+1)·N/n−1.
func factorEuropean(s *big.Rat, n, bigN int) *big.Rat {
	return sub(mul(add(s, ri(1)), rat(int64(bigN), int64(n))), ri(1))
}

// factorAmerican: (S+½)·N/n−½.
func factorAmerican(s *big.Rat, n, bigN int) *big.Rat {
	h := rat(1, 2)
	return sub(mul(add(s, h), rat(int64(bigN), int64(n))), h)
}

// mpLine turns a result's European 2k+m−1 (raw) into the line's points, top
// and percentage for a matchpoint method, n the board's results and bigN the
// session's N.
func (s settings) mpLine(raw *big.Rat, n, bigN int) (pts, top, pct *big.Rat) {
	switch s.method {
	case matchpoints:
		if s.american {
			a := quo(raw, ri(2)) // k + (m−1)/2
			if s.neuberg {
				top = ri(bigN - 1)
				if n < bigN {
					a = factorAmerican(a, n, bigN)
				}
			} else {
				top = ri(n - 1)
			}
			return a, top, quo(a, top)
		}
		e := raw
		if s.neuberg {
			top = ri(2 * (bigN - 1))
			if n < bigN {
				e = factorEuropean(e, n, bigN)
			}
		} else {
			top = ri(2 * (n - 1))
		}
		return e, top, quo(e, top)
	case ascherman:
		a := add(raw, ri(1)) // 2k+m
		pct = quo(a, ri(2*n))
		return mul(a, rat(int64(bigN), int64(n))), ri(2 * bigN), pct
	case norwegian:
		a := add(raw, ri(1))
		pct = quo(a, ri(2*n))
		pts = mul(sub(a, ri(n)), rat(int64(bigN), int64(n)))
		// Reading (engine/pairs doc): "Norwegian (2k+m−n)·N/n on a top of N".
		return pts, ri(bigN), pct
	}
	panic("not a matchpoint method")
}

// boardTop is a matchpoint board's top, for its artificial scores.
func (s settings) boardTop(n, bigN int) *big.Rat {
	switch s.method {
	case matchpoints:
		m := bigN
		if !s.neuberg {
			m = n
		}
		if s.american {
			return ri(m - 1)
		}
		return ri(2 * (m - 1))
	case ascherman:
		return ri(2 * bigN)
	case norwegian:
		return ri(bigN)
	}
	panic("not a matchpoint method")
}

// awardPoints is what an artificial percentage is worth on a board: a
// percentage of its top (Norwegian: the points whose Ascherman percentage it
// is, (2p−1)·N).
func (s settings) awardPoints(p, top *big.Rat) *big.Rat {
	if s.method == norwegian {
		return mul(sub(mul(ri(2), p), ri(1)), top)
	}
	return mul(p, top)
}

// pairPct is a pair's percentage from its total and the total of its tops.
// Reading: for Norwegian (whose points run from −N to N on a "top" of N) the
// percentage is Ascherman's, (score+top)/2·top.
func (s settings) pairPct(score, top *big.Rat) *big.Rat {
	if top.Sign() == 0 {
		return nil
	}
	if s.method == norwegian {
		return quo(add(score, top), mul(ri(2), top))
	}
	return quo(score, top)
}

func sortedKeys(m map[int][]int) []int {
	var ks []int
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

// scoreEvent scores an event as WORKBOOK.md defines it.
func scoreEvent(ev *event) *outcome {
	s := ev.s
	out := &outcome{lines: make([]line, len(ev.rows)), bigN: map[int]int{}}
	bySession := map[int][]int{}
	for i, r := range ev.rows {
		bySession[r.session] = append(bySession[r.session], i)
	}
	out.sessions = sortedKeys(bySession)

	// Each session on its own: its own N.
	for _, sess := range out.sessions {
		scoreSession(ev, bySession[sess], out)
	}

	// The fields. Auto: Howell when any pair sits both NS and EW in a
	// session (or, over several sessions, changes direction), else Mitchell.
	sat := make([]map[string]bool, len(ev.pairs))
	for i := range sat {
		sat[i] = map[string]bool{}
	}
	for _, r := range ev.rows {
		sat[r.ns]["NS"] = true
		sat[r.ew]["EW"] = true
	}
	switch s.field {
	case "Mitchell":
		out.mitchell = true
	case "Howell":
		out.mitchell = false
	default:
		out.mitchell = true
		for i := range sat {
			if len(sat[i]) > 1 {
				out.mitchell = false
			}
		}
	}

	// Each pair's sessions and the event's totals.
	maxN := 0
	for _, n := range out.bigN {
		maxN = max(maxN, n)
	}
	multi := len(out.sessions) > 1
	// Reading (issue 6, and what scorebook does): the Sessions setting
	// chooses how matchpoints combine; Ascherman and Norwegian percentages
	// combine without conversion whatever it says.
	if multi && s.method == matchpoints && s.combine == "Matchpoints" {
		// The plain sum needs every board of the event on the same top.
		tops := map[string]bool{}
		for _, l := range out.lines {
			if l.played && l.top != nil {
				tops[l.top.RatString()] = true
			}
		}
		if len(tops) > 1 {
			out.err = "boards of the event have different tops"
			return out
		}
	}
	for pi := range ev.pairs {
		st := standing{pair: pi, score: new(big.Rat), top: new(big.Rat)}
		played := false
		for _, sess := range out.sessions {
			ss := sessionScore{score: new(big.Rat), top: new(big.Rat)}
			for _, i := range bySession[sess] {
				r, l := ev.rows[i], out.lines[i]
				if !l.played || (r.ns != pi && r.ew != pi) {
					continue
				}
				ss.played = true
				ss.boards++
				if r.ns == pi {
					ss.score.Add(ss.score, l.ns)
				} else {
					ss.score.Add(ss.score, l.ew)
				}
				if l.top != nil {
					ss.top.Add(ss.top, l.top)
				}
			}
			if ss.played && s.method.isMP() {
				ss.pct = s.pairPct(ss.score, ss.top)
			}
			if ss.played {
				played = true
			}
			st.sessions = append(st.sessions, ss)
		}
		if !played {
			continue
		}
		for _, ss := range st.sessions {
			st.boards += ss.boards
			st.score.Add(st.score, ss.score)
			st.top.Add(st.top, ss.top)
		}
		if s.method.isMP() {
			st.pct = s.pairPct(st.score, st.top)
			if multi {
				switch {
				case s.combine == "Percentages" || s.method != matchpoints:
					// Each session's percentage weighted by the boards played
					// (Ascherman and Norwegian percentages "combine without
					// conversion" whatever the setting).
					w := new(big.Rat)
					for _, ss := range st.sessions {
						if ss.played {
							w.Add(w, mul(ss.pct, ri(ss.boards)))
						}
					}
					st.pct = quo(w, ri(st.boards))
					if s.method != matchpoints {
						// Reading (WORKBOOK.md is silent; what scorebook
						// writes): Ascherman and Norwegian totals are each
						// board's percentage in points of the event's largest
						// N (top 2N, Norwegian N).
						st.score, st.top = new(big.Rat), new(big.Rat)
						for i, r := range ev.rows {
							l := out.lines[i]
							if !l.played || (r.ns != pi && r.ew != pi) {
								continue
							}
							p := l.nsPct
							if r.ew == pi {
								p = l.ewPct
							}
							top := s.boardTop(maxN, maxN)
							st.score.Add(st.score, s.awardPoints(p, top))
							st.top.Add(st.top, top)
						}
					}
				case s.combine == "Neuberg":
					// Every board's matchpoints factored to the event's
					// largest N, then summed.
					st.score, st.top = new(big.Rat), new(big.Rat)
					for i, r := range ev.rows {
						l := out.lines[i]
						if !l.played || (r.ns != pi && r.ew != pi) {
							continue
						}
						var pts, top *big.Rat
						if l.result {
							raw := l.rawNS
							if r.ew == pi {
								raw = l.rawEW
							}
							if s.american {
								pts = factorAmerican(quo(raw, ri(2)), l.n, maxN)
								top = ri(maxN - 1)
							} else {
								pts = factorEuropean(raw, l.n, maxN)
								top = ri(2 * (maxN - 1))
							}
						} else {
							p := l.awardNSPct
							if r.ew == pi {
								p = l.awardEWPct
							}
							top = s.boardTop(maxN, maxN)
							pts = mul(p, top)
						}
						st.score.Add(st.score, pts)
						st.top.Add(st.top, top)
					}
					st.pct = quo(st.score, st.top)
				}
			}
		}
		out.standings = append(out.standings, st)
	}

	// Fields and ranks.
	for i := range out.standings {
		st := &out.standings[i]
		if out.mitchell {
			st.field = ev.pairs[st.pair].dir
			if st.field == "" {
				for d := range sat[st.pair] {
					st.field = d
				}
			}
		}
	}
	rank(out, s)
	return out
}

// scoreSession scores the rows of one session into out.lines.
func scoreSession(ev *event, idx []int, out *outcome) {
	s, rows := ev.s, ev.rows
	boards := map[int][]int{}
	for _, i := range idx {
		boards[rows[i].board] = append(boards[rows[i].board], i)
	}
	// N: the largest number of scored rows (real or artificial, NP
	// excluded) on any board of the session.
	bigN := 0
	for _, b := range boards {
		c := 0
		for _, i := range b {
			if rows[i].kind != notPlayed {
				c++
			}
		}
		bigN = max(bigN, c)
	}
	out.bigN[rows[idx[0]].session] = bigN

	// The results first.
	for _, bn := range sortedKeys(boards) {
		var results []int
		for _, i := range boards[bn] {
			if rows[i].isResult() {
				results = append(results, i)
			}
		}
		n := len(results)
		var d *big.Rat
		switch s.method {
		case butler:
			d = datum(rows, results, s, 10)
		case bastille:
			d = datum(rows, results, s, 1)
		}
		for _, i := range boards[bn] {
			l := &out.lines[i]
			if rows[i].kind == notPlayed {
				continue
			}
			l.played = true
			l.n = n
			if s.method == butler || s.method == bastille {
				l.datum = d
			}
			if !rows[i].isResult() {
				continue
			}
			l.result = true
			switch {
			case s.method.isMP():
				l.rawNS = europeanRaw(rows, i, results, true)
				l.rawEW = europeanRaw(rows, i, results, false)
				l.ns, l.top, l.nsPct = s.mpLine(l.rawNS, n, bigN)
				l.ew, _, l.ewPct = s.mpLine(l.rawEW, n, bigN)
			case s.method == crossIMPs:
				sum := crossIMPSum(rows, i, results)
				if !s.crossTotal {
					sum = quo(sum, ri(n-1)) // the number of comparisons
				}
				l.ns, l.ew = sum, neg(sum)
			case s.method == butler || s.method == bastille:
				v := new(big.Rat)
				for _, p := range rows[i].resultParts() {
					diff := sub(ri(p.score), d)
					var im *big.Rat
					if s.method == butler {
						im = ri(imps(int(diff.Num().Int64())))
					} else {
						im = bastilleIMPs(diff.Num().Int64())
					}
					v.Add(v, mul(p.w, im))
				}
				l.ns, l.ew = v, neg(v)
			case s.method == totalPoints:
				v := weightedMean(rows[i])
				l.ns, l.ew = v, neg(v)
			}
		}
	}

	// Then the artificial scores: they may depend on the pair's percentage
	// on its other boards of the session (Law 12C2).
	own := func(pi int) *big.Rat {
		sc, top := new(big.Rat), new(big.Rat)
		for _, i := range idx {
			r, l := rows[i], out.lines[i]
			if !l.result {
				continue
			}
			// Reading: "its other boards" are the boards where it has a
			// result: artificial scores and NP are left out.
			switch pi {
			case r.ns:
				sc.Add(sc, mul(l.nsPct, l.top))
			case r.ew:
				sc.Add(sc, mul(l.ewPct, l.top))
			default:
				continue
			}
			top.Add(top, l.top)
		}
		if top.Sign() == 0 {
			return nil
		}
		return quo(sc, top)
	}
	for _, i := range idx {
		r, l := rows[i], &out.lines[i]
		if r.kind != artificialScore {
			continue
		}
		switch {
		case s.method.isMP():
			l.top = s.boardTop(l.n, bigN)
			l.nsPct = s.awardPct(r.nsAward, own(r.ns))
			l.ewPct = s.awardPct(r.ewAward, own(r.ew))
			l.awardNSPct, l.awardEWPct = l.nsPct, l.ewPct
			l.ns = s.awardPoints(l.nsPct, l.top)
			l.ew = s.awardPoints(l.ewPct, l.top)
		case s.method.isIMP():
			per := 1
			if s.method == crossIMPs && s.crossTotal {
				// Reading: "3 times the comparisons" — the n−1 comparisons
				// each result on the board makes.
				per = l.n - 1
			}
			l.ns = ri(awardIMPs(r.nsAward) * per)
			l.ew = ri(awardIMPs(r.ewAward) * per)
		default:
			panic("artificial scores at total points are not defined by WORKBOOK.md")
		}
	}
}

// displayKey is the value a pair is ranked by, in the units it is shown in:
// a percentage for the matchpoint methods, else the score.
func displayKey(st standing, s settings) *big.Rat {
	if s.method.isMP() {
		return mul(st.pct, ri(100))
	}
	return st.score
}

// roundHalfDown rounds x to two decimals, halves toward zero: what a
// computation in floating point may do with a value that is exactly half.
func roundHalfDown(x *big.Rat) *big.Rat {
	unit := rat(1, 100)
	if isHalf(x, unit) {
		r := roundTo(x, unit)
		if x.Sign() < 0 {
			return add(r, unit)
		}
		return sub(r, unit)
	}
	return roundTo(x, unit)
}

// rank ranks each field: equal values at two decimals share a rank, shown
// "3=" (Reading: the next pair after a tie takes its place in the order, 1,
// 2=, 2=, 4). A value exactly half a hundredth may be rounded either way by
// floating point, so the ranks are worked out both ways (rankText and
// altRank).
func rank(out *outcome, s settings) {
	fields := map[string][]int{}
	for i, st := range out.standings {
		fields[st.field] = append(fields[st.field], i)
	}
	for _, f := range fields {
		for pass, round := range []func(*big.Rat) *big.Rat{
			func(x *big.Rat) *big.Rat { return roundTo(x, rat(1, 100)) },
			roundHalfDown,
		} {
			type keyed struct {
				i   int
				key *big.Rat
			}
			var ks []keyed
			for _, i := range f {
				ks = append(ks, keyed{i, round(displayKey(out.standings[i], s))})
			}
			sort.SliceStable(ks, func(a, b int) bool { return ks[a].key.Cmp(ks[b].key) > 0 })
			for pos, k := range ks {
				st := &out.standings[k.i]
				r := pos + 1
				for q := pos - 1; q >= 0 && ks[q].key.Cmp(k.key) == 0; q-- {
					r = q + 1
				}
				tied := (pos > 0 && ks[pos-1].key.Cmp(k.key) == 0) || (pos+1 < len(ks) && ks[pos+1].key.Cmp(k.key) == 0)
				text := strconv.Itoa(r)
				if tied {
					text += "="
				}
				if pass == 0 {
					st.rank, st.tied, st.rankText = r, tied, text
				} else {
					st.altRank = text
				}
			}
		}
	}
}
