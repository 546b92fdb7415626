package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/urfave/cli/v2"
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:            "score",
		Usage:           "score workbooks and write the results sheets into them",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "BOOK.xlsx…",
		Description: "Scores each workbook in place: the results sheets (Ranking, Travellers, Scorecards, …) are\n" +
			"written into it and nothing else changes. With --out the results go to another file and\n" +
			"BOOK is left untouched. A workbook with errors is left as it was. --usebio and --pbn also\n" +
			"write the results as those files, from the same run; with several workbooks give a folder or\n" +
			"a name with {name} (results/{name}.xml), which stands for each workbook's name.",
		Flags: append(append([]cli.Flag{
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write the scored workbook to `FILE` and leave BOOK untouched"},
			backupFlag,
			passwordFlag,
			&cli.StringFlag{Name: "event", Usage: "with --croquetrecords or --gcrankings: write only the event `NAME` (every event when none)"},
		}, exportFlags()...), commonFlags...),
		Action: runScore,
	}
}

func runScore(c *cli.Context) error {
	if c.String("event") != "" && c.String("croquetrecords") == "" && c.String("gcrankings") == "" {
		return &usageError{msg: "--event goes with --croquetrecords FILE or --gcrankings FILE", hint: "run scorebook score BOOK.xlsx --croquetrecords FILE --event NAME"}
	}
	return runBooks(c, true)
}

// runBooks checks or scores the workbooks named on the command line.
func runBooks(c *cli.Context, write bool) error {
	paths := c.Args().Slice()
	if len(paths) == 0 {
		return &usageError{msg: "no workbook named", hint: "run scorebook " + c.Command.Name + " BOOK.xlsx"}
	}
	out := ""
	if write {
		out = c.String("out")
		for _, p := range paths {
			if info, err := os.Stat(p); err == nil && info.IsDir() && out != "" {
				return &usageError{msg: fmt.Sprintf("--out takes one workbook, and %s is a folder", p), hint: "score the folder's workbooks in place, or one at a time with --out"}
			}
		}
		if out != "" && len(paths) > 1 {
			return &usageError{msg: "--out takes one workbook, and several were named", hint: "score them in place, or one at a time with --out"}
		}
		if in := filepath.Ext(paths[0]); out != "" && !strings.EqualFold(filepath.Ext(out), in) {
			return &usageError{msg: fmt.Sprintf("--out %s must end in %s, like %s", out, in, paths[0]),
				hint: "the scored copy is the same kind of workbook; a macro workbook (.xlsm) keeps its macros only as .xlsm"}
		}
	}
	paths, refusals := expandFolders(paths)
	exports := make([][]exportTarget, len(paths))
	if write {
		var err error
		if exports, err = exportTargets(c, paths, out); err != nil {
			return err
		}
	}
	log, err := newReporter(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	jobs := make([]*job, len(paths))
	skips := batchSkips(paths)
	for i, p := range paths {
		jobs[i] = &job{path: p, out: out, write: write, backup: write && c.Bool("backup"), pass: passwordFrom(c.String("password")), log: log, skip: skips[i], refusal: refusals[i], exports: exports[i], event: strings.TrimSpace(c.String("event"))}
	}
	if len(paths) > 1 {
		log.several()
	}
	return runJobs(jobs, c.App.Writer, c.Bool("quiet"), c.String("log-format") == "json", log.language(""))
}

// expandFolders replaces each folder named by the workbooks in it, and says
// why a folder with none is refused.
func expandFolders(args []string) (paths []string, refusals []error) {
	for _, a := range args {
		info, err := os.Stat(a)
		if err != nil || !info.IsDir() {
			paths, refusals = append(paths, a), append(refusals, nil)
			continue
		}
		books, err := workbooksIn(a)
		if err == nil && len(books) == 0 {
			err = problem.New("name a workbook, or a folder holding .xlsx or .xlsm workbooks (its subfolders are not looked in)",
				"%s is a folder holding no workbooks", a)
		}
		if err != nil {
			paths, refusals = append(paths, a), append(refusals, err)
			continue
		}
		for _, b := range books {
			paths, refusals = append(paths, b), append(refusals, nil)
		}
	}
	return paths, refusals
}

// workbooksIn lists the workbooks in a folder, by name: its .xlsx and .xlsm
// files (not those in its subfolders), leaving out Excel's lock files
// (~$NAME.xlsx), hidden files (LibreOffice's lock files, scorebook's
// temporary files) and NAME.bak.xlsx beside NAME.xlsx (the backup that
// --backup keeps).
func workbooksIn(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, problem.New("check that the folder exists and that you may read it", "%s: %v", dir, plainErr(err))
	}
	names := map[string]bool{}
	for _, e := range entries {
		names[strings.ToLower(e.Name())] = true
	}
	var books []string
	for _, e := range entries {
		name := e.Name()
		ext := strings.ToLower(filepath.Ext(name))
		if ext != ".xlsx" && ext != ".xlsm" || strings.HasPrefix(name, "~$") || strings.HasPrefix(name, ".") {
			continue
		}
		if info, err := os.Stat(filepath.Join(dir, name)); err != nil || !info.Mode().IsRegular() {
			continue
		}
		if orig, ok := strings.CutSuffix(strings.ToLower(name), ".bak"+ext); ok && names[orig+ext] {
			continue
		}
		books = append(books, filepath.Join(dir, name))
	}
	return books, nil
}

// plainErr is an error from the file system without the path it repeats.
func plainErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// batchSkips says which workbooks of a batch (scorebook score *.xlsx) to
// leave out, and why: Excel's lock file of a workbook that is open, the
// backup that --backup keeps of another workbook of the batch, and a
// workbook named twice, which two jobs at once would both write. A
// workbook named alone is never skipped: it gets its own message.
func batchSkips(paths []string) []string {
	skips := make([]string, len(paths))
	if len(paths) < 2 {
		return skips
	}
	backups := map[string]string{}
	for _, p := range paths {
		if b := filepath.Clean(xlsx.BackupName(p)); backups[b] == "" {
			backups[b] = p
		}
	}
	var seen []os.FileInfo
	for i, p := range paths {
		if strings.HasPrefix(filepath.Base(p), "~$") {
			skips[i] = "Excel's lock file of an open workbook, not a workbook"
			continue
		}
		if of, ok := backups[filepath.Clean(p)]; ok {
			skips[i] = "the backup of " + of
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			continue // the job says what is wrong
		}
		for _, s := range seen {
			if os.SameFile(s, info) {
				skips[i] = "named twice"
			}
		}
		seen = append(seen, info)
	}
	return skips
}
