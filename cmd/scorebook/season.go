package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/engine/season"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/xlsx"
	xseason "github.com/scorebook/scorebook/xlsx/season"
	"github.com/urfave/cli/v2"
)

func seasonCommand() *cli.Command {
	return &cli.Command{
		Name:            "season",
		Usage:           "sum a club's nights into its season: championships, ladders and each player's card",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "SEASON.xlsx NIGHT.xlsx|FOLDER…",
		Description: "Reads every night's pairs workbook (or every workbook in a folder), scoring each in memory\n" +
			"from its Results (nothing is written to the nights), and writes into the season workbook a\n" +
			"ranked sheet for each competition of its Competitions sheet and a Season Cards sheet: each\n" +
			"player's every night. Players are one person by their federation number, or else by name\n" +
			"(without case, extra spaces or accents); the Players sheet joins the names that are one player.\n" +
			"`scorebook new season SEASON.xlsx` writes a season workbook to start from.",
		Flags: append([]cli.Flag{
			backupFlag,
			&cli.StringFlag{Name: "html", Usage: "write the season as a web page `FILE.html` as well"},
		}, commonFlags...),
		Action: runSeason,
	}
}

func runSeason(c *cli.Context) error {
	if c.NArg() < 2 {
		return &usageError{msg: "season takes the season workbook and the nights", hint: "run scorebook season SEASON.xlsx NIGHTS-FOLDER"}
	}
	path := c.Args().First()
	if !strings.EqualFold(filepath.Ext(path), ".xlsx") && !strings.EqualFold(filepath.Ext(path), ".xlsm") {
		return &usageError{msg: fmt.Sprintf("%s is not a workbook", path), hint: "the first file is the season workbook: scorebook new season SEASON.xlsx writes one"}
	}
	html := c.String("html")
	if html != "" && !strings.EqualFold(filepath.Ext(html), ".html") && !strings.EqualFold(filepath.Ext(html), ".htm") {
		return &usageError{msg: fmt.Sprintf("--html %s must end in .html", html), hint: "run scorebook season SEASON.xlsx NIGHTS --html season.html"}
	}
	log, err := newReporter(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	log.several() // the messages name their workbooks: the season's and the nights'
	j := &job{path: path, log: log, write: true}
	book, err := xlsx.Open(path, xlsx.OpenOptions{Reads: xseason.Reads})
	if err != nil {
		j.fail(err)
		return errFailed
	}
	openBooks.Store(book, true)
	defer closeBook(book)
	w, probs := xseason.Read(book)
	log.speaks(path, book.Language())
	l := log.language(path)

	// The nights: every workbook named, and those in the folders named,
	// but the season workbook itself when it is among them.
	paths, refusals := expandFolders(c.Args().Tail())
	var read []string
	failed := 0
	for i, p := range paths {
		switch {
		case refusals[i] != nil:
			(&job{path: p, log: log}).fail(refusals[i])
			failed++
		case !sameFile(p, path):
			read = append(read, p)
		}
	}
	var nights []season.Night
	for _, r := range xseason.ReadNights(read) {
		nj := &job{path: r.Path, log: log}
		if r.Err != nil {
			nj.fail(r.Err)
			failed++
			continue
		}
		e, _ := nj.report(r.Problems)
		failed += e
		if r.Night == nil && e == 0 {
			failed++ // cannot happen: a night not read has said why
		}
		if r.Night != nil {
			nights = append(nights, *r.Night)
		}
	}
	var res *season.Result
	if failed == 0 && !problem.HasErrors(probs) {
		var sp []problem.Problem
		res, sp = season.Compute(w.Season(nights))
		probs = append(probs, book.Place(sp)...)
		probs = append(probs, book.CheckTargets(xseason.Names(w.Competitions, w.Settings.Language)...)...)
	}
	book.Sort(probs)
	errs, warns := j.report(probs)
	if errs+failed > 0 || res == nil {
		fmt.Fprintf(c.App.Writer, "%s: %s\n", path, l.F("%d %s; nothing was written", errs+failed, errorsWord(errs+failed)))
		return errFailed
	}
	title := book.PageTitleIn(w.Settings.Language, w.Title, "")
	var page []byte
	if html != "" {
		if page, err = xseason.Page(res, w.Settings.Language, title); err != nil {
			j.fail(err)
			return errFailed
		}
	}
	if err := xseason.Write(book, res, w.Settings.Language, title); err != nil {
		j.fail(err)
		return errFailed
	}
	if err := book.Save(xlsx.SaveOptions{Backup: c.Bool("backup")}); err != nil {
		j.fail(err)
		return errFailed
	}
	if html != "" {
		if err := writePage(html, page); err != nil {
			j.fail(err)
			return errFailed
		}
	}
	if c.Bool("quiet") {
		return nil
	}
	out := c.App.Writer
	fmt.Fprintf(out, "%s: %s\n", path, l.F("%d nights, %d players", len(res.Nights), len(res.Persons)))
	for _, t := range res.Tables {
		fmt.Fprintf(out, "  %s: %s\n", t.Competition.Name, leaders(res, t, l))
	}
	switch {
	case warns == 1:
		fmt.Fprintf(out, "  %s\n", l.T("1 warning: see the message above"))
	case warns > 1:
		fmt.Fprintf(out, "  %s\n", l.F("%d warnings: see the messages above", warns))
	}
	fmt.Fprintf(out, "  %s\n", l.F("wrote %s", path))
	if html != "" {
		fmt.Fprintf(out, "  %s\n", l.F("wrote %s", html))
	}
	return nil
}

// leaders names a competition's first: "Ann Bell 58.21%", or "nobody
// ranked yet".
func leaders(res *season.Result, t season.Table, l lang.Lang) string {
	var ls []string
	for _, s := range t.Standings {
		if s.Place.N != 1 {
			break
		}
		var ns []string
		for _, p := range s.Persons {
			ns = append(ns, res.Persons[p].Name)
		}
		v := l.Decimal(s.Value, 2)
		if t.Competition.Rule == season.Championship {
			v = l.Percent(s.Value, 2)
		}
		ls = append(ls, strings.Join(ns, " & ")+" "+v)
	}
	if len(ls) == 0 {
		return l.T("nobody ranked yet")
	}
	return strings.Join(ls, ", ")
}

// writePage writes the season's web page, durably.
func writePage(path string, page []byte) error {
	return xseason.WriteFile(path, page)
}
