package grading

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/problem"
)

func date(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

// settings are the settings of the hand-worked replays below: Precision
// Table, whose whole-number adjustments are easy to follow by hand (the
// official computation is checked by TestReplayOfficial and against the
// pocket-calculator figures of TestAdjustmentOfficial).
func settings(asOf string, minimum int) Settings {
	s := DefaultSettings()
	s.Precision = Table
	if asOf != "" {
		s.AsOf = date(asOf)
	}
	s.MinimumGames = minimum
	return s
}

func replay(t *testing.T, players []Player, games []Game, s Settings) *Result {
	t.Helper()
	r, probs := Replay(&Event{Settings: s, Players: players, Games: games})
	if r == nil {
		t.Fatalf("Replay: %v", problem.List(probs))
	}
	return r
}

// wantLine is what a test checks of a LogLine.
type wantLine struct {
	row                      int
	d, a                     float64
	winIndex, winGrade       float64
	loseIndex, loseGrade     float64
	winner, loser, dateShown string
}

func checkLog(t *testing.T, log []LogLine, want []wantLine, tol float64) {
	t.Helper()
	if len(log) != len(want) {
		t.Fatalf("%d log lines, want %d", len(log), len(want))
	}
	for i, w := range want {
		l := log[i]
		if l.Row != w.row || l.Winner != w.winner || l.Loser != w.loser || l.Date.Format("2006-01-02") != w.dateShown {
			t.Errorf("line %d: row %d %s %s beats %s, want row %d %s %s beats %s",
				i, l.Row, l.Date.Format("2006-01-02"), l.Winner, l.Loser, w.row, w.dateShown, w.winner, w.loser)
		}
		for _, c := range []struct {
			name      string
			got, want float64
		}{
			{"D", l.D, w.d}, {"adjustment", l.Adjustment, w.a},
			{"winner index", l.WinnerIndex, w.winIndex}, {"winner grade", l.WinnerGrade, w.winGrade},
			{"loser index", l.LoserIndex, w.loseIndex}, {"loser grade", l.LoserGrade, w.loseGrade},
		} {
			if !near(c.got, c.want, tol) {
				t.Errorf("line %d (row %d): %s = %v, want %v", i, l.Row, c.name, c.got, c.want)
			}
		}
	}
}

func standing(t *testing.T, r *Result, name string) Standing {
	t.Helper()
	for _, s := range r.Standings {
		if s.Player == name {
			return s
		}
	}
	t.Fatalf("no standing for %s", name)
	return Standing{}
}

// Peter and John from seed 002, first Peter winning, then John the next day.
var peterJohn = []Player{{Row: 2, Name: "Peter", Index: 1881, Grade: 1881}, {Row: 3, Name: "John", Index: 1992, Grade: 1992}}
var peterJohnGames = []Game{
	{Row: 2, Date: date("2025-05-01"), Class: 2, Winner: "Peter", Loser: "John"},
	{Row: 3, Date: date("2025-05-02"), Class: 2, Winner: "John", Loser: "Peter"},
}

func TestReplayTable(t *testing.T) {
	r := replay(t, peterJohn, peterJohnGames, settings("", 0))
	checkLog(t, r.Log, []wantLine{
		// D = −111 → 31; grades 0.9 × 1881 + 0.1 × 1912 and 0.9 × 1992 + 0.1 × 1961.
		{2, -111, 31, 1912, 1884.1, 1961, 1988.9, "Peter", "John", "2025-05-01"},
		// D = 1961 − 1912 = 49 → 22 (row 44..61); 0.9 × 1988.9 + 0.1 × 1983 and
		// 0.9 × 1884.1 + 0.1 × 1890.
		{3, 49, 22, 1983, 1988.31, 1890, 1884.69, "John", "Peter", "2025-05-02"},
	}, 1e-9)
}

func TestReplayOfficial(t *testing.T) {
	s := settings("", 0)
	s.Precision = Official
	r := replay(t, peterJohn, peterJohnGames, s)
	checkLog(t, r.Log, []wantLine{
		// A(−111) = 31.254081; 1881 + 31.254081, 1992 − 31.254081;
		// grades 1692.9 + 191.225408 and 1792.8 + 196.074592.
		{2, -111, 31.254081, 1912.254081, 1884.125408, 1960.745919, 1988.874592, "Peter", "John", "2025-05-01"},
		// D = 1960.745919 − 1912.254081 = 48.491838, A = 50/(1 + 10^0.096984)
		// = 22.220128; grades 0.9 × 1988.874592 + 0.1 × 1982.966047 and
		// 0.9 × 1884.125408 + 0.1 × 1890.033953.
		{3, 48.491838, 22.220128, 1982.966047, 1988.283738, 1890.033953, 1884.716262, "John", "Peter", "2025-05-02"},
	}, 2e-6)
	if r.Settings.Precision != Official {
		t.Errorf("result settings precision %v", r.Settings.Precision)
	}
}

// Three players; the game of 5 January is typed last, after those of 10 and
// 20 January. The replay plays it first and everything after it changes.
var latePlayers = []Player{
	{Row: 2, Name: "Ann", Index: 2000, Grade: 2000},
	{Row: 3, Name: "Bob", Index: 2000, Grade: 2000},
	{Row: 4, Name: "Cat", Index: 1900, Grade: 1900},
}
var lateGames = []Game{
	{Row: 2, Date: date("2025-01-10"), Class: 2, Winner: "Ann", Loser: "Bob"},
	{Row: 3, Date: date("2025-01-20"), Class: 2, Winner: "Bob", Loser: "Cat"},
	{Row: 4, Date: date("2025-01-05"), Class: 2, Winner: "Cat", Loser: "Ann"},
}

func TestLateGame(t *testing.T) {
	// Before the late game is typed in.
	r := replay(t, latePlayers, lateGames[:2], settings("", 0))
	checkLog(t, r.Log, []wantLine{
		// D = 0 → 25; grades 0.9 × 2000 + 0.1 × 2025 and 0.1 × 1975.
		{2, 0, 25, 2025, 2002.5, 1975, 1997.5, "Ann", "Bob", "2025-01-10"},
		// D = 1975 − 1900 = 75 → 21; 0.9 × 1997.5 + 0.1 × 1996, 0.9 × 1900 + 0.1 × 1879.
		{3, 75, 21, 1996, 1997.35, 1879, 1897.9, "Bob", "Cat", "2025-01-20"},
	}, 1e-9)

	// With it, typed at the bottom of the sheet.
	r = replay(t, latePlayers, lateGames, settings("", 0))
	checkLog(t, r.Log, []wantLine{
		// D = 1900 − 2000 = −100 → 31; 0.9 × 1900 + 0.1 × 1931, 0.9 × 2000 + 0.1 × 1969.
		{4, -100, 31, 1931, 1903.1, 1969, 1996.9, "Cat", "Ann", "2025-01-05"},
		// D = 1969 − 2000 = −31 → 27 (was 25); 0.9 × 1996.9 + 0.1 × 1996, 0.9 × 2000 + 0.1 × 1973.
		{2, -31, 27, 1996, 1996.81, 1973, 1997.3, "Ann", "Bob", "2025-01-10"},
		// D = 1973 − 1931 = 42 → 23 (was 21); 0.9 × 1997.3 + 0.1 × 1996, 0.9 × 1903.1 + 0.1 × 1908.
		{3, 42, 23, 1996, 1997.17, 1908, 1903.59, "Bob", "Cat", "2025-01-20"},
	}, 1e-9)

	// The history follows the play order.
	ann := standing(t, r, "Ann")
	want := []Point{
		{Date: date("2025-01-05"), Log: 0, Index: 1969, Grade: 1996.9},
		{Date: date("2025-01-10"), Log: 1, Index: 1996, Grade: 1996.81},
	}
	if len(ann.History) != len(want) {
		t.Fatalf("Ann's history has %d points, want %d", len(ann.History), len(want))
	}
	for i, p := range ann.History {
		if !p.Date.Equal(want[i].Date) || p.Log != want[i].Log || p.Index != want[i].Index || !near(p.Grade, want[i].Grade, 1e-9) {
			t.Errorf("Ann's point %d = %+v, want %+v", i, p, want[i])
		}
	}
	if ann.StartIndex != 2000 || ann.StartGrade != 2000 || ann.Played != 2 {
		t.Errorf("Ann: start %v/%v, played %d", ann.StartIndex, ann.StartGrade, ann.Played)
	}
}

// Games of one date are played in sheet order, whatever the time of day.
func TestSameDateInSheetOrder(t *testing.T) {
	games := []Game{
		{Row: 7, Date: date("2025-01-10").Add(20 * time.Hour), Class: 2, Winner: "Bob", Loser: "Cat"},
		{Row: 8, Date: date("2025-01-10"), Class: 2, Winner: "Ann", Loser: "Bob"},
		{Row: 9, Date: date("2025-01-09"), Class: 2, Winner: "Cat", Loser: "Ann"},
	}
	r := replay(t, latePlayers, games, settings("", 0))
	var rows []int
	for _, l := range r.Log {
		rows = append(rows, l.Row)
	}
	if !reflect.DeepEqual(rows, []int{9, 7, 8}) {
		t.Errorf("play order %v, want [9 7 8]", rows)
	}
}

func TestWindowAndAsOf(t *testing.T) {
	players := []Player{
		{Row: 2, Name: "Ann", Index: 2000, Grade: 2000},
		{Row: 3, Name: "Bob", Index: 2000, Grade: 2000},
		{Row: 4, Name: "Cat", Index: 2000, Grade: 2000},
		{Row: 5, Name: "Dan", Index: 2000, Grade: 2000},
	}
	games := []Game{
		{Row: 2, Date: date("2024-06-30"), Class: 2, Winner: "Ann", Loser: "Dan"}, // on the window's start: out
		{Row: 3, Date: date("2024-07-01"), Class: 2, Winner: "Ann", Loser: "Dan"}, // first day in
		{Row: 4, Date: date("2025-07-01"), Class: 2, Winner: "Bob", Loser: "Cat"}, // after As of
		{Row: 5, Date: date("2025-06-30"), Class: 2, Winner: "Bob", Loser: "Cat"}, // on As of: in
		{Row: 6, Date: date("2025-01-15"), Class: 2, Winner: "Cat", Loser: "Bob"},
	}

	r := replay(t, players, games, settings("2025-06-30", 2))
	if !r.AsOf.Equal(date("2025-06-30")) || !r.WindowStart.Equal(date("2024-06-30")) {
		t.Errorf("as of %v, window start %v", r.AsOf, r.WindowStart)
	}
	if len(r.Log) != 4 || len(r.NotPlayed) != 1 || r.NotPlayed[0].Row != 4 {
		t.Fatalf("%d games played, not played %+v; want 4 and row 4", len(r.Log), r.NotPlayed)
	}
	// Cat beats Bob on 15 January: D = 0 → 25, Cat 2025 grade 2002.5, Bob
	// 1975 grade 1997.5. Bob beats Cat on 30 June: D = −50 → 28, Bob 2003
	// grade 0.9 × 1997.5 + 0.1 × 2003 = 1998.05; Cat 1997, S = 90.025, grade
	// (90.025 × 2002.5 + 9.975 × 1997)/100 = 2001.951375.
	// Ann beats Dan twice: D = 0 → 25, then D = 50 → 22: Ann 2047, grade
	// (90.025 × 2002.5 + 9.975 × 2047)/100 = 2006.938875; Dan 1953, grade
	// 0.9 × 1997.5 + 0.1 × 1953 = 1993.05. Ann has the best Grade but only one
	// game in the window, so she is listed after the ranked players.
	for i, c := range []struct {
		name          string
		games, played int
		eligible      bool
		rank          string
		position      int
		grade, index  float64
	}{
		{"Cat", 2, 2, true, "1", 1, 2001.951375, 1997},
		{"Bob", 2, 2, true, "2", 2, 1998.05, 2003},
		{"Ann", 1, 2, false, "", 0, 2006.938875, 2047},
		{"Dan", 1, 2, false, "", 0, 1993.05, 1953},
	} {
		s := r.Standings[i]
		if s.Player != c.name || s.Games != c.games || s.Played != c.played || s.Eligible != c.eligible ||
			s.Place.String() != c.rank || s.Place.N != c.position || !near(s.Grade, c.grade, 1e-9) || s.Index != c.index {
			t.Errorf("standing %d = %+v; want %+v", i, s, c)
		}
	}

	// Without As of, the latest game (typed in the middle) sets it and every
	// game is played; the window now starts on 1 July 2024, so Ann's game of
	// that day is out too.
	r = replay(t, players, games, settings("", 2))
	if !r.AsOf.Equal(date("2025-07-01")) || r.Settings.AsOf != r.AsOf {
		t.Errorf("as of %v (settings %v), want 2025-07-01", r.AsOf, r.Settings.AsOf)
	}
	if len(r.Log) != 5 || len(r.NotPlayed) != 0 {
		t.Errorf("%d played, %d not played; want 5 and 0", len(r.Log), len(r.NotPlayed))
	}
	if ann := standing(t, r, "Ann"); ann.Games != 0 || ann.Eligible {
		t.Errorf("Ann: %d games in window, eligible %v; want 0, false", ann.Games, ann.Eligible)
	}
	if bob := standing(t, r, "Bob"); bob.Games != 3 || !bob.Eligible {
		t.Errorf("Bob: %d games in window, eligible %v; want 3, true", bob.Games, bob.Eligible)
	}

	// As of before every game: nothing is played.
	r = replay(t, players, games, settings("2024-01-01", 0))
	if len(r.Log) != 0 || len(r.NotPlayed) != 5 || r.NotPlayed[0].Row != 2 || r.NotPlayed[4].Row != 4 {
		t.Errorf("%d played, not played %v", len(r.Log), r.NotPlayed)
	}
}

// As of on 31 March: a window of one month starts after AddDate's
// "31 February", 3 March 2025.
func TestWindowMonthEnd(t *testing.T) {
	s := settings("2025-03-31", 1)
	s.WindowMonths = 1
	games := []Game{
		{Row: 2, Date: date("2025-03-03"), Class: 2, Winner: "Ann", Loser: "Bob"},
		{Row: 3, Date: date("2025-03-04"), Class: 2, Winner: "Cat", Loser: "Ann"},
	}
	r := replay(t, latePlayers, games, s)
	if !r.WindowStart.Equal(date("2025-03-03")) {
		t.Errorf("window start %v, want 2025-03-03", r.WindowStart)
	}
	if bob := standing(t, r, "Bob"); bob.Eligible {
		t.Error("Bob's game of 3 March counted in the window")
	}
	if cat := standing(t, r, "Cat"); !cat.Eligible {
		t.Error("Cat's game of 4 March not counted in the window")
	}
}

func TestChange(t *testing.T) {
	players := []Player{
		{Row: 2, Name: "Ann", Index: 2000, Grade: 2000},
		{Row: 3, Name: "Bob", Index: 2000, Grade: 2000},
		{Row: 4, Name: "Cat", Index: 2000, Grade: 2000},
	}
	games := []Game{
		// On the day one month before As of: before the change month.
		// D = 0 → 25: Ann 2025, grade 2002.5; Bob 1975, grade 1997.5.
		{Row: 2, Date: date("2025-05-30"), Class: 2, Winner: "Ann", Loser: "Bob"},
		// The next day: in the month. D = 2025 − 2000 = 25 → 24: Ann 2049 with
		// S = 80 + 1002.5/100 = 90.025, grade (90.025 × 2002.5 + 9.975 × 2049)/100
		// = (180275.0625 + 20438.775)/100 = 2007.138375; Cat 1976, grade 1997.6.
		{Row: 3, Date: date("2025-05-31"), Class: 2, Winner: "Ann", Loser: "Cat"},
	}
	r := replay(t, players, games, settings("2025-06-30", 0))
	if !r.ChangeSince.Equal(date("2025-05-30")) {
		t.Errorf("change since %v", r.ChangeSince)
	}
	for _, c := range []struct {
		name          string
		grade, change float64
	}{
		{"Ann", 2007.138375, 4.638375},
		{"Bob", 1997.5, 0}, // no games in the month
		{"Cat", 1997.6, -2.4},
	} {
		s := standing(t, r, c.name)
		if !near(s.Grade, c.grade, 1e-9) || !near(s.Change, c.change, 1e-9) {
			t.Errorf("%s: grade %v change %v, want %v and %v", c.name, s.Grade, s.Change, c.grade, c.change)
		}
	}
	// Every game in the last month: Change is from the starting Grade.
	r = replay(t, players, games, settings("2025-06-15", 0))
	if ann := standing(t, r, "Ann"); !near(ann.Change, 7.138375, 1e-9) {
		t.Errorf("Ann's change %v, want 7.138375", ann.Change)
	}
	// No game in the last month: no change.
	r = replay(t, players, games, settings("2025-07-31", 0))
	if ann := standing(t, r, "Ann"); ann.Change != 0 {
		t.Errorf("Ann's change %v, want 0", ann.Change)
	}
}

func TestTies(t *testing.T) {
	players := []Player{
		{Row: 2, Name: "Bob", Grade: 1999.6, Index: 1},
		{Row: 3, Name: "Ann", Grade: 2000.4, Index: 2},
		{Row: 4, Name: "Cat", Grade: 1999.4, Index: 3},
		{Row: 5, Name: "Eve", Grade: 1501.49, Index: 4},
		{Row: 6, Name: "dan", Grade: 1500.5, Index: 5}, // rounds up to 1501
		{Row: 7, Name: "Fay", Grade: 1500.49, Index: 6},
	}
	r := replay(t, players, nil, settings("", 0))
	var got [][2]string
	for _, s := range r.Standings {
		got = append(got, [2]string{s.Place.String(), s.Player})
	}
	want := [][2]string{{"1=", "Ann"}, {"1=", "Bob"}, {"3", "Cat"}, {"4=", "dan"}, {"4=", "Eve"}, {"6", "Fay"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ranking %v, want %v", got, want)
	}
	if !r.AsOf.IsZero() || len(r.Log) != 0 {
		t.Errorf("no games: as of %v, %d log lines", r.AsOf, len(r.Log))
	}
}

func TestProblems(t *testing.T) {
	s := DefaultSettings()
	s.WindowMonths = 0
	players := []Player{
		{Row: 2, Name: "Peter Smith", Index: 1881, Grade: 1881},
		{Row: 3, Name: "John", Index: 1992, Grade: 1992},
		{Row: 4, Name: " John ", Index: 1500, Grade: 1500},
	}
	games := []Game{
		{Row: 2, Date: date("2025-05-01"), Class: 2, Winner: "Peter Smith", Loser: "John"},
		{Row: 3, Date: date("2025-05-01"), Class: 4, Winner: "peter  smith", Loser: "Mary"}, // two spaces
		{Row: 4, Class: 2, Winner: "John", Loser: "John "},
		{Row: 5, Date: date("2025-05-02"), Class: 0, Winner: "John", Loser: ""},
	}
	_, ps := Replay(&Event{Settings: s, Players: players, Games: games})
	probs := problem.List(ps)
	for i := range probs { // the messages as they read; their formats are In's
		probs[i].Format, probs[i].Args, probs[i].HintFormat, probs[i].HintArgs = "", nil, "", nil
	}
	want := problem.List{
		{Sheet: SheetGrading, Row: 0, Column: "Window months", Msg: "window of 0 months is too short", Hint: "the window is at least 1 month; the usual window is 12"},
		{Sheet: SheetPlayers, Row: 4, Column: "Player", Msg: `player "John" is listed twice`, Hint: "first listed in row 3"},
		{Sheet: SheetGames, Row: 3, Column: "Winner", Msg: `unknown player "peter  smith"`, Hint: `did you mean "Peter Smith"?`},
		{Sheet: SheetGames, Row: 3, Column: "Loser", Msg: `unknown player "Mary"`, Hint: "if this is a new player, add them to Players with the starting Index and Grade you give them"},
		{Sheet: SheetGames, Row: 3, Column: "Class", Msg: "class 4 is not 1, 2 or 3", Hint: "class 1 is for prestigious events, 2 for normal events, 3 for consolation (plate) events"},
		{Sheet: SheetGames, Row: 4, Column: "Date", Msg: "date is missing", Hint: "type the date the game was played, such as 2026-03-14"},
		{Sheet: SheetGames, Row: 4, Column: "Loser", Msg: `"John" is both winner and loser`, Hint: "a player cannot beat himself; check the Winner and Loser columns"},
		{Sheet: SheetGames, Row: 5, Column: "Loser", Msg: "loser is missing", Hint: "type the player's name as it is in Players"},
		{Sheet: SheetGames, Row: 5, Column: "Class", Msg: "class 0 is not 1, 2 or 3", Hint: "class 1 is for prestigious events, 2 for normal events, 3 for consolation (plate) events"},
	}
	if !reflect.DeepEqual(probs, want) {
		for _, p := range probs {
			t.Logf("got  %+v", p)
		}
		t.Fatalf("problems differ from want")
	}
	if got := probs.Error(); got != "Grading Window months: window of 0 months is too short (and 8 more)" {
		t.Errorf("Error() = %q", got)
	}
	if got := probs[2].Error(); got != `Games row 3 Winner: unknown player "peter  smith"` {
		t.Errorf("Error() = %q", got)
	}
}

// Names are matched without their surrounding spaces and printed without them.
func TestNamesTrimmed(t *testing.T) {
	players := []Player{{Row: 2, Name: " Peter ", Index: 1881, Grade: 1881}, {Row: 3, Name: "John", Index: 1992, Grade: 1992}}
	games := []Game{{Row: 2, Date: date("2025-05-01"), Class: 2, Winner: "Peter", Loser: " John"}}
	r := replay(t, players, games, settings("", 0))
	if r.Log[0].Winner != "Peter" || r.Log[0].Loser != "John" || standing(t, r, "Peter").Index != 1912 {
		t.Errorf("log line %+v", r.Log[0])
	}
}

func TestClassInReplay(t *testing.T) {
	games := []Game{{Row: 2, Date: date("2025-05-01"), Class: 1, Winner: "John", Loser: "Peter", Event: "Open"}}
	r := replay(t, peterJohn, games, settings("", 0))
	// D = 111: 1.2 × 18.746 = 22.495 → 22 (not 1.2 × 19 = 22.8 → 23).
	if l := r.Log[0]; l.Adjustment != 22 || l.WinnerIndex != 2014 || l.LoserIndex != 1859 || l.Event != "Open" || l.Class != 1 {
		t.Errorf("class 1 log line %+v", l)
	}
}

// Games left out for their type are one warning per type (case and
// spacing of the type aside), listing their cells.
func TestLeftOutOneWarningPerType(t *testing.T) {
	games := []Game{
		{Row: 2, Date: date("2025-05-01"), Class: 2, Winner: "Peter", Loser: "John"},
		{Row: 3, Type: "Short"},
		{Row: 4, Type: "Doubles"},
		{Row: 5, Type: " short "},
		{Row: 6, Type: "SHORT"},
	}
	cell := func(row int, column string) string {
		if column != "Type" {
			t.Errorf("cell of column %s", column)
		}
		return fmt.Sprintf("G%d", row)
	}
	r, probs := Replay(&Event{Settings: settings("", 0), Players: peterJohn, Games: games, Cell: cell})
	if r == nil || r.LeftOut != 4 || len(r.Log) != 1 {
		t.Fatalf("result %+v, %v", r, probs)
	}
	var got []string
	for _, p := range probs {
		got = append(got, p.Error())
	}
	want := []string{`Games: 3 games of type "Short" left out: Games!G3, G5, G6`, `Games: 1 game of type "Doubles" left out: Games!G4`}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("problems %q, want %q", got, want)
	}
}
