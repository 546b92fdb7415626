package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/scorebook/scorebook/engine/croquetdraw"
	gradingengine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/problem"
	engine "github.com/scorebook/scorebook/engine/teams"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/teams"
	"github.com/urfave/cli/v2"
)

func drawCommand() *cli.Command {
	return &cli.Command{
		Name:            "draw",
		Usage:           "draw a teams event's next round, or a croquet event's: the Draw sheet, and its rows added to Results or Games",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "BOOK.xlsx",
		Description: "Draws the next round of a Swiss teams event from the rounds on Results (teams ranked by VPs,\n" +
			"then IMPs; no meeting repeated when a draw can avoid it; the bye to the lowest team without one;\n" +
			"round 1 pairs team k with team k + T/2 in the order of Teams). It writes the Draw sheet and adds\n" +
			"the round's rows to Results (Round, Board, NS, EW), below its last row: type the results there.\n" +
			"Nothing else in Results changes. With --round-robin it schedules a round robin of up to 10\n" +
			"teams instead: every round not yet on Results.\n\n" +
			"In a croquet grading workbook it draws the event --event NAME (its players on Entries, or every\n" +
			"player on Players), seeded by grade: --blocks N round-robin blocks (every game at once), --swiss\n" +
			"the next round of a Swiss, or --knockout the next games of a knockout bracket. A GC event is seeded\n" +
			"by the players' GC grades, an AC event by their AC grades: the code is --code AC|GC, or that of the\n" +
			"event's games on Games, else AC. It writes the Draw sheet and adds the games to Games (Event,\n" +
			"Winner, Loser, Code, and the Type the event's games share): type each game's Date when it is\n" +
			"played, swapping Winner and Loser when the second player won.",
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "round-robin", Usage: "schedule a complete round robin (up to 10 teams)", DisableDefaultText: true},
			&cli.StringFlag{Name: "event", Usage: "croquet: the `NAME` of the event to draw, as Entries and Games' Event column say it"},
			&cli.IntFlag{Name: "blocks", Usage: "croquet: draw `N` round-robin blocks seeded by grade"},
			&cli.BoolFlag{Name: "swiss", Usage: "croquet: draw the next round of a Swiss", DisableDefaultText: true},
			&cli.BoolFlag{Name: "knockout", Usage: "croquet: draw the next games of a knockout seeded by grade", DisableDefaultText: true},
			&cli.StringFlag{Name: "code", Usage: "croquet: the event's `CODE`, AC or GC, whose grades seed it", DefaultText: "the code of the event's games on Games, else AC"},
			&cli.IntFlag{Name: "boards", Usage: "`N` boards a match; round 1 needs it", DefaultText: "as many as the last round's"},
			backupFlag,
			passwordFlag,
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
	croquet := c.IsSet("event") || c.IsSet("blocks") || c.Bool("swiss") || c.Bool("knockout") || c.IsSet("code")
	isGrading := false
	book, ok := openFor(c, j, path, func(kind xlsx.Kind) error {
		isGrading = kind.Name() == "grading"
		if kind.Name() == "teams" && !croquet || isGrading {
			return nil
		}
		if kind.Name() == "teams" {
			return problem.New("--event, --blocks, --swiss, --knockout and --code are for a croquet grading workbook", "%s is a teams workbook", filepath.Base(path))
		}
		hint := "draw is for a teams event or a croquet grading workbook"
		if kind.Name() == "pairs" {
			hint += ": a pairs event's movement comes from scorebook new pairs --tables N"
		}
		return problem.New(hint, "%s is %s workbook, which has no matches to draw", filepath.Base(path), kind.ANoun())
	})
	if !ok {
		return errFailed
	}
	defer closeBook(book)
	if isGrading {
		return runCroquetDraw(c, j, book, path)
	}
	drawing, probs := teams.Draw(book, c.Bool("round-robin"), c.Int("boards"))
	probs = append(probs, book.CheckTargets(engine.SheetDraw)...)
	if drawFailed(c, j, book, path, probs, drawing != nil) {
		return errFailed
	}
	return saveDraw(c, j, book, path, probs, drawing.Write, drawing.Summary, func(l lang.Lang, first, last int) string {
		return l.F("wrote the %s sheet, and Results rows %d to %d: type the results there", l.T(engine.SheetDraw), first, last)
	})
}

// drawFailed reports a draw's problems and says whether it failed: it has
// errors, or nothing was drawn (drawn false). Nothing is written then.
func drawFailed(c *cli.Context, j *job, book *xlsx.Book, path string, probs []problem.Problem, drawn bool) bool {
	book.Sort(probs)
	if !problem.HasErrors(probs) && drawn {
		return false
	}
	errs, _ := j.report(probs)
	fmt.Fprintf(c.App.Writer, "%s: %s\n", path, j.log.language(path).F("%d %s; nothing was drawn or written", errs, errorsWord(errs)))
	return true
}

// saveDraw reports a draw's warnings, writes it into the book (write) and
// saves the book, then prints what was drawn: the summary's lines and the
// line wrote makes of the rows written (none when it is "").
func saveDraw(c *cli.Context, j *job, book *xlsx.Book, path string, probs []problem.Problem, write func(*xlsx.Book) (int, int, error), summary []string, wrote func(l lang.Lang, first, last int) string) error {
	j.report(probs)
	first, last, err := write(book)
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
		for _, line := range summary {
			fmt.Fprintf(c.App.Writer, "  %s\n", line)
		}
		if w := wrote(l, first, last); w != "" {
			fmt.Fprintf(c.App.Writer, "  %s\n", w)
		}
	}
	return nil
}

// runCroquetDraw draws a croquet event of a grading workbook: --event NAME
// and one of --blocks N, --swiss and --knockout.
func runCroquetDraw(c *cli.Context, j *job, book *xlsx.Book, path string) error {
	opt := grading.DrawOptions{Event: strings.TrimSpace(c.String("event")), Blocks: c.Int("blocks")}
	n := 0
	if c.IsSet("blocks") {
		n, opt.Format = n+1, grading.FormatBlocks
	}
	if c.Bool("swiss") {
		n, opt.Format = n+1, grading.FormatSwiss
	}
	if c.Bool("knockout") {
		n, opt.Format = n+1, grading.FormatKnockout
	}
	switch {
	case opt.Event == "":
		return &usageError{msg: "a croquet draw needs the event's name", hint: "run scorebook draw BOOK.xlsx --event NAME --blocks N | --swiss | --knockout"}
	case n != 1:
		return &usageError{msg: "give one of --blocks N, --swiss and --knockout", hint: "run scorebook draw --help"}
	case opt.Format == grading.FormatBlocks && opt.Blocks < 1:
		return &usageError{msg: "--blocks is a number from 1", hint: "run scorebook draw --help"}
	case c.Bool("round-robin") || c.IsSet("boards"):
		return &usageError{msg: "--round-robin and --boards are for a teams event", hint: "run scorebook draw --help"}
	}
	if c.IsSet("code") {
		code, ok := gradingengine.ParseCode(c.String("code"))
		if !ok || strings.TrimSpace(c.String("code")) == "" {
			return &usageError{msg: fmt.Sprintf("--code %s is not AC or GC", c.String("code")), hint: "give --code AC for Association Croquet or --code GC for Golf Croquet"}
		}
		opt.Code, opt.HasCode = code, true
	}
	drawing, probs := grading.Draw(book, opt)
	probs = append(probs, book.CheckTargets(croquetdraw.SheetDraw)...)
	if drawFailed(c, j, book, path, probs, drawing != nil) {
		return errFailed
	}
	return saveDraw(c, j, book, path, probs, drawing.Write, drawing.Summary, func(l lang.Lang, first, last int) string {
		if last == 0 {
			return ""
		}
		return l.F("wrote the %s sheet, and Games rows %d to %d: type each game's Date and winner there", l.T(croquetdraw.SheetDraw), first, last)
	})
}
