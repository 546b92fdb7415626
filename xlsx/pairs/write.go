package pairs

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/scorebook/scorebook/engine/awards"
	"github.com/scorebook/scorebook/engine/bridge"
	engine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
)

// outputs are the sheets a pairs event writes, in order.
var outputs = []xlsx.Output[*scored]{
	{Name: lang.Key("Ranking"), Sheet: rankingSheet},
	{Name: lang.Key("Travellers"), Sheet: travellerSheet},
	{Name: lang.Key("Scorecards"), Sheet: scorecardSheet},
	{Name: SheetHandRecords, Sheet: func(sc *scored, title string) report.Sheet {
		return HandRecordsSheetIn(sc.l, Hands{Deals: sc.ev.Deals, DD: sc.ev.DD, Digests: sc.ev.Digests}, lang.Key("Session"), title)
	}, When: func(sc *scored) bool { return len(sc.ev.Deals) > 0 }},
}

func multiSession(res *engine.Result) bool { return len(res.Sessions) > 1 }

func rankingSheet(sc *scored, title string) report.Sheet {
	pe, res, l := sc.ev, sc.res, sc.l
	m := res.Settings.Scoring
	mp := m.IsMatchpoint()
	cols := []report.Col{report.C(l.T("Rank"), 7, report.Code), report.C(l.T("Pair"), 7, report.Code)}
	if res.Mitchell {
		// Each line keeps its direction, for a program reading the lines;
		// on a phone the table's heading says it.
		cols = append(cols, report.C(l.T("Direction"), 10, report.Code).Detail())
	}
	cols = append(cols, report.C(l.T("Names"), 36, report.Text), report.C(l.T("Boards"), 8, report.Integer).Detail())
	scoreFormat := totalFormat(m)
	cols = append(cols, RankingScoreCols(l, m)...)
	cols = append(cols, awardCols(l, res)...)
	if multiSession(res) {
		for _, s := range res.Sessions {
			if mp {
				cols = append(cols, report.C(l.F("Session %d %%", s), 11, report.Percent).Detail())
			} else {
				cols = append(cols, report.C(l.F("Session %d %s", s, report.In(l, m.Unit())), 11, scoreFormat).Detail())
			}
		}
	}
	var rows [][]any
	for _, st := range res.Standings {
		p := pe.Pairs[st.Pair]
		row := []any{report.PlaceCell(st.Place), IDCell(p.ID)}
		if res.Mitchell {
			row = append(row, dirText(l, st.Field))
		}
		row = append(row, report.Link{Value: p.Players(), To: pairKey(st.Pair)}, st.Boards, st.Score)
		if mp {
			row = append(row, st.Top, st.Pct)
		}
		row = append(row, awardCells(res, st)...)
		if multiSession(res) {
			for _, ss := range st.Sessions {
				switch {
				case !ss.Played:
					row = append(row, nil)
				case mp:
					row = append(row, ss.Pct)
				default:
					row = append(row, ss.Score)
				}
			}
		}
		rows = append(rows, row)
	}
	if res.Mitchell {
		return fieldsSheet(l, title, cols, rows, res.Standings)
	}
	return report.Sheet{Title: title, Cols: cols, Rows: rows, Lang: l}
}

// totalFormat is the number format of a total by the method m: total
// points are whole, the others have two decimals.
func totalFormat(m engine.Method) report.Format {
	if m == engine.TotalPoints {
		return report.Integer
	}
	return report.Dec2
}

// RankingScoreCols are a Ranking's columns of the score by the method m:
// the Score, then at matchpoints the Top and the percentage.
func RankingScoreCols(l lang.Lang, m engine.Method) []report.Col {
	cols := []report.Col{report.C(l.T("Score"), 10, totalFormat(m))}
	if m.IsMatchpoint() {
		cols = append(cols, report.C(l.T("Top"), 8, report.Integer).Detail(), report.C(l.T("%"), 9, report.Percent))
	}
	return cols
}

// awardCols are the Ranking's columns of awards and handicaps, after the
// scratch percentage: the Award each player gets (with an Awards setting),
// then the handicapped ranking beside the scratch one (with Handicap
// columns in Pairs): the pair's handicap, its handicapped percentage and
// its place by that. With neither the Ranking is as it always was.
func awardCols(l lang.Lang, res *engine.Result) []report.Col {
	var cols []report.Col
	switch res.Settings.Awards {
	case awards.None:
	case awards.EBULocal:
		cols = append(cols, report.C(l.T("Award"), 8, report.Integer))
	default:
		cols = append(cols, report.C(l.T("Award"), 8, report.Dec2))
	}
	if res.Handicapped {
		cols = append(cols, report.C(l.T("Handicap"), 10, report.Percent).Detail(),
			report.C(l.T("Handicap %"), 11, report.Percent), report.C(l.T("Handicap rank"), 9, report.Code))
	}
	return cols
}

// awardCells are a standing's cells of awardCols.
func awardCells(res *engine.Result, st engine.Standing) []any {
	var cells []any
	if res.Settings.Awards != awards.None {
		cells = append(cells, st.Award)
	}
	if res.Handicapped {
		cells = append(cells, st.Handicap/100, st.HandicapPct, report.PlaceCell(st.HandicapPlace))
	}
	return cells
}

// fieldsSheet is a Mitchell's Ranking: the North-South field and the
// East-West field as two tables, each under a heading of its own and a
// header line of the sheet's columns, as FFB, BridgeWebs and EBUScore
// print them; rows are the standings' lines (NS field first).
func fieldsSheet(l lang.Lang, title string, cols []report.Col, rows [][]any, standings []engine.Standing) report.Sheet {
	header := report.HeaderLine(cols)
	blocks := func(emit func(report.Block) error) error {
		for _, field := range []struct {
			dir     engine.Direction
			heading string
		}{{engine.NS, l.T("North-South")}, {engine.EW, l.T("East-West")}} {
			lines := []report.Line{{Kind: report.Heading, Cells: []any{field.heading}}, header}
			for i, st := range standings {
				if st.Field == field.dir {
					lines = append(lines, report.Line{Cells: rows[i]})
				}
			}
			if field.dir == engine.NS {
				lines = append(lines, report.Line{Kind: report.Gap})
			}
			if err := emit(report.Block{Lines: lines}); err != nil {
				return err
			}
		}
		return nil
	}
	return report.Sheet{Title: title, Cols: cols, Blocks: blocks, Lang: l}
}

// Shortened is a column with the short form of its header on a phone, in
// a language whose words are longer than the English (Resultaat, Déclarant,
// Alleinspieler): English headers are short enough as they are.
func Shortened(l lang.Lang, c report.Col, short string) report.Col {
	if l == lang.English {
		return c
	}
	return c.Abbrev(report.In(l, short))
}

// dirText is a direction as the sheets print it: NS, or EW, in the
// language (NZ, OW).
func dirText(l lang.Lang, d engine.Direction) string {
	if d == engine.NS {
		return l.T("NS")
	}
	return l.T("EW")
}

// pairKey is the key of a pair's card (its index in the event's pairs),
// to which its names in the Ranking lead on the web page.
func pairKey(pair int) string { return "pair " + strconv.Itoa(pair) }

// boardKey is the key of a board's traveller, to which the board's number
// on a card leads on the web page.
func boardKey(session, board int) string {
	return "board " + strconv.Itoa(session) + "-" + strconv.Itoa(board)
}

// lineOrder sorts the traveller lines by session, board and NS pair.
func lineOrder(pe *Event, res *engine.Result) []int {
	order := make([]int, len(res.Lines))
	for i := range order {
		order[i] = i
	}
	rows := pe.Rows
	sort.SliceStable(order, func(i, j int) bool {
		a, b := rows[order[i]], rows[order[j]]
		if a.Session != b.Session {
			return a.Session < b.Session
		}
		if a.Board != b.Board {
			return a.Board < b.Board
		}
		return engine.LessID(pe.Pairs[a.NS].ID, pe.Pairs[b.NS].ID)
	})
	return order
}

// byNSScore orders a board's rows (in NS pair order) as its traveller
// prints them, as its frequency table is: by NS score, best first (a
// weighted score by its mean); rows of equal score in NS pair order; then
// the rows with no table score (artificial scores, not played), in NS pair
// order.
func byNSScore(pe *Event, rows []int) []int {
	out := slices.Clone(rows)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := pe.Rows[out[i]].Score, pe.Rows[out[j]].Score
		if a.IsResult() != b.IsResult() {
			return a.IsResult()
		}
		return a.IsResult() && a.Mean() > b.Mean()
	})
	return out
}

// The Travellers sheet prints one board at a time: a heading (the board,
// its dealer and vulnerability, its session when there are several), the
// hand when the Hands sheet has it, the frequency of each result with its
// points, and the traveller lines under a header of the sheet's columns,
// best NS score first (byNSScore).

func travellerSheet(sc *scored, title string) report.Sheet {
	pe, res := sc.ev, sc.res
	who := [4]report.Col{report.C(sc.l.T("NS"), 6, report.Code), report.C(sc.l.T("NS Names"), 24, report.Text),
		report.C(sc.l.T("EW"), 6, report.Code), report.C(sc.l.T("EW Names"), 24, report.Text)}
	t := NewTravellerCols(sc.l, res.Settings.Scoring, multiSession(res), who, sc.leads)
	order := lineOrder(pe, res)
	blocks := func(emit func(report.Block) error) error {
		for start := 0; start < len(order); {
			first := pe.Rows[order[start]]
			end := start
			for end < len(order) && pe.Rows[order[end]].Session == first.Session && pe.Rows[order[end]].Board == first.Board {
				end++
			}
			if err := emit(travellerBlock(sc, t, byNSScore(pe, order[start:end]))); err != nil {
				return err
			}
			start = end
		}
		return nil
	}
	return report.Sheet{Title: title, Cols: t.Cols, Blocks: blocks, Landscape: true, Lang: sc.l}
}

// travellerBlock is one board's block: rows are the board's Results rows,
// in the order printed.
func travellerBlock(sc *scored, t TravellerCols, rows []int) report.Block {
	pe, res, lg := sc.ev, sc.res, sc.l
	width := len(t.Cols)
	first := pe.Rows[rows[0]]
	lines := t.Opening(lg, first.Session, first.Board, res.Lines[rows[0]].Points, pe.Deals, pe.DD)
	// The frequency of each result, highest NS score first.
	type freq struct {
		key   string
		value float64
		times int
		line  engine.Line
		score bridge.TableScore
	}
	var fs []*freq
	byKey := map[string]*freq{}
	for _, i := range rows {
		r := pe.Rows[i]
		if !r.Score.IsResult() {
			continue
		}
		k := r.Score.String()
		f := byKey[k]
		if f == nil {
			f = &freq{key: k, value: r.Score.Mean(), line: res.Lines[i], score: r.Score}
			byKey[k] = f
			fs = append(fs, f)
		}
		f.times++
	}
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].value > fs[j].value })
	if len(fs) > 0 {
		h := report.Line{Kind: report.Header, Cells: make([]any, width)}
		h.Cells[t.Result], h.Cells[t.Score] = lg.T("Times"), t.Cols[t.Score].Header
		for _, c := range []int{t.NSPts, t.EWPts, t.NSPct, t.EWPct} {
			if c >= 0 {
				h.Cells[c] = t.Cols[c].Header
			}
		}
		lines = append(lines, h)
		for _, f := range fs {
			cells := make([]any, width)
			cells[t.Result], cells[t.Score] = f.times, NSScoreCellIn(lg, f.score)
			t.points(cells, f.line.Points)
			if t.Datum >= 0 {
				cells[t.Datum] = nil
			}
			lines = append(lines, report.Line{Cells: cells})
		}
	}
	lines = append(lines, t.Header())
	for _, i := range rows {
		r := pe.Rows[i]
		lines = append(lines, t.Line(lg, r.Session, r.Board, [4]any{sc.ids[r.NS], sc.names[r.NS], sc.ids[r.EW], sc.names[r.EW]}, r.TravellerLine, res.Lines[i].Points))
	}
	lines = append(lines, report.Line{Kind: report.Gap})
	return report.Block{Lines: lines, Key: boardKey(first.Session, first.Board)}
}

// The Scorecards sheet prints one card per pair, each on a page of its
// own: a heading with the pair's number and names, its rank, score, top and
// percentage, a line per board, and the total. At matchpoints the pair's
// tops and bottoms (report.MarkOf: 80% and over, 20% and under) are
// marked, and a note under the card's says what the shading means. At IMPs
// and total points nothing is marked: a board has no percentage there, and
// a swing's size depends on the board.

func scorecardSheet(sc *scored, title string) report.Sheet {
	pe, res, l := sc.ev, sc.res, sc.l
	who := [3]report.Col{report.C(l.T("Direction"), 10, report.Code).Abbrev(l.T("Dir")),
		report.C(l.T("Opponents"), 11, report.Code).Abbrev(l.T("Opp")), report.C(l.T("Opponents' names"), 28, report.Text)}
	c := NewCardCols(l, res.Settings.Scoring, multiSession(res), who, sc.leads)
	type entry struct {
		line   int // index into the rows, or −1 for a sit-out
		sitOut int // index into the sit-outs
		dir    engine.Direction
	}
	byPair := make([][]entry, len(pe.Pairs))
	for _, i := range lineOrder(pe, res) {
		r := pe.Rows[i]
		byPair[r.NS] = append(byPair[r.NS], entry{i, -1, engine.NS})
		byPair[r.EW] = append(byPair[r.EW], entry{i, -1, engine.EW})
	}
	// The boards a pair sat out, among the boards it played.
	if len(pe.SitOuts) > 0 {
		at := func(e entry) (int, int) {
			if e.line >= 0 {
				return pe.Rows[e.line].Session, pe.Rows[e.line].Board
			}
			return pe.SitOuts[e.sitOut].Session, pe.SitOuts[e.sitOut].Board
		}
		for i, so := range pe.SitOuts {
			byPair[so.Pair] = append(byPair[so.Pair], entry{-1, i, so.Side})
		}
		for p := range byPair {
			sort.SliceStable(byPair[p], func(i, j int) bool {
				si, bi := at(byPair[p][i])
				sj, bj := at(byPair[p][j])
				return si < sj || si == sj && bi < bj
			})
		}
	}
	// Each board's number leads to its traveller: the links made once.
	boardLinks := map[[2]int]any{}
	for _, r := range pe.Rows {
		if k := [2]int{r.Session, r.Board}; boardLinks[k] == nil {
			boardLinks[k] = report.Link{Value: r.Board, To: boardKey(r.Session, r.Board)}
		}
	}
	blocks := func(emit func(report.Block) error) error {
		for n, st := range res.Standings { // pairs in ranking order
			if len(byPair[st.Pair]) == 0 {
				continue // a pair that played no board (only NP rows) is not ranked
			}
			p := pe.Pairs[st.Pair]
			who := l.F("Pair %s", p.ID)
			if res.Mitchell {
				who = dirText(l, st.Field) + " " + p.ID
			}
			card := c.Card(who+": "+p.Players(), cardNote(l, st, res))
			for _, e := range byPair[st.Pair] {
				if e.line < 0 {
					// A board the pair sat out: no opponents, and the
					// points the Sit-out setting gives, if any.
					so, sl := pe.SitOuts[e.sitOut], res.SitOuts[e.sitOut]
					card.SitOut(so.Session, so.Board, [3]any{dirText(l, so.Side), nil, l.T("sits out")},
						CardPoints{Counts: sl.Scored, HasPct: sl.HasPct, Points: sl.Points, Pct: sl.Pct})
					continue
				}
				r, ln := pe.Rows[e.line], res.Lines[e.line]
				opp := r.EW
				pts, pct := ln.NS, ln.NSPct
				if e.dir == engine.EW {
					opp, pts, pct = r.NS, ln.EW, ln.EWPct
				}
				card.Play(l, r.Session, boardLinks[[2]int{r.Session, r.Board}], [3]any{dirText(l, e.dir), sc.ids[opp], sc.names[opp]},
					r.TravellerLine, e.dir == engine.EW, CardPoints{Counts: ln.Played, HasPct: ln.HasPct, Points: pts, Pct: pct})
			}
			if err := emit(report.Block{Lines: card.Done(l, st.Score, st.Pct), NewPage: n > 0, Key: pairKey(st.Pair)}); err != nil {
				return err
			}
		}
		return nil
	}
	return report.Sheet{Title: title, Cols: c.Cols, Blocks: blocks, Landscape: true, Lang: l}
}

// cardNote is a card's second line: the pair's rank, and its score.
func cardNote(l lang.Lang, st engine.Standing, res *engine.Result) string {
	rank := l.F("rank %s", st.Place.String())
	if res.Mitchell {
		rank += " (" + l.F("%s field", dirText(l, st.Field)) + ")"
	}
	return CardNote(l, rank, res.Settings.Scoring, st.Score, st.Top, st.Pct)
}

// CardNote is a scorecard's second line: the rank (its first letter made a
// capital), then the score as the method m gives it: at matchpoints the
// score of the top and the percentage, at IMPs the IMPs with their sign,
// else the points.
func CardNote(l lang.Lang, rank string, m engine.Method, score, top, pct float64) string {
	switch {
	case m.IsMatchpoint():
		return capitalise(rank) + " · " + l.F("%s of %s", l.Decimal(score, 2), l.Decimal(top, 0)) + " · " + l.Percent(pct, 2)
	case m.IsIMP():
		return capitalise(rank) + " · " + l.F("%s IMPs", signedDecimal(l, score, 2))
	}
	return capitalise(rank) + " · " + l.F("%s points", l.Decimal(score, 0))
}

// signedDecimal is a number with its sign, as %+.2f writes it, in the
// language's decimal separator.
func signedDecimal(l lang.Lang, x float64, places int) string {
	s := l.Decimal(x, places)
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s
}

// capitalise is s with its first letter a capital (of any script).
func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
