package export

import (
	"io"
	"sort"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/internal/pbn"
)

// Game is one game of a PBN results file: a board (or a board at one table
// of a teams match) with the tags of the identification section, the
// supplemental tags and the tables.
type Game struct {
	Event, Site string
	Date        string // YYYY.MM.DD (PBNDate)
	Board       int
	Deal        *deal.Deal // nil when not known: the Deal tag is left out
	Scoring     string     // MP, IMP;Butler, …
	// Declarer, Contract and Result are the game's own (a teams table),
	// or empty (a pairs board: its results are in the ScoreTable).
	Declarer, Contract, Result string
	// Tags are the supplemental tags (Competition, Room, …).
	Tags map[string]string
	// Tables are the game's tables (ScoreTable, TotalScoreTable).
	Tables map[string]pbn.Table
}

// PBN makes the game as export format has it (§3.4, §3.1): the 15 tags of
// the mandatory set in their order (the players' names empty, the Deal left
// out when it is not known), then the supplemental tags and then the
// tables, each sorted by name. Dealer and Vulnerable follow the board
// number (Law 2); the deal starts with the dealer's hand.
func (g Game) PBN() *pbn.Game {
	out := pbn.NewGame()
	dealer := bridge.Dealer(g.Board)
	out.Add("Event", g.Event)
	out.Add("Site", g.Site)
	out.Add("Date", g.Date)
	out.Add("Board", strconv.Itoa(g.Board))
	for _, seat := range []string{"West", "North", "East", "South"} {
		out.Add(seat, "")
	}
	out.Add("Dealer", dealer.String())
	out.Add("Vulnerable", Vulnerable(g.Board))
	if g.Deal != nil {
		out.Add("Deal", g.Deal.PBN(dealer))
	}
	out.Add("Scoring", g.Scoring)
	out.Add("Declarer", g.Declarer)
	out.Add("Contract", g.Contract)
	out.Add("Result", g.Result)
	for _, name := range sortedKeys(g.Tags) {
		out.Add(name, g.Tags[name])
	}
	for _, name := range sortedKeys(g.Tables) {
		out.SetTable(name, g.Tables[name])
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// WritePBN writes the games as a PBN file in export format: the "% PBN 2.1"
// and "% EXPORT" lines, the games separated by an empty line, lines ending
// with CR LF. Names are written in UTF-8, as the programs of today read
// them.
func WritePBN(w io.Writer, games []Game) error {
	f := pbn.NewFile()
	for _, g := range games {
		f.Games = append(f.Games, g.PBN())
	}
	if len(f.Games) > 0 {
		f.Games[0].Lead = "% PBN 2.1\r\n% EXPORT\r\n"
	}
	_, err := f.WriteTo(w)
	return err
}

// PBNDate writes a date given as 2026-11-24 as the Date tag does,
// 2026.11.24; a date that is not known is ????.??.?? (§3.4.3), and false.
func PBNDate(iso string) (string, bool) {
	t, err := time.Parse("2006-01-02", iso)
	if err != nil {
		return "????.??.??", false
	}
	return t.Format("2006.01.02"), true
}

// PBNContract writes a contract as the Contract tag does (§3.4.14): 4S,
// 3NT, 5DX, 6HXX, or Pass.
func PBNContract(c bridge.Contract) string {
	if c.IsPassedOut() {
		return "Pass"
	}
	return strconv.Itoa(c.Level) + strainLetters[c.Strain] + c.Doubling.String()
}

// Vulnerable is a board's Vulnerable tag value (§3.4.10, export format):
// None, NS, EW or All.
func Vulnerable(board int) string {
	switch ns, ew := bridge.Vulnerability(board); {
	case ns && ew:
		return "All"
	case ns:
		return "NS"
	case ew:
		return "EW"
	}
	return "None"
}

// Table makes a table of the rows with each column as wide as its widest
// element, aligned right unless it is one of left (names, contracts): the
// tables of export format line up (§5.2).
func Table(columns []string, rows [][]string, left ...string) pbn.Table {
	t := pbn.Table{Rows: rows}
	for i, name := range columns {
		c := pbn.Column{Name: name, Align: pbn.Right}
		for _, l := range left {
			if l == name {
				c.Align = pbn.Left
			}
		}
		for _, r := range rows {
			if n := utf8.RuneCountInString(pbn.Element(r[i])); n > c.Width {
				c.Width = n
			}
		}
		if c.Width == 0 {
			c.Align = pbn.AlignNone
		}
		t.Columns = append(t.Columns, c)
	}
	return t
}
