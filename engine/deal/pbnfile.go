package deal

import (
	"io"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/internal/pbn"
)

const hintBoardTag = `each game with a [Deal] tag needs a [Board "n"] tag with its board number, 1 or more`

// ReadPBN reads the deals of a PBN file: the Board and Deal tags of each
// game (§3.4.4, §3.4.11), after the inheritance of "#" values (§4.8), and
// the Dealer and Vulnerable tags as given. Every other tag, the auction, the
// play and any commentary are passed over. A game without a Deal tag, or
// whose Deal is "" or "?" (not known), is skipped; a board given by two games
// (a teams file gives each board once per room) must have the same deal in
// both. ReadPBN returns the boards it could read and, with them, every
// problem of the file as Errors.
func ReadPBN(r io.Reader) ([]Board, error) {
	data, err := readAll(r)
	if err != nil {
		return nil, err
	}
	f, perr := pbn.Parse(data)
	var es []*Error
	if perr != nil {
		for _, e := range perr.(pbn.Errors) {
			es = append(es, &Error{Line: e.Line, Msg: e.Msg, Hint: e.Hint})
		}
	}
	values := f.Resolve()
	var boards []Board
	first := map[int]int{} // board number → index in boards
	lineOf := map[int]int{}
	for i, g := range f.Games {
		tag := g.Tag("Deal")
		if tag == nil {
			continue
		}
		v := strings.TrimSpace(tag.Value)
		if v == "" || v == "?" {
			continue
		}
		num, err := boardNumber(values[i])
		if err != nil {
			es = append(es, at(list(err), 0, tag.Line)...)
			continue
		}
		d, err := ParsePBN(v)
		if err != nil {
			es = append(es, at(list(err), num, tag.Line)...)
			continue
		}
		if j, seen := first[num]; seen {
			if boards[j].Deal != d {
				es = append(es, placed(num, tag.Line, "a board has one deal: correct the Board or the Deal tag of one of the games", "the board is dealt differently on line %d", lineOf[num]))
			}
			continue
		}
		first[num] = len(boards)
		lineOf[num] = tag.Line
		boards = append(boards, Board{Number: num, Deal: d,
			Dealer: values[i]["Dealer"], Vulnerable: values[i]["Vulnerable"]})
	}
	if len(boards) == 0 && len(es) == 0 {
		es = append(es, noDeals("PBN"))
	}
	return boards, result(es)
}

func boardNumber(values map[string]string) (int, error) {
	v, ok := values["Board"]
	if !ok {
		return 0, errorf(hintBoardTag, "the game has a Deal but no Board tag")
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < 1 {
		return 0, errorf(hintBoardTag, "board number %q is not a whole number from 1", v)
	}
	return n, nil
}

// WritePBN writes the boards as a PBN file of the plainest kind, one game a
// board with its Board, Dealer, Vulnerable and Deal tags, the deal starting
// with the dealer's hand (as export format has it); Dealer and Vulnerable
// follow the board number (Law 2) unless the Board gives them as PBN does
// (a seat; None, NS, EW or All, or Love, -, Both). Lines end with CR LF. The
// deals must pass Check.
func WritePBN(w io.Writer, boards []Board) error {
	f, err := NewPBNFile(boards)
	if err != nil {
		return err
	}
	_, err = f.WriteTo(w)
	return err
}

// NewPBNFile returns the file WritePBN writes, for a caller that adds tags to
// its games before writing it (such as the analysis of each deal).
func NewPBNFile(boards []Board) (*pbn.File, error) {
	boards, err := checkBoards(boards, false, 0, "PBN")
	if err != nil {
		return nil, err
	}
	f := pbn.NewFile()
	for _, b := range boards {
		g := pbn.NewGame()
		first, ok := parseSeat(strings.TrimSpace(b.Dealer))
		if !ok {
			first = bridge.Dealer(b.Number)
		}
		vul, ok := pbnVulnerable(b.Vulnerable)
		if !ok {
			vul = vulnerable(b.Number)
		}
		g.Add("Board", strconv.Itoa(b.Number))
		g.Add("Dealer", first.String())
		g.Add("Vulnerable", vul)
		g.Add("Deal", b.Deal.PBN(first))
		f.Games = append(f.Games, g)
	}
	f.Games[0].Lead = "% PBN 2.1\r\n"
	return f, nil
}

// pbnVulnerable reads a Vulnerable tag value (§3.4.10, §3.11) and returns it
// as export format writes it.
func pbnVulnerable(v string) (string, bool) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "none", "love", "-":
		return "None", true
	case "ns":
		return "NS", true
	case "ew":
		return "EW", true
	case "all", "both":
		return "All", true
	}
	return "", false
}

// vulnerable returns the PBN Vulnerable value of a board (§3.4.10).
func vulnerable(board int) string {
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
