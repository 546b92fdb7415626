package pairs

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
)

// SheetHandRecords is the sheet of hand records to hand out after play:
// each board's diagram with the high-card points of each hand, the
// contracts each declarer makes double dummy and par, six boards to a
// printed page. `scorebook deal` writes it with the deals, and `score`
// whenever the Hands sheet has deals.
var SheetHandRecords = lang.Key("Hand Records")

// A hand record's columns: each board takes recordCols columns (West's,
// North's and South's, East's, and the five strains of the makes), the
// boards of a row recordsAcross side by side with a narrow column between
// them; recordRows rows of boards make a printed page (landscape, the
// sheet fitted to its width). A row of boards is one block, kept on one
// page.
const (
	recordCols    = 8
	recordsAcross = 3
	recordRows    = 2
	// RecordsPerPage is how many boards a printed page of hand records holds.
	RecordsPerPage = recordsAcross * recordRows
)

// recordColumns are the hand records' columns.
func recordColumns() []report.Col {
	var cols []report.Col
	for b := range recordsAcross {
		if b > 0 {
			cols = append(cols, report.C(" ", 2, report.Text))
		}
		for i, w := range []float64{15, 15, 15, 4, 4, 4, 4, 4} {
			cols = append(cols, report.C(fmt.Sprintf("Board %d column %d", b+1, i+1), w, report.Text))
		}
	}
	return cols
}

// HandRecordsSheet is the Hand Records sheet of h's deals, by session (a
// heading for each when there are several; group names one: "Session",
// "Round"), each set's digest under its heading; title is printed at the
// top of each page.
func HandRecordsSheet(h Hands, group, title string) report.Sheet {
	return HandRecordsSheetIn(lang.English, h, group, title)
}

// HandRecordsSheetIn is the Hand Records sheet in a language; group (the
// word for a session, or a round) is marked with lang.Key where it is
// written.
func HandRecordsSheetIn(l lang.Lang, h Hands, group, title string) report.Sheet {
	cols := recordColumns()
	sessions := map[int][]int{}
	for id := range h.Deals {
		sessions[id.Session] = append(sessions[id.Session], id.Board)
	}
	order := slices.Sorted(maps.Keys(sessions))
	blocks := func(emit func(report.Block) error) error {
		for si, s := range order {
			boards := sessions[s]
			slices.Sort(boards)
			heading := l.T("Hand records")
			if len(order) > 1 || s > 0 {
				heading = l.F("Hand records · %s %d", report.In(l, group), s)
			}
			lines := []report.Line{{Kind: report.Heading, Cells: []any{heading}}}
			if digest, ok := h.Digests[s]; ok {
				lines = append(lines, report.Line{Kind: report.Note, Cells: []any{l.F("Dealt by scorebook; SHA-256 of the deals as PBN: %s", digest)}})
			}
			lines = append(lines, report.Line{Kind: report.Note, Cells: []any{l.T("Beside each seat its high-card points; under Makes, the level each declarer makes double dummy in each strain")}},
				report.Line{Kind: report.Gap})
			if err := emit(report.Block{Lines: lines, NewPage: si > 0}); err != nil {
				return err
			}
			for row, start := 0, 0; start < len(boards); row, start = row+1, start+recordsAcross {
				end := min(start+recordsAcross, len(boards))
				bl := recordBlock(l, h, s, boards[start:end], len(cols))
				bl.NewPage = row > 0 && row%recordRows == 0
				if err := emit(bl); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return report.Sheet{Name: report.In(l, SheetHandRecords), Key: SheetHandRecords, Title: title, Cols: cols, Blocks: blocks, Landscape: true, Lang: l}
}

// recordBlock is a row of boards side by side, then a gap.
func recordBlock(l lang.Lang, h Hands, session int, boards []int, width int) report.Block {
	var lines []report.Line
	for i, board := range boards {
		id := BoardID{session, board}
		d := h.Deals[id]
		var tab *dd.Table
		if t, ok := h.DD[id]; ok {
			tab = &t
		}
		at := i * (recordCols + 1)
		grid := [5]int{at + 3, at + 4, at + 5, at + 6, at + 7}
		board := HandLinesIn(l, d, tab, board, at, at+1, at+2, grid, width)
		markRecord(l, board, id.Board, at)
		for n, l := range board {
			if n == len(lines) {
				lines = append(lines, report.Line{Kind: report.Diagram, Cells: make([]any, width)})
			}
			offset := 0
			if l.Kind == report.Note { // the par, in the note's first cell
				offset = at
			}
			for c, v := range l.Cells {
				if v != nil {
					lines[n].Cells[offset+c] = v
				}
			}
		}
	}
	return report.Block{Lines: append(lines, report.Line{Kind: report.Gap})}
}

// markRecord adds to a board's hand diagram (HandLines, which heads each
// hand with its seat and points) in the corner above West the board's
// number, dealer and vulnerability.
func markRecord(l lang.Lang, lines []report.Line, board, left int) {
	dealer, vul, _ := strings.Cut(BoardNoteIn(l, board), " · ")
	lines[0].Cells[left] = report.Rich{{Text: l.F("Board %d", board), Bold: true}}
	lines[1].Cells[left] = dealer
	lines[2].Cells[left] = vul
}
