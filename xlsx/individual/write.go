package individual

import (
	"sort"
	"strconv"

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
	cols = append(cols, pairs.RankingScoreCols(l, m)...)
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

// byBoard splits the traveller lines in order (lineOrder) into each
// board's.
func byBoard(ev *Event, res *engine.Result, order []int) [][]int {
	var out [][]int
	for start := 0; start < len(order); {
		board := ev.Rows[res.Lines[order[start]].Row].Board
		end := start
		for end < len(order) && ev.Rows[res.Lines[order[end]].Row].Board == board {
			end++
		}
		out = append(out, order[start:end])
		start = end
	}
	return out
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
	blocks := func(emit func(report.Block) error) error {
		for _, rows := range byBoard(ev, res, lineOrder(ev, res)) {
			board := ev.Rows[res.Lines[rows[0]].Row].Board
			lines := t.Opening(lg, 1, board, res.Lines[rows[0]], ev.Deals, ev.DD)
			lines = append(lines, t.Header())
			for _, i := range rows {
				l := res.Lines[i]
				r := ev.Rows[l.Row]
				var who [4]any
				for s, p := range r.Seats {
					who[s] = sc.who(p)
				}
				lines = append(lines, t.Line(lg, 1, r.Board, who, r.TravellerLine, l))
			}
			lines = append(lines, report.Line{Kind: report.Gap})
			if err := emit(report.Block{Lines: lines, Key: boardKey(board)}); err != nil {
				return err
			}
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
	who := [3]report.Col{report.C(l.T("Seat"), 6, report.Code), report.C(l.T("Partner"), 22, report.Text), report.C(l.T("Opponents"), 36, report.Text)}
	cols := pairs.NewCardCols(l, res.Settings.Scoring, false, who, sc.leads)
	blocks := func(emit func(report.Block) error) error {
		for n, st := range res.Standings {
			p := ev.Players[st.Player]
			card := cols.Card(l.F("Player %d", p.Number)+": "+p.Name, cardNote(l, st, res.Settings.Scoring))
			for _, c := range st.Cards {
				r := ev.Rows[c.Row]
				board, seat := report.Link{Value: r.Board, To: boardKey(r.Board)}, l.T(seatWords[c.Seat])
				if c.SitOut {
					card.SitOut(0, board, [3]any{seat, l.T("sits out"), nil}, pairs.CardPoints{Counts: c.Scored, HasPct: c.HasPct, Points: c.Points, Pct: c.Pct})
					continue
				}
				o := opponentsOf[c.Seat]
				card.Play(l, 0, board, [3]any{seat, sc.who(r.Seats[partnerOf[c.Seat]]), sc.who(r.Seats[o[0]]) + " & " + sc.who(r.Seats[o[1]])},
					r.TravellerLine, c.Seat >= 2, pairs.CardPoints{Counts: c.Played, HasPct: c.HasPct, Points: c.Points, Pct: c.Pct})
			}
			if err := emit(report.Block{Lines: card.Done(l, st.Score, st.Pct), NewPage: n > 0, Key: playerKey(st.Player)}); err != nil {
				return err
			}
		}
		return nil
	}
	return report.Sheet{Title: title, Cols: cols.Cols, Blocks: blocks, Landscape: true, Lang: l}
}

// cardNote is a card's second line: the player's rank and score.
func cardNote(l lang.Lang, st engine.Standing, m pengine.Method) string {
	return pairs.CardNote(l, l.F("rank %s", st.Place.String()), m, st.Score, st.Top, st.Pct)
}
