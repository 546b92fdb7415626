package main

import (
	"fmt"
	"path/filepath"

	"github.com/scorebook/scorebook/engine/problem"
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/teams"
	"github.com/urfave/cli/v2"
)

func drawCommand() *cli.Command {
	return &cli.Command{
		Name:            "draw",
		Usage:           "draw a teams event's next round: the Draw sheet, and its rows added to Results",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "BOOK.xlsx",
		Description: "Draws the next round of a Swiss teams event from the rounds on Results (teams ranked by VPs,\n" +
			"then IMPs; no meeting repeated when a draw can avoid it; the bye to the lowest team without one;\n" +
			"round 1 pairs team k with team k + T/2 in the order of Teams). It writes the Draw sheet and adds\n" +
			"the round's rows to Results (Round, Board, NS, EW), below its last row: type the results there.\n" +
			"Nothing else in Results changes. With --round-robin it schedules a round robin of up to 10\n" +
			"teams instead: every round not yet on Results.",
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "round-robin", Usage: "schedule a complete round robin (up to 10 teams)", DisableDefaultText: true},
			&cli.IntFlag{Name: "boards", Usage: "`N` boards a match; round 1 needs it", DefaultText: "as many as the last round's"},
			&cli.BoolFlag{Name: "backup", Usage: "keep the previous version as NAME.bak.xlsx", DisableDefaultText: true},
			&cli.StringFlag{Name: "password", Usage: "`PASSWORD` of a protected workbook (or set SCOREBOOK_PASSWORD)"},
		}, commonFlags...),
		Action: runDraw,
	}
}

func runDraw(c *cli.Context) error {
	if c.NArg() != 1 {
		return &usageError{msg: "draw takes one workbook", hint: "run scorebook draw BOOK.xlsx"}
	}
	if c.Int("boards") < 0 {
		return &usageError{msg: "--boards is a number from 1", hint: "run scorebook draw --help"}
	}
	path := c.Args().First()
	log, err := newReporter(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	j := &job{path: path, log: log}
	book, ok := openFor(c, j, path, func(kind xlsx.Kind) error {
		if kind.Name() == "teams" {
			return nil
		}
		hint := "draw is for a teams event"
		if kind.Name() == "pairs" {
			hint += ": a pairs event's movement comes from scorebook new pairs --tables N"
		}
		return problem.New(hint, "%s is a %s workbook, which has no matches to draw", filepath.Base(path), kind.Noun())
	})
	if !ok {
		return errFailed
	}
	defer closeBook(book)
	drawing, probs := teams.Draw(book, c.Bool("round-robin"), c.Int("boards"))
	probs = append(probs, book.CheckTargets(engine.SheetDraw)...)
	if problem.HasErrors(probs) || drawing == nil {
		book.Sort(probs)
		errs, _ := j.report(probs)
		noun := lang.Word("errors")
		if errs == 1 {
			noun = lang.Word("error")
		}
		fmt.Fprintf(c.App.Writer, "%s: %s\n", path, j.log.language(path).F("%d %s; nothing was drawn or written", errs, noun))
		return errFailed
	}
	book.Sort(probs)
	j.report(probs)
	first, last, err := drawing.Write(book)
	if err == nil {
		err = book.Save(xlsx.SaveOptions{Backup: c.Bool("backup")})
	}
	if err != nil {
		j.fail(err)
		return errFailed
	}
	if !c.Bool("quiet") {
		l := j.log.language(path)
		fmt.Fprintf(c.App.Writer, "%s: %s\n", path, l.T("drawn"))
		for _, line := range drawing.Summary {
			fmt.Fprintf(c.App.Writer, "  %s\n", line)
		}
		fmt.Fprintf(c.App.Writer, "  %s\n", l.F("wrote the %s sheet, and Results rows %d to %d: type the results there", l.T(engine.SheetDraw), first, last))
	}
	return nil
}
