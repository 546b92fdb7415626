package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/urfave/cli/v2"
)

func handsCommand() *cli.Command {
	return &cli.Command{
		Name:            "hands",
		Usage:           "fill a bridge workbook's Hands sheet from a dealing machine's file",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "BOOK.xlsx DEALS",
		Description: "Reads the deals of a dealing machine's file (PBN, Duplimate .dlm, .bri, .dup or .ber) and\n" +
			"writes them into the workbook's Hands sheet, one row per board; score then prints each board's\n" +
			"hand with its traveller. Every deal is checked: 52 different cards, 13 to a hand; and analysed\n" +
			"double dummy: the tricks each declarer makes in each strain, and par, shown beside the hand. With\n" +
			"--session the deals are the boards of that session (or round) and replace only its own.",
		Flags: append([]cli.Flag{
			&cli.IntFlag{Name: "session", Usage: "the deals are the boards of session (or round) `N`", DefaultText: "Hands written anew, for every session"},
			&cli.IntFlag{Name: "first-board", Usage: "number the boards from `N` in the file's order (.bri and .ber files number none)", DefaultText: "the file's own numbers"},
			&cli.BoolFlag{Name: "no-analysis", Usage: "leave out the double-dummy tables and par (a fifth of a second a deal, typically)", DisableDefaultText: true},
			backupFlag,
			passwordFlag,
		}, commonFlags...),
		Action: runHands,
	}
}

func runHands(c *cli.Context) error {
	if c.NArg() != 2 {
		return &usageError{msg: "hands takes a workbook and a deals file", hint: "run scorebook hands BOOK.xlsx DEALS.pbn"}
	}
	path, dealsPath := c.Args().Get(0), c.Args().Get(1)
	if c.Int("session") < 0 || c.Int("first-board") < 0 {
		return &usageError{msg: "--session and --first-board are numbers from 1", hint: "run scorebook hands --help"}
	}
	log, err := newReporter(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	j := &job{path: path, log: log}
	boards, format, _, err := readDeals(dealsPath, c.Int("first-board"))
	if err != nil {
		return dealsFailed(c, j, path, dealsPath, err)
	}
	book, ok := openFor(c, j, path, func(kind xlsx.Kind) error {
		if kind.Name() == "pairs" || kind.Name() == "teams" {
			return nil
		}
		return problem.New("hands are for bridge pairs and teams events", "%s is %s workbook, which has no boards", filepath.Base(path), kind.ANoun())
	})
	if !ok {
		return errFailed
	}
	defer closeBook(book)
	// A director's own Hands sheet is never overwritten: refused before the
	// deals are analysed.
	if probs := book.CheckTargets(pairs.SheetHands); len(probs) > 0 {
		j.report(probs)
		return errFailed
	}
	// The boards of the other sessions stay.
	hands := pairs.Hands{Deals: map[pairs.BoardID]deal.Deal{}, DD: map[pairs.BoardID]dd.Table{}}
	if session := c.Int("session"); session > 0 && book.HasSheet(pairs.SheetHands) && book.Owns(pairs.SheetHands) {
		kept, probs := pairs.ReadHands(book)
		if problem.HasErrors(probs) {
			book.Sort(probs)
			j.report(probs)
			return errFailed
		}
		keepOthers(&hands, kept, session)
	}
	analysed, err := putBoards(&hands, boards, c.Int("session"), !c.Bool("no-analysis"))
	if err != nil {
		j.fail(err)
		return errFailed
	}

	if err := book.WriteSheets([]report.Sheet{pairs.HandsSheet(hands)}); err != nil {
		j.fail(err)
		return errFailed
	}
	if err := book.Save(xlsx.SaveOptions{Backup: c.Bool("backup")}); err != nil {
		j.fail(err)
		return errFailed
	}
	if !c.Bool("quiet") {
		l := j.log.language(path)
		line := l.F("%d %s from %s (%s), boards %s, written to %s", len(boards), dealsWord(len(boards)), filepath.Base(dealsPath), format, boardRange(boards), pairs.SheetHands)
		if analysed != 0 {
			line = l.F("%d %s from %s (%s), boards %s, written to %s with their double-dummy tables and par (%s s)", len(boards), dealsWord(len(boards)),
				filepath.Base(dealsPath), format, boardRange(boards), pairs.SheetHands, l.Decimal(analysed.Seconds(), 1))
		}
		fmt.Fprintf(c.App.Writer, "%s: %s\n", path, line)
	}
	return nil
}

// keepOthers copies into h the deals, tables and digests of kept that are
// not of session.
func keepOthers(h *pairs.Hands, kept pairs.Hands, session int) {
	for id, d := range kept.Deals {
		if id.Session != session {
			h.Deals[id] = d
			if t, ok := kept.DD[id]; ok {
				h.DD[id] = t
			}
		}
	}
	for s, digest := range kept.Digests {
		if s != session {
			if h.Digests == nil {
				h.Digests = map[int]string{}
			}
			h.Digests[s] = digest
		}
	}
}

// readDeals reads a deals file, renumbering its boards from first when
// first is not 0; it returns the file's bytes too.
func readDeals(path string, first int) ([]deal.Board, deal.Format, []byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, 0, nil, problem.New("check the file name and folder", "%s: no such file", path)
		}
		return nil, 0, nil, problem.New("check that you may read the file", "%s: %v", path, err)
	}
	boards, format, err := deal.Read(filepath.Base(path), data)
	if err != nil {
		return nil, format, nil, err
	}
	if len(boards) == 0 {
		return nil, format, nil, problem.New("check that this is a dealing machine's file", "%s holds no deals", filepath.Base(path))
	}
	if first > 0 {
		for i := range boards {
			boards[i].Number = first + i
		}
	}
	return boards, format, data, nil
}

// dealsFailed reports why a deals file could not be read: each bad deal
// at its board, or what kept the file from being read, and that nothing
// was written to target.
func dealsFailed(c *cli.Context, j *job, target, dealsPath string, err error) error {
	var ds deal.Errors
	if errors.As(err, &ds) {
		for _, d := range ds {
			j.log.problem(dealsPath, problem.From(d).At(filepath.Base(dealsPath), 0, ""))
		}
		j.log.done(dealsPath)
		fmt.Fprintf(c.App.Writer, "%s: %s\n", target, j.log.language(target).F("%d %s in %s; nothing was written", len(ds), errorsWord(len(ds)), filepath.Base(dealsPath)))
		return errFailed
	}
	j.fail(err)
	return errFailed
}

// boardRange says which boards: "1–36", or a list when they are not in a
// run.
func boardRange(boards []deal.Board) string {
	ns := make([]int, len(boards))
	for i, b := range boards {
		ns[i] = b.Number
	}
	return boardsText(ns)
}

// boardsText says which boards of numbers: "1–36", or a list when they
// are not in a run.
func boardsText(ns []int) string {
	ns = slices.Sorted(slices.Values(ns))
	// A run is printed with an en dash here: "boards 1–21".
	return strings.Replace(movement.BoardsText(ns), "-", "–", 1)
}

// analyse solves the boards' deals double dummy, on every core: their
// tables in the boards' order.
func analyse(boards []deal.Board) ([]dd.Table, error) {
	deals := make([]deal.Deal, len(boards))
	for i, b := range boards {
		deals[i] = b.Deal
	}
	tables, errs := dd.SolveAll(deals, 0, dd.Options{})
	for i, err := range errs {
		if err != nil {
			return nil, problem.New("check the deal in the file", "board %d cannot be analysed: %v", boards[i].Number, err)
		}
	}
	return tables, nil
}

// putBoards puts the boards' deals into h as the given session's and, when
// withDD is set, their double-dummy tables; it returns how long the
// analysis took, 0 when there was none.
func putBoards(h *pairs.Hands, boards []deal.Board, session int, withDD bool) (time.Duration, error) {
	for _, bd := range boards {
		h.Deals[pairs.BoardID{Session: session, Board: bd.Number}] = bd.Deal
	}
	if !withDD {
		return 0, nil
	}
	start := time.Now()
	tables, err := analyse(boards)
	if err != nil {
		return 0, err
	}
	for i, bd := range boards {
		h.DD[pairs.BoardID{Session: session, Board: bd.Number}] = tables[i]
	}
	return max(time.Since(start), time.Nanosecond), nil
}
