package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/scorebook/scorebook/internal/durable"
	"github.com/xuri/excelize/v2"
)

// floor does the least work any tool must do with excelize to score a pairs
// workbook, and nothing else: open it, read every Results row, write sheets
// of the size scorebook writes with the stream writer — a traveller row per
// result (12 cells), two scorecard rows per result (10 cells) and a ranking
// row per pair (8 cells) — and save to out. The benchmark command measures
// scorebook against it (see internal/bench).
func floor(in, out string) error {
	f, err := excelize.OpenFile(in)
	if err != nil {
		return err
	}
	defer f.Close()
	pairs := 0
	if rows, err := f.Rows("Pairs"); err == nil {
		for rows.Next() {
			if _, err := rows.Columns(excelize.Options{RawCellValue: true}); err != nil {
				return err
			}
			pairs++
		}
		rows.Close()
	}
	rows, err := f.Rows("Results")
	if err != nil {
		return err
	}
	type result struct{ board, ns, ew, score string }
	var results []result
	first := true
	for rows.Next() {
		cells, err := rows.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return err
		}
		if first {
			first = false
			continue
		}
		for len(cells) < 8 {
			cells = append(cells, "")
		}
		results = append(results, result{cells[1], cells[2], cells[3], cells[7]})
	}
	if err := rows.Close(); err != nil {
		return err
	}
	write := func(sheet string, n, width int, cell func(r, c int) any) error {
		if _, err := f.NewSheet(sheet); err != nil {
			return err
		}
		sw, err := f.NewStreamWriter(sheet)
		if err != nil {
			return err
		}
		row := make([]any, width)
		for r := 0; r <= n; r++ {
			for c := range row {
				if r == 0 {
					row[c] = "Header " + strconv.Itoa(c+1)
				} else {
					row[c] = cell(r-1, c)
				}
			}
			ref, _ := excelize.CoordinatesToCellName(1, r+1)
			if err := sw.SetRow(ref, row); err != nil {
				return err
			}
		}
		return sw.Flush()
	}
	number := func(r, c int) float64 { return float64(r%97) + float64(c)/7 }
	if err := write("Travellers", len(results), 12, func(r, c int) any {
		res := results[r]
		switch c {
		case 1:
			return res.board
		case 2:
			return res.ns
		case 3:
			return res.ew
		case 4, 5, 6:
			return "4♠"
		case 7:
			return res.score
		}
		return number(r, c)
	}); err != nil {
		return err
	}
	if err := write("Scorecards", 2*len(results), 10, func(r, c int) any {
		res := results[r/2]
		switch c {
		case 0:
			return res.ns
		case 2, 3, 4, 5, 6:
			return res.ew
		case 7:
			return res.score
		}
		return number(r, c)
	}); err != nil {
		return err
	}
	if err := write("Ranking", pairs, 8, func(r, c int) any {
		if c == 1 || c == 2 || c == 3 {
			return fmt.Sprintf("pair %d", r)
		}
		return number(r, c)
	}); err != nil {
		return err
	}
	// Written as scorebook writes, durably, so that the two compare.
	return durable.Write(out, durable.Options{Pattern: ".floor-*.xlsx"}, func(w io.Writer) error {
		_, err := f.WriteTo(w)
		return err
	})
}
