package teams

import (
	"strings"
	"testing"
)

// FuzzNewCustom: any VP Scale rows either make a scale that behaves as a VP
// scale (the winner never gets fewer VPs than the loser, and a larger margin
// never less for the winner or more for the loser), or are refused with
// problems that each name a row (or the sheet) in one line.
func FuzzNewCustom(f *testing.F) {
	f.Add(0, 2, 3, -1, 10.0, 10.0, 12.0, 8.0, 7)
	f.Add(0, 0, 1, 5, 15.0, 15.0, 16.0, 14.0, 3)
	f.Add(1, 3, 3, 2, 10.0, 11.0, -1.0, 25.0, 0)
	f.Fuzz(func(t *testing.T, from1, to1, from2, to2 int, w1, l1, w2, l2 float64, margin int) {
		rows := []CustomRow{{Row: 2, From: from1, To: to1, Winner: w1, Loser: l1}, {Row: 3, From: from2, To: to2, Winner: w2, Loser: l2}}
		for i := range rows {
			if rows[i].To < 0 {
				rows[i].To = OpenEnded
			}
		}
		c, ps := NewCustom(rows)
		if c == nil {
			if len(ps) == 0 {
				t.Fatalf("NewCustom(%v): no scale and no problems", rows)
			}
			for _, p := range ps {
				if p.Sheet != SheetVPScale || strings.ContainsAny(p.Msg+p.Hint, "\r\n") {
					t.Errorf("problem %+v", p)
				}
			}
			return
		}
		if margin < 0 {
			margin = -margin
		}
		for _, m := range []int{0, 1, 2, 3, margin % 100, margin} {
			if m < 0 {
				continue // -MinInt
			}
			w, l, err := c.VP(m, 8)
			if err != nil {
				t.Fatalf("VP(%d): %v", m, err)
			}
			if w < l {
				t.Errorf("%v: margin %d gives the winner %v, the loser %v", rows, m, w, l)
			}
		}
		for m := 0; m < 50; m++ {
			w, l, _ := c.VP(m, 8)
			w2, l2, _ := c.VP(m+1, 8)
			if w2 < w || l2 > l {
				t.Errorf("%v: margin %d gives %v-%v, margin %d gives %v-%v", rows, m, w, l, m+1, w2, l2)
			}
		}
	})
}
