package guard

import (
	"bytes"
	"fmt"
	"slices"
)

// FillCells writes cells into a worksheet part, by row number: into a
// row the sheet has, only into cells that hold nothing (a cell that holds
// a value, a formula or text is never written over unless the new cell
// says Replace: that is an error);
// a row it does not have is inserted in its place. The rest of the part is
// kept byte for byte, but for the range its dimension declares.
func FillCells(part []byte, rows map[int][]NewCell) ([]byte, error) {
	prefix, selfClosed, slash, bodyStart, bodyEnd, err := sheetDataBody(part)
	if err != nil {
		return nil, err
	}
	body := part[bodyStart:bodyEnd]
	existing, err := sheetRows(body)
	if err != nil {
		return nil, err
	}
	numbers := make([]int, 0, len(rows))
	for n := range rows {
		if n < 1 {
			return nil, fmt.Errorf("row %d is not a row", n)
		}
		numbers = append(numbers, n)
	}
	slices.Sort(numbers)
	var out bytes.Buffer
	out.Write(part[:bodyStart])
	if selfClosed {
		out.Truncate(slash)
		out.WriteString(">")
	}
	width, lastRow := 1, 0
	next := 0 // into numbers
	writeNew := func(upTo int) error {
		for next < len(numbers) && numbers[next] < upTo {
			n := numbers[next]
			if err := writeRow(&out, prefix, n, rows[n], sheetRow{}, false, body); err != nil {
				return err
			}
			next++
		}
		return nil
	}
	at := 0
	for _, r := range existing {
		if next < len(numbers) && numbers[next] < r.number {
			out.Write(body[at:r.start])
			at = r.start
			if err := writeNew(r.number); err != nil {
				return nil, err
			}
		}
		lastRow = max(lastRow, r.number)
		cells, ok := rows[r.number]
		if !ok {
			continue
		}
		for _, c := range cells {
			for _, old := range r.cells {
				if old.col == c.Col && old.full && !c.Replace {
					return nil, fmt.Errorf("cell %s%d holds something already", columnName(c.Col), r.number)
				}
			}
		}
		out.Write(body[at:r.start])
		at = r.end
		if err := writeRow(&out, prefix, r.number, cells, r, true, body); err != nil {
			return nil, err
		}
		next++ // numbers[next] is r.number
	}
	out.Write(body[at:])
	if err := writeNew(1 << 30); err != nil {
		return nil, err
	}
	for _, n := range numbers {
		lastRow = max(lastRow, n)
		for _, c := range rows[n] {
			width = max(width, c.Col)
		}
	}
	if selfClosed {
		out.WriteString("</" + prefix + "sheetData>")
		out.Write(part[bodyStart:])
	} else {
		out.Write(part[bodyEnd:])
	}
	return widenDimension(out.Bytes(), lastRow, width), nil
}
