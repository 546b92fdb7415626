package dd

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/deal"
)

// Table is a deal's double-dummy table: Table[declarer][strain] is the
// number of tricks the declarer's side takes with that strain as trumps,
// the declarer's left-hand opponent leading and both sides playing their
// best with all four hands in view. declarer is indexed by bridge.Seat
// (N E S W), strain by bridge.Strain (♣ ♦ ♥ ♠ NT).
type Table [4][5]int

// Tricks returns the entry for a declarer and strain.
func (t Table) Tricks(declarer bridge.Seat, strain bridge.Strain) int {
	return t[declarer][strain]
}

// Options tune a Solver. The zero value is the default.
type Options struct {
	// TableBits sets the size of the transposition table: 2^TableBits
	// entries of 43 bytes. 0 means DefaultTableBits. The table is made
	// once, when the Solver is, and never grows.
	TableBits int
}

// DefaultTableBits is the transposition table size used unless Options
// say otherwise: 2^20 entries, 43 MiB.
const DefaultTableBits = 20

// MaxTableBits is the largest table a Solver makes: 2^22 entries, 172 MiB.
const MaxTableBits = 22

// A Solver solves deals one at a time with a transposition table of fixed
// size that it keeps from deal to deal. It is not safe for concurrent use:
// give each goroutine its own (SolveAll does).
type Solver struct {
	s search
}

// NewSolver makes a Solver and its transposition table.
func NewSolver(o Options) *Solver {
	b := o.TableBits
	if b <= 0 {
		b = DefaultTableBits
	}
	b = min(max(b, 10), MaxTableBits)
	return &Solver{s: search{tt: newTable(b)}}
}

// Nodes returns the number of positions the solver has searched at the
// start of a trick since it was made: a measure of work, for benchmarks.
func (v *Solver) Nodes() uint64 { return v.s.nodes }

// ErrDeal is the error Solve returns, wrapped, for a deal that cannot be
// played out.
var ErrDeal = errors.New("not a deal")

// hands checks a deal and turns it into the search's hands (internal suit
// order). Every hand must hold the same number of cards, 1 to 13, of ranks
// 2 to ace, and no card may be in two hands.
func hands(d deal.Deal) ([4][4]uint16, error) {
	var h [4][4]uint16
	var seen [4]uint16
	n := d[0].Len()
	if n == 0 {
		return h, fmt.Errorf("%w: North has no cards", ErrDeal)
	}
	for seat := 0; seat < 4; seat++ {
		if l := d[seat].Len(); l != n {
			return h, fmt.Errorf("%w: %s has %d cards and North %d", ErrDeal, bridge.Seat(seat), l, n)
		}
		for ps := 0; ps < 4; ps++ {
			x := uint16(d[seat][ps])
			if x&^uint16(deal.FullSuit) != 0 {
				return h, fmt.Errorf("%w: %s holds a rank that is not 2 to ace", ErrDeal, bridge.Seat(seat))
			}
			if x&seen[ps] != 0 {
				return h, fmt.Errorf("%w: a card is in two hands (%s has one already dealt)", ErrDeal, bridge.Seat(seat))
			}
			seen[ps] |= x
			h[seat][3-ps] = x // PBN order S H D C to strain order C D H S
		}
	}
	if n > 13 {
		return h, fmt.Errorf("%w: %d cards a hand", ErrDeal, n)
	}
	return h, nil
}

// Solve returns the double-dummy table of a deal. The deal may be a full
// one (13 cards a hand) or an ending in which every hand holds the same
// number of cards; the table then counts the tricks of the ending.
func (v *Solver) Solve(d deal.Deal) (Table, error) {
	h, err := hands(d)
	if err != nil {
		return Table{}, err
	}
	var t Table
	n := d[0].Len()
	for strain := 0; strain < 5; strain++ {
		v.s.load(h, strain)
		guess := (n + 1) / 2
		for leader := 0; leader < 4; leader++ {
			ns := v.s.nsTricks(leader, guess)
			guess = ns
			declarer := (leader + 3) & 3
			if declarer&1 == 0 {
				t[declarer][strain] = ns
			} else {
				t[declarer][strain] = n - ns
			}
		}
	}
	return t, nil
}

// Tricks returns the number of tricks the leader's side takes, the leader
// leading to the first trick and both sides playing their best, with trump
// as trumps (bridge.NoTrump for none). The deal may be an ending, as for
// Solve. Tricks panics on a deal Solve would refuse.
func (v *Solver) Tricks(d deal.Deal, trump bridge.Strain, leader bridge.Seat) int {
	h, err := hands(d)
	if err != nil {
		panic("dd: " + err.Error())
	}
	if trump < bridge.Clubs || trump > bridge.NoTrump || leader < bridge.North || leader > bridge.West {
		panic(fmt.Sprintf("dd: trump %d or leader %d out of range", trump, leader))
	}
	v.s.load(h, int(trump))
	ns := v.s.nsTricks(int(leader), (v.s.total+1)/2)
	if leader.IsNS() {
		return ns
	}
	return v.s.total - ns
}

var pool = sync.Pool{New: func() any { return NewSolver(Options{}) }}

// Solve returns the double-dummy table of a deal, with a Solver of the
// default size taken from a pool. See Solver.Solve.
func Solve(d deal.Deal) (Table, error) {
	v := pool.Get().(*Solver)
	defer pool.Put(v)
	return v.Solve(d)
}

// Tricks returns the tricks the leader's side takes; see Solver.Tricks.
func Tricks(d deal.Deal, trump bridge.Strain, leader bridge.Seat) int {
	v := pool.Get().(*Solver)
	defer pool.Put(v)
	return v.Tricks(d, trump, leader)
}

// SolveAll solves many deals at once, on workers goroutines each with its
// own Solver (workers ≤ 0 means one per CPU). tables[i] and errs[i] are
// what Solve returns for deals[i]. Memory is bounded by workers tables of
// the size o asks for.
func SolveAll(deals []deal.Deal, workers int, o Options) (tables []Table, errs []error) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, len(deals))
	tables = make([]Table, len(deals))
	errs = make([]error, len(deals))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v := NewSolver(o)
			for i := range next {
				tables[i], errs[i] = v.Solve(deals[i])
			}
		}()
	}
	for i := range deals {
		next <- i
	}
	close(next)
	wg.Wait()
	return tables, errs
}
