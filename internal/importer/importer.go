// Package importer reads the results files that table pads, online
// platforms and other scoring programs leave (a Bridgemate .bws, USEBIO 1.2
// XML, PBN with its score tables, BBO's LIN hand records) into one plain
// form: an event's settings as a pairs workbook's Event sheet names them,
// its pairs, its results as a Results row holds them (Contract "4HX", By
// "N", Result "+1", Score only for an artificial score) and its deals.
//
// Each reader is pure and knows no workbook: it takes the file's bytes (or
// tables) and returns the event with every bad record of the file, each
// naming its place in it (section, table, round and board, or the line). A
// file with any error gives no event: an importer imports all of it or
// nothing.
package importer

import (
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/problem"
)

// Event is what a results file tells of a pairs event.
type Event struct {
	Format string // "Bridgemate .bws", "USEBIO 1.2", "PBN", "BBO LIN"
	// Settings are the Event sheet's settings the file tells, by name
	// (Title, Date as 2006-01-02, Club, Scoring, Field), in that order.
	Settings []Setting
	Pairs    []Pair
	Results  []Result
	Deals    []Deal
	// Totals are the totals the file publishes, by pair, when it does:
	// what a test compares scorebook's scoring with.
	Totals []Total
}

// Setting is one Event setting the file tells, and where it says so.
type Setting struct {
	Name, Value string
	Place       string // "EVENT/DATE", "the Scoring tag of board 1"
}

// Pair is a pair of the event.
type Pair struct {
	ID        string    // "7", "A1", as the Results rows name it
	Direction string    // "NS" or "EW" where numbers repeat across directions, else ""
	Names     [2]string // "" when not given
	IDs       [2]string // member numbers, as text
	Place     string
}

// Result is one board played at a table, as a Results row holds it.
type Result struct {
	Board        int
	Round, Table int    // 0 when the file does not say
	NS, EW       string // pair identifiers
	Contract     string // "4HX", "3NT", "Pass"; "" with an artificial score
	By           string // "N", "E", "S", "W"; "" for a passed-out board
	Result       string // "=", "+1", "-2"; "" for a passed-out board
	Score        string // only an artificial score: "A60/40", "A+/A-"
	Lead         string // "SK", "H10"; "" when not given
	Place        string // where it is in the file
}

// Deal is a board's deal.
type Deal struct {
	Board int
	Deal  deal.Deal
	Place string
}

// Total is a pair's published total.
type Total struct {
	Pair, Direction string
	Score           float64 // matchpoints or IMPs, as published
	Percent         float64 // 0 when not published
	HasPercent      bool
}

// SettingValue returns the value of the named setting, or "".
func (e *Event) SettingValue(name string) string {
	for _, s := range e.Settings {
		if strings.EqualFold(s.Name, name) {
			return s.Value
		}
	}
	return ""
}

// at places a problem of a file at its record: "board 3, traveller line
// 2 (NS 4, EW 7): …".
func at(place string, p *problem.Problem) problem.Problem {
	q := *p
	if q.Sheet != "" {
		place += ": " + q.Sheet // a place within the record (a column of it)
	}
	q.Sheet = place
	return q
}

// contractText writes a contract as a Results row takes it: 4S, 3NT,
// 5DX, 6HXX, Pass.
func contractText(c bridge.Contract) string {
	if c.IsPassedOut() {
		return "Pass"
	}
	s := strconv.Itoa(c.Level) + [...]string{"C", "D", "H", "S", "NT"}[c.Strain]
	return s + strings.Repeat("X", int(c.Doubling))
}

// resultText writes the declarer's tricks against the contract: "=",
// "+1", "-2".
func resultText(c bridge.Contract, tricks int) string {
	d := tricks - 6 - c.Level
	switch {
	case d == 0:
		return "="
	case d > 0:
		return "+" + strconv.Itoa(d)
	}
	return strconv.Itoa(d)
}

// played fills a result's Contract, By and Result from a contract as the
// file writes it, the declarer's seat and the tricks taken; it returns
// what is wrong, placed at the result.
func played(r *Result, contract, by string, tricks int) []problem.Problem {
	c, err := bridge.ParseContract(contract)
	if err != nil {
		return []problem.Problem{at(r.Place, from(err))}
	}
	r.Contract = contractText(c)
	if c.IsPassedOut() {
		return nil
	}
	seat, err := bridge.ParseSeat(by)
	if err != nil {
		return []problem.Problem{at(r.Place, said(problem.From(err), "declarer %q: %v", by))}
	}
	r.By = seat.String()
	if tricks < 0 || tricks > 13 {
		return []problem.Problem{at(r.Place, problem.New("the tricks taken are 0 to 13", "%d tricks is not 0 to 13", tricks))}
	}
	r.Result = resultText(c, tricks)
	return nil
}

// check reads a result back as a Results row would read it: what is wrong
// with it, each as a problem at place.
func check(r Result) []problem.Problem {
	line, ps := bridge.ReadTravellerLine(r.Contract, r.By, r.Result, r.Score)
	var out []problem.Problem
	for _, p := range ps {
		if !p.Warning {
			out = append(out, at(r.Place, &p))
		}
	}
	if r.Lead != "" {
		for _, p := range line.ReadLead(r.Lead) {
			if !p.Warning {
				out = append(out, at(r.Place, &p))
			}
		}
	}
	return out
}

// leadText is a lead as a file writes it, checked: "" for none.
func leadText(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "-" {
		return "", nil
	}
	if _, err := bridge.ParseCard(s); err != nil {
		return "", err
	}
	return s, nil
}

// finish checks each result, each pair named once, and returns nil and the
// problems when there is any error.
func finish(ev *Event, probs []problem.Problem) (*Event, []problem.Problem) {
	for _, r := range ev.Results {
		probs = append(probs, check(r)...)
	}
	if problem.HasErrors(probs) {
		return nil, probs
	}
	return ev, probs
}

// from is an error from a parse function as a problem without a place,
// its words kept for the director's language.
func from(err error) *problem.Problem {
	p := problem.From(err)
	return &p
}

// said is a problem said inside a message of the importer's (format's
// last verb is the problem's message; args come before it), its hint
// kept.
func said(p problem.Problem, format string, args ...any) *problem.Problem {
	q := p.Says(format, append(args, p.Part())...)
	return &q
}
