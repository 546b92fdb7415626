package teams_test

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	engineteams "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/xlsxtest"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/scorebook/scorebook/xlsx/teams"
	"github.com/xuri/excelize/v2"
)

// sheet is a test sheet: a header row and rows of typed cells (nil for an
// empty cell).
var sheet = xlsxtest.Sheet

// writeBook writes the sheets as a workbook in a temporary folder.
func writeBook(t *testing.T, sheets ...templates.Sheet) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "teams.xlsx")
	xlsxtest.WriteBook(t, path, sheets...)
	return path
}

// checkTeams reads a teams workbook and runs the engine's checks as
// `scorebook check` does, returning every finding.
func checkTeams(t *testing.T, path string) []problem.Problem {
	t.Helper()
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: teams.Kind{}.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	_, fs := teams.Kind{}.Score(b)
	b.Sort(fs)
	return fs
}

// scoreTeams runs the whole teams path on a workbook, as `scorebook score`
// does, and fails the test on any error. It returns the warnings.
func scoreTeams(t *testing.T, path, out string) []problem.Problem {
	t.Helper()
	_, fs := xlsxtest.Score(t, teams.Kind{}, path, out)
	return fs
}

// sheetRecords reads a written sheet's rows after the header, numbers as
// stored.
func sheetRecords(t *testing.T, path, name string) []map[string]string {
	t.Helper()
	return xlsxtest.SheetRecords(t, path, name)
}

// number reads a written number, failing the test when it is not one.
func number(t *testing.T, s string) float64 {
	t.Helper()
	return xlsxtest.Number(t, s)
}

const (
	resultsHeader = "Round,Board,NS,EW,Contract,By,Result,Score"
	vpScaleHeader = "IMPs from,IMPs to,Winner VP,Loser VP"
)

func teamsSheet(ids ...string) templates.Sheet {
	var rows [][]any
	for _, id := range ids {
		rows = append(rows, []any{id, "Team " + id})
	}
	return sheet("Teams", "Team,Name", rows...)
}

func eventSheet(settings ...string) templates.Sheet {
	var rows [][]any
	for i := 0; i+1 < len(settings); i += 2 {
		rows = append(rows, []any{settings[i], settings[i+1]})
	}
	return sheet("Event", "Setting,Value", rows...)
}

// twoMatches is a valid round: 1 v 2 and 3 v 4 on boards 1 and 2, rows 2–9.
func twoMatches() [][]any {
	return [][]any{
		{1, 1, 1, 2, nil, nil, nil, 420},
		{1, 1, 2, 1, nil, nil, nil, 400},
		{1, 2, 1, 2, nil, nil, nil, 110},
		{1, 2, 2, 1, nil, nil, nil, 140},
		{1, 1, 3, 4, nil, nil, nil, 420},
		{1, 1, 4, 3, nil, nil, nil, 420},
		{1, 2, 3, 4, nil, nil, nil, -100},
		{1, 2, 4, 3, nil, nil, nil, -100},
	}
}

func TestTeamsChecksNameTheCell(t *testing.T) {
	four := teamsSheet("1", "2", "3", "4")
	with := func(change func(rows [][]any) [][]any) templates.Sheet {
		return sheet("Results", resultsHeader, change(twoMatches())...)
	}
	for _, tt := range []struct {
		name   string
		sheets []templates.Sheet
		want   string // the finding, as printed
	}{
		{"board at one table", []templates.Sheet{four, with(func(r [][]any) [][]any { return r[:7] })},
			"Results!B8: board 2 of round 1 was played at only one table of 3 v 4"},
		{"team meets itself", []templates.Sheet{four, with(func(r [][]any) [][]any { r[5][3] = 4; return r })},
			"Results!D7: team 4 is playing against itself"},
		{"two matches in a round", []templates.Sheet{four, with(func(r [][]any) [][]any {
			return append(r, []any{1, 3, 1, 3, nil, nil, nil, 420}, []any{1, 3, 3, 1, nil, nil, nil, 420})
		})}, "Results!C10: team 1 plays 2 and 3 in round 1, not one match or a triple"},
		{"unknown team", []templates.Sheet{four, with(func(r [][]any) [][]any { r[1][2] = "9"; return r })},
			`Results!C3: team "9" is not on the Teams sheet`},
		{"team spelled in another case", []templates.Sheet{teamsSheet("A", "B"), sheet("Results", resultsHeader,
			[]any{1, 1, "a", "B", nil, nil, nil, 420}, []any{1, 1, "b", "x", nil, nil, nil, 420})},
			`Results!D3: team "x" is not on the Teams sheet`},
		{"unknown VP scale", []templates.Sheet{eventSheet("Title", "Club teams", "VP scale", "WBF 25"), four, with(slices.Clone[[][]any])},
			`Event!B3: unknown VP scale "WBF 25"`},
		{"a scale without figures for the match", []templates.Sheet{eventSheet("vp-Scale", "acbl 20"), four, with(slices.Clone[[][]any])},
			"Results!A2: round 1, 1 v 2: the ACBL 20 scale has tables for matches of 6 to 11 boards, not 2"},
		{"custom scale without a sheet", []templates.Sheet{eventSheet("VP scale", "custom"), four, with(slices.Clone[[][]any])},
			"Event!B2: the Custom VP scale needs a VP Scale sheet"},
		{"VP Scale cell not a number", []templates.Sheet{eventSheet("VP scale", "Custom"), four, with(slices.Clone[[][]any]),
			sheet("VP Scale", vpScaleHeader, []any{0, 2, 10, 10}, []any{3, nil, "twelve", 8})},
			`VP Scale!C3: Winner VP "twelve" is not a number of VPs`},
		{"VP Scale gap", []templates.Sheet{eventSheet("VP scale", "Custom"), four, with(slices.Clone[[][]any]),
			sheet("VP Scale", vpScaleHeader, []any{0, 2, 10, 10}, []any{4, nil, 12, 8})},
			"VP Scale!A3: margins 3 to 3 are in no row"},
		{"VP Scale winner below loser", []templates.Sheet{eventSheet("VP scale", "Custom"), four, with(slices.Clone[[][]any]),
			sheet("VP Scale", vpScaleHeader, []any{3, nil, 8, 12}, []any{0, 2, 10, 10})},
			"VP Scale!C2: the winner gets fewer VPs (8) than the loser (12)"},
		{"VP Scale open row not last", []templates.Sheet{eventSheet("VP scale", "Custom"), four, with(slices.Clone[[][]any]),
			sheet("VP Scale", vpScaleHeader, []any{0, nil, 10, 10}, []any{1, nil, 12, 8})},
			"VP Scale!B2: only the last row may leave IMPs to open"},
		{"scoring not IMPs", []templates.Sheet{eventSheet("Scoring", "Matchpoints"), four, with(slices.Clone[[][]any])},
			`Event!B2: scoring "Matchpoints" is not IMPs: a teams event is scored in IMPs`},
		{"bye VP not a number", []templates.Sheet{eventSheet("Bye VP", "twelve"), four, with(slices.Clone[[][]any])},
			`Event!B2: Bye VP "twelve" is not a number`},
		{"team without a name", []templates.Sheet{sheet("Teams", "Team,Name", []any{1, "Hart"}, []any{2, nil}, []any{3, "Low"}, []any{4, "Oak"}),
			with(slices.Clone[[][]any])}, "Teams!B3: team 2 has no name"},
		{"team listed twice", []templates.Sheet{teamsSheet("1", "2", "3", "4", "3"), with(slices.Clone[[][]any])},
			"Teams!A6: team 3 is listed twice"},
		{"percentage adjusted score", []templates.Sheet{four, with(func(r [][]any) [][]any { r[0][7] = "A60/40"; return r })},
			`Results!H2: adjusted score "A60/40" gives a percentage, which a teams match cannot score`},
		{"not played", []templates.Sheet{four, with(func(r [][]any) [][]any { r[0][7] = "NP"; return r })},
			"Results!H2: a board not played (NP) cannot be scored in a teams match"},
		{"weighted score", []templates.Sheet{four, with(func(r [][]any) [][]any { r[0][7] = "50% 420; 50% 450"; return r })},
			`Results!H2: weighted score "50% 420; 50% 450" cannot be scored in a teams match`},
		{"score and contract disagree", []templates.Sheet{four, with(func(r [][]any) [][]any { r[0][4], r[0][5], r[0][6] = "4S", "N", "+1"; return r })},
			"Results!H2: score 420 does not match 4♠ by N +1 on board 1 (none vulnerable): that scores 450"},
		{"round not a number", []templates.Sheet{four, with(func(r [][]any) [][]any { r[3][0] = "first"; return r })},
			`Results!A5: round "first" is not a round number`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fs := checkTeams(t, writeBook(t, tt.sheets...))
			var got []string
			for _, f := range fs {
				got = append(got, xlsxtest.String(f))
				if xlsxtest.String(f) == tt.want && (f.Warning || xlsxtest.Cell(f) == "") {
					t.Errorf("%s: a warning, or no cell", f)
				}
			}
			if !slices.Contains(got, tt.want) {
				t.Errorf("findings:\n  %s\nwant among them:\n  %s", strings.Join(got, "\n  "), tt.want)
			}
		})
	}
}

// TestTeamsEveryProblemInOneRun: a mistyped score does not hide a team
// playing two matches in a round, nor the reverse.
func TestTeamsEveryProblemInOneRun(t *testing.T) {
	rows := twoMatches()
	rows[0][7] = "425"
	rows = append(rows, []any{1, 3, 1, 3, nil, nil, nil, 420}, []any{1, 3, 3, 1, nil, nil, nil, 420})
	fs := checkTeams(t, writeBook(t, teamsSheet("1", "2", "3", "4"), sheet("Results", resultsHeader, rows...)))
	var got []string
	for _, f := range fs {
		got = append(got, xlsxtest.String(f))
	}
	for _, want := range []string{
		`Results!H2: score "425" is not a multiple of 10`,
		"Results!C10: team 1 plays 2 and 3 in round 1, not one match or a triple",
	} {
		if !slices.Contains(got, want) {
			t.Errorf("missing %q among %q", want, got)
		}
	}
}

// tripleRows is a Swiss triple worked by hand. A, B and C meet in round 1,
// four boards a half-match: A v B on boards 1–4, B v C on 5–8 and C v A on
// a spare set, 9–12 (the first team named sits NS at the first table).
//
//	A v B: b1 400 v 210: diff 190, A +5; b2 50 v 140: −90, A −3;
//	       b3 −620 v −620: 0; b4 620 v 630: −10, 0.      A 5–3 IMPs, net +2
//	B v C: b5 140 v 620: −480, B −10; b6 170 v 110: +60, B +2;
//	       b7 and b8 flat.                             B 2–10 IMPs, net −8
//	C v A: b9 140 v passed out: +140, C +4; b10 −200 v 100: −300, C −7;
//	       b11 and b12 flat.                           C 4–7 IMPs, net −3
//
// Over the round, on the 8-board scale (every team played 8 boards):
// A +2 +3 = +5 → 12.05 VPs; B −2 −8 = −10 → 20 − 13.78 = 6.22; C +8 −3 = +5
// → 12.05. A and C share first place.
func tripleRows() [][]any {
	return [][]any{
		{1, 1, "A", "B", "3NT", "N", "=", nil},
		{1, 1, "B", "A", "1NT", "S", "+4", 210},
		{1, 2, "A", "B", nil, nil, nil, 50},
		{1, 2, "B", "A", nil, nil, nil, 140},
		{1, 3, "A", "B", nil, nil, nil, -620},
		{1, 3, "B", "A", nil, nil, nil, -620},
		{1, 4, "A", "B", nil, nil, nil, 620},
		{1, 4, "B", "A", "3NT", "N", "+1", 630},
		{1, 5, "B", "C", nil, nil, nil, 140},
		{1, 5, "C", "B", "4H", "S", "10", nil},
		{1, 6, "B", "C", nil, nil, nil, 170},
		{1, 6, "C", "B", nil, nil, nil, 110},
		{1, 7, "B", "C", nil, nil, nil, -100},
		{1, 7, "C", "B", nil, nil, nil, -100},
		{1, 8, "B", "C", nil, nil, nil, 420},
		{1, 8, "C", "B", nil, nil, nil, 420},
		{1, 9, "C", "A", nil, nil, nil, 140},
		{1, 9, "A", "C", "Pass", nil, nil, nil},
		{1, 10, "C", "A", "2S", "N", "-2", nil},
		{1, 10, "A", "C", "3H", "E", "-1", 100},
		{1, 11, "C", "A", nil, nil, nil, 450},
		{1, 11, "A", "C", nil, nil, nil, 450},
		{1, 12, "C", "A", nil, nil, nil, -420},
		{1, 12, "A", "C", nil, nil, nil, -420},
	}
}

func TestTeamsTripleByHand(t *testing.T) {
	path := writeBook(t, eventSheet("Title", "Triple"), teamsSheet("A", "B", "C"), sheet("Results", resultsHeader, tripleRows()...))
	if fs := scoreTeams(t, path, ""); len(fs) > 0 {
		t.Errorf("warnings: %v", fs)
	}
	wantRanking := []string{
		"1=|A|1|12|7|12.05",
		"1=|C|1|14|9|12.05",
		"3|B|1|5|15|6.22",
	}
	var got []string
	for _, r := range sheetRecords(t, path, "Ranking") {
		got = append(got, strings.Join([]string{r["Rank"], r["Team"], r["Matches"], r["IMPs for"], r["IMPs against"], r["VP"]}, "|"))
	}
	if !slices.Equal(got, wantRanking) {
		t.Errorf("Ranking:\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(wantRanking, "\n  "))
	}
	wantMatches := []string{
		"1|A|B|4|5|3|12.05|6.22|triple",
		"1|B|C|4|2|10|6.22|12.05|triple",
		"1|C|A|4|4|7|12.05|12.05|triple",
	}
	got = nil
	for _, r := range sheetRecords(t, path, "Matches") {
		note, _, _ := strings.Cut(r["Note"], ":")
		got = append(got, strings.Join([]string{r["Round"], r["Home"], r["Away"], r["Boards"], r["Home IMPs"], r["Away IMPs"], r["Home VP"], r["Away VP"], note}, "|"))
	}
	if !slices.Equal(got, wantMatches) {
		t.Errorf("Matches:\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(wantMatches, "\n  "))
	}
	// Travellers: each board's IMPs, the home team's table first; the
	// scores computed from contracts are shown.
	trav := sheetRecords(t, path, "Travellers")
	if len(trav) != 24 {
		t.Fatalf("Travellers has %d rows, want 24", len(trav))
	}
	for _, tt := range []struct {
		i                      int
		board, ns, score, imps string
	}{
		{0, "1", "A", "400", "5"}, {1, "1", "B", "210", "-5"},
		{2, "2", "A", "50", "-3"}, {7, "4", "B", "630", "0"},
		{9, "5", "C", "620", "10"}, {17, "9", "A", "0", "-4"},
		{18, "10", "C", "-200", "-7"}, {19, "10", "A", "100", "7"},
	} {
		r := trav[tt.i]
		if r["Board"] != tt.board || r["NS"] != tt.ns || r["NS Score"] != tt.score || r["NS IMPs"] != tt.imps || number(t, r["EW IMPs"]) != -number(t, tt.imps) {
			t.Errorf("Travellers row %d: %v, want board %s NS %s score %s NS IMPs %s", tt.i+2, r, tt.board, tt.ns, tt.score, tt.imps)
		}
	}
}

// byeRows: three teams, two rounds of 8 boards. Round 1: 1 v 2, team 1 wins
// board 1 by 420 against −50 (10 IMPs), team 3 has a bye. Round 2: 2 v 3,
// team 2 wins boards 1 and 8 by 10 IMPs each, team 1 has a bye. The other
// boards are passed out at both tables.
func byeRows() [][]any {
	var rows [][]any
	match := func(round int, home, away string, wins ...int) {
		for b := 1; b <= 8; b++ {
			if slices.Contains(wins, b) {
				rows = append(rows, []any{round, b, home, away, nil, nil, nil, 420}, []any{round, b, away, home, nil, nil, nil, -50})
				continue
			}
			rows = append(rows, []any{round, b, home, away, "Pass", nil, nil, nil}, []any{round, b, away, home, "pass", nil, nil, nil})
		}
	}
	match(1, "1", "2", 1)
	match(2, "2", "3", 1, 8)
	return rows
}

// TestTeamsBye: a team without an opponent gets the Bye VP: 12 by default,
// or the Event sheet's. Margin 10 over 8 boards is 13.78 to 6.22, margin 20
// is 16.46 to 3.54 (issue 7's WBF figures).
func TestTeamsBye(t *testing.T) {
	for _, tt := range []struct {
		name     string
		settings []string
		want     []string // Rank|Team|Matches|Byes|VP
		byeVP    string
	}{
		{"default", nil, []string{"1|1|1|1|25.78", "2|2|2|0|22.68", "3|3|1|1|15.54"}, "12"},
		{"set", []string{"Bye VP", "10"}, []string{"1|1|1|1|23.78", "2|2|2|0|22.68", "3|3|1|1|13.54"}, "10"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := writeBook(t, eventSheet(tt.settings...), teamsSheet("1", "2", "3"), sheet("Results", resultsHeader, byeRows()...))
			scoreTeams(t, path, "")
			var got []string
			for _, r := range sheetRecords(t, path, "Ranking") {
				got = append(got, strings.Join([]string{r["Rank"], r["Team"], r["Matches"], r["Byes"], fmt.Sprintf("%.2f", number(t, r["VP"]))}, "|"))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Ranking %q, want %q", got, tt.want)
			}
			got = nil
			for _, r := range sheetRecords(t, path, "Matches") {
				got = append(got, strings.Join([]string{r["Round"], r["Home"], r["Away"], r["Boards"], r["Home VP"], r["Away VP"], r["Note"]}, "|"))
			}
			want := []string{"1|1|2|8|13.78|6.22|", "1|3|||" + tt.byeVP + "||bye", "2|2|3|8|16.46|3.54|", "2|1|||" + tt.byeVP + "||bye"}
			if !slices.Equal(got, want) {
				t.Errorf("Matches %q, want %q", got, want)
			}
		})
	}
}

// TestTeamsByeOnAnotherScale: the default Bye VP of 12 on a scale that is
// not out of 20 is scored, with a warning on the Event sheet.
func TestTeamsByeOnAnotherScale(t *testing.T) {
	path := writeBook(t, eventSheet("VP scale", "ACBL 30", "Bye VP", ""), teamsSheet("1", "2", "3"), sheet("Results", resultsHeader, byeRows()...))
	fs := scoreTeams(t, path, "")
	if len(fs) != 1 || xlsxtest.String(fs[0]) != "Event!B3: team 3 has a bye in round 1, scored at the default 12 VPs on the ACBL 30 scale" || !fs[0].Warning {
		t.Errorf("findings %v", fs)
	}
}

// oldScale is a 25-point scale in the manner of the WBF's old one, its rows
// out of order, the last one open.
func oldScale() templates.Sheet {
	return sheet("VP Scale", vpScaleHeader,
		[]any{0, 2, 15, 15}, []any{3, 6, 16, 14}, []any{11, 14, 18, 12}, []any{7, 10, 17, 13},
		[]any{15, 19, 19, 11}, []any{20, 29, 21.5, 8.5}, []any{30, nil, 25, "5"})
}

// TestTeamsCustomScale: two teams play four rounds of two boards (1 and 8,
// neither vulnerable) on a custom scale.
//
//	round 1: 420 v 210 (+5), flat: team 1 by 5 → 16–14
//	round 2: −50 v 420 (−10), −100 v 990 (−14): team 2 by 24 → 8.5–21.5
//	round 3: flat, flat: a draw → 15–15
//	round 4: 1520 v −800 (+20), 990 v −1100 (+19): team 1 by 39, on the
//	         open last row → 25–5
func TestTeamsCustomScale(t *testing.T) {
	scores := [][4]int{{420, 210, 420, 420}, {-50, 420, -100, 990}, {0, 0, 110, 110}, {1520, -800, 990, -1100}}
	var rows [][]any
	for i, s := range scores {
		round := i + 1
		rows = append(rows,
			[]any{round, 1, "1", "2", nil, nil, nil, s[0]}, []any{round, 1, "2", "1", nil, nil, nil, s[1]},
			[]any{round, 8, "1", "2", nil, nil, nil, s[2]}, []any{round, 8, "2", "1", nil, nil, nil, s[3]})
	}
	path := writeBook(t, eventSheet("VP scale", "Custom"), teamsSheet("1", "2"), sheet("Results", resultsHeader, rows...), oldScale())
	scoreTeams(t, path, "")
	want := []string{"1|1|2|2|5|0|16|14", "2|1|2|2|0|24|8.5|21.5", "3|1|2|2|0|0|15|15", "4|1|2|2|39|0|25|5"}
	var got []string
	for _, r := range sheetRecords(t, path, "Matches") {
		got = append(got, strings.Join([]string{r["Round"], r["Home"], r["Away"], r["Boards"], r["Home IMPs"], r["Away IMPs"], r["Home VP"], r["Away VP"]}, "|"))
	}
	if !slices.Equal(got, want) {
		t.Errorf("Matches %q, want %q", got, want)
	}
	got = nil
	for _, r := range sheetRecords(t, path, "Ranking") {
		got = append(got, r["Rank"]+"|"+r["Team"]+"|"+r["VP"])
	}
	if want := []string{"1|1|64.5", "2|2|55.5"}; !slices.Equal(got, want) {
		t.Errorf("Ranking %q, want %q", got, want)
	}
}

// TestTeamsTemplateReadsBack writes `scorebook new teams` and reads it back:
// its settings are the defaults, and with a team and a result in it, it
// scores.
func TestTeamsTemplateReadsBack(t *testing.T) {
	tmpl := templates.Teams()
	path := filepath.Join(t.TempDir(), "new.xlsx")
	if err := xlsx.WriteTemplate(path, tmpl); err != nil {
		t.Fatal(err)
	}
	b, err := xlsx.Open(path, xlsx.OpenOptions{Reads: kinds.Reads()})
	if err != nil {
		t.Fatal(err)
	}
	te, _ := teams.Read(b)
	// What `scorebook check` reports, in the workbook's order.
	_, fs := teams.Kind{}.Score(b)
	b.Sort(fs)
	if kindOf(b) != "teams" {
		t.Errorf("the template is a %s", kindOf(b))
	}
	b.Close()
	var got []string
	for _, f := range fs {
		got = append(got, xlsxtest.String(f))
	}
	if want := []string{"Teams: Teams lists no teams", "Results: Results has no results"}; !slices.Equal(got, want) {
		t.Errorf("blank template: %q, want %q", got, want)
	}
	want := engineteams.DefaultSettings()
	want.ByeVPSet = true // the template gives Bye VP, at its default
	if te.Settings != want {
		t.Errorf("settings %+v, want the defaults", te.Settings)
	}

	filled := templates.Teams()
	for i := range filled.Sheets {
		switch filled.Sheets[i].Name {
		case "Teams":
			filled.Sheets[i].Rows = []templates.Row{{Cells: []any{1, "Hart", "Ann, Bob, Cat, Dan"}}, {Cells: []any{2, "Oak"}}}
		case "Results":
			for _, r := range twoMatches()[:4] {
				filled.Sheets[i].Rows = append(filled.Sheets[i].Rows, templates.Row{Cells: r})
			}
		}
	}
	path = filepath.Join(t.TempDir(), "filled.xlsx")
	if err := xlsx.WriteTemplate(path, filled); err != nil {
		t.Fatal(err)
	}
	scoreTeams(t, path, "")
	r := sheetRecords(t, path, "Ranking")
	if len(r) != 2 || r[0]["Team"] != "1" || r[0]["Players"] != "Ann, Bob, Cat, Dan" || math.Abs(number(t, r[0]["VP"])-(20-number(t, r[1]["VP"]))) > 1e-9 {
		t.Errorf("Ranking %v", r)
	}
}

// TestTeamsNoneRanksByIMPs: with the VP scale None there are no VP columns
// and teams rank by net IMPs.
func TestTeamsNoneRanksByIMPs(t *testing.T) {
	path := writeBook(t, eventSheet("VP scale", "None"), teamsSheet("A", "B", "C"), sheet("Results", resultsHeader, tripleRows()...))
	scoreTeams(t, path, "")
	var got []string
	for _, r := range sheetRecords(t, path, "Ranking") {
		if _, ok := r["VP"]; ok {
			t.Fatal("Ranking has a VP column with the scale None")
		}
		got = append(got, r["Rank"]+"|"+r["Team"]+"|"+r["Net IMPs"])
	}
	if want := []string{"1=|A|5", "1=|C|5", "3|B|-10"}; !slices.Equal(got, want) {
		t.Errorf("Ranking %q, want %q", got, want)
	}
	for _, r := range sheetRecords(t, path, "Matches") {
		if _, ok := r["Home VP"]; ok {
			t.Fatal("Matches has VP columns with the scale None")
		}
	}
}

// TestTeamsLongTextWraps: the long text columns (a team's Name and Players,
// a match's Note) wrap within their width, so that they print whole and do
// not spill past the table.
func TestTeamsLongTextWraps(t *testing.T) {
	players := "Robert Rasmussen, Queenie Turner, Queenie Foster, Clare Archer, Hugh Nakamura"
	path := writeBook(t, sheet("Teams", "Team,Name,Players", []any{"A", "Team A", players}, []any{"B", "Team B"}, []any{"C", "Team C"}),
		sheet("Results", resultsHeader, tripleRows()...))
	scoreTeams(t, path, "")
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, c := range []struct{ sheet, header string }{{"Ranking", "Name"}, {"Ranking", "Players"}, {"Matches", "Note"}} {
		rows, err := f.GetRows(c.sheet)
		if err != nil {
			t.Fatal(err)
		}
		col := slices.Index(rows[0], c.header)
		if col < 0 {
			t.Fatalf("%s has no %s column: %q", c.sheet, c.header, rows[0])
		}
		for r := 2; r <= len(rows); r++ {
			ref, _ := excelize.CoordinatesToCellName(col+1, r)
			id, err := f.GetCellStyle(c.sheet, ref)
			if err != nil {
				t.Fatal(err)
			}
			st, err := f.GetStyle(id)
			if err != nil {
				t.Fatal(err)
			}
			if st.Alignment == nil || !st.Alignment.WrapText {
				t.Errorf("%s!%s (%s) does not wrap", c.sheet, ref, c.header)
			}
		}
	}
}

// kindOf is the kind of a workbook as scorebook tells it ("teams"), or why
// it has none.
func kindOf(b *xlsx.Book) string {
	k, err := kinds.Of(b)
	if err != nil {
		return err.Error()
	}
	return k.Name()
}
