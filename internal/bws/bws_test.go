package bws

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/internal/jet"
	"github.com/scorebook/scorebook/internal/pbn"
)

// The real Bridgemate database of the shared test data (its README.md: a
// two-section Mitchell of 23 Dec 2025, A 9 tables and 8 rounds, B 8 tables
// and 7 rounds, 3 boards a round, 384 records, 34 pairs; anonymised), and
// BridgeComposer's PBN of the same session, which holds 333 of the results.
// They are not copied into the repository (their source has no licence):
// the tests read them beside it, and skip where they are absent.
var dataDir = filepath.Join("..", "..", "..", "shared", "data", "import-bws")

func readData(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dataDir, name))
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s: not here (the shared test data lies beside the repository)", dataDir)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func load(t *testing.T, b []byte) *Input {
	t.Helper()
	db, err := jet.Open(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	in, err := Load(db)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

func mapOK(t *testing.T, in *Input) *Event {
	t.Helper()
	ev, probs := Map(in)
	for _, p := range probs {
		t.Errorf("problem: %s (hint: %s)", p.Error(), p.Hint)
	}
	if ev == nil {
		t.FailNow()
	}
	return ev
}

func surname(name string) string {
	f := strings.Fields(name)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

func TestRealBWS(t *testing.T) {
	b := readData(t, "club-251223.bws")
	ev := mapOK(t, load(t, b))
	if !reflect.DeepEqual(ev.Sections, []string{"A", "B"}) {
		t.Errorf("sections %v", ev.Sections)
	}
	// Both sections' Winners are 0 (bws_expected.json: BCS left it
	// unset), so the file does not tell the Field.
	if ev.Field != "" {
		t.Errorf("Field %q, want none", ev.Field)
	}
	if !ev.Date.Equal(time.Date(2025, 12, 23, 0, 0, 0, 0, time.UTC)) || ev.SessionName != "Bridge game" {
		t.Errorf("session %q of %v", ev.SessionName, ev.Date)
	}
	// 9 + 9 pairs in A, 8 + 8 in B: a Mitchell whose EW pairs reuse the
	// NS numbers, so each pair is a number and a direction.
	if len(ev.Pairs) != 34 {
		t.Fatalf("%d pairs, want 34", len(ev.Pairs))
	}
	if p := ev.Pairs[0]; p.ID != "A1" || p.Direction != pairs.NS || p.Names != [2]string{"Nagof Fidezos", "Vugu Kotime"} ||
		p.Numbers != [2]string{"9000001", "9000003"} {
		t.Errorf("first pair %+v", p) // PlayerNumbers' first rows: table 1 N and S, round 0
	}
	// Every player named; two without a member number (PlayerNumbers:
	// section 2 table 2 N and table 6 W, guests).
	var noNumber []string
	for _, p := range ev.Pairs {
		if p.Names[0] == "" || p.Names[1] == "" {
			t.Errorf("pair %s %v without both players: %+v", p.ID, p.Direction, p)
		}
		for i, n := range p.Numbers {
			if n == "" {
				noNumber = append(noNumber, p.Names[i])
			}
		}
	}
	if !reflect.DeepEqual(noNumber, []string{"Gobu Roluda", "Damode Ficupo"}) {
		t.Errorf("players without a member number: %v", noNumber)
	}
	// 9 tables × 8 rounds × 3 boards + 8 × 7 × 3: every board played once.
	if len(ev.Results) != 216+168 || len(ev.Erased) != 0 || len(ev.Replaced) != 0 {
		t.Errorf("%d results, %d erased, %d replaced", len(ev.Results), len(ev.Erased), len(ev.Replaced))
	}

	// The PBN's results and names, an independent account of the session.
	pairOf := map[string]Pair{}
	for _, p := range ev.Pairs {
		pairOf[p.ID+" "+p.Direction.String()] = p
	}
	type key struct {
		ns, ew string
		board  int
	}
	results := map[key]Result{}
	for _, r := range ev.Results {
		results[key{r.NS, r.EW, r.Board}] = r
	}
	f, err := pbn.Parse(readData(t, "club-251223.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	matched := 0
	for _, g := range f.Games {
		bs, _ := g.Get("Board")
		board, _ := strconv.Atoi(bs)
		tag := g.Tag("ScoreTable")
		if tag == nil {
			continue
		}
		tb, err := tag.Table()
		if err != nil {
			t.Fatal(err)
		}
		col := map[string]int{}
		for i, c := range tb.Columns {
			col[c.Name] = i
		}
		for _, row := range tb.Rows {
			sec := row[col["Section"]]
			ns, ew := sec+row[col["PairId_NS"]], sec+row[col["PairId_EW"]]
			r, ok := results[key{ns, ew, board}]
			if !ok {
				t.Errorf("board %d %s v %s: in the PBN, not in the .bws", board, ns, ew)
				continue
			}
			matched++
			c, err := bridge.ParseContract(row[col["Contract"]])
			if err != nil || c != r.Contract {
				t.Errorf("board %d %s v %s: contract %v, the PBN's %s", board, ns, ew, r.Contract, row[col["Contract"]])
			}
			if !c.IsPassedOut() {
				if r.Declarer.String() != row[col["Declarer"]] || strconv.Itoa(r.Tricks) != row[col["Result"]] {
					t.Errorf("board %d %s v %s: %v took %d, the PBN's %s took %s", board, ns, ew,
						r.Declarer, r.Tricks, row[col["Declarer"]], row[col["Result"]])
				}
			}
			for _, side := range []struct{ id, dir, names string }{
				{ns, "NS", row[col["Names_NS"]]}, {ew, "EW", row[col["Names_EW"]]},
			} {
				p := pairOf[side.id+" "+side.dir]
				if got := surname(p.Names[0]) + "-" + surname(p.Names[1]); got != side.names {
					t.Errorf("pair %s %s: %s, the PBN's %s", side.id, side.dir, got, side.names)
				}
			}
		}
	}
	if matched != 333 {
		t.Errorf("%d of the PBN's results matched, want its 333", matched)
	}
}

// The shared data's patches: record 40 erased, and record 385 re-keyed to
// record 41's section, table, round, board and pairs.
func TestRealBWSPatches(t *testing.T) {
	orig := readData(t, "club-251223.bws")
	var patches map[string]struct {
		Bytes [][3]int
	}
	if err := json.Unmarshal(readData(t, "bws_patches.json"), &patches); err != nil {
		t.Fatal(err)
	}
	patched := func(name string) *Event {
		b := slices.Clone(orig)
		for _, x := range patches[name].Bytes {
			b[x[0]] = byte(x[2])
		}
		return mapOK(t, load(t, b))
	}
	ev := patched("erased")
	if !reflect.DeepEqual(ev.Erased, []int{40}) || len(ev.Results) != 383 {
		t.Errorf("erased: %v erased, %d results", ev.Erased, len(ev.Results))
	}
	for _, r := range ev.Results {
		if r.ID == 40 {
			t.Errorf("erased record 40 counts: %+v", r)
		}
	}
	ev = patched("reentered")
	if !reflect.DeepEqual(ev.Replaced, []Replacement{{Earlier: 41, Later: 385}}) || len(ev.Results) != 383 {
		t.Errorf("re-entered: %v replaced, %d results", ev.Replaced, len(ev.Results))
	}
	for _, r := range ev.Results {
		if r.ID == 41 {
			t.Errorf("replaced record 41 counts: %+v", r)
		}
		if r.ID == 385 {
			// bws_patches.json: 3 H by N, +1, at A table 6 round 1 board 15, pairs 6 and 6.
			want := Result{ID: 385, Section: "A", Table: 6, Round: 1, Board: 15, NS: "A6", EW: "A6",
				Contract: bridge.Contract{Level: 3, Strain: bridge.Hearts}, Declarer: bridge.North, Tricks: 10,
				ContractText: "3 H", Outcome: "+1"}
			if !reflect.DeepEqual(r, want) {
				t.Errorf("record 385: %+v, want %+v", r, want)
			}
		}
	}
}

// A .bws cut short (at a page boundary, as a copy taken while the file
// grows might be) is an error, not fewer results.
func TestRealBWSCutShort(t *testing.T) {
	b := readData(t, "club-251223.bws")
	b = b[:len(b)/2048*2048-100*2048]
	db, err := jet.Open(bytes.NewReader(b), int64(len(b)))
	if err == nil {
		_, err = Load(db)
	}
	if !errors.Is(err, jet.ErrCorrupt) || !strings.Contains(err.Error(), "cut short") {
		t.Errorf("got %v, want an error that the file is cut short", err)
	}
}
