package jet_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/internal/jet"
	"github.com/scorebook/scorebook/internal/jet/jetwrite"
)

// Reading a table of results: the columns by name, the rows as Go values
// (int16, string, bool; nil for a null).
func Example() {
	b := jetwrite.Write(jetwrite.Jet3, jetwrite.Table{
		Name: "ReceivedData",
		Columns: []jetwrite.Column{
			{Name: "Board", Type: jetwrite.Int},
			{Name: "Contract", Type: jetwrite.Text, Size: 10},
			{Name: "Result", Type: jetwrite.Text, Size: 10},
			{Name: "Erased", Type: jetwrite.Bool},
		},
		Rows: [][]any{{int16(1), "4 H x", "-1", false}, {int16(2), "PASS", nil, true}},
	})
	db, err := jet.Open(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		panic(err)
	}
	fmt.Println(db.Version(), db.Tables())
	t, err := db.Table("ReceivedData")
	if err != nil {
		panic(err)
	}
	var cols []string
	for _, c := range t.Columns {
		cols = append(cols, c.Name+":"+c.Type.String())
	}
	fmt.Println(strings.Join(cols, " "))
	for row, err := range t.Rows() {
		if err != nil {
			panic(err)
		}
		fmt.Printf("%v %q %v %v\n", row[0], row[1], row[2], row[3])
	}
	// Output:
	// Jet 3 [ReceivedData]
	// Board:int Contract:text Result:text Erased:bool
	// 1 "4 H x" -1 false
	// 2 "PASS" <nil> true
}
