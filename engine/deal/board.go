package deal

import (
	"bytes"
	"io"
	"sort"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
)

// Board is one deal of a dealing machine's file or a hand record, with its
// board number.
type Board struct {
	Number int
	Deal   Deal
	// Dealer and Vulnerable are the values of the PBN tags of those names
	// as the file gives them ("N", "NS", "None", …), "" when it does not
	// and for the other formats, which follow the board number (Law 2:
	// bridge.Dealer and bridge.Vulnerability).
	Dealer     string
	Vulnerable string
}

// Format is a kind of deals file.
type Format int

// The formats this package reads and writes.
const (
	FormatUnknown Format = iota
	// FormatPBN is Portable Bridge Notation: [Board] and [Deal] tags.
	FormatPBN
	// FormatDLM is Duplimate's newer text format, .dlm: "Board NN="
	// lines of 26 letters.
	FormatDLM
	// FormatBRI is .bri: 78 digits a board, North's, East's and South's
	// cards, in records of 128 bytes.
	FormatBRI
	// FormatDUP is Duplimate's older format, .dup: records of 156 bytes,
	// a BRI record, a DGE record and 10 bytes for the machine.
	FormatDUP
	// FormatBER is the Bernasconi dealing machine's format, .ber: 52
	// digits a board, the seat of each card.
	FormatBER
)

var formatNames = [...]string{"unknown", "PBN", "DLM", "BRI", "DUP", "BER"}

// String returns the format's name: PBN, DLM, BRI, DUP or BER.
func (f Format) String() string {
	if f >= 0 && int(f) < len(formatNames) {
		return formatNames[f]
	}
	return "unknown"
}

// Ext returns the format's file extension: .pbn, .dlm, .bri, .dup, .ber.
func (f Format) Ext() string {
	if f <= FormatUnknown || int(f) >= len(formatNames) {
		return ""
	}
	return "." + strings.ToLower(formatNames[f])
}

const hintFormats = "scorebook reads deals from PBN (.pbn), Duplimate (.dlm, .dup), .bri and Bernasconi (.ber) files"

// Detect tells the format of a deals file from its content and, when the
// content does not say, from the extension of its name. The content wins
// over the name: a .dup file that holds only 78-digit records (as some
// programs write them) is read as BRI.
func Detect(name string, data []byte) (Format, error) {
	if f := sniff(data); f != FormatUnknown {
		return f, nil
	}
	if f := byExt(name); f != FormatUnknown {
		return f, nil
	}
	return FormatUnknown, errorf(hintFormats, "cannot tell what kind of deals file %q is", baseName(name))
}

func baseName(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		return name[i+1:]
	}
	return name
}

func byExt(name string) Format {
	base := baseName(name)
	i := strings.LastIndexByte(base, '.')
	if i < 0 {
		return FormatUnknown
	}
	switch strings.ToLower(base[i:]) {
	case ".pbn":
		return FormatPBN
	case ".dlm":
		return FormatDLM
	case ".bri":
		return FormatBRI
	case ".dup":
		return FormatDUP
	case ".ber":
		return FormatBER
	}
	return FormatUnknown
}

func sniff(data []byte) Format {
	text := bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	text = bytes.TrimLeft(text, " \t\r\n")
	head := text
	if len(head) > 4096 {
		head = head[:4096]
	}
	switch {
	case hasFold(head, "[document]") || dlmBoardLine(head):
		return FormatDLM
	case bytes.HasPrefix(text, []byte("%")) || bytes.HasPrefix(text, []byte("[")) ||
		bytes.Contains(head, []byte("[Deal ")) || bytes.Contains(head, []byte("[Board ")):
		return FormatPBN
	case len(data) >= dupRecord && allDigits(data[:briDigits]) && isYN(data[146]) && isYN(data[147]):
		return FormatDUP
	case len(data) >= briDigits && allDigits(data[:briDigits]) && (len(data) == briDigits || isFill(data[briDigits])):
		return FormatBRI
	case len(data) >= berCards && allSeatDigits(data[:berCards]) &&
		(len(data) == berCards || isSeatDigit(data[berCards]) || isFill(data[berCards])):
		return FormatBER
	}
	return FormatUnknown
}

func hasFold(b []byte, s string) bool { return bytes.Contains(bytes.ToLower(b), []byte(s)) }

// dlmBoardLine reports whether a line starts "Board NN=".
func dlmBoardLine(b []byte) bool {
	for _, line := range bytes.Split(b, []byte("\n")) {
		if _, _, ok := dlmBoardKey(string(line)); ok {
			return true
		}
	}
	return false
}

func allDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func isYN(c byte) bool { return c == 'Y' || c == 'N' }

// isFill reports whether c is a byte that records of the binary formats are
// padded or separated with.
func isFill(c byte) bool { return c == ' ' || c == 0 || c == '\r' || c == '\n' || c == 0x1a }

func isSeatDigit(c byte) bool { return c >= '1' && c <= '4' }

func allSeatDigits(b []byte) bool {
	for _, c := range b {
		if !isSeatDigit(c) {
			return false
		}
	}
	return true
}

// Read reads a deals file of any of the formats, telling which from Detect.
// Like each reader, it returns the boards it could read and, with them,
// every problem of the file.
func Read(name string, data []byte) ([]Board, Format, error) {
	f, err := Detect(name, data)
	if err != nil {
		return nil, f, err
	}
	r := bytes.NewReader(data)
	var boards []Board
	switch f {
	case FormatPBN:
		boards, err = ReadPBN(r)
	case FormatDLM:
		boards, err = ReadDLM(r)
	case FormatBRI:
		boards, err = ReadBRI(r)
	case FormatDUP:
		boards, err = ReadDUP(r)
	case FormatBER:
		boards, err = ReadBER(r)
	}
	return boards, f, err
}

// Write writes boards in a format.
func Write(f Format, w io.Writer, boards []Board) error {
	switch f {
	case FormatPBN:
		return WritePBN(w, boards)
	case FormatDLM:
		return WriteDLM(w, boards)
	case FormatBRI:
		return WriteBRI(w, boards)
	case FormatDUP:
		return WriteDUP(w, boards)
	case FormatBER:
		return WriteBER(w, boards)
	}
	return errorf(hintFormats, "cannot write deals as %s", f)
}

// checkBoards is the check the writers make: good deals, board numbers from
// 1, each once; with sequence, in order and without a gap (the formats that
// number boards by their place in the file), and no number above max.
func checkBoards(boards []Board, sequence bool, max int, format string) ([]Board, error) {
	var es []*Error
	if len(boards) == 0 {
		return nil, errorf("", "no boards to write")
	}
	sorted := append([]Board(nil), boards...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Number < sorted[j].Number })
	for i, b := range sorted {
		switch {
		case b.Number < 1:
			es = append(es, errorf("boards are numbered from 1", "board number %d is below 1", b.Number))
			continue
		case max > 0 && b.Number > max:
			es = append(es, placed(b.Number, 0, "write the boards as PBN, which has no such limit", "a %s file holds boards 1 to %d only", format, max))
		case i > 0 && b.Number == sorted[i-1].Number:
			es = append(es, placed(b.Number, 0, "give each board once", "the board is given twice"))
		case sequence && i > 0 && b.Number != sorted[i-1].Number+1:
			es = append(es, placed(b.Number, 0, "", "boards %d to %d are missing", sorted[i-1].Number+1, b.Number-1).
				hinting("a %s file numbers boards by their place in it: give every board from the first to the last, or write PBN", format))
		}
		es = append(es, at(list(b.Deal.Check()), b.Number, 0)...)
	}
	return sorted, result(es)
}

// owners returns the seat of each card, in the order of cardIndex, of a deal
// that Check accepts.
func (d Deal) owners() [52]bridge.Seat {
	var own [52]bridge.Seat
	for i := range own {
		own[i], _ = d.owner(i)
	}
	return own
}

// readAll reads r whole.
func readAll(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, errorf("", "cannot read the deals: %v", err)
	}
	return data, nil
}

// noDeals is the error of a file without a deal.
func noDeals(format string) *Error {
	return errorf(hintFormats, "no deals found in the %s file", format)
}

// Conditions are the board's dealer and vulnerability: as the file's PBN
// tags give them (a seat; None, NS, EW or All, or Love, -, Both), else as
// the board number has them (Law 2).
func (b Board) Conditions() (dealer bridge.Seat, nsVul, ewVul bool) {
	dealer, ok := parseSeat(strings.TrimSpace(b.Dealer))
	if !ok {
		dealer = bridge.Dealer(b.Number)
	}
	nsVul, ewVul = bridge.Vulnerability(b.Number)
	if v, ok := pbnVulnerable(b.Vulnerable); ok {
		nsVul, ewVul = v == "NS" || v == "All", v == "EW" || v == "All"
	}
	return dealer, nsVul, ewVul
}
