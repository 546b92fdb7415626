package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/scorebook/scorebook/internal/durable"
	"github.com/xuri/excelize/v2"
)

// floor does the least work any tool must do with excelize to score a pairs
// workbook, and nothing else: open it, read every Results row, write with
// the stream writer, unstyled, as many cells in as many rows as scorebook
// writes on each results sheet, and save to out. The benchmark command
// measures scorebook against it (see internal/bench). The shape of today's
// sheets, counted on scorebook's own output:
//
//   - Ranking: for each direction, a heading (1 cell) and a header (8
//     cells), then a row of 8 cells per pair; an empty row between.
//   - Travellers: for each board, two heading rows (1 cell each), the
//     frequency table's header (13 cells) and a row of 6 cells per score,
//     the traveller's header (13 cells) and a row per result (13 cells; 10
//     for a result typed as a score, without contract, declarer and
//     result), and an empty row. The frequency table's scores are counted
//     here without scoring, as the distinct contracts and declarers and the
//     distinct scores typed.
//   - Scorecards: for each pair, three heading rows (1 cell each), a header
//     (10 cells), a row per board played (10 cells; 7 for a score typed)
//     and a total row (10 cells).
//
// Scorebook writes a little more or less than this in places the floor
// cannot know without scoring (a top's or bottom's row has every cell
// styled, its empty ones too; a board's frequency table has a row per
// score): on the 200,000 results of `bench gen`, scorebook writes 64,018
// cells in 8,005 rows on the Ranking, 2,497,364 in 200,952 on the
// Travellers and 4,057,038 in 440,000 on the Scorecards, 6,618,420 in
// all; the floor 64,018, 2,509,156 in 201,277 and 3,987,188 in 440,000,
// 6,560,362 in all (0.9% fewer).
func floor(in, out string) error {
	f, err := excelize.OpenFile(in)
	if err != nil {
		return err
	}
	defer f.Close()
	rows, err := f.Rows("Results")
	if err != nil {
		return err
	}
	type result struct {
		board, ns, ew, contract, by, result, score string
	}
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
		results = append(results, result{cells[1], cells[2], cells[3], cells[4], cells[5], cells[6], cells[7]})
	}
	if err := rows.Close(); err != nil {
		return err
	}
	// The boards in order of first appearance, each with its results and
	// its frequency table's rows; the pairs of each direction, and each
	// pair's boards.
	var boards []string
	byBoard := map[string][]int{}
	scores := map[string]map[string]bool{}
	var dirs [2][]string
	seen := map[string]bool{}
	played := map[string][]int{}
	for i, r := range results {
		if _, ok := byBoard[r.board]; !ok {
			boards = append(boards, r.board)
			scores[r.board] = map[string]bool{}
		}
		byBoard[r.board] = append(byBoard[r.board], i)
		scores[r.board][r.contract+"\x00"+r.by+"\x00"+r.score] = true
		for d, p := range []string{r.ns, r.ew} {
			if !seen[p] {
				seen[p] = true
				dirs[d] = append(dirs[d], p)
			}
			played[p] = append(played[p], i)
		}
	}

	// write streams a sheet of rows, each row as many cells as width
	// says (0 an empty row), their values from cell.
	write := func(sheet string, n int, width func(r int) int, cell func(r, c int) any) error {
		if _, err := f.NewSheet(sheet); err != nil {
			return err
		}
		sw, err := f.NewStreamWriter(sheet)
		if err != nil {
			return err
		}
		row := make([]any, 0, 16)
		for r := 0; r < n; r++ {
			row = row[:0]
			for c := range width(r) {
				row = append(row, cell(r, c))
			}
			ref, _ := excelize.CoordinatesToCellName(1, r+1)
			if err := sw.SetRow(ref, row); err != nil {
				return err
			}
		}
		return sw.Flush()
	}
	number := func(r, c int) float64 { return float64(r%97) + float64(c)/7 }
	header := func(c int) any { return "Header " + strconv.Itoa(c+1) }

	// Each sheet's rows, as (kind, index) pairs: a plan, then streamed.
	type line struct {
		width int
		res   int // the result of a row of one, else -1
		text  string
	}
	var ranking, travellers, cards []line
	for d, ps := range dirs {
		if d > 0 {
			ranking = append(ranking, line{0, -1, ""})
		}
		ranking = append(ranking, line{1, -1, "Direction"}, line{8, -1, ""})
		for _, p := range ps {
			ranking = append(ranking, line{8, -1, p})
		}
	}
	for _, b := range boards {
		travellers = append(travellers, line{1, -1, "Board " + b}, line{1, -1, "Dealer"}, line{13, -1, ""})
		for range scores[b] {
			travellers = append(travellers, line{6, -1, "score"})
		}
		travellers = append(travellers, line{13, -1, ""})
		for _, i := range byBoard[b] {
			w := 13
			if results[i].contract == "" {
				w = 10
			}
			travellers = append(travellers, line{w, i, ""})
		}
		travellers = append(travellers, line{0, -1, ""})
	}
	for _, ps := range dirs {
		for _, p := range ps {
			cards = append(cards, line{1, -1, "Pair " + p}, line{1, -1, "Names"}, line{1, -1, "Score"}, line{10, -1, ""})
			for _, i := range played[p] {
				w := 10
				if results[i].contract == "" {
					w = 7
				}
				cards = append(cards, line{w, i, ""})
			}
			cards = append(cards, line{10, -1, "Total"})
		}
	}
	sheet := func(name string, lines []line, text func(res, c int) any) error {
		return write(name, len(lines), func(r int) int { return lines[r].width }, func(r, c int) any {
			l := lines[r]
			switch {
			case l.res >= 0:
				return text(l.res, c)
			case l.text == "" && l.width > 1:
				return header(c)
			case c == 0:
				return l.text
			}
			return number(r, c)
		})
	}
	if err := sheet("Travellers", travellers, func(i, c int) any {
		res := results[i]
		switch c {
		case 0:
			return res.board
		case 1:
			return res.ns
		case 2:
			return "names"
		case 3:
			return res.ew
		case 4:
			return "names"
		case 5:
			return res.contract + res.by
		case 6:
			return res.by
		case 7:
			return res.result
		}
		return number(i, c)
	}); err != nil {
		return err
	}
	if err := sheet("Scorecards", cards, func(i, c int) any {
		res := results[i]
		switch c {
		case 0:
			return res.board
		case 1:
			return "NS"
		case 2:
			return res.ew
		case 3, 4, 5, 6:
			return res.contract
		}
		return number(i, c)
	}); err != nil {
		return err
	}
	if err := sheet("Ranking", ranking, func(i, c int) any { return fmt.Sprint(i) }); err != nil {
		return err
	}
	// Written as scorebook writes, durably, so that the two compare.
	return durable.Write(out, durable.Options{Pattern: ".floor-*.xlsx"}, func(w io.Writer) error {
		_, err := f.WriteTo(w)
		return err
	})
}
