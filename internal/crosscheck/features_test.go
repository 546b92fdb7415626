package crosscheck

// What the random events exercised: counted from the events and the oracle,
// so that a green run says which corners were actually reached.

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
)

type features map[string]int

func (f features) String() string {
	var ks []string
	for k := range f {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	var b strings.Builder
	for _, k := range ks {
		fmt.Fprintf(&b, "\n  %6d  %s", f[k], k)
	}
	return b.String()
}

// isHalf reports whether x/unit lies exactly halfway between two integers.
func isHalf(x, unit *big.Rat) bool {
	q := new(big.Rat).Quo(x, unit)
	q.Abs(q)
	q.Sub(q, rat(1, 2))
	return q.IsInt()
}

func (f features) count(ge *genEvent, out *outcome) {
	ev, s := ge.ev, ge.ev.s
	m := s.method
	f["events, "+m.String()]++
	if len(out.sessions) > 1 {
		f["events of two sessions, combined by "+s.combine]++
	}
	if out.mitchell {
		f["events ranked as a Mitchell"]++
	} else {
		f["events ranked as a Howell"]++
	}
	if ge.pairsDir {
		f["events whose EW pairs reuse the NS numbers (Direction column)"]++
	}
	if s.sessionRule && m.isMP() {
		type ps struct{ p, s int }
		arts := map[ps]int{}
		for _, r := range ev.rows {
			if r.kind == artificialScore {
				arts[ps{r.ns, r.session}]++
				arts[ps{r.ew, r.session}]++
			}
		}
		for _, n := range arts {
			if n > 1 {
				f["pairs with two or more artificial scores in a session under the Session rule"]++
			}
		}
	}
	type bk struct{ s, b int }
	boards := map[bk][]int{}
	for i, r := range ev.rows {
		boards[bk{r.session, r.board}] = append(boards[bk{r.session, r.board}], i)
		switch r.kind {
		case weightedScore:
			f["weighted rows, "+m.String()]++
		case artificialScore:
			f["artificial rows, "+m.String()]++
			if s.sessionRule && m.isMP() {
				l := out.lines[i]
				fixedNS := s.awardPct(r.nsAward, nil)
				fixedEW := s.awardPct(r.ewAward, nil)
				if l.nsPct.Cmp(fixedNS) != 0 || l.ewPct.Cmp(fixedEW) != 0 {
					f["Session-rule awards that differ from the fixed value"]++
				}
			}
		case notPlayed:
			f["NP rows"]++
		}
		if c := ge.cells[i]; c["Contract"] != nil {
			f["rows given as Contract/By/Result"]++
			if c["Score"] == nil {
				f["rows whose Score is computed from the contract"]++
			}
		}
	}
	for _, idx := range boards {
		n, w, scored := 0, 0, 0
		var results []int
		for _, i := range idx {
			r := ev.rows[i]
			if r.isResult() {
				n++
				results = append(results, i)
			}
			if r.kind == weightedScore {
				w++
			}
			if r.kind != notPlayed {
				scored++
			}
		}
		if w > 1 {
			f["boards with two or more weighted scores"]++
		}
		if n == 2 {
			f["boards with only two results"]++
		}
		if n < out.bigN[ev.rows[idx[0]].session] && m.isMP() {
			f["matchpoint boards with fewer results than N"]++
			if s.neuberg && m == matchpoints {
				f["boards factored by Neuberg"]++
			}
		}
		if scored > n && m.isMP() {
			f["boards whose N counts an artificial score"]++
		}
		if m == butler || m == bastille {
			unit := int64(10)
			if m == bastille {
				unit = 1
			}
			var vals []*big.Rat
			weightedIn := false
			for _, i := range results {
				vals = append(vals, weightedMean(ev.rows[i]))
				weightedIn = weightedIn || ev.rows[i].kind == weightedScore
			}
			sort.Slice(vals, func(a, b int) bool { return vals[a].Cmp(vals[b]) < 0 })
			d := s.discardOf(len(vals))
			want := s.discardCount
			if s.discardShare != nil {
				fl := mul(s.discardShare, ri(len(vals)))
				want = int(new(big.Int).Quo(fl.Num(), fl.Denom()).Int64())
			}
			if d < want {
				f["datums whose discard was cut so that one result stays"]++
			}
			kept := vals[d : len(vals)-d]
			sum := new(big.Rat)
			for _, v := range kept {
				sum.Add(sum, v)
			}
			mean := quo(sum, ri(len(kept)))
			if isHalf(mean, rat(unit, 1)) {
				if weightedIn {
					f["datums at a half on a board with a weighted score"]++
				}
				if mean.Sign() < 0 {
					f["datums at a negative half (rounded away from zero)"]++
				} else {
					f["datums at a positive half"]++
				}
			}
			if m == bastille {
				dt := roundTo(mean, rat(1, 1))
				for _, i := range results {
					for _, p := range ev.rows[i].resultParts() {
						diff := sub(ri(p.score), dt).Num().Int64()
						if ad := abs64(diff); isBastilleHalf(ad) {
							f["Bastille IMPs at a half of the 2nd decimal"]++
						}
					}
				}
			}
		}
	}
	for _, st := range out.standings {
		if st.tied {
			f["pairs with a tied rank"]++
		}
		if st.rankText != st.altRank {
			f["pairs whose rank depends on how an exact half is rounded"]++
		}
	}
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// isBastilleHalf: the scale value of diff has a 5 in its third decimal and
// nothing after, so that rounding to two decimals meets a half.
func isBastilleHalf(diff int64) bool {
	for _, s := range bastilleSegments {
		if diff <= s.to {
			return isHalf(rat(diff+s.add, s.div), rat(1, 100))
		}
	}
	return false
}
