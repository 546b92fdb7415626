package pairs_test

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
	enginepairs "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
)

var update = flag.Bool("update", false, "rewrite the golden export files in testdata")

// exportFile runs a scored event's export of a format, failing the test on
// an error; every problem it reports must be a warning.
func exportFile(t *testing.T, s xlsx.Scored, format string) ([]byte, []problem.Problem) {
	t.Helper()
	e, ok := s.(xlsx.Exporter)
	if !ok {
		t.Fatal("a scored pairs event offers no exports")
	}
	write := e.Exports()[format]
	if write == nil {
		t.Fatalf("no %s export", format)
	}
	var buf bytes.Buffer
	warns, err := write(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range warns {
		if !p.Warning {
			t.Errorf("%s export: an error %v", format, p)
		}
	}
	return buf.Bytes(), warns
}

// near: a figure of a file, published to two decimals, is the event's.
func near(got, want float64) bool { return math.Abs(got-want) <= 0.005+1e-9 }

// same: a figure scored again from a file is the event's.
func same(got, want float64) bool { return math.Abs(got-want) <= 1e-9 }

// fields are the pairs' directions in a Mitchell (nil in a Howell).
func fields(res *enginepairs.Result) map[int]enginepairs.Direction {
	if !res.Mitchell {
		return nil
	}
	out := map[int]enginepairs.Direction{}
	for _, st := range res.Standings {
		out[st.Pair] = st.Field
	}
	return out
}

// usebioLabel is a pair's number in a USEBIO file: 1NS, 1EW in a Mitchell.
func usebioLabel(ev *enginepairs.Event, res *enginepairs.Result, pair int) string {
	if d, ok := fields(res)[pair]; ok {
		return ev.Pairs[pair].ID + d.String()
	}
	return ev.Pairs[pair].ID
}

// contractText writes a contract with letters: 4S, 3NT, 5DX; PASS or Pass.
func contractText(c bridge.Contract, pass string) string {
	if c.IsPassedOut() {
		return pass
	}
	return strings.NewReplacer("♣", "C", "♦", "D", "♥", "H", "♠", "S").Replace(c.String())
}

// awardPercent is the percentage an award stands for, as a test reckons
// it: at IMPs A+ A= A- are 60, 50, 40; at matchpoints what was awarded.
func awardPercent(a bridge.Award, s enginepairs.Settings) float64 {
	values := [3]float64{60, 50, 40}
	if !s.Scoring.IsIMP() {
		values = [3]float64{s.AveragePlus, s.Average, s.AverageMinus}
	}
	if a.Kind == bridge.PercentAward {
		return a.Percent
	}
	return values[a.Kind]
}

// meanTo10 is a weighted score's mean to the nearest 10.
func meanTo10(s bridge.TableScore) int {
	m := 0.0
	for _, p := range s.Parts {
		m += p.Weight * float64(p.Score)
	}
	return int(math.Round(m/10)) * 10
}

// lineKey finds a traveller line: session, board and the pairs.
type lineKey struct {
	session, board int
	ns, ew         string
}

func wantEventType(m enginepairs.Method) string {
	switch {
	case m.IsMatchpoint():
		return "MP_PAIRS"
	case m == enginepairs.CrossIMPs:
		return "CROSS_IMP"
	case m.HasDatum():
		return "BUTLER_PAIRS"
	}
	return "AGGREGATE"
}

// handStrings are a deal's holdings as text, North to West, S H D C.
func handStrings(d deal.Deal) [4][4]string {
	var out [4][4]string
	for seat := range 4 {
		for suit := range 4 {
			var b strings.Builder
			for r := 14; r >= 2; r-- {
				if d[seat][suit].Has(r) {
					b.WriteByte("23456789TJQKA"[r-2])
				}
			}
			out[seat][suit] = b.String()
		}
	}
	return out
}

// checkUSEBIO reads a USEBIO file with the tests' own reader and compares
// every figure with the scored event: the club and event, each ranked
// pair's number, direction, total, percentage, place and players, each
// played line's contract, score and points, the datum, the hands.
func checkUSEBIO(t *testing.T, s xlsx.Scored, name string, data []byte) *exporttest.USEBIO {
	t.Helper()
	u, err := exporttest.ReadUSEBIO(data)
	if err != nil {
		t.Fatalf("USEBIO: %v", err)
	}
	pe, res := pairs.EventOf(s), pairs.ResultOf(s)
	set := res.Settings
	m := set.Scoring
	title := pe.Title
	if title == "" {
		title = name
	}
	date := ""
	if d, err := time.Parse("2006-01-02", pe.Date); err == nil {
		date = d.Format("02/01/2006")
	}
	winner := 1
	if res.Mitchell {
		winner = 2
	}
	scoring := ""
	if m.IsIMP() {
		scoring = "IMPS"
	}
	got := []any{u.EventType, u.ClubName, u.ClubID, u.Identifier, u.ChargeRate, u.Description, u.Title, u.Date, u.WinnerType,
		u.SessionCount, u.SectionCount, u.MPsAwarded, u.Scoring, u.ProgramName}
	want := []any{wantEventType(m), pe.Club.Name, pe.Club.ID, pe.Club.EventID, pe.Club.ChargeCode, title, title, date, winner,
		len(res.Sessions), 1, "N", scoring, "scorebook"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("USEBIO event %v, want %v", got, want)
	}
	if len(u.Pairs) != len(res.Standings) {
		t.Fatalf("USEBIO has %d pairs, the ranking %d", len(u.Pairs), len(res.Standings))
	}
	for i, st := range res.Standings {
		up, p := u.Pairs[i], pe.Pairs[st.Pair]
		dir := ""
		if res.Mitchell {
			dir = st.Field.String()
		}
		if up.Number != usebioLabel(&pe.Event, res, st.Pair) || up.Direction != dir || up.Place != st.Place.N || !near(up.Total, st.Score) {
			t.Errorf("USEBIO pair %+v, want %s %s place %d total %v", up, usebioLabel(&pe.Event, res, st.Pair), dir, st.Place.N, st.Score)
		}
		if m.IsMatchpoint() != up.HasPercentage || up.HasPercentage && !near(up.Percentage, st.Pct*100) {
			t.Errorf("USEBIO pair %s percentage %v, want %v", up.Number, up.Percentage, st.Pct*100)
		}
		var players []exporttest.UPlayer
		for j, n := range p.Names {
			if n = strings.TrimSpace(n); n != "" || p.IDs[j] != "" {
				players = append(players, exporttest.UPlayer{Name: n, ID: p.IDs[j]})
			}
		}
		if !slices.Equal(up.Players, players) {
			t.Errorf("USEBIO pair %s players %q, want %q", up.Number, up.Players, players)
		}
	}
	lines := map[lineKey][]exporttest.ULine{}
	datum := map[[2]int]string{}
	for _, b := range u.Boards {
		datum[[2]int{b.Session, b.Number}] = b.Average
		for _, l := range b.Lines {
			k := lineKey{b.Session, b.Number, l.NS, l.EW}
			lines[k] = append(lines[k], l)
		}
	}
	wantPoints := map[bool]string{true: "MATCH_POINTS"}[m.IsMatchpoint()]
	if m == enginepairs.CrossIMPs {
		wantPoints = "CROSS_IMP_POINTS"
	} else if m.HasDatum() {
		wantPoints = "BUTLER_POINTS"
	}
	played := 0
	for i, r := range pe.Rows {
		l := res.Lines[i]
		if !l.Played {
			continue
		}
		played++
		k := lineKey{r.Session, r.Board, usebioLabel(&pe.Event, res, r.NS), usebioLabel(&pe.Event, res, r.EW)}
		if len(res.Sessions) == 1 {
			k.session = 1
		}
		ls := lines[k]
		if len(ls) != 1 {
			t.Errorf("USEBIO has %d lines for %+v", len(ls), k)
			continue
		}
		ul := ls[0]
		var score, contract, by, tricks, lead string
		switch r.Score.Kind {
		case bridge.Real:
			score = strconv.Itoa(r.Score.NS)
			if r.HasContract {
				contract = contractText(r.Contract, "PASS")
				if !r.Contract.IsPassedOut() {
					by, tricks = r.Declarer.String(), strconv.Itoa(r.Tricks)
					lead = usebioLead(r.Lead)
				}
			}
		case bridge.Artificial:
			ns, ew := awardPercent(r.Score.NSAward, set), awardPercent(r.Score.EWAward, set)
			if m.IsMatchpoint() && l.HasPct {
				ns, ew = l.NSPct*100, l.EWPct*100
			}
			score = fmt.Sprintf("A%02d%02d", int(math.Round(min(ns, 99))), int(math.Round(min(ew, 99))))
		case bridge.Weighted:
			score = strconv.Itoa(meanTo10(r.Score))
		}
		if ul.Score != score || ul.Contract != contract || ul.PlayedBy != by || ul.Tricks != tricks || ul.Lead != lead {
			t.Errorf("USEBIO line %+v: %q %q %q %q lead %q, want %q %q %q %q lead %q", k, ul.Score, ul.Contract, ul.PlayedBy, ul.Tricks, ul.Lead, score, contract, by, tricks, lead)
		}
		if ul.Points != wantPoints || wantPoints != "" && (!near(ul.NSPoints, l.NS) || !near(ul.EWPoints, l.EW)) {
			t.Errorf("USEBIO line %+v: %s %v %v, want %s %v %v", k, ul.Points, ul.NSPoints, ul.EWPoints, wantPoints, l.NS, l.EW)
		}
		if m.HasDatum() && l.HasDatum && datum[[2]int{k.session, k.board}] != strconv.Itoa(l.Datum) {
			t.Errorf("USEBIO board %+v average %q, want %d", k, datum[[2]int{k.session, k.board}], l.Datum)
		}
	}
	n := 0
	for _, b := range u.Boards {
		n += len(b.Lines)
	}
	if n != played {
		t.Errorf("USEBIO has %d lines, the event %d played", n, played)
	}
	// The hands: of every board played that has a deal, the first session's.
	wantHands := map[int][4][4]string{}
	for _, sess := range res.Sessions {
		for i, r := range pe.Rows {
			if d, ok := pe.Deals[pairs.BoardID{Session: sess, Board: r.Board}]; ok && r.Session == sess && res.Lines[i].Played {
				if _, seen := wantHands[r.Board]; !seen {
					wantHands[r.Board] = handStrings(d)
				}
			}
		}
	}
	if len(wantHands) == 0 && u.Hands != nil || fmt.Sprint(u.Hands) != fmt.Sprint(wantHands) && len(wantHands) > 0 {
		t.Errorf("USEBIO hands %v, want %v", u.Hands, wantHands)
	}
	return u
}

// usebioLead is a lead as USEBIO's LEAD: the rank, T for the ten, then
// the suit (KD, as Compscore3's files have it); "" for none.
func usebioLead(c bridge.Card) string {
	if c.IsZero() {
		return ""
	}
	return string("23456789TJQKA"[c.Rank()-2]) + string("CDHS"[c.Suit()])
}

// anyLead reports whether a row of the event gives the opening lead.
func anyLead(pe *pairs.Event) bool {
	return slices.ContainsFunc(pe.Rows, func(r enginepairs.Row) bool { return !r.Lead.IsZero() })
}

// fromUSEBIO makes the event a USEBIO file describes, to score it again:
// the pairs and their directions from PARTICIPANTS, a Results row per
// traveller line from its contract, declarer, tricks and score (A6040 read
// as A60/40), the settings the file cannot hold from the event.
func fromUSEBIO(t *testing.T, u *exporttest.USEBIO, set enginepairs.Settings) *enginepairs.Event {
	t.Helper()
	ev := &enginepairs.Event{Settings: set}
	id := func(label string) string {
		if u.WinnerType == 2 {
			return strings.TrimSuffix(strings.TrimSuffix(label, "NS"), "EW")
		}
		return label
	}
	for i, p := range u.Pairs {
		pair := enginepairs.Pair{ID: id(p.Number), Line: i + 2}
		switch p.Direction {
		case "NS":
			pair.Direction = enginepairs.NS
		case "EW":
			pair.Direction = enginepairs.EW
		}
		for _, pl := range p.Players {
			pair.Names, pair.IDs = append(pair.Names, pl.Name), append(pair.IDs, pl.ID)
		}
		ev.Pairs = append(ev.Pairs, pair)
	}
	for _, b := range u.Boards {
		for _, l := range b.Lines {
			score := l.Score
			if strings.HasPrefix(score, "A") {
				score = "A" + score[1:3] + "/" + score[3:]
			}
			var c, by, res string
			if l.HasContract {
				c, by, res = l.Contract, l.PlayedBy, l.Tricks
			}
			tl, probs := bridge.ReadTravellerLine(c, by, res, score)
			probs = append(probs, tl.ReadLead(l.Lead)...)
			if problem.HasErrors(probs) {
				t.Fatalf("USEBIO line %+v: %v", l, probs)
			}
			ev.Rows = append(ev.Rows, enginepairs.Row{Line: len(ev.Rows) + 2, Session: b.Session, Board: b.Number,
				NSID: id(l.NS), EWID: id(l.EW), TravellerLine: tl})
		}
	}
	return ev
}

// checkPBN reads a PBN file with the tests' own reader and compares every
// figure with the scored event: a game per board played, its tags, its
// ScoreTable's lines, and the first game's TotalScoreTable.
func checkPBN(t *testing.T, s xlsx.Scored, name string, data []byte) []exporttest.PBNGame {
	t.Helper()
	games, err := exporttest.ReadPBN(data)
	if err != nil {
		t.Fatalf("PBN: %v", err)
	}
	pe, res := pairs.EventOf(s), pairs.ResultOf(s)
	m := res.Settings.Scoring
	title := pe.Title
	if title == "" {
		title = name
	}
	date := "????.??.??"
	if d, err := time.Parse("2006-01-02", pe.Date); err == nil {
		date = d.Format("2006.01.02")
	}
	multi := len(res.Sessions) > 1
	type boardKey struct{ session, board int }
	var order []boardKey
	rowsOf := map[boardKey][]int{}
	for i, r := range pe.Rows {
		if !res.Lines[i].Played {
			continue
		}
		k := boardKey{r.Session, r.Board}
		if _, ok := rowsOf[k]; !ok {
			order = append(order, k)
		}
		rowsOf[k] = append(rowsOf[k], i)
	}
	slices.SortFunc(order, func(a, b boardKey) int {
		if a.session != b.session {
			return a.session - b.session
		}
		return a.board - b.board
	})
	if len(games) != len(order) {
		t.Fatalf("PBN has %d games, the event %d boards", len(games), len(order))
	}
	vul := []string{"None", "NS", "EW", "All", "NS", "EW", "All", "None", "EW", "All", "None", "NS", "All", "None", "NS", "EW"}
	for gi, g := range games {
		k := order[gi]
		dealer := "NESW"[(k.board-1)%4 : (k.board-1)%4+1]
		tags := []string{g.Tags["Event"], g.Tags["Site"], g.Tags["Date"], g.Tags["Board"], g.Tags["Dealer"], g.Tags["Vulnerable"],
			g.Tags["Competition"], g.Tags["Round"], g.Tags["Declarer"], g.Tags["Contract"], g.Tags["Result"]}
		round := ""
		if multi {
			round = strconv.Itoa(k.session)
		}
		want := []string{title, pe.Club.Name, date, strconv.Itoa(k.board), dealer, vul[(k.board-1)%16], "Pairs", round, "", "", ""}
		if !slices.Equal(tags, want) {
			t.Errorf("PBN game %d tags %q, want %q", gi+1, tags, want)
		}
		if d, ok := pe.Deals[pairs.BoardID{Session: k.session, Board: k.board}]; ok {
			hs := handStrings(d)
			first := strings.Index("NESW", dealer)
			var hands []string
			for i := range 4 {
				h := hs[(first+i)%4]
				hands = append(hands, strings.Join(h[:], "."))
			}
			if w := dealer + ":" + strings.Join(hands, " "); g.Tags["Deal"] != w {
				t.Errorf("PBN board %+v deal %q, want %q", k, g.Tags["Deal"], w)
			}
		} else if _, ok := g.Tags["Deal"]; ok {
			t.Errorf("PBN board %+v has a deal the event does not", k)
		}
		st, ok := g.Tables["ScoreTable"]
		if !ok || len(st.Rows) != len(rowsOf[k]) {
			t.Fatalf("PBN board %+v: score table %v, want %d rows", k, st, len(rowsOf[k]))
		}
		byPairs := map[[2]string][]string{}
		for _, row := range st.Rows {
			ns, _ := st.Col(row, "PairId_NS")
			ew, _ := st.Col(row, "PairId_EW")
			byPairs[[2]string{ns, ew}] = row
		}
		for _, i := range rowsOf[k] {
			r, l := pe.Rows[i], res.Lines[i]
			row := byPairs[[2]string{pe.Pairs[r.NS].ID, pe.Pairs[r.EW].ID}]
			if row == nil {
				t.Errorf("PBN board %+v has no line of %s v %s", k, pe.Pairs[r.NS].ID, pe.Pairs[r.EW].ID)
				continue
			}
			col := func(name string) string { v, _ := st.Col(row, name); return v }
			c, by, result := "-", "-", "-"
			// The NS score: in Score_NS when NS scored, else in Score_EW.
			nsScore := func() string {
				if ns := col("Score_NS"); ns != "-" {
					return ns
				}
				return strconv.Itoa(-int(number(t, col("Score_EW"))))
			}
			switch r.Score.Kind {
			case bridge.Real:
				if !r.HasContract {
					c, by, result = "?", "?", "?"
				} else if r.Contract.IsPassedOut() {
					c = "Pass"
				} else {
					c, by, result = contractText(r.Contract, ""), r.Declarer.String(), strconv.Itoa(r.Tricks)
				}
				if nsScore() != strconv.Itoa(r.Score.NS) {
					t.Errorf("PBN board %+v: scores %s %s, want NS %d", k, col("Score_NS"), col("Score_EW"), r.Score.NS)
				}
			case bridge.Artificial:
				if col("Score_NS") != r.Score.NSAward.String() || col("Score_EW") != r.Score.EWAward.String() {
					t.Errorf("PBN board %+v: scores %s %s, want %s", k, col("Score_NS"), col("Score_EW"), r.Score)
				}
			case bridge.Weighted:
				if w := meanTo10(r.Score); nsScore() != strconv.Itoa(w) {
					t.Errorf("PBN board %+v: weighted score as %s %s, want its mean %d", k, col("Score_NS"), col("Score_EW"), w)
				}
			}
			if col("Contract") != c || col("Declarer") != by || col("Result") != result {
				t.Errorf("PBN board %+v: %s %s %s, want %s %s %s", k, col("Contract"), col("Declarer"), col("Result"), c, by, result)
			}
			// The Lead column, when a row of the event gives a lead: the
			// card, suit first (SK), "?" when a board played has none, "-"
			// when no card was led.
			lead, hasLead := st.Col(row, "Lead")
			wantLead := "-"
			switch {
			case !r.Lead.IsZero():
				wantLead = string("CDHS"[r.Lead.Suit()]) + string("23456789TJQKA"[r.Lead.Rank()-2])
			case r.Score.Kind == bridge.Real && !(r.HasContract && r.Contract.IsPassedOut()):
				wantLead = "?"
			}
			if hasLead != anyLead(pe) || hasLead && lead != wantLead {
				t.Errorf("PBN board %+v: lead %q (column %v), want %q (column %v)", k, lead, hasLead, wantLead, anyLead(pe))
			}
			nsCol, ewCol := "MP_NS", "MP_EW"
			if m.IsIMP() {
				nsCol, ewCol = "IMP_NS", "IMP_EW"
			}
			if m != enginepairs.TotalPoints {
				if !near(number(t, col(nsCol)), l.NS) || !near(number(t, col(ewCol)), l.EW) {
					t.Errorf("PBN board %+v: %s %s, want %v %v", k, col(nsCol), col(ewCol), l.NS, l.EW)
				}
			}
			if m.IsMatchpoint() && l.HasPct && (!near(number(t, col("Percentage_NS")), l.NSPct*100) || !near(number(t, col("Percentage_EW")), l.EWPct*100)) {
				t.Errorf("PBN board %+v: %% %s %s, want %v %v", k, col("Percentage_NS"), col("Percentage_EW"), l.NSPct*100, l.EWPct*100)
			}
		}
		if _, has := g.Tables["TotalScoreTable"]; has != (gi == 0) {
			t.Errorf("PBN game %d has a TotalScoreTable: %v", gi+1, has)
		}
	}
	tt := games[0].Tables["TotalScoreTable"]
	if len(tt.Rows) != len(res.Standings) {
		t.Fatalf("PBN TotalScoreTable has %d rows, the ranking %d", len(tt.Rows), len(res.Standings))
	}
	total := map[bool]string{true: "TotalScoreMP", false: "TotalScoreIMP"}[m.IsMatchpoint()]
	if m == enginepairs.TotalPoints {
		total = "TotalScore"
	}
	for i, st := range res.Standings {
		row, p := tt.Rows[i], pe.Pairs[st.Pair]
		col := func(name string) string { v, _ := tt.Col(row, name); return v }
		dir := "-"
		if res.Mitchell {
			dir = st.Field.String()
		}
		var names []string
		for _, n := range p.Names {
			if n = strings.TrimSpace(n); n != "" {
				names = append(names, n)
			}
		}
		if col("Rank") != strconv.Itoa(st.Place.N) || col("PairId") != p.ID || col("Direction") != dir ||
			col("Names") != strings.Join(names, ";") || col("NrBoards") != strconv.Itoa(st.Boards) || !near(number(t, col(total)), st.Score) {
			t.Errorf("PBN total %q, want %d %s %s %v %q %d", row, st.Place.N, p.ID, dir, st.Score, names, st.Boards)
		}
		if pct, ok := tt.Col(row, "TotalPercentage"); ok != m.IsMatchpoint() || ok && !near(number(t, pct), st.Pct*100) {
			t.Errorf("PBN total %q: percentage, want %v", row, st.Pct*100)
		}
		if id, ok := tt.Col(row, "MemberID1"); ok && (id != p.IDs[0] && !(id == "-" && p.IDs[0] == "") || col("MemberID2") != p.IDs[1] && !(col("MemberID2") == "-" && p.IDs[1] == "")) {
			t.Errorf("PBN total %q: member numbers, want %q", row, p.IDs)
		}
	}
	return games
}

// fromPBN makes the event a PBN file describes, to score it again: the
// pairs of the TotalScoreTable, a row per ScoreTable line (an artificial
// score from its marks: A60 and A40 are A60/40).
func fromPBN(t *testing.T, games []exporttest.PBNGame, set enginepairs.Settings) *enginepairs.Event {
	t.Helper()
	ev := &enginepairs.Event{Settings: set}
	tt := games[0].Tables["TotalScoreTable"]
	for i, row := range tt.Rows {
		id, _ := tt.Col(row, "PairId")
		dir, _ := tt.Col(row, "Direction")
		names, _ := tt.Col(row, "Names")
		p := enginepairs.Pair{ID: id, Line: i + 2, Names: strings.Split(names, ";")}
		p.Direction = map[string]enginepairs.Direction{"NS": enginepairs.NS, "EW": enginepairs.EW}[dir]
		ev.Pairs = append(ev.Pairs, p)
	}
	for _, g := range games {
		board, _ := strconv.Atoi(g.Tags["Board"])
		session := 1
		if r, ok := g.Tags["Round"]; ok {
			session, _ = strconv.Atoi(r)
		}
		st := g.Tables["ScoreTable"]
		for _, row := range st.Rows {
			col := func(name string) string { v, _ := st.Col(row, name); return v }
			var c, by, res string
			switch col("Contract") {
			case "?", "-":
			case "Pass":
				c = "Pass"
			default:
				c, by, res = col("Contract"), col("Declarer"), col("Result")
			}
			score := ""
			switch ns, ew := col("Score_NS"), col("Score_EW"); {
			case strings.HasPrefix(ns, "A"):
				score = ns + "/" + ew
			case ns != "-":
				score = ns
			default:
				score = "-" + ew
			}
			tl, probs := bridge.ReadTravellerLine(c, by, res, score)
			if lead := col("Lead"); lead != "?" && lead != "-" {
				probs = append(probs, tl.ReadLead(lead)...)
			}
			if problem.HasErrors(probs) {
				t.Fatalf("PBN line %q: %v", row, probs)
			}
			ev.Rows = append(ev.Rows, enginepairs.Row{Line: len(ev.Rows) + 2, Session: session, Board: board,
				NSID: col("PairId_NS"), EWID: col("PairId_EW"), TravellerLine: tl})
		}
	}
	return ev
}

// checkRescored scores again an event read back from a file and compares
// it with the scored event: each ranked pair's score, percentage and place,
// each line's points.
func checkRescored(t *testing.T, s xlsx.Scored, again *enginepairs.Event, what string) {
	t.Helper()
	pe, res := pairs.EventOf(s), pairs.ResultOf(s)
	res2, probs := enginepairs.Score(again)
	if res2 == nil || problem.HasErrors(probs) {
		t.Fatalf("%s scored again: %v", what, probs)
	}
	type standing struct {
		score, pct float64
		place      int
	}
	got := map[string]standing{}
	for _, st := range res2.Standings {
		got[usebioLabel(again, res2, st.Pair)] = standing{st.Score, st.Pct, st.Place.N}
	}
	if len(res2.Standings) != len(res.Standings) {
		t.Errorf("%s scored again ranks %d pairs, the event %d", what, len(res2.Standings), len(res.Standings))
	}
	for _, st := range res.Standings {
		g, ok := got[usebioLabel(&pe.Event, res, st.Pair)]
		if !ok || !same(g.score, st.Score) || !same(g.pct, st.Pct) || g.place != st.Place.N {
			t.Errorf("%s scored again: pair %s %+v, want %v %v %d", what, usebioLabel(&pe.Event, res, st.Pair), g, st.Score, st.Pct, st.Place.N)
		}
	}
	points := map[lineKey][2]float64{}
	leads := map[lineKey]bridge.Card{}
	for i, r := range again.Rows {
		k := lineKey{r.Session, r.Board, usebioLabel(again, res2, r.NS), usebioLabel(again, res2, r.EW)}
		points[k], leads[k] = [2]float64{res2.Lines[i].NS, res2.Lines[i].EW}, r.Lead
	}
	for i, r := range pe.Rows {
		if !res.Lines[i].Played {
			continue
		}
		k := lineKey{r.Session, r.Board, usebioLabel(&pe.Event, res, r.NS), usebioLabel(&pe.Event, res, r.EW)}
		if len(res.Sessions) == 1 {
			k.session = 1
		}
		if p, ok := points[k]; !ok || !same(p[0], res.Lines[i].NS) || !same(p[1], res.Lines[i].EW) {
			t.Errorf("%s scored again: line %+v %v, want %v %v", what, k, p, res.Lines[i].NS, res.Lines[i].EW)
		}
		// The lead read back is the lead (none beside a score alone).
		if want := r.Lead; r.Score.Kind == bridge.Real && r.HasContract && leads[k] != want {
			t.Errorf("%s read again: line %+v lead %v, want %v", what, k, leads[k], want)
		}
	}
}

func number(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("%q is not a number", s)
	}
	return f
}

// checkBoth exports a scored event as USEBIO and PBN, compares each file
// with the event, and scores each again (unless the event has weighted
// scores, which neither format holds, or the Session rule, whose awards
// USEBIO rounds).
func checkBoth(t *testing.T, s xlsx.Scored, name string) (usebio, pbnData []byte) {
	t.Helper()
	usebio, _ = exportFile(t, s, "usebio")
	pbnData, _ = exportFile(t, s, "pbn")
	u := checkUSEBIO(t, s, name, usebio)
	games := checkPBN(t, s, name, pbnData)
	pe, res := pairs.EventOf(s), pairs.ResultOf(s)
	weighted := false
	for _, r := range pe.Rows {
		weighted = weighted || r.Score.Kind == bridge.Weighted
	}
	if weighted {
		return
	}
	checkRescored(t, s, fromPBN(t, games, res.Settings), "PBN")
	if res.Settings.AveragePlusRule == enginepairs.Fixed {
		checkRescored(t, s, fromUSEBIO(t, u, res.Settings), "USEBIO")
	}
	return
}

// The samples, read and scored as `scorebook score` does, exported, read
// back and scored again.
func TestExportSamples(t *testing.T) {
	for _, name := range []string{"club-night", "howell", "two-sessions"} {
		t.Run(name, func(t *testing.T) {
			b := openBook(t, filepath.Join("..", "..", "samples", name+".xlsx"))
			s, _ := xlsxtest.ScoreBook(t, pairs.Kind{}, b)
			checkBoth(t, s, name)
			// With deals, as the Hands sheet will give them.
			pe := pairs.EventOf(s)
			rng := rand.New(rand.NewPCG(7, 7))
			pe.Deals = map[pairs.BoardID]deal.Deal{}
			for _, r := range pe.Rows {
				k := pairs.BoardID{Session: r.Session, Board: r.Board}
				if _, ok := pe.Deals[k]; !ok && r.Board%3 != 0 {
					pe.Deals[k] = randomDeal(rng)
				}
			}
			checkBoth(t, s, name)
		})
	}
}

// randomDeal deals the 52 cards at random.
func randomDeal(rng *rand.Rand) deal.Deal {
	var d deal.Deal
	for i, c := range rng.Perm(52) {
		d[i/13][c/13] = d[i/13][c/13].Add(2 + c%13)
	}
	return d
}

// names are players' names, some as awkward as names get.
var names = []string{"Ann Bell", "Bob Cole", "Zoë Ångström", "Siân O'Neill", "José Núñez", "Mags <the Boss> & Co",
	"Tom & Jerry", "Łukasz Żółć", `Ann "Nan" Bell`, "Dvořák", "Ólafur Þórsson", "Ada", "王小明", "Kim <3"}

// randomEvent makes up a pairs event the project has never seen: a random
// method and settings, a Mitchell or a Howell, one or two sessions, tables
// that play contracts, scores typed without a contract, passed-out boards,
// artificial scores and boards not played; names with &, < and letters
// outside ASCII; member numbers with leading zeros.
func randomEvent(seed uint64) *pairs.Event {
	rng := rand.New(rand.NewPCG(seed, 14))
	leads := rand.New(rand.NewPCG(seed, 15))
	set := enginepairs.DefaultSettings()
	set.Scoring = enginepairs.Method(rng.IntN(7))
	set.Neuberg = rng.IntN(3) > 0
	set.Scale = enginepairs.Scale(rng.IntN(2))
	set.CrossIMPs = enginepairs.CrossDivisor(rng.IntN(2))
	set.ButlerDiscard = enginepairs.Discard{Count: rng.IntN(2)}
	if rng.IntN(4) == 0 {
		set.AveragePlusRule = enginepairs.SessionRule
	}
	if rng.IntN(3) == 0 {
		set.Sessions = enginepairs.NeubergCombine
	}
	ev := &pairs.Event{Title: fmt.Sprintf("Event %d", seed), Date: "2026-11-24",
		Club: xlsx.Club{Name: "Hartfield & <District> BC", ID: "0421", EventID: strconv.Itoa(int(seed)), ChargeCode: "10"}}
	ev.Settings = set
	mitchell := rng.IntN(2) == 0
	tables := 2 + rng.IntN(5)
	id := func() string {
		switch rng.IntN(3) {
		case 0:
			return ""
		case 1:
			return fmt.Sprintf("%06d", rng.IntN(100000))
		}
		return strconv.Itoa(100000 + rng.IntN(900000))
	}
	addPair := func(pid string, dir enginepairs.Direction) {
		ev.Pairs = append(ev.Pairs, enginepairs.Pair{ID: pid, Direction: dir, Line: len(ev.Pairs) + 2,
			Names: []string{names[rng.IntN(len(names))], names[rng.IntN(len(names))]}, IDs: []string{id(), id()}})
	}
	if mitchell {
		for _, dir := range []enginepairs.Direction{enginepairs.NS, enginepairs.EW} {
			for t := 1; t <= tables; t++ {
				addPair(strconv.Itoa(t), dir)
			}
		}
	} else {
		for p := 1; p <= 2*tables; p++ {
			addPair(strconv.Itoa(p), enginepairs.Either)
		}
	}
	sessions := 1 + rng.IntN(2)
	boards := 2 + rng.IntN(5)
	for s := 1; s <= sessions; s++ {
		for b := 1; b <= boards; b++ {
			board := b + (s-1)*boards*rng.IntN(2) // sessions may number their boards apart, or not
			contract := bridge.Contract{Level: 1 + rng.IntN(7), Strain: bridge.Strain(rng.IntN(5))}
			by := bridge.Seat(rng.IntN(4))
			order := rng.Perm(2 * tables)
			for t := 0; t < tables; t++ {
				var ns, ew string
				if mitchell {
					ns, ew = strconv.Itoa(t+1), strconv.Itoa((t+b)%tables+1)
				} else {
					ns, ew = strconv.Itoa(order[2*t]+1), strconv.Itoa(order[2*t+1]+1)
				}
				row := enginepairs.Row{Line: len(ev.Rows) + 2, Session: s, Board: board, NSID: ns, EWID: ew}
				c := contract
				if rng.IntN(3) == 0 {
					c.Level = 1 + rng.IntN(7)
				}
				if rng.IntN(8) == 0 {
					c.Doubling = bridge.Doubled
				}
				tricks := max(0, min(13, c.Level+6+rng.IntN(5)-3))
				row.TravellerLine = bridge.TravellerLine{HasContract: true, Contract: c, Declarer: by, Tricks: tricks}
				switch n := rng.IntN(40); {
				case n == 0:
					row.TravellerLine = bridge.TravellerLine{HasContract: true, Contract: bridge.PassedOut}
				case n < 4: // the score typed without a contract
					row.TravellerLine = bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Real, NS: bridge.Score(c, by, tricks, board)}}
				case n < 6 && set.Scoring != enginepairs.TotalPoints:
					awards := [][2]bridge.Award{{{Kind: bridge.AveragePlus}, {Kind: bridge.AverageMinus}},
						{{Kind: bridge.PercentAward, Percent: 60}, {Kind: bridge.PercentAward, Percent: 40}},
						{{Kind: bridge.AverageAward}, {Kind: bridge.AverageAward}}}[rng.IntN(3)]
					row.TravellerLine = bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.Artificial, NSAward: awards[0], EWAward: awards[1]}}
				case n == 6 && tables > 2:
					row.TravellerLine = bridge.TravellerLine{Score: bridge.TableScore{Kind: bridge.NotPlayed}}
				}
				ev.Rows = append(ev.Rows, row)
			}
			if rng.IntN(3) > 0 {
				if ev.Deals == nil {
					ev.Deals = map[pairs.BoardID]deal.Deal{}
				}
				ev.Deals[pairs.BoardID{Session: s, Board: board}] = randomDeal(rng)
			}
			addLeads(ev, s, board, leads)
		}
	}
	return ev
}

// addLeads gives some of a board's contracts played their opening lead: a
// card of the hand on declarer's left when the board has a deal, else any
// card. They are drawn from a source of their own, leaving the rest of the
// event as it was before events had leads.
func addLeads(ev *pairs.Event, session, board int, rng *rand.Rand) {
	d, dealt := pairs.DealOf(ev.Deals, session, board)
	for i := range ev.Rows {
		r := &ev.Rows[i]
		if r.Session != session || r.Board != board || !r.HasContract || r.Contract.IsPassedOut() || rng.IntN(3) == 0 {
			continue
		}
		for {
			c := bridge.NewCard(bridge.Strain(rng.IntN(4)), 2+rng.IntN(13))
			if holder, _ := d.Holder(c); !dealt || holder == deal.Leader(r.Declarer) {
				r.Lead = c
				break
			}
		}
	}
}

// Events the project has never seen: every figure of both files is the
// event's, and both files score again to the same results.
func TestExportRandomEvents(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 30
	}
	for seed := range uint64(n) {
		ev := randomEvent(seed)
		s, probs := pairs.ScoreEvent(ev, "random")
		if s == nil {
			t.Fatalf("seed %d: %v", seed, probs)
		}
		t.Run(fmt.Sprint(seed), func(t *testing.T) { checkBoth(t, s, "random") })
	}
}

// goldenBook writes a small workbook of a pairs event: a three-table
// Mitchell of six boards, two a round, or a two-table Howell, with the Club
// settings, member numbers, awkward names, and one of each kind of score.
func goldenBook(t *testing.T, scoring string, howell bool, sessions int) string {
	t.Helper()
	event := xlsxtest.Sheet("Event", "Setting,Value",
		[]any{"Title", "Tuesday <Pairs> & Teas"}, []any{"Date", "24/11/2026"}, []any{"Club", "Hartfield Bridge Club"},
		[]any{"Club ID", "0421"}, []any{"Event ID", "2026-47"}, []any{"Charge code", "10"}, []any{"Scoring", scoring})
	pairsRows := [][]any{
		{1, "Ann Bell", "Bob Cole", "NS", "012345", "067890"},
		{2, "Zoë Ångström", "Siân O'Neill", "NS", "000777", nil},
		{3, "Mags <the Boss> & Co", "José Núñez", "NS", "123456", "654321"},
		{1, "Tom & Jerry", "Łukasz Żółć", "EW", nil, nil},
		{2, "Ada", "Dvořák", "EW", "000001", "000002"},
		{3, "Kim <3", "Ólafur Þórsson", "EW", "333333", "444444"},
	}
	var results [][]any
	// How each board goes: a contract by a seat, and its tricks at each
	// table in turn.
	plays := []struct {
		contract, by string
		tricks       []int
	}{{"4S", "N", []int{10, 11, 9}}, {"3NT", "S", []int{9, 8, 10}}, {"2H", "E", []int{8, 8, 7}},
		{"4HX", "W", []int{9, 10, 9}}, {"1NT", "N", []int{7, 6, 8}}, {"5D", "S", []int{11, 11, 10}}}
	if howell {
		pairsRows = [][]any{
			{1, "Ann Bell", "Bob Cole", nil, "012345", "067890"},
			{2, "Zoë Ångström", "Siân O'Neill", nil, "000777", nil},
			{3, "Mags <the Boss> & Co", "José Núñez", nil, "123456", "654321"},
			{4, "Tom & Jerry", "Łukasz Żółć", nil, nil, nil},
		}
		// A two-table Howell of three rounds, a board a round.
		meet := [][2][2]int{{{1, 2}, {3, 4}}, {{4, 1}, {2, 3}}, {{1, 3}, {4, 2}}}
		for round, tabs := range meet {
			for ti, tb := range tabs {
				p := plays[round]
				results = append(results, []any{1, round + 1, tb[0], tb[1], p.contract, p.by, p.tricks[ti], nil})
			}
		}
	} else {
		for s := 1; s <= sessions; s++ {
			for round := range 3 {
				for table := 1; table <= 3; table++ {
					// EW pairs move up a table, the boards down.
					set := (table - 1 - round + 3) % 3
					ew := (table-1+round)%3 + 1
					for _, b := range []int{2*set + 1, 2*set + 2} {
						p := plays[(b-1+s-1)%6]
						results = append(results, []any{s, b, table, ew, p.contract, p.by, p.tricks[table-1], nil})
					}
				}
			}
		}
		// One of each other kind of score, in the first session.
		results[0][4], results[0][5], results[0][6], results[0][7] = nil, nil, nil, "A60/40"
		results[3][4], results[3][5], results[3][6], results[3][7] = nil, nil, nil, "A+/A-"
		results[5][4], results[5][5], results[5][6], results[5][7] = "Pass", nil, nil, nil
		results[7][4], results[7][5], results[7][6], results[7][7] = nil, nil, nil, "-100"
		if scoring != "Butler" && scoring != "Cross-IMPs" {
			results[9][4], results[9][5], results[9][6], results[9][7] = nil, nil, nil, "50% 110; 50% 140"
		}
	}
	path := filepath.Join(t.TempDir(), "golden.xlsx")
	xlsxtest.WriteBook(t, path, event,
		xlsxtest.Sheet("Pairs", "Pair,Player 1,Player 2,Direction,Player 1 ID,Player 2 ID", pairsRows...),
		xlsxtest.Sheet("Results", "Session,Board,NS,EW,Contract,By,Result,Score", results...))
	return path
}

// The golden files: small events of each shape, written as USEBIO and PBN,
// compared byte for byte with testdata (go test -update rewrites them);
// every figure of each is also checked against the event, and read back and
// scored again. Boards 1 to 4 have deals; in two sessions board 1 is dealt
// differently each time.
func TestExportGolden(t *testing.T) {
	for _, tc := range []struct {
		name, scoring string
		howell        bool
		sessions      int
		warnings      []string
	}{
		{"mitchell", "Matchpoints", false, 1, []string{
			`Results!H11: weighted score "50% 110; 50% 140" has no USEBIO notation: the file gives its mean, 130, as the score, with the matchpoints scorebook awarded`,
			`Results!H11: weighted score "50% 110; 50% 140" has no PBN notation: the file gives its mean, 130, as the score, with the matchpoints scorebook awarded`}},
		{"howell", "Matchpoints", true, 1, nil},
		{"butler", "Butler", false, 1, nil},
		{"cross-imps", "Cross-IMPs", false, 1, nil},
		{"two-sessions", "Matchpoints", false, 2, []string{
			`Results!H11: weighted score "50% 110; 50% 140" has no USEBIO notation: the file gives its mean, 130, as the score, with the matchpoints scorebook awarded`,
			"Hands: board 1 is dealt differently in session 1 and session 2: the USEBIO file's HANDSET holds one deal a board number, session 1's",
			"Hands: board 2 is dealt differently in session 1 and session 2: the USEBIO file's HANDSET holds one deal a board number, session 1's",
			"Hands: board 3 is dealt differently in session 1 and session 2: the USEBIO file's HANDSET holds one deal a board number, session 1's",
			"Hands: board 4 is dealt differently in session 1 and session 2: the USEBIO file's HANDSET holds one deal a board number, session 1's",
			`Results!H11: weighted score "50% 110; 50% 140" has no PBN notation: the file gives its mean, 130, as the score, with the matchpoints scorebook awarded`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := openBook(t, goldenBook(t, tc.scoring, tc.howell, tc.sessions))
			s, _ := xlsxtest.ScoreBook(t, pairs.Kind{}, b)
			pe := pairs.EventOf(s)
			rng := rand.New(rand.NewPCG(1, 2))
			pe.Deals = map[pairs.BoardID]deal.Deal{}
			for sess := 1; sess <= max(tc.sessions, 1); sess++ {
				for board := 1; board <= 4; board++ {
					pe.Deals[pairs.BoardID{Session: sess, Board: board}] = randomDeal(rng)
				}
			}
			usebio, pbnData := checkBoth(t, s, "golden")
			var warns []string
			for _, format := range []string{"usebio", "pbn"} {
				_, ws := exportFile(t, s, format)
				for _, w := range b.Place(ws) {
					warns = append(warns, xlsxtest.String(w))
				}
			}
			if !slices.Equal(warns, tc.warnings) {
				t.Errorf("warnings\n  %s\nwant\n  %s", strings.Join(warns, "\n  "), strings.Join(tc.warnings, "\n  "))
			}
			golden(t, tc.name+".xml", usebio)
			golden(t, tc.name+".pbn", pbnData)
		})
	}
}

// golden compares data with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, data []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if !bytes.Equal(data, want) {
		t.Errorf("%s differs from the golden file (go test -update rewrites it, then review the diff)\n%s", name, firstDiff(data, want))
	}
}

// firstDiff shows the first line where two files differ.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d:\n  got  %q\n  want %q", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

// A name with &, < and letters outside ASCII is written escaped in a
// well-formed USEBIO file, and as a quoted string in PBN, and reads back
// as it was.
func TestExportNames(t *testing.T) {
	b := openBook(t, goldenBook(t, "Matchpoints", false, 1))
	s, _ := xlsxtest.ScoreBook(t, pairs.Kind{}, b)
	usebio, _ := exportFile(t, s, "usebio")
	for _, want := range []string{"<PLAYER_NAME>Mags &lt;the Boss&gt; &amp; Co</PLAYER_NAME>", "<PLAYER_NAME>Zoë Ångström</PLAYER_NAME>",
		"<TITLE>Tuesday &lt;Pairs&gt; &amp; Teas</TITLE>", "<NATIONAL_ID_NUMBER>000777</NATIONAL_ID_NUMBER>"} {
		if !bytes.Contains(usebio, []byte(want)) {
			t.Errorf("the USEBIO file has no %s", want)
		}
	}
	u, err := exporttest.ReadUSEBIO(usebio)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range u.Pairs {
		for _, pl := range p.Players {
			found = found || pl.Name == "Mags <the Boss> & Co"
		}
	}
	if !found {
		t.Error("the name with & and < does not read back")
	}
	pbnData, _ := exportFile(t, s, "pbn")
	if !bytes.Contains(pbnData, []byte(`"Mags <the Boss> & Co;José Núñez"`)) {
		t.Error("the PBN file does not quote the names")
	}
}
