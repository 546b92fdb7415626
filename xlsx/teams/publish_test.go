package teams_test

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
	"github.com/scorebook/scorebook/engine/problem"
	engineteams "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/exporttest"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/scorebook/scorebook/xlsx/teams"
)

var update = flag.Bool("update", false, "rewrite the golden export files in testdata")

// exportFile runs a scored event's export of a format, failing the test on
// an error; every problem it reports must be a warning.
func exportFile(t *testing.T, s xlsx.Scored, format string) ([]byte, []problem.Problem) {
	t.Helper()
	e, ok := s.(xlsx.Exporter)
	if !ok {
		t.Fatal("a scored teams event offers no exports")
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

// splitNames splits a list typed in a cell, as a test reads it.
func splitNames(s string, spaces bool) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool {
		return strings.ContainsRune(",;&/", r) || spaces && (r == ' ' || r == '\t')
	}) {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
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

// contractText writes a contract with letters: 4S, 3NT, 5DX.
func contractText(c bridge.Contract) string {
	return strings.NewReplacer("♣", "C", "♦", "D", "♥", "H", "♠", "S").Replace(c.String())
}

// awardPercent is what USEBIO's notation gives an award in a teams match.
func awardPercent(a bridge.Award) int {
	return map[bridge.AwardKind]int{bridge.AveragePlus: 60, bridge.AverageAward: 50, bridge.AverageMinus: 40}[a.Kind]
}

// rowsBySource maps the Results sheet's rows to the event's.
func rowsBySource(te *teams.Event) map[int]engineteams.BoardResult {
	out := map[int]engineteams.BoardResult{}
	for _, r := range te.Results {
		out[r.Row] = r
	}
	return out
}

// checkUSEBIO reads a teams USEBIO file with the tests' own reader and
// compares every figure with the scored event: each ranked team's total,
// place and players, each match of the Matches sheet with its IMPs and
// VPs, each board's IMPs and both its traveller lines, the hands.
func checkUSEBIO(t *testing.T, s xlsx.Scored, data []byte) *exporttest.USEBIO {
	t.Helper()
	u, err := exporttest.ReadUSEBIO(data)
	if err != nil {
		t.Fatalf("USEBIO: %v", err)
	}
	te, res := teams.EventOf(s), teams.ResultOf(s)
	rounds := map[int]bool{}
	for _, m := range res.Matches {
		rounds[m.Round] = true
	}
	eventType, scoring := "SWISS_TEAMS", "VPS"
	if len(rounds) == 1 {
		eventType = "TEAMS_OF_FOUR"
	}
	if res.ByIMPs {
		scoring = "IMPS"
	}
	got := []any{u.EventType, u.MatchScoring, u.WinnerType, u.ClubName, u.ClubID, u.Identifier, u.ChargeRate, u.SessionCount}
	want := []any{eventType, scoring, 1, te.Club.Name, te.Club.ID, te.Club.EventID, te.Club.ChargeCode, 1}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("USEBIO event %v, want %v", got, want)
	}
	if len(u.Teams) != len(res.Ranking) {
		t.Fatalf("USEBIO has %d teams, the ranking %d", len(u.Teams), len(res.Ranking))
	}
	byID := map[string]engineteams.Team{}
	for _, tm := range te.Teams {
		byID[tm.ID] = tm
	}
	for i, st := range res.Ranking {
		ut := u.Teams[i]
		total := st.VP
		if res.ByIMPs {
			total = float64(st.IMPsFor - st.IMPsAgainst)
		}
		if ut.ID != st.Team || ut.Name != st.Name || ut.Place != st.Place.N || !near(ut.Total, total) {
			t.Errorf("USEBIO team %+v, want %s %q place %d total %v", ut, st.Team, st.Name, st.Place.N, total)
		}
		names, ids := splitNames(byID[st.Team].Players, false), splitNames(byID[st.Team].PlayerIDs, true)
		var players []exporttest.UPlayer
		for j, n := range names {
			p := exporttest.UPlayer{Name: n}
			if j < len(ids) {
				p.ID = ids[j]
			}
			players = append(players, p)
		}
		if !slices.Equal(ut.Players, players) {
			t.Errorf("USEBIO team %s players %q, want %q", ut.ID, ut.Players, players)
		}
	}
	if len(u.Matches) != len(res.Matches) {
		t.Fatalf("USEBIO has %d matches, the Matches sheet %d", len(u.Matches), len(res.Matches))
	}
	rows := rowsBySource(te)
	wantHands := map[int][4][4]string{}
	for i, m := range res.Matches {
		um := u.Matches[i]
		if um.Round != m.Round || um.Team != m.Home || um.Opposing != m.Away {
			t.Errorf("USEBIO match %d: %d %s v %s, want %d %s v %s", i+1, um.Round, um.Team, um.Opposing, m.Round, m.Home, m.Away)
		}
		vp := func(s string) float64 {
			if s == "" {
				return math.NaN()
			}
			f, err := strconv.ParseFloat(s, 64)
			if err != nil {
				t.Fatalf("VP %q", s)
			}
			return f
		}
		if res.ByIMPs != (um.TeamVP == "") || !res.ByIMPs && !near(vp(um.TeamVP), m.HomeVP) {
			t.Errorf("USEBIO match %d: VP %q, want %v", i+1, um.TeamVP, m.HomeVP)
		}
		if m.Bye {
			if um.Opposing != "" || um.TeamScore != "" || len(um.Boards) > 0 || um.OpposingVP != "" {
				t.Errorf("USEBIO bye %+v", um)
			}
			continue
		}
		if um.TeamScore != strconv.Itoa(m.HomeIMPs) || um.OpposingScore != strconv.Itoa(m.AwayIMPs) ||
			!res.ByIMPs && !near(vp(um.OpposingVP), m.AwayVP) {
			t.Errorf("USEBIO match %d: %s–%s IMPs, VP %s–%s; want %d–%d, %v–%v", i+1, um.TeamScore, um.OpposingScore,
				um.TeamVP, um.OpposingVP, m.HomeIMPs, m.AwayIMPs, m.HomeVP, m.AwayVP)
		}
		if len(um.Boards) != len(m.Comparisons) {
			t.Fatalf("USEBIO match %d has %d boards, want %d", i+1, len(um.Boards), len(m.Comparisons))
		}
		for j, c := range m.Comparisons {
			ub := um.Boards[j]
			if ub.Number != c.Board || ub.IMPs != strconv.Itoa(c.HomeIMPs) || len(ub.Lines) != 2 {
				t.Errorf("USEBIO match %d board %+v, want %d with %d IMPs and 2 lines", i+1, ub, c.Board, c.HomeIMPs)
				continue
			}
			for k, source := range []int{c.HomeRow, c.AwayRow} {
				r, ul := rows[source], ub.Lines[k]
				var contract, by, tricks, score string
				switch r.Line.Score.Kind {
				case bridge.Real:
					score = strconv.Itoa(r.Line.Score.NS)
					if r.Line.HasContract {
						contract = contractText(r.Line.Contract)
						if r.Line.Contract.IsPassedOut() {
							contract = "PASS"
						} else {
							by, tricks = r.Line.Declarer.String(), strconv.Itoa(r.Line.Tricks)
						}
					}
				case bridge.Artificial:
					score = fmt.Sprintf("A%02d%02d", awardPercent(r.Line.Score.NSAward), awardPercent(r.Line.Score.EWAward))
				}
				dir := []string{"NS", "EW"}[k]
				if ul.Direction != dir || ul.NS != r.NS || ul.EW != r.EW || ul.Contract != contract || ul.PlayedBy != by ||
					ul.Tricks != tricks || ul.Score != score || ul.Points != "" {
					t.Errorf("USEBIO round %d board %d line %+v, want %s %s v %s %q %q %q %q", m.Round, c.Board, ul, dir, r.NS, r.EW, contract, by, tricks, score)
				}
			}
			if d, ok := te.Deals[pairs.BoardID{Session: m.Round, Board: c.Board}]; ok {
				if _, seen := wantHands[c.Board]; !seen {
					wantHands[c.Board] = handStrings(d)
				}
			}
		}
	}
	if fmt.Sprint(u.Hands) != fmt.Sprint(wantHands) && (len(wantHands) > 0 || u.Hands != nil) {
		t.Errorf("USEBIO hands %v, want %v", u.Hands, wantHands)
	}
	return u
}

// fromUSEBIO makes the teams event a USEBIO file describes, to score it
// again: the teams of PARTICIPANTS, a Results row per traveller line of
// every MATCH.
func fromUSEBIO(t *testing.T, u *exporttest.USEBIO, set engineteams.Settings) *engineteams.Event {
	t.Helper()
	ev := &engineteams.Event{Settings: set}
	for i, tm := range u.Teams {
		var names []string
		for _, p := range tm.Players {
			names = append(names, p.Name)
		}
		ev.Teams = append(ev.Teams, engineteams.Team{ID: tm.ID, Name: tm.Name, Players: strings.Join(names, ", "), Row: i + 2})
	}
	for _, m := range u.Matches {
		for _, b := range m.Boards {
			for _, l := range b.Lines {
				score := l.Score
				if strings.HasPrefix(score, "A") {
					score = "A" + map[string]string{"60": "+", "50": "=", "40": "-"}[score[1:3]] + "/A" + map[string]string{"60": "+", "50": "=", "40": "-"}[score[3:]]
				}
				var c, by, res string
				if l.HasContract {
					c, by, res = l.Contract, l.PlayedBy, l.Tricks
				}
				tl, probs := bridge.ReadTravellerLine(c, by, res, score)
				if problem.HasErrors(probs) {
					t.Fatalf("USEBIO line %+v: %v", l, probs)
				}
				ev.Results = append(ev.Results, engineteams.BoardResult{Row: len(ev.Results) + 2, Round: m.Round, Board: b.Number,
					NS: l.NS, EW: l.EW, Line: tl, ScoreTyped: score})
			}
		}
	}
	return ev
}

// checkPBN reads a teams PBN file with the tests' own reader and compares
// it with the scored event: a game per table of every board of every
// match, its tags, and the first game's TotalScoreTable.
func checkPBN(t *testing.T, s xlsx.Scored, data []byte) []exporttest.PBNGame {
	t.Helper()
	games, err := exporttest.ReadPBN(data)
	if err != nil {
		t.Fatalf("PBN: %v", err)
	}
	te, res := teams.EventOf(s), teams.ResultOf(s)
	rows := rowsBySource(te)
	names := map[string]string{}
	for _, st := range res.Ranking {
		names[st.Team] = st.Name
	}
	imps := map[int][2]int{}
	for _, l := range res.Travellers {
		imps[l.Row] = [2]int{l.NSIMPs, l.EWIMPs}
	}
	date := "????.??.??"
	if d, err := time.Parse("2006-01-02", te.Date); err == nil {
		date = d.Format("2006.01.02")
	}
	g := 0
	for _, m := range res.Matches {
		if m.Bye {
			continue
		}
		for _, c := range m.Comparisons {
			for k, source := range []int{c.HomeRow, c.AwayRow} {
				if g >= len(games) {
					t.Fatalf("PBN has %d games, too few", len(games))
				}
				game, r := games[g], rows[source]
				g++
				var declarer, contract, result, score, desc string
				switch r.Line.Score.Kind {
				case bridge.Real:
					score = "NS " + strconv.Itoa(r.Line.Score.NS)
					switch {
					case !r.Line.HasContract:
						declarer, contract, result = "?", "?", "?"
					case r.Line.Contract.IsPassedOut():
						contract = "Pass"
					default:
						declarer, contract, result = r.Line.Declarer.String(), contractText(r.Line.Contract), strconv.Itoa(r.Line.Tricks)
					}
				case bridge.Artificial:
					declarer, contract, result = "?", "?", "?"
					desc = "artificial score " + r.Line.Score.String()
				}
				tags := []string{game.Tags["Date"], game.Tags["Board"], game.Tags["Round"], game.Tags["Room"], game.Tags["HomeTeam"],
					game.Tags["VisitTeam"], game.Tags["Scoring"], game.Tags["Competition"], game.Tags["Declarer"], game.Tags["Contract"],
					game.Tags["Result"], game.Tags["Score"], game.Tags["Description"], game.Tags["ScoreIMP"]}
				want := []string{date, strconv.Itoa(c.Board), strconv.Itoa(m.Round), []string{"Open", "Closed"}[k], names[m.Home],
					names[m.Away], "IMP", "Teams", declarer, contract, result, score, desc,
					fmt.Sprintf("NS %d EW %d", imps[source][0], imps[source][1])}
				if !slices.Equal(tags, want) {
					t.Errorf("PBN game %d tags %q, want %q", g, tags, want)
				}
				if _, has := game.Tables["TotalScoreTable"]; has != (g == 1) {
					t.Errorf("PBN game %d: TotalScoreTable %v", g, has)
				}
			}
		}
	}
	if g != len(games) {
		t.Errorf("PBN has %d games, want %d", len(games), g)
	}
	tt := games[0].Tables["TotalScoreTable"]
	if len(tt.Rows) != len(res.Ranking) {
		t.Fatalf("PBN TotalScoreTable has %d rows, want %d", len(tt.Rows), len(res.Ranking))
	}
	for i, st := range res.Ranking {
		row := tt.Rows[i]
		col := func(name string) string { v, _ := tt.Col(row, name); return v }
		total, totalCol := st.VP, "TotalScoreVP"
		if res.ByIMPs {
			total, totalCol = float64(st.IMPsFor-st.IMPsAgainst), "TotalScoreIMP"
		}
		f, err := strconv.ParseFloat(col(totalCol), 64)
		if col("Rank") != strconv.Itoa(st.Place.N) || col("TeamId") != st.Team || col("TeamName") != st.Name || err != nil || !near(f, total) {
			t.Errorf("PBN total %q, want %d %s %q %v", row, st.Place.N, st.Team, st.Name, total)
		}
		if roster, ok := tt.Col(row, "Roster"); ok != te.HasPlayers || ok && roster != st.Players && !(roster == "-" && st.Players == "") {
			t.Errorf("PBN total %q: roster, want %q", row, st.Players)
		}
	}
	return games
}

// fromPBN makes the teams event a PBN file describes, to score it again:
// the teams of the TotalScoreTable, a Results row per game (NS is the home
// team in the open room, the visitors in the closed room).
func fromPBN(t *testing.T, games []exporttest.PBNGame, set engineteams.Settings) *engineteams.Event {
	t.Helper()
	ev := &engineteams.Event{Settings: set}
	tt := games[0].Tables["TotalScoreTable"]
	idOf := map[string]string{}
	for i, row := range tt.Rows {
		id, _ := tt.Col(row, "TeamId")
		name, _ := tt.Col(row, "TeamName")
		idOf[name] = id
		ev.Teams = append(ev.Teams, engineteams.Team{ID: id, Name: name, Row: i + 2})
	}
	for _, g := range games {
		round, _ := strconv.Atoi(g.Tags["Round"])
		board, _ := strconv.Atoi(g.Tags["Board"])
		home, visit := idOf[g.Tags["HomeTeam"]], idOf[g.Tags["VisitTeam"]]
		ns, ew := home, visit
		if g.Tags["Room"] == "Closed" {
			ns, ew = visit, home
		}
		var c, by, res, score string
		if desc, ok := strings.CutPrefix(g.Tags["Description"], "artificial score "); ok {
			score = desc
		} else {
			score = strings.TrimPrefix(g.Tags["Score"], "NS ")
			if g.Tags["Contract"] != "?" {
				c, by, res = g.Tags["Contract"], g.Tags["Declarer"], g.Tags["Result"]
			}
		}
		tl, probs := bridge.ReadTravellerLine(c, by, res, score)
		if problem.HasErrors(probs) {
			t.Fatalf("PBN game %v: %v", g.Tags, probs)
		}
		ev.Results = append(ev.Results, engineteams.BoardResult{Row: len(ev.Results) + 2, Round: round, Board: board,
			NS: ns, EW: ew, Line: tl, ScoreTyped: score})
	}
	return ev
}

// checkRescored scores again a teams event read back from a file and
// compares it with the scored event: each team's VPs, IMPs and place, each
// match's IMPs and VPs.
func checkRescored(t *testing.T, s xlsx.Scored, again *engineteams.Event, what string) {
	t.Helper()
	res := teams.ResultOf(s)
	res2, probs := engineteams.Score(again)
	if res2 == nil || problem.HasErrors(probs) {
		t.Fatalf("%s scored again: %v", what, probs)
	}
	key := func(st engineteams.Standing) string {
		return fmt.Sprintf("%s %d %.6f %d %d %d %d", st.Team, st.Place.N, st.VP, st.IMPsFor, st.IMPsAgainst, st.Matches, st.Byes)
	}
	var got, want []string
	for _, st := range res2.Ranking {
		got = append(got, key(st))
	}
	for _, st := range res.Ranking {
		want = append(want, key(st))
	}
	if !slices.Equal(got, want) {
		t.Errorf("%s scored again: ranking\n  %s\nwant\n  %s", what, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	match := func(m engineteams.Match) string {
		a, b, ai, bi, av, bv := m.Home, m.Away, m.HomeIMPs, m.AwayIMPs, m.HomeVP, m.AwayVP
		if b != "" && b < a {
			a, b, ai, bi, av, bv = b, a, bi, ai, bv, av
		}
		return fmt.Sprintf("%d %s %s %d %d %.6f %.6f %d", m.Round, a, b, ai, bi, av, bv, m.Boards)
	}
	var gm, wm []string
	for _, m := range res2.Matches {
		gm = append(gm, match(m))
	}
	for _, m := range res.Matches {
		wm = append(wm, match(m))
	}
	slices.Sort(gm)
	slices.Sort(wm)
	if !slices.Equal(gm, wm) {
		t.Errorf("%s scored again: matches\n  %s\nwant\n  %s", what, strings.Join(gm, "\n  "), strings.Join(wm, "\n  "))
	}
}

// checkBoth exports a scored teams event as USEBIO and PBN, compares each
// file with the event and scores each again.
func checkBoth(t *testing.T, s xlsx.Scored) (usebio, pbnData []byte) {
	t.Helper()
	usebio, _ = exportFile(t, s, "usebio")
	pbnData, _ = exportFile(t, s, "pbn")
	u := checkUSEBIO(t, s, usebio)
	games := checkPBN(t, s, pbnData)
	set := teams.EventOf(s).Settings
	set.Scale = scaleOf(t, s)
	checkRescored(t, s, fromUSEBIO(t, u, set), "USEBIO")
	checkRescored(t, s, fromPBN(t, games, set), "PBN")
	return usebio, pbnData
}

// scaleOf is the VP scale the event was scored on (a Custom scale with its
// table, which the files do not hold).
func scaleOf(t *testing.T, s xlsx.Scored) engineteams.Scale {
	te := teams.EventOf(s)
	if te.Settings.NeedsVPScale() {
		t.Skip("a Custom scale's table is not in the files")
	}
	if te.Settings.Scale == nil {
		return engineteams.WBFContinuous{}
	}
	return te.Settings.Scale
}

func randomDeal(rng *rand.Rand) deal.Deal {
	var d deal.Deal
	for i, c := range rng.Perm(52) {
		d[i/13][c/13] = d[i/13][c/13].Add(2 + c%13)
	}
	return d
}

// The Swiss sample, read and scored as `scorebook score` does, exported,
// read back and scored again; then with deals, as the Hands sheet will give
// them.
func TestExportSwissSample(t *testing.T) {
	b := xlsxtest.Open(t, filepath.Join("..", "..", "samples", "swiss-teams.xlsx"), xlsx.OpenOptions{Reads: teams.Kind{}.Reads()})
	s, _ := xlsxtest.ScoreBook(t, teams.Kind{}, b)
	checkBoth(t, s)
	te := teams.EventOf(s)
	te.Deals = map[pairs.BoardID]deal.Deal{}
	rng := rand.New(rand.NewPCG(3, 3))
	for _, r := range te.Results {
		k := pairs.BoardID{Session: r.Round, Board: r.Board}
		if _, ok := te.Deals[k]; !ok {
			te.Deals[k] = randomDeal(rng)
		}
	}
	checkBoth(t, s)
}

// Swiss events the project has never seen (xSwiss: triples, byes,
// artificial scores, passed-out boards, scores computed from contracts),
// on the WBF scale or ranked by IMPs.
func TestExportRandomSwiss(t *testing.T) {
	for i := range 12 {
		rng := rand.New(rand.NewPCG(uint64(i), 14))
		n := 5 + rng.IntN(6)
		var ids []string
		for k := 1; k <= n; k++ {
			ids = append(ids, strconv.Itoa(k))
		}
		ev := xSwiss(rng, n, 2+rng.IntN(4), 4, ids)
		if i%4 == 3 {
			ev.scale = "None"
		}
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			b := xlsxtest.Open(t, ev.book(t), xlsx.OpenOptions{Reads: teams.Kind{}.Reads()})
			s, _ := xlsxtest.ScoreBook(t, teams.Kind{}, b)
			checkBoth(t, s)
		})
	}
}

// TestExportGolden: a small Swiss of five teams — round 1 a match and a
// triple, round 2 two matches and a bye — with the Club settings, member
// numbers, awkward names, an artificial score, a passed-out board and a
// score typed without a contract; the deals of both rounds, which number
// their boards alike. Written as USEBIO and PBN, compared byte for byte
// with testdata (go test -update rewrites them).
func TestExportGolden(t *testing.T) {
	plays := []struct {
		contract, by string
		tricks       [2]int
	}{{"4S", "N", [2]int{10, 9}}, {"3NT", "S", [2]int{9, 10}}, {"2H", "E", [2]int{8, 8}}, {"4HX", "W", [2]int{9, 10}}}
	var results [][]any
	match := func(round int, a, b string, boards ...int) {
		for _, board := range boards {
			p := plays[(board-1+round-1)%4]
			results = append(results, []any{round, board, a, b, p.contract, p.by, p.tricks[0], nil},
				[]any{round, board, b, a, p.contract, p.by, p.tricks[1], nil})
		}
	}
	match(1, "1", "2", 1, 2, 3, 4)
	match(1, "3", "4", 1, 2)
	match(1, "4", "5", 3, 4)
	match(1, "5", "3", 5, 6)
	match(2, "1", "3", 1, 2, 3, 4)
	match(2, "2", "4", 1, 2, 3, 4)
	results[0][4], results[0][5], results[0][6], results[0][7] = nil, nil, nil, "A+/A-"
	results[2][4], results[2][5], results[2][6] = "Pass", nil, nil
	results[5][4], results[5][5], results[5][6], results[5][7] = nil, nil, nil, "-200"
	path := writeBook(t,
		eventSheet("Title", "Hartfield <Swiss> & Supper", "Date", "14/03/2026", "Club", "Hartfield Bridge Club", "Club ID", "0421",
			"Event ID", "S-11", "Charge code", "10"),
		sheet("Teams", "Team,Name,Players,Player IDs",
			[]any{1, "Achterberg & Co", "Carol Achterberg, Kath Quinn, Zoë Ångström, Siân O'Neill", "012345, 067890, 000777, 123456"},
			[]any{2, "<Okafor>", "Clare Okafor, Frank Gray, James Lloyd, Robert Foster", "1, 2, 3"},
			[]any{3, "Núñez", "José Núñez, Łukasz Żółć", nil},
			[]any{4, "Marsh", "Wendy Marsh, Eileen Lloyd", "000004 000005"},
			[]any{5, "Szabo", "Derek Szabo, Xavier Lloyd", nil}),
		sheet("Results", resultsHeader, results...))
	b := xlsxtest.Open(t, path, xlsx.OpenOptions{Reads: teams.Kind{}.Reads()})
	s, _ := xlsxtest.ScoreBook(t, teams.Kind{}, b)
	te := teams.EventOf(s)
	rng := rand.New(rand.NewPCG(1, 2))
	te.Deals = map[pairs.BoardID]deal.Deal{}
	for round := 1; round <= 2; round++ {
		for board := 1; board <= 4; board++ {
			te.Deals[pairs.BoardID{Session: round, Board: board}] = randomDeal(rng)
		}
	}
	usebio, pbnData := checkBoth(t, s)
	var warns []string
	for _, format := range []string{"usebio", "pbn"} {
		_, ws := exportFile(t, s, format)
		for _, w := range b.Place(ws) {
			warns = append(warns, xlsxtest.String(w))
		}
	}
	want := []string{
		"Teams!D3: team 2 has 4 players and 3 member numbers: the USEBIO file gives the numbers to the players in order",
		"Hands: board 1 is dealt differently in round 1 and round 2: the USEBIO file's HANDSET holds one deal a board number, round 1's",
		"Hands: board 2 is dealt differently in round 1 and round 2: the USEBIO file's HANDSET holds one deal a board number, round 1's",
		"Hands: board 3 is dealt differently in round 1 and round 2: the USEBIO file's HANDSET holds one deal a board number, round 1's",
		"Hands: board 4 is dealt differently in round 1 and round 2: the USEBIO file's HANDSET holds one deal a board number, round 1's",
	}
	if !slices.Equal(warns, want) {
		t.Errorf("warnings\n  %s\nwant\n  %s", strings.Join(warns, "\n  "), strings.Join(want, "\n  "))
	}
	golden(t, "swiss.xml", usebio)
	golden(t, "swiss.pbn", pbnData)
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
		t.Errorf("%s differs from the golden file (go test -update rewrites it, then review the diff)", name)
	}
}
