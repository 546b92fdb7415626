package pbn_test

import (
	"fmt"

	"github.com/scorebook/scorebook/internal/pbn"
)

// Adding a double-dummy analysis to each game of someone else's file: the
// tags are added at the end of each game, and everything else is written
// back as it was read.
func Example() {
	in := "% from the club's dealer\n" +
		"[Board \"1\"]\n" +
		"[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n" +
		"{ a comment that stays }\n"
	f, err := pbn.Parse([]byte(in))
	if err != nil {
		panic(err)
	}
	for _, g := range f.Games {
		g.Set("OptimumScore", "NS 100")
		g.Set("OptimumContract", "5HX S 9")
		g.SetTable("OptimumResultTable", pbn.Table{
			Columns: []pbn.Column{
				{Name: "Declarer"},
				{Name: "Denomination", Width: 2, Align: pbn.Right},
				{Name: "Result", Width: 2, Align: pbn.Right},
			},
			Rows: [][]string{{"N", "S", "5"}, {"N", "NT", "10"}},
		})
	}
	fmt.Print(string(f.Bytes()))
	// Output:
	// % from the club's dealer
	// [Board "1"]
	// [Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
	// { a comment that stays }
	// [OptimumScore "NS 100"]
	// [OptimumContract "5HX S 9"]
	// [OptimumResultTable "Declarer;Denomination\2R;Result\2R"]
	// N  S  5
	// N NT 10
}
