package pairs

import (
	"errors"
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
)

// SheetHands is the optional sheet of the boards' deals: the hands printed
// with each board's traveller and exported with the results. `scorebook
// hands` fills it from a dealing machine's file; a director may type it.
const SheetHands = "Hands"

// Hands are the boards' deals read from the Hands sheet, and the
// double-dummy tables `scorebook hands` computed for them, by session and
// board.
type Hands struct {
	Deals map[BoardID]deal.Deal
	DD    map[BoardID]dd.Table
	// Digests are the SHA-256 digests of the sets `scorebook deal` dealt,
	// by session (0 for a set for every session): deal.Digest of the
	// session's boards, which a director publishes before play.
	Digests map[int]string
}

// ReadHands reads the optional Hands sheet: each board's deal, by session
// (or round; 0 when the sheet does not say, for every session) and board,
// and its double-dummy table when the sheet has one (written by `scorebook
// hands`, as PBN's DoubleDummyTricks). A deal that does not parse, or is not
// 52 different cards, 13 to a hand, is reported at its cell, each thing
// wrong with it, and left out; a table that does not read is a warning,
// and the board has none. Every
// problem of every row comes in one run: a row's deal is checked whatever
// is wrong with its board number, and a board given twice is reported
// whether or not its first deal is right.
func ReadHands(b *xlsx.Book) (Hands, []problem.Problem) {
	if !b.HasSheet(SheetHands) {
		return Hands{}, nil
	}
	t, probs := b.ReadTable(SheetHands, handsColumns)
	if t == nil {
		return Hands{}, probs
	}
	if !t.Has("Deal") && !fourHands(t) {
		return Hands{}, append(probs, problem.Problem{Sheet: t.Sheet, Row: t.HeaderRow,
			Msg:  "Hands has no Deal column, nor North, East, South and West",
			Hint: "give each board's deal as PBN (N:AK93.QJ2.T85.A74 …) in a Deal column, or each hand (S.H.D.C) under North, East, South, West"})
	}
	deals, tables, digests := map[BoardID]deal.Deal{}, map[BoardID]dd.Table{}, map[int]string{}
	digestRow := map[int]int{}
	where := map[BoardID]int{}
	for _, r := range t.Rows {
		id, ok := BoardID{}, true
		if s := strings.TrimSpace(r.Cells[0]); s != "" {
			n, isInt := xlsx.ParseInt(s)
			if isInt && n >= 1 {
				id.Session = n
			} else {
				probs = append(probs, t.Problem(r.Line, "Session", "sessions (or rounds) are numbered 1, 2, …", "session %q is not a number", s))
				ok = false
			}
		}
		board, isBoard := BoardNumber(t, r, &probs)
		id.Board, ok = board, ok && isBoard
		if ok {
			// A board given twice is reported whether or not its first
			// deal is right.
			if first, dup := where[id]; dup {
				probs = append(probs, t.Problem(r.Line, "Board", "give each board's deal once",
					"board %d's deal is given twice (also on row %d)", id.Board, first))
				ok = false
			} else {
				where[id] = r.Line
			}
		}
		d, dp := readDeal(t, r)
		probs = append(probs, dp...)
		if !ok || len(dp) > 0 {
			continue
		}
		deals[id] = d
		if s := strings.TrimSpace(r.Cells[8]); s != "" {
			if _, seen := digests[id.Session]; !seen {
				digests[id.Session], digestRow[id.Session] = strings.ToLower(s), r.Line
			}
		}
		if s := strings.TrimSpace(r.Cells[7]); s != "" {
			tab, err := dd.ParseDoubleDummyTricks(s)
			if err != nil {
				p := t.Problem(r.Line, "DoubleDummyTricks", "run scorebook hands again to compute it anew", "the double-dummy table %v; the board is shown without it", err)
				p.Warning = true
				probs = append(probs, p)
				continue
			}
			tables[id] = tab
		}
	}
	probs = append(probs, checkDigests(t, deals, digests, digestRow)...)
	return Hands{Deals: deals, DD: tables, Digests: digests}, probs
}

// checkDigests warns of each set whose deals are not those its digest was
// made of: a deal changed after `scorebook deal` dealt it, or a digest
// typed wrong. The digest is then dropped.
func checkDigests(t *xlsx.Table, deals map[BoardID]deal.Deal, digests map[int]string, rows map[int]int) []problem.Problem {
	var probs []problem.Problem
	for _, s := range slices.Sorted(maps.Keys(digests)) {
		ok, err := deal.CheckDigest(SetOf(deals, s), digests[s])
		switch {
		case err != nil:
			p := t.Problem(rows[s], "Digest", "a digest is the 64 hexadecimal digits scorebook deal wrote", "the digest %v", err)
			p.Warning = true
			probs = append(probs, p)
		case !ok:
			what := "the deals"
			if s > 0 {
				what = fmt.Sprintf("the deals of session %d", s)
			}
			p := t.Problem(rows[s], "Digest", "the deals were changed after scorebook deal dealt them: compare them with the dealing machine's file, or deal them anew",
				"%s are not those the digest was made of", what)
			p.Warning = true
			probs = append(probs, p)
		default:
			continue
		}
		delete(digests, s)
	}
	return probs
}

// SetOf is the boards of a session's deals (or those for every session,
// 0), in the order of their numbers: the set a digest is made of.
func SetOf(deals map[BoardID]deal.Deal, session int) []deal.Board {
	var boards []deal.Board
	for id, d := range deals {
		if id.Session == session {
			boards = append(boards, deal.Board{Number: id.Board, Deal: d})
		}
	}
	slices.SortFunc(boards, func(a, b deal.Board) int { return a.Number - b.Number })
	return boards
}

// fourHands reports whether the table gives the deals as four hands.
func fourHands(t *xlsx.Table) bool {
	return t.Has("North") && t.Has("East") && t.Has("South") && t.Has("West")
}

// readDeal reads a row's deal: its Deal cell, or its four hands. It
// returns each thing wrong with the deal (a card in two hands, the card
// then in none), each at the cell, or the row, it is about.
func readDeal(t *xlsx.Table, r xlsx.Row) (deal.Deal, []problem.Problem) {
	if s := strings.TrimSpace(r.Cells[2]); s != "" || !fourHands(t) {
		if s == "" {
			return deal.Deal{}, []problem.Problem{t.Problem(r.Line, "Deal", "type the deal as PBN: N:AK93.QJ2.T85.A74 … (North's hand first, then East's, South's, West's)",
				"the deal is missing")}
		}
		d, err := deal.ParsePBN(s)
		return d, dealProblems(t, r.Line, "Deal", err)
	}
	var d deal.Deal
	for seat, col := range []string{"North", "East", "South", "West"} {
		cell := r.Cells[3+seat]
		if strings.TrimSpace(cell) == "" {
			return d, []problem.Problem{t.Problem(r.Line, col, "type each hand as its suits in the order spades.hearts.diamonds.clubs: AK93.QJ2.T85.A74",
				"%s's hand is missing", col)}
		}
		h, err := deal.ParseHand(cell)
		if err != nil {
			return d, dealProblems(t, r.Line, col, err)
		}
		d[seat] = h
	}
	// A hand of the wrong size is at its own cell.
	ps := dealProblems(t, r.Line, "Deal", d.Check())
	var es deal.Errors
	if errors.As(d.Check(), &es) {
		for i, e := range es {
			if e.Hand != "" && i < len(ps) {
				ps[i] = t.Parsed(r.Line, e.Hand, e)
			}
		}
	}
	return d, ps
}

// dealProblems are the problems of a deal's error, placed at a column of
// a row: one for each mistake deal reports, each with its hint.
func dealProblems(t *xlsx.Table, line int, col string, err error) []problem.Problem {
	if err == nil {
		return nil
	}
	var es deal.Errors
	if !errors.As(err, &es) {
		return []problem.Problem{t.Parsed(line, col, err)}
	}
	out := make([]problem.Problem, 0, len(es))
	for _, e := range es {
		out = append(out, t.Parsed(line, col, e))
	}
	return out
}

// DealOf is a board's deal: the one given for its session, else one given
// for every session.
func DealOf(deals map[BoardID]deal.Deal, session, board int) (deal.Deal, bool) {
	if d, ok := deals[BoardID{session, board}]; ok {
		return d, true
	}
	d, ok := deals[BoardID{0, board}]
	return d, ok
}

// DDOf is a board's double-dummy table, as DealOf finds its deal.
func DDOf(tables map[BoardID]dd.Table, session, board int) (dd.Table, bool) {
	if t, ok := tables[BoardID{session, board}]; ok {
		return t, true
	}
	t, ok := tables[BoardID{0, board}]
	return t, ok
}

// ParOf is a board's par, from its double-dummy table, at the dealer and
// vulnerability its number gives it (Law 2).
func ParOf(t dd.Table, board int) dd.ParResult {
	ns, ew := bridge.Vulnerability(board)
	return dd.Par(t, ns, ew, bridge.Dealer(board))
}

// HandsSheet is the Hands sheet `scorebook hands` writes: the deals, by
// session and board, each as a PBN Deal from North; with their double-dummy
// tables and par when h has them. A table is shown as the travellers show
// it, the level each declarer makes in each strain, in 20 cells headed by
// declarer and strain (N NT, N ♠ … W ♣; "–" when not even one); and
// kept, for scorebook to read back, in the last column as PBN's
// DoubleDummyTricks (the tricks, declarers N S E W each in NT S H D C),
// where no one need read it.
func HandsSheet(h Hands) report.Sheet {
	deals := h.Deals
	ids := make([]BoardID, 0, len(deals))
	sessions := false
	for id := range deals {
		ids = append(ids, id)
		sessions = sessions || id.Session > 0
	}
	sort.Slice(ids, func(i, j int) bool {
		if ids[i].Session != ids[j].Session {
			return ids[i].Session < ids[j].Session
		}
		return ids[i].Board < ids[j].Board
	})
	var cols []report.Col
	if sessions {
		cols = append(cols, report.C("Session", 8, report.Integer))
	}
	cols = append(cols, report.C("Board", 7, report.Integer), report.C("Deal", 70, report.Text))
	if len(h.DD) > 0 {
		for _, seat := range makesSeats {
			for i := range ddStrains {
				cols = append(cols, report.C(seat.String()+" "+strainWords[i], 4.5, report.Code))
			}
		}
		cols = append(cols, report.C("Par", 30, report.Text))
	}
	if len(h.Digests) > 0 {
		cols = append(cols, report.C("Digest", 66, report.Code))
	}
	if len(h.DD) > 0 {
		cols = append(cols, report.C(ddHeader, 22, report.Code))
	}
	var rows [][]any
	for _, id := range ids {
		var row []any
		if sessions {
			var s any
			if id.Session > 0 {
				s = id.Session
			}
			row = append(row, s)
		}
		row = append(row, id.Board, deals[id].PBN(bridge.North))
		t, hasDD := h.DD[id]
		if len(h.DD) > 0 {
			for _, seat := range makesSeats {
				for _, s := range ddStrains {
					var v any
					switch {
					case hasDD && t[seat][s] >= 7:
						v = t[seat][s] - 6 // a number, which no spreadsheet marks as stored as text
					case hasDD:
						v = makesCell(t[seat][s])
					}
					row = append(row, v)
				}
			}
			var par any
			if hasDD {
				par = strings.TrimPrefix(dd.ParText(ParOf(t, id.Board)), "Par: ")
			}
			row = append(row, par)
		}
		if len(h.Digests) > 0 {
			var v any
			if s, ok := h.Digests[id.Session]; ok {
				v = s
			}
			row = append(row, v)
		}
		if len(h.DD) > 0 {
			var v any
			if hasDD {
				v = dd.DoubleDummyTricks(t)
			}
			row = append(row, v)
		}
		rows = append(rows, row)
	}
	return report.Sheet{Name: SheetHands, Cols: cols, Rows: rows}
}

// ddHeader is the header of the column that keeps a board's double-dummy
// table for scorebook: PBN's tag, whose value it holds (handsColumns).
const ddHeader = "DoubleDummyTricks"

// strainWords are the strains as the Hands sheet's headers name them, in
// the order of ddStrains.
var strainWords = [5]string{"NT", "♠", "♥", "♦", "♣"}

// MissingDeals warns, once for each session (or round), about the boards
// played that the Hands sheet, when the workbook has one, gives no deal for.
// Group names a session ("session", "round"); sessions is how many there
// are (none is named when one); withHand says that the kind's travellers
// show the hand (pairs): then the warning says they show none, else that
// the exports carry none.
func MissingDeals(deals map[BoardID]deal.Deal, played []BoardID, group lang.Word, sessions int, withHand bool) []problem.Problem {
	if len(deals) == 0 {
		return nil
	}
	missing := map[int][]int{} // session → boards
	seen := map[BoardID]bool{}
	for _, id := range played {
		if id.Board < 1 || seen[id] {
			continue
		}
		seen[id] = true
		if _, ok := DealOf(deals, id.Session, id.Board); !ok {
			missing[id.Session] = append(missing[id.Session], id.Board)
		}
	}
	var out []problem.Problem
	for _, s := range slices.Sorted(maps.Keys(missing)) {
		bs := missing[s]
		slices.Sort(bs)
		one := len(bs) == 1
		var format string
		switch {
		case withHand && one:
			format = lang.Key("no deal for board %s, so its traveller shows no hand")
		case withHand:
			format = lang.Key("no deal for boards %s, so their travellers show no hand")
		case one:
			format = lang.Key("no deal for board %s, so the PBN and USEBIO files carry none for it")
		default:
			format = lang.Key("no deal for boards %s, so the PBN and USEBIO files carry none for them")
		}
		args := []any{movement.BoardsText(bs)}
		if sessions > 1 {
			switch {
			case withHand && one:
				format = lang.Key("no deal for board %s of %s %d, so its traveller shows no hand")
			case withHand:
				format = lang.Key("no deal for boards %s of %s %d, so their travellers show no hand")
			case one:
				format = lang.Key("no deal for board %s of %s %d, so the PBN and USEBIO files carry none for it")
			default:
				format = lang.Key("no deal for boards %s of %s %d, so the PBN and USEBIO files carry none for them")
			}
			args = append(args, group, s)
		}
		out = append(out, problem.Problem{Sheet: SheetHands, Warning: true}.Says(format, args...).
			Hinting("import them with scorebook hands BOOK.xlsx DEALS (--session N for one %s), or type them on Hands", group))
	}
	return out
}
