package importer

import (
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
)

// The readers take any bytes: a bad file ends in problems, never a panic;
// an event they return has only results that a Results row reads.
func fuzzReader(f *testing.F, read func([]byte) (*Event, []problem.Problem), seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, probs := read(data)
		if ev == nil {
			if !problem.HasErrors(probs) {
				t.Fatal("no event and no error")
			}
			return
		}
		for _, r := range ev.Results {
			if ps := check(r); len(ps) > 0 {
				t.Fatalf("%+v: %v", r, ps)
			}
		}
	})
}

func FuzzReadUSEBIO(f *testing.F) {
	fuzzReader(f, ReadUSEBIO, usebioSample, `<USEBIO><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`)
}

func FuzzReadPBN(f *testing.F) {
	fuzzReader(f, ReadPBN, pbnSample, "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n")
}

func FuzzReadLIN(f *testing.F) {
	fuzzReader(f, ReadLIN, linSample, "qx|o1|md|3S269H2568QADTQC2T,S47AHJD3479C4567Q,S58QH479KDKAC38JA,|")
}

func FuzzReadBWS(f *testing.F) {
	f.Add(smallBWS())
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, probs := ReadBWS(data)
		if ev == nil && !problem.HasErrors(probs) {
			t.Fatal("no event and no error")
		}
	})
}
