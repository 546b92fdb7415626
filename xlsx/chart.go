package xlsx

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Parts excelize numbers by counting: it names a new chart
// xl/charts/chartN.xml with N one more than the number of charts in the
// file, and a new drawing likewise. When the numbers have a gap (a chart of
// the tool's own sheet was removed on a re-run, and a director's chart
// carries a higher number, as Excel may number it) the new part would take
// the name of a director's part and replace it.
var numberedParts = []struct {
	counted string         // what excelize counts: part names containing it
	number  *regexp.Regexp // the numbered parts themselves
}{
	{"xl/charts/chart", regexp.MustCompile(`^xl/charts/chart(\d+)\.xml$`)},
	{"xl/drawings/drawing", regexp.MustCompile(`^xl/drawings/drawing(\d+)\.xml$`)},
}

// ReservePartNumbers makes excelize number the charts and drawings added
// next above every number in use: it fills the gaps in the count with
// placeholder entries, which the returned function removes. Call it just
// before adding charts and the release function just after, before the
// workbook is saved.
func (b *Book) ReservePartNumbers() (release func()) {
	var placeholders []string
	for _, np := range numberedParts {
		count, highest := 0, 0
		seen := map[string]bool{}
		visit := func(k any) {
			name, _ := k.(string)
			if seen[name] || !strings.Contains(name, np.counted) {
				return
			}
			seen[name] = true
			count++
			if m := np.number.FindStringSubmatch(name); m != nil {
				if n, err := strconv.Atoi(m[1]); err == nil && n > highest {
					highest = n
				}
			}
		}
		b.f.Pkg.Range(func(k, _ any) bool { visit(k); return true })
		if np.counted == "xl/drawings/drawing" {
			b.f.Drawings.Range(func(k, _ any) bool { visit(k); return true })
		}
		for i := count; i < highest; i++ {
			p := fmt.Sprintf("%s-reserved-%d", np.counted, i)
			b.f.Pkg.Store(p, []byte(nil))
			placeholders = append(placeholders, p)
		}
	}
	return func() {
		for _, p := range placeholders {
			b.f.Pkg.Delete(p)
		}
	}
}
