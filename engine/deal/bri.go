package deal

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/internal/lang"
)

// The .bri format, as Duplimate's description of its files defines the
// digits ("Convert", Jannersten, convert.pdf: "the BRI part") and as Big Deal
// (Hans van Staveren, output.c: out_bri, print_bri) writes the records. A
// board is 78 digits: North's 13 cards, then East's, then South's, each card
// two digits, 01 = ♠A, 02 = ♠K … 13 = ♠2, 14 = ♥A … 52 = ♣2, in any order;
// West holds the 13 cards left. Big Deal pads each record to 128 bytes with
// 32 spaces and 18 zero bytes ("It is unknown whether the strange half space,
// half zero fill is actually necessary. This is just the way I saw my first
// BRI file"). There are no board numbers: the first record is board 1.
//
// The .dup format is Duplimate's older one (convert.pdf; Big Deal:
// print_dup_common): a record of 156 bytes a board, no separators,
//
//	bytes   1–78   the BRI record above
//	bytes  79–146  the DGE record: the four hands N, E, S, W, each the four
//	               suits ♠ ♥ ♦ ♣ as the DOS characters 6, 3, 4, 5, each
//	               followed by its ranks AKQJT98765432 (4 + 13 = 17 bytes a
//	               hand); Big Deal's "dupblind" writes 68 spaces for board 1
//	bytes 147–156  for the machine: "Random hands?" Y or N, "Backwards
//	               counting" Y or N, the lowest board of the set (3 bytes),
//	               the copies of each board (2 bytes), the highest board
//	               (3 bytes), each number left-aligned and padded with
//	               spaces: "YN1  1 32 " for a set of 32 (convert.pdf); Big
//	               Deal writes "YN1  0 32 ".
//
// The cards are read from the BRI part; the first record's lowest board
// number, when it is a number, numbers the boards, else they start at 1.

const (
	briDigits = 78
	briRecord = 128
	dgeLen    = 68
	dupRecord = 156
	berCards  = 52

	hintBRI = "a board of a .bri file is 78 digits: 13 two-digit card numbers (01 = ♠A … 52 = ♣2) for North, then East, then South"
	hintDUP = "a board of a .dup file is 156 bytes: 78 digits for North's, East's and South's cards, 68 bytes of hands and 10 for the machine"
	hintBER = "a board of a .ber file is 52 digits, the seat of each card from ♠A to ♣2: 1 North, 2 East, 3 South, 4 West"
)

// ReadBRI reads a .bri file: records of 78 digits, padded to 128 bytes as
// Big Deal writes them or separated by any spaces, zero bytes and line ends.
// The boards are numbered from 1 in the order of the file. It returns the
// boards it could read and, with them, every problem of the file as Errors.
func ReadBRI(r io.Reader) ([]Board, error) {
	data, err := readAll(r)
	if err != nil {
		return nil, err
	}
	recs, es := records(data, briRecord, briDigits, hintBRI, lang.Word("78 digits"))
	var boards []Board
	for i, rec := range recs {
		if rec == nil {
			continue
		}
		n := i + 1
		d, err := decodeBRI(rec)
		if err != nil {
			es = append(es, at(list(err), n, 0)...)
			continue
		}
		boards = append(boards, Board{Number: n, Deal: d})
	}
	if len(boards) == 0 && len(es) == 0 {
		es = append(es, noDeals(".bri"))
	}
	return boards, result(byBoard(es))
}

// ReadDUP reads a Duplimate .dup file: records of 156 bytes, one after the
// other (line ends between them are passed over). It returns the boards it
// could read and, with them, every problem of the file as Errors.
func ReadDUP(r io.Reader) ([]Board, error) {
	data, err := readAll(r)
	if err != nil {
		return nil, err
	}
	recs, es := records(data, dupRecord, dupRecord, hintDUP, lang.Word("156 bytes"))
	first := 1
	if len(recs) > 0 && recs[0] != nil {
		if n, err := strconv.Atoi(strings.TrimSpace(string(recs[0][148:151]))); err == nil && n >= 1 {
			first = n
		}
	}
	var boards []Board
	for i, rec := range recs {
		if rec == nil {
			continue
		}
		n := first + i
		if !allDigits(rec[:briDigits]) {
			es = append(es, placed(n, 0, hintDUP, "the record does not start with 78 digits: byte %d is %q",
				firstNonDigit(rec)+1, rec[firstNonDigit(rec)]))
			continue
		}
		d, err := decodeBRI(rec[:briDigits])
		if err != nil {
			es = append(es, at(list(err), n, 0)...)
			continue
		}
		boards = append(boards, Board{Number: n, Deal: d})
	}
	if len(boards) == 0 && len(es) == 0 {
		es = append(es, noDeals(".dup"))
	}
	return boards, result(byBoard(es))
}

// records splits a file of fixed records. When the file is a whole number
// of records of size whose bytes after the first want are all padding, each
// record is read on its own, and a bad one does not stop the others. Else the
// records are read one after the other, skipping padding between them, and a
// record that is not as expected ends the reading. A nil record stands for a
// bad one of a file of whole records; the errors say what is wrong.
func records(data []byte, size, want int, hint string, what lang.Word) ([][]byte, []*Error) {
	var recs [][]byte
	var es []*Error
	if len(data) > 0 && len(data)%size == 0 && paddedRecords(data, size, want) {
		for i := 0; i < len(data); i += size {
			rec := data[i : i+size]
			if want == briDigits && !allDigits(rec[:want]) {
				k := firstNonDigit(rec)
				es = append(es, placed(len(recs)+1, 0, hint, "the record is not %s: byte %d is %q", what, k+1, rec[k]))
				recs = append(recs, nil)
				continue
			}
			recs = append(recs, rec[:want])
		}
		return recs, es
	}
	pos := 0
	for {
		for pos < len(data) && isFill(data[pos]) {
			pos++
		}
		if pos == len(data) {
			return recs, es
		}
		n := len(recs) + 1
		rest := data[pos:]
		if len(rest) < want {
			es = append(es, placed(n, 0, hint, "the file ends %d bytes into the board's record, not %s", len(rest), what))
			return recs, es
		}
		rec := rest[:want]
		if want == briDigits && !allDigits(rec) {
			k := firstNonDigit(rec)
			es = append(es, placed(n, 0, hint, "the record is not %s: byte %d is %q; the rest of the file is not read", what, k+1, rec[k]))
			return recs, es
		}
		recs = append(recs, rec)
		pos += want
	}
}

func paddedRecords(data []byte, size, want int) bool {
	for i := 0; i < len(data); i += size {
		for _, c := range data[i+want : i+size] {
			if !isFill(c) {
				return false
			}
		}
	}
	return true
}

func firstNonDigit(b []byte) int {
	for i, c := range b {
		if c < '0' || c > '9' {
			return i
		}
	}
	return 0
}

// decodeBRI reads 78 digits: North's, East's and South's cards; West has the
// rest.
func decodeBRI(rec []byte) (Deal, error) {
	var d Deal
	for k := 0; k < 39; k++ {
		seat := k / 13
		num := int(rec[2*k]-'0')*10 + int(rec[2*k+1]-'0')
		if num < 1 || num > 52 {
			return d, errorf(hintBRI, "card number %02d in %s's hand is not 01 to 52", num, seatWords[seat])
		}
		c := cardAt(num - 1)
		if d[seat][c.Suit].Has(c.Rank) {
			return d, errorf("each card is dealt to one hand only: compare the hand with the board",
				"%s's hand holds %s (card %02d) twice", seatWords[seat], c, num)
		}
		d[seat][c.Suit] = d[seat][c.Suit].Add(c.Rank)
	}
	for i := 0; i < 52; i++ {
		if _, n := d.owner(i); n == 0 {
			c := cardAt(i)
			d[bridge.West][c.Suit] = d[bridge.West][c.Suit].Add(c.Rank)
		}
	}
	return d, d.Check()
}

// appendBRI appends the 78 digits of a deal that Check accepts: each hand's
// card numbers in increasing order, as Big Deal writes them.
func appendBRI(b []byte, d Deal) []byte {
	for seat := bridge.North; seat < bridge.West; seat++ {
		for i := 0; i < 52; i++ {
			c := cardAt(i)
			if d[seat][c.Suit].Has(c.Rank) {
				b = append(b, byte('0'+(i+1)/10), byte('0'+(i+1)%10))
			}
		}
	}
	return b
}

// dgeSuits are the DOS code page 437 characters of ♠ ♥ ♦ ♣.
var dgeSuits = [4]byte{6, 3, 4, 5}

// appendDGE appends the 68 bytes of a deal's DGE record.
func appendDGE(b []byte, d Deal) []byte {
	for _, h := range d {
		for s := Spades; s <= Clubs; s++ {
			b = append(b, dgeSuits[s])
			b = append(b, h[s].PBN()...)
		}
	}
	return b
}

// WriteBRI writes the boards as a .bri file, records of 128 bytes as Big Deal
// writes them. The file has no board numbers: the boards must follow each
// other without a gap, and read back they are numbered from 1. The deals
// must pass Check.
func WriteBRI(w io.Writer, boards []Board) error {
	boards, err := checkBoards(boards, true, 0, ".bri")
	if err != nil {
		return err
	}
	out := make([]byte, 0, len(boards)*briRecord)
	for _, b := range boards {
		out = appendBRI(out, b.Deal)
		out = append(out, bytes.Repeat([]byte{' '}, 32)...)
		out = append(out, make([]byte, 18)...)
	}
	_, err = w.Write(out)
	return err
}

// WriteDUP writes the boards as a Duplimate .dup file: records of 156 bytes
// (BRI, DGE, and "YN", the first and the last board number and 1 copy, as
// convert.pdf describes them). The boards must follow each other without a
// gap, and be numbered 999 at most. The deals must pass Check.
func WriteDUP(w io.Writer, boards []Board) error {
	boards, err := checkBoards(boards, true, 999, ".dup")
	if err != nil {
		return err
	}
	trailer := fmt.Sprintf("YN%-3d%-2d%-3d", boards[0].Number, 1, boards[len(boards)-1].Number)
	out := make([]byte, 0, len(boards)*dupRecord)
	for _, b := range boards {
		out = appendBRI(out, b.Deal)
		out = appendDGE(out, b.Deal)
		out = append(out, trailer...)
	}
	_, err = w.Write(out)
	return err
}

// The .ber format of the Bernasconi dealing machine, as Big Deal writes it
// (output.c: print_ber; its only description found): 52 digits a board, no
// separators, the seat of each card in the order ♠A ♠K … ♠2 ♥A … ♣2, 1 for
// North, 2 East, 3 South, 4 West. There are no board numbers: the first 52
// digits are board 1.

// ReadBER reads a .ber file: 52 digits a board (line ends and padding between
// them are passed over), the boards numbered from 1. It returns the boards it
// could read and, with them, every problem of the file as Errors.
func ReadBER(r io.Reader) ([]Board, error) {
	data, err := readAll(r)
	if err != nil {
		return nil, err
	}
	digits := make([]byte, 0, len(data))
	for _, c := range data {
		if !isFill(c) {
			digits = append(digits, c)
		}
	}
	var es []*Error
	var boards []Board
	for i := 0; i < len(digits); i += berCards {
		n := i/berCards + 1
		rec := digits[i:min(i+berCards, len(digits))]
		if len(rec) < berCards {
			es = append(es, placed(n, 0, hintBER, "the file ends after %d of the board's 52 digits", len(rec)))
			break
		}
		var d Deal
		bad := -1
		for k, c := range rec {
			if !isSeatDigit(c) {
				bad = k
				break
			}
			card := cardAt(k)
			seat := int(c - '1')
			d[seat][card.Suit] = d[seat][card.Suit].Add(card.Rank)
		}
		if bad >= 0 {
			es = append(es, placed(n, 0, hintBER, "digit %d (%s) is %q, not 1 to 4", bad+1, cardAt(bad), badRune(string(rec[bad:]))))
			continue
		}
		if err := d.Check(); err != nil {
			es = append(es, at(list(err), n, 0)...)
			continue
		}
		boards = append(boards, Board{Number: n, Deal: d})
	}
	if len(boards) == 0 && len(es) == 0 {
		es = append(es, noDeals(".ber"))
	}
	return boards, result(es)
}

// WriteBER writes the boards as a .ber file, 52 digits a board with nothing
// between them, as Big Deal writes it. The file has no board numbers: the
// boards must follow each other without a gap, and read back they are
// numbered from 1. The deals must pass Check.
func WriteBER(w io.Writer, boards []Board) error {
	boards, err := checkBoards(boards, true, 0, ".ber")
	if err != nil {
		return err
	}
	out := make([]byte, 0, len(boards)*berCards)
	for _, b := range boards {
		for _, seat := range b.Deal.owners() {
			out = append(out, byte('1'+seat))
		}
	}
	_, err = w.Write(out)
	return err
}
