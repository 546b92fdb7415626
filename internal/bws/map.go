package bws

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
)

// Pair is a pair of the event.
type Pair struct {
	ID        string          // "A1" with several sections, "1" with one
	Section   string          // its section's letter
	Number    int             // its number in the section
	Direction pairs.Direction // NS or EW where numbers repeat across directions, else Either
	Names     [2]string       // the players, "" when not entered
	Numbers   [2]string       // their member numbers, as text
}

// Result is one board played at a table: the record that counts for it.
type Result struct {
	ID                    int // the ReceivedData record
	Section               string
	Table, Round, Board   int
	NS, EW                string // pair identifiers
	Contract              bridge.Contract
	Declarer              bridge.Seat // meaningless for a passed-out board
	Tricks                int         // the declarer's tricks; 0 for a passed-out board
	ContractText, Outcome string      // as the pad wrote them: "4 H x", "+1"
	Lead, Remarks         string
}

// Replacement says that a record entered again at the table replaced an
// earlier one of the same section, table, round and board.
type Replacement struct {
	Earlier, Later int // record IDs
}

// Deal is a board's deal in a section, from HandRecord, in PBN's form
// ("N:AKQT2.J9.876.A32 …", the hands clockwise from North, each S.H.D.C).
// The cards are not checked here: the Hands sheet's checks apply.
type Deal struct {
	Section string
	Board   int
	PBN     string
}

// Event is what a .bws holds, for a pairs event.
type Event struct {
	SessionName string
	Date        time.Time
	Sections    []string // the letters, in the file's order
	// Field is how the Section table's Winners column has the pairs
	// ranked: "Howell" (one winner) or "Mitchell" (two winners) when every
	// section says the same, else "" (not said, or sections that differ).
	Field    string
	Pairs    []Pair   // by section, then direction (NS first), then number
	Results  []Result // by section, round, table and board
	Erased   []int    // IDs of the erased records, which do not count
	Replaced []Replacement
	Deals    []Deal // by section and board; none when HandRecord is empty
}

type seatKey struct{ section, table, round int }

type boardKey struct{ section, table, round, board int }

type pairKey struct {
	section, number int
	dir             pairs.Direction
}

// Map turns a .bws's tables into an event. Its problems are every bad
// record, each placed in the file; the event is nil when any is an error.
func Map(in *Input) (*Event, []problem.Problem) {
	var probs findings
	ev := &Event{SessionName: in.SessionName, Date: in.Date}

	letters := map[int]string{}
	sectionOrder := map[int]int{}
	for i, s := range in.Sections {
		switch {
		case s.Letter == "":
			probs.add(false, "each section of the Section table needs a letter", "Section ID %d has no letter", s.ID)
		case slices.Contains(ev.Sections, s.Letter):
			probs.add(false, "each section of the Section table needs its own letter", "Section ID %d has letter %s, as another section has", s.ID, s.Letter)
		case letters[s.ID] != "":
			probs.add(false, "each section of the Section table needs its own ID", "Section ID %d is given twice", s.ID)
		default:
			letters[s.ID] = s.Letter
			sectionOrder[s.ID] = i
			ev.Sections = append(ev.Sections, s.Letter)
		}
	}
	ev.Field = fieldOf(in.Sections)
	if len(in.Sections) == 0 {
		probs.add(false, "a Bridgemate result file lists its sections in the Section table", "the Section table is empty")
	}
	prefix := func(section int) string {
		if len(ev.Sections) > 1 {
			return letters[section]
		}
		return ""
	}

	// The movement, and whether each section numbers its pairs per
	// direction (a number both NS and EW in one round).
	seats := map[seatKey]Seating{}
	firstRound := map[int]int{}
	directional := map[int]bool{}
	inRound := map[seatKey]map[int]int{} // section, round → number → how many seats
	for _, s := range in.Seatings {
		if letters[s.Section] == "" {
			probs.add(false, "RoundData may only name the sections of the Section table",
				"RoundData section %d table %d round %d: no section %d in the Section table", s.Section, s.Table, s.Round, s.Section)
			continue
		}
		k := seatKey{s.Section, s.Table, s.Round}
		if _, dup := seats[k]; dup {
			probs.add(false, "RoundData has one row for each table and round",
				"RoundData section %s table %d round %d is given twice", letters[s.Section], s.Table, s.Round)
			continue
		}
		seats[k] = s
		if r, ok := firstRound[s.Section]; !ok || s.Round < r {
			firstRound[s.Section] = s.Round
		}
		rk := seatKey{s.Section, 0, s.Round}
		if inRound[rk] == nil {
			inRound[rk] = map[int]int{}
		}
		for _, n := range []int{s.NS, s.EW} {
			if n > 0 {
				inRound[rk][n]++
				if inRound[rk][n] > 1 {
					directional[s.Section] = true
				}
			}
		}
	}
	pairIndex := map[pairKey]int{}
	keyOf := func(section, number int, dir pairs.Direction) pairKey {
		if !directional[section] {
			dir = pairs.Either
		}
		return pairKey{section, number, dir}
	}
	idOf := func(section, number int) string { return prefix(section) + strconv.Itoa(number) }
	var keys []pairKey
	for _, s := range in.Seatings {
		if letters[s.Section] == "" {
			continue
		}
		for _, side := range []struct {
			n   int
			dir pairs.Direction
		}{{s.NS, pairs.NS}, {s.EW, pairs.EW}} {
			if side.n <= 0 {
				continue
			}
			k := keyOf(s.Section, side.n, side.dir)
			if _, ok := pairIndex[k]; !ok {
				pairIndex[k] = -1
				keys = append(keys, k)
			}
		}
	}
	slices.SortFunc(keys, func(a, b pairKey) int {
		if a.section != b.section {
			return sectionOrder[a.section] - sectionOrder[b.section]
		}
		if a.dir != b.dir {
			return int(a.dir) - int(b.dir)
		}
		return a.number - b.number
	})
	for i, k := range keys {
		pairIndex[k] = i
		ev.Pairs = append(ev.Pairs, Pair{ID: idOf(k.section, k.number), Section: letters[k.section],
			Number: k.number, Direction: k.dir})
	}

	// Players: seated by the round they were entered in (round 0, before
	// play, by the first round); a later entry for a seat replaces one
	// before it.
	players := slices.Clone(in.Players)
	slices.SortStableFunc(players, func(a, b Player) int { return a.Round - b.Round })
	for _, p := range players {
		place := fmt.Sprintf("PlayerNumbers section %s table %d round %d %s", letterOr(letters, p.Section), p.Table, p.Round, p.Direction)
		if letters[p.Section] == "" {
			probs.add(false, "PlayerNumbers may only name the sections of the Section table", "%s: no section %d in the Section table", place, p.Section)
			continue
		}
		round := p.Round
		if round == 0 {
			round = firstRound[p.Section]
		}
		s, ok := seats[seatKey{p.Section, p.Table, round}]
		if !ok {
			probs.add(false, "a player sits at a table and round of RoundData", "%s: RoundData has no table %d in round %d", place, p.Table, round)
			continue
		}
		var number, slot int
		var dir pairs.Direction
		switch strings.ToUpper(p.Direction) {
		case "N":
			number, dir, slot = s.NS, pairs.NS, 0
		case "S":
			number, dir, slot = s.NS, pairs.NS, 1
		case "E":
			number, dir, slot = s.EW, pairs.EW, 0
		case "W":
			number, dir, slot = s.EW, pairs.EW, 1
		default:
			probs.add(false, "a player's Direction is N, E, S or W", "%s: direction %q is not N, E, S or W", place, p.Direction)
			continue
		}
		i, ok := pairIndex[keyOf(p.Section, number, dir)]
		if number <= 0 || !ok {
			continue // nobody sits there (a sit-out)
		}
		name := p.Name
		if name == "" {
			name = in.Members[p.Number] // a number looked up in PlayerNames
		}
		if name != "" || p.Number != "" {
			ev.Pairs[i].Names[slot], ev.Pairs[i].Numbers[slot] = name, p.Number
		}
	}

	// Results: in record order, erased ones left out, a later entry for a
	// board replacing the earlier.
	records := slices.Clone(in.Records)
	slices.SortStableFunc(records, func(a, b Record) int { return a.ID - b.ID })
	at := map[boardKey]int{} // the place in counted of a board's latest record
	var counted []int
	for i, r := range records {
		if r.Erased {
			ev.Erased = append(ev.Erased, r.ID)
			continue
		}
		k := boardKey{r.Section, r.Table, r.Round, r.Board}
		if j, ok := at[k]; ok {
			ev.Replaced = append(ev.Replaced, Replacement{Earlier: records[counted[j]].ID, Later: r.ID})
			counted[j] = i
			continue
		}
		at[k] = len(counted)
		counted = append(counted, i)
	}
	for _, i := range counted {
		r := records[i]
		res, bad := mapRecord(r, letters, seats, idOf, pairIndex, keyOf)
		if len(bad) > 0 {
			probs = append(probs, bad...)
			continue
		}
		ev.Results = append(ev.Results, res)
	}
	slices.SortStableFunc(ev.Results, func(a, b Result) int {
		sa, sb := slices.Index(ev.Sections, a.Section), slices.Index(ev.Sections, b.Section)
		for _, d := range []int{sa - sb, a.Round - b.Round, a.Table - b.Table, a.Board - b.Board} {
			if d != 0 {
				return d
			}
		}
		return 0
	})
	seenDeal := map[boardKey]bool{}
	for _, h := range in.Hands {
		if letters[h.Section] == "" {
			probs.add(false, "HandRecord may only name the sections of the Section table",
				"HandRecord section %d board %d: no section %d in the Section table", h.Section, h.Board, h.Section)
			continue
		}
		k := boardKey{section: h.Section, board: h.Board}
		if seenDeal[k] {
			probs.add(false, "HandRecord has one row for each section and board",
				"HandRecord section %s board %d is given twice", letters[h.Section], h.Board)
			continue
		}
		seenDeal[k] = true
		empty := true
		hands := make([]string, 4)
		for i := range h.Suits {
			hands[i] = strings.Join(h.Suits[i][:], ".")
			for _, s := range h.Suits[i] {
				empty = empty && s == ""
			}
		}
		if !empty {
			ev.Deals = append(ev.Deals, Deal{Section: letters[h.Section], Board: h.Board, PBN: "N:" + strings.Join(hands, " ")})
		}
	}
	slices.SortStableFunc(ev.Deals, func(a, b Deal) int {
		if d := slices.Index(ev.Sections, a.Section) - slices.Index(ev.Sections, b.Section); d != 0 {
			return d
		}
		return a.Board - b.Board
	})
	if problem.HasErrors(probs) {
		return nil, probs
	}
	return ev, probs
}

// fieldOf is the Field the sections' Winners tell: "" unless every
// section says 1 (one winner: Howell) or every one says 2 (two winners:
// Mitchell).
func fieldOf(sections []Section) string {
	field := ""
	for i, s := range sections {
		f := map[int]string{1: "Howell", 2: "Mitchell"}[s.Winners]
		if f == "" || i > 0 && f != field {
			return ""
		}
		field = f
	}
	return field
}

func letterOr(letters map[int]string, section int) string {
	if l := letters[section]; l != "" {
		return l
	}
	return strconv.Itoa(section)
}

// mapRecord checks a record that counts and makes its result; every
// problem names the record's place.
func mapRecord(r Record, letters map[int]string, seats map[seatKey]Seating, idOf func(int, int) string,
	pairIndex map[pairKey]int, keyOf func(int, int, pairs.Direction) pairKey) (Result, []problem.Problem) {
	var probs findings
	place := fmt.Sprintf("ReceivedData ID %d (section %s table %d round %d board %d)",
		r.ID, letterOr(letters, r.Section), r.Table, r.Round, r.Board)
	res := Result{ID: r.ID, Section: letters[r.Section], Table: r.Table, Round: r.Round, Board: r.Board,
		ContractText: r.Contract, Outcome: r.Result, Lead: r.Lead, Remarks: r.Remarks}
	if letters[r.Section] == "" {
		probs.at(place, "a record's section is one of the Section table", "no section %d in the Section table", r.Section)
		return res, probs
	}
	if r.Table <= 0 || r.Round <= 0 || r.Board <= 0 {
		probs.at(place, "a record names its table, round and board, each 1 or more", "table, round or board is not 1 or more")
		return res, probs
	}
	s, ok := seats[seatKey{r.Section, r.Table, r.Round}]
	switch {
	case !ok:
		probs.at(place, "a record is of a table and round of RoundData", "RoundData has no table %d in round %d", r.Table, r.Round)
	case s.NS != r.PairNS || s.EW != r.PairEW:
		probs.at(place, "the pairs of a record are those RoundData seats at its table in its round",
			"the record's pairs are NS %d and EW %d, but RoundData seats NS %d and EW %d", r.PairNS, r.PairEW, s.NS, s.EW)
	case s.CustomBoards == "" && s.LowBoard > 0 && (r.Board < s.LowBoard || r.Board > s.HighBoard):
		probs.at(place, "a record's board is one RoundData gives its table in its round",
			"RoundData gives boards %d-%d to table %d in round %d", s.LowBoard, s.HighBoard, r.Table, r.Round)
	}
	if r.PairNS <= 0 || r.PairEW <= 0 {
		probs.at(place, "a record names both pairs", "the record's pairs are NS %d and EW %d", r.PairNS, r.PairEW)
	}
	c, err := bridge.ParseContract(r.Contract)
	if err != nil {
		probs.failed(place, err)
		return res, probs
	}
	res.Contract = c
	if !c.IsPassedOut() {
		seat, err := bridge.ParseSeat(r.Seat)
		if err != nil {
			probs.failed(place+": NS/EW", err) // the column, as the place says it
			return res, probs
		}
		res.Declarer = seat
		if r.Declarer != 0 && ((seat.IsNS() && r.Declarer != r.PairNS) || (!seat.IsNS() && r.Declarer != r.PairEW)) {
			probs.at(place, "Declarer is the number of the declaring pair",
				"declarer %s is pair %d, but the record's Declarer is %d", seat, map[bool]int{true: r.PairNS, false: r.PairEW}[seat.IsNS()], r.Declarer)
		}
	}
	tricks, err := bridge.ParseResult(r.Result, c)
	if err != nil {
		probs.failed(place, err)
		return res, probs
	}
	res.Tricks = tricks
	if len(probs) > 0 {
		return res, probs
	}
	for _, side := range []struct {
		n   int
		dir pairs.Direction
		id  *string
	}{{r.PairNS, pairs.NS, &res.NS}, {r.PairEW, pairs.EW, &res.EW}} {
		if _, ok := pairIndex[keyOf(r.Section, side.n, side.dir)]; !ok {
			probs.at(place, "a record's pairs are pairs of RoundData", "pair %d does not sit %s in RoundData", side.n, side.dir)
		}
		*side.id = idOf(r.Section, side.n)
	}
	return res, probs
}

// findings are the problems of a .bws, each a record's or a table's.
type findings []problem.Problem

// add is a problem with the file's tables.
func (f *findings) add(warning bool, hint, format string, args ...any) {
	p := *problem.New(hint, format, args...)
	p.Warning = warning
	*f = append(*f, p)
}

// at is a problem with a record, at its place in the file ("ReceivedData
// ID 7 (section A table 2 round 3 board 5)").
func (f *findings) at(place, hint, format string, args ...any) {
	*f = append(*f, problem.New(hint, format, args...).At(place, 0, ""))
}

// failed is a record's value that does not parse, at its place.
func (f *findings) failed(place string, err error) {
	*f = append(*f, problem.From(err).At(place, 0, ""))
}
