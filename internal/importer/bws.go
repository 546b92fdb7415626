package importer

import (
	"fmt"

	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/bws"
	"github.com/scorebook/scorebook/internal/jet"
)

// ReadBWS reads a Bridgemate .bws (internal/bws maps its tables: erased
// records left out, a record entered again replacing the earlier one, a
// section's letter in the pairs' identifiers when there are several). The
// database is only read; data is a snapshot of the file.
func ReadBWS(data []byte) (*Event, []problem.Problem) {
	db, err := jet.Open(bytesReaderAt(data), int64(len(data)))
	if err != nil {
		return nil, []problem.Problem{problem.From(err).Hinting("check that this is the .bws the pads write, not a copy cut short")}
	}
	in, err := bws.Load(db)
	if err != nil {
		return nil, []problem.Problem{problem.From(err)}
	}
	return FromBWS(in)
}

// FromBWS turns a .bws's tables into an event.
func FromBWS(in *bws.Input) (*Event, []problem.Problem) {
	// ScoringType 4 is team scoring (the Bridgemate developer's guide,
	// revision 47): a teams night is refused whole, with one error.
	for _, s := range in.Sections {
		if s.ScoringType == 4 {
			return nil, []problem.Problem{at(fmt.Sprintf("Section ID %d", s.ID),
				problem.New("import reads the results of a pairs event", "section %s's ScoringType is 4, team scoring: not a pairs event", s.Letter))}
		}
	}
	m, probs := bws.Map(in)
	// The leads, which the mapping keeps as the pads wrote them.
	letters := map[int]string{}
	for _, s := range in.Sections {
		letters[s.ID] = s.Letter
	}
	for _, r := range in.Records {
		if _, err := leadText(r.Lead); err != nil && !r.Erased {
			sec := letters[r.Section]
			if sec == "" {
				sec = fmt.Sprint(r.Section)
			}
			probs = append(probs, at(fmt.Sprintf("ReceivedData ID %d (section %s table %d round %d board %d)", r.ID, sec, r.Table, r.Round, r.Board), said(problem.From(err), "LeadCard: %s")))
		}
	}
	if m == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	ev := &Event{Format: "Bridgemate .bws"}
	if m.SessionName != "" {
		ev.Settings = append(ev.Settings, Setting{Name: "Title", Value: m.SessionName, Place: "Session.Name"})
	}
	if !m.Date.IsZero() {
		ev.Settings = append(ev.Settings, Setting{Name: "Date", Value: m.Date.Format("2006-01-02"), Place: "Session.Date"})
	}
	if m.Field != "" {
		ev.Settings = append(ev.Settings, Setting{Name: "Field", Value: m.Field, Place: "Section.Winners"})
	}
	for _, p := range m.Pairs {
		dir := ""
		switch p.Direction {
		case pairs.NS:
			dir = "NS"
		case pairs.EW:
			dir = "EW"
		}
		ev.Pairs = append(ev.Pairs, Pair{ID: p.ID, Direction: dir, Names: p.Names, IDs: p.Numbers,
			Place: fmt.Sprintf("section %s, pair %d %s", p.Section, p.Number, dir)})
	}
	for _, r := range m.Results {
		res := Result{Board: r.Board, Round: r.Round, Table: r.Table, NS: r.NS, EW: r.EW,
			Contract: contractText(r.Contract),
			Place:    fmt.Sprintf("ReceivedData record %d (section %s, table %d, round %d, board %d)", r.ID, r.Section, r.Table, r.Round, r.Board)}
		if !r.Contract.IsPassedOut() {
			res.By = r.Declarer.String()
			res.Result = resultText(r.Contract, r.Tricks)
		}
		res.Lead, _ = leadText(r.Lead) // checked above
		ev.Results = append(ev.Results, res)
	}
	seen := map[int]string{}
	for _, d := range m.Deals {
		place := fmt.Sprintf("HandRecord, section %s, board %d", d.Section, d.Board)
		dl, err := deal.ParsePBN(d.PBN)
		if err == nil {
			err = dl.Check()
		}
		if err != nil {
			probs = append(probs, at(place, from(err)))
			continue
		}
		if other, ok := seen[d.Board]; ok {
			// Sections playing the same boards share their deals; a
			// section with other deals is a set a workbook cannot hold.
			for _, e := range ev.Deals {
				if e.Board == d.Board && e.Deal != dl {
					probs = append(probs, at(place, problem.New("a workbook holds one deal a board: import the sections one at a time", "the deal differs from section %s's", other)))
				}
			}
			continue
		}
		seen[d.Board] = d.Section
		ev.Deals = append(ev.Deals, Deal{Board: d.Board, Deal: dl, Place: place})
	}
	return finish(ev, probs)
}
