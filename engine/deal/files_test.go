package deal

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

func testFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// readTest reads a test file with Read, which must tell its format.
func readTest(t *testing.T, name string, format Format) []Board {
	t.Helper()
	boards, f, err := Read(name, testFile(t, name))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if f != format {
		t.Fatalf("%s read as %v, want %v", name, f, format)
	}
	return boards
}

func mustDeal(t *testing.T, s string) Deal {
	t.Helper()
	d, err := ParsePBN(s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return d
}

// convertDeal is the deal of the worked example of Duplimate's convert.pdf,
// from its DGE hands.
var convertDeal = Deal{
	bridge.North: hand("J 9 8 7", "J 10 7 6 4 3", "A 4", "Q"),
	bridge.East:  hand("", "K Q 2", "Q 10 9", "A K 9 8 5 4 3"),
	bridge.South: hand("A Q 4 2", "A 8", "K J 7 6 2", "J 2"),
	bridge.West:  hand("K 10 6 5 3", "9 5", "8 5 3", "10 7 6"),
}

func TestBigDealPBN(t *testing.T) {
	boards := readTest(t, "bigdeal-fin1.pbn", FormatPBN)
	if len(boards) != 16 {
		t.Fatalf("%d boards, want 16", len(boards))
	}
	for i, b := range boards {
		if b.Number != i+1 {
			t.Errorf("board %d numbered %d", i+1, b.Number)
		}
		// Big Deal's Dealer and Vulnerable tags follow Law 2, as bridge does.
		if b.Dealer != bridge.Dealer(b.Number).String() || b.Vulnerable != vulnerable(b.Number) {
			t.Errorf("board %d: dealer %s, vulnerable %s", b.Number, b.Dealer, b.Vulnerable)
		}
	}
	if got := boards[0].Deal[bridge.North].PBN(); got != "AT3.K8654.AT6.93" {
		t.Errorf("board 1 North = %s", got)
	}
	if got := boards[15].Deal[bridge.West].PBN(); got != "9732.86.J9763.J3" {
		t.Errorf("board 16 West = %s", got)
	}
}

func TestTourcalcPBN(t *testing.T) {
	boards := readTest(t, "tourcalc-260902.pbn", FormatPBN)
	if len(boards) != 4 {
		t.Fatalf("%d boards, want 4", len(boards))
	}
	// Board 2 is written from East: E:A53.T8.KJ963.A53 942.… KQJT8.… 76.QJ765.QT74.87
	b := boards[1].Deal
	if b[bridge.East].PBN() != "A53.T8.KJ963.A53" || b[bridge.North].PBN() != "76.QJ765.QT74.87" {
		t.Errorf("board 2 = %s", b.PBN(bridge.North))
	}
	// Written back, each deal starts with its dealer again.
	var out bytes.Buffer
	if err := WritePBN(&out, boards); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`[Deal "E:A53.T8.KJ963.A53 942.AK94.82.QJT4 KQJT8.32.A5.K962 76.QJ765.QT74.87"]`,
		`[Deal "W:AK62.K54.A642.A2 T54.T2.J83.KJ753 987.98763.QT95.9 QJ3.AQJ.K7.QT864"]`,
	} {
		if !strings.Contains(out.String(), want+"\r\n") {
			t.Errorf("written file lacks %s:\n%s", want, out.String())
		}
	}
}

func TestStandardPBNFile(t *testing.T) {
	boards := readTest(t, "standard.pbn", FormatPBN)
	want := []Board{{Number: 1, Deal: standardDeal, Dealer: "N", Vulnerable: "None"}}
	if !reflect.DeepEqual(boards, want) {
		t.Errorf("boards = %+v", boards)
	}
}

func TestWritePBN(t *testing.T) {
	var out bytes.Buffer
	err := WritePBN(&out, []Board{{Number: 4, Deal: standardDeal, Dealer: "x", Vulnerable: "both"}, {Number: 1, Deal: convertDeal}})
	if err != nil {
		t.Fatal(err)
	}
	want := "% PBN 2.1\r\n" +
		"[Board \"1\"]\r\n[Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n" +
		"[Deal \"N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76\"]\r\n" +
		"\r\n" +
		"[Board \"4\"]\r\n[Dealer \"W\"]\r\n[Vulnerable \"All\"]\r\n" +
		"[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\r\n"
	if out.String() != want {
		t.Errorf("WritePBN =\n%q\nwant\n%q", out.String(), want)
	}
}

func TestDUPFile(t *testing.T) {
	data := testFile(t, "convert.dup")
	boards := readTest(t, "convert.dup", FormatDUP)
	if want := []Board{{Number: 1, Deal: convertDeal}}; !reflect.DeepEqual(boards, want) {
		t.Fatalf("boards = %+v", boards)
	}
	// The DGE part written for the deal is the example's, byte for byte.
	var out bytes.Buffer
	if err := WriteDUP(&out, boards); err != nil {
		t.Fatal(err)
	}
	if got := out.Bytes(); len(got) != dupRecord || !bytes.Equal(got[briDigits:146], data[briDigits:146]) {
		t.Errorf("DGE written as %q\nwant %q", got[briDigits:], data[briDigits:146])
	}
	if got := string(out.Bytes()[146:]); got != "YN1  1 1  " {
		t.Errorf("trailer = %q", got)
	}
	// The lowest board of the trailer numbers the boards.
	set := bytes.Clone(data)
	copy(set[146:], "YN17 1 32 ")
	boards, err := ReadDUP(bytes.NewReader(set))
	if err != nil || len(boards) != 1 || boards[0].Number != 17 {
		t.Errorf("a set from 17: %+v, %v", boards, err)
	}
}

func TestBRIFiles(t *testing.T) {
	want := []Board{{Number: 1, Deal: convertDeal}, {Number: 2, Deal: standardDeal}}
	for _, name := range []string{"convert.bri", "lines.bri"} {
		if boards := readTest(t, name, FormatBRI); !reflect.DeepEqual(boards, want) {
			t.Errorf("%s: boards = %+v", name, boards)
		}
	}
	// Board 2 was written by hand in increasing card numbers, as Big Deal
	// writes them: written back, the record is the same.
	var out bytes.Buffer
	if err := WriteBRI(&out, want); err != nil {
		t.Fatal(err)
	}
	if data := testFile(t, "convert.bri"); !bytes.Equal(out.Bytes()[briRecord:], data[briRecord:]) {
		t.Errorf("board 2 written as %q\nwant %q", out.Bytes()[briRecord:], data[briRecord:])
	}
}

func TestBERFile(t *testing.T) {
	want := []Board{{Number: 1, Deal: standardDeal}, {Number: 2, Deal: convertDeal}}
	if boards := readTest(t, "standard.ber", FormatBER); !reflect.DeepEqual(boards, want) {
		t.Errorf("boards = %+v", boards)
	}
	var out bytes.Buffer
	if err := WriteBER(&out, want); err != nil {
		t.Fatal(err)
	}
	if data := testFile(t, "standard.ber"); !bytes.Equal(out.Bytes(), data) {
		t.Errorf("written as %s\nwant %s", out.Bytes(), data)
	}
}

func TestDLMFiles(t *testing.T) {
	// rec.games.bridge's board: the poster decoded "j l i f a e …" as SE SW
	// SN EE NN EN: ♠A South ♠K East, ♠Q South ♠J West, ♠10 South ♠9 North,
	// ♠8 East ♠7 East, ♠6 North ♠5 North, ♠4 North ♠3 East.
	rgb := Deal{
		bridge.North: hand("9 6 5 3", "10 9 4", "Q 5 4", "10 5 4"),
		bridge.East:  hand("K 8 7 4", "Q J 7", "10 9 7 2", "A 8"),
		bridge.South: hand("A Q 10 2", "8 6 2", "A 8 3", "K J 7"),
		bridge.West:  hand("J", "A K 5 3", "K J 6", "Q 9 6 3 2"),
	}
	// Bridge Base's board: "c g c a …": c = N,S: ♠A North ♠K South; g = E,S:
	// ♠Q East ♠J South; c: ♠10 North ♠9 South; a: ♠8 ♠7 North.
	bbo := Deal{
		bridge.North: hand("A 10 8 7", "J 10 3", "J", "A K 10 9 5"),
		bridge.East:  hand("Q 5 3", "A Q", "A 7 5 4", "Q 8 4 3"),
		bridge.South: hand("K J 9 6 4 2", "9 8 5 4 2", "Q 6", ""),
		bridge.West:  hand("", "K 7 6", "K 10 9 8 3 2", "J 7 6 2"),
	}
	for _, tt := range []struct {
		name string
		deal Deal
	}{{"rgb2011.dlm", rgb}, {"bbo2013.dlm", bbo}} {
		boards := readTest(t, tt.name, FormatDLM)
		if want := []Board{{Number: 1, Deal: tt.deal}}; !reflect.DeepEqual(boards, want) {
			t.Errorf("%s: boards = %+v", tt.name, boards)
		}
	}
	// The checksums of both posts are Big Deal's: board number XOR letters.
	if got := dlmChecksum(1, "jlifaelnecgmoldfjmcflinlap"); got != 23 {
		t.Errorf("rec.games.bridge checksum = %d, want 23", got)
	}
	if got := dlmChecksum(1, "cgcajjjnakpkchipnjhmbmbpbh"); got != 22 {
		t.Errorf("Bridge Base checksum = %d, want 22", got)
	}
	// Written back, the board's line and the filler are those of the file.
	var out bytes.Buffer
	if err := WriteDLM(&out, []Board{{Number: 1, Deal: rgb}}); err != nil {
		t.Fatal(err)
	}
	data := string(testFile(t, "rgb2011.dlm"))
	got := out.String()
	for _, line := range []string{"Board 01=jlifaelnecgmoldfjmcflinlap023\r\n", "Board 02=aaaaaabffffffkkkkkklpppppp012\r\n",
		"From board=1\r\nTo board=1\r\n", "Crypto key=0\r\nChecksum=1\r\n", "Board 99=aaaaaabffffffkkkkkklpppppp109\r\n"} {
		if !strings.Contains(got, line) {
			t.Errorf("written file lacks %q", line)
		}
	}
	if i := strings.Index(got, "Duplicates 01"); got[i:i+120] != data[strings.Index(data, "Duplicates 01"):][:120] {
		t.Errorf("boards written as\n%s", got[i:i+120])
	}
	if strings.Count(got, "\nBoard ") != 99 {
		t.Errorf("a .dlm file holds 99 boards, written %d", strings.Count(got, "\nBoard "))
	}
}

// randomDeal deals the 52 cards at random, 13 to each hand.
func randomDeal(r *rand.Rand) Deal {
	var d Deal
	for k, i := range r.Perm(52) {
		c := cardAt(i)
		d[k/13][c.Suit] = d[k/13][c.Suit].Add(c.Rank)
	}
	return d
}

// Every format gives back the same 52 cards and board numbers.
func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 52))
	for _, f := range []Format{FormatPBN, FormatDLM, FormatBRI, FormatDUP, FormatBER} {
		for _, set := range [][2]int{{1, 1}, {1, 36}, {1, 99}} {
			var boards []Board
			for n := set[0]; n <= set[1]; n++ {
				boards = append(boards, Board{Number: n, Deal: randomDeal(r)})
			}
			var out bytes.Buffer
			if err := Write(f, &out, boards); err != nil {
				t.Fatalf("%v: %v", f, err)
			}
			got, format, err := Read("deals"+f.Ext(), out.Bytes())
			if err != nil || format != f {
				t.Fatalf("%v: read back as %v: %v", f, format, err)
			}
			// PBN keeps the dealer and vulnerability tags it writes.
			for i := range got {
				got[i].Dealer, got[i].Vulnerable = "", ""
			}
			if !reflect.DeepEqual(got, boards) {
				t.Errorf("%v, boards %d to %d: read back differently", f, set[0], set[1])
			}
			// The content tells the format whatever the name.
			if got, _ := Detect("deals.txt", out.Bytes()); got != f {
				t.Errorf("%v detected as %v", f, got)
			}
		}
	}
	// Formats that number boards: a set that starts at 17.
	for _, f := range []Format{FormatPBN, FormatDLM, FormatDUP} {
		boards := []Board{{Number: 17, Deal: randomDeal(r)}, {Number: 18, Deal: randomDeal(r)}}
		var out bytes.Buffer
		if err := Write(f, &out, boards); err != nil {
			t.Fatal(err)
		}
		got, _, err := Read("x"+f.Ext(), out.Bytes())
		if err != nil || len(got) != 2 || got[0].Number != 17 || got[1].Deal != boards[1].Deal {
			t.Errorf("%v from 17: %+v, %v", f, got, err)
		}
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		name string
		data string
		want Format
	}{
		{"x.pbn", "% PBN 2.1\n[Board \"1\"]", FormatPBN},
		{"x.txt", "\xef\xbb\xbf\r\n[Event \"\"]", FormatPBN},
		{"x", "{ hand record }\n[Deal \"N:...\"]", FormatPBN},
		{"x.DLM", "[Document]\r\nHeadline=x", FormatDLM},
		{"x", "Board 01=aaaaaabffffffkkkkkklpppppp015\n", FormatDLM},
		{"x.dup", strings.Repeat("1", 78) + strings.Repeat(" ", 68) + "YN1  1 32 ", FormatDUP},
		{"x.dup", strings.Repeat("1", 78) + "\r\n", FormatBRI}, // content wins over the name
		{"x", strings.Repeat("1", 78), FormatBRI},
		{"x", strings.Repeat("1", 52), FormatBER},
		{"x", strings.Repeat("1", 104), FormatBER},
		{`C:\deals\Set 3.Ber`, "garbage", FormatBER}, // the name decides when the content cannot
	}
	for _, tt := range tests {
		got, err := Detect(tt.name, []byte(tt.data))
		if err != nil || got != tt.want {
			t.Errorf("Detect(%q, %.20q) = %v, %v; want %v", tt.name, tt.data, got, err, tt.want)
		}
	}
	_, err := Detect("/home/td/deals.xlsx", []byte("PK\x03\x04"))
	checkErrors(t, "unknown", err, []string{`cannot tell what kind of deals file "deals.xlsx" is | ` + hintFormats})
}

// fullErrors returns each error as Error() and hint, for comparing.
func fullErrors(err error) []string {
	var out []string
	for _, e := range list(err) {
		out = append(out, e.Error()+" | "+e.Hint)
	}
	return out
}

func TestReaderErrors(t *testing.T) {
	good := mustDeal(t, standardPBN)
	bri := string(appendBRI(nil, good))
	ber := strings.Repeat("1", 13) + strings.Repeat("2", 13) + strings.Repeat("3", 13) + strings.Repeat("4", 13)
	tests := []struct {
		name   string
		data   string
		boards []int // the numbers of the boards read
		errs   []string
	}{
		{"pbn.pbn", `[Board "1"][Deal "` + standardPBN + `"]

[Board "2"]
[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.8"]

[Board "x"] [Deal "` + standardPBN + `"]

[Deal "` + standardPBN + `"]

[Board "1"] [Deal "N:` + convertDeal.PBN(bridge.North)[2:] + `"]

[Board "3"] [Deal "?"]

[Board "4" [Deal "` + standardPBN + `"]

[Board "5"] [Deal "` + standardPBN + `"]
`, []int{1, 5}, []string{
			`line 14: tag Board is not closed with ] | a tag pair is written [Name "value"], a name of letters, digits and _ and its value in double quotes`,
			"board 2 (line 4): West has 12 cards | " + hintHandSize,
			"board 2 (line 4): ♣5 is in no hand | " + hintMissing,
			`line 6: board number "x" is not a whole number from 1 | ` + hintBoardTag,
			"line 8: the game has a Deal but no Board tag | " + hintBoardTag,
			"board 1 (line 10): the board is dealt differently on line 1 | a board has one deal: correct the Board or the Deal tag of one of the games",
		}},
		{"empty.pbn", "% PBN 2.1\n[Event \"x\"]\n", nil, []string{"no deals found in the PBN file | " + hintFormats}},
		{"x.dlm", "[Document]\nFrom board=1\nTo board=4\n" +
			"Board 01=jlifaelnecgmoldfjmcflinlap023\n" +
			"Board 02=jlifaelnecgmoldfjmcflin\n" +
			"Board 03=jlifaelnecgmoldfjmcfliXlap023\n" +
			"Board 01=jlifaelnecgmoldfjmcflinlap023\n" +
			"Board 04=aaaaaaaffffffkkkkkklpppppp023\n" +
			"Board 05=garbage outside the set\n", []int{1}, []string{
			"board 2 (line 5): the board has 23 letters, not 26 | " + hintDLM,
			`board 3 (line 6): letter 23 is "X", not a to p | ` + hintDLM,
			"board 1 (line 7): the board is given again (first on line 4) | a .dlm file gives each board once",
			"board 4 (line 8): North has 14 cards | " + hintHandSize,
			"board 4 (line 8): East has 12 cards | " + hintHandSize,
		}},
		{"x.bri", bri + strings.Repeat(" ", 32) + strings.Repeat("\x00", 18) +
			"57" + bri[2:] + strings.Repeat(" ", 32) + strings.Repeat("\x00", 18) +
			bri[:10] + "x" + bri[11:] + strings.Repeat(" ", 32) + strings.Repeat("\x00", 18) +
			bri[:2] + bri[:2] + bri[4:] + strings.Repeat(" ", 32) + strings.Repeat("\x00", 18), []int{1}, []string{
			"board 2: card number 57 in North's hand is not 01 to 52 | " + hintBRI,
			`board 3: the record is not 78 digits: byte 11 is 'x' | ` + hintBRI,
			"board 4: North's hand holds ♥6 (card 22) twice | each card is dealt to one hand only: compare the hand with the board",
		}},
		{"x.bri", bri + "\r\n" + bri[:40] + "\r\n", []int{1}, []string{
			"board 2: the file ends 42 bytes into the board's record, not 78 digits | " + hintBRI,
		}},
		{"x.dup", string(testFile(t, "convert.dup")) + string(testFile(t, "convert.dup"))[:100], []int{1}, []string{
			"board 2: the file ends 100 bytes into the board's record, not 156 bytes | " + hintDUP,
		}},
		{"x.ber", ber + ber[:5] + "5" + ber[6:] + ber[:51] + "1" + ber[:20], []int{1}, []string{
			`board 2: digit 6 (♠9) is "5", not 1 to 4 | ` + hintBER,
			"board 3: North has 14 cards | " + hintHandSize,
			"board 3: West has 12 cards | " + hintHandSize,
			"board 4: the file ends after 20 of the board's 52 digits | " + hintBER,
		}},
		{"x.ber", "", nil, []string{"no deals found in the .ber file | " + hintFormats}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := byExt(tt.name)
			var boards []Board
			var err error
			switch f {
			case FormatPBN:
				boards, err = ReadPBN(strings.NewReader(tt.data))
			case FormatDLM:
				boards, err = ReadDLM(strings.NewReader(tt.data))
			case FormatBRI:
				boards, err = ReadBRI(strings.NewReader(tt.data))
			case FormatDUP:
				boards, err = ReadDUP(strings.NewReader(tt.data))
			case FormatBER:
				boards, err = ReadBER(strings.NewReader(tt.data))
			}
			var nums []int
			for _, b := range boards {
				nums = append(nums, b.Number)
				if e := b.Deal.Check(); e != nil {
					t.Errorf("board %d read with a bad deal: %v", b.Number, e)
				}
			}
			if !reflect.DeepEqual(nums, tt.boards) {
				t.Errorf("boards read = %v, want %v", nums, tt.boards)
			}
			if got := fullErrors(err); !reflect.DeepEqual(got, tt.errs) {
				t.Errorf("errors\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.errs, "\n"))
			}
		})
	}
}

func TestWriterErrors(t *testing.T) {
	d := mustDeal(t, standardPBN)
	bad := d
	bad[bridge.North] = Hand{}
	tests := []struct {
		f      Format
		boards []Board
		errs   []string
	}{
		{FormatDLM, []Board{{Number: 99, Deal: d}, {Number: 100, Deal: d}}, []string{
			"board 100: a .dlm file holds boards 1 to 99 only | write the boards as PBN, which has no such limit"}},
		{FormatBRI, []Board{{Number: 1, Deal: d}, {Number: 4, Deal: d}}, []string{
			"board 4: boards 2 to 3 are missing | a .bri file numbers boards by their place in it: give every board from the first to the last, or write PBN"}},
		{FormatBER, []Board{{Number: 2, Deal: d}, {Number: 2, Deal: d}}, []string{
			"board 2: the board is given twice | give each board once"}},
		{FormatPBN, []Board{{Number: 0, Deal: d}, {Number: 3, Deal: bad}}, []string{
			"board number 0 is below 1 | boards are numbered from 1",
			"board 3: North has 0 cards | " + hintHandSize,
			"board 3: ♥6, ♥3, ♦A, ♦K, ♦Q, ♦9, ♦8, ♦7, ♣A, ♣9, ♣7, ♣3 and ♣2 are in no hand | " + hintMissing}},
		{FormatDUP, nil, []string{"no boards to write | "}},
		{FormatUnknown, []Board{{Number: 1, Deal: d}}, []string{"cannot write deals as unknown | " + hintFormats}},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		err := Write(tt.f, &out, tt.boards)
		if got := fullErrors(err); !reflect.DeepEqual(got, tt.errs) {
			t.Errorf("%v: errors\n%s\nwant\n%s", tt.f, strings.Join(got, "\n"), strings.Join(tt.errs, "\n"))
		}
		if out.Len() != 0 {
			t.Errorf("%v: %d bytes written despite the errors", tt.f, out.Len())
		}
	}
}

// A PBN file as Windows programs write it: a byte order mark, CR LF, escape
// lines and both kinds of comment, one of them hiding a Deal tag.
func TestPBNFileSyntax(t *testing.T) {
	data := "\xef\xbb\xbf% PBN 2.1\r\n% EXPORT\r\n{ set 3 }\r\n" +
		"[Event \"##Club\"]\r\n[Board \"7\"] ; [Deal \"N:-\"]\r\n[Deal \"" + standardPBN + "\"]\r\n{ a\r\n\r\nlong comment }\r\n" +
		"\r\n" +
		"[Board \"8\"]\r\n[Deal \"E:" + convertDeal.PBN(bridge.East)[2:] + "\"]\r\n"
	boards, format, err := Read("set3.pbn", []byte(data))
	if err != nil || format != FormatPBN {
		t.Fatalf("%v, %v", format, err)
	}
	want := []Board{{Number: 7, Deal: standardDeal}, {Number: 8, Deal: convertDeal}}
	if !reflect.DeepEqual(boards, want) {
		t.Errorf("boards = %+v", boards)
	}
}

// The checksum of a .dlm board is not checked: this line, from a test of
// another program, carries 018 where Big Deal's rule gives 019, and that
// test decodes North as T53.AJ7.AT.AQ762, as this package does.
func TestDLMChecksumNotChecked(t *testing.T) {
	data := "[DOCUMENT]\nFrom board=1\nTo board=1\nDuplicates 01=1\nBoard 01=fnbkmmincldklcfcofoiefnapm018"
	boards, err := ReadDLM(strings.NewReader(data))
	if err != nil || len(boards) != 1 {
		t.Fatalf("%+v, %v", boards, err)
	}
	if got := boards[0].Deal[bridge.North].PBN(); got != "T53.AJ7.AT.AQ762" {
		t.Errorf("North = %s", got)
	}
	if got := dlmChecksum(1, "fnbkmmincldklcfcofoiefnapm"); got != 19 {
		t.Errorf("Big Deal's checksum = %d", got)
	}
}

// A .dlm file whose key is not 0 and whose deals do not read says so.
func TestDLMCryptoKey(t *testing.T) {
	data := "[Document]\nCrypto key=7\nBoard 01=aaaaaaaffffffkkkkkklpppppp000\n"
	_, err := ReadDLM(strings.NewReader(data))
	got := fullErrors(err)
	if len(got) != 3 || got[2] != "the file has Crypto key=7: its deals may be encrypted, which scorebook cannot read | "+
		"export the deals from the dealing program without encryption, or as PBN" {
		t.Errorf("errors = %q", got)
	}
}

// A board's dealer and vulnerability are the file's when it gives them,
// else the board number's (Law 2: board 6 is dealt by East, E-W
// vulnerable).
func TestConditions(t *testing.T) {
	tests := []struct {
		b          Board
		dealer     bridge.Seat
		nsVul, ewV bool
	}{
		{Board{Number: 6}, bridge.East, false, true},
		{Board{Number: 1}, bridge.North, false, false},
		{Board{Number: 6, Dealer: "S", Vulnerable: "Both"}, bridge.South, true, true},
		{Board{Number: 6, Dealer: "?", Vulnerable: "-"}, bridge.East, false, false},
		{Board{Number: 13, Vulnerable: "ns"}, bridge.North, true, false}, // board 13 is all vulnerable by number
	}
	for _, tt := range tests {
		d, ns, ew := tt.b.Conditions()
		if d != tt.dealer || ns != tt.nsVul || ew != tt.ewV {
			t.Errorf("%+v: dealer %v, vulnerable %v %v", tt.b, d, ns, ew)
		}
	}
}

// Dealt boards, written in every format, read back the same 52 cards per
// board; and each file has the layout its format fixes, byte for byte: a
// .bri record of 78 digits, 32 spaces and 18 zero bytes; a .dup record of
// the same 78 digits, the 68 bytes of the hands (each suit its DOS symbol
// and its ranks) and the trailer YN, lowest board, copies, highest board
// ("YN1  1 24 " for boards 1 to 24); a .ber board of 52 seat digits; a
// .dlm board line of 26 letters whose checksum is the board number XOR
// the letters (Big Deal's print_dlm), and the header's Checksum the XOR of
// Duplicates, From board, To board and 1 for Show (init_dlmcommon).
func TestDealtFiles(t *testing.T) {
	numbers := make([]int, 24)
	for i := range numbers {
		numbers[i] = i + 1
	}
	boards, err := RandomBoards(NewSeeded("dealt files"), numbers)
	if err != nil {
		t.Fatal(err)
	}
	files := map[Format][]byte{}
	for _, f := range []Format{FormatPBN, FormatDLM, FormatBRI, FormatDUP, FormatBER} {
		var out bytes.Buffer
		if err := Write(f, &out, boards); err != nil {
			t.Fatalf("%v: %v", f, err)
		}
		files[f] = out.Bytes()
		got, format, err := Read("deals"+f.Ext(), out.Bytes())
		if err != nil || format != f || len(got) != len(boards) {
			t.Fatalf("%v read back as %v, %d boards: %v", f, format, len(got), err)
		}
		for i, b := range got {
			if b.Number != boards[i].Number || b.Deal != boards[i].Deal {
				t.Errorf("%v board %d read back as board %d %s", f, boards[i].Number, b.Number, b.Deal.PBN(bridge.North))
			}
		}
	}
	// The 78 digits of each board: North's, East's and South's card
	// numbers, each hand's in increasing order.
	digits := func(d Deal) string {
		var b strings.Builder
		for seat := bridge.North; seat < bridge.West; seat++ {
			for i := 0; i < 52; i++ {
				if s, _ := d.owner(i); s == seat {
					fmt.Fprintf(&b, "%02d", i+1)
				}
			}
		}
		return b.String()
	}
	bri, dup, ber := files[FormatBRI], files[FormatDUP], files[FormatBER]
	if len(bri) != 24*128 || len(dup) != 24*156 || len(ber) != 24*52 {
		t.Fatalf("sizes: .bri %d, .dup %d, .ber %d", len(bri), len(dup), len(ber))
	}
	for i, b := range boards {
		want := digits(b.Deal) + strings.Repeat(" ", 32) + strings.Repeat("\x00", 18)
		if got := string(bri[128*i : 128*(i+1)]); got != want {
			t.Errorf(".bri board %d: %q\nwant %q", b.Number, got, want)
		}
		var hands strings.Builder
		for _, h := range b.Deal {
			for s, sym := range []byte{6, 3, 4, 5} {
				hands.WriteByte(sym)
				hands.WriteString(h[s].PBN())
			}
		}
		want = digits(b.Deal) + hands.String() + "YN1  1 24 "
		if got := string(dup[156*i : 156*(i+1)]); got != want {
			t.Errorf(".dup board %d: %q\nwant %q", b.Number, got, want)
		}
		var seats strings.Builder
		for c := 0; c < 52; c++ {
			s, _ := b.Deal.owner(c)
			seats.WriteByte(byte('1' + s))
		}
		if got := string(ber[52*i : 52*(i+1)]); got != seats.String() {
			t.Errorf(".ber board %d: %s\nwant %s", b.Number, got, seats.String())
		}
	}
	dlm := string(files[FormatDLM])
	if !strings.HasPrefix(dlm, "[Document]\r\nHeadline=Generated by scorebook\r\nStatus=Show\r\nDuplicates=0\r\n"+
		"From board=1\r\nTo board=24\r\nNext board to duplimate=0\r\nPrintOuts=0\r\nCrypto key=0\r\nChecksum=24\r\n") {
		// Checksum: 0 XOR 1 XOR 24 XOR 1 = 24.
		t.Errorf(".dlm header:\n%s", dlm[:200])
	}
	lines := 0
	for _, l := range strings.Split(dlm, "\r\n") {
		n, v, ok := dlmBoardKey(l)
		if !ok {
			continue
		}
		lines++
		if len(v) != 29 {
			t.Fatalf("board line %q", l)
		}
		sum := n
		for _, c := range []byte(v[:26]) {
			sum ^= int(c)
		}
		if v[26:] != fmt.Sprintf("%03d", sum) {
			t.Errorf("board %d: checksum %s, want %03d", n, v[26:], sum)
		}
	}
	if lines != 99 {
		t.Errorf("%d board lines, want 99", lines)
	}
	// The PBN file is the one Digest is made of.
	sum := sha256.Sum256(files[FormatPBN])
	if d, _ := Digest(boards); d != hex.EncodeToString(sum[:]) {
		t.Errorf("Digest %s is not the SHA-256 of the PBN file, %x", d, sum)
	}
}
