package importer

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
)

// The shared test data lies beside the repository: the real files have no
// licence of their own and are not copied in (their READMEs name their
// sources).
var sharedData = filepath.Join("..", "..", "..", "shared", "data")

func readShared(t *testing.T, dir, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(sharedData, dir, name))
	if err != nil {
		t.Skipf("%s: not here (the shared test data lies beside the repository)", name)
	}
	return b
}

// The real files read without a bad record; the counts are those their
// READMEs give.
func TestRealFiles(t *testing.T) {
	// An individual and a teams event are refused whole, with one error.
	for _, name := range []string{"nbf-nesodden-hostsingel-2022-individual.pbn", "nbf-ostfold-km-lag-a-2022-teams.pbn"} {
		if ev, probs := ReadPBN(readShared(t, "realworld-pbn", name)); ev != nil || len(probs) != 1 || !strings.Contains(probs[0].Msg, "is not a pairs event") {
			t.Errorf("%s: %v", name, probs)
		}
	}
	for _, tc := range []struct {
		dir, name             string
		read                  func([]byte) (*Event, []problem.Problem)
		pairs, results, deals int
	}{
		// 34 pairs, 384 records (none erased), HandRecord empty.
		{"import-bws", "club-251223.bws", ReadBWS, 34, 384, 0},
		// 333 of the 384 results, 24 boards' deals.
		{"import-bws", "club-251223.pbn", ReadPBN, 34, 333, 24},
		// 8 pairs, 140 lines, 35 boards (realworld-usebio/README.md).
		{"realworld-usebio", "compscore3-butler_howell.xml", ReadUSEBIO, 8, 140, 35},
		{"realworld-usebio", "compscore3-cross_imp_howell.xml", ReadUSEBIO, 9, 108, 27},
		{"realworld-usebio", "compscore3-mp_pairs_mitchell_03.xml", ReadUSEBIO, 13, 126, 21},
		{"realworld-usebio", "compscore3-butler_mitchell.xml", ReadUSEBIO, 14, 245, 35},
		// 44 pairs, 30 boards, 660 lines (realworld-pbn/README.md); the
		// Butler ranks 52 pairs in its TotalScoreTable.
		{"realworld-pbn", "ffb-dn1-2022-seance1.pbn", ReadPBN, 44, 660, 30},
		{"realworld-pbn", "ffb-dn1-2022-seance5.pbn", ReadPBN, 44, 616, 28},
		{"realworld-pbn", "nbf-ostfold-km-par-2022-05-08.pbn", ReadPBN, 8, 252, 63},
		{"realworld-pbn", "nbf-km-lag-butler-2022.pbn", ReadPBN, 52, 336, 14},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev, probs := tc.read(readShared(t, tc.dir, tc.name))
			for _, p := range probs {
				t.Errorf("%s (%s)", p.Msg, p.Hint)
			}
			if ev == nil {
				t.Fatal("no event")
			}
			if len(ev.Pairs) != tc.pairs || len(ev.Results) != tc.results || len(ev.Deals) != tc.deals {
				t.Errorf("%d pairs, %d results, %d deals; want %d, %d, %d", len(ev.Pairs), len(ev.Results), len(ev.Deals), tc.pairs, tc.results, tc.deals)
			}
			t.Logf("%v; first %+v; %+v", ev.Settings, ev.Results[0], ev.Pairs[0])
		})
	}
}

// The real two-section night: each result keeps the round and table its
// record was entered at (tables 1 to 9 in A and 1 to 8 in B, both numbered
// from 1), as mdbtools reads ReceivedData (bws_expected.json); the pairs
// are A1, B7, ….
func TestRealBWSRoundsAndTables(t *testing.T) {
	ev, probs := ReadBWS(readShared(t, "import-bws", "club-251223.bws"))
	if ev == nil {
		t.Fatal(probs)
	}
	var expected struct {
		ReceivedData []map[string]string
	}
	if err := json.Unmarshal(readShared(t, "import-bws", "bws_expected.json"), &expected); err != nil {
		t.Fatal(err)
	}
	letter := map[string]string{"1": "A", "2": "B"} // the Section table: ID 1 A, ID 2 B
	want := map[string]string{}
	for _, r := range expected.ReceivedData {
		s := letter[r["Section"]]
		want[s+r["PairNS"]+" "+s+r["PairEW"]+" board "+r["Board"]] = "round " + r["Round"] + " table " + r["Table"]
	}
	if len(want) != 384 {
		t.Fatalf("%d records in bws_expected.json, want 384", len(want))
	}
	tables := map[string]bool{}
	for _, r := range ev.Results {
		k := fmt.Sprintf("%s %s board %d", r.NS, r.EW, r.Board)
		if got := fmt.Sprintf("round %d table %d", r.Round, r.Table); got != want[k] {
			t.Errorf("%s: %s, want %s", k, got, want[k])
		}
		tables[r.NS[:1]+fmt.Sprint(r.Table)] = true
	}
	if len(tables) != 9+8 {
		t.Errorf("%d section tables, want 17: %v", len(tables), tables)
	}
}
