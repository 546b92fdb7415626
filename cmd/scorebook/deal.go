package main

import (
	"bytes"
	"crypto/rand"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/durable"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/urfave/cli/v2"
)

// dealFormats are the deals files deal writes, by flag, in the order it
// lists them.
var dealFormats = []struct {
	flag   string
	format deal.Format
	usage  string
}{
	{"pbn", deal.FormatPBN, "the deals as PBN `FILE` (its SHA-256 is the digest)"},
	{"dlm", deal.FormatDLM, "the deals as a Duplimate .dlm `FILE` (Jannersten's Duplimate machines)"},
	{"dup", deal.FormatDUP, "the deals as a Duplimate .dup `FILE` (older machines)"},
	{"bri", deal.FormatBRI, "the deals as a .bri `FILE`"},
	{"ber", deal.FormatBER, "the deals as a Bernasconi .ber `FILE`"},
}

func dealCommand() *cli.Command {
	flags := []cli.Flag{
		&cli.StringFlag{Name: "boards", Usage: "the boards to deal: `N` (1 to N), or a run such as 1-24 or 17-32", Required: true},
		&cli.IntFlag{Name: "session", Usage: "the deals are the boards of session (or round) `N`", DefaultText: "Hands written anew, for every session"},
		&cli.BoolFlag{Name: "replace", Usage: "replace the deals Hands already holds for these boards' session", DisableDefaultText: true},
		&cli.StringFlag{Name: "seed", Usage: "deal from `TEXT`: the same text deals the same boards anywhere (not secret)", DefaultText: "unpredictable deals from the system's cryptographic source"},
		&cli.StringFlag{Name: "out", Usage: "write the deals to `FILE` only, in the format of its extension (.pbn .dlm .dup .bri .ber), without a workbook"},
	}
	for _, f := range dealFormats {
		flags = append(flags, &cli.StringFlag{Name: f.flag, Usage: f.usage})
	}
	flags = append(flags,
		&cli.BoolFlag{Name: "no-analysis", Usage: "leave out the double-dummy tables and par (a fifth of a second a deal, typically)", DisableDefaultText: true},
		backupFlag,
		passwordFlag,
	)
	return &cli.Command{
		Name:            "deal",
		Usage:           "deal a session's boards at random, for the dealing machine and the hand records",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "[BOOK.xlsx]",
		Description: "Deals the boards at random, each deal drawn uniformly from all 5.36×10^28 deals with the system's\n" +
			"cryptographic source (or, with --seed, from a text), and writes them into the workbook's Hands\n" +
			"sheet with their double-dummy makes and par, and the Hand Records sheet to print for after play;\n" +
			"--dlm, --dup, --pbn, --bri and --ber write the files the dealing machine reads. Deals already in\n" +
			"Hands are kept unless --replace is given. The SHA-256 digest of the deals (of their PBN file) is\n" +
			"printed and written into Hands: publish it before play, and anyone can check the boards after.",
		Flags:  append(flags, commonFlags...),
		Action: runDeal,
	}
}

// dealFile is a deals file to write.
type dealFile struct {
	path   string
	format deal.Format
}

func runDeal(c *cli.Context) error {
	if c.NArg() > 1 {
		return &usageError{msg: "deal takes one workbook", hint: "run scorebook deal BOOK.xlsx --boards 1-24"}
	}
	path := c.Args().First()
	numbers, err := parseBoards(c.String("boards"))
	if err != nil {
		return err
	}
	if c.Int("session") < 0 {
		return &usageError{msg: "--session is a number from 1", hint: "run scorebook deal --help"}
	}
	files, err := dealFiles(c, path)
	if err != nil {
		return err
	}
	if path == "" && len(files) == 0 {
		return &usageError{msg: "deal needs a workbook or a file to write the deals to",
			hint: "run scorebook deal BOOK.xlsx --boards 1-24, or scorebook deal --boards 1-24 --out DEALS.dlm"}
	}
	log, err := newReporter(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	j := &job{path: path, log: log}
	if path == "" {
		j.path = files[0].path
	}
	var src io.Reader = rand.Reader
	if c.IsSet("seed") {
		src = deal.NewSeeded(c.String("seed"))
	}
	boards, err := deal.RandomBoards(src, numbers)
	if err == nil {
		// Every file is made before any is written: a set a format cannot
		// hold (.dlm's 99 boards) writes nothing.
		for _, f := range files {
			if err = deal.Write(f.format, io.Discard, boards); err != nil {
				err = fmt.Errorf("%s: %w", filepath.Base(f.path), err)
				break
			}
		}
	}
	if err != nil {
		j.fail(err)
		return errFailed
	}
	digest, err := deal.Digest(boards)
	if err != nil {
		j.fail(err)
		return errFailed
	}
	var book *xlsx.Book
	wrote := ""
	if path != "" {
		var ok bool
		book, wrote, ok = dealIntoBook(c, j, path, boards, digest)
		if !ok {
			return errFailed
		}
		defer closeBook(book)
	}
	pending, err := prepareDealFiles(files, boards)
	if err != nil {
		j.fail(err)
		return errFailed
	}
	if book != nil {
		if err := book.Save(xlsx.SaveOptions{Backup: c.Bool("backup")}); err != nil {
			discardDealFiles(pending)
			j.fail(err)
			return errFailed
		}
	}
	// Each file is put in place, every one tried; one that fails is as it
	// was before the run.
	var failed []string
	var first error
	for i, p := range pending {
		err := p.Commit()
		pendingExports.Delete(p.Temp())
		if err != nil {
			failed = append(failed, files[i].path)
			if first == nil {
				first = plainErr(err)
			}
		}
	}
	if len(failed) > 0 {
		j.fail(problem.New("check the folder, and that you may write in it; an earlier copy of each is as it was",
			"%s not written: %v", strings.Join(failed, ", "), first))
		return errFailed
	}
	if c.Bool("quiet") {
		return nil
	}
	out := c.App.Writer
	l := j.log.language(path)
	if book != nil {
		fmt.Fprintf(out, "%s: %s\n", path, l.F("%d %s, boards %s, written to %s", len(boards), dealsWord(len(boards)), boardRange(boards), wrote))
	}
	for _, f := range files {
		fmt.Fprintf(out, "  %s\n", l.F("wrote %s (%s)", f.path, f.format))
	}
	fmt.Fprintln(out, l.F("SHA-256 of the deals (as PBN): %s", digest))
	if c.IsSet("seed") {
		fmt.Fprintln(out, l.F("dealt from the seed %q: anyone who knows it can deal these boards again", c.String("seed")))
	}
	return nil
}

// parseBoards reads --boards: N for boards 1 to N, or a run A-B.
func parseBoards(s string) ([]int, error) {
	bad := &usageError{msg: fmt.Sprintf("--boards %q is not a number of boards or a run of them", s),
		hint: "give --boards 24 for boards 1 to 24, or --boards 17-32"}
	s = strings.ReplaceAll(strings.TrimSpace(s), "–", "-")
	lo, hi := 1, 0
	var err error
	if a, b, ok := strings.Cut(s, "-"); ok {
		if lo, err = strconv.Atoi(strings.TrimSpace(a)); err != nil {
			return nil, bad
		}
		if hi, err = strconv.Atoi(strings.TrimSpace(b)); err != nil {
			return nil, bad
		}
	} else if hi, err = strconv.Atoi(s); err != nil {
		return nil, bad
	}
	if lo < 1 || hi < lo || hi > maxDealt {
		return nil, &usageError{msg: fmt.Sprintf("--boards %s: boards are numbered 1 to %d, the first no higher than the last", s, maxDealt),
			hint: "give --boards 24 for boards 1 to 24, or --boards 17-32"}
	}
	numbers := make([]int, 0, hi-lo+1)
	for n := lo; n <= hi; n++ {
		numbers = append(numbers, n)
	}
	return numbers, nil
}

// maxDealt is the highest board deal deals: more than any session plays,
// and what a .dup file numbers.
const maxDealt = 999

// dealFiles are the files the flags ask for, each a path of its own.
func dealFiles(c *cli.Context, book string) ([]dealFile, error) {
	var files []dealFile
	taken := map[string]string{}
	if book != "" {
		taken[filepath.Clean(book)] = "the workbook"
	}
	add := func(flag, path string, f deal.Format) error {
		key := filepath.Clean(path)
		if what, ok := taken[key]; ok {
			return &usageError{msg: fmt.Sprintf("--%s %s is %s too", flag, path, what), hint: "give each file its own name"}
		}
		if dir := filepath.Dir(path); dir != "" {
			if info, err := os.Stat(dir); err != nil || !info.IsDir() {
				return &usageError{msg: fmt.Sprintf("--%s %s: there is no folder %s", flag, path, dir),
					hint: "make the folder first, or name a file in a folder that exists"}
			}
		}
		taken[key] = "--" + flag + "'s file"
		files = append(files, dealFile{path: path, format: f})
		return nil
	}
	if out := c.String("out"); out != "" {
		if book != "" {
			return nil, &usageError{msg: "--out writes the deals to a file without a workbook, and a workbook was named",
				hint: "name the workbook and give the files as --dlm FILE, --pbn FILE …, or leave out the workbook"}
		}
		f := formatOfExt(out)
		if f == deal.FormatUnknown {
			return nil, &usageError{msg: fmt.Sprintf("--out %s: cannot tell the format from the extension", out),
				hint: "name the file .pbn, .dlm, .dup, .bri or .ber, or give --dlm FILE, --pbn FILE …"}
		}
		if err := add("out", out, f); err != nil {
			return nil, err
		}
	}
	for _, df := range dealFormats {
		if v := c.String(df.flag); v != "" {
			if err := add(df.flag, v, df.format); err != nil {
				return nil, err
			}
		}
	}
	return files, nil
}

// formatOfExt is the deals format a file's extension names.
func formatOfExt(path string) deal.Format {
	ext := strings.ToLower(filepath.Ext(path))
	for _, df := range dealFormats {
		if df.format.Ext() == ext {
			return df.format
		}
	}
	return deal.FormatUnknown
}

// prepareDealFiles writes each file to a temporary file beside it, to put
// in place once the workbook is saved.
func prepareDealFiles(files []dealFile, boards []deal.Board) ([]*durable.Pending, error) {
	var pending []*durable.Pending
	for _, f := range files {
		var buf bytes.Buffer
		if err := deal.Write(f.format, &buf, boards); err != nil {
			return nil, err
		}
		// Like the exports, a temporary file is removed by an interrupted
		// run, and one left by a killed run is cleared once surely stale.
		pattern := "." + filepath.Base(f.path) + ".scorebook-*"
		durable.RemoveStale(filepath.Dir(f.path), pattern, durable.StaleAge)
		p, err := durable.Prepare(f.path, durable.Options{Pattern: pattern, Started: func(tmp string) { pendingExports.Store(tmp, true) }},
			func(w io.Writer) error {
				_, err := w.Write(buf.Bytes())
				return err
			})
		if err != nil {
			discardDealFiles(pending)
			return nil, problem.New("check the folder, and that you may write in it", "%s was not written: %v", f.path, plainErr(err))
		}
		pending = append(pending, p)
	}
	return pending, nil
}

// discardDealFiles removes the temporary files of deals files not put in
// place.
func discardDealFiles(pending []*durable.Pending) {
	for _, p := range pending {
		p.Discard()
		pendingExports.Delete(p.Temp())
	}
}

// dealIntoBook writes the boards into the workbook's Hands sheet, with
// their double-dummy tables and par and the set's digest, and the Hand
// Records sheet, refusing to replace deals Hands holds for the session
// unless --replace is given. It returns the open workbook, unsaved, and
// what was written; it reports what fails.
func dealIntoBook(c *cli.Context, j *job, path string, boards []deal.Board, digest string) (*xlsx.Book, string, bool) {
	group := "Session"
	book, ok := openFor(c, j, path, func(kind xlsx.Kind) error {
		switch kind.Name() {
		case "teams":
			group = "Round"
			return nil
		case "pairs":
			return nil
		}
		return problem.New("deals are for bridge pairs and teams events", "%s is %s workbook, which has no boards", filepath.Base(path), kind.ANoun())
	})
	if !ok {
		return nil, "", false
	}
	fail := func() (*xlsx.Book, string, bool) { closeBook(book); return nil, "", false }
	if probs := book.CheckTargets(pairs.SheetHands, pairs.SheetHandRecords); len(probs) > 0 {
		j.report(probs)
		return fail()
	}
	session := c.Int("session")
	hands := pairs.Hands{Deals: map[pairs.BoardID]deal.Deal{}, DD: map[pairs.BoardID]dd.Table{}, Digests: map[int]string{session: digest}}
	if book.HasSheet(pairs.SheetHands) {
		kept, probs := pairs.ReadHands(book)
		var dealt []int
		for id := range kept.Deals {
			if session == 0 || id.Session == session {
				dealt = append(dealt, id.Board)
			}
		}
		switch {
		case len(dealt) > 0 && !c.Bool("replace"):
			p := problem.Problem{Sheet: pairs.SheetHands,
				Hint: "the boards may be dealt already: run with --replace to deal them anew, or --session N for another session"}
			switch {
			case session == 0:
				p = p.Says("the deals of boards %s are there already", boardsText(dealt))
			case group == "Round":
				p = p.Says("the deals of boards %s of round %d are there already", boardsText(dealt), session)
			default:
				p = p.Says("the deals of boards %s of session %d are there already", boardsText(dealt), session)
			}
			j.report([]problem.Problem{p})
			return fail()
		case session > 0 && problem.HasErrors(probs):
			// The other sessions' deals are kept: they must read.
			book.Sort(probs)
			j.report(probs)
			return fail()
		case session > 0:
			keepOthers(&hands, kept, session)
		}
	}
	analysed, err := putBoards(&hands, boards, session, !c.Bool("no-analysis"))
	if err != nil {
		j.fail(err)
		return fail()
	}
	sheets := []report.Sheet{pairs.HandsSheet(hands), pairs.HandRecordsSheet(hands, group, book.PageTitle("", ""))}
	if err := book.WriteSheets(sheets); err != nil {
		j.fail(err)
		return fail()
	}
	l := j.log.language(path)
	wrote := l.F("%s and %s", pairs.SheetHands, pairs.SheetHandRecords)
	if analysed != 0 {
		wrote = l.F("%s and %s, with their double-dummy tables and par (%s s)", pairs.SheetHands, pairs.SheetHandRecords, l.Decimal(analysed.Seconds(), 1))
	}
	return book, wrote, true
}
