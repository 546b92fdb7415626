package crosscheck

// A generator of random pairs events: Mitchell and Howell sessions of various
// sizes, boards with fewer results, NP, artificial and weighted scores, scores
// typed or given as Contract/By/Result, in every scoring method and setting.
// Each event carries both what the director types (the cells) and what it
// means (the oracle's event).

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"time"
)

// genEvent is a generated event and how to write it.
type genEvent struct {
	name string
	ev   *event

	eventSheet [][2]any // Setting/Value rows; nil: no Event sheet
	pairsDir   bool     // the Pairs sheet has a Direction column
	pairCells  []any    // each pair's Pair cell (a number or text)
	cells      []map[string]any

	// Layout of the Results sheet.
	resultCols  []string // in sheet order, as headers are spelled
	blankTop    int      // empty rows above the header
	blankEvery  int      // a blank row after every so many rows (0: none)
	extraColumn bool
	describe    string
	// expectsError: the event was drawn to be one the contract makes an
	// error, which scorebook must refuse.
	expectsError bool
}

type gen struct {
	r *rand.Rand
	// full: every table plays every board (dropTables drops none).
	full bool
}

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

func (g *gen) intn(lo, hi int) int { return lo + g.r.IntN(hi-lo+1) }

func pick[T any](g *gen, xs ...T) T { return xs[g.r.IntN(len(xs))] }

// randomSettings draws every setting of the Event sheet, and the rows that
// say it. A setting at its default is sometimes left out of the sheet.
func (g *gen) randomSettings(m method) (settings, [][2]any) {
	s := defaultSettings()
	s.method = m
	var rows [][2]any
	put := func(name string, value any, isDefault bool) {
		if isDefault && g.chance(0.4) {
			return
		}
		rows = append(rows, [2]any{name, value})
	}
	put("Title", "Crosscheck "+fmt.Sprint(g.r.IntN(1000)), false)
	if g.chance(0.5) {
		put("Date", pick[any](g, "2026-11-30", time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)), false)
	}
	put("Scoring", m.String(), m == matchpoints)
	s.american = g.chance(0.3)
	put("Matchpoint scale", map[bool]string{false: "European", true: "American"}[s.american], !s.american)
	s.neuberg = g.chance(0.7)
	put("Neuberg", map[bool]string{false: "No", true: "Yes"}[s.neuberg], s.neuberg)
	if g.chance(0.4) {
		av := pick(g, [3]int64{60, 50, 40}, [3]int64{65, 50, 35}, [3]int64{55, 50, 45}, [3]int64{70, 50, 30}, [3]int64{60, 45, 40})
		s.avgPlus, s.avg, s.avgMinus = ri(int(av[0])), ri(int(av[1])), ri(int(av[2]))
		for i, name := range []string{"Average plus", "Average", "Average minus"} {
			var v any = av[i]
			if g.chance(0.3) {
				v = fmt.Sprint(av[i])
			}
			put(name, v, false)
		}
	}
	s.sessionRule = g.chance(0.35)
	put("Average plus rule", map[bool]string{false: "Fixed", true: "Session"}[s.sessionRule], !s.sessionRule)
	switch g.r.IntN(5) {
	case 0, 1:
		put("Butler discard", pick[any](g, 1, "1"), true)
	case 2:
		s.discardCount = 2
		put("Butler discard", 2, false)
	case 3:
		s.discardCount = 0
		put("Butler discard", "0", false)
	case 4:
		pct := pick(g, 10, 20, 25, 34)
		s.discardShare = rat(int64(pct), 100)
		put("Butler discard", fmt.Sprintf("%d%%", pct), false)
	}
	s.crossTotal = g.chance(0.4)
	put("Cross-IMPs", map[bool]string{false: "Per comparison", true: "Total"}[s.crossTotal], !s.crossTotal)
	return s, rows
}

// candidate outcomes of a board: a few contracts, each with tricks near
// making, so that equal scores are common.
type outcomeSpec struct {
	c      contract
	by     byte
	tricks int
}

func (g *gen) boardOutcomes(board int) []outcomeSpec {
	var out []outcomeSpec
	for k := g.intn(2, 4); k > 0; k-- {
		if g.chance(0.04) {
			out = append(out, outcomeSpec{c: contract{}})
			continue
		}
		c := contract{level: pick(g, 1, 2, 2, 3, 3, 4, 4, 4, 5, 6, 7), strain: strain(g.r.IntN(5))}
		if g.chance(0.1) {
			c.doubled = 1
		} else if g.chance(0.02) {
			c.doubled = 2
		}
		by := pick(g, byte('N'), 'E', 'S', 'W')
		for off := -2; off <= 2; off++ {
			t := c.level + 6 + off
			if t < 0 || t > 13 {
				continue
			}
			reps := 1
			if off == 0 {
				reps = 3
			} else if off == 1 || off == -1 {
				reps = 2
			}
			for ; reps > 0; reps-- {
				out = append(out, outcomeSpec{c: c, by: by, tricks: t})
			}
		}
	}
	return out
}

// table is a board played at a table: the pairs (indexes) NS and EW.
type table struct{ ns, ew int }

// movement draws a session's tables, board by board.
type movement struct {
	pairs  []pair
	boards map[int][]table
}

func (g *gen) mitchell(tables, boards int, reuseIDs bool, prefix string) movement {
	mv := movement{boards: map[int][]table{}}
	for i := 1; i <= tables; i++ {
		dir := ""
		if reuseIDs {
			dir = "NS"
		}
		mv.pairs = append(mv.pairs, pair{id: prefix + itoa(i), dir: dir})
	}
	for i := 1; i <= tables; i++ {
		if reuseIDs {
			mv.pairs = append(mv.pairs, pair{id: prefix + itoa(i), dir: "EW"})
		} else {
			mv.pairs = append(mv.pairs, pair{id: prefix + itoa(tables+i)})
		}
	}
	for b := 1; b <= boards; b++ {
		ew := g.r.Perm(tables)
		var ts []table
		for t := 0; t < tables; t++ {
			ts = append(ts, table{ns: t, ew: tables + ew[t]})
		}
		mv.boards[b] = g.dropTables(ts)
	}
	return mv
}

// howell seats the pairs at random, board by board, each at most once.
func (g *gen) howell(pairIdx []int, boards, firstBoard int) map[int][]table {
	out := map[int][]table{}
	for b := firstBoard; b < firstBoard+boards; b++ {
		perm := g.r.Perm(len(pairIdx))
		var ts []table
		for t := 0; t+1 < len(perm); t += 2 {
			a, c := pairIdx[perm[t]], pairIdx[perm[t+1]]
			if g.chance(0.5) {
				a, c = c, a
			}
			ts = append(ts, table{ns: a, ew: c})
		}
		out[b] = g.dropTables(ts)
	}
	return out
}

// dropTables sometimes leaves a table or two out of a board (fewer results).
func (g *gen) dropTables(ts []table) []table {
	if g.full {
		return ts
	}
	drop := 0
	switch {
	case g.chance(0.05):
		drop = 2
	case g.chance(0.2):
		drop = 1
	}
	for ; drop > 0 && len(ts) > 3; drop-- {
		i := g.r.IntN(len(ts))
		ts = append(ts[:i:i], ts[i+1:]...)
	}
	return ts
}

var mpAwards = []string{"A60/40", "A40/60", "A50/50", "A+/A-", "A-/A+", "A=/A=", "A-/A-", "A+/A+", "A=/A-", "A55/45", "A+/A=", "A70/30"}
var impAwards = []string{"A+/A-", "A-/A+", "A=/A=", "A-/A-", "A+/A+", "A=/A-", "A+/A="}

func parseAward(text string) (award, award) {
	t := strings.TrimPrefix(text, "A")
	ns, ew, _ := strings.Cut(t, "/")
	one := func(s string) award {
		s = strings.TrimPrefix(s, "A")
		switch s {
		case "+", "=", "-":
			return award{kind: s[0]}
		}
		var v int64
		fmt.Sscan(s, &v)
		return award{kind: '%', pct: ri(int(v))}
	}
	return one(ns), one(ew)
}

var weightSets = [][]int64{{60, 40}, {50, 50}, {70, 30}, {25, 75}, {40, 60}, {45, 55}, {35, 65}, {90, 10}, {50, 30, 20}, {40, 40, 20}, {45, 35, 20}}

// rowKinds draws what each table's Score says.
type kindMix struct{ np, artificial, weighted float64 }

// fillSession turns a movement's tables into rows of the event.
func (g *gen) fillSession(ge *genEvent, session int, boards map[int][]table, mix kindMix, style cellStyle) {
	m := ge.ev.s.method
	var bnums []int
	for b := range boards {
		bnums = append(bnums, b)
	}
	sortInts(bnums)
	for _, b := range bnums {
		outs := g.boardOutcomes(b)
		ts := boards[b]
		kinds := make([]rowKind, len(ts))
		results := 0
		for i := range ts {
			switch {
			case g.chance(mix.np):
				kinds[i] = notPlayed
			case m != totalPoints && g.chance(mix.artificial):
				kinds[i] = artificialScore
			case g.chance(mix.weighted):
				kinds[i] = weightedScore
				results++
			default:
				kinds[i] = realScore
				results++
			}
		}
		// At least two results on every board (three when it can).
		need := min(3, len(ts))
		for i := range ts {
			if results >= need {
				break
			}
			if kinds[i] == notPlayed || kinds[i] == artificialScore {
				kinds[i] = realScore
				results++
			}
		}
		for i, t := range ts {
			r := row{session: session, board: b, ns: t.ns, ew: t.ew, kind: kinds[i]}
			c := map[string]any{}
			switch r.kind {
			case notPlayed:
				c["Score"] = pick(g, "NP", "np", " NP ")
			case artificialScore:
				text := pick(g, mpAwards...)
				if m.isIMP() {
					text = pick(g, impAwards...)
				}
				r.nsAward, r.ewAward = parseAward(text)
				c["Score"] = text
			case weightedScore:
				// Parts of distinct scores possible on the board.
				var distinct []int
				seen := map[int]bool{}
				for _, k := range g.r.Perm(len(outs)) {
					o := outs[k]
					if sc := nsScore(b, o.c, o.by, o.tricks); !seen[sc] {
						seen[sc] = true
						distinct = append(distinct, sc)
					}
				}
				ws := pick(g, weightSets...)
				if len(ws) > len(distinct) {
					ws = []int64{50, 50}
				}
				if len(distinct) < 2 {
					r.kind, r.score = realScore, distinct[0]
					c["Score"] = r.score
					break
				}
				var parts []string
				for k, w := range ws {
					r.parts = append(r.parts, part{w: rat(w, 100), score: distinct[k]})
					parts = append(parts, fmt.Sprintf("%d%% %d", w, distinct[k]))
				}
				c["Score"] = strings.Join(parts, pick(g, "; ", ";", " ; "))
			case realScore:
				o := pick(g, outs...)
				r.score = nsScore(b, o.c, o.by, o.tricks)
				style.write(g, c, b, o, r.score)
			}
			ge.ev.rows = append(ge.ev.rows, r)
			ge.cells = append(ge.cells, c)
		}
	}
}

// cellStyle says how table scores are typed.
type cellStyle struct {
	scoreOnly bool // no Contract, By, Result columns
}

func (cs cellStyle) write(g *gen, c map[string]any, board int, o outcomeSpec, ns int) {
	mode := 0 // 0 score only, 1 contract only, 2 both
	if !cs.scoreOnly {
		mode = pick(g, 0, 1, 1, 2, 2)
	}
	if mode != 1 {
		switch g.r.IntN(4) {
		case 0, 1:
			c["Score"] = ns
		case 2:
			c["Score"] = fmt.Sprint(ns)
		case 3:
			c["Score"] = fmt.Sprintf(" %d ", ns)
		}
	}
	if mode == 0 {
		return
	}
	if o.c.level == 0 {
		c["Contract"] = pick(g, "Pass", "pass", "PASS")
		return
	}
	c["Contract"] = contractText(g, o.c)
	c["By"] = string(o.by)
	need := o.c.level + 6
	switch {
	case g.chance(0.25):
		c["Result"] = pick[any](g, o.tricks, fmt.Sprint(o.tricks))
	case o.tricks == need:
		c["Result"] = "="
	case o.tricks > need:
		c["Result"] = fmt.Sprintf("+%d", o.tricks-need)
	default:
		c["Result"] = fmt.Sprintf("-%d", need-o.tricks)
	}
}

func contractText(g *gen, c contract) string {
	letters := [...]string{"C", "D", "H", "S", "NT"}
	symbols := [...]string{"♣", "♦", "♥", "♠", "NT"}
	st := letters[c.strain]
	switch g.r.IntN(4) {
	case 0:
		st = symbols[c.strain]
	case 1:
		if c.strain == notrump {
			st = "N"
		}
	}
	s := fmt.Sprintf("%d%s%s", c.level, st, [...]string{"", "X", "XX"}[c.doubled])
	if g.chance(0.2) {
		s = strings.ToLower(s)
	}
	return s
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// finish fills in the pairs' cells and the Results layout.
func (g *gen) finish(ge *genEvent, withSession bool) {
	for _, p := range ge.ev.pairs {
		var v any = p.id
		if n, err := fmt.Sscan(p.id, new(int)); err == nil && n == 1 && !strings.ContainsAny(p.id, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && g.chance(0.5) {
			var x int
			fmt.Sscan(p.id, &x)
			v = x
		}
		ge.pairCells = append(ge.pairCells, v)
	}
	cols := []string{"Board", "NS", "EW", "Contract", "By", "Result", "Score"}
	hasContract := false
	for _, c := range ge.cells {
		if _, ok := c["Contract"]; ok {
			hasContract = true
		}
	}
	if !hasContract {
		cols = []string{"Board", "NS", "EW", "Score"}
	}
	if withSession || g.chance(0.3) {
		cols = append([]string{"Session"}, cols...)
	}
	if g.chance(0.3) {
		g.r.Shuffle(len(cols), func(i, j int) { cols[i], cols[j] = cols[j], cols[i] })
	}
	if g.chance(0.3) {
		for i, c := range cols {
			cols[i] = pick(g, strings.ToLower(c), strings.ToUpper(c), " "+c+" ", c)
		}
	}
	ge.resultCols = cols
	if g.chance(0.1) {
		ge.blankTop = g.intn(1, 2)
	}
	if g.chance(0.1) {
		ge.blankEvery = g.intn(5, 12)
	}
	ge.extraColumn = g.chance(0.2)
}

// randomSession is a one-session event in a random method and setting.
func randomSession(seed uint64) *genEvent {
	g := &gen{r: rand.New(rand.NewPCG(seed, 0x5eed))}
	m := method(g.r.IntN(7))
	s, srows := g.randomSettings(m)
	ge := &genEvent{name: fmt.Sprintf("s%05d", seed), ev: &event{s: s}}
	var boards map[int][]table
	var desc string
	if g.chance(0.5) {
		tables := g.intn(3, 8)
		nb := min(tables*g.intn(1, 3), 27)
		ge.ev.s.field = pick(g, "Auto", "Auto", "Mitchell", "Howell")
		// Numbers may repeat only when NS and EW are ranked apart.
		reuse := ge.ev.s.field != "Howell" && g.chance(0.5)
		mv := g.mitchell(tables, nb, reuse, pick(g, "", "", "M"))
		ge.ev.pairs, boards = mv.pairs, mv.boards
		ge.pairsDir = reuse
		desc = fmt.Sprintf("Mitchell %d tables %d boards", tables, nb)
	} else {
		np := g.intn(4, 13)
		prefix := pick(g, "", "", "H")
		var idx []int
		for i := 1; i <= np; i++ {
			ge.ev.pairs = append(ge.ev.pairs, pair{id: prefix + itoa(i)})
			idx = append(idx, i-1)
		}
		nb := g.intn(max(4, np-2), 26)
		boards = g.howell(idx, nb, 1)
		desc = fmt.Sprintf("Howell %d pairs %d boards", np, nb)
		ge.ev.s.field = pick(g, "Auto", "Auto", "Howell")
	}
	if ge.ev.s.field != "Auto" || g.chance(0.2) {
		srows = append(srows, [2]any{"Field", ge.ev.s.field})
	}
	if len(srows) > 0 || g.chance(0.8) {
		g.r.Shuffle(len(srows), func(i, j int) { srows[i], srows[j] = srows[j], srows[i] })
		ge.eventSheet = srows
	}
	if ge.eventSheet == nil {
		ge.ev.s = defaultSettings()
	}
	mix := kindMix{np: 0.03, artificial: 0.05, weighted: 0.04}
	if g.chance(0.2) {
		mix = kindMix{np: 0.08, artificial: 0.12, weighted: 0.1}
	}
	if (m == butler || m == bastille) && g.chance(0.3) {
		mix.weighted = 0.3 // datums over weighted means
	}
	if ge.ev.s.sessionRule && m.isMP() && g.chance(0.5) {
		mix.artificial = 0.15 // Law 12C2 needs artificial scores to show
	}
	g.fillSession(ge, 1, boards, mix, cellStyle{scoreOnly: g.chance(0.3)})
	g.prunePairs(ge)
	g.finish(ge, false)
	ge.describe = fmt.Sprintf("%s, %s", desc, describeSettings(ge.ev.s))
	return ge
}

// prunePairs drops pairs that played nothing (a Pairs line with no boards is
// outside this check) and renumbers the rows.
func (g *gen) prunePairs(ge *genEvent) {
	played := make([]bool, len(ge.ev.pairs))
	for _, r := range ge.ev.rows {
		if r.kind != notPlayed {
			played[r.ns], played[r.ew] = true, true
		}
	}
	// A pair with only NP rows: one of them becomes a passed-out board.
	for pi := range ge.ev.pairs {
		if played[pi] {
			continue
		}
		for i, r := range ge.ev.rows {
			if r.ns == pi || r.ew == pi {
				ge.ev.rows[i].kind = realScore
				ge.ev.rows[i].score = 0
				ge.cells[i] = map[string]any{"Score": 0}
				played[r.ns], played[r.ew] = true, true
				break
			}
		}
	}
	keep := map[int]int{}
	var ps []pair
	for pi, p := range ge.ev.pairs {
		used := false
		for _, r := range ge.ev.rows {
			if r.ns == pi || r.ew == pi {
				used = true
				break
			}
		}
		if used {
			keep[pi] = len(ps)
			ps = append(ps, p)
		}
	}
	for i := range ge.ev.rows {
		ge.ev.rows[i].ns = keep[ge.ev.rows[i].ns]
		ge.ev.rows[i].ew = keep[ge.ev.rows[i].ew]
	}
	ge.ev.pairs = ps
}

func describeSettings(s settings) string {
	parts := []string{s.method.String()}
	if s.method.isMP() {
		if s.american {
			parts = append(parts, "American")
		}
		if !s.neuberg {
			parts = append(parts, "no Neuberg")
		}
		if s.sessionRule {
			parts = append(parts, "Session rule")
		}
		parts = append(parts, fmt.Sprintf("averages %s/%s/%s", s.avgPlus.RatString(), s.avg.RatString(), s.avgMinus.RatString()))
	}
	switch s.method {
	case butler, bastille:
		if s.discardShare != nil {
			parts = append(parts, "discard "+new(big.Rat).Mul(s.discardShare, ri(100)).RatString()+"%")
		} else {
			parts = append(parts, fmt.Sprintf("discard %d", s.discardCount))
		}
	case crossIMPs:
		if s.crossTotal {
			parts = append(parts, "Total")
		}
	}
	parts = append(parts, "Field "+s.field)
	return strings.Join(parts, ", ")
}

// randomTwoSessions is a two-session Howell: the second session has more
// pairs and more boards. It is returned once per way of combining sessions.
func randomTwoSessions(seed uint64, combines ...string) []*genEvent {
	return twoSessions(seed, "howell", combines...)
}

// twoSessions draws a two-session event of a shape: "howell" (the second
// session bigger), "equal" (a Howell of the same pairs and boards twice, so
// that the plain sum of matchpoints may apply), "unequal" (a matchpoint
// Howell with Neuberg, every table playing every board and none marked NP,
// the second session one table bigger: every board of each session has its
// session's top, and the tops differ, so the plain sum is an error) or
// "mitchell" (the second session bigger; pairs keep their direction, or one
// pair changes it and the event becomes one field).
func twoSessions(seed uint64, shape string, combines ...string) []*genEvent {
	var out []*genEvent
	for _, comb := range combines {
		g := &gen{r: rand.New(rand.NewPCG(seed, 0x2505)), full: shape == "unequal"}
		m := pick(g, matchpoints, matchpoints, matchpoints, matchpoints, ascherman, norwegian, crossIMPs, butler, bastille, totalPoints)
		if shape == "equal" || shape == "unequal" {
			m = matchpoints
		}
		s, srows := g.randomSettings(m)
		s.combine = comb
		srows = append(srows, [2]any{"Sessions", comb})
		if (shape == "equal" && !s.neuberg && g.chance(0.7)) || (shape == "unequal" && !s.neuberg) {
			// Mostly with Neuberg, so that every board has the same top.
			s.neuberg = true
			for i := range srows {
				if srows[i][0] == "Neuberg" {
					srows[i][1] = "Yes"
				}
			}
		}
		name := fmt.Sprintf("t%05d-%s-%s", seed, shape, strings.ToLower(comb))
		ge := &genEvent{name: name, ev: &event{s: s}, eventSheet: srows, expectsError: shape == "unequal"}
		mix := kindMix{np: 0.03, artificial: 0.05, weighted: 0.04}
		if shape == "unequal" {
			mix.np = 0 // NP rows are not scored: a board with one has fewer
		}
		var desc string
		switch shape {
		case "howell", "equal", "unequal":
			p1 := g.intn(6, 10)
			p2 := p1 + g.intn(2, 6)
			b1 := g.intn(p1-2, p1+6)
			b2 := b1 + g.intn(2, 8)
			switch shape {
			case "equal":
				p2, b2 = p1, b1
			case "unequal":
				p2 = p1 + 2 // one more table
			}
			var all []int
			for i := 1; i <= p2; i++ {
				ge.ev.pairs = append(ge.ev.pairs, pair{id: itoa(i)})
				all = append(all, i-1)
			}
			// Session 1: the first p1 pairs; session 2: everybody, though
			// one of session 1's pairs may miss it.
			first := all[:p1]
			second := all
			if shape == "howell" && g.chance(0.3) {
				drop := g.r.IntN(p1)
				second = append(append([]int{}, all[:drop]...), all[drop+1:]...)
			}
			g.fillSession(ge, 1, g.howell(first, b1, 1), mix, cellStyle{scoreOnly: g.chance(0.5)})
			b2first := pick(g, 1, b1+1)
			g.fillSession(ge, 2, g.howell(second, b2, b2first), mix, cellStyle{scoreOnly: g.chance(0.5)})
			desc = fmt.Sprintf("two-session Howell %d/%d pairs %d/%d boards", p1, len(second), b1, b2)
		case "mitchell":
			t1 := g.intn(3, 7)
			t2 := t1 + g.intn(0, 3)
			b1 := t1 * g.intn(1, 3)
			b2 := max(b1, t2*g.intn(1, 3))
			reuse := g.chance(0.5)
			mv := g.mitchell(t2, b2, reuse, "")
			ge.ev.pairs, ge.pairsDir = mv.pairs, reuse
			// Session 1: the first t1 NS and EW pairs.
			s1 := g.mitchell(t1, b1, reuse, "")
			for b, ts := range s1.boards {
				for i := range ts {
					ts[i].ew = ts[i].ew - t1 + t2
				}
				s1.boards[b] = ts
			}
			swapped := !reuse && g.chance(0.3)
			if swapped {
				// NS pair 1 and EW pair t2+1 change places in session 2.
				swap := func(p int) int {
					switch p {
					case 0:
						return t2
					case t2:
						return 0
					}
					return p
				}
				for _, ts := range mv.boards {
					for i := range ts {
						ts[i].ns, ts[i].ew = swap(ts[i].ns), swap(ts[i].ew)
					}
				}
			}
			g.fillSession(ge, 1, s1.boards, mix, cellStyle{scoreOnly: g.chance(0.5)})
			g.fillSession(ge, 2, mv.boards, mix, cellStyle{scoreOnly: g.chance(0.5)})
			desc = fmt.Sprintf("two-session Mitchell %d/%d tables %d/%d boards", t1, t2, b1, b2)
			if swapped {
				desc += ", a pair changes direction"
			}
		}
		g.prunePairs(ge)
		g.finish(ge, true)
		ge.describe = fmt.Sprintf("%s, %s, Sessions %s", desc, describeSettings(ge.ev.s), comb)
		out = append(out, ge)
	}
	return out
}
