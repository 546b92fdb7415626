// Package exporttest reads the files scorebook exports, for the tests: a
// USEBIO reader and a PBN reader written apart from the writers (they share
// no code with internal/export or internal/pbn), strict about what the
// writers promise (well-formed XML, the element set and its order, PBN's
// export format), so that a test can compare every figure of a file with
// the scored event and score the file again.
package exporttest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Node is an XML element: its name, attributes, text and children.
type Node struct {
	Name string
	Attr map[string]string
	Text string
	Kids []*Node
}

// ParseXML reads a well-formed XML document strictly (encoding/xml's
// Strict mode) into a tree, and returns its root element.
func ParseXML(data []byte) (*Node, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	var stack []*Node
	var root *Node
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			n := &Node{Name: t.Name.Local, Attr: map[string]string{}}
			for _, a := range t.Attr {
				n.Attr[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				parent := stack[len(stack)-1]
				parent.Kids = append(parent.Kids, n)
			} else if root == nil {
				root = n
			} else {
				return nil, fmt.Errorf("a second root element %s", n.Name)
			}
			stack = append(stack, n)
		case xml.EndElement:
			n := stack[len(stack)-1]
			n.Text = strings.TrimSpace(n.Text)
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].Text += string(t)
			}
		}
	}
	if root == nil {
		return nil, fmt.Errorf("no root element")
	}
	return root, nil
}

// Get is the text of the first child of the name, and whether there is one.
func (n *Node) Get(name string) (string, bool) {
	for _, k := range n.Kids {
		if k.Name == name {
			return k.Text, true
		}
	}
	return "", false
}

// Text of the first child of the name, "" when there is none.
func (n *Node) T(name string) string { s, _ := n.Get(name); return s }

// All are the children of the name.
func (n *Node) All(name string) []*Node {
	var out []*Node
	for _, k := range n.Kids {
		if k.Name == name {
			out = append(out, k)
		}
	}
	return out
}

// The element set scorebook's USEBIO files keep to: each element's children
// in the order real files (Compscore3's) have them. A child may be left
// out; none may come out of order, none may be unknown.
var usebioChildren = map[string][]string{
	"USEBIO": {"CLUB", "EVENT", "HANDSET"},
	"CLUB":   {"CLUB_NAME", "CLUB_ID_NUMBER"},
	"EVENT": {"EVENT_IDENTIFIER", "EVENT_DESCRIPTION", "PROGRAM_NAME", "PROGRAM_VERSION", "WINNER_TYPE", "TITLE", "DATE",
		"MPS_AWARDED_FLAG", "SESSION_COUNT", "SECTION_COUNT", "P2P_CHARGE_RATE", "SCORING_METHOD", "MATCH_SCORING_METHOD",
		"PARTICIPANTS", "BOARD", "SESSION", "MATCH"},
	"PARTICIPANTS":   {"PAIR", "TEAM", "PLAYER"},
	"PAIR":           {"PAIR_NUMBER", "DIRECTION", "TOTAL_SCORE", "PERCENTAGE", "PLACE", "PLAYER"},
	"TEAM":           {"TOTAL_SCORE", "PLACE", "PLAYER"},
	"PLAYER":         {"PLAYER_NUMBER", "PLAYER_NAME", "NATIONAL_ID_NUMBER", "TOTAL_SCORE", "PERCENTAGE", "PLACE"},
	"SESSION":        {"BOARD"},
	"BOARD":          {"BOARD_NUMBER", "BOARD_AVERAGE", "IMPS", "TRAVELLER_LINE", "HAND"},
	"TRAVELLER_LINE": {"DIRECTION", "NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT", "PLAYED_BY", "LEAD", "TRICKS", "SCORE", "NS_MATCH_POINTS", "EW_MATCH_POINTS", "NS_BUTLER_POINTS", "EW_BUTLER_POINTS", "NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"},
	"MATCH":          {"ROUND_NUMBER", "TEAM", "OPPOSING_TEAM", "TEAM_SCORE", "OPPOSING_TEAM_SCORE", "TEAM_VICTORY_POINTS", "OPPOSING_TEAM_VICTORY_POINTS", "BOARD"},
	"HANDSET":        {"BOARD"},
	"HAND":           {"DIRECTION", "SPADES", "HEARTS", "DIAMONDS", "CLUBS"},
}

// repeated are the elements that may appear more than once in a parent.
var repeated = []string{"PAIR", "TEAM", "PLAYER", "BOARD", "SESSION", "MATCH", "TRAVELLER_LINE", "HAND"}

// checkElementSet reports the first element out of the set, out of order
// or repeated where it may not be.
func checkElementSet(n *Node, path string) error {
	allowed, known := usebioChildren[n.Name]
	if !known {
		if len(n.Kids) > 0 {
			return fmt.Errorf("%s/%s: element with children outside the set", path, n.Name)
		}
		return nil
	}
	last := -1
	seen := map[string]bool{}
	for _, k := range n.Kids {
		i := slices.Index(allowed, k.Name)
		if i < 0 {
			return fmt.Errorf("%s/%s: unknown child %s", path, n.Name, k.Name)
		}
		if i < last {
			return fmt.Errorf("%s/%s: %s out of order", path, n.Name, k.Name)
		}
		if seen[k.Name] && !slices.Contains(repeated, k.Name) {
			return fmt.Errorf("%s/%s: %s twice", path, n.Name, k.Name)
		}
		seen[k.Name] = true
		last = i
		if err := checkElementSet(k, path+"/"+n.Name); err != nil {
			return err
		}
	}
	return nil
}

// USEBIO is what a USEBIO file says, element by element, as text: the
// tests convert and compare.
type USEBIO struct {
	ClubName, ClubID string
	EventType        string
	Identifier       string
	Description      string
	ProgramName      string
	WinnerType       int
	Title, Date      string
	MPsAwarded       string
	SessionCount     int
	SectionCount     int
	ChargeRate       string
	Scoring          string
	MatchScoring     string
	Pairs            []UPair
	Teams            []UTeam
	Entrants         []UEntrant // an individual's players
	Boards           []UBoard   // every BOARD of results, each with its session (1 without SESSION wrappers)
	Matches          []UMatch
	Hands            map[int][4][4]string // HANDSET: board → North, East, South, West → S H D C
}

// UPlayer is a PLAYER.
type UPlayer struct{ Name, ID string }

// UPair is a PAIR.
type UPair struct {
	Number, Direction string
	Total             float64
	Percentage        float64
	HasPercentage     bool
	Place             int
	Players           []UPlayer
}

// UEntrant is a PLAYER of an individual's PARTICIPANTS.
type UEntrant struct {
	Number, Name, ID string
	Total            float64
	Percentage       float64
	HasPercentage    bool
	Place            int
}

// UTeam is a TEAM.
type UTeam struct {
	ID, Name string
	Total    float64
	Place    int
	Players  []UPlayer
}

// UBoard is a BOARD of results.
type UBoard struct {
	Session, Number int
	Average, IMPs   string
	Lines           []ULine
}

// ULine is a TRAVELLER_LINE: the elements as written; Points names the
// kind of points (MATCH_POINTS, BUTLER_POINTS, CROSS_IMP_POINTS or "").
type ULine struct {
	Direction, NS, EW, Contract, PlayedBy, Tricks, Score string
	// Lead is the opening lead as written (KD: rank, then suit), "" when
	// the line has none.
	Lead               string
	HasContract        bool
	Points             string
	NSPoints, EWPoints float64
}

// UMatch is a MATCH.
type UMatch struct {
	Round                                        int
	Team, Opposing                               string
	TeamScore, OpposingScore, TeamVP, OpposingVP string
	Boards                                       []UBoard
}

// ReadUSEBIO reads a USEBIO file as scorebook writes it, and checks what it
// promises: the declaration and DOCTYPE of real files, well-formed XML, the
// element set in order, Version 1.2, the EVENT_TYPE on EVENT, PARTICIPANTS
// and every BOARD, whole numbers where they are counted, numbers where
// they are scored.
func ReadUSEBIO(data []byte) (*USEBIO, error) {
	const head = `<?xml version="1.0"?>` + "\n" + `<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">` + "\n"
	if !bytes.HasPrefix(data, []byte(head)) {
		return nil, fmt.Errorf("the file does not begin with the declaration and DOCTYPE of USEBIO 1.2")
	}
	root, err := ParseXML(data)
	if err != nil {
		return nil, fmt.Errorf("not well-formed: %v", err)
	}
	if root.Name != "USEBIO" || root.Attr["Version"] != "1.2" {
		return nil, fmt.Errorf("root %s Version %q", root.Name, root.Attr["Version"])
	}
	if err := checkElementSet(root, ""); err != nil {
		return nil, err
	}
	u := &USEBIO{}
	var errs []string
	bad := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	whole := func(where, s string) int {
		n, err := strconv.Atoi(s)
		if err != nil {
			bad("%s %q is not a whole number", where, s)
		}
		return n
	}
	number := func(where, s string) float64 {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			bad("%s %q is not a number", where, s)
		}
		return f
	}
	club := root.All("CLUB")
	if len(club) != 1 {
		return nil, fmt.Errorf("%d CLUB elements", len(club))
	}
	u.ClubName, u.ClubID = club[0].T("CLUB_NAME"), club[0].T("CLUB_ID_NUMBER")
	events := root.All("EVENT")
	if len(events) != 1 {
		return nil, fmt.Errorf("%d EVENT elements", len(events))
	}
	ev := events[0]
	u.EventType = ev.Attr["EVENT_TYPE"]
	if u.EventType == "" {
		bad("EVENT has no EVENT_TYPE")
	}
	u.Identifier, u.Description, u.ProgramName = ev.T("EVENT_IDENTIFIER"), ev.T("EVENT_DESCRIPTION"), ev.T("PROGRAM_NAME")
	u.WinnerType = whole("WINNER_TYPE", ev.T("WINNER_TYPE"))
	u.Title, u.Date, u.MPsAwarded = ev.T("TITLE"), ev.T("DATE"), ev.T("MPS_AWARDED_FLAG")
	u.SessionCount = whole("SESSION_COUNT", ev.T("SESSION_COUNT"))
	u.SectionCount = whole("SECTION_COUNT", ev.T("SECTION_COUNT"))
	u.ChargeRate, u.Scoring, u.MatchScoring = ev.T("P2P_CHARGE_RATE"), ev.T("SCORING_METHOD"), ev.T("MATCH_SCORING_METHOD")
	players := func(n *Node) []UPlayer {
		var out []UPlayer
		for _, p := range n.All("PLAYER") {
			out = append(out, UPlayer{Name: p.T("PLAYER_NAME"), ID: p.T("NATIONAL_ID_NUMBER")})
		}
		return out
	}
	parts := ev.All("PARTICIPANTS")
	if len(parts) != 1 {
		bad("%d PARTICIPANTS elements", len(parts))
	} else {
		if parts[0].Attr["EVENT_TYPE"] != u.EventType {
			bad("PARTICIPANTS EVENT_TYPE %q, EVENT's %q", parts[0].Attr["EVENT_TYPE"], u.EventType)
		}
		for _, p := range parts[0].All("PAIR") {
			up := UPair{Number: p.T("PAIR_NUMBER"), Direction: p.T("DIRECTION"), Players: players(p)}
			if _, ok := p.Get("DIRECTION"); !ok {
				bad("pair %s has no DIRECTION", up.Number)
			}
			up.Total = number("TOTAL_SCORE", p.T("TOTAL_SCORE"))
			if s, ok := p.Get("PERCENTAGE"); ok {
				up.Percentage, up.HasPercentage = number("PERCENTAGE", s), true
			}
			up.Place = whole("PLACE", p.T("PLACE"))
			u.Pairs = append(u.Pairs, up)
		}
		for _, p := range parts[0].All("PLAYER") {
			ue := UEntrant{Number: p.T("PLAYER_NUMBER"), Name: p.T("PLAYER_NAME"), ID: p.T("NATIONAL_ID_NUMBER")}
			ue.Total = number("TOTAL_SCORE", p.T("TOTAL_SCORE"))
			if s, ok := p.Get("PERCENTAGE"); ok {
				ue.Percentage, ue.HasPercentage = number("PERCENTAGE", s), true
			}
			ue.Place = whole("PLACE", p.T("PLACE"))
			u.Entrants = append(u.Entrants, ue)
		}
		for _, t := range parts[0].All("TEAM") {
			ut := UTeam{ID: t.Attr["TEAM_ID"], Name: t.Attr["TEAM_NAME"], Players: players(t)}
			ut.Total = number("TOTAL_SCORE", t.T("TOTAL_SCORE"))
			ut.Place = whole("PLACE", t.T("PLACE"))
			u.Teams = append(u.Teams, ut)
		}
	}
	readBoard := func(b *Node, session int) UBoard {
		if b.Attr["EVENT_TYPE"] != u.EventType {
			bad("BOARD %s EVENT_TYPE %q, EVENT's %q", b.T("BOARD_NUMBER"), b.Attr["EVENT_TYPE"], u.EventType)
		}
		ub := UBoard{Session: session, Number: whole("BOARD_NUMBER", b.T("BOARD_NUMBER")), Average: b.T("BOARD_AVERAGE"), IMPs: b.T("IMPS")}
		for _, l := range b.All("TRAVELLER_LINE") {
			ul := ULine{Direction: l.T("DIRECTION"), NS: l.T("NS_PAIR_NUMBER"), EW: l.T("EW_PAIR_NUMBER"),
				Contract: l.T("CONTRACT"), PlayedBy: l.T("PLAYED_BY"), Lead: l.T("LEAD"), Tricks: l.T("TRICKS"), Score: l.T("SCORE")}
			if _, ok := l.Get("LEAD"); ok && (len(ul.Lead) != 2 || !strings.ContainsRune("23456789TJQKA", rune(ul.Lead[0])) || !strings.ContainsRune("SHDC", rune(ul.Lead[1])) || ul.PlayedBy == "") {
				bad("board %d: lead %q is not a rank and a suit (KD) on a line with a declarer", ub.Number, ul.Lead)
			}
			_, ul.HasContract = l.Get("CONTRACT")
			for _, kind := range []string{"MATCH_POINTS", "BUTLER_POINTS", "CROSS_IMP_POINTS"} {
				ns, hasNS := l.Get("NS_" + kind)
				ew, hasEW := l.Get("EW_" + kind)
				if hasNS != hasEW {
					bad("board %d: a line with one side's %s", ub.Number, kind)
				}
				if hasNS {
					if ul.Points != "" {
						bad("board %d: a line with %s and %s", ub.Number, ul.Points, kind)
					}
					ul.Points, ul.NSPoints, ul.EWPoints = kind, number("NS_"+kind, ns), number("EW_"+kind, ew)
				}
			}
			if strings.HasPrefix(ul.Score, "A") {
				if len(ul.Score) != 5 || strings.Trim(ul.Score[1:], "0123456789") != "" {
					bad("board %d: artificial score %q is not A and four digits", ub.Number, ul.Score)
				}
				if ul.HasContract || ul.PlayedBy != "" || ul.Tricks != "" {
					bad("board %d: artificial score %s with a contract, declarer or tricks", ub.Number, ul.Score)
				}
			} else {
				whole("SCORE", ul.Score)
			}
			if ul.Tricks != "" {
				if t := whole("TRICKS", ul.Tricks); t < 0 || t > 13 {
					bad("board %d: %d tricks", ub.Number, t)
				}
			}
			ub.Lines = append(ub.Lines, ul)
		}
		return ub
	}
	for _, b := range ev.All("BOARD") {
		u.Boards = append(u.Boards, readBoard(b, 1))
	}
	for _, s := range ev.All("SESSION") {
		id := whole("SESSION_ID", s.Attr["SESSION_ID"])
		for _, b := range s.All("BOARD") {
			u.Boards = append(u.Boards, readBoard(b, id))
		}
	}
	for _, m := range ev.All("MATCH") {
		um := UMatch{Round: whole("ROUND_NUMBER", m.T("ROUND_NUMBER")), Team: m.T("TEAM"), Opposing: m.T("OPPOSING_TEAM"),
			TeamScore: m.T("TEAM_SCORE"), OpposingScore: m.T("OPPOSING_TEAM_SCORE"),
			TeamVP: m.T("TEAM_VICTORY_POINTS"), OpposingVP: m.T("OPPOSING_TEAM_VICTORY_POINTS")}
		for _, b := range m.All("BOARD") {
			um.Boards = append(um.Boards, readBoard(b, um.Round))
		}
		u.Matches = append(u.Matches, um)
	}
	if hs := root.All("HANDSET"); len(hs) > 0 {
		u.Hands = map[int][4][4]string{}
		for _, b := range hs[0].All("BOARD") {
			n := whole("BOARD_NUMBER", b.T("BOARD_NUMBER"))
			var hands [4][4]string
			dirs := b.All("HAND")
			if len(dirs) != 4 {
				bad("HANDSET board %d has %d hands", n, len(dirs))
			}
			for _, h := range dirs {
				seat := slices.Index([]string{"North", "East", "South", "West"}, h.T("DIRECTION"))
				if seat < 0 {
					bad("HANDSET board %d: direction %q", n, h.T("DIRECTION"))
					continue
				}
				for s, suit := range []string{"SPADES", "HEARTS", "DIAMONDS", "CLUBS"} {
					if _, ok := h.Get(suit); !ok {
						bad("HANDSET board %d: %s has no %s", n, h.T("DIRECTION"), suit)
					}
					hands[seat][s] = h.T(suit)
				}
			}
			u.Hands[n] = hands
		}
	}
	if len(errs) > 0 {
		return u, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return u, nil
}
