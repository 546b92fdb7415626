package importer

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/problem"
)

// The elements of USEBIO 1.2 read here (usebio.org, "USEBIO 1.2"; as
// Compscore, EBUScore and RealBridge write them). A SESSION and SECTION
// around PARTICIPANTS and BOARD, which some writers put and Compscore
// leaves out, are read the same.
type usebioFile struct {
	Club struct {
		Name string `xml:"CLUB_NAME"`
	} `xml:"CLUB"`
	Event usebioEvent `xml:"EVENT"`
	// HANDSET may sit under USEBIO or under EVENT.
	Handset []usebioHandset `xml:"HANDSET"`
}

type usebioEvent struct {
	Type         string          `xml:"EVENT_TYPE,attr"`
	Description  string          `xml:"EVENT_DESCRIPTION"`
	Title        string          `xml:"TITLE"`
	Date         string          `xml:"DATE"`
	WinnerType   string          `xml:"WINNER_TYPE"`
	Participants []usebioPeople  `xml:"PARTICIPANTS"`
	Boards       []usebioBoard   `xml:"BOARD"`
	Sessions     []usebioSession `xml:"SESSION"`
	Handset      []usebioHandset `xml:"HANDSET"`
}

type usebioSession struct {
	Participants []usebioPeople  `xml:"PARTICIPANTS"`
	Boards       []usebioBoard   `xml:"BOARD"`
	Sections     []usebioSession `xml:"SECTION"`
	Handset      []usebioHandset `xml:"HANDSET"`
}

type usebioPeople struct {
	Pairs []usebioPair `xml:"PAIR"`
}

type usebioPair struct {
	Number    string `xml:"PAIR_NUMBER"`
	Direction string `xml:"DIRECTION"`
	Total     string `xml:"TOTAL_SCORE"`
	Percent   string `xml:"PERCENTAGE"`
	Players   []struct {
		Name string `xml:"PLAYER_NAME"`
		ID   string `xml:"NATIONAL_ID_NUMBER"`
	} `xml:"PLAYER"`
	line int
}

type usebioBoard struct {
	Number string       `xml:"BOARD_NUMBER"`
	Lines  []usebioLine `xml:"TRAVELLER_LINE"`
}

type usebioLine struct {
	NS       string `xml:"NS_PAIR_NUMBER"`
	EW       string `xml:"EW_PAIR_NUMBER"`
	Contract string `xml:"CONTRACT"`
	By       string `xml:"PLAYED_BY"`
	Lead     string `xml:"LEAD"`
	Tricks   string `xml:"TRICKS"`
	Score    string `xml:"SCORE"`
}

type usebioHandset struct {
	Boards []struct {
		Number string `xml:"BOARD_NUMBER"`
		Hands  []struct {
			Direction string `xml:"DIRECTION"`
			Spades    string `xml:"SPADES"`
			Hearts    string `xml:"HEARTS"`
			Diamonds  string `xml:"DIAMONDS"`
			Clubs     string `xml:"CLUBS"`
		} `xml:"HAND"`
	} `xml:"BOARD"`
}

// usebioScoring is a Scoring setting for each EVENT_TYPE of a pairs event.
var usebioScoring = map[string]string{
	"MP_PAIRS": "Matchpoints", "BUTLER_PAIRS": "Butler", "CROSS_IMP": "Cross-IMPs", "CROSS_IMPS": "Cross-IMPs",
	"IMP_PAIRS": "Cross-IMPs", "AGGREGATE": "Total points", "PAIRS": "Matchpoints",
}

// ReadUSEBIO reads a USEBIO 1.2 results file of a pairs event: the club,
// event's title, date, scoring and field; its pairs with their players'
// names and national numbers; every traveller line; the hand set's deals;
// and the published totals.
func ReadUSEBIO(data []byte) (*Event, []problem.Problem) {
	var f usebioFile
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = false
	d.CharsetReader = func(label string, r io.Reader) (io.Reader, error) {
		if strings.EqualFold(label, "ISO-8859-1") || strings.EqualFold(label, "windows-1252") {
			return latin1(r)
		}
		return nil, fmt.Errorf("text in %s is not read", label)
	}
	d.Entity = xml.HTMLEntity
	if err := d.Decode(&f); err != nil {
		return nil, []problem.Problem{*problem.New("check that this is the XML results file (USEBIO 1.2) the scoring program wrote", "not a USEBIO file: %v", err)}
	}
	if f.Event.Type == "" && len(f.Event.Boards) == 0 && len(f.Event.Participants) == 0 && len(f.Event.Sessions) == 0 {
		return nil, []problem.Problem{*problem.New("check that this is the XML results file (USEBIO 1.2) the scoring program wrote", "the file has no USEBIO EVENT")}
	}
	ev := &Event{Format: "USEBIO 1.2"}
	var probs []problem.Problem
	e := f.Event
	if t := strings.TrimSpace(e.Description); t != "" {
		ev.Settings = append(ev.Settings, Setting{"Title", t, "EVENT/EVENT_DESCRIPTION"})
	} else if t := strings.TrimSpace(e.Title); t != "" {
		ev.Settings = append(ev.Settings, Setting{"Title", t, "EVENT/TITLE"})
	}
	if s := strings.TrimSpace(e.Date); s != "" {
		date, ok := usebioDate(s)
		if !ok {
			probs = append(probs, at("EVENT/DATE", problem.New("USEBIO 1.2 writes a date dd/mm/yyyy", "date %q is not a date", s)))
		} else {
			ev.Settings = append(ev.Settings, Setting{"Date", date, "EVENT/DATE"})
		}
	}
	if c := strings.TrimSpace(f.Club.Name); c != "" {
		ev.Settings = append(ev.Settings, Setting{"Club", c, "CLUB/CLUB_NAME"})
	}
	typ := strings.ToUpper(strings.TrimSpace(e.Type))
	if s, ok := usebioScoring[typ]; ok {
		ev.Settings = append(ev.Settings, Setting{"Scoring", s, "EVENT EVENT_TYPE " + typ})
	} else if typ != "" {
		probs = append(probs, at("EVENT EVENT_TYPE", problem.New("import reads the results of a pairs event: matchpoints, Butler, cross-IMPs", "event type %q is not a pairs event scorebook imports", e.Type)))
	}
	switch strings.TrimSpace(e.WinnerType) {
	case "1":
		ev.Settings = append(ev.Settings, Setting{"Field", "Howell", "EVENT/WINNER_TYPE 1"})
	case "2":
		ev.Settings = append(ev.Settings, Setting{"Field", "Mitchell", "EVENT/WINNER_TYPE 2"})
	}
	people, boards, handsets := e.Participants, e.Boards, append(f.Handset, e.Handset...)
	var walk func(ss []usebioSession)
	walk = func(ss []usebioSession) {
		for _, s := range ss {
			people, boards, handsets = append(people, s.Participants...), append(boards, s.Boards...), append(handsets, s.Handset...)
			walk(s.Sections)
		}
	}
	walk(e.Sessions)
	// A Mitchell's pairs are "1NS" and "1EW" in USEBIO: the number, and
	// the direction in the Pairs sheet.
	known := map[string]bool{}
	for i, pp := range people {
		for j, p := range pp.Pairs {
			place := fmt.Sprintf("PARTICIPANTS %d, PAIR %d (%s)", i+1, j+1, strings.TrimSpace(p.Number))
			id, dir := usebioPairID(p.Number, p.Direction)
			if id == "" {
				probs = append(probs, at(place, problem.New("a PAIR_NUMBER is the pair's number", "pair number %q is not a pair number", p.Number)))
				continue
			}
			key := id + " " + dir
			if known[key] {
				probs = append(probs, at(place, problem.New("each pair is listed once", "pair %s is listed twice", strings.TrimSpace(p.Number))))
				continue
			}
			known[key] = true
			pr := Pair{ID: id, Direction: dir, Place: place}
			for k, pl := range p.Players {
				if k < 2 {
					pr.Names[k], pr.IDs[k] = strings.TrimSpace(pl.Name), strings.TrimSpace(pl.ID)
				}
			}
			ev.Pairs = append(ev.Pairs, pr)
			if t, err := strconv.ParseFloat(strings.TrimSpace(p.Total), 64); err == nil {
				tot := Total{Pair: id, Direction: dir, Score: t}
				if pc, err := strconv.ParseFloat(strings.TrimSpace(p.Percent), 64); err == nil {
					tot.Percent, tot.HasPercent = pc, true
				}
				ev.Totals = append(ev.Totals, tot)
			}
		}
	}
	for i, b := range boards {
		n, err := strconv.Atoi(strings.TrimSpace(b.Number))
		if err != nil || n < 1 {
			probs = append(probs, at(fmt.Sprintf("BOARD %d", i+1), problem.New("a BOARD_NUMBER is a number from 1", "board number %q is not a board number", b.Number)))
			continue
		}
		for j, l := range b.Lines {
			place := fmt.Sprintf("board %d, traveller line %d (NS %s, EW %s)", n, j+1, strings.TrimSpace(l.NS), strings.TrimSpace(l.EW))
			ns, _ := usebioPairID(l.NS, "NS")
			ew, _ := usebioPairID(l.EW, "EW")
			if ns == "" || ew == "" {
				probs = append(probs, at(place, problem.New("a traveller line names both pairs", "a pair number is missing or not a number")))
				continue
			}
			r := Result{Board: n, NS: ns, EW: ew, Place: place}
			score := strings.ToUpper(strings.TrimSpace(l.Score))
			if strings.HasPrefix(score, "A") {
				r.Score = usebioArtificial(score)
			} else {
				tricks, err := strconv.Atoi(strings.TrimSpace(l.Tricks))
				contract := strings.TrimSpace(l.Contract)
				if err != nil && !isPass(contract) {
					probs = append(probs, at(place, problem.New("TRICKS is the declarer's tricks, 0 to 13", "tricks %q is not a number", l.Tricks)))
					continue
				}
				probs = append(probs, played(&r, contract, strings.TrimSpace(l.By), tricks)...)
				if lead, err := leadText(l.Lead); err != nil {
					probs = append(probs, at(place, said(problem.From(err), "LEAD: %s")))
				} else {
					r.Lead = lead
				}
			}
			ev.Results = append(ev.Results, r)
		}
	}
	seen := map[int]bool{}
	for _, hs := range handsets {
		for _, b := range hs.Boards {
			n, err := strconv.Atoi(strings.TrimSpace(b.Number))
			place := fmt.Sprintf("HANDSET board %s", strings.TrimSpace(b.Number))
			if err != nil || n < 1 {
				probs = append(probs, at(place, problem.New("a BOARD_NUMBER is a number from 1", "board number %q is not a board number", b.Number)))
				continue
			}
			var hands [4]string
			for _, h := range b.Hands {
				seat, err := bridge.ParseSeat(strings.TrimSpace(h.Direction))
				if err != nil {
					probs = append(probs, at(place, problem.New("a HAND's DIRECTION is North, East, South or West", "direction %q: %v", h.Direction, err)))
					continue
				}
				hands[seat] = strings.Join([]string{h.Spades, h.Hearts, h.Diamonds, h.Clubs}, ".")
			}
			dl, err := deal.ParsePBN("N:" + strings.Join(hands[:], " "))
			if err == nil {
				err = dl.Check()
			}
			if err != nil {
				probs = append(probs, at(place, from(err)))
				continue
			}
			if !seen[n] {
				seen[n] = true
				ev.Deals = append(ev.Deals, Deal{Board: n, Deal: dl, Place: place})
			}
		}
	}
	return finish(ev, probs)
}

// usebioPairID splits "12NS" into 12 and NS; a number alone keeps the
// direction given (a Howell's pairs have none).
func usebioPairID(number, _ string) (id, dir string) {
	s := strings.ToUpper(strings.TrimSpace(number))
	for _, d := range []string{"NS", "EW"} {
		if strings.HasSuffix(s, d) {
			s, dir = strings.TrimSpace(strings.TrimSuffix(s, d)), d
		}
	}
	if n, err := strconv.Atoi(s); err != nil || n < 1 {
		return "", ""
	}
	// A Howell's pair carries no direction in its number; its PAIR's
	// DIRECTION, when given, says where it sat and is not part of it.
	return s, dir
}

// usebioArtificial writes USEBIO's artificial score (A6040: NS 60%, EW
// 40%) as a Results row's: A60/40. Others are kept for the row's checks.
func usebioArtificial(s string) string {
	rest := strings.TrimPrefix(s, "A")
	if len(rest) == 4 {
		if _, err := strconv.Atoi(rest); err == nil {
			return "A" + rest[:2] + "/" + rest[2:]
		}
	}
	return s
}

func isPass(s string) bool {
	c, err := bridge.ParseContract(s)
	return err == nil && c.IsPassedOut()
}

// usebioDate reads dd/mm/yyyy (USEBIO 1.2) or yyyy-mm-dd (1.3).
func usebioDate(s string) (string, bool) {
	var d, m, y int
	if n, _ := fmt.Sscanf(s, "%d/%d/%d", &d, &m, &y); n == 3 && d >= 1 && d <= 31 && m >= 1 && m <= 12 && y > 1900 {
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d), true
	}
	if n, _ := fmt.Sscanf(s, "%d-%d-%d", &y, &m, &d); n == 3 && d >= 1 && d <= 31 && m >= 1 && m <= 12 && y > 1900 {
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d), true
	}
	return "", false
}

// latin1 reads ISO 8859-1 as UTF-8.
func latin1(r io.Reader) (io.Reader, error) {
	b, err := io.ReadAll(io.LimitReader(r, 1<<28))
	if err != nil {
		return nil, err
	}
	out := make([]rune, len(b))
	for i, c := range b {
		out[i] = rune(c)
	}
	return strings.NewReader(string(out)), nil
}
