package teams_test

// An independent scorer for teams events, written from WORKBOOK.md ("Teams
// event"), issue 7 and seed 004 without looking at engine/teams, and random
// Swiss workbooks scored both by it and by `scorebook score`: every match's
// IMPs and VPs, every board's IMPs and every team's totals and rank must
// agree, as read back from the written sheets.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/templates"
)

// xIMPs is the WBF IMP scale as printed in seed 004: the upper end of each
// band of differences, 0–10 → 0 IMPs … 3500–3990 → 23, 4000 and more → 24.
var xIMPBands = []int{10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890,
	1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990}

func xIMPs(diff int) int {
	d := diff
	if d < 0 {
		d = -d
	}
	imps := len(xIMPBands) // 24
	for i, top := range xIMPBands {
		if d <= top {
			imps = i
			break
		}
	}
	if diff < 0 {
		return -imps
	}
	return imps
}

// xWBF is the winner's VPs of the WBF continuous scale for a match of n
// boards, in hundredths, by margin, up to the first margin worth 20.00
// (issue 7): the formula rounded halves up, then made concave by raising
// the first margin whose next step is larger than its own by 0.01, from the
// start again, until none is.
func xWBF(n int) []int {
	tau := (math.Sqrt(5) - 1) / 2
	b := 15 * math.Sqrt(float64(n))
	var vp []int
	for m := 0; len(vp) == 0 || vp[len(vp)-1] < 2000; m++ {
		v := 10 + 10*(1-math.Pow(tau, 3*float64(m)/b))/(1-math.Pow(tau, 3))
		vp = append(vp, min(2000, int(math.Floor(v*100+0.5))))
	}
	for changed := true; changed; {
		changed = false
		for k := 1; k < len(vp)-1; k++ {
			if vp[k+1]-vp[k] > vp[k]-vp[k-1] {
				vp[k]++
				changed = true
				break
			}
		}
	}
	return vp
}

// xBand is one row of a custom scale; to < 0 is open.
type xBand struct {
	from, to      int
	winner, loser float64
}

// xScale gives the VPs of a side whose own net IMPs over boards boards are
// net: the winner's figure for a margin of |net| when net ≥ 0, else the
// loser's.
type xScale func(net, boards int) float64

func xWBFScale() xScale {
	tables := map[int][]int{}
	return func(net, boards int) float64 {
		t, ok := tables[boards]
		if !ok {
			t = xWBF(boards)
			tables[boards] = t
		}
		m := net
		if m < 0 {
			m = -m
		}
		h := 2000
		if m < len(t) {
			h = t[m]
		}
		if net < 0 {
			h = 2000 - h
		}
		return float64(h) / 100
	}
}

func xCustomScale(bands []xBand) xScale {
	return func(net, boards int) float64 {
		m := net
		if m < 0 {
			m = -m
		}
		for _, b := range bands {
			if m >= b.from && (b.to < 0 || m <= b.to) {
				if net < 0 {
					return b.loser
				}
				return b.winner
			}
		}
		panic(fmt.Sprintf("no band for %d", m))
	}
}

func TestIndependentWBFAgainstIssue7(t *testing.T) {
	for _, tt := range []struct{ boards, margin, want int }{
		{8, 1, 1044}, {8, 2, 1086}, {8, 5, 1205}, {8, 10, 1378}, {8, 20, 1646}, {8, 30, 1837}, {8, 43, 2000},
		{16, 1, 1031}, {16, 10, 1280}, {16, 20, 1500}, {16, 60, 2000}, {32, 16, 1312}, {32, 47, 1721},
	} {
		tab := xWBF(tt.boards)
		if got := tab[min(tt.margin, len(tab)-1)]; got != tt.want {
			t.Errorf("%d boards, %d IMPs: %d hundredths, want %d", tt.boards, tt.margin, got, tt.want)
		}
	}
	if t8 := xWBF(8); t8[42] == 2000 {
		t.Errorf("8 boards: 20.00 already at 42 IMPs")
	}
}

// xRow is one Results row of a generated event.
type xRow struct {
	round, board int
	ns, ew       string
	score        int
	artificial   bool
	nsAward      int // ±3 or 0, when artificial
	ewAward      int
	cells        []any
}

type xEvent struct {
	ids    []string
	byeVP  float64
	scale  string // Event sheet value
	bands  []xBand
	rows   []xRow // in sheet order
	rounds int
}

var xAwards = map[string]int{"+": 3, "=": 0, "-": -3}

// xSwiss makes up a Swiss event: n teams, rounds rounds of boards-board
// matches; each round the field is shuffled, sometimes one team sits out,
// and when an odd number play the last three make a triple (half the boards
// against each other team, the third half-match on spare boards). Rows are
// shuffled, so a match's home team is whichever sat NS in its first row.
func xSwiss(rng *rand.Rand, n, rounds, boards int, ids []string) *xEvent {
	ev := &xEvent{ids: ids, byeVP: 12, scale: "WBF continuous", rounds: rounds}
	strains := []string{"C", "D", "H", "S", "NT"}
	awardTexts := []string{"A+/A-", "A=/A=", "A-/A+", "A+/A+", "A-/A-", "A+/A=", "A=/A-"}
	table := func(round, board int, ns, ew string) {
		r := xRow{round: round, board: board, ns: ns, ew: ew}
		if rng.IntN(50) == 0 {
			text := awardTexts[rng.IntN(len(awardTexts))]
			r.artificial = true
			r.nsAward, r.ewAward = xAwards[text[1:2]], xAwards[text[4:5]]
			r.cells = []any{round, board, ns, ew, nil, nil, nil, text}
			ev.rows = append(ev.rows, r)
			return
		}
		c := bridge.Contract{Level: 1 + rng.IntN(7), Strain: bridge.Strain(rng.IntN(5)), Doubling: bridge.Doubling(max(0, rng.IntN(12)-9))}
		by := bridge.Seat(rng.IntN(4))
		tricks := max(0, min(13, c.Level+6+rng.IntN(5)-3))
		if rng.IntN(30) == 0 {
			c = bridge.PassedOut
		}
		r.score = bridge.Score(c, by, tricks, board)
		r.cells = []any{round, board, ns, ew, nil, nil, nil, r.score}
		if k := rng.IntN(10); k < 3 {
			text := "Pass"
			var byCell, result any
			if !c.IsPassedOut() {
				text = strconv.Itoa(c.Level) + strains[c.Strain] + c.Doubling.String()
				byCell, result = by.String(), c.ResultString(tricks)
				if rng.IntN(3) == 0 {
					result = tricks
				}
			}
			r.cells[4], r.cells[5], r.cells[6] = text, byCell, result
			if k < 2 {
				r.cells[7] = nil // the score is computed
			}
		}
		ev.rows = append(ev.rows, r)
	}
	play := func(round, from, to int, home, away string) {
		for b := from; b <= to; b++ {
			table(round, b, home, away)
			table(round, b, away, home)
		}
	}
	order := slices.Clone(ids)
	for round := 1; round <= rounds; round++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		playing := order
		if rng.IntN(3) == 0 {
			playing = order[1:] // order[0] has a bye
		}
		if len(playing)%2 == 1 {
			k := len(playing)
			a, b, c := playing[k-3], playing[k-2], playing[k-1]
			play(round, 1, boards/2, a, b)
			play(round, boards/2+1, boards, b, c)
			play(round, boards+1, boards+boards/2, c, a)
			playing = playing[:k-3]
		}
		for i := 0; i+1 < len(playing); i += 2 {
			play(round, 1, boards, playing[i], playing[i+1])
		}
	}
	rng.Shuffle(len(ev.rows), func(i, j int) { ev.rows[i], ev.rows[j] = ev.rows[j], ev.rows[i] })
	return ev
}

// randomBands makes up a custom scale: a drawn band, then bands of random
// widths with the winner's VPs rising and the loser's falling, the last one
// open.
func randomBands(rng *rand.Rand) []xBand {
	total := float64(20 + 5*rng.IntN(3))
	half := total / 2
	bands := []xBand{{0, rng.IntN(3), half, half}}
	w := half
	for w < total {
		from := bands[len(bands)-1].to + 1
		w = min(total, w+[]float64{0.5, 1, 1, 2}[rng.IntN(4)])
		bands = append(bands, xBand{from, from + rng.IntN(5), w, total - w})
	}
	bands[len(bands)-1].to = -1
	return bands
}

// xMatch is one match (or half-match of a triple, or bye) as scored by the
// independent scorer.
type xMatch struct {
	round              int
	home, away         string
	bye, triple        bool
	boards             int
	homeNet, awayNet   int
	homeIMPs, awayIMPs int // gross
	homeVP, awayVP     float64
	first              int // sheet index of its first row
}

type xStanding struct {
	rank            string
	matches         int
	impsFor, impsAg int
	vp              float64
}

type xBoardIMPs struct{ ns, ew int }

// xScore scores an event from its rows, as WORKBOOK.md and issue 7 say.
func xScore(ev *xEvent, scale xScale) (map[string]*xMatch, map[string]*xStanding, map[string]xBoardIMPs) {
	matchKey := func(round int, a, b string) string {
		if a > b {
			a, b = b, a
		}
		return fmt.Sprintf("%d/%s/%s", round, a, b)
	}
	matches := map[string]*xMatch{}
	tables := map[string][]int{} // round/board/teams → row indexes
	for i, r := range ev.rows {
		k := matchKey(r.round, r.ns, r.ew)
		if matches[k] == nil {
			matches[k] = &xMatch{round: r.round, home: r.ns, away: r.ew, first: i}
		}
		bk := fmt.Sprintf("%s/%d", k, r.board)
		tables[bk] = append(tables[bk], i)
	}
	boardIMPs := map[string]xBoardIMPs{}
	rowKey := func(r xRow) string { return fmt.Sprintf("%d/%d/%s/%s", r.round, r.board, r.ns, r.ew) }
	for bk, rows := range tables {
		if len(rows) != 2 {
			panic("a board not at two tables: " + bk)
		}
		m := matches[matchKey(ev.rows[rows[0]].round, ev.rows[rows[0]].ns, ev.rows[rows[0]].ew)]
		x, y := ev.rows[rows[0]], ev.rows[rows[1]]
		if x.ns != m.home {
			x, y = y, x
		}
		var home, away int
		switch {
		case !x.artificial && !y.artificial:
			home = xIMPs(x.score - y.score)
			away = -home
		default:
			if x.artificial {
				home += x.nsAward
				away += x.ewAward
			}
			if y.artificial {
				away += y.nsAward
				home += y.ewAward
			}
		}
		boardIMPs[rowKey(x)] = xBoardIMPs{home, away}
		boardIMPs[rowKey(y)] = xBoardIMPs{away, home}
		m.boards++
		m.homeNet += home
		m.awayNet += away
		m.homeIMPs += max(home, 0)
		m.awayIMPs += max(away, 0)
	}
	// Each team's round: a match, a triple (two half-matches) or a bye.
	type teamRound struct {
		halves      []*xMatch
		net, boards int
	}
	byTeam := map[string]*teamRound{}
	tr := func(round int, team string) *teamRound {
		k := fmt.Sprintf("%d/%s", round, team)
		if byTeam[k] == nil {
			byTeam[k] = &teamRound{}
		}
		return byTeam[k]
	}
	for _, m := range matches {
		h, a := tr(m.round, m.home), tr(m.round, m.away)
		h.halves, a.halves = append(h.halves, m), append(a.halves, m)
		h.net, a.net = h.net+m.homeNet, a.net+m.awayNet
		h.boards, a.boards = h.boards+m.boards, a.boards+m.boards
	}
	standings := map[string]*xStanding{}
	for _, id := range ev.ids {
		standings[id] = &xStanding{}
	}
	for _, m := range matches {
		h, a := tr(m.round, m.home), tr(m.round, m.away)
		m.triple = len(h.halves) == 2
		if scale != nil {
			m.homeVP, m.awayVP = scale(h.net, h.boards), scale(a.net, a.boards)
		}
	}
	for round := 1; round <= ev.rounds; round++ {
		for _, id := range ev.ids {
			t := tr(round, id)
			s := standings[id]
			if len(t.halves) == 0 {
				matches[fmt.Sprintf("%d/%s/bye", round, id)] = &xMatch{round: round, home: id, bye: true, homeVP: ev.byeVP}
				if scale != nil {
					s.vp += ev.byeVP
				}
				continue
			}
			s.matches++
			if scale != nil {
				s.vp += scale(t.net, t.boards)
			}
		}
	}
	for k, imps := range boardIMPs {
		// A board has two rows: each team's IMPs are counted from the row
		// where it sat NS.
		ns := standings[strings.Split(k, "/")[2]]
		ns.impsFor += max(imps.ns, 0)
		ns.impsAg += max(-imps.ns, 0)
	}
	// Rank: by VPs, or by net IMPs with None; equal at two decimals share.
	key := func(id string) int64 {
		s := standings[id]
		if scale == nil {
			return int64(s.impsFor - s.impsAg)
		}
		return int64(math.Round(s.vp * 100))
	}
	ids := slices.Clone(ev.ids)
	sort.SliceStable(ids, func(i, j int) bool { return key(ids[i]) > key(ids[j]) })
	for i := 0; i < len(ids); {
		j := i
		for j < len(ids) && key(ids[j]) == key(ids[i]) {
			j++
		}
		for k := i; k < j; k++ {
			standings[ids[k]].rank = strconv.Itoa(i + 1)
			if j-i > 1 {
				standings[ids[k]].rank += "="
			}
		}
		i = j
	}
	return matches, standings, boardIMPs
}

// book writes the event as a workbook.
func (ev *xEvent) book(t *testing.T) string {
	var resultRows [][]any
	for _, r := range ev.rows {
		resultRows = append(resultRows, r.cells)
	}
	sheets := []templates.Sheet{
		eventSheet("Title", "Random Swiss", "Scoring", "IMPs", "VP scale", ev.scale, "Bye VP", strconv.FormatFloat(ev.byeVP, 'f', -1, 64)),
		teamsSheet(ev.ids...),
		sheet("Results", resultsHeader, resultRows...),
	}
	if ev.bands != nil {
		var rows [][]any
		for _, b := range ev.bands {
			var to any = b.to
			if b.to < 0 {
				to = nil
			}
			rows = append(rows, []any{b.from, to, b.winner, b.loser})
		}
		sheets = append(sheets, sheet("VP Scale", vpScaleHeader, rows...))
	}
	return writeBook(t, sheets...)
}

func TestTeamsAgainstIndependentScorer(t *testing.T) {
	type event struct {
		n, rounds, boards int
		custom, none      bool
		letters           bool
	}
	var events []event
	for i := 0; i < 5; i++ {
		events = append(events, event{n: 10 + i, rounds: 5 + i%3, boards: 8})
		events = append(events, event{n: 12 + i, rounds: 5 + i%3, boards: 12, letters: i == 2})
	}
	events = append(events, event{n: 13, rounds: 6, boards: 8, custom: true}, event{n: 16, rounds: 7, boards: 12, custom: true},
		event{n: 11, rounds: 5, boards: 8, none: true})
	// What the events held, to be sure the cases that matter came up.
	var triples, byes, artificial, computed, ties int
	defer func() {
		t.Logf("%d triple half-matches, %d byes, %d artificial scores, %d scores computed from contracts, %d shared ranks",
			triples, byes, artificial, computed, ties)
		if triples == 0 || byes == 0 || artificial == 0 || computed == 0 || ties == 0 {
			t.Error("the random events lack a case they are meant to cover")
		}
	}()
	for i, e := range events {
		name := fmt.Sprintf("%d teams, %d rounds of %d boards", e.n, e.rounds, e.boards)
		switch {
		case e.custom:
			name += ", custom scale"
		case e.none:
			name += ", no VPs"
		}
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(i), 7))
			var ids []string
			for k := 1; k <= e.n; k++ {
				id := strconv.Itoa(k)
				if e.letters {
					id = string(rune('A'+k-1)) + "x"
				}
				ids = append(ids, id)
			}
			ev := xSwiss(rng, e.n, e.rounds, e.boards, ids)
			scale := xWBFScale()
			switch {
			case e.custom:
				ev.bands = randomBands(rng)
				ev.scale, ev.byeVP = "Custom", ev.bands[0].winner+2
				rng.Shuffle(len(ev.bands), func(i, j int) { ev.bands[i], ev.bands[j] = ev.bands[j], ev.bands[i] })
				scale = xCustomScale(ev.bands)
			case e.none:
				ev.scale, scale = "None", nil
			}
			path := ev.book(t)
			scoreTeams(t, path, "")
			matches, standings, boardIMPs := xScore(ev, scale)
			for _, m := range matches {
				triples += b2i(m.triple)
				byes += b2i(m.bye)
			}
			for _, r := range ev.rows {
				artificial += b2i(r.artificial)
				computed += b2i(!r.artificial && r.cells[7] == nil)
			}
			for _, s := range standings {
				ties += b2i(strings.HasSuffix(s.rank, "="))
			}
			compareTeamsSheets(t, path, matches, standings, boardIMPs, scale == nil)
		})
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func compareTeamsSheets(t *testing.T, path string, matches map[string]*xMatch, standings map[string]*xStanding, boardIMPs map[string]xBoardIMPs, none bool) {
	t.Helper()
	near := func(got string, want float64) bool { return math.Abs(number(t, got)-want) < 1e-9 }
	// Every match, half-match and bye, each once.
	written := sheetRecords(t, path, "Matches")
	if len(written) != len(matches) {
		t.Errorf("Matches has %d rows, want %d", len(written), len(matches))
	}
	seen := map[*xMatch]bool{}
	for _, r := range written {
		a, b := r["Home"], r["Away"]
		key := fmt.Sprintf("%s/%s/bye", r["Round"], a)
		if b != "" {
			if a > b {
				a, b = b, a
			}
			key = fmt.Sprintf("%s/%s/%s", r["Round"], a, b)
		}
		m := matches[key]
		if m == nil || seen[m] {
			t.Errorf("Matches: unexpected or repeated row %v", r)
			continue
		}
		seen[m] = true
		if m.bye {
			if !none && !near(r["Home VP"], m.homeVP) || r["Note"] != "bye" {
				t.Errorf("bye %v, want %.2f VP", r, m.homeVP)
			}
			continue
		}
		ok := r["Home"] == m.home && r["Away"] == m.away && r["Boards"] == strconv.Itoa(m.boards) &&
			near(r["Home IMPs"], float64(m.homeIMPs)) && near(r["Away IMPs"], float64(m.awayIMPs)) &&
			strings.HasPrefix(r["Note"], "triple") == m.triple
		if !none {
			ok = ok && near(r["Home VP"], m.homeVP) && near(r["Away VP"], m.awayVP)
		}
		if !ok {
			t.Errorf("Matches row %v, want %+v", r, *m)
		}
	}
	// Every board's IMPs.
	trav := sheetRecords(t, path, "Travellers")
	if len(trav) != len(boardIMPs) {
		t.Errorf("Travellers has %d rows, want %d", len(trav), len(boardIMPs))
	}
	for _, r := range trav {
		want, ok := boardIMPs[strings.Join([]string{r["Round"], r["Board"], r["NS"], r["EW"]}, "/")]
		if !ok || !near(r["NS IMPs"], float64(want.ns)) || !near(r["EW IMPs"], float64(want.ew)) {
			t.Errorf("Travellers row %v, want %+v", r, want)
		}
	}
	// Every team's totals and rank, in ranking order.
	ranking := sheetRecords(t, path, "Ranking")
	if len(ranking) != len(standings) {
		t.Errorf("Ranking has %d rows, want %d", len(ranking), len(standings))
	}
	last := math.Inf(1)
	for _, r := range ranking {
		s := standings[r["Team"]]
		if s == nil {
			t.Errorf("Ranking: unknown team %v", r)
			continue
		}
		value := float64(s.impsFor - s.impsAg)
		ok := r["Rank"] == s.rank && r["Matches"] == strconv.Itoa(s.matches) &&
			near(r["IMPs for"], float64(s.impsFor)) && near(r["IMPs against"], float64(s.impsAg))
		if none {
			ok = ok && near(r["Net IMPs"], value)
		} else {
			value = s.vp
			ok = ok && near(r["VP"], s.vp)
		}
		if !ok {
			t.Errorf("Ranking row %v, want %+v", r, *s)
		}
		if value > last+1e-9 {
			t.Errorf("Ranking out of order at %v", r)
		}
		last = value
	}
}
