package importer

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/pbn"
)

// ReadPBN reads a PBN file with results, as Ruter, Magic Contest,
// BridgeComposer and RealBridge write one (PBN 2.1 §5.3 and the programs'
// columns): each game's Deal and its ScoreTable (Section, Table, Round,
// PairId_NS, PairId_EW, Contract, Declarer, Result as the tricks taken,
// Lead, Score_NS and Score_EW for an artificial score A+ A= A-), and the
// TotalScoreTable's pairs (PairId, Section, Direction, Names "A - B",
// MemberID1, MemberID2) and totals. The Scoring tag tells the Scoring
// setting, Event the Title, EventDate (else Date) the Date.
func ReadPBN(data []byte) (*Event, []problem.Problem) {
	if !utf8.Valid(data) {
		// PBN's own character set, ISO 8859-1 (§2.3).
		r := make([]rune, len(data))
		for i, b := range data {
			r[i] = rune(b)
		}
		data = []byte(string(r))
	}
	f, err := pbn.Parse(data)
	var probs []problem.Problem
	if err != nil {
		if es, ok := err.(pbn.Errors); ok {
			for _, e := range es {
				p := problem.Problem{}.Says("%s", e.Msg).Hinting("%s", e.Hint)
				probs = append(probs, at(fmt.Sprintf("line %d", e.Line), &p))
			}
		} else {
			probs = append(probs, problem.From(err))
		}
		return nil, probs
	}
	ev := &Event{Format: "PBN"}
	tags := f.Resolve()
	sections := map[string]bool{}
	type rawResult struct {
		Result
		section string
	}
	var rows []rawResult
	type rawPair struct {
		Pair
		section string
	}
	var pairList []rawPair
	seenDeal := map[int]bool{}
	totals := hasTotals(f)
	settingFrom := func(name, value, place string) {
		if value = strings.TrimSpace(value); value == "" || value == "?" || ev.SettingValue(name) != "" {
			return
		}
		ev.Settings = append(ev.Settings, Setting{name, value, place})
	}
	for gi, g := range f.Games {
		tv := tags[gi]
		boardText := strings.TrimSpace(tv["Board"])
		firstLine := 0
		if len(g.Tags) > 0 {
			firstLine = g.Tags[0].Line
		}
		board, err := strconv.Atoi(boardText)
		hasScores := g.Tag("ScoreTable") != nil
		if err != nil || board < 1 {
			if hasScores || tv["Deal"] != "" {
				probs = append(probs, at(fmt.Sprintf("line %d", firstLine), problem.New("each game's Board tag is its board number", "board %q is not a board number", boardText)))
			}
			board = 0
		}
		settingFrom("Title", tv["Event"], fmt.Sprintf("the Event tag, line %d", firstLine))
		if d, ok := pbnDate(tv["EventDate"]); ok {
			settingFrom("Date", d, fmt.Sprintf("the EventDate tag, line %d", firstLine))
		} else if d, ok := pbnDate(tv["Date"]); ok {
			settingFrom("Date", d, fmt.Sprintf("the Date tag, line %d", firstLine))
		}
		if c := strings.TrimSpace(tv["Competition"]); c != "" && !strings.EqualFold(c, "Pairs") && (hasScores || g.Tag("TotalScoreTable") != nil) {
			// An individual or a teams event: nothing of it is read.
			return nil, append(probs, at(fmt.Sprintf("line %d", firstLine), problem.New("import reads the results of a pairs event", "competition %q is not a pairs event", c)))
		}
		if s := strings.TrimSpace(tv["Scoring"]); s != "" {
			if m, ok := pbnScoring(s); ok {
				settingFrom("Scoring", m, fmt.Sprintf("the Scoring tag %q, line %d", s, firstLine))
			} else if ev.SettingValue("Scoring") == "" && hasScores {
				probs = append(probs, at(fmt.Sprintf("line %d", firstLine), problem.New("import reads the results of a pairs event: matchpoints, Butler, cross-IMPs", "scoring %q is not a pairs event's scoring", s)))
			}
		}
		if d := strings.TrimSpace(tv["Deal"]); d != "" && board > 0 && !seenDeal[board] {
			place := fmt.Sprintf("board %d, line %d", board, tagLine(g, "Deal"))
			dl, err := deal.ParsePBN(d)
			if err == nil {
				err = dl.Check()
			}
			if err != nil {
				probs = append(probs, at(place, from(err)))
			} else {
				seenDeal[board] = true
				ev.Deals = append(ev.Deals, Deal{Board: board, Deal: dl, Place: place})
			}
		}
		if t := g.Tag("TotalScoreTable"); t != nil && len(pairList) == 0 {
			tb, err := t.Table()
			if err != nil {
				probs = append(probs, at(fmt.Sprintf("the TotalScoreTable, line %d", t.Line), from(err)))
			} else {
				col := columns(tb)
				scoreCol := ""
				for _, c := range tb.Columns {
					if strings.HasPrefix(c.Name, "SessionScore") {
						scoreCol = c.Name
					}
				}
				pctCol := "SessionPercentage"
				if scoreCol == "" {
					pctCol = "TotalPercentage"
					for _, c := range tb.Columns {
						if strings.HasPrefix(c.Name, "TotalScore") && c.Name != "TotalScoreTable" {
							scoreCol = c.Name
							break
						}
					}
				}
				for i, row := range tb.Rows {
					place := fmt.Sprintf("the TotalScoreTable, line %d, row %d", t.Line, i+1)
					id := strings.TrimSpace(col(row, "PairId"))
					if n, err := strconv.Atoi(id); err != nil || n < 1 {
						probs = append(probs, at(place, problem.New("PairId is the pair's number", "pair %q is not a pair number", id)))
						continue
					}
					sec := pbnValue(col(row, "Section"))
					if sec != "" {
						sections[sec] = true
					}
					p := rawPair{Pair: Pair{ID: id, Place: place}, section: sec}
					names := pbnValue(col(row, "Names"))
					p.Names = splitNames(names)
					p.IDs = [2]string{pbnValue(col(row, "MemberID1")), pbnValue(col(row, "MemberID2"))}
					switch strings.ToUpper(strings.NewReplacer("-", "", " ", "").Replace(pbnValue(col(row, "Direction")))) {
					case "NS":
						p.Direction = "NS"
					case "EW":
						p.Direction = "EW"
					}
					pairList = append(pairList, p)
					if s, err := strconv.ParseFloat(pbnValue(col(row, scoreCol)), 64); err == nil && scoreCol != "" {
						tot := Total{Pair: id, Direction: p.Direction, Score: s}
						if pc, err := strconv.ParseFloat(pbnValue(col(row, pctCol)), 64); err == nil {
							tot.Percent, tot.HasPercent = pc, true
						}
						ev.Totals = append(ev.Totals, tot)
					}
				}
			}
		}
		t := g.Tag("ScoreTable")
		if t == nil || board == 0 {
			continue
		}
		tb, err := t.Table()
		if err != nil {
			probs = append(probs, at(fmt.Sprintf("board %d, the ScoreTable, line %d", board, t.Line), from(err)))
			continue
		}
		col := columns(tb)
		for _, need := range []string{"PairId_NS", "PairId_EW"} {
			if col(nil, need) == "" {
				probs = append(probs, at(fmt.Sprintf("board %d, the ScoreTable, line %d", board, t.Line), problem.New("a score table names the pairs in PairId_NS and PairId_EW", "the score table has no %s column", need)))
			}
		}
		if col(nil, "PairId_NS") == "" || col(nil, "PairId_EW") == "" {
			continue
		}
		for i, row := range tb.Rows {
			sec := pbnValue(col(row, "Section"))
			place := fmt.Sprintf("board %d, ScoreTable row %d (line %d", board, i+1, t.Line)
			if sec != "" {
				place += ", section " + sec
			}
			r := rawResult{section: sec}
			r.Board = board
			r.Round, _ = strconv.Atoi(pbnValue(col(row, "Round")))
			r.Table, _ = strconv.Atoi(pbnValue(col(row, "Table")))
			if r.Table > 0 {
				place += fmt.Sprintf(", table %d", r.Table)
			}
			if r.Round > 0 {
				place += fmt.Sprintf(", round %d", r.Round)
			}
			r.Place = place + ")"
			if sec != "" {
				sections[sec] = true
			}
			r.NS, r.EW = pbnValue(col(row, "PairId_NS")), pbnValue(col(row, "PairId_EW"))
			if !pairNumber(r.NS) || !pairNumber(r.EW) {
				probs = append(probs, at(r.Place, problem.New("PairId_NS and PairId_EW are the pairs' numbers", "pairs %q and %q are not pair numbers", r.NS, r.EW)))
				continue
			}
			nsScore, ewScore := strings.ToUpper(pbnValue(col(row, "Score_NS"))), strings.ToUpper(pbnValue(col(row, "Score_EW")))
			contract := pbnValue(col(row, "Contract"))
			switch {
			case strings.HasPrefix(nsScore, "A") || strings.HasPrefix(ewScore, "A"):
				r.Score = artificialPair(nsScore, ewScore)
			case contract == "":
				// A table that did not play the board.
				continue
			default:
				tricks, err := strconv.Atoi(pbnValue(col(row, "Result")))
				if err != nil && !isPass(contract) {
					probs = append(probs, at(r.Place, problem.New("Result is the declarer's tricks, 0 to 13", "result %q is not a number of tricks", pbnValue(col(row, "Result")))))
					continue
				}
				probs = append(probs, played(&r.Result, contract, pbnValue(col(row, "Declarer")), tricks)...)
				if lead, err := leadText(pbnValue(col(row, "Lead"))); err != nil {
					probs = append(probs, at(r.Place, said(problem.From(err), "Lead: %s")))
				} else {
					r.Lead = lead
				}
			}
			rows = append(rows, r)
			if !totals {
				for k, side := range []string{"NS", "EW"} {
					names := pbnValue(col(row, "Names_"+side))
					id := []string{r.NS, r.EW}[k]
					pairList = append(pairList, rawPair{Pair: Pair{ID: id, Direction: side, Names: splitNames(names), Place: r.Place}, section: sec})
				}
			}
		}
	}
	if len(rows) == 0 && !problem.HasErrors(probs) {
		probs = append(probs, *problem.New("a PBN of deals only is read by scorebook hands", "the file has no results: no game has a ScoreTable"))
	}
	// A Mitchell whose EW pairs reuse the NS numbers: a number on both
	// sides of one board is two pairs.
	mitchell := false
	seat := map[string]string{}
	for _, r := range rows {
		for k, id := range []string{r.NS, r.EW} {
			key := fmt.Sprintf("%s/%d/%s", r.section, r.Board, id)
			if s, ok := seat[key]; ok && s != []string{"NS", "EW"}[k] {
				mitchell = true
			}
			seat[key] = []string{"NS", "EW"}[k]
		}
	}
	prefix := func(sec, id string) string {
		if len(sections) > 1 {
			return sec + id
		}
		return id
	}
	for _, r := range rows {
		r.NS, r.EW = prefix(r.section, r.NS), prefix(r.section, r.EW)
		ev.Results = append(ev.Results, r.Result)
	}
	for i := range ev.Totals {
		if len(sections) > 1 && i < len(pairList) {
			ev.Totals[i].Pair = prefix(pairList[i].section, ev.Totals[i].Pair)
		}
	}
	dirs := map[string]bool{}
	for _, p := range pairList {
		p.ID = prefix(p.section, p.ID)
		if !mitchell {
			p.Direction = ""
		}
		key := p.ID + " " + p.Direction
		if dirs[key] {
			continue
		}
		dirs[key] = true
		ev.Pairs = append(ev.Pairs, p.Pair)
	}
	if !mitchell {
		for i := range ev.Totals {
			ev.Totals[i].Direction = ""
		}
	}
	return finish(ev, probs)
}

func hasTotals(f *pbn.File) bool {
	for _, g := range f.Games {
		if g.Tag("TotalScoreTable") != nil {
			return true
		}
	}
	return false
}

// columns returns a lookup of a table's elements by column name: "" when
// the table has no such column (with a nil row: whether it has it, as
// "x").
func columns(tb pbn.Table) func(row []string, name string) string {
	idx := map[string]int{}
	for i, c := range tb.Columns {
		idx[strings.ToLower(c.Name)] = i
	}
	return func(row []string, name string) string {
		i, ok := idx[strings.ToLower(name)]
		if !ok {
			return ""
		}
		if row == nil {
			return "x"
		}
		if i < len(row) {
			return row[i]
		}
		return ""
	}
}

// pbnValue is a table element's value: "" for "-" (irrelevant) and "?"
// (unknown).
func pbnValue(s string) string {
	s = strings.TrimSpace(s)
	if s == "-" || s == "?" {
		return ""
	}
	return s
}

func pairNumber(s string) bool {
	n, err := strconv.Atoi(s)
	return err == nil && n >= 1
}

// artificialPair writes the two sides' artificial scores (A+ and A-, or
// percentages) as a Results row's Score: A+/A-, A60/40.
func artificialPair(ns, ew string) string {
	a := strings.TrimSuffix(strings.TrimPrefix(ns, "A"), "%")
	b := strings.TrimSuffix(strings.TrimPrefix(ew, "A"), "%")
	if b == "" {
		return "A" + a
	}
	return "A" + a + "/" + b
}

// splitNames splits "Anne Smith - Bob Jones" (or "Smith-Jones") into the
// two players.
func splitNames(s string) [2]string {
	if s == "" {
		return [2]string{}
	}
	for _, sep := range []string{" - ", " & ", " and ", "-"} {
		if a, b, ok := strings.Cut(s, sep); ok {
			return [2]string{strings.TrimSpace(a), strings.TrimSpace(b)}
		}
	}
	return [2]string{s, ""}
}

// pbnScoring is the Scoring setting of a PBN Scoring tag (§3.4.x and the
// programs' values: "MatchPoints;MP1", "IMP;Butler-2;Mean", "IMP;Cross").
func pbnScoring(s string) (string, bool) {
	parts := strings.Split(strings.ToUpper(s), ";")
	switch parts[0] {
	case "MP", "MATCHPOINTS", "MATCHPOINT":
		return "Matchpoints", true
	case "IMP", "IMPS":
		for _, p := range parts[1:] {
			if strings.HasPrefix(p, "BUTLER") {
				return "Butler", true
			}
		}
		return "Cross-IMPs", true
	case "BAM":
		return "", false
	}
	return "", false
}

// pbnDate reads PBN's date, 2022.01.22 (§3.1.3), as 2022-01-22; a date with
// "??" is not told.
func pbnDate(s string) (string, bool) {
	var y, m, d int
	if n, _ := fmt.Sscanf(strings.TrimSpace(s), "%d.%d.%d", &y, &m, &d); n == 3 && y > 1900 && m >= 1 && m <= 12 && d >= 1 && d <= 31 {
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d), true
	}
	return "", false
}

func tagLine(g *pbn.Game, name string) int {
	if t := g.Tag(name); t != nil {
		return t.Line
	}
	return 0
}
