package main

import (
	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/scorebook/scorebook/engine/dd"
	"github.com/scorebook/scorebook/engine/deal"
	"github.com/scorebook/scorebook/internal/durable"
	"github.com/scorebook/scorebook/internal/export"
	"github.com/urfave/cli/v2"
)

func analyseCommand() *cli.Command {
	return &cli.Command{
		Name:            "analyse",
		Aliases:         []string{"analyze"},
		Usage:           "analyse a hand record double dummy, without a workbook",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "DEALS --out OUT.pbn",
		Description: "Solves every deal of a dealing machine's file (PBN, Duplimate .dlm, .bri, .dup or .ber) double\n" +
			"dummy and writes it as PBN with each deal's OptimumResultTable (the tricks each declarer makes\n" +
			"in each denomination), OptimumScore and OptimumContract (par). A PBN file keeps everything else\n" +
			"it holds; the other formats become a PBN hand record.",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "out", Usage: "write the analysed deals to `OUT.pbn` (it may be DEALS itself, when a PBN file)"},
			&cli.IntFlag{Name: "first-board", Usage: "number the boards from `N` in the file's order (.bri and .ber files number none)", DefaultText: "the file's own numbers"},
		}, commonFlags...),
		Action: runAnalyse,
	}
}

func runAnalyse(c *cli.Context) error {
	if c.NArg() != 1 {
		return &usageError{msg: "analyse takes one deals file", hint: "run scorebook analyse DEALS.pbn --out OUT.pbn"}
	}
	dealsPath, out := c.Args().Get(0), c.String("out")
	if out == "" {
		return &usageError{msg: "analyse needs --out, the file to write", hint: "run scorebook analyse DEALS.pbn --out OUT.pbn"}
	}
	if c.Int("first-board") < 0 {
		return &usageError{msg: "--first-board is a number from 1", hint: "run scorebook analyse --help"}
	}
	log, err := newReporter(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	j := &job{path: dealsPath, log: log}
	boards, format, data, err := readDeals(dealsPath, c.Int("first-board"))
	if err != nil {
		return dealsFailed(c, j, out, dealsPath, err)
	}
	if format == deal.FormatPBN && c.Int("first-board") > 0 {
		return &usageError{msg: "a PBN file numbers its own boards: --first-board is for .bri and .ber files",
			hint: "leave out --first-board"}
	}
	start := time.Now()
	tables, err := analyse(boards)
	if err != nil {
		j.fail(err)
		return errFailed
	}
	optimum := make(map[int]export.Optimum, len(boards))
	for i, b := range boards {
		dealer, ns, ew := b.Conditions()
		optimum[b.Number] = export.NewOptimum(tables[i], dd.Par(tables[i], ns, ew, dealer))
	}
	took := time.Since(start)
	record, err := export.HandRecord(data, format, boards, optimum)
	if err != nil {
		j.fail(err)
		return errFailed
	}
	if err := durable.Write(out, durable.Options{}, func(w io.Writer) error {
		_, err := w.Write(record)
		return err
	}); err != nil {
		j.fail(fmt.Errorf("%s was not written: %w", out, err))
		return errFailed
	}
	if !c.Bool("quiet") {
		l := j.log.language(dealsPath)
		fmt.Fprintf(c.App.Writer, "%s: %s\n", out, l.F("%d %s from %s (%s), boards %s, analysed double dummy in %s s", len(boards), dealsWord(len(boards)),
			filepath.Base(dealsPath), format, boardRange(boards), l.Decimal(took.Seconds(), 1)))
	}
	return nil
}
