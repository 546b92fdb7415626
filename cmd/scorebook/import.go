package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/importer"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/urfave/cli/v2"
)

func importCommand() *cli.Command {
	return &cli.Command{
		Name:            "import",
		Usage:           "fill a pairs workbook's input sheets from the table pads' .bws, a USEBIO or PBN results file, or BBO's LIN",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "BOOK.xlsx FILE…",
		Description: "Reads the results of a pairs event where they already are: a Bridgemate, BridgePad or\n" +
			"BridgeScorer .bws (read while the pads may still be sending; never written), a USEBIO 1.2\n" +
			".xml, a PBN with its score tables, or BBO's LIN hand records (deals only), and adds what they\n" +
			"tell to the workbook: the Event settings the template left as they were (Title, Date, Club,\n" +
			"Scoring, Field), the Pairs with names and member numbers, a Results row per board played,\n" +
			"and the deals on Hands. A BOOK that does not exist is made from the pairs template first.\n\n" +
			"Nothing typed is written over: a row that differs from the file is kept, and a warning names\n" +
			"both. Importing the same file again adds only what is new. A file with any bad record imports\n" +
			"nothing: each is reported with its place in the file, and the workbook is left as it was.",
		Flags: append([]cli.Flag{
			&cli.IntFlag{Name: "session", Usage: "the results are session `N` of the event (its Session column)", DefaultText: "one session"},
			backupFlag,
			passwordFlag,
		}, commonFlags...),
		Action: runImport,
	}
}

// importReaders read each kind of results file, by its name's ending.
var importReaders = map[string]func([]byte) (*importer.Event, []problem.Problem){
	".bws": importer.ReadBWS, ".xml": importer.ReadUSEBIO, ".pbn": importer.ReadPBN, ".lin": importer.ReadLIN,
}

func runImport(c *cli.Context) error {
	if c.NArg() < 2 {
		return &usageError{msg: "import takes a workbook and one or more results files", hint: "run scorebook import BOOK.xlsx tuesday.bws"}
	}
	path, files := c.Args().First(), c.Args().Slice()[1:]
	if !strings.EqualFold(filepath.Ext(path), ".xlsx") {
		return &usageError{msg: fmt.Sprintf("%s must end in .xlsx", path), hint: "run scorebook import BOOK.xlsx FILE"}
	}
	if c.Int("session") < 0 {
		return &usageError{msg: "--session is a number from 1", hint: "run scorebook import --help"}
	}
	for _, f := range files {
		if importReaders[strings.ToLower(filepath.Ext(f))] == nil {
			return &usageError{msg: fmt.Sprintf("%s: scorebook imports .bws, .xml (USEBIO), .pbn and .lin files", f),
				hint: "a dealing machine's deals go in with scorebook hands"}
		}
	}
	log, err := newReporter(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	j := &job{path: path, log: log}
	// Every file is read, and every bad record of each reported, before
	// the workbook is touched.
	var events []*importer.Event
	failed := 0
	for _, f := range files {
		ev, probs, err := readResultsFile(f)
		if err != nil {
			log.problem(f, problem.From(err))
			log.done(f)
			failed++
			continue
		}
		for _, p := range probs {
			// The file's name, as the place of a problem in it.
			if p.Sheet != "" {
				p.Sheet = filepath.Base(f) + ": " + p.Sheet
			} else {
				p.Sheet = filepath.Base(f)
			}
			log.problem(f, p)
		}
		log.done(f)
		if errs, _ := problem.Count(probs); errs > 0 || ev == nil {
			n, noun := max(errs, 1), lang.Word("bad records")
			if n == 1 {
				noun = lang.Word("bad record")
			}
			fmt.Fprintf(c.App.Writer, "%s: %s\n", f, log.language(f).F("%d %s; nothing was imported", n, noun))
			failed++
			continue
		}
		events = append(events, ev)
	}
	if failed > 0 {
		fmt.Fprintf(c.App.Writer, "%s: %s\n", path, log.language(path).T("nothing was written"))
		return errFailed
	}
	ev := mergeEvents(events)
	created := false
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		if err := xlsx.WriteTemplate(path, importTemplate(ev)); err != nil {
			j.fail(err)
			return errFailed
		}
		created = true
	}
	ok := false
	defer func() {
		if created && !ok {
			os.Remove(path)
		}
	}()
	book, opened := openFor(c, j, path, func(kind xlsx.Kind) error {
		if kind.Name() == "pairs" {
			return nil
		}
		return problem.New("import fills a pairs event's workbook: make one with scorebook new pairs", "%s is %s workbook", filepath.Base(path), kind.ANoun())
	})
	if !opened {
		return errFailed
	}
	defer closeBook(book)
	im, probs := pairs.PlanImport(book, ev, pairs.ImportOptions{Session: c.Int("session")})
	book.Sort(probs)
	if errs, _ := j.report(probs); errs > 0 {
		fmt.Fprintf(c.App.Writer, "%s: %s\n", path, j.log.language(path).F("%d %s; nothing was written", errs, errorsWord(errs)))
		return errFailed
	}
	var lines []string
	wrote := ""
	if !im.Changes() {
		ok = true
		lines = append(lines, fmt.Sprintf("nothing new in %s (%d result%s already there); the workbook is as it was", fileList(files), im.Same, plural(im.Same)))
	} else {
		if err := im.Write(book); err != nil {
			j.fail(err)
			return errFailed
		}
		if err := book.Save(xlsx.SaveOptions{Backup: c.Bool("backup")}); err != nil {
			j.fail(err)
			return errFailed
		}
		ok, wrote = true, path
		what := "filled from"
		if created {
			what = "made from the pairs template and filled from"
		}
		lines = append(lines, fmt.Sprintf("%s %s (%s)", what, fileList(files), ev.Format),
			fmt.Sprintf("Results: %d row%s added, %d filled, %d already there", im.NewRows, plural(im.NewRows), im.FilledRows, im.Same),
			fmt.Sprintf("Pairs: %d added, %d filled; Event: %d setting%s; Hands: %d deal%s", im.NewPairs, im.FilledPairs,
				im.Settings, plural(im.Settings), im.Deals, plural(im.Deals)),
			fmt.Sprintf("run scorebook score %s", path))
	}
	switch {
	case c.Bool("quiet"):
	case c.String("log-format") == "json":
		_, warns := problem.Count(probs)
		enc := json.NewEncoder(c.App.Writer)
		enc.SetEscapeHTML(false)
		return enc.Encode(summaryJSON{File: path, Status: "ok", Kind: "pairs", Lines: lines, Warnings: warns, Wrote: wrote})
	default:
		fmt.Fprintf(c.App.Writer, "%s: %s\n", path, lines[0])
		for _, l := range lines[1:] {
			fmt.Fprintf(c.App.Writer, "  %s\n", l)
		}
	}
	return nil
}

// readResultsFile reads a results file whole: a snapshot of a .bws the
// pads may still be writing, never opened for writing or locked.
func readResultsFile(name string) (*importer.Event, []problem.Problem, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, nil, problem.New("check the file name and folder", "%s: no such file", name)
		}
		return nil, nil, problem.New("check that you may read the file", "%s: %v", name, err)
	}
	ev, probs := importReaders[strings.ToLower(filepath.Ext(name))](data)
	return ev, probs, nil
}

// mergeEvents puts several files' events together: the first file's
// settings, every pair and result, the first deal of each board.
func mergeEvents(evs []*importer.Event) *importer.Event {
	if len(evs) == 1 {
		return evs[0]
	}
	out := &importer.Event{Format: evs[0].Format}
	seen := map[string]bool{}
	boards := map[int]bool{}
	for _, ev := range evs {
		if ev.Format != out.Format && !strings.Contains(out.Format, ev.Format) {
			out.Format += ", " + ev.Format
		}
		for _, s := range ev.Settings {
			if out.SettingValue(s.Name) == "" {
				out.Settings = append(out.Settings, s)
			}
		}
		for _, p := range ev.Pairs {
			if k := p.ID + " " + p.Direction; !seen[k] {
				seen[k] = true
				out.Pairs = append(out.Pairs, p)
			}
		}
		out.Results = append(out.Results, ev.Results...)
		for _, d := range ev.Deals {
			if !boards[d.Board] {
				boards[d.Board] = true
				out.Deals = append(out.Deals, d)
			}
		}
	}
	return out
}

// importTemplate is the pairs template (its Results has the Lead
// column), with Results' Round and Table columns when the file says where
// each board was played and numbers its pairs 1, 2, …: the rows are then
// checked against the movement they imply. Pairs named by their section's
// letter (A1, B7: a .bws of several sections) are not checked so, and the
// columns are left out; a workbook that has them gets them filled.
func importTemplate(ev *importer.Event) templates.Template {
	t := templates.Pairs()
	placed := len(ev.Results) > 0
	for _, r := range ev.Results {
		_, errNS := strconv.Atoi(r.NS)
		_, errEW := strconv.Atoi(r.EW)
		placed = placed && r.Round > 0 && r.Table > 0 && errNS == nil && errEW == nil
	}
	for i := range t.Sheets {
		if s := &t.Sheets[i]; s.Name == "Results" && placed {
			s.Columns = append(s.Columns, templates.Column{Header: "Round", Width: 7}, templates.Column{Header: "Table", Width: 7})
		}
	}
	return t
}

func fileList(files []string) string {
	names := make([]string, len(files))
	for i, f := range files {
		names[i] = filepath.Base(f)
	}
	return strings.Join(names, ", ")
}
