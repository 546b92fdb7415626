package deal

import (
	"bytes"
	"os"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
)

// seedFiles adds the test files to a fuzz target's corpus.
func seedFiles(f *testing.F, names ...string) {
	for _, name := range names {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// checkRead is what every reader promises, whatever its input: no panic,
// and only boards numbered from 1 with good deals, each number once.
func checkRead(t *testing.T, boards []Board, err error) {
	t.Helper()
	seen := map[int]bool{}
	for _, b := range boards {
		if b.Number < 1 {
			t.Fatalf("board numbered %d", b.Number)
		}
		if seen[b.Number] {
			t.Fatalf("board %d read twice", b.Number)
		}
		seen[b.Number] = true
		if e := b.Deal.Check(); e != nil {
			t.Fatalf("board %d read with a bad deal: %v", b.Number, e)
		}
	}
	if err != nil {
		for _, e := range list(err) {
			if e.Msg == "" {
				t.Fatalf("an error without a message: %+v", e)
			}
		}
	} else if len(boards) == 0 {
		t.Fatal("no boards and no error")
	}
}

func FuzzReadPBN(f *testing.F) {
	seedFiles(f, "standard.pbn", "bigdeal-fin1.pbn", "tourcalc-260902.pbn")
	f.Fuzz(func(t *testing.T, data []byte) {
		boards, err := ReadPBN(bytes.NewReader(data))
		checkRead(t, boards, err)
	})
}

func FuzzReadDLM(f *testing.F) {
	seedFiles(f, "rgb2011.dlm", "bbo2013.dlm")
	f.Fuzz(func(t *testing.T, data []byte) {
		boards, err := ReadDLM(bytes.NewReader(data))
		checkRead(t, boards, err)
	})
}

func FuzzReadBRI(f *testing.F) {
	seedFiles(f, "convert.bri", "lines.bri")
	f.Fuzz(func(t *testing.T, data []byte) {
		boards, err := ReadBRI(bytes.NewReader(data))
		checkRead(t, boards, err)
	})
}

func FuzzReadDUP(f *testing.F) {
	seedFiles(f, "convert.dup")
	f.Fuzz(func(t *testing.T, data []byte) {
		boards, err := ReadDUP(bytes.NewReader(data))
		checkRead(t, boards, err)
	})
}

func FuzzReadBER(f *testing.F) {
	seedFiles(f, "standard.ber")
	f.Fuzz(func(t *testing.T, data []byte) {
		boards, err := ReadBER(bytes.NewReader(data))
		checkRead(t, boards, err)
	})
}

// FuzzRead goes through Detect; a file it reads without an error is written
// back in its format and read again to the same boards.
func FuzzRead(f *testing.F) {
	seedFiles(f, "standard.pbn", "rgb2011.dlm", "convert.bri", "convert.dup", "standard.ber")
	f.Fuzz(func(t *testing.T, data []byte) {
		boards, format, err := Read("deals", data)
		if format == FormatUnknown {
			return
		}
		checkRead(t, boards, err)
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := Write(format, &out, boards); err != nil {
			return // a gap in the numbers, or boards the format cannot number
		}
		again, f2, err := Read("deals", out.Bytes())
		if err != nil || f2 != format || len(again) != len(boards) {
			t.Fatalf("written back as %v and read: %d boards, %v", f2, len(again), err)
		}
		for i := range again {
			if again[i].Number != boards[i].Number || again[i].Deal != boards[i].Deal {
				t.Fatalf("board %d read back differently", boards[i].Number)
			}
		}
	})
}

func FuzzParsePBN(f *testing.F) {
	f.Add(standardPBN)
	f.Add("W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -")
	f.Add("n:.63.akq987.a9732 a8654.kq5.10.qj106 j973.j98742.3.k4 -")
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParsePBN(s)
		if err != nil {
			return
		}
		if e := d.Check(); e != nil {
			t.Fatalf("ParsePBN(%q) gave a bad deal: %v", s, e)
		}
		for first := 0; first < 4; first++ {
			again, err := ParsePBN(d.PBN(seatOf(first)))
			if err != nil || again != d {
				t.Fatalf("PBN(%d) of %q read back as %v, %v", first, s, again, err)
			}
		}
	})
}

func seatOf(i int) bridge.Seat { return bridge.Seat(i) }
