package individual

import (
	"slices"
	"sort"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/scorebook/scorebook/engine/bridge"
	engine "github.com/scorebook/scorebook/engine/individual"
	pengine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

// outputs are the sheets an individual event writes, in order: the pairs
// event's, each player where a pairs event has a pair.
var outputs = []xlsx.Output[*scored]{
	{Name: lang.Key("Ranking"), Sheet: rankingSheet},
	{Name: lang.Key("Travellers"), Sheet: travellerSheet},
	{Name: lang.Key("Scorecards"), Sheet: scorecardSheet},
	{Name: pairs.SheetHandRecords, Sheet: func(sc *scored, title string) report.Sheet {
		return pairs.HandRecordsSheetIn(sc.l, pairs.Hands{Deals: sc.ev.Deals, DD: sc.ev.DD, Digests: sc.ev.Digests}, lang.Key("Session"), title)
	}, When: func(sc *scored) bool { return len(sc.ev.Deals) > 0 }},
}

// playerKey is the key of a player's card, to which the player's name in
// the Ranking leads on the web page.
func playerKey(player int) string { return "player " + strconv.Itoa(player) }

// boardKey is the key of a board's traveller.
func boardKey(board int) string { return "board 1-" + strconv.Itoa(board) }

func rankingSheet(sc *scored, title string) report.Sheet {
	ev, res, l := sc.ev, sc.res, sc.l
	m := res.Settings.Scoring
	mp := m.IsMatchpoint()
	cols := []report.Col{report.C(l.T("Rank"), 7, report.Code), report.C(l.T("Player"), 7, report.Integer), report.C(l.T("Name"), 28, report.Text)}
	if ev.HasClub {
		cols = append(cols, report.C(l.T("Club"), 20, report.Text).Detail())
	}
	cols = append(cols, report.C(l.T("Boards"), 8, report.Integer).Detail())
	scoreFormat := report.Dec2
	if m == pengine.TotalPoints {
		scoreFormat = report.Integer
	}
	cols = append(cols, report.C(l.T("Score"), 10, scoreFormat))
	if mp {
		cols = append(cols, report.C(l.T("Top"), 8, report.Integer).Detail(), report.C(l.T("%"), 9, report.Percent))
	}
	var rows [][]any
	for _, st := range res.Standings {
		p := ev.Players[st.Player]
		row := []any{report.PlaceCell(st.Place), p.Number, report.Link{Value: p.Name, To: playerKey(st.Player)}}
		if ev.HasClub {
			row = append(row, p.Club)
		}
		row = append(row, st.Boards, st.Score)
		if mp {
			row = append(row, st.Top, st.Pct)
		}
		rows = append(rows, row)
	}
	return report.Sheet{Title: title, Cols: cols, Rows: rows, Lang: l}
}

// lineOrder sorts the traveller lines by board, then by NS score, best
// first (a weighted score by its mean), the lines without a table score
// last, then by North's number.
func lineOrder(ev *Event, res *engine.Result) []int {
	order := make([]int, len(res.Lines))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := ev.Rows[res.Lines[order[i]].Row], ev.Rows[res.Lines[order[j]].Row]
		if a.Board != b.Board {
			return a.Board < b.Board
		}
		if a.Score.IsResult() != b.Score.IsResult() {
			return a.Score.IsResult()
		}
		if a.Score.IsResult() && a.Score.Mean() != b.Score.Mean() {
			return a.Score.Mean() > b.Score.Mean()
		}
		return a.Seats[0] < b.Seats[0]
	})
	return order
}

// who is a player as a traveller prints them: number and name.
func (sc *scored) who(number int) string {
	if i, ok := sc.byNumber[number]; ok {
		return strconv.Itoa(number) + " " + sc.ev.Players[i].Name
	}
	return strconv.Itoa(number)
}

func travellerSheet(sc *scored, title string) report.Sheet {
	ev, res, lg := sc.ev, sc.res, sc.l
	who := [4]report.Col{report.C(lg.T("North"), 20, report.Text), report.C(lg.T("South"), 20, report.Text),
		report.C(lg.T("East"), 20, report.Text), report.C(lg.T("West"), 20, report.Text)}
	t := pairs.NewTravellerCols(lg, res.Settings.Scoring, false, who, sc.leads)
	order := lineOrder(ev, res)
	blocks := func(emit func(report.Block) error) error {
		for start := 0; start < len(order); {
			board := ev.Rows[res.Lines[order[start]].Row].Board
			end := start
			for end < len(order) && ev.Rows[res.Lines[order[end]].Row].Board == board {
				end++
			}
			lines := t.Opening(lg, 1, board, false, pengine.Points(res.Lines[order[start]]), ev.Deals, ev.DD)
			lines = append(lines, t.Header())
			for _, i := range order[start:end] {
				l := res.Lines[i]
				r := ev.Rows[l.Row]
				var who [4]any
				for s, p := range r.Seats {
					who[s] = sc.who(p)
				}
				lines = append(lines, t.Line(lg, 1, r.Board, who, r.TravellerLine, pengine.Points(l)))
			}
			lines = append(lines, report.Line{Kind: report.Gap})
			if err := emit(report.Block{Lines: lines, Key: boardKey(board)}); err != nil {
				return err
			}
			start = end
		}
		return nil
	}
	return report.Sheet{Title: title, Cols: t.Cols, Blocks: blocks, Landscape: true, Lang: lg}
}

// The seats as a scorecard prints them.
var seatWords = [4]string{lang.Key("N"), lang.Key("S"), lang.Key("E"), lang.Key("W")}

// partnerOf and opponentsOf are the seats of a seat's partner and
// opponents (North, South, East, West).
var (
	partnerOf   = [4]int{1, 0, 3, 2}
	opponentsOf = [4][2]int{{2, 3}, {2, 3}, {0, 1}, {0, 1}}
)

func scorecardSheet(sc *scored, title string) report.Sheet {
	ev, res, l := sc.ev, sc.res, sc.l
	m := res.Settings.Scoring
	var cols []report.Col
	col := func(c report.Col) int {
		cols = append(cols, c)
		return len(cols) - 1
	}
	cBoard := col(report.C(l.T("Board"), 7, report.Integer))
	cSeat := col(report.C(l.T("Seat"), 6, report.Code))
	cPartner := col(report.C(l.T("Partner"), 22, report.Text))
	cOpps := col(report.C(l.T("Opponents"), 36, report.Text))
	cContract := col(pairs.Shortened(l, report.C(l.T("Contract"), 9, report.Code), lang.Key("Contr.")))
	cBy := col(pairs.Shortened(l, report.C(l.T("By"), 5, report.Code), lang.Key("Decl.")))
	cResult := col(pairs.Shortened(l, report.C(l.T("Result"), 7, report.Code), lang.Key("Res.")))
	cLead := -1
	if sc.leads {
		cLead = col(report.C(l.T("Lead"), 6, report.Code))
	}
	cScore := col(report.C(l.T("Score"), 9, report.Integer))
	cPct := -1
	var cPts int
	switch {
	case m.IsMatchpoint():
		cPts, cPct = col(report.C(l.T("MP"), 8, report.Dec2).Detail()), col(report.C(l.T("%"), 9, report.Percent))
	case m.IsIMP():
		cPts = col(report.C(l.T("IMPs"), 8, report.Dec2))
	default:
		cPts = col(report.C(l.T("Points"), 9, report.Integer))
	}
	header := report.Line{Kind: report.Header, Cells: make([]any, len(cols))}
	for i, c := range cols {
		header.Cells[i] = c.Header
	}
	blocks := func(emit func(report.Block) error) error {
		for n, st := range res.Standings {
			p := ev.Players[st.Player]
			lines := []report.Line{
				{Kind: report.Heading, Cells: []any{l.F("Player %d", p.Number) + ": " + p.Name}},
				{Kind: report.Note, Cells: []any{cardNote(l, st, m)}},
				header,
			}
			marked := false
			for _, c := range st.Cards {
				r := ev.Rows[c.Row]
				cells := make([]any, len(cols))
				cells[cBoard], cells[cSeat] = report.Link{Value: r.Board, To: boardKey(r.Board)}, l.T(seatWords[c.Seat])
				if c.SitOut {
					cells[cPartner] = l.T("sits out")
					if c.Scored {
						cells[cPts] = c.Points
						if cPct >= 0 && c.HasPct {
							cells[cPct] = c.Pct
						}
					}
					lines = append(lines, report.Line{Cells: cells})
					continue
				}
				o := opponentsOf[c.Seat]
				cells[cPartner], cells[cOpps] = sc.who(r.Seats[partnerOf[c.Seat]]), sc.who(r.Seats[o[0]])+" & "+sc.who(r.Seats[o[1]])
				cells[cContract], cells[cBy], cells[cResult] = pairs.ContractCellsIn(l, r.TravellerLine)
				if cLead >= 0 {
					cells[cLead] = pairs.LeadCell(r.Lead)
				}
				ew := c.Seat >= 2
				var score any = r.Score.ForSide(ew)
				switch r.Score.Kind {
				case bridge.NotPlayed:
					score = l.T("NP")
				case bridge.Real:
					score = r.Score.NS
					if ew {
						score = -r.Score.NS
					}
				}
				cells[cScore] = score
				mark := report.Unmarked
				if c.Played {
					cells[cPts] = c.Points
					if cPct >= 0 && c.HasPct {
						cells[cPct] = c.Pct
						mark = report.MarkOf(c.Pct)
					}
				}
				lines = append(lines, report.Line{Cells: cells, Mark: mark})
				marked = marked || mark != report.Unmarked
			}
			total := make([]any, len(cols))
			total[cBoard], total[cPts] = l.T("Total"), st.Score
			if cPct >= 0 {
				total[cPct] = st.Pct
			}
			lines = append(lines, report.Line{Kind: report.Total, Cells: total})
			if marked {
				lines = slices.Insert(lines, 2, report.Line{Kind: report.Note, Cells: []any{report.MarkLegendIn(l)}})
			}
			if err := emit(report.Block{Lines: lines, NewPage: n > 0, Key: playerKey(st.Player)}); err != nil {
				return err
			}
		}
		return nil
	}
	return report.Sheet{Title: title, Cols: cols, Blocks: blocks, Landscape: true, Lang: l}
}

// cardNote is a card's second line: the player's rank and score.
func cardNote(l lang.Lang, st engine.Standing, m pengine.Method) string {
	rank := capitalise(l.F("rank %s", st.Place.String()))
	switch {
	case m.IsMatchpoint():
		return rank + " · " + l.F("%s of %s", l.Decimal(st.Score, 2), l.Decimal(st.Top, 0)) + " · " + l.Percent(st.Pct, 2)
	case m.IsIMP():
		s := l.Decimal(st.Score, 2)
		if st.Score >= 0 {
			s = "+" + s
		}
		return rank + " · " + l.F("%s IMPs", s)
	}
	return rank + " · " + l.F("%s points", l.Decimal(st.Score, 0))
}

// capitalise is s with its first letter a capital (of any script).
func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
