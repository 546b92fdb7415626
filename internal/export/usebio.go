package export

import (
	"encoding/xml"
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"
	"io"
	"math"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/rank"
)

// The document's version and DTD, as real files declare them.
const (
	USEBIOVersion = "1.2"
	USEBIODTD     = "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd"
	ProgramName   = "scorebook"
)

// The EVENT_TYPE values scorebook writes.
const (
	MPPairs     = "MP_PAIRS"
	ButlerPairs = "BUTLER_PAIRS"
	CrossIMP    = "CROSS_IMP"
	Aggregate   = "AGGREGATE"
	SwissTeams  = "SWISS_TEAMS"
	TeamsOfFour = "TEAMS_OF_FOUR"
	// Individual is an individual event's, whose PARTICIPANTS are PLAYER
	// elements of their own (PLAYER_NUMBER, PLAYER_NAME, the total and
	// place), as Marc Shearer's ImportUsebio reads them
	// (marcshearer/ImportUsebio: ImportUsebio/Shared/Score Data.swift,
	// EventType.individual → ParticipantType.player; Usebio Parser.swift,
	// processParticipants and processPlayer).
	Individual = "INDIVIDUAL"
)

// USEBIO is a USEBIO 1.2 document: the club, one event, and the hands when
// they are known. The fields are in the order real files write the
// elements; an empty optional element is left out.
type USEBIO struct {
	XMLName xml.Name `xml:"USEBIO"`
	Version string   `xml:"Version,attr"`
	Club    Club     `xml:"CLUB"`
	Event   Event    `xml:"EVENT"`
	Handset *Handset `xml:"HANDSET"`
}

// Club is the CLUB element.
type Club struct {
	Name string `xml:"CLUB_NAME"`
	ID   string `xml:"CLUB_ID_NUMBER"`
}

// Event is the EVENT element: the event's description, its participants
// with their totals and places, and its boards (in SESSION wrappers when
// there are several sessions) or its matches (a teams event).
type Event struct {
	Type               string        `xml:"EVENT_TYPE,attr"`
	Identifier         string        `xml:"EVENT_IDENTIFIER,omitempty"`
	Description        string        `xml:"EVENT_DESCRIPTION"`
	ProgramName        string        `xml:"PROGRAM_NAME"`
	ProgramVersion     string        `xml:"PROGRAM_VERSION"`
	WinnerType         int           `xml:"WINNER_TYPE"`
	Title              string        `xml:"TITLE"`
	Date               string        `xml:"DATE,omitempty"`
	MPsAwarded         string        `xml:"MPS_AWARDED_FLAG"`
	SessionCount       int           `xml:"SESSION_COUNT"`
	SectionCount       int           `xml:"SECTION_COUNT"`
	ChargeRate         string        `xml:"P2P_CHARGE_RATE,omitempty"`
	ScoringMethod      string        `xml:"SCORING_METHOD,omitempty"`
	MatchScoringMethod string        `xml:"MATCH_SCORING_METHOD,omitempty"`
	Participants       *Participants `xml:"PARTICIPANTS"`
	Boards             []Board       `xml:"BOARD"`
	Sessions           []Session     `xml:"SESSION"`
	Matches            []Match       `xml:"MATCH"`
}

// Participants is the PARTICIPANTS element: pairs, teams, or the players
// of an individual.
type Participants struct {
	EventType string    `xml:"EVENT_TYPE,attr"`
	Pairs     []Pair    `xml:"PAIR"`
	Teams     []Team    `xml:"TEAM"`
	Players   []Entrant `xml:"PLAYER"`
}

// Entrant is a PLAYER of an individual's PARTICIPANTS: the player's
// number, name and national member number, total, percentage
// (matchpoint events) and place.
type Entrant struct {
	Number     string `xml:"PLAYER_NUMBER"`
	Name       string `xml:"PLAYER_NAME"`
	NationalID string `xml:"NATIONAL_ID_NUMBER,omitempty"`
	TotalScore string `xml:"TOTAL_SCORE"`
	Percentage string `xml:"PERCENTAGE,omitempty"`
	Place      int    `xml:"PLACE"`
}

// Pair is a PAIR: its number ("1NS" in a Mitchell), its direction (empty in
// a Howell), its total, its percentage (matchpoint events) and place, and
// its players.
type Pair struct {
	Number     string   `xml:"PAIR_NUMBER"`
	Direction  string   `xml:"DIRECTION"`
	TotalScore string   `xml:"TOTAL_SCORE"`
	Percentage string   `xml:"PERCENTAGE,omitempty"`
	Place      int      `xml:"PLACE"`
	Players    []Player `xml:"PLAYER"`
}

// Player is a PLAYER: the name and, when known, the national member
// number, as text.
type Player struct {
	Name       string `xml:"PLAYER_NAME"`
	NationalID string `xml:"NATIONAL_ID_NUMBER,omitempty"`
}

// Team is a TEAM: its identifier and name, its total and place, and its
// players.
type Team struct {
	ID         string   `xml:"TEAM_ID,attr"`
	Name       string   `xml:"TEAM_NAME,attr"`
	TotalScore string   `xml:"TOTAL_SCORE"`
	Place      int      `xml:"PLACE"`
	Players    []Player `xml:"PLAYER"`
}

// Session is a SESSION wrapper of an event of several sessions.
type Session struct {
	ID     int     `xml:"SESSION_ID,attr"`
	Boards []Board `xml:"BOARD"`
}

// Board is a BOARD of results: its number, the Butler datum, the IMPs of a
// teams match's board (for the match's TEAM), and its traveller lines.
type Board struct {
	EventType string `xml:"EVENT_TYPE,attr"`
	Number    int    `xml:"BOARD_NUMBER"`
	Average   string `xml:"BOARD_AVERAGE,omitempty"`
	IMPs      string `xml:"IMPS,omitempty"`
	Lines     []Line `xml:"TRAVELLER_LINE"`
}

// Line is a TRAVELLER_LINE: who played, the contract, declarer, opening
// lead (when known) and tricks taken (none for an artificial score), the NS score (signed, or an
// artificial score A6040) and each side's points.
type Line struct {
	Direction        string `xml:"DIRECTION,omitempty"` // a teams match: where the match's TEAM sat
	NSPair           string `xml:"NS_PAIR_NUMBER"`
	EWPair           string `xml:"EW_PAIR_NUMBER"`
	Contract         string `xml:"CONTRACT,omitempty"`
	PlayedBy         string `xml:"PLAYED_BY,omitempty"`
	Lead             string `xml:"LEAD,omitempty"` // the opening lead, USEBIOCard
	Tricks           string `xml:"TRICKS,omitempty"`
	Score            string `xml:"SCORE"`
	NSMatchPoints    string `xml:"NS_MATCH_POINTS,omitempty"`
	EWMatchPoints    string `xml:"EW_MATCH_POINTS,omitempty"`
	NSButlerPoints   string `xml:"NS_BUTLER_POINTS,omitempty"`
	EWButlerPoints   string `xml:"EW_BUTLER_POINTS,omitempty"`
	NSCrossIMPPoints string `xml:"NS_CROSS_IMP_POINTS,omitempty"`
	EWCrossIMPPoints string `xml:"EW_CROSS_IMP_POINTS,omitempty"`
}

// Match is a MATCH of a teams event: a round's match (or half of a triple,
// or a bye, which has no opponent), each side's IMPs and VPs, and its
// boards.
type Match struct {
	Round             int     `xml:"ROUND_NUMBER"`
	Team              string  `xml:"TEAM"`
	OpposingTeam      string  `xml:"OPPOSING_TEAM,omitempty"`
	TeamScore         string  `xml:"TEAM_SCORE,omitempty"`
	OpposingTeamScore string  `xml:"OPPOSING_TEAM_SCORE,omitempty"`
	TeamVP            string  `xml:"TEAM_VICTORY_POINTS,omitempty"`
	OpposingTeamVP    string  `xml:"OPPOSING_TEAM_VICTORY_POINTS,omitempty"`
	Boards            []Board `xml:"BOARD"`
}

// Handset is the HANDSET element, after EVENT: the deals.
type Handset struct {
	Boards []HandBoard `xml:"BOARD"`
}

// HandBoard is a board of the HANDSET: its number and four hands.
type HandBoard struct {
	Number int    `xml:"BOARD_NUMBER"`
	Hands  []Hand `xml:"HAND"`
}

// Hand is one player's cards: DIRECTION North, East, South or West, and
// the ranks of each suit (AKT2; empty for a void).
type Hand struct {
	Direction string `xml:"DIRECTION"`
	Spades    string `xml:"SPADES"`
	Hearts    string `xml:"HEARTS"`
	Diamonds  string `xml:"DIAMONDS"`
	Clubs     string `xml:"CLUBS"`
}

// Write writes the document: the XML declaration, the DOCTYPE real files
// give, and the elements indented. Names are escaped (&amp; &lt;) and
// written in UTF-8, the encoding of a document that declares none.
func (d *USEBIO) Write(w io.Writer) error {
	if _, err := io.WriteString(w, `<?xml version="1.0"?>`+"\n"+`<!DOCTYPE USEBIO SYSTEM "`+USEBIODTD+`">`+"\n"); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(d); err != nil {
		return err
	}
	if err := enc.Close(); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// NewHandBoard is a board of the HANDSET.
func NewHandBoard(number int, d deal.Deal) HandBoard {
	b := HandBoard{Number: number}
	for s, name := range [4]string{"North", "East", "South", "West"} {
		h := d[s]
		b.Hands = append(b.Hands, Hand{Direction: name, Spades: h[deal.Spades].PBN(), Hearts: h[deal.Hearts].PBN(),
			Diamonds: h[deal.Diamonds].PBN(), Clubs: h[deal.Clubs].PBN()})
	}
	return b
}

// Version is the version a release build stamped into the program (see
// cmd/scorebook's version), set by the command before it writes a file.
var Version string

// ProgramVersion is scorebook's version: the one a release build stamped
// in, else as Go built it ("v1.2.0"), or "devel".
func ProgramVersion() string {
	if Version != "" {
		return Version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "devel"
}

// USEBIOContract writes a contract as USEBIO files do: 4HX, 1NT, 6SXX, or
// PASS for a board passed out.
func USEBIOContract(c bridge.Contract) string {
	if c.IsPassedOut() {
		return "PASS"
	}
	return strconv.Itoa(c.Level) + strainLetters[c.Strain] + c.Doubling.String()
}

// USEBIOCard writes a card as USEBIO files write the opening lead (LEAD in
// Compscore3's files, between PLAYED_BY and TRICKS): the rank, T for the
// ten, then the suit's letter: KD, TS, 2C; "" for no card.
func USEBIOCard(c bridge.Card) string {
	if c.IsZero() {
		return ""
	}
	p := c.PBN() // the suit's letter, then the rank
	return p[1:] + p[:1]
}

var strainLetters = map[bridge.Strain]string{bridge.Clubs: "C", bridge.Diamonds: "D", bridge.Hearts: "H", bridge.Spades: "S", bridge.NoTrump: "NT"}

// USEBIODate writes a date given as 2026-11-24 as USEBIO does, 24/11/2026;
// false when it is not such a date.
func USEBIODate(iso string) (string, bool) {
	t, err := time.Parse("2006-01-02", iso)
	if err != nil {
		return "", false
	}
	return t.Format("02/01/2006"), true
}

// Artificial writes an artificial adjusted score in USEBIO's notation: A,
// then NS's percentage and EW's, two digits each (A6040, A5050). The
// notation holds whole percentages from 0 to 99: another percentage is
// written rounded (halves away from zero; 100 as 99), and exact is false.
func Artificial(nsPercent, ewPercent float64) (notation string, exact bool) {
	two := func(p float64) (string, bool) {
		r := math.Round(p)
		ok := math.Abs(p-r) < 1e-9 && r >= 0 && r <= 99
		r = max(0, min(99, r))
		return fmt.Sprintf("%02d", int(r)), ok
	}
	ns, nsOK := two(nsPercent)
	ew, ewOK := two(ewPercent)
	return "A" + ns + ew, nsOK && ewOK
}

// Fixed writes a value to two decimals, as results are published (42.00,
// -7.67, 56.54): rounded as rank.Hundredths rounds, so that values that
// share a place are written alike.
func Fixed(v float64) string {
	return hundredths(rank.Hundredths(v), false)
}

// Points writes a value to at most two decimals, without trailing zeros
// (3.67, -3, 4.5), rounded as Fixed.
func Points(v float64) string {
	return hundredths(rank.Hundredths(v), true)
}

func hundredths(h int64, trim bool) string {
	sign := ""
	if h < 0 {
		sign, h = "-", -h
	}
	s := fmt.Sprintf("%s%d.%02d", sign, h/100, h%100)
	if h == 0 {
		s = "0.00"
	}
	if trim {
		for s[len(s)-1] == '0' {
			s = s[:len(s)-1]
		}
		if s[len(s)-1] == '.' {
			s = s[:len(s)-1]
		}
	}
	return s
}

// BoardDeal is a board's deal: its number within its group (a session of a
// pairs event, a round of a teams event) and the group.
type BoardDeal struct {
	Group, Board int
	Deal         deal.Deal
}

// Clash is a board number that two groups deal differently: USEBIO's
// HANDSET gives a board's hands by its number alone, so it holds the
// first's.
type Clash struct{ Board, First, Other int }

// Warning says what the HANDSET holds; group names the groups ("session",
// "round"), a word said in the director's language.
func (c Clash) Warning(group lang.Word) problem.Problem {
	return problem.Problem{Warning: true, Sheet: "Hands"}. // the workbook's deals (xlsx/pairs.SheetHands)
								Says("board %d is dealt differently in %s %d and %s %d: the USEBIO file's HANDSET holds one deal a board number, %s %d's",
			c.Board, group, c.First, group, c.Other, group, c.First).
		Hinting("number the boards of each %s apart to publish every deal; the PBN file has them all", group)
}

// NewHandset is the HANDSET of the deals, in the order given, each board
// number once (the first deal of a number), and the numbers dealt twice
// differently; nil when there are no deals.
func NewHandset(deals []BoardDeal) (*Handset, []Clash) {
	var hs Handset
	var clashes []Clash
	first := map[int]BoardDeal{}
	told := map[[2]int]bool{} // a board and a group already reported
	for _, d := range deals {
		if f, seen := first[d.Board]; seen {
			if f.Deal != d.Deal && !told[[2]int{d.Board, d.Group}] {
				told[[2]int{d.Board, d.Group}] = true
				clashes = append(clashes, Clash{Board: d.Board, First: f.Group, Other: d.Group})
			}
			continue
		}
		first[d.Board] = d
		hs.Boards = append(hs.Boards, NewHandBoard(d.Board, d.Deal))
	}
	if len(hs.Boards) == 0 {
		return nil, clashes
	}
	return &hs, clashes
}
